/**
 * The order status machine, every (from, to) pair, through GraphQL and REST: each move an admin may make works with
 * its side effects (stock, refund, email, history); every other one is refused with BAD_USER_INPUT / 400 naming the
 * current status and the allowed next ones, and changes nothing. The expected moves are written out here, apart
 * from the service's own table, so a wrong row there fails this test.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { abandonPayment, addToCart, buyProduct, type Customer, ORDER, placeUnpaidOrder, shopper, stockOf, UPDATE_ORDER_STATUS, useCheckoutServer } from "./support/order-fixtures.js";

const { t, standIn } = useCheckoutServer({ COD_MAX_OPEN_ORDERS: "100" });
const catalogue = useCatalogue(t);

const STATUSES = ["pending", "confirmed", "shipped", "delivered", "cancelled", "rejected", "returned_to_origin"] as const;
type Status = (typeof STATUSES)[number];

/**
 * The orders a move starts from; "cancelled" twice: refunded by the shop after payment, and abandoned before it. The
 * "cod …" ones are cash-on-delivery orders (issue 25), whose moves are their own rows of the table.
 */
const STARTS = [
  "pending",
  "confirmed",
  "shipped",
  "delivered",
  "cancelled",
  "cancelled before payment",
  "rejected",
  "cod confirmed",
  "cod shipped",
  "cod delivered",
  "cod cancelled",
  "cod returned_to_origin",
] as const;
type Start = (typeof STARTS)[number];
const statusOf = (start: Start): Status => (start === "cancelled before payment" ? "cancelled" : (start.replace(/^cod /, "") as Status));
const isCod = (start: Start) => start.startsWith("cod ");

interface Effects {
  payment: "PENDING" | "PAID" | "FAILED" | "REFUNDED" | "TO_COLLECT";
  /** Units of the order back on the shelf. */
  stockBack: boolean;
  refunded: boolean;
  email: "order_shipped" | "order_delivered" | "order_cancelled" | null;
}

/** Every move an admin may make, and what it does; the rest are refused. */
const ALLOWED: Partial<Record<Status, Partial<Record<Status, Effects>>>> = {
  pending: {
    cancelled: { payment: "FAILED", stockBack: true, refunded: false, email: "order_cancelled" },
    rejected: { payment: "FAILED", stockBack: true, refunded: false, email: null },
  },
  confirmed: {
    shipped: { payment: "PAID", stockBack: false, refunded: false, email: "order_shipped" },
    cancelled: { payment: "REFUNDED", stockBack: true, refunded: true, email: "order_cancelled" },
    rejected: { payment: "REFUNDED", stockBack: true, refunded: true, email: null },
  },
  shipped: {
    delivered: { payment: "PAID", stockBack: false, refunded: false, email: "order_delivered" },
    confirmed: { payment: "PAID", stockBack: false, refunded: false, email: null },
  },
  delivered: {
    shipped: { payment: "PAID", stockBack: false, refunded: false, email: null },
  },
};
/** A cash-on-delivery order's moves: nothing is refunded (nothing was paid before delivery). */
const ALLOWED_COD: Partial<Record<Status, Partial<Record<Status, Effects>>>> = {
  confirmed: {
    shipped: { payment: "TO_COLLECT", stockBack: false, refunded: false, email: "order_shipped" },
    cancelled: { payment: "FAILED", stockBack: true, refunded: false, email: "order_cancelled" },
    rejected: { payment: "FAILED", stockBack: true, refunded: false, email: null },
  },
  shipped: {
    // Delivered and the cash collected (markOrderCollected is the same move).
    delivered: { payment: "PAID", stockBack: false, refunded: false, email: "order_delivered" },
    confirmed: { payment: "TO_COLLECT", stockBack: false, refunded: false, email: null },
    returned_to_origin: { payment: "FAILED", stockBack: true, refunded: false, email: null },
  },
};
const tableOf = (start: Start) => (isCod(start) ? ALLOWED_COD : ALLOWED);
const allowedFrom = (start: Start) => Object.keys(tableOf(start)[statusOf(start)] ?? {}) as Status[];

const QUANTITY = 2;
const STOCK = 6;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let buyer: Customer & { addressId: string };

beforeAll(async () => {
  admin = await signInAdmin(t);
  buyer = await shopper(t, "machine");
}, 60_000);

/** A new order of a new product (STOCK units, QUANTITY ordered) brought to `start` through the public API. */
async function orderAt(start: Start): Promise<{ orderId: string; productId: string; customer: Customer }> {
  const product = await catalogue.create({ price: 799, totalStock: STOCK });
  if (isCod(start)) {
    const customer = await shopper(t, "cod");
    await addToCart(customer, product.id, QUANTITY);
    const placed = await customer.client.graphql(`mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`, {
      input: { addressId: customer.addressId, paymentMethod: "COD" },
    });
    expect(placed.errors).toBeUndefined();
    const id = placed.data.placeOrder.order.id;
    // Confirmed by its shopper (issue 43): a COD order awaiting confirmation may not ship (messaging.test.ts).
    expect((await customer.client.graphql(`mutation ($orderId: ID!) { confirmCodOrder(orderId: $orderId) { id } }`, { orderId: id })).errors).toBeUndefined();
    const codPath: Record<string, string[]> = { confirmed: [], shipped: ["SHIPPED"], delivered: ["SHIPPED", "DELIVERED"], cancelled: ["CANCELLED"], returned_to_origin: ["SHIPPED", "RETURNED_TO_ORIGIN"] };
    for (const status of codPath[statusOf(start)]!) expect((await admin.client.graphql(UPDATE_ORDER_STATUS, { id, status })).errors).toBeUndefined();
    return { orderId: id, productId: product.id, customer };
  }
  if (start === "pending" || start === "cancelled before payment") {
    // An unpaid order's lines stay in its customer's cart: each gets a customer of its own.
    const customer = await shopper(t, "unpaid");
    const { order } = await placeUnpaidOrder(customer, product.id, QUANTITY);
    if (start === "cancelled before payment") await abandonPayment(customer, order.id);
    return { orderId: order.id, productId: product.id, customer };
  }
  const order = await buyProduct(t, buyer, product.id, QUANTITY);
  const path: Record<"confirmed" | "shipped" | "delivered" | "cancelled" | "rejected", string[]> = {
    confirmed: [],
    shipped: ["SHIPPED"],
    delivered: ["SHIPPED", "DELIVERED"],
    cancelled: ["CANCELLED"],
    rejected: ["REJECTED"],
  };
  for (const status of path[start as keyof typeof path]) expect((await admin.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status })).errors).toBeUndefined();
  return { orderId: order.id, productId: product.id, customer: buyer };
}

/** Everything a move may change: the order as the admin sees it, the stock, the refunds and the emails. */
async function snapshot(orderId: string, productId: string) {
  const order = (await admin.client.graphql(ORDER, { id: orderId })).data.order;
  const refunds = order.paymentId ? await standIn().sandbox.refundsOf(order.paymentId) : [];
  const emails: Array<{ kind: string }> = await t.server.dataSource.query(`SELECT kind FROM email_outbox WHERE order_id = $1 ORDER BY kind`, [orderId]);
  return { order, stock: await stockOf(t, productId), refunds: refunds.length, emails: emails.map((e) => e.kind) };
}

/** Asks for the move as an admin; the same answer shape for both transports. */
async function move(via: "GraphQL" | "REST", orderId: string, to: Status): Promise<{ ok: true } | { ok: false; code: string; message: string }> {
  if (via === "GraphQL") {
    const { errors } = await admin.client.graphql(UPDATE_ORDER_STATUS, { id: orderId, status: to.toUpperCase() });
    const [error] = errors ?? [];
    return error ? { ok: false, code: String(error.extensions?.code), message: error.message } : { ok: true };
  }
  const { status, json } = await admin.client.request(`/api/admin/orders/update/${orderId}`, { method: "PUT", body: { orderStatus: to } });
  if (status === 200) {
    expect(json).toMatchObject({ success: true, message: "Order status is updated successfully!" });
    return { ok: true };
  }
  expect(json.success).toBe(false);
  return { ok: false, code: status === 400 ? "BAD_USER_INPUT" : `HTTP ${status}`, message: json.message };
}

/** A status as the refusal writes it. */
function words(status: Status): string {
  return status.replace(/_/g, " ");
}

const cases = STARTS.flatMap((start) => STATUSES.map((to) => ({ start, to })));

describe.each(["GraphQL", "REST"] as const)("an admin moving an order through %s", (via) => {
  it.each(cases)("from $start to $to", async ({ start, to }) => {
    const from = statusOf(start);
    const { orderId, productId } = await orderAt(start);
    const before = await snapshot(orderId, productId);
    const result = await move(via, orderId, to);
    const after = await snapshot(orderId, productId);
    const effects = tableOf(start)[from]?.[to];

    if (from === to) {
      // Staying where it is is not a move: nothing changes, and it is not an error.
      expect(result).toEqual({ ok: true });
      expect(after).toEqual(before);
      return;
    }
    if (!effects) {
      const allowed = allowedFrom(start);
      expect(result).toEqual({
        ok: false,
        code: "BAD_USER_INPUT",
        message:
          `This order is ${words(from)} and cannot be moved to ${words(to)}. ` +
          (allowed.length ? `It can be moved to: ${STATUSES.filter((s) => allowed.includes(s)).map(words).join(", ")}.` : `A ${words(from)} order cannot be moved to another status.`),
      });
      expect(after).toEqual(before);
      return;
    }

    expect(result).toEqual({ ok: true });
    expect(after.order.status).toBe(to.toUpperCase());
    expect(after.order.paymentStatus).toBe(effects.payment);
    expect(after.stock).toBe(before.stock + (effects.stockBack ? QUANTITY : 0));
    expect(after.refunds).toBe(before.refunds + (effects.refunded ? 1 : 0));
    if (effects.refunded) expect((await standIn().sandbox.findPayment(after.order.paymentId))?.amount_refunded).toBe(799 * QUANTITY * 100);
    expect(after.emails).toEqual(effects.email && !before.emails.includes(effects.email) ? [...before.emails, effects.email].sort() : before.emails);
    const last = after.order.statusHistory.at(-1);
    expect(after.order.statusHistory).toHaveLength(before.order.statusHistory.length + 1);
    expect(last).toMatchObject({ from: from.toUpperCase(), to: to.toUpperCase(), changedBy: expect.any(String) });
  });
});

describe("the next statuses an order offers", () => {
  it("lists an admin's allowed moves, and none for its customer", async () => {
    const NEXT = `query ($id: ID!) { order(id: $id) { status nextStatuses } }`;
    for (const start of STARTS) {
      const { orderId, customer } = await orderAt(start);
      const asAdmin = (await admin.client.graphql(NEXT, { id: orderId })).data.order;
      expect(asAdmin.nextStatuses).toEqual(STATUSES.filter((s) => allowedFrom(start).includes(s)).map((s) => s.toUpperCase()));
      expect((await customer.client.graphql(NEXT, { id: orderId })).data.order.nextStatuses).toEqual([]);
    }
  });
});
