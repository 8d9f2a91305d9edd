import type { EntityManager } from "typeorm";
import { OrderEntity, type OrderStatus, PAYMENT_INSTRUMENTS, type PaymentInstrument, type PaymentStatus } from "../../entities/order.entity.js";
import { PaymentEntity } from "../../entities/payment.entity.js";
import { DomainError } from "../../lib/errors.js";
import { returningRows } from "../../db/sql.js";
import { callProvider, type GatewayPayment, type PaymentGateway } from "../../payments/index.js";
import type { Logger } from "../../lib/logger.js";
import type { OrderEmails } from "../emails/index.js";
import { rupeesDecimal } from "../money.js";
import { orderedLinesRemoval } from "./cart-lines.js";
import { loadOrderView } from "./order-view.js";
import { type Actor, findTransition, nextStatuses, type OrderTransition, paymentKindOf, paymentMayMove, STATUS_MACHINE_MESSAGES } from "./status-machine.js";
import { holdOrderStock, returnOrderStock } from "./stock.js";
import { retakePromotionUses, returnPromotionUses } from "../promotions/index.js";

export const LIFECYCLE_MESSAGES = {
  refundFailed: "The refund could not be made, so the order was not changed. Please try again.",
  offerUsedUp: "This order cannot be confirmed: an offer it used has been fully used since.",
  holdOutOfStock: (title: string, available: number) =>
    `This order cannot take its items again: only ${available} of "${title}" ${available === 1 ? "is" : "are"} left in stock.`,
} as const;

export interface MoveOptions {
  actor: Actor;
  /** The admin who asked, for the status history (null: the customer or the shop). */
  changedBy?: string | null;
  /** The history's note; the transition's own when absent. */
  note?: string;
  /** The payment that settles (or is given back): our attempt's row id and the provider's payment id. */
  payment?: SettledPayment;
}

export interface SettledPayment {
  attemptId: string;
  providerPaymentId: string;
  /** How it was paid, as the provider reported it (Razorpay's payment `method`: card, upi, netbanking, wallet…). */
  method?: string | null;
  /** The UPI address of a UPI payment. */
  vpa?: string | null;
}

/** The instrument to store: one this shop knows, or null (an unknown method is not guessed). */
function instrumentOf(method: string | null | undefined): PaymentInstrument | null {
  return method && (PAYMENT_INSTRUMENTS as readonly string[]).includes(method) ? (method as PaymentInstrument) : null;
}

/**
 * Carries out the status machine's moves (status-machine.ts) on a LOCKED order row, in the caller's transaction: the
 * move is looked up, its effects run in the table's order, the order, its payment and its history are written, and
 * the customer's email is queued with them. A refused move throws BAD_USER_INPUT and changes nothing.
 */
export function createOrderLifecycle({ logger, gateway, emails }: { logger: Logger; gateway: PaymentGateway; emails: OrderEmails }) {
  async function addHistory(manager: EntityManager, entry: { orderId: string; from: OrderStatus | null; to: OrderStatus; note: string; changedBy?: string | null }) {
    // Plain SQL: the ORM's insert cost more CPU than the statement (every order writes one or more of these).
    await manager.query(`INSERT INTO order_status_history (order_id, from_status, to_status, note, changed_by) VALUES ($1, $2, $3, $4, $5)`, [
      entry.orderId,
      entry.from,
      entry.to,
      entry.note.slice(0, 500),
      entry.changedBy ?? null,
    ]);
  }

  /** Gives a captured payment back in full (what is left of it) through the gateway; returns the paise refunded. */
  async function refundCaptured(orderId: string, payment: Pick<GatewayPayment, "id" | "amount" | "amountRefunded">, reason: string): Promise<number> {
    const left = payment.amount - payment.amountRefunded;
    if (left > 0) await gateway.refundPayment(payment.id, { amountPaise: left, notes: { orderId, reason } });
    return left;
  }

  /** The order's provider orders still waiting for a payment are failed, keeping the first failure reason. */
  async function failOpenAttempts(manager: EntityManager, orderId: string, reason: string) {
    await manager.query(`UPDATE payments SET status = 'failed', failure_reason = COALESCE(failure_reason, $2), updated_at = now() WHERE order_id = $1 AND status = 'created'`, [
      orderId,
      reason.slice(0, 300),
    ]);
  }

  /** The payment is recorded as paid: invoice number given (in order of payment), reservation window closed, bought lines out of the cart. */
  async function settle(manager: EntityManager, order: OrderEntity, payment: SettledPayment) {
    const paymentId = payment.providerPaymentId;
    // The order, its payment attempt and the cart in one statement: the attempt is marked captured, and the bought
    // lines leave the cart, only when the order settles.
    const [settled]: Array<{ invoice_number: number }> = await manager.query(
      `WITH settled AS (
         UPDATE orders SET payment_status = 'paid', payment_id = $2, reservation_expires_at = NULL, updated_at = now(),
                payment_instrument = $3, payment_vpa = $4,
                invoice_number = COALESCE(invoice_number, nextval('invoice_number_seq'))
          WHERE id = $1 AND payment_status <> 'paid'
          RETURNING invoice_number),
       attempt AS (
         UPDATE payments SET status = 'captured', provider_payment_id = $2, failure_reason = NULL, updated_at = now()
          WHERE id = $5 AND EXISTS (SELECT 1 FROM settled)),
       ${orderedLinesRemoval("$1", "$6", "EXISTS (SELECT 1 FROM settled)")}
       SELECT invoice_number FROM settled`,
      [order.id, paymentId, instrumentOf(payment.method), payment.method === "upi" ? (payment.vpa?.slice(0, 255) ?? null) : null, payment.attemptId, order.userId],
    );
    if (!settled) return;
    Object.assign(order, { paymentStatus: "paid", paymentId, reservationExpiresAt: null, invoiceNumber: settled.invoice_number, paymentInstrument: instrumentOf(payment.method) });
  }

  /** A cash-on-delivery order's money was collected at the door: paid, with its invoice number (exactly once). */
  async function collectCash(manager: EntityManager, order: OrderEntity) {
    const [collected] = await returningRows<{ invoice_number: number }>(
      manager,
      `UPDATE orders SET payment_status = 'paid', payment_instrument = 'cod', updated_at = now(),
              invoice_number = COALESCE(invoice_number, nextval('invoice_number_seq'))
        WHERE id = $1 AND payment_status = 'to_collect'
        RETURNING invoice_number`,
      [order.id],
    );
    if (collected) Object.assign(order, { paymentStatus: "paid", invoiceNumber: collected.invoice_number });
  }

  return {
    addHistory,

    /**
     * A newly placed order's first history entry (from no status), which checkout writes in the statement that inserts
     * the order: one round trip fewer for every order.
     */
    placedHistory(transition: OrderTransition): { to: OrderStatus; note: string } {
      return { to: transition.to, note: transition.note.slice(0, 500) };
    },

    /**
     * Records a newly placed order (its row, lines and first history entry written: placedHistory; its stock reserved
     * by checkout): the emails of the placing move (a cash-on-delivery order is confirmed at once).
     */
    async placed(manager: EntityManager, order: OrderEntity, transition: OrderTransition): Promise<void> {
      for (const effect of transition.effects) {
        if (typeof effect === "object") await emails.queueOrderEmail(manager, effect.email, await loadOrderView(manager, order.id), { refundedPaise: 0 });
      }
    },

    /**
     * Moves the locked `order` to `to` as `options.actor`. Staying where it is changes nothing (false). Refused
     * moves are BAD_USER_INPUT naming the current status and the allowed next ones; a refund the provider refuses
     * is PAYMENT_FAILED and a stock the shop no longer has OUT_OF_STOCK, both with nothing changed (the caller's
     * transaction rolls back).
     */
    async move(manager: EntityManager, order: OrderEntity, to: OrderStatus, options: MoveOptions): Promise<boolean> {
      const from = order.status;
      if (from === to) return false;
      const kind = paymentKindOf(order);
      const transition = findTransition(from, to, options.actor, kind);
      if (!transition) throw new DomainError("BAD_USER_INPUT", STATUS_MACHINE_MESSAGES.refused(from, to, nextStatuses(from, options.actor, kind)), "status");

      let note = options.note ?? transition.note;
      let refundedPaise = 0;
      for (const effect of transition.effects) {
        if (effect === "holdStock") {
          const held = await holdOrderStock(manager, order.id);
          if (!held.ok) throw new DomainError("OUT_OF_STOCK", LIFECYCLE_MESSAGES.holdOutOfStock(held.title, held.available));
          order.stockReserved = true;
        } else if (effect === "holdUses") {
          if (!(await retakePromotionUses(manager, order.id))) throw new DomainError("CONFLICT", LIFECYCLE_MESSAGES.offerUsedUp);
        } else if (effect === "returnUses") {
          await returnPromotionUses(manager, order.id);
        } else if (effect === "settlePayment") {
          if (!options.payment) throw new Error(`moving an order to ${to} needs the payment that settles it`);
          await settle(manager, order, options.payment);
        } else if (effect === "collectCash") {
          await collectCash(manager, order);
        } else if (effect === "closePayment") {
          if (order.paymentStatus === "paid") {
            const payment = await manager.findOne(PaymentEntity, { where: { orderId: order.id, status: "captured" }, order: { updatedAt: "DESC" } });
            const paymentId = payment?.providerPaymentId ?? order.paymentId;
            if (!paymentId) throw new DomainError("PAYMENT_FAILED", LIFECYCLE_MESSAGES.refundFailed);
            // The provider is called with the order row locked: a second cancel waits, then finds it refunded.
            refundedPaise = await callProvider(async () => refundCaptured(order.id, await gateway.fetchPayment(paymentId), "Order cancelled by the shop"), {
              message: LIFECYCLE_MESSAGES.refundFailed,
              log: (detail) => logger.warn({ orderId: order.id, detail }, "refund through the payment provider failed"),
            });
            if (payment) await manager.update(PaymentEntity, { id: payment.id }, { status: "refunded" });
            order.paymentStatus = "refunded";
            note = `Refunded ₹${rupeesDecimal(order.totalPaise)} through ${gateway.displayName}`;
          } else if (order.paymentStatus === "pending") {
            await failOpenAttempts(manager, order.id, note);
            order.paymentStatus = "failed";
          }
        } else if (effect === "returnStock") {
          if (await returnOrderStock(manager, order.id)) order.stockReserved = false;
        }
      }

      const closing = to === "cancelled" || to === "rejected" || to === "returned_to_origin";
      // A cash-on-delivery order closed before collection: nothing was paid.
      if (transition.payment === "failed" && order.paymentStatus === "to_collect") order.paymentStatus = "failed";
      // The move and its history entry in one statement.
      await manager.query(
        `WITH moved AS (
           UPDATE orders SET status = $3, payment_status = $4, updated_at = now(),
                  reservation_expires_at = CASE WHEN $5 THEN NULL ELSE reservation_expires_at END
            WHERE id = $1)
         INSERT INTO order_status_history (order_id, from_status, to_status, note, changed_by) VALUES ($1, $2, $3, $6, $7)`,
        [order.id, from, to, order.paymentStatus, closing, note.slice(0, 500), options.changedBy ?? null],
      );
      Object.assign(order, { status: to, ...(closing ? { reservationExpiresAt: null } : {}) });
      for (const effect of transition.effects) {
        if (typeof effect === "object") await emails.queueOrderEmail(manager, effect.email, await loadOrderView(manager, order.id), { refundedPaise });
      }
      return true;
    },

    /**
     * A payment move that leaves the order's status where it is (PAYMENT_TRANSITIONS): a late payment refunded, or an
     * order already past pending recorded as paid. Written with a history note.
     */
    async movePayment(manager: EntityManager, order: OrderEntity, to: PaymentStatus, options: MoveOptions & { payment: SettledPayment }): Promise<void> {
      if (!paymentMayMove(order.paymentStatus, to, options.actor)) {
        throw new Error(`the payment of order ${order.id} cannot move from ${order.paymentStatus} to ${to}`);
      }
      const { attemptId, providerPaymentId } = options.payment;
      if (to === "paid") await settle(manager, order, options.payment);
      else {
        await manager.update(OrderEntity, { id: order.id }, { paymentStatus: to, paymentId: providerPaymentId });
        await manager.update(PaymentEntity, { id: attemptId }, { status: to === "refunded" ? "refunded" : "failed", providerPaymentId });
        Object.assign(order, { paymentStatus: to, paymentId: providerPaymentId });
      }
      await addHistory(manager, { orderId: order.id, from: order.status, to: order.status, note: options.note ?? `Payment ${to}`, changedBy: options.changedBy });
    },

    /** Gives back a captured payment the order cannot keep (late, duplicate); the caller records why. */
    refundCaptured,
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
