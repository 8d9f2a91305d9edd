import { describe, expect, it } from "vitest";
import {
  categoryParam,
  filtersFromSearch,
  filtersToQueryString,
  FILTERS_STORAGE_KEY,
  isCanonicalFilterSearch,
  normalizeFilters,
  parsePriceRange,
  priceRangeOf,
  readStoredFilters,
  searchHasFilterParams,
  storeFilters,
  toggleFilter,
  toProductFilter,
  withPriceRange,
} from "./filters";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe("filters ↔ query string", () => {
  it("writes name=comma-joined ids, category first", () => {
    expect(filtersToQueryString({ brand: ["nike"], category: ["men", "women"] })).toBe("category=men,women&brand=nike");
  });

  it("encodes ids but keeps the commas", () => {
    expect(filtersToQueryString({ brand: ["h&m", "levi"] })).toBe("brand=h%26m,levi");
  });

  it("writes nothing for no filters or empty groups", () => {
    expect(filtersToQueryString({})).toBe("");
    expect(filtersToQueryString({ category: [] })).toBe("");
  });

  it("reads what it writes", () => {
    const filters = { category: ["men", "women"], brand: ["h&m", "nike"] };
    expect(filtersFromSearch(`?${filtersToQueryString(filters)}`)).toEqual(filters);
  });

  it("reads a hand-written query and ignores other parameters, blanks and repeats", () => {
    expect(filtersFromSearch("?category=men,,men&brand=nike&sortBy=x&material=silk")).toEqual({ category: ["men"], brand: ["nike"] });
    expect(filtersFromSearch("?brand=h%26m")).toEqual({ brand: ["h&m"] });
    expect(filtersFromSearch("")).toEqual({});
  });

  it("drops ids a filter does not know, from a link and from storage alike", () => {
    expect(filtersFromSearch("?category=men,sandals&brand=gucci,nike")).toEqual({ category: ["men"], brand: ["nike"] });
    expect(filtersFromSearch("?brand=gucci")).toEqual({});
    const storage = memoryStorage({ [FILTERS_STORAGE_KEY]: JSON.stringify({ brand: ["gucci", "zara"] }) });
    expect(readStoredFilters(storage)).toEqual({ brand: ["zara"] });
    storeFilters({ brand: ["gucci"] }, storage);
    expect(storage.data.get(FILTERS_STORAGE_KEY)).toBe("{}");
  });

  it("tells whether a query's filter parameters are exactly what is read from them", () => {
    expect(isCanonicalFilterSearch("?category=men&brand=h%26m")).toBe(true);
    expect(isCanonicalFilterSearch("?keyword=x")).toBe(true);
    expect(isCanonicalFilterSearch("?brand=gucci,nike")).toBe(false);
    expect(isCanonicalFilterSearch("?category=men,,men")).toBe(false);
    expect(isCanonicalFilterSearch("?brand=")).toBe(false);
  });

  it("tells whether the query carries filters and what its category value is", () => {
    expect(searchHasFilterParams("?keyword=x")).toBe(false);
    expect(searchHasFilterParams("?brand=")).toBe(true);
    expect(categoryParam("?category=men,women&brand=nike")).toBe("men,women");
    expect(categoryParam("?brand=nike")).toBe("");
  });
});

describe("filter changes", () => {
  it("checks and unchecks ids, dropping an emptied group", () => {
    const one = toggleFilter({}, "category", "men");
    expect(one).toEqual({ category: ["men"] });
    const two = toggleFilter(one, "category", "women");
    expect(two).toEqual({ category: ["men", "women"] });
    expect(toggleFilter(two, "category", "men")).toEqual({ category: ["women"] });
    expect(toggleFilter({ category: ["men"] }, "category", "men")).toEqual({});
  });

  it("normalizes stored shapes it does not trust", () => {
    expect(normalizeFilters({ category: ["men", 3, " "], brand: "nike", other: ["x"] })).toEqual({ category: ["men"] });
    expect(normalizeFilters(null)).toEqual({});
  });

  it("maps to the API's ProductFilter", () => {
    expect(toProductFilter({})).toBeUndefined();
    expect(toProductFilter({ category: ["men"], brand: ["nike"] })).toEqual({ categories: ["men"], brands: ["nike"] });
    expect(toProductFilter({ brand: ["zara"] })).toEqual({ brands: ["zara"] });
  });
});

describe("session storage", () => {
  it("keeps {category:[...], brand:[...]} under 'filters'", () => {
    const storage = memoryStorage();
    storeFilters({ category: ["kids"], brand: ["puma"] }, storage);
    expect(JSON.parse(storage.data.get(FILTERS_STORAGE_KEY)!)).toEqual({ category: ["kids"], brand: ["puma"] });
    expect(readStoredFilters(storage)).toEqual({ category: ["kids"], brand: ["puma"] });
  });

  it("reads nothing from missing or broken storage", () => {
    expect(readStoredFilters(memoryStorage())).toEqual({});
    expect(readStoredFilters(memoryStorage({ filters: "{not json" }))).toEqual({});
  });
});

describe("size, colour and price filters (issue 12)", () => {
  it("round-trips sizes, colours (free text as the API names them) and a price range through the query string", () => {
    const filters = withPriceRange({ category: ["men"], size: ["M", "UK 8"], colour: ["Black", "Navy Blue"] }, { min: 500, max: 2000 });
    const query = filtersToQueryString(filters);
    expect(query).toBe("category=men&size=M,UK%208&colour=Black,Navy%20Blue&price=500-2000");
    expect(filtersFromSearch(`?${query}`)).toEqual(filters);
    expect(filtersFromSearch("?size=M,L&colour=Black&price=500-2000")).toEqual({ size: ["M", "L"], colour: ["Black"], price: ["500-2000"] });
  });

  it("keeps sizes and colours it has never heard of: only the facets can tell which exist", () => {
    expect(filtersFromSearch("?size=XXXL,42&colour=Mauve")).toEqual({ size: ["XXXL", "42"], colour: ["Mauve"] });
  });

  it("reads closed and open price ranges, swaps reversed ones and refuses anything else", () => {
    expect(parsePriceRange("500-2000")).toEqual({ min: 500, max: 2000 });
    expect(parsePriceRange("500-")).toEqual({ min: 500, max: null });
    expect(parsePriceRange("-2000")).toEqual({ min: null, max: 2000 });
    expect(parsePriceRange("2000-500")).toEqual({ min: 500, max: 2000 });
    expect(parsePriceRange("-")).toBeNull();
    expect(parsePriceRange("cheap")).toBeNull();
    expect(parsePriceRange(undefined)).toBeNull();
  });

  it("sets and removes the price range; an open range keeps its open end", () => {
    const withMin = withPriceRange({ brand: ["nike"] }, { min: 800, max: null });
    expect(withMin).toEqual({ brand: ["nike"], price: ["800-"] });
    expect(priceRangeOf(withMin)).toEqual({ min: 800, max: null });
    expect(withPriceRange(withMin, null)).toEqual({ brand: ["nike"] });
  });

  it("maps sizes, colours and the price range to the API's ProductFilter, ignoring an unreadable price", () => {
    expect(toProductFilter({ size: ["M"], colour: ["Black"], price: ["500-2000"] })).toEqual({ sizes: ["M"], colours: ["Black"], minPrice: 500, maxPrice: 2000 });
    expect(toProductFilter({ price: ["-1500"] })).toEqual({ maxPrice: 1500 });
    expect(toProductFilter({ brand: ["zara"], price: ["lots"] })).toEqual({ brands: ["zara"] });
  });

  it("keeps them in the stored filters too", () => {
    const storage = memoryStorage();
    storeFilters({ size: ["L"], colour: ["White"], price: ["100-900"] }, storage);
    expect(readStoredFilters(storage)).toEqual({ size: ["L"], colour: ["White"], price: ["100-900"] });
  });
});
