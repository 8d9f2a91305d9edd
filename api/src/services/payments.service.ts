import type { EntityManager } from "typeorm";
import { z } from "zod";
import { OrderEntity, OrderStatusHistoryEntity } from "../entities/order.entity.js";
import { PaymentEntity } from "../entities/payment.entity.js";
import { DomainError } from "../lib/errors.js";
import type { GatewayPayment, PaymentGateway } from "../payments/gateway.js";
import { PaymentGatewayError } from "../payments/gateway.js";
import { toGatewayPayment } from "../payments/razorpay-gateway.js";
import type { ServiceContext } from "./context.js";
import { queueOrderEmail } from "./emails.service.js";
import { addHistory, lockOrder, reserveOrderStock, rowCount } from "./orders.service.js";

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
} as const;

export type SettleOutcome = { kind: "paid"; orderId: string } | { kind: "refunded"; orderId: string };

const webhookEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: z.unknown() }).optional(),
      order: z.object({ entity: z.unknown() }).optional(),
    })
    .loose(),
});

/**
 * Money arriving: one idempotent path from "the provider says this payment succeeded" to "the order is paid",
 * fed by the browser's verify call and by Razorpay's webhooks, in any order and at the same time.
 */
export function createPaymentsService({ dataSource, logger, config }: ServiceContext, gateway: PaymentGateway) {
  async function refundLatePayment(payment: GatewayPayment, orderId: string, reason: string): Promise<void> {
    try {
      await gateway.refundPayment(payment.id, { amountPaise: payment.amount - payment.amountRefunded, notes: { orderId, reason } });
    } catch (error) {
      if (error instanceof PaymentGatewayError) logger.warn({ orderId, paymentId: payment.id, detail: error.detail }, "refund of a late or duplicate payment failed");
      throw error;
    }
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
   * Takes a payment the provider reports for one of our provider orders to its end: checks it against what we
   * stored (order id, amount, currency), captures it when only authorized, then in ONE transaction with the order
   * locked: marks the order paid and confirmed (once), records the payment, empties the ordered lines from the
   * cart. An order whose reservation was already released takes its stock again, or — if the shop no longer has
   * it, or an admin cancelled the order — the payment is refunded. A paid order never moves back.
   */
  async function settle(stored: PaymentEntity, reported: GatewayPayment, source: "verify" | "webhook"): Promise<SettleOutcome> {
    const orderId = stored.orderId;
    if (reported.orderId !== stored.providerOrderId || reported.amount !== stored.amountPaise || reported.currency !== stored.currency.trim()) {
      logger.warn(
        { orderId, source, paymentId: reported.id, expected: { order: stored.providerOrderId, amount: stored.amountPaise, currency: stored.currency }, reported },
        "payment does not match the stored provider order",
      );
      throw new DomainError("PAYMENT_FAILED", PAYMENT_MESSAGES.mismatch);
    }

    const current = await dataSource.manager.findOneByOrFail(OrderEntity, { id: orderId });
    if (current.paymentStatus === "paid" || current.paymentStatus === "refunded") {
      if (current.paymentId === reported.id) return { kind: current.paymentStatus, orderId };
      // Another payment for an order that is already settled: never captured (Razorpay returns uncaptured
      // payments by itself); a captured one is given back below.
      if (reported.status === "authorized") {
        logger.warn({ orderId, paymentId: reported.id }, "second payment for a settled order left uncaptured");
        return { kind: current.paymentStatus, orderId };
      }
    }

    let payment = reported;
    if (payment.status === "failed") {
      await recordFailedAttempt(stored, payment);
      throw new DomainError("PAYMENT_FAILED", PAYMENT_MESSAGES.failed);
    }
    if (payment.status === "authorized") payment = await capture(payment);
    if (payment.status !== "captured") {
      if (payment.status === "refunded" && current.paymentId === payment.id) return { kind: "refunded", orderId };
      throw new DomainError("PAYMENT_FAILED", PAYMENT_MESSAGES.notCompleted);
    }

    return dataSource.transaction(async (manager) => {
      const order = (await lockOrder(manager, orderId))!;
      if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") {
        if (order.paymentId !== payment.id) {
          // A duplicate capture for a settled order (e.g. paid twice in two tabs): give that money back.
          await refundLatePayment(payment, orderId, "Duplicate payment for an order already paid");
          await addHistory(manager, { orderId, from: order.status, to: order.status, note: `A second payment (${payment.id}) was refunded in full` });
        }
        return { kind: order.paymentStatus, orderId };
      }

      let note = `Payment received (${payment.id})`;
      if (!order.stockReserved) {
        const last = await manager.findOne(OrderStatusHistoryEntity, { where: { orderId }, order: { createdAt: "DESC", id: "DESC" } });
        const cancelledByAdmin = (order.status === "cancelled" || order.status === "rejected") && Boolean(last?.changedBy);
        let reserved = false;
        if (!cancelledByAdmin) {
          await manager.query("SAVEPOINT reserve_again");
          reserved = (await reserveOrderStock(manager, orderId)).ok;
          await manager.query(reserved ? "RELEASE SAVEPOINT reserve_again" : "ROLLBACK TO SAVEPOINT reserve_again");
        }
        if (!reserved) {
          // The provider call runs with the order locked: a concurrent verify or webhook waits, then finds it refunded.
          await refundLatePayment(payment, orderId, cancelledByAdmin ? "Order cancelled by the shop" : "Items no longer in stock");
          await manager.update(OrderEntity, { id: orderId }, { paymentStatus: "refunded", paymentId: payment.id });
          await manager.update(PaymentEntity, { id: stored.id }, { status: "refunded", providerPaymentId: payment.id });
          await addHistory(manager, { orderId, from: order.status, to: order.status, note: `Payment ${payment.id} arrived after the order was cancelled; refunded in full` });
          logger.info({ orderId, paymentId: payment.id, source }, "late payment refunded");
          return { kind: "refunded", orderId } as const;
        }
        note = `Payment received (${payment.id}) after the reservation was released; stock reserved again`;
      }

      const updated: unknown = await manager.query(
        `UPDATE orders
            SET payment_status = 'paid',
                status = CASE WHEN status IN ('pending', 'cancelled', 'rejected') THEN 'confirmed' ELSE status END,
                payment_id = $2, reservation_expires_at = NULL, stock_reserved = true, updated_at = now(),
                invoice_number = COALESCE(invoice_number, nextval('invoice_number_seq'))
          WHERE id = $1 AND payment_status <> 'paid'
          RETURNING status`,
        [orderId, payment.id],
      );
      if (!rowCount(updated)) return { kind: "paid", orderId } as const;
      const newStatus = (updated as [Array<{ status: OrderEntity["status"] }>, number])[0][0]!.status;
      await addHistory(manager, { orderId, from: order.status, to: newStatus, note });
      await manager.update(PaymentEntity, { id: stored.id }, { status: "captured", providerPaymentId: payment.id, failureReason: null });
      await removeOrderedLinesFromCart(manager, orderId, order.userId);
      await queueOrderEmail(manager, config.brandName, "order_confirmed", orderId);
      logger.info({ orderId, paymentId: payment.id, source }, "order paid");
      return { kind: "paid", orderId } as const;
    });
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

    /**
     * A Razorpay webhook: the signature over the raw body is checked first (400 and no change otherwise), a
     * redelivered event id is dropped, and payment.authorized / payment.captured / order.paid settle the order
     * exactly as verify does; payment.failed notes the failed attempt. A failure the provider should retry
     * (provider unreachable, database down) is thrown after forgetting the event id, so the retry is processed.
     */
    async handleRazorpayWebhook(rawBody: unknown, signature: unknown, eventId: unknown): Promise<{ outcome: "processed" | "duplicate" | "ignored" }> {
      if (!Buffer.isBuffer(rawBody) || !gateway.verifyWebhookSignature(rawBody, signature)) {
        throw new DomainError("BAD_USER_INPUT", PAYMENT_MESSAGES.badWebhookSignature);
      }
      let parsed: z.infer<typeof webhookEvent>;
      try {
        parsed = webhookEvent.parse(JSON.parse(rawBody.toString("utf8")));
      } catch {
        throw new DomainError("BAD_USER_INPUT", PAYMENT_MESSAGES.badWebhookPayload);
      }
      const id = typeof eventId === "string" && eventId.length > 0 && eventId.length <= 100 ? eventId : undefined;
      if (id) {
        const inserted: unknown[] = await dataSource.query(`INSERT INTO webhook_events (event_id, event) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`, [
          id,
          parsed.event.slice(0, 100),
        ]);
        if (!inserted.length) return { outcome: "duplicate" };
      }
      try {
        return { outcome: await processEvent(parsed) };
      } catch (error) {
        if (error instanceof DomainError && !(error instanceof PaymentGatewayError)) {
          // Permanent: the event does not fit our order (logged where found). Retrying would not change that.
          logger.warn({ event: parsed.event, eventId: id, reason: error.message }, "webhook event ignored");
          return { outcome: "ignored" };
        }
        if (id) await dataSource.query(`DELETE FROM webhook_events WHERE event_id = $1`, [id]).catch(() => undefined);
        throw error;
      }
    },
  };

  async function processEvent(event: z.infer<typeof webhookEvent>): Promise<"processed" | "ignored"> {
    const settles = ["payment.authorized", "payment.captured", "order.paid"].includes(event.event);
    if (!settles && event.event !== "payment.failed") return "ignored";
    let reported: GatewayPayment;
    try {
      reported = toGatewayPayment(event.payload.payment?.entity);
    } catch {
      throw new DomainError("BAD_USER_INPUT", PAYMENT_MESSAGES.badWebhookPayload);
    }
    if (!reported.orderId) return "ignored";
    const stored = await dataSource.manager.findOneBy(PaymentEntity, { providerOrderId: reported.orderId });
    if (!stored) {
      logger.warn({ event: event.event, providerOrderId: reported.orderId }, "webhook for a provider order we do not know");
      return "ignored";
    }
    if (event.event === "payment.failed") {
      await recordFailedAttempt(stored, reported);
      return "processed";
    }
    await settle(stored, reported, "webhook");
    return "processed";
  }
}

/** After payment the cart loses what was bought (lines holding more than was ordered keep the difference). */
async function removeOrderedLinesFromCart(manager: EntityManager, orderId: string, userId: string): Promise<void> {
  const ordered = `SELECT product_id, size, colour, sum(quantity) AS quantity FROM order_lines WHERE order_id = $1 GROUP BY product_id, size, colour`;
  await manager.query(
    `DELETE FROM cart_lines cl USING carts c, (${ordered}) o
      WHERE c.id = cl.cart_id AND c.user_id = $2 AND cl.product_id = o.product_id AND cl.size = o.size AND cl.colour = o.colour AND cl.quantity <= o.quantity`,
    [orderId, userId],
  );
  await manager.query(
    `UPDATE cart_lines cl SET quantity = cl.quantity - o.quantity, updated_at = now() FROM carts c, (${ordered}) o
      WHERE c.id = cl.cart_id AND c.user_id = $2 AND cl.product_id = o.product_id AND cl.size = o.size AND cl.colour = o.colour AND cl.quantity > o.quantity`,
    [orderId, userId],
  );
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
