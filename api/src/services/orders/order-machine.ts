import type { EntityManager } from "typeorm";
import { returningRows } from "../../db/sql.js";
import { type OrderEntity, type OrderStatus, PAYMENT_INSTRUMENTS, type PaymentInstrument } from "../../entities/order.entity.js";
import { DomainError } from "../../lib/errors.js";
import { formatRupees } from "../../lib/money.js";
import type { Logger } from "../../lib/logger.js";
import { callProvider, type PaymentGateway } from "../../payments/index.js";
import type { OrderEmails, ParcelNote } from "../emails/index.js";
import { createMachine, type MoveOptions, type MoveRun, ORDER_LIFECYCLE, type OrderFacts, type OrderMove, paymentTable } from "../lifecycles/index.js";
import { holdPromotionUses, retakePromotionUses, returnPromotionUses, type UseToHold } from "../promotions/index.js";
import { orderedLinesRemoval, removeOrderedLines } from "./cart-lines.js";
import { loadOrderView } from "./order-view.js";
import { policyOf } from "./payment-policies.js";
import type { RefundLedger } from "./refunds.js";
import { retakeOrderStock, reserveUnits, type ReserveResult, returnOrderStock, type StockUnit } from "./stock.js";

export const ORDER_MACHINE_MESSAGES = {
  refundFailed: "The refund could not be made, so the order was not changed. Please try again.",
  offerUsedUp: "This order cannot be confirmed: an offer it used has been fully used since.",
  holdOutOfStock: (title: string, available: number) =>
    `This order cannot take its items again: only ${available} of "${title}" ${available === 1 ? "is" : "are"} left in stock.`,
} as const;

/** The payment that settles an order: our attempt's row id and the provider's payment. */
export interface SettledPayment {
  attemptId: string;
  providerPaymentId: string;
  /** How it was paid, as the provider reported it (Razorpay's payment `method`: card, upi, netbanking, wallet…). */
  method?: string | null;
  /** The UPI address of a UPI payment. */
  vpa?: string | null;
}

/** What checkout decided for a new order: its units and the promotions' uses it takes, and how to refuse a shortfall. */
export interface Placing {
  units: readonly StockUnit[];
  uses: readonly UseToHold[];
  unitsShort(result: Extract<ReserveResult, { ok: false }>): DomainError;
  offerShort(held: { promotionId: string; problem?: string }): DomainError;
}

export interface OrderMoveOptions extends MoveOptions {
  payment?: SettledPayment;
  placing?: Placing;
}

export type OrderRun = MoveRun<OrderStatus, OrderEntity, OrderMoveOptions, OrderMove>;

/** The parcel an order's email tells of (courier, AWB, tracking link): the shipping module's, once it is booked. */
export interface ParcelNotes {
  noteOf(manager: EntityManager, orderId: string): Promise<ParcelNote | undefined>;
}

/** What follows an exchange's replacement order when it moves: its exchange request (the returns module's). */
export interface ReplacementFollower {
  replacementMoved(manager: EntityManager, replacement: OrderEntity, to: OrderStatus): Promise<void>;
}

/** The instrument to store: one this shop knows, or null (an unknown method is not guessed). */
function instrumentOf(method: string | null | undefined): PaymentInstrument | null {
  return method && (PAYMENT_INSTRUMENTS as readonly string[]).includes(method) ? (method as PaymentInstrument) : null;
}

export const orderFacts = (order: OrderEntity): OrderFacts => ({ paidBy: policyOf(order).kind, closedBy: order.closedBy });

/**
 * An online payment recorded as paid, exactly once (guarded): invoice number given (in order of payment), what was paid
 * kept, the reservation window closed, the attempt marked captured and the bought lines out of the cart, in one statement.
 */
export async function settlePayment(manager: EntityManager, order: OrderEntity, payment: SettledPayment): Promise<void> {
  const instrument = instrumentOf(payment.method);
  const [settled]: Array<{ invoice_number: number }> = await manager.query(
    `WITH settled AS (
       UPDATE orders SET payment_status = 'paid', payment_id = $2, reservation_expires_at = NULL, updated_at = now(), paid_paise = total_paise,
              payment_instrument = $3, payment_vpa = $4,
              invoice_number = COALESCE(invoice_number, nextval('invoice_number_seq'))
        WHERE id = $1 AND payment_status <> 'paid'
        RETURNING invoice_number),
     attempt AS (
       UPDATE payments SET status = 'captured', provider_payment_id = $2, failure_reason = NULL, updated_at = now()
        WHERE id = $5 AND EXISTS (SELECT 1 FROM settled)),
     ${orderedLinesRemoval("$1", "$6", "EXISTS (SELECT 1 FROM settled)")}
     SELECT invoice_number FROM settled`,
    [order.id, payment.providerPaymentId, instrument, payment.method === "upi" ? (payment.vpa?.slice(0, 255) ?? null) : null, payment.attemptId, order.userId],
  );
  if (!settled) return;
  Object.assign(order, {
    paymentStatus: "paid",
    paymentId: payment.providerPaymentId,
    reservationExpiresAt: null,
    invoiceNumber: settled.invoice_number,
    paymentInstrument: instrument,
    paidPaise: order.totalPaise,
  });
}

/**
 * The order table of the engine (lifecycles/order.ts) on the shop's rows: one handler per effect, and the store that
 * writes a move with its history entry in one statement. Moves run on a LOCKED order row in the caller's transaction.
 */
export function createOrderMachine({
  logger,
  gateway,
  emails,
  ledger,
  replacements,
  parcels,
}: {
  logger: Logger;
  gateway: PaymentGateway;
  emails: OrderEmails;
  ledger: RefundLedger;
  replacements: () => ReplacementFollower;
  parcels?: () => ParcelNotes;
}) {
  const machine = createMachine({
    lifecycle: ORDER_LIFECYCLE,
    factsOf: orderFacts,
    store: {
      stateOf: (order: OrderEntity) => order.status,
      async write(run: OrderRun) {
        const order = run.subject;
        const payment = run.move.payment;
        if (payment && payment !== order.paymentStatus) {
          if (!paymentTable.find(order.paymentStatus, payment, run.actor, orderFacts(order).paidBy)) {
            throw new Error(`order ${order.id}: its payment cannot move from ${order.paymentStatus} to ${payment} (${run.from} → ${run.to}); the tables disagree`);
          }
          order.paymentStatus = payment;
        }
        const closedBy = run.closing ? run.actor : null;
        // The move and its history entry in one statement.
        await run.manager.query(
          `WITH moved AS (
             UPDATE orders SET status = $3, payment_status = $4, updated_at = now(), closed_by = $8,
                    reservation_expires_at = CASE WHEN $5 THEN NULL ELSE reservation_expires_at END
              WHERE id = $1)
           INSERT INTO order_status_history (order_id, from_status, to_status, note, changed_by) VALUES ($1, $2, $3, $6, $7)`,
          [order.id, run.from, run.to, order.paymentStatus, run.closing, run.note, run.changedBy, closedBy],
        );
        Object.assign(order, { status: run.to, closedBy, ...(run.closing ? { reservationExpiresAt: null } : {}) });
      },
    },
    handlers: {
      async reserveCartUnits(run) {
        const placing = run.options.placing!;
        const reserved = await reserveUnits(run.manager, placing.units);
        if (!reserved.ok) throw placing.unitsShort(reserved);
      },
      async holdOfferUses(run) {
        const placing = run.options.placing!;
        const held = await holdPromotionUses(run.manager, { orderId: run.subject.id, userId: run.subject.userId }, placing.uses);
        if (!held.ok) throw placing.offerShort(held);
      },
      async retakeStock(run) {
        const held = await retakeOrderStock(run.manager, run.subject.id);
        if (!held.ok) throw new DomainError("OUT_OF_STOCK", ORDER_MACHINE_MESSAGES.holdOutOfStock(held.title, held.available));
        run.subject.stockReserved = true;
      },
      async retakeOfferUses(run) {
        if (!(await retakePromotionUses(run.manager, run.subject.id))) throw new DomainError("CONFLICT", ORDER_MACHINE_MESSAGES.offerUsedUp);
      },
      removeBoughtLines: (run) => removeOrderedLines(run.manager, run.subject.id, run.subject.userId),
      async settlePayment(run) {
        if (!run.options.payment) throw new Error(`moving order ${run.subject.id} to ${run.to} needs the payment that settles it`);
        await settlePayment(run.manager, run.subject, run.options.payment);
      },
      async collectCash(run) {
        const [collected] = await returningRows<{ invoice_number: number }>(
          run.manager,
          `UPDATE orders SET payment_status = 'paid', paid_paise = total_paise, updated_at = now(),
                  invoice_number = COALESCE(invoice_number, nextval('invoice_number_seq'))
            WHERE id = $1 AND payment_status = 'to_collect'
            RETURNING invoice_number`,
          [run.subject.id],
        );
        if (collected) Object.assign(run.subject, { paymentStatus: "paid", invoiceNumber: collected.invoice_number, paidPaise: run.subject.totalPaise });
      },
      async failOpenAttempts(run) {
        await run.manager.query(`UPDATE payments SET status = 'failed', failure_reason = COALESCE(failure_reason, $2), updated_at = now() WHERE order_id = $1 AND status = 'created'`, [
          run.subject.id,
          run.note.slice(0, 300),
        ]);
      },
      async refundInFull(run) {
        const order = run.subject;
        // The provider is called with the order row locked: a second cancel waits, then finds it refunded.
        const refund = await callProvider(
          () =>
            ledger.refund(run.manager, {
              order,
              amount: "rest",
              cause: "cancellation",
              reason: run.to === "rejected" ? "Order rejected by the shop" : "Order cancelled by the shop",
              method: "gateway",
              actor: run.actor === "admin" ? "admin" : "system",
              changedBy: run.changedBy,
            }),
          { message: ORDER_MACHINE_MESSAGES.refundFailed, log: (detail) => logger.warn({ orderId: order.id, detail }, "refund through the payment provider failed") },
        );
        if (refund?.status === "failed") throw new DomainError("PAYMENT_FAILED", ORDER_MACHINE_MESSAGES.refundFailed);
        if (refund) run.note = `Refunded ${formatRupees(refund.amountPaise)} through ${gateway.displayName}`;
      },
      async returnStock(run) {
        if (await returnOrderStock(run.manager, run.subject.id)) run.subject.stockReserved = false;
      },
      returnOfferUses: (run) => returnPromotionUses(run.manager, run.subject.id),
      async email(run, effect) {
        const view = await loadOrderView(run.manager, run.subject.id);
        const parcel = effect.kind === "order_shipped" || effect.kind === "order_delivered" ? await parcels?.().noteOf(run.manager, run.subject.id) : undefined;
        await emails.queueOrderEmail(run.manager, effect.kind, view, { refundedPaise: view.refundedPaise, parcel });
      },
      followReplacement: (run) => replacements().replacementMoved(run.manager, run.subject, run.to),
    },
  });

  return machine;
}

export type OrderMachine = ReturnType<typeof createOrderMachine>;
