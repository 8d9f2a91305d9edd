import type { OrderEmailKind } from "../../entities/email-outbox.entity.js";
import { type CodConfirmation, ORDER_STATUSES, type OrderStatus, type PaymentStatus } from "../../entities/order.entity.js";
import { type Actor, both, condition, type Lifecycle, type Move, tableOf } from "./engine.js";
import type { PaymentKind } from "./payment.js";

/** What the order's moves are conditioned on: how it is paid, and who closed it. */
export interface OrderFacts {
  paidBy: PaymentKind;
  /** Who moved it to a closing status (cancelled, rejected, returned to origin); null while open. */
  closedBy: Actor | null;
  /** A cash-on-delivery order's confirmation (issue 43): one awaiting it may not ship. Absent: not needed. */
  codConfirmation?: CodConfirmation;
  /** A part-paid cash-on-delivery order (issue 43 item 6): its advance is paid online at checkout. Absent: none. */
  codAdvance?: boolean;
}

/** The order events that send a message to the shopper's phone (services/messages/order-messages.ts, one function each). */
export type OrderMessageEvent = "placed" | "codConfirmation" | "shipped" | "delivered";

/**
 * What a move does besides changing the status (services/orders/order-machine.ts has one handler each):
 * - `reserveCartUnits` / `holdOfferUses`: a new order takes the units and the promotions' uses checkout decided on
 *   (guarded updates: never below zero, never past a cap; OUT_OF_STOCK / CONFLICT roll the order back);
 * - `retakeStock` / `retakeOfferUses`: an order that gave them back takes them again (a late payment);
 * - `removeBoughtLines`: the bought lines leave the cart;
 * - `settlePayment`: the online payment is recorded as paid, the invoice numbered, the bought lines leave the cart;
 * - `settleAdvance`: a part-paid COD order's advance is recorded as paid online (the rest to collect), the invoice
 *   numbered, the bought lines leave the cart; paying it is the order's confirmation;
 * - `collectCash`: cash on delivery collected at the door: paid, invoice numbered;
 * - `failOpenAttempts`: the order's provider orders still waiting for a payment are failed;
 * - `refundInFull`: what is left of the payment goes back through the refund ledger (a refusal changes nothing);
 * - `returnStock` / `returnOfferUses`: the units and the uses go back, exactly once;
 * - `email`: the customer is told (one email per kind and order);
 * - `followReplacement`: an exchange's replacement order moved: its exchange request follows;
 * - `awaitCodConfirmation`: a new cash-on-delivery order waits for the shopper's confirmation until COD_CONFIRM_HOURS;
 * - `message`: the shopper's phone is told (WhatsApp with consent; the COD confirmation by SMS without), once per kind.
 */
export type OrderEffect =
  | { type: "reserveCartUnits" }
  | { type: "holdOfferUses" }
  | { type: "retakeStock" }
  | { type: "retakeOfferUses" }
  | { type: "removeBoughtLines" }
  | { type: "settlePayment" }
  | { type: "settleAdvance" }
  | { type: "collectCash" }
  | { type: "failOpenAttempts" }
  | { type: "refundInFull" }
  | { type: "returnStock" }
  | { type: "returnOfferUses" }
  | { type: "email"; kind: OrderEmailKind }
  | { type: "followReplacement" }
  | { type: "awaitCodConfirmation" }
  | { type: "message"; event: OrderMessageEvent };

/** An order's move, with the payment move that comes with it (checked against the payment table, payment.ts). */
export interface OrderMove extends Move<OrderStatus, OrderEffect, OrderFacts> {
  payment?: PaymentStatus;
}

const email = (kind: OrderEmailKind): OrderEffect => ({ type: "email", kind });
const paidBy = (...kinds: PaymentKind[]) => condition<OrderFacts>(`paid ${kinds.join(" or ")}`, (f) => kinds.includes(f.paidBy));
const online = paidBy("online");
const cod = paidBy("cod");
const replacement = paidBy("exchange");
/** Cash on delivery with an advance paid online at checkout (issue 43 item 6), and without one. */
const withAdvance = condition<OrderFacts>("with an advance paid online", (f) => f.codAdvance === true);
const noAdvance = condition<OrderFacts>("without an advance", (f) => f.codAdvance !== true);
/** Waits for an online payment when placed: an online order, or a COD order's advance. */
const waitsOnline = condition<OrderFacts>("paid online, or a cash-on-delivery order's advance", (f) => f.paidBy === "online" || (f.paidBy === "cod" && f.codAdvance === true));
const notClosedByShop = condition<OrderFacts>("not closed by an admin", (f) => f.closedBy !== "admin");
const follow: OrderEffect = { type: "followReplacement" };
const message = (event: OrderMessageEvent): OrderEffect => ({ type: "message", event });
/** "COD order awaiting confirmation may not ship": the one rule, read by the table and by codAwaitsConfirmation. */
const notAwaitingConfirmation = condition<OrderFacts>("not awaiting the shopper's cash-on-delivery confirmation", (f) => f.codConfirmation !== "awaiting");
const awaitingConfirmation = condition<OrderFacts>("awaiting the shopper's cash-on-delivery confirmation", (f) => f.codConfirmation === "awaiting");

/**
 * Whether an order may not ship yet because it is paid on delivery and the shopper has not confirmed it. Shipment
 * booking (issue 42) asks this; the order table's move to shipped holds the same condition.
 */
export function codAwaitsConfirmation(order: { codConfirmation: CodConfirmation }): boolean {
  return !notAwaitingConfirmation.holds({ paidBy: "cod", closedBy: null, codConfirmation: order.codConfirmation });
}

/**
 * Every move an order may make: who may make it, when, and what it does. "provider" is the courier's scan of the
 * order's parcel (services/shipping: picked up → shipped, delivered → delivered, back at the warehouse → returned to origin). A new status or move is a row here (and, for
 * a new effect, a handler in order-machine.ts). api/test/order-status-machine.test.ts tries every pair against its own
 * copy of the admin's rows.
 */
export const ORDER_LIFECYCLE: Lifecycle<OrderStatus, OrderEffect, OrderFacts, OrderMove> = {
  noun: "order",
  states: ORDER_STATUSES,
  closing: ["cancelled", "rejected", "returned_to_origin"],
  moves: [
    // Placing (from nothing): each payment policy's first row (services/orders/payment-policies.ts).
    { from: null, to: "pending", by: ["customer"], when: online, payment: "pending", effects: [{ type: "reserveCartUnits" }, { type: "holdOfferUses" }], note: "Order placed; waiting for payment" },
    {
      from: null,
      to: "confirmed",
      by: ["customer"],
      when: both(cod, noAdvance),
      payment: "to_collect",
      effects: [{ type: "reserveCartUnits" }, { type: "holdOfferUses" }, { type: "removeBoughtLines" }, { type: "awaitCodConfirmation" }],
      then: [email("order_confirmed"), message("codConfirmation")],
      note: "Order placed; cash on delivery",
    },
    // Part-paid cash on delivery: placed like an online order, waiting for its advance (stock held for the window).
    {
      from: null,
      to: "pending",
      by: ["customer"],
      when: both(cod, withAdvance),
      payment: "pending",
      effects: [{ type: "reserveCartUnits" }, { type: "holdOfferUses" }],
      note: "Order placed; cash on delivery with an advance; waiting for the advance",
    },
    // An exchange's replacement: the new size's units were reserved by the exchange request and pass to it.
    { from: null, to: "confirmed", by: ["system"], when: replacement, payment: "paid", note: "Replacement for an exchange; nothing to pay" },

    // Money arrives (the payment window's verify call or the provider's webhook).
    { from: "pending", to: "confirmed", by: ["system"], when: online, payment: "paid", effects: [{ type: "settlePayment" }], then: [email("order_confirmed"), message("placed")], note: "Payment received" },
    // The advance arrives: paying it is the shopper's confirmation (no COD confirmation); the rest is collected at the door.
    {
      from: "pending",
      to: "confirmed",
      by: ["system"],
      when: both(cod, withAdvance),
      payment: "to_collect",
      effects: [{ type: "settleAdvance" }],
      then: [email("order_confirmed"), message("placed")],
      note: "Advance received; the rest on delivery",
    },
    // A payment for an order whose reservation was released, unless the shop closed it: it takes its stock again.
    {
      from: "cancelled",
      to: "confirmed",
      by: ["system"],
      when: both(online, notClosedByShop),
      payment: "paid",
      effects: [{ type: "retakeStock" }, { type: "retakeOfferUses" }, { type: "settlePayment" }],
      then: [email("order_confirmed"), message("placed")],
      note: "Payment received after the reservation was released; stock reserved again",
    },

    // Closed before payment: abandoned, expired, the provider could not start, or the shop closed it.
    {
      from: "pending",
      to: "cancelled",
      by: ["customer", "system"],
      when: waitsOnline,
      payment: "failed",
      effects: [{ type: "failOpenAttempts" }, { type: "returnStock" }, { type: "returnOfferUses" }],
      note: "Payment not completed",
    },
    {
      from: "pending",
      to: "cancelled",
      by: ["admin"],
      when: waitsOnline,
      payment: "failed",
      effects: [{ type: "failOpenAttempts" }, { type: "returnStock" }, { type: "returnOfferUses" }],
      then: [email("order_cancelled")],
      note: "Cancelled by an admin before payment",
    },
    {
      from: "pending",
      to: "rejected",
      by: ["admin"],
      when: waitsOnline,
      payment: "failed",
      effects: [{ type: "failOpenAttempts" }, { type: "returnStock" }, { type: "returnOfferUses" }],
      note: "Rejected by an admin before payment",
    },

    // Fulfilment. A mistaken click is taken back one step (no email: the customer was told of the step already, once).
    { from: "confirmed", to: "shipped", by: ["admin", "provider"], when: online, then: [email("order_shipped"), message("shipped")], note: "Shipped" },
    // A cash-on-delivery order ships only once the shopper confirmed it (or it was switched to online payment).
    { from: "confirmed", to: "shipped", by: ["admin", "provider"], when: both(cod, notAwaitingConfirmation), then: [email("order_shipped"), message("shipped")], note: "Shipped" },
    { from: "shipped", to: "delivered", by: ["admin", "provider"], when: online, then: [email("order_delivered"), message("delivered")], note: "Delivered" },
    { from: "shipped", to: "confirmed", by: ["admin"], when: paidBy("online", "cod"), note: "Marked shipped by mistake" },
    // Not for cash on delivery: delivered means the cash was collected (and invoiced).
    { from: "delivered", to: "shipped", by: ["admin"], when: online, note: "Marked delivered by mistake" },

    // Closed by the shop after payment: what was paid goes back through the refund ledger, the stock back on the shelf.
    { from: "confirmed", to: "cancelled", by: ["admin"], when: online, effects: [{ type: "refundInFull" }, { type: "returnStock" }], then: [email("order_cancelled")], note: "Cancelled by an admin" },
    { from: "confirmed", to: "rejected", by: ["admin"], when: online, effects: [{ type: "refundInFull" }, { type: "returnStock" }], note: "Rejected by an admin" },

    // Cash on delivery after placing: nothing was paid before delivery, so nothing is refunded.
    {
      from: "confirmed",
      to: "cancelled",
      by: ["admin"],
      when: both(cod, noAdvance),
      payment: "failed",
      effects: [{ type: "returnStock" }, { type: "returnOfferUses" }],
      then: [email("order_cancelled")],
      note: "Cancelled by an admin before shipping; nothing to collect",
    },
    { from: "confirmed", to: "rejected", by: ["admin"], when: both(cod, noAdvance), payment: "failed", effects: [{ type: "returnStock" }, { type: "returnOfferUses" }], note: "Rejected by an admin before shipping; nothing to collect" },
    // A part-paid order's advance goes back through the refund ledger, exactly once (the payment follows the ledger).
    {
      from: "confirmed",
      to: "cancelled",
      by: ["admin"],
      when: both(cod, withAdvance),
      effects: [{ type: "refundInFull" }, { type: "returnStock" }, { type: "returnOfferUses" }],
      then: [email("order_cancelled")],
      note: "Cancelled by an admin before shipping; advance refunded",
    },
    {
      from: "confirmed",
      to: "rejected",
      by: ["admin"],
      when: both(cod, withAdvance),
      effects: [{ type: "refundInFull" }, { type: "returnStock" }, { type: "returnOfferUses" }],
      note: "Rejected by an admin before shipping; advance refunded",
    },
    { from: "shipped", to: "delivered", by: ["admin", "provider"], when: cod, payment: "paid", effects: [{ type: "collectCash" }], then: [email("order_delivered"), message("delivered")], note: "Delivered; cash collected" },
    // Not confirmed within COD_CONFIRM_HOURS: the shop cancels it, its units and offer uses back exactly once.
    {
      from: "confirmed",
      to: "cancelled",
      by: ["system"],
      when: both(cod, awaitingConfirmation),
      payment: "failed",
      effects: [{ type: "returnStock" }, { type: "returnOfferUses" }],
      then: [email("order_cancelled")],
      note: "Cancelled: cash on delivery not confirmed in time",
    },
    // Delivery failed (refused, nobody home, wrong address): the parcel comes back, its units go back on the shelf.
    {
      from: "shipped",
      to: "returned_to_origin",
      by: ["admin", "provider"],
      when: both(cod, noAdvance),
      payment: "failed",
      effects: [{ type: "returnStock" }, { type: "returnOfferUses" }],
      note: "Returned to origin: delivery failed",
    },
    // A part-paid parcel that came back: nothing was delivered, so the advance goes back through the ledger too.
    {
      from: "shipped",
      to: "returned_to_origin",
      by: ["admin", "provider"],
      when: both(cod, withAdvance),
      effects: [{ type: "refundInFull" }, { type: "returnStock" }, { type: "returnOfferUses" }],
      note: "Returned to origin: delivery failed; advance refunded",
    },
    // A prepaid parcel the courier brought back (its scans, issue 42): the payment goes back through the ledger, the units on the shelf.
    {
      from: "shipped",
      to: "returned_to_origin",
      by: ["provider"],
      when: online,
      effects: [{ type: "refundInFull" }, { type: "returnStock" }],
      note: "Returned to origin: delivery failed; refunded",
    },

    // An exchange's replacement ships, delivers and is taken back a step like an online order; its exchange request
    // follows each move (services/returns). It cannot be "rejected" (nothing was paid); the shop cancels it when it
    // cannot send it: its units go back and the request is refunded instead.
    { from: "confirmed", to: "shipped", by: ["admin", "provider"], when: replacement, then: [email("order_shipped"), follow], note: "Shipped" },
    { from: "shipped", to: "delivered", by: ["admin", "provider"], when: replacement, then: [email("order_delivered"), follow], note: "Delivered" },
    { from: "shipped", to: "confirmed", by: ["admin"], when: replacement, then: [follow], note: "Marked shipped by mistake" },
    { from: "delivered", to: "shipped", by: ["admin"], when: replacement, then: [follow], note: "Marked delivered by mistake" },
    {
      from: "confirmed",
      to: "cancelled",
      by: ["admin"],
      when: replacement,
      effects: [{ type: "returnStock" }],
      then: [email("order_cancelled"), follow],
      note: "Replacement cancelled by an admin; nothing was paid for it",
    },
  ],
};

export const orderTable = tableOf(ORDER_LIFECYCLE);

/**
 * An order holding its units and offer uses for a payment that has not come: placed online, its payment pending, its
 * stock still reserved. The one definition the unpaid caps, the double-submit check, the expiry sweep and the
 * promotions' per-customer release share (`o`: the orders table's alias). Served by orders_unpaid_expiry_idx; the
 * savePayment function of migration 1796000028000 spells the same condition in PL/pgSQL (order-machine.test.ts
 * compares the two).
 */
export function holdingUnpaidSql(o = "o"): string {
  return `${o}.status = 'pending' AND ${o}.payment_status = 'pending' AND ${o}.stock_reserved`;
}
