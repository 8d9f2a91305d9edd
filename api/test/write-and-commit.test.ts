/**
 * Issue 46 (W6): placing an order sends its write and its COMMIT together (db/write-and-commit.ts), so the product's row
 * lock its stock update takes is not held while the shop reads the answer. These hold the mechanism itself (the write
 * is committed by the time its answer is read; a refused write rolls back by itself and sends no ROLLBACK; the
 * connection goes back to the pool clean) and the checkout's use of it (a sale's refusals, every unit accounted for).
 */
import { describe, expect, it } from "vitest";
import { isRefusal, transactionEndingInOneWrite, writeAndCommit } from "../src/db/write-and-commit.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { countStatements } from "./support/catalogue-fixtures.js";
import { addToCart, PLACE_ORDER, placeOrderOk, shopper, stockOf, useCheckoutServer } from "./support/order-fixtures.js";

const { t } = useCheckoutServer();
const catalogue = useCatalogue(t);

const TABLE = `write_and_commit_probe`;

async function probeTable() {
  await t.server.dataSource.query(`CREATE TABLE IF NOT EXISTS ${TABLE} (id serial PRIMARY KEY, note text NOT NULL)`);
}
const notes = async (note: string) =>
  ((await t.server.dataSource.query(`SELECT count(*)::int AS n FROM ${TABLE} WHERE note = $1`, [note])) as Array<{ n: number }>)[0]!.n;

describe("a transaction that ends in its write", () => {
  it("the write is committed when its answer arrives: another connection sees it before the transaction's code returns", async () => {
    await probeTable();
    const note = `committed-${Date.now()}`;
    let seenBeforeReturn = -1;
    const { statements } = await countStatements(() =>
      transactionEndingInOneWrite(t.server.dataSource, async (manager) => {
        await manager.query(`SELECT 1 AS one WHERE $1::text IS NOT NULL`, [note]);
        const { rows, committed } = await writeAndCommit<{ id: number }>(manager, `INSERT INTO ${TABLE} (note) VALUES ($1) RETURNING id`, [note]);
        expect(committed).toBe(true);
        expect(rows).toHaveLength(1);
        seenBeforeReturn = await notes(note);
      }),
    );
    expect(seenBeforeReturn).toBe(1);
    // START TRANSACTION, the read, the write and its COMMIT, then this test's own look: no second COMMIT.
    expect(statements.filter((sql) => /^COMMIT/i.test(sql.trim()))).toHaveLength(1);
    expect(statements.map((sql) => sql.trim().split(/\s+/)[0]!.toUpperCase())).toEqual(["START", "SELECT", "INSERT", "COMMIT", "SELECT"]);
  });

  it("a write that refuses itself rolls the whole transaction back, with no ROLLBACK sent, and the connection is clean after", async () => {
    await probeTable();
    const note = `refused-${Date.now()}`;
    let caught: unknown = null;
    const { statements } = await countStatements(async () => {
      try {
        await transactionEndingInOneWrite(t.server.dataSource, async (manager) => {
          await manager.query(`INSERT INTO ${TABLE} (note) VALUES ($1)`, [note]);
          await writeAndCommit(manager, `WITH more AS (INSERT INTO ${TABLE} (note) VALUES ($1) RETURNING id) SELECT sutra_refuse('no') FROM more`, [note]);
        });
      } catch (error) {
        caught = error;
      }
    });
    expect(isRefusal(caught)).toBe(true);
    expect(await notes(note)).toBe(0);
    expect(statements.some((sql) => /^ROLLBACK/i.test(sql.trim()))).toBe(false);
    // Every pooled connection is out of any transaction and answers in order (pipeline mode was switched off).
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.server.dataSource.query(`SELECT $1::int AS i, (SELECT count(*) FROM pg_stat_activity WHERE pid = pg_backend_pid() AND state LIKE 'idle in transaction%')::int AS held`, [i]),
      ),
    );
    expect(answers.map((rows: Array<{ i: number }>) => rows[0]!.i)).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it("outside such a transaction it is a plain statement: the caller's transaction commits, or rolls back, as usual", async () => {
    await probeTable();
    const note = `plain-${Date.now()}`;
    await expect(
      t.server.dataSource.transaction(async (manager) => {
        const { committed } = await writeAndCommit(manager, `INSERT INTO ${TABLE} (note) VALUES ($1)`, [note]);
        expect(committed).toBe(false);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await notes(note)).toBe(0);
  });
});

describe("placing an order ends in its write", () => {
  it("placing sends its write and COMMIT with no statement between them", async () => {
    const product = await catalogue.create({ price: 700, totalStock: 3 });
    const buyer = await shopper(t);
    await addToCart(buyer, product.id, 1);
    const placed = await countStatements(() => placeOrderOk(buyer, buyer.addressId));
    const sent = placed.statements.map((sql) => sql.trim());
    const write = sent.findIndex((sql) => sql.startsWith("WITH placed AS"));
    expect(write).toBeGreaterThan(0);
    expect(sent[write + 1]).toMatch(/^COMMIT/);
    expect(sent.filter((sql) => /^COMMIT/.test(sql))).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(2);
  });

  it("two shoppers who both saw the last unit: one gets it, the other's write refuses itself and rolls back, with what is left in its message", async () => {
    const product = await catalogue.create({ price: 700, totalStock: 1 });
    const [a, b] = [await shopper(t), await shopper(t)];
    await addToCart(a, product.id, 1);
    await addToCart(b, product.id, 1);
    // The product's row is held here, so both placements read the unit as there and then wait in their writes.
    const holder = t.server.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    let results: Array<{ data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> }> = [];
    try {
      await holder.query(`SELECT id FROM products WHERE id = $1 FOR NO KEY UPDATE`, [product.id]);
      const placing = Promise.all([a, b].map((buyer) => buyer.client.graphql(PLACE_ORDER, { input: { addressId: buyer.addressId } })));
      for (let i = 0; ; i++) {
        const [{ waiting }]: Array<{ waiting: number }> = await t.server.dataSource.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'WITH placed AS%'`,
        );
        if (waiting === 2) break;
        if (i > 400) throw new Error("the placements did not reach their writes");
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await holder.commitTransaction();
      results = await placing;
    } finally {
      await holder.release();
    }
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.errors![0]).toMatchObject({ message: `"${product.title}" is out of stock. Please remove it from your cart.`, extensions: { code: "OUT_OF_STOCK" } });
    // Nothing of the refused placement is kept: one order for the product, its one unit taken once.
    const [{ orders }]: Array<{ orders: number }> = await t.server.dataSource.query(
      `SELECT count(DISTINCT o.id)::int AS orders FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.product_id = $1`,
      [product.id],
    );
    expect(orders).toBe(1);
    expect(await stockOf(t, product.id)).toBe(0);
  });
});
