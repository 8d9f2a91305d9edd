/**
 * Issue 46: a statement owed before a piece of work's first statement (db/owed-statement.ts: an idempotency key's
 * claim) travels with the BEGIN and first statement of the work's transaction, and nothing of the work is kept when it
 * is refused.
 */
import type pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type OwedStatement, payOwedStatement, readingOnly, runOwing } from "../src/db/owed-statement.js";
import { lastWrite, transaction } from "../src/db/transactions.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const dataSource = () => t.server.dataSource;

const TAKEN = new Error("taken by another request");

/** An owed INSERT of `tag` into owed_probe, refused (its answer judged so) when `refuse`; what happened to it. */
function owedInsert(tag: string, refuse = false) {
  const seen = { sentAlone: 0, judged: 0 };
  const owed: OwedStatement = {
    text: `INSERT INTO owed_probe (tag) VALUES ($1) RETURNING tag`,
    values: [tag],
    accept(answer: PromiseSettledResult<pg.QueryResult>) {
      seen.judged++;
      if (answer.status === "rejected") throw answer.reason;
      if (refuse) throw TAKEN;
    },
    async payAlone() {
      seen.sentAlone++;
      owed.accept(await dataSource().query(owed.text, owed.values).then((rows: unknown[]) => ({ status: "fulfilled", value: { rows } as pg.QueryResult }) as const));
    },
  };
  return { owed, seen };
}

const tags = async (): Promise<string[]> => (await dataSource().query(`SELECT tag FROM owed_probe ORDER BY id`)).map((r: { tag: string }) => r.tag);

describe("a statement owed before the work's first", () => {
  beforeAll(() => dataSource().query(`CREATE TABLE owed_probe (id serial PRIMARY KEY, tag text NOT NULL)`));
  afterAll(() => dataSource().query(`DROP TABLE owed_probe`));
  beforeEach(() => dataSource().query(`TRUNCATE owed_probe`));

  it("rides with the transaction's BEGIN and first statement, and is committed first", async () => {
    const { owed, seen } = owedInsert("claim");
    const { result, paid } = await runOwing(owed, () =>
      transaction(dataSource(), async (manager) => {
        // The owed row is committed on its own before the transaction begins: this read sees it.
        const before = await manager.query(`SELECT count(*)::int AS n FROM owed_probe WHERE tag = $1`, ["claim"]);
        await manager.query(`INSERT INTO owed_probe (tag) VALUES ($1)`, ["work"]);
        return before[0].n as number;
      }),
    );
    expect(result).toEqual({ status: "fulfilled", value: 1 });
    expect(paid).toBe(true);
    expect(seen).toEqual({ sentAlone: 0, judged: 1 });
    expect(await tags()).toEqual(["claim", "work"]);
  });

  it("refused: the transaction's first statement is refused with its error and rolled back, and every later statement is refused too", async () => {
    const { owed } = owedInsert("claim", true);
    let later: unknown;
    const { result } = await runOwing(owed, async () => {
      try {
        await transaction(dataSource(), (manager) => manager.query(`INSERT INTO owed_probe (tag) VALUES ($1)`, ["work"]));
      } finally {
        later = await dataSource()
          .query(`INSERT INTO owed_probe (tag) VALUES ($1)`, ["after"])
          .catch((error: unknown) => error);
      }
    });
    expect(result.status).toBe("rejected");
    expect(String((result as PromiseRejectedResult).reason)).toContain(TAKEN.message);
    expect(String(later)).toContain(TAKEN.message);
    // The owed statement itself ran (its refusal is its answer's judgement); the work's rows are gone.
    expect(await tags()).toEqual(["claim"]);
    // The connection went back to the pool out of any transaction.
    expect(await dataSource().query(`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
  });

  it("paid alone first by a statement outside a transaction, by a transaction's last write with its COMMIT, or by a provider's call", async () => {
    const plain = owedInsert("claim-1");
    await runOwing(plain.owed, () => dataSource().query(`INSERT INTO owed_probe (tag) VALUES ($1)`, ["plain"]));
    expect(plain.seen).toEqual({ sentAlone: 1, judged: 1 });

    // A write that ends its transaction is never sent before the owed statement is judged.
    const last = owedInsert("claim-2", true);
    const ended = await runOwing(last.owed, () => transaction(dataSource(), (manager) => lastWrite(manager, `INSERT INTO owed_probe (tag) VALUES ($1)`, ["last"])));
    expect(ended.result.status).toBe("rejected");
    expect(last.seen).toEqual({ sentAlone: 1, judged: 1 });

    const call = owedInsert("claim-3");
    await runOwing(call.owed, async () => {
      await payOwedStatement();
      await payOwedStatement();
    });
    expect(call.seen).toEqual({ sentAlone: 1, judged: 1 });
    expect(await tags()).toEqual(["claim-1", "plain", "claim-2", "claim-3"]);
  });

  it("a pure read outside a transaction takes it along in front of it; refused, the read's rows are not given", async () => {
    const taken = owedInsert("claim-1");
    const { result } = await runOwing(taken.owed, () => readingOnly(() => dataSource().query(`SELECT count(*)::int AS n FROM owed_probe`)));
    // Sent before the read in the same flight: the read sees the owed row.
    expect(result).toEqual({ status: "fulfilled", value: [{ n: 1 }] });
    expect(taken.seen).toEqual({ sentAlone: 0, judged: 1 });

    const refused = owedInsert("claim-2", true);
    const read = await runOwing(refused.owed, () => readingOnly(() => dataSource().query(`SELECT count(*)::int AS n FROM owed_probe`)));
    expect(read.result.status).toBe("rejected");
    expect(refused.seen).toEqual({ sentAlone: 0, judged: 1 });
  });

  it("work that sends nothing leaves it owed, and a transaction that ends before its first statement sends nothing", async () => {
    const { owed, seen } = owedInsert("claim");
    const { paid } = await runOwing(owed, () => transaction(dataSource(), async () => "nothing asked"));
    expect(paid).toBe(false);
    expect(seen).toEqual({ sentAlone: 0, judged: 0 });
    expect(await tags()).toEqual([]);
  });
});
