import { describe, expect, it } from "vitest";
import {
  categoryParam,
  filtersFromSearch,
  filtersToQueryString,
  FILTERS_STORAGE_KEY,
  isCanonicalFilterSearch,
  normalizeFilters,
  readStoredFilters,
  searchHasFilterParams,
  storeFilters,
  toggleFilter,
  toProductFilter,
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
    expect(filtersFromSearch("?category=men,,men&brand=nike&sortBy=x&colour=red")).toEqual({ category: ["men"], brand: ["nike"] });
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
