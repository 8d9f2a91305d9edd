import type { ApolloClient } from "@apollo/client";
import { firstScreenAnswer, type FirstScreenAnswer } from "../../app/session";
import { graphql } from "../../gql";
import type { ShopProductDetailsQuery } from "../../gql/graphql";

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

/** A shared product link's details, asked for while the dialog's code loads (the dialog asks the same: a cache hit). */
export function prefetchProductDetails(client: ApolloClient, slug: string, answers?: FirstScreenAnswer[]): Promise<unknown> {
  // The page came with this very answer (a shared product link, api/src/http/web-app.ts): no request.
  const data = firstScreenAnswer(answers, "ShopProductDetails", { slug });
  if (data) {
    client.writeQuery({ query: ProductDetailsDocument, variables: { slug }, data: data as ShopProductDetailsQuery });
    return Promise.resolve();
  }
  return client.query({ query: ProductDetailsDocument, variables: { slug } });
}
