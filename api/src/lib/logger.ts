import { pino, type Logger } from "pino";
import type { Config } from "../config.js";

export type { Logger };

/** JSON logs in production and tests, pretty ones when a person is watching (development). */
export function createLogger(config: Pick<Config, "logLevel" | "env">): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]', "*.password", "*.keySecret"], remove: true },
    ...(config.env === "development" ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } } : {}),
  });
}
