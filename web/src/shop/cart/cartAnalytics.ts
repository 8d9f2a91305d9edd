import { analyticsItem, itemsValue, variantLabel } from "../../common/analytics";
import type { CartLineData } from "./useCart";

/** A cart line as GA4's `items` name it: the product, its size and colour, the price one costs and how many. */
export function cartLineItem(line: CartLineData, quantity = line.quantity): Record<string, unknown> {
  return analyticsItem({ id: line.productId, title: line.title, price: line.price, salePrice: line.salePrice, variant: variantLabel(line), quantity });
}

/** The cart as GA4's cart and checkout events carry it (view_cart, begin_checkout, add_shipping_info, add_payment_info). */
export function cartParams(cart: { lines: ReadonlyArray<CartLineData>; appliedCoupon?: { code?: string | null } | null } | null | undefined): Record<string, unknown> {
  const items = (cart?.lines ?? []).map((line) => cartLineItem(line));
  const coupon = cart?.appliedCoupon?.code;
  return { ...itemsValue(items), ...(coupon ? { coupon } : {}), items };
}
