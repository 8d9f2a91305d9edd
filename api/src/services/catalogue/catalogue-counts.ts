/**
 * Listing totals and facet counts without a rescan: PostgreSQL keeps `catalogue_counts` (live products per
 * category and brand, maintained by triggers on products), and every total and facet of any filter is a sum over
 * its 30 rows. The rows are cached in the process until a catalogue write (`CatalogueChanges`) or, for writes made
 * by other processes (an import, another node), for at most `maxAgeMs`.
 */
import type { Sql } from "../../db/sql.js";
import type { Brand, Category } from "../../entities/product.entity.js";
import type { CatalogueChanges } from "./catalogue-changes.js";
import { BRAND_OPTIONS, CATEGORY_OPTIONS } from "./options.js";

export interface CountRow {
  category: Category;
  brand: Brand;
  products: number;
}

export interface FacetCount {
  id: string;
  label: string;
  count: number;
}

export interface Facets {
  categories: FacetCount[];
  brands: FacetCount[];
}

export interface ListFilter {
  categories: Category[];
  brands: Brand[];
  /** In-stock variants in these sizes / colours; empty: any (variant-filter-sql.ts). */
  sizes: string[];
  colours: string[];
  /** What a shopper pays, in paise; null: no bound. */
  minPricePaise: number | null;
  maxPricePaise: number | null;
}

const matches = (values: readonly string[], value: string) => values.length === 0 || values.includes(value);

/** Products matching the whole filter. */
export function totalOf(rows: readonly CountRow[], filter: ListFilter): number {
  let total = 0;
  for (const r of rows) if (matches(filter.categories, r.category) && matches(filter.brands, r.brand)) total += r.products;
  return total;
}

/** Each option's count together with the other dimension's filter (a facet ignores its own dimension's filter). */
export function facetsOf(rows: readonly CountRow[], filter: ListFilter): Facets {
  const sum = (keep: (r: CountRow) => boolean) => rows.reduce((total, r) => (keep(r) ? total + r.products : total), 0);
  return {
    categories: CATEGORY_OPTIONS.map((o) => ({ ...o, count: sum((r) => r.category === o.id && matches(filter.brands, r.brand)) })),
    brands: BRAND_OPTIONS.map((o) => ({ ...o, count: sum((r) => r.brand === o.id && matches(filter.categories, r.category)) })),
  };
}

export function createCatalogueCounts(sql: Sql, changes: CatalogueChanges, { maxAgeMs = 1000, observeCache = (_cache: string, _hit: boolean) => {} } = {}) {
  let cached: { loadedAt: number; rows: Promise<CountRow[]> } | undefined;
  changes.onChange(() => (cached = undefined));

  const load = (): Promise<CountRow[]> => sql.queryReplica(`SELECT category, brand, products FROM catalogue_counts WHERE products > 0`);

  return {
    rows(): Promise<CountRow[]> {
      const now = Date.now();
      if (cached && now - cached.loadedAt <= maxAgeMs) {
        observeCache("catalogue-counts", true);
        return cached.rows;
      }
      observeCache("catalogue-counts", false);
      const entry = { loadedAt: now, rows: load() };
      // A failed read is not kept: the next request tries again.
      entry.rows.catch(() => cached === entry && (cached = undefined));
      cached = entry;
      return entry.rows;
    },
  };
}

export type CatalogueCounts = ReturnType<typeof createCatalogueCounts>;
