/**
 * Catalogue import: a shop owner's product file (JSON Lines or CSV, one product a line) upserted by SKU. Each line
 * is checked with the same rules as the admin's product form; a bad line is reported with its number and reason
 * while the good ones still load. Lines are written in batches, one transaction and one statement per batch, so
 * 10,000 products load in seconds and a million in minutes. Re-running a file updates, never duplicates; a product
 * whose SKU was deleted comes back, because the file says it is in the catalogue.
 */
import { createReadStream, statSync } from "node:fs";
import { extname } from "node:path";
import { createInterface } from "node:readline";
import { parse as parseCsv } from "csv-parse";
import { DomainError } from "../lib/errors.js";
import { parseInput } from "../lib/validation.js";
import { checkedPrices, importedProductInput } from "./catalog/product-input.js";
import type { ServiceContext } from "./context.js";
import { storedImageVariants } from "./media.service.js";
import type { MediaStore } from "./media/media-store.js";
import { rupeesToPaise } from "./money.js";

export type CatalogueFormat = "jsonl" | "csv";

export interface RejectedLine {
  line: number;
  reason: string;
}

export interface ImportProgress {
  bytesRead: number;
  totalBytes: number;
  linesRead: number;
}

export interface ImportSummary {
  created: number;
  updated: number;
  /** Lines whose product was already exactly as the file says. */
  unchanged: number;
  rejected: number;
}

export interface ImportOptions {
  format?: CatalogueFormat;
  batchSize?: number;
  onRejected?: (rejected: RejectedLine) => void;
  onProgress?: (progress: ImportProgress) => void;
}

interface RawLine {
  line: number;
  record?: Record<string, unknown>;
  error?: string;
}

interface ProductRow {
  line: number;
  sku: string;
  title: string;
  description: string;
  category: string;
  brand: string;
  pricePaise: number;
  salePricePaise: number;
  totalStock: number;
  imageUrl: string;
  imageVariants: string | null;
}

/** The format a file name says: .jsonl/.ndjson/.json are JSON Lines, .csv is CSV. */
export function formatOf(path: string): CatalogueFormat {
  const ext = extname(path).toLowerCase();
  if (ext === ".csv") return "csv";
  if (ext === ".jsonl" || ext === ".ndjson" || ext === ".json") return "jsonl";
  throw new DomainError("BAD_USER_INPUT", `Cannot tell the format of ${path}: name it .jsonl (JSON Lines) or .csv, or pass --format`);
}

const NUMBER_FIELDS = ["price", "salePrice", "totalStock"] as const;
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** The fields a line may carry; others (a source system's id, slug…) are ignored. */
function productFieldsOf(record: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {
    sku: record.sku,
    title: record.title,
    description: record.description,
    category: record.category,
    brand: record.brand,
    price: record.price,
    salePrice: record.salePrice === "" ? undefined : record.salePrice,
    totalStock: record.totalStock,
    image: record.image,
  };
  // CSV has only text: "1499" is a number there; JSON numbers stay as they are.
  for (const field of NUMBER_FIELDS) {
    const value = input[field];
    if (typeof value === "string" && NUMERIC.test(value)) input[field] = Number(value);
  }
  return input;
}

async function* jsonLines(path: string, progress: { bytesRead: number }): AsyncGenerator<RawLine> {
  const stream = createReadStream(path);
  stream.on("data", (chunk) => (progress.bytesRead += chunk.length));
  let line = 0;
  for await (const text of createInterface({ input: stream, crlfDelay: Infinity })) {
    line += 1;
    if (text.trim() === "") continue;
    try {
      const record: unknown = JSON.parse(text);
      if (record === null || typeof record !== "object" || Array.isArray(record)) yield { line, error: "not a JSON object" };
      else yield { line, record: record as Record<string, unknown> };
    } catch {
      yield { line, error: "not valid JSON" };
    }
  }
}

async function* csvLines(path: string, progress: { bytesRead: number }): AsyncGenerator<RawLine> {
  const stream = createReadStream(path);
  stream.on("data", (chunk) => (progress.bytesRead += chunk.length));
  // Rows as arrays: the first names the columns; a row with another number of fields is reported, not fatal.
  const parser = stream.pipe(parseCsv({ bom: true, skip_empty_lines: true, trim: true, relax_column_count: true, info: true }));
  let header: string[] | undefined;
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (!header) {
      header = record;
      continue;
    }
    if (record.length !== header.length) {
      yield { line: info.lines, error: "has a different number of fields than the header" };
      continue;
    }
    yield { line: info.lines, record: Object.fromEntries(header.map((column, i) => [column, record[i]])) };
  }
}

/** One line checked against the product rules: the row to write, or why it cannot be. */
function toRow(raw: RawLine, mediaStore: MediaStore): ProductRow | RejectedLine {
  if (!raw.record) return { line: raw.line, reason: raw.error ?? "unreadable" };
  try {
    const input = parseInput(importedProductInput, productFieldsOf(raw.record));
    const { pricePaise, salePricePaise } = checkedPrices(rupeesToPaise(input.price, "price"), rupeesToPaise(input.salePrice, "salePrice"));
    const variants = storedImageVariants(mediaStore, input.image);
    return {
      line: raw.line,
      sku: input.sku,
      title: input.title,
      description: input.description,
      category: input.category,
      brand: input.brand,
      pricePaise,
      salePricePaise,
      totalStock: input.totalStock,
      imageUrl: input.image,
      imageVariants: variants ? JSON.stringify(variants) : null,
    };
  } catch (error) {
    if (error instanceof DomainError) return { line: raw.line, reason: error.field ? `${error.field}: ${error.message}` : error.message };
    throw error;
  }
}

// One statement per batch: arrays in, one row per product out. `xmax = 0` tells a new row from an updated one;
// rows that already hold exactly these values are not touched (and not returned).
const UPSERT_SQL = `
  INSERT INTO products AS p (sku, title, description, category, brand, price_paise, sale_price_paise, total_stock, image_url, image_variants)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::text[], $10::jsonb[])
  ON CONFLICT (sku) DO UPDATE SET
    title = EXCLUDED.title, description = EXCLUDED.description, category = EXCLUDED.category, brand = EXCLUDED.brand,
    price_paise = EXCLUDED.price_paise, sale_price_paise = EXCLUDED.sale_price_paise, total_stock = EXCLUDED.total_stock,
    image_url = EXCLUDED.image_url, image_variants = EXCLUDED.image_variants, deleted_at = NULL, updated_at = now()
  WHERE (p.title, p.description, p.category, p.brand, p.price_paise, p.sale_price_paise, p.total_stock, p.image_url, p.image_variants, p.deleted_at)
        IS DISTINCT FROM
        (EXCLUDED.title, EXCLUDED.description, EXCLUDED.category, EXCLUDED.brand, EXCLUDED.price_paise, EXCLUDED.sale_price_paise,
         EXCLUDED.total_stock, EXCLUDED.image_url, EXCLUDED.image_variants, NULL::timestamptz)
  RETURNING (xmax = 0) AS created`;

const upsertParams = (rows: ProductRow[]) => [
  rows.map((r) => r.sku),
  rows.map((r) => r.title),
  rows.map((r) => r.description),
  rows.map((r) => r.category),
  rows.map((r) => r.brand),
  rows.map((r) => r.pricePaise),
  rows.map((r) => r.salePricePaise),
  rows.map((r) => r.totalStock),
  rows.map((r) => r.imageUrl),
  rows.map((r) => r.imageVariants),
];

export function createCatalogImportService(ctx: ServiceContext) {
  const { dataSource, mediaStore } = ctx;

  /** Writes one batch in one transaction; returns how many rows were created and updated. */
  async function writeBatch(rows: ProductRow[]): Promise<{ created: number; updated: number }> {
    const result: { created: boolean }[] = await dataSource.transaction((manager) => manager.query(UPSERT_SQL, upsertParams(rows)));
    const created = result.filter((r) => r.created).length;
    return { created, updated: result.length - created };
  }

  return {
    /** Imports a catalogue file; reports every rejected line through `onRejected` and returns the totals. */
    async importFile(path: string, options: ImportOptions = {}): Promise<ImportSummary> {
      const format = options.format ?? formatOf(path);
      const batchSize = options.batchSize ?? 1000;
      const totalBytes = statSync(path).size;
      const progress = { bytesRead: 0 };
      const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
      let linesRead = 0;
      let batch: ProductRow[] = [];
      const skusInBatch = new Set<string>();

      const flush = async () => {
        if (batch.length === 0) return;
        const { created, updated } = await writeBatch(batch);
        summary.created += created;
        summary.updated += updated;
        summary.unchanged += batch.length - created - updated;
        batch = [];
        skusInBatch.clear();
        options.onProgress?.({ bytesRead: Math.min(progress.bytesRead, totalBytes), totalBytes, linesRead });
      };

      for await (const raw of format === "csv" ? csvLines(path, progress) : jsonLines(path, progress)) {
        linesRead += 1;
        const row = toRow(raw, mediaStore);
        if (!("sku" in row)) {
          summary.rejected += 1;
          options.onRejected?.(row);
          continue;
        }
        // One statement cannot touch a row twice: a SKU seen again in this batch goes into the next one.
        if (skusInBatch.has(row.sku)) await flush();
        batch.push(row);
        skusInBatch.add(row.sku);
        if (batch.length >= batchSize) await flush();
      }
      await flush();
      if (summary.created + summary.updated > 0) ctx.catalogueChanges.changed();
      options.onProgress?.({ bytesRead: totalBytes, totalBytes, linesRead });
      return summary;
    },
  };
}

export type CatalogImportService = ReturnType<typeof createCatalogImportService>;
