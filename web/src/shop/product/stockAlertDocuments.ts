import { graphql } from "../../gql";

/** The shopper's back-in-stock alerts (the product page says which sizes they wait for; Account lists them). */
export const MyStockAlertsDocument = graphql(`
  query ShopMyStockAlerts {
    myStockAlerts {
      id
      variantId
      size
      colour
      status
      createdAt
      product {
        id
        title
        slug
        image
      }
    }
  }
`);

export const NotifyWhenInStockDocument = graphql(`
  mutation ShopNotifyWhenInStock($productId: ID!, $variantId: ID) {
    notifyWhenInStock(productId: $productId, variantId: $variantId) {
      id
      variantId
      size
      colour
      status
      createdAt
      product {
        id
        title
        slug
        image
      }
    }
  }
`);
