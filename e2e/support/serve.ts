/**
 * The server the browser journeys run against: the real app, built web app included, on a fresh database
 * (DATABASE_URL's server, or the embedded test cluster) loaded with the demo catalogue.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseConfig } from "../../api/src/config.js";
import { createLogger } from "../../api/src/lib/logger.js";
import { startServer } from "../../api/src/server.js";
import { recreateDatabase, startTestPostgres } from "../../api/test/support/test-database.js";

// One database per port, so journeys of several checkouts (each on its own E2E_PORT) never drop each other's.
const database = process.env.E2E_PORT ? `sutra_e2e_${process.env.E2E_PORT}` : "sutra_e2e";
const postgres = await startTestPostgres();
const url = await recreateDatabase(postgres.adminUrl, database);

const config = parseConfig({
  NODE_ENV: "test",
  PORT: process.env.E2E_PORT ?? "4100",
  HOST: "127.0.0.1",
  DATABASE_URL: url,
  DATA_DIR: mkdtempSync(join(tmpdir(), "sutra-e2e-")),
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  SEED_ON_EMPTY: "true",
  // Every journey signs in, signs up and searches from 127.0.0.1; the per-address limits are proven by the API tests.
  LOGIN_MAX_PER_IP: "10000",
  REGISTER_MAX_PER_IP: "10000",
  SEARCH_MAX_PER_IP: "10000",
});
const server = await startServer(config, createLogger(config));
console.log(`e2e server ready on ${server.url}`);

const stop = async () => {
  await server.close();
  await postgres.stop();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
