import type { PrepaidDiscount } from "../../config.js";
import { prorate } from "../promotions/index.js";

/**
 * The prepaid discount (PREPAID_DISCOUNT, issue 43 item 5): what an order paid online saves over cash on delivery.
 * It comes after the promotions (the automatic offer and the coupon are judged and taken first, on the goods), is
 * taken off the goods as they stand after them, and never takes the goods below ₹1 (the least an online payment can
 * be), so it is never more than the order's value. The server decides it; the client's figure is never read. Pure.
 */
export const PREPAID_DISCOUNT_NAME = "Prepaid discount";

/** The least an order paid online can come to (Razorpay's minimum, and checkout's). */
const LEAST_ONLINE_PAISE = 100;

/** Paise taken off `goodsPaise` (the goods after the promotions' discounts, no fee) when paid online. */
export function prepaidDiscountPaise(discount: PrepaidDiscount | null, goodsPaise: number): number {
  if (!discount || goodsPaise <= LEAST_ONLINE_PAISE) return 0;
  const wanted = discount.kind === "amount" ? discount.paise : Math.floor((goodsPaise * discount.basisPoints) / 10_000);
  return Math.max(0, Math.min(wanted, goodsPaise - LEAST_ONLINE_PAISE));
}

/**
 * The lines with the prepaid discount spread over their nets (largest remainder, as the promotions' discounts are:
 * promotions/proration.ts), so the lines' nets still add up to the goods to the paisa and GST is computed per line.
 */
export function spreadPrepaidDiscount<L extends { discountPaise: number; netPaise: number }>(lines: readonly L[], discountPaise: number): L[] {
  const shares = prorate(discountPaise, lines.map((l) => l.netPaise));
  return lines.map((l, i) => ({ ...l, discountPaise: l.discountPaise + shares[i]!, netPaise: l.netPaise - shares[i]! }));
}
