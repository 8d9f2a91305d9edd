/** Fixed-window counters. In memory for one process; a shared store (Redis) plugs in for several replicas. */
export interface RateLimitStore {
  /** Counts one hit on `key` and returns the count in the current window and seconds until it resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();

  async hit(key: string, windowSeconds: number) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      window = { count: 0, resetsAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
      this.sweep(now);
    }
    window.count += 1;
    return { count: window.count, resetInSeconds: Math.ceil((window.resetsAt - now) / 1000) };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  /** Drops expired windows now and then so the map cannot grow without bound. */
  private sweep(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}
