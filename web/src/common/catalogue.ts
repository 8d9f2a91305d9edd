import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { graphql } from "../gql";

export const CatalogueOptionsDocument = graphql(`
  query CatalogueOptions {
    catalogueOptions {
      categories {
        id
        label
      }
      brands {
        id
        label
      }
      sorts {
        id
        label
      }
    }
  }
`);

export interface OptionItem {
  id: string;
  label: string;
}

export interface CatalogueOptionsValue {
  categories: OptionItem[];
  brands: OptionItem[];
  sorts: OptionItem[];
  categoryLabel: (id: string) => string;
  brandLabel: (id: string) => string;
  loading: boolean;
}

/**
 * The web app's one copy of the spec §3 ids (menu, tiles, filters, product form), in the spec's order. The labels
 * shown come from the server (`catalogueOptions`); until it answers (or if it cannot) these plain labels stand in.
 */
export const SPEC_OPTIONS = {
  categories: [
    { id: "men", label: "Men" },
    { id: "women", label: "Women" },
    { id: "kids", label: "Kids" },
    { id: "accessories", label: "Accessories" },
    { id: "footwear", label: "Footwear" },
  ],
  brands: [
    { id: "nike", label: "Nike" },
    { id: "adidas", label: "Adidas" },
    { id: "puma", label: "Puma" },
    { id: "levi", label: "Levi's" },
    { id: "zara", label: "Zara" },
    { id: "h&m", label: "H&M" },
  ],
  sorts: [
    { id: "price-lowtohigh", label: "Price: Low to High" },
    { id: "price-hightolow", label: "Price: High to Low" },
    { id: "title-atoz", label: "Title: A to Z" },
    { id: "title-ztoa", label: "Title: Z to A" },
  ],
} as const satisfies Record<string, OptionItem[]>;

export type CategoryId = (typeof SPEC_OPTIONS.categories)[number]["id"];
export type BrandId = (typeof SPEC_OPTIONS.brands)[number]["id"];
export const CATEGORY_IDS: ReadonlyArray<CategoryId> = SPEC_OPTIONS.categories.map((o) => o.id);
export const BRAND_IDS: ReadonlyArray<BrandId> = SPEC_OPTIONS.brands.map((o) => o.id);

function labeller(options: ReadonlyArray<OptionItem>) {
  const map = new Map(options.map((o) => [o.id, o.label]));
  return (id: string) => map.get(id) ?? id;
}

/** The category, brand and sort ids and labels the catalogue accepts (one cached query for the shop and the admin product form). */
export function useCatalogueOptions(): CatalogueOptionsValue {
  const { data, loading } = useQuery(CatalogueOptionsDocument);
  const options = data?.catalogueOptions;
  return useMemo(() => {
    const categories = options?.categories ?? [...SPEC_OPTIONS.categories];
    const brands = options?.brands ?? [...SPEC_OPTIONS.brands];
    const sorts = options?.sorts ?? [...SPEC_OPTIONS.sorts];
    return {
      categories,
      brands,
      sorts,
      categoryLabel: labeller(categories),
      brandLabel: labeller(brands),
      loading,
    };
  }, [options, loading]);
}
