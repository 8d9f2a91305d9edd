import type { ApolloClient } from "@apollo/client";
import { firstScreenAnswer, type FirstScreenAnswer } from "../../app/session";
import { graphql } from "../../gql";
import type { ShopListingProductsQuery } from "../../gql/graphql";
import { DEFAULT_SORT, filtersFromSearch, readStoredFilters, searchHasFilterParams, toProductFilter } from "./filters";

/** Products per page: four rows of the 3-column grid. */
export const PAGE_SIZE = 12;

export const ListingProductsDocument = graphql(`
  query ShopListingProducts($filter: ProductFilter, $sortBy: String, $first: Int, $after: String) {
    products(filter: $filter, sortBy: $sortBy, first: $first, after: $after) {
      ...ShopProductPage
      facets {
        # The categories' and brands' labels are the catalogue options' (useCatalogueOptions): only their counts here.
        categories {
          id
          count
        }
        brands {
          id
          count
        }
        sizes {
          id
          label
          count
        }
        colours {
          id
          label
          count
        }
        priceRange {
          min
          max
        }
      }
    }
  }
`);

/**
 * The listing's first page as the page will ask for it on arrival (useListingFilters: the query string's filters, or
 * the stored ones when it has none; the default sort), asked for as soon as the storefront's code is here, while the
 * listing's own code is still on its way (issue 29: a shared filter link waited for the two one after the other).
 */
export function prefetchListingPage(client: ApolloClient, search: string, answers?: FirstScreenAnswer[]): Promise<unknown> {
  const filters = searchHasFilterParams(search) ? filtersFromSearch(search) : readStoredFilters();
  const variables = { filter: toProductFilter(filters), sortBy: DEFAULT_SORT, first: PAGE_SIZE };
  // The page came with this very answer (a shared filter link, api/src/http/web-app.ts): no request.
  const data = firstScreenAnswer(answers, "ShopListingProducts", variables);
  if (data) {
    client.writeQuery({ query: ListingProductsDocument, variables, data: data as ShopListingProductsQuery });
    return Promise.resolve();
  }
  return client.query({ query: ListingProductsDocument, variables });
}
