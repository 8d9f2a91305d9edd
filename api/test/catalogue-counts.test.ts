/**
 * Listing totals and facets come from maintained per-(category, brand) counts and a cache, not from a rescan:
 * after every kind of catalogue write they must still equal what a rescan of the products table says.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES, BRANDS } from "../src/entities/product.entity.js";
import { createProduct, DELETE_PRODUCT, UPDATE_PRODUCT } from "./support/catalogue-fixtures.js";
import type { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
let admin: ApiClient;
let shopper: ApiClient;

beforeAll(async () => {
  admin = (await signInAdmin(t)).client;
  shopper = (await signUpCustomer(t)).client;
});

const FILTERS = [
  {},
  { categories: ["men"] },
  { brands: ["nike", "adidas"] },
  { categories: ["men", "kids"], brands: ["puma"] },
  { categories: ["footwear"], brands: ["h&m", "zara", "levi"] },
];

/** What a rescan of the table says: live products per (category, brand). */
async function rescan(): Promise<Map<string, number>> {
  const rows: { category: string; brand: string; n: number }[] = await t.server.dataSource.query(
    `SELECT category, brand, count(*)::int AS n FROM products WHERE deleted_at IS NULL GROUP BY category, brand`,
  );
  return new Map(rows.map((r) => [`${r.category}/${r.brand}`, r.n]));
}

function expected(counts: Map<string, number>, filter: { categories?: string[]; brands?: string[] }) {
  const n = (categories: readonly string[], brands: readonly string[]) =>
    categories.reduce((sum, c) => sum + brands.reduce((s, b) => s + (counts.get(`${c}/${b}`) ?? 0), 0), 0);
  const categories = filter.categories ?? CATEGORIES;
  const brands = filter.brands ?? BRANDS;
  return {
    totalCount: n(categories, brands),
    categories: CATEGORIES.map((c) => n([c], brands)),
    brands: BRANDS.map((b) => n(categories, [b])),
  };
}

async function listed(filter: object) {
  const { data, errors } = await shopper.graphql(
    `query ($filter: ProductFilter) { products(filter: $filter, first: 1) { totalCount facets { categories { count } brands { count } } } }`,
    { filter },
  );
  expect(errors).toBeUndefined();
  const p = data.products;
  return {
    totalCount: p.totalCount,
    categories: p.facets.categories.map((f: { count: number }) => f.count),
    brands: p.facets.brands.map((f: { count: number }) => f.count),
  };
}

async function expectExact(when: string) {
  const counts = await rescan();
  for (const filter of FILTERS) expect(await listed(filter), `${when}: ${JSON.stringify(filter)}`).toEqual(expected(counts, filter));
}

describe("listing totals and facets", () => {
  it("are exact after products are created, moved to another category or brand and deleted", async () => {
    await expectExact("at start");
    const a = await createProduct(admin, { category: "men", brand: "nike" });
    const b = await createProduct(admin, { category: "kids", brand: "puma" });
    await createProduct(admin, { category: "footwear", brand: "h&m" });
    await expectExact("after creating three");

    expect((await admin.graphql(UPDATE_PRODUCT, { id: a.id, input: { category: "footwear", brand: "zara" } })).errors).toBeUndefined();
    await expectExact("after moving one");
    expect((await admin.graphql(UPDATE_PRODUCT, { id: b.id, input: { totalStock: 0, price: 10 } })).errors).toBeUndefined();
    await expectExact("after a change that moves nothing");

    expect((await admin.graphql(DELETE_PRODUCT, { id: b.id })).errors).toBeUndefined();
    await expectExact("after deleting one");
  });

  it("agree with a rescan when many products change in one statement", async () => {
    // A bulk change (as an import or a migration would make) goes through the same triggers.
    await t.server.dataSource.query(`UPDATE products SET brand = 'levi' WHERE category = 'footwear' AND deleted_at IS NULL`);
    await t.server.dataSource.query(`UPDATE products SET deleted_at = now() WHERE category = 'kids' AND deleted_at IS NULL`);
    // Writes that bypass this process's services reach its cache within CATALOGUE_CACHE_SECONDS.
    await new Promise((resolve) => setTimeout(resolve, t.config.catalogueCacheSeconds * 1000 + 100));
    await expectExact("after bulk updates");
  });
});
