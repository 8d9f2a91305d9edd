import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import {
  CREATE_PRODUCT,
  createProduct,
  DELETE_PRODUCT,
  PRODUCT,
  type Product,
  productInput,
  PRODUCTS,
  UPDATE_PRODUCT,
} from "./support/catalogue-fixtures.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
let admin: ApiClient;
let customer: ApiClient;
let anonymous: ApiClient;

beforeAll(async () => {
  admin = (await signInAdmin(t)).client;
  customer = (await signUpCustomer(t)).client;
  anonymous = new ApiClient(t.url);
});

/** Every live product as the admin grid shows it: what "changes nothing" is checked against. */
async function catalogueSnapshot() {
  const { json } = await admin.request("/api/admin/products/get");
  return json.data;
}

async function productById(id: string): Promise<Product> {
  const { data, errors } = await admin.graphql(PRODUCT, { id });
  expect(errors).toBeUndefined();
  return data.product;
}

describe("creating a product", () => {
  it("stores the fields, trimmed, with prices in rupees and stock 0 allowed", async () => {
    const product = await createProduct(admin, {
      title: "  Handloom Kurta ",
      description: " Cotton, hand woven. ",
      category: "men",
      brand: "h&m",
      price: 1499.99,
      salePrice: 1199.5,
      totalStock: 0,
      image: "/media/uploads/8a1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b/original.jpg",
    });
    expect(product).toMatchObject({
      title: "Handloom Kurta",
      description: "Cotton, hand woven.",
      category: "men",
      brand: "h&m",
      price: 1499.99,
      salePrice: 1199.5,
      effectivePrice: 1199.5,
      totalStock: 0,
      averageRating: 0,
      reviewCount: 0,
    });
    expect(await productById(product.id)).toEqual(product);
  });

  it("takes no sale price as 0", async () => {
    const input = productInput();
    delete input.salePrice;
    const { data, errors } = await admin.graphql(CREATE_PRODUCT, { input });
    expect(errors).toBeUndefined();
    expect(data.createProduct).toMatchObject({ salePrice: 0, effectivePrice: input.price });
  });

  it("accepts a title of exactly 120 characters", async () => {
    expect((await createProduct(admin, { title: "t".repeat(120) })).title).toHaveLength(120);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ["a blank title", { title: "   " }, "title", "Title must not be blank"],
    ["an empty title", { title: "" }, "title", "Title must not be blank"],
    ["a title over 120 characters", { title: "t".repeat(121) }, "title", "Title must be at most 120 characters"],
    ["a blank description", { description: " \n " }, "description", "Description must not be blank"],
    ["a description over 2000 characters", { description: "d".repeat(2001) }, "description", "Description must be at most 2000 characters"],
    ["an unknown category", { category: "pets" }, "category", "Category must be one of: men, women, kids, accessories, footwear"],
    ["an unknown brand", { brand: "gucci" }, "brand", "Brand must be one of: nike, adidas, puma, levi, zara, h&m"],
    ["a price of 0", { price: 0 }, "price", "Price must be more than 0"],
    ["a negative price", { price: -10 }, "price", "Price must be more than 0"],
    ["a price with 3 decimals", { price: 10.555 }, "price", "price can have at most 2 decimals"],
    ["an absurd price", { price: 1e9 }, "price", "price is too large"],
    ["a negative sale price", { salePrice: -1 }, "salePrice", "Sale price must be 0 (no sale) or more"],
    ["a sale price equal to the price", { price: 500, salePrice: 500 }, "salePrice", "Sale price must be below the price (or 0 for no sale)"],
    ["a sale price above the price", { price: 500, salePrice: 600 }, "salePrice", "Sale price must be below the price (or 0 for no sale)"],
    ["a sale price with 3 decimals", { salePrice: 1.001 }, "salePrice", "salePrice can have at most 2 decimals"],
    ["a negative stock", { totalStock: -1 }, "totalStock", "Total stock must be 0 or more"],
    ["a blank image", { image: "  " }, "image", "Image must not be blank: upload an image first"],
    ["a javascript: image", { image: "javascript:alert(1)" }, "image", "Image must be an uploaded image (/media/…) or an http(s) URL"],
    ["an ftp image", { image: "ftp://example.com/a.jpg" }, "image", "Image must be an uploaded image (/media/…) or an http(s) URL"],
    ["an image path outside the media", { image: "/etc/passwd" }, "image", "Image must be an uploaded image (/media/…) or an http(s) URL"],
    ["an image path climbing out of the media", { image: "/media/../secret.jpg" }, "image", "Image must be an uploaded image (/media/…) or an http(s) URL"],
    ["an image that is not a URL", { image: "my picture.jpg" }, "image", "Image must be an uploaded image (/media/…) or an http(s) URL"],
  ];

  it.each(invalid)("refuses %s, naming the field, and stores nothing", async (_name, overrides, field, message) => {
    const before = await catalogueSnapshot();
    const { data, errors } = await admin.graphql(CREATE_PRODUCT, { input: productInput(overrides as object) });
    expect(data).toBeNull();
    expect(errors![0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    expect(await catalogueSnapshot()).toEqual(before);
  });
});

describe("updating a product", () => {
  let product: Product;
  beforeAll(async () => {
    product = await createProduct(admin, { title: "Linen Shirt", price: 1000, salePrice: 800, totalStock: 5, category: "men", brand: "zara" });
  });

  const update = (input: Record<string, unknown>, id = product.id) => admin.graphql(UPDATE_PRODUCT, { id, input });

  it("changes only the given fields", async () => {
    const { data, errors } = await update({ totalStock: 12 });
    expect(errors).toBeUndefined();
    expect(data.updateProduct).toMatchObject({ ...product, totalStock: 12, updatedAt: expect.any(String) });
    expect(new Date(data.updateProduct.updatedAt).getTime()).toBeGreaterThan(new Date(product.updatedAt).getTime());
    product = data.updateProduct;
  });

  it("can set the stock to 0 and end a sale with a sale price of 0", async () => {
    const { data, errors } = await update({ totalStock: 0, salePrice: 0 });
    expect(errors).toBeUndefined();
    expect(data.updateProduct).toMatchObject({ totalStock: 0, salePrice: 0, effectivePrice: 1000 });
    product = data.updateProduct;
  });

  it("keeps a field given as null", async () => {
    const { data } = await update({ title: null, price: null });
    expect(data.updateProduct).toMatchObject({ title: product.title, price: product.price });
  });

  it("checks a new sale price against the stored price", async () => {
    const { errors } = await update({ salePrice: 1000 });
    expect(errors![0]).toMatchObject({ message: "Sale price must be below the price (or 0 for no sale)", extensions: { code: "BAD_USER_INPUT", field: "salePrice" } });
    expect(await productById(product.id)).toEqual(product);
  });

  it("checks a new price against the stored sale price", async () => {
    expect((await update({ salePrice: 700 })).errors).toBeUndefined();
    product = await productById(product.id);
    const { errors } = await update({ price: 700 });
    expect(errors![0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "salePrice" } });
    expect(await productById(product.id)).toEqual(product);
  });

  it("accepts a new price and sale price together", async () => {
    const { data, errors } = await update({ price: 400, salePrice: 350.25 });
    expect(errors).toBeUndefined();
    expect(data.updateProduct).toMatchObject({ price: 400, salePrice: 350.25, effectivePrice: 350.25 });
    product = data.updateProduct;
  });

  it.each([
    [{ title: " " }, "title"],
    [{ description: "x".repeat(2001) }, "description"],
    [{ category: "pets" }, "category"],
    [{ brand: "gucci" }, "brand"],
    [{ price: 0 }, "price"],
    [{ salePrice: -5 }, "salePrice"],
    [{ totalStock: -3 }, "totalStock"],
    [{ image: "javascript:alert(1)" }, "image"],
    [{ title: "Fine", totalStock: -1 }, "totalStock"],
  ])("refuses %j, naming %s, and changes nothing", async (input, field) => {
    const { data, errors } = await update(input);
    expect(data).toBeNull();
    expect(errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
    expect(await productById(product.id)).toEqual(product);
  });

  it("answers NOT_FOUND for an unknown or malformed id", async () => {
    for (const id of ["3f0c5a43-5a8e-4d5e-9a3b-1f1b7c2d9e00", "42"]) {
      const { errors } = await update({ totalStock: 1 }, id);
      expect(errors![0]).toMatchObject({ message: "Product not found", extensions: { code: "NOT_FOUND" } });
    }
  });

  it("shows a new uploaded image's renditions", async () => {
    const folder = "/media/uploads/1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b";
    const { data } = await update({ image: `${folder}/original.jpg` });
    expect(data.updateProduct.image).toBe(`${folder}/original.jpg`);
    expect(data.updateProduct.images.thumbnail).toBe(`${folder}/thumb.jpg`);
    product = data.updateProduct;
  });
});

describe("deleting a product", () => {
  it("takes it out of the listing and the detail, but keeps it for history", async () => {
    const product = await createProduct(admin, { title: "Soon Gone", category: "kids", brand: "puma" });
    const { data, errors } = await admin.graphql(DELETE_PRODUCT, { id: product.id });
    expect(errors).toBeUndefined();
    expect(data.deleteProduct).toEqual({ id: product.id, message: "Product delete successfully" });

    const detail = await customer.graphql(PRODUCT, { id: product.id });
    expect(detail.errors![0]).toMatchObject({ message: "Product not found!", extensions: { code: "NOT_FOUND" } });
    const listing = await customer.graphql(PRODUCTS, { filter: { categories: ["kids"], brands: ["puma"] } });
    expect(listing.data.products.edges.map((e: { node: Product }) => e.node.id)).not.toContain(product.id);

    const { catalogue } = t.server.services;
    expect((await catalogue.productsByIds([product.id])).has(product.id)).toBe(false);
    const kept = (await catalogue.productsByIds([product.id], { includeDeleted: true })).get(product.id);
    expect(kept).toMatchObject({ id: product.id, title: "Soon Gone", deletedAt: expect.any(Date) });
  });

  it("answers NOT_FOUND the second time", async () => {
    const product = await createProduct(admin);
    await admin.graphql(DELETE_PRODUCT, { id: product.id });
    const { data, errors } = await admin.graphql(DELETE_PRODUCT, { id: product.id });
    expect(data).toBeNull();
    expect(errors![0]).toMatchObject({ message: "Product not found", extensions: { code: "NOT_FOUND" } });
  });

  it("cannot be edited any more", async () => {
    const product = await createProduct(admin);
    await admin.graphql(DELETE_PRODUCT, { id: product.id });
    const { errors } = await admin.graphql(UPDATE_PRODUCT, { id: product.id, input: { totalStock: 3 } });
    expect(errors![0]).toMatchObject({ extensions: { code: "NOT_FOUND" } });
  });
});

describe("admin operations refused to other callers", () => {
  let product: Product;
  beforeAll(async () => {
    product = await createProduct(admin, { title: "Guarded" });
  });

  const attempts = () => [
    { query: CREATE_PRODUCT, variables: { input: productInput() } },
    { query: UPDATE_PRODUCT, variables: { id: product.id, input: { title: "Hacked", totalStock: 0 } } },
    { query: DELETE_PRODUCT, variables: { id: product.id } },
  ];

  it("via GraphQL: UNAUTHENTICATED for anonymous, FORBIDDEN for a customer, and nothing changes", async () => {
    const before = await catalogueSnapshot();
    for (const { query, variables } of attempts()) {
      const asAnonymous = await anonymous.graphql(query, variables);
      expect(asAnonymous.errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
      const asCustomer = await customer.graphql(query, variables);
      expect(asCustomer.errors![0]!.extensions!.code).toBe("FORBIDDEN");
    }
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it("via REST: 401 for anonymous, 403 for a customer, and nothing changes", async () => {
    const before = await catalogueSnapshot();
    const calls = [
      { path: "/api/admin/products/add", method: "POST", body: productInput() },
      { path: "/api/admin/products/get", method: "GET" },
      { path: `/api/admin/products/edit/${product.id}`, method: "PUT", body: { title: "Hacked" } },
      { path: `/api/admin/products/delete/${product.id}`, method: "DELETE" },
    ];
    for (const call of calls) {
      const asAnonymous = await anonymous.request(call.path, { method: call.method, body: call.body });
      expect(asAnonymous.status, `${call.method} ${call.path}`).toBe(401);
      expect(asAnonymous.json.success).toBe(false);
      const asCustomer = await customer.request(call.path, { method: call.method, body: call.body });
      expect(asCustomer.status, `${call.method} ${call.path}`).toBe(403);
      expect(asCustomer.json.success).toBe(false);
    }
    expect(await catalogueSnapshot()).toEqual(before);
  });
});

describe("REST admin products", () => {
  const form = {
    image: "https://cdn.example.com/kurta.jpg",
    title: "Festive Kurta",
    description: "Silk blend.",
    category: "women",
    brand: "h&m",
    price: "2499",
    salePrice: "",
    totalStock: "7",
  };

  it("adds a product from the spec's form data (numbers as strings, empty sale price) with 201", async () => {
    const { status, json } = await admin.request("/api/admin/products/add", { body: form });
    expect(status).toBe(201);
    expect(json).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        image: form.image,
        images: { original: form.image, thumbnail: form.image, large: form.image, webp: form.image },
        title: "Festive Kurta",
        description: "Silk blend.",
        category: "women",
        brand: "h&m",
        price: 2499,
        salePrice: 0,
        totalStock: 7,
        averageReview: 0,
        reviewCount: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it("answers 400 with the message for bad input, and stores nothing", async () => {
    const before = await catalogueSnapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...form, title: "" }, "Title must not be blank"],
      [{ ...form, price: "abc" }, "Price must be a number"],
      [{ ...form, price: "" }, "Price must be a number"],
      [{ ...form, totalStock: "1.5" }, "Total stock must be a whole number"],
      [{ ...form, salePrice: "3000" }, "Sale price must be below the price (or 0 for no sale)"],
      [{ ...form, category: undefined }, "Category is required"],
    ];
    for (const [body, message] of cases) {
      const { status, json } = await admin.request("/api/admin/products/add", { body });
      expect(status, message).toBe(400);
      expect(json).toEqual({ success: false, message });
    }
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it("lists every product for the admin, newest first", async () => {
    const newest = await createProduct(admin, { title: "Newest" });
    const { status, json } = await admin.request("/api/admin/products/get");
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    expect(json.data[0]._id).toBe(newest.id);
    const created = json.data.map((p: { createdAt: string }) => new Date(p.createdAt).getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it("edits with the spec's form data", async () => {
    const product = await createProduct(admin, { price: 999, salePrice: 0, totalStock: 1 });
    const { status, json } = await admin.request(`/api/admin/products/edit/${product.id}`, {
      method: "PUT",
      body: { ...form, _id: product.id, price: "1999.5", salePrice: "1499", totalStock: "0", averageReview: 5 },
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ _id: product.id, title: "Festive Kurta", price: 1999.5, salePrice: 1499, totalStock: 0, averageReview: 0 });
  });

  it("answers 404 'Product not found' when editing an unknown product, 400 for bad input", async () => {
    const unknown = await admin.request("/api/admin/products/edit/3f0c5a43-5a8e-4d5e-9a3b-1f1b7c2d9e00", { method: "PUT", body: form });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: "Product not found" });
    const product = await createProduct(admin);
    const bad = await admin.request(`/api/admin/products/edit/${product.id}`, { method: "PUT", body: { totalStock: "-2" } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ success: false, message: "Total stock must be 0 or more" });
    expect(await productById(product.id)).toEqual(product);
  });

  it("deletes, then answers 404", async () => {
    const product = await createProduct(admin);
    const first = await admin.request(`/api/admin/products/delete/${product.id}`, { method: "DELETE" });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ success: true, message: "Product delete successfully" });
    const again = await admin.request(`/api/admin/products/delete/${product.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ success: false, message: "Product not found" });
    const malformed = await admin.request("/api/admin/products/delete/not-an-id", { method: "DELETE" });
    expect(malformed.status).toBe(404);
  });
});
