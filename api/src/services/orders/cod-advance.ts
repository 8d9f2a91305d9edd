import type { Config } from "../../config.js";
import { formatRupees } from "../../lib/money.js";

/**
 * Part-paid cash on delivery (COD_ADVANCE, issue 43 item 6): part of a COD order's total is paid online at checkout
 * (through the online payment path: a Razorpay order, verify, webhook), the rest at the door. The one rule for how much.
 *
 * - COD_ADVANCE unset: no advance (0).
 * - Set: every COD order pays it, except with COD_RISK_POLICY=advance, when only high-risk COD orders do.
 * - Rupees ("99") are taken as they are; a percentage ("10%") of the order's final total (goods after discounts, the
 *   COD fee, any other line of the total) rounded to the nearest paisa (half up).
 * - It never exceeds the total less ₹1, so something is always left to collect at the door (an advance of the whole
 *   total would be a prepaid order, which has its own path and its own discount). A total of ₹1 or less: no advance.
 * Pure; the server decides it when the order is placed, and the order keeps it (orders.cod_advance_paise).
 */

/** What is always left to collect at the door (paise). */
export const LEAST_LEFT_ON_DELIVERY_PAISE = 100;

export const COD_ADVANCE_MESSAGES = {
  /** The COD option at checkout, in plain words. */
  option: (advancePaise: number, restPaise: number) => `Pay ${formatRupees(advancePaise)} now, ${formatRupees(restPaise)} on delivery`,
  placed: (advancePaise: number) => `Order placed; cash on delivery with an advance of ${formatRupees(advancePaise)}; waiting for the advance`,
  received: (advancePaise: number, restPaise: number, paymentId: string) =>
    `Advance of ${formatRupees(advancePaise)} received (${paymentId}); ${formatRupees(restPaise)} to pay on delivery`,
  cancelledUnpaid: "This order was cancelled before its advance was paid.",
} as const;

/** The advance (paise) a COD order of `totalPaise` pays online at checkout; 0 for none. */
export function codAdvance(config: Pick<Config, "delivery">, { totalPaise, highRisk }: { totalPaise: number; highRisk: boolean }): number {
  const setting = config.delivery.codAdvance;
  if (!setting) return 0;
  if (config.delivery.riskPolicy === "advance" && !highRisk) return 0;
  const wanted = setting.kind === "amount" ? setting.paise : Math.round((totalPaise * setting.basisPoints) / 10_000);
  return Math.max(0, Math.min(wanted, totalPaise - LEAST_LEFT_ON_DELIVERY_PAISE));
}

/** Whether a COD checkout may be asked for an advance at all (before its total is known): decides how it is placed. */
export function codAdvanceApplies(config: Pick<Config, "delivery">, { highRisk }: { highRisk: boolean }): boolean {
  return codAdvance(config, { totalPaise: Number.MAX_SAFE_INTEGER, highRisk }) > 0;
}

/** What the shopper pays online for an order: a part-paid COD order's advance, any other order's total. */
export function onlineAmountOf(order: { codAdvancePaise: number; totalPaise: number }): number {
  return order.codAdvancePaise > 0 ? order.codAdvancePaise : order.totalPaise;
}

/** What the courier collects at the door for a COD order: the total less the advance. */
export function dueOnDeliveryOf(order: { codAdvancePaise: number; totalPaise: number }): number {
  return order.totalPaise - order.codAdvancePaise;
}
