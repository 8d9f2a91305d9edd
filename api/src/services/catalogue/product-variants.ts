/**
 * Reading and replacing a product's variants and pictures. The variants and gallery of many products are read in
 * one statement (a request's DataLoader batches them); writes replace the whole set in the caller's transaction.
 */
import type { EntityManager } from "typeorm";
import { returningRows } from "../../db/sql.js";
import type { ImageVariants } from "../../entities/product.entity.js";
import { DomainError } from "../../lib/errors.js";
import { isUniqueViolation } from "../../lib/validation.js";
import type { GalleryRow, VariantRow } from "./variants.js";

/** A variant as read back: the stored row (in display order, so without its position) and its id. */
export type StoredVariant = Omit<VariantRow, "position"> & { id: string };

/** A variant with its product's prices, which it sells at unless it has its own. */
export interface VariantOfProduct extends StoredVariant {
  product: { pricePaise: number; salePricePaise: number };
}

export interface StoredImage {
  url: string;
  imageVariants: ImageVariants | null;
  colour: string;
}

/** What a product detail shows beyond the product row: its variants in display order and its pictures after the main one. */
export interface ProductExtras {
  variants: StoredVariant[];
  gallery: StoredImage[];
}

/**
 * Joins a cart or order line (product_id, size, colour) to the variant it holds: the exact
 * size and colour, or '' where the product has no such option. A product's variants all have a size or none has
 * (likewise colours), so a line matches at most one; a line of a product without options keeps whatever labels
 * its client gave (the REST client's) and holds the one variant.
 */
export const variantOfLine = (line = "l", variant = "v") =>
  `${variant}.product_id = ${line}.product_id AND ${variant}.size IN (${line}.size, '') AND ${variant}.colour IN (${line}.colour, '')`;

/** The first picture of a line's colour (alias `l`), as a thumbnail: what the shopper chose; null without one. */
export const COLOUR_IMAGE_OF_LINE = `(SELECT coalesce(i.image_variants->>'thumbnail', i.url) FROM product_images i
   WHERE i.product_id = l.product_id AND l.colour <> '' AND i.colour = l.colour ORDER BY i.position LIMIT 1)`;

type Query = <T>(text: string, params: unknown[]) => Promise<T[]>;

/**
 * A product's variants and pictures as two JSON columns, `variants` and `gallery`, for the product whose id is
 * `productId` (an SQL expression): a batch of ids reads them by itself, a product's detail beside its row.
 */
export const extrasColumns = (productId: string) => `
  COALESCE((SELECT json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size, 'colour', v.colour, 'stock', v.stock,
                                              'pricePaise', v.price_paise, 'salePricePaise', v.sale_price_paise) ORDER BY v.position, v.id)
              FROM product_variants v WHERE v.product_id = ${productId}), '[]') AS variants,
  COALESCE((SELECT json_agg(json_build_object('url', i.url, 'imageVariants', i.image_variants, 'colour', i.colour) ORDER BY i.position)
              FROM product_images i WHERE i.product_id = ${productId}), '[]') AS gallery`;

const EXTRAS_SQL = `SELECT ids.id, ${extrasColumns("ids.id")} FROM unnest($1::uuid[]) AS ids(id)`;

/** Variants and pictures of each product, in one statement. */
export async function productExtras(query: Query, productIds: readonly string[]): Promise<Map<string, ProductExtras>> {
  const rows = await query<{ id: string } & ProductExtras>(EXTRAS_SQL, [productIds]);
  return new Map(rows.map((r) => [r.id, { variants: r.variants, gallery: r.gallery }]));
}

/** The sizes and colours of a set of variants, in display order; '' (one size / one colour) is not an option. */
export function optionsOf(variants: readonly { size: string; colour: string }[]): { sizes: string[]; colours: string[] } {
  const sizes = new Set<string>();
  const colours = new Set<string>();
  for (const v of variants) {
    if (v.size) sizes.add(v.size);
    if (v.colour) colours.add(v.colour);
  }
  return { sizes: [...sizes], colours: [...colours] };
}

/** Variant SKUs of this set that another product's variants already have (checked before writing, to name the entry). */
export async function assertVariantSkusFree(manager: EntityManager, productId: string | null, rows: readonly VariantRow[]): Promise<void> {
  const taken: Array<{ sku: string }> = await manager.query(
    `SELECT sku FROM product_variants WHERE sku = ANY($1::text[]) AND ($2::uuid IS NULL OR product_id <> $2::uuid)`,
    [rows.map((r) => r.sku), productId],
  );
  if (taken.length === 0) return;
  const index = rows.findIndex((r) => r.sku === taken[0]!.sku);
  throw new DomainError("CONFLICT", `Another product already has the SKU ${taken[0]!.sku}`, rows.length === 1 && !rows[0]!.size && !rows[0]!.colour ? "sku" : `variants.${index}.sku`);
}

/** The variants of several products, as one relation of arrays (hash-joined by the unique (product, size, colour) key). */
const NEW_VARIANTS = `unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[])
  AS n(product_id, sku, size, colour, stock, price_paise, sale_price_paise, position)`;

/**
 * Makes each product's variants exactly the given rows, for one product (the admin) or a batch (the import), in a
 * few statements whatever the count: combinations no longer listed go, the others are updated in place (keeping
 * their ids), new ones are added. The triggers keep `products.total_stock` equal to the sum. Returns the ids of the
 * products whose variants changed.
 */
export async function writeVariants(manager: EntityManager, productIds: readonly string[], rows: ReadonlyArray<VariantRow & { productId: string }>): Promise<Set<string>> {
  const arrays = [
    rows.map((r) => r.productId),
    rows.map((r) => r.sku),
    rows.map((r) => r.size),
    rows.map((r) => r.colour),
    rows.map((r) => r.stock),
    rows.map((r) => r.pricePaise),
    rows.map((r) => r.salePricePaise),
    rows.map((r) => r.position),
  ];
  const dropped = await returningRows<{ product_id: string }>(
    manager,
    `DELETE FROM product_variants v WHERE v.product_id = ANY($9::uuid[])
       AND NOT EXISTS (SELECT 1 FROM ${NEW_VARIANTS} WHERE n.product_id = v.product_id AND n.size = v.size AND n.colour = v.colour)
     RETURNING v.product_id`,
    [...arrays, productIds],
  );
  // A SKU may move to another combination of its product (two swapped): rows whose SKU changes take a free
  // placeholder first, so the upsert below never meets a SKU still held by a sibling.
  await manager.query(
    `UPDATE product_variants v SET sku = v.id::text WHERE v.product_id = ANY($9::uuid[])
       AND NOT EXISTS (SELECT 1 FROM ${NEW_VARIANTS} WHERE n.product_id = v.product_id AND n.sku = v.sku AND n.size = v.size AND n.colour = v.colour)`,
    [...arrays, productIds],
  );
  // In product-id order, as every stock writer locks products (orders.service.ts).
  const upserted: Array<{ product_id: string }> = await manager.query(
    `INSERT INTO product_variants AS v (product_id, sku, size, colour, stock, price_paise, sale_price_paise, position)
     SELECT * FROM ${NEW_VARIANTS} ORDER BY 1
     ON CONFLICT ON CONSTRAINT product_variants_option_key DO UPDATE SET
       sku = EXCLUDED.sku, stock = EXCLUDED.stock, price_paise = EXCLUDED.price_paise, sale_price_paise = EXCLUDED.sale_price_paise,
       position = EXCLUDED.position, updated_at = now()
     WHERE (v.sku, v.stock, v.price_paise, v.sale_price_paise, v.position)
           IS DISTINCT FROM (EXCLUDED.sku, EXCLUDED.stock, EXCLUDED.price_paise, EXCLUDED.sale_price_paise, EXCLUDED.position)
     RETURNING v.product_id`,
    arrays,
  );
  return new Set([...dropped, ...upserted].map((r) => r.product_id));
}

/** The admin's write of one product's variant set: its SKUs checked against other products' first, to name the entry. */
export async function replaceVariants(manager: EntityManager, productId: string, rows: readonly VariantRow[]): Promise<void> {
  await assertVariantSkusFree(manager, productId, rows);
  try {
    await writeVariants(
      manager,
      [productId],
      rows.map((r) => ({ ...r, productId })),
    );
  } catch (error) {
    // Another product took one of the SKUs since the check above.
    if (isUniqueViolation(error, "product_variants_sku_key")) throw new DomainError("CONFLICT", "Another product already has one of these SKUs", "variants");
    throw error;
  }
}

/** Makes the product's pictures after the main one exactly `rows`, in order. */
export async function replaceGallery(manager: EntityManager, productId: string, rows: ReadonlyArray<GalleryRow & { imageVariants: ImageVariants | null }>): Promise<void> {
  await manager.query(`DELETE FROM product_images WHERE product_id = $1`, [productId]);
  if (rows.length === 0) return;
  await manager.query(
    `INSERT INTO product_images (product_id, url, image_variants, colour, position)
     SELECT $1, * FROM unnest($2::text[], $3::jsonb[], $4::text[], $5::int[])`,
    [productId, rows.map((r) => r.url), rows.map((r) => (r.imageVariants ? JSON.stringify(r.imageVariants) : null)), rows.map((r) => r.colour), rows.map((r) => r.position)],
  );
}
