/**
 * The listing's size, colour and price facets for a filter by category and brand come from the catalogue's cells
 * (variant-filter-sql.ts, VARIANT_CELLS_SQL). Stock sold outside the catalogue's writes (orders) shows within the
 * facets' age, recounted in the background while the last counts still answer; a catalogue write shows at once.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "./support/client.js";
import { signInAdmin } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer({ OPTION_FACET_CACHE_SECONDS: "1" });
let admin: ApiClient;

beforeAll(async () => {
  admin = (await signInAdmin(t)).client;
});

const FACETS = `query ($filter: ProductFilter) { products(filter: $filter, first: 1) { facets { colours { id count } } } }`;

async function colourCount(colour: string): Promise<number> {
  const { data, errors } = await admin.graphql(FACETS, { filter: { categories: ["women"], brands: ["zara"] } });
  expect(errors).toBeUndefined();
  return data.products.facets.colours.find((c: { id: string }) => c.id === colour)?.count ?? 0;
}

async function createDress(colour: string): Promise<string> {
  const sku = `DRESS-${randomBytes(3).toString("hex").toUpperCase()}`;
  const { data, errors } = await admin.graphql(`mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`, {
    input: {
      sku,
      title: "Linen Dress",
      description: "A linen summer dress.",
      category: "women",
      brand: "zara",
      price: 2499,
      salePrice: 0,
      image: "https://img.example.com/dress.jpg",
      variants: [{ sku: `${sku}-M`, size: "M", colour, stock: 3 }],
    },
  });
  expect(errors).toBeUndefined();
  return data.createProduct.id;
}

describe("the size and colour facets of a listing by category and brand", () => {
  it("show a sale (stock changed by no catalogue write) after their age, the old counts answering while they are recounted", async () => {
    const colour = `Sage${randomBytes(3).toString("hex")}`;
    const id = await createDress(colour);
    expect(await colourCount(colour)).toBe(1);
    // Sold out by orders: no catalogue write, so the counts kept still say 1 until they are older than a second.
    await t.server.dataSource.query(`UPDATE product_variants SET stock = 0 WHERE product_id = $1`, [id]);
    expect(await colourCount(colour)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    // The first listing past their age starts the recount and is answered with the last counts.
    expect(await colourCount(colour)).toBe(1);
    await expect.poll(() => colourCount(colour), { timeout: 5_000, interval: 200 }).toBe(0);
  });

  it("show a catalogue write at once", async () => {
    const colour = `Coral${randomBytes(3).toString("hex")}`;
    expect(await colourCount(colour)).toBe(0);
    await createDress(colour);
    expect(await colourCount(colour)).toBe(1);
    await createDress(colour);
    expect(await colourCount(colour)).toBe(2);
  });
});
