/**
 * With REDIS_URL every node counts against the same limits; while Redis is away each node counts on its own, so
 * the limits still hold per node and nothing is refused for Redis's sake.
 */
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import type { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { parseConfig } from "../src/config.js";
import { createLogger } from "../src/lib/logger.js";
import { createRedis } from "../src/lib/redis.js";
import { RedisRateLimitStore } from "../src/services/rate-limit.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const logger = createLogger(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", JWT_SECRET: "x".repeat(40) }));
const clients = [createRedis(REDIS_URL, logger, "commands"), createRedis(REDIS_URL, logger, "commands"), createRedis("redis://127.0.0.1:1", logger, "commands")];
const limit = { name: `test-${randomUUID().slice(0, 8)}`, max: 8, windowSeconds: 60 };

/** Until the client has connected: before that a hit is counted on the node alone (the Redis-away fallback). */
const ready = (client: Redis) => (client.status === "ready" ? Promise.resolve() : once(client, "ready").then(() => undefined));

afterAll(() => {
  for (const client of clients) client.disconnect();
});

describe("rate limits in Redis", () => {
  it("counts hits from two nodes against one limit", async () => {
    const [a, b] = [new RedisRateLimitStore(clients[0]!, "sutra-test:"), new RedisRateLimitStore(clients[1]!, "sutra-test:")];
    await Promise.all([ready(clients[0]!), ready(clients[1]!)]);
    const results = [];
    for (let i = 0; i < 9; i += 1) results.push(await (i % 2 === 0 ? a : b).consume(limit, "203.0.113.9"));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, true, true, true, false]);
    expect(results.at(-1)!.count).toBe(9);
    await a.reset(limit, "203.0.113.9");
    expect((await b.consume(limit, "203.0.113.9")).allowed).toBe(true);
  });

  it("counts on the node itself while Redis cannot be reached, and still refuses over the limit", async () => {
    const alone = new RedisRateLimitStore(clients[2]!, "sutra-test:");
    const results = [];
    for (let i = 0; i < 9; i += 1) results.push(await alone.consume(limit, "198.51.100.7"));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, true, true, true, false]);
  });
});
