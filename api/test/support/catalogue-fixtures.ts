import { expect } from "vitest";
import { sqlObservers } from "../../src/db/data-source.js";
import type { ApiClient } from "./client.js";

/** Every field of a Product, as a GraphQL selection. */
export const PRODUCT_FIELDS = `id title description category brand price salePrice effectivePrice totalStock image
  images { original thumbnail large webp } averageRating reviewCount createdAt updatedAt`;

export interface ProductInput {
  title: string;
  description: string;
  category: string;
  brand: string;
  price: number;
  salePrice?: number;
  totalStock: number;
  image: string;
}

export interface Product {
  id: string;
  title: string;
  description: string;
  category: string;
  brand: string;
  price: number;
  salePrice: number;
  effectivePrice: number;
  totalStock: number;
  image: string;
  images: { original: string; thumbnail: string; large: string; webp: string };
  averageRating: number;
  reviewCount: number;
  createdAt: string;
  updatedAt: string;
}

let made = 0;

/** A valid product input; override what the test is about. */
export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  made += 1;
  return {
    title: `Test Product ${made}`,
    description: "A product made by a test.",
    category: "men",
    brand: "nike",
    price: 999,
    salePrice: 0,
    totalStock: 10,
    image: "https://images.example.com/product.jpg",
    ...overrides,
  };
}

export const CREATE_PRODUCT = `mutation ($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
export const UPDATE_PRODUCT = `mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
export const DELETE_PRODUCT = `mutation ($id: ID!) { deleteProduct(id: $id) { id message } }`;
export const PRODUCT = `query ($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`;
export const PRODUCTS = `query ($filter: ProductFilter, $sortBy: String, $first: Int, $after: String) {
  products(filter: $filter, sortBy: $sortBy, first: $first, after: $after) {
    edges { cursor node { ${PRODUCT_FIELDS} } }
    pageInfo { hasNextPage endCursor }
    totalCount
    facets { categories { id label count } brands { id label count } }
  }
}`;
export const SEARCH = `query ($keyword: String!, $first: Int) { search(keyword: $keyword, first: $first) { ${PRODUCT_FIELDS} } }`;

/** Creates a product through the admin API and returns it. */
export async function createProduct(admin: ApiClient, overrides: Partial<ProductInput> = {}): Promise<Product> {
  const { data, errors } = await admin.graphql(CREATE_PRODUCT, { input: productInput(overrides) });
  expect(errors).toBeUndefined();
  return data.createProduct as Product;
}

/** Walks every page of a listing and returns the products in order, with the page count. */
export async function allPages(client: ApiClient, variables: { filter?: object; sortBy?: string; first: number }): Promise<{ products: Product[]; pages: number }> {
  const products: Product[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const response: { data: any; errors?: unknown } = await client.graphql(PRODUCTS, { ...variables, after });
    expect(response.errors).toBeUndefined();
    pages += 1;
    const connection: { edges: { node: Product }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } = response.data.products;
    products.push(...connection.edges.map((e) => e.node));
    if (!connection.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
    if (pages > 1000) throw new Error("paging does not end");
  }
  return { products, pages };
}

/** Runs `work` and returns how many SQL statements this process sent meanwhile. */
/**
 * For the test server of a file that counts a signed-in request's statements: a request reads its session again
 * whenever this node's cache of it (SESSION_CACHE_SECONDS, 5 by default) runs out, which on a slow machine can land
 * inside any counted request.
 */
export const SESSIONS_KEPT_WHILE_COUNTING = { SESSION_CACHE_SECONDS: "60" };

export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const observe = (sql: string) => statements.push(sql);
  sqlObservers.add(observe);
  try {
    const result = await work();
    return { result, statements };
  } finally {
    sqlObservers.delete(observe);
  }
}

/** What a shopper pays for one, in paise (computed here, independently of the server). */
export const effectivePaise = (p: { price: number; salePrice: number }) => Math.round((p.salePrice > 0 ? p.salePrice : p.price) * 100);

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The order a sort must give, computed from the products themselves (ties by id, in the sort's direction). */
export function expectedOrder<T extends { id: string; title: string; price: number; salePrice: number }>(products: T[], sortBy: string): T[] {
  const sorted = [...products];
  switch (sortBy) {
    case "price-lowtohigh":
      return sorted.sort((a, b) => effectivePaise(a) - effectivePaise(b) || byId(a, b));
    case "price-hightolow":
      return sorted.sort((a, b) => effectivePaise(b) - effectivePaise(a) || byId(b, a));
    case "title-atoz":
      return sorted.sort((a, b) => byText(a.title.toLowerCase(), b.title.toLowerCase()) || byId(a, b));
    case "title-ztoa":
      return sorted.sort((a, b) => byText(b.title.toLowerCase(), a.title.toLowerCase()) || byId(b, a));
    default:
      throw new Error(`no expectation for sort ${sortBy}`);
  }
}
