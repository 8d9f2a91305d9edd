import { graphql } from "../../gql";

export const AdminGstRatesDocument = graphql(`
  query AdminGstRates {
    gstRates {
      category
      hsn
      threshold
      rateUpTo
      rateAbove
      updatedAt
    }
  }
`);

export const UpdateGstRateDocument = graphql(`
  mutation UpdateGstRate($input: GstRateInput!) {
    updateGstRate(input: $input) {
      category
      hsn
      threshold
      rateUpTo
      rateAbove
      updatedAt
    }
  }
`);
