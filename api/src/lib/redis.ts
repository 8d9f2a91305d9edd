/**
 * Redis connections (REDIS_URL), made to fail fast rather than queue: while Redis is away a command is refused at
 * once (its caller decides: caches fall back to their own bounds, rate limits to each node's memory), the client
 * keeps reconnecting with a capped back-off, and everything picks up again by itself when Redis returns.
 *
 * A Redis that hangs instead (its host paused, a network that drops packets) is bounded too (issue 47): a command
 * with no reply within REDIS_COMMAND_TIMEOUT_MS fails like one refused, and TCP keepalives (TCP_KEEPALIVE_SECONDS)
 * notice a host that vanished, so the client reconnects instead of waiting on a dead socket.
 */
import { Redis } from "ioredis";
import type { Bounds } from "../config.js";
import type { Logger } from "./logger.js";

/** The defaults of config.ts, for callers without a configuration (tests, tools). */
const DEFAULT_WAITS: Pick<Bounds, "redisCommandTimeoutMs" | "keepAliveSeconds"> = { redisCommandTimeoutMs: 1_000, keepAliveSeconds: 10 };

export function createRedis(url: string, logger: Logger, role: "commands" | "subscriber", waits: Pick<Bounds, "redisCommandTimeoutMs" | "keepAliveSeconds"> = DEFAULT_WAITS): Redis {
  const client = new Redis(url, {
    connectionName: `sutra-${role}`,
    // Subscriptions are sent again on every reconnect; ordinary commands never wait for one.
    enableOfflineQueue: role === "subscriber",
    maxRetriesPerRequest: role === "subscriber" ? null : 1,
    connectTimeout: 2_000,
    // A subscriber's connection is silent between messages: only its commands (SUBSCRIBE) are timed.
    commandTimeout: waits.redisCommandTimeoutMs,
    keepAlive: waits.keepAliveSeconds * 1000,
    retryStrategy: (attempt) => Math.min(200 * attempt, 5_000),
  });
  let down = false;
  client.on("ready", () => {
    if (down) logger.info({ redis: role }, "Redis is reachable again");
    down = false;
  });
  client.on("error", (error: Error) => {
    // One line per outage, not one per retry.
    if (!down) {
      logger.warn(
        { redis: role, err: error.message },
        "Redis is unreachable: until it returns, rate limits are counted per node and caches follow other nodes' changes within their own time bounds",
      );
    }
    down = true;
  });
  return client;
}
