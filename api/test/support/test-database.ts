import { join } from "node:path";
import pg from "pg";
import { projectRoot } from "../../src/config.js";
import { createDataSource } from "../../src/db/data-source.js";

/** One template per test run, so runs sharing a PostgreSQL server do not trip over each other. */
export function templateDatabaseName(): string {
  return `sutra_test_template_${process.pid}`;
}

/** The server tests run against: DATABASE_URL's, or a dedicated embedded one (apart from the dev cluster). */
export async function startTestPostgres(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, stop: async () => {} };
  const { startEmbeddedPostgres } = await import("../../src/db/embedded-postgres.js");
  const embedded = await startEmbeddedPostgres({
    baseDir: join(projectRoot, ".data", "test-postgres"),
    port: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54339),
    database: "postgres",
    log: () => {},
    // The tests' cluster holds nothing worth a disk flush per commit (on a slow CI disk, most of a test's time).
    throwaway: true,
  });
  return { adminUrl: embedded.url, stop: embedded.stop };
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** (Re)creates the template database and runs every migration on it once per test run. */
export async function prepareTemplate(adminUrl: string, template: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${template}`);
  });
  const dataSource = createDataSource({ url: databaseUrl(adminUrl, template), poolSize: 1 });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: "each" });
  } finally {
    await dataSource.destroy();
  }
}

/** A fresh, migrated database for one test file (a copy of the template: milliseconds, not seconds). */
/** An empty database named `name` (dropped first if it exists); returns its URL. For e2e and benches. */
export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  });
  return databaseUrl(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

export async function createTestDatabase(adminUrl: string, template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sutra_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => withAdminClient(adminUrl, (client) => dropOnceLeft(client, name)),
  };
}

/**
 * Drops a test's database once the test's pools have left it. pg-pool's end() resolves while its clients' sockets are
 * still closing; a DROP … WITH (FORCE) then terminates them mid-close, and the FATAL reaches a client with no error
 * listener left (an "unhandled error" that fails the run on a loaded machine). FORCE only for what stays 5 s.
 */
async function dropOnceLeft(client: pg.Client, name: string): Promise<void> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const [{ n }] = (await client.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`, [name])).rows;
    if (n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
