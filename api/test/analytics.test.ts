import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "./support/catalogue-fixtures.js";
import type { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { addToCart, payInStandIn, placeOrderOk, placeUnpaidOrder, shopper, verifyPayment } from "./support/order-fixtures.js";
import { useTestServer } from "./support/test-server.js";

/**
 * Issue 45: a purchase as Google Analytics 4 reports it, read from the order's view, and sent by the server through the
 * Measurement Protocol (so an ad blocker does not hide a sale) once per order, with nothing personal in it.
 */

interface Hit {
  query: URLSearchParams;
  body: { client_id: string; events: Array<{ name: string; params: Record<string, any> }> };
}

/**
 * The Measurement Protocol as Google documents it (https://developers.google.com/analytics/devguides/collection/protocol/ga4/reference):
 * `POST /mp/collect?measurement_id=&api_secret=`, a JSON body with `client_id` and 1–25 `events`, each a name of
 * letters, digits and underscores starting with a letter (at most 40), at most 25 parameters, at most 200 items, each
 * item with `item_id` or `item_name`. It answers 204 and records what it took; what the validation server
 * (`/debug/mp/collect`) would refuse it answers 400 here, so a malformed hit fails the test instead of vanishing.
 */
function measurementProtocolStandIn() {
  const hits: Hit[] = [];
  let failNext = 0;
  const problems = (body: any): string[] => {
    const found: string[] = [];
    if (typeof body?.client_id !== "string" || body.client_id === "") found.push("client_id");
    if (!Array.isArray(body?.events) || body.events.length < 1 || body.events.length > 25) found.push("events");
    for (const event of body?.events ?? []) {
      if (!/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(event.name ?? "")) found.push(`event name ${event.name}`);
      if (Object.keys(event.params ?? {}).length > 25) found.push("more than 25 params");
      const items = event.params?.items ?? [];
      if (items.length > 200) found.push("more than 200 items");
      for (const item of items) if (!item.item_id && !item.item_name) found.push("item without item_id or item_name");
    }
    return found;
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      if (req.method !== "POST" || url.pathname !== "/mp/collect" || !url.searchParams.get("measurement_id") || !url.searchParams.get("api_secret")) {
        res.writeHead(400).end();
        return;
      }
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(503).end();
        return;
      }
      const body = JSON.parse(raw);
      if (problems(body).length > 0) {
        res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ validationMessages: problems(body) }));
        return;
      }
      hits.push({ query: url.searchParams, body });
      res.writeHead(204).end();
    });
  });
  return {
    hits,
    failOnce: () => (failNext = 1),
    listen: () => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const standIn = measurementProtocolStandIn();
const port = await standIn.listen();
afterAll(() => standIn.close());

/** A built web app's page (the API tests run before the web build). */
function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "sutra-web-dist-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), `<!doctype html><html lang="en"><head><title>Sutra</title></head><body><div id="root"></div></body></html>`);
  return dir;
}

const t = useTestServer({ WEB_DIST_DIR: webBuild(), ANALYTICS_GA4_ID: "G-SUTRATEST1", ANALYTICS_GA4_API_SECRET: "mp-secret-for-tests", ANALYTICS_MP_URL: `http://127.0.0.1:${port}/mp/collect` });

const MEASURE = `mutation ($orderId: ID!, $clientId: String, $sessionId: String) {
  measurePurchase(orderId: $orderId, clientId: $clientId, sessionId: $sessionId) {
    transactionId value tax shipping currency coupon
    items { itemId itemName itemBrand itemCategory itemVariant price discount quantity }
  }
}`;
const ORDER_VIEW = `query ($id: ID!) { order(id: $id) { id totalAmount discount couponCode lines { productId title quantity net discount size colour tax { cgst sgst igst } } } }`;

let admin: ApiClient;

beforeAll(async () => {
  admin = (await signInAdmin(t)).client;
});

/** A customer's paid order of two of a sized product and one of a plain one, with a 10 % coupon. */
async function paidOrderWithCoupon() {
  const code = `TEN${Math.floor(Math.random() * 1e6)}`;
  expect((await admin.graphql(`mutation ($input: PromotionInput!) { createPromotion(input: $input) { id } }`, { input: { kind: "COUPON", code, title: "10 % off", discountType: "PERCENT", percentOff: 10 } })).errors).toBeUndefined();
  const { data, errors } = await admin.graphql(`mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`, {
    input: { title: "Bandhani Dupatta", description: "Tie-dyed.", category: "women", brand: "zara", price: 1299, image: "https://images.example.com/d.jpg", variants: [{ size: "M", colour: "Red", stock: 10 }] },
  });
  expect(errors).toBeUndefined();
  const plain = await createProduct(admin, { title: "Canvas Tote", category: "accessories", brand: "puma", price: 499, totalStock: 10 });
  const buyer = await shopper(t, "measured");
  await addToCart(buyer, data.createProduct.id, 2, { size: "M", colour: "Red" });
  await addToCart(buyer, plain.id, 1);
  expect((await buyer.client.graphql(`mutation ($code: String!) { applyCoupon(code: $code) { total } }`, { code })).errors).toBeUndefined();
  const { order, payment } = await placeOrderOk(buyer, buyer.addressId);
  expect((await verifyPayment(buyer, order.id, await payInStandIn(t, payment))).errors).toBeUndefined();
  return { buyer, orderId: order.id as string, code, productIds: [data.createProduct.id as string, plain.id] };
}

describe("measuring a purchase", () => {
  it("reads transaction id, value, tax, shipping, coupon and items from the order's view", async () => {
    const { buyer, orderId, code, productIds } = await paidOrderWithCoupon();
    const view = (await buyer.client.graphql(ORDER_VIEW, { id: orderId })).data.order;
    const { data, errors } = await buyer.client.graphql(MEASURE, { orderId });
    expect(errors).toBeUndefined();
    const m = data.measurePurchase;
    const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
    expect(m).toMatchObject({ transactionId: orderId, currency: "INR", coupon: code, shipping: 0 });
    expect(m.value).toBe(sum(view.lines.map((l: any) => l.net)));
    expect(m.value).toBe(view.totalAmount);
    expect(m.tax).toBe(sum(view.lines.map((l: any) => l.tax.cgst + l.tax.sgst + l.tax.igst)));
    expect(m.tax).toBeGreaterThan(0);
    const dupatta = m.items.find((i: any) => i.itemId === productIds[0]);
    expect(dupatta).toMatchObject({ itemName: "Bandhani Dupatta", itemBrand: "Zara", itemCategory: "Women", itemVariant: "Red / M", quantity: 2 });
    // GA4: value is Σ price × quantity, each price after its discount.
    expect(sum(m.items.map((i: any) => i.price * i.quantity))).toBe(m.value);
    expect(dupatta.discount).toBeCloseTo(129.9, 2);
    expect(m.items.find((i: any) => i.itemId === productIds[1])).toMatchObject({ itemVariant: null, quantity: 1 });
  });

  it("sends it to Google Analytics once per order, whoever asks again, with nothing personal in it", async () => {
    const { buyer, orderId } = await paidOrderWithCoupon();
    const before = standIn.hits.length;
    for (let i = 0; i < 3; i += 1) expect((await buyer.client.graphql(MEASURE, { orderId, clientId: "1234567890.1700000000", sessionId: "1700000123" })).errors).toBeUndefined();
    const hits = standIn.hits.slice(before);
    expect(hits).toHaveLength(1);
    const [hit] = hits;
    expect(hit!.query.get("measurement_id")).toBe("G-SUTRATEST1");
    expect(hit!.query.get("api_secret")).toBe("mp-secret-for-tests");
    expect(hit!.body.client_id).toBe("1234567890.1700000000");
    expect(hit!.body.events).toHaveLength(1);
    const [event] = hit!.body.events;
    expect(event!.name).toBe("purchase");
    expect(event!.params).toMatchObject({ transaction_id: orderId, currency: "INR", session_id: "1700000123" });
    expect(event!.params.items).toHaveLength(2);
    const text = JSON.stringify(hit!.body);
    for (const personal of [buyer.email, buyer.username, buyer.userId, "MG Road", "Bengaluru", "560038", "9876543210"]) expect(text).not.toContain(personal);
  });

  it("a send that fails is logged, and sent at the next ask", async () => {
    const { buyer, orderId } = await paidOrderWithCoupon();
    const before = standIn.hits.length;
    standIn.failOnce();
    expect((await buyer.client.graphql(MEASURE, { orderId, clientId: "555.1700000000" })).errors).toBeUndefined();
    expect(standIn.hits.length).toBe(before);
    expect((await buyer.client.graphql(MEASURE, { orderId, clientId: "555.1700000000" })).errors).toBeUndefined();
    expect(standIn.hits.slice(before).map((h) => h.body.events[0]!.params.transaction_id)).toEqual([orderId]);
  });

  it("an order not yet paid is refused, another customer's is not found, and nothing is sent for either", async () => {
    const product = await createProduct(admin, { price: 300, totalStock: 5 });
    const buyer = await shopper(t, "unpaid");
    const { order } = await placeUnpaidOrder(buyer, product.id);
    const before = standIn.hits.length;
    const unpaid = await buyer.client.graphql(MEASURE, { orderId: order.id, clientId: "1.2" });
    expect(unpaid.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    const stranger = await signUpCustomer(t, "stranger");
    const paid = await paidOrderWithCoupon();
    const other = await stranger.client.graphql(MEASURE, { orderId: paid.orderId, clientId: "1.2" });
    expect(other.errors?.[0]).toMatchObject({ extensions: { code: "NOT_FOUND" } });
    expect(standIn.hits.length).toBe(before);
  });
});

describe("the page and Google's tag", () => {
  it("the page tells the app the measurement id, and the CSP lets Google's tag load and report (and nothing else of Google)", async () => {
    const res = await fetch(new URL("/shop/home", t.url), { headers: { accept: "text/html" } });
    const csp = res.headers.get("content-security-policy") ?? "";
    const directive = (name: string) => csp.split(";").map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? "";
    expect(directive("script-src")).toContain("https://*.googletagmanager.com");
    expect(directive("connect-src")).toContain("https://*.google-analytics.com");
    expect(directive("frame-src")).not.toContain("google");
    expect(await res.text()).toContain(`"ga4Id":"G-SUTRATEST1"`);
  });
});
