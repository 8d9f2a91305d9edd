import type { ApolloClient } from "@apollo/client";
import { graphql } from "../../gql";
import { DEFAULT_SORT, filtersFromSearch, readStoredFilters, searchHasFilterParams, toProductFilter } from "./filters";

/** Products per page: four rows of the 3-column grid. */
export const PAGE_SIZE = 12;

export const ListingProductsDocument = graphql(`
  query ShopListingProducts($filter: ProductFilter, $sortBy: String, $first: Int, $after: String) {
    products(filter: $filter, sortBy: $sortBy, first: $first, after: $after) {
      ...ShopProductPage
      facets {
        categories {
          id
          label
          count
        }
        brands {
          id
          label
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
export function prefetchListingPage(client: ApolloClient, search: string): Promise<unknown> {
  const filters = searchHasFilterParams(search) ? filtersFromSearch(search) : readStoredFilters();
  return client.query({ query: ListingProductsDocument, variables: { filter: toProductFilter(filters), sortBy: DEFAULT_SORT, first: PAGE_SIZE } });
}
