/**
 * The refund ledger (issue 40): every refund is a row of its own, made by one path whatever caused it — an admin
 * cancelling a paid order, a return, a replacement of an exchange sent back, a cash-on-delivery buyer refunded by hand —
 * and the order's payment status is derived from it: REFUNDED once what went back equals what was paid, PARTIALLY_REFUNDED
 * while it is less. The owner and admins read `Order.refunds` and `Order.refundedAmount`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { addAddress, addToCart, type Customer, payInStandIn, placeOrderOk, shopper, UPDATE_ORDER_STATUS, useCheckoutServer, verifyPayment } from "./support/order-fixtures.js";
import { adminOk, type Admin, approvePickReceive, deliveredOrder, orderWithLines, productInSizes, RECEIVE_RETURN, requestReturnOk } from "./support/return-fixtures.js";

const { t, standIn } = useCheckoutServer({ COD_MAX_OPEN_ORDERS: "100" });
const catalogue = useCatalogue(t);
let admin: Admin;

beforeAll(async () => {
  admin = await signInAdmin(t);
}, 60_000);

const LEDGER = `query ($id: ID!) { order(id: $id) { id status paymentStatus totalAmount refundedAmount paymentId
  refunds { id amount method status reason providerRefundId returnRequestId createdAt } } }`;
const paise = (rupees: number) => Math.round(rupees * 100);

async function ledgerOf(reader: { client: Admin["client"] }, orderId: string) {
  const { data, errors } = await reader.client.graphql(LEDGER, { id: orderId });
  expect(errors).toBeUndefined();
  return data.order;
}

/** A new customer's delivered, prepaid order of `quantity` of a product in sizes, bought in M. */
async function delivered(quantity: number, price = 1000) {
  const product = await productInSizes(catalogue, admin, { price, stock: { M: 10, L: 10 } });
  const buyer = await shopper(t, "ledger");
  const order = await deliveredOrder(t, admin, buyer, [{ productId: product.id, quantity, size: "M" }]);
  return { product, buyer, order, line: order.lines[0] };
}

describe("returns through the ledger", () => {
  it("a whole return of a paid order: one processed refund of the total, paymentStatus REFUNDED", async () => {
    const { buyer, order, line } = await delivered(2);
    const request = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 2, reason: "CHANGED_MIND" }] });
    const received = await approvePickReceive(admin, request);
    expect(received.status).toBe("REFUNDED");

    const read = await ledgerOf(buyer, order.id);
    expect(read).toMatchObject({ paymentStatus: "REFUNDED", totalAmount: 2000, refundedAmount: 2000 });
    expect(read.refunds).toHaveLength(1);
    expect(read.refunds[0]).toMatchObject({ amount: 2000, method: "GATEWAY", status: "PROCESSED", returnRequestId: request.id });
    expect(read.refunds[0].providerRefundId).toMatch(/^rfnd_/);
    expect((await standIn().sandbox.findPayment(read.paymentId))!.amount_refunded).toBe(paise(2000));

    // The admin's CSV export reads the same ledger.
    const csv = await fetch(new URL(`/api/admin/orders/export.csv?reference=${encodeURIComponent(`#${order.id.slice(-6)}`)}`, t.url), { headers: { authorization: `Bearer ${admin.token}` } });
    const [header, row] = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n").map((line) => line.split(","));
    expect(row![header!.indexOf("Payment status")]).toBe("refunded");
    expect(row![header!.indexOf("Refunded (INR)")]).toBe("2000.00");
  });

  it("half of it returned: PARTIALLY_REFUNDED with what went back; the rest later makes it REFUNDED", async () => {
    const { buyer, order, line } = await delivered(2);
    const first = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "CHANGED_MIND" }] });
    await approvePickReceive(admin, first);
    expect(await ledgerOf(buyer, order.id)).toMatchObject({ paymentStatus: "PARTIALLY_REFUNDED", refundedAmount: 1000, refunds: [{ amount: 1000, status: "PROCESSED" }] });
    // Its tax invoice stays the shopper's to download (a credit note reverses the part returned).
    const invoice = await fetch(new URL(`/api/shop/order/invoice/${order.id}`, t.url), { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(invoice.status).toBe(200);
    expect((await buyer.client.graphql(`query ($id: ID!) { order(id: $id) { invoiceAvailable } }`, { id: order.id })).data.order.invoiceAvailable).toBe(true);

    const second = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "CHANGED_MIND" }] });
    await approvePickReceive(admin, second);
    const read = await ledgerOf(buyer, order.id);
    expect(read).toMatchObject({ paymentStatus: "REFUNDED", refundedAmount: 2000 });
    expect(read.refunds.map((r: { returnRequestId: string }) => r.returnRequestId)).toEqual([first.id, second.id]);
  });

  it("a refund the bank settles later: PENDING in the ledger until the provider's webhook processes it by its id", async () => {
    const { buyer, order, line } = await delivered(1);
    const sandbox = standIn().sandbox;
    sandbox.refundOutcome = "pending";
    try {
      const request = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "DAMAGED" }] });
      const received = await approvePickReceive(admin, request);
      expect(received.status).toBe("RECEIVED");
      const waiting = await ledgerOf(buyer, order.id);
      expect(waiting).toMatchObject({ paymentStatus: "PAID", refundedAmount: 0, refunds: [{ amount: 1000, status: "PENDING" }] });
      expect((await sandbox.settleRefund(waiting.refunds[0].providerRefundId, "processed")).status).toBe(200);
    } finally {
      sandbox.refundOutcome = "processed";
    }
    expect(await ledgerOf(buyer, order.id)).toMatchObject({ paymentStatus: "REFUNDED", refundedAmount: 1000, refunds: [{ status: "PROCESSED" }] });
    expect((await orderWithLines(buyer, order.id)).returns[0].status).toBe("REFUNDED");
  });
});

describe("an admin cancelling a paid order", () => {
  it("shows its one refund, of the whole total, through the gateway", async () => {
    const product = await catalogue.create({ price: 1500, totalStock: 5 });
    const buyer = await shopper(t, "cancel");
    await addToCart(buyer, product.id, 1);
    const placed = await placeOrderOk(buyer, buyer.addressId);
    expect((await verifyPayment(buyer, placed.order.id, await payInStandIn(t, placed.payment))).errors).toBeUndefined();
    await adminOk(admin, UPDATE_ORDER_STATUS, { id: placed.order.id, status: "CANCELLED" });

    const read = await ledgerOf(admin, placed.order.id);
    expect(read).toMatchObject({ status: "CANCELLED", paymentStatus: "REFUNDED", refundedAmount: 1500 });
    expect(read.refunds).toEqual([expect.objectContaining({ amount: 1500, method: "GATEWAY", status: "PROCESSED", returnRequestId: null })]);
    expect(read.refunds[0].reason).toMatch(/cancelled/i);
  });
});

describe("an exchange's replacement sent back", () => {
  it("is refunded to the original order's payment (prepaid), not 'refund failed'", async () => {
    const { product, buyer, order, line } = await delivered(1, 1200);
    const exchange = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "SIZE_TOO_SMALL", exchangeVariantId: product.variants.L }] });
    const { replacementOrderId } = await approvePickReceive(admin, exchange);
    for (const status of ["SHIPPED", "DELIVERED"]) await adminOk(admin, UPDATE_ORDER_STATUS, { id: replacementOrderId, status });

    const replacement = await orderWithLines(buyer, replacementOrderId);
    const request = await requestReturnOk(buyer, { orderId: replacementOrderId, lines: [{ orderLineId: replacement.lines[0].id, quantity: 1, reason: "CHANGED_MIND" }] });
    const received = await approvePickReceive(admin, request);
    expect(received).toMatchObject({ status: "REFUNDED", refundMethod: "GATEWAY", refundAmount: 1200 });

    // The money went back on the payment the shopper made for the original order.
    const original = await ledgerOf(buyer, order.id);
    expect(original).toMatchObject({ paymentStatus: "REFUNDED", refundedAmount: 1200, refunds: [{ amount: 1200, status: "PROCESSED", returnRequestId: request.id }] });
    expect((await standIn().sandbox.findPayment(original.paymentId))!.amount_refunded).toBe(paise(1200));
  });

  it("of a cash-on-delivery order: refunded by hand to the UPI id the shopper gives", async () => {
    const product = await productInSizes(catalogue, admin, { price: 800, stock: { M: 5, L: 5 } });
    const buyer: Customer & { addressId: string } = await shopper(t, "codx");
    const addressId = await addAddress(buyer, { city: "Bengaluru", pincode: "560038", phone: "9876543210" });
    await addToCart(buyer, product.id, 1, { size: "M" });
    const placed = await buyer.client.graphql(`mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id lines { id } } } }`, {
      input: { addressId, paymentMethod: "COD" },
    });
    expect(placed.errors).toBeUndefined();
    const order = placed.data.placeOrder.order;
    // Confirmed by phone first: an unconfirmed COD order may not ship (issue 43).
    await adminOk(admin, `mutation ($orderId: ID!) { adminConfirmCodOrder(orderId: $orderId) { id } }`, { orderId: order.id });
    await adminOk(admin, UPDATE_ORDER_STATUS, { id: order.id, status: "SHIPPED" });
    await adminOk(admin, `mutation ($id: ID!) { markOrderCollected(id: $id) { message } }`, { id: order.id });

    const exchange = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: order.lines[0].id, quantity: 1, reason: "SIZE_TOO_SMALL", exchangeVariantId: product.variants.L }] });
    const { replacementOrderId } = await approvePickReceive(admin, exchange);
    for (const status of ["SHIPPED", "DELIVERED"]) await adminOk(admin, UPDATE_ORDER_STATUS, { id: replacementOrderId, status });
    const replacement = await orderWithLines(buyer, replacementOrderId);

    // The replacement was paid for in cash: its refund is made by hand, so the shopper says where to.
    const withoutUpi = await buyer.client.graphql(`mutation ($input: RequestReturnInput!) { requestReturn(input: $input) { id } }`, {
      input: { orderId: replacementOrderId, lines: [{ orderLineId: replacement.lines[0].id, quantity: 1, reason: "CHANGED_MIND" }] },
    });
    expect(withoutUpi.errors?.[0]?.message).toBe("Give a UPI id or a bank account for the refund: this order was paid in cash on delivery.");
    const request = await requestReturnOk(buyer, {
      orderId: replacementOrderId,
      lines: [{ orderLineId: replacement.lines[0].id, quantity: 1, reason: "CHANGED_MIND" }],
      refundTo: { upiId: "meera@okhdfc" },
    });
    const received = await approvePickReceive(admin, request);
    expect(received).toMatchObject({ status: "RECEIVED", refundMethod: "MANUAL", refundAmount: 800 });
    const MANUAL = `mutation ($id: ID!, $reference: String!) { recordManualRefund(id: $id, reference: $reference) { status refundReference } }`;
    expect(await adminOk(admin, MANUAL, { id: request.id, reference: "UPI/889900112233" })).toEqual({ status: "REFUNDED", refundReference: "UPI/889900112233" });
    expect(await ledgerOf(buyer, order.id)).toMatchObject({
      paymentStatus: "REFUNDED",
      refundedAmount: 800,
      refunds: [{ amount: 800, method: "MANUAL", status: "PROCESSED", returnRequestId: request.id }],
    });
  });
});

describe("who reads the ledger", () => {
  it("another customer sees nothing of an order's refunds", async () => {
    const { order } = await delivered(1);
    const stranger = await shopper(t, "peek");
    const { errors } = await stranger.client.graphql(LEDGER, { id: order.id });
    expect(errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("receiving a return twice at once still makes one refund", async () => {
    const { buyer, order, line } = await delivered(1);
    const request = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "DAMAGED" }] });
    await adminOk(admin, `mutation ($id: ID!) { approveReturn(id: $id) { id } }`, { id: request.id });
    await adminOk(admin, `mutation ($id: ID!) { markReturnPickedUp(id: $id) { id } }`, { id: request.id });
    const input = { id: request.id, lines: [{ orderLineId: line.id, restock: true }] };
    const both = await Promise.all([admin.client.graphql(RECEIVE_RETURN, { input }), admin.client.graphql(RECEIVE_RETURN, { input })]);
    expect(both.filter((r) => !r.errors)).toHaveLength(1);
    const read = await ledgerOf(buyer, order.id);
    expect(read.refunds).toHaveLength(1);
    expect((await standIn().sandbox.findPayment(read.paymentId))!.amount_refunded).toBe(paise(1000));
  });
});

describe("money that came late or twice", () => {
  it("a second payment for a paid order is refunded through the ledger and does not count as the order's money going back", async () => {
    const product = await catalogue.create({ price: 700, totalStock: 5 });
    const buyer = await shopper(t, "twice");
    await addToCart(buyer, product.id, 1);
    const placed = await placeOrderOk(buyer, buyer.addressId);
    const first = await payInStandIn(t, placed.payment);
    // Paid again in another tab before the first was verified; the provider captures the second one by itself.
    const second = await payInStandIn(t, placed.payment);
    expect((await verifyPayment(buyer, placed.order.id, first)).errors).toBeUndefined();
    const keys = standIn().keys;
    const captured = await fetch(`${standIn().url}/v1/payments/${second.razorpay_payment_id}/capture`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`, "content-type": "application/json" },
      body: JSON.stringify({ amount: paise(700), currency: "INR" }),
    });
    expect(captured.status).toBe(200);
    expect((await standIn().sandbox.sendWebhook("payment.captured", second.razorpay_payment_id)).status).toBe(200);

    const read = await ledgerOf(buyer, placed.order.id);
    expect(read).toMatchObject({ paymentStatus: "PAID", refundedAmount: 0, paymentId: first.razorpay_payment_id });
    expect(read.refunds).toEqual([expect.objectContaining({ amount: 700, method: "GATEWAY", status: "PROCESSED", reason: "Duplicate payment for an order already paid" })]);
    expect((await standIn().sandbox.findPayment(second.razorpay_payment_id))!.amount_refunded).toBe(paise(700));
    expect((await standIn().sandbox.findPayment(first.razorpay_payment_id))!.amount_refunded).toBe(0);
  });
});
