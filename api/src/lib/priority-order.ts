/** A waiter in a queue served from the front: its priority (absent: 0) and when it began to wait (absent: now). */
export interface Prioritized {
  priority?: number;
  since?: number;
}

/**
 * Puts `waiter` in `queue` ahead of the lower-priority waiters it may pass: those that have waited less than
 * `overtakeForMs`. Equal priorities keep their order of arrival. The rule both the database pool
 * (db/pool-priority.ts) and a node's turns (lib/turns.ts) serve their waiters by.
 */
export function placeByPriority<W extends Prioritized>(queue: W[], waiter: W, overtakeForMs: number, now = Date.now()): void {
  const priority = waiter.priority ?? 0;
  let at = queue.length;
  while (at > 0 && (queue[at - 1]!.priority ?? 0) < priority && now - (queue[at - 1]!.since ?? now) < overtakeForMs) at -= 1;
  queue.splice(at, 0, waiter);
}
