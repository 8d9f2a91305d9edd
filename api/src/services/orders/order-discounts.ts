import { PREPAID_DISCOUNT_NAME } from "./prepaid-discount.js";

/**
 * Each promotion an order was placed with, by name and amount: what the order details list between the subtotal and
 * the total (issue 41). Read with the order's view, in the same statement, for any number of orders: the rows are
 * promotion_redemptions (one per promotion an order took a use of, with its discount) and their promotions.
 */

export interface OrderDiscountView {
  /** The promotion's id; null for the prepaid discount. */
  promotionId: string | null;
  /** An automatic offer, a coupon the shopper entered, or the prepaid discount for paying online (PREPAID_DISCOUNT). */
  kind: "offer" | "coupon" | "prepaid";
  /** As the shopper saw it in the cart: "₹300 off above ₹2,999", "10 % off your first order". */
  title: string;
  /** A coupon's code; null for an offer. */
  code: string | null;
  amountPaise: number;
}

interface DiscountRow {
  orderId: string;
  promotionId: string;
  kind: string;
  title: string;
  code: string | null;
  amountPaise: number;
}

/** The SQL of a `discounts` column for the orders `ids` names (as in order-view.ts): offers first, then the coupon. */
export const discountRowsSql = (ids: string) => `
  (SELECT coalesce(json_agg(json_build_object('orderId', r.order_id, 'promotionId', p.id, 'kind', p.kind, 'title', p.title, 'code', p.code,
                                              'amountPaise', r.discount_paise) ORDER BY p.kind = 'coupon', p.title, p.id), '[]')
     FROM promotion_redemptions r JOIN promotions p ON p.id = r.promotion_id WHERE r.order_id = ${ids}) AS discounts`;

/** One order's discounts from the `discounts` column's rows, then its prepaid discount (taken after them) when it got one. */
export function discountsOf(rows: readonly DiscountRow[], order: { id: string; prepaidDiscountPaise: number }): OrderDiscountView[] {
  const promotions: OrderDiscountView[] = rows
    .filter((r) => r.orderId === order.id)
    .map((r) => ({ promotionId: r.promotionId, kind: r.kind === "coupon" ? "coupon" : "offer", title: r.title, code: r.code, amountPaise: Number(r.amountPaise) }));
  if (order.prepaidDiscountPaise > 0) {
    promotions.push({ promotionId: null, kind: "prepaid", title: PREPAID_DISCOUNT_NAME, code: null, amountPaise: order.prepaidDiscountPaise });
  }
  return promotions;
}
