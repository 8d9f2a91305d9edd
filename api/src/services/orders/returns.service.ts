import type { EntityManager } from "typeorm";
import { z } from "zod";
import { type OrderEntity, OrderLineEntity, OrderStatusHistoryEntity } from "../../entities/order.entity.js";
import {
  RETURN_REASONS,
  RETURN_STATUSES,
  ReturnRequestEntity,
  ReturnRequestHistoryEntity,
  ReturnRequestLineEntity,
  type ReturnKind,
  type ReturnStatus,
} from "../../entities/return-request.entity.js";
import { CATEGORIES } from "../../entities/product.entity.js";
import { returningRows } from "../../db/sql.js";
import { DomainError } from "../../lib/errors.js";
import { exactTimestampSql, keysetCursor } from "../../lib/keyset-cursor.js";
import { isUuid, parseInput } from "../../lib/validation.js";
import { type GatewayRefund, type PaymentGateway, PaymentGatewayError } from "../../payments/index.js";
import type { ServiceContext } from "../context.js";
import type { OrderEmails, ReturnEmailData } from "../emails/index.js";
import { storedImageVariants } from "../media/index.js";
import { rupeesDecimal } from "../money.js";
import { requireAdmin, requireUser, type Viewer } from "../viewer.js";
import { findOrderOf, lockOrder } from "./order-access.js";
import { orderReference } from "./order-view.js";
import { type ReturnEffect, findReturnTransition, nextReturnStatuses, OPEN_OR_DONE_STATUSES, RETURN_MACHINE_MESSAGES, RETURN_STATUS_LABELS } from "./return-machine.js";
import { describeRefundTo, refundDetailsCipher, refundMethodFor, type RefundTo, returnedShare } from "./return-money.js";
import type { Actor } from "./status-machine.js";
import { reserveUnits, restockUnits, unitTitle } from "./stock.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The provider accepted the refund but has not settled it: the request waits, received, for refund.processed / refund.failed. */
class RefundPending extends Error {
  constructor(readonly refundId: string) {
    super(`refund ${refundId} pending`);
  }
}
/** A second identical request within this time, while the first is still "requested", is the same request. */
const DOUBLE_SUBMIT_MS = 10 * 60 * 1000;

export const RETURN_MESSAGES = {
  notFound: "Return request not found!",
  notDelivered: (status: string) => `Only a delivered order can be returned or exchanged. This order is ${status}.`,
  windowClosed: (days: number, closedOn: string) => `Returns for this order closed on ${closedOn}: items can be returned or exchanged within ${days} days of delivery.`,
  notInOrder: "This item is not part of the order.",
  duplicateLine: "Each item can appear once in a request: set its quantity instead.",
  mixed: "Ask for returns and exchanges in separate requests.",
  nonReturnable: (title: string) => `"${title}" cannot be returned or exchanged.`,
  tooMany: (title: string, left: number) =>
    left === 0 ? `All units of "${title}" have already been asked to be returned.` : `Only ${left} of "${title}" can still be returned (you bought it and asked for the rest already).`,
  otherNeedsNote: "Tell us the reason in the note when you choose Other.",
  refundToNeeded: "Give a UPI id or a bank account for the refund: this order was paid in cash on delivery.",
  refundToNotNeeded: "This order was paid online: its refund goes back to the payment method used, so no UPI id or bank account is needed.",
  refundToOne: "Give either a UPI id or a bank account, not both.",
  exchangeNotFound: "The size or colour to exchange for is not sold any more.",
  exchangeOtherProduct: "An exchange is for another size or colour of the same product.",
  exchangeSame: "Choose a different size or colour to exchange for.",
  exchangePrice: (title: string) => `"${title}" has a different price: an exchange is for a size or colour at the same price. Return this item instead.`,
  exchangeOutOfStock: (title: string, available: number) =>
    available <= 0 ? `"${title}" is sold out, so it cannot be exchanged for now.` : `Only ${available} of "${title}" ${available === 1 ? "is" : "are"} left to exchange for.`,
  photo: "A photo must be an image uploaded to this shop.",
  rejectReason: "Give the reason for the rejection: the customer reads it.",
  receiveLines: "Say for every returned item whether it goes back on the shelf (restock) or not (damaged).",
  refundFailed: "The refund could not be made. The request is marked refund failed; try again later.",
  notManual: "This request is refunded through the payment gateway, not by hand.",
  manualReference: "Give the reference of the manual refund (UPI or bank transfer id).",
  replacementNotCancellable: (status: string) => `This replacement's exchange request is ${status}, so the replacement cannot be cancelled.`,
} as const;

/** The status an exchange's request takes when its replacement order moves to each of these. */
const FOLLOWS: Partial<Record<string, ReturnStatus>> = { confirmed: "received", shipped: "exchange_shipped", delivered: "exchange_delivered" };

const refundToInput = z
  .object({
    // NPCI's virtual payment address: a handle, @, and the payment service provider's name.
    upiId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, "A UPI id looks like name@bank, e.g. ravi.k@okaxis")
      .nullish(),
    bankAccount: z
      .object({
        accountName: z.string().trim().min(2, "Give the account holder's name").max(120, "The account holder's name is at most 120 characters"),
        accountNumber: z.string().trim().regex(/^\d{9,18}$/, "A bank account number has 9 to 18 digits"),
        // RBI's IFSC: 4 letters (the bank), 0, then 6 letters or digits (the branch).
        ifsc: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, "An IFSC is 11 characters, e.g. HDFC0001234"),
      })
      .nullish(),
  })
  .nullish();

const requestInput = z.object({
  orderId: z.string({ error: "Order id is required" }),
  lines: z
    .array(
      z.object({
        orderLineId: z.string({ error: "orderLineId is required" }),
        quantity: z.number().int("quantity must be a whole number").min(1, "quantity must be at least 1").max(100, "quantity must be at most 100"),
        reason: z.enum(RETURN_REASONS, { error: `reason must be one of ${RETURN_REASONS.join(", ")}` }),
        note: z.string().trim().max(500, "The note is at most 500 characters").nullish().transform((v) => v ?? ""),
        exchangeVariantId: z.string().nullish(),
        photos: z.array(z.string().max(1000)).max(5, "At most 5 photos per item").nullish().transform((v) => v ?? []),
      }),
    )
    .min(1, "Choose at least one item to return")
    .max(50, "At most 50 items per request"),
  refundTo: refundToInput,
});

const idInput = z.string({ error: "Return request id is required" });
const rejectInput = z.object({ id: idInput, reason: z.string({ error: RETURN_MESSAGES.rejectReason }).trim().min(3, RETURN_MESSAGES.rejectReason).max(500, "The reason is at most 500 characters") });
const receiveInput = z.object({
  id: idInput,
  lines: z.array(z.object({ orderLineId: z.string(), restock: z.boolean({ error: "restock must be true or false" }) })).max(50),
});
const manualInput = z.object({ id: idInput, reference: z.string({ error: RETURN_MESSAGES.manualReference }).trim().min(3, RETURN_MESSAGES.manualReference).max(120) });
const listInput = z.object({
  first: z.number().int().min(1, "first must be at least 1").max(100, "first must be at most 100").nullish().transform((v) => v ?? 20),
  after: z.string().max(400).nullish(),
  filter: z
    .object({
      status: z.enum(RETURN_STATUSES, { error: `status must be one of ${RETURN_STATUSES.join(", ")}` }).nullish(),
      reason: z.enum(RETURN_REASONS, { error: `reason must be one of ${RETURN_REASONS.join(", ")}` }).nullish(),
      /** Only requests at least this many days old (the queue's "waiting for N days"). */
      olderThanDays: z.number().int().min(0).max(3650).nullish(),
    })
    .nullish()
    .transform((f) => f ?? {}),
});
const settingInput = z
  .object({
    productId: z.string().nullish(),
    category: z.enum(CATEGORIES, { error: `category must be one of ${CATEGORIES.join(", ")}` }).nullish(),
    nonReturnable: z.boolean(),
  })
  .refine((s) => Boolean(s.productId) !== Boolean(s.category), { message: "Give either a product or a category", path: ["productId"] });
const cursor = keysetCursor("return");

export interface ReturnLineView {
  id: string;
  orderLineId: string;
  productId: string;
  title: string;
  size: string;
  colour: string;
  imageUrl: string;
  quantity: number;
  reason: string;
  note: string;
  photos: string[];
  exchangeVariant: { id: string; size: string; colour: string } | null;
  restock: boolean | null;
  /** The units' share, fixed when received; null before. */
  netPaise: number | null;
  tax: { hsn: string; rateBp: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number } | null;
}

export interface ReturnView {
  id: string;
  orderId: string;
  orderReference: string;
  userId: string;
  customer: { id: string; name: string; email: string };
  kind: ReturnKind;
  status: ReturnStatus;
  lines: ReturnLineView[];
  refundPaise: number;
  refundMethod: string | null;
  /** Decrypted for the owner and admins only (the view is never built for anyone else). */
  refundTo: string | null;
  refundReference: string | null;
  refundFailureReason: string | null;
  creditNoteNumber: string | null;
  creditNoteIssuedAt: Date | null;
  replacementOrderId: string | null;
  rejectionReason: string | null;
  history: Array<{ from: ReturnStatus | null; to: ReturnStatus; note: string; changedBy: string | null; changedAt: Date }>;
  createdAt: Date;
  updatedAt: Date;
}

/** A return line as `views` reads it (snake case, as PostgreSQL names the columns). */
interface LineRow {
  id: string;
  request_id: string;
  order_line_id: string;
  product_id: string;
  title: string;
  line_size: string;
  line_colour: string;
  image_url: string;
  quantity: number;
  reason: string;
  note: string;
  photos: string[];
  exchange_variant_id: string | null;
  ex_size: string | null;
  ex_colour: string | null;
  restock: boolean | null;
  net_paise: number | null;
  hsn: string | null;
  gst_rate_bp: number;
  taxable_paise: number | null;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

export const creditNoteLabel = (n: number | null) => (n === null ? null : `CN-${String(n).padStart(6, "0")}`);

export function createReturnsService(
  { dataSource, config, logger, mediaStore }: ServiceContext,
  { gateway, emails }: { gateway: PaymentGateway; emails: OrderEmails },
) {
  const cipher = refundDetailsCipher(config.jwtSecret);
  const windowDays = config.returns.windowDays;

  async function views(manager: EntityManager, requests: ReturnRequestEntity[]): Promise<ReturnView[]> {
    if (!requests.length) return [];
    const ids = requests.map((r) => r.id);
    const lines: LineRow[] = await manager.query(
      `SELECT rl.*, l.product_id, l.title, l.size AS line_size, l.colour AS line_colour, l.image_url, l.hsn, l.gst_rate_bp,
              v.size AS ex_size, v.colour AS ex_colour
         FROM return_request_lines rl JOIN order_lines l ON l.id = rl.order_line_id LEFT JOIN product_variants v ON v.id = rl.exchange_variant_id
        WHERE rl.request_id = ANY($1::uuid[]) ORDER BY l.title, rl.id`,
      [ids],
    );
    const history: Array<{ request_id: string; from_status: ReturnStatus | null; to_status: ReturnStatus; note: string; username: string | null; created_at: Date }> = await manager.query(
      `SELECT h.*, u.username FROM return_request_history h LEFT JOIN users u ON u.id = h.changed_by WHERE h.request_id = ANY($1::uuid[]) ORDER BY h.created_at, h.id`,
      [ids],
    );
    const users: Array<{ id: string; name: string; email: string }> = await manager.query(`SELECT id, name, email FROM users WHERE id = ANY($1::uuid[])`, [
      [...new Set(requests.map((r) => r.userId))],
    ]);
    return requests.map((r) => {
      const user = users.find((u) => u.id === r.userId)!;
      const refundTo = r.refundToEncrypted ? cipher.open(r.refundToEncrypted) : null;
      return {
        id: r.id,
        orderId: r.orderId,
        orderReference: orderReference(r.orderId),
        userId: r.userId,
        customer: user,
        kind: r.kind,
        status: r.status,
        lines: lines
          .filter((l) => l.request_id === r.id)
          .map((l) => ({
            id: l.id,
            orderLineId: l.order_line_id,
            productId: l.product_id,
            title: l.title,
            size: l.line_size,
            colour: l.line_colour,
            imageUrl: l.image_url,
            quantity: l.quantity,
            reason: l.reason,
            note: l.note,
            photos: l.photos,
            exchangeVariant: l.exchange_variant_id ? { id: l.exchange_variant_id, size: l.ex_size ?? "", colour: l.ex_colour ?? "" } : null,
            restock: l.restock,
            netPaise: l.net_paise,
            tax:
              l.taxable_paise === null || l.hsn === null
                ? null
                : { hsn: l.hsn, rateBp: l.gst_rate_bp, taxablePaise: l.taxable_paise, cgstPaise: l.cgst_paise, sgstPaise: l.sgst_paise, igstPaise: l.igst_paise },
          })),
        refundPaise: r.refundPaise,
        refundMethod: r.refundMethod,
        refundTo: refundTo ? describeRefundTo(refundTo) : null,
        refundReference: r.refundReference,
        refundFailureReason: r.refundFailureReason,
        creditNoteNumber: creditNoteLabel(r.creditNoteNumber),
        creditNoteIssuedAt: r.creditNoteIssuedAt,
        replacementOrderId: r.replacementOrderId,
        rejectionReason: r.rejectionReason,
        history: history
          .filter((h) => h.request_id === r.id)
          .map((h) => ({ from: h.from_status, to: h.to_status, note: h.note, changedBy: h.username ?? null, changedAt: h.created_at })),
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      };
    });
  }

  const viewOf = async (manager: EntityManager, id: string) => (await views(manager, [await manager.findOneByOrFail(ReturnRequestEntity, { id })]))[0]!;

  /** The request an actor may act on, with its order row then its own row locked (the order's lock comes first everywhere). */
  async function lockRequest(manager: EntityManager, viewer: Viewer, id: string, { owner = false } = {}): Promise<{ request: ReturnRequestEntity; order: OrderEntity }> {
    const found = isUuid(id) ? await manager.findOneBy(ReturnRequestEntity, { id }) : null;
    if (!found || (owner && found.userId !== viewer.userId) || (!owner && viewer.role !== "admin")) throw new DomainError("NOT_FOUND", RETURN_MESSAGES.notFound);
    const order = (await lockOrder(manager, found.orderId))!;
    const request = await manager.findOneOrFail(ReturnRequestEntity, { where: { id }, lock: { mode: "pessimistic_write" } });
    return { request, order };
  }

  async function emailData(manager: EntityManager, request: ReturnRequestEntity, extra: Partial<ReturnEmailData> = {}): Promise<ReturnEmailData> {
    const view = await viewOf(manager, request.id);
    return {
      customerName: view.customer.name,
      orderReference: view.orderReference,
      kind: view.kind,
      lines: view.lines.map((l) => ({
        title: unitTitle(l.title, l.size, l.colour),
        quantity: l.quantity,
        exchangeFor: l.exchangeVariant ? [l.exchangeVariant.size, l.exchangeVariant.colour].filter(Boolean).join(" / ") : null,
      })),
      refundPaise: view.refundPaise,
      refundTo: view.refundTo ?? (view.refundMethod === "gateway" ? `your original payment method (${gateway.displayName})` : undefined),
      creditNote: view.creditNoteNumber,
      reason: view.rejectionReason ?? undefined,
      ...extra,
    };
  }

  /** Gives an exchange's reserved units back, exactly once (the flag is cleared by a guarded update first). */
  async function releaseExchangeStock(manager: EntityManager, request: ReturnRequestEntity) {
    const cleared = await returningRows(manager, `UPDATE return_requests SET exchange_stock_held = false WHERE id = $1 AND exchange_stock_held RETURNING id`, [request.id]);
    if (!cleared.length) return;
    request.exchangeStockHeld = false;
    const rows: Array<{ variant_id: string; product_id: string; quantity: number }> = await manager.query(
      `SELECT rl.exchange_variant_id AS variant_id, v.product_id, rl.quantity FROM return_request_lines rl JOIN product_variants v ON v.id = rl.exchange_variant_id WHERE rl.request_id = $1`,
      [request.id],
    );
    await restockUnits(manager, rows.map((r) => ({ variantId: r.variant_id, productId: r.product_id, title: "", quantity: r.quantity })));
  }

  /** Fixes the returned units' share of their lines' money (after the units of earlier received requests) and numbers the credit note. */
  async function fixRefund(manager: EntityManager, request: ReturnRequestEntity, order: OrderEntity) {
    const lines = await manager.find(ReturnRequestLineEntity, { where: { requestId: request.id } });
    let total = 0;
    for (const line of lines) {
      const orderLine = await manager.findOneByOrFail(OrderLineEntity, { id: line.orderLineId });
      const [{ before }] = await manager.query(
        `SELECT COALESCE(sum(rl.quantity), 0)::int AS before FROM return_request_lines rl WHERE rl.order_line_id = $1 AND rl.net_paise IS NOT NULL AND rl.id <> $2`,
        [line.orderLineId, line.id],
      );
      const share = returnedShare(
        {
          netPaise: orderLine.netPaise,
          quantity: orderLine.quantity,
          tax: orderLine.hsn === null ? null : { taxablePaise: orderLine.taxablePaise!, cgstPaise: orderLine.cgstPaise!, sgstPaise: orderLine.sgstPaise!, igstPaise: orderLine.igstPaise! },
        },
        before,
        line.quantity,
      );
      await manager.update(ReturnRequestLineEntity, { id: line.id }, share);
      total += share.netPaise;
    }
    const [numbered] = await returningRows<{ credit_note_number: number; credit_note_issued_at: Date }>(
      manager,
      `UPDATE return_requests SET refund_paise = $2, refund_method = $3, credit_note_number = COALESCE(credit_note_number, nextval('credit_note_number_seq')),
              credit_note_issued_at = COALESCE(credit_note_issued_at, now())
        WHERE id = $1 RETURNING credit_note_number, credit_note_issued_at`,
      [request.id, total, refundMethodFor(order)],
    );
    Object.assign(request, { refundPaise: total, refundMethod: refundMethodFor(order), creditNoteNumber: numbered!.credit_note_number, creditNoteIssuedAt: numbered!.credit_note_issued_at });
  }

  /**
   * Sends the fixed amount back through the gateway, with the order and request locked (a second receipt or retry
   * waits, then finds it refunded). Before a retry the payment's refunded total is compared with what this shop has
   * recorded: a refund that went through although its answer was lost is not made twice. Throws PaymentGatewayError.
   */
  async function refundThroughGateway(manager: EntityManager, request: ReturnRequestEntity, order: OrderEntity): Promise<string> {
    // A pending refund being confirmed by the provider's webhook: nothing more to ask.
    if (request.status === "received" && request.refundReference) return request.refundReference;
    const [captured]: Array<{ provider_payment_id: string | null }> = await manager.query(
      `SELECT provider_payment_id FROM payments WHERE order_id = $1 AND status IN ('captured', 'refunded') ORDER BY updated_at DESC LIMIT 1`,
      [order.id],
    );
    const paymentId = captured?.provider_payment_id ?? order.paymentId;
    if (!paymentId) throw new PaymentGatewayError(RETURN_MESSAGES.refundFailed, { operation: "payments.refund", failure: "provider", description: "The order has no captured payment" });
    if (request.status === "refund_failed") {
      const payment = await gateway.fetchPayment(paymentId);
      const [{ recorded }] = await manager.query(`SELECT COALESCE(sum(refund_paise), 0)::int AS recorded FROM return_requests WHERE order_id = $1 AND status = 'refunded' AND refund_method = 'gateway'`, [
        order.id,
      ]);
      if (payment.amountRefunded >= recorded + request.refundPaise) return request.refundReference ?? "refunded earlier";
    }
    const refund = await gateway.refundPayment(paymentId, { amountPaise: request.refundPaise, notes: { returnRequestId: request.id, orderId: order.id } });
    if (refund.status === "failed") {
      throw new PaymentGatewayError(RETURN_MESSAGES.refundFailed, { operation: "payments.refund", failure: "provider", description: `Refund ${refund.id} failed` });
    }
    if (refund.status === "pending") throw new RefundPending(refund.id);
    return refund.id;
  }

  /**
   * Moves a locked request to `to` as `actor`, carrying out the table's effects. The refund effect's gateway failure
   * is caught by `receive`/`retryRefund`, which record refund_failed instead (so it is committed, not rolled back).
   */
  async function move(
    manager: EntityManager,
    request: ReturnRequestEntity,
    order: OrderEntity,
    to: ReturnStatus,
    options: { actor: Actor; changedBy?: string | null; note?: string; restock?: Map<string, boolean>; manualReference?: string },
  ): Promise<void> {
    const from = request.status;
    const transition = findReturnTransition(from, to, options.actor, request.kind);
    if (!transition) throw new DomainError("BAD_USER_INPUT", RETURN_MACHINE_MESSAGES.refused(from, to, nextReturnStatuses(from, options.actor, request.kind)), "status");
    const changes: Partial<ReturnRequestEntity> = {};
    for (const effect of transition.effects as ReturnEffect[]) {
      if (effect === "releaseExchangeStock") await releaseExchangeStock(manager, request);
      else if (effect === "restock") {
        const rows: Array<{ id: string; order_line_id: string; variant_id: string | null; product_id: string; quantity: number }> = await manager.query(
          `SELECT rl.id, rl.order_line_id, v.id AS variant_id, l.product_id, rl.quantity
             FROM return_request_lines rl JOIN order_lines l ON l.id = rl.order_line_id
             LEFT JOIN product_variants v ON v.product_id = l.product_id AND v.size IN (l.size, '') AND v.colour IN (l.colour, '')
            WHERE rl.request_id = $1`,
          [request.id],
        );
        for (const row of rows) await manager.update(ReturnRequestLineEntity, { id: row.id }, { restock: options.restock!.get(row.order_line_id)! });
        await restockUnits(
          manager,
          rows.filter((r) => options.restock!.get(r.order_line_id) && r.variant_id).map((r) => ({ variantId: r.variant_id, productId: r.product_id, title: "", quantity: r.quantity })),
        );
      } else if (effect === "fixRefund") await fixRefund(manager, request, order);
      else if (effect === "makeReplacement") changes.replacementOrderId = await makeReplacement(manager, request, order);
      else if (effect === "refund") {
        if (request.refundMethod === "manual") changes.refundReference = options.manualReference!;
        else changes.refundReference = await refundThroughGateway(manager, request, order);
        changes.refundFailureReason = null;
      }
    }
    const note = options.note ?? transition.note;
    await manager.update(ReturnRequestEntity, { id: request.id }, { status: to, ...changes });
    Object.assign(request, { status: to, ...changes });
    await manager.insert(ReturnRequestHistoryEntity, { requestId: request.id, fromStatus: from, toStatus: to, note: note.slice(0, 500), changedBy: options.changedBy ?? null });
    for (const effect of transition.effects) {
      if (typeof effect !== "object") continue;
      const user = await manager.query(`SELECT email FROM users WHERE id = $1`, [request.userId]);
      await emails.queueReturnEmail(manager, {
        kind: effect.email,
        requestId: request.id,
        recipient: user[0].email,
        userId: request.userId,
        orderId: request.orderId,
        data: await emailData(manager, request, effect.email === "exchange_shipped" && request.replacementOrderId ? { replacementReference: orderReference(request.replacementOrderId) } : {}),
      });
    }
  }

  /** An exchange's ₹0 replacement order: the new sizes, holding the units the request reserved, confirmed and paid (nothing to pay). */
  async function makeReplacement(manager: EntityManager, request: ReturnRequestEntity, order: OrderEntity): Promise<string> {
    // INSERT … RETURNING answers its rows directly through manager.query (UPDATE answers [rows, count]).
    const [created]: Array<{ id: string }> = await manager.query(
      `INSERT INTO orders (user_id, status, payment_method, payment_status, total_paise, currency, address_id, ship_address, ship_city, ship_pincode, ship_phone, ship_notes,
                           place_of_supply, stock_reserved, discount_paise)
       SELECT user_id, 'confirmed', 'exchange', 'paid', 0, currency, address_id, ship_address, ship_city, ship_pincode, ship_phone, ship_notes, place_of_supply, true, 0
         FROM orders WHERE id = $1 RETURNING id`,
      [order.id],
    );
    await manager.query(
      `INSERT INTO order_lines (order_id, product_id, title, image_url, unit_price_paise, list_price_paise, sale_price_paise, discount_paise, net_paise, quantity, size, colour,
                                hsn, gst_rate_bp, taxable_paise, cgst_paise, sgst_paise, igst_paise)
       SELECT $2, l.product_id, l.title, l.image_url, l.unit_price_paise, l.list_price_paise, l.sale_price_paise, l.unit_price_paise * rl.quantity, 0, rl.quantity, v.size, v.colour,
              l.hsn, l.gst_rate_bp, CASE WHEN l.hsn IS NULL THEN NULL ELSE 0 END, CASE WHEN l.hsn IS NULL THEN NULL ELSE 0 END, CASE WHEN l.hsn IS NULL THEN NULL ELSE 0 END,
              CASE WHEN l.hsn IS NULL THEN NULL ELSE 0 END
         FROM return_request_lines rl JOIN order_lines l ON l.id = rl.order_line_id JOIN product_variants v ON v.id = rl.exchange_variant_id
        WHERE rl.request_id = $1`,
      [request.id, created!.id],
    );
    // The units the request reserved now belong to the replacement order (released with it if it is cancelled).
    await manager.query(`UPDATE return_requests SET exchange_stock_held = false WHERE id = $1`, [request.id]);
    request.exchangeStockHeld = false;
    await manager.insert(OrderStatusHistoryEntity, {
      orderId: created!.id,
      fromStatus: null,
      toStatus: "confirmed",
      note: `Replacement for order ${orderReference(order.id)} (exchange ${request.id.slice(-6).toUpperCase()}); nothing to pay`,
      changedBy: null,
    });
    return created!.id;
  }

  /** The refund effect run as its own move, recording refund_failed (committed) when the gateway refuses. */
  async function refundOrRecordFailure(manager: EntityManager, request: ReturnRequestEntity, order: OrderEntity, options: { actor: Actor; changedBy?: string | null; note?: string }) {
    try {
      await manager.transaction(async (inner) => move(inner, request, order, "refunded", options));
    } catch (error) {
      if (error instanceof RefundPending) {
        // Accepted, not settled: the request stays received with the provider's refund id until its webhook.
        await manager.update(ReturnRequestEntity, { id: request.id }, { refundReference: error.refundId, refundFailureReason: null });
        request.refundReference = error.refundId;
        await manager.insert(ReturnRequestHistoryEntity, {
          requestId: request.id,
          fromStatus: request.status,
          toStatus: request.status,
          note: `Refund ${error.refundId} accepted by ${gateway.displayName}; waiting for the bank`,
          changedBy: options.changedBy ?? null,
        });
        return;
      }
      if (!(error instanceof PaymentGatewayError)) throw error;
      logger.warn({ returnRequestId: request.id, detail: error.detail }, "a return's refund through the payment provider failed");
      const reason = (error.detail.description ?? error.message).slice(0, 300);
      const status = request.status;
      if (status === "received") await move(manager, request, order, "refund_failed", { actor: "system", note: `Refund failed: ${reason}` });
      else await manager.insert(ReturnRequestHistoryEntity, { requestId: request.id, fromStatus: status, toStatus: status, note: `Refund failed again: ${reason}`, changedBy: options.changedBy ?? null });
      await manager.update(ReturnRequestEntity, { id: request.id }, { refundFailureReason: reason });
      request.refundFailureReason = reason;
    }
  }

  async function adminMove(viewer: Viewer | null, rawId: unknown, to: ReturnStatus, extra: { note?: string; rejectionReason?: string } = {}): Promise<ReturnView> {
    const admin = requireAdmin(viewer);
    const id = parseInput(idInput, rawId);
    return dataSource.transaction(async (manager) => {
      const { request, order } = await lockRequest(manager, admin, id);
      if (extra.rejectionReason) {
        request.rejectionReason = extra.rejectionReason;
        await manager.update(ReturnRequestEntity, { id }, { rejectionReason: extra.rejectionReason });
      }
      await move(manager, request, order, to, { actor: "admin", changedBy: admin.userId, note: extra.note });
      return viewOf(manager, id);
    });
  }

  return {
    /**
     * A customer asks to return or exchange units of their delivered order (rules in docs/returns.md, "Returns and
     * exchanges"). Refusals are BAD_USER_INPUT / OUT_OF_STOCK / NOT_FOUND and change nothing. A double submit of the
     * same request (same lines, while it is still requested) answers the first one.
     */
    async requestReturn(viewer: Viewer | null, raw: unknown): Promise<ReturnView> {
      const user = requireUser(viewer);
      const input = parseInput(requestInput, raw);
      const fingerprint = input.lines
        .map((l) => `${l.orderLineId}:${l.quantity}:${l.exchangeVariantId ?? ""}`)
        .sort()
        .join(",");
      const id = await dataSource.transaction(async (manager) => {
        // The order's row lock makes requests of one order one at a time: the units-left check and the double-submit check hold.
        const order = await findOrderOf(manager, user, input.orderId, { lock: true });
        const [same] = await manager.query(`SELECT id FROM return_requests WHERE order_id = $1 AND fingerprint = $2 AND status = 'requested' AND created_at > now() - $3 * interval '1 millisecond'`, [
          order.id,
          fingerprint,
          DOUBLE_SUBMIT_MS,
        ]);
        if (same) return same.id as string;

        if (order.status !== "delivered") throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.notDelivered(order.status), "orderId");
        const delivered = await manager.findOne(OrderStatusHistoryEntity, { where: { orderId: order.id, toStatus: "delivered" }, order: { createdAt: "DESC" } });
        const closesAt = new Date((delivered?.createdAt ?? order.updatedAt).getTime() + windowDays * DAY_MS);
        if (Date.now() > closesAt.getTime()) {
          const closedOn = closesAt.toLocaleDateString("en-IN", { timeZone: config.shopTimeZone, day: "numeric", month: "short", year: "numeric" });
          throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.windowClosed(windowDays, closedOn), "orderId");
        }

        const exchanges = input.lines.filter((l) => l.exchangeVariantId);
        if (exchanges.length && exchanges.length !== input.lines.length) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.mixed, "lines");
        const kind: ReturnKind = exchanges.length ? "exchange" : "return";
        if (new Set(input.lines.map((l) => l.orderLineId)).size !== input.lines.length) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.duplicateLine, "lines");

        const orderLines = await manager.find(OrderLineEntity, { where: { orderId: order.id } });
        const reservations: Parameters<typeof reserveUnits>[1][number][] = [];
        for (const [i, wanted] of input.lines.entries()) {
          const line = orderLines.find((l) => l.id === wanted.orderLineId);
          if (!line) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.notInOrder, `lines.${i}.orderLineId`);
          const title = unitTitle(line.title, line.size, line.colour);
          const [blocked] = await manager.query(
            `SELECT 1 FROM non_returnable n JOIN products p ON p.id = $1 WHERE (n.kind = 'product' AND n.value = p.id::text) OR (n.kind = 'category' AND n.value = p.category) LIMIT 1`,
            [line.productId],
          );
          if (blocked) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.nonReturnable(title), `lines.${i}.orderLineId`);
          const [{ asked }] = await manager.query(
            `SELECT COALESCE(sum(rl.quantity), 0)::int AS asked FROM return_request_lines rl JOIN return_requests r ON r.id = rl.request_id
              WHERE rl.order_line_id = $1 AND r.status = ANY($2::text[])`,
            [line.id, OPEN_OR_DONE_STATUSES],
          );
          const left = line.quantity - asked;
          if (wanted.quantity > left) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.tooMany(title, Math.max(0, left)), `lines.${i}.quantity`);
          if (wanted.reason === "other" && !wanted.note) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.otherNeedsNote, `lines.${i}.note`);
          for (const photo of wanted.photos) {
            if (!storedImageVariants(mediaStore, photo)) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.photo, `lines.${i}.photos`);
          }
          if (wanted.exchangeVariantId) {
            const [variant]: Array<{ id: string; product_id: string; size: string; colour: string; list_price: number; deleted: boolean }> = isUuid(wanted.exchangeVariantId)
              ? await manager.query(
                  `SELECT v.id, v.product_id, v.size, v.colour, COALESCE(v.price_paise, p.price_paise) AS list_price, p.deleted_at IS NOT NULL AS deleted
                     FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = $1`,
                  [wanted.exchangeVariantId],
                )
              : [];
            const field = `lines.${i}.exchangeVariantId`;
            if (!variant || variant.deleted) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.exchangeNotFound, field);
            if (variant.product_id !== line.productId) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.exchangeOtherProduct, field);
            if (variant.size === line.size && variant.colour === line.colour) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.exchangeSame, field);
            const newTitle = unitTitle(line.title, variant.size, variant.colour);
            if (variant.list_price !== line.listPricePaise) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.exchangePrice(newTitle), field);
            reservations.push({ variantId: variant.id, productId: variant.product_id, title: newTitle, quantity: wanted.quantity });
          }
        }

        const method = refundMethodFor(order);
        const refundTo = input.refundTo ?? null;
        let sealed: string | null = null;
        if (kind === "return") {
          const given = refundTo && (refundTo.upiId || refundTo.bankAccount);
          if (method === "manual" && !given) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.refundToNeeded, "refundTo");
          if (method === "gateway" && given) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.refundToNotNeeded, "refundTo");
          if (refundTo?.upiId && refundTo.bankAccount) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.refundToOne, "refundTo");
          if (given) sealed = cipher.seal((refundTo.upiId ? { upiId: refundTo.upiId } : refundTo.bankAccount!) as RefundTo);
        }

        // The new sizes' units are taken now, with guarded updates: the last unit goes to one request only.
        if (reservations.length) {
          const reserved = await reserveUnits(manager, reservations);
          if (!reserved.ok) throw new DomainError("OUT_OF_STOCK", RETURN_MESSAGES.exchangeOutOfStock(reserved.title, reserved.available), "lines");
        }
        const request = await manager.save(
          manager.create(ReturnRequestEntity, {
            orderId: order.id,
            userId: order.userId,
            kind,
            status: "requested",
            fingerprint,
            refundToEncrypted: sealed,
            exchangeStockHeld: reservations.length > 0,
          }),
        );
        await manager.insert(
          ReturnRequestLineEntity,
          input.lines.map((l) => ({
            requestId: request.id,
            orderLineId: l.orderLineId,
            quantity: l.quantity,
            reason: l.reason,
            note: l.note,
            exchangeVariantId: l.exchangeVariantId ?? null,
            photos: l.photos,
          })),
        );
        // The null → requested row of the table: its history and email.
        request.status = null as unknown as ReturnStatus;
        await move(manager, request, order, "requested", { actor: "customer" });
        return request.id;
      });
      return viewOf(dataSource.manager, id);
    },

    /** The customer takes their request back before pickup; an exchange's reserved units are released. */
    async cancelReturn(viewer: Viewer | null, rawId: unknown): Promise<ReturnView> {
      const user = requireUser(viewer);
      const id = parseInput(idInput, rawId);
      return dataSource.transaction(async (manager) => {
        const { request, order } = await lockRequest(manager, user, id, { owner: true });
        await move(manager, request, order, "cancelled", { actor: "customer" });
        return viewOf(manager, id);
      });
    },

    /** An order's return requests, oldest first: its owner's or, for an admin, any order's. */
    async returnsOfOrder(viewer: Viewer | null, order: { id: string; userId: string }): Promise<ReturnView[]> {
      const user = requireUser(viewer);
      if (order.userId !== user.userId && user.role !== "admin") return [];
      const requests = await dataSource.manager.find(ReturnRequestEntity, { where: { orderId: order.id }, order: { createdAt: "ASC", id: "ASC" } });
      return views(dataSource.manager, requests);
    },

    /**
     * Which of these orders (the caller's own, or any for an admin) have a request still open (requested, approved,
     * picked up): they show "Return requested". One statement for any number of orders (a page of the history).
     */
    async openReturnsOf(viewer: Viewer | null, orders: ReadonlyArray<{ id: string; userId: string }>): Promise<Set<string>> {
      const user = requireUser(viewer);
      const ids = orders.filter((o) => o.userId === user.userId || user.role === "admin").map((o) => o.id);
      if (!ids.length) return new Set();
      const rows: Array<{ order_id: string }> = await dataSource.query(
        `SELECT DISTINCT order_id FROM return_requests WHERE order_id = ANY($1::uuid[]) AND status IN ('requested', 'approved', 'picked_up')`,
        [ids],
      );
      return new Set(rows.map((r) => r.order_id));
    },

    /** Until when a delivered order may be returned (its last delivery in the history + RETURN_WINDOW_DAYS); null otherwise. */
    returnWindowEndsAt(order: { status: string; history: ReadonlyArray<{ to: string; changedAt: Date }> }): Date | null {
      if (order.status !== "delivered") return null;
      const delivered = order.history.filter((h) => h.to === "delivered").at(-1);
      return delivered ? new Date(delivered.changedAt.getTime() + windowDays * DAY_MS) : null;
    },

    /** One request: the owner's, or any for an admin; NOT_FOUND otherwise. */
    async returnRequest(viewer: Viewer | null, rawId: unknown): Promise<ReturnView> {
      const user = requireUser(viewer);
      const id = parseInput(idInput, rawId);
      const request = isUuid(id) ? await dataSource.manager.findOneBy(ReturnRequestEntity, { id }) : null;
      if (!request || (request.userId !== user.userId && user.role !== "admin")) throw new DomainError("NOT_FOUND", RETURN_MESSAGES.notFound);
      return (await views(dataSource.manager, [request]))[0]!;
    },

    /** The admin's queue, newest first, a page at a time (keyset on created_at, id), narrowed by status, reason and age. */
    async returnRequests(viewer: Viewer | null, raw: unknown) {
      requireAdmin(viewer);
      const { first, after, filter } = parseInput(listInput, raw ?? {});
      const query = dataSource.manager.createQueryBuilder(ReturnRequestEntity, "r").addSelect(exactTimestampSql("r.created_at"), "created_at_exact");
      if (filter.status) query.andWhere("r.status = :status", { status: filter.status });
      if (filter.reason) query.andWhere("EXISTS (SELECT 1 FROM return_request_lines rl WHERE rl.request_id = r.id AND rl.reason = :reason)", { reason: filter.reason });
      if (filter.olderThanDays !== undefined && filter.olderThanDays !== null) query.andWhere("r.created_at <= now() - make_interval(days => :days)", { days: filter.olderThanDays });
      if (after) query.andWhere("(r.created_at, r.id) < (:createdAt::timestamptz, :id::uuid)", cursor.decode(after));
      const { entities, raw: rows } = await query.orderBy("r.created_at", "DESC").addOrderBy("r.id", "DESC").limit(first + 1).getRawAndEntities<{ created_at_exact: string }>();
      const nodes = await views(dataSource.manager, entities.slice(0, first));
      const edges = nodes.map((node, i) => ({ node, cursor: cursor.encode(rows[i]!.created_at_exact, node.id) }));
      return { edges, pageInfo: { hasNextPage: entities.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
    },

    approveReturn: (viewer: Viewer | null, id: unknown) => adminMove(viewer, id, "approved"),

    async rejectReturn(viewer: Viewer | null, raw: unknown) {
      // The caller first: a customer learns nothing of the form's rules.
      requireAdmin(viewer);
      const { id, reason } = parseInput(rejectInput, raw);
      return adminMove(viewer, id, "rejected", { note: `Rejected: ${reason}`, rejectionReason: reason });
    },

    markReturnPickedUp: (viewer: Viewer | null, id: unknown) => adminMove(viewer, id, "picked_up"),

    /**
     * The units arrive: each line restocked or not (damaged); a return's money is fixed and, for a prepaid order,
     * refunded through the gateway at once (a refusal leaves "refund failed" with the reason); an exchange gets its
     * ₹0 replacement order. Concurrent receipts: the second waits on the locks, then is refused (already received).
     */
    async receiveReturn(viewer: Viewer | null, raw: unknown): Promise<ReturnView> {
      const admin = requireAdmin(viewer);
      const input = parseInput(receiveInput, raw);
      return dataSource.transaction(async (manager) => {
        const { request, order } = await lockRequest(manager, admin, input.id);
        const lines = await manager.find(ReturnRequestLineEntity, { where: { requestId: request.id } });
        const restock = new Map(input.lines.map((l) => [l.orderLineId, l.restock]));
        if (request.status === "picked_up" && (lines.some((l) => !restock.has(l.orderLineId)) || restock.size !== lines.length)) {
          throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.receiveLines, "lines");
        }
        await move(manager, request, order, "received", { actor: "admin", changedBy: admin.userId, restock });
        if (request.kind === "return" && request.refundMethod === "gateway") await refundOrRecordFailure(manager, request, order, { actor: "system" });
        return viewOf(manager, request.id);
      });
    },

    /** An admin tries a failed refund again (exactly once: locked, and checked against what the provider already refunded). */
    async retryRefund(viewer: Viewer | null, rawId: unknown): Promise<ReturnView> {
      const admin = requireAdmin(viewer);
      const id = parseInput(idInput, rawId);
      return dataSource.transaction(async (manager) => {
        const { request, order } = await lockRequest(manager, admin, id);
        if (request.status !== "refund_failed") {
          throw new DomainError("BAD_USER_INPUT", RETURN_MACHINE_MESSAGES.refused(request.status, "refunded", nextReturnStatuses(request.status, "admin", request.kind)), "status");
        }
        await refundOrRecordFailure(manager, request, order, { actor: "admin", changedBy: admin.userId });
        return viewOf(manager, id);
      });
    },

    /** An admin records a refund paid by hand (cash-on-delivery orders) with its UPI or bank reference. */
    async recordManualRefund(viewer: Viewer | null, raw: unknown): Promise<ReturnView> {
      const admin = requireAdmin(viewer);
      const { id, reference } = parseInput(manualInput, raw);
      return dataSource.transaction(async (manager) => {
        const { request, order } = await lockRequest(manager, admin, id);
        if (request.refundMethod !== "manual") throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.notManual, "id");
        await move(manager, request, order, "refunded", { actor: "admin", changedBy: admin.userId, manualReference: reference, note: `Refunded by hand: ${reference}` });
        return viewOf(manager, id);
      });
    },

    /**
     * An exchange's request follows its replacement order (called in the order move's transaction, the order row
     * locked): shipped → exchange shipped, delivered → exchange delivered, and back when a step is taken back. A
     * replacement cancelled by the shop (before it shipped) leaves the customer owed what they sent back: its money is
     * fixed as a return's and refunded (through the gateway at once; by hand for cash on delivery, left received).
     */
    async followReplacement(manager: EntityManager, replacementOrderId: string, to: string): Promise<void> {
      const found = await manager.findOne(ReturnRequestEntity, { where: { replacementOrderId } });
      if (!found) return;
      // The original order first, then the request: the order every other path takes its locks in.
      const order = (await lockOrder(manager, found.orderId))!;
      const request = await manager.findOneOrFail(ReturnRequestEntity, { where: { id: found.id }, lock: { mode: "pessimistic_write" } });
      if (to === "cancelled") {
        if (request.status !== "received") throw new DomainError("CONFLICT", RETURN_MESSAGES.replacementNotCancellable(RETURN_STATUS_LABELS[request.status]));
        await fixRefund(manager, request, order);
        const note = `Replacement order ${orderReference(replacementOrderId)} cancelled; refunded instead`;
        if (request.refundMethod === "gateway") await refundOrRecordFailure(manager, request, order, { actor: "system", note });
        else {
          await manager.insert(ReturnRequestHistoryEntity, {
            requestId: request.id,
            fromStatus: request.status,
            toStatus: request.status,
            note: `Replacement order ${orderReference(replacementOrderId)} cancelled; ₹${rupeesDecimal(request.refundPaise)} to refund by hand`,
            changedBy: null,
          });
        }
        return;
      }
      const target = FOLLOWS[to];
      if (!target || request.status === target) return;
      if (findReturnTransition(request.status, target, "system", request.kind)) await move(manager, request, order, target, { actor: "system" });
    },

    /**
     * The provider settled a refund (refund.processed / refund.failed webhook): a pending one moves its request to
     * refunded or refund failed; one already recorded is left alone (webhooks repeat and arrive late).
     */
    async refundSettled(refund: GatewayRefund): Promise<"processed" | "ignored"> {
      const found = await dataSource.manager.findOneBy(ReturnRequestEntity, { refundReference: refund.id });
      if (!found) return "ignored";
      return dataSource.transaction(async (manager) => {
        const order = (await lockOrder(manager, found.orderId))!;
        const request = await manager.findOneOrFail(ReturnRequestEntity, { where: { id: found.id }, lock: { mode: "pessimistic_write" } });
        if (request.status !== "received" || request.refundReference !== refund.id) return "ignored";
        if (refund.status === "processed") await move(manager, request, order, "refunded", { actor: "system", note: `Refund ${refund.id} processed` });
        else if (refund.status === "failed") {
          const reason = `Refund ${refund.id} failed at ${gateway.displayName}`;
          await move(manager, request, order, "refund_failed", { actor: "system", note: reason });
          await manager.update(ReturnRequestEntity, { id: request.id }, { refundFailureReason: reason, refundReference: null });
        } else return "ignored";
        return "processed";
      });
    },

    /** Marks a product or a category returnable again or not (admin). */
    async setNonReturnable(viewer: Viewer | null, raw: unknown) {
      requireAdmin(viewer);
      const input = parseInput(settingInput, raw);
      const kind = input.productId ? "product" : "category";
      const value = (input.productId ?? input.category)!;
      if (kind === "product") {
        const [exists] = isUuid(value) ? await dataSource.query(`SELECT 1 FROM products WHERE id = $1`, [value]) : [];
        if (!exists) throw new DomainError("NOT_FOUND", "Product not found!");
      }
      if (input.nonReturnable) await dataSource.query(`INSERT INTO non_returnable (kind, value) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [kind, value]);
      else await dataSource.query(`DELETE FROM non_returnable WHERE kind = $1 AND value = $2`, [kind, value]);
      return this.returnSettings(viewer);
    },

    async returnSettings(viewer: Viewer | null) {
      requireAdmin(viewer);
      const rows: Array<{ kind: string; value: string; title: string | null }> = await dataSource.query(
        `SELECT n.kind, n.value, p.title FROM non_returnable n LEFT JOIN products p ON n.kind = 'product' AND p.id::text = n.value ORDER BY n.kind, n.value`,
      );
      return {
        windowDays,
        nonReturnableCategories: rows.filter((r) => r.kind === "category").map((r) => r.value),
        nonReturnableProducts: rows.filter((r) => r.kind === "product").map((r) => ({ id: r.value, title: r.title ?? "" })),
      };
    },

    /** The statuses an admin may move this request to next by hand. */
    nextStatuses(viewer: Viewer | null, request: Pick<ReturnView, "status" | "kind">): ReturnStatus[] {
      return viewer?.role === "admin" ? nextReturnStatuses(request.status, "admin", request.kind) : [];
    },

    /** A request with a credit note (for its PDF): the owner's or any for an admin. */
    async creditNoteOf(viewer: Viewer | null, rawId: unknown, { adminOnly = false } = {}): Promise<ReturnView> {
      const user = adminOnly ? requireAdmin(viewer) : requireUser(viewer);
      const id = parseInput(idInput, rawId);
      const request = isUuid(id) ? await dataSource.manager.findOneBy(ReturnRequestEntity, { id }) : null;
      if (!request || (!adminOnly && request.userId !== user.userId)) throw new DomainError("NOT_FOUND", RETURN_MESSAGES.notFound);
      if (request.creditNoteNumber === null) throw new DomainError("CONFLICT", "A credit note is issued once the returned items are received and refunded.");
      return (await views(dataSource.manager, [request]))[0]!;
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
