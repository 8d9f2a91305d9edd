/**
 * Leases for background jobs that one node at a time should run (the order-expiry sweep), issue 47. A session advisory
 * lock held for the length of a job was "alive while connected": a node that froze mid-job kept its connection, so its
 * lock, for as long as it hung, and no other node swept meanwhile. A lease is a row (`leases`) instead:
 *
 * - taken when free or expired, with a new fencing `token` (one statement);
 * - renewed by its holder every third of CLAIM_LEASE_SECONDS while the job runs (the heartbeat), so a node that hangs
 *   stops renewing it and another node takes it over within the lease;
 * - `fence(manager)` in each of the job's transactions holds the lease row (FOR SHARE) until the commit and refuses
 *   when the token is no longer the holder's: a holder that wakes up after being taken over commits nothing;
 * - given back (deleted) when the job ends.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { EntityManager } from "typeorm";
import { ASYNC_COMMIT } from "../db/sql.js";
import type { ServiceContext } from "./context.js";

/** The job's hold on its lease, given to the job. */
export interface Lease {
  readonly token: string;
  /** Whether the heartbeat found the lease taken over (the job should stop: its writes would be refused anyway). */
  readonly lost: boolean;
  /** In each of the job's transactions: refuses (throws LeaseLostError) when the lease is no longer this holder's. */
  fence(manager: EntityManager): Promise<void>;
}

export class LeaseLostError extends Error {
  constructor(name: string) {
    super(`the lease "${name}" was taken over by another node`);
    this.name = "LeaseLostError";
  }
}

/** Rows of an INSERT/UPDATE … RETURNING through TypeORM's `query`: `[rows, count]` for an UPDATE. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === "number") return result[0] as T[];
  return Array.isArray(result) ? (result as T[]) : [];
}

export function createLeases({ dataSource, config, logger }: Pick<ServiceContext, "dataSource" | "config" | "logger">) {
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseSeconds = () => config.bounds.claimLeaseMs / 1000;

  /** Takes the lease when nobody holds it or its holder stopped renewing it; the new token, or undefined. */
  async function acquire(name: string): Promise<string | undefined> {
    const rows = rowsOf<{ token: string }>(
      await dataSource.query(
        `INSERT INTO leases AS l (name, holder, token, expires_at) VALUES ($1, $2, gen_random_uuid(), now() + make_interval(secs => $3))
         ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, token = EXCLUDED.token, expires_at = EXCLUDED.expires_at WHERE l.expires_at < now()
         RETURNING l.token, ${ASYNC_COMMIT} AS async_commit`,
        [name, holder, leaseSeconds()],
      ),
    );
    return rows[0]?.token;
  }

  return {
    /**
     * Runs `job` while holding the lease `name`, renewing it; null without running it when another node holds it,
     * and null when the lease was taken over while the job ran (its fenced transaction was refused: the new holder
     * carries on). The lease is given back when the job ends (or left to expire if giving it back fails).
     */
    async run<T>(name: string, job: (lease: Lease) => Promise<T>): Promise<T | null> {
      const token = await acquire(name);
      if (!token) return null;
      let lost = false;
      let renewing: Promise<unknown> | undefined;
      const renew = () => {
        renewing ??= dataSource
          .query(`UPDATE leases SET expires_at = now() + make_interval(secs => $3) WHERE name = $1 AND token = $2 RETURNING name, ${ASYNC_COMMIT} AS async_commit`, [
            name,
            token,
            leaseSeconds(),
          ])
          .then((result: unknown) => {
            if (rowsOf(result).length === 0) lost = true;
          })
          .catch((error: unknown) => logger.warn({ err: error, lease: name }, "could not renew a lease"))
          .finally(() => (renewing = undefined));
      };
      const heartbeat = setInterval(renew, Math.max(50, Math.floor((leaseSeconds() * 1000) / 3)));
      heartbeat.unref();
      const lease: Lease = {
        token,
        get lost() {
          return lost;
        },
        async fence(manager) {
          const [row] = (await manager.query(`SELECT 1 AS held FROM leases WHERE name = $1 AND token = $2 FOR SHARE`, [name, token])) as Array<{ held: number }>;
          if (!row) {
            lost = true;
            throw new LeaseLostError(name);
          }
        },
      };
      try {
        return await job(lease);
      } catch (error) {
        if (!(error instanceof LeaseLostError)) throw error;
        logger.warn({ lease: name }, "a lease was taken over while its job ran (this node stopped renewing it in time); the other node carries on");
        return null;
      } finally {
        clearInterval(heartbeat);
        await renewing;
        await dataSource.query(`DELETE FROM leases WHERE name = $1 AND token = $2`, [name, token]).catch((error: unknown) => logger.warn({ err: error, lease: name }, "could not give a lease back"));
      }
    },
  };
}

export type Leases = ReturnType<typeof createLeases>;
