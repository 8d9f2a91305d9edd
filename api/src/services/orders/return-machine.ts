import { RETURN_STATUSES, type ReturnKind, type ReturnStatus } from "../../entities/return-request.entity.js";
import type { Actor } from "./status-machine.js";

/** The emails a return request's moves send (services/emails, return-templates.ts). */
export type ReturnEmailKind = "return_received" | "return_approved" | "return_rejected" | "refund_issued" | "exchange_shipped";

/**
 * What a return request's move does besides changing its status, in the order listed (returns.service.ts carries
 * them out, in the caller's transaction, with the order and the request rows locked):
 * - `releaseExchangeStock`: an exchange's new size gives back the units it reserved at request time (exactly once);
 * - `restock`: the received units marked "restock" go back on the shelf; damaged ones do not;
 * - `fixRefund`: the returned units' share of their lines' net and tax is fixed, and the credit note numbered;
 * - `refund`: the fixed amount goes back (gateway refund or an admin's manual refund); a gateway refusal moves the
 *   request to refund_failed instead, with the reason;
 * - `makeReplacement`: an exchange's ₹0 replacement order is made (it takes over the reserved units);
 * - `email`: the customer is told, after the change is written (one email per kind and request).
 */
export type ReturnEffect = "releaseExchangeStock" | "restock" | "fixRefund" | "refund" | "makeReplacement" | { email: ReturnEmailKind };

export interface ReturnTransition {
  from: ReturnStatus | null;
  to: ReturnStatus;
  by: readonly Actor[];
  /** The kinds of request the move is for. */
  kinds: readonly ReturnKind[];
  effects: readonly ReturnEffect[];
  /** The history's note when the caller gives none. */
  note: string;
}

const email = (kind: ReturnEmailKind) => ({ email: kind });
const BOTH: readonly ReturnKind[] = ["return", "exchange"];

/**
 * Every move a return request may make, who may make it and what it does. Anything not listed is refused
 * (BAD_USER_INPUT naming the current status and the allowed next ones) and changes nothing.
 */
export const RETURN_TRANSITIONS: readonly ReturnTransition[] = [
  { from: null, to: "requested", by: ["customer"], kinds: BOTH, effects: [email("return_received")], note: "Return requested" },

  { from: "requested", to: "approved", by: ["admin"], kinds: BOTH, effects: [email("return_approved")], note: "Approved; a pickup will be arranged" },
  { from: "requested", to: "rejected", by: ["admin"], kinds: BOTH, effects: ["releaseExchangeStock", email("return_rejected")], note: "Rejected" },
  // The customer changes their mind before the courier comes.
  { from: "requested", to: "cancelled", by: ["customer"], kinds: BOTH, effects: ["releaseExchangeStock"], note: "Cancelled by the customer" },
  { from: "approved", to: "cancelled", by: ["customer"], kinds: BOTH, effects: ["releaseExchangeStock"], note: "Cancelled by the customer before pickup" },

  { from: "approved", to: "picked_up", by: ["admin"], kinds: BOTH, effects: [], note: "Picked up" },
  { from: "picked_up", to: "received", by: ["admin"], kinds: ["return"], effects: ["restock", "fixRefund"], note: "Received at the warehouse" },
  { from: "picked_up", to: "received", by: ["admin"], kinds: ["exchange"], effects: ["restock", "makeReplacement"], note: "Received; replacement order made" },

  // Money back: at once through the gateway (system), or recorded by an admin for cash on delivery / a retry.
  { from: "received", to: "refunded", by: ["system", "admin"], kinds: ["return"], effects: ["refund", email("refund_issued")], note: "Refunded" },
  { from: "received", to: "refund_failed", by: ["system"], kinds: BOTH, effects: [], note: "Refund failed" },
  { from: "refund_failed", to: "refunded", by: ["admin", "system"], kinds: BOTH, effects: ["refund", email("refund_issued")], note: "Refunded on retry" },

  // An exchange's replacement order follows the order lifecycle; the request follows it (returns.service.ts), both ways.
  { from: "received", to: "exchange_shipped", by: ["system"], kinds: ["exchange"], effects: [email("exchange_shipped")], note: "Replacement shipped" },
  { from: "exchange_shipped", to: "exchange_delivered", by: ["system"], kinds: ["exchange"], effects: [], note: "Replacement delivered" },
  { from: "exchange_shipped", to: "received", by: ["system"], kinds: ["exchange"], effects: [], note: "Replacement marked shipped by mistake" },
  { from: "exchange_delivered", to: "exchange_shipped", by: ["system"], kinds: ["exchange"], effects: [], note: "Replacement marked delivered by mistake" },
  // Its replacement cancelled by the shop (before it shipped): the units sent back are refunded instead, their money
  // fixed at that moment as a return's (through the gateway at once, or by hand for cash on delivery).
  { from: "received", to: "refunded", by: ["system", "admin"], kinds: ["exchange"], effects: ["refund", email("refund_issued")], note: "Replacement cancelled; refunded instead" },
];

export function findReturnTransition(from: ReturnStatus | null, to: ReturnStatus, actor: Actor, kind: ReturnKind): ReturnTransition | undefined {
  return RETURN_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by.includes(actor) && t.kinds.includes(kind));
}

/** The statuses `actor` may move a request of `kind` in `from` to, in the vocabulary's order. */
export function nextReturnStatuses(from: ReturnStatus, actor: Actor, kind: ReturnKind): ReturnStatus[] {
  return RETURN_STATUSES.filter((to) => findReturnTransition(from, to, actor, kind) !== undefined);
}

/** Statuses in which a request still counts against the units left to return (rejected and cancelled ones do not). */
export const OPEN_OR_DONE_STATUSES: readonly ReturnStatus[] = RETURN_STATUSES.filter((s) => s !== "rejected" && s !== "cancelled");

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "requested",
  approved: "approved",
  rejected: "rejected",
  cancelled: "cancelled",
  picked_up: "picked up",
  received: "received",
  refunded: "refunded",
  refund_failed: "refund failed",
  exchange_shipped: "exchange shipped",
  exchange_delivered: "exchange delivered",
};

export const RETURN_MACHINE_MESSAGES = {
  refused: (from: ReturnStatus, to: ReturnStatus, allowed: readonly ReturnStatus[]) =>
    `This return request is ${RETURN_STATUS_LABELS[from]} and cannot be moved to ${RETURN_STATUS_LABELS[to]}. ` +
    (allowed.length ? `It can be moved to: ${allowed.map((s) => RETURN_STATUS_LABELS[s]).join(", ")}.` : `A ${RETURN_STATUS_LABELS[from]} return request cannot be moved further.`),
} as const;
