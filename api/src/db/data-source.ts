import "reflect-metadata";
import { AdvancedConsoleLogger, DataSource, type DataSourceOptions, type QueryRunner } from "typeorm";
import { entities } from "../entities/index.js";
import { type PoolWaits, pgPoolSettings } from "./bounds.js";
import { migrations } from "./migrations/index.js";
import { pgWithPriorityPool } from "./pool-priority.js";
import { PreparingClient } from "./prepared-statements.js";
import { AfterCommitSubscriber } from "./transactions.js";

export interface DataSourceSettings {
  url: string;
  /**
   * Read replicas (DATABASE_READ_URLS). Everything still goes to the primary unless it asks for a replica: only
   * catalogue reads do (db/sql.ts), never what must read its own writes (carts, checkout, orders, admin).
   */
  readUrls?: readonly string[];
  /**
   * Without replicas, catalogue reads still get a pool of their own on the primary (the shop's server sets this):
   * a burst of checkouts queueing for the primary's connections (a flash sale) never makes browsing wait in that
   * queue. Off for tools and tests that make a DataSource of their own.
   */
  browsePool?: boolean;
  /** Connections per pool. */
  poolSize?: number;
  logging?: boolean;
  /**
   * What the pools' connections may wait for (db/bounds.ts): the shop's server sets them from the configuration; tools
   * (a million-product import from the command line) and tests that make a DataSource of their own run unbounded.
   */
  waits?: PoolWaits;
}

/**
 * Test hook: each function here is told about every SQL statement a DataSource of this process sends (tests
 * count the statements behind one request with it). Empty, it costs nothing.
 */
export const sqlObservers = new Set<(sql: string, parameters?: readonly unknown[]) => void>();

class ObservedLogger extends AdvancedConsoleLogger {
  override logQuery(query: string, parameters?: unknown[], queryRunner?: QueryRunner) {
    for (const observe of sqlObservers) observe(query, parameters);
    super.logQuery(query, parameters, queryRunner);
  }
}

/**
 * The catalogue's reads run on generic plans (issue 46). PostgreSQL planned each listing page afresh, 0.3 ms of its
 * 0.75 ms: a `LIMIT $1` makes it cost the generic plan for a tenth of the rows, so it never judged that plan cheaper
 * than a custom one. Planning was 22 % of the database's time under the bench's browse mix, and the generic plans
 * are the plans the custom ones were (catalogue-plans.test.ts holds each read to it); with them the database spent
 * 0.37–0.44 CPU-ms a W4 request against 0.47–0.51 (docs/performance.md). Only the readers' connections: the
 * primary's statements keep PostgreSQL's own choice, and a catalogue read whose best plan depends on its values asks
 * for a custom one (sql.ts, `plannedForValues`).
 * https://www.postgresql.org/docs/current/runtime-config-query.html#GUC-PLAN-CACHE-MODE
 */
const READER_SETTINGS = ["-c plan_cache_mode=force_generic_plan"];

/**
 * A reader's connection string with its pool's server settings in it. TypeORM gives the primary and the readers the
 * same pool options (`extra`); pg lets a connection string's parameters override them, so a reader's own `options`
 * (and name) travel in its URL, with everything the pool's `options` carry (the keepalives) besides.
 */
function readerUrl(url: string, waits: PoolWaits | undefined): string {
  const reader = new URL(url);
  const own = reader.searchParams.get("options");
  const settings = pgPoolSettings(waits, READER_SETTINGS).options ?? "";
  reader.searchParams.set("options", own ? `${own} ${settings}` : settings);
  reader.searchParams.set("application_name", "sutra-api-reads");
  return reader.toString();
}

export function dataSourceOptions({ url, readUrls = [], browsePool = false, poolSize = 10, logging = false, waits }: DataSourceSettings): DataSourceOptions {
  const readers = (readUrls.length > 0 ? readUrls : browsePool ? [url] : []).map((readUrl) => readerUrl(readUrl, waits));
  return {
    type: "postgres",
    ...(readers.length > 0 ? { replication: { master: { url }, slaves: readers.map((readUrl) => ({ url: readUrl })), defaultMode: "master" as const } } : { url }),
    entities,
    migrations,
    // afterCommit (transactions.ts): effects that must wait for their transaction's commit.
    subscribers: [AfterCommitSubscriber],
    migrationsTableName: "typeorm_migrations",
    migrationsRun: false,
    synchronize: false,
    uuidExtension: "pgcrypto",
    logging,
    logger: new ObservedLogger(logging),
    // pg with a Pool that serves a purchase's last steps first when its connections are all busy (pool-priority.ts).
    driver: pgWithPriorityPool,
    extra: { max: poolSize, application_name: "sutra-api", Client: PreparingClient, ...pgPoolSettings(waits) },
  };
}

export function createDataSource(settings: DataSourceSettings): DataSource {
  return new DataSource(dataSourceOptions(settings));
}
