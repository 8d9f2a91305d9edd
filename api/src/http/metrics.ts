/**
 * Prometheus metrics (prom-client) at `/metrics`: HTTP latency by route, GraphQL latency by operation, errors by
 * code, the database pools (in use, idle, waiting), cache hit ratios, and Node's own (event-loop lag, GC, memory).
 * Labels never carry what a client chose freely (a raw path, an unknown operation name), so their number stays
 * bounded whatever is sent.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ApolloServerPlugin } from "@apollo/server";
import type pg from "pg";
import client from "prom-client";
import type { DataSource } from "typeorm";
import type { PostgresDataSourceOptions } from "typeorm/driver/postgres/PostgresDataSourceOptions.js";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";
import type { GraphQLContext } from "../graphql/context.js";

/** From a millisecond (a cached answer) to seconds (an import-sized admin write), for HTTP and GraphQL alike. */
const LATENCY_BUCKETS_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Operation names kept as labels; later new names count as "other". */
const MAX_OPERATION_LABELS = 200;

/** Where a request is counted: its route pattern (express), or a fixed name, never the raw path. */
export type RoutedRequest = IncomingMessage & { baseUrl?: string; originalUrl?: string; route?: { path?: unknown } };

/** The path as sent: express shortens `req.url` inside mounted routers. */
const pathOf = (req: RoutedRequest) => (req.originalUrl ?? req.url ?? "").split("?")[0]!;

/** Paths that are their own route. */
const FIXED_ROUTES = new Set(["/graphql", "/healthz", "/readyz", "/metrics"]);

function routeOf(req: RoutedRequest): string {
  if (req.route && typeof req.route.path === "string") return `${req.baseUrl ?? ""}${req.route.path}`;
  const path = pathOf(req);
  if (FIXED_ROUTES.has(path)) return path;
  if (path.startsWith("/assets/")) return "/assets";
  if (path.startsWith("/media/")) return "/media";
  if (path.startsWith("/api/")) return "/api (unmatched)";
  return "other";
}

export function createMetrics({ dataSource }: { dataSource: DataSource }) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const httpDuration = new client.Histogram({
    name: "sutra_http_request_duration_seconds",
    help: "HTTP requests by method, route and status class",
    labelNames: ["method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });
  const graphqlDuration = new client.Histogram({
    name: "sutra_graphql_operation_duration_seconds",
    help: "GraphQL operations by name and type, from the request's arrival in Apollo to its answer",
    labelNames: ["operation", "type"] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });
  const errors = new client.Counter({
    name: "sutra_errors_total",
    help: "Errors answered, by API and code (GraphQL extensions.code, or the REST status)",
    labelNames: ["api", "code"] as const,
    registers: [registry],
  });
  const cacheLookups = new client.Counter({
    name: "sutra_cache_lookups_total",
    help: "Lookups in the process's caches, by cache and result (hit or miss)",
    labelNames: ["cache", "result"] as const,
    registers: [registry],
  });
  new client.Gauge({
    name: "sutra_db_pool_connections",
    help: "Database pool connections by pool (primary; replica, or reads: the catalogue's own pool on the primary) and state (in_use, idle, waiting clients)",
    labelNames: ["pool", "state"] as const,
    registers: [registry],
    collect() {
      const driver = dataSource.driver as PostgresDriver;
      const replication = (dataSource.options as PostgresDataSourceOptions).replication;
      // The catalogue's own pool on the primary (no replicas) is "reads" (its URL differs only in its settings).
      const database = (url: string | undefined) => (url ? `${new URL(url).host}${new URL(url).pathname}` : undefined);
      const readers = replication?.slaves.every((slave) => database(slave.url) === database(replication.master.url)) ? "reads" : "replica";
      const pools: [string, pg.Pool | undefined][] = [["primary", driver.master as pg.Pool | undefined], ...(driver.slaves as pg.Pool[]).map((p): [string, pg.Pool] => [readers, p])];
      this.reset();
      for (const [name, pool] of pools) {
        if (!pool) continue;
        this.inc({ pool: name, state: "in_use" }, pool.totalCount - pool.idleCount);
        this.inc({ pool: name, state: "idle" }, pool.idleCount);
        this.inc({ pool: name, state: "waiting" }, pool.waitingCount);
      }
    },
  });

  const operationNames = new Set<string>();
  const operationLabel = (name: string | null | undefined) => {
    if (!name) return "anonymous";
    if (operationNames.has(name)) return name;
    if (operationNames.size >= MAX_OPERATION_LABELS) return "other";
    operationNames.add(name);
    return name;
  };

  return {
    registry,

    /** Times every request from its arrival to the last byte of its answer. */
    timeRequests(req: RoutedRequest, res: ServerResponse, next: () => void): void {
      const end = httpDuration.startTimer();
      res.once("finish", () => {
        end({ method: req.method ?? "?", route: routeOf(req), status: `${Math.floor(res.statusCode / 100)}xx` });
        if (res.statusCode >= 400 && pathOf(req).startsWith("/api/")) errors.inc({ api: "rest", code: String(res.statusCode) });
      });
      next();
    },

    /** Apollo plugin: operation latency and error codes. */
    graphqlPlugin(): ApolloServerPlugin<GraphQLContext> {
      return {
        async requestDidStart() {
          const end = graphqlDuration.startTimer();
          return {
            async willSendResponse({ operation, operationName, response }) {
              end({ operation: operationLabel(operationName), type: operation?.operation ?? "unknown" });
              if (response.body.kind !== "single") return;
              for (const error of response.body.singleResult.errors ?? []) errors.inc({ api: "graphql", code: String(error.extensions?.code ?? "UNKNOWN") });
            },
          };
        },
      };
    },

    /** For the caches: one lookup and whether it hit. */
    cacheLookup(cache: string, hit: boolean): void {
      cacheLookups.inc({ cache, result: hit ? "hit" : "miss" });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
