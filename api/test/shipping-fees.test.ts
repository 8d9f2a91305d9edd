/**
 * Issue 42, item 6: shipping fees (SHIPPING_FEE, free from FREE_SHIPPING_ABOVE after the discounts), through GraphQL
 * against a real server, PostgreSQL and the Razorpay stand-in: the cart's shipping and its hint, the order's fee in its
 * total and its payment (online and cash on delivery, with the prepaid discount and the COD fee, to the paisa), the
 * invoice's shipping line at the rate of the principal supply, and the refund ledger giving the fee back only when the
 * whole order goes back (a cancellation, the return of the last units; never a partial return), with the credit note.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { shippingGst, type GstLine } from "../src/services/tax/index.js";
import { feedItem } from "../src/services/feeds/feed-items.js";
import { freeShippingShortfallPaise, shippingPricePaise } from "../src/services/shipping-price.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { addAddress, addToCart, type Customer, payInStandIn, shopper, UPDATE_ORDER_STATUS, useCheckoutServer, verifyPayment } from "./support/order-fixtures.js";
import { type Admin, adminOk, approvePickReceive, fetchPdf, pdfText, requestReturnOk } from "./support/return-fixtures.js";

const { t, standIn } = useCheckoutServer({
  SHIPPING_FEE: "79",
  FREE_SHIPPING_ABOVE: "1499",
  PREPAID_DISCOUNT: "50",
  COD_FEE: "49",
  COD_MAX: "50000",
  COD_MAX_OPEN_ORDERS: "20",
  LOGIN_MAX_PER_IP: "1000",
  REGISTER_MAX_PER_IP: "1000",
});
const catalogue = useCatalogue(t);
let admin: Admin;

beforeAll(async () => {
  admin = await signInAdmin(t);
}, 60_000);

const paise = (rupees: number) => Math.round(rupees * 100);
const db = () => t.server.dataSource;

const CART = `{ cart { subtotal discount shipping freeShippingShortfall total } }`;
const FIELDS = `id status paymentStatus paymentMethod totalAmount subtotal discount codFee shippingFee refundedAmount invoiceNumber
  shippingTax { hsn rate taxable cgst sgst igst }
  lines { id quantity lineTotal discount net tax { hsn rate taxable cgst sgst igst } }
  refunds { amount status returnRequestId }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${FIELDS} } payment { providerOrderId keyId amount } } }`;
const ORDER = `query ($id: ID!) { order(id: $id) { ${FIELDS} } }`;
const ADMIN_CONFIRM = `mutation ($orderId: ID!) { adminConfirmCodOrder(orderId: $orderId) { codConfirmation } }`;
const COLLECTED = `mutation ($id: ID!) { markOrderCollected(id: $id) { message } }`;
const MANUAL = `mutation ($id: ID!, $reference: String!) { recordManualRefund(id: $id, reference: $reference) { status refundAmount } }`;

async function cartOf(customer: Customer) {
  const { data, errors } = await customer.client.graphql(CART);
  expect(errors).toBeUndefined();
  return data.cart;
}

async function orderOf(customer: Customer, id: string) {
  const { data, errors } = await customer.client.graphql(ORDER, { id });
  expect(errors).toBeUndefined();
  return data.order;
}

async function place(customer: Customer, addressId: string, paymentMethod: "ONLINE" | "COD") {
  const { data, errors } = await customer.client.graphql(PLACE, { input: { addressId, paymentMethod } });
  expect(errors).toBeUndefined();
  return data.placeOrder as { order: any; payment: { providerOrderId: string; keyId: string; amount: number } | null };
}

/** A shopper in Bengaluru (the seller's state: CGST + SGST; COD allowed) with the given products in the cart. */
async function buyer(items: Array<{ price: number; quantity?: number; category?: string }>) {
  const customer = await shopper(t, "fee");
  const addressId = await addAddress(customer, { city: "Bengaluru", pincode: "560038", phone: "9876543210" });
  const products = [];
  for (const item of items) {
    const product = await catalogue.create({ price: item.price, totalStock: 20, category: item.category });
    await addToCart(customer, product.id, item.quantity ?? 1);
    products.push(product);
  }
  return { customer, addressId, products };
}

/** The lines, the shipping fee and the COD fee add up to the total to the paisa; each GST line to its amount. */
function expectPaisaExact(order: any) {
  const sum = (f: (l: any) => number) => order.lines.reduce((s: number, l: any) => s + paise(f(l)), 0);
  expect(sum((l) => l.lineTotal)).toBe(paise(order.subtotal));
  expect(sum((l) => l.discount)).toBe(paise(order.discount));
  expect(sum((l) => l.net) + paise(order.shippingFee) + paise(order.codFee)).toBe(paise(order.totalAmount));
  for (const taxed of [...order.lines.map((l: any) => [l.tax, l.net]), ...(order.shippingTax ? [[order.shippingTax, order.shippingFee]] : [])]) {
    const [tax, amount] = taxed;
    expect(paise(tax.taxable) + paise(tax.cgst) + paise(tax.sgst) + paise(tax.igst)).toBe(paise(amount));
  }
}

/** An online order paid in the stand-in, then shipped and delivered by an admin. */
async function deliveredOnline(items: Array<{ price: number; quantity?: number; category?: string }>) {
  const b = await buyer(items);
  const { order, payment } = await place(b.customer, b.addressId, "ONLINE");
  expect((await verifyPayment(b.customer, order.id, await payInStandIn(t, payment!))).errors).toBeUndefined();
  for (const status of ["SHIPPED", "DELIVERED"]) expect((await admin.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status })).errors).toBeUndefined();
  return { ...b, order: await orderOf(b.customer, order.id) };
}

describe("the shop's shipping price (services/shipping-price.ts)", () => {
  const fees = { feePaise: 7900, freeAbovePaise: 149_900 };

  it("charges the fee below the threshold, nothing from it on, and nothing for an empty cart or without a fee", () => {
    expect(shippingPricePaise(fees, { goodsPaise: 149_899, units: 1 })).toBe(7900);
    expect(shippingPricePaise(fees, { goodsPaise: 149_900, units: 1 })).toBe(0);
    expect(shippingPricePaise(fees, { goodsPaise: 0, units: 0 })).toBe(0);
    expect(shippingPricePaise({ feePaise: 0, freeAbovePaise: undefined }, { goodsPaise: 100, units: 1 })).toBe(0);
    expect(shippingPricePaise({ feePaise: 7900, freeAbovePaise: undefined }, { goodsPaise: 10_000_000, units: 3 })).toBe(7900);
  });

  it("says how much more ships free, only while a threshold is set and not reached", () => {
    expect(freeShippingShortfallPaise(fees, { goodsPaise: 129_500, units: 1 })).toBe(20_400);
    expect(freeShippingShortfallPaise(fees, { goodsPaise: 149_900, units: 1 })).toBeNull();
    expect(freeShippingShortfallPaise({ feePaise: 7900, freeAbovePaise: undefined }, { goodsPaise: 100, units: 1 })).toBeNull();
    expect(freeShippingShortfallPaise({ feePaise: 0, freeAbovePaise: 149_900 }, { goodsPaise: 100, units: 1 })).toBeNull();
  });

  it("taxes the fee at the rate of the goods line of the highest taxable value, CGST + SGST or IGST as the goods are, to the paisa", () => {
    const line = (hsn: string, rateBp: number, taxablePaise: number, intra: boolean): GstLine => {
      const tax = Math.round((taxablePaise * rateBp) / 10_000);
      return intra
        ? { hsn, rateBp, taxablePaise, cgstPaise: tax - Math.floor(tax / 2), sgstPaise: Math.floor(tax / 2), igstPaise: 0 }
        : { hsn, rateBp, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
    };
    // A ₹1,200 bag at 18 % (taxable ₹1,016.95) beside a ₹200 tee at 5 %: the bag is the principal supply.
    const bagFirst = shippingGst([line("6109", 500, 19_048, true), line("4202", 1800, 101_695, true)], 7900);
    expect(bagFirst).toEqual({ hsn: "4202", rateBp: 1800, taxablePaise: 6695, cgstPaise: 603, sgstPaise: 602, igstPaise: 0 });
    // To another state: IGST, at the principal's 5 %.
    const inter = shippingGst([line("6205", 500, 95_143, false), line("4202", 1800, 33_898, false)], 7900);
    expect(inter).toEqual({ hsn: "6205", rateBp: 500, taxablePaise: 7524, cgstPaise: 0, sgstPaise: 0, igstPaise: 376 });
    expect(shippingGst([line("6205", 500, 95_143, false)], 0)).toBeNull();
  });
});

describe("the feeds' shipping", () => {
  it("prices one item ordered alone: the fee below the threshold (by its sale price), nothing from it on", () => {
    const row = (pricePaise: number, salePricePaise: number) => ({
      productId: "p1", productSku: "SKU-1", slug: "tee", title: "Tee", description: "A tee", category: "men", brand: "nike", pricePaise, salePricePaise,
      imageUrl: "/media/tee.jpg", imageVariants: null, updatedAt: new Date(), gallery: [], variantCount: 1, sku: "SKU-1", size: "", colour: "", stock: 3,
      variantPricePaise: null, variantSalePricePaise: null,
    });
    const fees = { feePaise: 7900, freeAbovePaise: 149_900 };
    expect(feedItem(row(129_500, 0), "https://shop.example", fees).shippingPaise).toBe(7900);
    expect(feedItem(row(149_900, 0), "https://shop.example", fees).shippingPaise).toBe(0);
    // On sale below the threshold: the price paid decides.
    expect(feedItem(row(199_900, 129_900), "https://shop.example", fees).shippingPaise).toBe(7900);
    expect(feedItem(row(199_900, 0), "https://shop.example", { feePaise: 0, freeAbovePaise: undefined }).shippingPaise).toBe(0);
  });
});

describe("the cart's shipping", () => {
  it("charges the fee below FREE_SHIPPING_ABOVE with how much more ships free, and none once the goods reach it", async () => {
    const { customer, products } = await buyer([{ price: 1295 }]);
    expect(await cartOf(customer)).toEqual({ subtotal: 1295, discount: 0, shipping: 79, freeShippingShortfall: 204, total: 1374 });
    await addToCart(customer, products[0]!.id, 1);
    expect(await cartOf(customer)).toEqual({ subtotal: 2590, discount: 0, shipping: 0, freeShippingShortfall: null, total: 2590 });
  });

  it("judges the threshold after the discounts: a coupon that takes the goods below it brings the fee back", async () => {
    const code = `SHIP${process.pid}${Date.now() % 10000}`;
    await adminOk(admin, `mutation ($input: PromotionInput!) { createPromotion(input: $input) { id } }`, {
      input: { kind: "COUPON", code, title: "Ten off", discountType: "PERCENT", percentOff: 10 },
    });
    const { customer } = await buyer([{ price: 1600 }]);
    expect(await cartOf(customer)).toMatchObject({ subtotal: 1600, shipping: 0, total: 1600 });
    expect((await customer.client.graphql(`mutation ($code: String!) { applyCoupon(code: $code) { id } }`, { code })).errors).toBeUndefined();
    // ₹1,600 − 10 % = ₹1,440: below ₹1,499.
    expect(await cartOf(customer)).toEqual({ subtotal: 1600, discount: 160, shipping: 79, freeShippingShortfall: 59, total: 1519 });
  });
});

describe("checkout with a shipping fee", () => {
  it("online: the total and the payment window include the fee, the prepaid discount does not change it, every line adds up", async () => {
    const { customer, addressId } = await buyer([{ price: 999 }, { price: 400, category: "accessories" }]);
    const { order, payment } = await place(customer, addressId, "ONLINE");
    // ₹1,399 of goods (below ₹1,499) − ₹50 prepaid discount + ₹79 shipping.
    expect(order).toMatchObject({ subtotal: 1399, discount: 50, codFee: 0, shippingFee: 79, totalAmount: 1428 });
    expect(payment!.amount).toBe(142_800);
    const [stored] = await db().query(`SELECT shipping_paise, total_paise FROM orders WHERE id = $1`, [order.id]);
    expect(stored).toEqual({ shipping_paise: 7900, total_paise: 142_800 });
    expectPaisaExact(order);
    // Paid: the whole total.
    expect((await verifyPayment(customer, order.id, await payInStandIn(t, payment!))).errors).toBeUndefined();
    const [paid] = await db().query(`SELECT paid_paise FROM orders WHERE id = $1`, [order.id]);
    expect(paid.paid_paise).toBe(142_800);
  });

  it("cash on delivery: the amount to collect is the goods, the fee and the COD fee", async () => {
    const { customer, addressId } = await buyer([{ price: 999 }]);
    const { order, payment } = await place(customer, addressId, "COD");
    expect(payment).toBeNull();
    expect(order).toMatchObject({ subtotal: 999, discount: 0, codFee: 49, shippingFee: 79, totalAmount: 1127, paymentStatus: "TO_COLLECT" });
    expectPaisaExact(order);
  });

  it("an order whose goods reach the threshold ships free, online or on delivery", async () => {
    const online = await buyer([{ price: 1499 }]);
    // The prepaid discount comes after: ₹1,449 paid, still free (the threshold is judged before it).
    expect((await place(online.customer, online.addressId, "ONLINE")).order).toMatchObject({ shippingFee: 0, totalAmount: 1449, shippingTax: null });
    const cod = await buyer([{ price: 1499 }]);
    expect((await place(cod.customer, cod.addressId, "COD")).order).toMatchObject({ shippingFee: 0, totalAmount: 1548 });
  });

  it("a cash-on-delivery order paid online instead keeps its shipping: the window is the goods less the prepaid discount plus the fee", async () => {
    const { customer, addressId } = await buyer([{ price: 999 }]);
    const { order } = await place(customer, addressId, "COD");
    const { data, errors } = await customer.client.graphql(`mutation ($orderId: ID!) { payCodOrderOnline(orderId: $orderId) { providerOrderId keyId amount } }`, { orderId: order.id });
    expect(errors).toBeUndefined();
    expect(data.payCodOrderOnline.amount).toBe(99_900 - 5000 + 7900);
    expect((await verifyPayment(customer, order.id, await payInStandIn(t, data.payCodOrderOnline))).errors).toBeUndefined();
    const switched = await orderOf(customer, order.id);
    expect(switched).toMatchObject({ paymentStatus: "PAID", codFee: 0, discount: 50, shippingFee: 79, totalAmount: 1028 });
    expectPaisaExact(switched);
  });
});

describe("the invoice's shipping line", () => {
  it("is a line of its own at the principal supply's rate (the line of the highest taxable value), and the GST columns add up", async () => {
    const { customer, order } = await deliveredOnline([{ price: 999 }, { price: 400, category: "accessories" }]);
    // The ₹999 shirt (5 %) is the principal supply, not the ₹400 bag (18 %): the fee is taxed at 5 % within Karnataka.
    const shirt = order.lines.find((l: any) => l.tax.rate === 5);
    expect(order.shippingTax).toEqual({ hsn: shirt.tax.hsn, rate: 5, taxable: 75.24, cgst: 1.88, sgst: 1.88, igst: 0 });
    expectPaisaExact(order);
    const { status, pdf } = await fetchPdf(t, `/api/shop/order/invoice/${order.id}`, customer.token);
    expect(status).toBe(200);
    const text = pdfText(pdf);
    expect(text).toMatch(new RegExp(`Shipping\\s+${shirt.tax.hsn}\\s+1\\s+—\\s+₹75\\.24\\s+5%\\s+₹1\\.88\\s+₹1\\.88\\s+₹79\\.00`));
    expect(text).not.toMatch(/Shipping\s+Free/);
    // The totals take the fee in: taxable value and GST of the goods and the shipping together make the total.
    const gst = (pick: (tax: any) => number) => [...order.lines.map((l: any) => l.tax), order.shippingTax].reduce((s, tax) => s + paise(pick(tax)), 0);
    expect(gst((x) => x.taxable) + gst((x) => x.cgst) + gst((x) => x.sgst)).toBe(paise(order.totalAmount));
    const rupees = (p: number) => `₹${(p / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`;
    expect(text).toMatch(new RegExp(`Taxable value\\s+${rupees(gst((x) => x.taxable)).replace(/[.]/g, "\\.")}`));
    expect(text).toMatch(new RegExp(`CGST \\(included\\)\\s+${rupees(gst((x) => x.cgst)).replace(/[.]/g, "\\.")}`));
  });

  it("an order that shipped free has no shipping line, and its invoice still says Free", async () => {
    const { customer, order } = await deliveredOnline([{ price: 1600 }]);
    expect(order).toMatchObject({ shippingFee: 0, shippingTax: null });
    const text = pdfText((await fetchPdf(t, `/api/shop/order/invoice/${order.id}`, customer.token)).pdf);
    expect(text).toMatch(/Shipping\s+Free/);
  });
});

describe("the fee goes back only with the whole order", () => {
  it("a paid order cancelled before it ships is refunded in full, the fee included", async () => {
    const { customer, addressId } = await buyer([{ price: 999 }]);
    const { order, payment } = await place(customer, addressId, "ONLINE");
    expect((await verifyPayment(customer, order.id, await payInStandIn(t, payment!))).errors).toBeUndefined();
    expect((await admin.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status: "CANCELLED" })).errors).toBeUndefined();
    const cancelled = await orderOf(customer, order.id);
    expect(cancelled).toMatchObject({ status: "CANCELLED", paymentStatus: "REFUNDED", refundedAmount: 1028, shippingFee: 79 });
    expect(cancelled.refunds).toEqual([{ amount: 1028, status: "PROCESSED", returnRequestId: null }]);
  });

  it("online: a partial return refunds its goods only; the return of the last units refunds them and the fee, and its credit note shows the shipping line", async () => {
    const { customer, order } = await deliveredOnline([{ price: 999 }, { price: 400, category: "accessories" }]);
    const [first, second] = order.lines;
    const partial = await requestReturnOk(customer, { orderId: order.id, lines: [{ orderLineId: first.id, quantity: 1, reason: "CHANGED_MIND" }] });
    const partialDone = await approvePickReceive(admin, partial);
    expect(partialDone).toMatchObject({ status: "REFUNDED", refundAmount: first.net });
    const partialNote = pdfText((await fetchPdf(t, `/api/shop/returns/credit-note/${partialDone.id}`, customer.token)).pdf);
    expect(partialNote).not.toContain("Shipping");

    const last = await requestReturnOk(customer, { orderId: order.id, lines: [{ orderLineId: second.id, quantity: 1, reason: "CHANGED_MIND" }] });
    const lastDone = await approvePickReceive(admin, last);
    expect(paise(lastDone.refundAmount)).toBe(paise(second.net) + 7900);
    const after = await orderOf(customer, order.id);
    // Everything paid went back: the goods and the fee.
    expect(paise(after.refundedAmount)).toBe(paise(order.totalAmount));
    expect(after.paymentStatus).toBe("REFUNDED");
    const { paymentId } = (await customer.client.graphql(`query ($id: ID!) { order(id: $id) { paymentId } }`, { id: order.id })).data.order;
    const made = (await standIn().sandbox.refundsOf(paymentId)).map((r) => r.amount).sort((a, b) => a - b);
    expect(made).toEqual([paise(first.net), paise(second.net) + 7900].sort((a, b) => a - b));
    const note = pdfText((await fetchPdf(t, `/api/shop/returns/credit-note/${lastDone.id}`, customer.token)).pdf);
    expect(note).toMatch(new RegExp(`Shipping\\s+${order.shippingTax.hsn}\\s+1\\s+—\\s+−₹75\\.24\\s+5%\\s+−₹1\\.88\\s+−₹1\\.88\\s+−₹79\\.00`));
    expect(note).toMatch(new RegExp(`Total credited\\s+−₹${(lastDone.refundAmount as number).toLocaleString("en-IN", { minimumFractionDigits: 2 }).replace(/[.]/g, "\\.")}`));
  });

  it("cash on delivery: the whole order returned gets the goods and the fee back by hand, never the COD fee; a partial return keeps the fee", async () => {
    const { customer, addressId } = await buyer([{ price: 600, quantity: 2 }]);
    const { order } = await place(customer, addressId, "COD");
    expect(order).toMatchObject({ totalAmount: 1200 + 79 + 49 });
    expect((await admin.client.graphql(ADMIN_CONFIRM, { orderId: order.id })).errors).toBeUndefined();
    expect((await admin.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status: "SHIPPED" })).errors).toBeUndefined();
    expect((await admin.client.graphql(COLLECTED, { id: order.id })).errors).toBeUndefined();
    const line = order.lines[0];
    const ask = (quantity: number) => ({ orderId: order.id, lines: [{ orderLineId: line.id, quantity, reason: "CHANGED_MIND" }], refundTo: { upiId: "ravi.k@okaxis" } });
    const one = await approvePickReceive(admin, await requestReturnOk(customer, ask(1)));
    expect(one).toMatchObject({ status: "RECEIVED", refundMethod: "MANUAL", refundAmount: 600 });
    expect(await adminOk(admin, MANUAL, { id: one.id, reference: "UPI/1001" })).toEqual({ status: "REFUNDED", refundAmount: 600 });
    const rest = await approvePickReceive(admin, await requestReturnOk(customer, ask(1)));
    expect(rest).toMatchObject({ status: "RECEIVED", refundMethod: "MANUAL", refundAmount: 679 });
    expect(await adminOk(admin, MANUAL, { id: rest.id, reference: "UPI/1002" })).toEqual({ status: "REFUNDED", refundAmount: 679 });
    const [row] = await db().query(`SELECT coalesce(sum(shipping_refund_paise), 0)::int AS shipping FROM return_requests WHERE order_id = $1`, [order.id]);
    expect(row.shipping).toBe(7900);
  });
});
