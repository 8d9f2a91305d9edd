import { type EntityManager, IsNull } from "typeorm";
import { ProductEntity } from "../../entities/product.entity.js";
import { DomainError } from "../../lib/errors.js";
import { isUuid } from "../../lib/validation.js";

export const CATALOG_MESSAGES = {
  /** What product detail answers (REST 404 "Product not found!"). */
  productNotFound: "Product not found!",
  /** What admin edit and delete answer (REST 404 "Product not found"). */
  adminProductNotFound: "Product not found",
  deleted: "Product delete successfully",
} as const;

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
