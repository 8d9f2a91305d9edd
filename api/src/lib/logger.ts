import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import { pino, type Logger } from "pino";
import type PinoPretty from "pino-pretty";
import type { Config } from "../config.js";

export type { Logger };

/** The request being served, for every log line written while serving it (any logger, any depth of the code). */
export const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** "57P01 terminating connection due to administrator command": an error as one line of text. */
export function errorLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? `; cause: ${errorLine(error.cause)}` : "";
  return `${error.name}${typeof code === "string" || typeof code === "number" ? ` ${code}` : ""}: ${error.message}${cause}`;
}

/**
 * An error in a log line: pino's serializer (type, message, stack, cause and the error's own fields) without the
 * fields that hold objects. An HTTP client's error carries its whole request and response: one warning about a
 * failed webhook once printed 360 lines.
 */
function serializeError(error: unknown): unknown {
  const full = pino.stdSerializers.err(error as Error) as unknown;
  if (!full || typeof full !== "object") return full;
  return Object.fromEntries(Object.entries(full).filter(([key, value]) => value === null || typeof value !== "object" || key === "cause"));
}

const ERROR_LEVEL = 50;

/**
 * JSON logs in production and tests, pretty ones when a person is watching (development), one line per event: below
 * `error` an `err` becomes `reason`, one line of text (a warning about an outage or a refused webhook needs no
 * stack); an `error` (something the code did not expect) keeps its stack. JSON lines go to stdout asynchronously: under
 * load, lines written while a write is in flight leave together, instead of one blocking write a request; pino
 * flushes what is left when the process exits.
 */
export function createLogger(config: Pick<Config, "logLevel" | "env">, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    // Every line written while a request is being served names it.
    mixin: () => requestScope.getStore() ?? {},
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]', "*.password", "*.keySecret"], remove: true },
    serializers: { err: serializeError },
    hooks: {
      logMethod(args, method, level) {
        const [fields] = args as unknown[];
        if (level < ERROR_LEVEL && fields && typeof fields === "object" && (fields as { err?: unknown }).err instanceof Error) {
          const { err, ...rest } = fields as { err: Error };
          (args as unknown[])[0] = { ...rest, reason: errorLine(err) };
        }
        return method.apply(this, args);
      },
    },
  };
  if (config.env === "development") {
    const prettyOptions = { translateTime: "HH:MM:ss", ignore: "pid,hostname", singleLine: true };
    // A destination (a test's) gets the same text synchronously; otherwise pino-pretty runs in pino's worker thread.
    if (destination) {
      // Loaded only here: production never needs it in its own thread.
      const pretty = createRequire(import.meta.url)("pino-pretty") as typeof PinoPretty;
      return pino(options, pretty({ ...prettyOptions, destination, sync: true }));
    }
    return pino({ ...options, transport: { target: "pino-pretty", options: prettyOptions } });
  }
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
