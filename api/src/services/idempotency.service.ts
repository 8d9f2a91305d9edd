/**
 * Idempotency keys: a client that may send a request twice (a retry after a network error, a load balancer's 502
 * when the node it reached died, a double click) sends an `Idempotency-Key` with it. The first request with a key
 * does the work and its answer is kept; a repeat of the key by the same user gets that answer again, without the
 * work being done twice; the same key with another request is refused.
 *
 * How a key is held while the work runs: a transaction of its own, on a connection of its own (a small pool beside
 * the shop's, IDEMPOTENCY_MAX_IN_FLIGHT per node), takes a PostgreSQL advisory lock on (user, key), reads a kept
 * answer, runs the work when there is none, and writes the answer before it commits. The lock lives exactly as long
 * as the attempt: a repeat waits for the first to finish and then reads its answer; if the node running the first
 * dies, PostgreSQL ends its connection, the lock goes with it and the repeat runs the work itself (the dead attempt's
 * own transactions rolled back with it). Nothing is held in memory or on one node, so a retry may reach any node.
 *
 * What it is not: the work's writes and the kept answer are not one transaction (the services keep their own), so a
 * node that dies after the work committed and before the answer is kept leaves a repeat to run the work again. The
 * operations keyed here are safe under that: placing an order answers the same order for the same cart (checkout's
 * own double-submit rule), verifying a payment settles once, and an add that ran again is the one case a shopper
 * could see (one more unit, within the stock rules).
 */
import { createHash } from "node:crypto";
import pg from "pg";
import type { PostgresDataSourceOptions } from "typeorm/driver/postgres/PostgresDataSourceOptions.js";
import type { ServiceContext } from "./context.js";

/** A transport-level refusal: its HTTP status and the code that says what was wrong. */
export class IdempotencyError extends Error {
  constructor(
    readonly status: number,
    readonly code: "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_KEY_REUSED" | "IDEMPOTENCY_KEY_IN_USE",
    message: string,
  ) {
    super(message);
    this.name = "IdempotencyError";
  }
}

export const IDEMPOTENCY_MESSAGES = {
  invalid: "Idempotency-Key must be 1 to 255 printable ASCII characters (a UUID is a good key).",
  reused: "This Idempotency-Key was already used for a different request. Send a new key with each new request.",
  inUse: "A request with this Idempotency-Key is still being processed. Please try again in a moment.",
} as const;

/** The HTTP header (RFC draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Set on an answer that was kept from the first request with the key, not made now. */
export const REPLAYED_HEADER = "Idempotent-Replayed";

const KEY = /^[\x21-\x7e]{1,255}$/;
/** How long a repeat waits for the first request with its key to finish before it is told to try again. */
const WAIT_FOR_FIRST_MS = 20_000;
const SWEEP_EVERY_MS = 10 * 60_000;
const SWEEP_BATCH = 1000;

/** One request sent with a key. */
export interface KeyedRequest {
  userId: string;
  key: string;
  /** What it asks for, in words the kept row shows: `graphql placeOrder`, `POST /api/shop/cart/add`. */
  operation: string;
  /** The request as a value (body, path…): the same key with a different one is refused. */
  request: unknown;
}

/** An answer as it is sent. */
export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * Error codes that mean "nothing was done, try again" rather than an answer for good: such answers are not kept, so
 * a retry with the same key runs the work again. A success, or a refusal that will not change (bad input, out of
 * stock, not found), is kept.
 */
const TRANSIENT_CODES: ReadonlySet<string> = new Set(["INTERNAL_SERVER_ERROR", "TOO_MANY_REQUESTS", "CONFLICT", "PAYMENT_FAILED"]);
/** The same for REST, which has statuses only (402 payment failed, 409 conflict or out of stock, 429 rate limited). */
const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([402, 409, 429]);

/** Whether an answer is kept for the key: a server fault or a "try again" is not. */
export function isFinalAnswer(status: number, errorCodes: readonly string[] = []): boolean {
  return status < 500 && !TRANSIENT_STATUSES.has(status) && !errorCodes.some((code) => TRANSIENT_CODES.has(code));
}

function connectionStringOf(options: PostgresDataSourceOptions): string {
  const url = options.replication?.master.url ?? options.url;
  if (!url) throw new Error("idempotency keys need the database URL the shop's DataSource was made with");
  return url;
}

export function createIdempotencyService({ dataSource, config, logger }: Pick<ServiceContext, "dataSource" | "config" | "logger">) {
  let pool: pg.Pool | undefined;
  // The keys' own connections: the work runs on the shop's pool, so holding a key never takes a connection the work needs.
  const keysPool = () =>
    (pool ??= new pg.Pool({
      connectionString: connectionStringOf(dataSource.options as PostgresDataSourceOptions),
      max: config.idempotencyMaxInFlight,
      application_name: "sutra-api-idempotency",
    }));

  async function sweepExpired(): Promise<number> {
    let removed = 0;
    for (;;) {
      const [, count]: [unknown, number] = await dataSource.query(
        `DELETE FROM idempotency_keys WHERE ctid IN (SELECT ctid FROM idempotency_keys WHERE expires_at < now() LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)`,
      );
      removed += count;
      if (count < SWEEP_BATCH) return removed;
    }
  }

  return {
    /** Refuses a key that is not 1 to 255 printable ASCII characters. */
    checkKey(key: string): string {
      if (!KEY.test(key)) throw new IdempotencyError(400, "IDEMPOTENCY_KEY_INVALID", IDEMPOTENCY_MESSAGES.invalid);
      return key;
    },

    /**
     * Runs `work` once for this user and key: the first time, `work`'s answer (kept when `final`); after that, the
     * kept answer (`replayed`). A repeat while the first still runs waits for it; the same key with another request
     * is IDEMPOTENCY_KEY_REUSED.
     */
    async run(request: KeyedRequest, work: () => Promise<Answer & { final: boolean }>): Promise<{ answer: Answer; replayed: boolean }> {
      const key = this.checkKey(request.key);
      const requestHash = createHash("sha256").update(`${request.operation}\n${JSON.stringify(request.request)}`).digest("base64url");
      const client = await keysPool().connect();
      let open = false;
      try {
        await client.query("BEGIN");
        open = true;
        await client.query(`SET LOCAL lock_timeout = ${WAIT_FOR_FIRST_MS}`);
        try {
          await client.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`sutra:idempotency:${request.userId}:${key}`]);
        } catch (error) {
          if ((error as { code?: string }).code === "55P03") throw new IdempotencyError(409, "IDEMPOTENCY_KEY_IN_USE", IDEMPOTENCY_MESSAGES.inUse);
          throw error;
        }
        const kept = await client.query<{ request_hash: string; status: number; content_type: string; body: string }>(
          `SELECT request_hash, status, content_type, body FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND expires_at > now()`,
          [request.userId, key],
        );
        const first = kept.rows[0];
        if (first) {
          if (first.request_hash !== requestHash) throw new IdempotencyError(422, "IDEMPOTENCY_KEY_REUSED", IDEMPOTENCY_MESSAGES.reused);
          return { answer: { status: first.status, contentType: first.content_type, body: first.body }, replayed: true };
        }

        const { final, ...answer } = await work();
        if (final) {
          try {
            await client.query(
              `INSERT INTO idempotency_keys (user_id, key, operation, request_hash, status, content_type, body, expires_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(hours => $8))
               ON CONFLICT (user_id, key) DO UPDATE SET operation = EXCLUDED.operation, request_hash = EXCLUDED.request_hash, status = EXCLUDED.status,
                 content_type = EXCLUDED.content_type, body = EXCLUDED.body, created_at = now(), expires_at = EXCLUDED.expires_at`,
              [request.userId, key, request.operation, requestHash, answer.status, answer.contentType, answer.body, config.idempotencyKeyHours],
            );
            await client.query("COMMIT");
            open = false;
          } catch (error) {
            // The work is done and its answer true: the caller gets it. Only a repeat of the key would run it again.
            logger.warn({ err: error, operation: request.operation }, "could not keep the answer to an idempotent request");
          }
        }
        return { answer, replayed: false };
      } finally {
        if (open) await client.query("ROLLBACK").catch(() => undefined);
        client.release();
      }
    },

    /** Deletes kept answers past their time (IDEMPOTENCY_KEY_HOURS); returns how many. */
    sweepExpired,

    /** Runs sweepExpired every ten minutes on this node; returns the stopper. */
    startSweepJob(): () => Promise<void> {
      let running: Promise<unknown> | undefined;
      const timer = setInterval(() => {
        running ??= sweepExpired()
          .catch((error: unknown) => logger.error({ err: error }, "removing expired idempotency keys failed"))
          .finally(() => (running = undefined));
      }, SWEEP_EVERY_MS);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },

    /** Closes the keys' connections (at shutdown, after requests in flight finished). */
    async close(): Promise<void> {
      const closing = pool;
      pool = undefined;
      await closing?.end();
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
