import { COD_CONFIRMATIONS, type CodConfirmation } from "../../entities/order.entity.js";
import { type Lifecycle, type Move, tableOf } from "./engine.js";

/** A confirmation's moves have no effects besides the state and its note in the order's history. */
export type CodConfirmationEffect = never;

/**
 * A cash-on-delivery order's confirmation (issue 43). It is placed awaiting the shopper's word; the shopper gives it
 * (WhatsApp's button: the provider's webhook; the SMS link or the order page: the customer), or an admin who called
 * them does; it stops being needed when the order is switched to online payment or cancelled. Until it is confirmed
 * the order may not ship (lifecycles/order.ts: `codAwaitsConfirmation`). A second confirmation changes nothing.
 */
export const COD_CONFIRMATION_LIFECYCLE: Lifecycle<CodConfirmation, CodConfirmationEffect, object> = {
  noun: "cash-on-delivery confirmation",
  stuck: "cannot change any more",
  states: COD_CONFIRMATIONS,
  // Confirmed is not closing: a confirmed order may still be switched to online payment before it ships.
  closing: ["not_needed"],
  moves: [
    { from: null, to: "awaiting", by: ["system"], note: "Waiting for the customer to confirm cash on delivery" },
    { from: "awaiting", to: "confirmed", by: ["provider"], note: "Cash on delivery confirmed by the customer on WhatsApp" },
    { from: "awaiting", to: "confirmed", by: ["customer"], note: "Cash on delivery confirmed by the customer" },
    { from: "awaiting", to: "confirmed", by: ["admin"], note: "Cash on delivery confirmed by phone" },
    { from: "awaiting", to: "not_needed", by: ["customer"], note: "Switched to online payment" },
    { from: "confirmed", to: "not_needed", by: ["customer"], note: "Switched to online payment" },
    { from: "awaiting", to: "not_needed", by: ["system", "admin"], note: "Order closed before it was confirmed" },
  ] satisfies Move<CodConfirmation, CodConfirmationEffect, object>[],
};

export const codConfirmationTable = tableOf(COD_CONFIRMATION_LIFECYCLE);
