import type { FormControl, FormValues } from "../../common/form";
import { adminTexts } from "../../common/adminTexts";
import type { ProductInput } from "../../gql/graphql";

export type ProductField = "title" | "description" | "category" | "brand" | "price" | "salePrice" | "totalStock";
export type ProductFormValues = FormValues<ProductField>;

export interface Option {
  id: string;
  label: string;
}

const f = adminTexts.products.fields;

/** Spec §3 "Product form": the fields in display order; category and brand options come from the server. */
export function productFormControls(categories: ReadonlyArray<Option>, brands: ReadonlyArray<Option>): FormControl<ProductField>[] {
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
    { name: "totalStock", label: f.totalStock.label, placeholder: f.totalStock.placeholder, componentType: "input", type: "number", min: 0, step: 1 },
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

/** The form as the API's input: trimmed texts, numbers as numbers. */
export function toProductInput(values: ProductFormValues, image: string): ProductInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    brand: values.brand,
    price: Number(values.price),
    salePrice: Number(values.salePrice),
    totalStock: Number(values.totalStock),
    image,
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
