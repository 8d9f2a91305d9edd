/**
 * The product panel's sizes, colours and variant grid as plain data: the combinations the grid shows, the checks
 * that mirror the server's (schema.graphql, ProductVariantInput), and the grid as the API's `variants` input.
 */
import { adminTexts } from "../../common/adminTexts";
import type { AdminProductDetailsFieldsFragment, ProductVariantInput } from "../../gql/graphql";

const e = adminTexts.products.variants.errors;

/** The presets an admin can pick sizes from: letter sizes, numeric (UK) shoe sizes, kids' ages. */
export const SIZE_PRESETS = {
  clothing: ["XS", "S", "M", "L", "XL", "XXL", "XXXL"],
  shoes: ["6", "7", "8", "9", "10", "11"],
  kids: ["2-3Y", "4-5Y", "6-7Y", "8-9Y", "10-11Y", "12-13Y"],
} as const;

/** The longest size and colour names the server takes. */
export const MAX_SIZE_LENGTH = 20;
export const MAX_COLOUR_LENGTH = 40;

export interface ProductOptionValues {
  sizes: ReadonlyArray<string>;
  colours: ReadonlyArray<string>;
}

export const NO_OPTIONS: ProductOptionValues = { sizes: [], colours: [] };

export function hasOptions(options: ProductOptionValues): boolean {
  return options.sizes.length > 0 || options.colours.length > 0;
}

/** One size × colour combination the grid shows (size or colour null when the product has none of them). */
export interface Combination {
  key: string;
  size: string | null;
  colour: string | null;
  /** "M / Indigo", "M", or "Indigo": how the grid and its labels name the row. */
  name: string;
}

export function combinationKey(size: string | null, colour: string | null): string {
  return JSON.stringify([size, colour]);
}

/** Every combination of the options, sizes first (in their order), then colours: the grid's rows. */
export function combinations(options: ProductOptionValues): Combination[] {
  if (!hasOptions(options)) return [];
  const sizes = options.sizes.length ? options.sizes : [null];
  const colours = options.colours.length ? options.colours : [null];
  return sizes.flatMap((size) =>
    colours.map((colour) => ({
      key: combinationKey(size, colour),
      size,
      colour,
      name: [size, colour].filter((part) => part !== null).join(" / "),
    })),
  );
}

/** A grid row as typed: texts, so a half-typed number stays as the admin wrote it. */
export interface VariantRow {
  /** False: the combination is not sold (no variant is sent for it). */
  sold: boolean;
  sku: string;
  stock: string;
  price: string;
  salePrice: string;
}

export type VariantCell = "sku" | "stock" | "price" | "salePrice";

/** Rows by combination key; a combination without an entry is a new, sold row with nothing typed yet. */
export type VariantRows = Readonly<Record<string, VariantRow>>;

export const NEW_ROW: VariantRow = { sold: true, sku: "", stock: "", price: "", salePrice: "" };

export function rowOf(rows: VariantRows, key: string): VariantRow {
  return rows[key] ?? NEW_ROW;
}

/** The sold rows of the grid, in its order. */
export function soldCombinations(options: ProductOptionValues, rows: VariantRows): Combination[] {
  return combinations(options).filter((combination) => rowOf(rows, combination.key).sold);
}

const WHOLE_NUMBER = /^\d+$/;
const RUPEES = /^\d+(\.\d{1,2})?$/;
/** The server's SKU rule (api: SKU_PATTERN, at most 64). */
const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;

function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : undefined;
}

/** The total stock the read-only Total Stock field shows: the sum over the sold rows (blank or invalid count 0). */
export function stockSum(options: ProductOptionValues, rows: VariantRows): number {
  return soldCombinations(options, rows).reduce((sum, { key }) => sum + (wholeNumber(rowOf(rows, key).stock) ?? 0), 0);
}

/** Sets the stock of every sold row (the "Set stock for all" action). */
export function withStockForAll(options: ProductOptionValues, rows: VariantRows, stock: string): VariantRows {
  const next: Record<string, VariantRow> = { ...rows };
  for (const { key } of soldCombinations(options, rows)) next[key] = { ...rowOf(rows, key), stock };
  return next;
}

export type CellErrors = Partial<Record<VariantCell, string>>;

export interface GridCheck {
  /** Messages per row key and cell, for what the admin typed. */
  cells: Record<string, CellErrors>;
  /** A message about the grid as a whole (nothing sold). */
  grid?: string;
  /** Every sold row has its stock typed and nothing is wrong: the grid can be sent. */
  ready: boolean;
}

/**
 * The server's rules for variants, checked as the admin types: stock a whole number 0 or more, a price override
 * above 0 with at most 2 decimals, a sale price only with a price and below it (0 for none), SKUs in the server's
 * alphabet and unique within the grid (exactly, as the server compares them). A blank stock is not an
 * error yet, only not ready (like the spec's empty fields: the button stays disabled).
 */
export function checkGrid(options: ProductOptionValues, rows: VariantRows): GridCheck {
  const sold = soldCombinations(options, rows);
  const cells: Record<string, CellErrors> = {};
  const skuRows = new Map<string, string[]>();
  let complete = true;
  for (const { key } of sold) {
    const row = rowOf(rows, key);
    const errors: CellErrors = {};
    if (row.stock.trim() === "") complete = false;
    else if (wholeNumber(row.stock) === undefined) errors.stock = e.stock;
    const price = row.price.trim();
    const salePrice = row.salePrice.trim();
    if (price && (!RUPEES.test(price) || Number(price) <= 0)) errors.price = e.price;
    if (salePrice) {
      if (!RUPEES.test(salePrice)) errors.salePrice = e.salePrice;
      else if (!price) errors.salePrice = e.saleNeedsPrice;
      else if (Number(salePrice) > 0 && !errors.price && Number(salePrice) >= Number(price)) errors.salePrice = e.salePrice;
    }
    const sku = row.sku.trim();
    if (sku) {
      if (!SKU.test(sku)) errors.sku = e.skuFormat;
      skuRows.set(sku, [...(skuRows.get(sku) ?? []), key]);
    }
    if (Object.keys(errors).length) cells[key] = errors;
  }
  for (const keys of skuRows.values()) {
    if (keys.length < 2) continue;
    for (const key of keys) cells[key] = { ...cells[key], sku: cells[key]?.sku ?? e.skuDuplicate };
  }
  const grid = hasOptions(options) && sold.length === 0 ? e.noneSold : undefined;
  return { cells, grid, ready: complete && !grid && Object.keys(cells).length === 0 };
}

function rupeesOrUndefined(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}

/**
 * The grid as the API's `variants` (sold rows, in grid order) and, at the same index, the row each came from:
 * the server names a variant by its index ("variants.3.sku").
 */
export function toVariantInputs(options: ProductOptionValues, rows: VariantRows): { variants: ProductVariantInput[]; keys: string[] } {
  const sold = soldCombinations(options, rows);
  const variants = sold.map(({ key, size, colour }) => {
    const row = rowOf(rows, key);
    const input: ProductVariantInput = { stock: Number(row.stock.trim()) };
    if (row.sku.trim()) input.sku = row.sku.trim();
    if (size !== null) input.size = size;
    if (colour !== null) input.colour = colour;
    const price = rupeesOrUndefined(row.price);
    const salePrice = rupeesOrUndefined(row.salePrice);
    if (price !== undefined) input.price = price;
    if (salePrice !== undefined) input.salePrice = salePrice;
    return input;
  });
  return { variants, keys: sold.map(({ key }) => key) };
}

type ProductVariants = AdminProductDetailsFieldsFragment["variants"];

/**
 * A product's options and variants as the grid (edit mode): the combinations it sells with their SKU, stock and
 * own prices; the others switched off. A product without options gives an empty grid.
 */
export function gridOfProduct(options: ProductOptionValues, variants: ProductVariants): { options: ProductOptionValues; rows: VariantRows } {
  if (!hasOptions(options)) return { options: NO_OPTIONS, rows: {} };
  const rows: Record<string, VariantRow> = {};
  for (const { key } of combinations(options)) rows[key] = { ...NEW_ROW, sold: false };
  for (const variant of variants) {
    rows[combinationKey(variant.size ?? null, variant.colour ?? null)] = {
      sold: true,
      sku: variant.sku,
      stock: String(variant.stock),
      price: variant.ownPrice ? String(variant.price) : "",
      salePrice: variant.ownPrice && variant.salePrice > 0 ? String(variant.salePrice) : "",
    };
  }
  return { options: { sizes: [...options.sizes], colours: [...options.colours] }, rows };
}

/** Adds a value to a list of option values unless it is there already (case-insensitive); blanks are ignored. */
export function withValue(values: ReadonlyArray<string>, value: string): ReadonlyArray<string> {
  const trimmed = value.trim().replace(/\s+/g, " ");
  if (!trimmed || values.some((existing) => existing.toLowerCase() === trimmed.toLowerCase())) return values;
  return [...values, trimmed];
}
