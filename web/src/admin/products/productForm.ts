import type { FormControl, FormValues } from "../../common/form";
import { adminTexts } from "../../common/adminTexts";
import type { ProductImageInput, ProductInput, ProductVariantInput } from "../../gql/graphql";

export type ProductField = "title" | "description" | "category" | "brand" | "price" | "salePrice" | "totalStock";
export type ProductFormValues = FormValues<ProductField>;

export interface Option {
  id: string;
  label: string;
}

const f = adminTexts.products.fields;

/** Spec §3 "Product form": the fields in display order; category and brand options come from the server. */
export function productFormControls(
  categories: ReadonlyArray<Option>,
  brands: ReadonlyArray<Option>,
  /** The product has sizes or colours: Total Stock is the variant grid's sum, shown read-only. */
  stockFromVariants = false,
): FormControl<ProductField>[] {
  return [
    { name: "title", label: f.title.label, placeholder: f.title.placeholder, componentType: "input", type: "text" },
    { name: "description", label: f.description.label, placeholder: f.description.placeholder, componentType: "textarea" },
    { name: "category", label: f.category.label, componentType: "select", options: categories },
    { name: "brand", label: f.brand.label, componentType: "select", options: brands },
    { name: "price", label: f.price.label, placeholder: f.price.placeholder, componentType: "input", type: "number", min: 0, step: "any" },
    {
      name: "salePrice",
      label: f.salePrice.label,
      placeholder: f.salePrice.placeholder,
      componentType: "input",
      type: "number",
      min: 0,
      step: "any",
    },
    {
      name: "totalStock",
      label: f.totalStock.label,
      placeholder: f.totalStock.placeholder,
      componentType: "input",
      type: "number",
      min: 0,
      step: 1,
      ...(stockFromVariants ? { readOnly: true, hint: adminTexts.products.totalStockHint } : {}),
    },
  ];
}

export const PRODUCT_FIELDS: ReadonlyArray<ProductField> = [
  "title",
  "description",
  "category",
  "brand",
  "price",
  "salePrice",
  "totalStock",
];

export function emptyProductValues(): ProductFormValues {
  return { title: "", description: "", category: "", brand: "", price: "", salePrice: "", totalStock: "" };
}

/**
 * Spec §5: Add/Edit is enabled only when every field (image, title, description, category, brand, price,
 * salePrice, totalStock) is non-empty. "0" is a value (no sale, out of stock); blanks are not.
 */
export function isProductFormComplete(values: ProductFormValues, image: string | null | undefined): boolean {
  if (!image || !image.trim()) return false;
  return PRODUCT_FIELDS.every((name) => values[name].trim() !== "");
}

/** What the panel sends besides the form's fields, when the product has them (or had them before this edit). */
export interface ProductExtras {
  /** Replaces the variants; the stock is then theirs, so `totalStock` is left out. */
  variants?: ProductVariantInput[];
  /** Replaces the pictures after the main image. */
  gallery?: ProductImageInput[];
  /** The chosen GST row's HSN; "" for the category's default. Left out: unchanged. */
  gstHsn?: string;
  /** A unit's weight and box (issue 42): whole numbers; 0 for the category's default. Left out: unchanged. */
  parcel?: Partial<Record<ParcelField, number>>;
}

export const PARCEL_FIELDS = ["weightGrams", "lengthCm", "breadthCm", "heightCm"] as const;
export type ParcelField = (typeof PARCEL_FIELDS)[number];

/** The form as the API's input: trimmed texts, numbers as numbers, and the variants and pictures when given. */
export function toProductInput(values: ProductFormValues, image: string, extras: ProductExtras = {}): ProductInput {
  const fields = {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    brand: values.brand,
    price: Number(values.price),
    salePrice: Number(values.salePrice),
  };
  return {
    ...fields,
    ...(extras.variants ? { variants: extras.variants } : { totalStock: Number(values.totalStock) }),
    image,
    ...(extras.gallery ? { gallery: extras.gallery } : {}),
    ...(extras.gstHsn !== undefined ? { gstHsn: extras.gstHsn } : {}),
    ...extras.parcel,
  };
}

/** A product's values in the form (edit mode). */
export function productToValues(product: {
  title: string;
  description: string;
  category: string;
  brand: string;
  price: number;
  salePrice: number;
  totalStock: number;
}): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    category: product.category,
    brand: product.brand,
    price: String(product.price),
    salePrice: String(product.salePrice),
    totalStock: String(product.totalStock),
  };
}

export function isProductField(name: string | undefined): name is ProductField {
  return name !== undefined && (PRODUCT_FIELDS as ReadonlyArray<string>).includes(name);
}
