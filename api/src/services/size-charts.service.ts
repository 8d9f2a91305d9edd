/**
 * Size guides: an admin keeps one chart of body measurements per category, and may give a brand its own chart in a
 * category (a brand's chart wins over its category's). Measurements are kept in centimetres, to a millimetre; inches
 * are worked out when read (÷ 2.54, to a tenth). The product page's size picker opens the chart of its product.
 */
import type { DataSource } from "typeorm";
import { z } from "zod";
import { BRANDS, CATEGORIES } from "../entities/product.entity.js";
import { SizeChartEntity } from "../entities/size-chart.entity.js";
import { DomainError } from "../lib/errors.js";
import { isUniqueViolation, isUuid, parseInput } from "../lib/validation.js";
import { findLiveProduct } from "./catalogue/index.js";
import type { ServiceContext } from "./context.js";
import { requireAdmin, type Viewer } from "./viewer.js";

export const SIZE_CHART_MESSAGES = {
  productNotFound: "Product not found!",
  notFound: "Size chart not found",
  category: "Choose one of the shop's categories",
  brand: "Choose one of the shop's brands, or none for every brand",
  measurements: "Give 1 to 8 measurements, each named once (e.g. Chest, Waist)",
  measurementName: "A measurement's name has 1 to 30 characters",
  rows: "Give 1 to 20 sizes",
  size: "A size has 1 to 20 characters",
  duplicateSize: (size: string) => `Size ${size} is listed twice`,
  values: (size: string, count: number) => `Size ${size} needs ${count} measurement${count === 1 ? "" : "s"}, in centimetres`,
  value: "Measurements are centimetres above 0 and at most 300, to a millimetre (one decimal)",
  duplicate: "This category already has a chart for this brand",
} as const;

export interface SizeChartView {
  id: string;
  category: string;
  /** '' for every brand of the category. */
  brand: string;
  measurements: string[];
  rows: Array<{ size: string; cm: number[]; inches: number[] }>;
  note: string;
  updatedAt: Date;
}

/** Centimetres to inches, to a tenth. */
export const toInches = (cm: number) => Math.round((cm / 2.54) * 10) / 10;

const centimetres = z
  .number({ error: SIZE_CHART_MESSAGES.value })
  .refine((v) => Number.isFinite(v) && v > 0 && v <= 300 && Math.abs(Math.round(v * 10) - v * 10) < 1e-6, SIZE_CHART_MESSAGES.value);

const chartInput = z
  .object({
    category: z.enum(CATEGORIES, { error: SIZE_CHART_MESSAGES.category }),
    brand: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v ?? "")
      .refine((v) => v === "" || (BRANDS as readonly string[]).includes(v), SIZE_CHART_MESSAGES.brand),
    measurements: z.array(z.string().trim().min(1, SIZE_CHART_MESSAGES.measurementName).max(30, SIZE_CHART_MESSAGES.measurementName)).min(1, SIZE_CHART_MESSAGES.measurements).max(8, SIZE_CHART_MESSAGES.measurements),
    rows: z
      .array(z.object({ size: z.string().trim().min(1, SIZE_CHART_MESSAGES.size).max(20, SIZE_CHART_MESSAGES.size), cm: z.array(centimetres).max(8) }))
      .min(1, SIZE_CHART_MESSAGES.rows)
      .max(20, SIZE_CHART_MESSAGES.rows),
    note: z
      .string()
      .trim()
      .max(300, "The note must be at most 300 characters long")
      .nullish()
      .transform((v) => v ?? ""),
  })
  .superRefine((input, ctx) => {
    if (new Set(input.measurements.map((m) => m.toLowerCase())).size !== input.measurements.length) {
      ctx.addIssue({ code: "custom", path: ["measurements"], message: SIZE_CHART_MESSAGES.measurements });
    }
    const seen = new Set<string>();
    input.rows.forEach((row, i) => {
      if (seen.has(row.size.toLowerCase())) ctx.addIssue({ code: "custom", path: ["rows", i, "size"], message: SIZE_CHART_MESSAGES.duplicateSize(row.size) });
      seen.add(row.size.toLowerCase());
      if (row.cm.length !== input.measurements.length) ctx.addIssue({ code: "custom", path: ["rows", i, "cm"], message: SIZE_CHART_MESSAGES.values(row.size, input.measurements.length) });
    });
  });

function view(chart: SizeChartEntity): SizeChartView {
  return {
    id: chart.id,
    category: chart.category,
    brand: chart.brand,
    measurements: chart.measurements,
    rows: chart.rows.map((r) => ({ size: r.size, cm: r.cm, inches: r.cm.map(toInches) })),
    note: chart.note,
    updatedAt: chart.updatedAt,
  };
}

export function createSizeChartsService(ctx: ServiceContext) {
  const { dataSource } = ctx;
  const charts = (ds: DataSource = dataSource) => ds.getRepository(SizeChartEntity);

  return {
    /** The chart a product's size picker shows: its brand's in its category, else its category's; null when none. */
    async forProduct(productId: unknown): Promise<SizeChartView | null> {
      const product = await findLiveProduct(dataSource.manager, productId, { message: SIZE_CHART_MESSAGES.productNotFound, field: "productId" });
      const found = await charts()
        .createQueryBuilder("c")
        .where("c.category = :category AND c.brand IN (:...brands)", { category: product.category, brands: [product.brand, ""] })
        .orderBy("c.brand", "DESC")
        .getOne();
      return found ? view(found) : null;
    },

    /** Every chart (admin), by category then brand (every brand's first). */
    async list(viewer: Viewer | null): Promise<SizeChartView[]> {
      requireAdmin(viewer);
      return (await charts().find({ order: { category: "ASC", brand: "ASC" } })).map(view);
    },

    /** Creates or replaces the chart of a category (and brand). BAD_USER_INPUT names the wrong field. */
    async save(viewer: Viewer | null, raw: unknown): Promise<SizeChartView> {
      requireAdmin(viewer);
      const input = parseInput(chartInput, raw);
      const values = { category: input.category, brand: input.brand, measurements: input.measurements, rows: input.rows, note: input.note };
      try {
        await dataSource.query(
          `INSERT INTO size_charts (category, brand, measurements, rows, note) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT ON CONSTRAINT size_charts_category_brand_key
           DO UPDATE SET measurements = EXCLUDED.measurements, rows = EXCLUDED.rows, note = EXCLUDED.note, updated_at = now()`,
          [values.category, values.brand, JSON.stringify(values.measurements), JSON.stringify(values.rows), values.note],
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError("CONFLICT", SIZE_CHART_MESSAGES.duplicate, "brand");
        throw error;
      }
      // The size guide is a public answer: every node's cache drops it.
      ctx.catalogueChanges.changed();
      return view(await charts().findOneByOrFail({ category: input.category, brand: input.brand }));
    },

    async remove(viewer: Viewer | null, id: unknown): Promise<{ id: string; message: string }> {
      requireAdmin(viewer);
      if (!isUuid(id)) throw new DomainError("NOT_FOUND", SIZE_CHART_MESSAGES.notFound, "id");
      const result = await charts().delete({ id });
      if (!result.affected) throw new DomainError("NOT_FOUND", SIZE_CHART_MESSAGES.notFound, "id");
      ctx.catalogueChanges.changed();
      return { id, message: "Size chart deleted" };
    },
  };
}

export type SizeChartsService = ReturnType<typeof createSizeChartsService>;
