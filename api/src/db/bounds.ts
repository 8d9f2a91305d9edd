/**
 * How long a connection of one of the shop's pools may wait, as node-postgres settings (issue 47). A node that hangs (a
 * stuck event loop, a paused VM, a host gone without closing its sockets) must not hold locks or connections anyone
 * else waits for, and no request of a healthy node may wait longer than a bound on anything:
 *
 * - `statement_timeout`: one statement runs at most this long (the primary's pools short, the reports' longer);
 * - `lock_timeout`: waiting for a lock (a row, a shopper's checkout lock) gives up after this;
 * - `idle_in_transaction_session_timeout`: a transaction whose node stops sending is ended, with its locks, by
 *   PostgreSQL itself: what frees a frozen node's checkouts (its sockets still answer TCP, its process does not);
 * - TCP keepalives at both ends (`keepAlive` here, `tcp_keepalives_*` and `tcp_user_timeout` for the server's side of
 *   each connection): a host that vanished is noticed in seconds, not the operating system's two hours;
 * - `connectionTimeoutMillis`: waiting for a free connection of the pool (or a new one) gives up too.
 *
 * The server-side settings travel in each connection's startup packet, so they need no change to postgresql.conf.
 * (Behind PgBouncer, which refuses unknown startup parameters, set them on the role instead: `ALTER ROLE sutra SET
 * statement_timeout = '10s'` and so on, and list `options` in its `ignore_startup_parameters`.)
 */
import type pg from "pg";
import type { Bounds } from "../config.js";

/** What one pool's connections may wait for. */
export interface PoolWaits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  poolWaitMs: number;
  keepAliveSeconds: number;
}

/** The waits of the shop's pools, from the configuration: `primary` (and the catalogue's reads), `reports`, `keys`. */
export function poolWaits(bounds: Bounds, pool: "primary" | "reports" | "keys"): PoolWaits {
  const base = {
    statementTimeoutMs: bounds.statementTimeoutMs,
    lockTimeoutMs: bounds.lockTimeoutMs,
    idleInTransactionTimeoutMs: bounds.idleInTransactionTimeoutMs,
    poolWaitMs: bounds.poolWaitMs,
    keepAliveSeconds: bounds.keepAliveSeconds,
  };
  if (pool === "reports") return { ...base, statementTimeoutMs: bounds.reportStatementTimeoutMs };
  // An idempotency key's claim and answer are one short statement each. A claim may wait on the row lock of a request
  // whose node froze inside its work's transaction: it gives up quickly and tries again (idempotency.service.ts).
  if (pool === "keys") return { ...base, statementTimeoutMs: Math.min(bounds.statementTimeoutMs || 2_000, 2_000), lockTimeoutMs: Math.min(bounds.lockTimeoutMs || 500, 500) };
  return base;
}

/** node-postgres pool settings for these waits; `options` adds `-c name=value` settings of the caller's own. */
export function pgPoolSettings(waits: PoolWaits | undefined, options: string[] = []): Partial<pg.PoolConfig> & { overtakeForMs?: number } {
  if (!waits) return options.length ? { options: options.join(" ") } : {};
  const k = waits.keepAliveSeconds;
  const server = [
    // The server's side: probe an idle client after k seconds, then every few seconds, and give up on a connection
    // whose sent data stays unacknowledged this long (PostgreSQL 12+).
    `-c tcp_keepalives_idle=${k}`,
    `-c tcp_keepalives_interval=${Math.max(1, Math.round(k / 5))}`,
    "-c tcp_keepalives_count=3",
    `-c tcp_user_timeout=${k * 2 * 1000}`,
  ];
  return {
    // 0 (no limit) is left out: pg sends only the settings it is given.
    ...(waits.statementTimeoutMs ? { statement_timeout: waits.statementTimeoutMs } : {}),
    ...(waits.lockTimeoutMs ? { lock_timeout: waits.lockTimeoutMs } : {}),
    ...(waits.idleInTransactionTimeoutMs ? { idle_in_transaction_session_timeout: waits.idleInTransactionTimeoutMs } : {}),
    connectionTimeoutMillis: waits.poolWaitMs,
    // A waiter for a connection is passed over by higher priorities (db/pool-priority.ts) for at most half of that.
    overtakeForMs: Math.floor(waits.poolWaitMs / 2),
    // The client's side: a server host that vanished is noticed too.
    keepAlive: true,
    keepAliveInitialDelayMillis: k * 1000,
    options: [...server, ...options].join(" "),
  };
}
