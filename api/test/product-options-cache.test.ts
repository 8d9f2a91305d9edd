/**
 * A card's sizes and colours (`Product.options`) are kept per product version (issue 46): a page of cards reads the
 * variants only of products not seen at their current version, and any change of a product's variants (the admin's
 * edit, an import that changes only the variants) shows on the next page. And a card's one picture (`srcSet`).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createProductOptionsCache, type ReadVariants } from "../src/services/catalogue/product-options.js";
import { countStatements, SESSIONS_KEPT_WHILE_COUNTING } from "./support/catalogue-fixtures.js";
import type { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer({ ...SESSIONS_KEPT_WHILE_COUNTING, CATALOGUE_CACHE_SECONDS: "60" });
let shopper: ApiClient;
let admin: ApiClient;
const dir = mkdtempSync(join(tmpdir(), "sutra-options-"));
let files = 0;

const CARDS = `query ($filter: ProductFilter) { products(filter: $filter, first: 50) { edges { node { sku options { sizes colours } images { thumbnail srcSet } } } } }`;
const UPDATE = `mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`;

/** One product sold in the given sizes (one colour), as a supplier's file has it: one line per size. */
function importSizes(handle: string, sizes: string[]) {
  files += 1;
  const path = join(dir, `${files}.jsonl`);
  const lines = sizes.map((size) => ({
    handle,
    sku: `${handle}-${size}`,
    slug: handle.toLowerCase(),
    title: `Kurta ${handle}`,
    description: "A kurta in sizes.",
    category: "kids",
    brand: "puma",
    price: 999,
    salePrice: 0,
    size,
    totalStock: 3,
    image: "https://img.example.com/kurta.jpg",
  }));
  writeFileSync(path, lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  return t.server.services.catalogueImport.importFile(path);
}

/** The kids' puma cards (only this file's products are there), by SKU. */
async function cards() {
  const { data, errors } = await shopper.graphql(CARDS, { filter: { categories: ["kids"], brands: ["puma"] } });
  expect(errors).toBeUndefined();
  return new Map(data.products.edges.map((e: { node: { sku: string; options: unknown } }) => [e.node.sku, e.node]));
}
const variantReads = (statements: string[]) => statements.filter((s) => /\bproduct_variants\b/.test(s));

beforeAll(async () => {
  shopper = (await signUpCustomer(t)).client;
  shopper.freshAnswers = true; // every question runs: no answer comes from the one-second cache of answers
  admin = (await signInAdmin(t)).client;
  expect(await importSizes("OPT-A", ["S", "M"])).toMatchObject({ created: 1 });
  expect(await importSizes("OPT-B", ["M", "L", "XL"])).toMatchObject({ created: 1 });
});

describe("a card's sizes and colours", () => {
  it("are read once per product version, not on every page", async () => {
    const first = await countStatements(cards);
    expect(first.result.get("OPT-A")).toMatchObject({ options: { sizes: ["S", "M"], colours: [] } });
    expect(first.result.get("OPT-B")).toMatchObject({ options: { sizes: ["M", "L", "XL"], colours: [] } });
    const again = await countStatements(cards);
    expect(again.result.get("OPT-B")).toMatchObject({ options: { sizes: ["M", "L", "XL"], colours: [] } });
    expect(variantReads(again.statements), again.statements.join("\n")).toEqual([]);
    expect(again.statements.length).toBeLessThan(first.statements.length);
  });

  it("follow the admin's edit of the variants on the next page", async () => {
    await cards();
    const { data } = await admin.graphql(`query ($sku: String!) { product(sku: $sku) { id } }`, { sku: "OPT-A" });
    const edited = await admin.graphql(UPDATE, { id: data.product.id, input: { variants: [{ size: "S", stock: 1 }, { size: "M", stock: 1 }, { size: "L", stock: 4 }] } });
    expect(edited.errors).toBeUndefined();
    const after = await countStatements(cards);
    expect(after.result.get("OPT-A")).toMatchObject({ options: { sizes: ["S", "M", "L"] } });
    // Only the edited product's variants were read again.
    expect(variantReads(after.statements)).toHaveLength(1);
  });

  it("follow an import that changes only the variants (the product's own columns unchanged)", async () => {
    expect((await cards()).get("OPT-B")).toMatchObject({ options: { sizes: ["M", "L", "XL"] } });
    expect(await importSizes("OPT-B", ["M", "L", "XL", "XXL"])).toMatchObject({ updated: 1 });
    expect((await cards()).get("OPT-B")).toMatchObject({ options: { sizes: ["M", "L", "XL", "XXL"] } });
  });

  it("cost the details no statement of their own: the product's one read, with its variants and pictures, serves the options too", async () => {
    const { data } = await admin.graphql(`query ($sku: String!) { product(sku: $sku) { id } }`, { sku: "OPT-A" });
    // A new version, so nothing is kept for it yet.
    await admin.graphql(UPDATE, { id: data.product.id, input: { variants: [{ size: "S", stock: 1 }, { size: "M", stock: 2 }] } });
    const details = await countStatements(() =>
      shopper.graphql(`query ($slug: String!) { product(slug: $slug) { options { sizes } variants { size stock } gallery { url } } }`, { slug: "opt-a" }),
    );
    expect(details.result.data.product).toMatchObject({ options: { sizes: ["S", "M"] }, variants: [{ size: "S", stock: 1 }, { size: "M", stock: 2 }] });
    expect(variantReads(details.statements), details.statements.join("\n")).toHaveLength(1);
    // The row and its variants and pictures in one statement (issue 46: a W4 detail was two round trips).
    const productReads = details.statements.filter((s) => /\bFROM products p\b/.test(s));
    expect(productReads, details.statements.join("\n")).toEqual(variantReads(details.statements));
    expect(productReads[0]).toMatch(/\bproduct_images\b/);
  });

  it("do not change with stock: a sale keeps the version", async () => {
    await cards();
    await t.server.dataSource.query(`UPDATE product_variants v SET stock = 0 FROM products p WHERE p.id = v.product_id AND p.sku = 'OPT-B'`);
    const after = await countStatements(cards);
    expect(after.result.get("OPT-B")).toMatchObject({ options: { sizes: ["M", "L", "XL", "XXL"] } });
    expect(variantReads(after.statements)).toEqual([]);
  });
});

describe("a card's picture", () => {
  it("is the thumbnail alone when the image has no renditions of its own (an empty srcSet)", async () => {
    expect((await cards()).get("OPT-A")).toMatchObject({ images: { thumbnail: "https://img.example.com/kurta.jpg", srcSet: "" } });
  });
});

const ID = "3f9a1c52-8d4e-4b7a-9c1e-2a6f0b5d7e81";

/** A stand-in for the request's batch of variants, answering from `variants` and recording what it was asked. */
function variantsReader(variants: Map<string, Array<{ size: string; colour: string }>>) {
  const asked: string[][] = [];
  const read: ReadVariants = async (ids) => {
    asked.push([...ids]);
    return new Map(ids.map((id) => [id, variants.get(id) ?? []]));
  };
  return { read, asked };
}

describe("the cache of options by itself", () => {
  it("reads a product once per version, and an older row met later keeps the newer options", async () => {
    const cache = createProductOptionsCache();
    const store = new Map([[ID, [{ size: "S", colour: "Blue" }, { size: "M", colour: "Blue" }]]]);
    const { read, asked } = variantsReader(store);
    const v1 = { id: ID, updatedAt: new Date("2026-11-01T10:00:00Z") };
    const v2 = { id: ID, updatedAt: new Date("2026-11-02T10:00:00Z") };

    expect((await cache.of([v1], read)).get(ID)).toEqual({ sizes: ["S", "M"], colours: ["Blue"] });
    expect((await cache.of([{ ...v1, updatedAt: new Date(v1.updatedAt) }], read)).get(ID)).toEqual({ sizes: ["S", "M"], colours: ["Blue"] });
    expect(asked).toEqual([[ID]]);

    // The admin's edit: a new size set and a newer version.
    store.set(ID, [{ size: "L", colour: "Red" }]);
    expect((await cache.of([v2], read)).get(ID)).toEqual({ sizes: ["L"], colours: ["Red"] });
    expect(asked).toHaveLength(2);

    // A row read before the edit asks again (not kept at its version) but does not replace the newer entry.
    await cache.of([v1], read);
    expect(asked).toHaveLength(3);
    expect((await cache.of([v2], read)).get(ID)).toEqual({ sizes: ["L"], colours: ["Red"] });
    expect(asked).toHaveLength(3);
    expect(cache.size).toBe(1);
  });

  it("answers a card at once only with the options kept at its version", async () => {
    const cache = createProductOptionsCache();
    const store = new Map([[ID, [{ size: "S", colour: "" }]]]);
    const { read } = variantsReader(store);
    const v1 = { id: ID, updatedAt: new Date("2026-11-01T10:00:00Z") };
    const v2 = { id: ID, updatedAt: new Date("2026-11-02T10:00:00Z") };

    expect(cache.kept(v1)).toBeUndefined();
    await cache.of([v1], read);
    expect(cache.kept({ ...v1, updatedAt: new Date(v1.updatedAt) })).toEqual({ sizes: ["S"], colours: [] });
    // Another version (the admin's edit, or a row read before it) must be read, not answered with what is kept.
    expect(cache.kept(v2)).toBeUndefined();
    store.set(ID, [{ size: "M", colour: "" }]);
    await cache.of([v2], read);
    expect([cache.kept(v2), cache.kept(v1)]).toEqual([{ sizes: ["M"], colours: [] }, undefined]);
  });
});
