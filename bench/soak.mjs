#!/usr/bin/env node
// Soak test: the production build under W1 + W3 load (listing and product detail, GraphQL) for a long time, to
// show that memory does not grow. Prints the server's RSS and V8 heap every minute and the growth from the first
// minute (after warm-up) to the last.
//
//   npm run bench:soak                      # 10 minutes, 16 connections, on the bench database (npm run bench loads it)
//   npm run bench:soak -- --minutes 2 --connections 8
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, startShop } from './shop-server.mjs';

const benchDir = process.env.SUTRA_BENCH_DIR ?? join(root, '..', 'shared', 'bench');
const { default: autocannon } = await import(join(benchDir, 'node_modules', 'autocannon', 'autocannon.js'));
const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const minutes = Number(opt('minutes', '10'));
const connections = Number(opt('connections', '16'));
const PORT = 3320;
const url = `http://127.0.0.1:${PORT}`;

const CARD = 'id title image price salePrice effectivePrice totalStock category brand';
const LISTING = `query Listing($filter: ProductFilter, $sortBy: String, $first: Int) { products(filter: $filter, sortBy: $sortBy, first: $first) { totalCount edges { node { ${CARD} } } } }`;
const DETAIL = `query Detail($id: ID!) { product(id: $id) { id title description image price salePrice effectivePrice totalStock category brand } }`;
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
  const samples = [];
  console.log(`soak: ${minutes} min of W1 + W3 at ${connections} connections against ${url}; idle RSS ${rssMB().toFixed(1)} MB`);
  const run = autocannon({ url, connections, duration: minutes * 60, requests });
  const timer = setInterval(() => {
    samples.push(rssMB());
    console.log(`  minute ${samples.length}: RSS ${samples.at(-1).toFixed(1)} MB`);
  }, 60_000);
  const result = await run;
  clearInterval(timer);
  const first = samples[0];
  const last = samples.at(-1);
  console.log(
    `done: ${result.requests.total} requests (${result.requests.average} req/s), errors ${result.errors + result.non2xx}; ` +
      `RSS after minute 1 ${first?.toFixed(1)} MB, at the end ${last?.toFixed(1)} MB: growth ${first ? (((last - first) / first) * 100).toFixed(1) : '-'}%`,
  );
} finally {
  shop.stop();
}
