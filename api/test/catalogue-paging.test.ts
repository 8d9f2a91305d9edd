/**
 * Reads that must stay bounded at any catalogue size: the REST lists are capped and page with a cursor, search
 * pages and counts, a listing's SQL does not grow with its page size; and products are found by SKU.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { REST_LIST_CAP } from "../src/rest/products.js";
import { countStatements, PRODUCTS, SESSIONS_KEPT_WHILE_COUNTING } from "./support/catalogue-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

// Every write here goes through this server, which drops its caches at once; a long cache age keeps "the cost of a
// page" from counting a refresh of the catalogue counts that merely fell due between two requests on a busy machine.
const t = useTestServer({ ...SESSIONS_KEPT_WHILE_COUNTING, CATALOGUE_CACHE_SECONDS: "60" });
const CATALOGUE = 130; // more than one REST page
let shopper: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  const lines = Array.from({ length: CATALOGUE }, (_, i) =>
    JSON.stringify({
      sku: `PAGE-${String(i + 1).padStart(4, "0")}`,
      title: i % 2 === 0 ? `Slim Fit Shirt ${i + 1}` : `Relaxed Linen Trousers ${i + 1}`,
      description: "Made for paging tests.",
      category: i % 3 === 0 ? "men" : "women",
      brand: i % 2 === 0 ? "zara" : "levi",
      price: 500 + i,
      salePrice: 0,
      totalStock: 5,
      image: "https://img.example.com/p.jpg",
    }),
  );
  const path = join(mkdtempSync(join(tmpdir(), "sutra-paging-")), "catalogue.jsonl");
  writeFileSync(path, lines.join("\n"));
  expect((await t.server.services.catalogueImport.importFile(path)).created).toBe(CATALOGUE);
  shopper = (await signUpCustomer(t)).client;
  shopper.freshAnswers = true; // every question runs: these tests count statements and read what was just written
  admin = (await signInAdmin(t)).client;
});

describe("the REST product list", () => {
  it(`answers at most ${REST_LIST_CAP} products, with the total and a cursor to the next page`, async () => {
    const first = await shopper.request("/api/shop/products/get");
    expect(first.status).toBe(200);
    expect(first.json.data).toHaveLength(REST_LIST_CAP);
    expect(first.json.totalCount).toBe(CATALOGUE);
    expect(first.json.pageInfo.hasNextPage).toBe(true);
    const rest = await shopper.request(`/api/shop/products/get?after=${first.json.pageInfo.endCursor}`);
    expect(rest.json.data).toHaveLength(CATALOGUE - REST_LIST_CAP);
    expect(rest.json.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
    const ids = [...first.json.data, ...rest.json.data].map((p: { _id: string }) => p._id);
    expect(new Set(ids).size).toBe(CATALOGUE);
  });

  it("takes a smaller limit, and refuses a limit out of range with 400", async () => {
    const few = await shopper.request("/api/shop/products/get?category=men&limit=5");
    expect(few.json.data).toHaveLength(5);
    expect(few.json.totalCount).toBe(Math.ceil(CATALOGUE / 3));
    for (const limit of ["0", "101", "abc", "-1"]) {
      const bad = await shopper.request(`/api/shop/products/get?limit=${limit}`);
      expect(bad.status, limit).toBe(400);
      expect(bad.json).toEqual({ success: false, message: `limit must be a whole number from 1 to ${REST_LIST_CAP}` });
    }
  });

  it("caps the admin list and the search the same way", async () => {
    const list = await admin.request("/api/admin/products/get");
    expect(list.json.data).toHaveLength(REST_LIST_CAP);
    expect(list.json.totalCount).toBe(CATALOGUE);
    const next = await admin.request(`/api/admin/products/get?after=${list.json.pageInfo.endCursor}`);
    const ids = new Set([...list.json.data, ...next.json.data].map((p: { _id: string }) => p._id));
    expect(ids.size).toBe(CATALOGUE);
    const search = await shopper.request("/api/shop/search/shirt?limit=10");
    expect(search.json.data).toHaveLength(10);
    expect(search.json.totalCount).toBe(CATALOGUE / 2);
    expect((await shopper.request("/api/admin/products/get?limit=abc")).status).toBe(403);
  });
});

describe("productSearch", () => {
  const SEARCH = `query ($keyword: String!, $first: Int, $after: String) {
    productSearch(keyword: $keyword, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id title } } } }`;

  it("counts every match and pages through them without repeats", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const { data, errors }: { data: any; errors?: unknown[] } = await shopper.graphql(SEARCH, { keyword: "slim shrit", first: 20, after });
      expect(errors).toBeUndefined();
      expect(data.productSearch.totalCount).toBe(CATALOGUE / 2);
      seen.push(...data.productSearch.edges.map((e: { node: { id: string } }) => e.node.id));
      if (!data.productSearch.pageInfo.hasNextPage) break;
      after = data.productSearch.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(CATALOGUE / 2);
    expect(new Set(seen).size).toBe(CATALOGUE / 2);
  });

  it("refuses a cursor it did not make", async () => {
    for (const after of ["nope", Buffer.from(JSON.stringify(["search", "text", -1])).toString("base64url"), "x".repeat(200)]) {
      const { errors } = await shopper.graphql(SEARCH, { keyword: "shirt", after });
      expect(errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "after" });
    }
  });
});

describe("a product by SKU", () => {
  const BY = `query ($id: ID, $sku: String) { product(id: $id, sku: $sku) { id sku title } }`;

  it("is found by its SKU, and a SKU nobody has is NOT_FOUND", async () => {
    const { data } = await new ApiClient(t.url).graphql(BY, { sku: "PAGE-0007" });
    expect(data.product).toMatchObject({ sku: "PAGE-0007", title: "Slim Fit Shirt 7" });
    const missing = await new ApiClient(t.url).graphql(BY, { sku: "NOPE-1" });
    expect(missing.errors![0]!.extensions!.code).toBe("NOT_FOUND");
  });

  it("needs exactly one of id and sku", async () => {
    for (const variables of [{}, { id: "00000000-0000-0000-0000-000000000000", sku: "PAGE-0001" }]) {
      const { errors } = await new ApiClient(t.url).graphql(BY, variables);
      expect(errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    }
  });
});

describe("the cost of a page", () => {
  it("is the same number of SQL statements for 1 product as for 100", async () => {
    const page = (first: number) => countStatements(() => shopper.graphql(PRODUCTS, { first, filter: { categories: ["men", "women"] } }));
    await page(1); // warm caches
    const one = await page(1);
    const hundred = await page(100);
    expect(hundred.result.data.products.edges).toHaveLength(100);
    expect(hundred.statements.length, hundred.statements.join("\n")).toBe(one.statements.length);
    expect(one.statements.length).toBeLessThanOrEqual(2);
  });
});
