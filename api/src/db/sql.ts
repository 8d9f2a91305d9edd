/**
 * Plain SQL on the DataSource's own connection pool, for the catalogue's hot reads: the request skips the ORM's query
 * runner. Like every parameterized statement of the pool, each is a named prepared statement (prepared-statements.ts).
 */
import type pg from "pg";
import type { DataSource, EntityManager } from "typeorm";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";
import { sqlObservers } from "./data-source.js";

export interface Sql {
  /** On the primary. */
  query<Row>(text: string, values?: readonly unknown[]): Promise<Row[]>;
  /** On a read replica when there are any (taken in turn), else the primary: for reads that may lag a little. */
  queryReplica<Row>(text: string, values?: readonly unknown[]): Promise<Row[]>;
}

export function createSql(dataSource: DataSource): Sql {
  const driver = () => dataSource.driver as PostgresDriver;
  let turn = 0;
  const run = async <Row>(pool: pg.Pool, text: string, values: readonly unknown[]): Promise<Row[]> => {
    for (const observe of sqlObservers) observe(text);
    const result = await pool.query<Row & pg.QueryResultRow>(text, values as unknown[]);
    return result.rows;
  };
  return {
    query: (text, values = []) => run(driver().master as pg.Pool, text, values),
    queryReplica(text, values = []) {
      const replicas = driver().slaves as pg.Pool[];
      const pool = replicas.length > 0 ? replicas[turn++ % replicas.length]! : (driver().master as pg.Pool);
      return run(pool, text, values);
    },
  };
}

/** The rows an UPDATE or DELETE … RETURNING gave through TypeORM's `manager.query`, which answers those as [rows, count]. */
export async function returningRows<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const [rows] = (await manager.query(sql, params)) as [T[], number];
  return rows;
}

/**
 * A select-list item that makes the current transaction commit asynchronously (`synchronous_commit = off` until it
 * ends), at no extra round trip. For changes whose loss in a crash of the database server (not of a node) costs
 * nothing that matters: a cart line, a lease, a webhook's dedupe row. The commit then returns before its WAL reaches
 * the disk (about 1 ms a commit on this machine's disk, `pgbench` of one insert: 1.09 ms against 0.10 ms); the
 * transaction stays atomic and consistent, and a server crash may forget only its last fraction of a second
 * (wal_writer_delay). A later synchronous commit flushes all WAL before it, so a transaction followed by one (an
 * order, then its payment row) is durable once that one commits.
 * https://www.postgresql.org/docs/current/wal-async-commit.html
 */
export const ASYNC_COMMIT = `set_config('synchronous_commit', 'off', true)`;
