import { describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import {
  ADMIN_ORDERS,
  addAddress,
  addToCart,
  cartOf,
  MY_ORDERS,
  payInStandIn,
  placeOrder,
  placeOrderOk,
  shopper,
  stockOf,
  useCheckoutServer,
  verifyPayment,
} from "./support/order-fixtures.js";

const { t, standIn } = useCheckoutServer({ RAZORPAY_TIMEOUT_MS: "1000" });
const catalogue = useCatalogue(t);

describe("checkout to a confirmed, paid order (GraphQL)", () => {
  it("places the order at current prices, reserves stock, pays in the stand-in and verifies", async () => {
    const tee = await catalogue.create({ title: "Indigo Tee", price: 799, salePrice: 599, totalStock: 10 });
    const cap = await catalogue.create({ title: "Canvas Cap", price: 450, totalStock: 4 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id, 2, { size: "M" });
    await addToCart(buyer, cap.id, 1);

    const { order, payment } = await placeOrderOk(buyer, buyer.addressId);
    expect(order).toMatchObject({ status: "PENDING", paymentStatus: "PENDING", paymentMethod: "razorpay", totalAmount: 1648, currency: "INR", paymentId: "", payerId: "" });
    expect(order.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: tee.id, title: "Indigo Tee", price: 599, quantity: 2, size: "M", colour: null, lineTotal: 1198 }),
        expect.objectContaining({ productId: cap.id, price: 450, quantity: 1, lineTotal: 450 }),
      ]),
    );
    expect(order.statusHistory).toEqual([expect.objectContaining({ from: null, to: "PENDING", changedBy: null })]);
    expect(payment).toEqual({
      provider: "razorpay",
      keyId: standIn().keys.keyId,
      providerOrderId: expect.stringMatching(/^order_/),
      amount: 164_800,
      currency: "INR",
      checkoutScriptUrl: "https://checkout.razorpay.com/v1/checkout.js",
      name: "Sutra",
      description: "Order Payment",
    });
    expect(await standIn().sandbox.findOrder(payment.providerOrderId)).toMatchObject({ amount: 164_800, currency: "INR", receipt: order.id, notes: { orderId: order.id } });
    expect(await stockOf(t, tee.id)).toBe(8);
    expect(await stockOf(t, cap.id)).toBe(3);

    const paid = await payInStandIn(t, payment);
    const { data, errors } = await verifyPayment(buyer, order.id, paid);
    expect(errors).toBeUndefined();
    expect(data.verifyPayment.message).toBe("Payment verified and order confirmed");
    expect(data.verifyPayment.order).toMatchObject({ id: order.id, status: "CONFIRMED", paymentStatus: "PAID", paymentId: paid.razorpay_payment_id });
    expect(data.verifyPayment.order.statusHistory.map((h: { to: string }) => h.to)).toEqual(["PENDING", "CONFIRMED"]);

    expect(await standIn().sandbox.findPayment(paid.razorpay_payment_id)).toMatchObject({ status: "captured", captured: true });
    // The reserved stock stays taken; the bought lines leave the cart.
    expect(await stockOf(t, tee.id)).toBe(8);
    expect(await stockOf(t, cap.id)).toBe(3);
    expect((await cartOf(buyer)).lines).toEqual([]);

    const mine = await buyer.client.graphql(MY_ORDERS);
    expect(mine.data.myOrders.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const admin = await signInAdmin(t);
    const all = await admin.client.graphql(ADMIN_ORDERS, { first: 100 });
    expect(all.data.adminOrders.nodes.find((o: { id: string }) => o.id === order.id)).toMatchObject({ status: "CONFIRMED", customer: { id: buyer.userId, username: buyer.username } });
  });

  it("keeps in the cart what was added after the order was placed", async () => {
    const tee = await catalogue.create({ totalStock: 10 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id, 1);
    const { order, payment } = await placeOrderOk(buyer, buyer.addressId);
    await addToCart(buyer, tee.id, 2);
    await verifyPayment(buyer, order.id, await payInStandIn(t, payment));
    expect((await cartOf(buyer)).lines).toEqual([{ productId: tee.id, quantity: 2 }]);
  });

  it("keeps the address as it was when the order was placed", async () => {
    const tee = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id);
    const { order } = await placeOrderOk(buyer, buyer.addressId);
    await buyer.client.graphql(`mutation ($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { id } }`, {
      id: buyer.addressId,
      input: { address: "Somewhere else entirely", city: "Pune", phone: "9123456789", pincode: "411001", notes: "New" },
    });
    const again = await buyer.client.graphql(`query ($id: ID!) { order(id: $id) { shippingAddress { addressId address city } } }`, { id: order.id });
    expect(again.data.order.shippingAddress).toEqual({ addressId: buyer.addressId, address: order.shippingAddress.address, city: "Mumbai" });
  });
});

describe("checkout through the REST paths of the spec", () => {
  it("places, pays and verifies; the order shows in the customer's and the admin's lists", async () => {
    const kurta = await catalogue.create({ title: "Linen Kurta", price: 1299, salePrice: 999, totalStock: 6 });
    const buyer = await shopper(t);
    await addToCart(buyer, kurta.id, 2);

    // The spec's client sends the whole order with its own idea of the amounts: only the address id is read.
    const placed = await buyer.client.request("/api/shop/order/razorpay", {
      body: {
        userId: buyer.userId,
        cartItems: [{ productId: kurta.id, title: "Linen Kurta", price: 1, quantity: 2 }],
        addressInfo: { addressId: buyer.addressId, address: "x", city: "x", pincode: "x", phone: "x", notes: "x" },
        orderStatus: "confirmed",
        paymentMethod: "razorpay",
        paymentStatus: "paid",
        totalAmount: 2,
        orderDate: new Date().toISOString(),
      },
    });
    expect(placed.status).toBe(201);
    expect(placed.json).toMatchObject({
      success: true,
      razorpayOrderId: expect.stringMatching(/^order_/),
      key: standIn().keys.keyId,
      amount: 199_800,
      currency: "INR",
      orderId: placed.json.order._id,
      order: { userId: buyer.userId, totalAmount: 1998, orderStatus: "pending", paymentStatus: "pending", paymentMethod: "razorpay", paymentId: "", payerId: "" },
    });
    expect(placed.json.order.cartItems).toEqual([{ productId: kurta.id, title: "Linen Kurta", image: expect.any(String), price: 999, quantity: 2 }]);
    expect(placed.json.order.addressInfo).toMatchObject({ addressId: buyer.addressId, city: "Mumbai", pincode: "400050" });
    expect((await standIn().sandbox.findOrder(placed.json.razorpayOrderId))?.amount).toBe(199_800);

    const paid = await payInStandIn(t, { keyId: placed.json.key, providerOrderId: placed.json.razorpayOrderId });
    const verified = await buyer.client.request("/api/shop/order/verify-razorpay", { body: { ...paid, orderId: placed.json.orderId } });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ success: true, message: "Payment verified and order confirmed" });

    const list = await buyer.client.request(`/api/shop/order/list/${buyer.userId}`);
    expect(list.json.data).toEqual([expect.objectContaining({ _id: placed.json.orderId, orderStatus: "confirmed", paymentStatus: "paid", paymentId: paid.razorpay_payment_id })]);
    const details = await buyer.client.request(`/api/shop/order/details/${placed.json.orderId}`);
    expect(details.json).toMatchObject({ success: true, data: { _id: placed.json.orderId, totalAmount: 1998, orderDate: expect.any(String), orderUpdateDate: expect.any(String) } });

    const admin = await signInAdmin(t);
    const all = await admin.client.request("/api/admin/orders/get");
    expect(all.json.success).toBe(true);
    expect(all.json.data.some((o: { _id: string }) => o._id === placed.json.orderId)).toBe(true);
  });

  it("refuses an order for another user id in the body with 403", async () => {
    const buyer = await shopper(t);
    const other = await signUpCustomer(t);
    const res = await buyer.client.request("/api/shop/order/razorpay", { body: { userId: other.userId, addressInfo: { addressId: buyer.addressId } } });
    expect(res.status).toBe(403);
    expect(res.json.success).toBe(false);
  });

  it("answers 401 to an anonymous caller", async () => {
    const res = await new ApiClient(t.url).request("/api/shop/order/razorpay", { body: {} });
    expect(res.status).toBe(401);
  });

  it.each(["razorpay_payment_id", "razorpay_order_id", "razorpay_signature", "orderId"])("answers 400 when verify misses %s", async (field) => {
    const tee = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id);
    const { order, payment } = await placeOrderOk(buyer, buyer.addressId);
    const body: Record<string, unknown> = { ...(await payInStandIn(t, payment)), orderId: order.id };
    delete body[field];
    const res = await buyer.client.request("/api/shop/order/verify-razorpay", { body });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: expect.stringMatching(/required/) });
  });
});

describe("what checkout refuses", () => {
  it("an empty cart, with the spec's message", async () => {
    const buyer = await shopper(t);
    const { errors } = await placeOrder(buyer, buyer.addressId);
    expect(errors?.[0]).toMatchObject({ message: "Your cart is empty. Please add items to proceed", extensions: { code: "BAD_USER_INPUT" } });
  });

  it("a missing, malformed or someone else's address, with the spec's message", async () => {
    const tee = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    const other = await signUpCustomer(t);
    const othersAddress = await addAddress(other);
    await addToCart(buyer, tee.id);
    for (const addressId of ["", "not-a-uuid", "00000000-0000-4000-8000-000000000000", othersAddress]) {
      const { errors } = await placeOrder(buyer, addressId);
      expect(errors?.[0]).toMatchObject({ message: "Please Select one Address to proceed", extensions: { code: "BAD_USER_INPUT" } });
    }
    const rest = await buyer.client.request("/api/shop/order/razorpay", { body: { addressInfo: {} } });
    expect(rest.status).toBe(400);
    expect(rest.json).toEqual({ success: false, message: "Please Select one Address to proceed" });
    expect(await stockOf(t, tee.id)).toBe(5);
  });

  it("a line with more than the stock, naming the product and how many are left", async () => {
    const tee = await catalogue.create({ title: "Olive Polo", totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id, 4);
    await catalogue.update(tee.id, { totalStock: 2 });
    const { errors } = await placeOrder(buyer, buyer.addressId);
    expect(errors?.[0]).toMatchObject({ message: 'Only 2 of "Olive Polo" available in stock. Please reduce the quantity in your cart.', extensions: { code: "OUT_OF_STOCK" } });
    expect(await stockOf(t, tee.id)).toBe(2);
  });

  it("a product now out of stock, or removed from the catalogue", async () => {
    const gone = await catalogue.create({ title: "Retired Scarf", totalStock: 3 });
    const empty = await catalogue.create({ title: "Sold-out Belt", totalStock: 3 });
    const buyer = await shopper(t);
    await addToCart(buyer, gone.id);
    await catalogue.delete(gone.id);
    expect((await placeOrder(buyer, buyer.addressId)).errors?.[0]).toMatchObject({ message: expect.stringContaining('"Retired Scarf" is no longer available'), extensions: { code: "OUT_OF_STOCK" } });

    const second = await shopper(t);
    await addToCart(second, empty.id);
    await catalogue.update(empty.id, { totalStock: 0 });
    const rest = await second.client.request("/api/shop/order/razorpay", { body: { addressInfo: { addressId: second.addressId } } });
    expect(rest.status).toBe(409);
    expect(rest.json.message).toContain('"Sold-out Belt" is out of stock');
  });

  it("counts every size of a product against its stock", async () => {
    const tee = await catalogue.create({ title: "Striped Tee", totalStock: 3 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id, 2, { size: "S" });
    await addToCart(buyer, tee.id, 1, { size: "L" });
    await catalogue.update(tee.id, { totalStock: 2 });
    expect((await placeOrder(buyer, buyer.addressId)).errors?.[0]?.extensions?.code).toBe("OUT_OF_STOCK");
  });

  it("a total too large for one payment, with a clear message and nothing reserved (never a 500)", async () => {
    const lehenga = await catalogue.create({ title: "Bridal Lehenga", price: 15_000_000, totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, lehenga.id, 2); // ₹3 crore
    const { errors } = await placeOrder(buyer, buyer.addressId);
    expect(errors?.[0]).toMatchObject({ message: "This order is too large to pay online in one go. Please split it.", extensions: { code: "BAD_USER_INPUT" } });
    expect(await stockOf(t, lehenga.id)).toBe(5);
  });

  it("never reads an amount from the client", async () => {
    const tee = await catalogue.create({ price: 1500, totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id);
    const sneaky = await buyer.client.graphql(`mutation { placeOrder(input: { addressId: "${buyer.addressId}", amount: 1 }) { order { id } } }`);
    expect(sneaky.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    const res = await buyer.client.request("/api/shop/order/razorpay", { body: { addressId: buyer.addressId, totalAmount: 1, amount: 100 } });
    expect(res.json).toMatchObject({ amount: 150_000, order: { totalAmount: 1500 } });
  });
});

describe("double submission", () => {
  it("a repeat with the same cart and address returns the same order and reserves once", async () => {
    const tee = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id, 2);
    const first = await placeOrderOk(buyer, buyer.addressId);
    const second = await placeOrderOk(buyer, buyer.addressId);
    expect(second.order.id).toBe(first.order.id);
    expect(second.payment.providerOrderId).toBe(first.payment.providerOrderId);
    expect(await stockOf(t, tee.id)).toBe(3);
  });

  it("a repeat of an order that took the last units gets that order, not 'out of stock' (a retry after its node died)", async () => {
    const tee = await catalogue.create({ totalStock: 2 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id, 2);
    const first = await placeOrderOk(buyer, buyer.addressId);
    expect(await stockOf(t, tee.id)).toBe(0);
    const retried = await placeOrderOk(buyer, buyer.addressId);
    expect(retried.order.id).toBe(first.order.id);
    expect(retried.payment.providerOrderId).toBe(first.payment.providerOrderId);
    expect(await stockOf(t, tee.id)).toBe(0);
  });

  it("a double click (both at once) reserves the stock once", async () => {
    const tee = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id, 2);
    const results = await Promise.all([placeOrder(buyer, buyer.addressId), placeOrder(buyer, buyer.addressId)]);
    // Both answer the one order and its one payment window (the second may have opened the window itself, issue 28).
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(new Set(results.map((r) => r.data.placeOrder.order.id)).size).toBe(1);
    expect(new Set(results.map((r) => r.data.placeOrder.payment.providerOrderId)).size).toBe(1);
    expect(await stockOf(t, tee.id)).toBe(3);
  });

  it("a checkout that waited for the customer's checkout lock reads again what the holder changed (issue 46: one read, taken with the lock)", async () => {
    const tee = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id, 2);
    // Another checkout of this customer holds the lock (their cart's row), then changes what placing reads and commits:
    // here it empties the cart, as a placed cash-on-delivery order does.
    const holder = t.server.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query(`SELECT id FROM carts WHERE user_id = $1 FOR UPDATE`, [buyer.userId]);
    const placing = placeOrder(buyer, buyer.addressId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await holder.query(`DELETE FROM cart_lines WHERE cart_id IN (SELECT id FROM carts WHERE user_id = $1)`, [buyer.userId]);
    await holder.query(`UPDATE carts SET updated_at = now() WHERE user_id = $1`, [buyer.userId]);
    await holder.commitTransaction();
    await holder.release();
    // Read as the statement began, the cart still held two: the read made again under the lock sees it empty.
    const { errors } = await placing;
    expect(errors?.[0]?.message).toBe("Your cart is empty. Please add items to proceed");
    expect(await stockOf(t, tee.id)).toBe(5);
  });

  it("a repeat after the node placing the order died before saving its payment gets that order with a payment window (issue 28)", async () => {
    const tee = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id, 2);
    const first = await placeOrderOk(buyer, buyer.addressId);
    // The node died between committing the order and saving its payment: the order holds its stock, with no payment.
    await t.server.dataSource.query(`DELETE FROM payments WHERE order_id = $1`, [first.order.id]);
    const retried = await placeOrderOk(buyer, buyer.addressId);
    expect(retried.order.id).toBe(first.order.id);
    expect(retried.payment.providerOrderId).toMatch(/^order_/);
    expect(await stockOf(t, tee.id)).toBe(3);
    expect((await placeOrderOk(buyer, buyer.addressId)).payment.providerOrderId).toBe(retried.payment.providerOrderId);
  });

  it("two payments saved at once for one order (both waiting on its row) keep one: the first saved, answered to both", async () => {
    const tee = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id, 1);
    const { order } = await placeOrderOk(buyer, buyer.addressId);
    await t.server.dataSource.query(`DELETE FROM payments WHERE order_id = $1`, [order.id]);
    // A third party holds the order's row, so both saves queue behind it and read the payments only after it lets go:
    // the second to get the row must see the first one's payment (a statement's own snapshot, taken before the wait, would not).
    const holder = t.server.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query(`SELECT id FROM orders WHERE id = $1 FOR UPDATE`, [order.id]);
      const save = (providerOrderId: string) =>
        t.server.dataSource.query(`SELECT sutra_save_payment($1, 'razorpay', $2, $3) AS payment`, [order.id, providerOrderId, order.totalAmount * 100]);
      const saves = [save("order_SaveRaceA00001"), save("order_SaveRaceB00001")];
      await new Promise((resolve) => setTimeout(resolve, 200));
      await holder.commitTransaction();
      const answers = (await Promise.all(saves)).map(([row]) => (row as { payment: { id: string; provider_order_id: string } }).payment);
      expect(new Set(answers.map((p) => p.id)).size).toBe(1);
      expect(await t.server.dataSource.query(`SELECT provider_order_id FROM payments WHERE order_id = $1`, [order.id])).toEqual([
        { provider_order_id: answers[0]!.provider_order_id },
      ]);
    } finally {
      await holder.release();
    }
  });

  it("a changed cart makes a new order", async () => {
    const tee = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id, 1);
    const first = await placeOrderOk(buyer, buyer.addressId);
    await addToCart(buyer, tee.id, 1);
    const second = await placeOrderOk(buyer, buyer.addressId);
    expect(second.order.id).not.toBe(first.order.id);
    expect(second.order.totalAmount).toBe(first.order.totalAmount * 2);
  });
});

describe("when the payment provider fails while the order is placed", () => {
  it.each([
    ["answers 5xx", () => standIn().sandbox.injectFault({ operation: "orders.create", kind: "status", status: 500 })],
    ["does not answer in time", () => standIn().sandbox.injectFault({ operation: "orders.create", kind: "hang" })],
  ])("the provider %s: clean PAYMENT_FAILED, the reservation released, nothing paid", async (_label, fault) => {
    const tee = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id, 2);
    fault();
    const { errors } = await placeOrder(buyer, buyer.addressId);
    expect(errors?.[0]).toMatchObject({ message: "Could not start the payment. Please try again.", extensions: { code: "PAYMENT_FAILED" } });
    expect(await stockOf(t, tee.id)).toBe(5);
    const mine = await buyer.client.graphql(MY_ORDERS);
    expect(mine.data.myOrders).toEqual([expect.objectContaining({ status: "CANCELLED", paymentStatus: "FAILED" })]);
    expect((await cartOf(buyer)).itemCount).toBe(2);
  });

  it("the provider refuses connections: clean PAYMENT_FAILED over REST too, and a retry works once it is back", async () => {
    const tee = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, tee.id, 1);
    await standIn().suspend();
    try {
      const res = await buyer.client.request("/api/shop/order/razorpay", { body: { addressInfo: { addressId: buyer.addressId } } });
      expect(res.status).toBe(402);
      expect(res.json).toEqual({ success: false, message: "Could not start the payment. Please try again." });
      expect(await stockOf(t, tee.id)).toBe(5);
    } finally {
      await standIn().resume();
    }
    const { order } = await placeOrderOk(buyer, buyer.addressId);
    expect(order.status).toBe("PENDING");
    expect(await stockOf(t, tee.id)).toBe(4);
  });
});

describe("the content security policy", () => {
  it("lets the storefront load Razorpay's checkout script and frame", async () => {
    const csp = (await new ApiClient(t.url).request("/healthz")).headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com[^;]*https:\/\/checkout\.razorpay\.com/);
  });
});
