/**
 * Idempotency keys: a client that may send a request twice (a retry after a network error, a load balancer's 502
 * when the node it reached died, a double click) sends an `Idempotency-Key` with it. The first request with a key
 * does the work and its answer is kept; a repeat of the key by the same user gets that answer again, without the
 * work being done twice; the same key with another request is refused.
 *
 * How a key is held while the work runs: the first request claims it with a row of its own (one INSERT, committed at
 * once: `claimed_until`, no answer yet), runs the work, then writes the answer into that row (one UPDATE). No
 * transaction is held across the work, so a request that waits on a payment provider holds nothing in PostgreSQL
 * meanwhile. A repeat that finds a claim waits for the answer, reading the row now and then (up to WAIT_FOR_FIRST_MS,
 * then IDEMPOTENCY_KEY_IN_USE). A claim names its node (`claimed_by`), and each node holds a session advisory lock on
 * that name on one idle connection of its own for as long as it lives: if the node dies, PostgreSQL ends that
 * connection and the lock goes with it, so a repeat sees the claim's node gone (`pg_locks`), takes the claim over and
 * runs the work itself. A claim past CLAIM_MS is taken over too. Nothing is held in memory or on one node, so a retry
 * may reach any node.
 *
 * The keys' rows are written on a few connections of their own that commit without waiting for the disk
 * (`synchronous_commit = off`): two flushes fewer per keyed request (about 0.8 ms each here). What a crash of the
 * database can lose is the last fraction of a second of them, never more than a node dying loses: a claim is flushed
 * anyway by the work's own commit after it (the log is written in order), and a lost answer leaves the claim of a
 * node that is gone after the restart, so a repeat runs the work again (the case described below).
 *
 * What it is not: the work's writes and the kept answer are not one transaction (the services keep their own), so a
 * node that dies after the work committed and before the answer is kept leaves a repeat to run the work again. The
 * operations keyed here are safe under that: placing an order answers the same order for the same cart (checkout's
 * own double-submit rule), verifying a payment settles once, and an add that ran again is the one case a shopper
 * could see (one more unit, within the stock rules).
 */
import { createHash, randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { PreparingClient } from "../db/prepared-statements.js";
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
/**
 * How long a claim holds while its request runs: well past the slowest keyed request (a payment provider's call is
 * cut at PAYMENT_TIMEOUT_MS, seconds), so only a request whose node died outlives it.
 */
const CLAIM_MS = 120_000;
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

/** Whether the node that made claim `k` still lives: its session advisory lock (a bigint key) is held. */
const CLAIMANT_ALIVE = `EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
  AND l.classid::bigint = (k.claimed_by >> 32) AND l.objid::bigint = (k.claimed_by & 4294967295))`;

type KeptRow = { request_hash: string; status: number | null; content_type: string | null; body: string | null; claim_open: boolean };

/** The keys' own connections: a claim and an answer are one short statement each. */
const KEYS_POOL_SIZE = 4;

export function createIdempotencyService({ dataSource, config, logger }: Pick<ServiceContext, "dataSource" | "config" | "logger">) {
  let pool: pg.Pool | undefined;
  const keys = () =>
    (pool ??= new pg.Pool({
      connectionString: connectionStringOf(dataSource.options as PostgresDataSourceOptions),
      max: KEYS_POOL_SIZE,
      application_name: "sutra-api-idempotency",
      options: "-c synchronous_commit=off",
      Client: PreparingClient,
    }));
  const query = async <Row>(text: string, values: unknown[]): Promise<Row[]> => (await keys().query(text, values)).rows as Row[];

  /**
   * Claims the key for this request: a new row, or one whose kept answer expired or whose claim was abandoned.
   * Returns true when this request now holds the claim.
   */
  // This node's name in claims, and the idle connection holding its advisory lock while the node lives.
  let node: Promise<{ id: string; client: pg.Client }> | undefined;
  function thisNode(): Promise<{ id: string; client: pg.Client }> {
    if (node) return node;
    const made = (async () => {
      // Positive and below 2^53, so it survives JavaScript numbers as well as PostgreSQL's bigint.
      const id = String(randomInt(1, 2 ** 47) * 32 + randomInt(0, 32));
      const client = new pg.Client({ connectionString: connectionStringOf(dataSource.options as PostgresDataSourceOptions), application_name: "sutra-api-node-lease" });
      // A lost connection lost the lock: the next claim makes a new lease under a new name.
      const forget = () => {
        if (node === made) node = undefined;
      };
      client.on("error", (error) => {
        logger.warn({ err: error }, "the idempotency keys' node lease connection was lost; the next key makes a new one");
        forget();
      });
      client.on("end", forget);
      await client.connect();
      await client.query("SELECT pg_advisory_lock($1::bigint)", [id]);
      return { id, client };
    })();
    node = made;
    made.catch(() => {
      if (node === made) node = undefined;
    });
    return made;
  }

  async function claim(request: KeyedRequest, key: string, requestHash: string): Promise<boolean> {
    const { id } = await thisNode();
    const claimed = await query(
      `INSERT INTO idempotency_keys AS k (user_id, key, operation, request_hash, claimed_until, claimed_by, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6, now() + make_interval(hours => $7))
       ON CONFLICT (user_id, key) DO UPDATE SET operation = EXCLUDED.operation, request_hash = EXCLUDED.request_hash,
         status = NULL, content_type = NULL, body = NULL, claimed_until = EXCLUDED.claimed_until, claimed_by = EXCLUDED.claimed_by,
         created_at = now(), expires_at = EXCLUDED.expires_at
       WHERE k.expires_at <= now() OR (k.status IS NULL AND (k.claimed_until < now() OR NOT ${CLAIMANT_ALIVE}))
       RETURNING 1`,
      [request.userId, key, request.operation, requestHash, CLAIM_MS / 1000, id, config.idempotencyKeyHours],
    );
    return claimed.length > 0;
  }

  async function readKept(userId: string, key: string): Promise<KeptRow | undefined> {
    const rows = await query<KeptRow>(
      `SELECT request_hash, status, content_type, body, (k.claimed_until >= now() AND ${CLAIMANT_ALIVE}) AS claim_open
         FROM idempotency_keys k WHERE user_id = $1 AND key = $2 AND expires_at > now()`,
      [userId, key],
    );
    return rows[0];
  }

  /** Gives the claim up (the work failed, or its answer is not kept): a repeat runs the work again. */
  async function release(userId: string, key: string): Promise<void> {
    await query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status IS NULL`, [userId, key]);
  }

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
      const deadline = Date.now() + WAIT_FOR_FIRST_MS;
      for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
        if (await claim(request, key, requestHash)) break;
        const kept = await readKept(request.userId, key);
        // Gone meanwhile (the first gave its claim up, or it expired): claim again at once.
        if (!kept) continue;
        if (kept.request_hash !== requestHash) throw new IdempotencyError(422, "IDEMPOTENCY_KEY_REUSED", IDEMPOTENCY_MESSAGES.reused);
        if (kept.status !== null) return { answer: { status: kept.status, contentType: kept.content_type!, body: kept.body! }, replayed: true };
        // An abandoned claim is taken over by the next claim; a live one is waited for.
        if (kept.claim_open) {
          if (Date.now() + pause > deadline) throw new IdempotencyError(409, "IDEMPOTENCY_KEY_IN_USE", IDEMPOTENCY_MESSAGES.inUse);
          await sleep(pause);
        }
      }

      let result: Answer & { final: boolean };
      try {
        result = await work();
      } catch (error) {
        await release(request.userId, key).catch((e: unknown) => logger.warn({ err: e }, "could not give an idempotency key's claim up"));
        throw error;
      }
      const { final, ...answer } = result;
      try {
        if (final) {
          await query(
            `UPDATE idempotency_keys SET status = $3, content_type = $4, body = $5, claimed_until = NULL WHERE user_id = $1 AND key = $2`,
            [request.userId, key, answer.status, answer.contentType, answer.body],
          );
        } else {
          await release(request.userId, key);
        }
      } catch (error) {
        // The work is done and its answer true: the caller gets it. A repeat waits out the claim, then runs it again.
        logger.warn({ err: error, operation: request.operation }, "could not keep the answer to an idempotent request");
      }
      return { answer, replayed: false };
    },

    /** Deletes kept answers past their time (IDEMPOTENCY_KEY_HOURS); returns how many. */
    sweepExpired,

    /** Ends this node's lease connection and the keys' pool (at shutdown, after requests in flight finished). */
    async close(): Promise<void> {
      const closing = node;
      node = undefined;
      await (await closing?.catch(() => undefined))?.client.end();
      const closingPool = pool;
      pool = undefined;
      await closingPool?.end();
    },

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

  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
