import { graphql } from "../../gql";

/** What a product card shows. */
export const ProductCardFieldsFragment = graphql(`
  fragment ShopProductCard on Product {
    id
    title
    category
    brand
    price
    salePrice
    totalStock
    image
    images {
      thumbnail
      large
      webp
      original
    }
  }
`);

export const ProductDetailsDocument = graphql(`
  query ShopProductDetails($id: ID!) {
    product(id: $id) {
      ...ShopProductCard
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
