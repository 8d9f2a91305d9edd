import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CART, useCatalogue } from "./support/cart-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

// Many customers sign in from one address here: lift the per-address login limit.
const t = useTestServer({ LOGIN_MAX_PER_IP: "1000" });
const catalogue = useCatalogue(t);

const FORBIDDEN = { success: false, message: "You can only access your own data." };

describe("REST cart (rest-compat shapes)", () => {
  it("adds to the cart and answers the whole cart in rupees", async () => {
    const { client, userId } = await signUpCustomer(t);
    const product = await catalogue.create({ price: 1499, salePrice: 999, totalStock: 5 });
    const res = await client.request("/api/shop/cart/add", { body: { userId, productId: product.id, quantity: 2 } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        userId,
        items: [{ productId: product.id, image: product.thumbnail, title: product.title, price: 1499, salePrice: 999, quantity: 2 }],
      },
    });
  });

  it("honours the optional color and size of the body", async () => {
    const { client, userId } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 5 });
    await client.request("/api/shop/cart/add", { body: { userId, productId: product.id, quantity: 1, color: "Black", size: "L" } });
    const res = await client.request("/api/shop/cart/add", { body: { userId, productId: product.id, quantity: 1 } });
    expect(res.json.data.items).toEqual([
      expect.objectContaining({ productId: product.id, quantity: 1, color: "Black", size: "L" }),
      expect.not.objectContaining({ color: expect.anything() }),
    ]);
  });

  it("gives a customer with no cart yet an empty cart, not a 404", async () => {
    const { client, userId } = await signUpCustomer(t);
    const res = await client.request(`/api/shop/cart/get/${userId}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { _id: expect.any(String), userId, items: [] } });
  });

  it("reads the cart that GraphQL shows", async () => {
    const { client, userId } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 5 });
    await client.request("/api/shop/cart/add", { body: { userId, productId: product.id, quantity: 3 } });
    const res = await client.request(`/api/shop/cart/get/${userId}`);
    const gql = await client.graphql(CART);
    expect(res.json.data._id).toBe(gql.data.cart.id);
    expect(res.json.data.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 3 })]);
  });

  it("update-cart sets (not adds) the quantity", async () => {
    const { client, userId } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 9 });
    await client.request("/api/shop/cart/add", { body: { userId, productId: product.id, quantity: 3 } });
    const res = await client.request("/api/shop/cart/update-cart", { method: "PUT", body: { userId, productId: product.id, quantity: 5 } });
    expect(res.status).toBe(200);
    expect(res.json.data.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 5 })]);
  });

  it("delete removes every line of the product", async () => {
    const { client, userId } = await signUpCustomer(t);
    const removed = await catalogue.create({ totalStock: 9 });
    const kept = await catalogue.create({ totalStock: 9 });
    await client.request("/api/shop/cart/add", { body: { userId, productId: removed.id, quantity: 1, size: "S" } });
    await client.request("/api/shop/cart/add", { body: { userId, productId: removed.id, quantity: 1, size: "M" } });
    await client.request("/api/shop/cart/add", { body: { userId, productId: kept.id, quantity: 1 } });
    const res = await client.request(`/api/shop/cart/${userId}/${removed.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.json.data.items.map((i: { productId: string }) => i.productId)).toEqual([kept.id]);
    const again = await client.request(`/api/shop/cart/${userId}/${removed.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ success: false, message: "Cart item not found!" });
  });

  it("answers 409 with the stock warning when the stock does not allow it", async () => {
    const { client, userId } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 2 });
    const tooMany = await client.request("/api/shop/cart/add", { body: { userId, productId: product.id, quantity: 3 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json).toEqual({ success: false, message: "Only 2 available in stock" });
    await client.request("/api/shop/cart/add", { body: { userId, productId: product.id, quantity: 1 } });
    const more = await client.request("/api/shop/cart/add", { body: { userId, productId: product.id, quantity: 2 } });
    expect(more.json).toEqual({ success: false, message: "Only 1 more can be added" });
    const set = await client.request("/api/shop/cart/update-cart", { method: "PUT", body: { userId, productId: product.id, quantity: 3 } });
    expect(set.status).toBe(409);
    expect(set.json).toEqual({ success: false, message: "Only 2 available in stock" });
  });

  it("answers 400 for a bad quantity and 404 for an unknown product or line", async () => {
    const { client, userId } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 5 });
    const bad = await client.request("/api/shop/cart/add", { body: { userId, productId: product.id, quantity: "lots" } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ success: false, message: "Quantity must be a whole number" });
    const unknown = await client.request("/api/shop/cart/add", { body: { userId, productId: randomUUID(), quantity: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: "Product not found!" });
    const notInCart = await client.request("/api/shop/cart/update-cart", { method: "PUT", body: { userId, productId: product.id, quantity: 1 } });
    expect(notInCart.status).toBe(404);
    expect(notInCart.json).toEqual({ success: false, message: "Cart item not found!" });
    const malformed = await client.request(`/api/shop/cart/${userId}/not-an-id`, { method: "DELETE" });
    expect(malformed.status).toBe(404);
  });

  it("answers 401 to an anonymous caller on every cart path", async () => {
    const { userId } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 5 });
    const anonymous = new ApiClient(t.url);
    const responses = await Promise.all([
      anonymous.request("/api/shop/cart/add", { body: { userId, productId: product.id, quantity: 1 } }),
      anonymous.request(`/api/shop/cart/get/${userId}`),
      anonymous.request("/api/shop/cart/update-cart", { method: "PUT", body: { userId, productId: product.id, quantity: 1 } }),
      anonymous.request(`/api/shop/cart/${userId}/${product.id}`, { method: "DELETE" }),
    ]);
    for (const res of responses) {
      expect(res.status).toBe(401);
      expect(res.json.success).toBe(false);
    }
  });

  it("answers 403 when the userId is another customer's, and leaves their cart as it was", async () => {
    const owner = await signUpCustomer(t);
    const intruder = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 5 });
    await owner.client.request("/api/shop/cart/add", { body: { userId: owner.userId, productId: product.id, quantity: 2 } });
    const before = (await owner.client.request(`/api/shop/cart/get/${owner.userId}`)).json;

    const attempts = await Promise.all([
      intruder.client.request(`/api/shop/cart/get/${owner.userId}`),
      intruder.client.request("/api/shop/cart/add", { body: { userId: owner.userId, productId: product.id, quantity: 1 } }),
      intruder.client.request("/api/shop/cart/update-cart", { method: "PUT", body: { userId: owner.userId, productId: product.id, quantity: 5 } }),
      intruder.client.request(`/api/shop/cart/${owner.userId}/${product.id}`, { method: "DELETE" }),
    ]);
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.json).toEqual(FORBIDDEN);
    }
    // With their own id, the intruder only ever reaches their own (empty) cart.
    const own = await intruder.client.request(`/api/shop/cart/${intruder.userId}/${product.id}`, { method: "DELETE" });
    expect(own.status).toBe(404);
    expect((await owner.client.request(`/api/shop/cart/get/${owner.userId}`)).json).toEqual(before);
  });
});
