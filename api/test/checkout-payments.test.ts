import { describe, expect, it } from "vitest";
import { hmacHex } from "../src/payments/gateway.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import {
  ABANDON_PAYMENT,
  addToCart,
  cartOf,
  type CheckoutResponse,
  orderOf,
  payInStandIn,
  placeOrderOk,
  shopper,
  stockOf,
  unpaidOrderOfNewProduct,
  UPDATE_ORDER_STATUS,
  useCheckoutServer,
  verifyPayment,
} from "./support/order-fixtures.js";

const { t, standIn } = useCheckoutServer({ RAZORPAY_TIMEOUT_MS: "1000" });
const catalogue = useCatalogue(t);

/** A customer with an unpaid order for `quantity` of a fresh ₹700 product with `stock` units. */
const unpaidOrder = (stock = 5, quantity = 2) => unpaidOrderOfNewProduct(t, catalogue, { price: 700, totalStock: stock }, quantity);

const flip = (c: string) => (c === "0" ? "1" : "0");

describe("a tampered payment is refused and changes nothing", () => {
  const cases: Array<[string, (r: CheckoutResponse, other: CheckoutResponse) => CheckoutResponse]> = [
    ["one character of the signature changed", (r) => ({ ...r, razorpay_signature: r.razorpay_signature.slice(0, -1) + flip(r.razorpay_signature.slice(-1)) })],
    ["the signature in upper case", (r) => ({ ...r, razorpay_signature: r.razorpay_signature.toUpperCase() })],
    ["a non-hex signature", (r) => ({ ...r, razorpay_signature: "g".repeat(64) })],
    ["a truncated signature", (r) => ({ ...r, razorpay_signature: r.razorpay_signature.slice(0, 40) })],
    ["order id and payment id swapped", (r) => ({ ...r, razorpay_order_id: r.razorpay_payment_id, razorpay_payment_id: r.razorpay_order_id })],
    ["another order's id, payment and signature", (_r, other) => other],
    ["another order's signature", (r, other) => ({ ...r, razorpay_signature: other.razorpay_signature })],
    ["another payment id with this signature", (r, other) => ({ ...r, razorpay_payment_id: other.razorpay_payment_id })],
    ["a signature made with a guessed secret", (r) => ({ ...r, razorpay_signature: hmacHex("rzp_test_secret", `${r.razorpay_order_id}|${r.razorpay_payment_id}`) })],
  ];

  it.each(cases)("%s", async (_label, tamper) => {
    const { product, buyer, order, payment } = await unpaidOrder();
    const genuine = await payInStandIn(t, payment);
    const other = await unpaidOrder();
    const othersPayment = await payInStandIn(t, other.payment);

    const { errors } = await verifyPayment(buyer, order.id, tamper(genuine, othersPayment));
    expect(errors?.[0]).toMatchObject({ message: "Payment verification failed", extensions: { code: "BAD_USER_INPUT" } });
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: "PENDING", paymentStatus: "PENDING", paymentId: "" });
    expect((await standIn().sandbox.findPayment(genuine.razorpay_payment_id))?.status).toBe("authorized");
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it("answers 400 with the same message over REST", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const genuine = await payInStandIn(t, payment);
    const res = await buyer.client.request("/api/shop/order/verify-razorpay", { body: { ...genuine, razorpay_signature: genuine.razorpay_signature.toUpperCase(), orderId: order.id } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: "Payment verification failed" });
  });

  it("another customer cannot verify (or learn about) my order", async () => {
    const { order, payment } = await unpaidOrder();
    const genuine = await payInStandIn(t, payment);
    const stranger = await signUpCustomer(t);
    const { errors } = await verifyPayment(stranger, order.id, genuine);
    expect(errors?.[0]).toMatchObject({ message: "Order not found!", extensions: { code: "NOT_FOUND" } });
    const rest = await stranger.client.request("/api/shop/order/verify-razorpay", { body: { ...genuine, orderId: order.id } });
    expect(rest.status).toBe(404);
  });
});

describe("the provider disagreeing with what we stored", () => {
  it.each([
    ["a different amount", { amount: 100 }],
    ["a different currency", { currency: "USD" }],
  ])("%s: refused, nothing captured, nothing paid", async (_label, changes) => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    await standIn().sandbox.alterPayment(paid.razorpay_payment_id, changes);
    const { errors } = await verifyPayment(buyer, order.id, paid);
    expect(errors?.[0]).toMatchObject({ message: "Payment verification failed: the payment does not match this order.", extensions: { code: "PAYMENT_FAILED" } });
    expect((await standIn().sandbox.findPayment(paid.razorpay_payment_id))?.status).toBe("authorized");
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: "PENDING", paymentStatus: "PENDING" });
  });

  it("a payment the provider reports as not completed is not paid", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    await standIn().sandbox.alterPayment(paid.razorpay_payment_id, { status: "created" });
    const { errors } = await verifyPayment(buyer, order.id, paid);
    expect(errors?.[0]?.extensions?.code).toBe("PAYMENT_FAILED");
    expect((await orderOf(buyer, order.id)).paymentStatus).toBe("PENDING");
  });
});

describe("verify is idempotent", () => {
  it("a replayed verify gets the same success answer and the order changes once", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    const first = await verifyPayment(buyer, order.id, paid);
    const second = await verifyPayment(buyer, order.id, paid);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data.verifyPayment.message).toBe("Payment verified and order confirmed");
    expect(second.data.verifyPayment.order.statusHistory.filter((h: { to: string }) => h.to === "CONFIRMED")).toHaveLength(1);
  });

  it("ten verifies at once: all succeed, one transition, one capture", async () => {
    const { product, buyer, order, payment } = await unpaidOrder(5, 2);
    const paid = await payInStandIn(t, payment);
    const captures = () => standIn().sandbox.requests.filter((r) => r.operation === "payments.capture" && r.status === 200).length;
    const before = captures();
    const results = await Promise.all(Array.from({ length: 10 }, () => verifyPayment(buyer, order.id, paid)));
    for (const r of results) expect(r.errors).toBeUndefined();
    const now = await orderOf(buyer, order.id);
    expect(now).toMatchObject({ status: "CONFIRMED", paymentStatus: "PAID" });
    expect(now.statusHistory.map((h: { to: string }) => h.to)).toEqual(["PENDING", "CONFIRMED"]);
    expect(captures() - before).toBe(1);
    expect(await stockOf(t, product.id)).toBe(3);
  });
});

describe("a failed payment, then a successful retry in the same window", () => {
  it("the failure keeps the order open; the retry pays it", async () => {
    const { product, buyer, order, payment } = await unpaidOrder();
    const failed = await payInStandIn(t, payment, "fail");
    expect(failed.error).toMatchObject({ code: "BAD_REQUEST_ERROR", reason: "payment_failed", metadata: { order_id: payment.providerOrderId } });
    // The failed payment cannot be passed off as paid.
    const fake = { razorpay_order_id: payment.providerOrderId, razorpay_payment_id: failed.error!.metadata.payment_id, razorpay_signature: "0".repeat(64) };
    expect((await verifyPayment(buyer, order.id, fake)).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await orderOf(buyer, order.id)).paymentStatus).toBe("PENDING");

    const retried = await payInStandIn(t, payment);
    const { data, errors } = await verifyPayment(buyer, order.id, retried);
    expect(errors).toBeUndefined();
    expect(data.verifyPayment.order).toMatchObject({ status: "CONFIRMED", paymentStatus: "PAID", paymentId: retried.razorpay_payment_id });
    expect(await stockOf(t, product.id)).toBe(3);
  });
});

/** Captures a payment at the provider itself (as its dashboard or automatic capture would), without the shop. */
async function captureAtProvider(paymentId: string, amountPaise: number) {
  const { keyId, keySecret } = standIn().keys;
  const response = await fetch(`${standIn().url}/v1/payments/${paymentId}/capture`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}` },
    body: JSON.stringify({ amount: amountPaise, currency: "INR" }),
  });
  expect(response.status).toBe(200);
}

describe("when the provider fails during verify, nothing is marked paid", () => {
  // Verify captures an unpaid order's payment at once; it fetches the payment only when the capture is refused (here:
  // captured already at the provider), so the fetch's faults are tried on such a payment.
  it.each([
    ["answers 5xx when the payment is fetched", true, () => standIn().sandbox.injectFault({ operation: "payments.fetch", kind: "status", status: 503 })],
    ["times out when the payment is fetched", true, () => standIn().sandbox.injectFault({ operation: "payments.fetch", kind: "hang" })],
    ["answers 5xx when the payment is captured", false, () => standIn().sandbox.injectFault({ operation: "payments.capture", kind: "status", status: 500 })],
    ["times out when the payment is captured", false, () => standIn().sandbox.injectFault({ operation: "payments.capture", kind: "hang" })],
  ])("the provider %s: clean PAYMENT_FAILED; a later verify succeeds", async (_label, capturedAtProvider, fault) => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    if (capturedAtProvider) await captureAtProvider(paid.razorpay_payment_id, payment.amount);
    fault();
    const { errors } = await verifyPayment(buyer, order.id, paid);
    expect(errors?.[0]).toMatchObject({ message: "We could not confirm your payment with Razorpay just now. Please try again in a moment.", extensions: { code: "PAYMENT_FAILED" } });
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: "PENDING", paymentStatus: "PENDING" });
    standIn().sandbox.clearFaults();
    expect((await verifyPayment(buyer, order.id, paid)).data.verifyPayment.order.paymentStatus).toBe("PAID");
  });

  it("the provider refuses connections: 402 over REST, nothing paid", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    await standIn().suspend();
    try {
      const res = await buyer.client.request("/api/shop/order/verify-razorpay", { body: { ...paid, orderId: order.id } });
      expect(res.status).toBe(402);
      expect(res.json.success).toBe(false);
      expect((await orderOf(buyer, order.id)).paymentStatus).toBe("PENDING");
    } finally {
      await standIn().resume();
    }
  });
});

describe("abandoning the payment window", () => {
  it("gives the stock back, cancels the order and fails its payment; twice is the same as once", async () => {
    const { product, buyer, order } = await unpaidOrder(5, 2);
    expect(await stockOf(t, product.id)).toBe(3);
    const first = await buyer.client.graphql(ABANDON_PAYMENT, { input: { orderId: order.id, reason: "Payment window closed" } });
    expect(first.errors).toBeUndefined();
    expect(first.data.abandonPayment).toMatchObject({ status: "CANCELLED", paymentStatus: "FAILED" });
    expect(first.data.abandonPayment.statusHistory.at(-1)).toMatchObject({ from: "PENDING", to: "CANCELLED", note: "Payment abandoned: Payment window closed" });
    expect(await stockOf(t, product.id)).toBe(5);
    const second = await buyer.client.graphql(ABANDON_PAYMENT, { input: { orderId: order.id } });
    expect(second.errors).toBeUndefined();
    expect(second.data.abandonPayment.statusHistory).toHaveLength(2);
    expect(await stockOf(t, product.id)).toBe(5);
    expect((await cartOf(buyer)).itemCount).toBe(2);
  });

  it("never touches a paid order", async () => {
    const { product, buyer, order, payment } = await unpaidOrder(5, 2);
    await verifyPayment(buyer, order.id, await payInStandIn(t, payment));
    const { data } = await buyer.client.graphql(ABANDON_PAYMENT, { input: { orderId: order.id } });
    expect(data.abandonPayment).toMatchObject({ status: "CONFIRMED", paymentStatus: "PAID" });
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it("is refused for someone else's order", async () => {
    const { product, order } = await unpaidOrder(5, 2);
    const stranger = await signUpCustomer(t);
    const { errors } = await stranger.client.graphql(ABANDON_PAYMENT, { input: { orderId: order.id } });
    expect(errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await stockOf(t, product.id)).toBe(3);
  });
});

describe("unpaid orders expire", () => {
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it("releases the stock of orders past their reservation, once", async () => {
    const { product, buyer, order } = await unpaidOrder(5, 2);
    expect(await t.server.services.checkout.expireUnpaidOrders(later(29))).toBe(0);
    expect(await stockOf(t, product.id)).toBe(3);

    expect(await t.server.services.checkout.expireUnpaidOrders(later(31))).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t, product.id)).toBe(5);
    const expired = await orderOf(buyer, order.id);
    expect(expired).toMatchObject({ status: "CANCELLED", paymentStatus: "FAILED" });
    expect(expired.statusHistory.at(-1)).toMatchObject({ to: "CANCELLED", note: "Payment window expired", changedBy: null });

    await t.server.services.checkout.expireUnpaidOrders(later(60));
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it("leaves paid orders alone", async () => {
    const { product, buyer, order, payment } = await unpaidOrder(5, 2);
    await verifyPayment(buyer, order.id, await payInStandIn(t, payment));
    await t.server.services.checkout.expireUnpaidOrders(later(120));
    expect((await orderOf(buyer, order.id)).paymentStatus).toBe("PAID");
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it("runs once at a time across processes: concurrent runs never return stock twice", async () => {
    const orders = await Promise.all([unpaidOrder(4, 1), unpaidOrder(4, 1), unpaidOrder(4, 1)]);
    const runs = await Promise.all(Array.from({ length: 4 }, () => t.server.services.checkout.expireUnpaidOrders(later(45))));
    expect(runs.filter((r) => r !== null).reduce<number>((sum, r) => sum + (r ?? 0), 0)).toBeGreaterThanOrEqual(3);
    for (const { product } of orders) expect(await stockOf(t, product.id)).toBe(4);
  });

  it("a payment after expiry takes the stock again when the shop still has it", async () => {
    const { product, buyer, order, payment } = await unpaidOrder(5, 2);
    await t.server.services.checkout.expireUnpaidOrders(later(31));
    expect(await stockOf(t, product.id)).toBe(5);
    const { data, errors } = await verifyPayment(buyer, order.id, await payInStandIn(t, payment));
    expect(errors).toBeUndefined();
    expect(data.verifyPayment.order).toMatchObject({ status: "CONFIRMED", paymentStatus: "PAID" });
    expect(data.verifyPayment.order.statusHistory.at(-1)).toMatchObject({ from: "CANCELLED", to: "CONFIRMED", note: expect.stringContaining("stock reserved again") });
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it("a payment after expiry is refunded when the stock is gone", async () => {
    const { product, buyer, order, payment } = await unpaidOrder(2, 2);
    await t.server.services.checkout.expireUnpaidOrders(later(31));
    const rival = await shopper(t);
    await addToCart(rival, product.id, 2);
    await placeOrderOk(rival, rival.addressId);
    expect(await stockOf(t, product.id)).toBe(0);

    const paid = await payInStandIn(t, payment);
    const { errors } = await verifyPayment(buyer, order.id, paid);
    expect(errors?.[0]).toMatchObject({ message: expect.stringContaining("refunded in full"), extensions: { code: "PAYMENT_FAILED" } });
    expect(await standIn().sandbox.findPayment(paid.razorpay_payment_id)).toMatchObject({ status: "refunded", amount_refunded: 140_000 });
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: "CANCELLED", paymentStatus: "REFUNDED", paymentId: paid.razorpay_payment_id });
    // The refund ledger has it: the late payment given back, all of it.
    const { data: ledger } = await buyer.client.graphql(`query ($id: ID!) { order(id: $id) { refundedAmount refunds { amount status method } } }`, { id: order.id });
    expect(ledger.order).toEqual({ refundedAmount: 1400, refunds: [{ amount: 1400, status: "PROCESSED", method: "GATEWAY" }] });
    expect(await stockOf(t, product.id)).toBe(0);
    // Asking again does not refund again.
    expect((await verifyPayment(buyer, order.id, paid)).errors?.[0]?.extensions?.code).toBe("PAYMENT_FAILED");
    expect((await standIn().sandbox.refundsOf(paid.razorpay_payment_id))).toHaveLength(1);
  });

  it("a payment for an order an admin cancelled is refunded, not revived", async () => {
    const { product, buyer, order, payment } = await unpaidOrder(5, 1);
    const admin = await signInAdmin(t);
    await admin.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status: "CANCELLED" });
    expect(await stockOf(t, product.id)).toBe(5);
    const paid = await payInStandIn(t, payment);
    expect((await verifyPayment(buyer, order.id, paid)).errors?.[0]?.extensions?.code).toBe("PAYMENT_FAILED");
    expect((await standIn().sandbox.findPayment(paid.razorpay_payment_id))?.status).toBe("refunded");
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: "CANCELLED", paymentStatus: "REFUNDED" });
    expect(await stockOf(t, product.id)).toBe(5);
  });
});
