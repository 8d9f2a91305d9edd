/**
 * Fixtures for the review tests: products made by an admin, and "this customer bought that product".
 *
 * STAND-IN: checkout (issue 4) is being built at the same time as reviews, so `recordPurchase` writes a paid
 * order and its line directly with the entities, through a data source on the test server's database. Once the
 * checkout flow exists, the lead will switch it to the real one (add to cart → placeOrder → verifyPayment with
 * the offline payment stand-in), so buyers are made through the public API like every other fixture.
 *
 * Products are made and read through the public API (the admin `createProduct` mutation, the `product` query).
 */
import type { DataSource } from "typeorm";
import { expect } from "vitest";
import { createDataSource } from "../../src/db/data-source.js";
import { OrderEntity, OrderLineEntity, type PaymentStatus } from "../../src/entities/order.entity.js";
import { ProductEntity } from "../../src/entities/product.entity.js";
import type { ApiClient } from "./client.js";
import type { TestServer } from "./test-server.js";

/**
 * Runs `work` with the test server's data source when it exposes one (`t.server.dataSource`), otherwise with a
 * short-lived data source on the same database.
 */
async function withDataSource<T>(t: TestServer, work: (ds: DataSource) => Promise<T>): Promise<T> {
  const shared = (t.server as { dataSource?: DataSource }).dataSource;
  if (shared) return work(shared);
  if (!t.config.databaseUrl) throw new Error("review fixtures need the test server's DATABASE_URL");
  const ds = await createDataSource({ url: t.config.databaseUrl, poolSize: 1 }).initialize();
  try {
    return await work(ds);
  } finally {
    await ds.destroy();
  }
}

let sequence = 0;

/** A product in the catalogue (₹999, 10 in stock), created by the given admin. Returns its id. */
export async function createTestProduct(admin: ApiClient, title?: string): Promise<string> {
  sequence += 1;
  const input = {
    title: title ?? `Linen Kurta ${sequence}`,
    description: "A breathable linen kurta for warm days.",
    category: "men",
    brand: "zara",
    price: 999,
    salePrice: 0,
    totalStock: 10,
    image: "https://images.example.com/products/kurta.jpg",
  };
  const { data, errors } = await admin.graphql(`mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`, { input });
  expect(errors).toBeUndefined();
  return data.createProduct.id as string;
}

/**
 * Records that `userId` ordered one of `productId`, with the given payment status (an order the shop was paid
 * for by default). STAND-IN until checkout exists: see the note at the top of this file.
 */
export async function recordPurchase(t: TestServer, userId: string, productId: string, paymentStatus: PaymentStatus = "paid"): Promise<string> {
  return withDataSource(t, (ds) =>
    ds.transaction(async (manager) => {
      const product = await manager.findOneByOrFail(ProductEntity, { id: productId });
      const unitPrice = product.salePricePaise > 0 ? product.salePricePaise : product.pricePaise;
      const order = await manager.save(
        manager.create(OrderEntity, {
          userId,
          status: paymentStatus === "paid" ? "confirmed" : "pending",
          paymentStatus,
          paymentMethod: "razorpay",
          totalPaise: unitPrice,
          shipAddress: "12 MG Road",
          shipCity: "Bengaluru",
          shipPincode: "560001",
          shipPhone: "9876543210",
          shipNotes: "",
          paymentId: paymentStatus === "paid" ? `pay_test${Date.now()}` : "",
          stockReserved: paymentStatus === "paid" || paymentStatus === "pending",
        }),
      );
      await manager.save(
        manager.create(OrderLineEntity, { orderId: order.id, productId, title: product.title, imageUrl: product.imageUrl, unitPricePaise: unitPrice, quantity: 1 }),
      );
      return order.id;
    }),
  );
}

/** `userId` bought and paid for `productId` (stand-in for the checkout flow, see above). */
export function recordPaidPurchase(t: TestServer, userId: string, productId: string): Promise<string> {
  return recordPurchase(t, userId, productId, "paid");
}

/** A product's review count and average rating, as shoppers see them (the `product` query). */
export async function productRating(client: ApiClient, productId: string): Promise<{ reviewCount: number; averageRating: number }> {
  const { data, errors } = await client.graphql(`query ($id: ID!) { product(id: $id) { reviewCount averageRating } }`, { id: productId });
  expect(errors).toBeUndefined();
  return data.product;
}
