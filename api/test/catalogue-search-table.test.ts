/**
 * Search reads `product_search`, a narrow copy of the live products' search vectors kept by triggers: after every
 * kind of product write a search must find exactly the live products that match, with an exact total, and the
 * table must equal what the products table says.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct, DELETE_PRODUCT, UPDATE_PRODUCT } from "./support/catalogue-fixtures.js";
import type { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const dir = mkdtempSync(join(tmpdir(), "sutra-search-table-"));
let admin: ApiClient;
let shopper: ApiClient;

beforeAll(async () => {
  admin = (await signInAdmin(t)).client;
  shopper = (await signUpCustomer(t)).client;
  shopper.freshAnswers = true; // every question runs: these tests count statements and read what was just written
});

const SEARCH = `query ($keyword: String!, $first: Int, $after: String) {
  productSearch(keyword: $keyword, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id title } } } }`;

/** Every result of a search (all pages) and the total the first page reported. */
async function search(keyword: string): Promise<{ titles: string[]; ids: string[]; totalCount: number }> {
  const ids: string[] = [];
  const titles: string[] = [];
  let totalCount = -1;
  let after: string | null = null;
  for (;;) {
    const { data, errors }: { data: any; errors?: unknown[] } = await shopper.graphql(SEARCH, { keyword, first: 50, after });
    expect(errors, keyword).toBeUndefined();
    if (totalCount === -1) totalCount = data.productSearch.totalCount;
    for (const { node } of data.productSearch.edges) {
      ids.push(node.id);
      titles.push(node.title);
    }
    if (!data.productSearch.pageInfo.hasNextPage) break;
    after = data.productSearch.pageInfo.endCursor;
  }
  return { ids, titles, totalCount };
}

/** Products whose row differs between the live products and product_search (missing, extra or another vector). */
async function mismatches(): Promise<number> {
  const [row] = await t.server.dataSource.query(
    `SELECT count(*)::int AS n
       FROM (SELECT id, search_vector FROM products WHERE deleted_at IS NULL) AS p
       FULL JOIN product_search AS s ON s.product_id = p.id
      WHERE p.id IS NULL OR s.product_id IS NULL OR p.search_vector IS DISTINCT FROM s.search_vector`,
  );
  return row.n;
}

/** How many live products a rescan of the products table finds for a keyword of catalogue words. */
async function rescanCount(keyword: string): Promise<number> {
  const [row] = await t.server.dataSource.query(
    `SELECT count(*)::int AS n FROM products WHERE deleted_at IS NULL AND search_vector @@ websearch_to_tsquery('english', $1)`,
    [keyword],
  );
  return row.n;
}

let fileNumber = 0;
async function importLines(lines: object[]) {
  fileNumber += 1;
  const path = join(dir, `${fileNumber}.jsonl`);
  writeFileSync(path, lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  return t.server.services.catalogueImport.importFile(path);
}

const importedLine = (sku: string, overrides: Record<string, unknown> = {}) => ({
  sku,
  title: `Imported ${sku}`,
  description: "A product from a supplier's file.",
  category: "women",
  brand: "zara",
  price: 1499,
  salePrice: 0,
  totalStock: 12,
  image: "https://img.example.com/products/1.jpg",
  ...overrides,
});

describe("search after product writes", () => {
  it("finds a created product, with the total counting it", async () => {
    expect(await search("zephyrine")).toEqual({ titles: [], ids: [], totalCount: 0 });
    const a = await createProduct(admin, { title: "Zephyrine Wool Coat" });
    expect(await search("zephyrine")).toEqual({ titles: ["Zephyrine Wool Coat"], ids: [a.id], totalCount: 1 });
    await createProduct(admin, { title: "Zephyrine Silk Scarf", category: "accessories" });
    const found = await search("zephyrine");
    expect(found.titles.sort()).toEqual(["Zephyrine Silk Scarf", "Zephyrine Wool Coat"]);
    expect(found.totalCount).toBe(2);
    expect(await mismatches()).toBe(0);
  });

  it("finds an edited product by its new title and no longer by its old one", async () => {
    const p = await createProduct(admin, { title: "Marigold Linen Kurta" });
    expect((await search("marigold")).ids).toEqual([p.id]);
    const { errors } = await admin.graphql(UPDATE_PRODUCT, { id: p.id, input: { title: "Saffron Linen Kurta" } });
    expect(errors).toBeUndefined();
    expect(await search("marigold")).toEqual({ titles: [], ids: [], totalCount: 0 });
    expect(await search("saffron")).toEqual({ titles: ["Saffron Linen Kurta"], ids: [p.id], totalCount: 1 });
    expect(await mismatches()).toBe(0);
  });

  it("finds an edited description's words, and a stock change leaves the search row alone", async () => {
    const p = await createProduct(admin, { title: "Plain Cotton Tee", description: "Soft and light." });
    expect((await search("quokka")).totalCount).toBe(0);
    await admin.graphql(UPDATE_PRODUCT, { id: p.id, input: { description: "Printed with a quokka." } });
    expect((await search("quokka")).ids).toEqual([p.id]);

    const version = () => t.server.dataSource.query(`SELECT xmin::text AS v FROM product_search WHERE product_id = $1`, [p.id]).then((r) => r[0].v);
    const before = await version();
    await admin.graphql(UPDATE_PRODUCT, { id: p.id, input: { totalStock: 3, price: 1234 } });
    expect(await version()).toBe(before);
    expect(await mismatches()).toBe(0);
  });

  it("stops finding a deleted product, and finds it again when an import brings it back", async () => {
    const sku = `ST-BACK-${process.pid}`;
    const p = await createProduct(admin, { title: "Tamarind Dyed Stole", category: "accessories" });
    await admin.graphql(`mutation ($id: ID!, $sku: String!) { updateProduct(id: $id, input: { sku: $sku }) { id } }`, { id: p.id, sku });
    const other = await createProduct(admin, { title: "Tamarind Print Dress", category: "women" });
    expect((await search("tamarind")).totalCount).toBe(2);

    await admin.graphql(DELETE_PRODUCT, { id: p.id });
    expect(await search("tamarind")).toEqual({ titles: ["Tamarind Print Dress"], ids: [other.id], totalCount: 1 });
    expect(await mismatches()).toBe(0);

    expect(await importLines([importedLine(sku, { title: "Tamarind Dyed Stole", category: "accessories" })])).toMatchObject({ created: 0, updated: 1 });
    const back = await search("tamarind");
    expect(back.ids.sort()).toEqual([p.id, other.id].sort());
    expect(back.totalCount).toBe(2);
    expect(await mismatches()).toBe(0);
  });

  it("forgets a product removed from the table", async () => {
    const p = await createProduct(admin, { title: "Ephemeral Paper Hat" });
    expect((await search("ephemeral")).ids).toEqual([p.id]);
    await t.server.dataSource.query(`DELETE FROM products WHERE id = $1`, [p.id]);
    expect(await search("ephemeral")).toEqual({ titles: [], ids: [], totalCount: 0 });
    expect(await mismatches()).toBe(0);
  });
});

describe("search after an import", () => {
  it("finds every imported product, with an exact total, and the search table equals the live products", async () => {
    const batch = Array.from({ length: 1200 }, (_, i) =>
      importedLine(`ST-IMP-${process.pid}-${String(i).padStart(4, "0")}`, {
        title: i % 3 === 0 ? `Velvet Bomber Jacket ${i}` : `Corduroy Trousers ${i}`,
        description: i % 5 === 0 ? "Lined with velvet." : "Cut for every day.",
        category: i % 2 === 0 ? "men" : "women",
      }),
    );
    expect(await importLines(batch)).toMatchObject({ created: 1200, rejected: 0 });
    expect(await mismatches()).toBe(0);

    const velvet = await search("velvet");
    const expected = batch.filter((_, i) => i % 3 === 0 || i % 5 === 0).length;
    expect(velvet.totalCount).toBe(expected);
    expect(velvet.ids).toHaveLength(expected);
    expect(new Set(velvet.ids).size).toBe(expected);
    expect(await rescanCount("velvet")).toBe(expected);
    // A word in the title ranks above the same word only in the description.
    expect(velvet.titles.slice(0, 400).every((title) => title.startsWith("Velvet"))).toBe(true);

    // Re-importing with changed titles moves the matches; unchanged lines write nothing.
    const renamed = batch.map((line, i) => (i < 300 ? { ...line, title: line.title.replace("Velvet", "Suede").replace("Corduroy", "Suede") } : line));
    expect(await importLines(renamed)).toMatchObject({ created: 0, updated: 300, unchanged: 900 });
    expect(await mismatches()).toBe(0);
    expect((await search("suede")).totalCount).toBe(300);
    expect((await search("velvet")).totalCount).toBe(await rescanCount("velvet"));
  });
});
