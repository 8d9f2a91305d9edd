import { ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES, type PaymentStatus } from "../../entities/order.entity.js";
import type { OrderEmailKind } from "../../entities/email-outbox.entity.js";

/** Who asks for a move: the shopper, an admin, or the shop itself (payment provider, expiry job). */
export type Actor = "customer" | "admin" | "system";

/**
 * How an order is paid, as far as its moves go: online (Razorpay) before dispatch, cash on delivery at the door, or
 * not at all: an exchange's ₹0 replacement order (returns.service.ts), whose payment is recorded as paid at ₹0.
 */
export type PaymentKind = "online" | "cod" | "exchange";

/** The kind of an order's payment, from its `payment_method` ("cod", "exchange", or the online provider's name). */
export function paymentKindOf(order: { paymentMethod: string }): PaymentKind {
  return order.paymentMethod === "cod" ? "cod" : order.paymentMethod === "exchange" ? "exchange" : "online";
}


/**
 * What a move does besides changing the status, in the order listed (lifecycle.ts carries them out, in the
 * caller's transaction):
 * - `holdStock`: the order takes its units again when it no longer holds them (OUT_OF_STOCK otherwise);
 * - `settlePayment`: the payment is recorded as paid, the invoice number given, the bought lines leave the cart;
 * - `closePayment`: a paid order is refunded in full through the gateway; an unpaid one's payment fails;
 * - `returnStock`: the order's units go back on the shelf (exactly once);
 * - `holdUses` / `returnUses`: the promotions the order used take their uses again (within their caps) / give them
 *   back (exactly once): a use is held by an unpaid order like its stock (services/promotions, uses.ts);
 * - `collectCash`: a cash-on-delivery order's money was collected at the door: payment paid, invoice number given;
 * - `email`: the customer is told, after the change is written (one email per kind and order, whatever happens later).
 */
export type OrderEffect = "holdStock" | "holdUses" | "settlePayment" | "collectCash" | "closePayment" | "returnStock" | "returnUses" | { email: OrderEmailKind };

export interface OrderTransition {
  from: OrderStatus | null;
  to: OrderStatus;
  by: readonly Actor[];
  /** Only for orders paid this way (or these ways); absent: for every kind. */
  for?: PaymentKind | readonly PaymentKind[];
  /** The payment's move that comes with it (PAYMENT_TRANSITIONS), when there is one. */
  payment?: PaymentStatus;
  effects: readonly OrderEffect[];
  /** The status history's note when the caller gives none. */
  note: string;
}

const email = (kind: OrderEmailKind) => ({ email: kind });

/**
 * Every move an order may make, who may make it and what it does. Anything not listed is refused
 * (`BAD_USER_INPUT`, naming the current status and the allowed next ones) and changes nothing. Staying in the same
 * status is not a move: it changes nothing and is not refused. A new status or move is one row here.
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: null, to: "pending", by: ["customer"], for: "online", effects: ["holdStock"], note: "Order placed; waiting for payment" },
  // Cash on delivery: confirmed at once, its stock reserved, the money to be collected at the door.
  { from: null, to: "confirmed", by: ["customer"], for: "cod", payment: "to_collect", effects: ["holdStock", email("order_confirmed")], note: "Order placed; cash on delivery" },

  // Money arrives (the payment window's verify call or the provider's webhook).
  { from: "pending", to: "confirmed", by: ["system"], for: "online", payment: "paid", effects: ["settlePayment", email("order_confirmed")], note: "Payment received" },
  // A payment for an order whose reservation was released (not by the shop): it takes its stock again.
  {
    from: "cancelled",
    to: "confirmed",
    by: ["system"],
    for: "online",
    payment: "paid",
    effects: ["holdStock", "holdUses", "settlePayment", email("order_confirmed")],
    note: "Payment received after the reservation was released; stock reserved again",
  },

  // Closed before payment: abandoned, expired, the provider could not start, or the shop cancelled it.
  { from: "pending", to: "cancelled", by: ["customer", "system"], for: "online", payment: "failed", effects: ["closePayment", "returnStock", "returnUses"], note: "Payment not completed" },
  {
    from: "pending",
    to: "cancelled",
    by: ["admin"],
    for: "online",
    payment: "failed",
    effects: ["closePayment", "returnStock", "returnUses", email("order_cancelled")],
    note: "Cancelled by an admin before payment",
  },
  { from: "pending", to: "rejected", by: ["admin"], for: "online", payment: "failed", effects: ["closePayment", "returnStock", "returnUses"], note: "Rejected by an admin before payment" },

  // Fulfilment.
  { from: "confirmed", to: "shipped", by: ["admin"], effects: [email("order_shipped")], note: "Shipped" },
  { from: "shipped", to: "delivered", by: ["admin"], for: ["online", "exchange"], effects: [email("order_delivered")], note: "Delivered" },
  // A mistaken click taken back one step (no email: the customer was told of the step already, once).
  { from: "shipped", to: "confirmed", by: ["admin"], effects: [], note: "Marked shipped by mistake" },
  // Not for cash on delivery: delivered means the cash was collected (and invoiced).
  { from: "delivered", to: "shipped", by: ["admin"], for: ["online", "exchange"], effects: [], note: "Marked delivered by mistake" },

  // Closed by the shop after payment: refunded in full, stock back.
  { from: "confirmed", to: "cancelled", by: ["admin"], for: "online", payment: "refunded", effects: ["closePayment", "returnStock", email("order_cancelled")], note: "Cancelled by an admin" },
  { from: "confirmed", to: "rejected", by: ["admin"], for: "online", payment: "refunded", effects: ["closePayment", "returnStock"], note: "Rejected by an admin" },

  // Cash on delivery after placing: nothing was paid, so nothing is refunded.
  { from: "confirmed", to: "cancelled", by: ["admin"], for: "cod", payment: "failed", effects: ["returnStock", "returnUses", email("order_cancelled")], note: "Cancelled by an admin before shipping; nothing to collect" },
  { from: "confirmed", to: "rejected", by: ["admin"], for: "cod", payment: "failed", effects: ["returnStock", "returnUses"], note: "Rejected by an admin before shipping; nothing to collect" },
  { from: "shipped", to: "delivered", by: ["admin"], for: "cod", payment: "paid", effects: ["collectCash", email("order_delivered")], note: "Delivered; cash collected" },
  // Delivery failed (refused, nobody home, wrong address): the parcel comes back, its units go back on the shelf.
  { from: "shipped", to: "returned_to_origin", by: ["admin"], for: "cod", payment: "failed", effects: ["returnStock", "returnUses"], note: "Returned to origin: delivery failed" },

  // An exchange's replacement the shop cannot send (the new size damaged or lost, the customer wants their money
  // instead): its units go back; nothing was paid for it, so nothing is refunded on it (its payment stays "paid" at
  // ₹0). Its exchange request is refunded instead (returns.service.ts, followReplacement).
  { from: "confirmed", to: "cancelled", by: ["admin"], for: "exchange", effects: ["returnStock", email("order_cancelled")], note: "Replacement cancelled by an admin; nothing was paid for it" },
];

export interface PaymentTransition {
  from: PaymentStatus;
  to: PaymentStatus;
  by: readonly Actor[];
  note: string;
}

/** Every move of an order's payment status; the order's moves above name the one they make. */
export const PAYMENT_TRANSITIONS: readonly PaymentTransition[] = [
  { from: "pending", to: "paid", by: ["system"], note: "captured" },
  { from: "pending", to: "failed", by: ["customer", "admin", "system"], note: "the order closed before payment" },
  { from: "failed", to: "paid", by: ["system"], note: "a late payment for an order that could take its stock again" },
  { from: "failed", to: "refunded", by: ["system"], note: "a late payment for an order that could not be served, given back" },
  { from: "paid", to: "refunded", by: ["admin"], note: "a paid order cancelled by the shop" },
  { from: "to_collect", to: "paid", by: ["admin"], note: "cash on delivery collected at the door" },
  { from: "to_collect", to: "failed", by: ["admin"], note: "a cash-on-delivery order closed before the cash was collected" },
];

/** Whether the row is for orders paid the `kind` way. */
function isFor(t: OrderTransition, kind: PaymentKind): boolean {
  return t.for === undefined || (typeof t.for === "string" ? t.for === kind : t.for.includes(kind));
}

/** The move from `from` to `to` that `actor` may make on an order paid the `kind` way, or undefined. */
export function findTransition(from: OrderStatus | null, to: OrderStatus, actor: Actor, kind: PaymentKind = "online"): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by.includes(actor) && isFor(t, kind));
}

/** The statuses `actor` may move an order in `from`, paid the `kind` way, to, in the vocabulary's order. */
export function nextStatuses(from: OrderStatus, actor: Actor, kind: PaymentKind = "online"): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => findTransition(from, to, actor, kind) !== undefined);
}

/** Whether the payment may move from `from` to `to` by `actor`. */
export function paymentMayMove(from: PaymentStatus, to: PaymentStatus, actor: Actor): boolean {
  return PAYMENT_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(actor));
}

/** A status as messages write it ("returned to origin"). */
const statusWords = (status: OrderStatus) => status.replace(/_/g, " ");

export const STATUS_MACHINE_MESSAGES = {
  refused: (from: OrderStatus, to: OrderStatus, allowed: readonly OrderStatus[]) =>
    `This order is ${statusWords(from)} and cannot be moved to ${statusWords(to)}. ` +
    (allowed.length ? `It can be moved to: ${allowed.map(statusWords).join(", ")}.` : `A ${statusWords(from)} order cannot be moved to another status.`),
} as const;

export { ORDER_STATUSES, PAYMENT_STATUSES };
