/**
 * Fixtures for the review tests, all through the public API: products made by an admin (`createProduct`), and
 * purchases made the way a shopper makes them (order-fixtures.ts): a paid one (cart → placeOrder → Pay in the
 * Razorpay stand-in → verifyPayment), a pending one (placed, never paid) and a failed one (placed, then the
 * payment window abandoned).
 */
import { expect } from "vitest";
import { createProduct } from "./catalogue-fixtures.js";
import type { ApiClient } from "./client.js";
import { abandonPayment, buyProduct, type Customer, placeUnpaidOrder } from "./order-fixtures.js";
import type { TestServer } from "./test-server.js";

/** Enough for every buyer of one product in a test file (each buys one). */
const STOCK = 100;

/** A product in the catalogue (₹999, plenty in stock), created by the given admin. Returns its id. */
export async function createTestProduct(admin: ApiClient, title?: string): Promise<string> {
  const product = await createProduct(admin, { price: 999, totalStock: STOCK, ...(title ? { title } : {}) });
  return product.id;
}

export type PurchaseOutcome = "paid" | "pending" | "failed";

/**
 * `customer` orders one of `productId` through checkout: paid for (the default), left unpaid, or with the
 * payment abandoned. Returns the order id.
 */
export async function purchase(t: TestServer, customer: Customer, productId: string, outcome: PurchaseOutcome = "paid"): Promise<string> {
  if (outcome === "paid") return (await buyProduct(t, customer, productId)).id;
  const { order } = await placeUnpaidOrder(customer, productId);
  if (outcome === "failed") expect(await abandonPayment(customer, order.id)).toMatchObject({ paymentStatus: "FAILED" });
  return order.id;
}

/** A product's review count and average rating, as shoppers see them (the `product` query). */
export async function productRating(client: ApiClient, productId: string): Promise<{ reviewCount: number; averageRating: number }> {
  const { data, errors } = await client.graphql(`query ($id: ID!) { product(id: $id) { reviewCount averageRating } }`, { id: productId });
  expect(errors).toBeUndefined();
  return data.product;
}
