import type { EntityManager } from "typeorm";
import { entitiesFromJson } from "../../db/json-entities.js";
import type { OrderEntity, PaymentStatus } from "../../entities/order.entity.js";
import { type RefundCause, RefundEntity, type RefundStatus } from "../../entities/refund.entity.js";
import type { RefundMethod } from "../../entities/return-request.entity.js";
import type { Logger } from "../../lib/logger.js";
import { type GatewayPayment, type GatewayRefund, type PaymentGateway, PaymentGatewayError } from "../../payments/index.js";
import { type Actor, createMachine, type MoveOptions, type MoveRun, paymentStatusFromLedger, paymentTable, REFUND_LIFECYCLE } from "../lifecycles/index.js";
import { lockOrder, orderReference } from "./order-access.js";
import type { OrderMessages } from "../messages/index.js";

/**
 * The refund ledger: every refund is a row (entities/refund.entity.ts), made by one path whatever caused it — the shop
 * cancelling a paid order, a payment that came late or twice, units returned, a cash-on-delivery buyer paid back by
 * hand — and moved on the refund table of the engine (lifecycles/refund.ts). The order's payment status follows the
 * ledger: refunded once what went back equals what was paid, partially refunded while it is less.
 */

export const REFUND_MESSAGES = {
  noPayment: "The order has no captured payment to refund.",
} as const;

/** What to give back, on which order, why, and how. */
export interface RefundRequest {
  /** The order whose payment the money goes back on, locked by the caller (for a replacement: the original order). */
  order: OrderEntity;
  /** Paise, or "rest": what is left of what the order's payment brought in. */
  amount: number | "rest";
  cause: RefundCause;
  /** Why, as the owner and admins read it. */
  reason: string;
  method: RefundMethod;
  returnRequestId?: string | null;
  /** The provider payment to give back when it is not the order's own (a late or duplicate payment, read already). */
  payment?: GatewayPayment;
  /** A manual refund's UPI or bank transfer reference. */
  reference?: string;
  actor: Extract<Actor, "system" | "admin">;
  changedBy?: string | null;
  /** The return request's history note when this refund moves it on. */
  returnNote?: string;
}

/** What the ledger recorded. */
export interface RefundRecord {
  id: string;
  orderId: string;
  returnRequestId: string | null;
  amountPaise: number;
  method: RefundMethod;
  status: RefundStatus;
  cause: RefundCause;
  reason: string;
  providerRefundId: string | null;
  reference: string | null;
  failureReason: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

/** What a return request does when its refund settles: the returns module's (it follows its refund). */
export interface ReturnRefundFollower {
  refunded(manager: EntityManager, refund: RefundRecord, how: { actor: Actor; changedBy: string | null; note?: string }): Promise<void>;
  failed(manager: EntityManager, refund: RefundRecord, how: { actor: Actor; changedBy: string | null }): Promise<void>;
}

interface RefundOptions extends MoveOptions {
  order: OrderEntity;
  returnNote?: string;
}

type RefundRun = MoveRun<RefundStatus, RefundRecord, RefundOptions, unknown>;

const recordOf = (row: RefundEntity): RefundRecord => ({
  id: row.id,
  orderId: row.orderId,
  returnRequestId: row.returnRequestId,
  amountPaise: row.amountPaise,
  method: row.method,
  status: row.status,
  cause: row.cause,
  reason: row.reason,
  providerRefundId: row.providerRefundId,
  reference: row.reference,
  failureReason: row.failureReason,
  createdAt: row.createdAt,
  settledAt: row.settledAt,
});

/**
 * SQL: the paise given back of the order's own payment, by its processed refunds (a duplicate payment given back is
 * not the order's money). `order` is the orders table's alias or an id parameter.
 */
export const refundedOfOrderSql = (orderId: string) =>
  `(SELECT coalesce(sum(r.amount_paise), 0)::int FROM refunds r WHERE r.order_id = ${orderId} AND r.status = 'processed' AND r.cause <> 'duplicate_payment')`;

export function createRefundLedger({
  logger,
  gateway,
  returns,
  messages,
}: {
  logger: Logger;
  gateway: PaymentGateway;
  returns: () => ReturnRefundFollower;
  messages: Pick<OrderMessages, "refundProcessed">;
}) {
  /** The order's payment status moves to what the ledger says (through the payment table), in the row and in memory. */
  async function recountPayment(manager: EntityManager, order: OrderEntity): Promise<void> {
    const [{ refunded }]: Array<{ refunded: number }> = await manager.query(`SELECT ${refundedOfOrderSql("$1")} AS refunded`, [order.id]);
    const to = paymentStatusFromLedger(order.paymentStatus, order.paidPaise, refunded);
    if (to === order.paymentStatus) return;
    if (!paymentTable.find(order.paymentStatus, to, "system", "online")) throw new Error(`the payment of order ${order.id} cannot move from ${order.paymentStatus} to ${to}`);
    await manager.query(`UPDATE orders SET payment_status = $2, updated_at = now() WHERE id = $1`, [order.id, to]);
    order.paymentStatus = to as PaymentStatus;
  }

  const how = (run: RefundRun) => ({ actor: run.actor, changedBy: run.changedBy });

  const machine = createMachine({
    lifecycle: REFUND_LIFECYCLE,
    factsOf: () => null,
    store: {
      stateOf: (refund: RefundRecord) => refund.status,
      async write(run: RefundRun) {
        const failure = run.to === "failed" ? run.note : null;
        await run.manager.query(`UPDATE refunds SET status = $2, failure_reason = coalesce($3, failure_reason), settled_at = now(), updated_at = now() WHERE id = $1`, [
          run.subject.id,
          run.to,
          failure,
        ]);
        Object.assign(run.subject, { status: run.to, failureReason: failure ?? run.subject.failureReason, settledAt: new Date() });
      },
    },
    handlers: {
      recountPayment: (run) => recountPayment(run.manager, run.options.order),
      async returnRefunded(run) {
        if (run.subject.returnRequestId) await returns().refunded(run.manager, run.subject, { ...how(run), note: run.options.returnNote });
      },
      async message(run) {
        const order = run.options.order;
        const facts = { id: order.id, userId: order.userId, reference: orderReference(order.id), totals: { totalPaise: order.totalPaise }, shippingAddress: { phone: order.shipPhone } };
        await messages.refundProcessed(run.manager, facts, { amountPaise: run.subject.amountPaise, refundId: run.subject.id });
      },
      async returnRefundFailed(run) {
        if (run.subject.returnRequestId) await returns().failed(run.manager, run.subject, how(run));
      },
    },
  });
  /** The provider payment a gateway refund of the order goes back on: its latest captured attempt, or the order's payment id. */
  async function capturedPaymentOf(em: EntityManager, order: OrderEntity): Promise<string | null> {
    const [captured]: Array<{ provider_payment_id: string | null }> = await em.query(
      `SELECT provider_payment_id FROM payments WHERE order_id = $1 AND status IN ('captured', 'refunded') AND provider_payment_id IS NOT NULL ORDER BY updated_at DESC LIMIT 1`,
      [order.id],
    );
    return captured?.provider_payment_id ?? (order.paymentId || null);
  }

  /** Paise of this provider payment the ledger already gave back or is giving back (pending or processed). */
  async function recordedOf(em: EntityManager, providerPaymentId: string): Promise<number> {
    const [{ recorded }]: Array<{ recorded: number }> = await em.query(
      `SELECT coalesce(sum(amount_paise), 0)::int AS recorded FROM refunds WHERE provider_payment_id = $1 AND method = 'gateway' AND status IN ('pending', 'processed')`,
      [providerPaymentId],
    );
    return recorded;
  }

  async function record(
    em: EntityManager,
    request: RefundRequest,
    row: { amountPaise: number; status: RefundStatus; providerPaymentId?: string | null; providerRefundId?: string | null; failureReason?: string | null },
  ): Promise<RefundRecord> {
    const options: RefundOptions = { actor: request.actor, changedBy: request.changedBy ?? null, order: request.order, returnNote: request.returnNote };
    return machine.start(em, null, row.status, options, async () => {
      const [inserted]: Array<{ refund: Record<string, unknown> }> = await em.query(
        `INSERT INTO refunds (order_id, return_request_id, amount_paise, method, status, cause, reason, provider_payment_id, provider_refund_id, reference, failure_reason, created_by, settled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, CASE WHEN $5 = 'pending' THEN NULL ELSE now() END)
         RETURNING to_jsonb(refunds.*) AS refund`,
        [
          request.order.id,
          request.returnRequestId ?? null,
          row.amountPaise,
          request.method,
          row.status,
          request.cause,
          request.reason.slice(0, 300),
          row.providerPaymentId ?? null,
          row.providerRefundId ?? null,
          request.reference?.slice(0, 120) ?? null,
          row.failureReason?.slice(0, 300) ?? null,
          request.changedBy ?? null,
        ],
      );
      return recordOf(entitiesFromJson(em, RefundEntity, [inserted!.refund])[0]!);
    });
  }

  return {
    /**
     * The one refund path. A manual refund is recorded processed with its reference. A gateway refund reads the
     * payment first and compares what the provider already refunded with what the ledger recorded for it: a refund
     * that went through although its answer was lost is recorded, not made twice. The provider's answer is recorded as
     * it came (processed, pending until the bank confirms, or failed with the reason; a provider that cannot be reached
     * is a failure too, which a retry reconciles) and the row's moves carry the consequences (the payment status, a
     * return request). Null when nothing is left to give back.
     */
    async refund(em: EntityManager, request: RefundRequest): Promise<RefundRecord | null> {
      if (request.method === "manual") {
        const amountPaise = request.amount === "rest" ? request.order.paidPaise : request.amount;
        return amountPaise > 0 ? record(em, request, { amountPaise, status: "processed" }) : null;
      }
      const providerPaymentId = request.payment?.id ?? (await capturedPaymentOf(em, request.order));
      if (!providerPaymentId) {
        const amountPaise = request.amount === "rest" ? request.order.paidPaise : request.amount;
        if (amountPaise <= 0) return null;
        return record(em, request, { amountPaise, status: "failed", failureReason: REFUND_MESSAGES.noPayment });
      }
      let made: GatewayRefund;
      let amountPaise = request.amount === "rest" ? request.order.paidPaise : request.amount;
      try {
        const payment = request.payment ?? (await gateway.fetchPayment(providerPaymentId));
        amountPaise = request.amount === "rest" ? payment.amount - payment.amountRefunded : request.amount;
        if (amountPaise <= 0) return null;
        const unrecorded = payment.amountRefunded - (await recordedOf(em, providerPaymentId));
        if (unrecorded >= amountPaise) {
          logger.warn({ orderId: request.order.id, providerPaymentId, unrecorded }, "a refund already made at the provider recorded, not made again");
          return record(em, request, { amountPaise, status: "processed", providerPaymentId });
        }
        made = await gateway.refundPayment(providerPaymentId, {
          amountPaise,
          notes: { orderId: request.order.id, cause: request.cause, ...(request.returnRequestId ? { returnRequestId: request.returnRequestId } : {}) },
        });
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        // Refused, or unreachable with the outcome unknown: recorded as failed. A retry reads the payment first, so a
        // refund that did go through is then recorded, not made twice.
        if (amountPaise <= 0) throw error;
        const reason = (error.detail.description ?? error.message).slice(0, 300);
        logger.warn({ orderId: request.order.id, detail: error.detail }, "a refund through the payment provider failed");
        return record(em, request, { amountPaise, status: "failed", providerPaymentId, failureReason: reason });
      }
      const status: RefundStatus = made.status === "processed" ? "processed" : made.status === "failed" ? "failed" : "pending";
      const failureReason = status === "failed" ? `Refund ${made.id} failed at ${gateway.displayName}` : null;
      return record(em, request, { amountPaise, status, providerPaymentId, providerRefundId: made.id, failureReason });
    },

    /**
     * A refund's outcome from the provider (refund.processed / refund.failed webhooks): a pending refund of the ledger
     * moves on, found by its provider id; anything else (unknown, settled already) is left alone: webhooks repeat and
     * arrive late. The order's row is locked first, as every writer of an order's money does.
     */
    async settle(em: EntityManager, refund: GatewayRefund): Promise<"processed" | "ignored"> {
      const [found]: Array<{ order_id: string }> = await em.query(`SELECT order_id FROM refunds WHERE provider_refund_id = $1`, [refund.id]);
      if (!found || (refund.status !== "processed" && refund.status !== "failed")) return "ignored";
      const order = (await lockOrder(em, found.order_id))!;
      const [row]: Array<{ refund: Record<string, unknown> }> = await em.query(`SELECT to_jsonb(r) AS refund FROM refunds r WHERE r.provider_refund_id = $1 FOR UPDATE`, [refund.id]);
      const current = recordOf(entitiesFromJson(em, RefundEntity, [row!.refund])[0]!);
      if (current.status !== "pending") return "ignored";
      const note = refund.status === "failed" ? `Refund ${refund.id} failed at ${gateway.displayName}` : `Refund ${refund.id} processed`;
      await machine.move(em, current, refund.status, { actor: "provider", order, note, returnNote: note });
      return "processed";
    },

    recountPayment,
  };
}

export type RefundLedger = ReturnType<typeof createRefundLedger>;

/** The refunds of some orders, oldest first, in one statement. */
export async function refundsOfOrders(em: EntityManager, orderIds: readonly string[]): Promise<Map<string, RefundRecord[]>> {
  const byOrder = new Map<string, RefundRecord[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return byOrder;
  const rows: Array<{ refund: Record<string, unknown> }> = await em.query(`SELECT to_jsonb(r) AS refund FROM refunds r WHERE r.order_id = ANY($1::uuid[]) ORDER BY r.created_at, r.id`, [
    [...orderIds],
  ]);
  for (const row of entitiesFromJson(em, RefundEntity, rows.map((r) => r.refund))) byOrder.get(row.orderId)?.push(recordOf(row));
  return byOrder;
}

/** Rows of refunds as PostgreSQL's JSON gives them (the order view reads them in its own statement). */
export function refundsFromJson(em: EntityManager, rows: readonly Record<string, unknown>[]): RefundRecord[] {
  return entitiesFromJson(em, RefundEntity, rows).map(recordOf);
}
