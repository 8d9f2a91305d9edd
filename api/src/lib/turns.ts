import { AsyncLocalStorage } from "node:async_hooks";
import { placeByPriority, type Prioritized } from "./priority-order.js";

/**
 * Taking turns on this node's one thread: at most `slots` pieces of work run at once, the rest wait, higher
 * priorities first and first come, first served within a priority. A waiter is passed over by higher priorities only
 * while it has waited less than `overtakeForMs`, and none waits longer than `maxWaitMs`: past it, it runs beside the
 * others. A turn orders the work; it never refuses any, and work that waits for something else (a provider's answer)
 * gives its turn back for that long with `stepAside`.
 */
export interface Turns {
  /** Runs `work` once a turn is free (at once when one is and nobody waits). */
  take<T>(priority: number, work: () => Promise<T>): Promise<T>;
  /** Runs `work` without the caller's turn, if it holds one, and takes a turn again (at the same priority) after it. */
  stepAside<T>(work: () => Promise<T>): Promise<T>;
  /** Work running in a turn now, and waiting for one. */
  readonly running: number;
  readonly waiting: number;
}

interface Waiter extends Prioritized {
  priority: number;
  go: () => void;
  timer?: NodeJS.Timeout;
}

interface Holder {
  priority: number;
  /** False while the holder has stepped aside, and once its work ended. */
  holds: boolean;
}

export function createTurns({ slots, overtakeForMs, maxWaitMs }: { slots: number; overtakeForMs: number; maxWaitMs: number }): Turns {
  if (!(slots >= 1)) throw new Error(`turns need at least one slot (got ${slots})`);
  const holding = new AsyncLocalStorage<Holder>();
  const queue: Waiter[] = [];
  let running = 0;

  function enter(priority: number): Promise<void> | undefined {
    if (running < slots && queue.length === 0) {
      running += 1;
      return undefined;
    }
    return new Promise<void>((go) => {
      const waiter: Waiter = { priority, since: Date.now(), go };
      placeByPriority(queue, waiter, overtakeForMs);
      // Past its longest wait it goes on beside the running ones (counted, so the slots free up as they finish).
      waiter.timer = setTimeout(() => {
        const index = queue.indexOf(waiter);
        if (index < 0) return;
        queue.splice(index, 1);
        running += 1;
        go();
      }, maxWaitMs);
      waiter.timer.unref();
    });
  }

  function leave(): void {
    running -= 1;
    while (running < slots && queue.length > 0) {
      const next = queue.shift()!;
      clearTimeout(next.timer);
      running += 1;
      next.go();
    }
  }

  async function take<T>(priority: number, work: () => Promise<T>): Promise<T> {
    // Work already in a turn goes on in it: waiting for a second turn could wait for itself.
    if (holding.getStore()?.holds) return work();
    await enter(priority);
    const holder: Holder = { priority, holds: true };
    try {
      return await holding.run(holder, work);
    } finally {
      holder.holds = false;
      leave();
    }
  }

  return {
    take,
    async stepAside(work) {
      const holder = holding.getStore();
      if (!holder?.holds) return work();
      holder.holds = false;
      leave();
      try {
        return await work();
      } finally {
        await enter(holder.priority);
        holder.holds = true;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
