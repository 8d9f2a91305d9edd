/**
 * Rate limits, counted by rate-limiter-flexible in fixed windows per key. Every limit of the shop (logins per
 * address and per email, sign-ups per address, anonymous searches per address) goes through `RateLimitStore`:
 * in memory for one process, in Redis (REDIS_URL) so that every node counts against the same limits.
 */
import { isIPv6 } from "node:net";
import type { Redis } from "ioredis";
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

/** A named limit: at most `max` points per key in a window of `windowSeconds`. */
export interface RateLimit {
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  /** Whether this hit was within the limit. */
  allowed: boolean;
  /** Points counted for the key in the current window, this hit included. */
  count: number;
  /** Seconds until the key's window resets (at least 1). */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  /** Counts `points` (default 1) for `key` under `limit`, and says whether they were within it. */
  consume(limit: RateLimit, key: string, points?: number): Promise<RateLimitResult>;
  /** Forgets `key`'s count (e.g. an email's failed logins after a successful one). */
  reset(limit: RateLimit, key: string): Promise<void>;
}

/** The limiter rate-limiter-flexible makes for one limit (memory, Redis…): consume and delete are all we use. */
export interface FlexibleLimiter {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

/** A RateLimitStore on any of rate-limiter-flexible's limiters, one limiter per limit. */
export class FlexibleRateLimitStore implements RateLimitStore {
  private readonly limiters = new Map<string, FlexibleLimiter>();

  constructor(
    private readonly createLimiter: (options: IRateLimiterOptions) => FlexibleLimiter,
    private readonly prefix = "sutra:",
  ) {}

  private limiter({ name, max, windowSeconds }: RateLimit): FlexibleLimiter {
    const id = `${name}|${max}|${windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.createLimiter({ keyPrefix: `${this.prefix}${name}`, points: max, duration: windowSeconds });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  async consume(limit: RateLimit, key: string, points = 1): Promise<RateLimitResult> {
    const answer = (res: RateLimiterRes, allowed: boolean): RateLimitResult => ({
      allowed,
      count: res.consumedPoints,
      retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    });
    try {
      return answer(await this.limiter(limit).consume(key, points), true);
    } catch (refused) {
      // Over the limit, rate-limiter-flexible rejects with the counts; anything else is a real failure.
      if (refused instanceof RateLimiterRes) return answer(refused, false);
      throw refused;
    }
  }

  async reset(limit: RateLimit, key: string): Promise<void> {
    await this.limiter(limit).delete(key);
  }
}

/** One process's limits, in memory (rate-limiter-flexible's RateLimiterMemory: expired keys are dropped). */
export class MemoryRateLimitStore extends FlexibleRateLimitStore {
  constructor() {
    super((options) => new RateLimiterMemory(options));
  }
}

/**
 * Every node's limits in one Redis. While Redis is away (refused at once, never waited for) each node counts in its
 * own memory instead: the limits still hold per node, and the shop keeps taking sign-ins. The Redis client logs the
 * outage and the recovery (lib/redis.ts).
 */
export class RedisRateLimitStore extends FlexibleRateLimitStore {
  constructor(redis: Redis, prefix: string) {
    super(
      (options) =>
        new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) }),
      prefix,
    );
  }
}

/**
 * The key a client address is counted under: an IPv4 address as it is (IPv4-mapped IPv6 included), an IPv6
 * address by its /64 network, which one subscriber usually holds whole (counting single IPv6 addresses would give
 * each client 2^64 tries).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** "in 1 minute", "in 60 minutes": how long a refused caller waits, rounded up to whole minutes. */
export function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}
