import { useEffect, useState } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { useProductOverlay } from "../../app/productRoute";
import {
  DEFAULT_SORT,
  filtersFromSearch,
  filtersToQueryString,
  hasFilters,
  isCanonicalFilterSearch,
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
 * and writes them into the query string; every change goes to both. Both are read by the one parser of filters.ts,
 * so a link's unknown values (`?brand=gucci`) are dropped from the query string and never stored. The sort returns
 * to price-lowtohigh whenever the category parameter changes.
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

  // Once per location (never on a re-render of an old location, which would store its filters again after the menu
  // cleared them, spec §2): the query string's filters are stored, and written back without what was dropped; with
  // no filter parameters, the stored filters go into the query string.
  const { key, search } = location;
  // A location our own change made (its filters were stored with the click, see apply) stores nothing again: the
  // router may render it only after a menu choice cleared them (a transition, later than the next click on a busy
  // phone), and storing then brought the filters back under 'Products'. Back and Forward to it store as any link does.
  const arrivedBack = useNavigationType() === "POP";
  const storedWithTheClick = !arrivedBack && (location.state as ListingLocationState | null)?.filtersStored === true;
  useEffect(() => {
    // A change of ours is on its way to the query string (and already stored); under a product's address the
    // listing leaves the address alone.
    if (pending || underProduct || storedWithTheClick) return;
    if (searchHasFilterParams(search)) {
      const fromSearch = filtersFromSearch(search);
      if (!sameFilters(readStoredFilters(), fromSearch)) storeFilters(fromSearch);
      if (!isCanonicalFilterSearch(search)) void navigate({ search: queryOf(fromSearch) }, { replace: true });
    } else {
      const stored = readStoredFilters();
      if (hasFilters(stored)) void navigate({ search: queryOf(stored) }, { replace: true });
    }
  }, [key, search, navigate, pending, underProduct, storedWithTheClick]);

  const [sortState, setSortState] = useState({ category, sort: DEFAULT_SORT });
  const sort = sortState.category === category ? sortState.sort : DEFAULT_SORT;

  function apply(next: Filters) {
    setOptimistic({ base: location.key, filters: next });
    storeFilters(next);
    void navigate({ search: queryOf(next) }, { replace: true, state: { filtersStored: true } satisfies ListingLocationState });
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

/** What the listing's own changes put in the router's location state. */
interface ListingLocationState {
  filtersStored?: boolean;
}

function queryOf(filters: Filters): string {
  const query = filtersToQueryString(filters);
  return query ? `?${query}` : "";
}
