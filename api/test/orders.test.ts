import { describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { countStatements } from "./support/catalogue-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import {
  ADMIN_ORDERS,
  addToCart,
  buyProduct,
  MY_ORDERS,
  ORDER,
  placeOrderOk,
  shopper,
  stockOf,
  UPDATE_ORDER_STATUS,
  useCheckoutServer,
} from "./support/order-fixtures.js";

const { t, standIn } = useCheckoutServer();
const catalogue = useCatalogue(t);

async function paidOrder(stock = 5, quantity = 2) {
  const product = await catalogue.create({ price: 1200, totalStock: stock });
  const buyer = await shopper(t);
  const order = await buyProduct(t, buyer, product.id, quantity);
  return { product, buyer, order };
}

describe("a customer's orders", () => {
  it("lists only the caller's orders, newest first", async () => {
    const product = await catalogue.create({ totalStock: 10 });
    const buyer = await shopper(t);
    const first = await buyProduct(t, buyer, product.id, 1);
    const second = await buyProduct(t, buyer, product.id, 2);
    const other = await shopper(t);
    await buyProduct(t, other, product.id, 1);
    const { data } = await buyer.client.graphql(MY_ORDERS);
    expect(data.myOrders.map((o: { id: string }) => o.id)).toEqual([second.id, first.id]);
    const rest = await buyer.client.request(`/api/shop/order/list/${buyer.userId}`);
    expect(rest.json.data.map((o: { _id: string }) => o._id)).toEqual([second.id, first.id]);
  });

  it("a customer with no orders gets an empty list", async () => {
    const nobody = await signUpCustomer(t);
    expect((await nobody.client.graphql(MY_ORDERS)).data.myOrders).toEqual([]);
    expect((await nobody.client.request(`/api/shop/order/list/${nobody.userId}`)).json).toEqual({ success: true, data: [] });
  });

  it("orderHistory pages the caller's orders newest first by cursor; myOrders keeps the newest `first`", async () => {
    const product = await catalogue.create({ totalStock: 20 });
    const buyer = await shopper(t);
    const placed: string[] = [];
    for (let i = 0; i < 5; i += 1) placed.unshift((await buyProduct(t, buyer, product.id, 1)).id);
    await buyProduct(t, await shopper(t), product.id, 1);
    const HISTORY = `query ($first: Int, $after: String) { orderHistory(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }`;
    const pages: Array<{ ids: string[]; hasNextPage: boolean }> = [];
    let after: string | null = null;
    do {
      const { data, errors } = await buyer.client.graphql(HISTORY, { first: 2, after });
      expect(errors).toBeUndefined();
      const page = data.orderHistory as { edges: Array<{ cursor: string; node: { id: string } }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
      pages.push({ ids: page.edges.map((e) => e.node.id), hasNextPage: page.pageInfo.hasNextPage });
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(pages).toEqual([
      { ids: placed.slice(0, 2), hasNextPage: true },
      { ids: placed.slice(2, 4), hasNextPage: true },
      { ids: placed.slice(4), hasNextPage: false },
    ]);
    expect((await buyer.client.graphql(`{ myOrders(first: 3) { id } }`)).data.myOrders.map((o: { id: string }) => o.id)).toEqual(placed.slice(0, 3));

    // A cursor is checked, never trusted: garbage, another list's cursor and a page size past the limit are refused.
    const customersCursor = Buffer.from(JSON.stringify(["customer", "2026-01-01T00:00:00.000000Z", product.id])).toString("base64url");
    for (const [variables, message] of [
      [{ first: 2, after: "not a cursor!" }, "after is not a valid cursor: pass the endCursor of the previous page"],
      [{ first: 2, after: customersCursor }, "after is not a valid cursor: pass the endCursor of the previous page"],
      [{ first: 101 }, "first must be at most 100"],
      [{ first: 0 }, "first must be at least 1"],
    ] as const) {
      const { errors } = await buyer.client.graphql(HISTORY, variables);
      expect(errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    const anonymous = new ApiClient(t.url);
    expect((await anonymous.graphql(HISTORY, { first: 2 })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("shows one order with its lines, address, customer and history", async () => {
    const { buyer, order } = await paidOrder();
    const { data } = await buyer.client.graphql(ORDER, { id: order.id });
    expect(data.order).toMatchObject({
      id: order.id,
      totalAmount: 2400,
      customer: { id: buyer.userId, username: buyer.username, email: buyer.email },
      shippingAddress: { addressId: buyer.addressId, city: "Mumbai" },
      lines: [expect.objectContaining({ quantity: 2, price: 1200, lineTotal: 2400 })],
    });
    expect(data.order.statusHistory.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, "PENDING"],
      ["PENDING", "CONFIRMED"],
    ]);
  });
});

describe("another customer's orders are unreachable", () => {
  it("by id via GraphQL: NOT_FOUND", async () => {
    const { order } = await paidOrder();
    const stranger = await signUpCustomer(t);
    const { errors } = await stranger.client.graphql(ORDER, { id: order.id });
    expect(errors?.[0]).toMatchObject({ message: "Order not found!", extensions: { code: "NOT_FOUND" } });
  });

  it("by id via REST: 404; by user id: 403", async () => {
    const { buyer, order } = await paidOrder();
    const stranger = await signUpCustomer(t);
    const details = await stranger.client.request(`/api/shop/order/details/${order.id}`);
    expect(details.status).toBe(404);
    expect(details.json).toEqual({ success: false, message: "Order not found!" });
    const list = await stranger.client.request(`/api/shop/order/list/${buyer.userId}`);
    expect(list.status).toBe(403);
    expect(list.json.success).toBe(false);
  });

  it("through the admin paths: 403 for a customer", async () => {
    const { order } = await paidOrder();
    const stranger = await signUpCustomer(t);
    expect((await stranger.client.request("/api/admin/orders/get")).status).toBe(403);
    expect((await stranger.client.request(`/api/admin/orders/details/${order.id}`)).status).toBe(403);
    expect((await stranger.client.request(`/api/admin/orders/update/${order.id}`, { method: "PUT", body: { orderStatus: "cancelled" } })).status).toBe(403);
    expect((await stranger.client.graphql(ADMIN_ORDERS)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await stranger.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status: "CANCELLED" })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("anonymously: 401", async () => {
    const { order } = await paidOrder();
    const anonymous = new ApiClient(t.url);
    expect((await anonymous.request(`/api/shop/order/details/${order.id}`)).status).toBe(401);
    expect((await anonymous.graphql(ORDER, { id: order.id })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it.each(["not-a-uuid", "00000000-0000-4000-8000-000000000000", "' OR 1=1 --"])("an unknown or malformed id %j is NOT_FOUND / 404, never a 500", async (id) => {
    const buyer = await signUpCustomer(t);
    expect((await buyer.client.graphql(ORDER, { id })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await buyer.client.request(`/api/shop/order/details/${encodeURIComponent(id)}`)).status).toBe(404);
    const admin = await signInAdmin(t);
    expect((await admin.client.request(`/api/admin/orders/details/${encodeURIComponent(id)}`)).status).toBe(404);
    expect((await admin.client.request(`/api/admin/orders/update/${encodeURIComponent(id)}`, { method: "PUT", body: { orderStatus: "shipped" } })).status).toBe(404);
  });
});

describe("the admin's orders", () => {
  it("sees any order, by GraphQL and REST", async () => {
    const { buyer, order } = await paidOrder();
    const admin = await signInAdmin(t);
    expect((await admin.client.graphql(ORDER, { id: order.id })).data.order.customer.id).toBe(buyer.userId);
    const rest = await admin.client.request(`/api/admin/orders/details/${order.id}`);
    expect(rest.json).toMatchObject({ success: true, data: { _id: order.id, userId: buyer.userId, orderStatus: "confirmed", paymentStatus: "paid", totalAmount: 2400 } });
  });

  it("pages through every order, newest first", async () => {
    const product = await catalogue.create({ totalStock: 20 });
    const buyer = await shopper(t);
    for (let i = 0; i < 3; i += 1) {
      await addToCart(buyer, product.id, 1);
      await placeOrderOk(buyer, buyer.addressId);
    }
    const admin = await signInAdmin(t);
    const all = (await admin.client.graphql(ADMIN_ORDERS, { first: 100 })).data.adminOrders;
    const dates = all.nodes.map((o: { orderDate: string }) => Date.parse(o.orderDate));
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    const page = (await admin.client.graphql(ADMIN_ORDERS, { first: 2, offset: 1 })).data.adminOrders;
    expect(page.totalCount).toBe(all.totalCount);
    expect(page.nodes.map((o: { id: string }) => o.id)).toEqual(all.nodes.slice(1, 3).map((o: { id: string }) => o.id));
    expect(page.hasNextPage).toBe(all.totalCount > 3);
    const last = (await admin.client.graphql(ADMIN_ORDERS, { first: 2, offset: all.totalCount - 1 })).data.adminOrders;
    expect(last.hasNextPage).toBe(false);
    expect((await admin.client.graphql(ADMIN_ORDERS, { first: 101 })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("loads customers, lines and histories without a query per order", async () => {
    const admin = await signInAdmin(t);
    for (let i = 0; i < 4; i += 1) await paidOrder(5, 1);
    const { result, statements: queries } = await countStatements(() => admin.client.graphql(ADMIN_ORDERS, { first: 100 }));
    expect(result.data.adminOrders.nodes.length).toBeGreaterThan(3);
    // The caller's session, the page of orders (and its count), then lines, customers and histories: 3 queries
    // for any number of orders.
    expect(queries.length).toBeLessThanOrEqual(6);
  });
});

describe("changing an order's status", () => {
  it("moves an order along with a history entry naming the admin", async () => {
    const { order } = await paidOrder();
    const admin = await signInAdmin(t);
    const { data, errors } = await admin.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status: "SHIPPED" });
    expect(errors).toBeUndefined();
    expect(data.updateOrderStatus.message).toBe("Order status is updated successfully!");
    expect(data.updateOrderStatus.order.status).toBe("SHIPPED");
    const adminName = (await admin.client.graphql(`{ me { username } }`)).data.me.username;
    expect(data.updateOrderStatus.order.statusHistory.at(-1)).toMatchObject({ from: "CONFIRMED", to: "SHIPPED", changedBy: adminName });

    const rest = await admin.client.request(`/api/admin/orders/update/${order.id}`, { method: "PUT", body: { orderStatus: "delivered" } });
    expect(rest.json).toMatchObject({ success: true, message: "Order status is updated successfully!" });
    expect((await admin.client.request(`/api/admin/orders/details/${order.id}`)).json.data.orderStatus).toBe("delivered");
  });

  it("refuses an unknown status with 400 and changes nothing", async () => {
    const { order } = await paidOrder();
    const admin = await signInAdmin(t);
    const rest = await admin.client.request(`/api/admin/orders/update/${order.id}`, { method: "PUT", body: { orderStatus: "teleported" } });
    expect(rest.status).toBe(400);
    expect(rest.json.success).toBe(false);
    expect((await admin.client.request(`/api/admin/orders/details/${order.id}`)).json.data.orderStatus).toBe("confirmed");
  });

  it("cancelling a paid order refunds it in full and returns its stock once", async () => {
    const { product, order } = await paidOrder(5, 2);
    expect(await stockOf(t, product.id)).toBe(3);
    const admin = await signInAdmin(t);
    const { data, errors } = await admin.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status: "CANCELLED" });
    expect(errors).toBeUndefined();
    expect(data.updateOrderStatus.order).toMatchObject({ status: "CANCELLED", paymentStatus: "REFUNDED" });
    expect(await standIn().sandbox.findPayment(order.paymentId)).toMatchObject({
      status: "refunded",
      amount_refunded: 240_000,
    });
    expect(await stockOf(t, product.id)).toBe(5);

    // Cancelling (or rejecting) again neither refunds nor returns stock a second time.
    await admin.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status: "REJECTED" });
    await admin.client.request(`/api/admin/orders/update/${order.id}`, { method: "PUT", body: { orderStatus: "cancelled" } });
    expect((await standIn().sandbox.refundsOf(order.paymentId))).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it("two admins cancelling a paid order at once refund it once", async () => {
    const { product, order } = await paidOrder(5, 1);
    const [one, two] = [await signInAdmin(t), await signInAdmin(t)];
    const results = await Promise.all([one, two].map((a) => a.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status: "CANCELLED" })));
    for (const r of results) expect(r.errors).toBeUndefined();
    const paymentId = results[0]!.data.updateOrderStatus.order.paymentId as string;
    expect((await standIn().sandbox.refundsOf(paymentId))).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it("a refund the provider refuses changes nothing", async () => {
    const { product, order } = await paidOrder(5, 2);
    const admin = await signInAdmin(t);
    standIn().sandbox.injectFault({ operation: "payments.refund", kind: "status", status: 500 });
    const rest = await admin.client.request(`/api/admin/orders/update/${order.id}`, { method: "PUT", body: { orderStatus: "cancelled" } });
    expect(rest.status).toBe(402);
    expect(rest.json).toEqual({ success: false, message: "The refund could not be made, so the order was not changed. Please try again." });
    const now = (await admin.client.graphql(ORDER, { id: order.id })).data.order;
    expect(now).toMatchObject({ status: "CONFIRMED", paymentStatus: "PAID" });
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it("cancelling an unpaid order releases its reservation", async () => {
    const product = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, product.id, 3);
    const { order } = await placeOrderOk(buyer, buyer.addressId);
    const admin = await signInAdmin(t);
    const { data } = await admin.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status: "CANCELLED" });
    expect(data.updateOrderStatus.order).toMatchObject({ status: "CANCELLED", paymentStatus: "FAILED" });
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it("a cancelled order stays closed: moving it on is refused and takes no stock", async () => {
    const { product, order } = await paidOrder(3, 2);
    const admin = await signInAdmin(t);
    await admin.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status: "CANCELLED" });
    expect(await stockOf(t, product.id)).toBe(3);
    // Its money went back with it (refunded): the order status machine has no move out of cancelled.
    for (const status of ["CONFIRMED", "SHIPPED", "PENDING"]) {
      const refused = await admin.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status });
      expect(refused.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(refused.errors?.[0]?.message).toBe(`This order is cancelled and cannot be moved to ${status.toLowerCase()}. A cancelled order cannot be moved to another status.`);
    }
    expect(await stockOf(t, product.id)).toBe(3);
    expect((await admin.client.graphql(ORDER, { id: order.id })).data.order).toMatchObject({ status: "CANCELLED", paymentStatus: "REFUNDED" });
  });

});
