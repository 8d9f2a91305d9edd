import { useEffect, useRef } from "react";
import { analyticsItem, catalogueLabel, track } from "../../common/analytics";
import { useCatalogueOptions } from "../../common/catalogue";
import { useAddToCart } from "../cart/useAddToCart";
import { lazyProductDetailsDialog } from "./lazyProductDetailsDialog";
import { ProductCard, type CardProduct, type ProductCardProps } from "./ProductCard";
import { ProductGrid, ProductGridItem } from "./ProductGrid";
import { useProductRoute } from "./useProductRoute";
import { hasColours, hasSizes } from "./variants";

export interface ProductCardGridProps {
  products: ReadonlyArray<CardProduct>;
  label: string;
  columns?: 3 | 4;
  /** Where 'Add to cart' is pressed (search has its own stock message, spec §8). */
  source?: "card" | "search";
  /** How many cards (from the first) load their image at once instead of lazily. */
  eagerCount?: number;
  /** The cards' title level: one below the heading the grid sits under. */
  headingLevel?: ProductCardProps["headingLevel"];
  /** The list as analytics names it (GA4's item_list_id and item_list_name): its views and the product chosen from it. */
  list?: { id: string; name: string };
}

/** The shop's product lists, as analytics names them. */
export const PRODUCT_LISTS = {
  listing: { id: "listing", name: "Product listing" },
  featured: { id: "home_featured", name: "Featured products" },
  search: { id: "search_results", name: "Search results" },
} as const;

/** A card's product as GA4's `items` name it, at its place in the list. */
export function cardItem(product: CardProduct, index: number, list?: { id: string; name: string }) {
  return analyticsItem(
    { id: product.id, title: product.title, price: product.price, salePrice: product.salePrice, brand: catalogueLabel("brands", product.brand), category: catalogueLabel("categories", product.category) },
    { index, ...(list ? { item_list_id: list.id, item_list_name: list.name } : {}) },
  );
}

/**
 * Product cards in the grid (home, listing, search): labels from the catalogue options, 'Add to cart', and the
 * product's address (its details dialog, shown by the shop layout) that a card's image or title opens. A product
 * sold in sizes or colours is added from its details, where the shopper picks them: its card's button opens them.
 */
export function ProductCardGrid({ products, label, columns, source = "card", eagerCount = 0, headingLevel, list }: ProductCardGridProps) {
  const { categoryLabel, brandLabel } = useCatalogueOptions();
  const { add, pendingId } = useAddToCart(source);
  const productRoute = useProductRoute();
  const seen = useRef(new Set<string>());

  // The list's products as they come into view (a page, then the next one shown): each once (GA4's view_item_list).
  useEffect(() => {
    if (!list) return;
    const shown = products.map((product, index) => ({ product, index })).filter(({ product }) => !seen.current.has(product.id));
    if (shown.length === 0) return;
    for (const { product } of shown) seen.current.add(product.id);
    track("view_item_list", { item_list_id: list.id, item_list_name: list.name, items: shown.map(({ product, index }) => cardItem(product, index, list)) });
  }, [products, list]);

  function open(product: CardProduct, index: number) {
    if (list) track("select_item", { item_list_id: list.id, item_list_name: list.name, items: [cardItem(product, index, list)] });
    productRoute.open(product.slug);
  }

  function addFromCard(product: CardProduct) {
    if (hasSizes(product) || hasColours(product)) productRoute.open(product.slug);
    else void add(product);
  }

  return (
    <ProductGrid columns={columns} label={label}>
      {products.map((product, i) => (
        <ProductGridItem key={product.id}>
          <ProductCard
            product={product}
            categoryLabel={categoryLabel(product.category)}
            brandLabel={brandLabel(product.brand)}
            onOpen={() => open(product, i)}
            onIntent={lazyProductDetailsDialog.preload}
            onAdd={addFromCard}
            adding={pendingId === product.id}
            eager={i < eagerCount}
            headingLevel={headingLevel}
          />
        </ProductGridItem>
      ))}
    </ProductGrid>
  );
}
