/**
 * Returns and exchanges through the API (issue 26): who may ask and for what (a delivered order, within the window,
 * units left, returnable items, their own order), a double submit, exchanges reserving their new size at once (the
 * last unit to one request), the money (each return refunds exactly its units' share of the line's net; parts add up
 * to the line), exactly one gateway refund under concurrent receipts, a refund the gateway refuses, restocking, the
 * replacement order of an exchange, the credit note's text and the emails.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { shopper, stockOf, UPDATE_ORDER_STATUS, useCheckoutServer } from "./support/order-fixtures.js";
import {
  adminOk,
  APPROVE_RETURN,
  approvePickReceive,
  CANCEL_RETURN,
  fetchPdf,
  orderWithLines,
  pdfText,
  PICKED_UP,
  productInSizes,
  RECEIVE_RETURN,
  REJECT_RETURN,
  REQUEST_RETURN,
  requestReturnOk,
  RETRY_REFUND,
  SET_NON_RETURNABLE,
  deliveredOrder,
  type Admin,
} from "./support/return-fixtures.js";

const { t, standIn } = useCheckoutServer();
const catalogue = useCatalogue(t);
let admin: Admin;

beforeAll(async () => {
  admin = await signInAdmin(t);
}, 60_000);

const db = () => t.server.dataSource;
const countRequests = async (orderId: string) => Number((await db().query(`SELECT count(*)::int AS n FROM return_requests WHERE order_id = $1`, [orderId]))[0].n);
const variantStock = async (variantId: string) => Number((await db().query(`SELECT stock FROM product_variants WHERE id = $1`, [variantId]))[0].stock);
const paise = (rupees: number) => Math.round(rupees * 100);

/** A new customer's delivered order of `quantity` of a new product in sizes (bought in M). */
async function delivered(quantity = 3, spec: Parameters<typeof productInSizes>[2] = { price: 1000, stock: { S: 5, M: 10, L: 5 } }) {
  const product = await productInSizes(catalogue, admin, spec);
  const buyer = await shopper(t, "ret");
  const order = await deliveredOrder(t, admin, buyer, [{ productId: product.id, quantity, size: "M" }]);
  return { product, buyer, order, line: order.lines[0] };
}

async function refused(customer: { client: Admin["client"] }, input: Record<string, unknown>, code: string, message: string | RegExp) {
  const { errors } = await customer.client.graphql(REQUEST_RETURN, { input });
  expect(errors?.[0]?.extensions?.code).toBe(code);
  if (typeof message === "string") expect(errors?.[0]?.message).toBe(message);
  else expect(errors?.[0]?.message).toMatch(message);
}

describe("who may ask for a return, and for what", () => {
  it("a delivered order's line can be returned within the window; the order shows it and its window", async () => {
    const { buyer, order, line } = await delivered(2);
    expect(order.returnRequested).toBe(false);
    expect(new Date(order.returnWindowEndsAt).getTime() - Date.now()).toBeGreaterThan(14.9 * 24 * 3600 * 1000);
    const request = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "SIZE_TOO_SMALL", note: "Tight at the chest" }] });
    expect(request).toMatchObject({ kind: "RETURN", status: "REQUESTED", refundAmount: 0, creditNoteNumber: null, nextStatuses: [] });
    expect(request.lines).toEqual([expect.objectContaining({ orderLineId: line.id, quantity: 1, reason: "SIZE_TOO_SMALL", note: "Tight at the chest", size: "M" })]);
    expect(request.history).toEqual([{ from: null, to: "REQUESTED", note: "Return requested", changedBy: null }]);
    const after = await orderWithLines(buyer, order.id);
    expect(after.returnRequested).toBe(true);
    expect(after.status).toBe("DELIVERED");
    expect(after.returns.map((r: { id: string }) => r.id)).toEqual([request.id]);
  });

  it("an order not delivered yet cannot be returned", async () => {
    const product = await productInSizes(catalogue, admin, { stock: { M: 5 } });
    const buyer = await shopper(t, "ret");
    const order = await deliveredOrder(t, admin, buyer, [{ productId: product.id, quantity: 1, size: "M" }]);
    expect((await admin.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status: "SHIPPED" })).errors).toBeUndefined();
    await refused(buyer, { orderId: order.id, lines: [{ orderLineId: order.lines[0].id, quantity: 1, reason: "DAMAGED" }] }, "BAD_USER_INPUT", "Only a delivered order can be returned or exchanged. This order is shipped.");
    expect(await countRequests(order.id)).toBe(0);
  });

  it("outside the window (delivered 16 days ago) the request is refused with the day it closed", async () => {
    const { buyer, order, line } = await delivered(1);
    await db().query(`UPDATE order_status_history SET created_at = now() - interval '16 days' WHERE order_id = $1 AND to_status = 'delivered'`, [order.id]);
    await refused(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "CHANGED_MIND" }] }, "BAD_USER_INPUT", /^Returns for this order closed on .+: items can be returned or exchanged within 15 days of delivery\.$/);
    expect(await countRequests(order.id)).toBe(0);
    expect((await orderWithLines(buyer, order.id)).returnWindowEndsAt).not.toBeNull();
  });

  it("no more units than bought, nor than are left; rejected and cancelled requests give theirs back", async () => {
    const { buyer, order, line } = await delivered(3);
    const ask = (quantity: number) => ({ orderId: order.id, lines: [{ orderLineId: line.id, quantity, reason: "CHANGED_MIND" }] });
    await refused(buyer, ask(4), "BAD_USER_INPUT", /^Only 3 of ".+ \(M\)" can still be returned/);
    const first = await requestReturnOk(buyer, ask(2));
    await refused(buyer, ask(3), "BAD_USER_INPUT", /^Only 1 of ".+ \(M\)" can still be returned/);
    await adminOk(admin, REJECT_RETURN, { id: first.id, reason: "Worn and washed" });
    const second = await requestReturnOk(buyer, ask(3));
    await refused(buyer, ask(1), "BAD_USER_INPUT", /^All units of ".+ \(M\)" have already been asked to be returned\.$/);
    await adminOk(buyer as unknown as Admin, CANCEL_RETURN, { id: second.id });
    expect((await requestReturnOk(buyer, ask(1))).status).toBe("REQUESTED");
    expect(await countRequests(order.id)).toBe(3);
  });

  it("a product or a category marked non-returnable is refused; unmarked, it can be returned", async () => {
    const { product, buyer, order, line } = await delivered(1);
    const input = { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "CHANGED_MIND" }] };
    const settings = await adminOk(admin, SET_NON_RETURNABLE, { input: { productId: product.id, nonReturnable: true } });
    expect(settings.nonReturnableProducts).toEqual([expect.objectContaining({ id: product.id })]);
    await refused(buyer, input, "BAD_USER_INPUT", /^".+ \(M\)" cannot be returned or exchanged\.$/);
    await adminOk(admin, SET_NON_RETURNABLE, { input: { productId: product.id, nonReturnable: false } });
    await adminOk(admin, SET_NON_RETURNABLE, { input: { category: "men", nonReturnable: true } });
    await refused(buyer, input, "BAD_USER_INPUT", /cannot be returned or exchanged/);
    await adminOk(admin, SET_NON_RETURNABLE, { input: { category: "men", nonReturnable: false } });
    expect(await countRequests(order.id)).toBe(0);
    expect((await requestReturnOk(buyer, input)).status).toBe("REQUESTED");
  });

  it("someone else's order is not found, and so is their request; a customer cannot approve", async () => {
    const { buyer, order, line } = await delivered(1);
    const stranger = await shopper(t, "stranger");
    const input = { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "DAMAGED" }] };
    await refused(stranger, input, "NOT_FOUND", "Order not found!");
    await refused(stranger, { ...input, orderId: "not-a-uuid" }, "NOT_FOUND", "Order not found!");
    const request = await requestReturnOk(buyer, input);
    const read = await stranger.client.graphql(`query ($id: ID!) { returnRequest(id: $id) { id } }`, { id: request.id });
    expect(read.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const cancel = await stranger.client.graphql(CANCEL_RETURN, { id: request.id });
    expect(cancel.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const approve = await buyer.client.graphql(APPROVE_RETURN, { id: request.id });
    expect(approve.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const peek = await stranger.client.graphql(`query ($id: ID!) { order(id: $id) { id } }`, { id: order.id });
    expect(peek.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("a double submit, one after the other or at once, makes one request", async () => {
    const { buyer, order, line } = await delivered(4);
    const input = { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "SIZE_TOO_LARGE" }] };
    const first = await requestReturnOk(buyer, input);
    expect((await requestReturnOk(buyer, input)).id).toBe(first.id);
    const other = await delivered(4);
    const input2 = { orderId: other.order.id, lines: [{ orderLineId: other.line.id, quantity: 2, reason: "SIZE_TOO_LARGE" }] };
    const at_once = await Promise.all([1, 2, 3, 4].map(() => requestReturnOk(other.buyer, input2)));
    expect(new Set(at_once.map((r) => r.id)).size).toBe(1);
    expect(await countRequests(other.order.id)).toBe(1);
  });

  it("a customer uploads a photo (the media store) and the request keeps it", async () => {
    const { buyer, order, line } = await delivered(1);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#aa3311" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("operations", JSON.stringify({ query: "mutation UploadReturnPhoto($file: Upload!) { uploadReturnPhoto(file: $file) { url } }", variables: { file: null } }));
    form.append("map", JSON.stringify({ 0: ["variables.file"] }));
    form.append("0", new Blob([new Uint8Array(png)], { type: "image/png" }), "tear.png");
    const upload = async (token?: string) =>
      (await fetch(new URL("/graphql", t.url), { method: "POST", headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "x-apollo-operation-name": "UploadReturnPhoto" }, body: form })).json() as Promise<any>;
    expect((await upload()).errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const { data, errors } = await upload(buyer.token);
    expect(errors).toBeUndefined();
    const request = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "DAMAGED", note: "Torn seam", photos: [data.uploadReturnPhoto.url] }] });
    expect(request.lines[0].photos).toEqual([data.uploadReturnPhoto.url]);
    expect((await fetch(new URL(data.uploadReturnPhoto.url, t.url))).status).toBe(200);
  });

  it("bad input gets a clear message and changes nothing", async () => {
    const { buyer, order, line } = await delivered(2);
    const base = { orderLineId: line.id, quantity: 1, reason: "OTHER" };
    await refused(buyer, { orderId: order.id, lines: [base] }, "BAD_USER_INPUT", "Tell us the reason in the note when you choose Other.");
    await refused(buyer, { orderId: order.id, lines: [] }, "BAD_USER_INPUT", "Choose at least one item to return");
    await refused(buyer, { orderId: order.id, lines: [{ ...base, note: "x", quantity: 0 }] }, "BAD_USER_INPUT", "quantity must be at least 1");
    await refused(buyer, { orderId: order.id, lines: [{ ...base, note: "x", orderLineId: order.id }] }, "BAD_USER_INPUT", "This item is not part of the order.");
    await refused(buyer, { orderId: order.id, lines: [{ ...base, note: "x" }, { ...base, note: "y" }] }, "BAD_USER_INPUT", "Each item can appear once in a request: set its quantity instead.");
    await refused(buyer, { orderId: order.id, lines: [{ ...base, note: "x", photos: ["https://evil.example/a.jpg"] }] }, "BAD_USER_INPUT", "A photo must be an image uploaded to this shop.");
    await refused(
      buyer,
      { orderId: order.id, lines: [{ ...base, note: "x" }], refundTo: { upiId: "ravi@okaxis" } },
      "BAD_USER_INPUT",
      "This order was paid online: its refund goes back to the payment method used, so no UPI id or bank account is needed.",
    );
    await refused(buyer, { orderId: order.id, lines: [{ ...base, note: "x" }], refundTo: { upiId: "not a upi" } }, "BAD_USER_INPUT", "A UPI id looks like name@bank, e.g. ravi.k@okaxis");
    expect(await countRequests(order.id)).toBe(0);
  });
});

describe("exchanges: another size at the same price, reserved at once", () => {
  it("M for L: L's unit is taken at request time and given back on rejection", async () => {
    const { product, buyer, order, line } = await delivered(1, { price: 1200, stock: { M: 3, L: 2 } });
    const input = { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "SIZE_TOO_SMALL", exchangeVariantId: product.variants.L }] };
    const request = await requestReturnOk(buyer, input);
    expect(request.kind).toBe("EXCHANGE");
    expect(request.lines[0].exchangeVariant).toEqual({ id: product.variants.L, size: "L", colour: null });
    expect(await variantStock(product.variants.L!)).toBe(1);
    await adminOk(admin, REJECT_RETURN, { id: request.id, reason: "Tags removed" });
    expect(await variantStock(product.variants.L!)).toBe(2);
  });

  it("the same size, another product, or another price is refused", async () => {
    const { product, buyer, order, line } = await delivered(1, { price: 1200, stock: { M: 3, L: 2 } });
    const other = await productInSizes(catalogue, admin, { price: 1200, stock: { L: 2 } });
    const ask = (exchangeVariantId: string) => ({ orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "SIZE_TOO_SMALL", exchangeVariantId }] });
    await refused(buyer, ask(product.variants.M!), "BAD_USER_INPUT", "Choose a different size or colour to exchange for.");
    await refused(buyer, ask(other.variants.L!), "BAD_USER_INPUT", "An exchange is for another size or colour of the same product.");
    await admin.client.graphql(`mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`, {
      id: product.id,
      input: { variants: [{ size: "M", stock: 3 }, { size: "L", stock: 2, price: 1500 }] },
    });
    const { data } = await buyer.client.graphql(`query ($id: ID!) { product(id: $id) { variants { id size } } }`, { id: product.id });
    const pricier = data.product.variants.find((v: { size: string }) => v.size === "L").id;
    await refused(buyer, ask(pricier), "BAD_USER_INPUT", /has a different price: an exchange is for a size or colour at the same price/);
    expect(await countRequests(order.id)).toBe(0);
  });

  it("two exchanges racing for the last L: one gets it, the other is told it is sold out; never oversold", async () => {
    const product = await productInSizes(catalogue, admin, { price: 900, stock: { M: 10, L: 1 } });
    const buyers = await Promise.all([shopper(t, "race"), shopper(t, "race")]);
    const orders: any[] = [];
    for (const b of buyers) orders.push(await deliveredOrder(t, admin, b, [{ productId: product.id, quantity: 1, size: "M" }]));
    const results = await Promise.all(
      buyers.map((b, i) =>
        b.client.graphql(REQUEST_RETURN, {
          input: { orderId: orders[i].id, lines: [{ orderLineId: orders[i].lines[0].id, quantity: 1, reason: "SIZE_TOO_SMALL", exchangeVariantId: product.variants.L }] },
        }),
      ),
    );
    const ok = results.filter((r) => !r.errors);
    const out = results.filter((r) => r.errors);
    expect(ok).toHaveLength(1);
    expect(out[0]!.errors![0]!.extensions!.code).toBe("OUT_OF_STOCK");
    expect(out[0]!.errors![0]!.message).toMatch(/\(L\)" is sold out, so it cannot be exchanged for now\.$/);
    expect(await variantStock(product.variants.L!)).toBe(0);
  });

  it("received: a linked ₹0 replacement order in the new size, shipped and delivered like any order; the request follows", async () => {
    const { product, buyer, order, line } = await delivered(1, { price: 1100, stock: { M: 3, L: 2 } });
    const request = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "SIZE_TOO_SMALL", exchangeVariantId: product.variants.L }] });
    const received = await approvePickReceive(admin, request, true);
    expect(received.status).toBe("RECEIVED");
    expect(received.refundAmount).toBe(0);
    expect(received.creditNoteNumber).toBeNull();
    expect(await variantStock(product.variants.M!)).toBe(3); // the returned M back on the shelf (2 + 1)
    expect(await variantStock(product.variants.L!)).toBe(1); // still held, now by the replacement order
    const replacement = await orderWithLines(buyer, received.replacementOrderId);
    expect(replacement.status).toBe("CONFIRMED");
    const { data } = await buyer.client.graphql(`query ($id: ID!) { order(id: $id) { totalAmount paymentStatus paymentMethod lines { size quantity net } } }`, { id: received.replacementOrderId });
    expect(data.order).toMatchObject({ totalAmount: 0, paymentStatus: "PAID", paymentMethod: "exchange", lines: [{ size: "L", quantity: 1, net: 0 }] });
    await adminOk(admin, UPDATE_ORDER_STATUS, { id: received.replacementOrderId, status: "SHIPPED" });
    expect((await orderWithLines(buyer, order.id)).returns[0].status).toBe("EXCHANGE_SHIPPED");
    await adminOk(admin, UPDATE_ORDER_STATUS, { id: received.replacementOrderId, status: "DELIVERED" });
    const done = (await orderWithLines(buyer, order.id)).returns[0];
    expect(done.status).toBe("EXCHANGE_DELIVERED");
    expect(done.history.map((h: { to: string }) => h.to)).toEqual(["REQUESTED", "APPROVED", "PICKED_UP", "RECEIVED", "EXCHANGE_SHIPPED", "EXCHANGE_DELIVERED"]);
    const kinds = (await db().query(`SELECT kind FROM email_outbox WHERE order_id = $1 ORDER BY created_at`, [order.id])).map((r: { kind: string }) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(["return_received", "return_approved", "exchange_shipped"]));
  });

  it("a replacement the shop cannot send is cancelled from Orders: its L back on the shelf, nothing to refund on it, and the M sent back refunded instead", async () => {
    const { product, buyer, order, line } = await delivered(1, { price: 1100, stock: { M: 3, L: 2 } });
    const request = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "SIZE_TOO_SMALL", exchangeVariantId: product.variants.L }] });
    const { replacementOrderId } = await approvePickReceive(admin, request, true);
    const NEXT = `query ($id: ID!) { order(id: $id) { status paymentStatus totalAmount nextStatuses } }`;
    // Nothing was paid for it, so it cannot be "rejected" (a refund of a payment); cancelling is the shop's move.
    expect(await adminOk(admin, NEXT, { id: replacementOrderId })).toMatchObject({ status: "CONFIRMED", nextStatuses: ["SHIPPED", "CANCELLED"] });
    const rejected = await admin.client.graphql(UPDATE_ORDER_STATUS, { id: replacementOrderId, status: "REJECTED" });
    expect(rejected.errors?.[0]?.message).toBe("This order is confirmed and cannot be moved to rejected. It can be moved to: shipped, cancelled.");
    // Marked shipped by mistake and taken back: the request follows both ways.
    await adminOk(admin, UPDATE_ORDER_STATUS, { id: replacementOrderId, status: "SHIPPED" });
    expect((await orderWithLines(buyer, order.id)).returns[0].status).toBe("EXCHANGE_SHIPPED");
    await adminOk(admin, UPDATE_ORDER_STATUS, { id: replacementOrderId, status: "CONFIRMED" });
    expect((await orderWithLines(buyer, order.id)).returns[0].status).toBe("RECEIVED");
    expect(await variantStock(product.variants.L!)).toBe(1);

    await adminOk(admin, UPDATE_ORDER_STATUS, { id: replacementOrderId, status: "CANCELLED" });
    expect(await adminOk(admin, NEXT, { id: replacementOrderId })).toEqual({ status: "CANCELLED", paymentStatus: "PAID", totalAmount: 0, nextStatuses: [] });
    expect(await variantStock(product.variants.L!)).toBe(2); // the replacement's L back on the shelf
    expect(await variantStock(product.variants.M!)).toBe(3); // the M sent back stays restocked
    const done = (await orderWithLines(buyer, order.id)).returns[0];
    expect(done).toMatchObject({ status: "REFUNDED", refundMethod: "GATEWAY", refundAmount: 1100, nextStatuses: [] });
    expect(done.creditNoteNumber).toMatch(/^CN-\d{6}$/);
    expect(done.history.map((h: { to: string }) => h.to)).toEqual(["REQUESTED", "APPROVED", "PICKED_UP", "RECEIVED", "EXCHANGE_SHIPPED", "RECEIVED", "REFUNDED"]);
    expect(done.history.at(-1).note).toBe(`Replacement order #${replacementOrderId.slice(-6).toUpperCase()} cancelled; refunded instead`);
    const { paymentId } = (await buyer.client.graphql(`query ($id: ID!) { order(id: $id) { paymentId } }`, { id: order.id })).data.order;
    expect((await standIn().sandbox.findPayment(paymentId))!.amount_refunded).toBe(paise(1100));
    const [cancelled] = await db().query(`SELECT text_body FROM email_outbox WHERE order_id = $1 AND kind = 'order_cancelled'`, [replacementOrderId]);
    expect(cancelled.text_body).toContain("No payment was taken for this order, so there is nothing to refund.");
    const [refundEmail] = await db().query(`SELECT text_body FROM email_outbox WHERE order_id = $1 AND kind = 'refund_issued'`, [order.id]);
    expect(refundEmail.text_body).toContain("₹1,100.00");
  });

  it("a cash-on-delivery order's replacement cancelled: the M sent back is to be refunded by hand", async () => {
    const { product, buyer, order, line } = await delivered(1, { price: 900, stock: { M: 3, L: 2 } });
    await db().query(`UPDATE orders SET payment_method = 'cod' WHERE id = $1`, [order.id]);
    const request = await requestReturnOk(buyer, {
      orderId: order.id,
      lines: [{ orderLineId: line.id, quantity: 1, reason: "SIZE_TOO_SMALL", exchangeVariantId: product.variants.L }],
      refundTo: { upiId: "ravi.k@okaxis" },
    });
    const { replacementOrderId } = await approvePickReceive(admin, request, true);
    await adminOk(admin, UPDATE_ORDER_STATUS, { id: replacementOrderId, status: "CANCELLED" });
    const owed = (await orderWithLines(buyer, order.id)).returns[0];
    expect(owed).toMatchObject({ status: "RECEIVED", refundMethod: "MANUAL", refundAmount: 900 });
    expect(owed.history.at(-1)).toMatchObject({ to: "RECEIVED", note: `Replacement order #${replacementOrderId.slice(-6).toUpperCase()} cancelled; ₹900.00 to refund by hand` });
    const MANUAL = `mutation ($id: ID!, $reference: String!) { recordManualRefund(id: $id, reference: $reference) { status refundReference } }`;
    expect(await adminOk(admin, MANUAL, { id: request.id, reference: "UPI/634512789099" })).toEqual({ status: "REFUNDED", refundReference: "UPI/634512789099" });
  });
});

describe("the money of a return", () => {
  it("a sale price and a coupon, returned in parts: each part refunds its exact share, and the parts add up to the line's net", async () => {
    const code = `RET${process.pid}${Date.now() % 10000}`;
    await adminOk(admin, `mutation ($input: PromotionInput!) { createPromotion(input: $input) { id } }`, {
      input: { kind: "COUPON", code, title: "Ten off", discountType: "PERCENT", percentOff: 10 },
    });
    const product = await productInSizes(catalogue, admin, { price: 1299, salePrice: 999.99, stock: { M: 10 } });
    const other = await catalogue.create({ price: 333.33, totalStock: 10 });
    const buyer = await shopper(t, "money");
    const order = await deliveredOrder(
      t,
      admin,
      buyer,
      [
        { productId: product.id, quantity: 3, size: "M" },
        { productId: other.id, quantity: 1 },
      ],
      { coupon: code },
    );
    const line = order.lines.find((l: { size: string | null }) => l.size === "M");
    expect(line.quantity).toBe(3);
    const lineNet = paise(line.net);
    expect(lineNet).toBeLessThan(3 * 99999); // the coupon took its share
    const refunds: number[] = [];
    for (const quantity of [1, 2]) {
      const request = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity, reason: "CHANGED_MIND" }] });
      const done = await approvePickReceive(admin, request, true);
      expect(done.status).toBe("REFUNDED");
      expect(done.refundMethod).toBe("GATEWAY");
      expect(done.refundReference).toMatch(/^rfnd_/);
      expect(done.creditNoteNumber).toMatch(/^CN-\d{6}$/);
      const part = paise(done.refundAmount);
      expect(part).toBe(paise(done.lines[0].refundAmount));
      // Per unit: the line's net ÷ 3, the remainder paise going to the later units.
      const before = refunds.reduce((a, b) => a + b, 0) > 0 ? 1 : 0;
      expect(part).toBe(Math.floor((lineNet * (before + quantity)) / 3) - Math.floor((lineNet * before) / 3));
      refunds.push(part);
    }
    expect(refunds[0]! + refunds[1]!).toBe(lineNet);
    // The stand-in refunded exactly those amounts, once each.
    const { paymentId } = (await buyer.client.graphql(`query ($id: ID!) { order(id: $id) { paymentId } }`, { id: order.id })).data.order;
    const made = await standIn().sandbox.refundsOf(paymentId);
    expect(made.map((r) => r.amount).sort((a, b) => a - b)).toEqual([...refunds].sort((a, b) => a - b));
    const emails = await db().query(`SELECT kind, text_body FROM email_outbox WHERE order_id = $1 AND kind = 'refund_issued'`, [order.id]);
    expect(emails).toHaveLength(2);
    expect(emails.map((e: { text_body: string }) => e.text_body).join("\n")).toMatch(/We have refunded ₹[\d,.]+ to your original payment method \(Razorpay\)/);
  });

  it("the credit note reverses the returned units' tax, references the invoice, and is numbered in its own series", async () => {
    const { buyer, order, line } = await delivered(2, { title: "Linen Kurta", price: 1198, stock: { M: 4 } });
    const request = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "NOT_AS_DESCRIBED" }] });
    const done = await approvePickReceive(admin, request, false);
    const { invoiceNumber } = (await buyer.client.graphql(`query ($id: ID!) { order(id: $id) { invoiceNumber } }`, { id: order.id })).data.order;
    const { status, pdf } = await fetchPdf(t, `/api/shop/returns/credit-note/${done.id}`, buyer.token);
    expect(status).toBe(200);
    const text = pdfText(pdf);
    expect(text).toContain("CREDIT NOTE");
    expect(text).toMatch(new RegExp(`Credit note\\s+${done.creditNoteNumber}`));
    expect(text).toMatch(new RegExp(`Against invoice\\s+${invoiceNumber}`));
    // Mumbai customer, Karnataka seller: IGST, reversed, for 1 of the 2 units: ₹1,198 incl. 5 % → taxable 1,140.95, IGST 57.05.
    expect(done.lines[0].tax).toEqual({ hsn: "6205", rate: 5, taxable: 1140.95, cgst: 0, sgst: 0, igst: 57.05 });
    expect(text).toMatch(/Linen Kurta \(Size M\)\s+6205\s+1\s+−₹1,140\.95\s+5%\s+−₹57\.05\s+−₹1,198\.00/);
    expect(text).toMatch(/IGST reversed\s+−₹57\.05/);
    expect(text).toMatch(/Total credited\s+−₹1,198\.00/);
    expect(text).toContain(`against tax invoice ${invoiceNumber}`);
    // Another customer cannot read it; an admin can.
    const stranger = await shopper(t, "cn");
    expect((await fetchPdf(t, `/api/shop/returns/credit-note/${done.id}`, stranger.token)).status).toBe(404);
    expect((await fetchPdf(t, `/api/admin/returns/credit-note/${done.id}`, admin.token)).status).toBe(200);
    // Damaged: not restocked.
    expect(done.lines[0].restock).toBe(false);
  });

  it("concurrent receipts and approvals: one approval, one receipt, exactly one refund of the right amount", async () => {
    const { buyer, order, line } = await delivered(2, { price: 1500, stock: { M: 5 } });
    const request = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 2, reason: "DAMAGED" }] });
    const approvals = await Promise.all([1, 2, 3, 4].map(() => admin.client.graphql(APPROVE_RETURN, { id: request.id })));
    expect(approvals.filter((r) => !r.errors)).toHaveLength(1);
    expect(approvals.filter((r) => r.errors).every((r) => r.errors![0]!.extensions!.code === "BAD_USER_INPUT")).toBe(true);
    await adminOk(admin, PICKED_UP, { id: request.id });
    const receive = { input: { id: request.id, lines: [{ orderLineId: line.id, restock: true }] } };
    const receipts = await Promise.all([1, 2, 3, 4, 5].map(() => admin.client.graphql(RECEIVE_RETURN, receive)));
    const ok = receipts.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    expect(receipts.filter((r) => r.errors)[0]!.errors![0]!.message).toBe(
      "This return request is refunded and cannot be moved to received. A refunded return request cannot be moved further.",
    );
    const { paymentId } = (await buyer.client.graphql(`query ($id: ID!) { order(id: $id) { paymentId } }`, { id: order.id })).data.order;
    const made = await standIn().sandbox.refundsOf(paymentId);
    expect(made.map((r) => r.amount)).toEqual([paise(line.net)]);
    const history = (await orderWithLines(buyer, order.id)).returns[0].history;
    expect(history.filter((h: { to: string }) => h.to === "APPROVED")).toHaveLength(1);
    expect(history.filter((h: { to: string }) => h.to === "REFUNDED")).toHaveLength(1);
  });

  it("a refund the gateway refuses stays 'refund failed' with the reason, is never shown as refunded, and a retry refunds once", async () => {
    const { buyer, order, line } = await delivered(1, { price: 800, stock: { M: 5 } });
    const request = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "DAMAGED" }] });
    await adminOk(admin, APPROVE_RETURN, { id: request.id });
    await adminOk(admin, PICKED_UP, { id: request.id });
    standIn().sandbox.injectFault({ operation: "payments.refund", kind: "status", status: 502 });
    const failed = await adminOk(admin, RECEIVE_RETURN, { input: { id: request.id, lines: [{ orderLineId: line.id, restock: true }] } });
    expect(failed.status).toBe("REFUND_FAILED");
    expect(failed.refundFailureReason).toBeTruthy();
    expect(failed.refundAmount).toBe(800); // fixed, not paid
    expect(failed.nextStatuses).toEqual(["REFUNDED"]);
    const { paymentId } = (await buyer.client.graphql(`query ($id: ID!) { order(id: $id) { paymentId } }`, { id: order.id })).data.order;
    expect(await standIn().sandbox.refundsOf(paymentId)).toEqual([]);
    const mine = (await orderWithLines(buyer, order.id)).returns[0];
    expect(mine.status).toBe("REFUND_FAILED");
    expect(await db().query(`SELECT 1 FROM email_outbox WHERE order_id = $1 AND kind = 'refund_issued'`, [order.id])).toEqual([]);

    const retried = await Promise.all([1, 2, 3].map(() => admin.client.graphql(RETRY_REFUND, { id: request.id })));
    expect(retried.filter((r) => !r.errors)).toHaveLength(1);
    const refunded = (await orderWithLines(buyer, order.id)).returns[0];
    expect(refunded.status).toBe("REFUNDED");
    expect(refunded.refundFailureReason).toBeNull();
    expect((await standIn().sandbox.refundsOf(paymentId)).map((r) => r.amount)).toEqual([80000]);
  });

  it("a pending refund waits for Razorpay's refund.processed webhook; a refund.failed one can be retried", async () => {
    const sandbox = standIn().sandbox;
    const { buyer, order, line } = await delivered(2, { price: 900, stock: { M: 5 } });
    const { paymentId } = (await buyer.client.graphql(`query ($id: ID!) { order(id: $id) { paymentId } }`, { id: order.id })).data.order;
    sandbox.refundOutcome = "pending";
    try {
      const first = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "DAMAGED" }] });
      const waiting = await approvePickReceive(admin, first, true);
      expect(waiting.status).toBe("RECEIVED");
      expect(waiting.refundReference).toMatch(/^rfnd_/);
      expect(waiting.history.at(-1).note).toMatch(/^Refund rfnd_\w+ accepted by Razorpay; waiting for the bank$/);
      const processed = await sandbox.settleRefund(waiting.refundReference, "processed");
      expect(processed.status).toBe(200);
      const done = (await orderWithLines(buyer, order.id)).returns[0];
      expect(done.status).toBe("REFUNDED");
      // The same event again (a new delivery id): nothing changes, no second email.
      expect((await sandbox.sendWebhook("refund.processed", paymentId, { body: JSON.stringify(sandbox.refundEvent("refund.processed", (await sandbox.refundsOf(paymentId))[0]!, (await sandbox.findPayment(paymentId))!)) })).status).toBe(200);
      expect((await orderWithLines(buyer, order.id)).returns[0].history).toHaveLength(done.history.length);

      const second = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "DAMAGED" }] });
      const pending = await approvePickReceive(admin, second, true);
      await sandbox.settleRefund(pending.refundReference, "failed");
      const failed = (await orderWithLines(buyer, order.id)).returns[1];
      expect(failed.status).toBe("REFUND_FAILED");
      expect(failed.refundFailureReason).toMatch(/failed at Razorpay/);
      sandbox.refundOutcome = "processed";
      const retried = await adminOk(admin, RETRY_REFUND, { id: second.id });
      expect(retried.status).toBe("REFUNDED");
      const refunds = await sandbox.refundsOf(paymentId);
      expect(refunds.map((r) => [r.status, r.amount])).toEqual([
        ["processed", 90000],
        ["failed", 90000],
        ["processed", 90000],
      ]);
      expect((await sandbox.findPayment(paymentId))!.amount_refunded).toBe(180000);
    } finally {
      sandbox.refundOutcome = "processed";
    }
  });

  it("cash on delivery (issue 25's payment method): refund details given, stored encrypted, read by the owner and admins; refunded by hand", async () => {
    const { buyer, order, line } = await delivered(2, { price: 750, stock: { M: 5 } });
    // Issue 25 adds COD orders; until it lands, an order's payment method is set the way it will store it.
    await db().query(`UPDATE orders SET payment_method = 'cod' WHERE id = $1`, [order.id]);
    const ask = (refundTo?: unknown) => ({ orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "CHANGED_MIND" }], ...(refundTo ? { refundTo } : {}) });
    await refused(buyer, ask(), "BAD_USER_INPUT", "Give a UPI id or a bank account for the refund: this order was paid in cash on delivery.");
    await refused(
      buyer,
      ask({ upiId: "ravi.k@okaxis", bankAccount: { accountName: "Ravi K", accountNumber: "123456789012", ifsc: "HDFC0001234" } }),
      "BAD_USER_INPUT",
      "Give either a UPI id or a bank account, not both.",
    );
    await refused(buyer, ask({ bankAccount: { accountName: "Ravi K", accountNumber: "1234", ifsc: "HDFC0001234" } }), "BAD_USER_INPUT", "A bank account number has 9 to 18 digits");
    const request = await requestReturnOk(buyer, ask({ upiId: "ravi.k@okaxis" }));
    expect(request.refundTo).toBe("UPI ravi.k@okaxis");
    const [stored] = await db().query(`SELECT refund_to_encrypted FROM return_requests WHERE id = $1`, [request.id]);
    expect(stored.refund_to_encrypted).toMatch(/^v1\./);
    expect(stored.refund_to_encrypted).not.toContain("okaxis");
    const asAdmin = await adminOk(admin, `query ($id: ID!) { returnRequest(id: $id) { refundTo } }`, { id: request.id });
    expect(asAdmin.refundTo).toBe("UPI ravi.k@okaxis");

    const received = await approvePickReceive(admin, request, true);
    expect(received).toMatchObject({ status: "RECEIVED", refundMethod: "MANUAL", refundAmount: 750, nextStatuses: ["REFUNDED"] });
    expect(received.creditNoteNumber).toMatch(/^CN-\d{6}$/);
    const { paymentId } = (await buyer.client.graphql(`query ($id: ID!) { order(id: $id) { paymentId } }`, { id: order.id })).data.order;
    expect(await standIn().sandbox.refundsOf(paymentId)).toEqual([]);
    const MANUAL = `mutation ($id: ID!, $reference: String!) { recordManualRefund(id: $id, reference: $reference) { status refundReference history { to note } } }`;
    const done = await adminOk(admin, MANUAL, { id: request.id, reference: "UPI/634512789012" });
    expect(done.status).toBe("REFUNDED");
    expect(done.refundReference).toBe("UPI/634512789012");
    const [email] = await db().query(`SELECT text_body FROM email_outbox WHERE order_id = $1 AND kind = 'refund_issued'`, [order.id]);
    expect(email.text_body).toContain("We have refunded ₹750.00 to UPI ravi.k@okaxis");
    // A prepaid order's request is refunded through the gateway, never "by hand".
    const prepaid = await delivered(1, { price: 500, stock: { M: 3 } });
    const other = await requestReturnOk(prepaid.buyer, { orderId: prepaid.order.id, lines: [{ orderLineId: prepaid.line.id, quantity: 1, reason: "DAMAGED" }] });
    const { errors } = await admin.client.graphql(MANUAL, { id: other.id, reference: "UPI/1" });
    expect(errors?.[0]?.message).toBe("This request is refunded through the payment gateway, not by hand.");
  });

  it("restock puts received units back on the shelf; damaged ones stay off", async () => {
    const { product, buyer, order, line } = await delivered(3, { price: 700, stock: { M: 6 } });
    expect(await stockOf(t, product.id)).toBe(3);
    const request = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 2, reason: "SIZE_TOO_LARGE" }] });
    await approvePickReceive(admin, request, true);
    expect(await stockOf(t, product.id)).toBe(5);
    const second = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "DAMAGED" }] });
    await approvePickReceive(admin, second, false);
    expect(await stockOf(t, product.id)).toBe(5);
  });
});

describe("the admin's queue and the emails", () => {
  it("filters by status and reason, pages with a cursor, and each step's email is queued once", async () => {
    const { buyer, order, line } = await delivered(3, { price: 650, stock: { M: 5 } });
    const a = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 1, reason: "NOT_AS_DESCRIBED" }] });
    const b = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId: line.id, quantity: 2, reason: "SIZE_TOO_LARGE" }] });
    await adminOk(admin, REJECT_RETURN, { id: b.id, reason: "Outside our policy for worn items" });
    const QUEUE = `query ($filter: ReturnRequestFilter, $first: Int, $after: String) { returnRequests(filter: $filter, first: $first, after: $after) { edges { cursor node { id status } } pageInfo { hasNextPage endCursor } } }`;
    const rejected = (await admin.client.graphql(QUEUE, { filter: { status: "REJECTED", reason: "SIZE_TOO_LARGE" }, first: 100 })).data.returnRequests;
    expect(rejected.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(b.id);
    expect(rejected.edges.every((e: { node: { status: string } }) => e.node.status === "REJECTED")).toBe(true);
    const page1 = (await admin.client.graphql(QUEUE, { first: 1 })).data.returnRequests;
    const page2 = (await admin.client.graphql(QUEUE, { first: 1, after: page1.pageInfo.endCursor })).data.returnRequests;
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page2.edges[0].node.id).not.toBe(page1.edges[0].node.id);
    const old = (await admin.client.graphql(QUEUE, { filter: { olderThanDays: 1 }, first: 100 })).data.returnRequests;
    expect(old.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(a.id);
    const customerQueue = await buyer.client.graphql(QUEUE, { first: 1 });
    expect(customerQueue.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const emails = await db().query(`SELECT kind, subject, text_body FROM email_outbox WHERE order_id = $1 AND kind LIKE 'return_%' ORDER BY created_at`, [order.id]);
    expect(emails.map((e: { kind: string }) => e.kind)).toEqual(["return_received", "return_received", "return_rejected"]);
    expect(emails[2].text_body).toContain("Reason: Outside our policy for worn items");
    await adminOk(admin, APPROVE_RETURN, { id: a.id });
    const approved = await db().query(`SELECT text_body FROM email_outbox WHERE order_id = $1 AND kind = 'return_approved'`, [order.id]);
    expect(approved[0].text_body).toContain("What happens next: our courier will come to your delivery address");
  });

  it("the dashboard: refunds in the range, net revenue after them, return rate by product and by reason", async () => {
    const QUERY = `{ salesInsights(days: 7) { revenue returns { refunded refunds netRevenue byProduct { productId title unitsSold unitsReturned rate } byReason { reason units requests } } } }`;
    const { data, errors } = await admin.client.graphql(QUERY);
    expect(errors).toBeUndefined();
    const { revenue, returns } = data.salesInsights;
    const [expected] = await db().query(`SELECT COALESCE(sum(refund_paise), 0)::int AS paise, count(*)::int AS n FROM return_requests WHERE status = 'refunded'`);
    expect(paise(returns.refunded)).toBe(expected.paise);
    expect(returns.refunds).toBe(expected.n);
    expect(paise(returns.netRevenue)).toBe(paise(revenue) - expected.paise);
    expect(returns.byProduct.length).toBeGreaterThan(0);
    expect(returns.byProduct.length).toBeLessThanOrEqual(10);
    for (const p of returns.byProduct) expect(p.rate).toBeCloseTo(p.unitsReturned / p.unitsSold, 4);
    const rates = returns.byProduct.map((p: { rate: number }) => p.rate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const [reasons] = await db().query(
      `SELECT count(*)::int AS n FROM (SELECT DISTINCT rl.reason FROM return_request_lines rl JOIN return_requests r ON r.id = rl.request_id WHERE r.status NOT IN ('rejected', 'cancelled')) x`,
    );
    expect(returns.byReason).toHaveLength(reasons.n);
    expect(returns.byReason.map((r: { reason: string }) => r.reason)).toContain("DAMAGED");
    // Revenue counts what was charged for orders the shop kept (a return's refund does not undo a sale; the refunds are
    // taken off in netRevenue); a ₹0 replacement order was not charged, so it is not a sale.
    const [sales] = await db().query(`SELECT COALESCE(sum(total_paise), 0)::int AS paise FROM orders WHERE paid_paise > 0 AND status IN ('confirmed', 'shipped', 'delivered')`);
    expect(paise(revenue)).toBe(sales.paise);
  });
});
