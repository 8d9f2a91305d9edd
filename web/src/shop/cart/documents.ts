import { graphql } from "../../gql";

export const CartFieldsFragment = graphql(`
  fragment ShopCart on Cart {
    id
    itemCount
    subtotal
    discount
    shipping
    freeShippingShortfall
    total
    couponNotice
    appliedCoupon {
      code
      title
      saving
    }
    automaticPromotion {
      title
      saving
    }
    offers {
      code
      title
      description
      applies
      hint
    }
    lines {
      id
      productId
      title
      image
      price
      salePrice
      unitPrice
      quantity
      size
      colour
      lineTotal
      discount
      net
      availableStock
      problem
    }
  }
`);

export const CartDocument = graphql(`
  query ShopCart {
    cart {
      ...ShopCart
    }
  }
`);

export const AddToCartDocument = graphql(`
  mutation ShopAddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      ...ShopCart
    }
  }
`);

