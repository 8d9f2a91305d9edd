import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import { placeByPriority, type Prioritized } from "../lib/priority-order.js";

/**
 * Issue 46: who gets a busy pool's next free connection. In a flash sale every connection of the primary is taken and
 * requests queue for them; first come, first served, the 200 shoppers' adds to cart were all served before the first
 * of them could place an order, and the sale ended only when the last of its 50 buyers had been through every queue.
 * Here a request that finishes a purchase is served before one that starts it: a payment's settlement first (money the
 * shopper has paid), then placing an order, then everything else; within a level, first come, first served.
 *
 * A waiter is passed over only while it has waited less than `overtakeForMs` (half the pool's wait bound, DB_POOL_WAIT_MS,
 * for the shop's server): an add to cart or an admin's page is delayed under a rush of checkouts, never starved into the
 * pool's timeout by them.
 */
export const POOL_PRIORITIES = { settling: 2, placing: 1 } as const;
export type PoolPriority = keyof typeof POOL_PRIORITIES;

const current = new AsyncLocalStorage<number>();

/** Runs `work` with its statements at this priority when they wait for a connection. */
export function withPoolPriority<T>(priority: PoolPriority, work: () => Promise<T>): Promise<T> {
  return current.run(POOL_PRIORITIES[priority], work);
}

/** How long a waiter may be passed over when the pool's options do not say (tools and tests without wait bounds). */
const OVERTAKE_FOR_MS = 2_500;

/** pg's Pool, ordering its waiters by priority (the pool's `overtakeForMs` option bounds it, see above). */
export class PriorityPool extends pg.Pool {}

const takeConnection = pg.Pool.prototype.connect as (this: pg.Pool, ...args: unknown[]) => unknown;
PriorityPool.prototype.connect = function connect(this: pg.Pool, ...args: unknown[]) {
  // pg-pool's queue of waiters (PendingItem), each marked here with its priority and when it began to wait.
  const waiting = (this as unknown as { _pendingQueue: Prioritized[] })._pendingQueue;
  const before = waiting.length;
  const result = takeConnection.apply(this, args);
  // Queued (no idle connection and no room for a new one): moved ahead of the lower waiters it may pass.
  if (waiting.length === before + 1) {
    const waiter = Object.assign(waiting.pop()!, { priority: current.getStore() ?? 0, since: Date.now() });
    placeByPriority(waiting, waiter, (this.options as { overtakeForMs?: number }).overtakeForMs ?? OVERTAKE_FOR_MS);
  }
  return result;
} as pg.Pool["connect"];

/** The pg module as TypeORM's `driver` option, with this Pool. */
export const pgWithPriorityPool = Object.assign(Object.create(pg) as typeof pg, { Pool: PriorityPool });
