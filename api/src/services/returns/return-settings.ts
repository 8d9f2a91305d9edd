import { z } from "zod";
import { CATEGORIES } from "../../entities/product.entity.js";
import { DomainError } from "../../lib/errors.js";
import { isUuid, parseInput } from "../../lib/validation.js";
import type { ServiceContext } from "../context.js";
import { requireAdmin, type Viewer } from "../viewer.js";

const settingInput = z
  .object({
    productId: z.string().nullish(),
    category: z.enum(CATEGORIES, { error: `category must be one of ${CATEGORIES.join(", ")}` }).nullish(),
    nonReturnable: z.boolean(),
  })
  .refine((s) => Boolean(s.productId) !== Boolean(s.category), { message: "Give either a product or a category", path: ["productId"] });

/** The return window (RETURN_WINDOW_DAYS) and the products and categories that cannot be returned (admin). */
export function createReturnSettings({ dataSource, config }: ServiceContext) {
  async function returnSettings(viewer: Viewer | null) {
    requireAdmin(viewer);
    const rows: Array<{ kind: string; value: string; title: string | null }> = await dataSource.query(
      `SELECT n.kind, n.value, p.title FROM non_returnable n LEFT JOIN products p ON n.kind = 'product' AND p.id::text = n.value ORDER BY n.kind, n.value`,
    );
    return {
      windowDays: config.returns.windowDays,
      nonReturnableCategories: rows.filter((r) => r.kind === "category").map((r) => r.value),
      nonReturnableProducts: rows.filter((r) => r.kind === "product").map((r) => ({ id: r.value, title: r.title ?? "" })),
    };
  }

  return {
    returnSettings,

    /** Marks a product or a category returnable again or not (admin). */
    async setNonReturnable(viewer: Viewer | null, raw: unknown) {
      requireAdmin(viewer);
      const input = parseInput(settingInput, raw);
      const kind = input.productId ? "product" : "category";
      const value = (input.productId ?? input.category)!;
      if (kind === "product") {
        const [exists] = isUuid(value) ? await dataSource.query(`SELECT 1 FROM products WHERE id = $1`, [value]) : [];
        if (!exists) throw new DomainError("NOT_FOUND", "Product not found!");
      }
      if (input.nonReturnable) await dataSource.query(`INSERT INTO non_returnable (kind, value) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [kind, value]);
      else await dataSource.query(`DELETE FROM non_returnable WHERE kind = $1 AND value = $2`, [kind, value]);
      return returnSettings(viewer);
    },
  };
}
