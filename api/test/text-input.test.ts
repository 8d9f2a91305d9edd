/**
 * Issue 10, finding 2: a NUL byte (or another control character) in any text input reached PostgreSQL, which
 * refuses it (22021), and the caller got a 500. One rule at the edge of the services (lib/text.ts) now refuses it
 * with BAD_USER_INPUT naming the field, strips it from a search keyword, and normalizes text to NFC.
 */
import { describe, expect, it } from "vitest";
import { ADD_ADDRESS, ADD_TO_CART, addressForm, useCatalogue } from "./support/cart-fixtures.js";
import { PRODUCTS } from "./support/catalogue-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { ABANDON_PAYMENT, buyProduct, orderOf, placeUnpaidOrder } from "./support/order-fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const catalogue = useCatalogue(t);

type GraphQLErrors = Array<{ message: string; extensions?: { code?: string; field?: string } }> | undefined;

function expectRefusedField(errors: GraphQLErrors, field: string) {
  expect(errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
  expect(errors?.[0]?.message).toMatch(/must not contain control characters/);
}

describe("a NUL byte in text", () => {
  it("in a search keyword is stripped, not a 500 (GraphQL literal and REST path)", async () => {
    const product = await catalogue.create({ title: "Zanskar Linen Shirt", totalStock: 3 });
    const anonymous = new ApiClient(t.url);
    const literal = await anonymous.request("/graphql", { body: { query: '{ search(keyword: "zanskar\\u0000") { id } }' } });
    expect(literal.status).toBe(200);
    expect(literal.json.errors).toBeUndefined();
    expect(literal.json.data.search.map((p: { id: string }) => p.id)).toContain(product.id);

    const { client } = await signUpCustomer(t);
    const rest = await client.request("/api/shop/search/zanskar%00shirt");
    expect(rest.status).toBe(200);
    expect(rest.json.data.map((p: { _id: string }) => p._id)).toContain(product.id);
  });

  it("in a crafted listing cursor is a BAD_USER_INPUT naming `after`", async () => {
    const cursor = Buffer.from(JSON.stringify(["title-atoz", "a\u0000b", "00000000-0000-4000-8000-000000000000"])).toString("base64url");
    const { status, json } = await new ApiClient(t.url).request("/graphql", { body: { query: PRODUCTS, variables: { sortBy: "title-atoz", first: 2, after: cursor } } });
    expect(status).toBeLessThan(500);
    expect(json.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "after" });
  });

  it("in a product's title or description is refused, and the product is not changed", async () => {
    const product = await catalogue.create({ title: "Plain Tee", totalStock: 3 });
    const { client: admin } = await signInAdmin(t);
    const title = await admin.graphql(`mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`, {
      id: product.id,
      input: { title: "Plain\u0000Tee" },
    });
    expectRefusedField(title.errors, "title");
    const description = await admin.request("/api/admin/products/edit/" + product.id, { method: "PUT", body: { description: "soft\u0000" } });
    expect(description.status).toBe(400);
    expect(description.json).toEqual({ success: false, message: "Description must not contain control characters" });
    const { data } = await admin.graphql(`query ($id: ID!) { product(id: $id) { title description } }`, { id: product.id });
    expect(data.product.title).toBe("Plain Tee");
  });

  it("in a banner's title or description is refused", async () => {
    const { client: admin } = await signInAdmin(t);
    const added = await admin.graphql(`mutation ($input: FeatureImageInput!) { addFeatureImage(input: $input) { id } }`, {
      input: { image: "https://images.example.com/banner.jpg", title: "Sale\u0000" },
    });
    expectRefusedField(added.errors, "title");
    const rest = await admin.request("/api/common/feature/add", { body: { image: "https://images.example.com/banner.jpg", description: "Big\u0000sale" } });
    expect(rest.status).toBe(400);
    const { data } = await admin.graphql(`{ featureImages { id } }`);
    expect(data.featureImages).toEqual([]);
  });

  it("in a cart line's size or colour is refused", async () => {
    const product = await catalogue.create({ totalStock: 3 });
    const { client } = await signUpCustomer(t);
    expectRefusedField((await client.graphql(ADD_TO_CART, { input: { productId: product.id, size: "M\u0000" } })).errors, "size");
    expectRefusedField((await client.graphql(ADD_TO_CART, { input: { productId: product.id, colour: "\u0000" } })).errors, "colour");
    const rest = await client.request("/api/shop/cart/add", { body: { productId: product.id, quantity: 1, color: "red\u0000" } });
    expect(rest.status).toBe(400);
    const { data } = await client.graphql(`{ cart { itemCount } }`);
    expect(data.cart.itemCount).toBe(0);
  });

  it("in any address field is refused", async () => {
    const { client } = await signUpCustomer(t);
    for (const field of ["name", "address", "city", "phone", "pincode", "notes"]) {
      const form = addressForm({ [field]: field === "phone" ? "98200\u000012345" : `x\u0000${field}` });
      expectRefusedField((await client.graphql(ADD_ADDRESS, { input: form })).errors, field);
    }
    const { data } = await client.graphql(`{ addresses { id } }`);
    expect(data.addresses).toEqual([]);
  });

  it("in a review message is refused", async () => {
    const product = await catalogue.create({ totalStock: 3 });
    const customer = await signUpCustomer(t);
    await buyProduct(t, customer, product.id);
    const { errors } = await customer.client.graphql(`mutation ($input: ReviewInput!) { addReview(input: $input) { id } }`, {
      input: { productId: product.id, rating: 5, message: "Lovely\u0000" },
    });
    expectRefusedField(errors, "message");
    const rest = await customer.client.request("/api/shop/review/add", { body: { productId: product.id, reviewValue: 5, reviewMessage: "\u0000" } });
    expect(rest.status).toBe(400);
    const { data } = await customer.client.graphql(`query ($id: ID!) { reviews(productId: $id) { id } }`, { id: product.id });
    expect(data.reviews).toEqual([]);
  });

  it("in the reason for abandoning a payment is refused, and the order keeps its stock", async () => {
    const product = await catalogue.create({ totalStock: 3 });
    const customer = await signUpCustomer(t);
    const { order } = await placeUnpaidOrder(customer, product.id, 1);
    const { errors } = await customer.client.graphql(ABANDON_PAYMENT, { input: { orderId: order.id, reason: "closed\u0000" } });
    expectRefusedField(errors, "reason");
    expect((await orderOf(customer, order.id)).status).toBe("PENDING");
  });

  it("anywhere: other control characters (DEL, C1, escape) are refused too; tabs and newlines in free text are fine", async () => {
    const { client } = await signUpCustomer(t);
    for (const bad of ["\u007f", "\u0085", "\u001b[31m"]) {
      expectRefusedField((await client.graphql(ADD_ADDRESS, { input: addressForm({ notes: `Ring twice${bad}` }) })).errors, "notes");
    }
    const ok = await client.graphql(ADD_ADDRESS, { input: addressForm({ notes: "Ring twice\nthen wait\t(dog)" }) });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.addAddress.notes).toBe("Ring twice\nthen wait\t(dog)");
  });
});

describe("Unicode text", () => {
  it("is stored in NFC: the same letters typed two ways are one text", async () => {
    const { client } = await signUpCustomer(t);
    const decomposed = "Cafe\u0301 Lane, Bandra"; // "é" as e + combining acute
    const { data, errors } = await client.graphql(ADD_ADDRESS, { input: addressForm({ address: decomposed }) });
    expect(errors).toBeUndefined();
    expect(data.addAddress.address).toBe("Caf\u00e9 Lane, Bandra");
  });

  it("that is not well-formed (a lone surrogate) is refused naming the field", async () => {
    const { client } = await signUpCustomer(t);
    const { errors } = await client.graphql(ADD_ADDRESS, { input: addressForm({ city: "Pune\ud800" }) });
    expect(errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "city" });
  });
});
