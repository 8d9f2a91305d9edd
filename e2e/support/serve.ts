/**
 * The servers the browser journeys run against: the production build (`npm run build`: api/dist, the bundle
 * `npm start` runs, and web/dist), one process per Playwright worker (support/servers.ts), each on a fresh database
 * of its own (DATABASE_URL's server, or the embedded test cluster) loaded with the demo catalogue. Prints a line
 * the config waits for once every server answers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../../api/src/config.js";
import { recreateDatabase, startTestPostgres } from "../../api/test/support/test-database.js";
import { cdnOrigin, serverInfoFile } from "./cdn.js";
import { deprecationsFile } from "./deprecations.js";
import { firstServerPort, journeyWorkers } from "./servers.js";

const entry = join(projectRoot, "api", "dist", "main.js");
if (!existsSync(entry)) throw new Error("No production build of the API: run `npm run build` first");

const postgres = await startTestPostgres();
rmSync(deprecationsFile, { force: true });
const ports = Array.from({ length: journeyWorkers }, (_, i) => firstServerPort + i);

async function startServer(port: number): Promise<ChildProcess> {
  // One database per port, so servers (and other checkouts of the repository running journeys on other ports) never
  // drop each other's.
  const url = await recreateDatabase(postgres.adminUrl, `sutra_e2e_${port}`);
  // For journeys that run a CLI against this database (a catalogue import), or a second node of this shop (analytics).
  const dataDir = mkdtempSync(join(tmpdir(), "sutra-e2e-"));
  writeFileSync(serverInfoFile(port), JSON.stringify({ databaseUrl: url, dataDir }));
  // With the stack of any deprecated API it uses (support/deprecations.ts fails the run on one).
  const server = spawn(process.execPath, ["--trace-deprecation", entry], {
    cwd: projectRoot,
    stdio: ["ignore", "inherit", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      SEED_ON_EMPTY: "true",
      // The demo's automatic offers would change the totals the journeys check; codes stay (the promotions journey applies one).
      SEED_DEMO_AUTOMATIC_OFFERS: "false",
      // Every journey signs in, signs up and searches from 127.0.0.1; the per-address limits are proven by the API tests.
      LOGIN_MAX_PER_IP: "10000",
      REGISTER_MAX_PER_IP: "10000",
      SEARCH_MAX_PER_IP: "10000",
      // The journeys' stand-in image CDN (support/cdn.ts): pictures of imported products come from there.
      IMAGE_ORIGINS: cdnOrigin(port),
      PASSWORD_RESET_MAX_PER_IP: "10000",
      // The shopper loops' sweep (back-in-stock emails, reminders) every 2 s instead of 30: a journey sees a restock's email at once.
      REMINDER_SWEEP_SECONDS: "2",
    },
  });
  let stderr = "";
  server.stderr!.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderr = (stderr + chunk.toString("utf8")).slice(-20_000);
    // A warning and its stack come in one write, or a few close together.
    setTimeout(() => {
      const warnings = stderr.match(/^\(node:\d+\) \[DEP\d+\] DeprecationWarning[^\n]*(?:\n {4}at [^\n]*)*/gm);
      if (!warnings) return;
      appendFileSync(deprecationsFile, `${warnings.map((w) => `server on port ${port}: ${w}`).join("\n")}\n`);
      stderr = "";
    }, 100);
  });
  return server;
}

async function answers(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The journeys' server on port ${port} did not answer /healthz in time`);
}

const servers = await Promise.all(ports.map(startServer));

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.kill(signal);
};
// A server that exits without being asked to fails the run, and takes the others down: a run with a dead server
// would only fail in confusing ways.
let failed = false;
let running = servers.length;
for (const server of servers) {
  server.once("exit", async (code) => {
    if (!stopping) {
      failed = true;
      console.error(`A journeys' server exited by itself (code ${code})`);
    }
    stop("SIGTERM");
    if (--running > 0) return;
    await postgres.stop();
    process.exit(failed ? 1 : 0);
  });
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

const deadline = Date.now() + 170_000;
await Promise.all(ports.map((port) => answers(port, deadline)));
console.log(`Sutra journeys: ${ports.length} server(s) ready on ports ${ports.join(", ")}`);
