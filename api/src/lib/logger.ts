import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type Logger } from "pino";
import type { Config } from "../config.js";

export type { Logger };

/** The request being served, for every log line written while serving it (any logger, any depth of the code). */
export const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/**
 * JSON logs in production and tests, pretty ones when a person is watching (development). JSON lines go to stdout
 * asynchronously: under load, lines written while a write is in flight leave together, instead of one blocking
 * write a request; pino flushes what is left when the process exits.
 */
export function createLogger(config: Pick<Config, "logLevel" | "env">, destination?: pino.DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    // Every line written while a request is being served names it.
    mixin: () => requestScope.getStore() ?? {},
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]', "*.password", "*.keySecret"], remove: true },
  };
  if (config.env === "development") {
    return pino({ ...options, transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } });
  }
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
