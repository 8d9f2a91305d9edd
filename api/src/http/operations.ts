/**
 * What the people and machines running the shop ask of a node: `/healthz` (is the process alive and its database
 * reachable), `/readyz` (should a load balancer send it traffic) and `/metrics` (Prometheus). None of them is
 * cached, logged per request, or counted in the HTTP metrics' routes as a page.
 */
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Router } from "express";
import type { Redis } from "ioredis";
import type { DataSource } from "typeorm";
import type { Metrics } from "./metrics.js";

/** A check that takes longer than this counts as failed: a load balancer must not wait on a stuck dependency. */
const CHECK_TIMEOUT_MS = 2_000;

/** Set when the node is shutting down: it stops being ready, and its answers close their connections. */
export interface Lifecycle {
  draining: boolean;
}

export interface OperationsDeps {
  dataSource: DataSource;
  redis: Redis | undefined;
  lifecycle: Lifecycle;
  metrics: Metrics;
  /** Bearer token /metrics requires; undefined: open, or absent when `metricsOpen` is false (production). */
  metricsToken: string | undefined;
  metricsOpen: boolean;
}

type CheckResult = "up" | "down";

async function check(probe: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return "up";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

/** Whether every migration this build knows has been applied (they are never un-applied, so `true` is kept). */
function migrationsChecker(dataSource: DataSource) {
  let applied = false;
  return async (): Promise<boolean> => {
    if (applied) return true;
    const table = dataSource.options.migrationsTableName ?? "migrations";
    const rows = (await dataSource.query(`SELECT name FROM "${table}"`)) as Array<{ name: string }>;
    const done = new Set(rows.map((row) => row.name));
    applied = dataSource.migrations.every((migration) => migration.name !== undefined && done.has(migration.name));
    return applied;
  };
}

function bearerMatches(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization ?? "";
  const sent = Buffer.from(header.startsWith("Bearer ") ? header.slice(7) : "");
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

export function operationsRouter({ dataSource, redis, lifecycle, metrics, metricsToken, metricsOpen }: OperationsDeps): Router {
  const router = Router();
  const migrationsApplied = migrationsChecker(dataSource);

  router.get("/healthz", async (_req, res) => {
    const database = await check(() => dataSource.query("SELECT 1"));
    sendJson(res, database === "up" ? 200 : 503, { status: database === "up" ? "ok" : "unavailable", database });
  });

  // Not ready while draining, without its database or before its migrations are applied. Redis is reported but
  // does not make a node unready: every node shares it, so failing on it would take the whole shop out at once,
  // while without it the shop keeps selling (rate limits per node, caches on their own time bounds).
  router.get("/readyz", async (_req, res) => {
    const [database, migrations, redisState] = await Promise.all([
      check(() => dataSource.query("SELECT 1")),
      check(async () => {
        if (!(await migrationsApplied())) throw new Error("pending");
      }),
      redis ? check(() => redis.ping()) : Promise.resolve("not configured" as const),
    ]);
    const ready = !lifecycle.draining && database === "up" && migrations === "up";
    const status = lifecycle.draining ? "draining" : !ready ? "unavailable" : redisState === "down" ? "degraded" : "ready";
    sendJson(res, ready ? 200 : 503, { status, database, migrations: migrations === "up" ? "applied" : "pending or unknown", redis: redisState });
  });

  router.get("/metrics", async (req, res) => {
    if (!metricsToken && !metricsOpen) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    if (metricsToken && !bearerMatches(req, metricsToken)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("A valid bearer token is required.");
      return;
    }
    res.set("Cache-Control", "no-store").type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  return router;
}
