import { PAYMENT_STATUSES, type PaymentStatus } from "../../entities/order.entity.js";
import { type Lifecycle, type Move, tableOf } from "./engine.js";

/**
 * How an order is paid, as far as its moves go (services/orders/payment-policies.ts says the rest): online through
 * the gateway before dispatch, cash on delivery at the door, or not at all (an exchange's ₹0 replacement order).
 */
export const PAYMENT_KINDS = ["online", "cod", "exchange"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The payment's moves have no effects of their own: the order's moves and the refund ledger carry them out. */
type NoEffect = never;

/**
 * Every move of an order's payment status. The order's moves name the payment move they make (order.ts), and the
 * refund ledger's recount makes the moves to partially refunded and refunded; both are checked against this table.
 */
export const PAYMENT_LIFECYCLE: Lifecycle<PaymentStatus, NoEffect, PaymentKind> = {
  noun: "payment",
  states: PAYMENT_STATUSES,
  closing: ["refunded"],
  moves: [
    { from: null, to: "pending", by: ["customer"], note: "waiting for the online payment" },
    { from: null, to: "to_collect", by: ["customer"], note: "to be collected in cash at the door" },
    { from: null, to: "paid", by: ["system"], note: "nothing to pay: an exchange's replacement" },
    { from: "pending", to: "paid", by: ["system"], note: "captured" },
    { from: "pending", to: "to_collect", by: ["system"], note: "a part-paid cash-on-delivery order's advance captured; the rest to collect at the door (issue 43)" },
    { from: "pending", to: "failed", by: ["customer", "admin", "system"], note: "the order closed before payment" },
    { from: "failed", to: "paid", by: ["system"], note: "a late payment for an order that could take its stock again" },
    { from: "failed", to: "refunded", by: ["system"], note: "a late payment for an order that could not be served, given back" },
    { from: "paid", to: "partially_refunded", by: ["system"], note: "part of what was paid given back (a return)" },
    { from: "paid", to: "refunded", by: ["system"], note: "everything paid given back (a cancellation by the shop, a whole return)" },
    { from: "partially_refunded", to: "refunded", by: ["system"], note: "the rest of what was paid given back" },
    // The admin marks it, or the courier's delivered / back-at-the-warehouse scan does (services/shipping); the shop
    // itself when a cash-on-delivery order was never confirmed (issue 43).
    { from: "to_collect", to: "paid", by: ["admin", "provider"], note: "cash on delivery collected at the door" },
    { from: "to_collect", to: "paid", by: ["system"], note: "a cash-on-delivery order paid online instead before it shipped (issue 43)" },
    { from: "to_collect", to: "refunded", by: ["system"], note: "a part-paid cash-on-delivery order closed: its advance given back" },
    { from: "to_collect", to: "failed", by: ["admin", "system", "provider"], note: "a cash-on-delivery order closed before the cash was collected" },
  ] satisfies Move<PaymentStatus, NoEffect, PaymentKind>[],
};

export const paymentTable = tableOf(PAYMENT_LIFECYCLE);

/**
 * The payment status the refund ledger says: what was paid (paise) against what went back (processed refunds of it).
 * Nothing back leaves the status as it is.
 */
export function paymentStatusFromLedger(current: PaymentStatus, paidPaise: number, refundedPaise: number): PaymentStatus {
  if (refundedPaise <= 0) return current;
  return refundedPaise >= paidPaise ? "refunded" : "partially_refunded";
}
