import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { DataSource } from "typeorm";
import { ASYNC_COMMIT } from "../../db/sql.js";
import type { Logger } from "../../lib/logger.js";
import { startPeriodicJob } from "../../lib/periodic-job.js";

/** Rows of an UPDATE … RETURNING through TypeORM's postgres driver: `[rows, count]`. */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === "number") return result[0] as T[];
  return Array.isArray(result) ? (result as T[]) : [];
}

/** An outbox row as the sender sees it: its id and attempts, and the columns its `send` reads. */
export interface OutboxRow {
  id: string;
  attempts: number;
}

/** A send that should not be tried again (the provider refused the request itself): the row is marked failed at once. */
export interface PermanentFailure {
  permanent: true;
}

export interface OutboxSenderSpec<Row extends OutboxRow> {
  dataSource: DataSource;
  logger: Logger;
  /** The outbox table: id, status ('pending' | 'sent' | 'failed'), attempts, next_attempt_at, locked_until, locked_by, last_error, created_at. */
  table: "email_outbox" | "message_outbox";
  /** The columns `send` reads (besides id and attempts). */
  columns: string;
  /** What the log lines call one row. */
  noun: string;
  leaseSeconds: number;
  maxAttempts: number;
  /** Sends one row; throws on failure (an error with `permanent: true` is not retried). */
  send(row: Row): Promise<void>;
  /** Marks the row sent, in one UPDATE guarded by `id = $1 AND locked_by = $2 AND status = 'pending'`. */
  markSent(row: Row, token: string): Promise<void>;
}

/**
 * The outbox sender the email and message outboxes share. Any number of nodes run it: each claims due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), sends them one at a time and marks each sent right after the
 * provider accepted it. A node that dies or hangs mid-batch leaves its claimed, unsent rows to be claimed again when
 * the lease ends; failures are retried with backoff up to the attempts allowed. Each claim is fenced (issue 47):
 * `locked_by` is a token of that claim, and renewing, marking sent or failed name it, so a node that wakes up after its
 * claim was taken over touches (and sends) none of those rows. Claims, leases and sent marks commit asynchronously
 * (db/sql.ts): a database crash may at worst send a row again, which an at-least-once outbox allows anyway.
 */
export function createOutboxSender<Row extends OutboxRow>(spec: OutboxSenderSpec<Row>) {
  const { dataSource, logger, table } = spec;
  const node = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  async function claim(limit: number, token: string, onlyId: string | null = null): Promise<Row[]> {
    const result: unknown = await dataSource.query(
      `UPDATE ${table} SET locked_until = now() + make_interval(secs => $1), locked_by = $2, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM ${table}
           WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now()) AND ($4::uuid IS NULL OR id = $4)
           ORDER BY next_attempt_at, created_at, id
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
        RETURNING id, attempts, created_at, ${spec.columns}, ${ASYNC_COMMIT} AS async_commit`,
      [spec.leaseSeconds, token, limit, onlyId],
    );
    return returnedRows<Row & { created_at: Date }>(result).sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : 1));
  }

  /**
   * Takes a fresh lease on one claimed row right before sending it, or learns it is no longer this node's: the batch's
   * lease may have run out while earlier rows were sent, and another node may have claimed it since. So each send has
   * (at least nine tenths of) a lease of its own, and a row taken over is never sent twice.
   */
  async function renewLease(row: Row, token: string): Promise<boolean> {
    const result: unknown = await dataSource.query(
      `UPDATE ${table} SET locked_until = now() + make_interval(secs => $3) WHERE id = $1 AND locked_by = $2 AND status = 'pending' RETURNING id, ${ASYNC_COMMIT} AS async_commit`,
      [row.id, token, spec.leaseSeconds],
    );
    return returnedRows(result).length === 1;
  }

  async function sendOne(row: Row, token: string): Promise<boolean> {
    try {
      await spec.send(row);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const permanent = (error as Partial<PermanentFailure> | null)?.permanent === true;
      const backoffSeconds = Math.min(3600, 5 * 2 ** Math.min(row.attempts, 10));
      await dataSource.query(
        `UPDATE ${table} SET locked_until = NULL, locked_by = NULL, last_error = $3,
                status = CASE WHEN $6 OR attempts >= $4 THEN 'failed' ELSE 'pending' END,
                next_attempt_at = now() + make_interval(secs => $5)
          WHERE id = $1 AND locked_by = $2 AND status = 'pending'`,
        [row.id, token, message, spec.maxAttempts, backoffSeconds, permanent],
      );
      logger.warn({ [`${spec.noun}Id`]: row.id, attempts: row.attempts, err: message }, `sending an ${spec.noun} failed`);
      return false;
    }
    await spec.markSent(row, token);
    return true;
  }

  /** Sends what is due now (at most `limit`); returns how many were sent. */
  async function sendDue(limit = 25, onlyId: string | null = null): Promise<number> {
    const token = `${node}:${randomUUID().slice(0, 8)}`;
    const claimSentAt = performance.now();
    const claimed = await claim(limit, token, onlyId);
    let sent = 0;
    for (const row of claimed) {
      // Right after the claim its own lease is still whole: renewing it would only repeat it (one statement an email
      // or message, the usual batch being one). Past a tenth of the lease, each row's send gets a fresh one.
      const leaseFresh = performance.now() - claimSentAt < (spec.leaseSeconds * 1000) / 10;
      if ((leaseFresh || (await renewLease(row, token))) && (await sendOne(row, token))) sent += 1;
    }
    return sent;
  }

  return {
    sendDue,
    /** Sends one row now, if it is due and no node holds it (a sign-in code the shopper waits for); true when sent. */
    sendNow: async (id: string) => (await sendDue(1, id)) === 1,
    /** Runs the sender every `seconds` on this node (0: off); returns its stop function. */
    startJob(seconds: number, onStop: () => void = () => {}): () => Promise<void> {
      if (!seconds) return async () => {};
      const stop = startPeriodicJob({ everyMs: seconds * 1000, run: () => sendDue(), logger, failure: `the ${spec.noun} sender failed` });
      return async () => {
        await stop();
        onStop();
      };
    },
  };
}
