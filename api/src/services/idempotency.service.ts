/**
 * Idempotency keys: a client that may send a request twice (a retry after a network error, a load balancer's 502
 * when the node it reached died, a double click) sends an `Idempotency-Key` with it. The first request with a key
 * does the work and its answer is kept; a repeat of the key by the same user gets that answer again, without the
 * work being done twice; the same key with another request is refused.
 *
 * How a key is held while the work runs: the first request claims it with a row of its own (one INSERT, committed at
 * once: `claimed_until`, a fresh `claim_token`, no answer yet), runs the work, then writes the answer into that row
 * (one UPDATE naming the token). A GraphQL mutation's claim travels in the same socket write as its first statement
 * (runClaimingOnTheWay, issue 46), and is judged before anything of the work is used. No transaction is held across
 * the work, so a request that waits on a payment provider holds nothing in PostgreSQL meanwhile. A repeat that finds a claim waits for the answer, reading the row now and then
 * (up to WAIT_FOR_FIRST_MS, then IDEMPOTENCY_KEY_IN_USE).
 *
 * A claim is a lease (issue 47): it holds for CLAIM_LEASE_SECONDS, and the node running the request renews it every
 * third of that while the work runs (one statement per node for all its claims). A claim not renewed in time is taken
 * over by the next repeat, with a new token: so a node that hangs (a stuck event loop, a paused VM: its connections
 * still answer TCP, so nothing in PostgreSQL sees it gone) holds its keys for seconds, not for as long as it hangs.
 * A node that dies is seen at once: each node holds a session advisory lock on its name (`claimed_by`) on one idle
 * connection for as long as it lives, and PostgreSQL ends that connection and lock with the process.
 *
 * Taking a claim over is safe because every write for it names its token: the answer, giving the claim up, and the
 * work's own guarded effects (keyed-effects.ts, in the effect's transaction), so the old holder's late commit is
 * refused, and an effect it did commit before it hung is answered by the retry instead of done again.
 *
 * The keys' rows are written on a few connections of their own that commit without waiting for the disk
 * (`synchronous_commit = off`): two flushes fewer per keyed request (about 0.8 ms each here). What a crash of the
 * database can lose is the last fraction of a second of them, never more than a node dying loses: a claim is flushed
 * anyway by the work's own commit after it (the log is written in order), and a lost answer leaves the claim of a
 * node that is gone after the restart, so a repeat runs the work again (guarded as above).
 *
 * Work that is not guarded (adding to the cart) may run twice when a node commits it and hangs or dies before keeping
 * its answer: the one case a shopper could see (one more unit, within the stock rules).
 */
import { createHash, randomInt, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { pgPoolSettings, poolWaits } from "../db/bounds.js";
import { PreparingClient } from "../db/prepared-statements.js";
import { primaryUrlOf } from "../db/sql.js";
import { EMAIL_MATCHES_SQL } from "../entities/user.entity.js";
import type { EntityManager } from "typeorm";
import type { ServiceContext } from "./context.js";
import { DomainError } from "../lib/errors.js";
import { runUnderClaim } from "./keyed-effects.js";
import { type OwedStatement, outsideOwing, runOwing, settled } from "../db/owed-statement.js";
import { startPeriodicJob } from "../lib/periodic-job.js";

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
/**
 * How long a repeat waits for the first request with its key to finish before it is told to try again: past the
 * slowest keyed request (a payment provider's call is cut at RAZORPAY_TIMEOUT_MS, 15 s).
 */
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

/** Whether the node that made claim `k` still lives: its session advisory lock (a bigint key) is held. */
const CLAIMANT_ALIVE = `EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
  AND l.classid::bigint = (k.claimed_by >> 32) AND l.objid::bigint = (k.claimed_by & 4294967295))`;

type KeptRow = { request_hash: string; status: number | null; content_type: string | null; body: string | null; claim_open: boolean };

/**
 * Sign-up honours an Idempotency-Key by itself (the caller has no account yet, so the key cannot be the user's until
 * the account exists): the sign-up that creates an account notes its key against it, in the same transaction, and a
 * retry of it (the same key, email, user name and password: auth.service.ts checks the password) is answered as the
 * first was instead of "already exists". The row is an answer of its own kind (never replayed by `run`), kept as long as
 * any key (IDEMPOTENCY_KEY_HOURS).
 */
const SIGN_UP = "sign-up";
const signUpHash = (email: string, username: string) => createHash("sha256").update(`${SIGN_UP}\n${email}\n${username}`).digest("base64url");

/** Notes, in the sign-up's transaction, that this key made the account `userId`. */
export async function noteSignUpKey(manager: EntityManager, e: { userId: string; key: string; email: string; username: string; hours: number }): Promise<void> {
  await manager.query(
    `INSERT INTO idempotency_keys (user_id, key, operation, request_hash, status, content_type, body, expires_at)
     VALUES ($1, $2, $3, $4, 200, 'application/json', '{}', now() + make_interval(hours => $5))`,
    [e.userId, e.key, SIGN_UP, signUpHash(e.email, e.username), e.hours],
  );
}

/** The account a sign-up with this key, email and user name made (within IDEMPOTENCY_KEY_HOURS), if any. */
export async function accountMadeWithKey(manager: EntityManager, e: { key: string; email: string; username: string }): Promise<string | undefined> {
  const [row] = (await manager.query(
    `SELECT k.user_id FROM idempotency_keys k JOIN users u ON u.id = k.user_id
      WHERE ${EMAIL_MATCHES_SQL("u.email", "$1")} AND k.key = $2 AND k.operation = $3 AND k.request_hash = $4 AND k.expires_at > now()`,
    [e.email, e.key, SIGN_UP, signUpHash(e.email, e.username)],
  )) as Array<{ user_id: string }>;
  return row?.user_id;
}

/** Whether a key is one the shop accepts (1 to 255 printable ASCII characters). */
export function isIdempotencyKey(key: string): boolean {
  return KEY.test(key);
}

/** The keys' own connections: a claim and an answer are one short statement each. */
const KEYS_POOL_SIZE = 4;

/** PostgreSQL's codes for a statement given up on (lock_timeout, statement_timeout): a claim waits and tries again. */
const GAVE_UP = new Set(["55P03", "57014"]);
const gaveUp = (error: unknown) => GAVE_UP.has(String((error as { code?: unknown })?.code));

/** A claim this node holds while its work runs: renewed by the heartbeat. */
interface HeldClaim {
  userId: string;
  key: string;
  token: string;
}

export function createIdempotencyService({ dataSource, config, logger }: Pick<ServiceContext, "dataSource" | "config" | "logger">) {
  const leaseMs = config.bounds.claimLeaseMs;
  const waits = poolWaits(config.bounds, "keys");
  let pool: pg.Pool | undefined;
  const keys = () =>
    (pool ??= new pg.Pool({
      connectionString: primaryUrlOf(dataSource),
      max: KEYS_POOL_SIZE,
      application_name: "sutra-api-idempotency",
      Client: PreparingClient,
      ...pgPoolSettings(waits, ["-c synchronous_commit=off"]),
    }));
  const query = async <Row>(text: string, values: unknown[]): Promise<Row[]> => (await keys().query(text, values)).rows as Row[];

  /**
   * The claims this node's requests hold while their work runs, renewed together every third of the lease: one
   * statement per node, none while no keyed request runs. A claim whose row is locked by its own work's transaction
   * (keyed-effects.ts) is skipped, not waited for: nobody can take it over while that lock is held, and once the
   * transaction ends a takeover finds the work's effect noted.
   */
  const held = new Set<HeldClaim>();
  let heartbeat: NodeJS.Timeout | undefined;
  let renewing: Promise<unknown> | undefined;
  function renewHeld() {
    if (renewing || held.size === 0) return;
    const claims = [...held];
    renewing = query(
      `UPDATE idempotency_keys k SET claimed_until = now() + make_interval(secs => $4)
        WHERE k.ctid = ANY(ARRAY(
          SELECT i.ctid FROM idempotency_keys i JOIN unnest($1::uuid[], $2::text[], $3::uuid[]) AS c(user_id, key, token)
              ON i.user_id = c.user_id AND i.key = c.key AND i.claim_token = c.token
           WHERE i.status IS NULL
             FOR UPDATE OF i SKIP LOCKED))`,
      [claims.map((c) => c.userId), claims.map((c) => c.key), claims.map((c) => c.token), leaseMs / 1000],
    )
      .catch((error: unknown) => logger.warn({ err: error }, "could not renew this node's idempotency claims"))
      .finally(() => (renewing = undefined));
  }
  function hold(claim: HeldClaim): () => void {
    held.add(claim);
    // Made outside the request's owed claim (runClaimingOnTheWay holds claims made on its way): the renewals are no work of it.
    heartbeat ??= outsideOwing(() => setInterval(renewHeld, Math.max(50, Math.floor(leaseMs / 3))));
    heartbeat.unref();
    return () => {
      held.delete(claim);
      if (held.size === 0 && heartbeat) {
        clearInterval(heartbeat);
        heartbeat = undefined;
      }
    };
  }

  // This node's name in claims, and the idle connection holding its advisory lock while the node lives.
  let node: Promise<{ id: string; client: pg.Client }> | undefined;
  function thisNode(): Promise<{ id: string; client: pg.Client }> {
    if (node) return node;
    const made = (async () => {
      // Positive and below 2^53, so it survives JavaScript numbers as well as PostgreSQL's bigint.
      const id = String(randomInt(1, 2 ** 47) * 32 + randomInt(0, 32));
      const client = new pg.Client({ connectionString: primaryUrlOf(dataSource), application_name: "sutra-api-node-lease", ...pgPoolSettings(waits) });
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

  /**
   * The statement claiming the key for this request under `token`: a new row, one whose kept answer expired, or one
   * whose claim was abandoned (not renewed in time, or its node gone) by a request like this one. It answers a row when
   * this request now holds the claim. Taking an abandoned claim over keeps what its work noted (`effects`); an expired
   * row starts afresh. It commits without waiting for the disk wherever it is sent (see above). With `answer` (work
   * that never reached the database, answered for good), the claim is made with its answer kept: no claim stays open.
   */
  function claimStatement(request: KeyedRequest, key: string, requestHash: string, token: string, nodeId: string, answer?: Answer): { text: string; values: unknown[] } {
    return {
      text: `INSERT INTO idempotency_keys AS k (user_id, key, operation, request_hash, claimed_until, claimed_by, claim_token, expires_at, status, content_type, body)
       VALUES ($1, $2, $3, $4, CASE WHEN $9::int IS NULL THEN now() + make_interval(secs => $5) END, $6, $8::uuid, now() + make_interval(hours => $7), $9, $10, $11)
       ON CONFLICT (user_id, key) DO UPDATE SET operation = EXCLUDED.operation, request_hash = EXCLUDED.request_hash,
         status = EXCLUDED.status, content_type = EXCLUDED.content_type, body = EXCLUDED.body, claimed_until = EXCLUDED.claimed_until, claimed_by = EXCLUDED.claimed_by,
         claim_token = EXCLUDED.claim_token, effects = CASE WHEN k.expires_at <= now() THEN '{}'::jsonb ELSE k.effects END,
         created_at = CASE WHEN k.expires_at <= now() THEN now() ELSE k.created_at END,
         expires_at = CASE WHEN k.expires_at <= now() THEN EXCLUDED.expires_at ELSE k.expires_at END
       WHERE k.expires_at <= now()
          OR (k.status IS NULL AND k.request_hash = EXCLUDED.request_hash AND (k.claimed_until < now() OR NOT ${CLAIMANT_ALIVE}))
       RETURNING k.claim_token, set_config('synchronous_commit', 'off', true) AS commit_mode`,
      values: [request.userId, key, request.operation, requestHash, leaseMs / 1000, nodeId, config.idempotencyKeyHours, token, answer?.status ?? null, answer?.contentType ?? null, answer?.body ?? null],
    };
  }

  /** Claims the key on the keys' own connections; the claim's token when this request now holds it. */
  async function claim(request: KeyedRequest, key: string, requestHash: string): Promise<string | undefined> {
    const { id } = await thisNode();
    const { text, values } = claimStatement(request, key, requestHash, randomUUID(), id);
    const claimed = await query<{ claim_token: string }>(text, values);
    return claimed[0]?.claim_token;
  }

  async function readKept(userId: string, key: string): Promise<KeptRow | undefined> {
    const rows = await query<KeptRow>(
      `SELECT request_hash, status, content_type, body, (k.claimed_until >= now() AND ${CLAIMANT_ALIVE}) AS claim_open
         FROM idempotency_keys k WHERE user_id = $1 AND key = $2 AND expires_at > now()`,
      [userId, key],
    );
    return rows[0];
  }

  /**
   * Gives the claim up (the work failed, or its answer is not kept): a repeat runs the work again. A claim whose work
   * noted an effect stays, open to the next repeat at once, so that repeat finds what was done; only this claim's own
   * row (its token) is touched, never one a retry took over meanwhile.
   */
  async function release(userId: string, key: string, token: string): Promise<void> {
    await query(
      `WITH kept AS (
         UPDATE idempotency_keys SET claimed_until = '-infinity' WHERE user_id = $1 AND key = $2 AND claim_token = $3 AND status IS NULL AND effects <> '{}'::jsonb)
       DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND claim_token = $3 AND status IS NULL AND effects = '{}'::jsonb`,
      [userId, key, token],
    );
  }

  /**
   * Issue 46: the first try of a keyed request runs its work with the claim owed (db/owed-statement.ts): the claim
   * leaves in the same socket write as the BEGIN and the first statement of the work's transaction, and is judged
   * before that statement's answer is used, so nothing the work does is kept unless the claim was taken. Work that
   * reaches the database otherwise (a statement outside such a transaction, a provider's call) waits for the claim sent
   * alone first, as every claim was before; work that never reaches it claims afterwards. The answer when the claim was
   * this request's; undefined when another request holds the key (the work's attempt is dropped: its transaction was
   * rolled back) or the claim could not be made just now (a locked row).
   */
  async function runClaimingOnTheWay(
    request: KeyedRequest,
    key: string,
    requestHash: string,
    work: () => Promise<Answer & { final: boolean }>,
  ): Promise<{ answer: Answer; replayed: boolean } | undefined> {
    const { id } = await thisNode();
    const claimed: HeldClaim = { userId: request.userId, key, token: randomUUID() };
    const statement = claimStatement(request, key, requestHash, claimed.token, id);
    let taken = false;
    let failure: unknown;
    let unhold: (() => void) | undefined;
    const owed: OwedStatement = {
      ...statement,
      accept(answer) {
        if (answer.status === "rejected") {
          failure = answer.reason;
          throw answer.reason;
        }
        // Another request holds the key: this attempt stops here and is dropped (a domain error: nothing unexpected).
        if (answer.value.rows.length === 0) throw new DomainError("CONFLICT", IDEMPOTENCY_MESSAGES.inUse);
        taken = true;
        unhold = hold(claimed);
      },
      async payAlone() {
        owed.accept(await settled(keys().query(statement.text, statement.values)));
      },
    };
    try {
      const { result, paid } = await runOwing(owed, () => runUnderClaim(claimed, work));
      // Work that never reached the database (a refusal from what the node knows) with an answer for good: the claim
      // and its answer in one statement instead of two.
      if (!paid && result.status === "fulfilled" && result.value.final) return await claimAnswered(request, key, requestHash, result.value, id);
      if (!paid) await owed.payAlone().catch(() => undefined);
      if (!taken) {
        if (failure !== undefined && !gaveUp(failure)) throw failure;
        return undefined;
      }
      return await keepAnswer(request, claimed, result);
    } finally {
      unhold?.();
    }
  }

  /**
   * Claims the key with the answer of work that never reached the database: the answer when the key was free (or its
   * claim abandoned, as `claim` takes it over); undefined when another request holds it or the row is locked just now,
   * so that the caller waits for that request's answer as for any taken key.
   */
  async function claimAnswered(request: KeyedRequest, key: string, requestHash: string, value: Answer & { final: boolean }, nodeId: string): Promise<{ answer: Answer; replayed: false } | undefined> {
    const { final: _final, ...answer } = value;
    const { text, values } = claimStatement(request, key, requestHash, randomUUID(), nodeId, answer);
    const outcome = await settled(query(text, values));
    if (outcome.status === "rejected") {
      if (gaveUp(outcome.reason)) return undefined;
      throw outcome.reason;
    }
    return outcome.value.length > 0 ? { answer, replayed: false } : undefined;
  }

  /**
   * After the work under a claim this request holds: its answer kept for the key when final, the claim given up
   * otherwise (and when the work failed, whose error is thrown on).
   */
  async function keepAnswer(request: KeyedRequest, claimed: HeldClaim, outcome: PromiseSettledResult<Answer & { final: boolean }>): Promise<{ answer: Answer; replayed: false }> {
    if (outcome.status === "rejected") {
      await release(request.userId, claimed.key, claimed.token).catch((e: unknown) => logger.warn({ err: e }, "could not give an idempotency key's claim up"));
      throw outcome.reason;
    }
    const { final, ...answer } = outcome.value;
    try {
      if (final) {
        // Only while the claim is still this request's: one taken over meanwhile keeps the answer of the retry.
        await query(
          `UPDATE idempotency_keys SET status = $4, content_type = $5, body = $6, claimed_until = NULL WHERE user_id = $1 AND key = $2 AND claim_token = $3`,
          [request.userId, claimed.key, claimed.token, answer.status, answer.contentType, answer.body],
        );
      } else {
        await release(request.userId, claimed.key, claimed.token);
      }
    } catch (error) {
      // The work is done and its answer true: the caller gets it. A repeat waits out the claim, then takes it over.
      logger.warn({ err: error, operation: request.operation }, "could not keep the answer to an idempotent request");
    }
    return { answer, replayed: false };
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
     * is IDEMPOTENCY_KEY_REUSED. `claimOnTheWay`: the claim rides with the work's first statement (runClaimingOnTheWay),
     * for work whose answer reaches its client only through this function's, so that an attempt begun without the
     * claim can be dropped.
     */
    async run(
      request: KeyedRequest,
      work: () => Promise<Answer & { final: boolean }>,
      { claimOnTheWay = false }: { claimOnTheWay?: boolean } = {},
    ): Promise<{ answer: Answer; replayed: boolean }> {
      const key = this.checkKey(request.key);
      const requestHash = createHash("sha256").update(`${request.operation}\n${JSON.stringify(request.request)}`).digest("base64url");
      if (claimOnTheWay) {
        const first = await runClaimingOnTheWay(request, key, requestHash, work);
        if (first) return first;
      }

      // The key is another request's (or could not be claimed just now): wait for its answer, or take an abandoned claim over.
      const deadline = Date.now() + WAIT_FOR_FIRST_MS;
      let token: string | undefined;
      for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
        try {
          token = await claim(request, key, requestHash);
        } catch (error) {
          // The row is locked by the work's transaction of a request whose claim this one may take over (its node froze
          // inside it): PostgreSQL ends that transaction within DB_IDLE_IN_TRANSACTION_TIMEOUT_MS; until then, wait.
          if (!gaveUp(error)) throw error;
          if (Date.now() + pause > deadline) throw new IdempotencyError(409, "IDEMPOTENCY_KEY_IN_USE", IDEMPOTENCY_MESSAGES.inUse);
          await sleep(pause);
          continue;
        }
        if (token) break;
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

      const claimed: HeldClaim = { userId: request.userId, key, token: token! };
      // Renewed until the answer is kept (or the claim given up), not only while the work runs.
      const unhold = hold(claimed);
      try {
        return await keepAnswer(request, claimed, await settled(runUnderClaim(claimed, work)));
      } finally {
        unhold();
      }
    },

    /** Deletes kept answers past their time (IDEMPOTENCY_KEY_HOURS); returns how many. */
    sweepExpired,

    /** Ends this node's lease connection and the keys' pool (at shutdown, after requests in flight finished). */
    async close(): Promise<void> {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
      await renewing;
      const closing = node;
      node = undefined;
      await (await closing?.catch(() => undefined))?.client.end();
      const closingPool = pool;
      pool = undefined;
      await closingPool?.end();
    },

    /** Runs sweepExpired every ten minutes on this node; returns the stopper. */
    startSweepJob(): () => Promise<void> {
      return startPeriodicJob({ everyMs: SWEEP_EVERY_MS, run: sweepExpired, logger, failure: "removing expired idempotency keys failed" });
    },

  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
