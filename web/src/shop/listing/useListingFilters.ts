import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useProductOverlay } from "../../app/productRoute";
import {
  DEFAULT_SORT,
  filtersFromSearch,
  filtersToQueryString,
  hasFilters,
  readStoredFilters,
  sameFilters,
  searchHasFilterParams,
  storeFilters,
  toggleFilter,
  withPriceRange,
  type FilterKey,
  type Filters,
  type PriceRange,
} from "./filters";

/**
 * The listing's filters and sort (spec §2 Listing). The query string is what the page shows; session storage
 * ('filters') keeps them between visits: opened without filter parameters, the listing shows the stored filters
 * and writes them into the query string; every change goes to both. The sort returns to price-lowtohigh
 * whenever the category parameter changes.
 */
export function useListingFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  // Under a product's address the listing shows its filters but leaves the address alone.
  const underProduct = useProductOverlay() !== null;
  const fromUrl = searchHasFilterParams(location.search);
  const current: Filters = fromUrl ? filtersFromSearch(location.search) : readStoredFilters();
  // A change shows at once (the checkbox follows the click) until the router has moved to its query string
  // (any navigation, ours or the menu's, ends it: location keys are unique).
  const [optimistic, setOptimistic] = useState<{ base: string; filters: Filters } | null>(null);
  const pending = optimistic !== null && optimistic.base === location.key;
  const filters = pending ? optimistic.filters : current;
  // The category query value (decoded): the sort goes back to price-lowtohigh whenever it changes.
  const category = (filters.category ?? []).join(",");

  useEffect(() => {
    if (pending || underProduct) return; // A change of ours is on its way to the query string.
    if (fromUrl) {
      if (!sameFilters(readStoredFilters(), current)) storeFilters(current);
    } else if (hasFilters(current)) {
      void navigate({ search: `?${filtersToQueryString(current)}` }, { replace: true });
    }
  });

  const [sortState, setSortState] = useState({ category, sort: DEFAULT_SORT });
  const sort = sortState.category === category ? sortState.sort : DEFAULT_SORT;

  function apply(next: Filters) {
    setOptimistic({ base: location.key, filters: next });
    storeFilters(next);
    const query = filtersToQueryString(next);
    void navigate({ search: query ? `?${query}` : "" }, { replace: true });
  }

  return {
    filters,
    sort,
    setSort: (id: string) => setSortState({ category, sort: id }),
    toggle: (key: FilterKey, id: string) => apply(toggleFilter(filters, key, id)),
    setPriceRange: (range: PriceRange | null) => apply(withPriceRange(filters, range)),
    clear: () => apply({}),
  };
}
