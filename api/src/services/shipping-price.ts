import type { ShippingConfig } from "../config.js";

/**
 * The shop's shipping price (issue 42, docs/shipping.md "Shipping fees"): the one place that decides what shipping
 * costs. `SHIPPING_FEE` (₹, GST included like every price of the shop; 0, the default, ships everything free) is
 * charged once per order, unless the goods come to `FREE_SHIPPING_ABOVE` (₹) or more. The goods are compared AFTER the
 * promotions' discounts (the automatic offer and the coupon) and BEFORE the prepaid discount and the COD fee, so the
 * cart, checkout's two ways of paying and the order agree on it: paying online never makes shipping dearer. The cart,
 * checkout (checkout-steps.ts `price`), the feeds' `shipping` and the structured data's `shippingDetails` all ask here.
 */
export type ShippingFees = Pick<ShippingConfig, "feePaise" | "freeAbovePaise">;

export interface ShippedGoods {
  /** The goods after the promotions' discounts (paise). */
  goodsPaise: number;
  /** Units to ship: nothing to ship costs nothing. */
  units: number;
}

/** What shipping these goods costs, in paise (GST included). */
export function shippingPricePaise(fees: ShippingFees, { goodsPaise, units }: ShippedGoods): number {
  if (units <= 0 || fees.feePaise <= 0) return 0;
  if (fees.freeAbovePaise !== undefined && goodsPaise >= fees.freeAbovePaise) return 0;
  return fees.feePaise;
}

/**
 * How much more the goods must come to for shipping to be free ("Add ₹X more for free shipping"), in paise; null when
 * shipping is free already, costs nothing anyway, or the shop has no threshold.
 */
export function freeShippingShortfallPaise(fees: ShippingFees, goods: ShippedGoods): number | null {
  if (fees.freeAbovePaise === undefined || shippingPricePaise(fees, goods) === 0) return null;
  return fees.freeAbovePaise - goods.goodsPaise;
}
