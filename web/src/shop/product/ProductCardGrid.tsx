import { useState } from "react";
import { useCatalogueOptions } from "../../common/catalogue";
import { useAddToCart } from "../cart/useAddToCart";
import { ProductCard, type CardProduct, type ProductCardProps } from "./ProductCard";
import { deferredComponent, WhenOpened } from "../common/deferred";
import { ProductGrid, ProductGridItem } from "./ProductGrid";

/** The details dialog's code, loaded when a shopper first opens a product (or points at one). */
const detailsDialog = deferredComponent(() => import("./ProductDetailsDialog"), (m) => m.ProductDetailsDialog);

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
}

/**
 * Product cards in the grid (home, listing, search): labels from the catalogue options, 'Add to cart' and the
 * details dialog that a card's image or title opens.
 */
export function ProductCardGrid({ products, label, columns, source = "card", eagerCount = 0, headingLevel }: ProductCardGridProps) {
  const { categoryLabel, brandLabel } = useCatalogueOptions();
  const { add, pendingId } = useAddToCart(source);
  const [detailsId, setDetailsId] = useState<string | null>(null);

  return (
    <>
      <ProductGrid columns={columns} label={label}>
        {products.map((product, i) => (
          <ProductGridItem key={product.id}>
            <ProductCard
              product={product}
              categoryLabel={categoryLabel(product.category)}
              brandLabel={brandLabel(product.brand)}
              onOpen={setDetailsId}
              onIntent={detailsDialog.preload}
              onAdd={(p) => void add(p)}
              adding={pendingId === product.id}
              eager={i < eagerCount}
              headingLevel={headingLevel}
            />
          </ProductGridItem>
        ))}
      </ProductGrid>
      <WhenOpened open={detailsId !== null}>
        <detailsDialog.Component productId={detailsId} onClose={() => setDetailsId(null)} />
      </WhenOpened>
    </>
  );
}
