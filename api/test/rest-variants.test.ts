/**
 * Issue 28, finding 5: an older REST client can buy products sold in sizes and colours. The REST product answers
 * carry what it needs to pick one (`sizes`, `colours` and `variants` with size, colour, stock and prices), and
 * `cart/add` takes `size` and `color`/`colour`; without them, a product with a single size (and colour) in stock is
 * added in that one, otherwise the answer names the sizes to choose from. GraphQL keeps asking for a size.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ADD_TO_CART } from "./support/cart-fixtures.js";
import type { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer({ LOGIN_MAX_PER_IP: "1000" });
let admin: ApiClient;
let shopper: Awaited<ReturnType<typeof signUpCustomer>>;

beforeAll(async () => {
  admin = (await signInAdmin(t)).client;
  shopper = await signUpCustomer(t);
});

const tag = () => randomBytes(3).toString("hex").toUpperCase();

/** A product through the admin API; `variants` [size, colour, stock, own price?] or a plain stock. */
async function product(variants: Array<[string, string, number, number?]> | number): Promise<{ id: string }> {
  const sku = `REST-${tag()}`;
  const input = {
    sku,
    title: "Cotton Kurta",
    description: "Straight-cut cotton kurta.",
    category: "men",
    brand: "h&m",
    price: 1499,
    salePrice: 999,
    image: "https://img.example.com/kurta.jpg",
    ...(typeof variants === "number"
      ? { totalStock: variants }
      : {
          variants: variants.map(([size, colour, stock, price], i) => ({
            sku: `${sku}-${i}`,
            ...(size ? { size } : {}),
            ...(colour ? { colour } : {}),
            stock,
            ...(price ? { price, salePrice: 0 } : {}),
          })),
        }),
  };
  const { data, errors } = await admin.graphql(`mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`, { input });
  expect(errors).toBeUndefined();
  return data.createProduct;
}

const addRest = (body: Record<string, unknown>) => shopper.client.request("/api/shop/cart/add", { body: { userId: shopper.userId, quantity: 1, ...body } });

describe("REST product answers carry sizes, colours and variants", () => {
  it("a product's details: its sizes and colours in the shop's order, and every variant with its stock and prices in rupees", async () => {
    const { id } = await product([
      ["L", "Navy", 0],
      ["M", "Navy", 4, 1799],
      ["S", "Navy", 2],
    ]);
    const res = await shopper.client.request(`/api/shop/products/get/${id}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ _id: id, price: 1499, salePrice: 999, totalStock: 6, sizes: ["S", "M", "L"], colours: ["Navy"] });
    expect(res.json.data.variants).toEqual([
      { _id: expect.any(String), sku: expect.stringMatching(/^REST-/), size: "S", colour: "Navy", color: "Navy", stock: 2, price: 1499, salePrice: 999 },
      { _id: expect.any(String), sku: expect.stringMatching(/^REST-/), size: "M", colour: "Navy", color: "Navy", stock: 4, price: 1799, salePrice: 0 },
      { _id: expect.any(String), sku: expect.stringMatching(/^REST-/), size: "L", colour: "Navy", color: "Navy", stock: 0, price: 1499, salePrice: 999 },
    ]);
  });

  it("lists and search answers carry them too (read for the whole page at once)", async () => {
    const { id } = await product([
      ["M", "", 1],
      ["XL", "", 3],
    ]);
    const listed = (await shopper.client.request("/api/shop/products/get?limit=100")).json.data.find((p: { _id: string }) => p._id === id);
    expect(listed).toMatchObject({ sizes: ["M", "XL"], colours: [], variants: [expect.objectContaining({ size: "M", colour: null, stock: 1 }), expect.objectContaining({ size: "XL", stock: 3 })] });
    const found = (await shopper.client.request("/api/shop/search/kurta?limit=100")).json.data.find((p: { _id: string }) => p._id === id);
    expect(found.variants).toHaveLength(2);
  });

  it("a product without sizes or colours answers exactly as before (no new fields)", async () => {
    const { id } = await product(5);
    const { data } = (await shopper.client.request(`/api/shop/products/get/${id}`)).json;
    expect(Object.keys(data).sort()).toEqual(
      ["_id", "averageReview", "brand", "category", "createdAt", "description", "image", "images", "price", "reviewCount", "salePrice", "title", "totalStock", "updatedAt"].sort(),
    );
  });
});

describe("REST cart/add of a product sold in sizes", () => {
  it("with size and colour (`color`, the older client's spelling, or `colour`) adds that variant", async () => {
    const { id } = await product([
      ["S", "Navy", 2],
      ["M", "Navy", 2],
      ["M", "White", 2],
    ]);
    expect((await addRest({ productId: id, size: "M", color: "White" })).json.data.items).toContainEqual(expect.objectContaining({ productId: id, size: "M", color: "White" }));
    expect((await addRest({ productId: id, size: "s", colour: "navy" })).json.data.items).toContainEqual(expect.objectContaining({ productId: id, size: "S", color: "Navy" }));
  });

  it("without a size, a product with one size in stock is added in that size", async () => {
    const { id } = await product([
      ["S", "", 0],
      ["M", "", 3],
      ["L", "", 0],
    ]);
    const res = await addRest({ productId: id });
    expect(res.status).toBe(200);
    expect(res.json.data.items).toContainEqual(expect.objectContaining({ productId: id, size: "M", quantity: 1 }));
  });

  it("without a size or colour, a product with one variant in stock is added in it; a given colour narrows the choice", async () => {
    const { id } = await product([
      ["S", "Navy", 0],
      ["M", "Navy", 2],
      ["S", "White", 1],
      ["M", "White", 0],
    ]);
    const both = await addRest({ productId: id });
    expect(both.status).toBe(400);
    expect(both.json).toEqual({ success: false, message: "Please select a size: S or M" });
    const white = await addRest({ productId: id, color: "White" });
    expect(white.json.data.items).toContainEqual(expect.objectContaining({ productId: id, size: "S", color: "White" }));
  });

  it("without a size, when several are in stock, the message names the sizes to choose from (in stock only, in the shop's order)", async () => {
    const { id } = await product([
      ["XL", "", 1],
      ["S", "", 2],
      ["M", "", 0],
      ["L", "", 5],
    ]);
    const res = await addRest({ productId: id });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: "Please select a size: S, L or XL" });
  });

  it("a size is given but the colour is not, and two colours of it are in stock: the message names the colours", async () => {
    const { id } = await product([
      ["M", "Navy", 1],
      ["M", "White", 1],
    ]);
    expect((await addRest({ productId: id, size: "M" })).json).toEqual({ success: false, message: "Please select a colour: Navy or White" });
  });

  it("nothing in stock: out of stock, as before", async () => {
    const { id } = await product([
      ["S", "", 0],
      ["M", "", 0],
    ]);
    const res = await addRest({ productId: id });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ success: false, message: "This product is out of stock" });
  });

  it("GraphQL's addToCart still asks for a size (the storefront's pickers choose one)", async () => {
    const { id } = await product([
      ["S", "", 0],
      ["M", "", 3],
    ]);
    const { errors } = await shopper.client.graphql(ADD_TO_CART, { input: { productId: id, quantity: 1 } });
    expect(errors?.[0]).toMatchObject({ message: "Please select a size", extensions: { code: "BAD_USER_INPUT", field: "size" } });
  });
});
