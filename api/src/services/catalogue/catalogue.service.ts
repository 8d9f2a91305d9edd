/**
 * The catalogue: what shoppers read (listing with filters, sorts, keyset pages and facet counts; product
 * detail; typo-tolerant search) and what admins change (product-writes.ts: create, partial update, soft delete).
 *
 * A listing page costs one statement however long it is and however large the catalogue (listing-sql.ts);
 * its total and facets are sums over the maintained per-(category, brand) counts, read only when a client asks
 * for them (catalogue-counts.ts). Hot reads use hand-written SQL (product-rows.ts).
 */
import { LRUCache } from "lru-cache";
import { In, IsNull } from "typeorm";
import { ProductEntity } from "../../entities/product.entity.js";
import { DomainError } from "../../lib/errors.js";
import { isUuid } from "../../lib/validation.js";
import { type FacetCount, facetsOf, type ListFilter, totalOf } from "./catalogue-counts.js";
import { decodeCursor, decodeNewestCursor, encodeCursor, encodeNewestCursor } from "./cursor.js";
import { listingQuery } from "./listing-sql.js";
import { BRAND_OPTIONS, CATALOGUE_OPTIONS, CATEGORY_OPTIONS, DEFAULT_SORT, isBrand, isCategory, isSort, SORTS, type SortId } from "./options.js";
import { CATALOG_MESSAGES, findLiveProduct } from "./live-product.js";
import { SKU_PATTERN } from "./product-input.js";
import { createProductWrites } from "./product-writes.js";
import { productColumns, productFromRow, type ProductRow } from "./product-rows.js";
import { extrasColumns, productExtras, type ProductExtras } from "./product-variants.js";
import { createProductOptionsCache, type ReadVariants, type VersionedProduct } from "./product-options.js";
import {
  groupCountQuery,
  needsVariantSql,
  orderedOptionFacets,
  totalQuery,
  VARIANT_CELLS_SQL,
  type VariantCells,
  type VariantFacetRows,
  variantFacetsOfCells,
  variantFacetsQuery,
} from "./variant-filter-sql.js";
import { SLUG_PATTERN } from "./variants.js";
import { decodeSearchCursor, encodeSearchCursor, type SearchMode, type SearchPosition, searchCountQuery, searchPageQuery } from "./search-sql.js";
import type { ServiceContext } from "../context.js";
import type { Sql } from "../../db/sql.js";
import { parseRupees } from "../../lib/money.js";
import { requireAdmin, type Viewer } from "../viewer.js";


export { CATALOG_MESSAGES, findLiveProduct };

export const PAGE_SIZE = { default: 24, max: 100 } as const;
export const SEARCH_KEYWORD_MAX = 100;

// ---------------------------------------------------------------------------------------------- input rules

const list = (values: readonly string[]) => values.join(", ");

const MAX_OPTION_FILTER_VALUES = 50;

function parseFilter(raw: unknown): ListFilter {
  const filter = (raw ?? {}) as { categories?: unknown; brands?: unknown; sizes?: unknown; colours?: unknown; minPrice?: unknown; maxPrice?: unknown };
  if (typeof filter !== "object") throw new DomainError("BAD_USER_INPUT", "filter must be an object", "filter");
  const minPricePaise = parsePriceBound(filter.minPrice, "minPrice");
  const maxPricePaise = parsePriceBound(filter.maxPrice, "maxPrice");
  if (minPricePaise !== null && maxPricePaise !== null && minPricePaise > maxPricePaise) {
    throw new DomainError("BAD_USER_INPUT", "minPrice must not be above maxPrice", "minPrice");
  }
  return {
    categories: parseIds(filter.categories, "categories", "category", isCategory, CATEGORY_OPTIONS),
    brands: parseIds(filter.brands, "brands", "brand", isBrand, BRAND_OPTIONS),
    sizes: parseOptionValues(filter.sizes, "sizes"),
    colours: parseOptionValues(filter.colours, "colours"),
    minPricePaise,
    maxPricePaise,
  };
}

/** Sizes and colours are the shop's own words, not a fixed list: any value matches what is sold under it (or nothing). */
function parseOptionValues(raw: unknown, field: string): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.some((v) => typeof v !== "string" || v.length > 40)) {
    throw new DomainError("BAD_USER_INPUT", `${field} must be a list of texts of at most 40 characters`, field);
  }
  if (raw.length > MAX_OPTION_FILTER_VALUES) throw new DomainError("BAD_USER_INPUT", `${field} may list at most ${MAX_OPTION_FILTER_VALUES} values`, field);
  return [...new Set((raw as string[]).map((v) => v.trim()).filter((v) => v.length > 0))];
}

function parsePriceBound(raw: unknown, field: string): number | null {
  if (raw === undefined || raw === null) return null;
  const paise = parseRupees(raw as number, field);
  if (paise < 0) throw new DomainError("BAD_USER_INPUT", `${field} must be 0 or more`, field);
  return paise;
}

function parseIds<T extends string>(raw: unknown, field: string, noun: string, valid: (v: unknown) => v is T, options: readonly { id: T }[]): T[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new DomainError("BAD_USER_INPUT", `${field} must be a list of ${noun} ids`, field);
  const ids = new Set<T>();
  for (const value of raw) {
    if (!valid(value)) {
      const shown = typeof value === "string" ? `"${value.slice(0, 40)}"` : String(value);
      throw new DomainError("BAD_USER_INPUT", `Unknown ${noun} ${shown}: choose from ${list(options.map((o) => o.id))}`, field);
    }
    ids.add(value);
  }
  return [...ids];
}

function parseSort(raw: unknown): SortId {
  if (raw === undefined || raw === null) return DEFAULT_SORT;
  if (!isSort(raw)) {
    const shown = typeof raw === "string" ? `"${raw.slice(0, 40)}"` : String(raw);
    throw new DomainError("BAD_USER_INPUT", `Unknown sort ${shown}: choose from ${list(SORTS)}`, "sortBy");
  }
  return raw;
}

function parseKeyword(raw: unknown): string {
  if (typeof raw !== "string" || raw.trim().length === 0) throw new DomainError("BAD_USER_INPUT", "Type something to search for", "keyword");
  const keyword = raw.trim();
  if (keyword.length > SEARCH_KEYWORD_MAX) {
    throw new DomainError("BAD_USER_INPUT", `The search keyword must be at most ${SEARCH_KEYWORD_MAX} characters`, "keyword");
  }
  return keyword;
}

function parseFirst(raw: unknown, fallback: number = PAGE_SIZE.default): number {
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw !== "number" || !Number.isInteger(raw) || raw < 1 || raw > PAGE_SIZE.max) {
    throw new DomainError("BAD_USER_INPUT", `first must be a whole number from 1 to ${PAGE_SIZE.max}`, "first");
  }
  return raw;
}


// ---------------------------------------------------------------------------------------------- results

export interface ProductEdge {
  cursor: string;
  node: ProductEntity;
}

export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

/** Each facet of a listing, computed only when a client asks for it. */
export interface ListingFacets {
  categories(): Promise<FacetCount[]>;
  brands(): Promise<FacetCount[]>;
  sizes(): Promise<FacetCount[]>;
  colours(): Promise<FacetCount[]>;
  priceRange(): Promise<PriceRangePaise | null>;
}

/** The cheapest and dearest effective price of a listing's products, in paise. */
export interface PriceRangePaise {
  minPaise: number;
  maxPaise: number;
}

/** A page of products; the total (and facets) are computed only when a client asks for them. */
export interface ProductPage {
  edges: ProductEdge[];
  pageInfo: PageInfo;
  totalCount(): Promise<number>;
  facets(): ListingFacets;
}

/** A product asked for by exactly one of its id, SKU or slug (the API's arguments, unchecked). */
export interface ProductKey {
  id?: unknown;
  sku?: unknown;
  slug?: unknown;
}

/** Where a catalogue read may go: a replica by default; the primary for a caller that must see its own writes. */
export interface ReadOptions {
  fromPrimary?: boolean;
}

export interface SearchPage {
  edges: ProductEdge[];
  pageInfo: PageInfo;
  totalCount(): Promise<number>;
}

export function createCatalogueService(ctx: ServiceContext) {
  const { dataSource, sql, catalogueCounts, spelling } = ctx;
  const products = dataSource.getRepository(ProductEntity);

  /**
   * Catalogue reads go to a read replica, unless the caller must see its own writes (an admin). The primary's
   * connections choose their plans as PostgreSQL does by default, so it needs no `ReadPlanning`.
   */
  const reader = (options: ReadOptions = {}): Sql["queryReplica"] => (options.fromPrimary ? sql.query : sql.queryReplica);

  /** A page of a sorted, filtered listing: `first` rows after the cursor, and whether more follow. */
  async function listingPage(filter: ListFilter, sort: SortId, after: unknown, first: number, options: ReadOptions) {
    const position = after === undefined || after === null ? undefined : decodeCursor(sort, after as string);
    const listing = listingQuery(filter, sort, position, first + 1);
    const rows = await reader(options)<ProductRow & { sort_key: number | string }>(listing.sql, listing.params, listing.planning);
    // An edge's cursor is written only when asked for (the storefront asks only the page's end cursor).
    const edges = rows.slice(0, first).map((row) => ({
      node: productFromRow(row),
      get cursor() {
        return encodeCursor(sort, { key: row.sort_key, id: row.id });
      },
    }));
    return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  /**
   * Size, colour and price-range facets of a filter with a size, colour or price (the others sum the cells below),
   * reused for OPTION_FACET_CACHE_SECONDS: they count over the
   * variants (a join the maintained category and brand counts avoid), about 100 ms on 10,000 products and seconds on
   * a million, and a signed-in shopper's listing asks for them on every visit. A catalogue write clears them; stock
   * sold by orders shows within the cache's age. A computation in flight is shared, never started twice.
   */
  const facetCache = new LRUCache<string, Promise<unknown>>({ max: 1000, ttl: Math.max(1, ctx.config.optionFacetCacheSeconds * 1000) });
  ctx.catalogueChanges.onChange(() => facetCache.clear());
  function cachedFacet<T>(kind: string, filter: ListFilter, compute: () => Promise<T>): Promise<T> {
    if (ctx.config.optionFacetCacheSeconds <= 0) return compute();
    const key = `${kind}|${JSON.stringify(filter)}`;
    let entry = facetCache.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = compute();
      facetCache.set(key, entry);
      entry.catch(() => facetCache.get(key) === entry && facetCache.delete(key));
    }
    return entry;
  }

  /**
   * The catalogue's size, colour and price cells (VARIANT_CELLS_SQL): about 40 ms on 10,000 products, so seconds on a
   * million. A catalogue write drops them (the next listing waits for fresh ones); once older than
   * OPTION_FACET_CACHE_SECONDS they are recomputed in the background while the last ones still answer, so no shopper
   * waits for the recount, and a listing's facets may be that recount's time older than the setting.
   */
  let cells: { computedAt: number; value: Promise<VariantCells>; refreshing: boolean } | undefined;
  ctx.catalogueChanges.onChange(() => (cells = undefined));
  function variantCells(options: ReadOptions): Promise<VariantCells> {
    const count = async () => (await reader(options)<VariantCells>(VARIANT_CELLS_SQL, []))[0]!;
    const maxAgeMs = ctx.config.optionFacetCacheSeconds * 1000;
    if (maxAgeMs <= 0) return count();
    if (!cells) {
      const entry = { computedAt: Date.now(), value: count(), refreshing: false };
      entry.value.catch(() => cells === entry && (cells = undefined));
      cells = entry;
    } else if (Date.now() - cells.computedAt > maxAgeMs && !cells.refreshing) {
      const stale = cells;
      stale.refreshing = true;
      count().then(
        (value) => cells === stale && (cells = { computedAt: Date.now(), value: Promise.resolve(value), refreshing: false }),
        (error: unknown) => {
          stale.refreshing = false;
          ctx.logger.warn({ err: error }, "recounting the listing's size and colour facets failed; the last counts still answer");
        },
      );
    }
    return cells.value;
  }

  const optionsCache = createProductOptionsCache();

  /** One live product's row by exactly one of id, SKU and slug, with `extraColumns` beside it; NOT_FOUND when none. */
  async function productRowByKey<Extra extends object = object>(args: ProductKey, extraColumns: string, options: ReadOptions): Promise<ProductRow & Extra> {
    const given = (["id", "sku", "slug"] as const).filter((key) => args[key] !== undefined && args[key] !== null);
    if (given.length !== 1) throw new DomainError("BAD_USER_INPUT", "Give exactly one of id, sku and slug", given[1] ?? "id");
    const key = given[0]!;
    const value = args[key];
    const valid = key === "id" ? isUuid(value) : typeof value === "string" && (key === "sku" ? SKU_PATTERN : SLUG_PATTERN).test(value);
    const [found] = valid
      ? await reader(options)<ProductRow & Extra>(`SELECT ${productColumns("p")}${extraColumns} FROM products p WHERE p.${key} = $1 AND p.deleted_at IS NULL`, [value])
      : [];
    if (!found) throw new DomainError("NOT_FOUND", CATALOG_MESSAGES.productNotFound);
    return found;
  }

  return {
    /** Category, brand and sort ids with their labels. */
    options() {
      return { categories: [...CATALOGUE_OPTIONS.categories], brands: [...CATALOGUE_OPTIONS.brands], sorts: [...CATALOGUE_OPTIONS.sorts] };
    },

    /** A page of the catalogue: `{ filter?, sortBy?, first?, after? }`. */
    async list(args: { filter?: unknown; sortBy?: unknown; first?: unknown; after?: unknown } = {}, options: ReadOptions = {}): Promise<ProductPage> {
      const filter = parseFilter(args.filter);
      const page = await listingPage(filter, parseSort(args.sortBy), args.after, parseFirst(args.first), options);
      const read = reader(options);
      const count = <T>(query: { sql: string; params: unknown[] }) => read<T>(query.sql, query.params);
      // Category and brand alone: sums over the maintained counts. A size, colour or price: counted in SQL.
      const bySql = needsVariantSql(filter);
      const groupFacets = async (column: "category" | "brand", choices: readonly { id: string; label: string }[]) => {
        const counts = new Map((await count<{ id: string; count: number }>(groupCountQuery(filter, column))).map((r) => [r.id, r.count]));
        return choices.map((o) => ({ ...o, count: counts.get(o.id) ?? 0 }));
      };
      // Sizes, colours and the price range in one statement, asked once however many of them the client wants.
      let asked: ReturnType<typeof askVariantFacets> | undefined;
      const variantFacets = () => (asked ??= askVariantFacets());
      const askVariantFacets = async () => {
        // By category and brand only: sums over the whole catalogue's cells (kept by variantCells, so not kept again per
        // filter, which would add one age to the other); with a size, colour or price, counted for this filter and kept.
        const row = bySql
          ? await cachedFacet("variant", filter, async () => (await count<VariantFacetRows>(variantFacetsQuery(filter)))[0]!)
          : variantFacetsOfCells(await variantCells(options), filter);
        return {
          sizes: orderedOptionFacets("size", row.sizes),
          colours: orderedOptionFacets("colour", row.colours),
          priceRange: row.price.min == null ? null : { minPaise: row.price.min, maxPaise: row.price.max! },
        };
      };
      return {
        ...page,
        totalCount: async () => (bySql ? (await count<{ n: number }>(totalQuery(filter)))[0]!.n : totalOf(await catalogueCounts.rows(), filter)),
        facets: () => ({
          categories: async () => (bySql ? groupFacets("category", CATEGORY_OPTIONS) : facetsOf(await catalogueCounts.rows(), filter).categories),
          brands: async () => (bySql ? groupFacets("brand", BRAND_OPTIONS) : facetsOf(await catalogueCounts.rows(), filter).brands),
          sizes: async () => (await variantFacets()).sizes,
          colours: async () => (await variantFacets()).colours,
          priceRange: async () => (await variantFacets()).priceRange,
        }),
      };
    },

    /** One live product by id, SKU or slug (exactly one of them); NOT_FOUND when there is none. */
    async product(args: ProductKey, options: ReadOptions = {}): Promise<ProductEntity> {
      return productFromRow(await productRowByKey(args, "", options));
    },

    /**
     * The same product with its variants and pictures, in one statement: what a product's details show (the dialog,
     * the product page), one round trip instead of the row's and then its extras'.
     */
    async productWithExtras(args: ProductKey, options: ReadOptions = {}): Promise<{ product: ProductEntity; extras: ProductExtras }> {
      const row = await productRowByKey<ProductExtras>(args, `, ${extrasColumns("p.id")}`, options);
      return { product: productFromRow(row), extras: { variants: row.variants, gallery: row.gallery } };
    },

    /** Variants and pictures of each product (a request's DataLoader batches the calls); deleted products too. */
    extras(productIds: readonly string[], options: ReadOptions = {}) {
      return productExtras(reader(options), productIds);
    },

    /**
     * The sizes and colours of each product, as its card shows them: kept per product version (product-options.ts);
     * `readVariants` reads those not kept (the request's DataLoader of variants and pictures).
     */
    cardOptions(products: readonly VersionedProduct[], readVariants: ReadVariants) {
      return optionsCache.of(products, readVariants);
    },

    /** A card's sizes and colours when kept at the product's version, without waiting; undefined: ask `cardOptions`. */
    keptCardOptions(product: VersionedProduct) {
      return optionsCache.kept(product);
    },

    /**
     * Products by id for other services (carts, orders, a DataLoader): one statement; deleted products only
     * with `includeDeleted`, which history needs. Malformed ids are simply absent.
     */
    async productsByIds(ids: readonly string[], opts: { includeDeleted?: boolean } = {}): Promise<Map<string, ProductEntity>> {
      const valid = [...new Set(ids)].filter(isUuid);
      if (valid.length === 0) return new Map();
      const found = await products.find({ where: { id: In(valid), ...(opts.includeDeleted ? {} : { deletedAt: IsNull() }) } });
      return new Map(found.map((p) => [p.id, p]));
    },

    /**
     * Full-text search, tolerant of typos and partial words, best matches first; the total only when asked. The
     * keyword only ever reaches PostgreSQL as a bound text parameter (and as quoted lexemes we checked).
     */
    async search(args: { keyword?: unknown; first?: unknown; after?: unknown }, { withTotal = false, ...options }: ReadOptions & { withTotal?: boolean } = {}): Promise<SearchPage> {
      const keyword = parseKeyword(args.keyword);
      const first = parseFirst(args.first);
      const from: SearchPosition = args.after === undefined || args.after === null ? { mode: "text", offset: 0 } : decodeSearchCursor(args.after);
      const relaxed = await spelling.relaxedQuery(keyword);
      // The text search counts its matches in the statement that ranks them; the similar fallback beside its page.
      const pageIn = async (mode: SearchMode, withCount: boolean) => {
        const page = searchPageQuery(mode, keyword, relaxed, first + 1, from.offset, { withTotal: withCount });
        const rows = await reader(options)<ProductRow & { total?: number }>(page.sql, page.params);
        return { nodes: rows.map(productFromRow), total: rows[0]?.total };
      };
      const countIn = (mode: SearchMode) => {
        const count = searchCountQuery(mode, keyword, relaxed);
        const n = reader(options)<{ n: number }>(count.sql, count.params).then(([row]) => row!.n);
        n.catch(() => undefined); // a count started early may end up unused: its failure is not unhandled
        return n;
      };
      let mode = from.mode;
      // A caller that will want the total gets it with the page (text), or counted beside it on another connection.
      let total = withTotal && mode === "similar" ? countIn(mode) : undefined;
      let page = await pageIn(mode, withTotal && mode === "text");
      if (page.nodes.length === 0 && mode === "text" && from.offset === 0) {
        mode = "similar"; // nothing matched the words: titles with a word like the keyword, if any
        total = withTotal ? countIn(mode) : undefined;
        page = await pageIn(mode, false);
      }
      if (total === undefined && page.total !== undefined) total = Promise.resolve(page.total);
      const nodes = page.nodes;
      const edges = nodes.slice(0, first).map((node, i) => ({ node, cursor: encodeSearchCursor({ mode, offset: from.offset + i + 1 }) }));
      return {
        edges,
        pageInfo: { hasNextPage: nodes.length > first, endCursor: edges.at(-1)?.cursor ?? null },
        totalCount: () => (total ??= countIn(mode)),
      };
    },

    /** Live products, newest first, a page at a time (the REST admin list). */
    async adminList(viewer: Viewer | null, args: { first?: unknown; after?: unknown } = {}): Promise<SearchPage> {
      requireAdmin(viewer);
      const first = parseFirst(args.first, PAGE_SIZE.max);
      const after = args.after === undefined || args.after === null ? undefined : decodeNewestCursor(args.after);
      // The cursor keeps the creation time to the microsecond (a JS Date would round it and skip rows).
      const rows = await sql.query<ProductRow & { created_at_exact: string }>(
        `SELECT ${productColumns("p")}, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at_exact
         FROM products p WHERE p.deleted_at IS NULL
           ${after ? "AND (p.created_at, p.id) < ($2::timestamptz, $3::uuid)" : ""}
         ORDER BY p.created_at DESC, p.id DESC LIMIT $1`,
        after ? [first + 1, after.createdAt, after.id] : [first + 1],
      );
      const edges = rows.slice(0, first).map((row) => ({ node: productFromRow(row), cursor: encodeNewestCursor(row.created_at_exact, row.id) }));
      return {
        edges,
        pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null },
        totalCount: async () => totalOf(await catalogueCounts.rows(), { categories: [], brands: [], sizes: [], colours: [], minPricePaise: null, maxPricePaise: null }),
      };
    },

    ...createProductWrites(ctx),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
