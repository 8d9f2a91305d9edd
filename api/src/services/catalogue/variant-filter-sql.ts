/**
 * The listing's size, colour and price filters, and the facets that need the variants: sizes and colours counted
 * over in-stock variants, and the price range. Category and brand alone are served by the maintained counts
 * (catalogue-counts.ts); once a size, colour or price is chosen the total and every facet are counted here, over
 * the products that match the rest of the filter (a facet ignores its own dimension).
 */
import { effectivePriceSql } from "./prices.js";
import type { FacetCount, ListFilter } from "./catalogue-counts.js";
import { compareSizes } from "./variants.js";

type Dimension = "category" | "brand" | "variant" | "price";

/** True when the filter has a part only the variants (or prices) can answer. */
export function needsVariantSql(filter: ListFilter): boolean {
  return filter.sizes.length > 0 || filter.colours.length > 0 || filter.minPricePaise !== null || filter.maxPricePaise !== null;
}

/** `v.size = ANY(…) AND v.colour = ANY(…)` for the chosen sizes and colours ('' when neither is chosen). */
function variantOptionConditions(filter: ListFilter, params: unknown[], skip?: "size" | "colour"): string {
  let sql = "";
  if (skip !== "size" && filter.sizes.length > 0) sql += ` AND v.size = ANY($${params.push(filter.sizes)}::text[])`;
  if (skip !== "colour" && filter.colours.length > 0) sql += ` AND v.colour = ANY($${params.push(filter.colours)}::text[])`;
  return sql;
}

/**
 * The filter as conditions on `products p` (each starts with AND), numbering its parameters after `params`'
 * current ones; `skip` leaves one dimension out (for that dimension's facet).
 */
export function filterConditions(filter: ListFilter, params: unknown[], skip?: Dimension): string {
  let sql = "";
  if (skip !== "category" && filter.categories.length > 0) sql += ` AND p.category = ANY($${params.push(filter.categories)}::text[])`;
  if (skip !== "brand" && filter.brands.length > 0) sql += ` AND p.brand = ANY($${params.push(filter.brands)}::text[])`;
  if (skip !== "price") sql += priceConditions(filter, params);
  if (skip !== "variant" && (filter.sizes.length > 0 || filter.colours.length > 0)) {
    sql += ` AND EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.stock > 0${variantOptionConditions(filter, params)})`;
  }
  return sql;
}

/** The price range as conditions on `products p`. */
function priceConditions(filter: ListFilter, params: unknown[]): string {
  let sql = "";
  if (filter.minPricePaise !== null) sql += ` AND ${effectivePriceSql("p")} >= $${params.push(filter.minPricePaise)}`;
  if (filter.maxPricePaise !== null) sql += ` AND ${effectivePriceSql("p")} <= $${params.push(filter.maxPricePaise)}`;
  return sql;
}

export interface CountingQuery {
  sql: string;
  params: unknown[];
}

const LIVE = "p.deleted_at IS NULL";

/** Products matching the whole filter. */
export function totalQuery(filter: ListFilter): CountingQuery {
  const params: unknown[] = [];
  return { sql: `SELECT count(*)::int AS n FROM products p WHERE ${LIVE}${filterConditions(filter, params)}`, params };
}

/** Products per category (or brand) matching the rest of the filter. */
export function groupCountQuery(filter: ListFilter, column: "category" | "brand"): CountingQuery {
  const params: unknown[] = [];
  return {
    sql: `SELECT p.${column} AS id, count(*)::int AS count FROM products p WHERE ${LIVE}${filterConditions(filter, params, column)} GROUP BY p.${column}`,
    params,
  };
}

/** Products per size (or colour) in stock, matching the rest of the filter; a product counts once per value. */
export function optionCountQuery(filter: ListFilter, option: "size" | "colour", params: unknown[] = []): CountingQuery {
  const conditions = filterConditions(filter, params, "variant");
  const other = variantOptionConditions(filter, params, option);
  return {
    sql: `SELECT v.${option} AS id, count(DISTINCT v.product_id)::int AS count
            FROM products p JOIN product_variants v ON v.product_id = p.id AND v.stock > 0 AND v.${option} <> ''${other}
           WHERE ${LIVE}${conditions}
           GROUP BY v.${option}`,
    params,
  };
}

/** The lowest and highest price a shopper pays over the products matching the rest of the filter. */
export function priceRangeQuery(filter: ListFilter, params: unknown[] = []): CountingQuery {
  const price = effectivePriceSql("p");
  return {
    sql: `SELECT min(${price})::int AS min, max(${price})::int AS max FROM products p WHERE ${LIVE}${filterConditions(filter, params, "price")}`,
    params,
  };
}

export interface VariantFacetRows {
  sizes: Array<{ id: string; count: number }>;
  colours: Array<{ id: string; count: number }>;
  price: { min: number | null; max: number | null };
}

/** The size, colour and price facets in one statement (the listing asks for all three at once): VariantFacetRows. */
export function variantFacetsQuery(filter: ListFilter): CountingQuery {
  const params: unknown[] = [];
  const sizes = optionCountQuery(filter, "size", params).sql;
  const colours = optionCountQuery(filter, "colour", params).sql;
  const price = priceRangeQuery(filter, params).sql;
  return {
    sql: `SELECT (SELECT coalesce(json_agg(s), '[]') FROM (${sizes}) s) AS sizes,
                 (SELECT coalesce(json_agg(c), '[]') FROM (${colours}) c) AS colours,
                 (SELECT row_to_json(r) FROM (${price}) r) AS price`,
    params,
  };
}

/**
 * Per category and brand: the live products per in-stock size and per in-stock colour, and the lowest and highest
 * price a shopper pays. A product has one category and one brand, so the cells are disjoint and a listing filtered by
 * category and brand only (the storefront's usual one) has its size, colour and price facets as sums, minimums and
 * maximums over the cells it covers (variantFacetsOfCells), equal to what variantFacetsQuery counts for it.
 */
export const VARIANT_CELLS_SQL = `
  SELECT (SELECT coalesce(json_agg(s), '[]') FROM (
            SELECT p.category, p.brand, v.size AS id, count(DISTINCT v.product_id)::int AS count
              FROM products p JOIN product_variants v ON v.product_id = p.id AND v.stock > 0 AND v.size <> ''
             WHERE ${LIVE} GROUP BY p.category, p.brand, v.size) s) AS sizes,
         (SELECT coalesce(json_agg(c), '[]') FROM (
            SELECT p.category, p.brand, v.colour AS id, count(DISTINCT v.product_id)::int AS count
              FROM products p JOIN product_variants v ON v.product_id = p.id AND v.stock > 0 AND v.colour <> ''
             WHERE ${LIVE} GROUP BY p.category, p.brand, v.colour) c) AS colours,
         (SELECT coalesce(json_agg(r), '[]') FROM (
            SELECT p.category, p.brand, min(${effectivePriceSql("p")})::int AS min, max(${effectivePriceSql("p")})::int AS max
              FROM products p WHERE ${LIVE} GROUP BY p.category, p.brand) r) AS prices`;

interface Cell {
  category: string;
  brand: string;
}

export interface VariantCells {
  sizes: Array<Cell & { id: string; count: number }>;
  colours: Array<Cell & { id: string; count: number }>;
  prices: Array<Cell & { min: number; max: number }>;
}

/** The size, colour and price facets of a filter by category and brand only (needsVariantSql false), from the cells. */
export function variantFacetsOfCells(cells: VariantCells, filter: ListFilter): VariantFacetRows {
  const covered = (cell: Cell) =>
    (filter.categories.length === 0 || (filter.categories as string[]).includes(cell.category)) && (filter.brands.length === 0 || (filter.brands as string[]).includes(cell.brand));
  const summed = (rows: VariantCells["sizes"]) => {
    const counts = new Map<string, number>();
    for (const row of rows) if (covered(row)) counts.set(row.id, (counts.get(row.id) ?? 0) + row.count);
    return [...counts].map(([id, count]) => ({ id, count }));
  };
  const prices = cells.prices.filter(covered);
  return {
    sizes: summed(cells.sizes),
    colours: summed(cells.colours),
    price: prices.length ? { min: Math.min(...prices.map((p) => p.min)), max: Math.max(...prices.map((p) => p.max)) } : { min: null, max: null },
  };
}

/**
 * Colours of as many products in a steady order: as one case, then by case. Not `localeCompare`: every listing with a
 * colour would load ICU's collation data into the node (lib/at-first-use.ts), for names that are a brand's own words.
 */
function compareColourNames(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

/** Size facets in the shop's size order; colour facets with the most products first. */
export function orderedOptionFacets(option: "size" | "colour", rows: ReadonlyArray<{ id: string; count: number }>): FacetCount[] {
  const facets = rows.map((r) => ({ id: r.id, label: r.id, count: r.count }));
  return option === "size" ? facets.sort((a, b) => compareSizes(a.id, b.id)) : facets.sort((a, b) => b.count - a.count || compareColourNames(a.id, b.id));
}
