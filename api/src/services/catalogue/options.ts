/**
 * The catalogue's vocabularies — category, brand and sort ids with the labels shoppers read — in one place.
 * The entity owns the id lists (its CHECK constraints use them); labels sit beside them here.
 */
import { BRANDS, CATEGORIES, type Brand, type Category } from "../../entities/product.entity.js";

export interface Option<Id extends string = string> {
  id: Id;
  label: string;
}

const CATEGORY_LABELS: Record<Category, string> = {
  men: "Men",
  women: "Women",
  kids: "Kids",
  accessories: "Accessories",
  footwear: "Footwear",
};

const BRAND_LABELS: Record<Brand, string> = {
  nike: "Nike",
  adidas: "Adidas",
  puma: "Puma",
  levi: "Levi's",
  zara: "Zara",
  "h&m": "H&M",
};

export const SORTS = ["price-lowtohigh", "price-hightolow", "title-atoz", "title-ztoa"] as const;
export type SortId = (typeof SORTS)[number];
export const DEFAULT_SORT: SortId = "price-lowtohigh";

const SORT_LABELS: Record<SortId, string> = {
  "price-lowtohigh": "Price: Low to High",
  "price-hightolow": "Price: High to Low",
  "title-atoz": "Title: A to Z",
  "title-ztoa": "Title: Z to A",
};

export const CATEGORY_OPTIONS: readonly Option<Category>[] = CATEGORIES.map((id) => ({ id, label: CATEGORY_LABELS[id] }));
export const BRAND_OPTIONS: readonly Option<Brand>[] = BRANDS.map((id) => ({ id, label: BRAND_LABELS[id] }));
export const SORT_OPTIONS: readonly Option<SortId>[] = SORTS.map((id) => ({ id, label: SORT_LABELS[id] }));

export const CATALOGUE_OPTIONS = { categories: CATEGORY_OPTIONS, brands: BRAND_OPTIONS, sorts: SORT_OPTIONS } as const;

export const isCategory = (value: unknown): value is Category => (CATEGORIES as readonly unknown[]).includes(value);
export const isBrand = (value: unknown): value is Brand => (BRANDS as readonly unknown[]).includes(value);
export const isSort = (value: unknown): value is SortId => (SORTS as readonly unknown[]).includes(value);
