import type { ReturnEmailKind } from "../../entities/email-outbox.entity.js";
import { RETURN_STATUSES, type RefundMethod, type ReturnKind, type ReturnStatus } from "../../entities/return-request.entity.js";
import { condition, type Lifecycle, type Move, tableOf } from "./engine.js";

/** What a return request's moves are conditioned on: a return or an exchange, and how its money goes back. */
export interface ReturnFacts {
  kind: ReturnKind;
  refundBy: RefundMethod;
}

/**
 * What a return request's move does besides changing its status (services/returns/return-machine.ts has one handler
 * each), with the order row and the request row locked:
 * - `reserveExchangeUnits` / `releaseExchangeUnits`: an exchange's new size takes its units when asked for, and gives
 *   them back (exactly once) when the request ends without a replacement;
 * - `restock`: the received units marked "restock" go back on the shelf; damaged ones do not;
 * - `fixRefundValue`: the returned units' share of their lines' net and tax is fixed, and the credit note numbered;
 * - `issueRefund`: the fixed amount's online part goes back through the refund ledger (the gateway); the ledger's
 *   outcome moves the request on (refunded once the whole amount is back, refund failed) or leaves it waiting for the bank;
 * - `makeReplacement`: an exchange's ₹0 replacement order is placed (it takes over the reserved units);
 * - `email`: the customer is told (one email per kind and request).
 */
export type ReturnEffect =
  | { type: "reserveExchangeUnits" }
  | { type: "releaseExchangeUnits" }
  | { type: "restock" }
  | { type: "fixRefundValue" }
  | { type: "issueRefund" }
  | { type: "makeReplacement" }
  | { type: "email"; kind: ReturnEmailKind };

const email = (kind: ReturnEmailKind): ReturnEffect => ({ type: "email", kind });
const kind = (k: ReturnKind) => condition<ReturnFacts>(`an ${k}`, (f) => f.kind === k);
const release: ReturnEffect = { type: "releaseExchangeUnits" };

/**
 * Every move a return request may make, who may make it and what it does. Anything not listed is refused
 * (BAD_USER_INPUT naming the current status and the allowed next ones) and changes nothing.
 */
export const RETURN_LIFECYCLE: Lifecycle<ReturnStatus, ReturnEffect, ReturnFacts> = {
  noun: "return request",
  stuck: "cannot be moved further",
  staying: "refused",
  states: RETURN_STATUSES,
  closing: ["rejected", "cancelled", "refunded"],
  moves: [
    { from: null, to: "requested", by: ["customer"], when: kind("return"), then: [email("return_received")], note: "Return requested" },
    { from: null, to: "requested", by: ["customer"], when: kind("exchange"), effects: [{ type: "reserveExchangeUnits" }], then: [email("return_received")], note: "Return requested" },

    { from: "requested", to: "approved", by: ["admin"], then: [email("return_approved")], note: "Approved; a pickup will be arranged" },
    { from: "requested", to: "rejected", by: ["admin"], effects: [release], then: [email("return_rejected")], note: "Rejected" },
    // The customer changes their mind before the courier comes.
    { from: "requested", to: "cancelled", by: ["customer"], effects: [release], note: "Cancelled by the customer" },
    { from: "approved", to: "cancelled", by: ["customer"], effects: [release], note: "Cancelled by the customer before pickup" },

    { from: "approved", to: "picked_up", by: ["admin"], note: "Picked up" },
    // The reverse pickup's scan (services/shipping): the courier collected it from the customer.
    { from: "approved", to: "picked_up", by: ["provider"], note: "Picked up by the courier" },
    // The money of a return is fixed when its units arrive, in its two parts (payment-policies.ts refundPartsOf): the
    // part paid online goes back through the gateway at once; the part paid in cash (COD, and a part-paid COD order's
    // rest) waits for the admin's recordManualRefund. Refunded once both are back.
    {
      from: "picked_up",
      to: "received",
      by: ["admin"],
      when: kind("return"),
      effects: [{ type: "restock" }, { type: "fixRefundValue" }],
      then: [{ type: "issueRefund" }],
      note: "Received at the warehouse",
    },
    { from: "picked_up", to: "received", by: ["admin"], when: kind("exchange"), effects: [{ type: "restock" }, { type: "makeReplacement" }], note: "Received; replacement order made" },

    // The refund ledger moves a request once its refund is processed or failed (services/orders/refunds.ts).
    { from: "received", to: "refunded", by: ["system", "admin"], then: [email("refund_issued")], note: "Refunded" },
    { from: "received", to: "refund_failed", by: ["system"], note: "Refund failed" },
    { from: "refund_failed", to: "refunded", by: ["system", "admin"], then: [email("refund_issued")], note: "Refunded on retry" },

    // An exchange's replacement order follows the order lifecycle; the request follows it, both ways.
    { from: "received", to: "exchange_shipped", by: ["system"], when: kind("exchange"), then: [email("exchange_shipped")], note: "Replacement shipped" },
    { from: "exchange_shipped", to: "exchange_delivered", by: ["system"], when: kind("exchange"), note: "Replacement delivered" },
    { from: "exchange_shipped", to: "received", by: ["system"], when: kind("exchange"), note: "Replacement marked shipped by mistake" },
    { from: "exchange_delivered", to: "exchange_shipped", by: ["system"], when: kind("exchange"), note: "Replacement marked delivered by mistake" },
  ] satisfies Move<ReturnStatus, ReturnEffect, ReturnFacts>[],
};

export const returnTable = tableOf(RETURN_LIFECYCLE);

/** A request's status as messages write it ("refund failed"). */
export const returnStatusWords = (status: ReturnStatus) => status.replace(/_/g, " ");
