import { REFUND_STATUSES, type RefundStatus } from "../../entities/refund.entity.js";
import { type Lifecycle, type Move, tableOf } from "./engine.js";

/**
 * What a refund's move does besides changing its status (services/orders/refunds.ts has one handler each):
 * - `recountPayment`: the order's payment status follows the ledger (partially refunded, refunded);
 * - `returnRefunded` / `returnRefundFailed`: the return request the refund is for (if any) follows it;
 * - `message`: the shopper's phone is told the refund was processed (WhatsApp, with consent; issue 43).
 */
export type RefundEffect = { type: "recountPayment" } | { type: "returnRefunded" } | { type: "returnRefundFailed" } | { type: "message" };

const settled: RefundEffect[] = [{ type: "recountPayment" }, { type: "returnRefunded" }, { type: "message" }];
const failed: RefundEffect[] = [{ type: "returnRefundFailed" }];

/**
 * A refund of the ledger: made through the gateway (pending until the bank confirms, or processed at once) or by hand
 * (recorded processed by the admin who paid it). The provider's webhook settles a pending one by its refund id.
 */
export const REFUND_LIFECYCLE: Lifecycle<RefundStatus, RefundEffect, null> = {
  noun: "refund",
  states: REFUND_STATUSES,
  closing: ["processed", "failed"],
  moves: [
    { from: null, to: "pending", by: ["system", "admin"], note: "Refund accepted by the payment provider; waiting for the bank" },
    { from: null, to: "processed", by: ["system", "admin"], then: settled, note: "Refunded" },
    { from: null, to: "failed", by: ["system", "admin"], then: failed, note: "Refund refused by the payment provider" },
    { from: "pending", to: "processed", by: ["provider"], then: settled, note: "Refund processed by the bank" },
    { from: "pending", to: "failed", by: ["provider"], then: failed, note: "Refund failed at the bank" },
  ] satisfies Move<RefundStatus, RefundEffect, null>[],
};

export const refundTable = tableOf(REFUND_LIFECYCLE);
