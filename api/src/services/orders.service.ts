import { type EntityManager, In } from "typeorm";
import { z } from "zod";
import { ORDER_STATUSES, OrderEntity, OrderLineEntity, type OrderStatus, OrderStatusHistoryEntity, type PaymentStatus } from "../entities/order.entity.js";
import { PaymentEntity } from "../entities/payment.entity.js";
import { UserEntity } from "../entities/user.entity.js";
import { DomainError } from "../lib/errors.js";
import { isUuid, parseInput } from "../lib/validation.js";
import { callProvider, type PaymentGateway } from "../payments/gateway.js";
import { variantOfLine } from "./catalog/product-variants.js";
import type { ServiceContext } from "./context.js";
import { queueOrderEmail } from "./emails.service.js";
import { paiseToRupees, rupeesDecimal } from "./money.js";
import { requireAdmin, requireUser, type Viewer } from "./viewer.js";

export const ORDER_MESSAGES = {
  notFound: "Order not found!",
  statusUpdated: "Order status is updated successfully!",
  refundFailed: "The refund could not be made, so the order was not changed. Please try again.",
  reactivateOutOfStock: (title: string, available: number) =>
    `This order cannot be reopened: only ${available} of "${title}" ${available === 1 ? "is" : "are"} left in stock.`,
} as const;

/** An order with what every view of it shows: its lines, its customer and its status history. */
export type OrderView = OrderEntity & { lines: OrderLineEntity[]; user: UserEntity; history: OrderStatusHistoryEntity[] };

/** Where an order goes: the copy of the address taken when it was placed (GraphQL `shippingAddress`, REST `addressInfo`). */
export function shippingAddressOf(order: OrderEntity) {
  return {
    addressId: order.addressId,
    address: order.shipAddress,
    city: order.shipCity,
    pincode: order.shipPincode,
    phone: order.shipPhone,
    notes: order.shipNotes,
  };
}

/** An order's reference as shoppers and admins see it (spec §9): # and the id's last 6 characters, upper case. */
export function orderReference(orderId: string): string {
  return `#${orderId.slice(-6).toUpperCase()}`;
}

/** The email a status change by an admin sends the customer. */
const STATUS_EMAILS: Partial<Record<OrderStatus, "order_shipped" | "order_delivered" | "order_cancelled">> = {
  shipped: "order_shipped",
  delivered: "order_delivered",
  cancelled: "order_cancelled",
};

/** Statuses that hold stock (an order in one of them keeps its units out of the catalogue). */
const ACTIVE_STATUSES: readonly OrderStatus[] = ["pending", "confirmed", "shipped", "delivered"];
const isClosing = (status: OrderStatus) => status === "cancelled" || status === "rejected";

/** Lines, customers and histories of any number of orders in three queries (no query per order). */
export async function loadOrderViews(manager: EntityManager, orders: OrderEntity[]): Promise<OrderView[]> {
  if (!orders.length) return [];
  const ids = orders.map((o) => o.id);
  const [lines, users, history] = await Promise.all([
    manager.find(OrderLineEntity, { where: { orderId: In(ids) }, order: { title: "ASC", id: "ASC" } }),
    manager.find(UserEntity, { where: { id: In([...new Set(orders.map((o) => o.userId))]) } }),
    manager
      .createQueryBuilder(OrderStatusHistoryEntity, "h")
      .leftJoinAndSelect("h.changedByUser", "admin")
      .where("h.order_id IN (:...ids)", { ids })
      .orderBy("h.created_at", "ASC")
      .addOrderBy("h.id", "ASC")
      .getMany(),
  ]);
  const usersById = new Map(users.map((u) => [u.id, u]));
  return orders.map((order) =>
    Object.assign(order, {
      lines: lines.filter((l) => l.orderId === order.id),
      user: usersById.get(order.userId)!,
      history: history.filter((h) => h.orderId === order.id),
    }),
  );
}

export async function loadOrderView(manager: EntityManager, id: string): Promise<OrderView> {
  const order = await manager.findOneByOrFail(OrderEntity, { id });
  return (await loadOrderViews(manager, [order]))[0]!;
}

/** The order row, locked for the rest of the transaction (status changes on one order happen one at a time). */
export async function lockOrder(manager: EntityManager, id: string): Promise<OrderEntity | null> {
  return manager.findOne(OrderEntity, { where: { id }, lock: { mode: "pessimistic_write" } });
}

/**
 * An order the caller may act on: their own, or with `anyForAdmin` any order for an admin; locked until the
 * transaction ends with `lock`. NOT_FOUND otherwise, also for a malformed id: someone else's order is "not
 * found", not "forbidden", so its existence is not revealed.
 */
export async function findOrderOf(
  manager: EntityManager,
  user: Viewer,
  id: string,
  { lock = false, anyForAdmin = false }: { lock?: boolean; anyForAdmin?: boolean } = {},
): Promise<OrderEntity> {
  const order = !isUuid(id) ? null : lock ? await lockOrder(manager, id) : await manager.findOneBy(OrderEntity, { id });
  const allowed = order !== null && (order.userId === user.userId || (anyForAdmin && user.role === "admin"));
  if (!allowed) throw new DomainError("NOT_FOUND", ORDER_MESSAGES.notFound);
  return order;
}

export async function addHistory(
  manager: EntityManager,
  entry: { orderId: string; from: OrderStatus | null; to: OrderStatus; note: string; changedBy?: string | null },
): Promise<void> {
  await manager.insert(OrderStatusHistoryEntity, {
    orderId: entry.orderId,
    fromStatus: entry.from,
    toStatus: entry.to,
    note: entry.note.slice(0, 500),
    changedBy: entry.changedBy ?? null,
  });
}

/** Units of one variant to reserve or return; `variantId` null when the product no longer sells the line's size and colour. */
export interface StockUnit {
  variantId: string | null;
  productId: string;
  /** The product's title, with the size / colour when it has them (for messages). */
  title: string;
  quantity: number;
}

/** A line's title as messages name it: "Oxford Shirt (M / Navy)", or the bare title for a product without options. */
export function unitTitle(title: string, size: string, colour: string): string {
  const options = [size, colour].filter((v) => v !== "").join(" / ");
  return options ? `${title} (${options})` : title;
}

/** Units per variant over an order's lines. */
async function unitsOfOrder(manager: EntityManager, orderId: string): Promise<StockUnit[]> {
  const rows: Array<{ variant_id: string | null; product_id: string; title: string; size: string; colour: string; quantity: string | number }> = await manager.query(
    `SELECT v.id AS variant_id, l.product_id, min(l.title) AS title, coalesce(min(v.size), '') AS size, coalesce(min(v.colour), '') AS colour,
            sum(l.quantity) AS quantity
       FROM order_lines l LEFT JOIN product_variants v ON ${variantOfLine()}
      WHERE l.order_id = $1
      GROUP BY v.id, l.product_id`,
    [orderId],
  );
  return rows.map((r) => ({ variantId: r.variant_id, productId: r.product_id, title: unitTitle(r.title, r.size, r.colour), quantity: Number(r.quantity) }));
}

/**
 * Locks the products of these units, in product-id order, before any variant is touched: a variant's stock
 * trigger updates its product row, and an admin's edit locks the product before its variants, so every writer
 * takes the product first and two of them never wait on each other in a circle.
 */
async function lockProductsOf(manager: EntityManager, units: readonly StockUnit[]): Promise<StockUnit[]> {
  const sorted = [...units].sort((a, b) => compareIds(a.productId, b.productId) || compareIds(a.variantId ?? "", b.variantId ?? ""));
  const productIds = [...new Set(sorted.map((u) => u.productId))];
  await manager.query(`SELECT id FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [productIds]);
  return sorted;
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Takes stock for the given units with guarded updates (never below zero, never for a removed product or a variant
 * no longer sold). On the first unit that cannot be served, says which and how many are left; the caller rolls
 * back (or back to a savepoint).
 */
export async function reserveUnits(manager: EntityManager, units: readonly StockUnit[]): Promise<{ ok: true } | { ok: false; productId: string; title: string; available: number }> {
  for (const unit of await lockProductsOf(manager, units)) {
    const updated: unknown[] = unit.variantId
      ? await manager.query(
          `UPDATE product_variants v SET stock = v.stock - $2, updated_at = now()
            WHERE v.id = $1 AND v.stock >= $2 AND EXISTS (SELECT 1 FROM products p WHERE p.id = v.product_id AND p.deleted_at IS NULL)
            RETURNING v.id`,
          [unit.variantId, unit.quantity],
        )
      : [];
    if (!rowCount(updated)) {
      const [row]: Array<{ stock: number; deleted_at: Date | null }> = unit.variantId
        ? await manager.query(`SELECT v.stock, p.deleted_at FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = $1`, [unit.variantId])
        : [];
      return { ok: false, productId: unit.productId, title: unit.title, available: row && !row.deleted_at ? row.stock : 0 };
    }
  }
  return { ok: true };
}

/** Reserves an existing order's units again (an order reopened, or paid after its reservation was released). */
export async function reserveOrderStock(manager: EntityManager, orderId: string) {
  const result = await reserveUnits(manager, await unitsOfOrder(manager, orderId));
  if (result.ok) await manager.update(OrderEntity, { id: orderId }, { stockReserved: true });
  return result;
}

/**
 * Gives an order's units back to their variants, exactly once: the order's `stock_reserved` flag is cleared by a
 * guarded update first, and only the transaction that cleared it returns the units. A variant no longer sold has
 * nothing to return to.
 */
export async function returnOrderStock(manager: EntityManager, orderId: string): Promise<boolean> {
  const cleared: unknown[] = await manager.query(`UPDATE orders SET stock_reserved = false, updated_at = now() WHERE id = $1 AND stock_reserved RETURNING id`, [orderId]);
  if (!rowCount(cleared)) return false;
  for (const unit of await lockProductsOf(manager, await unitsOfOrder(manager, orderId))) {
    if (unit.variantId) await manager.query(`UPDATE product_variants SET stock = stock + $2, updated_at = now() WHERE id = $1`, [unit.variantId, unit.quantity]);
  }
  return true;
}

/**
 * Releases an UNPAID order's reservation: stock back, order cancelled, payment failed, open provider orders
 * failed. Call with the order row locked. A paid or refunded order is never touched; releasing twice is a no-op.
 */
export async function releaseUnpaidOrder(manager: EntityManager, order: OrderEntity, note: string, changedBy: string | null = null): Promise<boolean> {
  if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") return false;
  const returned = await returnOrderStock(manager, order.id);
  const from = order.status;
  await manager.update(OrderEntity, { id: order.id }, { status: "cancelled", paymentStatus: "failed", reservationExpiresAt: null });
  await failOpenPayments(manager, order.id, note);
  if (from !== "cancelled" || order.paymentStatus !== "failed") await addHistory(manager, { orderId: order.id, from, to: "cancelled", note, changedBy });
  Object.assign(order, { status: "cancelled", paymentStatus: "failed", reservationExpiresAt: null, stockReserved: order.stockReserved && !returned });
  return returned || from !== "cancelled";
}

/** Marks the order's provider orders still waiting for a payment as failed, keeping the first failure reason. */
async function failOpenPayments(manager: EntityManager, orderId: string, reason: string): Promise<void> {
  await manager.query(`UPDATE payments SET status = 'failed', failure_reason = COALESCE(failure_reason, $2), updated_at = now() WHERE order_id = $1 AND status = 'created'`, [
    orderId,
    reason.slice(0, 300),
  ]);
}

/** Rows of an UPDATE … RETURNING through TypeORM's postgres driver: `[rows, count]` or rows. */
export function rowCount(result: unknown): number {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === "number") return result[1];
  return Array.isArray(result) ? result.length : 0;
}

const orderIdInput = z.string({ error: "Order id is required" });
const day = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${field} is not a real date`)
    .nullish();
/** What the admin's order list and its CSV export filter by; every part optional, all of them together narrow. */
export const orderFilterInput = z
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
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "from must not be after to", path: ["from"] })
  .nullish()
  .transform((f) => f ?? {});
export type OrderFilter = z.output<typeof orderFilterInput>;

const adminOrdersInput = z.object({
  first: z.number().int("first must be a whole number").min(1, "first must be at least 1").max(100, "first must be at most 100").nullish().transform((v) => v ?? 20),
  offset: z.number().int("offset must be a whole number").min(0, "offset must be 0 or more").nullish().transform((v) => v ?? 0),
  filter: orderFilterInput,
});

/**
 * The filter as SQL over `orders o JOIN users u`: one rule for the list and the export. Parameters are positional
 * ($1…, for plain SQL) or named (:p1…, for TypeORM's query builder).
 */
export function orderFilterSql(filter: OrderFilter, timeZone: string, style: "positional" | "named" = "positional") {
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

export const ORDER_CSV_COLUMNS = ["Order", "Order ID", "Date", "Status", "Payment status", "Customer", "Email", "Items", "Total (INR)", "Payment ID", "City", "Pincode"] as const;
const EXPORT_BATCH = 500;
const statusInput = z.object({
  id: z.string({ error: "Order id is required" }),
  status: z.enum(ORDER_STATUSES, { error: `Order status must be one of ${ORDER_STATUSES.join(", ")}` }),
});

export function createOrdersService({ dataSource, logger, config }: ServiceContext, gateway: PaymentGateway) {
  async function findVisible(viewer: Viewer | null, rawId: unknown): Promise<OrderView> {
    const user = requireUser(viewer);
    const order = await findOrderOf(dataSource.manager, user, parseInput(orderIdInput, rawId), { anyForAdmin: true });
    return (await loadOrderViews(dataSource.manager, [order]))[0]!;
  }

  /** Refunds a paid order's payment in full through the provider (unless the provider shows it refunded already). */
  async function refundInFull(order: OrderEntity, payment: PaymentEntity | null): Promise<void> {
    const paymentId = payment?.providerPaymentId ?? order.paymentId;
    if (!paymentId) throw new DomainError("PAYMENT_FAILED", ORDER_MESSAGES.refundFailed);
    await callProvider(
      async () => {
        const current = await gateway.fetchPayment(paymentId);
        const left = current.amount - current.amountRefunded;
        if (left > 0) await gateway.refundPayment(paymentId, { amountPaise: left, notes: { orderId: order.id, reason: "Order cancelled by the shop" } });
      },
      { message: ORDER_MESSAGES.refundFailed, log: (detail) => logger.warn({ orderId: order.id, detail }, "refund through the payment provider failed") },
    );
  }

  return {
    /** The caller's orders, newest first. */
    async myOrders(viewer: Viewer | null): Promise<OrderView[]> {
      const user = requireUser(viewer);
      const orders = await dataSource.manager.find(OrderEntity, { where: { userId: user.userId }, order: { createdAt: "DESC", id: "DESC" } });
      return loadOrderViews(dataSource.manager, orders);
    },

    /** One order: the caller's own, or any for an admin; NOT_FOUND otherwise (also for a malformed id). */
    order: findVisible,

    /** An order with its lines, customer and history (for an order loaded without them). */
    async view(order: OrderEntity): Promise<OrderView> {
      const loaded = order as Partial<OrderView>;
      if (loaded.lines && loaded.user && loaded.history) return order as OrderView;
      return (await loadOrderViews(dataSource.manager, [order]))[0]!;
    },

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
          const batch: Array<{ id: string; created_at: Date; day: string; status: string; payment_status: string; name: string; email: string; items: number; total_paise: number; payment_id: string; ship_city: string; ship_pincode: string }> =
            await dataSource.query(
              `SELECT o.id, o.created_at, to_char(o.created_at AT TIME ZONE $${n + 1}, 'YYYY-MM-DD HH24:MI') AS day, o.status, o.payment_status, u.name, u.email,
                      (SELECT COALESCE(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS items,
                      o.total_paise, o.payment_id, o.ship_city, o.ship_pincode
                 FROM orders o JOIN users u ON u.id = o.user_id
                WHERE ${where} ${keyset}
                ORDER BY o.created_at DESC, o.id DESC
                LIMIT ${EXPORT_BATCH}`,
              after ? [...params, tz, after.createdAt, after.id] : [...params, tz],
            );
          if (!batch.length) return;
          yield batch
            .map((r) =>
              [orderReference(r.id), r.id, r.day, r.status, r.payment_status, r.name, r.email, r.items, rupeesDecimal(r.total_paise), r.payment_id, r.ship_city, r.ship_pincode]
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
     * Moves an order to any status (admin). Cancelling or rejecting returns the order's stock once; when the
     * order is paid it is first refunded in full through the provider (a refund failure changes nothing).
     * Reopening a cancelled order takes its stock again (OUT_OF_STOCK when the shop no longer has it).
     */
    async updateOrderStatus(viewer: Viewer | null, raw: { id: unknown; status: unknown }): Promise<{ message: string; order: OrderView }> {
      const admin = requireAdmin(viewer);
      const { id, status } = parseInput(statusInput, raw);
      if (!isUuid(id)) throw new DomainError("NOT_FOUND", ORDER_MESSAGES.notFound);
      const order = await dataSource.transaction(async (manager) => {
        const locked = await lockOrder(manager, id);
        if (!locked) throw new DomainError("NOT_FOUND", ORDER_MESSAGES.notFound);
        const from = locked.status;
        if (from === status) return locked;
        const changes: Partial<Pick<OrderEntity, "status" | "paymentStatus">> = { status };
        let note = `Status changed by an admin`;
        if (isClosing(status)) {
          if (locked.paymentStatus === "paid") {
            const payment = await manager.findOne(PaymentEntity, { where: { orderId: id, status: "captured" }, order: { updatedAt: "DESC" } });
            // The provider call happens with the order locked, so a second cancel waits and then finds it refunded.
            await refundInFull(locked, payment);
            changes.paymentStatus = "refunded" satisfies PaymentStatus;
            if (payment) await manager.update(PaymentEntity, { id: payment.id }, { status: "refunded" });
            note = `Refunded ₹${paiseToRupees(locked.totalPaise).toFixed(2)} through Razorpay`;
          } else if (locked.paymentStatus === "pending") {
            changes.paymentStatus = "failed";
            note = "Cancelled by an admin before payment";
            await failOpenPayments(manager, id, note);
          }
          await returnOrderStock(manager, id);
          await manager.update(OrderEntity, { id }, { ...changes, reservationExpiresAt: null });
        } else {
          if (ACTIVE_STATUSES.includes(status) && !locked.stockReserved) {
            const reserved = await reserveOrderStock(manager, id);
            if (!reserved.ok) throw new DomainError("OUT_OF_STOCK", ORDER_MESSAGES.reactivateOutOfStock(reserved.title, reserved.available));
            note = "Reopened by an admin; stock reserved again";
          }
          await manager.update(OrderEntity, { id }, changes);
        }
        await addHistory(manager, { orderId: id, from, to: status, note, changedBy: admin.userId });
        // The customer's email is queued with the change (one per kind and order, whatever happens later).
        const email = STATUS_EMAILS[status];
        if (email) await queueOrderEmail(manager, config.brandName, email, id, changes.paymentStatus === "refunded" ? locked.totalPaise : 0);
        return locked;
      });
      return { message: ORDER_MESSAGES.statusUpdated, order: await loadOrderView(dataSource.manager, order.id) };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
