import { graphql } from "../../gql";

/**
 * The ids on the shopper's wishlist: one small personal answer the hearts on every card read, so the catalogue's own
 * answers stay the same for every shopper (and cacheable).
 */
export const WishlistIdsDocument = graphql(`
  query ShopWishlistIds {
    wishlist {
      items {
        product {
          id
        }
      }
    }
  }
`);

export const AddToWishlistDocument = graphql(`
  mutation ShopAddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
      items {
        product {
          id
        }
      }
    }
  }
`);

export const RemoveFromWishlistDocument = graphql(`
  mutation ShopRemoveFromWishlist($productId: ID!) {
    removeFromWishlist(productId: $productId) {
      items {
        product {
          id
        }
      }
    }
  }
`);
