/**
 * Catalogue export: every live product as the import reads it (import.service.ts), one line per variant,
 * products in SKU order. Products without sizes and colours are one line each with their own SKU; variant lines
 * carry their product's `handle`. Streamed a page of products at a time, so a million products never sit in memory.
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import type { Writable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { CATALOGUE_COLUMNS, type CatalogueFormat, imageEntry } from "./import.service.js";
import type { ServiceContext } from "../context.js";
import { toRupees } from "../../lib/money.js";

/** The catalogue file speaks rupees, as the admin's form does (the import reads them back with parseRupees). */
const fileRupees = toRupees;

const PAGE = 500;

interface ExportRow {
  sku: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  brand: string;
  price_paise: number;
  sale_price_paise: number;
  image_url: string;
  gst_hsn: string | null;
  weight_grams: number | null;
  length_cm: number | null;
  breadth_cm: number | null;
  height_cm: number | null;
  variants: Array<{ sku: string; size: string; colour: string; stock: number; pricePaise: number | null; salePricePaise: number | null }>;
  gallery: Array<{ url: string; colour: string }>;
}

const PAGE_SQL = `
  SELECT p.sku, p.slug, p.title, p.description, p.category, p.brand, p.price_paise, p.sale_price_paise, p.image_url, p.gst_hsn, p.weight_grams, p.length_cm, p.breadth_cm, p.height_cm,
         (SELECT json_agg(json_build_object('sku', v.sku, 'size', v.size, 'colour', v.colour, 'stock', v.stock,
                                            'pricePaise', v.price_paise, 'salePricePaise', v.sale_price_paise) ORDER BY v.position, v.id)
            FROM product_variants v WHERE v.product_id = p.id) AS variants,
         COALESCE((SELECT json_agg(json_build_object('url', i.url, 'colour', i.colour) ORDER BY i.position)
                     FROM product_images i WHERE i.product_id = p.id), '[]') AS gallery
    FROM products p
   WHERE p.deleted_at IS NULL AND p.sku COLLATE "C" > $1
   ORDER BY p.sku COLLATE "C"
   LIMIT ${PAGE}`;

/** The lines of one product, fields in the import's column order (empty ones left out of JSON Lines). */
function linesOf(p: ExportRow): Array<Record<string, string | number | string[] | undefined>> {
  const withOptions = p.variants.some((v) => v.size !== "" || v.colour !== "");
  return p.variants.map((v, i) => ({
    handle: withOptions ? p.sku : undefined,
    sku: v.sku,
    slug: p.slug,
    title: p.title,
    description: p.description,
    category: p.category,
    brand: p.brand,
    price: fileRupees(p.price_paise),
    salePrice: fileRupees(p.sale_price_paise),
    image: p.image_url,
    images: i === 0 && p.gallery.length > 0 ? p.gallery.map(imageEntry) : undefined,
    size: v.size || undefined,
    colour: v.colour || undefined,
    totalStock: v.stock,
    variantPrice: v.pricePaise === null ? undefined : fileRupees(v.pricePaise),
    variantSalePrice: v.salePricePaise === null ? undefined : fileRupees(v.salePricePaise),
    hsn: p.gst_hsn ?? undefined,
    weightGrams: p.weight_grams ?? undefined,
    lengthCm: p.length_cm ?? undefined,
    breadthCm: p.breadth_cm ?? undefined,
    heightCm: p.height_cm ?? undefined,
  }));
}

async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, "drain");
}

export function createCatalogueExportService({ dataSource }: Pick<ServiceContext, "dataSource">) {
  return {
    /** Writes the catalogue to `out`; returns how many products and lines were written. */
    async exportTo(out: Writable, format: CatalogueFormat): Promise<{ products: number; lines: number }> {
      let products = 0;
      let lines = 0;
      if (format === "csv") await write(out, stringify([[...CATALOGUE_COLUMNS]]));
      // Keyset pages in byte order of the SKU ("C" collation), so the cursor and the order agree.
      for (let after = ""; ; ) {
        const page: ExportRow[] = await dataSource.query(PAGE_SQL, [after]);
        if (page.length === 0) break;
        let text = "";
        for (const product of page) {
          for (const line of linesOf(product)) {
            text +=
              format === "csv"
                ? stringify([CATALOGUE_COLUMNS.map((c) => (Array.isArray(line[c]) ? (line[c] as string[]).join(" | ") : (line[c] ?? "")))])
                : `${JSON.stringify(line)}\n`;
            lines += 1;
          }
        }
        await write(out, text);
        products += page.length;
        after = page.at(-1)!.sku;
      }
      return { products, lines };
    },

    /** Writes the catalogue to a file (JSON Lines or CSV by its name). */
    async exportFile(path: string, format: CatalogueFormat) {
      const out = createWriteStream(path);
      try {
        return await this.exportTo(out, format);
      } finally {
        out.end();
        await once(out, "close");
      }
    },
  };
}

export type CatalogueExportService = ReturnType<typeof createCatalogueExportService>;
