import { graphql } from "../../gql";

export const GstRateFieldsFragment = graphql(`
  fragment GstRateFields on GstRate {
    hsn
    description
    threshold
    rateUpTo
    rateAbove
    categories
    updatedAt
  }
`);

export const AdminGstRatesDocument = graphql(`
  query AdminGstRates {
    gstRates {
      ...GstRateFields
    }
  }
`);

export const UpdateGstRateDocument = graphql(`
  mutation UpdateGstRate($input: GstRateInput!) {
    updateGstRate(input: $input) {
      ...GstRateFields
    }
  }
`);

export const CreateGstRateDocument = graphql(`
  mutation CreateGstRate($input: GstRateInput!) {
    createGstRate(input: $input) {
      ...GstRateFields
    }
  }
`);

export const SetCategoryGstRateDocument = graphql(`
  mutation SetCategoryGstRate($category: String!, $hsn: String!) {
    setCategoryGstRate(category: $category, hsn: $hsn) {
      ...GstRateFields
    }
  }
`);
