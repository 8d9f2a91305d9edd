/**
 * The catalogue: what shoppers read (listing with filters, sorts, keyset pages and facet counts; product
 * detail; typo-tolerant search) and what admins change (create, partial update, soft delete).
 *
 * A listing page costs two statements however long it is: the page itself and one grouped count from which
 * the total and every facet are derived. Product fields (rating, images, prices) come from the product row.
 */
import { type EntityManager, In, IsNull } from "typeorm";
import { z } from "zod";
import { type Brand, type Category, ProductEntity, SEARCH_CONFIG } from "../entities/product.entity.js";
import { DomainError } from "../lib/errors.js";
import { isUuid, parseInput } from "../lib/validation.js";
import { type CursorPosition, decodeCursor, encodeCursor } from "./catalog/cursor.js";
import {
  BRAND_OPTIONS,
  CATALOGUE_OPTIONS,
  CATEGORY_OPTIONS,
  DEFAULT_SORT,
  isBrand,
  isCategory,
  isSort,
  SORTS,
  type SortId,
} from "./catalog/options.js";
import { fuzzyTsquery, keywordTokens, maxEdits, type TokenCandidates } from "./catalog/spelling.js";
import type { ServiceContext } from "./context.js";
import { storedImageVariants } from "./media.service.js";
import { LOCAL_MEDIA_URL_PREFIX } from "./media/media-store.js";
import { effectivePriceSql, rupeesToPaise } from "./money.js";
import { requireAdmin, type Viewer } from "./viewer.js";

export const CATALOG_MESSAGES = {
  /** What product detail answers (REST 404 "Product not found!"). */
  productNotFound: "Product not found!",
  /** What admin edit and delete answer (REST 404 "Product not found"). */
  adminProductNotFound: "Product not found",
  deleted: "Product delete successfully",
} as const;

export const PAGE_SIZE = { default: 24, max: 100 } as const;
export const SEARCH_KEYWORD_MAX = 100;

// ---------------------------------------------------------------------------------------------- input rules

const list = (values: readonly string[]) => values.join(", ");

const productFields = {
  title: z
    .string({ error: "Title must be text" })
    .trim()
    .min(1, "Title must not be blank")
    .max(120, "Title must be at most 120 characters"),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .min(1, "Description must not be blank")
    .max(2000, "Description must be at most 2000 characters"),
  category: z.string({ error: "Category must be text" }).refine(isCategory, `Category must be one of: ${list(CATEGORY_OPTIONS.map((o) => o.id))}`),
  brand: z.string({ error: "Brand must be text" }).refine(isBrand, `Brand must be one of: ${list(BRAND_OPTIONS.map((o) => o.id))}`),
  price: z.number({ error: "Price must be a number" }).gt(0, "Price must be more than 0"),
  salePrice: z.number({ error: "Sale price must be a number" }).min(0, "Sale price must be 0 (no sale) or more"),
  totalStock: z
    .number({ error: "Total stock must be a number" })
    .int("Total stock must be a whole number")
    .min(0, "Total stock must be 0 or more")
    .max(1_000_000_000, "Total stock is too large"),
  image: z
    .string({ error: "Image must be text" })
    .trim()
    .min(1, "Image must not be blank: upload an image first")
    .max(2048, "Image URL is too long")
    .refine(isImageUrl, `Image must be an uploaded image (${LOCAL_MEDIA_URL_PREFIX}/…) or an http(s) URL`),
};

/** A path under the media prefix, or an absolute http(s) URL; nothing else (no javascript:, data:, spaces). */
function isImageUrl(value: string): boolean {
  if (/[\s\p{Cc}"'<>\\]/u.test(value)) return false;
  if (value.startsWith(`${LOCAL_MEDIA_URL_PREFIX}/`)) return !value.split(/[/?#]/).some((s) => s === ".." || s === ".");
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const createInput = z.object({ ...productFields, salePrice: productFields.salePrice.default(0) });

/** A partial update: a missing or null field keeps its value. */
const updateInput = z.object({
  title: productFields.title.nullish(),
  description: productFields.description.nullish(),
  category: productFields.category.nullish(),
  brand: productFields.brand.nullish(),
  price: productFields.price.nullish(),
  salePrice: productFields.salePrice.nullish(),
  totalStock: productFields.totalStock.nullish(),
  image: productFields.image.nullish(),
});

/** The sale price must be 0 or below the price; a BAD_USER_INPUT naming the sale price otherwise. */
function checkedPrices(pricePaise: number, salePricePaise: number): { pricePaise: number; salePricePaise: number } {
  if (salePricePaise > 0 && salePricePaise >= pricePaise) {
    throw new DomainError("BAD_USER_INPUT", "Sale price must be below the price (or 0 for no sale)", "salePrice");
  }
  return { pricePaise, salePricePaise };
}

interface ListFilter {
  categories: Category[];
  brands: Brand[];
}

function parseFilter(raw: unknown): ListFilter {
  const filter = (raw ?? {}) as { categories?: unknown; brands?: unknown };
  if (typeof filter !== "object") throw new DomainError("BAD_USER_INPUT", "filter must be an object", "filter");
  return {
    categories: parseIds(filter.categories, "categories", "category", isCategory, CATEGORY_OPTIONS),
    brands: parseIds(filter.brands, "brands", "brand", isBrand, BRAND_OPTIONS),
  };
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

function parseFirst(raw: unknown, fallback: number = PAGE_SIZE.default): number {
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw !== "number" || !Number.isInteger(raw) || raw < 1 || raw > PAGE_SIZE.max) {
    throw new DomainError("BAD_USER_INPUT", `first must be a whole number from 1 to ${PAGE_SIZE.max}`, "first");
  }
  return raw;
}

// ---------------------------------------------------------------------------------------------- sorting

interface SortSpec {
  /** The SQL sort key over alias `p` (an index serves each, with the id as tie-breaker). */
  key: string;
  direction: "ASC" | "DESC";
}

const TITLE_KEY = `(lower(p.title) COLLATE "C")`;

const SORT_SPECS: Record<SortId, SortSpec> = {
  "price-lowtohigh": { key: effectivePriceSql("p"), direction: "ASC" },
  "price-hightolow": { key: effectivePriceSql("p"), direction: "DESC" },
  "title-atoz": { key: TITLE_KEY, direction: "ASC" },
  "title-ztoa": { key: TITLE_KEY, direction: "DESC" },
};

// ---------------------------------------------------------------------------------------------- lookups

/**
 * A live (not deleted) product, optionally locked until the transaction ends; NOT_FOUND with the caller's
 * message (and field) for an unknown, deleted or malformed id, never a database error. Other services that
 * need "this product is in the catalogue" (reviews) use it too.
 */
export async function findLiveProduct(
  manager: EntityManager,
  id: unknown,
  { message, field, lock = false }: { message: string; field?: string; lock?: boolean },
): Promise<ProductEntity> {
  const product = isUuid(id)
    ? await manager.getRepository(ProductEntity).findOne({ where: { id, deletedAt: IsNull() }, ...(lock ? { lock: { mode: "pessimistic_write" as const } } : {}) })
    : null;
  if (!product) throw new DomainError("NOT_FOUND", message, field);
  return product;
}

// ---------------------------------------------------------------------------------------------- results

export interface FacetCount {
  id: string;
  label: string;
  count: number;
}

export interface ProductPage {
  edges: { cursor: string; node: ProductEntity }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
  facets: { categories: FacetCount[]; brands: FacetCount[] };
}

export function createCatalogService(ctx: ServiceContext) {
  const { dataSource } = ctx;
  const products = dataSource.getRepository(ProductEntity);

  /** Live products matching the filter, in the sort's order, after `after`; at most `limit` (all when undefined). */
  async function sortedPage(filter: ListFilter, sort: SortId, after: CursorPosition | undefined, limit: number | undefined) {
    const spec = SORT_SPECS[sort];
    const qb = products.createQueryBuilder("p").addSelect(spec.key, "sort_key").where("p.deleted_at IS NULL");
    if (filter.categories.length > 0) qb.andWhere("p.category = ANY(:categories)", { categories: filter.categories });
    if (filter.brands.length > 0) qb.andWhere("p.brand = ANY(:brands)", { brands: filter.brands });
    if (after) {
      qb.andWhere(`(${spec.key}, p.id) ${spec.direction === "ASC" ? ">" : "<"} (:afterKey, CAST(:afterId AS uuid))`, {
        afterKey: after.key,
        afterId: after.id,
      });
    }
    qb.orderBy(spec.key, spec.direction).addOrderBy("p.id", spec.direction);
    if (limit !== undefined) qb.limit(limit);
    const { entities, raw } = await qb.getRawAndEntities<{ sort_key: number | string }>();
    return entities.map((node, i) => ({ node, key: raw[i]!.sort_key }));
  }

  /** One grouped count gives the total and each facet (a facet ignores its own dimension's filter). */
  async function facetCounts(filter: ListFilter): Promise<Pick<ProductPage, "totalCount" | "facets">> {
    const both = filter.categories.length > 0 && filter.brands.length > 0;
    const rows: { category: Category; brand: Brand; n: number }[] = await dataSource.query(
      `SELECT category, brand, count(*)::int AS n FROM products WHERE deleted_at IS NULL` +
        (both ? ` AND (category = ANY($1) OR brand = ANY($2))` : ``) +
        ` GROUP BY category, brand`,
      both ? [filter.categories, filter.brands] : [],
    );
    const categoryOk = (c: Category) => filter.categories.length === 0 || filter.categories.includes(c);
    const brandOk = (b: Brand) => filter.brands.length === 0 || filter.brands.includes(b);
    const sum = (keep: (r: (typeof rows)[number]) => boolean) => rows.reduce((total, r) => (keep(r) ? total + r.n : total), 0);
    return {
      totalCount: sum((r) => categoryOk(r.category) && brandOk(r.brand)),
      facets: {
        categories: CATEGORY_OPTIONS.map((o) => ({ ...o, count: sum((r) => r.category === o.id && brandOk(r.brand)) })),
        brands: BRAND_OPTIONS.map((o) => ({ ...o, count: sum((r) => r.brand === o.id && categoryOk(r.category)) })),
      },
    };
  }

  /** For each word of the keyword: its stems and the catalogue words it may be a misspelling of. */
  async function tokenCandidates(keyword: string): Promise<TokenCandidates[]> {
    const tokens = keywordTokens(keyword);
    if (tokens.length === 0) return [];
    const rows: { token: string; stems: string[]; words: { word: string; lexeme: string }[] }[] = await dataSource.query(
      `SELECT t.token,
              ARRAY(SELECT unnest(tsvector_to_array(to_tsvector('${SEARCH_CONFIG}', t.token)))) AS stems,
              (SELECT coalesce(json_agg(json_build_object('word', w.word, 'lexeme', w.lexeme)), '[]'::json)
                 FROM (SELECT word, lexeme FROM search_words
                        WHERE t.max_edits > 0 AND left(word, 1) = left(t.token, 1)
                          AND length(word) BETWEEN length(t.token) - t.max_edits AND length(t.token) + t.max_edits
                        ORDER BY abs(length(word) - length(t.token)), word
                        LIMIT 500) AS w) AS words
         FROM unnest($1::text[], $2::int[]) AS t(token, max_edits)`,
      [tokens, tokens.map(maxEdits)],
    );
    return rows;
  }

  return {
    /** Category, brand and sort ids with their labels. */
    options() {
      return { categories: [...CATALOGUE_OPTIONS.categories], brands: [...CATALOGUE_OPTIONS.brands], sorts: [...CATALOGUE_OPTIONS.sorts] };
    },

    /** A page of the catalogue: `{ filter?, sortBy?, first?, after? }`. */
    async list(args: { filter?: unknown; sortBy?: unknown; first?: unknown; after?: unknown } = {}): Promise<ProductPage> {
      const filter = parseFilter(args.filter);
      const sort = parseSort(args.sortBy);
      const first = parseFirst(args.first);
      const after = args.after === undefined || args.after === null ? undefined : decodeCursor(sort, args.after as string);
      const [rows, counts] = await Promise.all([sortedPage(filter, sort, after, first + 1), facetCounts(filter)]);
      const page = rows.slice(0, first);
      const edges = page.map(({ node, key }) => ({ node, cursor: encodeCursor(sort, { key, id: node.id }) }));
      return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null }, ...counts };
    },

    /** Every live product matching the filter, sorted (the REST listing, which has no pages). */
    async listAll(args: { filter?: unknown; sortBy?: unknown } = {}): Promise<ProductEntity[]> {
      const filter = parseFilter(args.filter);
      const sort = parseSort(args.sortBy);
      return (await sortedPage(filter, sort, undefined, undefined)).map((r) => r.node);
    },

    /** One live product; NOT_FOUND for an unknown, deleted or malformed id. */
    async product(id: unknown): Promise<ProductEntity> {
      return findLiveProduct(dataSource.manager, id, { message: CATALOG_MESSAGES.productNotFound });
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
     * Full-text search, tolerant of typos and partial words, best matches first. The keyword only ever
     * reaches PostgreSQL as a bound text parameter (and as quoted lexemes we checked), never as a pattern.
     */
    async search(args: { keyword?: unknown; first?: unknown }): Promise<ProductEntity[]> {
      if (typeof args.keyword !== "string" || args.keyword.trim().length === 0) {
        throw new DomainError("BAD_USER_INPUT", "Type something to search for", "keyword");
      }
      const keyword = args.keyword.trim();
      if (keyword.length > SEARCH_KEYWORD_MAX) {
        throw new DomainError("BAD_USER_INPUT", `The search keyword must be at most ${SEARCH_KEYWORD_MAX} characters`, "keyword");
      }
      const first = parseFirst(args.first);
      const fuzzy = fuzzyTsquery(await tokenCandidates(keyword));

      const exact = `websearch_to_tsquery('${SEARCH_CONFIG}', :keyword)`;
      const relaxed = `CAST(:fuzzy AS tsquery)`;
      const rank = `(2 * ts_rank(p.search_vector, ${exact}) + coalesce(ts_rank(p.search_vector, ${relaxed}), 0) + word_similarity(:keyword, p.title))`;
      // One arm per way of matching, so each is served by its own index (an OR over them would scan the table).
      const matches = [`search_vector @@ ${exact}`, `search_vector @@ ${relaxed}`, `:keyword <% title`]
        .map((condition) => `SELECT id FROM products WHERE deleted_at IS NULL AND ${condition}`)
        .join(" UNION ALL ");
      return products
        .createQueryBuilder("p")
        .where(`p.id IN (${matches})`, { keyword, fuzzy })
        .andWhere("p.deleted_at IS NULL")
        .orderBy(rank, "DESC")
        .addOrderBy("p.id", "ASC")
        .limit(first)
        .getMany();
    },

    /** Every live product, newest first (the admin's product grid). */
    async adminList(viewer: Viewer | null): Promise<ProductEntity[]> {
      requireAdmin(viewer);
      return products.find({ where: { deletedAt: IsNull() }, order: { createdAt: "DESC", id: "DESC" } });
    },

    async create(viewer: Viewer | null, raw: unknown): Promise<ProductEntity> {
      requireAdmin(viewer);
      const input = parseInput(createInput, raw);
      const { pricePaise, salePricePaise } = checkedPrices(rupeesToPaise(input.price, "price"), rupeesToPaise(input.salePrice, "salePrice"));
      const saved = await products.save(
        products.create({
          title: input.title,
          description: input.description,
          category: input.category as Category,
          brand: input.brand as Brand,
          pricePaise,
          salePricePaise,
          totalStock: input.totalStock,
          imageUrl: input.image,
          imageVariants: storedImageVariants(ctx.mediaStore, input.image) ?? null,
        }),
      );
      return products.findOneByOrFail({ id: saved.id });
    },

    /** Changes the given fields only; the sale price is checked against the resulting price. */
    async update(viewer: Viewer | null, id: unknown, raw: unknown): Promise<ProductEntity> {
      requireAdmin(viewer);
      const input = parseInput(updateInput, raw);
      return dataSource.transaction(async (manager) => {
        const product = await findLiveProduct(manager, id, { message: CATALOG_MESSAGES.adminProductNotFound, lock: true });
        const changes: Partial<ProductEntity> = {};
        if (input.price != null || input.salePrice != null) {
          const pricePaise = input.price != null ? rupeesToPaise(input.price, "price") : product.pricePaise;
          const salePricePaise = input.salePrice != null ? rupeesToPaise(input.salePrice, "salePrice") : product.salePricePaise;
          Object.assign(changes, checkedPrices(pricePaise, salePricePaise));
        }
        if (input.title != null) changes.title = input.title;
        if (input.description != null) changes.description = input.description;
        if (input.category != null) changes.category = input.category as Category;
        if (input.brand != null) changes.brand = input.brand as Brand;
        if (input.totalStock != null) changes.totalStock = input.totalStock;
        if (input.image != null && input.image !== product.imageUrl) {
          changes.imageUrl = input.image;
          changes.imageVariants = storedImageVariants(ctx.mediaStore, input.image) ?? null;
        }
        if (Object.keys(changes).length === 0) return product;
        await manager.getRepository(ProductEntity).update({ id: product.id }, changes);
        return manager.getRepository(ProductEntity).findOneByOrFail({ id: product.id });
      });
    },

    /** Takes a product out of the catalogue; carts and orders that point at it keep working. */
    async remove(viewer: Viewer | null, id: unknown): Promise<{ id: string; message: string }> {
      requireAdmin(viewer);
      if (!isUuid(id)) throw new DomainError("NOT_FOUND", CATALOG_MESSAGES.adminProductNotFound);
      const result = await products
        .createQueryBuilder()
        .update()
        .set({ deletedAt: () => "now()" })
        .where("id = :id AND deleted_at IS NULL", { id })
        .execute();
      if (!result.affected) throw new DomainError("NOT_FOUND", CATALOG_MESSAGES.adminProductNotFound);
      return { id: id as string, message: CATALOG_MESSAGES.deleted };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
