/**
 * Every parameterized statement is a named prepared statement on its connection (db/prepared-statements.ts), so
 * PostgreSQL parses and plans it once per connection instead of on every call.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PreparingClient } from "../src/db/prepared-statements.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();

describe("prepared statements", () => {
  let client: PreparingClient;
  beforeAll(async () => {
    client = new PreparingClient({ connectionString: t.config.databaseUrl });
    await client.connect();
  });
  afterAll(() => client.end());

  const prepared = async () => (await client.query<{ name: string; statement: string }>("SELECT name, statement FROM pg_prepared_statements ORDER BY statement")).rows;

  it("prepares a parameterized statement once on its connection and reuses it", async () => {
    const text = "SELECT $1::int + 1 AS n";
    expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect((await client.query(text, [41])).rows).toEqual([{ n: 42 }]);
    const named = (await prepared()).filter((p) => p.statement === text);
    expect(named).toHaveLength(1);
    expect(named[0]!.name).toMatch(/^sutra_[0-9a-f]{24}$/);
  });

  it("sends a statement without parameters as it is: several statements in one text still run", async () => {
    const before = await prepared();
    const results = (await client.query("SELECT 1 AS a; SELECT 2 AS b")) as unknown as Array<{ rows: unknown[] }>;
    expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
    expect(await prepared()).toEqual(before);
  });

  it("prepares a statement afresh when its table's columns changed under it (a rolling deploy's migration)", async () => {
    await client.query("CREATE TABLE stale_plan (a int)");
    await client.query("INSERT INTO stale_plan VALUES (1)");
    const text = "SELECT * FROM stale_plan WHERE a = $1";
    expect((await client.query(text, [1])).rows).toEqual([{ a: 1 }]);
    await client.query("ALTER TABLE stale_plan ADD COLUMN b int DEFAULT 7");
    // Outside a transaction the call is retried under a new name at once.
    expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: 7 }]);
    await client.query("ALTER TABLE stale_plan ADD COLUMN c int DEFAULT 8");
    // Inside one, the transaction has failed: its caller sees the error once, and the next use works.
    await client.query("BEGIN");
    await expect(client.query(text, [1])).rejects.toThrow(/cached plan must not change result type/);
    await client.query("ROLLBACK");
    expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: 7, c: 8 }]);
  });

  it("is what the shop's own pool runs its statements with", async () => {
    // The statement sees itself in the view: it was prepared (named) before it ran.
    const text = "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1";
    const rows = await t.server.dataSource.query(text, [text]);
    expect(rows).toEqual([{ n: 1 }]);
  });
});
