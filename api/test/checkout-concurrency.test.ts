import pg from "pg";
import { describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { ADMIN_ORDERS, addToCart, placeOrder, shopper, stockOf, useCheckoutServer } from "./support/order-fixtures.js";
import { until } from "./support/until.js";

// Fifty sign-ins from one address: lift the per-address login limit for this file.
const { t } = useCheckoutServer({ LOGIN_MAX_PER_IP: "1000" });
const catalogue = useCatalogue(t);

describe("stock is never oversold", () => {
  it("50 customers check out at once for a product with 5 in stock: exactly 5 orders reserve it", { timeout: 120_000 }, async () => {
    const product = await catalogue.create({ title: "Limited Sneaker", price: 4999, totalStock: 5 });
    const buyers = [];
    for (let i = 0; i < 50; i += 10) buyers.push(...(await Promise.all(Array.from({ length: 10 }, () => shopper(t, "rush")))));
    await Promise.all(buyers.map((b) => addToCart(b, product.id, 1)));

    const results = await Promise.all(buyers.map((b) => placeOrder(b, b.addressId)));

    const placed = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const r of refused) expect(r.errors?.[0]).toMatchObject({ message: '"Limited Sneaker" is out of stock. Please remove it from your cart.', extensions: { code: "OUT_OF_STOCK" } });
    expect(await stockOf(t, product.id)).toBe(0);

    const admin = await signInAdmin(t);
    const { data } = await admin.client.graphql(ADMIN_ORDERS, { first: 100 });
    expect(data.adminOrders.totalCount).toBe(5);
    expect(new Set(data.adminOrders.nodes.map((o: { customer: { id: string } }) => o.customer.id)).size).toBe(5);
  });

  it("shoppers racing for two sizes of one product: each size sells exactly its own stock", { timeout: 120_000 }, async () => {
    const admin = (await signInAdmin(t)).client;
    const { data, errors } = await admin.graphql(
      `mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`,
      {
        input: {
          title: "Racing Tee", description: "Two sizes.", category: "men", brand: "puma", price: 799, image: "https://img.example.com/tee.jpg",
          variants: [{ size: "M", stock: 2 }, { size: "L", stock: 4 }],
        },
      },
    );
    expect(errors).toBeUndefined();
    const productId = data.createProduct.id;
    const buyers = await Promise.all(Array.from({ length: 12 }, () => shopper(t, "sizes")));
    // Half want an M, half an L; every order locks the product before its variant, so none deadlocks.
    await Promise.all(buyers.map((b, i) => addToCart(b, productId, 1, { size: i % 2 ? "M" : "L" })));
    const results = await Promise.all(buyers.map((b) => placeOrder(b, b.addressId)));
    const placed = (size: string) => results.filter((r, i) => !r.errors && (i % 2 ? "M" : "L") === size).length;
    expect([placed("M"), placed("L")]).toEqual([2, 4]);
    for (const r of results.filter((r) => r.errors)) expect(r.errors?.[0]?.extensions?.code).toBe("OUT_OF_STOCK");
    expect(await stockOf(t, productId)).toBe(0);
  });

  it("orders for several products reserve without deadlocks and never go negative", { timeout: 120_000 }, async () => {
    const a = await catalogue.create({ title: "Pair A", totalStock: 6 });
    const b = await catalogue.create({ title: "Pair B", totalStock: 6 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => shopper(t, "pair")));
    // Half add A then B, half B then A: the locks are still taken in one order.
    await Promise.all(
      buyers.map(async (buyer, i) => {
        for (const p of i % 2 ? [a, b] : [b, a]) await addToCart(buyer, p.id, 1);
      }),
    );
    const results = await Promise.all(buyers.map((buyer) => placeOrder(buyer, buyer.addressId)));
    expect(results.filter((r) => !r.errors)).toHaveLength(6);
    for (const r of results.filter((r) => r.errors)) expect(r.errors?.[0]?.extensions?.code).toBe("OUT_OF_STOCK");
    expect(await stockOf(t, a.id)).toBe(0);
    expect(await stockOf(t, b.id)).toBe(0);
  });

  it("a unit that runs out while the order waits for its lock: the order fails whole, nothing of the cart is taken", { timeout: 60_000 }, async () => {
    // Issue 46: the placing write carries its COMMIT (db/transactions.ts), so a shortfall must fail the write itself.
    const a = await catalogue.create({ title: "Whole Kurta", totalStock: 3 });
    const b = await catalogue.create({ title: "Whole Dupatta", totalStock: 3 });
    const buyer = await shopper(t, "whole");
    await addToCart(buyer, a.id, 1);
    await addToCart(buyer, b.id, 2);
    // Another writer holds the dupatta's product row (as an admin's edit does) while the order is placed.
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      await other.query("BEGIN");
      await other.query("SELECT id FROM products WHERE id = $1 FOR NO KEY UPDATE", [b.id]);
      const placing = placeOrder(buyer, buyer.addressId);
      // Asked on another connection: inside `other`'s transaction, pg_stat_activity would keep its first snapshot.
      await until(async () => {
        const [{ waiting }] = await t.server.dataSource.query(`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'WITH placed AS%'`);
        return waiting === 1;
      }, "the placing write to wait for the product's lock");
      await other.query("UPDATE product_variants SET stock = 1 WHERE product_id = $1", [b.id]);
      await other.query("COMMIT");
      const { errors } = await placing;
      expect(errors?.[0]).toMatchObject({ extensions: { code: "OUT_OF_STOCK" } });
      expect(errors?.[0]?.message).toMatch(/^Only 1 of "Whole Dupatta.*" available in stock\. Please reduce the quantity in your cart\.$/);
    } finally {
      await other.end();
    }
    expect(await stockOf(t, a.id)).toBe(3);
    expect(await stockOf(t, b.id)).toBe(1);
    const [{ orders }] = await t.server.dataSource.query(`SELECT count(*)::int AS orders FROM orders WHERE user_id = $1`, [buyer.userId]);
    expect(orders).toBe(0);
  });
});
