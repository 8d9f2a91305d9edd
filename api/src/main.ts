import { setFlagsFromString } from "node:v8";
import { ConfigError, parseConfig } from "./config.js";
import { DEMO_ACCOUNTS } from "./db/seed/demo-accounts.js";
import { createLogger } from "./lib/logger.js";
import { type RunningServer, startServer } from "./server.js";

// V8 lets the old generation grow to up to four times its live data between full collections when they are cheap:
// under the bench's browse mix a node holding about 55 MB of live data peaked at 480 MB. Twice the live data keeps
// the peak near half of that at no throughput cost measured (docs/performance.md, "Memory under load"). Read at every collection;
// an operator's own `node --heap-growing-percent=N` stays.
if (!process.execArgv.some((flag) => flag.startsWith("--heap-growing-percent"))) setFlagsFromString("--heap-growing-percent=100");

let config;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config);
let server: RunningServer | undefined;
let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  if (!server) {
    // Still migrating or seeding (a first start seeds for about half a minute): what is done stays done, and the
    // next start carries on from there (an interrupted demo seed counts as not seeded yet).
    logger.info(`${signal} received while starting: stopped`);
    logger.flush?.();
    process.exit(0);
  }
  logger.info(`${signal} received: shutting down`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, "error while shutting down");
      process.exit(1);
    },
  );
};
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

try {
  server = await startServer(config, logger);
  if (!config.isProduction) {
    logger.info(
      `Demo logins — admin: ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}, customer: ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}`,
    );
  }
} catch (error) {
  if (stopping) process.exit(0);
  logger.fatal(error instanceof Error ? error.message : error, "could not start");
  logger.flush?.();
  process.exit(1);
}
