/**
 * What a product's sizes, colours, variants and pictures may be: the rules the admin's product mutations and the
 * catalogue import both apply, in one place, and the shop's order of sizes. Prices are rupees in, paise out.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { DomainError } from "../../lib/errors.js";
import { parseRupees } from "../../lib/money.js";
import { effectivePricePaise } from "./prices.js";
import { productFields } from "./product-input.js";

export const MAX_VARIANTS = 100;
export const MAX_GALLERY_IMAGES = 20;

/** Letter sizes in the shop's order; numeric sizes (shoes, kids' ages, waists) follow, ascending. */
const LETTER_SIZES = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"];
const SIZE_ALIASES: Record<string, string> = { "2XL": "XXL", "3XL": "XXXL", "2XS": "XXS" };

function sizeKey(size: string): [number, number, string] {
  const upper = size.toUpperCase();
  const letter = LETTER_SIZES.indexOf(SIZE_ALIASES[upper] ?? upper);
  if (letter >= 0) return [0, letter, ""];
  const numeric = /^\d+(\.\d+)?/.exec(size);
  if (numeric) return [1, Number(numeric[0]), size];
  return [2, 0, size.toLowerCase()];
}

/** Sorts sizes as a shopper expects: XS, S, M … XXXL, then 6, 7, 8 … (and "2-3Y" by its first number), then the rest A–Z. */
export function compareSizes(a: string, b: string): number {
  const [ga, na, ta] = sizeKey(a);
  const [gb, nb, tb] = sizeKey(b);
  return ga - gb || na - nb || (ta < tb ? -1 : ta > tb ? 1 : 0);
}

/** Lower-case letters, digits and single dashes (the migration's `slugSql` does the same in SQL). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A new product's address: its title and SKU, unique because the SKU is. */
export function productSlug(title: string, sku: string): string {
  return `${slugify(title).slice(0, 80).replace(/-+$/, "")}-${slugify(sku)}`;
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const slugField = z
  .string({ error: "Slug must be text" })
  .trim()
  .max(120, "Slug must be at most 120 characters")
  .regex(SLUG_PATTERN, "Slug may contain only lower-case letters, digits and single dashes");

/** A SKU for a product or variant whose admin gave none: unique by construction (random), readable on a label. */
export function newSku(): string {
  return `SUT-${randomBytes(6).toString("hex").toUpperCase()}`;
}

const optionValue = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !/[,|]/.test(v), `${label} must not contain commas or bars`)
    .nullish()
    .transform((v) => v ?? "");

const variantInput = z.object({
  sku: productFields.sku.nullish(),
  size: optionValue("Size", 20),
  colour: optionValue("Colour", 40),
  stock: z
    .number({ error: "Stock must be a number" })
    .int("Stock must be a whole number")
    .min(0, "Stock must be 0 or more")
    .max(1_000_000_000, "Stock is too large"),
  price: productFields.price.nullish(),
  salePrice: productFields.salePrice.nullish(),
});

export const variantsInput = z.array(variantInput).min(1, "A product needs at least one variant").max(MAX_VARIANTS, `A product can have at most ${MAX_VARIANTS} variants`);

const galleryImageInput = z.object({ url: productFields.image, colour: optionValue("Colour", 40) });
export const galleryInput = z.array(galleryImageInput).max(MAX_GALLERY_IMAGES, `A product can have at most ${MAX_GALLERY_IMAGES} pictures besides the main one`);

/** A variant as stored; '' for "one size" / "one colour", null prices for "the product's". */
export interface VariantRow {
  sku: string;
  size: string;
  colour: string;
  stock: number;
  pricePaise: number | null;
  salePricePaise: number | null;
  position: number;
}

export interface GalleryRow {
  url: string;
  colour: string;
  position: number;
}

/**
 * The variant set a product will have, checked as a whole: sizes and colours used by all variants or none, no
 * combination or SKU twice, a sale price only with an own price and below it. Errors name the entry
 * (`variants.3.stock`). Sorted into display order: sizes in the shop's order, colours in the order first given.
 */
export function checkedVariants(variants: z.output<typeof variantsInput>, makeSku: () => string = newSku): VariantRow[] {
  const fail = (index: number, field: string, message: string): never => {
    throw new DomainError("BAD_USER_INPUT", message, `variants.${index}.${field}`);
  };
  const sized = variants[0]!.size !== "";
  const coloured = variants[0]!.colour !== "";
  const combinations = new Set<string>();
  const skus = new Set<string>();
  const rows = variants.map((v, index) => {
    if ((v.size !== "") !== sized) fail(index, "size", sized ? "Every variant needs a size, as the first one has" : "No variant may have a size, as the first one has none");
    if ((v.colour !== "") !== coloured) fail(index, "colour", coloured ? "Every variant needs a colour, as the first one has" : "No variant may have a colour, as the first one has none");
    const combination = `${v.size.toLowerCase()}|${v.colour.toLowerCase()}`;
    if (combinations.has(combination)) fail(index, sized ? "size" : "colour", `${[v.size, v.colour].filter(Boolean).join(" / ") || "This variant"} is listed twice`);
    combinations.add(combination);
    if (v.sku && skus.has(v.sku)) fail(index, "sku", `Another variant already has the SKU ${v.sku}`);
    if (v.sku) skus.add(v.sku);
    if (v.salePrice != null && v.price == null) fail(index, "salePrice", "Give the variant's own price with its sale price");
    const pricePaise = v.price == null ? null : parseRupees(v.price, `variants.${index}.price`);
    const salePricePaise = v.salePrice == null ? (pricePaise === null ? null : 0) : parseRupees(v.salePrice, `variants.${index}.salePrice`);
    if (pricePaise !== null && salePricePaise! > 0 && salePricePaise! >= pricePaise) fail(index, "salePrice", "Sale price must be below the price (or 0 for no sale)");
    return { index, sku: v.sku ?? "", size: v.size, colour: v.colour, stock: v.stock, pricePaise, salePricePaise };
  });
  if (rows.length === 1 && !sized && !coloured && rows[0]!.pricePaise !== null) fail(0, "price", "A product without sizes or colours has the product's price");
  const colourOrder = new Map<string, number>();
  for (const r of rows) if (!colourOrder.has(r.colour)) colourOrder.set(r.colour, colourOrder.size);
  rows.sort((a, b) => compareSizes(a.size, b.size) || colourOrder.get(a.colour)! - colourOrder.get(b.colour)! || a.index - b.index);
  return rows.map(({ index: _index, ...row }, position) => ({ ...row, sku: row.sku || makeSku(), position }));
}

/** The pictures after the main one, in order; a picture's colour must be one the product is sold in. */
export function checkedGallery(images: z.output<typeof galleryInput>, colours: ReadonlySet<string>): GalleryRow[] {
  const byColour = new Map([...colours].map((c) => [c.toLowerCase(), c]));
  return images.map((image, position) => {
    if (image.colour === "") return { url: image.url, colour: "", position };
    const colour = byColour.get(image.colour.toLowerCase());
    if (!colour) throw new DomainError("BAD_USER_INPUT", `${image.colour} is not one of the product's colours`, `gallery.${position}.colour`);
    return { url: image.url, colour, position };
  });
}

/** The one variant of a product without sizes and colours: the product's SKU and stock. */
export function singleVariant(sku: string, stock: number): VariantRow {
  return { sku, size: "", colour: "", stock, pricePaise: null, salePricePaise: null, position: 0 };
}

/** What one unit of a variant sells for: its own price pair when it has one, the product's otherwise. */
export function variantPrices(
  product: { pricePaise: number; salePricePaise: number },
  variant: { pricePaise: number | null; salePricePaise: number | null },
): { pricePaise: number; salePricePaise: number; effectivePaise: number } {
  const prices = variant.pricePaise === null ? product : { pricePaise: variant.pricePaise, salePricePaise: variant.salePricePaise ?? 0 };
  return { ...prices, effectivePaise: effectivePricePaise(prices) };
}
