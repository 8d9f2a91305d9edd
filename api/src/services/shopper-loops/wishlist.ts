/**
 * A signed-in shopper's wishlist: products kept for later, with the price a shopper paid for one when each was added,
 * so the wishlist can say when one got cheaper. A deleted product leaves the list quietly (never shown, and gone for
 * good when the product row is). At most WISHLIST_LIMIT products.
 */
import type { DataSource } from "typeorm";
import { z } from "zod";
import type { ProductEntity } from "../../entities/product.entity.js";
import { WishlistItemEntity } from "../../entities/shopper-loops.entity.js";
import { DomainError } from "../../lib/errors.js";
import { isUuid, parseInput } from "../../lib/validation.js";
import { effectivePricePaise, effectivePriceSql, findLiveProduct } from "../catalogue/index.js";
import { requireUser, type Viewer } from "../viewer.js";

export const WISHLIST_LIMIT = 100;

export const WISHLIST_MESSAGES = {
  productNotFound: "Product not found!",
  full: `Your wishlist is full: it keeps at most ${WISHLIST_LIMIT} products. Remove one to add another.`,
} as const;

export interface WishlistItemView {
  product: ProductEntity;
  addedAt: Date;
  pricePaiseAtAdd: number;
  /** How much less one costs now than when it was added; null when it is not cheaper. */
  priceDropPaise: number | null;
}

export interface WishlistView {
  items: WishlistItemView[];
}

const productInput = z.object({ productId: z.string({ error: "Product id is required" }).trim().min(1, "Product id is required") });

export function createWishlistService({ dataSource }: { dataSource: DataSource }) {
  async function read(userId: string): Promise<WishlistView> {
    const rows = await dataSource.getRepository(WishlistItemEntity).find({ where: { userId }, relations: { product: true }, order: { addedAt: "DESC", productId: "ASC" } });
    return {
      items: rows
        .filter((row) => row.product && !row.product.deletedAt)
        .map((row) => {
          const now = effectivePricePaise(row.product);
          return { product: row.product, addedAt: row.addedAt, pricePaiseAtAdd: row.pricePaiseAtAdd, priceDropPaise: now < row.pricePaiseAtAdd ? row.pricePaiseAtAdd - now : null };
        }),
    };
  }

  return {
    async get(viewer: Viewer | null): Promise<WishlistView> {
      return read(requireUser(viewer).userId);
    },

    /** Adds a live product (again: nothing changes, and the price it was added at stays). */
    async add(viewer: Viewer | null, raw: unknown): Promise<WishlistView> {
      const { userId } = requireUser(viewer);
      const { productId } = parseInput(productInput, raw);
      const product = await findLiveProduct(dataSource.manager, productId, { message: WISHLIST_MESSAGES.productNotFound, field: "productId" });
      // One statement: added unless already there or the list is full (the count is of live products).
      const [row]: Array<{ added: boolean; present: boolean }> = await dataSource.query(
        `WITH present AS (SELECT 1 FROM wishlist_items WHERE user_id = $1 AND product_id = $2),
              counted AS (SELECT count(*)::int AS n FROM wishlist_items w JOIN products p ON p.id = w.product_id WHERE w.user_id = $1 AND p.deleted_at IS NULL),
              added AS (
                INSERT INTO wishlist_items (user_id, product_id, price_paise_at_add)
                SELECT $1, p.id, ${effectivePriceSql("p")} FROM products p, counted
                 WHERE p.id = $2 AND p.deleted_at IS NULL AND counted.n < $3 AND NOT EXISTS (SELECT 1 FROM present)
                ON CONFLICT DO NOTHING RETURNING 1)
         SELECT EXISTS (SELECT 1 FROM added) AS added, EXISTS (SELECT 1 FROM present) AS present`,
        [userId, product.id, WISHLIST_LIMIT],
      );
      if (!row!.added && !row!.present) throw new DomainError("BAD_USER_INPUT", WISHLIST_MESSAGES.full, "productId");
      return read(userId);
    },

    /** Takes a product off the list (one not on it, or unknown: nothing to do, the list is answered as it is). */
    async remove(viewer: Viewer | null, raw: unknown): Promise<WishlistView> {
      const { userId } = requireUser(viewer);
      const { productId } = parseInput(productInput, raw);
      if (isUuid(productId)) await dataSource.query(`DELETE FROM wishlist_items WHERE user_id = $1 AND product_id = $2`, [userId, productId]);
      return read(userId);
    },

    /** Which of these products are on the viewer's list (for Product.inWishlist, batched per request); none for anyone signed out. */
    async containing(viewer: Viewer | null, productIds: readonly string[]): Promise<Set<string>> {
      if (!viewer) return new Set();
      const ids = productIds.filter(isUuid);
      if (!ids.length) return new Set();
      const rows: Array<{ product_id: string }> = await dataSource.query(`SELECT product_id FROM wishlist_items WHERE user_id = $1 AND product_id = ANY($2::uuid[])`, [viewer.userId, ids]);
      return new Set(rows.map((r) => r.product_id));
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
