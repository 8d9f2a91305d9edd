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

export function dataSourceOptions({ url, readUrls = [], browsePool = false, poolSize = 10, logging = false, waits }: DataSourceSettings): DataSourceOptions {
  const readers = readUrls.length > 0 ? readUrls : browsePool ? [url] : [];
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
