/**
 * Products made for a journey through the admin GraphQL API of the running server (sign in as the demo admin,
 * upload pictures, createProduct), so a journey knows their exact sizes, colours, stock and pictures.
 */
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { demoAdmin } from "./accounts.js";

interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** Calls the server's GraphQL API with the cookies of `request`. */
export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post("/graphql", { data: { query, variables } });
  const body = (await response.json()) as GraphQLAnswer<T>;
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** A product photo made for the test: a 4:5 gradient in the given colours with a label. */
export async function productPhoto(label: string, colours: [string, string]): Promise<Buffer> {
  const text = label.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="50%" font-family="sans-serif" font-size="96" font-weight="700" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A request context signed in as the demo admin (dispose it when done). */
export async function adminRequest(baseURL: string): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  await gql(request, `mutation ($input: LoginInput!) { login(input: $input) { message } }`, { input: { email: demoAdmin.email, password: demoAdmin.password } });
  return request;
}

/** Uploads a picture (GraphQL multipart request) and returns its URL. */
export async function uploadPicture(admin: APIRequestContext, name: string, png: Buffer): Promise<string> {
  // The multipart request spec wants its fields in order: operations, map, then the files.
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: "mutation ($file: Upload!) { uploadImage(file: $file) { url } }", variables: { file: null } }));
  form.append("map", JSON.stringify({ "0": ["variables.file"] }));
  form.append("0", new Blob([new Uint8Array(png)], { type: "image/png" }), `${name}.png`);
  const response = await admin.post("/graphql", { headers: { "apollo-require-preflight": "true" }, multipart: form });
  const body = (await response.json()) as GraphQLAnswer<{ uploadImage: { url: string } }>;
  if (!body.data) throw new Error(`upload failed: ${JSON.stringify(body.errors)}`);
  return body.data.uploadImage.url;
}

export interface VariantSpec {
  size?: string;
  colour?: string;
  stock: number;
  price?: number;
  salePrice?: number;
}

export interface NewProduct {
  title: string;
  category: string;
  brand: string;
  price: number;
  salePrice?: number;
  image: string;
  /** A product sold in one size and one colour: its stock (leave out with `variants`). */
  totalStock?: number;
  variants?: VariantSpec[];
  gallery?: Array<{ url: string; colour?: string }>;
}

export async function createProduct(admin: APIRequestContext, product: NewProduct): Promise<{ id: string; slug: string }> {
  const { createProduct } = await gql<{ createProduct: { id: string; slug: string } }>(
    admin,
    `mutation ($input: ProductInput!) { createProduct(input: $input) { id slug } }`,
    { input: { description: `${product.title}, made for a browser journey.`, ...product } },
  );
  return createProduct;
}

/** A product sold in one size and one colour, with one picture: `title` plus a suffix of its own (journeys may run twice). */
export async function makeOneSizeProduct(baseURL: string, product: Omit<NewProduct, "image" | "variants" | "gallery">): Promise<string> {
  const admin = await adminRequest(baseURL);
  try {
    const title = `${product.title} ${Date.now().toString(36)}`;
    const image = await uploadPicture(admin, "one-size", await productPhoto(product.brand.toUpperCase(), ["#3d405b", "#81b29a"]));
    await createProduct(admin, { ...product, title, image });
    return title;
  } finally {
    await admin.dispose();
  }
}
