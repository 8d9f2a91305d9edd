import { graphql } from "../../gql";

/** A page of product cards (the home's featured products, the listing's pages). */
export const ProductPageFieldsFragment = graphql(`
  fragment ShopProductPage on ProductConnection {
    edges {
      cursor
      node {
        ...ProductSummaryFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
`);

export const ProductDetailsDocument = graphql(`
  query ShopProductDetails($id: ID!) {
    product(id: $id) {
      ...ProductSummaryFields
      description
      averageRating
      reviewCount
    }
    reviews(productId: $id) {
      ...ShopReview
    }
  }
`);

export const ReviewFieldsFragment = graphql(`
  fragment ShopReview on Review {
    id
    productId
    username
    rating
    message
    createdAt
  }
`);

export const ProductRatingDocument = graphql(`
  query ShopProductRating($id: ID!) {
    product(id: $id) {
      id
      averageRating
      reviewCount
    }
  }
`);

export const AddReviewDocument = graphql(`
  mutation ShopAddReview($input: ReviewInput!) {
    addReview(input: $input) {
      ...ShopReview
    }
  }
`);
