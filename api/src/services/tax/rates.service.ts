import type { EntityManager } from "typeorm";
import { z } from "zod";
import { GstCategoryDefaultEntity, GstRateEntity } from "../../entities/gst-rate.entity.js";
import { CATEGORIES, type Category } from "../../entities/product.entity.js";
import { DomainError } from "../../lib/errors.js";
import { isWholeBasisPoints, parseRupees, percentToBasisPoints, rupeesProblem } from "../../lib/money.js";
import { parseInput } from "../../lib/validation.js";
import type { ServiceContext } from "../context.js";
import { requireAdmin, type Viewer } from "../viewer.js";
import type { GstRule } from "./gst.js";

export const GST_RATE_MESSAGES = {
  notFound: "There is no GST rate for that HSN code.",
  exists: (hsn: string) => `There is already a GST rate for HSN ${hsn}: change that row instead.`,
  unknownHsn: (hsn: string) => `There is no GST rate for HSN ${hsn}: add it under Admin → GST rates first.`,
} as const;

/** A row of the rate table as the admin reads it (paise and basis points; the transports convert). */
export interface GstRateView {
  hsn: string;
  description: string;
  thresholdPaise: number | null;
  rateUpToBp: number;
  rateAboveBp: number;
  /** The categories whose default row this is. */
  categories: Category[];
  updatedAt: Date;
}

/** A GST rate in percent, as GST notifications write them: 0 to 40, at most two decimals (2.5, 0.25). */
const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 % or more`)
    .max(40, `${label} must be at most 40 %`)
    .refine(isWholeBasisPoints, `${label} may have at most two decimals`)
    .transform(percentToBasisPoints);

/**
 * An HSN code as a tax invoice carries it: a heading, sub-heading or tariff item. Never a bare chapter: an invoice
 * needs 4 digits or more (6 above ₹5 crore of turnover: CBIC notification No. 78/2020-Central Tax, rule 46).
 */
export const hsnField = z
  // Text, not a number: an HSN code may start with 0 (0901 coffee).
  .string({ error: 'HSN code must be text of 4, 6 or 8 digits, e.g. "6505"' })
  .trim()
  .regex(/^\d{4}(\d{2}){0,2}$/, "HSN code must be 4, 6 or 8 digits (a heading, sub-heading or tariff item), e.g. 6109 for T-shirts");

const categoryField = z
  .string({ error: "Category is required" })
  .refine((c): c is Category => (CATEGORIES as readonly string[]).includes(c), `Category must be one of: ${CATEGORIES.join(", ")}`);

const rowInput = z
  .object({
    hsn: hsnField,
    description: z.string({ error: "Description is required" }).trim().min(1, "Description must not be blank").max(200, "Description must be at most 200 characters"),
    // Rupees here, paise stored: the services take prices in rupees (as product inputs do) and keep paise.
    threshold: z
      .number({ error: "Threshold must be a number" })
      .positive("Threshold must be more than 0, or empty for one rate")
      .max(10_000_000, "Threshold must be at most ₹1,00,00,000")
      .refine((v) => rupeesProblem(v, "Threshold") === null, "Threshold may have at most two decimals (paise)")
      .transform((v) => parseRupees(v, "threshold"))
      .nullable(),
    rateUpTo: percent("Rate up to the threshold"),
    rateAbove: percent("Rate above the threshold"),
  })
  .transform((v) => (v.threshold === null ? { ...v, rateAbove: v.rateUpTo } : v));

const categoryInput = z.object({ category: categoryField, hsn: hsnField });

export function ruleOf(row: Pick<GstRateEntity, "hsn" | "thresholdPaise" | "rateUpToBp" | "rateAboveBp">): GstRule {
  return { hsn: row.hsn, thresholdPaise: row.thresholdPaise, rateUpToBp: row.rateUpToBp, rateAboveBp: row.rateAboveBp };
}

/**
 * The GST rule of each product, read inside the caller's transaction (placing an order taxes its lines with the
 * table as it is at that moment): the product's own row when it names one, else its category's default row. Every
 * category has a default (the migrations made them; rows are never deleted, the foreign keys refuse it).
 */
export async function gstRulesOfProducts(manager: EntityManager, productIds: readonly string[]): Promise<Map<string, GstRule>> {
  const [{ rules }]: Array<{ rules: GstRuleRow[] }> = await manager.query(`SELECT ${gstRulesSql("$1::uuid[]")} AS rules`, [[...new Set(productIds)]]);
  return gstRulesFromRows(rules);
}

/** A product's GST row as gstRulesSql reads it. */
export interface GstRuleRow {
  id: string;
  hsn: string;
  threshold_paise: number | null;
  rate_up_to_bp: number;
  rate_above_bp: number;
}

/**
 * The GST rule rows of the products `productIds` (an SQL expression of a uuid array) as one JSON value, for a step
 * that reads them with the rest of what it needs (issue 46: placing an order reads everything in one statement).
 */
export function gstRulesSql(productIds: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('id', p.id, 'hsn', r.hsn, 'threshold_paise', r.threshold_paise, 'rate_up_to_bp', r.rate_up_to_bp, 'rate_above_bp', r.rate_above_bp)), '[]')
       FROM products p
       JOIN gst_category_defaults d ON d.category = p.category
       JOIN gst_rates r ON r.hsn = COALESCE(p.gst_hsn, d.hsn)
      WHERE p.id = ANY(${productIds}))`;
}

/** The rules of gstRulesSql's rows, by product id. */
export function gstRulesFromRows(rows: readonly GstRuleRow[]): Map<string, GstRule> {
  return new Map(rows.map((r) => [r.id, ruleOf({ hsn: r.hsn, thresholdPaise: r.threshold_paise, rateUpToBp: r.rate_up_to_bp, rateAboveBp: r.rate_above_bp })]));
}

/**
 * A product's chosen HSN as the product writes store it: null for the category's default (empty or left out), else
 * an HSN with a row; BAD_USER_INPUT naming `field` otherwise. (The foreign key holds it too; this gives the message.)
 */
export async function checkedProductHsn(manager: Pick<EntityManager, "query">, raw: unknown, field = "gstHsn"): Promise<string | null> {
  if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) return null;
  const parsed = hsnField.safeParse(raw);
  if (!parsed.success) throw new DomainError("BAD_USER_INPUT", parsed.error.issues[0]!.message, field);
  const found: unknown[] = await manager.query(`SELECT 1 FROM gst_rates WHERE hsn = $1`, [parsed.data]);
  if (found.length === 0) throw new DomainError("BAD_USER_INPUT", GST_RATE_MESSAGES.unknownHsn(parsed.data), field);
  return parsed.data;
}

/** The admin's GST rate table: read it, change a row, add one, choose a category's default. */
export function createGstRatesService({ dataSource }: ServiceContext) {
  async function table(manager: EntityManager): Promise<GstRateView[]> {
    const rows = await manager.getRepository(GstRateEntity).find({ order: { hsn: "ASC" } });
    const defaults = await manager.getRepository(GstCategoryDefaultEntity).find();
    return rows.map((row) => view(row, defaults));
  }

  function view(row: GstRateEntity, defaults: readonly GstCategoryDefaultEntity[]): GstRateView {
    const categories = CATEGORIES.filter((c) => defaults.some((d) => d.category === c && d.hsn === row.hsn));
    return { hsn: row.hsn, description: row.description, thresholdPaise: row.thresholdPaise, rateUpToBp: row.rateUpToBp, rateAboveBp: row.rateAboveBp, categories, updatedAt: row.updatedAt };
  }

  async function one(manager: EntityManager, hsn: string): Promise<GstRateView> {
    return (await table(manager)).find((r) => r.hsn === hsn)!;
  }

  return {
    async gstRates(viewer: Viewer | null): Promise<GstRateView[]> {
      requireAdmin(viewer);
      return table(dataSource.manager);
    },

    /** Orders placed from now on use the new rates; placed orders keep the tax they were placed with. */
    async updateGstRate(viewer: Viewer | null, raw: unknown): Promise<GstRateView> {
      const admin = requireAdmin(viewer);
      const input = parseInput(rowInput, raw);
      const result = await dataSource
        .getRepository(GstRateEntity)
        .update({ hsn: input.hsn }, { description: input.description, thresholdPaise: input.threshold, rateUpToBp: input.rateUpTo, rateAboveBp: input.rateAbove, updatedBy: admin.userId });
      if (!result.affected) throw new DomainError("NOT_FOUND", GST_RATE_MESSAGES.notFound);
      return one(dataSource.manager, input.hsn);
    },

    /** A new row, for products (or a category) to choose; an HSN that has a row is refused. */
    async createGstRate(viewer: Viewer | null, raw: unknown): Promise<GstRateView> {
      const admin = requireAdmin(viewer);
      const input = parseInput(rowInput, raw);
      const inserted: unknown[] = await dataSource.query(
        `INSERT INTO gst_rates (hsn, description, threshold_paise, rate_up_to_bp, rate_above_bp, updated_by) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (hsn) DO NOTHING RETURNING hsn`,
        [input.hsn, input.description, input.threshold, input.rateUpTo, input.rateAbove, admin.userId],
      );
      if (inserted.length === 0) throw new DomainError("BAD_USER_INPUT", GST_RATE_MESSAGES.exists(input.hsn), "hsn");
      return one(dataSource.manager, input.hsn);
    },

    /** Points a category at another row; its products without an HSN of their own follow from the next order. */
    async setCategoryGstRate(viewer: Viewer | null, raw: unknown): Promise<GstRateView[]> {
      requireAdmin(viewer);
      const input = parseInput(categoryInput, raw);
      return dataSource.transaction(async (manager) => {
        const hsn = await checkedProductHsn(manager, input.hsn, "hsn");
        await manager.getRepository(GstCategoryDefaultEntity).update({ category: input.category }, { hsn: hsn! });
        return table(manager);
      });
    },
  };
}

export type GstRatesService = ReturnType<typeof createGstRatesService>;
