import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { analyticsItem, catalogueLabel, itemsValue, track, variantLabel } from "../../common/analytics";
import { errorCode, serverMessage } from "../../common/errors";
import { texts } from "../../common/texts";
import { useShopToast } from "../common/toast";
import { AddToCartDocument } from "./documents";
import { checkAddFromSearch, checkAddOne, quantityInCart, type VariantKey } from "./limits";
import { useCart } from "./useCart";

const t = texts.shop.toasts;

export interface AddableProduct {
  id: string;
  title: string;
  totalStock: number;
  /** Rupees, and the catalogue's ids: what analytics says of the product added (GA4's add_to_cart). */
  price?: number;
  salePrice?: number;
  brand?: string;
  category?: string;
}

/** The size and colour the details dialog names, with that variant's stock (and its prices, in rupees). */
export interface AddableVariant extends VariantKey {
  stock: number;
  price?: number;
  salePrice?: number;
}

/** GA4's add_to_cart of one unit of a product (and its chosen size and colour). */
function trackAdded(product: AddableProduct, variant?: AddableVariant) {
  if (product.price === undefined) return;
  const item = analyticsItem({
    id: product.id,
    title: product.title,
    price: variant?.price ?? product.price,
    salePrice: variant?.salePrice ?? product.salePrice ?? 0,
    brand: product.brand ? catalogueLabel("brands", product.brand) : undefined,
    category: product.category ? catalogueLabel("categories", product.category) : undefined,
    variant: variant ? variantLabel(variant) : null,
  });
  track("add_to_cart", { ...itemsValue([item]), items: [item] });
}

/**
 * Add one of a product to the cart (spec §5, §8). From a card or the details dialog: when the cart already
 * holds it and one more would exceed the stock, warn 'Only {remaining} more can be added'; from search:
 * 'only {n} quantity can be added.'. Otherwise call addToCart (its answer replaces the cached cart) and toast.
 * A refusal by the server (OUT_OF_STOCK…) shows the server's message and re-reads the cart. Given a variant
 * (the dialog's size and colour), the limit is that variant's stock and its line's quantity.
 */
export function useAddToCart(source: "card" | "search" = "card") {
  const { cart, refetch } = useCart();
  const [addToCart] = useMutation(AddToCartDocument);
  const toast = useShopToast();
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function add(product: AddableProduct, variant?: AddableVariant): Promise<void> {
    if (pendingId) return;
    const inCart = quantityInCart(cart?.lines, product.id, variant);
    const stock = variant ? variant.stock : product.totalStock;
    if (source === "search") {
      const check = checkAddFromSearch(stock, inCart);
      if (!check.ok) {
        toast.warning(t.onlyQuantityFromSearch(check.limit));
        return;
      }
    } else {
      const check = checkAddOne(stock, inCart);
      if (!check.ok) {
        toast.warning(t.onlyMoreCanBeAdded(check.remaining));
        return;
      }
    }
    setPendingId(product.id);
    try {
      const choice = variant ? { size: variant.size, colour: variant.colour } : {};
      await addToCart({ variables: { input: { productId: product.id, quantity: 1, ...choice } } });
      trackAdded(product, variant);
      if (source === "search") toast.success(t.addedFromSearch, t.addedToCartDescription(product.title));
      else toast.success(t.addedToCart, t.addedToCartDescription(product.title));
    } catch (error) {
      if (errorCode(error) === "OUT_OF_STOCK") toast.warning(serverMessage(error));
      else toast.error(serverMessage(error));
      void refetch().catch(() => undefined);
    } finally {
      setPendingId(null);
    }
  }

  /** The cart already holds all the stock of this product (or of this size and colour): one more cannot be added (spec §5). */
  function isAtLimit(product: AddableProduct, variant?: AddableVariant): boolean {
    return !checkAddOne(variant ? variant.stock : product.totalStock, quantityInCart(cart?.lines, product.id, variant)).ok;
  }

  return { add, pendingId, isAtLimit };
}
