#!/usr/bin/env node
// Soak test: the production build under W1 + W3 load (listing and product detail, GraphQL) for a long time, to
// show that memory does not grow. After a warm-up minute (JIT, pools, caches filling), it samples the server's RSS
// every 5 s and prints each minute's median (one sample would be wherever the garbage collector's sawtooth was), the
// growth from the first measured minute's median to the last one's, and the trend (least squares, MB a minute).
//
//   npm run bench:soak                      # 1 + 10 minutes, 16 connections, on the bench database (npm run bench loads it)
//   npm run bench:soak -- --minutes 2 --connections 8 --port 3321
//   CATALOGUE_CACHE_SECONDS=0 npm run bench:soak   # every request executes (no cache of public answers)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_QUERIES } from './queries.mjs';
import { root, startShop } from './shop-server.mjs';

const benchDir = process.env.SUTRA_BENCH_DIR ?? join(root, '..', 'shared', 'bench');
const { default: autocannon } = await import(join(benchDir, 'node_modules', 'autocannon', 'autocannon.js'));
const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const minutes = Number(opt('minutes', '10'));
const connections = Number(opt('connections', '16'));
const warmupMinutes = Number(opt('warmup', '1'));
const PORT = Number(opt('port', '3320'));
const url = `http://127.0.0.1:${PORT}`;

const { LISTING, DETAIL } = BENCH_QUERIES;
const body = (query, variables) => JSON.stringify({ query, variables });

const shop = await startShop({ port: PORT, databaseUrl: process.env.SUTRA_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sutra_bench' });
const rssMB = () => Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${shop.pid}/status`, 'utf8'))[1]) / 1024;

try {
  const ids = [];
  let after = null;
  while (ids.length < 200) {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(`query ($after: String) { products(first: 100, after: $after) { pageInfo { endCursor } edges { node { id } } } }`, { after }) });
    const page = (await res.json()).data.products;
    ids.push(...page.edges.map((e) => e.node.id));
    after = page.pageInfo.endCursor;
    if (!after) break;
  }
  const requests = [
    { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: body(LISTING, { filter: { categories: ['men'], brands: ['nike', 'adidas'] }, sortBy: 'price-lowtohigh', first: 24 }) },
    ...ids.map((id) => ({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: body(DETAIL, { id }) })),
  ];
  console.log(`soak: ${warmupMinutes} min warm-up, then ${minutes} min of W1 + W3 at ${connections} connections against ${url}; idle RSS ${rssMB().toFixed(1)} MB`);
  const run = autocannon({ url, connections, duration: (warmupMinutes + minutes) * 60, requests });
  const medians = [];
  let samples = [];
  let elapsed = 0;
  const timer = setInterval(() => {
    elapsed += 5;
    if (elapsed <= warmupMinutes * 60) return;
    samples.push(rssMB());
    if (samples.length < 12) return;
    const sorted = samples.sort((a, b) => a - b);
    medians.push((sorted[5] + sorted[6]) / 2);
    console.log(`  minute ${medians.length}: RSS median ${medians.at(-1).toFixed(1)} MB (min ${sorted[0].toFixed(1)}, max ${sorted[11].toFixed(1)})`);
    samples = [];
  }, 5_000);
  const result = await run;
  clearInterval(timer);
  const first = medians[0];
  const last = medians.at(-1);
  const n = medians.length;
  const meanX = (n - 1) / 2;
  const meanY = medians.reduce((a, b) => a + b, 0) / n;
  const slope = medians.reduce((sum, y, x) => sum + (x - meanX) * (y - meanY), 0) / medians.reduce((sum, _y, x) => sum + (x - meanX) ** 2, 0);
  console.log(
    `done: ${result.requests.total} requests (${result.requests.average} req/s), errors ${result.errors + result.non2xx}; ` +
      `RSS median in minute 1 ${first?.toFixed(1)} MB, in minute ${n} ${last?.toFixed(1)} MB: growth ${first ? (((last - first) / first) * 100).toFixed(1) : '-'}%; ` +
      `trend ${Number.isFinite(slope) ? slope.toFixed(2) : '-'} MB a minute`,
  );
} finally {
  shop.stop();
}
