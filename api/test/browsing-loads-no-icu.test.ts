/**
 * Starting a node and browsing the catalogue make no Intl formatter and compare no strings through ICU (issue 46,
 * memory under W4). ICU loads its number, date, time-zone and collation data the first time a formatter of a kind is
 * made: 5–9 MB resident a kind in a bare node 24 process, about 9 MB of the shop's idle RSS when two services made
 * theirs at start. Emails, invoices and pages format rupees and dates when they are made (lib/at-first-use.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CREATE_PRODUCT, productInput } from "./support/catalogue-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

/** Who in the shop's own code (api/src) made an Intl object or compared strings through ICU, before the server starts. */
const madeBy: string[] = [];
const shopFrame = (stack: string | undefined) => stack?.split("\n").find((line) => line.includes("/api/src/"));
const noteCaller = (what: string) => {
  const frame = shopFrame(new Error().stack);
  if (frame) madeBy.push(`${what} ${frame.trim()}`);
};
const restore: Array<() => void> = [];
for (const kind of ["NumberFormat", "DateTimeFormat", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat", "Segmenter"] as const) {
  const original = Intl[kind] as unknown as new (...args: unknown[]) => object;
  const counted = new Proxy(original, {
    construct(target, args, newTarget) {
      noteCaller(`Intl.${kind}`);
      return Reflect.construct(target, args, newTarget);
    },
  });
  (Intl as Record<string, unknown>)[kind] = counted;
  restore.push(() => ((Intl as Record<string, unknown>)[kind] = original));
}
for (const [owner, method] of [
  [String.prototype, "localeCompare"],
  [Number.prototype, "toLocaleString"],
  [Date.prototype, "toLocaleString"],
  [Date.prototype, "toLocaleDateString"],
] as const) {
  const original = (owner as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!;
  (owner as unknown as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
    noteCaller(method);
    return original.apply(this, args);
  };
  restore.push(() => ((owner as unknown as Record<string, unknown>)[method] = original));
}
afterAll(() => restore.forEach((put) => put()));

const t = useTestServer();
const web = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "bench", "storefront-operations.json"), "utf8")) as Record<string, string>;

describe("browsing loads no ICU data", () => {
  it("a node starts, and a shopper's listing with its facets, search and product page, without an Intl formatter", async () => {
    expect(madeBy).toEqual([]); // the server's start (every service made, the loops started)

    const admin = await signInAdmin(t);
    const { client: shopper } = await signUpCustomer(t);
    for (const [title, colour, stock] of [["Ikat Kurta", "Indigo", 3], ["Ikat Kurta Short", "indigo", 3], ["Linen Kurta", "Rust", 3]] as const) {
      const { totalStock: _, ...input } = productInput({ title, category: "men", brand: "puma" });
      const made = await admin.client.graphql(CREATE_PRODUCT, { input: { ...input, variants: [{ size: "M", colour, stock }, { size: "L", colour, stock }] } });
      expect(made.errors).toBeUndefined();
    }
    madeBy.length = 0; // the admin's own calls are not browsing

    for (const client of [shopper, new ApiClient(t.url)]) {
      client.freshAnswers = true;
      for (const filter of [{ categories: ["men"] }, { categories: ["men"], sizes: ["M"] }, { categories: ["men"], colours: ["Indigo", "Rust"] }]) {
        const listing = await client.graphql(web.ShopListingProducts!, { filter, sortBy: "price-lowtohigh", first: 24 });
        expect(listing.errors).toBeUndefined();
        expect(listing.data.products.edges.length).toBeGreaterThan(0);
        expect(listing.data.products.facets.colours.length).toBeGreaterThan(0);
      }
      const search = await client.graphql(web.ShopSearch!, { keyword: "kurta" });
      expect(search.errors).toBeUndefined();
      expect(search.data.search.length).toBe(3);
      const page = await client.graphql(web.ShopProductDetails!, { slug: search.data.search[0].slug });
      expect(page.errors).toBeUndefined();
      expect(page.data.product.variants).toHaveLength(2);
    }
    expect(madeBy).toEqual([]);
  });
});
