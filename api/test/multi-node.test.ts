/**
 * Two replicas of the shop as two real Node processes (each `node src/main.ts` on its own port, with its own
 * data dir), on one PostgreSQL database, one Redis (a prefix of their own) and one S3-compatible server
 * (s3rver): whichever node a request reaches, the shop answers the same. The last test SIGKILLs one of them in
 * the middle of a burst of checkouts.
 *
 * Fixtures go through the public API of either node; the test reads tables only to check its consistency facts.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { parseConfig } from "../src/config.js";
import { createDataSource } from "../src/db/data-source.js";
import { WEBHOOK_PATH } from "../src/payments/index.js";
import { RazorpaySandbox } from "../src/payments/sandbox/razorpay-sandbox.js";
import { PostgresSandboxStore } from "../src/payments/sandbox/sandbox-store.js";
import { createServices } from "../src/services/index.js";
import { ADD_ADDRESS, ADD_TO_CART, addressForm, CART } from "./support/cart-fixtures.js";
import { outboxTo, REQUEST_RESET, RESET_PASSWORD, tokenIn } from "./support/account-fixtures.js";
import { ApiClient } from "./support/client.js";
import { type NodeProcess, startNodeProcess } from "./support/node-process.js";
import { type CheckoutResponse, MY_ORDERS, ORDER, PLACE_ORDER, type PaymentWindow } from "./support/order-fixtures.js";
import { type RunningS3, startS3Server } from "./support/s3-server.js";
import { createTestDatabase } from "./support/test-database.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const JWT_SECRET = randomBytes(36).toString("base64url");
const PASSWORD = "Sutra#2026pass";

let a: NodeProcess;
let b: NodeProcess;
let s3: RunningS3;
let db: DataSource;
let dropDatabase: () => Promise<void>;
let env: Record<string, string>;

beforeAll(async () => {
  const database = await createTestDatabase(inject("pgAdminUrl"), inject("pgTemplate"));
  dropDatabase = database.drop;
  s3 = await startS3Server();
  env = {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    DATABASE_URL: database.url,
    JWT_SECRET,
    REDIS_URL,
    // This run's own keys and channels: another checkout may run the same suite on the same Redis.
    REDIS_PREFIX: `sutra-test-${process.pid}-${randomBytes(3).toString("hex")}:`,
    SEED_ON_EMPTY: "false",
    LOGIN_MAX_PER_IP: "1000",
    REGISTER_MAX_PER_IP: "1000",
    SEARCH_MAX_PER_IP: "1000",
    PASSWORD_RESET_MAX_PER_IP: "1000",
    ORDER_EXPIRY_SWEEP_SECONDS: "1",
    ...s3.env,
  };
  const dataDir = () => mkdtempSync(join(tmpdir(), "sutra-node-"));
  [a, b] = await Promise.all([startNodeProcess("A", { ...env, DATA_DIR: dataDir() }), startNodeProcess("B", { ...env, DATA_DIR: dataDir() })]);
  db = createDataSource({ url: database.url, poolSize: 2 });
  await db.initialize();
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.destroy();
  await s3?.close();
  await dropDatabase?.();
}, 60_000);

// ---- fixtures, through the public API ----

let sequence = 0;
const unique = (prefix: string) => `${prefix}${(sequence += 1)}_${process.pid}_${Date.now() % 1_000_000}`;

async function login(node: NodeProcess, email: string, password = PASSWORD) {
  const client = new ApiClient(node.url);
  const result = await client.graphql(`mutation ($input: LoginInput!) { login(input: $input) { token user { id } } }`, { input: { email, password } });
  return { client, ...result };
}

/** A customer signed up and signed in through `node`; `client` keeps the session cookie like a browser. */
async function customer(node: NodeProcess) {
  const username = unique("shopper");
  const email = `${username}@example.com`;
  const client = new ApiClient(node.url);
  const registered = await client.graphql(`mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }`, { input: { username, email, password: PASSWORD } });
  expect(registered.errors).toBeUndefined();
  const signedIn = await login(node, email);
  expect(signedIn.errors).toBeUndefined();
  return { client: signedIn.client, email, token: signedIn.data.login.token as string };
}

let adminToken: Promise<string> | undefined;
/** An admin made the way `npm run create-admin` makes one, signed in through A. */
function admin(): Promise<string> {
  adminToken ??= (async () => {
    const email = `${unique("admin")}@example.com`;
    const config = parseConfig({ NODE_ENV: "test", DATABASE_URL: env.DATABASE_URL, JWT_SECRET, DATA_DIR: mkdtempSync(join(tmpdir(), "sutra-node-")), LOG_LEVEL: "silent" });
    await createServices({ dataSource: db, config }).auth.createAdmin({ email, password: "Admin#2026pass" });
    const { data, errors } = await login(a, email, "Admin#2026pass");
    expect(errors).toBeUndefined();
    return data.login.token as string;
  })();
  return adminToken;
}

async function asAdmin(node: NodeProcess): Promise<ApiClient> {
  const client = new ApiClient(node.url);
  client.bearer = await admin();
  return client;
}

/** An admin's upload through `node` (GraphQL multipart, as the admin panel sends it): the stored image's URLs. */
async function upload(node: NodeProcess, picture: Buffer) {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: "mutation ($file: Upload!) { uploadImage(file: $file) { url images { original thumbnail large webp } } }", variables: { file: null } }));
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new Blob([new Uint8Array(picture)], { type: "image/jpeg" }), "picture.jpg");
  const response = await fetch(new URL("/graphql", node.url), { method: "POST", headers: { authorization: `Bearer ${await admin()}`, "apollo-require-preflight": "true" }, body: form });
  const json = (await response.json()) as { data?: { uploadImage: { url: string; images: Record<string, string> } }; errors?: unknown };
  expect(json.errors).toBeUndefined();
  return json.data!.uploadImage;
}

const picture = (colour: string, width = 64, height = 64) => sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();

let productImage: Promise<string> | undefined;
async function createProduct(node: NodeProcess, input: { title: string; totalStock: number; category?: string; brand?: string }): Promise<string> {
  productImage ??= picture("#7a5c3a").then((jpeg) => upload(a, jpeg).then((u) => u.url));
  const { data, errors } = await (await asAdmin(node)).graphql(`mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`, {
    input: { description: "A soft cotton tee for every day.", category: "men", brand: "nike", price: 999, salePrice: 0, image: await productImage, ...input },
  });
  expect(errors).toBeUndefined();
  return data.createProduct.id;
}

/** A signed-in customer with an address and `quantity` of the product in the cart (through `node`). */
async function readyToCheckOut(node: NodeProcess, productId: string, quantity = 1) {
  const buyer = await customer(node);
  const address = await buyer.client.graphql(ADD_ADDRESS, { input: addressForm() });
  expect(address.errors).toBeUndefined();
  expect((await buyer.client.graphql(ADD_TO_CART, { input: { productId, quantity } })).errors).toBeUndefined();
  return { ...buyer, addressId: address.data.addAddress.id as string };
}

async function stockOn(node: NodeProcess, productId: string): Promise<number> {
  const { data, errors } = await new ApiClient(node.url).graphql(`query ($id: ID!) { product(id: $id) { totalStock } }`, { id: productId });
  expect(errors).toBeUndefined();
  return data.product.totalStock;
}

/** Asks until `check` passes or `ms` run out; returns how long it took. Never sleeps longer than it must. */
async function eventually(check: () => Promise<void>, ms: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    try {
      await check();
      return Date.now() - start;
    } catch (error) {
      if (Date.now() - start > ms) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

// ---- one shop ----

describe("two app processes behave as one shop", () => {
  it("a customer who logs in through A uses the cart through B (and A sees what B did)", async () => {
    const productId = await createProduct(a, { title: unique("Cart Tee "), totalStock: 5 });
    const buyer = await customer(a);
    const throughB = buyer.client.on(b.url);
    const added = await throughB.graphql(ADD_TO_CART, { input: { productId, quantity: 2 } });
    expect(added.errors).toBeUndefined();
    expect(added.data.addToCart.itemCount).toBe(2);
    const { data } = await buyer.client.graphql(CART);
    expect(data.cart.lines).toEqual([expect.objectContaining({ productId, quantity: 2 })]);
  });

  it("8 failed logins split across A and B hit the limit on both", async () => {
    const { email } = await customer(a);
    for (let i = 0; i < 8; i += 1) {
      const { errors } = await login(i % 2 === 0 ? a : b, email, `Wrong#guess${i}`);
      expect(errors?.[0]?.extensions?.code, `attempt ${i + 1}`).not.toBe("TOO_MANY_REQUESTS");
      expect(errors?.[0]?.extensions?.code).toBeDefined();
    }
    for (const node of [a, b]) {
      const { errors } = await login(node, email);
      expect(errors?.[0]?.extensions?.code, node.name).toBe("TOO_MANY_REQUESTS");
    }
  });

  it("an admin's product edit on A shows in B's listing, facets and search within one second", async () => {
    const productId = await createProduct(a, { title: unique("Plain Tee "), totalStock: 3, category: "men" });
    const listing = `query ($filter: ProductFilter) { products(filter: $filter, first: 100) { totalCount edges { node { id title } } facets { categories { id count } } } }`;
    const categoryCount = (data: any, id: string) => data.products.facets.categories.find((c: { id: string }) => c.id === id)?.count ?? 0;
    const anonymousB = new ApiClient(b.url);
    // B has seen the catalogue as it is (its caches are warm) before the edit.
    const before = (await anonymousB.graphql(listing, {})).data;
    expect(before.products.edges.map((e: any) => e.node.id)).toContain(productId);

    const word = `zephyr${randomBytes(3).toString("hex")}`;
    const edited = await (await asAdmin(a)).graphql(`mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`, {
      id: productId,
      input: { title: `${word} Linen Kurta`, category: "women" },
    });
    expect(edited.errors).toBeUndefined();

    await eventually(async () => {
      const women = (await anonymousB.graphql(listing, { filter: { categories: ["women"] } })).data;
      expect(women.products.edges.map((e: any) => e.node)).toContainEqual({ id: productId, title: `${word} Linen Kurta` });
      const all = (await anonymousB.graphql(listing, {})).data;
      expect(categoryCount(all, "women")).toBe(categoryCount(before, "women") + 1);
      expect(categoryCount(all, "men")).toBe(categoryCount(before, "men") - 1);
      const found = await anonymousB.graphql(`query ($keyword: String!) { productSearch(keyword: $keyword) { totalCount edges { node { id } } } }`, { keyword: word });
      expect(found.data.productSearch.edges.map((e: any) => e.node.id)).toEqual([productId]);
    }, 1000);
  });

  it("a banner uploaded through A is listed by B and served from the shared bucket", async () => {
    const uploaded = await upload(a, await picture("#1f6f8b", 1400, 500));
    expect(uploaded.url.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    const title = unique("Monsoon sale ");
    const added = await (await asAdmin(a)).graphql(`mutation ($input: FeatureImageInput!) { addFeatureImage(input: $input) { id } }`, { input: { image: uploaded.url, title } });
    expect(added.errors).toBeUndefined();

    let banner: { image: string; images: Record<string, string> } | undefined;
    await eventually(async () => {
      const { data } = await new ApiClient(b.url).graphql(`{ featureImages { id title image images { original thumbnail large webp } } }`);
      banner = data.featureImages.find((f: { id: string }) => f.id === added.data.addFeatureImage.id);
      expect(banner).toMatchObject({ title, image: uploaded.url });
    }, 5000);
    for (const url of Object.values(banner!.images)) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^image\/(webp|jpeg)$/);
    }
  });

  it("an order placed on A is paid in the stand-in through B and confirmed by a webhook delivered to B", async () => {
    const productId = await createProduct(a, { title: unique("Paid Tee "), totalStock: 4 });
    const buyer = await readyToCheckOut(a, productId, 1);
    const placed = await buyer.client.graphql(PLACE_ORDER, { input: { addressId: buyer.addressId } });
    expect(placed.errors).toBeUndefined();
    const { order, payment } = placed.data.placeOrder as { order: { id: string }; payment: PaymentWindow };

    // The browser's Pay, reaching B's stand-in: it knows the provider order A opened.
    const paid = await fetch(new URL("/__sandbox/razorpay/checkout/pay", b.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key_id: payment.keyId, order_id: payment.providerOrderId }),
    });
    expect(paid.status).toBe(200);
    const checkout = (await paid.json()) as CheckoutResponse;

    // The browser never comes back; Razorpay's webhook for the authorized payment arrives at B. Built and signed
    // from the same shared state and keys, as the stand-in in any node would.
    const keys = parseConfig({ NODE_ENV: "test", JWT_SECRET, DATA_DIR: mkdtempSync(join(tmpdir(), "sutra-node-")) }).payments;
    const razorpay = new RazorpaySandbox({ keyId: keys.keyId, keySecret: keys.keySecret, webhookSecret: keys.webhookSecret, store: new PostgresSandboxStore(db) });
    expect(keys.keyId).toBe(payment.keyId);
    const delivered = await razorpay.sendWebhook("payment.authorized", checkout.razorpay_payment_id, { url: new URL(WEBHOOK_PATH, b.url).toString() });
    expect(delivered.status).toBe(200);

    await eventually(async () => {
      const { data } = await buyer.client.graphql(ORDER, { id: order.id });
      expect(data.order).toMatchObject({ status: "CONFIRMED", paymentStatus: "PAID", paymentId: checkout.razorpay_payment_id });
    }, 5000);
    expect(await razorpay.findPayment(checkout.razorpay_payment_id)).toMatchObject({ status: "captured", captured: true });
    expect(await stockOn(b, productId)).toBe(3);
  });

  it("logout on A revokes the session on B", async () => {
    const buyer = await customer(a);
    const onB = new ApiClient(b.url);
    onB.bearer = buyer.token;
    expect((await onB.graphql(MY_ORDERS)).errors).toBeUndefined();
    expect((await buyer.client.graphql(`mutation { logout }`)).errors).toBeUndefined();
    // B trusts a session it has seen for SESSION_CACHE_SECONDS (5); the revocation reaches it over Redis well before.
    await eventually(async () => {
      const { errors } = await onB.graphql(MY_ORDERS);
      expect(errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }, 2500);
  });

  it("a password reset through B ends the customer's sessions on A and on B", async () => {
    const shopper = await customer(a);
    const onB = new ApiClient(b.url);
    onB.bearer = shopper.token;
    // Seen on both nodes, so each trusts the session for SESSION_CACHE_SECONDS (5) unless told otherwise.
    expect((await shopper.client.graphql(MY_ORDERS)).errors).toBeUndefined();
    expect((await onB.graphql(MY_ORDERS)).errors).toBeUndefined();
    expect((await new ApiClient(a.url).graphql(REQUEST_RESET, { email: shopper.email })).errors).toBeUndefined();
    const adminOnB = await asAdmin(b);
    let token = "";
    await eventually(async () => {
      const [email] = await outboxTo(adminOnB, shopper.email, "PASSWORD_RESET");
      expect(email).toBeDefined();
      token = tokenIn(email!, "/auth/reset-password");
    }, 5000);
    expect((await new ApiClient(b.url).graphql(RESET_PASSWORD, { input: { token, password: "Fresh#2026start" } })).errors).toBeUndefined();
    await eventually(async () => {
      expect((await shopper.client.graphql(MY_ORDERS)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      expect((await onB.graphql(MY_ORDERS)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }, 2500);
    expect((await login(a, shopper.email)).errors?.[0]?.message).toBe("Incorrect password! Please try again");
    expect((await login(a, shopper.email, "Fresh#2026start")).errors).toBeUndefined();
  });

  it("a customer blocked through A is signed out on B", async () => {
    const shopper = await customer(b);
    expect((await shopper.client.graphql(MY_ORDERS)).errors).toBeUndefined();
    const { data, errors } = await (await asAdmin(a)).graphql(`{ customers(search: "${shopper.email}") { edges { node { id } } } }`);
    expect(errors).toBeUndefined();
    const id = data.customers.edges[0].node.id as string;
    const blocked = await (await asAdmin(a)).graphql(`mutation ($id: ID!) { setCustomerBlocked(id: $id, blocked: true, reason: "Fraud") { blocked } }`, { id });
    expect(blocked.errors).toBeUndefined();
    await eventually(async () => {
      expect((await shopper.client.graphql(MY_ORDERS)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }, 2500);
    expect((await login(b, shopper.email)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("password reset requests for one email split across A and B hit its limit on both", async () => {
    const { email } = await customer(a);
    for (let i = 0; i < 3; i += 1) expect((await new ApiClient(i % 2 === 0 ? a.url : b.url).graphql(REQUEST_RESET, { email })).errors).toBeUndefined();
    for (const node of [a, b]) {
      const { errors } = await new ApiClient(node.url).graphql(REQUEST_RESET, { email });
      expect(errors?.[0]?.extensions?.code, node.name).toBe("TOO_MANY_REQUESTS");
    }
  });

  it("the order-expiry job releases stock exactly once with both running", async () => {
    const productId = await createProduct(a, { title: unique("Held Tee "), totalStock: 5 });
    const orderIds: string[] = [];
    for (const node of [a, b, a]) {
      const buyer = await readyToCheckOut(node, productId, 1);
      const { data, errors } = await buyer.client.graphql(PLACE_ORDER, { input: { addressId: buyer.addressId } });
      expect(errors).toBeUndefined();
      orderIds.push(data.placeOrder.order.id);
    }
    expect(await stockOn(b, productId)).toBe(2);
    const releasedSoFar = () => [a, b].flatMap((n) => n.logs).reduce((sum, l) => sum + (l.msg === "released the stock of expired unpaid orders" ? Number(l.released) : 0), 0);
    const before = releasedSoFar();

    // Time passes: the reservations end now rather than in 30 minutes. Both nodes sweep every second.
    await db.query(`UPDATE orders SET reservation_expires_at = now() - interval '1 second' WHERE id = ANY($1)`, [orderIds]);
    await eventually(async () => expect(await stockOn(b, productId)).toBe(5), 10_000);
    // Give both nodes a few more sweeps: nothing is released a second time.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await stockOn(a, productId)).toBe(5);
    expect(releasedSoFar() - before).toBe(3);
    const notes: Array<{ order_id: string; n: number }> = await db.query(
      `SELECT order_id, count(*)::int AS n FROM order_status_history WHERE order_id = ANY($1) AND note = 'Payment window expired' GROUP BY order_id`,
      [orderIds],
    );
    expect(notes.map((r) => r.n)).toEqual([1, 1, 1]);
  });
});

// ---- one replica dies ----

describe("a replica killed (SIGKILL) in the middle of a burst of checkouts", () => {
  it("the other keeps serving; no oversell, every reservation accounted for, stock + reserved = initial", async () => {
    // Twelve shoppers for 8 units: more than the stock, and more than A's six shoppers can take, so B's own shoppers
    // always find some left however fast A was before it died (with 6, A once sold them all and B could only refuse).
    const initial = 8;
    const productId = await createProduct(b, { title: unique("Burst Tee "), totalStock: initial });
    const buyers = await Promise.all(Array.from({ length: 12 }, (_, i) => readyToCheckOut(i % 2 === 0 ? a : b, productId, 1)));

    type Outcome = { buyer: number; node: string; code: string; orderId?: string };
    let killed: Promise<void> | undefined;
    const place = async (i: number): Promise<Outcome> => {
      const node = i % 2 === 0 ? a : b;
      const client = buyers[i]!.client.on(node.url);
      try {
        const { data, errors } = await client.graphql(PLACE_ORDER, { input: { addressId: buyers[i]!.addressId } });
        // A's first answer: it is in the middle of the burst now.
        if (node === a) killed ??= a.kill();
        return { buyer: i, node: node.name, code: errors?.[0]?.extensions?.code ?? "OK", orderId: data?.placeOrder?.order.id };
      } catch {
        // A is gone: the load balancer sends the shopper's retry to B.
        const retry = await buyers[i]!.client.on(b.url).graphql(PLACE_ORDER, { input: { addressId: buyers[i]!.addressId } });
        return { buyer: i, node: "B (retry)", code: retry.errors?.[0]?.extensions?.code ?? "OK", orderId: retry.data?.placeOrder?.order.id };
      }
    };
    const outcomes = await Promise.all(buyers.map((_, i) => place(i)));
    expect(killed, "A answered at least once before it was killed").toBeDefined();
    await killed;

    // B answered everything it was asked, with answers of the API (an order, out of stock, or "still opening").
    for (const o of outcomes.filter((x) => x.node !== "A")) expect(["OK", "OUT_OF_STOCK", "CONFLICT"], JSON.stringify(o)).toContain(o.code);
    expect(outcomes.filter((o) => o.node !== "A" && o.code === "OK").length).toBeGreaterThan(0);
    // And keeps serving after A is gone.
    expect((await new ApiClient(b.url).graphql(`{ products(first: 1) { totalCount } }`)).errors).toBeUndefined();

    const stock = await stockOn(b, productId);
    const [{ reserved }]: Array<{ reserved: number }> = await db.query(
      `SELECT coalesce(sum(l.quantity), 0)::int AS reserved FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.product_id = $1 AND o.stock_reserved`,
      [productId],
    );
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(stock + reserved).toBe(initial);
    // Every order a shopper was told about holds its stock (A may also have committed one it never answered).
    const told = outcomes.filter((o) => o.code === "OK").map((o) => o.orderId!);
    const held: Array<{ id: string }> = await db.query(`SELECT id FROM orders WHERE id = ANY($1) AND stock_reserved`, [told]);
    expect(held.map((r) => r.id).sort()).toEqual([...new Set(told)].sort());
    // Nothing was reserved twice for one shopper's one cart.
    const perUser: Array<{ n: number }> = await db.query(
      `SELECT count(*)::int AS n FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.product_id = $1 AND o.stock_reserved GROUP BY o.user_id`,
      [productId],
    );
    expect(perUser.every((r) => r.n === 1)).toBe(true);
  }, 90_000);
});

// ---- one replica dies, and the shoppers' retries are safe (issue 28) ----

describe("a replica killed mid-burst, every checkout sent with an Idempotency-Key and retried once on the other", () => {
  it("0 duplicate orders, 0 lost, 0 failed after retry; stock + reserved = initial", async () => {
    // A again (the test above killed it), then a burst of checkouts of one product, half through each node.
    await a.stop();
    a = await startNodeProcess("A2", { ...env, DATA_DIR: mkdtempSync(join(tmpdir(), "sutra-node-")) });
    const buyers = 24;
    const initial = buyers;
    const productId = await createProduct(b, { title: unique("Retry Tee "), totalStock: initial });
    const shoppers = await Promise.all(Array.from({ length: buyers }, (_, i) => readyToCheckOut(i % 2 === 0 ? a : b, productId, 1)));

    type Outcome = { buyer: number; via: string; code: string; orderId?: string; retried: boolean };
    let killed: Promise<void> | undefined;
    // A's checkouts go in two waves: the second leaves when A first answers, and A is killed a moment after it left,
    // so some of A's requests are surely in flight when it dies (a busy test process could read all of one wave's
    // answers at once).
    let answeredOnA!: () => void;
    const firstAnswerOnA = new Promise<void>((resolve) => (answeredOnA = resolve));
    const inSecondWave = (i: number) => i % 2 === 0 && i >= buyers / 2;
    /** As the web app sends it: one key per checkout, the same key on the one retry after a network error or a 502/503. */
    const checkout = async (i: number): Promise<Outcome> => {
      const key = randomBytes(16).toString("hex");
      const node = i % 2 === 0 ? a : b;
      const send = (target: NodeProcess) =>
        shoppers[i]!.client.on(target.url).request("/graphql", { body: { query: PLACE_ORDER, variables: { input: { addressId: shoppers[i]!.addressId } } }, headers: { "idempotency-key": key } });
      let res: Awaited<ReturnType<typeof send>> | undefined;
      try {
        if (inSecondWave(i)) await firstAnswerOnA;
        const answer = send(node);
        if (inSecondWave(i)) killed ??= sleep(10).then(() => a.kill());
        res = await answer;
      } catch {
        res = undefined;
      } finally {
        if (node === a) answeredOnA();
      }
      const retried = res === undefined || res.status === 502 || res.status === 503;
      // The load balancer sends the retry to the node that is left.
      if (retried) res = await send(b);
      return { buyer: i, via: `${node.name}${retried ? " → B" : ""}`, code: res!.json?.errors?.[0]?.extensions?.code ?? (res!.status === 200 ? "OK" : `HTTP ${res!.status}`), orderId: res!.json?.data?.placeOrder?.order.id, retried };
    };
    const outcomes = await Promise.all(shoppers.map((_, i) => checkout(i)));
    expect(killed, "A answered at least once before it was killed").toBeDefined();
    await killed;
    const retries = outcomes.filter((o) => o.retried);
    expect(retries.length, "requests were in flight on A when it died").toBeGreaterThan(0);

    // 0 failed after retry: every shopper has an order, whichever node answered.
    expect(outcomes.filter((o) => o.code !== "OK"), JSON.stringify(outcomes.filter((o) => o.code !== "OK"))).toEqual([]);
    // 0 duplicate: one order per shopper, the one they were told about (a retry answers the order A placed, if it did).
    const orders: Array<{ user_id: string; id: string; stock_reserved: boolean }> = await db.query(
      `SELECT o.user_id, o.id, o.stock_reserved FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.product_id = $1`,
      [productId],
    );
    const byUser = new Map<string, string[]>();
    for (const o of orders) byUser.set(o.user_id, [...(byUser.get(o.user_id) ?? []), o.id]);
    expect([...byUser.values()].filter((ids) => ids.length !== 1)).toEqual([]);
    expect(byUser.size).toBe(buyers);
    // 0 lost: every order a shopper was told about exists and holds its stock; nothing else holds any.
    const told = outcomes.map((o) => o.orderId!);
    expect(new Set(told).size).toBe(buyers);
    expect(orders.filter((o) => o.stock_reserved).map((o) => o.id).sort()).toEqual([...told].sort());
    const stock = await stockOn(b, productId);
    expect(stock).toBe(initial - buyers);
    console.info(`chaos: ${buyers} checkouts, ${retries.length} in flight on A when it was killed and retried on B; ${orders.length} orders, ${byUser.size} shoppers`);
  }, 120_000);
});
