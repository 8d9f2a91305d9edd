/**
 * The server the browser journeys run against: the production build (`npm run build`: api/dist, the bundle
 * `npm start` runs, and web/dist) as its own process, on a fresh database (DATABASE_URL's server, or the embedded
 * test cluster) loaded with the demo catalogue.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../../api/src/config.js";
import { recreateDatabase, startTestPostgres } from "../../api/test/support/test-database.js";
import { cdnOrigin, serverInfoFile } from "./cdn.js";

const entry = join(projectRoot, "api", "dist", "main.js");
if (!existsSync(entry)) throw new Error("No production build of the API: run `npm run build` first");

// One database per port, so journeys of several checkouts (each on its own E2E_PORT) never drop each other's.
const database = process.env.E2E_PORT ? `sutra_e2e_${process.env.E2E_PORT}` : "sutra_e2e";
const postgres = await startTestPostgres();
const url = await recreateDatabase(postgres.adminUrl, database);
// For journeys that run a CLI against this database (a catalogue import).
writeFileSync(serverInfoFile(), JSON.stringify({ databaseUrl: url }));

const server = spawn(process.execPath, [entry], {
  cwd: projectRoot,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "test",
    PORT: process.env.E2E_PORT ?? "4100",
    HOST: "127.0.0.1",
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(join(tmpdir(), "sutra-e2e-")),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    SEED_ON_EMPTY: "true",
    // The demo's automatic offers would change the totals the journeys check; codes stay (the promotions journey applies one).
    SEED_DEMO_AUTOMATIC_OFFERS: "false",
    // Every journey signs in, signs up and searches from 127.0.0.1; the per-address limits are proven by the API tests.
    LOGIN_MAX_PER_IP: "10000",
    REGISTER_MAX_PER_IP: "10000",
    SEARCH_MAX_PER_IP: "10000",
    // The journeys' stand-in image CDN (support/cdn.ts): pictures of imported products come from there.
    IMAGE_ORIGINS: cdnOrigin(),
    PASSWORD_RESET_MAX_PER_IP: "10000",
  },
});

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
server.once("exit", async (code) => {
  await postgres.stop();
  process.exit(stopping ? 0 : (code ?? 1));
});
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
