/**
 * Issue 43, item 5: paying online saves the prepaid discount (PREPAID_DISCOUNT), and a cash-on-delivery order can be
 * paid online instead before it ships (payCodOrderOnline), through GraphQL against a real server, PostgreSQL and the
 * Razorpay stand-in: the discount at checkout (named, spread over the lines to the paisa, GST per line), the switch end
 * to end, a window closed without paying, a double verify and a double press, and every refusal.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../src/config.js";
import { prepaidDiscountPaise } from "../src/services/orders/prepaid-discount.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { addAddress, addToCart, type Customer, payInStandIn, shopper, useCheckoutServer, verifyPayment } from "./support/order-fixtures.js";

const { t, standIn } = useCheckoutServer({ PREPAID_DISCOUNT: "50", COD_FEE: "49", COD_MAX: "50000", COD_MAX_OPEN_ORDERS: "20", LOGIN_MAX_PER_IP: "1000", REGISTER_MAX_PER_IP: "1000" });
const catalogue = useCatalogue(t);

const FIELDS = `id status paymentStatus payOnlineDiscount paymentMethod paymentLabel totalAmount subtotal discount codFee codConfirmation invoiceNumber paymentId
  discounts { name kind code amount }
  lines { productId quantity lineTotal discount net tax { taxable cgst sgst igst } }
  statusHistory { note }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${FIELDS} } payment { providerOrderId keyId amount } } }`;
const ORDER = `query ($id: ID!) { order(id: $id) { ${FIELDS} } }`;
const SWITCH = `mutation ($orderId: ID!) { payCodOrderOnline(orderId: $orderId) { providerOrderId keyId amount currency } }`;
const OPTIONS = `query ($addressId: ID!) { checkoutOptions(addressId: $addressId) { codFee prepaidDiscount online { available } cod { available } } }`;
const ADMIN_CONFIRM = `mutation ($orderId: ID!) { adminConfirmCodOrder(orderId: $orderId) { codConfirmation } }`;
const MOVE = `mutation ($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { order { status } } }`;

let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  admin = await signInAdmin(t);
}, 60_000);

const paise = (rupees: number) => Math.round(rupees * 100);

/** A shopper in Bengaluru (COD and prepaid allowed) with 2 × ₹999 and 1 × ₹333.33 in the cart: goods ₹2,331.33. */
async function buyer(): Promise<{ customer: Customer; addressId: string }> {
  const a = await catalogue.create({ price: 999, totalStock: 20 });
  const b = await catalogue.create({ price: 333.33, totalStock: 20 });
  const customer = await shopper(t, "prepaid");
  const addressId = await addAddress(customer, { city: "Bengaluru", pincode: "560038", phone: "9876543210" });
  await addToCart(customer, a.id, 2);
  await addToCart(customer, b.id, 1);
  return { customer, addressId };
}

async function place(customer: Customer, addressId: string, paymentMethod: "ONLINE" | "COD") {
  const { data, errors } = await customer.client.graphql(PLACE, { input: { addressId, paymentMethod } });
  expect(errors).toBeUndefined();
  return data.placeOrder as { order: any; payment: { providerOrderId: string; keyId: string; amount: number } | null };
}

async function orderOf(customer: Customer, id: string) {
  const { data, errors } = await customer.client.graphql(ORDER, { id });
  expect(errors).toBeUndefined();
  return data.order;
}

/** The lines add up to the order to the paisa, and each line's GST parts add up to its net. */
function expectPaisaExact(order: any) {
  const sum = (f: (l: any) => number) => order.lines.reduce((s: number, l: any) => s + paise(f(l)), 0);
  expect(sum((l) => l.lineTotal)).toBe(paise(order.subtotal));
  expect(sum((l) => l.discount)).toBe(paise(order.discount));
  expect(sum((l) => l.net) + paise(order.codFee)).toBe(paise(order.totalAmount));
  expect(order.discounts.reduce((s: number, d: any) => s + paise(d.amount), 0)).toBe(paise(order.discount));
  for (const line of order.lines) {
    expect(line.tax).not.toBeNull();
    expect(paise(line.tax.taxable) + paise(line.tax.cgst) + paise(line.tax.sgst) + paise(line.tax.igst)).toBe(paise(line.net));
  }
}

describe("PREPAID_DISCOUNT", () => {
  const env = (value: string) => ({ DATA_DIR: mkdtempSync(join(tmpdir(), "sutra-prepaid-")), PREPAID_DISCOUNT: value });

  it("reads rupees or a percentage, and refuses anything else at start-up naming the setting", () => {
    expect(parseConfig(env("50")).delivery.prepaidDiscount).toEqual({ kind: "amount", paise: 5000 });
    expect(parseConfig(env("49.50")).delivery.prepaidDiscount).toEqual({ kind: "amount", paise: 4950 });
    expect(parseConfig(env("5%")).delivery.prepaidDiscount).toEqual({ kind: "percent", basisPoints: 500 });
    expect(parseConfig(env("2.5 %")).delivery.prepaidDiscount).toEqual({ kind: "percent", basisPoints: 250 });
    expect(parseConfig(env("")).delivery.prepaidDiscount).toBeNull();
    expect(parseConfig({ DATA_DIR: env("").DATA_DIR }).delivery.prepaidDiscount).toBeNull();
    for (const bad of ["abc", "-5", "0", "0%", "60%", "5.555", "₹50", "20000", "5%%"]) {
      expect(() => parseConfig(env(bad)), bad).toThrow(ConfigError);
      expect(() => parseConfig(env(bad)), bad).toThrow(/^Invalid environment variable PREPAID_DISCOUNT: must be rupees like "50"/);
    }
  });

  it("comes after the other discounts, rounds a percentage down to the paisa and never takes the goods below ₹1", () => {
    expect(prepaidDiscountPaise(null, 500_000)).toBe(0);
    expect(prepaidDiscountPaise({ kind: "amount", paise: 5000 }, 233_133)).toBe(5000);
    expect(prepaidDiscountPaise({ kind: "percent", basisPoints: 500 }, 233_133)).toBe(11_656);
    expect(prepaidDiscountPaise({ kind: "amount", paise: 5000 }, 4000)).toBe(3900);
    expect(prepaidDiscountPaise({ kind: "amount", paise: 5000 }, 100)).toBe(0);
    expect(prepaidDiscountPaise({ kind: "amount", paise: 5000 }, 0)).toBe(0);
  });
});

describe("checkout with a prepaid discount", () => {
  it("offers it beside online payment, and an order paid online gets it as a named discount spread over its lines", async () => {
    const { customer, addressId } = await buyer();
    const options = await customer.client.graphql(OPTIONS, { addressId });
    expect(options.errors).toBeUndefined();
    expect(options.data.checkoutOptions).toMatchObject({ codFee: 49, prepaidDiscount: 50, online: { available: true }, cod: { available: true } });

    const { order, payment } = await place(customer, addressId, "ONLINE");
    expect(order).toMatchObject({ subtotal: 2331.33, discount: 50, codFee: 0, totalAmount: 2281.33 });
    expect(order.discounts).toEqual([{ name: "Prepaid discount", kind: "PREPAID", code: null, amount: 50 }]);
    expect(payment!.amount).toBe(228_133);
    // Spread in proportion to the lines (₹1,998 and ₹333.33 of ₹2,331.33): ₹42.85 and ₹7.15.
    expect(order.lines.map((l: any) => l.discount).sort()).toEqual([42.85, 7.15].sort());
    expectPaisaExact(order);
  });

  it("a cash-on-delivery order gets no prepaid discount and pays the COD fee", async () => {
    const { customer, addressId } = await buyer();
    const { order, payment } = await place(customer, addressId, "COD");
    expect(payment).toBeNull();
    expect(order).toMatchObject({ subtotal: 2331.33, discount: 0, codFee: 49, totalAmount: 2380.33, paymentMethod: "cod", codConfirmation: "AWAITING", discounts: [] });
    // Its page offers paying online instead, saving the prepaid discount; an admin reading it is not offered that.
    expect(order.payOnlineDiscount).toBe(50);
    expect((await admin.client.graphql(ORDER, { id: order.id })).data.order.payOnlineDiscount).toBeNull();
    expectPaisaExact(order);
  });
});

describe("payCodOrderOnline", () => {
  it("switches a COD order to prepaid once its payment is verified: fee gone, discount applied, GST per line again, invoice, no confirmation needed", async () => {
    const { customer, addressId } = await buyer();
    const { order: cod } = await place(customer, addressId, "COD");
    const { data, errors } = await customer.client.graphql(SWITCH, { orderId: cod.id });
    expect(errors).toBeUndefined();
    // The goods (₹2,331.33) less the prepaid discount, without the ₹49 fee.
    expect(data.payCodOrderOnline).toMatchObject({ amount: 228_133, currency: "INR" });
    // Nothing changes until it is paid.
    expect(await orderOf(customer, cod.id)).toMatchObject({ paymentMethod: "cod", paymentStatus: "TO_COLLECT", totalAmount: 2380.33 });

    const paid = await payInStandIn(t, data.payCodOrderOnline);
    const verified = await verifyPayment(customer, cod.id, paid);
    expect(verified.errors).toBeUndefined();
    const order = await orderOf(customer, cod.id);
    expect(order).toMatchObject({
      status: "CONFIRMED",
      paymentStatus: "PAID",
      paymentMethod: "razorpay",
      codFee: 0,
      discount: 50,
      totalAmount: 2281.33,
      codConfirmation: "NOT_NEEDED",
      paymentId: paid.razorpay_payment_id,
      payOnlineDiscount: null,
    });
    expect(order.paymentLabel).not.toBe("Cash on delivery");
    expect(order.invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(order.discounts).toEqual([{ name: "Prepaid discount", kind: "PREPAID", code: null, amount: 50 }]);
    expectPaisaExact(order);
    const notes = order.statusHistory.map((h: any) => h.note);
    expect(notes).toContain(`Switched to online payment: ₹2,281.33 paid online (${paid.razorpay_payment_id}); cash-on-delivery fee of ₹49.00 removed; prepaid discount of ₹50.00`);
    expect(notes).toContain("Switched to online payment");

    // The tax invoice is the prepaid one: paid by UPI with its payment id, the discount, no COD fee, the new total.
    const invoice = await fetch(new URL(`/api/shop/order/invoice/${cod.id}`, t.url), { headers: { authorization: `Bearer ${customer.token}` } });
    expect(invoice.status).toBe(200);
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: Buffer.from(await invoice.arrayBuffer()) }).toString("utf8");
    expect(text).toContain(paid.razorpay_payment_id);
    expect(text).not.toContain("Cash on delivery");
    expect(text).toMatch(/Discount\s+−₹50\.00/);
    expect(text).toContain("2,281.33");
    // A second verify (and the provider's webhooks) settle nothing more: one captured payment, no refund.
    const again = await verifyPayment(customer, cod.id, paid);
    expect(again.errors).toBeUndefined();
    const [money] = await t.server.dataSource.query(
      `SELECT (SELECT count(*)::int FROM payments WHERE order_id = $1 AND status = 'captured') AS captured,
              (SELECT count(*)::int FROM refunds WHERE order_id = $1) AS refunds, (SELECT paid_paise FROM orders WHERE id = $1) AS paid`,
      [cod.id],
    );
    expect(money).toEqual({ captured: 1, refunds: 0, paid: 228_133 });
    expect((await orderOf(customer, cod.id)).statusHistory.length).toBe(order.statusHistory.length);
    // Now prepaid: nothing left to switch.
    const twice = await customer.client.graphql(SWITCH, { orderId: cod.id });
    expect(twice.errors?.[0]).toMatchObject({ message: "This order is not paid on delivery, so there is nothing to switch to online payment.", extensions: { code: "BAD_USER_INPUT" } });
  });

  it("the provider's webhooks alone switch it (the shopper's verify never came), once, and a verify after them changes nothing", async () => {
    const { customer, addressId } = await buyer();
    const { order: cod } = await place(customer, addressId, "COD");
    const { data } = await customer.client.graphql(SWITCH, { orderId: cod.id });
    const paid = await payInStandIn(t, data.payCodOrderOnline);
    expect((await standIn().sandbox.sendWebhook("payment.authorized", paid.razorpay_payment_id)).status).toBe(200);
    expect((await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id)).status).toBe(200);
    expect((await standIn().sandbox.sendWebhook("order.paid", paid.razorpay_payment_id)).status).toBe(200);
    const order = await orderOf(customer, cod.id);
    expect(order).toMatchObject({ paymentStatus: "PAID", paymentMethod: "razorpay", codFee: 0, totalAmount: 2281.33, codConfirmation: "NOT_NEEDED" });
    expect((await verifyPayment(customer, cod.id, paid)).errors).toBeUndefined();
    expect((await orderOf(customer, cod.id)).statusHistory.length).toBe(order.statusHistory.length);
    const [{ captured }] = await t.server.dataSource.query(`SELECT count(*)::int AS captured FROM payments WHERE order_id = $1 AND status = 'captured'`, [cod.id]);
    expect(captured).toBe(1);
  });

  it("with a coupon: the coupon first, then the prepaid discount on what is left, each named, lines exact to the paisa", async () => {
    const code = `SWITCH${process.pid % 10_000}`;
    const created = await admin.client.graphql(`mutation ($input: PromotionInput!) { createPromotion(input: $input) { id } }`, {
      input: { kind: "COUPON", code, title: "10 % off", discountType: "PERCENT", percentOff: 10 },
    });
    expect(created.errors).toBeUndefined();
    const { customer, addressId } = await buyer();
    expect((await customer.client.graphql(`mutation ($code: String!) { applyCoupon(code: $code) { total } }`, { code })).errors).toBeUndefined();
    const { order: cod } = await place(customer, addressId, "COD");
    // 10 % of ₹2,331.33 = ₹233.13; the goods ₹2,098.20, plus the ₹49 fee.
    expect(cod).toMatchObject({ discount: 233.13, codFee: 49, totalAmount: 2147.2, payOnlineDiscount: 50 });
    const { data } = await customer.client.graphql(SWITCH, { orderId: cod.id });
    expect(data.payCodOrderOnline.amount).toBe(204_820);
    expect((await verifyPayment(customer, cod.id, await payInStandIn(t, data.payCodOrderOnline))).errors).toBeUndefined();
    const order = await orderOf(customer, cod.id);
    expect(order).toMatchObject({ discount: 283.13, codFee: 0, totalAmount: 2048.2, paymentStatus: "PAID" });
    expect(order.discounts).toEqual([
      { name: "10 % off", kind: "COUPON", code, amount: 233.13 },
      { name: "Prepaid discount", kind: "PREPAID", code: null, amount: 50 },
    ]);
    expectPaisaExact(order);
  });

  it("switches a COD order already confirmed by the shopper too", async () => {
    const { customer, addressId } = await buyer();
    const { order: cod } = await place(customer, addressId, "COD");
    expect((await admin.client.graphql(ADMIN_CONFIRM, { orderId: cod.id })).errors).toBeUndefined();
    const { data } = await customer.client.graphql(SWITCH, { orderId: cod.id });
    expect((await verifyPayment(customer, cod.id, await payInStandIn(t, data.payCodOrderOnline))).errors).toBeUndefined();
    expect(await orderOf(customer, cod.id)).toMatchObject({ paymentStatus: "PAID", codConfirmation: "NOT_NEEDED", totalAmount: 2281.33 });
  });

  it("a second press answers the same window; closing it leaves a valid COD order", async () => {
    const { customer, addressId } = await buyer();
    const { order: cod } = await place(customer, addressId, "COD");
    const first = await customer.client.graphql(SWITCH, { orderId: cod.id });
    const second = await customer.client.graphql(SWITCH, { orderId: cod.id });
    expect(second.data.payCodOrderOnline.providerOrderId).toBe(first.data.payCodOrderOnline.providerOrderId);
    // The shopper closes the window (never pays): the order is as it was, and can still be confirmed for COD.
    expect(await orderOf(customer, cod.id)).toMatchObject({ paymentMethod: "cod", paymentStatus: "TO_COLLECT", codFee: 49, totalAmount: 2380.33, codConfirmation: "AWAITING" });
    expect((await admin.client.graphql(ADMIN_CONFIRM, { orderId: cod.id })).data.adminConfirmCodOrder.codConfirmation).toBe("CONFIRMED");
  });

  it("refuses someone else's order, a prepaid order, and a shipped or cancelled COD order, changing nothing", async () => {
    const { customer, addressId } = await buyer();
    const { order: cod } = await place(customer, addressId, "COD");
    const stranger = await shopper(t, "stranger");
    const theirs = await stranger.client.graphql(SWITCH, { orderId: cod.id });
    expect(theirs.errors?.[0]).toMatchObject({ message: "Order not found!", extensions: { code: "NOT_FOUND" } });

    const other = await buyer();
    const { order: online } = await place(other.customer, other.addressId, "ONLINE");
    const prepaid = await other.customer.client.graphql(SWITCH, { orderId: online.id });
    expect(prepaid.errors?.[0]).toMatchObject({ message: "This order is not paid on delivery, so there is nothing to switch to online payment.", extensions: { code: "BAD_USER_INPUT" } });

    expect((await admin.client.graphql(ADMIN_CONFIRM, { orderId: cod.id })).errors).toBeUndefined();
    // A window opened before it shipped, paid after: the payment is not taken.
    const window = (await customer.client.graphql(SWITCH, { orderId: cod.id })).data.payCodOrderOnline;
    const moved = await admin.client.graphql(MOVE, { id: cod.id, status: "SHIPPED" });
    expect(moved.errors).toBeUndefined();
    const shipped = await customer.client.graphql(SWITCH, { orderId: cod.id });
    expect(shipped.errors?.[0]).toMatchObject({ message: "This order has shipped already: please pay on delivery.", extensions: { code: "BAD_USER_INPUT" } });
    const late = await verifyPayment(customer, cod.id, await payInStandIn(t, window));
    expect(late.errors?.[0]).toMatchObject({ extensions: { code: "PAYMENT_FAILED" } });
    expect(late.errors?.[0]?.message).toContain("Your payment was not taken");
    expect(await orderOf(customer, cod.id)).toMatchObject({ status: "SHIPPED", paymentMethod: "cod", paymentStatus: "TO_COLLECT", totalAmount: 2380.33 });

    const third = await buyer();
    const { order: cancelled } = await place(third.customer, third.addressId, "COD");
    const cancel = await admin.client.graphql(MOVE, { id: cancelled.id, status: "CANCELLED" });
    expect(cancel.errors).toBeUndefined();
    const closed = await third.customer.client.graphql(SWITCH, { orderId: cancelled.id });
    expect(closed.errors?.[0]).toMatchObject({ message: "This order was cancelled, so it cannot be paid.", extensions: { code: "BAD_USER_INPUT" } });
  });
});
