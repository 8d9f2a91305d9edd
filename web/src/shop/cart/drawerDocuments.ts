import { graphql } from "../../gql";

// The cart drawer's mutations (quantities, removal, coupons): apart from documents.ts, which the storefront's first
// chunk carries, so they load with the drawer (issue 29).

export const SetCartQuantityDocument = graphql(`
  mutation ShopSetCartQuantity($input: SetCartQuantityInput!) {
    setCartQuantity(input: $input) {
      ...ShopCart
    }
  }
`);

export const RemoveFromCartDocument = graphql(`
  mutation ShopRemoveFromCart($input: CartLineKeyInput!) {
    removeFromCart(input: $input) {
      ...ShopCart
    }
  }
`);

export const ApplyCouponDocument = graphql(`
  mutation ShopApplyCoupon($code: String!) {
    applyCoupon(code: $code) {
      ...ShopCart
    }
  }
`);

export const RemoveCouponDocument = graphql(`
  mutation ShopRemoveCoupon {
    removeCoupon {
      ...ShopCart
    }
  }
`);
