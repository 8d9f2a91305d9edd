/**
 * What operators and load balancers ask of a node: /readyz, /metrics (Prometheus), request ids in every log line,
 * and a graceful shutdown that finishes the requests in flight and refuses new ones.
 */
import { Writable } from "node:stream";
import { connect } from "node:net";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { createLogger } from "../src/lib/logger.js";
import { startServer } from "../src/server.js";
import { createProduct, UPDATE_PRODUCT } from "./support/catalogue-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { makeImage } from "./support/media-fixtures.js";
import { createTestDatabase } from "./support/test-database.js";
import { until } from "./support/until.js";
import { PRODUCTION_ENV, testConfig, type TestServer, useTestServer } from "./support/test-server.js";

/** Captures a server's JSON log lines. */
function logCapture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe("/readyz", () => {
  const t = useTestServer();

  it("is ready (200) with its database reachable and every migration applied; Redis not configured", async () => {
    const res = await new ApiClient(t.url).request("/readyz");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toEqual({ status: "ready", database: "up", migrations: "applied", redis: "not configured" });
  });
});

describe("/readyz while Redis is unreachable", () => {
  // Nothing listens on port 1: every Redis command fails at once.
  const t = useTestServer({ REDIS_URL: "redis://127.0.0.1:1" });

  it("stays ready but says degraded: the shop keeps selling without Redis, and every node shares it", async () => {
    const res = await new ApiClient(t.url).request("/readyz");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "degraded", database: "up", redis: "down" });
  });
});

describe("/metrics", () => {
  const t = useTestServer();

  it("counts requests by route pattern, GraphQL operations by name, errors by code, pools, caches and event-loop lag", async () => {
    const { client } = await signUpCustomer(t);
    const listing = await client.request("/api/shop/products/get?category=men");
    expect(listing.status, listing.text).toBe(200);
    expect((await client.graphql("query ShopListing { products(first: 2) { totalCount } }")).errors).toBeUndefined();
    await client.graphql("query Broken { product(id: 1) { nope } }");
    // A raw path chosen by the client never becomes a label.
    await client.request("/api/shop/no-such-thing-12345");

    const res = await client.request("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = res.text;
    expect(body).toMatch(/sutra_http_request_duration_seconds_count\{method="GET",route="\/api\/shop\/products\/get",status="2xx"\} 1/);
    expect(body).toMatch(/sutra_http_request_duration_seconds_count\{method="POST",route="\/graphql",status="2xx"\} \d+/);
    expect(body).toMatch(/sutra_graphql_operation_duration_seconds_count\{operation="ShopListing",type="query"\} 1/);
    expect(body).toMatch(/sutra_errors_total\{api="graphql",code="GRAPHQL_VALIDATION_FAILED"\} 1/);
    expect(body).toMatch(/sutra_errors_total\{api="rest",code="404"\} 1/);
    expect(body).not.toContain("no-such-thing-12345");
    expect(body).toMatch(/sutra_db_pool_connections\{pool="primary",state="idle"\} \d+/);
    // The catalogue's readers on the primary (no replicas) are "reads", though their URL carries settings of its own.
    expect(body).toMatch(/sutra_db_pool_connections\{pool="reads",state="idle"\} \d+/);
    expect(body).not.toContain('pool="replica"');
    expect(body).toMatch(/sutra_cache_lookups_total\{cache="catalogue-counts",result="(hit|miss)"\} \d+/);
    expect(body).toContain("nodejs_eventloop_lag_p99_seconds");
  });

  it("is not itself a request worth a log line or a cache", async () => {
    const res = await new ApiClient(t.url).request("/metrics");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("/metrics with METRICS_TOKEN", () => {
  const token = "a-metrics-token-of-some-length";
  const t = useTestServer({ METRICS_TOKEN: token });

  it("answers only a scraper that sends the bearer token", async () => {
    const client = new ApiClient(t.url);
    const refused = await client.request("/metrics");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await client.request("/metrics", { headers: { authorization: "Bearer wrong-token-of-same-size!!" } })).status).toBe(401);
    const scraped = await client.request("/metrics", { headers: { authorization: `Bearer ${token}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.text).toContain("sutra_http_request_duration_seconds");
  });
});

describe("/metrics in production without a token", () => {
  const t = useTestServer(PRODUCTION_ENV);

  it("does not exist: a shop's internals are not published by default", async () => {
    expect((await new ApiClient(t.url).request("/metrics")).status).toBe(404);
  });
});

describe("request ids in the logs", () => {
  const capture = logCapture();
  const t = useTestServer({ LOG_LEVEL: "info" }, { logTo: capture.stream });

  it("every line written while serving a request names it, including the services' own lines", async () => {
    const admin = await signInAdmin(t);
    const form = new FormData();
    form.append("my_file", new Blob([new Uint8Array(await makeImage("png", 120, 80))], { type: "image/png" }), "tee.png");
    const res = await fetch(new URL("/api/admin/products/upload-image", t.url), {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "x-request-id": "upload-trace-42" },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe("upload-trace-42");

    const uploaded = await until(async () => capture.lines.find((line) => line.msg === "image uploaded"), "the upload's log line");
    expect(uploaded.reqId).toBe("upload-trace-42");
    const completed = await until(async () => capture.lines.find((line) => (line.req as { id?: string } | undefined)?.id === "upload-trace-42"), "the request's own line");
    expect(completed.reqId).toBe("upload-trace-42");
    // Lines written outside any request (start-up) carry none.
    expect(capture.lines.find((line) => String(line.msg).includes("is serving on"))?.reqId).toBeUndefined();
  });
});

describe("graceful shutdown", () => {
  it("refuses new connections at once, lets a request in flight finish with `Connection: close`, then closes", async () => {
    const database = await createTestDatabase(inject("pgAdminUrl"), inject("pgTemplate"));
    const config = testConfig(database.url);
    const server = await startServer(config, createLogger(config));
    const locker = new pg.Client({ connectionString: database.url });
    try {
      const admin = await signInAdmin({ url: server.url, config, server } as TestServer);
      const product = await createProduct(admin.client, { title: "Linen Kurta" });

      // Hold the product's row so the admin's edit waits inside the database: a request surely in flight.
      await locker.connect();
      await locker.query("BEGIN");
      await locker.query("SELECT 1 FROM products WHERE id = $1 FOR UPDATE", [product.id]);
      const edit = fetch(new URL("/graphql", server.url), {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ query: UPDATE_PRODUCT, variables: { id: product.id, input: { title: "Linen Kurta, renamed while draining" } } }),
      });
      await until(async () => {
        const { rows } = await locker.query(`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        return (rows[0] as { waiting: number }).waiting > 0;
      }, "the edit to wait on the row lock");

      const closed = server.close();
      // A second signal waits for the same shutdown.
      expect(server.close()).toBe(closed);
      const port = new URL(server.url).port;
      await until(
        () =>
          new Promise<boolean>((resolve) => {
            const socket = connect(Number(port), "127.0.0.1");
            socket.once("connect", () => socket.destroy() && resolve(false));
            socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
          }),
        "new connections to be refused",
      );

      await locker.query("COMMIT");
      const answer = await edit;
      expect(answer.status).toBe(200);
      expect(answer.headers.get("connection")).toBe("close");
      const json = (await answer.json()) as { data?: { updateProduct?: { title: string } }; errors?: unknown };
      expect(json.errors).toBeUndefined();
      expect(json.data?.updateProduct?.title).toBe("Linen Kurta, renamed while draining");
      await closed;
      // The edit really was committed before the pools closed.
      const { rows } = await locker.query("SELECT title FROM products WHERE id = $1", [product.id]);
      expect(rows[0]).toEqual({ title: "Linen Kurta, renamed while draining" });
    } finally {
      await locker.end().catch(() => undefined);
      await server.close();
      await database.drop();
    }
  });

});
