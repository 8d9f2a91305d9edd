import { graphql } from "../gql";

/**
 * Selections that several screens read the same way (fragment masking is off: a spread's fields land in the
 * result type of the operation that spreads it).
 */

/** Every rendition of an uploaded image. */
export const ImageSetFieldsFragment = graphql(`
  fragment ImageSetFields on ImageSet {
    thumbnail
    large
    webp
    original
    webpSources {
      url
      width
    }
  }
`);

/** What a product card shows (shop cards, admin cards and the admin form start from it). */
export const ProductSummaryFieldsFragment = graphql(`
  fragment ProductSummaryFields on Product {
    id
    title
    category
    brand
    price
    salePrice
    totalStock
    image
    images {
      ...ImageSetFields
    }
  }
`);

/** What a homepage banner shows. */
export const FeatureImageFieldsFragment = graphql(`
  fragment FeatureImageFields on FeatureImage {
    id
    title
    description
    position
    images {
      ...ImageSetFields
    }
  }
`);
