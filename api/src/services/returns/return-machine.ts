import type { EntityManager } from "typeorm";
import { entitiesFromJson } from "../../db/json-entities.js";
import { returningRows } from "../../db/sql.js";
import { OrderEntity } from "../../entities/order.entity.js";
import type { RefundMethod, ReturnRequestEntity, ReturnStatus } from "../../entities/return-request.entity.js";
import { DomainError } from "../../lib/errors.js";
import { formatRupees } from "../../lib/money.js";
import type { PaymentGateway } from "../../payments/index.js";
import { variantOfLine } from "../catalogue/index.js";
import type { OrderEmails, ReturnEmailData } from "../emails/index.js";
import { createMachine, type MoveOptions, type MoveRun, RETURN_LIFECYCLE, type ReturnFacts } from "../lifecycles/index.js";
import { lockOrder, type OrderMachine, orderReference, PAYMENT_POLICIES, type RefundLedger, refundMethodOf, refundPartsOf, reserveUnits, restockUnits, type StockUnit, unitTitle } from "../orders/index.js";
import { fixLinesValue, shippingToRefund } from "./return-value.js";
import type { ReturnView } from "./return-view.js";

export const RETURN_MACHINE_MESSAGES = {
  exchangeOutOfStock: (title: string, available: number) =>
    available <= 0 ? `"${title}" is sold out, so it cannot be exchanged for now.` : `Only ${available} of "${title}" ${available === 1 ? "is" : "are"} left to exchange for.`,
} as const;

/**
 * What a return request's moves act on: the request and its order, both locked by the caller (the order first, as on
 * every path), and how its money goes back (the order's policy; for a replacement's, the replaced order's).
 */
export interface ReturnSubject {
  request: ReturnRequestEntity;
  order: OrderEntity;
  refundBy: RefundMethod;
}

export interface ReturnMoveOptions extends MoveOptions {
  /** Receiving: each returned order line, back on the shelf (true) or damaged (false). */
  restock?: Map<string, boolean>;
  /** Asking for an exchange: the new sizes' units to reserve. */
  reservations?: readonly StockUnit[];
}

export type ReturnRun = MoveRun<ReturnStatus, ReturnSubject, ReturnMoveOptions, unknown>;

/**
 * The return request's table of the engine (lifecycles/return.ts) on the shop's rows: one handler per effect, and the
 * store that writes a move with its history entry in one statement. Moves run with the order row, then the request
 * row, locked, in the caller's transaction.
 */
export function createReturnMachine({
  gateway,
  emails,
  orderMachine,
  ledger,
  view,
}: {
  gateway: PaymentGateway;
  emails: OrderEmails;
  orderMachine: OrderMachine;
  ledger: RefundLedger;
  view: (manager: EntityManager, id: string) => Promise<ReturnView>;
}) {
  /** The order whose payment a request's money goes back on: its own, or for a replacement's, the order it replaces. */
  async function paidOnOrder(manager: EntityManager, order: OrderEntity): Promise<OrderEntity> {
    return order.exchangeOfOrderId ? (await lockOrder(manager, order.exchangeOfOrderId))! : order;
  }

  /**
   * What of the paying order's advance (a part-paid COD order's) its other returns and its refunds outside returns
   * already take online: each return's online part as fixed (a failed one is retried, so it still counts), and the
   * gateway refunds of no return. Read with the paying order's row locked, so two receipts at once count each other.
   */
  async function onlineGivenBackOf(manager: EntityManager, paidOn: OrderEntity, requestId: string): Promise<number> {
    const [{ taken }]: Array<{ taken: number }> = await manager.query(
      `SELECT ((SELECT coalesce(sum(rr.online_refund_paise), 0) FROM return_requests rr JOIN orders o ON o.id = rr.order_id
                 WHERE coalesce(o.exchange_of_order_id, o.id) = $1 AND rr.id <> $2)
             + (SELECT coalesce(sum(f.amount_paise), 0) FROM refunds f
                 WHERE f.order_id = $1 AND f.return_request_id IS NULL AND f.method = 'gateway' AND f.status IN ('pending', 'processed') AND f.cause <> 'duplicate_payment'))::int AS taken`,
      [paidOn.id, requestId],
    );
    return taken;
  }

  /**
   * Fixes the returned units' share of their lines' money as a refund, in its two parts (payment-policies.ts
   * refundPartsOf: through the gateway, by hand), and numbers the credit note (exactly once; one note for the whole value).
   */
  async function fixRefundValue(manager: EntityManager, { request, order }: ReturnSubject): Promise<void> {
    const goods = await fixLinesValue(manager, request.id);
    // Issue 42: the shipping fee goes back only with the whole order, so with the return of its last units.
    const shipping = request.kind === "return" ? await shippingToRefund(manager, order, request.id) : 0;
    const total = goods + shipping;
    const paidOn = await paidOnOrder(manager, order);
    const parts = refundPartsOf(paidOn, total, await onlineGivenBackOf(manager, paidOn, request.id));
    const method: RefundMethod = parts.manualPaise > 0 ? "manual" : "gateway";
    const [numbered] = await returningRows<{ credit_note_number: number; credit_note_issued_at: Date }>(
      manager,
      `UPDATE return_requests SET refund_paise = $2, refund_method = $3, shipping_refund_paise = $4, online_refund_paise = $5,
              credit_note_number = COALESCE(credit_note_number, nextval('credit_note_number_seq')), credit_note_issued_at = COALESCE(credit_note_issued_at, now())
        WHERE id = $1 RETURNING credit_note_number, credit_note_issued_at`,
      [request.id, total, method, shipping, parts.gatewayPaise],
    );
    Object.assign(request, {
      refundPaise: total,
      shippingRefundPaise: shipping,
      onlineRefundPaise: parts.gatewayPaise,
      refundMethod: method,
      creditNoteNumber: numbered!.credit_note_number,
      creditNoteIssuedAt: numbered!.credit_note_issued_at,
    });
  }

  /**
   * The request's online part (all of an online order's refund, a part-paid COD order's advance share, nothing for
   * plain COD) goes back through the refund ledger's gateway; the ledger's outcome moves the request on (its refund
   * effects: refunded once the whole value is back, refund failed) or, pending at the bank, leaves a note while it waits.
   * A part paid by hand waits for the admin's recordManualRefund.
   */
  async function issueRefund(manager: EntityManager, { request, order }: ReturnSubject, how: { actor: "system" | "admin"; changedBy: string | null; note?: string }) {
    if (request.onlineRefundPaise <= 0) return;
    const paidOn = await paidOnOrder(manager, order);
    const refund = await ledger.refund(manager, {
      order: paidOn,
      amount: request.onlineRefundPaise,
      cause: "return",
      reason: order.id === paidOn.id ? "Items returned" : `Items of replacement order ${orderReference(order.id)} returned`,
      method: "gateway",
      returnRequestId: request.id,
      actor: how.actor,
      changedBy: how.changedBy,
      returnNote: how.note,
    });
    if (refund?.status === "pending") {
      await addNote(manager, request, `Refund ${refund.providerRefundId} accepted by ${gateway.displayName}; waiting for the bank`, how.changedBy);
    }
  }

  async function addNote(manager: EntityManager, request: ReturnRequestEntity, note: string, changedBy: string | null) {
    await manager.query(`INSERT INTO return_request_history (request_id, from_status, to_status, note, changed_by) VALUES ($1, $2, $2, $3, $4)`, [
      request.id,
      request.status,
      note.slice(0, 500),
      changedBy,
    ]);
  }

  /** Gives an exchange's reserved units back, exactly once (the flag is cleared by a guarded update first). */
  async function releaseExchangeUnits(manager: EntityManager, request: ReturnRequestEntity) {
    const cleared = await returningRows(manager, `UPDATE return_requests SET exchange_stock_held = false WHERE id = $1 AND exchange_stock_held RETURNING id`, [request.id]);
    if (!cleared.length) return;
    request.exchangeStockHeld = false;
    const rows: Array<{ variant_id: string; product_id: string; quantity: number }> = await manager.query(
      `SELECT rl.exchange_variant_id AS variant_id, v.product_id, rl.quantity FROM return_request_lines rl JOIN product_variants v ON v.id = rl.exchange_variant_id WHERE rl.request_id = $1`,
      [request.id],
    );
    await restockUnits(manager, rows.map((r) => ({ variantId: r.variant_id, productId: r.product_id, title: "", quantity: r.quantity })));
  }

  /**
   * An exchange's ₹0 replacement order, placed through the order table's row from nothing for replacements: the new
   * sizes, each line linked to the exchange line it fulfils, holding the units the request reserved. The units sent
   * back are valued first (what a return of the replacement will refund).
   */
  async function makeReplacement(manager: EntityManager, request: ReturnRequestEntity, order: OrderEntity): Promise<string> {
    await fixLinesValue(manager, request.id);
    const policy = PAYMENT_POLICIES.exchange;
    const note = `Replacement for order ${orderReference(order.id)} (exchange ${request.id.slice(-6).toUpperCase()}); nothing to pay`;
    const replacement = await orderMachine.start(manager, { paidBy: policy.kind, closedBy: null }, policy.placedAs, { actor: "system", note }, async (first) => {
      const [placed]: Array<{ order: Record<string, unknown> }> = await manager.query(
        `WITH placed AS (
           INSERT INTO orders (user_id, status, payment_method, payment_status, total_paise, currency, address_id, ship_address, ship_city, ship_pincode, ship_phone, ship_notes,
                               place_of_supply, stock_reserved, discount_paise, exchange_of_order_id)
           SELECT user_id, $3, $4, $5, 0, currency, address_id, ship_address, ship_city, ship_pincode, ship_phone, ship_notes, place_of_supply, true, 0, coalesce(exchange_of_order_id, id)
             FROM orders WHERE id = $1 RETURNING *),
         lines AS (
           INSERT INTO order_lines (order_id, product_id, title, image_url, unit_price_paise, list_price_paise, sale_price_paise, discount_paise, net_paise, quantity, size, colour,
                                    hsn, gst_rate_bp, taxable_paise, cgst_paise, sgst_paise, igst_paise, exchange_line_id)
           SELECT placed.id, l.product_id, l.title, l.image_url, l.unit_price_paise, l.list_price_paise, l.sale_price_paise, l.unit_price_paise * rl.quantity, 0, rl.quantity, v.size, v.colour,
                  l.hsn, l.gst_rate_bp, CASE WHEN l.hsn IS NULL THEN NULL ELSE 0 END, CASE WHEN l.hsn IS NULL THEN NULL ELSE 0 END, CASE WHEN l.hsn IS NULL THEN NULL ELSE 0 END,
                  CASE WHEN l.hsn IS NULL THEN NULL ELSE 0 END, rl.id
             FROM placed, return_request_lines rl JOIN order_lines l ON l.id = rl.order_line_id JOIN product_variants v ON v.id = rl.exchange_variant_id
            WHERE rl.request_id = $2),
         history AS (INSERT INTO order_status_history (order_id, from_status, to_status, note) SELECT placed.id, NULL, $3, $6 FROM placed),
         -- The units the request reserved now belong to the replacement order (released with it if it is cancelled).
         handed AS (UPDATE return_requests SET exchange_stock_held = false, replacement_order_id = (SELECT id FROM placed) WHERE id = $2)
         SELECT to_jsonb(placed) AS "order" FROM placed`,
        [order.id, request.id, first.state, policy.method, first.move.payment, first.note],
      );
      return entitiesFromJson(manager, OrderEntity, [placed!.order])[0]!;
    });
    request.exchangeStockHeld = false;
    return replacement.id;
  }

  /** Where the refund email says the money went: a part-paid COD order's return names both parts. */
  function refundToWords(read: ReturnView): string | undefined {
    const original = `your original payment method (${gateway.displayName})`;
    if (read.onlineRefundPaise > 0 && read.manualRefundPaise > 0) {
      return `${original} (${formatRupees(read.onlineRefundPaise)}) and ${read.refundTo ?? "you by UPI or bank transfer"} (${formatRupees(read.manualRefundPaise)})`;
    }
    // All of it online (a part-paid order's return below the advance too, whatever UPI id was given): where it came from.
    if (read.refundMethod === "gateway") return original;
    return read.refundTo ?? undefined;
  }

  async function emailData(manager: EntityManager, request: ReturnRequestEntity, extra: Partial<ReturnEmailData> = {}): Promise<ReturnEmailData> {
    const read = await view(manager, request.id);
    return {
      customerName: read.customer.name,
      orderReference: read.orderReference,
      kind: read.kind,
      lines: read.lines.map((l) => ({
        title: unitTitle(l.title, l.size, l.colour),
        quantity: l.quantity,
        exchangeFor: l.exchangeVariant ? [l.exchangeVariant.size, l.exchangeVariant.colour].filter(Boolean).join(" / ") : null,
      })),
      refundPaise: read.refundPaise,
      refundTo: refundToWords(read),
      creditNote: read.creditNoteNumber,
      reason: read.rejectionReason ?? undefined,
      ...extra,
    };
  }

  const machine = createMachine({
    lifecycle: RETURN_LIFECYCLE,
    factsOf: ({ request, refundBy }: ReturnSubject): ReturnFacts => ({ kind: request.kind, refundBy }),
    store: {
      stateOf: ({ request }: ReturnSubject) => request.status,
      async write(run: ReturnRun) {
        await run.manager.query(
          `WITH moved AS (UPDATE return_requests SET status = $2, updated_at = now() WHERE id = $1)
           INSERT INTO return_request_history (request_id, from_status, to_status, note, changed_by) VALUES ($1, $3, $2, $4, $5)`,
          [run.subject.request.id, run.to, run.from, run.note, run.changedBy],
        );
        run.subject.request.status = run.to;
      },
    },
    handlers: {
      async reserveExchangeUnits(run) {
        const reserved = await reserveUnits(run.manager, run.options.reservations ?? []);
        if (!reserved.ok) throw new DomainError("OUT_OF_STOCK", RETURN_MACHINE_MESSAGES.exchangeOutOfStock(reserved.title, reserved.available), "lines");
      },
      releaseExchangeUnits: (run) => releaseExchangeUnits(run.manager, run.subject.request),
      async restock(run) {
        const rows: Array<{ id: string; order_line_id: string; variant_id: string | null; product_id: string; quantity: number }> = await run.manager.query(
          `SELECT rl.id, rl.order_line_id, v.id AS variant_id, l.product_id, rl.quantity
             FROM return_request_lines rl JOIN order_lines l ON l.id = rl.order_line_id LEFT JOIN product_variants v ON ${variantOfLine()}
            WHERE rl.request_id = $1`,
          [run.subject.request.id],
        );
        const restock = run.options.restock!;
        await run.manager.query(`UPDATE return_request_lines rl SET restock = r.restock FROM unnest($1::uuid[], $2::boolean[]) AS r(id, restock) WHERE rl.id = r.id`, [
          rows.map((r) => r.id),
          rows.map((r) => restock.get(r.order_line_id)!),
        ]);
        await restockUnits(
          run.manager,
          rows.filter((r) => restock.get(r.order_line_id) && r.variant_id).map((r) => ({ variantId: r.variant_id, productId: r.product_id, title: "", quantity: r.quantity })),
        );
      },
      fixRefundValue: (run) => fixRefundValue(run.manager, run.subject),
      issueRefund: (run) => issueRefund(run.manager, run.subject, { actor: "system", changedBy: null }),
      async makeReplacement(run) {
        run.subject.request.replacementOrderId = await makeReplacement(run.manager, run.subject.request, run.subject.order);
      },
      async email(run, effect) {
        const request = run.subject.request;
        const [user]: Array<{ email: string }> = await run.manager.query(`SELECT email FROM users WHERE id = $1`, [request.userId]);
        await emails.queueReturnEmail(run.manager, {
          kind: effect.kind,
          requestId: request.id,
          recipient: user!.email,
          userId: request.userId,
          orderId: request.orderId,
          data: await emailData(run.manager, request, effect.kind === "exchange_shipped" && request.replacementOrderId ? { replacementReference: orderReference(request.replacementOrderId) } : {}),
        });
      },
    },
  });

  /** How a request's money goes back: its order's policy, or for a replacement's, the replaced order's (read locked). */
  async function refundMethodFor(manager: EntityManager, order: OrderEntity): Promise<RefundMethod> {
    return refundMethodOf(order, order.exchangeOfOrderId ? await paidOnOrder(manager, order) : null);
  }

  return { machine, fixRefundValue, issueRefund, addNote, refundMethodFor, paidOnOrder };
}

export type ReturnMachine = ReturnType<typeof createReturnMachine>;
