/**
 * Listing filters (spec §2 Listing): the shape kept in session storage under 'filters'
 * (`{category: [...], brand: [...]}`) and mirrored in the query string as name=comma-joined ids
 * (`category=men,women&brand=nike`). Issue 12 adds sizes and colours (values as the API's facets name them:
 * `size=M,L&colour=Black`) and a price range in rupees (`price=500-2000`, one value). Pure functions: no React,
 * no router.
 */
import { BRAND_IDS, CATEGORY_IDS } from "../../common/catalogue";

/** What one filter accepts. A new filter (size, colour, a price range…) is one more entry of FILTERS. */
interface FilterDefinition {
  /** Whether an id (a query-string or stored value) is one this filter knows; unknown ones are dropped. */
  accepts: (id: string) => boolean;
}

const oneOf = (ids: ReadonlyArray<string>): FilterDefinition => ({ accepts: (id) => ids.includes(id) });
/** Sizes and colours are the shop's own words (no fixed list): any short value; one nothing is sold in finds nothing. */
const optionValue: FilterDefinition = { accepts: (id) => id.length > 0 && id.length <= 40 };

/** The listing's filters, in query-string order. */
const FILTERS = {
  category: oneOf(CATEGORY_IDS),
  brand: oneOf(BRAND_IDS),
  size: optionValue,
  colour: optionValue,
  price: { accepts: (id) => parsePriceRange(id) !== null },
} as const satisfies Record<string, FilterDefinition>;

export type FilterKey = keyof typeof FILTERS;
export const FILTER_KEYS: ReadonlyArray<FilterKey> = Object.keys(FILTERS) as FilterKey[];

/** Only non-empty groups are present. */
export type Filters = Partial<Record<FilterKey, string[]>>;

/** The session storage key of the spec. */
export const FILTERS_STORAGE_KEY = "filters";

/** The default and reset sort of the spec (§9). */
export const DEFAULT_SORT = "price-lowtohigh";

function isFilterKey(key: string): key is FilterKey {
  return Object.hasOwn(FILTERS, key);
}

/**
 * THE filter parser: the one way filters come in, from the query string (filtersFromSearch), from session storage
 * (readStoredFilters) and before they are stored (storeFilters). Drops unknown keys, ids a filter does not know
 * (`?brand=gucci`), blank and repeated ids and emptied groups, and keeps the rest in the order they were chosen in.
 */
export function normalizeFilters(input: unknown): Filters {
  const result: Filters = {};
  if (!input || typeof input !== "object") return result;
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (!isFilterKey(key) || !Array.isArray(value)) continue;
    const known = value.filter((v): v is string => typeof v === "string").map((v) => v.trim()).filter((id) => FILTERS[key].accepts(id));
    const ids = [...new Set(known)];
    if (ids.length > 0) result[key] = ids;
  }
  return result;
}

export function hasFilters(filters: Filters): boolean {
  return FILTER_KEYS.some((key) => (filters[key]?.length ?? 0) > 0);
}

export function isSelected(filters: Filters, key: FilterKey, id: string): boolean {
  return filters[key]?.includes(id) ?? false;
}

/** Checks or unchecks one id of one group. */
export function toggleFilter(filters: Filters, key: FilterKey, id: string): Filters {
  const current = filters[key] ?? [];
  const next = current.includes(id) ? current.filter((v) => v !== id) : [...current, id];
  return normalizeFilters({ ...filters, [key]: next });
}

/** Filters with one group only (a menu item or a home tile: "store a filter for that category or brand"). */
export function singleFilter(key: FilterKey, id: string): Filters {
  return { [key]: [id] };
}

/** `category=men,women&brand=h%26m` (ids URI-encoded, commas kept), in FILTER_KEYS order; "" when none. */
export function filtersToQueryString(filters: Filters): string {
  return FILTER_KEYS.flatMap((key) => {
    const ids = filters[key];
    if (!ids || ids.length === 0) return [];
    return [`${key}=${ids.map(encodeURIComponent).join(",")}`];
  }).join("&");
}

/** Reads the filter groups of a query string (`?category=men,women&brand=nike`); other parameters are ignored. */
export function filtersFromSearch(search: string | URLSearchParams): Filters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const raw: Record<string, string[]> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value.split(",");
  }
  return normalizeFilters(raw);
}

/**
 * True when the query string's filter parameters say exactly what filtersFromSearch reads from them: nothing unknown,
 * blank or repeated to drop (a link's `?brand=gucci,nike` is not: the listing rewrites it to `?brand=nike`).
 */
export function isCanonicalFilterSearch(search: string | URLSearchParams): boolean {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const canonical = new URLSearchParams(filtersToQueryString(filtersFromSearch(params)));
  return FILTER_KEYS.every((key) => params.get(key) === canonical.get(key));
}

/** True when the query string carries at least one filter parameter (even an empty one). */
export function searchHasFilterParams(search: string | URLSearchParams): boolean {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return FILTER_KEYS.some((key) => params.has(key));
}

/** The raw value of the category parameter: sort resets whenever it changes (spec §2 Listing). */
export function categoryParam(search: string | URLSearchParams): string {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return params.get("category") ?? "";
}

export function sameFilters(a: Filters, b: Filters): boolean {
  return filtersToQueryString(a) === filtersToQueryString(b);
}

/** The stored filters, or {} when there are none or they cannot be read. */
export function readStoredFilters(storage: Pick<Storage, "getItem"> | undefined = safeSessionStorage()): Filters {
  try {
    const raw = storage?.getItem(FILTERS_STORAGE_KEY);
    return raw ? normalizeFilters(JSON.parse(raw)) : {};
  } catch {
    return {};
  }
}

export function storeFilters(filters: Filters, storage: Pick<Storage, "setItem"> | undefined = safeSessionStorage()): void {
  try {
    storage?.setItem(FILTERS_STORAGE_KEY, JSON.stringify(normalizeFilters(filters)));
  } catch {
    // Storage full or disabled (private mode): the query string still carries the filters.
  }
}

export function clearStoredFilters(storage: Pick<Storage, "removeItem"> | undefined = safeSessionStorage()): void {
  try {
    storage?.removeItem(FILTERS_STORAGE_KEY);
  } catch {
    // See storeFilters.
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A price range in rupees; either end may be open. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** Reads `500-2000`, `500-` or `-2000` (rupees); null for anything else. */
export function parsePriceRange(value: string | undefined): PriceRange | null {
  const match = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(value ?? "");
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const min = match[1] === undefined ? null : Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
}

/** The filters with this price range (none: the price filter removed). */
export function withPriceRange(filters: Filters, range: PriceRange | null): Filters {
  const value = range && (range.min !== null || range.max !== null) ? `${range.min ?? ""}-${range.max ?? ""}` : null;
  return normalizeFilters({ ...filters, price: value ? [value] : [] });
}

export function priceRangeOf(filters: Filters): PriceRange | null {
  return parsePriceRange(filters.price?.[0]);
}

export interface ProductFilterInput {
  categories?: string[];
  brands?: string[];
  sizes?: string[];
  colours?: string[];
  minPrice?: number;
  maxPrice?: number;
}

/** The API's ProductFilter for these filters (undefined when there are none). */
export function toProductFilter(filters: Filters): ProductFilterInput | undefined {
  if (!hasFilters(filters)) return undefined;
  const price = priceRangeOf(filters);
  return {
    ...(filters.category ? { categories: filters.category } : {}),
    ...(filters.brand ? { brands: filters.brand } : {}),
    ...(filters.size ? { sizes: filters.size } : {}),
    ...(filters.colour ? { colours: filters.colour } : {}),
    ...(price?.min != null ? { minPrice: price.min } : {}),
    ...(price?.max != null ? { maxPrice: price.max } : {}),
  };
}
