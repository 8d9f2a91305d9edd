/**
 * What a product may be: the rules an admin's form, the GraphQL and REST product mutations and the catalogue
 * import all apply, in one place. Prices are rupees here; the services turn them into paise.
 */
import { z } from "zod";
import { DomainError } from "../../lib/errors.js";
import { LOCAL_MEDIA_URL_PREFIX } from "../media/index.js";
import { BRAND_OPTIONS, CATEGORY_OPTIONS, isBrand, isCategory } from "./options.js";

const list = (values: readonly string[]) => values.join(", ");

export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

export const productFields = {
  sku: z
    .string({ error: "SKU must be text" })
    .trim()
    .min(1, "SKU must not be blank")
    .max(64, "SKU must be at most 64 characters")
    .regex(SKU_PATTERN, "SKU may contain only letters, digits, dots, dashes, slashes and underscores, and must start with a letter or digit"),
  title: z
    .string({ error: "Title must be text" })
    .trim()
    .min(1, "Title must not be blank")
    .max(120, "Title must be at most 120 characters"),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .min(1, "Description must not be blank")
    .max(2000, "Description must be at most 2000 characters"),
  category: z.string({ error: "Category must be text" }).refine(isCategory, `Category must be one of: ${list(CATEGORY_OPTIONS.map((o) => o.id))}`),
  brand: z.string({ error: "Brand must be text" }).refine(isBrand, `Brand must be one of: ${list(BRAND_OPTIONS.map((o) => o.id))}`),
  price: z.number({ error: "Price must be a number" }).gt(0, "Price must be more than 0"),
  salePrice: z.number({ error: "Sale price must be a number" }).min(0, "Sale price must be 0 (no sale) or more"),
  totalStock: z
    .number({ error: "Total stock must be a number" })
    .int("Total stock must be a whole number")
    .min(0, "Total stock must be 0 or more")
    .max(1_000_000_000, "Total stock is too large"),
  image: z
    .string({ error: "Image must be text" })
    .trim()
    .min(1, "Image must not be blank: upload an image first")
    .max(2048, "Image URL is too long")
    .refine(isImageUrl, `Image must be an uploaded image (${LOCAL_MEDIA_URL_PREFIX}/…) or an http(s) URL`),
};

/** A path under the media prefix, or an absolute http(s) URL; nothing else (no javascript:, data:, spaces). */
function isImageUrl(value: string): boolean {
  if (/[\s\p{Cc}"'<>\\]/u.test(value)) return false;
  if (value.startsWith(`${LOCAL_MEDIA_URL_PREFIX}/`)) return !value.split(/[/?#]/).some((s) => s === ".." || s === ".");
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A unit's packed weight and box (issue 42): whole grams and cm; null: the category's default (0 too, in an update). */
const parcelField = (label: string, max: number) =>
  z.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`).min(0, `${label} cannot be negative`).max(max, `${label} must be at most ${max}`).nullish();
export const parcelFields = {
  weightGrams: parcelField("Weight (g)", 30_000),
  lengthCm: parcelField("Length (cm)", 200),
  breadthCm: parcelField("Breadth (cm)", 200),
  heightCm: parcelField("Height (cm)", 200),
};

/**
 * A new product from an admin: the SKU is optional (one is made when missing); the stock is `totalStock` for a
 * product without options, or each variant's (variants.ts checks the variant set and the gallery).
 */
export const createProductInput = z.object({
  ...productFields,
  sku: productFields.sku.optional(),
  salePrice: productFields.salePrice.default(0),
  totalStock: productFields.totalStock.nullish(),
  variants: z.array(z.unknown(), { error: "Variants must be a list" }).nullish(),
  gallery: z.array(z.unknown(), { error: "Gallery must be a list" }).nullish(),
  // Checked against the GST table in the transaction (tax's checkedProductHsn): empty or left out is the category's.
  gstHsn: z.string({ error: "HSN code must be text" }).nullish(),
  ...parcelFields,
});

/** The product fields of a catalogue import's line (its stock is its variant's: variants.ts). */
export const importedProductInput = z.object({ ...productFields, totalStock: productFields.totalStock.optional(), salePrice: productFields.salePrice.default(0) });

/** A partial update: a missing or null field keeps its value. */
export const updateProductInput = z.object({
  sku: productFields.sku.nullish(),
  title: productFields.title.nullish(),
  description: productFields.description.nullish(),
  category: productFields.category.nullish(),
  brand: productFields.brand.nullish(),
  price: productFields.price.nullish(),
  salePrice: productFields.salePrice.nullish(),
  totalStock: productFields.totalStock.nullish(),
  image: productFields.image.nullish(),
  variants: z.array(z.unknown(), { error: "Variants must be a list" }).nullish(),
  gallery: z.array(z.unknown(), { error: "Gallery must be a list" }).nullish(),
  /** "" goes back to the category's default row; null or left out keeps the product's. */
  gstHsn: z.string({ error: "HSN code must be text" }).nullish(),
  ...parcelFields,
});

/** The sale price must be 0 or below the price; a BAD_USER_INPUT naming the sale price otherwise. */
export function checkedPrices(pricePaise: number, salePricePaise: number): { pricePaise: number; salePricePaise: number } {
  if (salePricePaise > 0 && salePricePaise >= pricePaise) {
    throw new DomainError("BAD_USER_INPUT", "Sale price must be below the price (or 0 for no sale)", "salePrice");
  }
  return { pricePaise, salePricePaise };
}
