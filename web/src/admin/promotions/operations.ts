import { graphql } from "../../gql";

export const AdminPromotionFieldsFragment = graphql(`
  fragment AdminPromotion on Promotion {
    id
    kind
    code
    title
    description
    isPublic
    discountType
    percentOff
    amountOff
    maxDiscount
    minOrderValue
    minQuantity
    startsAt
    endsAt
    maxUses
    maxUsesPerCustomer
    uses
    scope
    scopeValues
    scopeProducts {
      id
      title
      sku
    }
    firstOrderOnly
    prepaidOnly
    paused
    status
  }
`);

export const AdminPromotionsDocument = graphql(`
  query AdminPromotions {
    promotions {
      ...AdminPromotion
    }
  }
`);

export const CreatePromotionDocument = graphql(`
  mutation AdminCreatePromotion($input: PromotionInput!) {
    createPromotion(input: $input) {
      ...AdminPromotion
    }
  }
`);

export const UpdatePromotionDocument = graphql(`
  mutation AdminUpdatePromotion($id: ID!, $input: PromotionUpdateInput!) {
    updatePromotion(id: $id, input: $input) {
      ...AdminPromotion
    }
  }
`);

export const DeletePromotionDocument = graphql(`
  mutation AdminDeletePromotion($id: ID!) {
    deletePromotion(id: $id) {
      id
      message
    }
  }
`);
