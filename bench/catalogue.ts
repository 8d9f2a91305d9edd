/**
 * Catalogue read benchmark: the real server (demo catalogue, fresh database) under concurrent requests on
 * loopback. Prints throughput, latency percentiles and the server's memory. Bounded: a fixed number of
 * requests per scenario, then it stops.
 *
 *   npm run bench:catalogue                    # embedded PostgreSQL (or DATABASE_URL's server)
 *   BENCH_REQUESTS=2000 BENCH_CONCURRENCY=16 npm run bench:catalogue
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseConfig } from "../api/src/config.js";
import { createLogger } from "../api/src/lib/logger.js";
import { startServer } from "../api/src/server.js";
import { recreateDatabase, startTestPostgres } from "../api/test/support/test-database.js";

const requests = Number(process.env.BENCH_REQUESTS ?? 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);

const postgres = await startTestPostgres();
const database = "sutra_bench";
const url = await recreateDatabase(postgres.adminUrl, database);

const config = parseConfig({
  NODE_ENV: "production",
  JWT_SECRET: "bench-secret-bench-secret-bench-secret-0001",
  RAZORPAY_KEY_ID: "rzp_test_bench",
  RAZORPAY_KEY_SECRET: "bench",
  RAZORPAY_WEBHOOK_SECRET: "bench",
  ORDER_EXPIRY_SWEEP_SECONDS: "0",
  PORT: "0",
  HOST: "127.0.0.1",
  DATABASE_URL: url,
  DATA_DIR: mkdtempSync(join(tmpdir(), "sutra-bench-")),
  LOG_LEVEL: "warn",
  SEED_ON_EMPTY: "true",
});
const server = await startServer(config, createLogger(config));
const base = server.url;

const gql = (query: string, variables: Record<string, unknown> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query, variables }),
});
const LISTING = `query ($filter: ProductFilter, $sortBy: String) { products(filter: $filter, sortBy: $sortBy, first: 24) {
  totalCount facets { categories { id count } brands { id count } }
  edges { cursor node { id title price salePrice totalStock image images { thumbnail webp } averageRating reviewCount category brand } } } }`;
const SEARCH = `query ($keyword: String!) { search(keyword: $keyword, first: 24) { id title price } }`;

const firstId = ((await (await fetch(`${base}/graphql`, gql(LISTING))).json()) as { data: { products: { edges: Array<{ node: { id: string } }> } } }).data.products.edges[0]!.node.id;

const scenarios: Array<{ name: string; url: string; init?: RequestInit }> = [
  { name: "GraphQL products (24, facets)", url: `${base}/graphql`, init: gql(LISTING) },
  { name: "GraphQL products filtered + sorted", url: `${base}/graphql`, init: gql(LISTING, { filter: { categories: ["men", "women"], brands: ["nike", "zara"] }, sortBy: "price-hightolow" }) },
  { name: "GraphQL product detail", url: `${base}/graphql`, init: gql(`query ($id: ID!) { product(id: $id) { id title description price averageRating } }`, { id: firstId }) },
  { name: "GraphQL search 'shrit' (typo)", url: `${base}/graphql`, init: gql(SEARCH, { keyword: "shrit" }) },
  { name: "GraphQL search 'linen shirt'", url: `${base}/graphql`, init: gql(SEARCH, { keyword: "linen shirt" }) },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

console.log(`Sutra catalogue bench: ${requests} requests per scenario, ${concurrency} concurrent, ${base}`);
console.log("scenario".padEnd(38), "req/s".padStart(8), "p50 ms".padStart(8), "p95 ms".padStart(8), "p99 ms".padStart(8), "errors".padStart(7));
for (const scenario of scenarios) {
  // Warm up caches and the connection pool before measuring.
  for (let i = 0; i < 20; i += 1) await (await fetch(scenario.url, scenario.init)).arrayBuffer();
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const t0 = performance.now();
        const res = await fetch(scenario.url, scenario.init);
        const body = await res.text();
        if (!res.ok || body.includes('"errors"')) errors += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    scenario.name.padEnd(38),
    (latencies.length / seconds).toFixed(0).padStart(8),
    percentile(latencies, 50).toFixed(1).padStart(8),
    percentile(latencies, 95).toFixed(1).padStart(8),
    percentile(latencies, 99).toFixed(1).padStart(8),
    String(errors).padStart(7),
  );
}
const memory = process.memoryUsage();
console.log(`server process memory: rss ${(memory.rss / 1048576).toFixed(0)} MiB, heap used ${(memory.heapUsed / 1048576).toFixed(0)} MiB (bench client in the same process)`);

await server.close();
await postgres.stop();
process.exit(0);
