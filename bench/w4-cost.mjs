#!/usr/bin/env node
// `node bench/w4-cost.mjs --base api/base-dist`: what one W4 question costs the shop, in its own CPU time, for two builds
// (issue 46). On a shared machine the rate of bench:ab moves with whatever else runs (the same build gave 226 and 656
// req/s three minutes apart at load average 12); the CPU the shop process itself spends on a fixed set of questions
// moves far less. Each run starts the build (bench/shop-server.mjs, the bench database), signs the bench shopper in,
// sends the first --questions questions of the harness's W4 stream (the same seed, so the same questions for both
// builds) with --concurrency at a time, and reads the process's CPU time (utime + stime) before and after; runs
// alternate base, this, base, this… Each build asks with its own storefront documents (the base directory's
// storefront-operations.json when it has one, as bench/ab.mjs).
//
//   node bench/w4-cost.mjs --base api/base-dist --runs 3 --questions 3000 --concurrency 8 --port 3340
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { processCpuMs, root, shopCommand, startShop } from './shop-server.mjs';

const args = process.argv.slice(2);
const take = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const base = take('base');
if (!base) throw new Error('--base <dir>: a built api/dist of the version to compare with (see bench/ab.mjs)');
const builds = { base: resolve(base), this: join(root, 'api', 'dist') };
const runs = Number(take('runs', '3'));
const questions = Number(take('questions', '3000'));
const concurrency = Number(take('concurrency', '8'));
const port = Number(take('port', '3340'));
const benchDir = process.env.SUTRA_BENCH_DIR ?? join(root, '..', 'shared', 'bench');
const databaseUrl = process.env.SUTRA_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sutra_bench';
const catalogue = join(root, '.data', 'bench', 'products-10000.jsonl');
const { sampleMix } = await import(join(benchDir, 'workloads.mjs'));
const stream = sampleMix(catalogue).w4.slice(0, questions);
const SORT_IDS = { price_asc: 'price-lowtohigh', price_desc: 'price-hightolow', title_asc: 'title-atoz', title_desc: 'title-ztoa' };

function operationsOf(build) {
  const own = join(builds[build], 'storefront-operations.json');
  return JSON.parse(readFileSync(existsSync(own) ? own : join(root, 'bench', 'storefront-operations.json'), 'utf8'));
}

/** The question as the storefront asks it (bench/targets.mjs's W4, search with its total as the harness asks it). */
function bodyOf(web, q) {
  if (q.kind === 'detail') return { query: web.ShopProductDetails, variables: { slug: q.slug } };
  if (q.kind === 'search') {
    const query = web.ShopSearch.replace('search(keyword: $keyword, first: 24) {', 'productSearch(keyword: $keyword, first: 24) {\n    totalCount\n    edges { node {').replace(
      '    ...ShopProductCard\n  }\n}',
      '    ...ShopProductCard\n  } }\n  }\n}',
    );
    return { query, variables: { keyword: q.term } };
  }
  const filter = { ...(q.category ? { categories: [q.category] } : {}), ...(q.brands.length ? { brands: q.brands } : {}) };
  return { query: web.ShopListingProducts, variables: { filter, sortBy: SORT_IDS[q.sort], first: q.take } };
}

async function runOnce(build) {
  const web = operationsOf(build);
  const shop = await startShop({ port, databaseUrl, command: { ...shopCommand, args: [...shopCommand.args.slice(0, -1), join(builds[build], 'main.js')] } });
  try {
    const post = async (body, headers = {}) => {
      const r = await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      return { status: r.status, text: await r.text() };
    };
    const login = JSON.parse((await post({ query: web.Login, variables: { input: { email: 'bench-shopper-browser@sutra.test', password: 'bench-password-1' } } })).text);
    const token = login.data?.login?.token;
    if (!token) throw new Error(`could not sign the bench shopper in: ${JSON.stringify(login).slice(0, 300)}`);
    const headers = { authorization: `Bearer ${token}` };
    const bodies = stream.map((q) => bodyOf(web, q));
    // Warm-up: the first 300 questions (code compiled, connections open, the catalogue's caches filled).
    for (const body of bodies.slice(0, 300)) await post(body, headers);
    const before = processCpuMs(shop.pid);
    const started = performance.now();
    let next = 0;
    let bytes = 0;
    let errors = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < bodies.length) {
          const r = await post(bodies[next++], headers);
          bytes += r.text.length;
          if (r.status !== 200 || r.text.includes('"errors"')) errors += 1;
        }
      }),
    );
    const wallMs = performance.now() - started;
    const peak = Number(/^VmHWM:\s+(\d+)/m.exec(readFileSync(`/proc/${shop.pid}/status`, 'utf8'))[1]) / 1024;
    return { cpuPerQuestion: (processCpuMs(shop.pid) - before) / bodies.length, kB: bytes / bodies.length / 1000, errors, rate: (bodies.length * 1000) / wallMs, peak };
  } finally {
    shop.stop();
    await shop.exited;
  }
}

const lines = ['| run | base: shop CPU-ms a question | this | this / base | answer kB base → this | peak RSS MB base → this |', '|---|---:|---:|---:|---:|---:|'];
for (let run = 1; run <= runs; run += 1) {
  const order = run % 2 ? ['base', 'this'] : ['this', 'base'];
  const r = {};
  for (const build of order) r[build] = await runOnce(build);
  if (r.base.errors || r.this.errors) console.error(`[w4-cost] errors: base ${r.base.errors}, this ${r.this.errors}`);
  lines.push(
    `| ${run} | ${r.base.cpuPerQuestion.toFixed(3)} | ${r.this.cpuPerQuestion.toFixed(3)} | ${(r.this.cpuPerQuestion / r.base.cpuPerQuestion).toFixed(2)}× | ${r.base.kB.toFixed(2)} → ${r.this.kB.toFixed(2)} | ${Math.round(r.base.peak)} → ${Math.round(r.this.peak)} |`,
  );
  console.error(`[w4-cost] ${lines.at(-1)}`);
}
console.log(`\nW4 cost: the first ${questions} questions of the stream, ${concurrency} at a time, ${new Date().toISOString()}\n\n${lines.join('\n')}`);
