import type { EntityManager } from "typeorm";
import { z } from "zod";
import type { OrderEntity, OrderStatus } from "../../entities/order.entity.js";
import { RETURN_REASONS, RETURN_STATUSES, ReturnRequestEntity, ReturnRequestLineEntity, type ReturnStatus } from "../../entities/return-request.entity.js";
import { DomainError } from "../../lib/errors.js";
import { exactTimestampSql, keysetCursor } from "../../lib/keyset-cursor.js";
import { formatRupees } from "../../lib/money.js";
import { isUuid, parseInput } from "../../lib/validation.js";
import type { PaymentGateway } from "../../payments/index.js";
import type { ServiceContext } from "../context.js";
import type { OrderEmails } from "../emails/index.js";
import { returnStatusWords, returnTable } from "../lifecycles/index.js";
import { findOrderOf, lockOrder, type OrderFollowers, type OrderMachine, orderReference, type RefundLedger, type RefundRecord } from "../orders/index.js";
import { requireAdmin, requireUser, type Viewer } from "../viewer.js";
import type { ReturnPickupFollower } from "../shipping/index.js";
import { createReturnMachine, type ReturnSubject } from "./return-machine.js";
import { returnViews, type ReturnView } from "./return-view.js";
import { decideRequest, fingerprintOf, RETURN_MESSAGES, requestInput } from "./request-rules.js";

/** A second identical request within this time, while the first is still "requested", is the same request. */
const DOUBLE_SUBMIT_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The status an exchange's request takes when its replacement order moves to each of these. */
const FOLLOWS: Partial<Record<OrderStatus, ReturnStatus>> = { confirmed: "received", shipped: "exchange_shipped", delivered: "exchange_delivered" };

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
const cursor = keysetCursor("return");

/**
 * Returns and exchanges: the customer's request (request-rules.ts), the admin's moves on the return table of the
 * engine (return-machine.ts), and the followers the order module calls when a return's refund settles or an
 * exchange's replacement order moves.
 */
export function createReturnsService(
  { dataSource, config, mediaStore, logger }: ServiceContext,
  {
    gateway,
    emails,
    orderMachine,
    ledger,
    pickups,
  }: {
    gateway: PaymentGateway;
    emails: OrderEmails;
    orderMachine: OrderMachine;
    ledger: RefundLedger;
    /** Books the courier's reverse pickup of an approved request (services/shipping); none: arranged by hand. */
    pickups?: () => { bookReturnPickup(requestId: string): Promise<unknown> };
  },
) {
  const windowDays = config.returns.windowDays;
  const views = returnViews(config.jwtSecret);
  const viewOf = async (manager: EntityManager, id: string) => (await views(manager, [await manager.findOneByOrFail(ReturnRequestEntity, { id })]))[0]!;
  const returns = createReturnMachine({ gateway, emails, orderMachine, ledger, view: viewOf });
  const { machine } = returns;

  /** What the ledger gave back of a request: through the gateway (pending or processed), by hand, and in all (processed). */
  async function refundedOfRequest(manager: EntityManager, requestId: string): Promise<{ gatewayPaise: number; manualPaise: number; processedPaise: number }> {
    const [row]: Array<{ gateway: number; manual: number; processed: number }> = await manager.query(
      `SELECT coalesce(sum(amount_paise) FILTER (WHERE method = 'gateway' AND status IN ('pending', 'processed')), 0)::int AS gateway,
              coalesce(sum(amount_paise) FILTER (WHERE method = 'manual' AND status = 'processed'), 0)::int AS manual,
              coalesce(sum(amount_paise) FILTER (WHERE status = 'processed'), 0)::int AS processed
         FROM refunds WHERE return_request_id = $1`,
      [requestId],
    );
    return { gatewayPaise: row!.gateway, manualPaise: row!.manual, processedPaise: row!.processed };
  }

  /** The request with its order: the order row locked first, then the request's (the lock order of every path). */
  async function lockSubject(manager: EntityManager, requestId: string, orderId: string): Promise<ReturnSubject> {
    const order = (await lockOrder(manager, orderId))!;
    const request = await manager.findOneOrFail(ReturnRequestEntity, { where: { id: requestId }, lock: { mode: "pessimistic_write" } });
    return { request, order, refundBy: await returns.refundMethodFor(manager, order) };
  }

  /** The request an actor may act on: the owner's own, or any for an admin; NOT_FOUND otherwise. */
  async function lockRequest(manager: EntityManager, viewer: Viewer, id: string, { owner = false } = {}): Promise<ReturnSubject> {
    const found = isUuid(id) ? await manager.findOneBy(ReturnRequestEntity, { id }) : null;
    if (!found || (owner && found.userId !== viewer.userId) || (!owner && viewer.role !== "admin")) throw new DomainError("NOT_FOUND", RETURN_MESSAGES.notFound);
    return lockSubject(manager, found.id, found.orderId);
  }

  async function adminMove(viewer: Viewer | null, rawId: unknown, to: ReturnStatus, extra: { note?: string; rejectionReason?: string } = {}): Promise<ReturnView> {
    const admin = requireAdmin(viewer);
    const id = parseInput(idInput, rawId);
    return dataSource.transaction(async (manager) => {
      const subject = await lockRequest(manager, admin, id);
      if (extra.rejectionReason) {
        subject.request.rejectionReason = extra.rejectionReason;
        await manager.update(ReturnRequestEntity, { id }, { rejectionReason: extra.rejectionReason });
      }
      await machine.move(manager, subject, to, { actor: "admin", changedBy: admin.userId, note: extra.note });
      return viewOf(manager, id);
    });
  }

  /**
   * The followers of the order module (a return's refund settled, an exchange's replacement moved) and of the shipping
   * module (a reverse pickup collected from the customer: approved → picked up, once).
   */
  const followers: OrderFollowers & { pickups: ReturnPickupFollower } = {
    pickups: {
      async pickedUp(manager, returnRequestId, note) {
        const request = await manager.findOneByOrFail(ReturnRequestEntity, { id: returnRequestId });
        const subject = await lockSubject(manager, request.id, request.orderId);
        if (subject.request.status === "approved") await machine.move(manager, subject, "picked_up", { actor: "provider", note });
      },
    },
    refunds: {
      async refunded(manager, refund: RefundRecord, how) {
        const request = await manager.findOneByOrFail(ReturnRequestEntity, { id: refund.returnRequestId! });
        const subject = await lockSubject(manager, request.id, request.orderId);
        if (subject.request.status !== "received" && subject.request.status !== "refund_failed") return;
        // A part-paid COD order's return is refunded in two parts (online and by hand): refunded once both are back.
        const back = await refundedOfRequest(manager, subject.request.id);
        if (back.processedPaise < subject.request.refundPaise) {
          const left = subject.request.refundPaise - back.processedPaise;
          const done = refund.method === "gateway" ? RETURN_MESSAGES.onlinePartBack(refund.amountPaise, left) : RETURN_MESSAGES.manualPartBack(refund.amountPaise, left);
          await returns.addNote(manager, subject.request, how.note ? `${how.note}; ${done}` : done, how.changedBy);
          return;
        }
        // The request follows as the shop does (a provider's webhook settled it), or as the admin who refunded by hand.
        const actor = how.actor === "admin" ? "admin" : "system";
        await machine.move(manager, subject, "refunded", { actor, changedBy: how.changedBy, note: how.note });
      },
      async failed(manager, refund: RefundRecord, how) {
        const request = await manager.findOneByOrFail(ReturnRequestEntity, { id: refund.returnRequestId! });
        const subject = await lockSubject(manager, request.id, request.orderId);
        const reason = refund.failureReason ?? "Refund failed";
        if (subject.request.status === "received") await machine.move(manager, subject, "refund_failed", { actor: "system", note: `Refund failed: ${reason}` });
        else await returns.addNote(manager, subject.request, `Refund failed again: ${reason}`, how.changedBy);
      },
    },
    replacements: {
      /**
       * An exchange's request follows its replacement order (in the order move's transaction, the replacement's row
       * locked): shipped → exchange shipped, delivered → exchange delivered, and back when a step is taken back. A
       * replacement cancelled by the shop (before it shipped) leaves the customer owed what they sent back: its money is
       * fixed as a return's and refunded (through the gateway at once; by hand for cash on delivery, left received).
       */
      async replacementMoved(manager, replacement: OrderEntity, to: OrderStatus) {
        const found = await manager.findOne(ReturnRequestEntity, { where: { replacementOrderId: replacement.id } });
        if (!found) return;
        const subject = await lockSubject(manager, found.id, found.orderId);
        const { request } = subject;
        if (to === "cancelled") {
          if (request.status !== "received") throw new DomainError("CONFLICT", RETURN_MESSAGES.replacementNotCancellable(returnStatusWords(request.status)));
          await returns.fixRefundValue(manager, subject);
          const reference = orderReference(replacement.id);
          const byHand = request.refundPaise - request.onlineRefundPaise;
          if (byHand > 0) await returns.addNote(manager, request, `Replacement order ${reference} cancelled; ${formatRupees(byHand)} to refund by hand`, null);
          await returns.issueRefund(manager, subject, { actor: "system", changedBy: null, note: `Replacement order ${reference} cancelled; refunded instead` });
          return;
        }
        const target = FOLLOWS[to];
        if (!target || request.status === target) return;
        if (machine.find(request.status, target, "system", { kind: request.kind, refundBy: subject.refundBy })) await machine.move(manager, subject, target, { actor: "system" });
      },
    },
  };

  return {
    followers,

    /**
     * A customer asks to return or exchange units of their delivered order (request-rules.ts). Refusals are
     * BAD_USER_INPUT / OUT_OF_STOCK / NOT_FOUND and change nothing. A double submit of the same request (same lines,
     * while it is still requested) answers the first one.
     */
    async requestReturn(viewer: Viewer | null, raw: unknown): Promise<ReturnView> {
      const user = requireUser(viewer);
      const input = parseInput(requestInput, raw);
      const fingerprint = fingerprintOf(input);
      const id = await dataSource.transaction(async (manager) => {
        // The order's row lock makes requests of one order one at a time: the units-left check and the double-submit check hold.
        const order = await findOrderOf(manager, user, input.orderId, { lock: true });
        const [same] = await manager.query(`SELECT id FROM return_requests WHERE order_id = $1 AND fingerprint = $2 AND status = 'requested' AND created_at > now() - $3 * interval '1 millisecond'`, [
          order.id,
          fingerprint,
          DOUBLE_SUBMIT_MS,
        ]);
        if (same) return same.id as string;
        const refundBy = await returns.refundMethodFor(manager, order);
        const decided = await decideRequest(manager, order, input, { refundBy, windowDays, timeZone: config.shopTimeZone, mediaStore, secret: config.jwtSecret });
        // The return table's row from nothing: the request, its lines and its first history entry; an exchange's new
        // sizes' units are taken by its effect (guarded updates: the last unit goes to one request only).
        const subject = await machine.start(
          manager,
          { kind: decided.kind, refundBy },
          "requested",
          { actor: "customer", reservations: decided.reservations },
          async (first): Promise<ReturnSubject> => {
            const request = await manager.save(
              manager.create(ReturnRequestEntity, {
                orderId: order.id,
                userId: order.userId,
                kind: decided.kind,
                status: first.state,
                fingerprint,
                refundToEncrypted: decided.sealedRefundTo,
                exchangeStockHeld: decided.reservations.length > 0,
              }),
            );
            await manager.insert(
              ReturnRequestLineEntity,
              input.lines.map((l) => ({ requestId: request.id, orderLineId: l.orderLineId, quantity: l.quantity, reason: l.reason, note: l.note, exchangeVariantId: l.exchangeVariantId ?? null, photos: l.photos })),
            );
            await manager.query(`INSERT INTO return_request_history (request_id, from_status, to_status, note, changed_by) VALUES ($1, NULL, $2, $3, NULL)`, [request.id, first.state, first.note]);
            return { request, order, refundBy };
          },
        );
        return subject.request.id;
      });
      return viewOf(dataSource.manager, id);
    },

    /** The customer takes their request back before pickup; an exchange's reserved units are released. */
    async cancelReturn(viewer: Viewer | null, rawId: unknown): Promise<ReturnView> {
      const user = requireUser(viewer);
      const id = parseInput(idInput, rawId);
      return dataSource.transaction(async (manager) => {
        const subject = await lockRequest(manager, user, id, { owner: true });
        await machine.move(manager, subject, "cancelled", { actor: "customer" });
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

    /**
     * Approves a request, then books the courier's reverse pickup (after the commit: the provider is never called inside
     * a transaction). A refused or failed booking leaves the request approved, with the reason in its history; the
     * admin books again with createReturnPickup.
     */
    async approveReturn(viewer: Viewer | null, id: unknown): Promise<ReturnView> {
      const approved = await adminMove(viewer, id, "approved");
      if (!pickups) return approved;
      try {
        await pickups().bookReturnPickup(approved.id);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        logger.warn({ returnRequestId: approved.id, reason: error.message }, "the reverse pickup of an approved return could not be booked");
        await dataSource.transaction(async (manager) => {
          const request = await manager.findOneByOrFail(ReturnRequestEntity, { id: approved.id });
          await returns.addNote(manager, request, `Reverse pickup not booked: ${error.message}`, viewer?.userId ?? null);
        });
      }
      return dataSource.transaction((manager) => viewOf(manager, approved.id));
    },

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
        const subject = await lockRequest(manager, admin, input.id);
        const lines = await manager.find(ReturnRequestLineEntity, { where: { requestId: subject.request.id } });
        const restock = new Map(input.lines.map((l) => [l.orderLineId, l.restock]));
        if (subject.request.status === "picked_up" && (lines.some((l) => !restock.has(l.orderLineId)) || restock.size !== lines.length)) {
          throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.receiveLines, "lines");
        }
        await machine.move(manager, subject, "received", { actor: "admin", changedBy: admin.userId, restock });
        return viewOf(manager, input.id);
      });
    },

    /** An admin tries a failed refund again: through the ledger, which first checks what the provider already refunded. */
    async retryRefund(viewer: Viewer | null, rawId: unknown): Promise<ReturnView> {
      const admin = requireAdmin(viewer);
      const id = parseInput(idInput, rawId);
      return dataSource.transaction(async (manager) => {
        const subject = await lockRequest(manager, admin, id);
        const { request } = subject;
        if (request.status !== "refund_failed" || request.onlineRefundPaise <= 0) {
          throw returnTable.refusal(request.status, "refunded", "admin", { kind: request.kind, refundBy: subject.refundBy });
        }
        // Its online part is back or on its way already (only the part by hand is left): nothing to try again.
        if ((await refundedOfRequest(manager, request.id)).gatewayPaise >= request.onlineRefundPaise) throw new DomainError("CONFLICT", RETURN_MESSAGES.onlinePartDone);
        await returns.issueRefund(manager, subject, { actor: "admin", changedBy: admin.userId });
        return viewOf(manager, id);
      });
    },

    /** An admin records a refund paid by hand (cash-on-delivery orders) with its UPI or bank reference: a row of the ledger. */
    async recordManualRefund(viewer: Viewer | null, raw: unknown): Promise<ReturnView> {
      const admin = requireAdmin(viewer);
      const { id, reference } = parseInput(manualInput, raw);
      return dataSource.transaction(async (manager) => {
        const subject = await lockRequest(manager, admin, id);
        const { request, order } = subject;
        if (subject.refundBy !== "manual") throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.notManual, "id");
        if (request.status !== "received" && request.status !== "refund_failed") {
          throw returnTable.refusal(request.status, "refunded", "admin", { kind: request.kind, refundBy: subject.refundBy });
        }
        // Only the part paid in cash goes back by hand (a part-paid order's advance went back online), and once.
        const byHand = request.refundPaise - request.onlineRefundPaise;
        if (byHand <= 0) throw new DomainError("BAD_USER_INPUT", RETURN_MESSAGES.notManual, "id");
        if ((await refundedOfRequest(manager, request.id)).manualPaise > 0) throw new DomainError("CONFLICT", RETURN_MESSAGES.manualRecorded);
        const paidOn = await returns.paidOnOrder(manager, order);
        await ledger.refund(manager, {
          order: paidOn,
          amount: byHand,
          cause: "return",
          reason: "Items returned; refunded by hand",
          method: "manual",
          reference,
          returnRequestId: request.id,
          actor: "admin",
          changedBy: admin.userId,
          returnNote: `Refunded by hand: ${reference}`,
        });
        return viewOf(manager, id);
      });
    },

    /** The statuses an admin may move this request to next by hand. */
    nextStatuses(viewer: Viewer | null, request: Pick<ReturnView, "status" | "kind" | "refundMethod">): ReturnStatus[] {
      return viewer?.role === "admin" ? machine.next(request.status, "admin", { kind: request.kind, refundBy: request.refundMethod ?? "gateway" }) : [];
    },

    /** A request with a credit note (for its PDF): the owner's or any for an admin. */
    async creditNoteOf(viewer: Viewer | null, rawId: unknown, { adminOnly = false } = {}): Promise<ReturnView> {
      const user = adminOnly ? requireAdmin(viewer) : requireUser(viewer);
      const id = parseInput(idInput, rawId);
      const request = isUuid(id) ? await dataSource.manager.findOneBy(ReturnRequestEntity, { id }) : null;
      if (!request || (!adminOnly && request.userId !== user.userId)) throw new DomainError("NOT_FOUND", RETURN_MESSAGES.notFound);
      if (request.creditNoteNumber === null) throw new DomainError("CONFLICT", RETURN_MESSAGES.creditNoteNotYet);
      return (await views(dataSource.manager, [request]))[0]!;
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
