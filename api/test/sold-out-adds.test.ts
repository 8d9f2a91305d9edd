/**
 * Issue 46: an add this node just found sold out is refused again without a transaction (services/orders/
 * sold-out-memory.ts), and units brought back through the shop are for sale again at once.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CART_MESSAGES } from "../src/services/cart-messages.js";
import { restockUnits } from "../src/services/orders/index.js";
import { ADD_TO_CART, useCatalogue } from "./support/cart-fixtures.js";
import { countStatements } from "./support/catalogue-fixtures.js";
import { writesToDatabase } from "./support/database-writes.js";
import { abandonPayment, addToCart, cartOf, placeUnpaidOrder, shopper, useCheckoutServer } from "./support/order-fixtures.js";

const { t } = useCheckoutServer();
const catalogue = useCatalogue(t);

type Buyer = Awaited<ReturnType<typeof shopper>>;
const add = (buyer: Buyer, productId: string) => countStatements(() => buyer.client.graphql(ADD_TO_CART, { input: { productId, quantity: 1 } }));
const soldOut = { message: CART_MESSAGES.outOfStock, extensions: { code: "OUT_OF_STOCK" } };

/** The buyer's add is sold (asked of the database, not refused from memory) and their cart holds the one unit. */
async function expectSold(buyer: Buyer, productId: string) {
  const sold = await add(buyer, productId);
  expect(sold.result.errors).toBeUndefined();
  expect(sold.statements.length).toBeGreaterThan(0);
  expect((await cartOf(buyer)).lines).toEqual([{ productId, quantity: 1 }]);
}

describe("adds of a size just found sold out", () => {
  it("are refused again in the spec's words without a statement, for any shopper", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 0 });
    const [first, second] = [await shopper(t), await shopper(t)];
    const read = await add(first, product.id);
    expect(read.result.errors?.[0]).toMatchObject(soldOut);
    expect(read.statements.length).toBeGreaterThan(0);
    for (const buyer of [first, second]) {
      const again = await add(buyer, product.id);
      expect(again.result.errors?.[0]).toMatchObject(soldOut);
      expect(again.result.data).toBeNull();
      expect(again.statements).toEqual([]);
    }
    expect((await cartOf(second)).lines).toEqual([]);
  });

  it("a sale's burst: the adds waiting for a turn when it sold out are refused without a statement once their turn comes", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 0 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => shopper(t)));
    const { result, statements } = await countStatements(() => Promise.all(buyers.map((buyer) => buyer.client.graphql(ADD_TO_CART, { input: { productId: product.id, quantity: 1 } }))));
    for (const answer of result) expect(answer.errors?.[0]).toMatchObject(soldOut);
    // All ten arrive before any read has found it sold out; only those holding a turn then open a transaction to read
    // (before: ten transactions).
    const transactions = statements.filter((sql) => /^(BEGIN|START TRANSACTION)/i.test(sql.trim()));
    expect(t.config.purchaseTurns).toBe(2);
    expect(transactions.length).toBeGreaterThan(0);
    expect(transactions.length).toBeLessThanOrEqual(t.config.purchaseTurns);
  });

  it("a refusal for what the shopper's cart already holds is not remembered: another shopper still gets the unit", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 1 });
    const [holder, other] = [await shopper(t), await shopper(t)];
    await addToCart(holder, product.id, 1);
    expect((await add(holder, product.id)).result.errors?.[0]).toMatchObject({ message: "Only 0 more can be added", extensions: { code: "OUT_OF_STOCK" } });
    await expectSold(other, product.id);
  });

  it("units put back outside the shop are sold within SOLD_OUT_MEMORY_MS", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 0 });
    const buyer = await shopper(t);
    expect((await add(buyer, product.id)).result.errors?.[0]).toMatchObject(soldOut);
    await t.server.dataSource.query(`UPDATE product_variants SET stock = 2 WHERE product_id = $1`, [product.id]);
    // No node was told: refused from memory until it runs out (1 s by default), then asked and sold.
    expect((await add(buyer, product.id)).result.errors?.[0]).toMatchObject(soldOut);
    await new Promise((resolve) => setTimeout(resolve, t.config.soldOutMemoryMs + 50));
    await expectSold(buyer, product.id);
  });

  it("units an abandoned order gives back are sold at once", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 1 });
    const [holder, waiting] = [await shopper(t), await shopper(t)];
    const { order } = await placeUnpaidOrder(holder, product.id, 1);
    expect((await add(waiting, product.id)).result.errors?.[0]).toMatchObject(soldOut);
    expect((await add(waiting, product.id)).statements).toEqual([]);
    await abandonPayment(holder, order.id);
    await expectSold(waiting, product.id);
  });

  it("units put back by a transaction are for sale once it commits, even to an add that read before the commit", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 0 });
    const buyer = await shopper(t);
    const [{ id: variantId }]: Array<{ id: string }> = await t.server.dataSource.query(`SELECT id FROM product_variants WHERE product_id = $1`, [product.id]);
    const runner = t.server.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await restockUnits(runner.manager, [{ variantId, productId: product.id, title: product.title, quantity: 2 }]);
      // Not committed yet: the add finds none and remembers it.
      expect((await add(buyer, product.id)).result.errors?.[0]).toMatchObject(soldOut);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    // Before: told before the commit, the memory kept that refusal for SOLD_OUT_MEMORY_MS.
    await expectSold(buyer, product.id);
  });

  it("an admin's restock is sold at once", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 0 });
    const buyer = await shopper(t);
    expect((await add(buyer, product.id)).result.errors?.[0]).toMatchObject(soldOut);
    await catalogue.update(product.id, { totalStock: 3 });
    await expectSold(buyer, product.id);
  });

  it("with an Idempotency-Key: the refusal and its key are kept in one statement, and the repeat is replayed", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 0 });
    const buyer = await shopper(t);
    expect((await add(buyer, product.id)).result.errors?.[0]).toMatchObject(soldOut);
    const key = randomUUID();
    const keyed = () => buyer.client.request("/graphql", { body: { query: ADD_TO_CART, variables: { input: { productId: product.id, quantity: 1 } } }, headers: { "idempotency-key": key } });
    const { result: first, writes } = await writesToDatabase(t, keyed);
    expect(first.json.errors?.[0]).toMatchObject(soldOut);
    // Before: the claim, then the answer, each a statement (and a round trip) of its own.
    expect(writes.filter((w) => w.includes(key))).toHaveLength(1);
    const [{ status, body, open }]: Array<{ status: number; body: string; open: boolean }> = await t.server.dataSource.query(
      `SELECT status, body, claimed_until IS NOT NULL AS open FROM idempotency_keys WHERE key = $1`,
      [key],
    );
    expect({ status, body: JSON.parse(body), open }).toEqual({ status: 200, body: first.json, open: false });
    const again = await keyed();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.text).toBe(first.text);
  });
});
