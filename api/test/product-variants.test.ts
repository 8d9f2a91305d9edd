/**
 * Sizes and colours with their own stock (issue 12), against the real database: the admin's variant set, the
 * shopper's product by slug, per-variant cart limits and checkout, facets by size and colour, and the rule that
 * a product without options answers exactly as before.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "./support/client.js";
import { signInAdmin } from "./support/fixtures.js";
import type { ListFilter } from "../src/services/catalogue/catalogue-counts.js";
import { orderedOptionFacets, type VariantFacetRows, variantFacetsQuery } from "../src/services/catalogue/variant-filter-sql.js";
import { ADD_TO_CART, SET_CART_QUANTITY } from "./support/cart-fixtures.js";
import { payInStandIn, placeOrder, placeOrderOk, shopper, stockOf, UPDATE_ORDER_STATUS, useCheckoutServer, verifyPayment } from "./support/order-fixtures.js";

const { t } = useCheckoutServer({ LOGIN_MAX_PER_IP: "1000" });
let admin: ApiClient;

beforeAll(async () => {
  admin = (await signInAdmin(t)).client;
});

const tag = () => randomBytes(3).toString("hex").toUpperCase();

const VARIANT_PRODUCT = `id sku slug totalStock price salePrice
  options { sizes colours }
  variants { id sku size colour stock price salePrice effectivePrice ownPrice }
  gallery { url colour images { thumbnail } }`;
const CREATE = `mutation ($input: ProductInput!) { createProduct(input: $input) { ${VARIANT_PRODUCT} } }`;
const UPDATE = `mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { ${VARIANT_PRODUCT} } }`;
const BY_SLUG = `query ($slug: String!) { product(slug: $slug) { ${VARIANT_PRODUCT} } }`;

interface Variant {
  sku?: string;
  size?: string;
  colour?: string;
  stock: number;
  price?: number;
  salePrice?: number;
}

/** A shirt in the given colours × sizes with `stock(size, colour)` units each, made through the admin API. */
async function createShirt(colours: string[], sizes: string[], stock: (size: string, colour: string) => number, extra: Record<string, unknown> = {}) {
  const sku = `SHIRT-${tag()}`;
  const variants: Variant[] = colours.flatMap((colour) => sizes.map((size) => ({ sku: `${sku}-${size}-${colour}`.replace(/\s+/g, ""), size, colour, stock: stock(size, colour) })));
  const { data, errors } = await admin.graphql(CREATE, {
    input: {
      sku,
      title: "Oxford Shirt",
      description: "Button-down Oxford shirt.",
      category: "men",
      brand: "h&m",
      price: 1299,
      salePrice: 999,
      image: "https://img.example.com/oxford.jpg",
      variants,
      ...extra,
    },
  });
  expect(errors).toBeUndefined();
  return data.createProduct;
}

describe("an admin's product with sizes and colours", () => {
  it("keeps each variant's stock, orders sizes the shop's way, and is found by its slug", async () => {
    const product = await createShirt(["Navy", "White"], ["XL", "S", "M", "L"], (size, colour) => (colour === "Navy" ? 5 : size === "M" ? 0 : 2), {
      gallery: [{ url: "https://img.example.com/oxford-white.jpg", colour: "white" }, { url: "https://img.example.com/oxford-detail.jpg" }],
    });
    expect(product.totalStock).toBe(4 * 5 + 3 * 2);
    expect(product.options).toEqual({ sizes: ["S", "M", "L", "XL"], colours: ["Navy", "White"] });
    expect(product.variants.map((v: Variant) => `${v.size}/${v.colour}:${v.stock}`)).toEqual([
      "S/Navy:5", "S/White:2", "M/Navy:5", "M/White:0", "L/Navy:5", "L/White:2", "XL/Navy:5", "XL/White:2",
    ]);
    expect(product.variants[0]).toMatchObject({ price: 1299, salePrice: 999, effectivePrice: 999, ownPrice: false });
    // The main image first; a picture's colour takes the spelling of the variants'.
    expect(product.gallery.map((g: { url: string; colour: string | null }) => [g.url, g.colour])).toEqual([
      ["https://img.example.com/oxford.jpg", null],
      ["https://img.example.com/oxford-white.jpg", "White"],
      ["https://img.example.com/oxford-detail.jpg", null],
    ]);
    expect(product.slug).toBe(`oxford-shirt-${product.sku.toLowerCase()}`);

    const { data } = await new (admin.constructor as new (url: string) => ApiClient)(t.url).graphql(BY_SLUG, { slug: product.slug });
    expect(data.product).toEqual(product);
  });

  it("refuses a variant set that mixes sized and unsized variants, repeats one, or reuses another product's SKU, naming the entry", async () => {
    const base = { title: "Bad Set", description: "x", category: "men", brand: "nike", price: 500, image: "https://img.example.com/x.jpg" };
    const attempt = async (variants: Variant[], extra: object = {}) => (await admin.graphql(CREATE, { input: { ...base, variants, ...extra } })).errors?.[0];
    expect(await attempt([{ size: "M", stock: 1 }, { stock: 1 }])).toMatchObject({
      message: "Every variant needs a size, as the first one has",
      extensions: { code: "BAD_USER_INPUT", field: "variants.1.size" },
    });
    expect(await attempt([{ size: "M", stock: 1 }, { size: "m", stock: 2 }])).toMatchObject({ message: "m is listed twice", extensions: { field: "variants.1.size" } });
    expect(await attempt([{ size: "M", stock: -1 }])).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "variants.0.stock" } });
    expect(await attempt([{ size: "M", stock: 1, price: 400, salePrice: 450 }])).toMatchObject({ extensions: { field: "variants.0.salePrice" } });
    expect(await attempt([{ size: "M", stock: 1 }], { totalStock: 3 })).toMatchObject({ message: "Give the total stock or the variants, not both" });
    const other = await createShirt(["Black"], ["M"], () => 1);
    expect(await attempt([{ size: "M", stock: 1, sku: other.variants[0].sku }])).toMatchObject({
      message: `Another product already has the SKU ${other.variants[0].sku}`,
      extensions: { code: "CONFLICT", field: "variants.0.sku" },
    });
    expect(await attempt([{ size: "M", colour: "Red", stock: 1 }], { gallery: [{ url: "https://img.example.com/g.jpg", colour: "Blue" }] })).toMatchObject({
      message: "Blue is not one of the product's colours",
      extensions: { field: "gallery.0.colour" },
    });
  });

  it("replaces the variants on update, keeping the ids of the combinations that stay, and refuses a product-wide stock for them", async () => {
    const product = await createShirt(["Black"], ["S", "M"], () => 3);
    const [s, m] = product.variants;
    const { data, errors } = await admin.graphql(UPDATE, {
      id: product.id,
      input: { variants: [{ sku: m.sku, size: "M", colour: "Black", stock: 7, price: 1500 }, { size: "L", colour: "Black", stock: 1 }] },
    });
    expect(errors).toBeUndefined();
    const updated = data.updateProduct;
    expect(updated.totalStock).toBe(8);
    expect(updated.variants.map((v: Variant & { id: string; ownPrice: boolean }) => [v.id === m.id, v.size, v.stock, v.price, v.ownPrice])).toEqual([
      [true, "M", 7, 1500, true],
      [false, "L", 1, 1299, false],
    ]);
    expect(updated.variants.some((v: { id: string }) => v.id === s.id)).toBe(false);
    const refused = await admin.graphql(UPDATE, { id: product.id, input: { totalStock: 20 } });
    expect(refused.errors?.[0]).toMatchObject({ message: "This product has sizes or colours: set the stock of each variant", extensions: { field: "totalStock" } });
    // The stock it already has is no change (the REST client sends every field back).
    expect((await admin.graphql(UPDATE, { id: product.id, input: { totalStock: 8, title: "Renamed" } })).errors).toBeUndefined();
  });
});

describe("a shopper buying a size and colour", () => {
  it("must choose a size and a colour the product is sold in", async () => {
    const product = await createShirt(["Navy"], ["M", "L"], () => 3);
    const buyer = await shopper(t, "size");
    const add = async (input: object) => (await buyer.client.graphql(ADD_TO_CART, { input: { productId: product.id, quantity: 1, ...input } })).errors?.[0];
    expect(await add({ colour: "Navy" })).toMatchObject({ message: "Please select a size", extensions: { code: "BAD_USER_INPUT", field: "size" } });
    expect(await add({ size: "M" })).toMatchObject({ message: "Please select a colour", extensions: { field: "colour" } });
    expect(await add({ size: "XXL", colour: "Navy" })).toMatchObject({ message: "Size XXL is not available for this product" });
    expect(await add({ size: "m", colour: "navy" })).toBeUndefined();
    const { data } = await buyer.client.graphql(`{ cart { lines { size colour sku availableStock } } }`);
    expect(data.cart.lines).toEqual([{ size: "M", colour: "Navy", sku: product.variants[0].sku, availableStock: 3 }]);
  });

  it("is limited by the variant's stock, not the product's", async () => {
    const product = await createShirt(["Navy"], ["M", "L"], (size) => (size === "M" ? 2 : 10));
    const buyer = await shopper(t, "limit");
    const add = (size: string, quantity: number) => buyer.client.graphql(ADD_TO_CART, { input: { productId: product.id, size, colour: "Navy", quantity } });
    expect((await add("M", 3)).errors?.[0]).toMatchObject({ message: "Only 2 available in stock", extensions: { code: "OUT_OF_STOCK" } });
    expect((await add("M", 2)).errors).toBeUndefined();
    expect((await add("M", 1)).errors?.[0]).toMatchObject({ message: "Only 0 more can be added", extensions: { code: "OUT_OF_STOCK" } });
    expect((await add("L", 9)).errors).toBeUndefined();
    const set = await buyer.client.graphql(SET_CART_QUANTITY, { input: { productId: product.id, size: "L", colour: "Navy", quantity: 11 } });
    expect(set.errors?.[0]).toMatchObject({ message: "Only 10 available in stock" });
  });

  it("two shoppers race for the last M while L is plentiful: one gets it, the other is told, and no stock is lost", { timeout: 60_000 }, async () => {
    const product = await createShirt(["Navy"], ["M", "L"], (size) => (size === "M" ? 1 : 50));
    const [m, l] = product.variants;
    const buyers = await Promise.all([shopper(t, "racem"), shopper(t, "racem")]);
    for (const buyer of buyers) {
      for (const size of ["M", "L"]) expect((await buyer.client.graphql(ADD_TO_CART, { input: { productId: product.id, size, colour: "Navy", quantity: 1 } })).errors).toBeUndefined();
    }
    const results = await Promise.all(buyers.map((b) => placeOrder(b, b.addressId)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.find((r) => r.errors)!.errors![0]).toMatchObject({
      message: '"Oxford Shirt (M / Navy)" is out of stock. Please remove it from your cart.',
      extensions: { code: "OUT_OF_STOCK" },
    });
    const { data } = await admin.graphql(`query ($id: ID!) { product(id: $id) { variants { id stock } } }`, { id: product.id });
    const stock = new Map(data.product.variants.map((v: { id: string; stock: number }) => [v.id, v.stock]));
    expect(stock.get(m.id)).toBe(0);
    expect(stock.get(l.id)).toBe(49);
    expect(await stockOf(t, product.id)).toBe(49);
  });

  it("a paid order cancelled by the admin is refunded and its units go back to their variants", { timeout: 60_000 }, async () => {
    const product = await createShirt(["Navy", "White"], ["M"], () => 4);
    const buyer = await shopper(t, "refund");
    for (const colour of ["Navy", "White"]) await buyer.client.graphql(ADD_TO_CART, { input: { productId: product.id, size: "M", colour, quantity: colour === "Navy" ? 3 : 1 } });
    const { order, payment } = await placeOrderOk(buyer, buyer.addressId);
    const stocks = async () => (await admin.graphql(`query ($id: ID!) { product(id: $id) { variants { colour stock } } }`, { id: product.id })).data.product.variants;
    expect(await stocks()).toEqual([{ colour: "Navy", stock: 1 }, { colour: "White", stock: 3 }]);
    expect((await verifyPayment(buyer, order.id, await payInStandIn(t, payment))).errors).toBeUndefined();
    const cancelled = await admin.graphql(UPDATE_ORDER_STATUS, { id: order.id, status: "CANCELLED" });
    expect(cancelled.data.updateOrderStatus.order).toMatchObject({ status: "CANCELLED", paymentStatus: "REFUNDED" });
    expect(await stocks()).toEqual([{ colour: "Navy", stock: 4 }, { colour: "White", stock: 4 }]);
  });

  it("pays the variant's own price at checkout", async () => {
    const product = await createShirt(["Navy"], ["M"], () => 5);
    await admin.graphql(UPDATE, { id: product.id, input: { variants: [{ size: "M", colour: "Navy", stock: 5, price: 1500, salePrice: 1200, sku: product.variants[0].sku }] } });
    const buyer = await shopper(t, "ownprice");
    await buyer.client.graphql(ADD_TO_CART, { input: { productId: product.id, size: "M", colour: "Navy", quantity: 2 } });
    const { data, errors } = await placeOrder(buyer, buyer.addressId);
    expect(errors).toBeUndefined();
    expect(data.placeOrder.order.totalAmount).toBe(2400);
    expect(data.placeOrder.order.lines[0]).toMatchObject({ price: 1200, size: "M", colour: "Navy", quantity: 2 });
  });
});

describe("listing filters and facets by size, colour and price", () => {
  it("counts each product once per in-stock size and colour, exactly, together with the other filters", async () => {
    const colour = `Teal${tag()}`;
    const other = `Rust${tag()}`;
    // Three shirts in the test's colour: sizes S/M (M sold out), M/L, and one in both colours.
    await createShirt([colour], ["S", "M"], (size) => (size === "M" ? 0 : 4));
    await createShirt([colour], ["M", "L"], () => 1);
    await createShirt([colour, other], ["L"], (_s, c) => (c === colour ? 0 : 3));
    const FACETS = `query ($filter: ProductFilter) { products(filter: $filter, first: 10) { totalCount edges { node { id } }
      facets { sizes { id count } colours { id count } priceRange { min max } categories { id count } } } }`;
    const read = async (filter: object) => (await admin.graphql(FACETS, { filter })).data.products;

    const byColour = await read({ colours: [colour] });
    expect(byColour.totalCount).toBe(2);
    expect(byColour.edges).toHaveLength(2);
    expect(byColour.facets.sizes).toEqual([{ id: "S", count: 1 }, { id: "M", count: 1 }, { id: "L", count: 1 }]);
    expect(byColour.facets.categories.find((c: { id: string }) => c.id === "men").count).toBe(2);
    expect(byColour.facets.priceRange).toEqual({ min: 999, max: 999 });

    // A facet ignores its own dimension: the colours of every product with an L in stock, ours among them.
    const both = await read({ colours: [colour, other], sizes: ["L"] });
    expect(both.totalCount).toBe(2);
    const colourCount = (id: string) => both.facets.colours.find((c: { id: string }) => c.id === id)?.count;
    expect([colourCount(colour), colourCount(other)]).toEqual([1, 1]);
    expect(both.facets.sizes.find((s: { id: string }) => s.id === "M")).toEqual({ id: "M", count: 1 });

    expect((await read({ colours: [colour], minPrice: 1000 })).totalCount).toBe(0);
    expect((await read({ colours: [colour], maxPrice: 999 })).totalCount).toBe(2);
    const bad = await admin.graphql(FACETS, { filter: { minPrice: 10, maxPrice: 5 } });
    expect(bad.errors?.[0]).toMatchObject({ message: "minPrice must not be above maxPrice", extensions: { code: "BAD_USER_INPUT" } });
  });
});

describe("the size, colour and price facets of a listing by category and brand only", () => {
  it("are what counting the variants for that filter gives (summed over the catalogue's per-category-and-brand cells)", async () => {
    const colour = `Plum${tag()}`;
    await createShirt([colour, "White"], ["S", "M", "L"], (size, c) => (size === "S" && c === "White" ? 0 : 2));
    await createShirt([colour], ["M", "XL"], () => 1, { category: "women", brand: "zara", salePrice: 0, price: 2499 });
    await createShirt(["White"], ["L"], () => 5, { category: "men", brand: "nike", salePrice: 799 });
    await createShirt([colour], ["S"], () => 0, { category: "women", brand: "h&m", price: 399, salePrice: 0 });
    const FACETS = `query ($filter: ProductFilter) { products(filter: $filter, first: 1) { facets { sizes { id count } colours { id count } priceRange { min max } } } }`;
    for (const filter of [{}, { categories: ["men"] }, { brands: ["h&m"] }, { categories: ["men", "women"], brands: ["h&m", "zara"] }, { categories: ["kids"], brands: ["zara"] }]) {
      const { data, errors } = await admin.graphql(FACETS, { filter });
      expect(errors, JSON.stringify(filter)).toBeUndefined();
      const listFilter = { categories: [], brands: [], sizes: [], colours: [], minPricePaise: null, maxPricePaise: null, ...filter } as ListFilter;
      const query = variantFacetsQuery(listFilter);
      const [counted] = (await t.server.dataSource.query(query.sql, query.params)) as VariantFacetRows[];
      const rupees = (paise: number | null) => (paise === null ? null : paise / 100);
      expect(data.products.facets, JSON.stringify(filter)).toEqual({
        sizes: orderedOptionFacets("size", counted!.sizes).map(({ id, count }) => ({ id, count })),
        colours: orderedOptionFacets("colour", counted!.colours).map(({ id, count }) => ({ id, count })),
        priceRange: counted!.price.min === null ? null : { min: rupees(counted!.price.min), max: rupees(counted!.price.max) },
      });
    }
  });
});

describe("the colour facets' order", () => {
  it("puts the colours of more products first, then names as one case, then by case (without ICU's collator)", () => {
    const rows = [{ id: "Rust", count: 1 }, { id: "indigo", count: 1 }, { id: "Indigo", count: 1 }, { id: "black", count: 2 }, { id: "Off-white", count: 1 }, { id: "Beige", count: 1 }];
    expect(orderedOptionFacets("colour", rows).map((f) => f.id)).toEqual(["black", "Beige", "Indigo", "indigo", "Off-white", "Rust"]);
  });
});

describe("a product without options", () => {
  it("has one variant with no size or colour holding its stock, and answers the REST shape unchanged", async () => {
    const { data } = await admin.graphql(CREATE, {
      input: { title: "Canvas Belt", description: "Woven belt.", category: "accessories", brand: "h&m", price: 399, totalStock: 8, image: "https://img.example.com/belt.jpg" },
    });
    const belt = data.createProduct;
    expect(belt.options).toEqual({ sizes: [], colours: [] });
    expect(belt.variants).toEqual([expect.objectContaining({ sku: belt.sku, size: null, colour: null, stock: 8, ownPrice: false })]);
    const rest = await admin.request(`/api/shop/products/get/${belt.id}`);
    expect(Object.keys(rest.json.data).sort()).toEqual(
      ["_id", "image", "images", "title", "description", "category", "brand", "price", "salePrice", "totalStock", "averageReview", "reviewCount", "createdAt", "updatedAt"].sort(),
    );
    expect(rest.json.data.totalStock).toBe(8);
    // Any labels a REST client sends hold the one variant, as before.
    const buyer = await shopper(t, "belt");
    expect((await buyer.client.graphql(ADD_TO_CART, { input: { productId: belt.id, size: "32", colour: "Olive", quantity: 8 } })).errors).toBeUndefined();
    expect((await buyer.client.graphql(ADD_TO_CART, { input: { productId: belt.id, quantity: 1 } })).errors?.[0]).toMatchObject({ message: "Only 0 more can be added" });
  });
});
