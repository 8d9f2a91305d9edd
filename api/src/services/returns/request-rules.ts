import { formatRupees } from "../../lib/money.js";
import type { EntityManager } from "typeorm";
import { z } from "zod";
import { type OrderEntity, OrderLineEntity, OrderStatusHistoryEntity } from "../../entities/order.entity.js";
import { RETURN_REASONS, RETURN_STATUSES, type RefundMethod, type ReturnKind } from "../../entities/return-request.entity.js";
import { DomainError } from "../../lib/errors.js";
import { type RefundTo, refundDetailsCipher } from "../../lib/refund-details.js";
import { isUuid } from "../../lib/validation.js";
import type { MediaStore } from "../media/index.js";
import { storedImageVariants } from "../media/index.js";
import { type StockUnit, unitTitle } from "../orders/index.js";

/**
 * The customer's side of a return: what they may ask for, of which order, and how its money comes back (rules in
 * docs/returns.md). Every refusal names what is wrong and changes nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

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
  photo: "A photo must be an image uploaded to this shop.",
  rejectReason: "Give the reason for the rejection: the customer reads it.",
  receiveLines: "Say for every returned item whether it goes back on the shelf (restock) or not (damaged).",
  notManual: "This request is refunded through the payment gateway, not by hand.",
  manualReference: "Give the reference of the manual refund (UPI or bank transfer id).",
  manualRecorded: "The refund by hand of this return is already recorded.",
  onlinePartDone: "This return's refund to the original payment method has gone through already; only the part by hand is left to record.",
  onlinePartBack: (paise: number, leftPaise: number) => `${formatRupees(paise)} back to the original payment method; ${formatRupees(leftPaise)} left to refund by hand`,
  manualPartBack: (paise: number, leftPaise: number) => `${formatRupees(paise)} refunded by hand; ${formatRupees(leftPaise)} still on its way to the original payment method`,
  replacementNotCancellable: (status: string) => `This replacement's exchange request is ${status}, so the replacement cannot be cancelled.`,
  creditNoteNotYet: "A credit note is issued once the returned items are received and refunded.",
} as const;

/** Statuses in which a request still counts against the units left to return (rejected and cancelled ones do not). */
const OPEN_OR_DONE_STATUSES = RETURN_STATUSES.filter((s) => s !== "rejected" && s !== "cancelled");

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

export const requestInput = z.object({
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
export type RequestInput = z.output<typeof requestInput>;

/** The same lines and quantities, sorted: a double submit of the same request finds the first one. */
export const fingerprintOf = (input: RequestInput) =>
  input.lines
    .map((l) => `${l.orderLineId}:${l.quantity}:${l.exchangeVariantId ?? ""}`)
    .sort()
    .join(",");

/** What a customer's request was decided to be. */
export interface DecidedRequest {
  kind: ReturnKind;
  /** An exchange's new sizes' units, reserved by the request's first move. */
  reservations: StockUnit[];
  /** Where a refund by hand goes, sealed (lib/refund-details.ts). */
  sealedRefundTo: string | null;
}

/**
 * The rules of a customer's request on their order (locked by the caller): a delivered order within the return
 * window, lines of the order with units left to return, returnable items, a note for "Other", photos of this shop, an
 * exchange for another size or colour of the same product at the same price, and refund details exactly when the
 * money goes back by hand.
 */
export async function decideRequest(
  manager: EntityManager,
  order: OrderEntity,
  input: RequestInput,
  { refundBy, windowDays, timeZone, mediaStore, secret }: { refundBy: RefundMethod; windowDays: number; timeZone: string; mediaStore: MediaStore; secret: Uint8Array },
): Promise<DecidedRequest> {
  if (order.status !== "delivered") throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.notDelivered(order.status), "orderId");
  const delivered = await manager.findOne(OrderStatusHistoryEntity, { where: { orderId: order.id, toStatus: "delivered" }, order: { createdAt: "DESC" } });
  const closesAt = new Date((delivered?.createdAt ?? order.updatedAt).getTime() + windowDays * DAY_MS);
  if (Date.now() > closesAt.getTime()) {
    const closedOn = closesAt.toLocaleDateString("en-IN", { timeZone, day: "numeric", month: "short", year: "numeric" });
    throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.windowClosed(windowDays, closedOn), "orderId");
  }

  const exchanges = input.lines.filter((l) => l.exchangeVariantId);
  if (exchanges.length && exchanges.length !== input.lines.length) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.mixed, "lines");
  const kind: ReturnKind = exchanges.length ? "exchange" : "return";
  if (new Set(input.lines.map((l) => l.orderLineId)).size !== input.lines.length) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.duplicateLine, "lines");

  const orderLines = await manager.find(OrderLineEntity, { where: { orderId: order.id } });
  const reservations: StockUnit[] = [];
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
    if (wanted.exchangeVariantId) reservations.push({ ...(await exchangeUnit(manager, line, wanted.exchangeVariantId, `lines.${i}.exchangeVariantId`)), quantity: wanted.quantity });
  }

  let sealedRefundTo: string | null = null;
  if (kind === "return") {
    const refundTo = input.refundTo ?? null;
    const given = refundTo && (refundTo.upiId || refundTo.bankAccount);
    if (refundBy === "manual" && !given) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.refundToNeeded, "refundTo");
    if (refundBy === "gateway" && given) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.refundToNotNeeded, "refundTo");
    if (refundTo?.upiId && refundTo.bankAccount) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.refundToOne, "refundTo");
    if (given) sealedRefundTo = refundDetailsCipher(secret).seal((refundTo.upiId ? { upiId: refundTo.upiId } : refundTo.bankAccount!) as RefundTo);
  }
  return { kind, reservations, sealedRefundTo };
}

/** The units an exchange line asks for: another size or colour of the same product at the same price. */
async function exchangeUnit(manager: EntityManager, line: OrderLineEntity, variantId: string, field: string): Promise<Omit<StockUnit, "quantity">> {
  const [variant]: Array<{ id: string; product_id: string; size: string; colour: string; list_price: number; deleted: boolean }> = isUuid(variantId)
    ? await manager.query(
        `SELECT v.id, v.product_id, v.size, v.colour, COALESCE(v.price_paise, p.price_paise) AS list_price, p.deleted_at IS NOT NULL AS deleted
           FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = $1`,
        [variantId],
      )
    : [];
  if (!variant || variant.deleted) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.exchangeNotFound, field);
  if (variant.product_id !== line.productId) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.exchangeOtherProduct, field);
  if (variant.size === line.size && variant.colour === line.colour) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.exchangeSame, field);
  const title = unitTitle(line.title, variant.size, variant.colour);
  if (variant.list_price !== line.listPricePaise) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.exchangePrice(title), field);
  return { variantId: variant.id, productId: variant.product_id, title };
}
