#!/usr/bin/env node
// Single-connection latency of the shop's catalogue (the production build on the bench database), one request at a
// time: W1 (the first listing page, and the page 50 pages deep reached by cursor), W2 search and W3 detail, with
// p50/p95/p99. Run by `npm run bench` after the harness (the 1M goals are single-connection p95s), or alone:
//
//   node bench/latency.mjs [--count 1000000] [--requests 300]
//
// SUTRA_BENCH_DATABASE_URL names the database (npm run bench sets it). Every request says `Cache-Control: no-cache`,
// so the node's one-second cache of public answers stays out of it: this is the time the work itself takes (a
// repeated question is answered from that cache in well under a millisecond).
import { performance } from 'node:perf_hooks';
import { BENCH_QUERIES } from './queries.mjs';
import { startShop } from './shop-server.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const count = Number(opt('count', '10000'));
const requests = Number(opt('requests', '300'));
const PORT = 3310;
const url = `http://127.0.0.1:${PORT}`;
const databaseUrl = process.env.SUTRA_BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${count === 10000 ? 'sutra_bench' : `sutra_bench_${count}`}`;

const { LISTING_PAGED: LISTING, SEARCH, DETAIL, BY_SKU } = BENCH_QUERIES;
const W1 = { filter: { categories: ['men'], brands: ['nike', 'adidas'] }, sortBy: 'price-lowtohigh', first: 24 };

async function gql(query, variables) {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' }, body: JSON.stringify({ query, variables }) });
  const json = await res.json();
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data;
}

async function measure(name, send) {
  for (let i = 0; i < 20; i++) await send(i); // warm-up
  const times = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    await send(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { name, p50: at(50), p95: at(95), p99: at(99) };
}

const shop = await startShop({ port: PORT, databaseUrl });
try {
  // The cursor of page 50, found by walking the listing the way a client would.
  let cursor50 = null;
  for (let page = 1; page < 50; page++) cursor50 = (await gql(LISTING, { ...W1, after: cursor50 })).products.pageInfo.endCursor;
  const ids = [];
  for (let i = 0; i < 100; i++) {
    const catalogueId = 1 + Math.floor((i * count) / 100) + (i % 7);
    ids.push((await gql(BY_SKU, { sku: `SUT-${String(catalogueId).padStart(6, '0')}` })).product.id);
  }
  const rows = [
    await measure('W1 listing, first page', () => gql(LISTING, W1)),
    await measure('W1 listing, page 50 by cursor', () => gql(LISTING, { ...W1, after: cursor50 })),
    await measure('W2 search "slim shirt"', () => gql(SEARCH, { keyword: 'slim shirt', first: 24 })),
    await measure('W3 detail (100 ids)', (i) => gql(DETAIL, { id: ids[i % ids.length] })),
  ];
  const f = (x) => x.toFixed(1);
  console.log(`\nSingle-connection latency, ${count.toLocaleString('en')} products, ${requests} requests each (after 20 warm-up), GraphQL POST, ms\n`);
  console.log('| request | p50 | p95 | p99 |\n|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} |`);
} finally {
  shop.stop();
}
