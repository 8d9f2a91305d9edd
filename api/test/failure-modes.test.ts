/**
 * Issue 47: a node that hangs instead of dying. Every wait is bounded, a claim whose holder stops renewing it moves
 * on, and the holder's late commit is refused by the claim's token, so nothing is done twice.
 *
 * The shop under test (`t`, in this process) is the healthy node; F is a second node on the same database, a real
 * process (`node src/main.ts`) that the tests freeze with SIGSTOP (its sockets stay open and the kernel still answers
 * TCP for them, as with a stuck event loop or a paused VM) and thaw with SIGCONT. The bounds are tightened for the file
 * (a 1 s claim lease, 1 s idle-in-transaction bound) so the facts take seconds; their defaults are in config.ts.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource } from "../src/db/data-source.js";
import { createSql } from "../src/db/sql.js";
import { AUTH_MESSAGES } from "../src/services/auth.service.js";
import { createIdempotencyService } from "../src/services/idempotency.service.js";
import { createLeases } from "../src/services/leases.js";
import type { Viewer } from "../src/services/viewer.js";
import { ADD_ADDRESS, ADDRESSES, addressForm, useCatalogue } from "./support/cart-fixtures.js";
import { ApiClient } from "./support/client.js";
import { type NodeProcess, startNodeProcess } from "./support/node-process.js";
import { addAddress, addToCart, type Customer, MY_ORDERS, PLACE_ORDER, shopper, stockOf, useCheckoutServer } from "./support/order-fixtures.js";
import { until } from "./support/until.js";

const BOUNDS = {
  DB_STATEMENT_TIMEOUT_MS: "2000",
  DB_LOCK_TIMEOUT_MS: "1500",
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: "1000",
  DB_REPORT_STATEMENT_TIMEOUT_MS: "4000",
  CLAIM_LEASE_SECONDS: "1",
};
const IDLE_BOUND_MS = 1000;
const JWT_SECRET = randomBytes(36).toString("base64url");
const { t, standIn } = useCheckoutServer({ ...BOUNDS, JWT_SECRET });
const catalogue = useCatalogue(t);

let f: NodeProcess;
/** The test's own connections, without the shop's bounds (they hold locks as long as the test says). */
let db: DataSource;

beforeAll(async () => {
  const { keys, url } = standIn();
  f = await startNodeProcess("F", {
    ...BOUNDS,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    DATABASE_URL: t.config.databaseUrl!,
    JWT_SECRET,
    DATA_DIR: mkdtempSync(join(tmpdir(), "sutra-node-")),
    SEED_ON_EMPTY: "false",
    ORDER_EXPIRY_SWEEP_SECONDS: "0",
    EMAIL_SEND_INTERVAL_SECONDS: "0",
    LOGIN_MAX_PER_IP: "1000",
    REGISTER_MAX_PER_IP: "1000",
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_BASE_URL: url,
  });
  db = createDataSource({ url: t.config.databaseUrl!, poolSize: 3 });
  await db.initialize();
}, 90_000);

afterAll(async () => {
  await f?.stop();
  await db?.destroy();
}, 30_000);

/** A request as the web app sends an action: with its Idempotency-Key. */
function keyed(client: ApiClient, url: string, key: string, body: Record<string, unknown>) {
  return client.on(url).request("/graphql", { body, headers: { "idempotency-key": key } });
}

/** How long `work` took, and what it gave. */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = Date.now();
  const value = await work();
  return { ms: Date.now() - start, value };
}

describe("every wait has a bound", () => {
  it("the checkout pool's connections carry the statement, lock and idle-in-transaction bounds and TCP keepalives", async () => {
    const [row] = await t.server.dataSource.query(
      `SELECT current_setting('statement_timeout') AS statement, current_setting('lock_timeout') AS lock,
              current_setting('idle_in_transaction_session_timeout') AS idle, current_setting('tcp_keepalives_idle') AS keepalive`,
    );
    expect(row).toEqual({ statement: "2s", lock: "1500ms", idle: "1s", keepalive: "10" });
  });

  it("a statement past the checkout pool's bound is cancelled; the reports' pool lets it run longer", async () => {
    const cancelled = await timed(() => t.server.dataSource.query(`SELECT pg_sleep(2.5)`).then(() => "ran", (error: { code?: string }) => error.code));
    expect(cancelled.value).toBe("57014");
    expect(cancelled.ms).toBeLessThan(2400);
    const reports = createSql(t.server.dataSource, t.config.bounds);
    try {
      expect(await reports.report(`SELECT pg_sleep(2.5)::text AS slept`)).toEqual([{ slept: "" }]);
    } finally {
      await reports.close();
    }
  });

  it("a checkout waiting on a lock that is never given up gets an answer after the lock bound, not never", async () => {
    const buyer = await shopper(t);
    const product = await catalogue.create({ totalStock: 3 });
    await addToCart(buyer, product.id, 1);
    const holder = db.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      // Another session holds the shopper's checkout lock (their cart's row, issue 46) and keeps its transaction open.
      await holder.query(`SELECT id FROM carts WHERE user_id = $1 FOR UPDATE`, [buyer.userId]);
      const { ms, value } = await timed(() => buyer.client.graphql(PLACE_ORDER, { input: { addressId: buyer.addressId } }));
      expect(value.errors?.[0]?.extensions?.code).toBe("INTERNAL_SERVER_ERROR");
      expect(ms).toBeGreaterThanOrEqual(1400);
      expect(ms).toBeLessThan(3500);
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
    expect(await stockOf(t, product.id)).toBe(3);
  });
});

describe("a node frozen (SIGSTOP) in the middle of a keyed checkout", () => {
  /**
   * A keyed checkout of one unit sent to F while the test holds a row it needs (`lockSql`, on the buyer and product):
   * F is frozen once its statement waits for that row, and the row is then let go. F's session, its pending answer and
   * the request's parts.
   */
  async function freezeFWaitingOn(lockSql: string, rowOf: (buyer: Customer, productId: string) => unknown[]) {
    const product = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, product.id, 1);
    const key = randomUUID();
    const body = { query: PLACE_ORDER, variables: { input: { addressId: buyer.addressId } } };
    const holder = db.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query(lockSql, rowOf(buyer, product.id));
    const onF = keyed(buyer.client, f.url, key, body).catch((error: unknown) => error);
    const { pid } = await until(
      async () =>
        ((await db.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'sutra-api' AND wait_event_type = 'Lock'`)) as Array<{ pid: number }>)[0],
      "F's checkout to wait for the row the test holds",
    );
    f.freeze();
    await holder.rollbackTransaction();
    await holder.release();
    return { product, buyer, key, body, pid, onF };
  }

  /** The retry on the healthy node answers F's committed order within 5 s; once F thaws, that order is the only one. */
  async function retryAnswersTheOrderOfF(
    { buyer, key, body, onF, productId }: { buyer: Customer; key: string; body: Record<string, unknown>; onF: Promise<unknown>; productId: string },
    placed: string,
  ) {
    const retry = await timed(() => keyed(buyer.client, t.url, key, body));
    expect(retry.value.json.errors).toBeUndefined();
    expect(retry.value.json.data.placeOrder.order.id).toBe(placed);
    expect(retry.ms).toBeLessThan(5000);

    f.thaw();
    await onF;
    const orders = (await buyer.client.graphql(MY_ORDERS)).data.myOrders as Array<{ id: string }>;
    expect(orders.map((o) => o.id)).toEqual([placed]);
    expect(await stockOf(t, productId)).toBe(4);
    return retry;
  }

  it("inside the checkout's transaction: PostgreSQL ends that transaction within the idle bound, and the retry on the healthy node places the order once, within 5 s", async () => {
    // The test holds the shopper's cart row (their checkout lock), so F's checkout stops at its first statement, inside
    // its transaction; once it has the row, F holds the shopper's lock. (Not the product's row: placing's write carries
    // its COMMIT, so a node frozen while that write waits still commits it: the next test's case.)
    const { product, buyer, key, body, pid, onF } = await freezeFWaitingOn(`SELECT 1 FROM carts WHERE user_id = $1 FOR UPDATE`, (buyer) => [buyer.userId]);

    // F's statement completes on the server, then its transaction sits idle: its node sends nothing more.
    const [ended, retry] = await Promise.all([
      timed(() => until(async () => ((await db.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1`, [pid])) as unknown[]).length === 0, "F's session to end", 10_000)),
      timed(() => keyed(buyer.client, t.url, key, body)),
    ]);
    expect(ended.ms).toBeLessThan(IDLE_BOUND_MS + 1500);
    expect(retry.value.json.errors).toBeUndefined();
    expect(retry.ms).toBeLessThan(5000);
    const orderId = retry.value.json.data.placeOrder.order.id as string;

    // F wakes up: its transaction is gone, and its late answer changes nothing.
    f.thaw();
    await onF;
    const orders = (await buyer.client.graphql(MY_ORDERS)).data.myOrders as Array<{ id: string }>;
    expect(orders.map((o) => o.id)).toEqual([orderId]);
    expect(await stockOf(t, product.id)).toBe(4);
    const replay = await keyed(buyer.client, t.url, key, body);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.text).toBe(retry.value.text);
    // And F serves again.
    expect((await new ApiClient(f.url).graphql(`{ products(first: 1) { totalCount } }`)).errors).toBeUndefined();
  }, 30_000);

  it("while placing's write waits for the product's row: the write commits without the node, and the retry answers that order", async () => {
    const { product, buyer, key, body, pid, onF } = await freezeFWaitingOn(`SELECT 1 FROM products WHERE id = $1 FOR UPDATE`, (_, productId) => [productId]);

    // Issue 46: the write went with its COMMIT, so the order commits and the shopper's locks are free while F is frozen.
    const placed = await until(async () => ((await db.query(`SELECT id FROM orders WHERE user_id = $1`, [buyer.userId])) as Array<{ id: string }>)[0]?.id, "F's order to commit");
    const [session] = (await db.query(`SELECT state FROM pg_stat_activity WHERE pid = $1`, [pid])) as Array<{ state: string }>;
    expect(session?.state).toBe("idle");
    await retryAnswersTheOrderOfF({ buyer, key, body, onF, productId: product.id }, placed);
  }, 30_000);

  it("after its order committed and before its answer was kept: the retry answers that order, not a second one", async () => {
    const product = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, product.id, 1);
    const key = randomUUID();
    const body = { query: PLACE_ORDER, variables: { input: { addressId: buyer.addressId } } };
    // F places the order, then waits for Razorpay (slow for a moment): it freezes there.
    standIn().sandbox.injectFault({ operation: "orders.create", kind: "slow", delayMs: 2000 });
    const onF = keyed(buyer.client, f.url, key, body).catch((error: unknown) => error);
    const placed = await until(async () => ((await db.query(`SELECT id FROM orders WHERE user_id = $1`, [buyer.userId])) as Array<{ id: string }>)[0]?.id, "F to commit the order");
    f.freeze();

    const retry = await retryAnswersTheOrderOfF({ buyer, key, body, onF, productId: product.id }, placed);
    // The kept answer is the retry's: F's late one was refused by the claim's token.
    const replay = await keyed(buyer.client, t.url, key, body);
    expect(replay.text).toBe(retry.value.text);
  }, 30_000);
});

describe("a claim taken over while its holder hung (fencing tokens)", () => {
  /** Another node's idempotency keys, in this process: `close()` is that node going silent (no renewals, no lease lock). */
  const otherNode = () => createIdempotencyService({ dataSource: t.server.dataSource, config: t.config, logger: t.server.logger });
  const viewerOf = (customer: { userId: string }): Viewer => ({ userId: customer.userId, sessionId: randomUUID(), role: "customer" });

  it.each(["address", "cash-on-delivery order"] as const)("the %s the first try made before it hung is the retry's answer, and is made once", async (kind) => {
    const buyer = await shopper(t);
    const product = await catalogue.create({ totalStock: 5 });
    await addToCart(buyer, product.id, 1);
    const input =
      kind === "address"
        ? addressForm({ city: "Pune" })
        : { addressId: await addAddress(buyer, { city: "Bengaluru", pincode: "560038", phone: "9876543210" }), paymentMethod: "COD" };
    const body = { query: kind === "address" ? ADD_ADDRESS : PLACE_ORDER, variables: { input } };
    const key = randomUUID();
    const other = otherNode();
    let resume!: () => void;
    const hung = new Promise<void>((resolve) => (resume = resolve));
    let made: string | undefined;
    const first = other.run({ userId: buyer.userId, key, operation: kind === "address" ? "graphql addAddress" : "graphql placeOrder", request: body }, async () => {
      made =
        kind === "address"
          ? (await t.server.services.addresses.add(viewerOf(buyer), input)).id
          : (await t.server.services.checkout.placeOrder(viewerOf(buyer), input)).order.id;
      // Committed; the node hangs before its answer is kept.
      await hung;
      return { status: 200, contentType: "application/json; charset=utf-8", body: "{}", final: true };
    });
    await until(async () => made, "the first try to commit");
    await other.close();

    // Without the note of what the first try made, the retry would add a second address, or find the cart emptied by
    // the cash-on-delivery order and answer "Your cart is empty".
    const retry = await keyed(buyer.client, t.url, key, body);
    expect(retry.json.errors).toBeUndefined();
    expect(kind === "address" ? retry.json.data.addAddress.id : retry.json.data.placeOrder.order.id).toBe(made);
    resume();
    await first;
    if (kind === "address") expect(((await buyer.client.graphql(ADDRESSES)).data.addresses as unknown[]).length).toBe(2);
    else expect(((await buyer.client.graphql(MY_ORDERS)).data.myOrders as unknown[]).length).toBe(1);
    expect(await stockOf(t, product.id)).toBe(kind === "address" ? 5 : 4);
    // The kept answer is the retry's: the first try's late one was refused by the claim's token.
    expect((await keyed(buyer.client, t.url, key, body)).text).toBe(retry.text);
    await other.close();
  });

  it.each(["address", "order"] as const)("the %s of a try that wakes up after its claim was taken over is refused by the token: it is made once", async (kind) => {
    const buyer = await shopper(t);
    const product = await catalogue.create({ totalStock: 5 });
    await addToCart(buyer, product.id, 1);
    const input = kind === "address" ? addressForm({ city: "Pune" }) : { addressId: buyer.addressId };
    const body = { query: kind === "address" ? ADD_ADDRESS : PLACE_ORDER, variables: { input } };
    const key = randomUUID();
    const other = otherNode();
    let resume!: () => void;
    const asleep = new Promise<void>((resolve) => (resume = resolve));
    const late = other.run({ userId: buyer.userId, key, operation: kind === "address" ? "graphql addAddress" : "graphql placeOrder", request: body }, async () => {
      await asleep;
      if (kind === "address") await t.server.services.addresses.add(viewerOf(buyer), input);
      else await t.server.services.checkout.placeOrder(viewerOf(buyer), input);
      return { status: 200, contentType: "application/json", body: "{}", final: true };
    });
    await until(async () => ((await db.query(`SELECT 1 FROM idempotency_keys WHERE user_id = $1 AND key = $2`, [buyer.userId, key])) as unknown[]).length > 0, "the claim");
    await other.close();

    const retry = await keyed(buyer.client, t.url, key, body);
    expect(retry.json.errors).toBeUndefined();
    resume();
    await expect(late).rejects.toMatchObject({ code: "CONFLICT" });
    if (kind === "address") expect(((await buyer.client.graphql(ADDRESSES)).data.addresses as unknown[]).length).toBe(2);
    else expect(((await buyer.client.graphql(MY_ORDERS)).data.myOrders as unknown[]).length).toBe(1);
    await other.close();
  });
});

describe("sign-up and sign-in are safe to repeat", () => {
  const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { message user { id } } }`;

  it("a sign-up retried with its key after the first try made the account is answered as the first; the shopper signs in", async () => {
    const client = new ApiClient(t.url);
    const input = { username: `asha${Date.now() % 1_000_000}`, email: `asha${randomUUID().slice(0, 8)}@example.com`, password: "Sutra#2026pass" };
    const key = randomUUID();
    const first = await keyed(client, t.url, key, { query: REGISTER, variables: { input } });
    expect(first.json.errors).toBeUndefined();
    const retry = await keyed(client, f.url, key, { query: REGISTER, variables: { input } });
    expect(retry.json.errors).toBeUndefined();
    expect(retry.json.data.register).toEqual({ message: AUTH_MESSAGES.registered, user: { id: first.json.data.register.user.id } });
    const login = await client.graphql(`mutation ($input: LoginInput!) { login(input: $input) { user { id } } }`, { input: { email: input.email, password: input.password } });
    expect(login.data.login.user.id).toBe(first.json.data.register.user.id);
  });

  it("a retry sent while the first try still runs on the other node (the balancer gave up on it): one account, both answered as made", async () => {
    const client = new ApiClient(t.url);
    const input = { username: `kiran${Date.now() % 1_000_000}`, email: `kiran${randomUUID().slice(0, 8)}@example.com`, password: "Sutra#2026pass" };
    const key = randomUUID();
    const [one, two] = await Promise.all([t.url, f.url].map((url) => keyed(client, url, key, { query: REGISTER, variables: { input } })));
    expect(one!.json.errors).toBeUndefined();
    expect(two!.json.errors).toBeUndefined();
    expect(two!.json.data.register.user.id).toBe(one!.json.data.register.user.id);
  });

  it("the same key with another password, or the same sign-up without the key, is told the account exists", async () => {
    const client = new ApiClient(t.url);
    const input = { username: `ravi${Date.now() % 1_000_000}`, email: `ravi${randomUUID().slice(0, 8)}@example.com`, password: "Sutra#2026pass" };
    const key = randomUUID();
    expect((await keyed(client, t.url, key, { query: REGISTER, variables: { input } })).json.errors).toBeUndefined();
    const otherPassword = await keyed(client, t.url, key, { query: REGISTER, variables: { input: { ...input, password: "Another#2026pass" } } });
    expect(otherPassword.json.errors?.[0]?.message).toBe(AUTH_MESSAGES.emailTaken);
    expect((await client.graphql(REGISTER, { input })).errors?.[0]?.message).toBe(AUTH_MESSAGES.emailTaken);
  });

  it("the REST sign-up takes the key too", async () => {
    const client = new ApiClient(t.url);
    const input = { userName: `meera${Date.now() % 1_000_000}`, email: `meera${randomUUID().slice(0, 8)}@example.com`, password: "Sutra#2026pass" };
    const key = randomUUID();
    const send = () => client.request("/api/auth/register", { body: input, headers: { "idempotency-key": key } });
    expect((await send()).json).toEqual({ success: true, message: AUTH_MESSAGES.registered });
    expect((await send()).json).toEqual({ success: true, message: AUTH_MESSAGES.registered });
  });
});

describe("background jobs' leases move on", () => {
  it("the order-expiry sweep waits while another node's lease is live and takes it over once it is not renewed", async () => {
    await db.query(`INSERT INTO leases (name, holder, token, expires_at) VALUES ('order-expiry', 'a frozen node', gen_random_uuid(), now() + interval '1 second')`);
    expect(await t.server.services.checkout.expireUnpaidOrders()).toBeNull();
    await until(async () => (await t.server.services.checkout.expireUnpaidOrders()) !== null, "the lease to be taken over", 5000);
    expect(await db.query(`SELECT 1 FROM leases WHERE name = 'order-expiry'`)).toEqual([]);
  });

  it("a job whose lease was taken over while it ran commits nothing more", async () => {
    const leases = createLeases({ dataSource: t.server.dataSource, config: t.config, logger: t.server.logger });
    let wrote = false;
    const result = await leases.run("failure-modes-test", async (lease) => {
      // Another node takes the lease over (as when this one stopped renewing it).
      await db.query(`UPDATE leases SET token = gen_random_uuid(), holder = 'another node' WHERE name = 'failure-modes-test'`);
      await t.server.dataSource.transaction(async (manager) => {
        await lease.fence(manager);
        wrote = true;
      });
      return "finished";
    });
    expect(result).toBeNull();
    expect(wrote).toBe(false);
    expect((await db.query(`SELECT holder FROM leases WHERE name = 'failure-modes-test'`))[0]).toEqual({ holder: "another node" });
  });
});
