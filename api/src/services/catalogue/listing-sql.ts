/**
 * The SQL of one listing page. With a filter, each (category, brand) pair the filter allows is read from its own
 * range of a (category, brand, sort key, id) index, at most `limit` rows each, and the ranges are merged: a page
 * costs the same on 65 or a million products, at any depth (keyset cursors, never OFFSET). Without a filter one
 * ordered scan of the (sort key, id) index serves it.
 */
import { BRANDS, CATEGORIES, type Brand, type Category } from "../../entities/product.entity.js";
import { effectivePriceSql } from "./prices.js";
import type { ListFilter } from "./catalogue-counts.js";
import type { CursorPosition } from "./cursor.js";
import type { SortId } from "./options.js";
import { productColumns } from "./product-rows.js";
import { filterConditions } from "./variant-filter-sql.js";
import type { ReadPlanning } from "../../db/sql.js";

interface SortSpec {
  /** The sort key over alias `p`; an index serves each, with the id as tie-breaker. */
  key: string;
  direction: "ASC" | "DESC";
  /** How a cursor's key is typed in SQL. */
  keyType: "integer" | "text";
}

const TITLE_KEY = `(lower(p.title) COLLATE "C")`;

export const SORT_SPECS: Record<SortId, SortSpec> = {
  "price-lowtohigh": { key: effectivePriceSql("p"), direction: "ASC", keyType: "integer" },
  "price-hightolow": { key: effectivePriceSql("p"), direction: "DESC", keyType: "integer" },
  "title-atoz": { key: TITLE_KEY, direction: "ASC", keyType: "text" },
  "title-ztoa": { key: TITLE_KEY, direction: "DESC", keyType: "text" },
};

export interface ListingQuery {
  sql: string;
  params: unknown[];
  /**
   * A filter by size or colour is planned for its values: its best plan depends on how many products have them. On
   * 10,000 products, sizes S–XL and colour Red: a common size is served fastest by walking the sort's index and
   * stopping at the page's last product (1.2 ms), a rare size or a colour none has by the variants that have it,
   * then sorted (4–7 ms); a generic plan walks the index either way, 20–28 ms for the rare ones (and the whole index
   * on a million products). Every other form's generic plan is the custom one (catalogue-plans.test.ts).
   */
  planning: ReadPlanning;
}

/** Rows of `products` plus `sort_key`, in the sort's order, strictly after `after`, at most `limit`. */
export function listingQuery(filter: ListFilter, sort: SortId, after: CursorPosition | undefined, limit: number): ListingQuery {
  const { key, direction, keyType } = SORT_SPECS[sort];
  const params: unknown[] = [limit];
  let cursorCondition = "";
  if (after) {
    params.push(after.key, after.id);
    cursorCondition = `AND (${key}, p.id) ${direction === "ASC" ? ">" : "<"} ($2::${keyType}, $3::uuid)`;
  }
  const order = `ORDER BY ${key} ${direction}, p.id ${direction}`;
  const planning = { plannedForValues: filter.sizes.length > 0 || filter.colours.length > 0 };

  if (filter.categories.length === 0 && filter.brands.length === 0) {
    const variantConditions = filterConditions(filter, params);
    return {
      sql: `SELECT ${productColumns("p")}, ${key} AS sort_key FROM products p WHERE p.deleted_at IS NULL ${cursorCondition}${variantConditions} ${order} LIMIT $1`,
      params,
      planning,
    };
  }
  const pairs = filterPairs(filter);
  params.push(
    pairs.map(([c]) => c),
    pairs.map(([, b]) => b),
  );
  const n = params.length;
  // Sizes, colours and prices narrow each (category, brand) range; category and brand are the ranges themselves.
  const variantConditions = filterConditions({ ...filter, categories: [], brands: [] }, params);
  return {
    sql: `SELECT page.* FROM unnest($${n - 1}::text[], $${n}::text[]) AS f(category, brand)
          CROSS JOIN LATERAL (
            SELECT ${productColumns("p")}, ${key} AS sort_key FROM products p
            WHERE p.category = f.category AND p.brand = f.brand AND p.deleted_at IS NULL ${cursorCondition}${variantConditions}
            ${order} LIMIT $1
          ) AS page
          ORDER BY page.sort_key ${direction}, page.id ${direction} LIMIT $1`,
    params,
    planning,
  };
}

/** Every (category, brand) pair a filter allows; an empty dimension allows all of its values. */
function filterPairs(filter: ListFilter): [Category, Brand][] {
  const categories = filter.categories.length > 0 ? filter.categories : CATEGORIES;
  const brands = filter.brands.length > 0 ? filter.brands : BRANDS;
  return categories.flatMap((c) => brands.map((b): [Category, Brand] => [c, b]));
}
