import type { ApolloClient } from "@apollo/client";
import { firstScreenAnswer, type FirstScreenAnswer } from "../../app/session";
import { graphql } from "../../gql";
import type { ShopProductDetailsQuery } from "../../gql/graphql";

/**
 * What a shop card shows (issue 46: a card asks only for that): its title, category and brand labels, price and sale
 * price, the stock its badge and button read, one picture (the thumbnail and the server's srcset of it), its address
 * (the slug) and whether it is sold in sizes or colours (its card's Add to cart then opens the details, where they
 * are picked). The details dialog asks for the rest when it opens; the normalized cache merges both into the product.
 */
export const ShopProductCardFragment = graphql(`
  fragment ShopProductCard on Product {
    id
    title
    slug
    category
    brand
    price
    salePrice
    totalStock
    images {
      thumbnail
      srcSet
    }
    options {
      sizes
      colours
    }
  }
`);

/** A page of product cards (the home's featured products, the listing's pages): the next page starts at endCursor. */
export const ProductPageFieldsFragment = graphql(`
  fragment ShopProductPage on ProductConnection {
    edges {
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

/** The details dialog's product, found by its address in the shop (`/shop/product/{slug}`): the card and the rest. */
export const ProductDetailsDocument = graphql(`
  query ShopProductDetails($slug: String!) {
    product(slug: $slug) {
      ...ShopProductCard
      images {
        large
      }
      description
      averageRating
      reviewCount
      gallery {
        url
        colour
        images {
          thumbnail
          large
          srcSet
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
