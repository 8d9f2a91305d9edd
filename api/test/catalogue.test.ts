import { beforeAll, describe, expect, it } from "vitest";
import { BRANDS, CATEGORIES } from "../src/entities/product.entity.js";
import { ApiClient } from "./support/client.js";
import {
  allPages,
  countStatements,
  createProduct,
  DELETE_PRODUCT,
  expectedOrder,
  PRODUCT,
  PRODUCTS,
  type Product,
  SESSIONS_KEPT_WHILE_COUNTING,
} from "./support/catalogue-fixtures.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer(SESSIONS_KEPT_WHILE_COUNTING);
const SORTS = ["price-lowtohigh", "price-hightolow", "title-atoz", "title-ztoa"];
const TITLES = ["Alpha Tee", "beta Shirt", "Gamma Jeans", "delta Cap", "Same Title", "same title"];

let admin: ApiClient;
let shopper: ApiClient;
let catalogue: Product[];

/**
 * 32 products spread over every category and five brands (never h&m), with many equal effective prices
 * (some on sale, some not) and equal titles, so every tie-breaker is exercised.
 */
beforeAll(async () => {
  admin = (await signInAdmin(t)).client;
  shopper = (await signUpCustomer(t)).client;
  shopper.freshAnswers = true; // every question runs: these tests count statements and read what was just written
  catalogue = [];
  for (let i = 0; i < 32; i++) {
    const price = (((i * 37) % 11) + 2) * 100;
    const onSale = i % 3 === 0;
    catalogue.push(
      await createProduct(admin, {
        title: `${TITLES[i % TITLES.length]}${i % 4 === 0 ? "" : ` ${i}`}`,
        category: CATEGORIES[i % 5]!,
        brand: BRANDS[Math.floor(i / 2) % 5]!,
        price: onSale ? price + 100 : price,
        salePrice: onSale ? price : 0,
        totalStock: i,
      }),
    );
  }
}, 60_000);

const matching = (filter: { categories?: string[]; brands?: string[] }) =>
  catalogue.filter((p) => (!filter.categories?.length || filter.categories.includes(p.category)) && (!filter.brands?.length || filter.brands.includes(p.brand)));

const ids = (products: { id: string }[]) => products.map((p) => p.id);

describe("catalogue options", () => {
  it("lists the categories, brands and sorts with their labels", async () => {
    const { data } = await shopper.graphql(`{ catalogueOptions { categories { id label } brands { id label } sorts { id label } } }`);
    expect(data.catalogueOptions).toEqual({
      categories: [
        { id: "men", label: "Men" },
        { id: "women", label: "Women" },
        { id: "kids", label: "Kids" },
        { id: "accessories", label: "Accessories" },
        { id: "footwear", label: "Footwear" },
      ],
      brands: [
        { id: "nike", label: "Nike" },
        { id: "adidas", label: "Adidas" },
        { id: "puma", label: "Puma" },
        { id: "levi", label: "Levi's" },
        { id: "zara", label: "Zara" },
        { id: "h&m", label: "H&M" },
      ],
      sorts: [
        { id: "price-lowtohigh", label: "Price: Low to High" },
        { id: "price-hightolow", label: "Price: High to Low" },
        { id: "title-atoz", label: "Title: A to Z" },
        { id: "title-ztoa", label: "Title: Z to A" },
      ],
    });
  });
});

describe("listing", () => {
  const filters: { categories?: string[]; brands?: string[] }[] = [
    {},
    ...CATEGORIES.map((c) => ({ categories: [c] })),
    ...BRANDS.map((b) => ({ brands: [b] })),
    ...CATEGORIES.flatMap((c) => BRANDS.map((b) => ({ categories: [c], brands: [b] }))),
    { categories: ["men", "kids"] },
    { brands: ["nike", "puma", "zara"] },
    { categories: ["women", "footwear", "accessories"], brands: ["adidas", "levi"] },
    { categories: [], brands: [] },
  ];

  it("gives every filter and sort combination exactly the matching products in the sort's order", async () => {
    for (const sortBy of SORTS) {
      for (const filter of filters) {
        const { data, errors } = await shopper.graphql(PRODUCTS, { filter, sortBy, first: 100 });
        expect(errors).toBeUndefined();
        const expected = expectedOrder(matching(filter), sortBy);
        expect(ids(data.products.edges.map((e: { node: Product }) => e.node)), `${sortBy} ${JSON.stringify(filter)}`).toEqual(ids(expected));
        expect(data.products.totalCount).toBe(expected.length);
        expect(data.products.pageInfo.hasNextPage).toBe(false);
      }
    }
  });

  it("sorts by price low to high when no sort is given", async () => {
    const { data } = await shopper.graphql(`{ products(first: 100) { edges { node { id } } } }`);
    expect(ids(data.products.edges.map((e: { node: Product }) => e.node))).toEqual(ids(expectedOrder(catalogue, "price-lowtohigh")));
  });

  it("sorts prices by what a shopper pays: the sale price when there is one", async () => {
    const { data } = await shopper.graphql(PRODUCTS, { sortBy: "price-lowtohigh", first: 100 });
    const paid = data.products.edges.map((e: { node: Product }) => e.node.effectivePrice);
    expect(paid).toEqual([...paid].sort((a: number, b: number) => a - b));
    const onSale = data.products.edges.map((e: { node: Product }) => e.node).find((p: Product) => p.salePrice > 0)!;
    expect(onSale.effectivePrice).toBe(onSale.salePrice);
    expect(onSale.price).toBeGreaterThan(onSale.salePrice);
  });

  it("pages through every sort with no duplicates and no gaps", async () => {
    for (const sortBy of SORTS) {
      const { products, pages } = await allPages(shopper, { sortBy, first: 5 });
      expect(pages).toBe(Math.ceil(catalogue.length / 5));
      expect(ids(products), sortBy).toEqual(ids(expectedOrder(catalogue, sortBy)));
    }
  });

  it("pages through a filtered listing with no duplicates and no gaps", async () => {
    const filter = { categories: ["men", "women", "kids"], brands: ["nike", "adidas", "levi"] };
    for (const sortBy of SORTS) {
      const { products } = await allPages(shopper, { filter, sortBy, first: 2 });
      expect(ids(products), sortBy).toEqual(ids(expectedOrder(matching(filter), sortBy)));
    }
  });

  it("keeps its place when a product is added between two pages", async () => {
    const first = await shopper.graphql(PRODUCTS, { sortBy: "price-lowtohigh", first: 5 });
    const cheapest = await createProduct(admin, { title: "Cheapest Thing", price: 1 });
    try {
      const rest: Product[] = [];
      let after = first.data.products.pageInfo.endCursor;
      for (;;) {
        const { data } = await shopper.graphql(PRODUCTS, { sortBy: "price-lowtohigh", first: 7, after });
        rest.push(...data.products.edges.map((e: { node: Product }) => e.node));
        if (!data.products.pageInfo.hasNextPage) break;
        after = data.products.pageInfo.endCursor;
      }
      const seen = [...first.data.products.edges.map((e: { node: Product }) => e.node), ...rest];
      expect(ids(seen)).toEqual(ids(expectedOrder(catalogue, "price-lowtohigh")));
    } finally {
      await admin.graphql(DELETE_PRODUCT, { id: cheapest.id });
    }
  });

  it("counts, for each category, the products it gives with the brand filter, and for each brand with the category filter", async () => {
    const cases = [{}, { categories: ["men"] }, { brands: ["nike", "zara"] }, { categories: ["women", "kids"], brands: ["adidas"] }];
    for (const filter of cases) {
      const { data } = await shopper.graphql(PRODUCTS, { filter, first: 1 });
      const expectedCategories = CATEGORIES.map((c) => matching({ ...filter, categories: [c] }).length);
      const expectedBrands = BRANDS.map((b) => matching({ ...filter, brands: [b] }).length);
      expect(data.products.facets.categories.map((f: { count: number }) => f.count), JSON.stringify(filter)).toEqual(expectedCategories);
      expect(data.products.facets.brands.map((f: { count: number }) => f.count), JSON.stringify(filter)).toEqual(expectedBrands);
      expect(data.products.totalCount).toBe(matching(filter).length);
    }
  });

  it("labels the facets and counts 0 for an option no product has", async () => {
    const { data } = await shopper.graphql(PRODUCTS, { first: 1 });
    expect(data.products.facets.brands.at(-1)).toEqual({ id: "h&m", label: "H&M", count: 0 });
    expect(data.products.facets.categories[0]).toEqual({ id: "men", label: "Men", count: matching({ categories: ["men"] }).length });
  });

  it("answers an empty page for a filter nothing matches", async () => {
    const { data } = await shopper.graphql(PRODUCTS, { filter: { brands: ["h&m"] } });
    expect(data.products).toMatchObject({ edges: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it("is open to anonymous shoppers", async () => {
    const { data, errors } = await new ApiClient(t.url).graphql(PRODUCTS, { first: 3 });
    expect(errors).toBeUndefined();
    expect(data.products.edges).toHaveLength(3);
  });
});

describe("listing input errors", () => {
  const errorOf = async (variables: Record<string, unknown>) => {
    const { data, errors } = await shopper.graphql(PRODUCTS, variables);
    expect(data).toBeNull();
    return errors![0]!;
  };

  it("refuses an unknown sort, listing the valid ones", async () => {
    const error = await errorOf({ sortBy: "cheapest" });
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "sortBy" });
    expect(error.message).toBe('Unknown sort "cheapest": choose from price-lowtohigh, price-hightolow, title-atoz, title-ztoa');
  });

  it("refuses an unknown category, naming the field", async () => {
    const error = await errorOf({ filter: { categories: ["men", "pets"] } });
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "categories" });
    expect(error.message).toContain('"pets"');
  });

  it("refuses an unknown brand, naming the field", async () => {
    const error = await errorOf({ filter: { brands: ["gucci"] } });
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "brands" });
    expect(error.message).toContain('"gucci"');
  });

  it("refuses a page size outside 1 to 100", async () => {
    for (const first of [0, -1, 101]) {
      const error = await errorOf({ first });
      expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "first" });
      expect(error.message).toBe("first must be a whole number from 1 to 100");
    }
  });

  it("refuses a malformed cursor", async () => {
    const garbage = ["nonsense!", Buffer.from("not json").toString("base64url"), Buffer.from('["price-lowtohigh", 5, "x"]').toString("base64url"), Buffer.from("{}").toString("base64url")];
    for (const after of garbage) {
      const error = await errorOf({ after });
      expect(error.extensions, after).toMatchObject({ code: "BAD_USER_INPUT", field: "after" });
    }
  });

  it("refuses a cursor of another sort order", async () => {
    const { data } = await shopper.graphql(PRODUCTS, { sortBy: "title-atoz", first: 2 });
    const error = await errorOf({ sortBy: "price-lowtohigh", after: data.products.pageInfo.endCursor });
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "after" });
  });
});

describe("product detail", () => {
  it("shows a product with prices in rupees, stock, image set and no rating yet", async () => {
    const made = await createProduct(admin, {
      title: "  Detail Shirt  ",
      description: "Soft cotton.",
      category: "women",
      brand: "zara",
      price: 1299.5,
      salePrice: 999.99,
      totalStock: 0,
      image: "https://cdn.example.com/detail.jpg",
    });
    const { data, errors } = await shopper.graphql(PRODUCT, { id: made.id });
    expect(errors).toBeUndefined();
    expect(data.product).toMatchObject({
      id: made.id,
      title: "Detail Shirt",
      description: "Soft cotton.",
      category: "women",
      brand: "zara",
      price: 1299.5,
      salePrice: 999.99,
      effectivePrice: 999.99,
      totalStock: 0,
      image: "https://cdn.example.com/detail.jpg",
      averageRating: 0,
      reviewCount: 0,
    });
    const url = "https://cdn.example.com/detail.jpg";
    expect(data.product.images).toEqual({ original: url, thumbnail: url, large: url, webp: url });
    await admin.graphql(DELETE_PRODUCT, { id: made.id });
  });

  it("shows the renditions of an uploaded image", async () => {
    const folder = "/media/uploads/0b5a3f36-6c9e-4b1e-9d0f-3d2b8c1e4f11";
    const made = await createProduct(admin, { image: `${folder}/original.jpg` });
    const { data } = await shopper.graphql(PRODUCT, { id: made.id });
    expect(data.product.images).toEqual({
      original: `${folder}/original.jpg`,
      thumbnail: `${folder}/thumb.jpg`,
      large: `${folder}/large.jpg`,
      webp: `${folder}/image.webp`,
    });
    await admin.graphql(DELETE_PRODUCT, { id: made.id });
  });

  it("answers NOT_FOUND for an unknown, a malformed and a deleted id", async () => {
    const gone = await createProduct(admin);
    await admin.graphql(DELETE_PRODUCT, { id: gone.id });
    for (const id of ["3f0c5a43-5a8e-4d5e-9a3b-1f1b7c2d9e00", "not-a-uuid", "'; DROP TABLE products; --", gone.id]) {
      const { data, errors } = await shopper.graphql(PRODUCT, { id });
      expect(data, id).toBeNull();
      expect(errors![0]).toMatchObject({ message: "Product not found!", extensions: { code: "NOT_FOUND" } });
    }
  });
});

describe("a deleted product", () => {
  it("leaves the listing, its counts and its facets", async () => {
    const before = await shopper.graphql(PRODUCTS, { first: 100 });
    const doomed = await createProduct(admin, { category: "kids", brand: "h&m", price: 5 });
    const during = await shopper.graphql(PRODUCTS, { first: 100 });
    expect(during.data.products.totalCount).toBe(before.data.products.totalCount + 1);
    expect(ids(during.data.products.edges.map((e: { node: Product }) => e.node))).toContain(doomed.id);

    await admin.graphql(DELETE_PRODUCT, { id: doomed.id });
    const after = await shopper.graphql(PRODUCTS, { first: 100 });
    expect(after.data.products.totalCount).toBe(before.data.products.totalCount);
    expect(after.data.products.facets).toEqual(before.data.products.facets);
    expect(ids(after.data.products.edges.map((e: { node: Product }) => e.node))).not.toContain(doomed.id);
  });
});

describe("REST listing and detail", () => {
  it("filters by comma lists and sorts as asked", async () => {
    const { status, json } = await shopper.request("/api/shop/products/get?category=men,women&brand=nike,levi&sortBy=price-hightolow");
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    const expected = expectedOrder(matching({ categories: ["men", "women"], brands: ["nike", "levi"] }), "price-hightolow");
    expect(json.data.map((p: { _id: string }) => p._id)).toEqual(ids(expected));
  });

  it("returns every matching product, with no paging", async () => {
    const { json } = await shopper.request("/api/shop/products/get");
    expect(json.data.map((p: { _id: string }) => p._id)).toEqual(ids(expectedOrder(catalogue, "price-lowtohigh")));
  });

  it("falls back to the default sort for an unknown one", async () => {
    const { status, json } = await shopper.request("/api/shop/products/get?sortBy=whatever&category=kids");
    expect(status).toBe(200);
    expect(json.data.map((p: { _id: string }) => p._id)).toEqual(ids(expectedOrder(matching({ categories: ["kids"] }), "price-lowtohigh")));
  });

  it("answers 400 for an unknown category or brand", async () => {
    const category = await shopper.request("/api/shop/products/get?category=men,pets");
    expect(category.status).toBe(400);
    expect(category.json).toEqual({ success: false, message: 'Unknown category "pets": choose from men, women, kids, accessories, footwear' });
    const brand = await shopper.request(`/api/shop/products/get?brand=${encodeURIComponent("h&m,gucci")}`);
    expect(brand.status).toBe(400);
    expect(brand.json.message).toContain('"gucci"');
  });

  it("accepts the h&m brand id in the query string", async () => {
    const { status, json } = await shopper.request(`/api/shop/products/get?brand=${encodeURIComponent("h&m")}`);
    expect(status).toBe(200);
    expect(json.data).toEqual([]);
  });

  it("shows a product in the spec's shape", async () => {
    const product = catalogue.find((p) => p.salePrice > 0)!;
    const { status, json } = await shopper.request(`/api/shop/products/get/${product.id}`);
    expect(status).toBe(200);
    expect(json).toEqual({
      success: true,
      data: {
        _id: product.id,
        image: product.image,
        images: product.images,
        title: product.title,
        description: product.description,
        category: product.category,
        brand: product.brand,
        price: product.price,
        salePrice: product.salePrice,
        totalStock: product.totalStock,
        averageReview: 0,
        reviewCount: 0,
        createdAt: product.createdAt,
        updatedAt: product.updatedAt,
      },
    });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["3f0c5a43-5a8e-4d5e-9a3b-1f1b7c2d9e00", "nope"]) {
      const { status, json } = await shopper.request(`/api/shop/products/get/${id}`);
      expect(status).toBe(404);
      expect(json).toEqual({ success: false, message: "Product not found!" });
    }
  });

  it("answers 401 to an anonymous caller", async () => {
    const anonymous = new ApiClient(t.url);
    expect((await anonymous.request("/api/shop/products/get")).status).toBe(401);
    expect((await anonymous.request(`/api/shop/products/get/${catalogue[0]!.id}`)).status).toBe(401);
  });
});

describe("cost of a listing", () => {
  const LIMIT = 4;

  it(`runs at most ${LIMIT} SQL statements for a 24-product GraphQL page, the same as for a 3-product page`, async () => {
    const page = (first: number) => countStatements(() => shopper.graphql(PRODUCTS, { first }));
    await page(24); // warm up: nothing lazy should count
    const big = await page(24);
    const small = await page(3);
    expect(big.result.data.products.edges).toHaveLength(24);
    expect(big.statements.length, big.statements.join("\n")).toBeLessThanOrEqual(LIMIT);
    expect(big.statements.length).toBe(small.statements.length);
  });

  it(`runs at most ${LIMIT} SQL statements for the REST listing, however many products it returns`, async () => {
    const all = await countStatements(() => shopper.request("/api/shop/products/get"));
    const few = await countStatements(() => shopper.request("/api/shop/products/get?category=men&brand=nike"));
    expect(all.result.json.data.length).toBeGreaterThanOrEqual(24);
    expect(all.statements.length, all.statements.join("\n")).toBeLessThanOrEqual(LIMIT);
    expect(all.statements.length).toBe(few.statements.length);
  });
});
