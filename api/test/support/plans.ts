/** Anything that runs SQL: a DataSource, an EntityManager or a QueryRunner. */
interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** PostgreSQL's plan for `statement` (an `EXECUTE name(…)` of a prepared one, or any statement with its parameters), as text. */
export async function planOf(db: Queryable, statement: string, parameters: unknown[] = []): Promise<string> {
  const rows = (await db.query(`EXPLAIN ${statement}`, parameters)) as Array<{ "QUERY PLAN": string }>;
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}
