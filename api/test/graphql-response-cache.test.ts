/**
 * The short-lived cache of public GraphQL answers (http/graphql-response-cache.ts): the same catalogue question is
 * answered again without touching the database, shared among anonymous callers and among signed-in customers (never
 * across, never for an admin), and every write to what they read (products, reviews, banners) is seen at once.
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { type CachedAnswer, createGraphQLResponseCache } from "../src/http/graphql-response-cache.js";
import { CatalogueChanges } from "../src/services/catalogue/catalogue-changes.js";
import { ADD_ADDRESS, addressForm } from "./support/cart-fixtures.js";
import { countStatements, createProduct, SESSIONS_KEPT_WHILE_COUNTING, UPDATE_PRODUCT } from "./support/catalogue-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { purchase } from "./support/review-fixtures.js";
import { useTestServer } from "./support/test-server.js";
import { until } from "./support/until.js";

const t = useTestServer({ ...SESSIONS_KEPT_WHILE_COUNTING, CATALOGUE_CACHE_SECONDS: "30" });

const DETAIL = `query Detail($id: ID!) { product(id: $id) { id title totalStock reviewCount } }`;
const REVIEWS = `query Reviews($id: ID!) { reviews(productId: $id) { rating message } }`;
const BANNERS = `{ featureImages { id title } }`;

/** How many requests the cache of public answers has looked up so far (the server's metrics). */
async function answerLookups(): Promise<number> {
  const text = await (await fetch(new URL("/metrics", t.url))).text();
  return [...text.matchAll(/^sutra_cache_lookups_total\{cache="graphql-answers",result="(?:hit|miss)"\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

async function statementsFor(work: () => Promise<unknown>): Promise<number> {
  return (await countStatements(work)).statements.length;
}

describe("public answers kept for a moment", () => {
  it("answers the same anonymous question again without a single SQL statement", async () => {
    const admin = await signInAdmin(t);
    const product = await createProduct(admin.client, { title: "Block Print Kurta" });
    const shopper = new ApiClient(t.url);
    const first = await shopper.graphql(DETAIL, { id: product.id });
    expect(first.data.product.title).toBe("Block Print Kurta");
    let again: Awaited<ReturnType<ApiClient["graphql"]>> | undefined;
    expect(await statementsFor(async () => (again = await new ApiClient(t.url).graphql(DETAIL, { id: product.id })))).toBe(0);
    expect(again!.data).toEqual(first.data);
    // Another question is asked of the database.
    expect(await statementsFor(() => shopper.graphql(`query Other($id: ID!) { product(id: $id) { id brand } }`, { id: product.id }))).toBeGreaterThan(0);
  });

  it("answers signed-in customers from their own share of it, privately; anonymous callers never get theirs", async () => {
    const admin = await signInAdmin(t);
    const product = await createProduct(admin.client);
    const ask = (client: ApiClient) => client.request("/graphql", { body: { query: DETAIL, variables: { id: product.id } } });
    const first = await signUpCustomer(t);
    const asked = await ask(first.client);
    expect(asked.headers.get("cache-control")).toBe("private, no-store");

    // Another shopper, browsing signed in (the node knows its session), by cookie and by bearer token.
    const second = await signUpCustomer(t);
    await second.client.graphql(`{ me { id } }`);
    let again: Awaited<ReturnType<ApiClient["request"]>> | undefined;
    expect(await statementsFor(async () => (again = await ask(second.client)))).toBe(0);
    expect(again!.json).toEqual(asked.json);
    expect(again!.headers.get("cache-control")).toBe("private, no-store");
    const bearer = new ApiClient(t.url);
    bearer.bearer = second.token;
    expect(await statementsFor(() => ask(bearer))).toBe(0);

    // An anonymous caller asks the database for its own, public, answer.
    let anonymous: Awaited<ReturnType<ApiClient["request"]>> | undefined;
    expect(await statementsFor(async () => (anonymous = await ask(new ApiClient(t.url))))).toBeGreaterThan(0);
    expect(anonymous!.headers.get("cache-control")).toMatch(/^public, max-age=/);
    expect(anonymous!.json).toEqual(asked.json);
  });

  it("never answers an admin from it: admins read their own writes", async () => {
    const admin = await signInAdmin(t);
    const product = await createProduct(admin.client);
    await admin.client.graphql(DETAIL, { id: product.id });
    expect(await statementsFor(() => admin.client.graphql(DETAIL, { id: product.id }))).toBeGreaterThan(0);
  });

  it("a client that asks for a fresh answer (Cache-Control: no-cache, a browser's hard reload) gets one", async () => {
    const admin = await signInAdmin(t);
    const product = await createProduct(admin.client);
    await new ApiClient(t.url).graphql(DETAIL, { id: product.id });
    const fresh = () => new ApiClient(t.url).request("/graphql", { body: { query: DETAIL, variables: { id: product.id } }, headers: { "cache-control": "no-cache" } });
    expect(await statementsFor(fresh)).toBeGreaterThan(0);
  });

  it("keeps no answer with errors, and none that is not public", async () => {
    const shopper = new ApiClient(t.url);
    const missing = { id: "00000000-0000-4000-8000-000000000000" };
    await shopper.graphql(`query Missing($id: ID!) { product(id: $id) { id } nope }`, missing);
    expect(await statementsFor(() => shopper.graphql(`query Missing($id: ID!) { product(id: $id) { id } nope }`, missing))).toBe(0); // refused before running
    const viewer = `{ me { id } }`;
    const first = await shopper.graphql(viewer);
    expect(first.errors).toBeUndefined();
    const res = await shopper.request("/graphql", { body: { query: viewer } });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("an admin's product edit is seen by the next anonymous question at once", async () => {
    const admin = await signInAdmin(t);
    const product = await createProduct(admin.client, { title: "Chanderi Dupatta" });
    const shopper = new ApiClient(t.url);
    expect((await shopper.graphql(DETAIL, { id: product.id })).data.product.title).toBe("Chanderi Dupatta");
    const edited = await admin.client.graphql(UPDATE_PRODUCT, { id: product.id, input: { title: "Chanderi Silk Dupatta" } });
    expect(edited.errors).toBeUndefined();
    expect((await shopper.graphql(DETAIL, { id: product.id })).data.product.title).toBe("Chanderi Silk Dupatta");
  });

  it("a new review is seen at once in the product's rating and review list", async () => {
    const admin = await signInAdmin(t);
    const product = await createProduct(admin.client, { price: 999, totalStock: 10 });
    const shopper = new ApiClient(t.url);
    expect((await shopper.graphql(DETAIL, { id: product.id })).data.product.reviewCount).toBe(0);
    expect((await shopper.graphql(REVIEWS, { id: product.id })).data.reviews).toEqual([]);
    const buyer = await signUpCustomer(t);
    await purchase(t, buyer, product.id);
    const added = await buyer.client.graphql(`mutation ($input: ReviewInput!) { addReview(input: $input) { id } }`, {
      input: { productId: product.id, rating: 4, message: "Soft and well stitched" },
    });
    expect(added.errors).toBeUndefined();
    expect((await shopper.graphql(DETAIL, { id: product.id })).data.product.reviewCount).toBe(1);
    expect((await shopper.graphql(REVIEWS, { id: product.id })).data.reviews).toEqual([{ rating: 4, message: "Soft and well stitched" }]);
  });

  it("a banner change is seen at once on the home page's question", async () => {
    const admin = await signInAdmin(t);
    const shopper = new ApiClient(t.url);
    const before = (await shopper.graphql(BANNERS)).data.featureImages as Array<{ id: string }>;
    const banners = await admin.client.graphql(`mutation ($input: FeatureImageInput!) { addFeatureImage(input: $input) { id } }`, {
      input: { image: "/media/demo/banner.jpg", title: "Festive edit" },
    });
    expect(banners.errors).toBeUndefined();
    const after = (await shopper.graphql(BANNERS)).data.featureImages as Array<{ id: string; title: string }>;
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ title: "Festive edit" });
  });

  it("GET answers from it keep their ETag, and a matching If-None-Match gets a 304", async () => {
    const admin = await signInAdmin(t);
    const product = await createProduct(admin.client);
    const url = `/graphql?query=${encodeURIComponent(DETAIL)}&variables=${encodeURIComponent(JSON.stringify({ id: product.id }))}`;
    const headers = { "apollo-require-preflight": "true" };
    const first = await new ApiClient(t.url).request(url, { headers });
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    const cached = await new ApiClient(t.url).request(url, { headers });
    expect(cached.headers.get("etag")).toBe(etag);
    expect(cached.text).toBe(first.text);
    const revalidated = await new ApiClient(t.url).request(url, { headers: { ...headers, "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    // The CSRF rule still applies: without its headers the same GET is refused, not answered from the cache.
    expect((await new ApiClient(t.url).request(url)).status).toBe(400);
  });
});

describe("identical questions asked at the same time", () => {
  it("run once: the requests that arrive while the first is answered get its answer", async () => {
    const admin = await signInAdmin(t);
    const [one, crowded] = [await createProduct(admin.client), await createProduct(admin.client)];
    const ask = (id: string) => new ApiClient(t.url).graphql(DETAIL, { id });
    const single = await statementsFor(() => ask(one.id));
    expect(single).toBeGreaterThan(0);
    // Hold the catalogue so the first request waits inside the database until all twelve have arrived.
    const locker = new pg.Client({ connectionString: t.config.databaseUrl });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE products IN ACCESS EXCLUSIVE MODE");
      const lookupsBefore = await answerLookups();
      let answers: Array<Awaited<ReturnType<typeof ask>>> = [];
      const together = await statementsFor(async () => {
        const asked = Promise.all(Array.from({ length: 12 }, () => ask(crowded.id)));
        await until(async () => (await answerLookups()) >= lookupsBefore + 12, "all twelve requests to reach the cache");
        await locker.query("ROLLBACK");
        answers = await asked;
      });
      expect(together).toBe(single);
      for (const answer of answers) expect(answer.data).toEqual({ product: expect.objectContaining({ id: crowded.id, title: crowded.title }) });
    } finally {
      await locker.end();
    }
  });

  it("are never changes: two customers' identical changes run side by side, the second not waiting for the first", async () => {
    const [first, second] = [await signUpCustomer(t), await signUpCustomer(t)];
    const input = addressForm(); // the same body from both
    // The first customer's address book held, so their change waits inside the database.
    const locker = new pg.Client({ connectionString: t.config.databaseUrl });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE", [first.userId]);
      const lookupsBefore = await answerLookups();
      let heldAnswered = false;
      const held = first.client.graphql(ADD_ADDRESS, { input }).finally(() => (heldAnswered = true));
      const waiting = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FROM users WHERE id%'`;
      // Polled outside the locker's transaction: a transaction sees pg_stat_activity as it was when it first looked.
      await until(async () => (await t.server.dataSource.query(waiting))[0].n > 0, "the first change to wait for the lock");
      // The same body from another customer, answered while the first still waits (it joined it before: it waited).
      const other = await second.client.graphql(ADD_ADDRESS, { input });
      expect(other.errors).toBeUndefined();
      expect(other.data.addAddress.id).toEqual(expect.any(String));
      expect(heldAnswered).toBe(false);
      expect(await answerLookups()).toBe(lookupsBefore);
      await locker.query("ROLLBACK");
      expect((await held).data.addAddress.id).not.toBe(other.data.addAddress.id);
    } finally {
      await locker.end();
    }
  });

  it("each run by itself when the first one's answer cannot be shared (an error), and every caller gets its answer", async () => {
    const missing = { id: "00000000-0000-4000-8000-00000000abcd" };
    const ask = () => new ApiClient(t.url).graphql(DETAIL, missing);
    const answers = await Promise.all(Array.from({ length: 6 }, ask));
    for (const answer of answers) expect(answer.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("the cache's bookkeeping of answers being worked out", () => {
  const answer = (body: string): CachedAnswer => ({ status: 200, headers: [], body: Buffer.from(body) });

  it("a request joins the one running for the same key, and a catalogue change makes the next one run afresh", async () => {
    const changes = new CatalogueChanges();
    const cache = createGraphQLResponseCache({ ttlMs: 60_000, changes });
    const first = cache.lookup("k");
    const joined = cache.lookup("k");
    if (first.kind !== "lead" || joined.kind !== "joined") throw new Error(`expected lead then joined, got ${first.kind}, ${joined.kind}`);
    changes.changed();
    const afterChange = cache.lookup("k");
    expect(afterChange.kind).toBe("lead");
    first.settle(answer("before the change"));
    // The ones that joined before the change get the answer they waited for; it is not kept after the change.
    expect(await joined.answer).toEqual(answer("before the change"));
    expect(cache.lookup("k").kind).toBe("joined");
    if (afterChange.kind !== "lead") throw new Error("unreachable");
    afterChange.settle(answer("after the change"));
    afterChange.settle(undefined); // settling twice changes nothing
    expect(cache.lookup("k")).toEqual({ kind: "kept", answer: answer("after the change") });
  });

  it("lets expired answers go without being asked for again, so a crowd of one-off questions does not sit in memory", async () => {
    const cache = createGraphQLResponseCache({ ttlMs: 250, changes: new CatalogueChanges() });
    const keep = (question: string) => {
      const lookup = cache.lookup(question);
      if (lookup.kind !== "lead") throw new Error(`expected lead, got ${lookup.kind}`);
      lookup.settle(answer("x".repeat(1000)));
    };
    for (let i = 0; i < 200; i++) keep(`question ${i}`);
    expect(cache.keptBytes()).toBeGreaterThan(200 * 1000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The next answer kept sweeps out the 200 expired ones, none of which was asked for again.
    keep("a new question");
    expect(cache.keptBytes()).toBe(1000 + "a new question".length);
  });

  it("an answer that cannot be shared lets the joined requests run themselves, and the next one leads", async () => {
    const cache = createGraphQLResponseCache({ ttlMs: 60_000, changes: new CatalogueChanges() });
    const first = cache.lookup("k");
    const joined = cache.lookup("k");
    if (first.kind !== "lead" || joined.kind !== "joined") throw new Error(`expected lead then joined, got ${first.kind}, ${joined.kind}`);
    first.settle(undefined);
    expect(await joined.answer).toBeUndefined();
    expect(cache.lookup("k").kind).toBe("lead");
  });
});

describe("stock changed by an order", () => {
  const short = useTestServer({ CATALOGUE_CACHE_SECONDS: "1" });

  it("shows in the anonymous answer within CATALOGUE_CACHE_SECONDS (orders do not clear the cache; checkout counts the real stock)", async () => {
    const admin = await signInAdmin(short);
    const product = await createProduct(admin.client, { price: 999, totalStock: 5 });
    const shopper = new ApiClient(short.url);
    expect((await shopper.graphql(DETAIL, { id: product.id })).data.product.totalStock).toBe(5);
    await purchase(short, await signUpCustomer(short), product.id);
    const deadline = Date.now() + 5_000;
    let stock = 5;
    while (stock === 5 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stock = (await shopper.graphql(DETAIL, { id: product.id })).data.product.totalStock;
    }
    expect(stock).toBe(4);
  });
});
