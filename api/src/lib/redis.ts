/**
 * Redis connections (REDIS_URL), made to fail fast rather than queue: while Redis is away a command is refused at
 * once (its caller decides: caches fall back to their own bounds, rate limits to each node's memory), the client
 * keeps reconnecting with a capped back-off, and everything picks up again by itself when Redis returns.
 */
import { Redis } from "ioredis";
import type { Logger } from "./logger.js";

export function createRedis(url: string, logger: Logger, role: "commands" | "subscriber"): Redis {
  const client = new Redis(url, {
    connectionName: `sutra-${role}`,
    // Subscriptions are sent again on every reconnect; ordinary commands never wait for one.
    enableOfflineQueue: role === "subscriber",
    maxRetriesPerRequest: role === "subscriber" ? null : 1,
    connectTimeout: 2_000,
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
