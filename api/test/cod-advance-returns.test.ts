/**
 * Issue 43 item 6, returns of part-paid cash-on-delivery orders (COD_ADVANCE), through GraphQL against a real server,
 * PostgreSQL and the Razorpay stand-in: the refund goes back the way the money came in — up to the advance not yet
 * given back through the gateway (at once), the rest by hand (recorded by an admin) — both rows of the one refund
 * ledger; a return smaller than the advance is all online; returns of one order, one after the other or at once,
 * never give the advance back twice; bad input changes nothing; the credit note is one, for the return's value.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { refundPartsOf } from "../src/services/orders/payment-policies.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { addAddress, addToCart, type Customer, payInStandIn, shopper, UPDATE_ORDER_STATUS, useCheckoutServer, verifyPayment } from "./support/order-fixtures.js";
import { adminOk, type Admin, APPROVE_RETURN, PICKED_UP, RETRY_REFUND } from "./support/return-fixtures.js";

const { t, standIn } = useCheckoutServer({ COD_ADVANCE: "99", COD_FEE: "49", COD_MAX: "50000", COD_MAX_OPEN_ORDERS: "20", LOGIN_MAX_PER_IP: "1000", REGISTER_MAX_PER_IP: "1000" });
const catalogue = useCatalogue(t);

const PARTS = `id status refundAmount refundMethod onlineRefundAmount manualRefundAmount awaitingManualRefund refundReference refundFailureReason creditNoteNumber history { to note }`;
const REQUEST = `mutation ($input: RequestReturnInput!) { requestReturn(input: $input) { id lines { orderLineId } } }`;
const RECEIVE = `mutation ($input: ReceiveReturnInput!) { receiveReturn(input: $input) { ${PARTS} } }`;
const MANUAL = `mutation ($id: ID!, $reference: String!) { recordManualRefund(id: $id, reference: $reference) { ${PARTS} } }`;
const READ = `query ($id: ID!) { returnRequest(id: $id) { ${PARTS} } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id codAdvance totalAmount } payment { providerOrderId keyId amount } } }`;
const ORDER = `query ($id: ID!) { order(id: $id) { status paymentStatus refundedAmount lines { id quantity } refunds { amount method status returnRequestId providerRefundId reference } } }`;

let admin: Admin;
beforeAll(async () => {
  admin = await signInAdmin(t);
}, 60_000);

/** A part-paid COD order (₹99 paid online through the stand-in, the rest in cash) of `quantity` × ₹`price`, delivered. */
async function deliveredPartPaid(price: number, quantity: number): Promise<{ customer: Customer; orderId: string; lineId: string; providerPaymentId: string }> {
  const product = await catalogue.create({ price, totalStock: 10 });
  const customer = await shopper(t, "advret");
  const addressId = await addAddress(customer, { city: "Bengaluru", pincode: "560038", phone: "9876543210" });
  await addToCart(customer, product.id, quantity);
  const placed = await customer.client.graphql(PLACE, { input: { addressId, paymentMethod: "COD" } });
  expect(placed.errors).toBeUndefined();
  const { order, payment } = placed.data.placeOrder;
  expect(order.codAdvance).toBe(99);
  const paid = await payInStandIn(t, payment);
  expect((await verifyPayment(customer, order.id, paid)).errors).toBeUndefined();
  for (const status of ["SHIPPED", "DELIVERED"]) await adminOk(admin, UPDATE_ORDER_STATUS, { id: order.id, status });
  const read = await orderOf(customer, order.id);
  expect(read).toMatchObject({ status: "DELIVERED", paymentStatus: "PAID" });
  return { customer, orderId: order.id, lineId: read.lines[0].id, providerPaymentId: paid.razorpay_payment_id };
}

async function orderOf(customer: Customer, id: string) {
  const { data, errors } = await customer.client.graphql(ORDER, { id });
  expect(errors).toBeUndefined();
  return data.order;
}

/** The customer asks to return `quantity` units (a COD order's return gives the UPI id for the cash part); approved and picked up. */
async function pickedUp(customer: Customer, orderId: string, lineId: string, quantity: number): Promise<{ id: string; lines: Array<{ orderLineId: string }> }> {
  const { data, errors } = await customer.client.graphql(REQUEST, {
    input: { orderId, lines: [{ orderLineId: lineId, quantity, reason: "CHANGED_MIND" }], refundTo: { upiId: "ravi.k@okaxis" } },
  });
  expect(errors).toBeUndefined();
  await adminOk(admin, APPROVE_RETURN, { id: data.requestReturn.id });
  await adminOk(admin, PICKED_UP, { id: data.requestReturn.id });
  return data.requestReturn;
}

const receive = (request: { id: string; lines: Array<{ orderLineId: string }> }) =>
  admin.client.graphql(RECEIVE, { input: { id: request.id, lines: request.lines.map((l) => ({ orderLineId: l.orderLineId, restock: true })) } });

async function ledgerOf(orderId: string) {
  const [row] = await t.server.dataSource.query(
    `SELECT coalesce(sum(amount_paise) FILTER (WHERE method = 'gateway'), 0)::int AS gateway, coalesce(sum(amount_paise) FILTER (WHERE method = 'manual'), 0)::int AS manual,
            count(*)::int AS rows FROM refunds WHERE order_id = $1 AND status <> 'failed'`,
    [orderId],
  );
  return row as { gateway: number; manual: number; rows: number };
}

describe("refundPartsOf: money goes back the way it came in", () => {
  it("online all through the gateway; COD all by hand; part-paid up to the advance left online, the rest by hand", () => {
    expect(refundPartsOf({ paymentMethod: "razorpay", codAdvancePaise: 0 }, 120_000, 0)).toEqual({ gatewayPaise: 120_000, manualPaise: 0 });
    expect(refundPartsOf({ paymentMethod: "cod", codAdvancePaise: 0 }, 120_000, 0)).toEqual({ gatewayPaise: 0, manualPaise: 120_000 });
    expect(refundPartsOf({ paymentMethod: "cod", codAdvancePaise: 9900 }, 120_000, 0)).toEqual({ gatewayPaise: 9900, manualPaise: 110_100 });
    expect(refundPartsOf({ paymentMethod: "cod", codAdvancePaise: 9900 }, 6000, 0)).toEqual({ gatewayPaise: 6000, manualPaise: 0 });
    expect(refundPartsOf({ paymentMethod: "cod", codAdvancePaise: 9900 }, 6000, 6000)).toEqual({ gatewayPaise: 3900, manualPaise: 2100 });
    expect(refundPartsOf({ paymentMethod: "cod", codAdvancePaise: 9900 }, 6000, 9900)).toEqual({ gatewayPaise: 0, manualPaise: 6000 });
    // More given back than the advance (never by this rule, but a cap must not go negative).
    expect(refundPartsOf({ paymentMethod: "cod", codAdvancePaise: 9900 }, 6000, 12_000)).toEqual({ gatewayPaise: 0, manualPaise: 6000 });
  });
});

describe("a part-paid COD order returned", () => {
  it("whole: the ₹99 advance goes back through the gateway at once, the rest waits to be refunded by hand, then refunded; one credit note", async () => {
    const { customer, orderId, lineId, providerPaymentId } = await deliveredPartPaid(1200, 1);
    const request = await pickedUp(customer, orderId, lineId, 1);
    const received = await receive(request);
    expect(received.errors).toBeUndefined();
    const fixed = received.data.receiveReturn;
    // ₹1,200 of goods back (the ₹49 COD fee is not refunded, as for any COD return): ₹99 online, ₹1,101 by hand.
    expect(fixed).toMatchObject({
      status: "RECEIVED",
      refundAmount: 1200,
      refundMethod: "MANUAL",
      onlineRefundAmount: 99,
      manualRefundAmount: 1101,
      awaitingManualRefund: true,
      creditNoteNumber: expect.stringMatching(/^CN-\d{6}$/),
    });
    expect(fixed.history.at(-1).note).toBe("₹99.00 back to the original payment method; ₹1,101.00 left to refund by hand");
    // The gateway row went through the stand-in, on the advance's payment; the order is partly refunded.
    const first = await orderOf(customer, orderId);
    expect(first.refunds).toEqual([
      { amount: 99, method: "GATEWAY", status: "PROCESSED", returnRequestId: request.id, providerRefundId: expect.stringMatching(/^rfnd_/), reference: null },
    ]);
    expect(first.paymentStatus).toBe("PARTIALLY_REFUNDED");
    const [{ provider_payment_id }] = await t.server.dataSource.query(`SELECT provider_payment_id FROM refunds WHERE return_request_id = $1`, [request.id]);
    expect(provider_payment_id).toBe(providerPaymentId);
    expect((await standIn().sandbox.refundsOf(providerPaymentId)).map((r) => r.amount)).toEqual([9900]);
    // Nothing to retry (the online part is not failed); a too-short reference is refused; neither changes anything.
    expect((await admin.client.graphql(RETRY_REFUND, { id: request.id })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const short = await admin.client.graphql(MANUAL, { id: request.id, reference: "x" });
    expect(short.errors?.[0]).toMatchObject({ message: "Give the reference of the manual refund (UPI or bank transfer id).", extensions: { code: "BAD_USER_INPUT" } });
    expect((await customer.client.graphql(MANUAL, { id: request.id, reference: "UPI/634512789099" })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await ledgerOf(orderId)).toEqual({ gateway: 9900, manual: 0, rows: 1 });

    const done = (await admin.client.graphql(MANUAL, { id: request.id, reference: "UPI/634512789099" })).data.recordManualRefund;
    expect(done).toMatchObject({ status: "REFUNDED", refundMethod: "MANUAL", onlineRefundAmount: 99, awaitingManualRefund: false, refundReference: "UPI/634512789099", creditNoteNumber: fixed.creditNoteNumber });
    expect(await ledgerOf(orderId)).toEqual({ gateway: 9900, manual: 110_100, rows: 2 });
    const after = await orderOf(customer, orderId);
    expect(after).toMatchObject({ refundedAmount: 1200, paymentStatus: "PARTIALLY_REFUNDED" });
    expect(after.refunds.map((r: { method: string }) => r.method)).toEqual(["GATEWAY", "MANUAL"]);
    // One refund email, naming both parts.
    const emails = await t.server.dataSource.query(`SELECT text_body FROM email_outbox WHERE order_id = $1 AND kind = 'refund_issued'`, [orderId]);
    expect(emails).toHaveLength(1);
    expect(emails[0].text_body).toContain("We have refunded ₹1,200.00 to your original payment method (Razorpay) (₹99.00) and UPI ravi.k@okaxis (₹1,101.00)");
    // Recording it again is refused (refunded already) and adds nothing.
    expect((await admin.client.graphql(MANUAL, { id: request.id, reference: "UPI/634512789100" })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await ledgerOf(orderId)).toMatchObject({ rows: 2 });
    const [{ notes }] = await t.server.dataSource.query(`SELECT count(*)::int AS notes FROM return_requests WHERE id = $1 AND credit_note_number IS NOT NULL`, [request.id]);
    expect(notes).toBe(1);
  });

  it("in parts: a return below the advance is all online; the next takes what is left of it and the rest by hand; the advance never goes back twice", async () => {
    const { customer, orderId, lineId } = await deliveredPartPaid(60, 3);
    const one = await receive(await pickedUp(customer, orderId, lineId, 1));
    expect(one.errors).toBeUndefined();
    expect(one.data.receiveReturn).toMatchObject({ status: "REFUNDED", refundMethod: "GATEWAY", refundAmount: 60, onlineRefundAmount: 60, manualRefundAmount: 0, awaitingManualRefund: false });
    // Nothing of it is by hand (it is refunded already): recording a manual refund is refused and changes nothing.
    const notManual = await admin.client.graphql(MANUAL, { id: one.data.receiveReturn.id, reference: "UPI/634512789099" });
    expect(notManual.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^This return request is refunded and cannot be moved to refunded/), extensions: { code: "BAD_USER_INPUT" } });
    expect(await ledgerOf(orderId)).toEqual({ gateway: 6000, manual: 0, rows: 1 });
    const [email] = await t.server.dataSource.query(`SELECT text_body FROM email_outbox WHERE order_id = $1 AND kind = 'refund_issued'`, [orderId]);
    expect(email.text_body).toContain("We have refunded ₹60.00 to your original payment method (Razorpay);");

    const two = (await receive(await pickedUp(customer, orderId, lineId, 1))).data.receiveReturn;
    expect(two).toMatchObject({ status: "RECEIVED", refundMethod: "MANUAL", refundAmount: 60, onlineRefundAmount: 39, manualRefundAmount: 21, awaitingManualRefund: true });
    expect(await ledgerOf(orderId)).toEqual({ gateway: 9900, manual: 0, rows: 2 });
    expect((await admin.client.graphql(MANUAL, { id: two.id, reference: "NEFT/N12345678" })).data.recordManualRefund).toMatchObject({ status: "REFUNDED" });

    // The last unit (with whatever goes back with the whole order): the advance is spent, so all of it by hand.
    const three = (await receive(await pickedUp(customer, orderId, lineId, 1))).data.receiveReturn;
    expect(three).toMatchObject({ status: "RECEIVED", refundMethod: "MANUAL", onlineRefundAmount: 0, awaitingManualRefund: true });
    expect(three.manualRefundAmount).toBe(three.refundAmount);
    expect(await ledgerOf(orderId)).toEqual({ gateway: 9900, manual: 2100, rows: 3 });
    expect((await admin.client.graphql(MANUAL, { id: three.id, reference: "UPI/111122223333" })).data.recordManualRefund).toMatchObject({ status: "REFUNDED" });
    const [{ gateway }] = await t.server.dataSource.query(`SELECT sum(amount_paise)::int AS gateway FROM refunds WHERE order_id = $1 AND method = 'gateway'`, [orderId]);
    expect(gateway).toBe(9900);
  });

  it("two returns received at once: between them the advance goes back once, each return's parts add up to its value", async () => {
    const { customer, orderId, lineId } = await deliveredPartPaid(80, 2);
    const a = await pickedUp(customer, orderId, lineId, 1);
    const b = await pickedUp(customer, orderId, lineId, 1);
    const [ra, rb] = await Promise.all([receive(a), receive(b)]);
    expect(ra.errors).toBeUndefined();
    expect(rb.errors).toBeUndefined();
    const both = [ra.data.receiveReturn, rb.data.receiveReturn];
    for (const r of both) expect(r.onlineRefundAmount + r.manualRefundAmount).toBeCloseTo(r.refundAmount, 2);
    // Whichever came first took ₹80 of the ₹99 online; the other the ₹19 left.
    expect(both.map((r) => r.onlineRefundAmount).sort((x, y) => x - y)).toEqual([19, 80]);
    expect((await ledgerOf(orderId)).gateway).toBe(9900);
  });

  it("the online part refused by the gateway: refund failed; the part by hand recorded meanwhile; a retry gives the advance back once and ends it", async () => {
    const { customer, orderId, lineId, providerPaymentId } = await deliveredPartPaid(1200, 1);
    const request = await pickedUp(customer, orderId, lineId, 1);
    standIn().sandbox.injectFault({ operation: "payments.refund", kind: "status", status: 502 });
    const failed = (await receive(request)).data.receiveReturn;
    expect(failed).toMatchObject({ status: "REFUND_FAILED", onlineRefundAmount: 99, manualRefundAmount: 1101, awaitingManualRefund: true });
    const byHand = (await admin.client.graphql(MANUAL, { id: request.id, reference: "UPI/634512789099" })).data.recordManualRefund;
    // Still failed online, with its reason, until the retry.
    expect(byHand).toMatchObject({ status: "REFUND_FAILED", awaitingManualRefund: false, refundFailureReason: expect.any(String) });
    expect(byHand.history.at(-1).note).toBe("Refunded by hand: UPI/634512789099; ₹1,101.00 refunded by hand; ₹99.00 still on its way to the original payment method");
    // Recorded once only.
    const twice = await admin.client.graphql(MANUAL, { id: request.id, reference: "UPI/634512789100" });
    expect(twice.errors?.[0]).toMatchObject({ message: "The refund by hand of this return is already recorded.", extensions: { code: "CONFLICT" } });
    const retried = await Promise.all([1, 2].map(() => admin.client.graphql(RETRY_REFUND, { id: request.id })));
    expect(retried.filter((r) => !r.errors)).toHaveLength(1);
    expect((await admin.client.graphql(READ, { id: request.id })).data.returnRequest).toMatchObject({ status: "REFUNDED", awaitingManualRefund: false, refundFailureReason: null });
    expect((await standIn().sandbox.refundsOf(providerPaymentId)).map((r) => r.amount)).toEqual([9900]);
    expect(await ledgerOf(orderId)).toEqual({ gateway: 9900, manual: 110_100, rows: 2 });
  });

  it("bad input changes nothing: an unknown request, a request not yet received", async () => {
    const { customer, orderId, lineId } = await deliveredPartPaid(1200, 1);
    const request = await pickedUp(customer, orderId, lineId, 1);
    const unknown = await admin.client.graphql(MANUAL, { id: "00000000-0000-4000-8000-000000000000", reference: "UPI/634512789099" });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const early = await admin.client.graphql(MANUAL, { id: request.id, reference: "UPI/634512789099" });
    expect(early.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await ledgerOf(orderId)).toEqual({ gateway: 0, manual: 0, rows: 0 });
    const read = (await admin.client.graphql(READ, { id: request.id })).data.returnRequest;
    expect(read).toMatchObject({ status: "PICKED_UP", refundAmount: 0, onlineRefundAmount: 0, manualRefundAmount: 0, awaitingManualRefund: false });
  });
});
