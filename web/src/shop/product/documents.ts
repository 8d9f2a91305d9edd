import type { ApolloClient } from "@apollo/client";
import { graphql } from "../../gql";

/**
 * What a shop card needs: the summary, the product's address (its slug) and whether it is sold in sizes or colours
 * (its card's Add to cart then opens the details, where they are picked).
 */
export const ShopProductCardFragment = graphql(`
  fragment ShopProductCard on Product {
    ...ProductSummaryFields
    slug
    options {
      sizes
      colours
    }
  }
`);

/** A page of product cards (the home's featured products, the listing's pages). */
export const ProductPageFieldsFragment = graphql(`
  fragment ShopProductPage on ProductConnection {
    edges {
      cursor
      node {
        ...ShopProductCard
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
`);

/** The details dialog's product, found by its address in the shop (`/shop/product/{slug}`). */
export const ProductDetailsDocument = graphql(`
  query ShopProductDetails($slug: String!) {
    product(slug: $slug) {
      ...ShopProductCard
      description
      averageRating
      reviewCount
      gallery {
        url
        colour
        images {
          ...ImageSetFields
        }
      }
      variants {
        id
        size
        colour
        stock
        price
        salePrice
      }
    }
  }
`);

export const ProductReviewsDocument = graphql(`
  query ShopProductReviews($productId: ID!) {
    reviews(productId: $productId) {
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

/** A shared product link's details, asked for while the dialog's code loads (the dialog asks the same: a cache hit). */
export function prefetchProductDetails(client: ApolloClient, slug: string): Promise<unknown> {
  return client.query({ query: ProductDetailsDocument, variables: { slug } });
}
