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
}

/**
 * Product cards in the grid (home, listing, search): labels from the catalogue options, 'Add to cart', and the
 * product's address (its details dialog, shown by the shop layout) that a card's image or title opens. A product
 * sold in sizes or colours is added from its details, where the shopper picks them: its card's button opens them.
 */
export function ProductCardGrid({ products, label, columns, source = "card", eagerCount = 0, headingLevel }: ProductCardGridProps) {
  const { categoryLabel, brandLabel } = useCatalogueOptions();
  const { add, pendingId } = useAddToCart(source);
  const productRoute = useProductRoute();

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
            onOpen={() => productRoute.open(product.slug)}
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
