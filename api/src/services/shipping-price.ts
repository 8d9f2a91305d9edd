/**
 * The shop's shipping price: what shipping an order (or one item, as the shopping feeds and the product pages' offers
 * ask) of this value costs, in paise. Shipping is free on every order today (spec §9), so this answers 0; the courier
 * integration (issue 42: SHIPPING_FEE and FREE_SHIPPING_ABOVE) changes it here, and the cart, the checkout, the feeds'
 * `shipping` and the structured data's `shippingDetails` all follow.
 */
export function shippingPricePaise(_order: { subtotalPaise: number }): number {
  return 0;
}
