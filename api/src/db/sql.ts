/**
 * Plain SQL on the DataSource's own connection pool, for the catalogue's hot reads: the request skips the ORM's query
 * runner. Like every parameterized statement of the pool, each is a named prepared statement (prepared-statements.ts).
 */
import pg from "pg";
import type { DataSource, EntityManager } from "typeorm";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";
import type { PostgresDataSourceOptions } from "typeorm/driver/postgres/PostgresDataSourceOptions.js";
import type { Bounds } from "../config.js";
import { pgPoolSettings, poolWaits } from "./bounds.js";
import { sqlObservers } from "./data-source.js";
import { PreparingClient, sendTogether } from "./prepared-statements.js";

export interface Sql {
  /** On the primary. */
  query<Row>(text: string, values?: readonly unknown[]): Promise<Row[]>;
  /**
   * On a read replica when there are any (taken in turn), else the readers' own pool on the primary (the shop's
   * server) or the primary's: for reads that may lag a little. The readers' connections plan every statement
   * generically (data-source.ts); a read whose best plan depends on its values asks `plannedForValues`.
   */
  queryReplica<Row>(text: string, values?: readonly unknown[], how?: ReadPlanning): Promise<Row[]>;
  /**
   * On the reports' own small pool of the primary (the admin dashboard's figures): statements may run longer there
   * (DB_REPORT_STATEMENT_TIMEOUT_MS) than on the pool checkouts use, and a slow report never holds a checkout's
   * connection.
   */
  report<Row>(text: string, values?: readonly unknown[]): Promise<Row[]>;
  /** Closes the reports' pool (at shutdown). */
  close(): Promise<void>;
}

export interface ReadPlanning {
  /**
   * Planned for its values on each call (a custom plan), not on the reader's generic plan: for a read where one value
   * is best served by another plan than the next (a listing filtered by a size that most products have, or by a
   * colour that none has). Costs no round trip: the setting goes in the same write as the read, in a transaction of its own.
   */
  plannedForValues?: boolean;
}

/** The database URL a DataSource was made with (its primary's). */
export function primaryUrlOf(dataSource: DataSource): string {
  const options = dataSource.options as PostgresDataSourceOptions;
  const url = options.replication?.master.url ?? options.url;
  if (!url) throw new Error("the DataSource was made without a database URL");
  return url;
}

const REPORTS_POOL_SIZE = 2;

export function createSql(dataSource: DataSource, bounds?: Bounds): Sql {
  const driver = () => dataSource.driver as PostgresDriver;
  let reports: pg.Pool | undefined;
  let turn = 0;
  const run = async <Row>(pool: pg.Pool, text: string, values: readonly unknown[]): Promise<Row[]> => {
    for (const observe of sqlObservers) observe(text, values);
    const result = await pool.query<Row & pg.QueryResultRow>(text, values as unknown[]);
    return result.rows;
  };
  const runPlannedForValues = async <Row>(pool: pg.Pool, text: string, values: readonly unknown[]): Promise<Row[]> => {
    for (const observe of sqlObservers) observe(text, values);
    const client = await pool.connect();
    try {
      // In a transaction of its own, so the setting ends with it whatever happens (a failed read ends it as a
      // ROLLBACK), also behind a pooler that hands each transaction another server connection.
      const [, , read] = await sendTogether(client, [
        { text: "BEGIN READ ONLY" },
        { text: "SET LOCAL plan_cache_mode = force_custom_plan" },
        { text, values: values as unknown[] },
        { text: "COMMIT" },
      ]);
      if (read!.status === "rejected") throw read!.reason;
      return read!.value.rows as Row[];
    } finally {
      // Never back in the pool inside a transaction (a COMMIT that did not arrive): closed instead.
      const idle = (client as unknown as { _txStatus?: string })._txStatus === "I";
      client.release(idle ? undefined : new Error("a read planned for its values left its transaction open"));
    }
  };
  return {
    query: (text, values = []) => run(driver().master as pg.Pool, text, values),
    queryReplica(text, values = [], how = {}) {
      const replicas = driver().slaves as pg.Pool[];
      const pool = replicas.length > 0 ? replicas[turn++ % replicas.length]! : (driver().master as pg.Pool);
      return how.plannedForValues ? runPlannedForValues(pool, text, values) : run(pool, text, values);
    },
    report(text, values = []) {
      reports ??= new pg.Pool({
        connectionString: primaryUrlOf(dataSource),
        max: REPORTS_POOL_SIZE,
        application_name: "sutra-api-reports",
        Client: PreparingClient,
        allowExitOnIdle: true,
        ...pgPoolSettings(bounds ? poolWaits(bounds, "reports") : undefined),
      });
      return run(reports, text, values);
    },
    async close() {
      const closing = reports;
      reports = undefined;
      await closing?.end();
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

/**
 * A select-list item of a transaction's first read that makes its later statements (the step's write) run on their
 * prepared statements' generic plans (`plan_cache_mode = force_generic_plan` until it ends), at no extra round trip.
 * PostgreSQL keeps planning a statement afresh on every call while its estimate of the generic plan looks costlier
 * than a custom one, which for the checkout's writes (single rows by key, their guards) it always did: placing's write
 * spent 0.66 ms of its 2.0 ms in planning (the statement log, one shopper), 0.12 ms with this, its execution the same.
 * For writes by key only: a read whose best plan depends on its values (a date range, a search) keeps custom plans.
 * https://www.postgresql.org/docs/current/runtime-config-query.html#GUC-PLAN-CACHE-MODE
 */
export const GENERIC_PLANS = `set_config('plan_cache_mode', 'force_generic_plan', true)`;
