import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { graphql } from "../../gql";

export const CatalogueOptionsDocument = graphql(`
  query ShopCatalogueOptions {
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

/** Until the server answers (or if it cannot), the ids of spec §3 stand in with plain labels. */
export const FALLBACK_OPTIONS = {
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

function labeller(options: ReadonlyArray<OptionItem>) {
  const map = new Map(options.map((o) => [o.id, o.label]));
  return (id: string) => map.get(id) ?? id;
}

/** The category, brand and sort ids and labels the catalogue accepts (one cached query for the whole shop). */
export function useCatalogueOptions(): CatalogueOptionsValue {
  const { data, loading } = useQuery(CatalogueOptionsDocument);
  const options = data?.catalogueOptions;
  return useMemo(() => {
    const categories = options?.categories ?? [...FALLBACK_OPTIONS.categories];
    const brands = options?.brands ?? [...FALLBACK_OPTIONS.brands];
    const sorts = options?.sorts ?? [...FALLBACK_OPTIONS.sorts];
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
