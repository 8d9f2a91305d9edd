import type { EntityManager } from "typeorm";
import { entitiesFromJson } from "../../db/json-entities.js";
import { returningRows } from "../../db/sql.js";
import { OrderEntity, type OrderStatus, PAYMENT_INSTRUMENTS, type PaymentInstrument } from "../../entities/order.entity.js";
import { DomainError } from "../../lib/errors.js";
import { formatRupees } from "../../lib/money.js";
import type { Logger } from "../../lib/logger.js";
import { callProvider, type PaymentGateway } from "../../payments/index.js";
import type { OrderEmails, ParcelNote } from "../emails/index.js";
import { COD_CONFIRMATION_LIFECYCLE, createMachine, type MoveOptions, type MoveRun, ORDER_LIFECYCLE, type OrderFacts, type OrderMove, paymentTable } from "../lifecycles/index.js";
import type { CodConfirmation } from "../../entities/order.entity.js";
import type { OrderMessages } from "../messages/index.js";
import { holdPromotionUses, retakePromotionUses, returnPromotionUses, type UseToHold } from "../promotions/index.js";
import { orderedLinesRemoval, removeOrderedLines } from "./cart-lines.js";
import { loadOrderView, type OrderView, orderViewFromRows, type OrderViewRows } from "./order-view.js";
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
  /**
   * Issue 46: the units taken already, in the statement that wrote the order (checkout composes them: stock.ts,
   * unitsReservation); the effect's handler then only judges the result. Absent: the handler takes them itself.
   */
  reserved?: ReserveResult;
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
export function instrumentOf(method: string | null | undefined): PaymentInstrument | null {
  return method && (PAYMENT_INSTRUMENTS as readonly string[]).includes(method) ? (method as PaymentInstrument) : null;
}

export const orderFacts = (order: OrderEntity): OrderFacts => ({
  paidBy: policyOf(order).kind,
  closedBy: order.closedBy,
  codConfirmation: order.codConfirmation,
  codAdvance: order.codAdvancePaise > 0,
});

/**
 * The cash-on-delivery confirmation table of the engine (lifecycles/cod-confirmation.ts) on the order's row: its state
 * and, for each move, a line in the order's history. Moves run on a LOCKED order row in the caller's transaction.
 */
export function createCodConfirmationMachine(confirmHours: () => number) {
  /** The state and its history line in one statement; `awaiting` sets the time it lapses (COD_CONFIRM_HOURS from now). */
  async function write(manager: EntityManager, order: OrderEntity, to: CodConfirmation, note: string, changedBy: string | null) {
    const [row]: Array<{ cod_confirm_by: Date | null }> = await manager.query(
      `WITH moved AS (
         UPDATE orders SET cod_confirmation = $2, updated_at = now(),
                cod_confirm_by = CASE WHEN $2 = 'awaiting' THEN now() + make_interval(secs => $5) ELSE NULL END
          WHERE id = $1 RETURNING cod_confirm_by),
       -- clock_timestamp(): after the order's own entry of the same transaction (placing), so the history reads in order.
       noted AS (INSERT INTO order_status_history (order_id, from_status, to_status, note, changed_by, created_at) VALUES ($1, $3, $3, $4, $6, clock_timestamp()))
       SELECT cod_confirm_by FROM moved`,
      [order.id, to, order.status, note, confirmHours() * 3600, changedBy],
    );
    Object.assign(order, { codConfirmation: to, codConfirmBy: row?.cod_confirm_by ?? null });
  }
  const machine = createMachine({
    lifecycle: COD_CONFIRMATION_LIFECYCLE,
    factsOf: () => ({}),
    store: {
      stateOf: (order: OrderEntity) => order.codConfirmation,
      write: (run: MoveRun<CodConfirmation, OrderEntity, MoveOptions, (typeof COD_CONFIRMATION_LIFECYCLE.moves)[number]>) => write(run.manager, run.subject, run.to, run.note, run.changedBy),
    },
    handlers: {},
  });
  return {
    ...machine,
    /** A new cash-on-delivery order starts awaiting its confirmation (the table's row from nothing). */
    startAwaiting: (manager: EntityManager, order: OrderEntity) =>
      machine.start(manager, {}, "awaiting", { actor: "system" }, async (first) => {
        await write(manager, order, first.state, first.note, first.changedBy);
        return order;
      }),
  };
}

export type CodConfirmationMachine = ReturnType<typeof createCodConfirmationMachine>;

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
 * A part-paid cash-on-delivery order's advance recorded as paid online, exactly once (guarded; issue 43 item 6): what
 * was paid is the advance (the rest is collected at the door: collectCash makes it the total), the invoice numbered (it
 * shows both parts), the reservation window closed, the attempt captured, the bought lines out of the cart. The order
 * keeps its COD instrument; its payment status moves to `to_collect` with the order's move (the table's row).
 */
export async function settleAdvance(manager: EntityManager, order: OrderEntity, payment: SettledPayment): Promise<void> {
  const [settled]: Array<{ invoice_number: number }> = await manager.query(
    `WITH settled AS (
       UPDATE orders SET payment_id = $2, reservation_expires_at = NULL, updated_at = now(), paid_paise = cod_advance_paise,
              cod_confirmation = 'not_needed', cod_confirm_by = NULL,
              invoice_number = COALESCE(invoice_number, nextval('invoice_number_seq'))
        WHERE id = $1 AND payment_status = 'pending' AND cod_advance_paise > 0
        RETURNING invoice_number),
     attempt AS (
       UPDATE payments SET status = 'captured', provider_payment_id = $2, failure_reason = NULL, updated_at = now()
        WHERE id = $3 AND EXISTS (SELECT 1 FROM settled)),
     ${orderedLinesRemoval("$1", "$4", "EXISTS (SELECT 1 FROM settled)")}
     SELECT invoice_number FROM settled`,
    [order.id, payment.providerPaymentId, payment.attemptId, order.userId],
  );
  if (!settled) throw new Error(`order ${order.id}: its advance was settled already or it has none`);
  Object.assign(order, {
    paymentId: payment.providerPaymentId,
    reservationExpiresAt: null,
    invoiceNumber: settled.invoice_number,
    paidPaise: order.codAdvancePaise,
    codConfirmation: "not_needed",
    codConfirmBy: null,
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
  messages,
  codConfirmation,
  parcels,
}: {
  logger: Logger;
  gateway: PaymentGateway;
  emails: OrderEmails;
  messages: OrderMessages;
  codConfirmation: CodConfirmationMachine;
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
                    reservation_expires_at = CASE WHEN $5 THEN NULL ELSE reservation_expires_at END,
                    cod_confirmation = CASE WHEN $5 AND cod_confirmation = 'awaiting' THEN 'not_needed' ELSE cod_confirmation END,
                    cod_confirm_by = CASE WHEN $5 THEN NULL ELSE cod_confirm_by END
              WHERE id = $1)
           INSERT INTO order_status_history (order_id, from_status, to_status, note, changed_by) VALUES ($1, $2, $3, $6, $7)`,
          [order.id, run.from, run.to, order.paymentStatus, run.closing, run.note, run.changedBy, closedBy],
        );
        Object.assign(order, {
          status: run.to,
          closedBy,
          ...(run.closing ? { reservationExpiresAt: null, codConfirmBy: null, codConfirmation: order.codConfirmation === "awaiting" ? "not_needed" : order.codConfirmation } : {}),
        });
      },
    },
    handlers: {
      async reserveCartUnits(run) {
        const placing = run.options.placing!;
        const reserved = placing.reserved ?? (await reserveUnits(run.manager, placing.units));
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
      async settleAdvance(run) {
        if (!run.options.payment) throw new Error(`moving order ${run.subject.id} to ${run.to} needs the payment of its advance`);
        await settleAdvance(run.manager, run.subject, run.options.payment);
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
      async awaitCodConfirmation(run) {
        await codConfirmation.startAwaiting(run.manager, run.subject);
      },
      async message(run, effect) {
        const view = await loadOrderView(run.manager, run.subject.id);
        await messages[effect.event](run.manager, view);
      },
    },
  });

  /**
   * Issue 46: the usual settlement (an online order waiting for its payment, moved to confirmed by the payment) in ONE
   * statement (sutra_settle_online, migration 1796800000100), when the order table's row for it is one this statement
   * writes whole (AT_ONCE). Everything is decided here: the row (who may make the move, from which state to which, the
   * payment's status), the note, the instrument, the confirmation email rendered from the order's view as it will be
   * after the move (`rows`: the rest of its view, read with the order). The statement writes it only while the order is
   * still as read (its row's guard); null when it was not (paid meanwhile, released, or its row has more effects): the
   * caller settles by the general path, under the row's lock. The row's "placed" message (issue 43) is rendered here
   * too, to the phone read with the order (`consentedPhone`), and queued by the same statement. Returns the order's
   * view after the move.
   */
  async function settleAtOnce(
    manager: EntityManager,
    order: OrderEntity,
    payment: SettledPayment,
    known: { viewRows: OrderViewRows; consentedPhone: string | null },
    note: string,
  ): Promise<OrderView | null> {
    const rows = known.viewRows;
    if (order.status !== "pending" || order.paymentStatus !== "pending") return null;
    const move = machine.find(order.status, "confirmed", "system", orderFacts(order));
    if (!move || !writtenAtOnce(move)) return null;
    const emailKind = move.then?.find((e) => e.type === "email")?.kind;
    const instrument = instrumentOf(payment.method);
    const vpa = payment.method === "upi" ? (payment.vpa?.slice(0, 255) ?? null) : null;
    const paymentStatus = move.payment ?? order.paymentStatus;
    if (paymentStatus !== order.paymentStatus && !paymentTable.find(order.paymentStatus, paymentStatus, "system", orderFacts(order).paidBy)) return null;
    // The order as the move leaves it, for its email (what the templates read: status, payment, totals, lines, customer).
    const after = Object.assign(Object.create(Object.getPrototypeOf(order) as object) as OrderEntity, order, {
      status: move.to,
      paymentStatus,
      paymentId: payment.providerPaymentId,
      paymentInstrument: instrument,
      paymentVpa: vpa,
      paidPaise: order.totalPaise,
      reservationExpiresAt: null,
      closedBy: null,
    });
    const afterView = orderViewFromRows(manager, after, rows);
    const email = emailKind ? emails.renderOrderEmailRow(emailKind, afterView) : null;
    const message = move.then?.some((e) => e.type === "message" && e.event === "placed") ? messages.placedRow(afterView, known.consentedPhone) : null;
    const [row] = (await manager.query(`SELECT sutra_settle_online($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) AS settled`, [
      order.id,
      payment.attemptId,
      payment.providerPaymentId,
      instrument,
      vpa,
      order.status,
      move.to,
      paymentStatus,
      (note || move.note).slice(0, 500),
      email,
      message,
    ])) as Array<{ settled: { order: Record<string, unknown>; history: Record<string, unknown> & { changed_by_username: null } } | null }>;
    if (!row?.settled) return null;
    const settled = entitiesFromJson(manager, OrderEntity, [row.settled.order])[0]!;
    Object.assign(order, settled);
    return orderViewFromRows(manager, settled, { ...rows, history: [...rows.history, row.settled.history] });
  }

  return Object.assign(machine, { settleAtOnce });
}

/**
 * The order table's rows sutra_settle_online writes whole: the settlement (settlePayment) before the move, at most an
 * email and the "placed" message after it. A row with any other effect (a table changed later) is carried out by the
 * general path instead.
 */
function writtenAtOnce(move: OrderMove): boolean {
  const before = (move.effects ?? []).map((e) => e.type);
  const after = move.then ?? [];
  const emails = after.filter((e) => e.type === "email").length;
  const messages = after.filter((e) => e.type === "message" && e.event === "placed").length;
  return before.length === 1 && before[0] === "settlePayment" && emails <= 1 && messages <= 1 && emails + messages === after.length;
}

export type OrderMachine = ReturnType<typeof createOrderMachine>;
