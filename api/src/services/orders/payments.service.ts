import { LRUCache } from "lru-cache";
import type { EntityManager } from "typeorm";
import { entitiesFromJson } from "../../db/json-entities.js";
import { ASYNC_COMMIT } from "../../db/sql.js";
import { OrderEntity, type PaymentStatus } from "../../entities/order.entity.js";
import { PaymentEntity } from "../../entities/payment.entity.js";
import type { RefundCause } from "../../entities/refund.entity.js";
import { DomainError } from "../../lib/errors.js";
import { type GatewayPayment, type GatewayWebhookEvent, type PaymentGateway, PaymentGatewayError } from "../../payments/index.js";
import type { ServiceContext } from "../context.js";
import { paymentTable } from "../lifecycles/index.js";
import { lockOrder } from "./order-access.js";
import type { OrderView, OrderViewRows } from "./order-view.js";
import { codSwitchRefusal, COD_TO_ONLINE_MESSAGES, switchToOnline } from "./cod-to-online.js";
import { type CodConfirmationMachine, type OrderMachine, orderFacts, type SettledPayment, settlePayment } from "./order-machine.js";
import { policyOf } from "./payment-policies.js";
import { COD_ADVANCE_MESSAGES, dueOnDeliveryOf } from "./cod-advance.js";
import type { RefundLedger } from "./refunds.js";
import { startPeriodicJob } from "../../lib/periodic-job.js";

export const PAYMENT_MESSAGES = {
  verified: "Payment verified and order confirmed",
  verificationFailed: "Payment verification failed",
  mismatch: "Payment verification failed: the payment does not match this order.",
  notCompleted: "The payment has not been completed. Please try again.",
  failed: "The payment failed. Please try again.",
  providerUnavailable: "We could not confirm your payment with Razorpay just now. Please try again in a moment.",
  refundedLate: "Your payment arrived after this order had been cancelled and its items are no longer available, so it has been refunded in full.",
  badWebhookSignature: "Invalid webhook signature",
  badWebhookPayload: "Invalid webhook payload",
  switchRefused: (why: string) => `${why} Your payment was not taken; Razorpay returns it to you.`,
} as const;

/** A webhook as first read: whether its event id is new, the provider order's attempt it is about and, when it says money arrived, that attempt's order. */
interface ReceivedWebhook {
  fresh: boolean;
  payment: PaymentEntity | null;
  order: OrderEntity | null;
  /** Money arrived, but the order's row was held (a settlement running now): the event was kept to settle after it. */
  busy: boolean;
}

/** How long a kept (deferred) webhook is left to the node that answered it before any node's sweep settles it. */
const DEFERRED_WEBHOOK_GRACE_SECONDS = 30;
/** How often each node sweeps kept webhooks. */
const DEFERRED_WEBHOOK_SWEEP_MS = 60_000;
/**
 * The payments a node remembers settling, and for how long: the provider's webhooks for a payment come within
 * seconds of its capture (Razorpay retries a failed delivery for a day; a retry after the memory is gone takes the
 * database's path, as a webhook to another node does).
 */
const SETTLED_HERE = { max: 5_000, ttl: 10 * 60_000 } as const;
/**
 * How long a webhook waits for this node's own settlement of its payment (verify's, running now) before it takes the
 * database's path and, when the order's row is still held, keeps itself: well inside the 5 s Razorpay gives a delivery.
 */
const WAIT_FOR_OWN_SETTLEMENT_MS = 1_000;

/** How a settlement ended; `view`: the order's view after it, when the settlement built it (verify's, in one statement). */
/**
 * recordWebhook's statement: the event id recorded (a redelivery is dropped), the provider order's attempt read, and
 * for an event saying money arrived ($4) its order, its row locked for the statement (a settlement running now ends
 * before the read, which then sees it). Keeping (issue 46): a held row is skipped instead, and the event's signed body
 * ($5) kept on its row (`busy`) to be settled once the row is free.
 */
const recordWebhookSql = (keeping: boolean) => `
  WITH attempt AS (
         SELECT to_jsonb(p) AS payment,
                (SELECT to_jsonb(o) FROM orders o WHERE o.id = p.order_id AND $4 FOR UPDATE${keeping ? " SKIP LOCKED" : ""}) AS "order",
                $4 AND p.order_id IS NOT NULL AS wants_order
           FROM (SELECT 1) AS one LEFT JOIN payments p ON p.provider_order_id = $3),
       busy AS (SELECT ${keeping ? `wants_order AND "order" IS NULL` : "false"} AS busy FROM attempt),
       fresh AS (
         INSERT INTO webhook_events (event_id, event, deferred_body) SELECT $1, $2, CASE WHEN (SELECT busy FROM busy) THEN $5::text END WHERE $1::text IS NOT NULL
         ON CONFLICT (event_id) DO NOTHING RETURNING event_id)
  SELECT ${ASYNC_COMMIT}, ($1::text IS NULL OR EXISTS (SELECT 1 FROM fresh)) AS fresh, payment, "order", (SELECT busy FROM busy) AS busy FROM attempt`;
const RECORD_WEBHOOK_WAITING_SQL = recordWebhookSql(false);
const RECORD_WEBHOOK_KEEPING_SQL = recordWebhookSql(true);

export type SettleOutcome = { kind: "paid"; orderId: string; view?: OrderView } | { kind: "refunded"; orderId: string; view?: undefined };

/**
 * Money arriving: one idempotent path from "the provider says this payment succeeded" to "the order is paid",
 * fed by the browser's verify call and by the provider's webhooks, in any order and at the same time.
 */
export function createPaymentsService(
  { dataSource, logger, config }: ServiceContext,
  { gateway, machine, ledger, codConfirmation }: { gateway: PaymentGateway; machine: OrderMachine; ledger: RefundLedger; codConfirmation: CodConfirmationMachine },
) {
  const deferred = new Set<Promise<unknown>>();
  // Issue 46: a payment's webhooks (order.paid, sent as it is captured; payment.captured too on an older subscription)
  // mostly come for a payment this node is settling through verify at that moment, or has just settled. Such a webhook
  // has nothing left to do, and is answered from memory instead of with two or three statements (recording it, keeping
  // it while verify holds the order's row, settling it again once the row is free): `settledHere` holds the payments
  // this node committed as their order's payment (provider payment id -> provider order id), `settlingHere` the
  // settlements running on it now, which such a webhook waits for (bounded). Anything else (another node's settlement, a failed one, a memory
  // that has forgotten) takes the database's path, so a webhook is never lost to this shortcut: it is answered only
  // once the settlement it relies on has committed.
  const settledHere = new LRUCache<string, string>(SETTLED_HERE);
  const settlingHere = new Map<string, Promise<unknown>>();

  /** Runs a settlement of provider payment `paymentId` (verify's, a webhook's), known to this node's webhooks while it runs. */
  function whileSettling<T>(paymentId: string, work: () => Promise<T>): Promise<T> {
    const running = work();
    settlingHere.set(paymentId, running);
    const forget = () => {
      if (settlingHere.get(paymentId) === running) settlingHere.delete(paymentId);
    };
    running.then(forget, forget);
    return running;
  }

  /** Notes that `providerPaymentId` is now, committed, the payment of the order of provider order `providerOrderId`. */
  function rememberSettled(providerPaymentId: string, providerOrderId: string): void {
    settledHere.set(providerPaymentId, providerOrderId);
  }

  /** Whether this node settled the reported payment for its provider order, waiting first for its settlement running here. */
  async function settledOnThisNode(reported: GatewayPayment): Promise<boolean> {
    const running = settlingHere.get(reported.id);
    if (running) {
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_FOR_OWN_SETTLEMENT_MS)));
      await Promise.race([running.then(() => undefined, () => undefined), bound]);
      clearTimeout(timer);
    }
    return reported.orderId !== null && settledHere.get(reported.id) === reported.orderId;
  }

  /** Captures an authorized payment; if the capture is refused because someone else captured it, that is fine. */
  async function capture(payment: GatewayPayment): Promise<GatewayPayment> {
    try {
      return await gateway.capturePayment(payment.id, payment.amount, payment.currency);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError) || error.detail.failure !== "provider") throw error;
      const again = await gateway.fetchPayment(payment.id);
      if (again.status === "captured") return again;
      throw error;
    }
  }

  /**
   * Gives a captured payment back that the order cannot keep (it came late, or twice) through the refund ledger; a
   * refusal is thrown (the caller's transaction rolls back, and the provider's webhook, or the shopper's verify, retries).
   */
  async function refundUnkept(manager: EntityManager, order: OrderEntity, payment: GatewayPayment, cause: RefundCause, reason: string): Promise<void> {
    const refund = await ledger.refund(manager, { order, amount: payment.amount, cause, reason, method: "gateway", payment, actor: "system" });
    if (refund?.status === "failed") {
      logger.warn({ orderId: order.id, paymentId: payment.id, reason: refund.failureReason }, "refund of a late or duplicate payment failed");
      throw new PaymentGatewayError(PAYMENT_MESSAGES.providerUnavailable, { operation: "payments.refund", failure: "provider", description: refund.failureReason ?? "refund failed" });
    }
  }

  /** A payment move that leaves the order's status where it is (checked against the payment table), with a history note. */
  async function movePayment(manager: EntityManager, order: OrderEntity, to: PaymentStatus, note: string): Promise<void> {
    if (order.paymentStatus !== to && !paymentTable.find(order.paymentStatus, to, "system", orderFacts(order).paidBy)) {
      throw new Error(`the payment of order ${order.id} cannot move from ${order.paymentStatus} to ${to}`);
    }
    await manager.query(
      `WITH moved AS (UPDATE orders SET payment_status = $2, updated_at = now() WHERE id = $1)
       INSERT INTO order_status_history (order_id, from_status, to_status, note) VALUES ($1, $3, $3, $4)`,
      [order.id, to, order.status, note.slice(0, 500)],
    );
    order.paymentStatus = to;
  }

  /** A payment that arrived for an order that cannot keep it: recorded on the order, then given back in full. */
  async function refundLate(manager: EntityManager, order: OrderEntity, payment: GatewayPayment, settled: SettledPayment, closedByShop: boolean) {
    await manager.query(`UPDATE orders SET payment_id = $2, paid_paise = $3, updated_at = now() WHERE id = $1`, [order.id, payment.id, payment.amount]);
    await manager.query(`UPDATE payments SET status = 'refunded', provider_payment_id = $2, updated_at = now() WHERE id = $1`, [settled.attemptId, payment.id]);
    Object.assign(order, { paymentId: payment.id, paidPaise: payment.amount });
    await refundUnkept(manager, order, payment, "late_payment", closedByShop ? "Payment arrived after the shop cancelled the order" : "Payment arrived after the order was cancelled; its items were no longer in stock");
    await movePayment(manager, order, order.paymentStatus, `Payment ${payment.id} arrived after the order was cancelled; refunded in full`);
  }

  /**
   * Takes a payment the provider reports for one of our provider orders to its end: checks it against what we
   * stored (order id, amount, currency), captures it when only authorized, then in ONE transaction with the order
   * locked moves the order to confirmed (status-machine.ts: invoice number, cart, email). An order whose
   * reservation was released takes its stock again, or — if the shop no longer has it, or an admin cancelled the
   * order — the payment is refunded. A paid order never moves back. `read`: the order as the caller read it just now;
   * `known`: what was read with it (the rest of its view, the phone its messages go to), for the one-statement settlement.
   */
  async function settle(
    stored: PaymentEntity,
    reported: GatewayPayment,
    source: "verify" | "webhook",
    read?: OrderEntity,
    known?: { viewRows: OrderViewRows; consentedPhone: string | null },
  ): Promise<SettleOutcome> {
    const orderId = stored.orderId;
    if (reported.orderId !== stored.providerOrderId || reported.amount !== stored.amountPaise || reported.currency !== stored.currency.trim()) {
      logger.warn(
        { orderId, source, paymentId: reported.id, expected: { order: stored.providerOrderId, amount: stored.amountPaise, currency: stored.currency }, reported },
        "payment does not match the stored provider order",
      );
      throw new DomainError("PAYMENT_FAILED", PAYMENT_MESSAGES.mismatch);
    }

    // The order as the caller just read it (verify has), else read now; the transaction below re-reads it locked.
    const current = read?.id === orderId ? read : await dataSource.manager.findOneByOrFail(OrderEntity, { id: orderId });
    if (current.paymentStatus === "paid" || current.paymentStatus === "partially_refunded" || current.paymentStatus === "refunded") {
      if (current.paymentId === reported.id) {
        rememberSettled(reported.id, stored.providerOrderId);
        return { kind: current.paymentStatus === "refunded" ? "refunded" : "paid", orderId };
      }
      // Another payment for an order that is already settled: never captured (Razorpay returns uncaptured
      // payments by itself); a captured one is given back below.
      if (reported.status === "authorized") {
        logger.warn({ orderId, paymentId: reported.id }, "second payment for a settled order left uncaptured");
        return { kind: current.paymentStatus === "refunded" ? "refunded" : "paid", orderId };
      }
    }

    let payment = reported;
    if (payment.status === "failed") {
      await recordFailedAttempt(stored, payment);
      throw new DomainError("PAYMENT_FAILED", PAYMENT_MESSAGES.failed);
    }
    // A payment to switch a cash-on-delivery order to online (cod-to-online.ts) for an order that shipped or closed
    // since the window opened is not taken: left uncaptured, the provider returns it by itself.
    // A COD order's payment is its advance (part-paid: for the order waiting for it) or a switch to online payment.
    const switchRefused = policyOf(current).kind !== "cod" ? null : current.codAdvancePaise > 0 ? advanceRefusal(current) : codSwitchRefusal(current);
    if (switchRefused && payment.status === "authorized") {
      logger.warn({ orderId, paymentId: payment.id, reason: switchRefused }, "payment to switch a COD order to online left uncaptured");
      throw new DomainError("PAYMENT_FAILED", PAYMENT_MESSAGES.switchRefused(switchRefused));
    }
    if (payment.status === "authorized") payment = await capture(payment);
    if (payment.status !== "captured") {
      if (payment.status === "refunded" && current.paymentId === payment.id) return { kind: "refunded", orderId };
      throw new DomainError("PAYMENT_FAILED", PAYMENT_MESSAGES.notCompleted);
    }

    const settled: SettledPayment = { attemptId: stored.id, providerPaymentId: payment.id, method: payment.method ?? reported.method, vpa: payment.vpa ?? reported.vpa };
    // Issue 46: the usual case, an order still waiting for this payment as the caller read it, settles in one statement
    // (order-machine.ts, settleAtOnce); anything else (it changed meanwhile) by the transaction below, under its lock.
    if (known && current.status === "pending" && current.paymentStatus === "pending") {
      const view = await machine.settleAtOnce(dataSource.manager, current, settled, known, `Payment received (${payment.id})`);
      if (view) {
        rememberSettled(payment.id, stored.providerOrderId);
        logger.info({ orderId, paymentId: payment.id, source }, "order paid");
        return { kind: "paid", orderId, view };
      }
    }
    // Set when the transaction below makes this payment the pending order's own (remembered once it has committed).
    let confirmedWithThisPayment = false;
    const outcome = await dataSource.transaction(async (manager) => {
      const order = (await lockOrder(manager, orderId))!;
      if (order.paymentStatus === "paid" || order.paymentStatus === "partially_refunded" || order.paymentStatus === "refunded") {
        if (order.paymentId !== payment.id) {
          // A duplicate capture for a settled order (e.g. paid twice in two tabs): give that money back.
          await refundUnkept(manager, order, payment, "duplicate_payment", "Duplicate payment for an order already paid");
          await movePayment(manager, order, order.paymentStatus, `A second payment (${payment.id}) was refunded in full`);
        }
        return { kind: order.paymentStatus === "refunded" ? "refunded" : "paid", orderId } as const;
      }

      // Paying a cash-on-delivery order online instead (issue 43): it becomes prepaid; one that can no longer be
      // switched (it shipped or closed while the payment was captured) has the payment given back through the ledger.
      if (policyOf(order).kind === "cod" && order.codAdvancePaise > 0) return settleAdvancePayment(manager, order, payment, settled, source);
      if (policyOf(order).kind === "cod") {
        if (await switchToOnline(manager, { config, gatewayProvider: gateway.provider, machine, codConfirmation }, order, settled, payment.amount)) {
          logger.info({ orderId, paymentId: payment.id, source }, "cash-on-delivery order paid online instead");
          return { kind: "paid", orderId } as const;
        }
        await refundUnkept(manager, order, payment, "late_payment", COD_TO_ONLINE_MESSAGES.lateReason);
        return { kind: "refunded", orderId } as const;
      }
      if (order.status === "pending") {
        await machine.move(manager, order, "confirmed", { actor: "system", payment: settled, note: `Payment received (${payment.id})` });
        confirmedWithThisPayment = true;
        logger.info({ orderId, paymentId: payment.id, source }, "order paid");
        return { kind: "paid", orderId } as const;
      }
      // A payment for an order closed before it came: the late-payment row takes its stock and offers again, unless
      // the table refuses it (the shop closed it) or they are gone; then the payment goes back.
      if (machine.isClosing(order.status)) {
        let reopened = false;
        if (machine.find(order.status, "confirmed", "system", orderFacts(order))) {
          await manager.query("SAVEPOINT take_again");
          try {
            const note = `Payment received (${payment.id}) after the reservation was released; stock reserved again`;
            reopened = await machine.move(manager, order, "confirmed", { actor: "system", payment: settled, note });
            await manager.query("RELEASE SAVEPOINT take_again");
          } catch (error) {
            if (!(error instanceof DomainError) || (error.code !== "OUT_OF_STOCK" && error.code !== "CONFLICT")) throw error;
            await manager.query("ROLLBACK TO SAVEPOINT take_again");
            const fresh = (await lockOrder(manager, orderId))!;
            Object.assign(order, fresh);
          }
        }
        if (!reopened) {
          // The provider is called with the order locked: a concurrent verify or webhook waits, then finds it refunded.
          await refundLate(manager, order, payment, settled, order.closedBy === "admin");
          logger.info({ orderId, paymentId: payment.id, source }, "late payment refunded");
          return { kind: "refunded", orderId } as const;
        }
        logger.info({ orderId, paymentId: payment.id, source }, "order paid after its reservation was released");
        return { kind: "paid", orderId } as const;
      }
      // An order an admin moved on before its payment came (before the status machine): it keeps its status.
      await settlePayment(manager, order, settled);
      await movePayment(manager, order, "paid", `Payment received (${payment.id})`);
      logger.info({ orderId, paymentId: payment.id, source }, "order paid");
      return { kind: "paid", orderId } as const;
    });
    if (confirmedWithThisPayment) rememberSettled(payment.id, stored.providerOrderId);
    return outcome;
  }

  /**
   * A part-paid cash-on-delivery order's advance (issue 43 item 6), under the order's row lock: the order waiting for
   * it moves to confirmed (the table's row: the advance paid online, the rest to collect, no COD confirmation needed);
   * the same payment again (verify and webhook, a replay) changes nothing; a payment for an order that was released or
   * closed before its advance came, or a second one, is given back through the refund ledger.
   */
  async function settleAdvancePayment(manager: EntityManager, order: OrderEntity, payment: GatewayPayment, settled: SettledPayment, source: "verify" | "webhook"): Promise<SettleOutcome> {
    const orderId = order.id;
    if (order.paymentId === payment.id) return { kind: order.paymentStatus === "refunded" ? "refunded" : "paid", orderId };
    if (order.status === "pending" && order.paymentStatus === "pending") {
      const note = COD_ADVANCE_MESSAGES.received(order.codAdvancePaise, dueOnDeliveryOf(order), payment.id);
      await machine.move(manager, order, "confirmed", { actor: "system", payment: settled, note });
      logger.info({ orderId, paymentId: payment.id, source }, "advance of a part-paid cash-on-delivery order paid");
      return { kind: "paid", orderId };
    }
    if (!order.paymentId) {
      // Released (the window expired or was closed) or closed by the shop before the advance came: given back in full.
      await refundLate(manager, order, payment, settled, order.closedBy === "admin");
      logger.info({ orderId, paymentId: payment.id, source }, "late advance refunded");
      return { kind: "refunded", orderId };
    }
    await refundUnkept(manager, order, payment, "duplicate_payment", "Duplicate payment of an advance already paid");
    await movePayment(manager, order, order.paymentStatus, `A second payment (${payment.id}) was refunded in full`);
    return { kind: order.paymentStatus === "refunded" ? "refunded" : "paid", orderId };
  }

  /** Why a payment for a part-paid order's advance is left uncaptured now: the order closed before the advance came. */
  function advanceRefusal(order: OrderEntity): string | null {
    return machine.isClosing(order.status) && !order.paymentId ? COD_ADVANCE_MESSAGES.cancelledUnpaid : null;
  }

  /** A failed attempt is noted on the provider order's row; the order stays open for a retry in the same window. */
  async function recordFailedAttempt(stored: PaymentEntity, payment: GatewayPayment): Promise<void> {
    await dataSource.manager.query(
      `UPDATE payments SET status = 'failed', provider_payment_id = $2, failure_reason = $3, updated_at = now() WHERE id = $1 AND status IN ('created', 'failed')`,
      [stored.id, payment.id, (payment.errorDescription ?? "Payment failed").slice(0, 300)],
    );
  }

  return {
    settle,
    whileSettling,

    /**
     * The payment a verify reports, for an order still waiting for its money: captured straight away, one call to
     * the provider instead of a fetch and then a capture. Safe before any check of ours: the caller verified the
     * checkout signature, which ties this payment to our provider order, and the provider captures only the amount
     * that was authorized, which must be ours (`stored`). A capture the provider refuses (not authorized: failed or
     * still pending; already captured, by a webhook) is answered by fetching the payment as it is; settle decides.
     */
    async captureForVerify(stored: PaymentEntity, paymentId: string): Promise<GatewayPayment> {
      try {
        return await gateway.capturePayment(paymentId, stored.amountPaise, stored.currency.trim());
      } catch (error) {
        // Only a refusal (4xx) says the payment is not ours to capture now; a 5xx or no answer is a failure to report.
        const refused = error instanceof PaymentGatewayError && error.detail.failure === "provider" && (error.detail.status ?? 500) < 500;
        if (!refused) throw error;
        return gateway.fetchPayment(paymentId);
      }
    },

    /**
     * A provider's webhook: the signature over the raw body is checked first (400 and no change otherwise), a
     * redelivered event id is dropped, and an event saying money arrived settles the order exactly as verify does;
     * a failed attempt is noted. A failure the provider should retry (provider unreachable, database down) is
     * thrown after forgetting the event id, so the retry is processed.
     */
    async handleWebhook(rawBody: unknown, signature: unknown, eventId: unknown): Promise<{ outcome: "processed" | "duplicate" | "ignored" | "deferred" }> {
      if (!Buffer.isBuffer(rawBody) || !gateway.verifyWebhookSignature(rawBody, signature)) {
        throw new DomainError("BAD_USER_INPUT", PAYMENT_MESSAGES.badWebhookSignature);
      }
      let event: ReturnType<PaymentGateway["parseWebhookEvent"]>;
      try {
        event = gateway.parseWebhookEvent(rawBody);
      } catch {
        throw new DomainError("BAD_USER_INPUT", PAYMENT_MESSAGES.badWebhookPayload);
      }
      const id = typeof eventId === "string" && eventId.length > 0 && eventId.length <= 100 ? eventId : undefined;
      // Money arriving for a payment this node settled (or is settling now, through verify): nothing left to do.
      if (event.outcome === "succeeded" && event.payment && (await settledOnThisNode(event.payment))) return { outcome: "processed" };
      // Issue 46: an event saying money arrived for an order whose row is held (verify settling it now) does not queue
      // behind the row: it is kept with its event id (`busy`), answered at once, and settled once the row is free, by this
      // node straight after, or by any node's sweep if this one dies first. Without an event id nothing can be kept: such
      // an event waits for the row as before.
      const received = await recordWebhook(id, event, id ? rawBody : undefined);
      if (!received.fresh) return { outcome: "duplicate" };
      if (received.busy && id) {
        settleLater(id, rawBody);
        return { outcome: "deferred" };
      }
      try {
        return { outcome: await processEvent(event, received) };
      } catch (error) {
        if (error instanceof DomainError && !(error instanceof PaymentGatewayError)) {
          // Permanent: the event does not fit our order (logged where found). Retrying would not change that.
          logger.warn({ event: event.name, eventId: id, reason: error.message }, "webhook event ignored");
          return { outcome: "ignored" };
        }
        if (id) await dataSource.query(`DELETE FROM webhook_events WHERE event_id = $1`, [id]).catch(() => undefined);
        throw error;
      }
    },

    settleDeferredWebhooks,

    /** Forgets the payments this node settled, as another node knows none of them (tests of the database's path). */
    forgetSettledPayments(): void {
      settledHere.clear();
    },

    /** Waits for the webhooks this node is settling after answering them (tests; shutdown). */
    deferredSettled,

    /** Runs settleDeferredWebhooks every minute on this node; returns the stopper. */
    startDeferredWebhookJob(): () => Promise<void> {
      const stop = startPeriodicJob({ everyMs: DEFERRED_WEBHOOK_SWEEP_MS, run: settleDeferredWebhooks, logger, failure: "settling kept webhooks failed" });
      return async () => {
        await stop();
        await deferredSettled();
      };
    },
  };

  /**
   * Settles the webhooks kept while their order's row was held (handleWebhook) that their node has not settled within
   * DEFERRED_WEBHOOK_GRACE_SECONDS (it died, or the provider failed it then); `all` takes every kept one at once (tests).
   * Settling is idempotent, so two nodes sweeping the same event change the order once. Returns how many were settled.
   */
  async function settleDeferredWebhooks({ all = false }: { all?: boolean } = {}): Promise<number> {
    const due: Array<{ event_id: string; deferred_body: string }> = await dataSource.query(
      `SELECT event_id, deferred_body FROM webhook_events WHERE deferred_body IS NOT NULL AND ($1 OR received_at < now() - make_interval(secs => $2))
        ORDER BY received_at LIMIT 100`,
      [all, DEFERRED_WEBHOOK_GRACE_SECONDS],
    );
    let settled = 0;
    for (const row of due) if (await settleDeferred(row.event_id, Buffer.from(row.deferred_body, "utf8"))) settled += 1;
    return settled;
  }

  async function deferredSettled(): Promise<void> {
    while (deferred.size) await Promise.allSettled([...deferred]);
  }

  /** Kept webhooks this node is settling now. */
  function settleLater(eventId: string, rawBody: Buffer): void {
    const run: Promise<unknown> = settleDeferred(eventId, rawBody).finally(() => deferred.delete(run));
    deferred.add(run);
  }

  /**
   * A kept webhook, settled: read again waiting for its order's row (the settlement that held it has ended), processed
   * as handleWebhook would have, then no longer kept. A failure the provider would have retried (provider down, database
   * down) leaves it kept for the sweep. True when it is done with.
   */
  async function settleDeferred(eventId: string, rawBody: Buffer): Promise<boolean> {
    try {
      const event = gateway.parseWebhookEvent(rawBody);
      try {
        await processEvent(event, await recordWebhook(undefined, event));
      } catch (error) {
        if (!(error instanceof DomainError) || error instanceof PaymentGatewayError) throw error;
        logger.warn({ event: event.name, eventId, reason: error.message }, "kept webhook event ignored");
      }
      await dataSource.query(`UPDATE webhook_events SET deferred_body = NULL WHERE event_id = $1`, [eventId]);
      return true;
    } catch (error) {
      logger.warn({ err: error, eventId }, "could not settle a kept webhook yet; the sweep tries again");
      return false;
    }
  }

  /**
   * One statement (a webhook per payment event arrives, two per payment, often while verify settles the same order):
   * records the event id, so a redelivery is dropped, and reads the provider order's attempt; for an event saying
   * money arrived, also its order, waiting on the order's row first (a settlement running now ends before the read,
   * which then sees it; the lock is let go with the statement). The statement commits asynchronously (db/sql.ts):
   * were a database crash to forget the dedupe row, the redelivered event would be processed again, which settling
   * allows.
   */
  async function recordWebhook(eventId: string | undefined, event: GatewayWebhookEvent, keep?: Buffer): Promise<ReceivedWebhook> {
    // With `keep` (the signed body), the order's row is skipped when held rather than waited for, and the body kept
    // on the event's row when it was (issue 46); without, the statement waits for the row as it always did.
    const [row] = (await dataSource.query(keep ? RECORD_WEBHOOK_KEEPING_SQL : RECORD_WEBHOOK_WAITING_SQL, [
      eventId ?? null,
      event.name,
      event.payment?.orderId ?? null,
      event.outcome === "succeeded",
      keep ? keep.toString("utf8") : null,
    ])) as Array<{ fresh: boolean; payment: Record<string, unknown> | null; order: Record<string, unknown> | null; busy: boolean }>;
    const manager = dataSource.manager;
    return {
      fresh: row!.fresh,
      payment: row!.payment ? entitiesFromJson(manager, PaymentEntity, [row!.payment])[0]! : null,
      order: row!.order ? entitiesFromJson(manager, OrderEntity, [row!.order])[0]! : null,
      busy: row!.busy,
    };
  }

  async function processEvent(event: ReturnType<PaymentGateway["parseWebhookEvent"]>, received: ReceivedWebhook): Promise<"processed" | "ignored"> {
    const reported = event.payment;
    if (event.outcome === "other") return "ignored";
    if (event.outcome === "refund") {
      const refund = event.refund;
      return refund ? dataSource.transaction((manager) => ledger.settle(manager, refund)) : "ignored";
    }
    if (!reported?.orderId) {
      logger.warn({ event: event.name }, "webhook event ignored: it carries no payment of one of our provider orders");
      return "ignored";
    }
    const stored = received.payment;
    if (!stored) {
      logger.warn({ event: event.name, providerOrderId: reported.orderId }, "webhook for a provider order we do not know");
      return "ignored";
    }
    if (event.outcome === "failed") {
      await recordFailedAttempt(stored, reported);
      return "processed";
    }
    // Already settled with this very payment (verify, or the other of the two events a payment sends, came first).
    if (stored.status === "captured" && stored.providerPaymentId === reported.id) return "processed";
    // Settled with this payment while this event waited on the order's row (verify, usually).
    const order = received.order ?? undefined;
    if (order && (order.paymentStatus === "paid" || order.paymentStatus === "refunded") && order.paymentId === reported.id) return "processed";
    await whileSettling(reported.id, () => settle(stored, reported, "webhook", order));
    return "processed";
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
