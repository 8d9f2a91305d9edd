/**
 * Fixtures for the cart and address-book tests: products made, edited and deleted by an admin through the
 * public API (`uploadImage`, `createProduct`, `updateProduct`, `deleteProduct`), and the GraphQL documents the
 * tests send.
 */
import sharp from "sharp";
import { expect } from "vitest";
import type { ApiClient } from "./client.js";
import { signInAdmin } from "./fixtures.js";
import type { TestServer } from "./test-server.js";

export interface ProductSpec {
  title?: string;
  /** Rupees. */
  price?: number;
  /** Rupees; 0 for not on sale. */
  salePrice?: number;
  totalStock: number;
  /** An image URL; by default a picture uploaded through `uploadImage` (which has a thumbnail rendition). */
  image?: string;
  /** The HSN of the product's GST row; by default its category's. */
  gstHsn?: string;
  /** "men" unless given (the GST rate follows the category). */
  category?: string;
}

export interface TestProduct {
  id: string;
  title: string;
  price: number;
  salePrice: number;
  totalStock: number;
  /** The product's main image URL. */
  image: string;
  /** Its thumbnail rendition (the image itself when it has none). */
  thumbnail: string;
}

export type ProductChanges = Partial<Pick<ProductSpec, "title" | "price" | "salePrice" | "totalStock">>;

let sequence = 0;

/** The products of one test file, made by one signed-in admin. Call at the top of the file. */
export function useCatalogue(t: TestServer): Catalogue {
  return new Catalogue(t);
}

export class Catalogue {
  private admin: Promise<{ client: ApiClient; token: string }> | undefined;
  private uploaded: Promise<string> | undefined;

  constructor(private readonly t: TestServer) {}

  private adminClient() {
    this.admin ??= signInAdmin(this.t);
    return this.admin;
  }

  /** One picture uploaded by the admin, shared by the file's products. */
  private uploadedImage(): Promise<string> {
    this.uploaded ??= (async () => {
      const { token } = await this.adminClient();
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#7a5c3a" } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append("operations", JSON.stringify({ query: "mutation ($file: Upload!) { uploadImage(file: $file) { url } }", variables: { file: null } }));
      form.append("map", JSON.stringify({ 0: ["variables.file"] }));
      form.append("0", new Blob([new Uint8Array(png)], { type: "image/png" }), "tee.png");
      const response = await fetch(new URL("/graphql", this.t.url), {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
        body: form,
      });
      const json = (await response.json()) as { data?: { uploadImage?: { url: string } }; errors?: unknown };
      expect(json.errors).toBeUndefined();
      return json.data!.uploadImage!.url;
    })();
    return this.uploaded;
  }

  async create(spec: ProductSpec): Promise<TestProduct> {
    sequence += 1;
    const title = spec.title ?? `Cotton Tee ${sequence}`;
    const price = spec.price ?? 999;
    const salePrice = spec.salePrice ?? 0;
    const image = spec.image ?? (await this.uploadedImage());
    const { client } = await this.adminClient();
    const { data, errors } = await client.graphql(`mutation ($input: ProductInput!) { createProduct(input: $input) { id image images { thumbnail } } }`, {
      input: { title, description: `A soft cotton tee, number ${sequence}.`, category: spec.category ?? "men", brand: "nike", price, salePrice, totalStock: spec.totalStock, image, ...(spec.gstHsn ? { gstHsn: spec.gstHsn } : {}) },
    });
    expect(errors).toBeUndefined();
    return { id: data.createProduct.id, title, price, salePrice, totalStock: spec.totalStock, image: data.createProduct.image, thumbnail: data.createProduct.images.thumbnail };
  }

  /** The admin edits a product (price, sale price, stock, title). */
  async update(id: string, changes: ProductChanges): Promise<void> {
    const { client } = await this.adminClient();
    const { errors } = await client.graphql(`mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`, { id, input: changes });
    expect(errors).toBeUndefined();
  }

  /** The admin removes a product from the catalogue. */
  async delete(id: string): Promise<void> {
    const { client } = await this.adminClient();
    const { errors } = await client.graphql(`mutation ($id: ID!) { deleteProduct(id: $id) { id } }`, { id });
    expect(errors).toBeUndefined();
  }
}

export const CART_FIELDS = `id itemCount subtotal shipping total
  lines { id productId title image price salePrice unitPrice quantity size colour lineTotal availableStock problem }`;

export const CART = `{ cart { ${CART_FIELDS} } }`;
export const ADD_TO_CART = `mutation ($input: AddToCartInput!) { addToCart(input: $input) { ${CART_FIELDS} } }`;
export const SET_CART_QUANTITY = `mutation ($input: SetCartQuantityInput!) { setCartQuantity(input: $input) { ${CART_FIELDS} } }`;
export const REMOVE_FROM_CART = `mutation ($input: CartLineKeyInput!) { removeFromCart(input: $input) { ${CART_FIELDS} } }`;

const ADDRESS_FIELDS = `id name address city phone pincode notes createdAt`;
export const ADDRESSES = `{ addresses { ${ADDRESS_FIELDS} } }`;
export const ADD_ADDRESS = `mutation ($input: AddressInput!) { addAddress(input: $input) { ${ADDRESS_FIELDS} } }`;
export const UPDATE_ADDRESS = `mutation ($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} } }`;
export const DELETE_ADDRESS = `mutation ($id: ID!) { deleteAddress(id: $id) { id message } }`;

let addressSequence = 0;

/** A valid address form, with any field overridden. */
export function addressForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  addressSequence += 1;
  return { address: `${addressSequence} MG Road, Indiranagar`, city: "Bengaluru", phone: "9876543210", pincode: "560038", notes: "Ring the bell twice", ...overrides };
}
