import { z } from "zod";
import { ORDER_STATUSES, OrderEntity, PAYMENT_INSTRUMENTS } from "../../entities/order.entity.js";
import { UserEntity } from "../../entities/user.entity.js";
import { DomainError } from "../../lib/errors.js";
import { exactTimestampSql, keysetCursor } from "../../lib/keyset-cursor.js";
import { isUuid, parseInput } from "../../lib/validation.js";
import type { ServiceContext } from "../context.js";
import { rupeesDecimal } from "../../lib/money.js";
import { type Actor, PAYMENT_KINDS } from "../lifecycles/index.js";
import { requireAdmin, requireUser, type Viewer } from "../viewer.js";
import { findOrderOf, lockOrder, ORDER_NOT_FOUND } from "./order-access.js";
import type { OrderMachine } from "./order-machine.js";
import { loadOrderView, loadOrderViews, orderReference, type OrderView } from "./order-view.js";
import { paidBySql, PAYMENT_POLICIES, policyOf } from "./payment-policies.js";
import { refundedOfOrderSql } from "./refunds.js";

export const ORDER_MESSAGES = {
  notFound: ORDER_NOT_FOUND,
  statusUpdated: "Order status is updated successfully!",
  notCod: "This order is not paid by cash on delivery.",
  collected: "Order marked delivered and its cash collected",
  collectedAlready: "This order's cash was collected on delivery: it cannot be returned to origin.",
  returnedToOrigin: "Order marked returned to origin; its items are back in stock",
} as const;

const orderIdInput = z.string({ error: "Order id is required" });
const historyInput = z.object({
  first: z.number().int("first must be a whole number").min(1, "first must be at least 1").max(100, "first must be at most 100").nullish().transform((v) => v ?? 10),
  after: z.string().max(400).nullish(),
});
const historyCursor = keysetCursor("order");

export interface OrderPage {
  edges: Array<{ cursor: string; node: OrderView }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}
const day = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${field} is not a real date`)
    .nullish();
/** What the admin's order list and its CSV export filter by; every part optional, all of them together narrow. */
const orderFilterInput = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `Order status must be one of ${ORDER_STATUSES.join(", ")}` }).nullish(),
    from: day("from"),
    to: day("to"),
    customer: z.string().trim().max(200, "customer must be at most 200 characters").nullish(),
    reference: z
      .string()
      .trim()
      .transform((v) => v.replace(/^#/, "").toUpperCase())
      .refine((v) => v === "" || /^[0-9A-F]{6}$/.test(v), "An order reference is # and 6 letters or digits, e.g. #C41A7E")
      .nullish(),
    customerId: z.string().trim().nullish(),
    // "online" (any prepaid) or "cod", or the instrument an online payment was made with.
    paymentMethod: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === "" || v === "online" || (PAYMENT_INSTRUMENTS as readonly string[]).includes(v), `Payment method must be one of online, ${PAYMENT_INSTRUMENTS.join(", ")}`)
      .nullish(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "from must not be after to", path: ["from"] })
  .nullish()
  .transform((f) => f ?? {});
type OrderFilter = z.output<typeof orderFilterInput>;

const adminOrdersInput = z.object({
  first: z.number().int("first must be a whole number").min(1, "first must be at least 1").max(100, "first must be at most 100").nullish().transform((v) => v ?? 20),
  offset: z.number().int("offset must be a whole number").min(0, "offset must be 0 or more").nullish().transform((v) => v ?? 0),
  filter: orderFilterInput,
});

/**
 * The filter as SQL over `orders o JOIN users u`: one rule for the list and the export. Parameters are positional
 * ($1…, for plain SQL) or named (:p1…, for TypeORM's query builder).
 */
function orderFilterSql(filter: OrderFilter, timeZone: string, style: "positional" | "named" = "positional") {
  const clauses: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return style === "positional" ? `$${values.length}` : `:p${values.length}`;
  };
  if (filter.status) clauses.push(`o.status = ${param(filter.status)}`);
  // Calendar days in the shop's time zone, both ends included.
  if (filter.from) clauses.push(`o.created_at >= (CAST(${param(filter.from)} AS date)::timestamp AT TIME ZONE ${param(timeZone)})`);
  if (filter.to) clauses.push(`o.created_at < ((CAST(${param(filter.to)} AS date) + 1)::timestamp AT TIME ZONE ${param(timeZone)})`);
  if (filter.reference) clauses.push(`upper(right(o.id::text, 6)) = ${param(filter.reference)}`);
  const kind = PAYMENT_KINDS.find((k) => k === filter.paymentMethod);
  if (kind) clauses.push(paidBySql(kind, "o", param));
  else if (filter.paymentMethod) clauses.push(`o.payment_instrument = ${param(filter.paymentMethod)}`);
  if (filter.customerId) clauses.push(isUuid(filter.customerId) ? `o.user_id = ${param(filter.customerId)}` : "false");
  if (filter.customer) {
    const like = param(`%${filter.customer.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    clauses.push(`(u.email ILIKE ${like} OR u.name ILIKE ${like} OR u.username ILIKE ${like})`);
  }
  return {
    where: clauses.length ? clauses.join(" AND ") : "true",
    params: values,
    named: Object.fromEntries(values.map((v, i) => [`p${i + 1}`, v])),
  };
}

/** A CSV field: quoted when needed, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const ORDER_CSV_COLUMNS = ["Order", "Order ID", "Date", "Status", "Payment status", "Customer", "Email", "Items", "Total (INR)", "Refunded (INR)", "Payment ID", "City", "Pincode"] as const;
const EXPORT_BATCH = 500;
const codMoveInput = z.object({ id: z.string({ error: "Order id is required" }).trim().min(1, "Order id is required") });

const statusInput = z.object({
  id: z.string({ error: "Order id is required" }),
  status: z.enum(ORDER_STATUSES, { error: `Order status must be one of ${ORDER_STATUSES.join(", ")}` }),
});

export function createOrdersService({ dataSource, config }: ServiceContext, machine: OrderMachine) {
  async function findVisible(viewer: Viewer | null, rawId: unknown): Promise<OrderView> {
    const user = requireUser(viewer);
    const order = await findOrderOf(dataSource.manager, user, parseInput(orderIdInput, rawId), { anyForAdmin: true });
    return (await loadOrderViews(dataSource.manager, [order]))[0]!;
  }

  /**
   * The caller's orders, newest first, `first` after the cursor: a regular's history is read a page at a time
   * (keyset on (created_at, id), the index `orders_user_created_idx`), never all at once.
   */
  async function orderHistory(viewer: Viewer | null, raw: { first?: number | null; after?: string | null } = {}): Promise<OrderPage> {
    const user = requireUser(viewer);
    const input = parseInput(historyInput, raw);
    const after = input.after ? historyCursor.decode(input.after) : undefined;
    const query = dataSource.manager
      .createQueryBuilder(OrderEntity, "o")
      .addSelect(exactTimestampSql("o.created_at"), "created_at_exact")
      .where("o.user_id = :userId", { userId: user.userId });
    if (after) query.andWhere("(o.created_at, o.id) < (:createdAt::timestamptz, :id::uuid)", after);
    const { entities, raw: rows } = await query.orderBy("o.created_at", "DESC").addOrderBy("o.id", "DESC").limit(input.first + 1).getRawAndEntities<{ created_at_exact: string }>();
    const views = await loadOrderViews(dataSource.manager, entities.slice(0, input.first));
    const edges = views.map((node, i) => ({ node, cursor: historyCursor.encode(rows[i]!.created_at_exact, node.id) }));
    return { edges, pageInfo: { hasNextPage: rows.length > input.first, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  return {
    orderHistory,

    /** The caller's newest `first` orders (1 to 100, 50 by default): the old unpaged list, bounded. */
    async myOrders(viewer: Viewer | null, { first = 50 }: { first?: number | null } = {}): Promise<OrderView[]> {
      return (await orderHistory(viewer, { first: first ?? 50 })).edges.map((edge) => edge.node);
    },

    /** One order: the caller's own, or any for an admin; NOT_FOUND otherwise (also for a malformed id). */
    order: findVisible,

    /**
     * Orders, newest first, a page at a time (admin only), narrowed by the filter: status, days placed (shop's time
     * zone), the customer's email, name or user name (any part), the `#XXXXXX` reference, or one customer's id.
     */
    async adminOrders(viewer: Viewer | null, raw: { first?: number | null; offset?: number | null; filter?: unknown } = {}) {
      requireAdmin(viewer);
      const { first, offset, filter } = parseInput(adminOrdersInput, raw);
      const { where, named } = orderFilterSql(filter, config.shopTimeZone, "named");
      const query = dataSource.manager.createQueryBuilder(OrderEntity, "o").innerJoin(UserEntity, "u", "u.id = o.user_id").where(where, named);
      const [orders, totalCount] = await Promise.all([
        query.clone().orderBy("o.createdAt", "DESC").addOrderBy("o.id", "DESC").limit(first).offset(offset).getMany(),
        query.clone().getCount(),
      ]);
      const nodes = await loadOrderViews(dataSource.manager, orders);
      return { nodes, totalCount, hasNextPage: offset + nodes.length < totalCount };
    },

    /**
     * The filtered order list as CSV (admin only), newest first: validated before the first byte, then read in
     * keyset batches of 500 (created_at, id), so memory stays flat whatever the number of orders.
     */
    async exportCsv(viewer: Viewer | null, rawFilter: unknown): Promise<AsyncGenerator<string>> {
      requireAdmin(viewer);
      const filter = parseInput(orderFilterInput, rawFilter);
      const { where, params } = orderFilterSql(filter, config.shopTimeZone);
      const tz = config.shopTimeZone;
      return (async function* rows() {
        // A byte-order mark first, so spreadsheet programs read the names as UTF-8.
        yield `\uFEFF${ORDER_CSV_COLUMNS.join(",")}\r\n`;
        let after: { createdAt: Date; id: string } | null = null;
        for (;;) {
          const n = params.length;
          const keyset: string = after ? `AND (o.created_at, o.id) < ($${n + 2}, $${n + 3})` : "";
          const batch: Array<{ id: string; created_at: Date; day: string; status: string; payment_status: string; name: string; email: string; items: number; total_paise: number; refunded_paise: number; payment_id: string; ship_city: string; ship_pincode: string }> =
            await dataSource.query(
              `SELECT o.id, o.created_at, to_char(o.created_at AT TIME ZONE $${n + 1}, 'YYYY-MM-DD HH24:MI') AS day, o.status, o.payment_status, u.name, u.email,
                      (SELECT COALESCE(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS items,
                      o.total_paise, ${refundedOfOrderSql("o.id")} AS refunded_paise, o.payment_id, o.ship_city, o.ship_pincode
                 FROM orders o JOIN users u ON u.id = o.user_id
                WHERE ${where} ${keyset}
                ORDER BY o.created_at DESC, o.id DESC
                LIMIT ${EXPORT_BATCH}`,
              after ? [...params, tz, after.createdAt, after.id] : [...params, tz],
            );
          if (!batch.length) return;
          yield batch
            .map((r) =>
              [orderReference(r.id), r.id, r.day, r.status, r.payment_status, r.name, r.email, r.items, rupeesDecimal(r.total_paise), rupeesDecimal(r.refunded_paise), r.payment_id, r.ship_city, r.ship_pincode]
                .map(csvField)
                .join(","),
            )
            .map((line) => `${line}\r\n`)
            .join("");
          if (batch.length < EXPORT_BATCH) return;
          const last = batch[batch.length - 1]!;
          after = { createdAt: last.created_at, id: last.id };
        }
      })();
    },

    /**
     * Moves an order to `status` as an admin, if the order table allows it (lifecycles/order.ts): cancelling or
     * rejecting a paid order refunds it in full through the refund ledger (a refund failure changes nothing) and
     * returns its stock once; an unpaid one's reservation is released. Staying where it is changes nothing.
     */
    async updateOrderStatus(viewer: Viewer | null, raw: { id: unknown; status: unknown }): Promise<{ message: string; order: OrderView }> {
      const admin = requireAdmin(viewer);
      const { id, status } = parseInput(statusInput, raw);
      await dataSource.transaction(async (manager) => {
        const order = await lockOrder(manager, id);
        if (!order) throw new DomainError("NOT_FOUND", ORDER_MESSAGES.notFound);
        await machine.move(manager, order, status, { actor: "admin", changedBy: admin.userId });
      });
      return { message: ORDER_MESSAGES.statusUpdated, order: await loadOrderView(dataSource.manager, id) };
    },

    /**
     * A cash-on-delivery order delivered and its cash collected (admin): shipped → delivered, payment paid, invoice
     * number given. Idempotent: an order already delivered and collected is answered as it is. Anything else the
     * status machine does not allow (not COD, not shipped yet, closed) is BAD_USER_INPUT with nothing changed.
     */
    async markCollected(viewer: Viewer | null, raw: { id: unknown }): Promise<{ message: string; order: OrderView }> {
      const admin = requireAdmin(viewer);
      const { id } = parseInput(codMoveInput, raw);
      await dataSource.transaction(async (manager) => {
        const order = await lockOrder(manager, id);
        if (!order) throw new DomainError("NOT_FOUND", ORDER_MESSAGES.notFound);
        if (policyOf(order) !== PAYMENT_POLICIES.cod) throw new DomainError("BAD_USER_INPUT", ORDER_MESSAGES.notCod, "id");
        if (order.status === "delivered" && order.paymentStatus === "paid") return;
        await machine.move(manager, order, "delivered", { actor: "admin", changedBy: admin.userId });
      });
      return { message: ORDER_MESSAGES.collected, order: await loadOrderView(dataSource.manager, id) };
    },

    /**
     * A cash-on-delivery order the courier brought back (admin): shipped → returned to origin with the reason, its
     * units back on the shelf exactly once (asked again, it is answered as it is). Refused once the cash was
     * collected, and for any other status.
     */
    async markReturnedToOrigin(viewer: Viewer | null, raw: { id: unknown; reason: unknown }): Promise<{ message: string; order: OrderView }> {
      const admin = requireAdmin(viewer);
      const { id, reason } = parseInput(codMoveInput.extend({ reason: z.string({ error: "Reason is required" }).trim().min(1, "Reason is required").max(300, "Reason must be at most 300 characters long") }), raw);
      await dataSource.transaction(async (manager) => {
        const order = await lockOrder(manager, id);
        if (!order) throw new DomainError("NOT_FOUND", ORDER_MESSAGES.notFound);
        if (policyOf(order) !== PAYMENT_POLICIES.cod) throw new DomainError("BAD_USER_INPUT", ORDER_MESSAGES.notCod, "id");
        if (order.paymentStatus === "paid") throw new DomainError("BAD_USER_INPUT", ORDER_MESSAGES.collectedAlready, "id");
        await machine.move(manager, order, "returned_to_origin", { actor: "admin", changedBy: admin.userId, note: `Returned to origin: ${reason}` });
      });
      return { message: ORDER_MESSAGES.returnedToOrigin, order: await loadOrderView(dataSource.manager, id) };
    },

    /** The statuses the viewer may move this order to next: an admin's moves; none for a customer (their moves are checkout's). */
    nextStatuses(viewer: Viewer | null, order: Pick<OrderView, "status" | "paymentMethod" | "closedBy" | "codConfirmation" | "codAdvancePaise">) {
      const actor: Actor | null = viewer?.role === "admin" ? "admin" : null;
      const facts = { paidBy: policyOf(order).kind, closedBy: order.closedBy, codConfirmation: order.codConfirmation, codAdvance: order.codAdvancePaise > 0 };
      return actor ? machine.next(order.status, actor, facts) : [];
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
