import { join } from "node:path";
import { type DataSource, MigrationExecutor } from "typeorm";
import type { Config } from "../config.js";
import { poolWaits } from "./bounds.js";
import { createDataSource } from "./data-source.js";

export interface Database {
  dataSource: DataSource;
  /** Where the data lives, for the startup log. */
  description: string;
  close(): Promise<void>;
}

/**
 * The PostgreSQL the app uses: DATABASE_URL, or the embedded one under the data dir when it is unset. A command
 * (`joinRunning`) uses the embedded server of a shop that is running instead of refusing to start a second one.
 * `bounded`: the pools' connections get the configuration's waits (config.bounds, db/bounds.ts), as the shop's server
 * does; a command's (seeding, a catalogue import) run without them.
 */
export async function openDatabase(config: Config, log: (line: string) => void, { joinRunning = false, bounded = false } = {}): Promise<Database> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let description: string;
  if (url) {
    description = `PostgreSQL at ${new URL(url).host}${new URL(url).pathname}`;
  } else {
    const { runningEmbeddedPostgres, startEmbeddedPostgres } = await import("./embedded-postgres.js");
    const cluster = { baseDir: join(config.dataDir, "postgres"), port: config.embeddedPgPort, database: "sutra" };
    const running = joinRunning ? runningEmbeddedPostgres(cluster) : undefined;
    if (running) {
      url = running;
      description = "the running shop's embedded PostgreSQL";
    } else {
      const embedded = await startEmbeddedPostgres({ ...cluster, log });
      url = embedded.url;
      stopEmbedded = embedded.stop;
      description = `embedded PostgreSQL (data in ${embedded.dataDir})`;
    }
  }
  const dataSource = createDataSource({ url, readUrls: config.databaseReadUrls, browsePool: true, waits: bounded ? poolWaits(config.bounds, "primary") : undefined });
  if (config.databaseReadUrls.length > 0) description += ` with ${config.databaseReadUrls.length} read replica(s) for catalogue reads`;
  await dataSource.initialize();
  return {
    dataSource,
    description,
    async close() {
      await dataSource.destroy();
      await stopEmbedded?.();
    },
  };
}

/** Any fixed number: the key of the advisory lock that makes migrations run once when several nodes start together. */
const MIGRATION_LOCK_KEY = 7_204_118_325;

/**
 * Applies the pending migrations. Nodes starting together on one database take turns under an advisory lock:
 * the first applies them, the others then find nothing pending (without it, two nodes raced to create the same
 * tables and one failed to start). They run on the connection holding that lock, without the pool's statement and
 * lock timeouts (an index on a million products takes longer than a checkout may); the connection gets the pool's
 * own back before it returns to the pool.
 */
export async function runPendingMigrations(dataSource: DataSource): Promise<Array<{ name: string }>> {
  const runner = dataSource.createQueryRunner("master");
  await runner.connect();
  try {
    await runner.query("SET statement_timeout = 0; SET lock_timeout = 0; SET idle_in_transaction_session_timeout = 0");
    await runner.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = "each";
    return await executor.executePendingMigrations();
  } finally {
    await runner.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.query("RESET statement_timeout; RESET lock_timeout; RESET idle_in_transaction_session_timeout").catch(() => undefined);
    await runner.release();
  }
}
