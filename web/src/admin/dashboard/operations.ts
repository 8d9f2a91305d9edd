import { graphql } from "../../gql";

export const AdminFeatureImageFields = graphql(`
  fragment AdminFeatureImageFields on FeatureImage {
    ...FeatureImageFields
    image
  }
`);

export const AdminFeatureImagesDocument = graphql(`
  query AdminFeatureImages {
    featureImages {
      ...AdminFeatureImageFields
    }
  }
`);

export const AddFeatureImageDocument = graphql(`
  mutation AddFeatureImage($input: FeatureImageInput!) {
    addFeatureImage(input: $input) {
      ...AdminFeatureImageFields
    }
  }
`);

export const UpdateFeatureImageDocument = graphql(`
  mutation UpdateFeatureImage($id: ID!, $input: FeatureImageUpdateInput!) {
    updateFeatureImage(id: $id, input: $input) {
      ...AdminFeatureImageFields
    }
  }
`);

export const DeleteFeatureImageDocument = graphql(`
  mutation DeleteFeatureImage($id: ID!) {
    deleteFeatureImage(id: $id) {
      id
      message
    }
  }
`);
