import { Router } from "express";
import type { ProductEntity } from "../entities/product.entity.js";
import { averageRating, DEFAULT_SORT, isSort, optionsOf, PAGE_SIZE, type ProductExtras, productImages, type SearchPage, variantPrices } from "../services/catalogue/index.js";
import { restImageSet } from "../services/media/index.js";
import type { Services } from "../services/index.js";
import { readsOwnWrites, requireAdmin, requireUser, type Viewer } from "../services/viewer.js";
import { DomainError } from "../lib/errors.js";
import { toRupees } from "../lib/money.js";
import { route } from "./respond.js";

/**
 * A product's sizes, colours and variants for the REST client (rupees, `_id`s; `color` is `colour` in the spelling
 * its cart items use); nothing for a product without options, whose answer stays exactly as before.
 */
function restOptions(p: ProductEntity, extras: ProductExtras | undefined) {
  const variants = extras?.variants ?? [];
  const { sizes, colours } = optionsOf(variants);
  if (sizes.length === 0 && colours.length === 0) return {};
  return {
    sizes,
    colours,
    variants: variants.map((v) => {
      const prices = variantPrices(p, v);
      return { _id: v.id, sku: v.sku, size: v.size || null, colour: v.colour || null, color: v.colour || null, stock: v.stock, price: toRupees(prices.pricePaise), salePrice: toRupees(prices.salePricePaise) };
    }),
  };
}

/** A product as the spec's client reads it (rupees, `_id`, `averageReview`), with its sizes and colours when it has them. */
export function restProduct(p: ProductEntity, extras?: ProductExtras) {
  return {
    _id: p.id,
    image: p.imageUrl,
    images: restImageSet(productImages(p)),
    title: p.title,
    description: p.description,
    category: p.category,
    brand: p.brand,
    price: toRupees(p.pricePaise),
    salePrice: toRupees(p.salePricePaise),
    totalStock: p.totalStock,
    averageReview: averageRating(p),
    reviewCount: p.reviewCount,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    ...restOptions(p, extras),
  };
}

/** `?category=men,women` → ["men", "women"]; absent or empty → undefined (no filter). */
function commaList(value: unknown): string[] | undefined {
  const joined = Array.isArray(value) ? value.join(",") : value;
  if (typeof joined !== "string") return undefined;
  const ids = joined
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return ids.length > 0 ? ids : undefined;
}

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * The most products one REST list answers: the older client reads whole lists, so it gets at most this many
 * (plenty for the pages it shows); `?limit=` asks for fewer and `?after=<pageInfo.endCursor>` for the next page.
 * No request can make the server serialise the whole catalogue.
 */
export const REST_LIST_CAP = PAGE_SIZE.max;

function restLimit(value: unknown): number {
  if (value === undefined) return REST_LIST_CAP;
  const limit = typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(limit) || limit < 1 || limit > REST_LIST_CAP) {
    throw new DomainError("BAD_USER_INPUT", `limit must be a whole number from 1 to ${REST_LIST_CAP}`, "limit");
  }
  return limit;
}

/** A capped list in the older client's shape (`data`), with what it needs to page: the total and the next cursor. */
async function restList(services: Services, viewer: Viewer | null, page: SearchPage) {
  const products = page.edges.map((edge) => edge.node);
  // The page's variants in one statement, whatever its size.
  const extras = await services.catalogue.extras(products.map((p) => p.id), { fromPrimary: readsOwnWrites(viewer) });
  return { success: true, data: products.map((p) => restProduct(p, extras.get(p.id))), totalCount: await page.totalCount(), pageInfo: page.pageInfo };
}

/** One product with its sizes, colours and variants. */
async function restOne(services: Services, viewer: Viewer | null, product: ProductEntity) {
  const extras = await services.catalogue.extras([product.id], { fromPrimary: readsOwnWrites(viewer) });
  return restProduct(product, extras.get(product.id));
}

/**
 * The spec's product form sends numbers as strings (and an empty sale price for "no sale"): convert those,
 * and leave anything else for the service to reject with its message.
 */
function productBody(body: unknown, { forUpdate }: { forUpdate: boolean }): Record<string, unknown> {
  const input: Record<string, unknown> = { ...((body && typeof body === "object" ? body : {}) as Record<string, unknown>) };
  for (const field of ["price", "salePrice", "totalStock"]) {
    const value = input[field];
    if (typeof value === "string" && NUMERIC.test(value)) input[field] = Number(value);
  }
  if (input.salePrice === "" || (!forUpdate && input.salePrice === null)) input.salePrice = 0;
  return input;
}

export function productsRoutes(services: Services): Router {
  const router = Router();
  const { catalogue } = services;

  router.get(
    "/shop/products/get",
    route(services, async ({ viewer, req }) => {
      requireUser(viewer);
      const sortBy = isSort(req.query.sortBy) ? req.query.sortBy : DEFAULT_SORT; // the spec's client may send anything
      const filter = { categories: commaList(req.query.category), brands: commaList(req.query.brand) };
      return restList(services, viewer, await catalogue.list({ filter, sortBy, first: restLimit(req.query.limit), after: req.query.after }));
    }),
  );

  router.get(
    "/shop/products/get/:id",
    route(services, async ({ viewer, req }) => {
      requireUser(viewer);
      // The row with its variants in one statement.
      const { product, extras } = await catalogue.productWithExtras({ id: req.params.id }, { fromPrimary: readsOwnWrites(viewer) });
      return { success: true, data: restProduct(product, extras) };
    }),
  );

  router.get(
    "/shop/search/:keyword",
    route(services, async ({ viewer, req }) => {
      requireUser(viewer);
      return restList(services, viewer, await catalogue.search({ keyword: req.params.keyword, first: restLimit(req.query.limit), after: req.query.after }, { withTotal: true }));
    }),
  );

  router.post(
    "/admin/products/add",
    route(services, async ({ viewer, req, res }) => {
      const product = await catalogue.create(viewer, productBody(req.body, { forUpdate: false }));
      res.status(201);
      return { success: true, data: await restOne(services, viewer, product) };
    }),
  );

  router.get(
    "/admin/products/get",
    route(services, async ({ viewer, req }) => {
      requireAdmin(viewer); // before reading the query: a stranger learns nothing from a 400
      return restList(services, viewer, await catalogue.adminList(viewer, { first: restLimit(req.query.limit), after: req.query.after }));
    }),
  );

  router.put(
    "/admin/products/edit/:id",
    route(services, async ({ viewer, req }) => {
      const product = await catalogue.update(viewer, req.params.id, productBody(req.body, { forUpdate: true }));
      return { success: true, data: await restOne(services, viewer, product) };
    }),
  );

  router.delete(
    "/admin/products/delete/:id",
    route(services, async ({ viewer, req }) => {
      const { message } = await catalogue.remove(viewer, req.params.id);
      return { success: true, message };
    }),
  );

  return router;
}
