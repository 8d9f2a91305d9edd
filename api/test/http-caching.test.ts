/**
 * Anonymous catalogue reads are cacheable by browsers and CDNs (GraphQL GET, Cache-Control, ETag and 304);
 * personal answers never are.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "./support/catalogue-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
let customer: ApiClient;

beforeAll(async () => {
  const admin = (await signInAdmin(t)).client;
  await createProduct(admin, { title: "Cacheable Kurta" });
  customer = (await signUpCustomer(t)).client;
});

const LISTING = `{ products(first: 5) { totalCount edges { node { id title price } } } }`;
const get = (query: string, client = new ApiClient(t.url), headers: Record<string, string> = {}) =>
  client.request(`/graphql?query=${encodeURIComponent(query)}`, { headers: { "content-type": "application/json", ...headers } });

describe("GraphQL over GET", () => {
  it("answers an anonymous catalogue query as public for the configured time, with an ETag", async () => {
    const res = await get(LISTING);
    expect(res.status).toBe(200);
    expect(res.json.data.products.totalCount).toBeGreaterThan(0);
    expect(res.headers.get("cache-control")).toBe(`public, max-age=${t.config.catalogueHttpMaxAgeSeconds}`);
    expect(res.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);
  });

  it("answers 304 with no body when the client already has this answer", async () => {
    const first = await get(LISTING);
    const again = await get(LISTING, undefined, { "if-none-match": first.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    const changed = await get(LISTING, undefined, { "if-none-match": 'W/"something-else"' });
    expect(changed.status).toBe(200);
  });

  it("keeps a signed-in viewer's answers private and unstored, even for catalogue reads", async () => {
    const res = await get(LISTING, customer);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("etag")).toBeNull();
  });

  it("never caches a personal field, an error or a mutation", async () => {
    expect((await get(`{ me { id } }`)).headers.get("cache-control")).toBe("no-store");
    expect((await get(`{ product(id: "00000000-0000-0000-0000-000000000000") { id } }`)).headers.get("cache-control")).toBe("no-store");
    const mutation = await new ApiClient(t.url).request("/graphql", { body: { query: `mutation { logout }` } });
    expect(mutation.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a mutation sent as GET", async () => {
    const res = await get(`mutation { logout }`);
    expect(res.status).toBe(405);
  });
});

describe("GraphQL over POST", () => {
  it("marks anonymous catalogue answers public too, and personal ones private", async () => {
    const anonymous = await new ApiClient(t.url).graphql(LISTING);
    expect(anonymous.errors).toBeUndefined();
    const res = await new ApiClient(t.url).request("/graphql", { body: { query: LISTING } });
    expect(res.headers.get("cache-control")).toBe(`public, max-age=${t.config.catalogueHttpMaxAgeSeconds}`);
    const personal = await customer.request("/graphql", { body: { query: `{ cart { id } }` } });
    expect(personal.headers.get("cache-control")).toBe("private, no-store");
  });
});
