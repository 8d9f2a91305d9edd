import { Router } from "express";
import type { ProductEntity } from "../entities/product.entity.js";
import { averageRating, priceRupees, productImages, salePriceRupees } from "../services/catalog/product-fields.js";
import { restImageSet } from "../services/media.service.js";
import { DEFAULT_SORT, isSort } from "../services/catalog/options.js";
import { PAGE_SIZE } from "../services/catalog.service.js";
import type { Services } from "../services/index.js";
import { requireUser } from "../services/viewer.js";
import { route } from "./respond.js";

/** A product as the spec's client reads it (rupees, `_id`, `averageReview`). */
export function restProduct(p: ProductEntity) {
  return {
    _id: p.id,
    image: p.imageUrl,
    images: restImageSet(productImages(p)),
    title: p.title,
    description: p.description,
    category: p.category,
    brand: p.brand,
    price: priceRupees(p),
    salePrice: salePriceRupees(p),
    totalStock: p.totalStock,
    averageReview: averageRating(p),
    reviewCount: p.reviewCount,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
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
  const { catalog } = services;

  router.get(
    "/shop/products/get",
    route(services, async ({ viewer, req }) => {
      requireUser(viewer);
      const sortBy = isSort(req.query.sortBy) ? req.query.sortBy : DEFAULT_SORT; // the spec's client may send anything
      const filter = { categories: commaList(req.query.category), brands: commaList(req.query.brand) };
      const products = await catalog.listAll({ filter, sortBy });
      return { success: true, data: products.map(restProduct) };
    }),
  );

  router.get(
    "/shop/products/get/:id",
    route(services, async ({ viewer, req }) => {
      requireUser(viewer);
      return { success: true, data: restProduct(await catalog.product(req.params.id)) };
    }),
  );

  router.get(
    "/shop/search/:keyword",
    route(services, async ({ viewer, req }) => {
      requireUser(viewer);
      const products = await catalog.search({ keyword: req.params.keyword, first: PAGE_SIZE.max });
      return { success: true, data: products.map(restProduct) };
    }),
  );

  router.post(
    "/admin/products/add",
    route(services, async ({ viewer, req, res }) => {
      const product = await catalog.create(viewer, productBody(req.body, { forUpdate: false }));
      res.status(201);
      return { success: true, data: restProduct(product) };
    }),
  );

  router.get(
    "/admin/products/get",
    route(services, async ({ viewer }) => ({ success: true, data: (await catalog.adminList(viewer)).map(restProduct) })),
  );

  router.put(
    "/admin/products/edit/:id",
    route(services, async ({ viewer, req }) => {
      const product = await catalog.update(viewer, req.params.id, productBody(req.body, { forUpdate: true }));
      return { success: true, data: restProduct(product) };
    }),
  );

  router.delete(
    "/admin/products/delete/:id",
    route(services, async ({ viewer, req }) => {
      const { message } = await catalog.remove(viewer, req.params.id);
      return { success: true, message };
    }),
  );

  return router;
}
