import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ADD_TO_CART, CART, REMOVE_FROM_CART, SET_CART_QUANTITY, useCatalogue } from "./support/cart-fixtures.js";
import { countStatements } from "./support/catalogue-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

// Many customers sign in from one address here: lift the per-address login limit.
const t = useTestServer({ LOGIN_MAX_PER_IP: "1000" });
const catalogue = useCatalogue(t);

type Client = ApiClient;

async function add(client: Client, input: Record<string, unknown>) {
  return client.graphql(ADD_TO_CART, { input });
}

async function cartOf(client: Client) {
  const { data, errors } = await client.graphql(CART);
  expect(errors).toBeUndefined();
  return data.cart;
}

describe("reading the cart", () => {
  it("refuses an anonymous caller", async () => {
    const anonymous = new ApiClient(t.url);
    const { errors } = await anonymous.graphql(CART);
    expect(errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("gives a customer without a cart an empty one, with a stable id", async () => {
    const { client } = await signUpCustomer(t);
    const first = await cartOf(client);
    expect(first).toMatchObject({ lines: [], itemCount: 0, subtotal: 0, shipping: 0, total: 0 });
    expect(first.id).toEqual(expect.any(String));
    const product = await catalogue.create({ totalStock: 5 });
    const { data } = await add(client, { productId: product.id });
    expect(data.addToCart.id).toBe(first.id);
  });

  it("reads every line and its product in one query, however many lines there are", async () => {
    const { client } = await signUpCustomer(t);
    for (let i = 0; i < 5; i++) await add(client, { productId: (await catalogue.create({ totalStock: 5 })).id });
    const { result: cart, statements } = await countStatements(() => cartOf(client));
    expect(cart.lines).toHaveLength(5);
    expect(statements.filter((sql) => /\bproducts\b/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /\bcart_lines\b/.test(sql))).toHaveLength(1);
  });
});

describe("adding to the cart", () => {
  it("refuses an anonymous caller", async () => {
    const product = await catalogue.create({ totalStock: 5 });
    const { errors } = await add(new ApiClient(t.url), { productId: product.id });
    expect(errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("answers the whole cart with the product's title, thumbnail and prices", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ price: 1499, salePrice: 1199.5, totalStock: 8 });
    expect(product.thumbnail).not.toBe(product.image); // an uploaded picture has a thumbnail rendition
    const { data, errors } = await add(client, { productId: product.id, quantity: 2 });
    expect(errors).toBeUndefined();
    expect(data.addToCart).toMatchObject({ itemCount: 2, subtotal: 2399, shipping: 0, total: 2399 });
    expect(data.addToCart.lines).toEqual([
      {
        id: expect.any(String),
        productId: product.id,
        title: product.title,
        image: product.thumbnail,
        price: 1499,
        salePrice: 1199.5,
        unitPrice: 1199.5,
        quantity: 2,
        size: null,
        colour: null,
        lineTotal: 2399,
        availableStock: 8,
        problem: null,
      },
    ]);
  });

  it("shows the product's own image when it has no thumbnail rendition", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 3, image: "https://images.example.com/products/scarf.jpg" });
    const { data } = await add(client, { productId: product.id });
    expect(data.addToCart.lines[0].image).toBe("https://images.example.com/products/scarf.jpg");
  });

  it("charges the price when the product is not on sale", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ price: 850, salePrice: 0, totalStock: 8 });
    const { data } = await add(client, { productId: product.id, quantity: 3 });
    expect(data.addToCart.lines[0]).toMatchObject({ unitPrice: 850, lineTotal: 2550 });
    expect(data.addToCart.total).toBe(2550);
  });

  it("adds one when no quantity is given, and adding again increases the same line", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 10 });
    expect((await add(client, { productId: product.id })).data.addToCart.lines[0].quantity).toBe(1);
    const { data } = await add(client, { productId: product.id, quantity: 2 });
    expect(data.addToCart.lines).toHaveLength(1);
    expect(data.addToCart.lines[0].quantity).toBe(3);
    expect(data.addToCart.itemCount).toBe(3);
  });

  it("keeps one line per size and colour, in the order they were added; blank means none", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 20 });
    await add(client, { productId: product.id, size: "M", colour: "Red" });
    await add(client, { productId: product.id, size: "L", colour: "Red" });
    await add(client, { productId: product.id, size: "M", colour: "Blue" });
    await add(client, { productId: product.id, size: "  ", colour: null });
    const { data } = await add(client, { productId: product.id, size: " M ", colour: "Red", quantity: 2 });
    expect(data.addToCart.lines.map((l: { size: string; colour: string; quantity: number }) => [l.size, l.colour, l.quantity])).toEqual([
      ["M", "Red", 3],
      ["L", "Red", 1],
      ["M", "Blue", 1],
      [null, null, 1],
    ]);
    expect(data.addToCart.itemCount).toBe(6);
  });

  it.each([0, -1, 100, 1.5])("refuses a quantity of %s and leaves the cart as it was", async (quantity) => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 200 });
    const { errors } = await add(client, { productId: product.id, quantity });
    // 1.5 is not an Int: GraphQL itself refuses it before the service runs.
    expect(errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT/);
    if (Number.isInteger(quantity)) expect(errors?.[0]).toMatchObject({ message: expect.stringMatching(/quantity/i), extensions: { field: "quantity" } });
    expect((await cartOf(client)).lines).toEqual([]);
  });

  it("refuses to let one line grow beyond 99 even when the stock allows it", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 500 });
    await add(client, { productId: product.id, quantity: 99 });
    const { errors } = await add(client, { productId: product.id, quantity: 1 });
    expect(errors?.[0]).toMatchObject({ message: "You can have at most 99 of one item in your cart", extensions: { code: "BAD_USER_INPUT" } });
  });

  it.each([
    ["an unknown id", () => randomUUID()],
    ["a malformed id", () => "not-a-product"],
  ])("answers NOT_FOUND 'Product not found!' for %s", async (_label, id) => {
    const { client } = await signUpCustomer(t);
    const { errors } = await add(client, { productId: id() });
    expect(errors?.[0]).toMatchObject({ message: "Product not found!", extensions: { code: "NOT_FOUND" } });
  });

  it("answers NOT_FOUND for a product the admin deleted", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 5 });
    await catalogue.delete(product.id);
    const { errors } = await add(client, { productId: product.id });
    expect(errors?.[0]).toMatchObject({ message: "Product not found!", extensions: { code: "NOT_FOUND" } });
    expect((await cartOf(client)).lines).toEqual([]);
  });
});

describe("stock limits when adding", () => {
  it("says how many are in stock when the cart holds none yet", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 3 });
    const { errors } = await add(client, { productId: product.id, quantity: 4 });
    expect(errors?.[0]).toMatchObject({ message: "Only 3 available in stock", extensions: { code: "OUT_OF_STOCK" } });
    expect((await cartOf(client)).lines).toEqual([]);
  });

  it("says how many more can be added when the cart already holds some", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 3 });
    await add(client, { productId: product.id, quantity: 2 });
    const { errors } = await add(client, { productId: product.id, quantity: 2 });
    expect(errors?.[0]).toMatchObject({ message: "Only 1 more can be added", extensions: { code: "OUT_OF_STOCK" } });
    expect((await add(client, { productId: product.id })).data.addToCart.lines[0].quantity).toBe(3);
    const full = await add(client, { productId: product.id });
    expect(full.errors?.[0]).toMatchObject({ message: "Only 0 more can be added", extensions: { code: "OUT_OF_STOCK" } });
  });

  it("counts every size and colour of the product against its stock", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 3 });
    await add(client, { productId: product.id, quantity: 2, size: "S" });
    const { errors } = await add(client, { productId: product.id, quantity: 2, size: "M" });
    expect(errors?.[0]).toMatchObject({ message: "Only 1 more can be added", extensions: { code: "OUT_OF_STOCK" } });
  });

  it("says a product with no stock is out of stock", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 0 });
    const { errors } = await add(client, { productId: product.id });
    expect(errors?.[0]).toMatchObject({ message: "This product is out of stock", extensions: { code: "OUT_OF_STOCK" } });
  });

  it("never lets parallel adds exceed the stock: 10 adds of 1 for a stock of 3 leave exactly 3", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 3 });
    const results = await Promise.all(Array.from({ length: 10 }, () => add(client, { productId: product.id })));
    expect(results.filter((r) => !r.errors)).toHaveLength(3);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === "OUT_OF_STOCK")).toHaveLength(7);
    expect((await cartOf(client)).itemCount).toBe(3);
  });

  it("never lets parallel adds of different sizes together exceed the stock", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 4 });
    const sizes = ["XS", "S", "M", "L", "XL", "XXL"];
    await Promise.all(sizes.flatMap((size) => [add(client, { productId: product.id, size }), add(client, { productId: product.id, size })]));
    const cart = await cartOf(client);
    expect(cart.itemCount).toBe(4);
    expect(cart.lines.every((l: { problem: string | null }) => l.problem === null)).toBe(true);
  });

  it("merges parallel first adds of one new line into that line", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 50 });
    const results = await Promise.all(Array.from({ length: 8 }, () => add(client, { productId: product.id, colour: "Green" })));
    expect(results.filter((r) => r.errors)).toEqual([]);
    const cart = await cartOf(client);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0].quantity).toBe(8);
  });
});

describe("setting a line's quantity", () => {
  it("sets the quantity rather than adding to it", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ price: 500, totalStock: 10 });
    await add(client, { productId: product.id, quantity: 3 });
    const { data, errors } = await client.graphql(SET_CART_QUANTITY, { input: { productId: product.id, quantity: 1 } });
    expect(errors).toBeUndefined();
    expect(data.setCartQuantity).toMatchObject({ itemCount: 1, total: 500 });
    expect(data.setCartQuantity.lines[0]).toMatchObject({ quantity: 1, lineTotal: 500 });
  });

  it("changes only the line of that size and colour", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 10 });
    await add(client, { productId: product.id, size: "S" });
    await add(client, { productId: product.id, size: "M" });
    const { data } = await client.graphql(SET_CART_QUANTITY, { input: { productId: product.id, size: "M", quantity: 4 } });
    expect(data.setCartQuantity.lines.map((l: { size: string; quantity: number }) => [l.size, l.quantity])).toEqual([
      ["S", 1],
      ["M", 4],
    ]);
  });

  it("refuses more than the stock with 'Only N available in stock'", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 4 });
    await add(client, { productId: product.id });
    const { errors } = await client.graphql(SET_CART_QUANTITY, { input: { productId: product.id, quantity: 5 } });
    expect(errors?.[0]).toMatchObject({ message: "Only 4 available in stock", extensions: { code: "OUT_OF_STOCK" } });
    expect((await cartOf(client)).lines[0].quantity).toBe(1);
  });

  it("counts the product's other lines against the stock", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 4 });
    await add(client, { productId: product.id, size: "S", quantity: 3 });
    await add(client, { productId: product.id, size: "M" });
    const { errors } = await client.graphql(SET_CART_QUANTITY, { input: { productId: product.id, size: "M", quantity: 2 } });
    expect(errors?.[0]).toMatchObject({ message: "Only 1 available in stock", extensions: { code: "OUT_OF_STOCK" } });
  });

  it("refuses a quantity below 1", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 4 });
    await add(client, { productId: product.id, quantity: 2 });
    const { errors } = await client.graphql(SET_CART_QUANTITY, { input: { productId: product.id, quantity: 0 } });
    expect(errors?.[0]).toMatchObject({ message: "Quantity must be at least 1", extensions: { code: "BAD_USER_INPUT", field: "quantity" } });
    expect((await cartOf(client)).lines[0].quantity).toBe(2);
  });

  it.each([
    ["a product not in the cart", async () => (await catalogue.create({ totalStock: 4 })).id, {}],
    ["a size not in the cart", async () => null, { size: "XL" }],
    ["a malformed product id", async () => "12345", {}],
  ])("answers NOT_FOUND 'Cart item not found!' for %s", async (_label, productId, key) => {
    const { client } = await signUpCustomer(t);
    const inCart = await catalogue.create({ totalStock: 4 });
    await add(client, { productId: inCart.id });
    const id = (await productId()) ?? inCart.id;
    const { errors } = await client.graphql(SET_CART_QUANTITY, { input: { productId: id, quantity: 2, ...key } });
    expect(errors?.[0]).toMatchObject({ message: "Cart item not found!", extensions: { code: "NOT_FOUND" } });
  });
});

describe("removing a line", () => {
  it("removes only the line of that size and colour and answers the cart", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 10 });
    await add(client, { productId: product.id, colour: "Red" });
    await add(client, { productId: product.id, colour: "Blue", quantity: 2 });
    const { data, errors } = await client.graphql(REMOVE_FROM_CART, { input: { productId: product.id, colour: "Red" } });
    expect(errors).toBeUndefined();
    expect(data.removeFromCart.lines).toHaveLength(1);
    expect(data.removeFromCart.lines[0]).toMatchObject({ colour: "Blue", quantity: 2 });
    expect(data.removeFromCart.itemCount).toBe(2);
  });

  it("answers NOT_FOUND for a line that is not in the cart", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 10 });
    await add(client, { productId: product.id });
    await client.graphql(REMOVE_FROM_CART, { input: { productId: product.id } });
    const { errors } = await client.graphql(REMOVE_FROM_CART, { input: { productId: product.id } });
    expect(errors?.[0]).toMatchObject({ message: "Cart item not found!", extensions: { code: "NOT_FOUND" } });
  });
});

describe("what the cart shows after the catalogue changes", () => {
  it("shows the current title and prices after the admin edits the product", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ price: 1000, salePrice: 0, totalStock: 10 });
    await add(client, { productId: product.id, quantity: 2 });
    await catalogue.update(product.id, { title: "Organic Cotton Tee", price: 1200, salePrice: 900 });
    const cart = await cartOf(client);
    expect(cart.lines[0]).toMatchObject({ title: "Organic Cotton Tee", price: 1200, salePrice: 900, unitPrice: 900, lineTotal: 1800, problem: null });
    expect(cart.total).toBe(1800);
  });

  it("flags a deleted product's line, keeps it out of the subtotal, and still lets it be removed", async () => {
    const { client } = await signUpCustomer(t);
    const kept = await catalogue.create({ price: 300, totalStock: 10 });
    const removed = await catalogue.create({ price: 700, totalStock: 10 });
    await add(client, { productId: kept.id });
    await add(client, { productId: removed.id, quantity: 2 });
    await catalogue.delete(removed.id);
    const cart = await cartOf(client);
    expect(cart.lines.map((l: { productId: string; problem: string | null }) => [l.productId, l.problem])).toEqual([
      [kept.id, null],
      [removed.id, "PRODUCT_REMOVED"],
    ]);
    expect(cart.lines[1]).toMatchObject({ title: removed.title, availableStock: 0, lineTotal: 1400 });
    expect(cart).toMatchObject({ itemCount: 3, subtotal: 300, total: 300 });
    const set = await client.graphql(SET_CART_QUANTITY, { input: { productId: removed.id, quantity: 1 } });
    expect(set.errors?.[0]).toMatchObject({ message: "Product not found!", extensions: { code: "NOT_FOUND" } });
    const { data } = await client.graphql(REMOVE_FROM_CART, { input: { productId: removed.id } });
    expect(data.removeFromCart.lines).toHaveLength(1);
  });

  it("flags a sold-out product's line as OUT_OF_STOCK and leaves it out of the subtotal", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ price: 400, totalStock: 5 });
    await add(client, { productId: product.id, quantity: 2 });
    await catalogue.update(product.id, { totalStock: 0 });
    const cart = await cartOf(client);
    expect(cart.lines[0]).toMatchObject({ problem: "OUT_OF_STOCK", availableStock: 0, quantity: 2 });
    expect(cart).toMatchObject({ subtotal: 0, total: 0, itemCount: 2 });
  });

  it("flags a line asking for more than the stock left as NOT_ENOUGH_STOCK", async () => {
    const { client } = await signUpCustomer(t);
    const product = await catalogue.create({ price: 400, totalStock: 5 });
    await add(client, { productId: product.id, quantity: 4 });
    await catalogue.update(product.id, { totalStock: 2 });
    const cart = await cartOf(client);
    expect(cart.lines[0]).toMatchObject({ problem: "NOT_ENOUGH_STOCK", availableStock: 2, quantity: 4 });
    const fixed = await client.graphql(SET_CART_QUANTITY, { input: { productId: product.id, quantity: 2 } });
    expect(fixed.data.setCartQuantity.lines[0].problem).toBeNull();
  });
});

describe("one customer's cart is out of another's reach", () => {
  it("cannot change or remove another customer's lines", async () => {
    const owner = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    const product = await catalogue.create({ totalStock: 10 });
    await add(owner.client, { productId: product.id, quantity: 2 });
    const before = await cartOf(owner.client);

    expect((await cartOf(other.client)).lines).toEqual([]);
    const set = await other.client.graphql(SET_CART_QUANTITY, { input: { productId: product.id, quantity: 5 } });
    expect(set.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const remove = await other.client.graphql(REMOVE_FROM_CART, { input: { productId: product.id } });
    expect(remove.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");

    expect(await cartOf(owner.client)).toEqual(before);
  });
});
