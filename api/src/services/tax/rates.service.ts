import type { EntityManager } from "typeorm";
import { z } from "zod";
import { GstRateEntity } from "../../entities/gst-rate.entity.js";
import { CATEGORIES, type Category } from "../../entities/product.entity.js";
import { DomainError } from "../../lib/errors.js";
import { parseInput } from "../../lib/validation.js";
import type { ServiceContext } from "../context.js";
import { requireAdmin, type Viewer } from "../viewer.js";
import type { GstRule } from "./gst.js";

export const GST_RATE_MESSAGES = {
  notFound: "There is no GST rate for that category.",
} as const;

/** A row of the rate table as the admin reads it (paise and basis points; the transports convert). */
export interface GstRateView {
  category: Category;
  hsn: string;
  thresholdPaise: number | null;
  rateUpToBp: number;
  rateAboveBp: number;
  updatedAt: Date;
}

/** A GST rate in percent, as GST notifications write them: 0 to 40, at most two decimals (2.5, 0.25). */
const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 % or more`)
    .max(40, `${label} must be at most 40 %`)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, `${label} may have at most two decimals`)
    .transform((v) => Math.round(v * 100));

const updateInput = z
  .object({
    category: z.string({ error: "Category is required" }).refine((c): c is Category => (CATEGORIES as readonly string[]).includes(c), `Category must be one of: ${CATEGORIES.join(", ")}`),
    hsn: z
      .string({ error: "HSN code is required" })
      .trim()
      .regex(/^\d{2}(\d{2}){0,3}$/, "HSN code must be 2, 4, 6 or 8 digits (a chapter, heading, sub-heading or tariff item)"),
    // Rupees here, paise stored: the services take prices in rupees (as product inputs do) and keep paise.
    threshold: z
      .number({ error: "Threshold must be a number" })
      .positive("Threshold must be more than 0, or empty for one rate")
      .max(10_000_000, "Threshold must be at most ₹1,00,00,000")
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "Threshold may have at most two decimals (paise)")
      .transform((v) => Math.round(v * 100))
      .nullable(),
    rateUpTo: percent("Rate up to the threshold"),
    rateAbove: percent("Rate above the threshold"),
  })
  .transform((v) => (v.threshold === null ? { ...v, rateAbove: v.rateUpTo } : v));

function view(row: GstRateEntity): GstRateView {
  return { category: row.category, hsn: row.hsn, thresholdPaise: row.thresholdPaise, rateUpToBp: row.rateUpToBp, rateAboveBp: row.rateAboveBp, updatedAt: row.updatedAt };
}

export function ruleOf(row: Pick<GstRateEntity, "hsn" | "thresholdPaise" | "rateUpToBp" | "rateAboveBp">): GstRule {
  return { hsn: row.hsn, thresholdPaise: row.thresholdPaise, rateUpToBp: row.rateUpToBp, rateAboveBp: row.rateAboveBp };
}

/**
 * The GST rule of each product, from its category's row, read inside the caller's transaction (placing an order
 * taxes its lines with the table as it is at that moment). Every category has a row: the migration made them and
 * rows are edited, never deleted.
 */
export async function gstRulesOfProducts(manager: EntityManager, productIds: readonly string[]): Promise<Map<string, GstRule>> {
  const rows: Array<{ id: string; hsn: string; threshold_paise: number | null; rate_up_to_bp: number; rate_above_bp: number }> = await manager.query(
    `SELECT p.id, r.hsn, r.threshold_paise, r.rate_up_to_bp, r.rate_above_bp
       FROM products p JOIN gst_rates r ON r.category = p.category
      WHERE p.id = ANY($1::uuid[])`,
    [[...new Set(productIds)]],
  );
  return new Map(rows.map((r) => [r.id, ruleOf({ hsn: r.hsn, thresholdPaise: r.threshold_paise, rateUpToBp: r.rate_up_to_bp, rateAboveBp: r.rate_above_bp })]));
}

/** The admin's GST rate table: read it, change a category's row. */
export function createGstRatesService({ dataSource }: ServiceContext) {
  return {
    async gstRates(viewer: Viewer | null): Promise<GstRateView[]> {
      requireAdmin(viewer);
      const rows = await dataSource.getRepository(GstRateEntity).find();
      return CATEGORIES.flatMap((c) => rows.filter((r) => r.category === c).map(view));
    },

    /** Orders placed from now on use the new row; placed orders keep the tax they were placed with. */
    async updateGstRate(viewer: Viewer | null, raw: unknown): Promise<GstRateView> {
      const admin = requireAdmin(viewer);
      const input = parseInput(updateInput, raw);
      const repo = dataSource.getRepository(GstRateEntity);
      const result = await repo.update(
        { category: input.category },
        { hsn: input.hsn, thresholdPaise: input.threshold, rateUpToBp: input.rateUpTo, rateAboveBp: input.rateAbove, updatedBy: admin.userId },
      );
      if (!result.affected) throw new DomainError("NOT_FOUND", GST_RATE_MESSAGES.notFound);
      return view(await repo.findOneByOrFail({ category: input.category }));
    },
  };
}

export type GstRatesService = ReturnType<typeof createGstRatesService>;
