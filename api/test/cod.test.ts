/**
 * Cash on delivery, the delivery promise by pincode and the payment method an order stores (issue 25), through
 * GraphQL against a real server and PostgreSQL: every COD rule and refusal (nothing changes on a refusal), the
 * open-orders cap under concurrency, stock accounting for COD placed → returned to origin and placed → cancelled,
 * collected twice, return to origin after collection, malformed pincodes and phones naming their field, and UPI,
 * netbanking and card payments through the Razorpay stand-in's checkout.
 */
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { deliveryDate } from "../src/services/delivery/index.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin } from "./support/fixtures.js";
import {
  addAddress,
  addToCart,
  cartOf,
  type Customer,
  ORDER_FIELDS,
  orderOf,
  placeOrderOk,
  shopper,
  standInBase,
  stockOf,
  useCheckoutServer,
  verifyPayment,
} from "./support/order-fixtures.js";

const { t, standIn } = useCheckoutServer({ COD_MAX_OPEN_ORDERS: "2", COD_MAX: "5000", LOGIN_MAX_PER_IP: "1000", REGISTER_MAX_PER_IP: "1000" });
const catalogue = useCatalogue(t);

const COD_FIELDS = `${ORDER_FIELDS} paymentInstrument paymentVpa paymentLabel codFee invoiceNumber invoiceAvailable nextStatuses codConfirmation`;
const ADMIN_CONFIRM = `mutation ($orderId: ID!) { adminConfirmCodOrder(orderId: $orderId) { codConfirmation } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${COD_FIELDS} } payment { providerOrderId keyId amount } } }`;
const ORDER = `query ($id: ID!) { order(id: $id) { ${COD_FIELDS} } }`;
const COLLECTED = `mutation ($id: ID!) { markOrderCollected(id: $id) { message order { ${COD_FIELDS} } } }`;
const RTO = `mutation ($id: ID!, $reason: String!) { markOrderReturnedToOrigin(id: $id, reason: $reason) { message order { ${COD_FIELDS} } } }`;
const MOVE = `mutation ($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { order { status paymentStatus } } }`;
const ESTIMATE = `query ($pincode: String!, $productId: ID) { deliveryEstimate(pincode: $pincode, productId: $productId) { pincode serviceable deliveryBy deliveryDays codAvailable prepaidAvailable city state states } }`;
const OPTIONS = `query ($addressId: ID!) { checkoutOptions(addressId: $addressId) { serviceable deliveryBy codFee online { available reason } cod { available reason } } }`;
const ADD_ADDRESS = `mutation ($input: AddressInput!) { addAddress(input: $input) { id phone pincode state } }`;

const anon = () => new ApiClient(t.url);
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  admin = await signInAdmin(t);
}, 60_000);

async function ordersCount(): Promise<number> {
  const [{ n }] = await t.server.dataSource.query(`SELECT count(*)::int AS n FROM orders`);
  return n;
}

async function placeCod(customer: Customer, addressId: string) {
  return customer.client.graphql(PLACE, { input: { addressId, paymentMethod: "COD" } });
}

/** A new customer (address in Bengaluru, 560038: COD allowed) with `quantity` of a new product in the cart. */
async function codBuyer(spec: { price?: number; stock?: number; quantity?: number } = {}) {
  const product = await catalogue.create({ price: spec.price ?? 999, totalStock: spec.stock ?? 10 });
  const customer = await shopper(t, "cod");
  const addressId = await addAddress(customer, { city: "Bengaluru", pincode: "560038", phone: "9876543210" });
  await addToCart(customer, product.id, spec.quantity ?? 2);
  return { customer, addressId, product };
}

async function placedCod(spec: { price?: number; stock?: number; quantity?: number } = {}) {
  const buyer = await codBuyer(spec);
  const { data, errors } = await placeCod(buyer.customer, buyer.addressId);
  expect(errors).toBeUndefined();
  return { ...buyer, order: data.placeOrder.order };
}

/** The order's tax invoice as text (pdftotext), as its customer downloads it. */
async function invoiceText(customer: Customer, orderId: string): Promise<string> {
  const response = await fetch(new URL(`/api/shop/order/invoice/${orderId}`, t.url), { headers: { authorization: `Bearer ${customer.token}` } });
  expect(response.status).toBe(200);
  return execFileSync("pdftotext", ["-layout", "-", "-"], { input: Buffer.from(await response.arrayBuffer()) }).toString("utf8");
}

/** An admin's move; before shipping, the admin confirms the COD order by phone (issue 43: it may not ship unconfirmed). */
async function adminMove(id: string, status: string) {
  if (status === "SHIPPED") expect((await admin.client.graphql(ADMIN_CONFIRM, { orderId: id })).errors).toBeUndefined();
  const { errors } = await admin.client.graphql(MOVE, { id, status });
  expect(errors).toBeUndefined();
}

/** Everything a refused request must leave as it was. */
async function snapshot(customer: Customer, productId: string) {
  return { orders: await ordersCount(), stock: await stockOf(t, productId), cart: await cartOf(customer) };
}

describe("addresses: Indian pincodes and mobile numbers, checked on the server", () => {
  it.each([
    ["pincode", "012345", "Pincode must be 6 digits and cannot start with 0"],
    ["pincode", "56003", "Pincode must be 6 digits and cannot start with 0"],
    ["pincode", "5600388", "Pincode must be 6 digits and cannot start with 0"],
    ["phone", "5876543210", "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9, optionally after +91"],
    ["phone", "+92 98765 43210", "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9, optionally after +91"],
    ["phone", "98765432", "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9, optionally after +91"],
  ])("a malformed %s (%s) is refused naming the field, and nothing is saved", async (field, value, message) => {
    const customer = await shopper(t, "fmt");
    const input = { address: "1 MG Road", city: "Bengaluru", phone: "9876543210", pincode: "560038", notes: "Ring", [field]: value };
    const { errors } = await customer.client.graphql(ADD_ADDRESS, { input });
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    const { data } = await customer.client.graphql(`{ addresses { id } }`);
    expect(data.addresses).toHaveLength(1); // shopper()'s own address only
  });

  it("keeps +91 numbers as their 10 digits and takes a state the pincode lies in; refuses one it does not", async () => {
    const customer = await shopper(t, "fmt");
    const ok = await customer.client.graphql(ADD_ADDRESS, { input: { address: "1 MG Road", city: "Bengaluru", phone: "+91 98765-43210", pincode: "560038", notes: "Ring", state: "Karnataka" } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.addAddress).toMatchObject({ phone: "9876543210", pincode: "560038", state: "29" });
    const wrong = await customer.client.graphql(ADD_ADDRESS, { input: { address: "1 MG Road", city: "Bengaluru", phone: "9876543210", pincode: "560038", notes: "Ring", state: "Maharashtra" } });
    expect(wrong.errors?.[0]).toMatchObject({ message: "Pincode 560038 is in Karnataka, not Maharashtra", extensions: { code: "BAD_USER_INPUT", field: "state" } });
  });
});

describe("the delivery promise", () => {
  it("counts business days (Monday to Saturday) in the shop's time zone, after the cut-off hour from the next one", () => {
    const rules = { timeZone: "Asia/Kolkata", cutoffHour: 14 };
    // Thu 26 Nov 2026, 10:00 IST: leaves today, 2 business days → Sat 28 Nov.
    expect(deliveryDate(new Date("2026-11-26T04:30:00Z"), { ...rules, days: 2 })).toBe("2026-11-28");
    // 15:00 IST, after the cut-off: leaves Fri 27, 2 business days → Mon 30 (Sunday skipped).
    expect(deliveryDate(new Date("2026-11-26T09:30:00Z"), { ...rules, days: 2 })).toBe("2026-11-30");
    // Sat 28 Nov, 23:00 IST is 17:30 UTC: leaves Mon 30, 1 day → Tue 1 Dec.
    expect(deliveryDate(new Date("2026-11-28T17:30:00Z"), { ...rules, days: 1 })).toBe("2026-12-01");
    // Sunday: leaves Monday whatever the hour.
    expect(deliveryDate(new Date("2026-11-29T03:00:00Z"), { ...rules, days: 0 })).toBe("2026-11-30");
    // 23:30 UTC on Wed is already Thu 05:00 in Kolkata.
    expect(deliveryDate(new Date("2026-11-25T23:30:00Z"), { ...rules, days: 1 })).toBe("2026-11-27");
  });

  it("answers whether a pincode is served, by when and whether cash on delivery is available", async () => {
    const cheap = await catalogue.create({ price: 999, totalStock: 5 });
    const dear = await catalogue.create({ price: 7999, totalStock: 5 });
    const served = (await anon().graphql(ESTIMATE, { pincode: "560038", productId: cheap.id })).data.deliveryEstimate;
    expect(served).toMatchObject({ pincode: "560038", serviceable: true, deliveryDays: 1, codAvailable: true, prepaidAvailable: true, city: "Bengaluru", state: "29", states: ["29"] });
    expect(served.deliveryBy).toBe(deliveryDate(new Date(), { timeZone: "Asia/Kolkata", cutoffHour: 14, days: 1 }));
    // Above COD_MAX (₹5,000 here): served, but not on delivery.
    expect((await anon().graphql(ESTIMATE, { pincode: "560038", productId: dear.id })).data.deliveryEstimate).toMatchObject({ serviceable: true, codAvailable: false });
    // Port Blair: prepaid only.
    expect((await anon().graphql(ESTIMATE, { pincode: "744101" })).data.deliveryEstimate).toMatchObject({ serviceable: true, codAvailable: false, prepaidAvailable: true });
    // A real pincode the shop does not serve: its state still known (the address form prefills it).
    expect((await anon().graphql(ESTIMATE, { pincode: "110002" })).data.deliveryEstimate).toMatchObject({ serviceable: false, deliveryBy: null, codAvailable: false, state: "07", states: ["07"] });
  });

  it("refuses a malformed pincode naming the field, and an unknown product", async () => {
    const bad = await anon().graphql(ESTIMATE, { pincode: "012345" });
    expect(bad.errors?.[0]).toMatchObject({ message: "Pincode must be 6 digits and cannot start with 0", extensions: { code: "BAD_USER_INPUT", field: "pincode" } });
    const unknown = await anon().graphql(ESTIMATE, { pincode: "560038", productId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("an address the shop does not deliver to cannot be checked out, online or COD, and nothing changes", async () => {
    const product = await catalogue.create({ price: 999, totalStock: 5 });
    const customer = await shopper(t, "far");
    const addressId = await addAddress(customer, { city: "New Delhi", pincode: "110002" });
    await addToCart(customer, product.id, 1);
    const before = await snapshot(customer, product.id);
    for (const paymentMethod of ["ONLINE", "COD"]) {
      const { errors } = await customer.client.graphql(PLACE, { input: { addressId, paymentMethod } });
      expect(errors?.[0]).toMatchObject({ message: "We do not deliver to pincode 110002 yet. Please choose another address.", extensions: { code: "BAD_USER_INPUT", field: "addressId" } });
    }
    expect(await snapshot(customer, product.id)).toEqual(before);
    const options = (await customer.client.graphql(OPTIONS, { addressId })).data.checkoutOptions;
    expect(options).toMatchObject({ serviceable: false, deliveryBy: null, online: { available: false }, cod: { available: false } });
  });
});

describe("cash on delivery: placing", () => {
  it("confirms the order at once, to be collected, with its stock reserved, the cart emptied and an email saying cash on delivery and the amount", async () => {
    const { customer, addressId, product, order } = await placedCod({ price: 999, stock: 10, quantity: 2 });
    expect(order).toMatchObject({ status: "CONFIRMED", paymentStatus: "TO_COLLECT", paymentMethod: "cod", paymentInstrument: "cod", paymentLabel: "Cash on delivery", totalAmount: 1998, codFee: 0, invoiceNumber: null, codConfirmation: "AWAITING" });
    expect(order.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: "CONFIRMED", note: "Order placed; cash on delivery" }),
      expect.objectContaining({ from: "CONFIRMED", to: "CONFIRMED", note: "Waiting for the customer to confirm cash on delivery" }),
    ]);
    expect(await stockOf(t, product.id)).toBe(8);
    expect((await cartOf(customer)).itemCount).toBe(0);
    const [email] = await t.server.dataSource.query(`SELECT kind, text_body FROM email_outbox WHERE order_id = $1`, [order.id]);
    expect(email.kind).toBe("order_confirmed");
    expect(email.text_body).toContain("cash on delivery — please pay ₹1,998.00 to the courier");
    expect(email.text_body).toContain("Payment: Cash on delivery");
    const options = (await customer.client.graphql(OPTIONS, { addressId })).data.checkoutOptions;
    expect(options.serviceable).toBe(true);
  });

  it("is refused where the pincode does not allow it, above COD_MAX, and past the open-orders cap, changing nothing", async () => {
    // Port Blair: prepaid only.
    const product = await catalogue.create({ price: 999, totalStock: 10 });
    const islander = await shopper(t, "island");
    const portBlair = await addAddress(islander, { city: "Port Blair", pincode: "744101" });
    await addToCart(islander, product.id, 1);
    let before = await snapshot(islander, product.id);
    let refused = await placeCod(islander, portBlair);
    expect(refused.errors?.[0]).toMatchObject({ message: "Cash on delivery is not available for pincode 744101. Please pay online.", extensions: { code: "BAD_USER_INPUT", field: "paymentMethod" } });
    expect(await snapshot(islander, product.id)).toEqual(before);
    expect((await islander.client.graphql(OPTIONS, { addressId: portBlair })).data.checkoutOptions).toMatchObject({
      online: { available: true, reason: null },
      cod: { available: false, reason: "Cash on delivery is not available for pincode 744101. Please pay online." },
    });

    // Above ₹5,000 (COD_MAX here).
    const dear = await codBuyer({ price: 2600, quantity: 2 });
    before = await snapshot(dear.customer, dear.product.id);
    refused = await placeCod(dear.customer, dear.addressId);
    expect(refused.errors?.[0]).toMatchObject({ message: "Cash on delivery is available for orders up to ₹5,000.00. Please pay online.", extensions: { code: "BAD_USER_INPUT" } });
    expect(await snapshot(dear.customer, dear.product.id)).toEqual(before);

    // The open-orders cap (2 here): a third open COD order is refused until one is collected.
    const { customer, addressId, product: p } = await placedCod({ quantity: 1 });
    await addToCart(customer, p.id, 1);
    const second = await placeCod(customer, addressId);
    expect(second.errors).toBeUndefined();
    await addToCart(customer, p.id, 1);
    before = await snapshot(customer, p.id);
    refused = await placeCod(customer, addressId);
    expect(refused.errors?.[0]).toMatchObject({
      message: "You already have 2 cash-on-delivery orders on the way. Please pay online, or wait until one is delivered.",
      extensions: { code: "BAD_USER_INPUT", field: "paymentMethod" },
    });
    expect(await snapshot(customer, p.id)).toEqual(before);
    // Collecting one frees a place.
    const firstId = second.data.placeOrder.order.id;
    await adminMove(firstId, "SHIPPED");
    expect((await admin.client.graphql(COLLECTED, { id: firstId })).errors).toBeUndefined();
    expect((await placeCod(customer, addressId)).errors).toBeUndefined();
  });

  it("requires a verified email when the shop says so", async () => {
    const buyer = await codBuyer({ quantity: 1 });
    t.config.delivery.codRequiresVerifiedEmail = true;
    try {
      const before = await snapshot(buyer.customer, buyer.product.id);
      const refused = await placeCod(buyer.customer, buyer.addressId);
      expect(refused.errors?.[0]?.message).toBe("Please verify your email address to pay cash on delivery (Account → Settings).");
      expect(await snapshot(buyer.customer, buyer.product.id)).toEqual(before);
      await t.server.dataSource.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [buyer.customer.userId]);
      expect((await placeCod(buyer.customer, buyer.addressId)).errors).toBeUndefined();
    } finally {
      t.config.delivery.codRequiresVerifiedEmail = false;
    }
  });

  it("adds the COD fee as a line of its own in the totals", async () => {
    const buyer = await codBuyer({ price: 500, quantity: 1 });
    t.config.delivery.codFeePaise = 4900;
    try {
      const { data, errors } = await placeCod(buyer.customer, buyer.addressId);
      expect(errors).toBeUndefined();
      expect(data.placeOrder.order).toMatchObject({ totalAmount: 549, codFee: 49 });
      expect(data.placeOrder.payment).toBeNull();
    } finally {
      t.config.delivery.codFeePaise = 0;
    }
  });

  it("a prepaid-only coupon is refused for cash on delivery, and nothing is placed", async () => {
    const code = `PREPAID${process.pid % 10_000}`;
    const created = await admin.client.graphql(`mutation ($input: PromotionInput!) { createPromotion(input: $input) { id } }`, {
      input: { kind: "COUPON", code, title: "10 % off prepaid", discountType: "PERCENT", percentOff: 10, prepaidOnly: true },
    });
    expect(created.errors).toBeUndefined();
    const buyer = await codBuyer({ quantity: 1 });
    expect((await buyer.customer.client.graphql(`mutation ($code: String!) { applyCoupon(code: $code) { total } }`, { code })).errors).toBeUndefined();
    const options = (await buyer.customer.client.graphql(OPTIONS, { addressId: buyer.addressId })).data.checkoutOptions;
    expect(options.online.available).toBe(true);
    expect(options.cod).toMatchObject({ available: false, reason: expect.stringContaining("This code is for prepaid orders only") });
    const before = await snapshot(buyer.customer, buyer.product.id);
    const refused = await placeCod(buyer.customer, buyer.addressId);
    expect(refused.errors?.[0]?.message).toContain("This code is for prepaid orders only");
    expect(await snapshot(buyer.customer, buyer.product.id)).toEqual(before);
  });

  it("concurrent COD orders of one customer racing the open-orders cap: exactly the cap succeed", async () => {
    const product = await catalogue.create({ price: 300, totalStock: 100 });
    const customer = await shopper(t, "race");
    const addressId = await addAddress(customer, { city: "Bengaluru", pincode: "560038" });
    // Six checkouts at once, each filling the cart and placing a COD order until it gets one or the cap's refusal.
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let attempt = 0; attempt < 40; attempt++) {
          await addToCart(customer, product.id, 1);
          const { data, errors } = await placeCod(customer, addressId);
          if (!errors) return `placed ${data.placeOrder.order.id}`;
          if (errors[0].message.startsWith("You already have")) return "capped";
          expect(errors[0].message).toMatch(/cart is empty/);
        }
        return "gave up";
      }),
    );
    expect(outcomes.filter((o) => o.startsWith("placed"))).toHaveLength(2);
    expect(outcomes.filter((o) => o === "capped")).toHaveLength(4);
    const [{ open }] = await t.server.dataSource.query(`SELECT count(*)::int AS open FROM orders WHERE user_id = $1 AND payment_status = 'to_collect'`, [customer.userId]);
    expect(open).toBe(2);
    // Stock: exactly the placed orders' units left the shelf.
    const [{ units }] = await t.server.dataSource.query(`SELECT COALESCE(sum(l.quantity), 0)::int AS units FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.user_id = $1`, [customer.userId]);
    expect(await stockOf(t, product.id)).toBe(100 - units);
  });
});

describe("cash on delivery: after placing", () => {
  it("shipped, then delivered and collected: paid with an invoice number; collected twice changes nothing", async () => {
    const { order, product, customer } = await placedCod({ stock: 10, quantity: 2 });
    // First-order promotions read whether the shopper has paid before: cash counts once it is collected.
    const paidBefore = async () => ((await t.server.dataSource.query(`SELECT has_paid_order FROM users WHERE id = $1`, [customer.userId])) as Array<{ has_paid_order: boolean }>)[0]!.has_paid_order;
    await adminMove(order.id, "SHIPPED");
    expect(await paidBefore()).toBe(false);
    const first = await admin.client.graphql(COLLECTED, { id: order.id });
    expect(first.errors).toBeUndefined();
    expect(await paidBefore()).toBe(true);
    expect(first.data.markOrderCollected.order).toMatchObject({ status: "DELIVERED", paymentStatus: "PAID", paymentLabel: "Cash on delivery", invoiceNumber: expect.stringMatching(/^INV-\d{6}$/), invoiceAvailable: true, nextStatuses: [] });
    const again = await admin.client.graphql(COLLECTED, { id: order.id });
    expect(again.errors).toBeUndefined();
    expect(again.data.markOrderCollected.order).toEqual(first.data.markOrderCollected.order);
    expect(await stockOf(t, product.id)).toBe(8);
    // The invoice says how it was paid; the delivered email that the cash was received.
    expect(await invoiceText(customer, order.id)).toMatch(/Payment\s+Cash on delivery/);
    const [delivered] = await t.server.dataSource.query(`SELECT text_body FROM email_outbox WHERE order_id = $1 AND kind = 'order_delivered'`, [order.id]);
    expect(delivered.text_body).toContain("your payment of ₹1,998.00 (cash on delivery) received");
    // Collected: it cannot be returned to origin, nor moved back.
    const rto = await admin.client.graphql(RTO, { id: order.id, reason: "Customer refused" });
    expect(rto.errors?.[0]).toMatchObject({ message: "This order's cash was collected on delivery: it cannot be returned to origin.", extensions: { code: "BAD_USER_INPUT" } });
    const back = await admin.client.graphql(MOVE, { id: order.id, status: "SHIPPED" });
    expect(back.errors?.[0]?.message).toBe("This order is delivered and cannot be moved to shipped. A delivered order cannot be moved to another status.");
    expect(await orderOf(admin, order.id)).toMatchObject({ status: "DELIVERED", paymentStatus: "PAID" });
    expect(await stockOf(t, product.id)).toBe(8);
  });

  it("is not collected before it ships, and a prepaid order is not collected at all", async () => {
    const { order } = await placedCod();
    expect((await admin.client.graphql(ADMIN_CONFIRM, { orderId: order.id })).errors).toBeUndefined();
    const early = await admin.client.graphql(COLLECTED, { id: order.id });
    expect(early.errors?.[0]?.message).toBe("This order is confirmed and cannot be moved to delivered. It can be moved to: shipped, cancelled, rejected.");
    expect(await orderOf(admin, order.id)).toMatchObject({ status: "CONFIRMED", paymentStatus: "TO_COLLECT" });
    const buyer = await shopper(t, "prepaid");
    const product = await catalogue.create({ price: 500, totalStock: 5 });
    await addToCart(buyer, product.id, 1);
    const { order: online } = await placeOrderOk(buyer, buyer.addressId);
    const refused = await admin.client.graphql(COLLECTED, { id: online.id });
    expect(refused.errors?.[0]?.message).toBe("This order is not paid by cash on delivery.");
  });

  it("placed → shipped → returned to origin: units back exactly once, closed with the reason", async () => {
    const { order, product } = await placedCod({ stock: 10, quantity: 3 });
    expect(await stockOf(t, product.id)).toBe(7);
    await adminMove(order.id, "SHIPPED");
    const rto = await admin.client.graphql(RTO, { id: order.id, reason: "Customer not reachable" });
    expect(rto.errors).toBeUndefined();
    expect(rto.data.markOrderReturnedToOrigin.order).toMatchObject({ status: "RETURNED_TO_ORIGIN", paymentStatus: "FAILED", nextStatuses: [] });
    expect(rto.data.markOrderReturnedToOrigin.order.statusHistory.at(-1)).toMatchObject({ from: "SHIPPED", to: "RETURNED_TO_ORIGIN", note: "Returned to origin: Customer not reachable" });
    expect(await stockOf(t, product.id)).toBe(10);
    // Again: answered as it is (nothing written, the stock not returned twice); collecting it now is refused.
    const again = await admin.client.graphql(RTO, { id: order.id, reason: "Again" });
    expect(again.errors).toBeUndefined();
    expect(again.data.markOrderReturnedToOrigin.order).toEqual(rto.data.markOrderReturnedToOrigin.order);
    const collect = await admin.client.graphql(COLLECTED, { id: order.id });
    expect(collect.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it("placed → cancelled before shipping: units back exactly once, nothing refunded, the customer told", async () => {
    const { order, product } = await placedCod({ stock: 10, quantity: 2 });
    await adminMove(order.id, "CANCELLED");
    expect(await orderOf(admin, order.id)).toMatchObject({ status: "CANCELLED", paymentStatus: "FAILED" });
    expect(await stockOf(t, product.id)).toBe(10);
    const again = await admin.client.graphql(MOVE, { id: order.id, status: "CANCELLED" });
    expect(again.errors).toBeUndefined(); // staying where it is is not a move
    expect(await stockOf(t, product.id)).toBe(10);
    expect(standIn().sandbox.requests.filter((r) => r.operation === "payments.refund")).toHaveLength(0);
    const emails = await t.server.dataSource.query(`SELECT kind, text_body FROM email_outbox WHERE order_id = $1 ORDER BY kind`, [order.id]);
    expect(emails.map((e: { kind: string }) => e.kind)).toEqual(["order_cancelled", "order_confirmed"]);
    expect(emails[0].text_body).toContain("It was to be paid on delivery, so nothing was charged.");
    // Cancelled orders are closed: shipped afterwards is refused, the stock untouched.
    const ship = await admin.client.graphql(MOVE, { id: order.id, status: "SHIPPED" });
    expect(ship.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it("the orders page filters by payment method and the dashboard counts COD orders, revenue and returns to origin", async () => {
    const collected = await placedCod({ price: 1000, quantity: 1 });
    await adminMove(collected.order.id, "SHIPPED");
    await admin.client.graphql(COLLECTED, { id: collected.order.id });
    const returned = await placedCod({ price: 1000, quantity: 1 });
    await adminMove(returned.order.id, "SHIPPED");
    await admin.client.graphql(RTO, { id: returned.order.id, reason: "Refused at the door" });

    const LIST = `query ($filter: AdminOrderFilter) { adminOrders(first: 100, filter: $filter) { totalCount nodes { id paymentMethod } } }`;
    const cod = (await admin.client.graphql(LIST, { filter: { paymentMethod: "cod" } })).data.adminOrders;
    expect(cod.nodes.every((o: { paymentMethod: string }) => o.paymentMethod === "cod")).toBe(true);
    expect(cod.nodes.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([collected.order.id, returned.order.id]));
    const online = (await admin.client.graphql(LIST, { filter: { paymentMethod: "online" } })).data.adminOrders;
    expect(online.nodes.some((o: { paymentMethod: string }) => o.paymentMethod === "cod")).toBe(false);
    const bad = await admin.client.graphql(LIST, { filter: { paymentMethod: "cheque" } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "filter.paymentMethod" });

    const INSIGHTS = `{ salesInsights(days: 7) { revenue cod { orders allOrders orderShare revenue revenueShare dispatched returnedToOrigin returnToOriginRate } } }`;
    const { data } = await admin.client.graphql(INSIGHTS);
    const [expected] = await t.server.dataSource.query(
      `SELECT count(*) FILTER (WHERE payment_method = 'cod')::int AS orders, count(*)::int AS all_orders,
              count(*) FILTER (WHERE payment_method = 'cod' AND status IN ('shipped', 'delivered', 'returned_to_origin'))::int AS dispatched,
              count(*) FILTER (WHERE payment_method = 'cod' AND status = 'returned_to_origin')::int AS rto,
              COALESCE(sum(total_paise) FILTER (WHERE payment_method = 'cod' AND payment_status = 'paid'), 0)::int AS cod_revenue
         FROM orders WHERE created_at >= now() - interval '6 days'`,
    );
    const c = data.salesInsights.cod;
    expect(c).toMatchObject({ orders: expected.orders, allOrders: expected.all_orders, dispatched: expected.dispatched, returnedToOrigin: expected.rto, revenue: expected.cod_revenue / 100 });
    expect(c.returnedToOrigin).toBeGreaterThanOrEqual(1);
    expect(c.orderShare).toBeCloseTo(expected.orders / expected.all_orders, 10);
    expect(c.returnToOriginRate).toBeCloseTo(expected.rto / expected.dispatched, 10);
    expect(c.revenueShare).toBeCloseTo(c.revenue / data.salesInsights.revenue, 6);
  });
});

describe("UPI, netbanking and cards through the stand-in's checkout", () => {
  async function payBy(details: Record<string, unknown>) {
    const product = await catalogue.create({ price: 650, totalStock: 5 });
    const buyer = await shopper(t, "upi");
    await addToCart(buyer, product.id, 1);
    const { order, payment } = await placeOrderOk(buyer, buyer.addressId);
    const response = await fetch(`${standInBase(t)}/checkout/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key_id: payment.keyId, order_id: payment.providerOrderId, ...details }),
    });
    return { buyer, order, status: response.status, json: (await response.json()) as any };
  }

  it("a UPI payment from a VPA is verified like any other and the order stores upi and the VPA", async () => {
    const { buyer, order, status, json } = await payBy({ method: "upi", vpa: "priya.sharma@okhdfcbank" });
    expect(status).toBe(200);
    const entity = await standIn().sandbox.findPayment(json.razorpay_payment_id);
    expect(entity).toMatchObject({ method: "upi", vpa: "priya.sharma@okhdfcbank", card_id: null });
    expect((await verifyPayment(buyer, order.id, json)).errors).toBeUndefined();
    expect(await buyer.client.graphql(ORDER, { id: order.id }).then((r) => r.data.order)).toMatchObject({
      status: "CONFIRMED",
      paymentStatus: "PAID",
      paymentInstrument: "upi",
      paymentVpa: "priya.sharma@okhdfcbank",
      paymentLabel: "UPI (priya.sharma@okhdfcbank)",
    });
    const [email] = await t.server.dataSource.query(`SELECT text_body FROM email_outbox WHERE order_id = $1 AND kind = 'order_confirmed'`, [order.id]);
    expect(email.text_body).toContain("Payment: UPI (priya.sharma@okhdfcbank)");
    expect(await invoiceText(buyer, order.id)).toMatch(/Payment\s+UPI \(priya\.sharma@okhdfcbank\)\s+\(pay_/);
  });

  it("a declined UPI request fails the attempt (Razorpay's failure@razorpay) and the order stays open", async () => {
    const { buyer, order, status, json } = await payBy({ method: "upi", vpa: "failure@razorpay" });
    // Answered like the window's Fail: the error in Razorpay's shape, for the page's payment.failed handler.
    expect(status).toBe(200);
    expect(json.error).toMatchObject({ reason: "payment_declined", metadata: { payment_id: expect.stringMatching(/^pay_/) } });
    expect(await standIn().sandbox.findPayment(json.error.metadata.payment_id)).toMatchObject({ status: "failed", method: "upi", vpa: "failure@razorpay" });
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: "PENDING", paymentStatus: "PENDING" });
  });

  it("refuses a malformed VPA before any payment is made", async () => {
    const { order, status, json } = await payBy({ method: "upi", vpa: "not-a-vpa" });
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ description: "Invalid VPA. Please enter a valid Virtual Payment Address", field: "vpa" });
    expect(await standIn().sandbox.paymentsOf((await t.server.dataSource.query(`SELECT provider_order_id FROM payments WHERE order_id = $1`, [order.id]))[0].provider_order_id)).toEqual([]);
  });

  it.each([
    [{ method: "netbanking", bank: "HDFC" }, "netbanking", "Netbanking"],
    [{ method: "wallet", wallet: "paytm" }, "wallet", "Wallet"],
    [{}, "card", "Card"],
  ])("pays by %o and stores %s", async (details, instrument, label) => {
    const { buyer, order, status, json } = await payBy(details);
    expect(status).toBe(200);
    expect((await verifyPayment(buyer, order.id, json)).errors).toBeUndefined();
    expect((await buyer.client.graphql(ORDER, { id: order.id })).data.order).toMatchObject({ paymentInstrument: instrument, paymentLabel: label, paymentVpa: null });
  });
});
