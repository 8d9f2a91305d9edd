/**
 * Issue 23: the admin's customers. A server-paged list (cursor `first`/`after`) with search by name or email, each
 * customer's sign-up date, verified flag, orders and paid spend; a customer's page with their addresses; blocking
 * with a reason, which ends the customer's sessions at once and keeps them from signing in or ordering. Admins are
 * not customers and cannot be blocked.
 */
import { describe, expect, it } from "vitest";
import { LOGIN, REQUEST_RESET, RESET_PASSWORD, latestToken } from "./support/account-fixtures.js";
import { CART, useCatalogue } from "./support/cart-fixtures.js";
import { countStatements, SESSIONS_KEPT_WHILE_COUNTING } from "./support/catalogue-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { addAddress, buyProduct, PLACE_ORDER, placeUnpaidOrder } from "./support/order-fixtures.js";
import { useTestServer } from "./support/test-server.js";
import { createServices } from "../src/services/index.js";

const t = useTestServer(SESSIONS_KEPT_WHILE_COUNTING);
const catalogue = useCatalogue(t);
const PASSWORD = "Sutra#2026pass";

const CUSTOMER_FIELDS = `id username name email emailVerified createdAt blocked blockedAt blockedReason orderCount totalSpent`;
const CUSTOMERS = `query ($search: String, $first: Int, $after: String) {
  customers(search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${CUSTOMER_FIELDS} } } } }`;
const CUSTOMER = `query ($id: ID!) { customer(id: $id) { ${CUSTOMER_FIELDS} addresses { id city pincode } } }`;
const SET_BLOCKED = `mutation ($id: ID!, $blocked: Boolean!, $reason: String) { setCustomerBlocked(id: $id, blocked: $blocked, reason: $reason) { ${CUSTOMER_FIELDS} } }`;

let adminClient: Promise<ApiClient> | undefined;
const admin = () => (adminClient ??= signInAdmin(t).then((a) => a.client));

async function customersPage(variables: Record<string, unknown>) {
  const { data, errors } = await (await admin()).graphql(CUSTOMERS, variables);
  expect(errors).toBeUndefined();
  return data.customers;
}

/** Every customer matching `search`, page by page. */
async function everyPage(search: string | null, first: number) {
  const ids: string[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const page = await customersPage({ search, first, after });
    ids.push(...page.edges.map((e: { node: { id: string } }) => e.node.id));
    pages += 1;
    if (!page.pageInfo.hasNextPage) return { ids, pages, totalCount: page.totalCount as number };
    after = page.pageInfo.endCursor;
  }
}

describe("the customer list", () => {
  it("is for admins only", async () => {
    const customer = await signUpCustomer(t, "peek");
    expect((await customer.client.graphql(CUSTOMERS, {})).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await new ApiClient(t.url).graphql(CUSTOMERS, {})).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await customer.client.graphql(SET_BLOCKED, { id: customer.userId, blocked: true, reason: "me" })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("pages newest first through every customer without overlap or gap, and lists no admin", async () => {
    const tag = `pager${Date.now() % 100000}`;
    const made: string[] = [];
    for (let i = 0; i < 7; i += 1) made.push((await signUpCustomer(t, tag)).userId);
    const all = await everyPage(tag, 3);
    expect(all.pages).toBe(3);
    expect(all.totalCount).toBe(7);
    expect(all.ids).toEqual([...made].reverse());
    const { userId: adminId } = await signInAdmin(t);
    const everyone = await everyPage(null, 100);
    expect(everyone.ids).not.toContain(adminId);
    expect(new Set(everyone.ids).size).toBe(everyone.ids.length);
    expect(everyone.totalCount).toBe(everyone.ids.length);
  });

  it("finds customers by any part of their email, name or user name, whatever the case", async () => {
    const asha = await signUpCustomer(t, "AshaRao");
    const other = await signUpCustomer(t, "meera");
    const byName = await customersPage({ search: asha.username.slice(0, 9).toUpperCase() });
    expect(byName.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(asha.userId);
    expect(byName.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(other.userId);
    const byEmail = await customersPage({ search: `${asha.email.split("@")[0]!.slice(-8)}@EXAMPLE` });
    expect(byEmail.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([asha.userId]);
    expect(byEmail.totalCount).toBe(1);
    // A search is text, never a pattern.
    expect((await customersPage({ search: "%" })).totalCount).toBe(0);
    expect((await customersPage({ search: "_" })).edges.length).toBeGreaterThan(0);
  });

  it("shows the sign-up date, verified, orders placed and what the paid ones came to", async () => {
    const tee = await catalogue.create({ title: "Customer Tee", price: 499.5, totalStock: 20 });
    const buyer = await signUpCustomer(t, "spender");
    await buyProduct(t, buyer, tee.id, 2);
    await placeUnpaidOrder(buyer, tee.id, 1);
    const [edge] = (await customersPage({ search: buyer.email })).edges;
    expect(edge.node).toMatchObject({ id: buyer.userId, email: buyer.email, emailVerified: false, blocked: false, orderCount: 2, totalSpent: 999 });
    expect(Date.now() - Date.parse(edge.node.createdAt)).toBeLessThan(60_000);
  });

  it("costs the same number of SQL statements for a page of 2 as of 6, addresses and figures included", async () => {
    const tag = `cost${Date.now() % 100000}`;
    for (let i = 0; i < 6; i += 1) await addAddress(await signUpCustomer(t, tag));
    const query = `query ($search: String, $first: Int) { customers(search: $search, first: $first) { totalCount edges { node { id orderCount totalSpent addresses { id } } } } }`;
    const client = await admin();
    const cost = async (first: number) => {
      await client.graphql(`{ me { id } }`); // the admin's session is cached before counting
      const { result, statements } = await countStatements(() => client.graphql(query, { search: tag, first }));
      expect(result.errors).toBeUndefined();
      expect(result.data.customers.edges).toHaveLength(first);
      expect(result.data.customers.edges.every((e: { node: { addresses: unknown[] } }) => e.node.addresses.length === 1)).toBe(true);
      return statements.length;
    };
    expect(await cost(6)).toBe(await cost(2));
  });

  it.each([
    [{ first: 0 }, "first"],
    [{ first: 101 }, "first"],
    [{ after: "not-a-cursor" }, "after"],
    [{ after: Buffer.from(JSON.stringify(["customer", "yesterday", "x"])).toString("base64url") }, "after"],
  ])("refuses %j clearly", async (variables, field) => {
    const { errors } = await (await admin()).graphql(CUSTOMERS, variables);
    expect(errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
  });
});

describe("a customer's page", () => {
  it("shows the customer with their addresses", async () => {
    const customer = await signUpCustomer(t, "page");
    await addAddress(customer, { city: "Pune", pincode: "411001" });
    const { data, errors } = await (await admin()).graphql(CUSTOMER, { id: customer.userId });
    expect(errors).toBeUndefined();
    expect(data.customer).toMatchObject({ id: customer.userId, username: customer.username, orderCount: 0, totalSpent: 0, addresses: [{ city: "Pune", pincode: "411001" }] });
  });

  it("is NOT_FOUND for an admin, an unknown or a malformed id", async () => {
    const { userId: adminId } = await signInAdmin(t);
    for (const id of [adminId, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const { errors } = await (await admin()).graphql(CUSTOMER, { id });
      expect(errors?.[0]).toMatchObject({ message: "Customer not found", extensions: { code: "NOT_FOUND" } });
    }
  });
});

describe("blocking a customer", () => {
  it("ends their sessions at once: cookie and bearer token stop working, and they can neither order nor sign in", async () => {
    const tee = await catalogue.create({ title: "Blocked Tee", totalStock: 5 });
    const customer = await signUpCustomer(t, "blocked");
    const addressId = await addAddress(customer);
    await customer.client.graphql(`mutation ($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }`, { input: { productId: tee.id, quantity: 1 } });
    const bearer = new ApiClient(t.url);
    bearer.bearer = customer.token;
    expect((await bearer.graphql(CART)).errors).toBeUndefined();

    const { data, errors } = await (await admin()).graphql(SET_BLOCKED, { id: customer.userId, blocked: true, reason: "  Chargebacks on three orders  " });
    expect(errors).toBeUndefined();
    expect(data.setCustomerBlocked).toMatchObject({ id: customer.userId, blocked: true, blockedReason: "Chargebacks on three orders" });

    expect((await bearer.graphql(CART)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await customer.client.graphql(PLACE_ORDER, { input: { addressId } })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await customer.client.request("/api/auth/check-auth")).status).toBe(401);
    expect((await customer.client.request("/api/shop/order/razorpay", { body: { userId: customer.userId, addressInfo: { addressId } } })).status).toBe(401);

    const login = await new ApiClient(t.url).graphql(LOGIN, { input: { email: customer.email, password: PASSWORD } });
    expect(login.errors?.[0]).toMatchObject({ message: "This account has been blocked. Please contact the shop if you think this is a mistake.", extensions: { code: "FORBIDDEN" } });
    const rest = await new ApiClient(t.url).request("/api/auth/login", { body: { email: customer.email, password: PASSWORD } });
    expect(rest.status).toBe(200);
    expect(rest.json).toEqual({ success: false, message: "This account has been blocked. Please contact the shop if you think this is a mistake." });
    // A wrong password is told as before: the block is said only to whoever knows the password.
    expect((await new ApiClient(t.url).graphql(LOGIN, { input: { email: customer.email, password: "Wrong#2026pass" } })).errors?.[0]?.message).toBe("Incorrect password! Please try again");
    const [{ orders }] = (await t.server.dataSource.query(`SELECT count(*)::int AS orders FROM orders WHERE user_id = $1`, [customer.userId])) as Array<{ orders: number }>;
    expect(orders).toBe(0);
  });

  it("a node that still trusts their session (Redis away) places no order for them", async () => {
    // Another node with no bus to this one: it keeps the session it saw for SESSION_CACHE_SECONDS.
    const otherNode = createServices({ dataSource: t.server.dataSource, config: { ...t.config, sessionCacheSeconds: 60 } });
    const tee = await catalogue.create({ title: "Stale Session Tee", totalStock: 5 });
    const customer = await signUpCustomer(t, "stale");
    const addressId = await addAddress(customer);
    await customer.client.graphql(`mutation ($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }`, { input: { productId: tee.id, quantity: 1 } });
    const viewer = await otherNode.auth.authenticate(customer.token);
    expect(viewer).toMatchObject({ userId: customer.userId });

    expect((await (await admin()).graphql(SET_BLOCKED, { id: customer.userId, blocked: true, reason: "Fraud" })).errors).toBeUndefined();
    expect(await otherNode.auth.authenticate(customer.token)).toEqual(viewer);
    await expect(otherNode.checkout.placeOrder(viewer, { addressId })).rejects.toMatchObject({ code: "FORBIDDEN", message: "This account has been blocked. Please contact the shop if you think this is a mistake." });
    const [{ orders }] = (await t.server.dataSource.query(`SELECT count(*)::int AS orders FROM orders WHERE user_id = $1`, [customer.userId])) as Array<{ orders: number }>;
    expect(orders).toBe(0);
  });

  it("ends the links they were sent, and sends no new ones; unblocking lets them sign in again", async () => {
    const customer = await signUpCustomer(t, "unblock");
    await new ApiClient(t.url).graphql(REQUEST_RESET, { email: customer.email });
    const token = await latestToken(t, await admin(), customer.email, "PASSWORD_RESET", "/auth/reset-password");
    expect((await (await admin()).graphql(SET_BLOCKED, { id: customer.userId, blocked: true, reason: "Abuse" })).errors).toBeUndefined();
    const used = await new ApiClient(t.url).graphql(RESET_PASSWORD, { input: { token, password: "Fresh#2026start" } });
    expect(used.errors?.[0]?.message).toBe("This password reset link is no longer valid. Please ask for a new one.");
    await new ApiClient(t.url).graphql(REQUEST_RESET, { email: customer.email });
    await t.server.services.account.settled();
    const [{ links }] = (await t.server.dataSource.query(`SELECT count(*)::int AS links FROM account_tokens WHERE user_id = $1 AND purpose = 'password_reset'`, [customer.userId])) as Array<{ links: number }>;
    expect(links).toBe(1);

    const { data, errors } = await (await admin()).graphql(SET_BLOCKED, { id: customer.userId, blocked: false });
    expect(errors).toBeUndefined();
    expect(data.setCustomerBlocked).toMatchObject({ blocked: false, blockedAt: null, blockedReason: null });
    expect((await new ApiClient(t.url).graphql(LOGIN, { input: { email: customer.email, password: PASSWORD } })).errors).toBeUndefined();
  });

  it("needs a reason, and changes nothing without one", async () => {
    const customer = await signUpCustomer(t, "noreason");
    for (const reason of [undefined, "   "]) {
      const { errors } = await (await admin()).graphql(SET_BLOCKED, { id: customer.userId, blocked: true, reason });
      expect(errors?.[0]).toMatchObject({ message: "Please give a reason for blocking this customer", extensions: { code: "BAD_USER_INPUT", field: "reason" } });
    }
    expect((await customer.client.graphql(CART)).errors).toBeUndefined();
  });

  it("an admin cannot block an admin (nor themself)", async () => {
    const other = await signInAdmin(t);
    const self = await signInAdmin(t);
    for (const id of [other.userId, self.userId]) {
      const { errors } = await self.client.graphql(SET_BLOCKED, { id, blocked: true, reason: "Testing" });
      expect(errors?.[0]).toMatchObject({ message: "An admin cannot be blocked.", extensions: { code: "FORBIDDEN" } });
    }
    expect((await other.client.graphql(`{ me { id } }`)).data.me.id).toBe(other.userId);
  });

  it("is NOT_FOUND for an unknown customer", async () => {
    const { errors } = await (await admin()).graphql(SET_BLOCKED, { id: "00000000-0000-4000-8000-000000000000", blocked: true, reason: "x" });
    expect(errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
