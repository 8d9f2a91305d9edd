/**
 * Issue 46: a transaction's last write carries its COMMIT (db/transactions.ts). The row locks it takes are released as
 * soon as it ends, whatever this process is busy with (a flash sale's buyers wait on them), and a write that fails
 * leaves nothing of its transaction behind.
 */
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlObservers } from "../src/db/data-source.js";
import { afterCommit, lastWrite, transaction } from "../src/db/transactions.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const dataSource = () => t.server.dataSource;

/** Another session tries to lock the probe row without waiting, a moment after it connects: "free" or "held". */
const LOCK_PROBE = `
const pg = require("pg");
(async () => {
  const c = new pg.Client({ connectionString: process.env.PROBE_DATABASE_URL });
  await c.connect();
  await new Promise((resolve) => setTimeout(resolve, 300));
  try {
    await c.query("BEGIN");
    await c.query("SELECT 1 FROM last_write_probe WHERE id = 1 FOR UPDATE NOWAIT");
    console.log("free");
  } catch (error) {
    console.log(error.code === "55P03" ? "held" : "failed: " + error.message);
  } finally {
    await c.end();
  }
})();`;

/**
 * Asked of another process while this one's event loop is blocked: this process reads no answer and sends nothing
 * meanwhile, so the row is free only if the database committed on its own.
 */
function probeRowFromElsewhere(): string {
  const child = spawnSync(process.execPath, ["-e", LOCK_PROBE], {
    cwd: import.meta.dirname,
    env: { ...process.env, PROBE_DATABASE_URL: t.config.databaseUrl },
    encoding: "utf8",
    timeout: 30_000,
  });
  return `${child.stdout}${child.stderr}`.trim();
}

const probeRow = async (): Promise<{ n: number; note: string | null }> => (await dataSource().query(`SELECT n, note FROM last_write_probe WHERE id = 1`))[0];

describe("a transaction's last write with its COMMIT", () => {
  beforeAll(async () => {
    await dataSource().query(`CREATE TABLE last_write_probe (id int PRIMARY KEY, n int NOT NULL, note text)`);
    await dataSource().query(`INSERT INTO last_write_probe VALUES (1, 0, NULL)`);
  });
  afterAll(() => dataSource().query(`DROP TABLE last_write_probe`));

  it("a plain last write keeps its row locked until this process sends the COMMIT (the check can fail)", async () => {
    await transaction(dataSource(), async (manager) => {
      await manager.query(`UPDATE last_write_probe SET n = n + 1 WHERE id = $1`, [1]);
      expect(probeRowFromElsewhere()).toBe("held");
    });
  });

  it("is committed by the database itself: its row is free while this process is busy", async () => {
    const { n } = await probeRow();
    const statements: string[] = [];
    const observe = (sql: string) => statements.push(sql);
    sqlObservers.add(observe);
    try {
      await transaction(dataSource(), async (manager) => {
        await manager.query(`SELECT 1`);
        const written = lastWrite<{ n: number }>(manager, `UPDATE last_write_probe SET n = n + 1 WHERE id = $1 RETURNING n`, [1]);
        expect(probeRowFromElsewhere()).toBe("free");
        expect(await written).toEqual([{ n: n + 1 }]);
      });
    } finally {
      sqlObservers.delete(observe);
    }
    // The write and one COMMIT, as statement counts see them: the transaction is not committed again after it.
    expect(statements.filter((sql) => /^COMMIT/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /^UPDATE last_write_probe/.test(sql))).toHaveLength(1);
    expect(await probeRow()).toEqual({ n: n + 1, note: null });
  });

  it("a write that fails rolls back its whole transaction, and its caller sees why", async () => {
    const { n } = await probeRow();
    const failure = await transaction(dataSource(), async (manager) => {
      await manager.query(`UPDATE last_write_probe SET note = 'written first' WHERE id = 1`);
      return lastWrite(manager, `UPDATE last_write_probe SET n = n + 1 WHERE id = $1 AND sutra_refuse('refused here', 'what was short') RETURNING n`, [1]).then(
        () => null,
        (error: unknown) => error,
      );
    });
    expect(failure).toMatchObject({ code: "P0001", message: "refused here", detail: "what was short" });
    expect(await probeRow()).toEqual({ n, note: null });
    // Every connection of the pool still works (the failed one went back to it outside any transaction).
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => dataSource().query(`SELECT $1::int AS i`, [i])));
    expect(answers.map(([row]) => row.i)).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it("in a transaction opened elsewhere it is a plain statement, and that transaction commits as before", async () => {
    const { n } = await probeRow();
    await dataSource().transaction(async (manager) => {
      expect(await lastWrite(manager, `UPDATE last_write_probe SET n = n + 1 WHERE id = $1 RETURNING n`, [1])).toEqual([{ n: n + 1 }]);
      await manager.query(`UPDATE last_write_probe SET note = 'after it' WHERE id = 1`);
    });
    expect(await probeRow()).toEqual({ n: n + 1, note: "after it" });
  });
});

describe("afterCommit: what runs once a transaction has committed", () => {
  /** Effects that note, in order, when each ran among the work's own steps. */
  const recorded = () => {
    const log: string[] = [];
    return { log, effect: (name: string) => () => log.push(name) };
  };

  it("runs after the COMMIT of `transaction`, DataSource.transaction and a last write; at once outside any", async () => {
    const { log, effect } = recorded();
    await transaction(dataSource(), async (manager) => {
      afterCommit(manager, effect("transaction"));
      await manager.query(`SELECT 1`);
      log.push("work done");
    });
    await dataSource().transaction(async (manager) => {
      afterCommit(manager, effect("DataSource.transaction"));
      log.push("typeorm's work done");
    });
    await transaction(dataSource(), async (manager) => {
      afterCommit(manager, effect("last write"));
      await lastWrite(manager, `SELECT $1::int AS n`, [1]);
      log.push("after the last write");
    });
    afterCommit(dataSource().manager, effect("no transaction"));
    expect(log).toEqual(["work done", "transaction", "typeorm's work done", "DataSource.transaction", "last write", "after the last write", "no transaction"]);
  });

  it("never runs for a transaction rolled back, nor when a savepoint inside one is released", async () => {
    const { log, effect } = recorded();
    await transaction(dataSource(), async (manager) => {
      afterCommit(manager, effect("rolled back"));
      throw new Error("the work failed");
    }).catch(() => undefined);
    await dataSource().transaction(async (manager) => {
      await manager.transaction(async (inner) => afterCommit(inner, effect("outer commit")));
      log.push("savepoint released");
    });
    expect(log).toEqual(["savepoint released", "outer commit"]);
  });
});
