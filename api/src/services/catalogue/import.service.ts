/**
 * Catalogue import: a shop owner's product file (JSON Lines or CSV) upserted by SKU. A line is a product without
 * sizes and colours, or one variant of a product: variant lines carry the product's `handle` (its SKU) and sit
 * together, one line per size and colour, as on other shop platforms. Each product is checked with the same rules
 * as the admin's product form; a bad line is reported with its number and reason (and its product's other lines
 * with it) while the good ones still load. Products are written in batches, one transaction and a few statements
 * per batch, so 10,000 products load in seconds and a million in minutes. Re-running a file updates, never
 * duplicates; a product whose SKU was deleted comes back, because the file says it is in the catalogue. The `hsn`
 * column names the product's GST row (one of Admin → GST rates); empty, it is taxed by its category's default. The
 * export (export.service.ts) writes the same format, so a round trip changes nothing.
 */
import { createReadStream, statSync } from "node:fs";
import { extname } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { parse as parseCsv } from "csv-parse";
import { DomainError } from "../../lib/errors.js";
import { parseInput } from "../../lib/validation.js";
import { returningRows } from "../../db/sql.js";
import { z } from "zod";
import type { ImageVariants } from "../../entities/product.entity.js";
import { checkedPrices, importedProductInput, parcelFields, productFields } from "./product-input.js";
import { writeVariants } from "./product-variants.js";
import { checkedGallery, checkedVariants, type GalleryRow, productSlug, singleVariant, slugField, type VariantRow, variantsInput } from "./variants.js";
import type { ServiceContext } from "../context.js";
import { type MediaStore, storedImageVariants } from "../media/index.js";
import { parseRupees } from "../../lib/money.js";
import { GST_RATE_MESSAGES, hsnField } from "../tax/index.js";

/** The tables an import writes, vacuumed and analyzed when it is done. */
const CATALOGUE_TABLES = ["products", "product_variants", "product_images", "product_search"] as const;

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

export interface RawLine {
  line: number;
  record?: Record<string, unknown>;
  error?: string;
}

/** A product as the file describes it, ready to write: its row, its variants and its pictures. */
interface ProductWrite {
  lines: number[];
  sku: string;
  /** The file's slug; null keeps a known product's slug (a new one gets `derivedSlug`). */
  slug: string | null;
  derivedSlug: string;
  title: string;
  description: string;
  category: string;
  brand: string;
  pricePaise: number;
  salePricePaise: number;
  imageUrl: string;
  imageVariants: ImageVariants | null;
  /** The HSN of the product's GST row; null: its category's default (an empty or missing `hsn`). */
  gstHsn: string | null;
  /** One unit's packed weight and box (issue 42); null: the category's default. */
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
  variants: VariantRow[];
  gallery: Array<GalleryRow & { imageVariants: ImageVariants | null }>;
}

/** The format a file name says: .jsonl/.ndjson/.json are JSON Lines, .csv is CSV. */
export function formatOf(path: string): CatalogueFormat {
  const ext = extname(path).toLowerCase();
  if (ext === ".csv") return "csv";
  if (ext === ".jsonl" || ext === ".ndjson" || ext === ".json") return "jsonl";
  throw new DomainError("BAD_USER_INPUT", `Cannot tell the format of ${path}: name it .jsonl (JSON Lines) or .csv, or pass --format`);
}

/** The file's columns (export.service.ts writes them in this order). */
export const CATALOGUE_COLUMNS = [
  "handle",
  "sku",
  "slug",
  "title",
  "description",
  "category",
  "brand",
  "price",
  "salePrice",
  "image",
  "images",
  "size",
  "colour",
  "totalStock",
  "variantPrice",
  "variantSalePrice",
  "hsn",
  "weightGrams",
  "lengthCm",
  "breadthCm",
  "heightCm",
] as const;

const NUMBER_FIELDS = ["price", "salePrice", "totalStock", "variantPrice", "variantSalePrice", "weightGrams", "lengthCm", "breadthCm", "heightCm"] as const;
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** CSV has only text: "1499" is a number there, "" is nothing; JSON values stay as they are. */
function fieldsOf(record: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...record };
  for (const [key, value] of Object.entries(input)) if (value === "") input[key] = undefined;
  for (const field of NUMBER_FIELDS) {
    const value = input[field];
    if (typeof value === "string" && NUMERIC.test(value)) input[field] = Number(value);
  }
  return input;
}

/**
 * The pictures after the main one: in CSV `url | Navy: url | …` (a colour, a colon and a space before a picture
 * of that colour); in JSON Lines the same texts in an array, or `{url, colour}` objects.
 */
export function parseImages(value: unknown): Array<{ url: string; colour?: string }> {
  if (value === undefined || value === null) return [];
  const entries: unknown[] = Array.isArray(value) ? value : String(value).split("|");
  return entries.map((entry) => {
    if (entry !== null && typeof entry === "object") return entry as { url: string; colour?: string };
    const text = String(entry).trim();
    const coloured = /^([^:|]+?):\s+(\S+)$/.exec(text);
    return coloured ? { colour: coloured[1]!.trim(), url: coloured[2]! } : { url: text };
  });
}

/** How a picture is written back: `Navy: url`, or the bare URL of a general one. */
export const imageEntry = (image: { url: string; colour: string }) => (image.colour ? `${image.colour}: ${image.url}` : image.url);

/**
 * The lines of a JSON Lines file, each an object (or why not), numbered from 1; blank lines are skipped. Shared with
 * other imports of this shape (the delivery table's).
 */
export async function* readJsonLines(stream: Readable, progress: { bytesRead: number } = { bytesRead: 0 }): AsyncGenerator<RawLine> {
  stream.on("data", (chunk: Buffer | string) => (progress.bytesRead += chunk.length));
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

/** The rows of a CSV file as objects keyed by its header, numbered by their line in the file (the header is line 1). */
export async function* readCsvLines(stream: Readable, progress: { bytesRead: number } = { bytesRead: 0 }): AsyncGenerator<RawLine> {
  stream.on("data", (chunk: Buffer | string) => (progress.bytesRead += chunk.length));
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

/** Why a line was refused, as the report shows it: "field: message". */
function reasonOf(error: unknown): string {
  if (error instanceof DomainError) return error.field ? `${error.field}: ${error.message}` : error.message;
  throw error;
}

const productLineInput = importedProductInput.extend({ slug: slugField.optional(), handle: productFields.sku.optional(), hsn: hsnField.optional(), ...parcelFields });
/** A variant line's own SKU (its other fields are checked with the product's whole variant set). */
const variantLine = z.object({ sku: productFields.sku });

interface ParsedLine {
  line: number;
  handle: string;
  hasOptions: boolean;
  record: Record<string, unknown>;
}

/** A line's handle (its product's SKU): `handle`, or the line's own SKU for a product without options. */
function toParsedLine(raw: RawLine): ParsedLine | RejectedLine {
  if (!raw.record) return { line: raw.line, reason: raw.error ?? "unreadable" };
  const record = fieldsOf(raw.record);
  const hasOptions = record.size !== undefined || record.colour !== undefined;
  const handle = record.handle ?? (hasOptions ? undefined : record.sku);
  if (typeof handle !== "string" || handle.trim() === "") {
    return { line: raw.line, reason: hasOptions ? "handle: a line with a size or colour needs the handle (SKU) of its product" : "sku: SKU is required" };
  }
  return { line: raw.line, handle: handle.trim(), hasOptions, record };
}

/** One product from its lines (the first carries the product's fields), checked whole: the write, or why not. */
function toProductWrite(group: readonly ParsedLine[], mediaStore: MediaStore): ProductWrite | RejectedLine[] {
  const lines = group.map((g) => g.line);
  const rejectAll = (index: number, reason: string): RejectedLine[] =>
    group.map((g, i) => ({ line: g.line, reason: i === index ? reason : `rejected with line ${group[index]!.line} of the same product` }));
  const first = group[0]!.record;
  let product: z.output<typeof productLineInput>;
  try {
    product = parseInput(productLineInput, first);
  } catch (error) {
    return rejectAll(0, reasonOf(error));
  }
  const sku = group[0]!.handle;
  let variants: VariantRow[];
  try {
    if (!group[0]!.hasOptions) {
      if (product.totalStock === undefined) throw new DomainError("BAD_USER_INPUT", "Total stock is required", "totalStock");
      variants = [singleVariant(sku, product.totalStock)];
    } else {
      const raw = group.map((g, i) => {
        try {
          const v = parseInput(variantLine, g.record);
          return { sku: v.sku, size: g.record.size, colour: g.record.colour, stock: g.record.totalStock, price: g.record.variantPrice, salePrice: g.record.variantSalePrice };
        } catch (error) {
          throw Object.assign(error as object, { lineIndex: i });
        }
      });
      variants = checkedVariants(parseInput(z.object({ variants: variantsInput }), { variants: raw }).variants, () => "");
    }
  } catch (error) {
    const index = (error as { lineIndex?: number }).lineIndex ?? variantIndexOf(error);
    const reason = reasonOf(error).replace(/^variants\.\d+\./, "").replace(/^stock:/, "totalStock:");
    return rejectAll(index, reason);
  }
  try {
    const { pricePaise, salePricePaise } = checkedPrices(parseRupees(product.price, "price"), parseRupees(product.salePrice, "salePrice"));
    const images = parseInput(z.object({ images: z.array(z.object({ url: productFields.image, colour: z.string().optional() })) }), { images: parseImages(first.images) }).images;
    const colours = new Set(variants.map((v) => v.colour).filter(Boolean));
    const gallery = checkedGallery(
      images.map((i) => ({ url: i.url, colour: i.colour ?? "" })),
      colours,
    ).map((row) => ({ ...row, imageVariants: storedImageVariants(mediaStore, row.url) ?? null }));
    return {
      lines,
      sku,
      slug: product.slug ?? null,
      derivedSlug: productSlug(product.title, sku),
      title: product.title,
      description: product.description,
      category: product.category,
      brand: product.brand,
      pricePaise,
      salePricePaise,
      imageUrl: product.image,
      imageVariants: storedImageVariants(mediaStore, product.image) ?? null,
      gstHsn: product.hsn ?? null,
      weightGrams: product.weightGrams || null,
      lengthCm: product.lengthCm || null,
      breadthCm: product.breadthCm || null,
      heightCm: product.heightCm || null,
      variants,
      gallery,
    };
  } catch (error) {
    return rejectAll(0, reasonOf(error).replace(/^gallery\./, "images."));
  }
}

/** The entry a variant-set error names (`variants.3.size` → 3). */
function variantIndexOf(error: unknown): number {
  const field = error instanceof DomainError ? error.field : undefined;
  const match = field ? /^variants\.(\d+)\./.exec(field) : null;
  return match ? Number(match[1]) : 0;
}

// One statement per batch: arrays in, one row per product out. `xmax = 0` tells a new row from an updated one;
// rows that already hold exactly these values are not touched (and not returned). The stock is the variants'.
const UPSERT_PRODUCTS_SQL = `
  INSERT INTO products AS p (sku, slug, title, description, category, brand, price_paise, sale_price_paise, image_url, image_variants, gst_hsn,
                             weight_grams, length_cm, breadth_cm, height_cm)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::text[], $10::jsonb[], $11::text[],
                       $12::int[], $13::int[], $14::int[], $15::int[])
  ON CONFLICT (sku) DO UPDATE SET
    title = EXCLUDED.title, description = EXCLUDED.description, category = EXCLUDED.category, brand = EXCLUDED.brand,
    price_paise = EXCLUDED.price_paise, sale_price_paise = EXCLUDED.sale_price_paise,
    image_url = EXCLUDED.image_url, image_variants = EXCLUDED.image_variants, gst_hsn = EXCLUDED.gst_hsn,
    weight_grams = EXCLUDED.weight_grams, length_cm = EXCLUDED.length_cm, breadth_cm = EXCLUDED.breadth_cm, height_cm = EXCLUDED.height_cm,
    deleted_at = NULL, updated_at = now()
  WHERE (p.title, p.description, p.category, p.brand, p.price_paise, p.sale_price_paise, p.image_url, p.image_variants, p.gst_hsn,
         p.weight_grams, p.length_cm, p.breadth_cm, p.height_cm, p.deleted_at)
        IS DISTINCT FROM
        (EXCLUDED.title, EXCLUDED.description, EXCLUDED.category, EXCLUDED.brand, EXCLUDED.price_paise, EXCLUDED.sale_price_paise,
         EXCLUDED.image_url, EXCLUDED.image_variants, EXCLUDED.gst_hsn,
         EXCLUDED.weight_grams, EXCLUDED.length_cm, EXCLUDED.breadth_cm, EXCLUDED.height_cm, NULL::timestamptz)
  RETURNING p.sku, (xmax = 0) AS created`;

export function createCatalogueImportService(ctx: ServiceContext) {
  const { dataSource, mediaStore } = ctx;

  /**
   * Products of the batch that cannot be written as the file says: a slug or a variant SKU another product holds.
   * Checked before writing, so one such product is reported instead of failing its whole batch.
   */
  async function conflictsOf(products: readonly ProductWrite[]): Promise<Map<string, string>> {
    const conflicts = new Map<string, string>();
    const slugs: Array<{ slug: string; sku: string }> = await dataSource.query(`SELECT slug, sku FROM products WHERE slug = ANY($1::text[]) OR sku = ANY($2::text[])`, [
      products.map((p) => p.slug ?? p.derivedSlug),
      products.map((p) => p.sku),
    ]);
    const slugOwner = new Map(slugs.map((r) => [r.slug, r.sku]));
    const known = new Set(slugs.map((r) => r.sku));
    const variantSkus: Array<{ sku: string; product_sku: string }> = await dataSource.query(
      `SELECT v.sku, p.sku AS product_sku FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.sku = ANY($1::text[])`,
      [products.flatMap((p) => p.variants.map((v) => v.sku))],
    );
    const variantOwner = new Map(variantSkus.map((r) => [r.sku, r.product_sku]));
    const hsns = [...new Set(products.flatMap((p) => (p.gstHsn ? [p.gstHsn] : [])))];
    const knownHsns = new Set(
      hsns.length ? (await dataSource.query(`SELECT hsn FROM gst_rates WHERE hsn = ANY($1::text[])`, [hsns])).map((r: { hsn: string }) => r.hsn) : [],
    );
    for (const p of products) {
      const slug = p.slug ?? p.derivedSlug;
      const owner = slugOwner.get(slug);
      // A derived slug only matters for a new product (a known one keeps its own).
      if (owner !== undefined && owner !== p.sku && (p.slug !== null || !known.has(p.sku))) conflicts.set(p.sku, `slug: another product already has the slug ${slug}`);
      for (const v of p.variants) {
        const holder = variantOwner.get(v.sku);
        if (holder !== undefined && holder !== p.sku) conflicts.set(p.sku, `sku: another product already has the SKU ${v.sku}`);
      }
      if (p.gstHsn && !knownHsns.has(p.gstHsn)) conflicts.set(p.sku, `hsn: ${GST_RATE_MESSAGES.unknownHsn(p.gstHsn)}`);
    }
    return conflicts;
  }

  /** Writes one batch in one transaction; returns the SKUs of the products created and of those changed. */
  async function writeBatch(products: readonly ProductWrite[]): Promise<{ created: number; updated: number }> {
    return dataSource.transaction(async (manager) => {
      const changed: Array<{ sku: string; created: boolean }> = await manager.query(UPSERT_PRODUCTS_SQL, [
        products.map((p) => p.sku),
        products.map((p) => p.slug ?? p.derivedSlug),
        products.map((p) => p.title),
        products.map((p) => p.description),
        products.map((p) => p.category),
        products.map((p) => p.brand),
        products.map((p) => p.pricePaise),
        products.map((p) => p.salePricePaise),
        products.map((p) => p.imageUrl),
        products.map((p) => (p.imageVariants ? JSON.stringify(p.imageVariants) : null)),
        products.map((p) => p.gstHsn),
        products.map((p) => p.weightGrams),
        products.map((p) => p.lengthCm),
        products.map((p) => p.breadthCm),
        products.map((p) => p.heightCm),
      ]);
      const touched = new Set(changed.map((r) => r.sku));
      const created = new Set(changed.filter((r) => r.created).map((r) => r.sku));
      const skus = products.map((p) => p.sku);
      // A slug the file gives replaces a known product's; without one, a known product keeps its own.
      const slugged = await returningRows<{ sku: string }>(manager,
        `UPDATE products p SET slug = n.slug, updated_at = now() FROM unnest($1::text[], $2::text[]) AS n(sku, slug)
          WHERE p.sku = n.sku AND n.slug IS NOT NULL AND p.slug <> n.slug RETURNING p.sku`,
        [skus, products.map((p) => p.slug)],
      );
      for (const r of slugged) touched.add(r.sku);

      const ids: Array<{ id: string; sku: string }> = await manager.query(`SELECT id, sku FROM products WHERE sku = ANY($1::text[])`, [skus]);
      const idOf = new Map(ids.map((r) => [r.sku, r.id]));
      const skuOf = new Map(ids.map((r) => [r.id, r.sku]));
      const rows = products.flatMap((p) => p.variants.map((v) => ({ ...v, productId: idOf.get(p.sku)! })));
      for (const id of await writeVariants(manager, [...skuOf.keys()], rows)) touched.add(skuOf.get(id)!);

      // Pictures: rewritten only for products whose list differs from the file's.
      const current: Array<{ sku: string; gallery: string }> = await manager.query(
        `SELECT p.sku, COALESCE((SELECT json_agg(json_build_array(i.url, i.colour) ORDER BY i.position)::text FROM product_images i WHERE i.product_id = p.id), '[]') AS gallery
           FROM products p WHERE p.sku = ANY($1::text[])`,
        [skus],
      );
      const currentGallery = new Map(current.map((r) => [r.sku, r.gallery]));
      const galleryChanged = products.filter((p) => JSON.stringify(JSON.parse(currentGallery.get(p.sku) ?? "[]")) !== JSON.stringify(p.gallery.map((g) => [g.url, g.colour])));
      if (galleryChanged.length) {
        const rows = galleryChanged.flatMap((p) => p.gallery.map((g) => ({ ...g, sku: p.sku })));
        await manager.query(`DELETE FROM product_images i USING products p WHERE p.id = i.product_id AND p.sku = ANY($1::text[])`, [galleryChanged.map((p) => p.sku)]);
        await manager.query(
          `INSERT INTO product_images (product_id, url, image_variants, colour, position)
           SELECT p.id, n.url, n.image_variants, n.colour, n.position FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::text[], $5::int[])
             AS n(sku, url, image_variants, colour, position) JOIN products p ON p.sku = n.sku`,
          [rows.map((r) => r.sku), rows.map((r) => r.url), rows.map((r) => (r.imageVariants ? JSON.stringify(r.imageVariants) : null)), rows.map((r) => r.colour), rows.map((r) => r.position)],
        );
        for (const p of galleryChanged) touched.add(p.sku);
      }
      // A product whose variants or pictures changed says when, as the admin's edit does: its cards' sizes and colours
      // are kept per version (product-options.ts). Rows the upsert above rewrote already carry this transaction's time.
      if (touched.size) await manager.query(`UPDATE products SET updated_at = now() WHERE sku = ANY($1::text[]) AND updated_at <> now()`, [[...touched]]);
      return { created: created.size, updated: [...touched].filter((sku) => !created.has(sku)).length };
    });
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
      let batch: ProductWrite[] = [];
      const skusInBatch = new Set<string>();
      let group: ParsedLine[] = [];
      // Lines refused while a product's lines are being gathered wait for it, so reports come in line order.
      let waiting: RejectedLine[] = [];

      const reject = (rejected: RejectedLine) => {
        summary.rejected += 1;
        options.onRejected?.(rejected);
      };
      const flush = async () => {
        if (batch.length === 0) return;
        const conflicts = await conflictsOf(batch);
        const writable = batch.filter((p) => !conflicts.has(p.sku));
        for (const p of batch) if (conflicts.has(p.sku)) for (const line of p.lines) reject({ line, reason: conflicts.get(p.sku)! });
        const { created, updated } = writable.length ? await writeBatch(writable) : { created: 0, updated: 0 };
        summary.created += created;
        summary.updated += updated;
        summary.unchanged += writable.length - created - updated;
        batch = [];
        skusInBatch.clear();
        options.onProgress?.({ bytesRead: Math.min(progress.bytesRead, totalBytes), totalBytes, linesRead });
      };
      const endGroup = async () => {
        if (group.length === 0) return;
        const write = toProductWrite(group, mediaStore);
        const refused = [...waiting, ...(Array.isArray(write) ? write : [])].sort((a, b) => a.line - b.line);
        group = [];
        waiting = [];
        refused.forEach(reject);
        if (Array.isArray(write)) return;
        // One statement cannot touch a row twice: a product seen again in this batch goes into the next one.
        if (skusInBatch.has(write.sku)) await flush();
        batch.push(write);
        skusInBatch.add(write.sku);
        if (batch.length >= batchSize) await flush();
      };

      for await (const raw of format === "csv" ? readCsvLines(createReadStream(path), progress) : readJsonLines(createReadStream(path), progress)) {
        linesRead += 1;
        const parsed = toParsedLine(raw);
        if (!("handle" in parsed)) {
          if (group.length > 0) waiting.push(parsed);
          else reject(parsed);
          continue;
        }
        // A product's variant lines sit together; a line without options is a whole product by itself.
        const current = group[0];
        if (current && (!parsed.hasOptions || !current.hasOptions || current.handle !== parsed.handle)) await endGroup();
        group.push(parsed);
      }
      await endGroup();
      await flush();
      if (summary.created + summary.updated > 0) {
        // Leave the catalogue as fast as it will be once autovacuum has looked (up to a minute later, or much longer
        // under a steady import): the search indexes' pending entries merged (a GIN index scans its whole pending
        // list on every search: 3.8 ms instead of 0.3 ms for "slim shirt" after importing 10,000 products), pages
        // marked all-visible for index-only scans, and fresh planner statistics (until then a new catalogue is
        // planned as the empty one it was). VACUUM skips pages nothing changed, so a small import costs little.
        await dataSource.query(`VACUUM (ANALYZE) ${CATALOGUE_TABLES.join(", ")}`);
        ctx.catalogueChanges.changed();
      }
      options.onProgress?.({ bytesRead: totalBytes, totalBytes, linesRead });
      return summary;
    },
  };
}

export type CatalogueImportService = ReturnType<typeof createCatalogueImportService>;
