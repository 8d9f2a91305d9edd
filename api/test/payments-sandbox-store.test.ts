/**
 * The offline Razorpay's two stores, one contract: process memory (the stand-in as a test server) and PostgreSQL
 * (the stand-in in the app, shared by every replica). The same facts hold for both; two stand-ins over one
 * PostgreSQL store behave as one Razorpay.
 */
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDataSource } from "../src/db/data-source.js";
import { type RunningSandbox, type SandboxOrder, startRazorpaySandboxServer } from "../src/payments/sandbox/razorpay-sandbox.js";
import { MemorySandboxStore, PostgresSandboxStore, type SandboxStore } from "../src/payments/sandbox/sandbox-store.js";
import { createTestDatabase } from "./support/test-database.js";

let dataSource: DataSource;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase(inject("pgAdminUrl"), inject("pgTemplate"));
  dropDatabase = database.drop;
  dataSource = createDataSource({ url: database.url, poolSize: 4 });
  await dataSource.initialize();
});
afterAll(async () => {
  await dataSource?.destroy();
  await dropDatabase?.();
});

let serial = 0;
function anOrder(overrides: Partial<SandboxOrder> = {}): SandboxOrder {
  serial += 1;
  return {
    id: `order_Contract${String(serial).padStart(6, "0")}`,
    entity: "order",
    amount: 129_900,
    amount_paid: 0,
    amount_due: 129_900,
    currency: "INR",
    receipt: "r-1",
    offer_id: null,
    status: "created",
    attempts: 0,
    notes: { orderId: "8d3c2a5e" },
    created_at: 1_790_000_000,
    ...overrides,
  };
}

const stores: Array<[string, () => SandboxStore]> = [
  ["memory", () => new MemorySandboxStore()],
  ["PostgreSQL", () => new PostgresSandboxStore(dataSource)],
];

describe.each(stores)("the stand-in's %s store", (_name, makeStore) => {
  it("gives back a saved record as Razorpay's JSON document, keys in their order", async () => {
    const store = makeStore();
    const order = anOrder();
    await store.atomically((tx) => tx.saveOrder(order));
    const found = await store.atomically((tx) => tx.order(order.id));
    expect(found).toEqual(order);
    expect(JSON.stringify(found)).toBe(JSON.stringify(order));
    expect(await store.atomically((tx) => tx.order("order_Missing0000001"))).toBeUndefined();
  });

  it("keeps nothing of a unit that fails", async () => {
    const store = makeStore();
    const order = anOrder();
    await store.atomically((tx) => tx.saveOrder(order));
    const failed = store.atomically(async (tx) => {
      await tx.saveOrder({ ...order, status: "paid" });
      await tx.saveOrder(anOrder({ id: "order_NeverKept00001" }));
      throw new Error("half way");
    });
    await expect(failed).rejects.toThrow("half way");
    expect((await store.atomically((tx) => tx.order(order.id)))?.status).toBe("created");
    expect(await store.atomically((tx) => tx.order("order_NeverKept00001"))).toBeUndefined();
  });

  it("hands out copies: a record changed but not saved stays as it was; a unit reads its own saves", async () => {
    const store = makeStore();
    const order = anOrder();
    await store.atomically((tx) => tx.saveOrder(order));
    await store.atomically(async (tx) => {
      const found = (await tx.order(order.id))!;
      found.status = "paid";
    });
    expect((await store.atomically((tx) => tx.order(order.id)))?.status).toBe("created");
    const seen = await store.atomically(async (tx) => {
      await tx.saveOrder({ ...order, attempts: 3 });
      return (await tx.order(order.id))?.attempts;
    });
    expect(seen).toBe(3);
  });

  it("runs units that change one record one after another: no update is lost", async () => {
    const store = makeStore();
    const order = anOrder();
    await store.atomically((tx) => tx.saveOrder(order));
    await Promise.all(
      Array.from({ length: 8 }, () =>
        store.atomically(async (tx) => {
          const found = (await tx.order(order.id))!;
          await new Promise((resolve) => setTimeout(resolve, 5));
          await tx.saveOrder({ ...found, attempts: found.attempts + 1 });
        }),
      ),
    );
    expect((await store.atomically((tx) => tx.order(order.id)))?.attempts).toBe(8);
  });
});

describe("two stand-ins over one PostgreSQL store (two replicas of the app)", () => {
  let a: RunningSandbox;
  let b: RunningSandbox;
  beforeAll(async () => {
    a = await startRazorpaySandboxServer({ store: new PostgresSandboxStore(dataSource) });
    b = await startRazorpaySandboxServer({ ...a.keys, store: new PostgresSandboxStore(dataSource) });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const call = (server: RunningSandbox, method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Basic ${Buffer.from(`${server.keys.keyId}:${server.keys.keySecret}`).toString("base64")}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("an order created through one is paid through the other, and both report the same payment", async () => {
    const created = (await (await call(a, "POST", "/v1/orders", { amount: 50_000, currency: "INR", receipt: "shared-1" })).json()) as SandboxOrder;
    const paid = await b.sandbox.pay(created.id);
    const fromA = await call(a, "GET", `/v1/payments/${paid.razorpay_payment_id}`);
    expect(fromA.status).toBe(200);
    expect(await fromA.json()).toMatchObject({ id: paid.razorpay_payment_id, entity: "payment", order_id: created.id, status: "authorized", amount: 50_000 });
    expect(await (await call(b, "GET", `/v1/orders/${created.id}`)).json()).toMatchObject({ status: "attempted", attempts: 1 });
  });

  it("the same payment captured through both at once is captured once; the other gets Razorpay's error", async () => {
    const created = (await (await call(a, "POST", "/v1/orders", { amount: 70_000, currency: "INR" })).json()) as SandboxOrder;
    const { razorpay_payment_id: id } = await a.sandbox.pay(created.id);
    const answers = await Promise.all([a, b, a, b].map((server) => call(server, "POST", `/v1/payments/${id}/capture`, { amount: 70_000, currency: "INR" })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400]);
    const refused = (await answers.find((r) => r.status === 400)!.json()) as { error: { code: string; description: string } };
    expect(refused.error).toMatchObject({ code: "BAD_REQUEST_ERROR", description: "This payment has already been captured" });
    expect(await b.sandbox.findOrder(created.id)).toMatchObject({ status: "paid", amount_paid: 70_000, amount_due: 0 });
  });
});
