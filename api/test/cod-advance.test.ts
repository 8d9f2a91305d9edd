/**
 * Issue 43, item 6: part-paid cash on delivery (COD_ADVANCE), through GraphQL against a real server, PostgreSQL and the
 * Razorpay stand-in: the advance's rule (rupees, a percentage, the ₹1 left to collect, COD_RISK_POLICY), checkout's
 * offer, placing (pending, stock held, a window for the advance only), verify and the webhooks settling it once, the
 * shipment collecting only the rest, the invoice's two parts, a cancellation refunding the advance exactly once, an
 * abandoned window, and bad input.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../src/config.js";
import { codAdvance, codAdvanceApplies } from "../src/services/orders/cod-advance.js";
import { paymentParts } from "../src/services/invoices/invoice-document.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { openCodOrders } from "../src/services/orders/cod.js";
import { addAddress, addToCart, type Customer, payInStandIn, shopper, stockOf, useCheckoutServer, verifyPayment } from "./support/order-fixtures.js";

const { t, standIn } = useCheckoutServer({ COD_ADVANCE: "99", COD_FEE: "49", COD_MAX: "50000", COD_MAX_OPEN_ORDERS: "20", LOGIN_MAX_PER_IP: "1000", REGISTER_MAX_PER_IP: "1000" });
const catalogue = useCatalogue(t);

const FIELDS = `id status paymentStatus paymentMethod paymentLabel totalAmount codFee codAdvance amountDueOnDelivery codConfirmation invoiceNumber paymentId refundedAmount
  refunds { amount status method reason }
  statusHistory { note }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${FIELDS} } payment { providerOrderId keyId amount } } }`;
const ORDER = `query ($id: ID!) { order(id: $id) { ${FIELDS} } }`;
const OPTIONS = `query ($addressId: ID!) { checkoutOptions(addressId: $addressId) { codFee codAdvance codDueOnDelivery cod { available } } }`;
const MOVE = `mutation ($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { order { status paymentStatus } } }`;
const SWITCH = `mutation ($orderId: ID!) { payCodOrderOnline(orderId: $orderId) { amount } }`;
const ABANDON = `mutation ($input: AbandonPaymentInput!) { abandonPayment(input: $input) { status paymentStatus } }`;
const CREATE_SHIPMENT = `mutation ($orderId: ID!) { createShipment(orderId: $orderId) { id codAmount } }`;
const SIMULATE = `mutation ($id: ID!, $status: ShipmentStatus!) { simulateShipmentEvent(shipmentId: $id, status: $status) { status } }`;

let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  admin = await signInAdmin(t);
}, 60_000);

const env = (values: Record<string, string>) => ({ DATA_DIR: mkdtempSync(join(tmpdir(), "sutra-advance-")), ...values });

/** A shopper in Bengaluru with 1 × ₹1,200 in the cart: a COD total of ₹1,249 with the ₹49 fee. */
async function buyer(price = 1200): Promise<{ customer: Customer; addressId: string; productId: string }> {
  const product = await catalogue.create({ price, totalStock: 10 });
  const customer = await shopper(t, "advance");
  const addressId = await addAddress(customer, { city: "Bengaluru", pincode: "560038", phone: "9876543210" });
  await addToCart(customer, product.id, 1);
  return { customer, addressId, productId: product.id };
}

async function placeCod(customer: Customer, addressId: string) {
  const { data, errors } = await customer.client.graphql(PLACE, { input: { addressId, paymentMethod: "COD" } });
  expect(errors).toBeUndefined();
  return data.placeOrder as { order: any; payment: { providerOrderId: string; keyId: string; amount: number } };
}

async function orderOf(customer: Customer, id: string) {
  const { data, errors } = await customer.client.graphql(ORDER, { id });
  expect(errors).toBeUndefined();
  return data.order;
}

async function moneyOf(orderId: string) {
  const [row] = await t.server.dataSource.query(
    `SELECT (SELECT count(*)::int FROM payments WHERE order_id = $1 AND status = 'captured') AS captured,
            (SELECT count(*)::int FROM refunds WHERE order_id = $1) AS refunds,
            (SELECT paid_paise FROM orders WHERE id = $1) AS paid,
            (SELECT cod_advance_paise FROM orders WHERE id = $1) AS advance`,
    [orderId],
  );
  return row as { captured: number; refunds: number; paid: number; advance: number };
}

/** A part-paid COD order whose advance was paid and verified. */
async function paidAdvanceOrder(price = 1200) {
  const { customer, addressId, productId } = await buyer(price);
  const { order, payment } = await placeCod(customer, addressId);
  const paid = await payInStandIn(t, payment);
  expect((await verifyPayment(customer, order.id, paid)).errors).toBeUndefined();
  return { customer, productId, order, paid };
}

describe("COD_ADVANCE and COD_RISK_POLICY", () => {
  it("read rupees or a percentage, and refuse anything else at start-up naming the setting", () => {
    expect(parseConfig(env({ COD_ADVANCE: "99" })).delivery.codAdvance).toEqual({ kind: "amount", paise: 9900 });
    expect(parseConfig(env({ COD_ADVANCE: "49.50" })).delivery.codAdvance).toEqual({ kind: "amount", paise: 4950 });
    expect(parseConfig(env({ COD_ADVANCE: "10%" })).delivery.codAdvance).toEqual({ kind: "percent", basisPoints: 1000 });
    expect(parseConfig(env({ COD_ADVANCE: "" })).delivery.codAdvance).toBeNull();
    expect(parseConfig(env({})).delivery).toMatchObject({ codAdvance: null, riskPolicy: "off" });
    expect(parseConfig(env({ COD_RISK_POLICY: "advance", COD_ADVANCE: "99" })).delivery.riskPolicy).toBe("advance");
    expect(parseConfig(env({ COD_RISK_POLICY: "hide" })).delivery.riskPolicy).toBe("hide");
    for (const bad of ["abc", "-5", "0", "0%", "95%", "5.555", "₹99", "20000", "10%%"]) {
      expect(() => parseConfig(env({ COD_ADVANCE: bad })), bad).toThrow(ConfigError);
      expect(() => parseConfig(env({ COD_ADVANCE: bad })), bad).toThrow(/^Invalid environment variable COD_ADVANCE: must be rupees like "99"/);
    }
    expect(() => parseConfig(env({ COD_RISK_POLICY: "always" }))).toThrow(/COD_RISK_POLICY/);
  });

  it("the advance: none unset; rupees as they are; a percentage of the total rounded to the paisa; always ₹1 left to collect", () => {
    const shop = (codAdvanceSetting: string, riskPolicy = "off") => parseConfig(env({ COD_ADVANCE: codAdvanceSetting, COD_RISK_POLICY: riskPolicy }));
    expect(codAdvance(shop(""), { totalPaise: 124_900, highRisk: true })).toBe(0);
    expect(codAdvance(shop("99"), { totalPaise: 124_900, highRisk: false })).toBe(9900);
    // 10 % of ₹1,249.45 = ₹124.945, rounded half up to ₹124.95; 12.5 % of ₹999.99 = ₹124.99875 → ₹125.00.
    expect(codAdvance(shop("10%"), { totalPaise: 124_945, highRisk: false })).toBe(12_495);
    expect(codAdvance(shop("12.5%"), { totalPaise: 99_999, highRisk: false })).toBe(12_500);
    // Never the whole total: ₹50 on a ₹30 order takes ₹29 and leaves ₹1 to collect; a ₹1 order takes nothing.
    expect(codAdvance(shop("50"), { totalPaise: 3000, highRisk: false })).toBe(2900);
    expect(codAdvance(shop("50"), { totalPaise: 100, highRisk: false })).toBe(0);
    // COD_RISK_POLICY=advance: only high-risk orders pay it.
    expect(codAdvance(shop("99", "advance"), { totalPaise: 124_900, highRisk: false })).toBe(0);
    expect(codAdvance(shop("99", "advance"), { totalPaise: 124_900, highRisk: true })).toBe(9900);
    expect(codAdvance(shop("99", "hide"), { totalPaise: 124_900, highRisk: true })).toBe(9900);
    expect(codAdvanceApplies(shop("99", "advance"), { highRisk: false })).toBe(false);
    expect(codAdvanceApplies(shop(""), { highRisk: true })).toBe(false);
    expect(codAdvanceApplies(shop("10%"), { highRisk: false })).toBe(true);
  });

  it("the invoice's parts: paid online and to pay on delivery, then paid on delivery; none without an advance", () => {
    expect(paymentParts({ codAdvancePaise: 9900, dueOnDeliveryPaise: 115_000, paymentStatus: "to_collect" })).toEqual([
      ["Paid online", 9900],
      ["To pay on delivery", 115_000],
    ]);
    expect(paymentParts({ codAdvancePaise: 9900, dueOnDeliveryPaise: 115_000, paymentStatus: "paid" })[1]).toEqual(["Paid on delivery", 115_000]);
    expect(paymentParts({ codAdvancePaise: 0, dueOnDeliveryPaise: 124_900, paymentStatus: "to_collect" })).toEqual([]);
    expect(paymentParts({ codAdvancePaise: 0, dueOnDeliveryPaise: null, paymentStatus: "paid" })).toEqual([]);
  });
});

describe("a part-paid cash-on-delivery order", () => {
  it("checkout says the advance and the rest; placing waits for the advance with the stock held, and verify confirms it", async () => {
    const { customer, addressId, productId } = await buyer();
    const options = await customer.client.graphql(OPTIONS, { addressId });
    expect(options.errors).toBeUndefined();
    expect(options.data.checkoutOptions).toEqual({ codFee: 49, codAdvance: 99, codDueOnDelivery: 1150, cod: { available: true } });

    const before = await stockOf(t, productId);
    const { order, payment } = await placeCod(customer, addressId);
    // Placed like an online order: pending, the window for the advance only, the stock held for it.
    expect(order).toMatchObject({ status: "PENDING", paymentStatus: "PENDING", paymentMethod: "cod", totalAmount: 1249, codFee: 49, codAdvance: 99, amountDueOnDelivery: 1150, codConfirmation: "NOT_NEEDED", invoiceNumber: null });
    expect(payment).toMatchObject({ amount: 9900 });
    expect(await stockOf(t, productId)).toBe(before - 1);

    const paid = await payInStandIn(t, payment);
    const verified = await verifyPayment(customer, order.id, paid);
    expect(verified.errors).toBeUndefined();
    const confirmed = await orderOf(customer, order.id);
    // Paying the advance is the confirmation: no COD confirmation asked; the rest is to collect at the door.
    expect(confirmed).toMatchObject({
      status: "CONFIRMED",
      paymentStatus: "TO_COLLECT",
      paymentMethod: "cod",
      paymentLabel: "Cash on delivery",
      codAdvance: 99,
      amountDueOnDelivery: 1150,
      codConfirmation: "NOT_NEEDED",
      paymentId: paid.razorpay_payment_id,
    });
    expect(confirmed.invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(confirmed.statusHistory.map((h: any) => h.note)).toContain(`Advance of ₹99.00 received (${paid.razorpay_payment_id}); ₹1,150.00 to pay on delivery`);
    expect(await moneyOf(order.id)).toEqual({ captured: 1, refunds: 0, paid: 9900, advance: 9900 });
    expect(await stockOf(t, productId)).toBe(before - 1);
    const [{ lines }] = await t.server.dataSource.query(`SELECT count(*)::int AS lines FROM cart_lines l JOIN carts c ON c.id = l.cart_id JOIN orders o ON o.user_id = c.user_id WHERE o.id = $1`, [order.id]);
    expect(lines).toBe(0);
    // The confirmation email says both parts.
    const [email] = await t.server.dataSource.query(`SELECT text_body FROM email_outbox WHERE order_id = $1 AND kind = 'order_confirmed'`, [order.id]);
    expect(email.text_body).toContain("₹99.00 paid online; the rest by cash on delivery — please pay ₹1,150.00 to the courier");

    // A replayed verify changes nothing.
    expect((await verifyPayment(customer, order.id, paid)).errors).toBeUndefined();
    expect((await orderOf(customer, order.id)).statusHistory.length).toBe(confirmed.statusHistory.length);
    expect(await moneyOf(order.id)).toEqual({ captured: 1, refunds: 0, paid: 9900, advance: 9900 });
  });

  it("the provider's webhooks alone settle the advance, once; a verify after them changes nothing", async () => {
    const { customer, addressId } = await buyer();
    const { order, payment } = await placeCod(customer, addressId);
    const paid = await payInStandIn(t, payment);
    for (const event of ["payment.authorized", "payment.captured", "order.paid", "payment.captured"] as const) {
      expect((await standIn().sandbox.sendWebhook(event, paid.razorpay_payment_id)).status).toBe(200);
    }
    const settled = await orderOf(customer, order.id);
    expect(settled).toMatchObject({ status: "CONFIRMED", paymentStatus: "TO_COLLECT", codAdvance: 99, amountDueOnDelivery: 1150, paymentId: paid.razorpay_payment_id });
    expect((await verifyPayment(customer, order.id, paid)).errors).toBeUndefined();
    expect((await orderOf(customer, order.id)).statusHistory.length).toBe(settled.statusHistory.length);
    expect(await moneyOf(order.id)).toEqual({ captured: 1, refunds: 0, paid: 9900, advance: 9900 });
  });

  it("the courier collects only the rest; delivered and collected makes it paid in full; the invoice shows both parts", async () => {
    const { customer, order } = await paidAdvanceOrder();
    const invoiceText = async () => {
      const response = await fetch(new URL(`/api/shop/order/invoice/${order.id}`, t.url), { headers: { authorization: `Bearer ${customer.token}` } });
      expect(response.status).toBe(200);
      return execFileSync("pdftotext", ["-layout", "-", "-"], { input: Buffer.from(await response.arrayBuffer()) }).toString("utf8");
    };
    const before = await invoiceText();
    expect(before).toMatch(/Total\s+₹1,249\.00/);
    expect(before).toMatch(/Paid online\s+₹99\.00/);
    expect(before).toMatch(/To pay on delivery\s+₹1,150\.00/);

    const booked = await admin.client.graphql(CREATE_SHIPMENT, { orderId: order.id });
    expect(booked.errors).toBeUndefined();
    expect(booked.data.createShipment.codAmount).toBe(1150);
    const [row] = await t.server.dataSource.query(`SELECT cod_paise FROM shipments WHERE order_id = $1`, [order.id]);
    expect(row.cod_paise).toBe(115_000);
    for (const status of ["PICKED_UP", "OUT_FOR_DELIVERY", "DELIVERED"]) {
      const moved = await admin.client.graphql(SIMULATE, { id: booked.data.createShipment.id, status });
      expect(moved.errors).toBeUndefined();
    }
    expect(await orderOf(customer, order.id)).toMatchObject({ status: "DELIVERED", paymentStatus: "PAID", amountDueOnDelivery: 1150 });
    expect(await moneyOf(order.id)).toEqual({ captured: 1, refunds: 0, paid: 124_900, advance: 9900 });
    expect(await invoiceText()).toMatch(/Paid on delivery\s+₹1,150\.00/);
  });

  it("cancelled by an admin: the advance goes back through the refund ledger exactly once, the stock back, the payment refunded", async () => {
    const { customer, productId, order, paid } = await paidAdvanceOrder();
    const stock = await stockOf(t, productId);
    const cancelled = await admin.client.graphql(MOVE, { id: order.id, status: "CANCELLED" });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data.updateOrderStatus.order).toEqual({ status: "CANCELLED", paymentStatus: "REFUNDED" });
    const seen = await orderOf(customer, order.id);
    expect(seen).toMatchObject({ refundedAmount: 99, refunds: [{ amount: 99, status: "PROCESSED", method: "GATEWAY", reason: "Order cancelled by the shop" }] });
    expect(await stockOf(t, productId)).toBe(stock + 1);
    // Asking again, and the provider's webhooks arriving late, give nothing back twice.
    const again = await admin.client.graphql(MOVE, { id: order.id, status: "CANCELLED" });
    expect(again.errors).toBeUndefined();
    expect(again.data.updateOrderStatus.order).toEqual({ status: "CANCELLED", paymentStatus: "REFUNDED" });
    expect((await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id)).status).toBe(200);
    // A replayed verify is told its payment went back, as for any refunded order.
    expect((await verifyPayment(customer, order.id, paid)).errors?.[0]?.extensions?.code).toBe("PAYMENT_FAILED");
    expect(await moneyOf(order.id)).toMatchObject({ refunds: 1 });
    expect(await stockOf(t, productId)).toBe(stock + 1);
    const [{ refunded }] = await t.server.dataSource.query(`SELECT coalesce(sum(amount_paise), 0)::int AS refunded FROM refunds WHERE order_id = $1`, [order.id]);
    expect(refunded).toBe(9900);
  });

  it("cancelled while the advance's refund is pending at the provider: the order no longer counts as an open COD order", async () => {
    const { customer, order } = await paidAdvanceOrder();
    const sandbox = standIn().sandbox;
    const before = await openCodOrders(t.server.dataSource.manager, customer.userId);
    sandbox.refundOutcome = "pending";
    try {
      const cancelled = await admin.client.graphql(MOVE, { id: order.id, status: "CANCELLED" });
      expect(cancelled.errors).toBeUndefined();
      // The payment still reads "to collect" until Razorpay's refund.processed, but the order is closed.
      expect(cancelled.data.updateOrderStatus.order).toEqual({ status: "CANCELLED", paymentStatus: "TO_COLLECT" });
      expect(await openCodOrders(t.server.dataSource.manager, customer.userId)).toBe(before - 1);
    } finally {
      sandbox.refundOutcome = "processed";
    }
  });

  it("back at the shop (returned to origin): the advance goes back through the ledger too, once, and the units are back", async () => {
    const { customer, productId, order } = await paidAdvanceOrder();
    const next = await admin.client.graphql(`query ($id: ID!) { order(id: $id) { nextStatuses } }`, { id: order.id });
    expect(next.data.order.nextStatuses).toEqual(expect.arrayContaining(["SHIPPED", "CANCELLED", "REJECTED"]));
    const stock = await stockOf(t, productId);
    expect((await admin.client.graphql(MOVE, { id: order.id, status: "SHIPPED" })).errors).toBeUndefined();
    const RTO = `mutation ($id: ID!, $reason: String!) { markOrderReturnedToOrigin(id: $id, reason: $reason) { order { status paymentStatus } } }`;
    const back = await admin.client.graphql(RTO, { id: order.id, reason: "Refused at the door" });
    expect(back.errors).toBeUndefined();
    expect(back.data.markOrderReturnedToOrigin.order).toEqual({ status: "RETURNED_TO_ORIGIN", paymentStatus: "REFUNDED" });
    expect(await orderOf(customer, order.id)).toMatchObject({ refundedAmount: 99, refunds: [{ amount: 99, status: "PROCESSED", method: "GATEWAY" }] });
    expect(await stockOf(t, productId)).toBe(stock + 1);
    // Asking again answers the order as it is, and gives nothing back twice.
    const again = await admin.client.graphql(RTO, { id: order.id, reason: "again" });
    expect(again.errors).toBeUndefined();
    expect(again.data.markOrderReturnedToOrigin.order).toEqual({ status: "RETURNED_TO_ORIGIN", paymentStatus: "REFUNDED" });
    expect(await moneyOf(order.id)).toMatchObject({ refunds: 1 });
  });

  it("the shopper closes the advance's window: the order is cancelled with its stock back, nothing charged; a payment after that is not kept", async () => {
    const { customer, addressId, productId } = await buyer();
    const stock = await stockOf(t, productId);
    const { order, payment } = await placeCod(customer, addressId);
    const abandoned = await customer.client.graphql(ABANDON, { input: { orderId: order.id } });
    expect(abandoned.errors).toBeUndefined();
    expect(abandoned.data.abandonPayment).toEqual({ status: "CANCELLED", paymentStatus: "FAILED" });
    expect(await stockOf(t, productId)).toBe(stock);
    // The window paid anyway, late: the payment is left uncaptured (the provider returns it), the order stays cancelled.
    const paid = await payInStandIn(t, payment);
    const late = await verifyPayment(customer, order.id, paid);
    expect(late.errors?.[0]).toMatchObject({
      message: "This order was cancelled before its advance was paid. Your payment was not taken; Razorpay returns it to you.",
      extensions: { code: "PAYMENT_FAILED" },
    });
    expect(await orderOf(customer, order.id)).toMatchObject({ status: "CANCELLED", paymentStatus: "FAILED", refunds: [] });
    expect(await moneyOf(order.id)).toEqual({ captured: 0, refunds: 0, paid: 0, advance: 9900 });
    expect(await stockOf(t, productId)).toBe(stock);
  });

  it("an advance never paid: the expiry sweep releases the order like any unpaid one, its stock back, nothing to refund", async () => {
    const { customer, addressId, productId } = await buyer();
    const stock = await stockOf(t, productId);
    const { order } = await placeCod(customer, addressId);
    expect(await stockOf(t, productId)).toBe(stock - 1);
    expect(await t.server.services.checkout.expireUnpaidOrders(new Date(Date.now() + 24 * 3600_000))).toBeGreaterThanOrEqual(1);
    expect(await orderOf(customer, order.id)).toMatchObject({ status: "CANCELLED", paymentStatus: "FAILED", refunds: [] });
    expect(await stockOf(t, productId)).toBe(stock);
    // The COD confirmation sweep has nothing to do with part-paid orders: they never await a confirmation.
    expect(await t.server.services.codConfirmation.cancelUnconfirmed(new Date(Date.now() + 24 * 3600_000))).toBe(0);
    expect(await moneyOf(order.id)).toEqual({ captured: 0, refunds: 0, paid: 0, advance: 9900 });
  });

  it("bad input: a forged signature, someone else's order, switching a part-paid order to online — each refused, nothing changed", async () => {
    const { customer, addressId } = await buyer();
    const { order, payment } = await placeCod(customer, addressId);
    const paid = await payInStandIn(t, payment);
    const forged = await verifyPayment(customer, order.id, { ...paid, razorpay_signature: "0".repeat(64) });
    expect(forged.errors?.[0]).toMatchObject({ message: "Payment verification failed", extensions: { code: "BAD_USER_INPUT" } });
    const stranger = await shopper(t, "stranger");
    const theirs = await verifyPayment(stranger, order.id, paid);
    expect(theirs.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await orderOf(customer, order.id)).toMatchObject({ status: "PENDING", paymentStatus: "PENDING" });
    expect(await moneyOf(order.id)).toMatchObject({ captured: 0, paid: 0 });

    expect((await verifyPayment(customer, order.id, paid)).errors).toBeUndefined();
    const switched = await customer.client.graphql(SWITCH, { orderId: order.id });
    expect(switched.errors?.[0]).toMatchObject({ message: "This order's advance is paid already: please pay the rest on delivery.", extensions: { code: "BAD_USER_INPUT" } });
    expect(await orderOf(customer, order.id)).toMatchObject({ status: "CONFIRMED", paymentStatus: "TO_COLLECT", paymentMethod: "cod", totalAmount: 1249 });
  });
});
