#!/usr/bin/env node
// `npm run bench`: Sutra beside the bare node:http + pg baseline, on the same generated catalogue and the same
// PostgreSQL, in one run of the shared harness (../shared/bench). It
//   1. generates the catalogue (10,000 products unless --count N), kept under .data/bench/ for the next run;
//   2. loads it into a fresh database with the shop's own `catalogue:import` command, and into the baseline's; the
//      shop's copy gains sizes (bench/with-sizes.mjs: about 3.4 variant lines per product, same totals and prices);
//   3. builds the shop (production build) unless --no-build;
//   4. runs the harness with bench/targets.mjs (GraphQL and REST) and prints its table, then the ratios;
//   5. measures single-connection latency (p50/p95/p99, first and 50th listing page) with bench/latency.mjs.
//
//   npm run bench                                   # 10k products, all six workloads (W1-W6), 32 connections, 10 s each
//   npm run bench -- --count 1000000                # the 1M catalogue (generation and import take minutes)
//   npm run bench -- --workloads w1,w3 --duration 5 # any option of the harness passes through
//   npm run bench -- --no-load                      # reuse the databases loaded by the previous run
//   npm run bench -- --no-latency                   # skip the single-connection latency part
//   npm run bench -- --no-sizes                     # the shop's catalogue without sizes (one variant a product)
//   npm run bench -- --nodes 2                      # the shop as 2 nodes behind HAProxy, sharing Redis (issue 11)
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is the PostgreSQL server both use;
// SUTRA_BENCH_DIR points at the shared bench (default ../shared/bench).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = process.env.SUTRA_BENCH_DIR ?? join(root, '..', 'shared', 'bench');
const args = process.argv.slice(2);
const take = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const count = Number(take('count', '10000'));
const noLoad = flag('no-load');
const noBuild = flag('no-build');
const noLatency = flag('no-latency');
// 0: one node the harness starts itself; N: N nodes behind HAProxy (scripts/local-cluster.mjs), Redis shared.
const nodes = Number(take('nodes', '0'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = (name) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const shopDatabase = count === 10000 ? 'sutra_bench' : `sutra_bench_${count}`;
const baselineDatabase = count === 10000 ? 'bench_base' : `bench_base_${count}`;
const catalogue = join(root, '.data', 'bench', `products-${count}.jsonl`);
// The shop's copy has sizes (bench/with-sizes.mjs); --no-sizes imports the generator's file as it is.
const noSizes = flag('no-sizes');
const shopCatalogue = noSizes ? catalogue : join(root, '.data', 'bench', `products-${count}-sizes.jsonl`);

const step = (what) => console.error(`\n[sutra bench] ${what}`);
function run(cmd, cmdArgs, options = {}) {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

if (!existsSync(join(benchDir, 'run.mjs'))) throw new Error(`No shared bench at ${benchDir}: set SUTRA_BENCH_DIR`);
if (!existsSync(join(benchDir, 'node_modules', 'autocannon'))) {
  step(`installing the harness's dependencies in ${benchDir}`);
  run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: benchDir });
}

if (!noLoad) {
  if (!existsSync(catalogue)) {
    step(`generating ${count} products into ${catalogue}`);
    mkdirSync(dirname(catalogue), { recursive: true });
    run(process.execPath, [join(benchDir, 'catalog', 'generate.mjs'), '--count', String(count), '--out', catalogue]);
  }
  if (!noSizes && !existsSync(shopCatalogue)) {
    step(`writing ${shopCatalogue}: clothes in S–XL and shoes in UK 7–10, the stock split over the sizes`);
    const { writeSizedCatalogue } = await import('./with-sizes.mjs');
    await writeSizedCatalogue(catalogue, shopCatalogue);
  }
  step(`loading ${shopCatalogue} into ${shopDatabase} with npm run catalogue:import`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(shopDatabase)} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(shopDatabase)}`);
  await admin.end();
  run('npm', ['run', '--silent', 'catalogue:import', '--', shopCatalogue], { cwd: root, env: { DATABASE_URL: databaseUrl(shopDatabase), SEED_ON_EMPTY: 'false', LOG_LEVEL: 'warn' } });
  step(`loading the catalogue into ${baselineDatabase} for the baseline`);
  run(process.execPath, [join(benchDir, 'baseline', 'load.mjs'), catalogue], { env: { BASELINE_DATABASE_URL: databaseUrl(baselineDatabase) } });
}

if (!noBuild) {
  step('building the shop (npm run build)');
  run('npm', ['run', '--silent', 'build'], { cwd: root });
}

let cluster;
if (nodes > 0) {
  step(`starting ${nodes} node(s) behind HAProxy (scripts/local-cluster.mjs), Redis at 127.0.0.1:6379`);
  const { startLocalCluster } = await import('../scripts/local-cluster.mjs');
  const { shopEnv } = await import('./shop-server.mjs');
  const { PORT: _port, HOST: _host, ...env } = shopEnv({ port: 0, databaseUrl: databaseUrl(shopDatabase), logLevel: 'warn' });
  cluster = await startLocalCluster({
    nodes,
    port: 3380,
    basePort: 3381,
    quiet: true,
    env: { ...env, REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `sutra-bench-${process.pid}:` },
  });
}

// All six workloads unless asked otherwise: W1-W3 (the same questions again), W4 (browse mix), W5 (checkouts), W6 (flash sale).
if (!args.includes('--workloads')) args.push('--workloads', 'w1,w2,w3,w4,w5,w6');
step('running the harness: baseline, shop-gql, shop-gql-user, shop-rest, shop-web');
const outDir = join(root, '.data', 'bench', 'results');
run(process.execPath, [join(benchDir, 'run.mjs'), '--extra', join(root, 'bench', 'targets.mjs'), ...args], {
  cwd: root,
  env: {
    ...(cluster ? { SUTRA_BENCH_URL: cluster.url } : {}),
    BENCH_CATALOG: catalogue,
    BENCH_OUT: outDir,
    BASELINE_DATABASE_URL: databaseUrl(baselineDatabase),
    SUTRA_BENCH_DATABASE_URL: databaseUrl(shopDatabase),
    SUTRA_BENCH_DIR: benchDir,
  },
});

// ---- ratios to the baseline, from the result file the harness just wrote ------------------------------------
const resultsDir = join(outDir, 'results');
const latest = readdirSync(resultsDir).filter((f) => f.endsWith('.json')).sort().at(-1);
const report = JSON.parse(readFileSync(join(resultsDir, latest), 'utf8'));
const byKey = new Map(report.results.map((r) => [`${r.target}/${r.workload}`, r]));
const fixed = (x, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : '-');
const lines = [
  '',
  `Sutra${nodes > 0 ? ` (${nodes} node(s) behind HAProxy)` : ''} vs the bare baseline, ${count.toLocaleString('en')} products, one run (${latest}); ratio = shop req/s / baseline req/s`,
  '',
  '| workload | baseline req/s | baseline p99 ms | target | req/s | p99 ms | ratio | 1-conn ms/req (baseline / shop) |',
  '|---|---:|---:|---|---:|---:|---:|---|',
];
for (const w of Object.keys(report.workloads)) {
  const base = byKey.get(`baseline/${w}`);
  if (!base) continue;
  for (const target of ['shop-gql', 'shop-gql-user', 'shop-rest', 'shop-web']) {
    const r = byKey.get(`${target}/${w}`);
    if (!r || !Number.isFinite(r.rps)) continue;
    lines.push(
      `| ${report.workloads[w].label} | ${fixed(base.rps, 0)} | ${base.p99} | ${target} | ${fixed(r.rps, 0)} | ${r.p99} | **${fixed(r.rps / base.rps)}×** | ${fixed(base.probe?.mean)} / ${fixed(r.probe?.mean)} |`,
    );
  }
}
const info = report.info;
// Behind HAProxy the harness would measure the balancer's memory, not the nodes': no memory table then.
if (info.baseline && info['shop-gql'] && !cluster) {
  lines.push('');
  lines.push(`| | baseline | shop |`);
  lines.push('|---|---:|---:|');
  lines.push(`| start to first answer, ms | ${info.baseline.startupMs ?? '-'} | ${info['shop-gql'].startupMs ?? '-'} |`);
  lines.push(`| idle RSS, MB | ${fixed(info.baseline.idle.rssMB, 1)} | ${fixed(info['shop-gql'].idle.rssMB, 1)} |`);
  lines.push(`| RSS at end / peak, MB | ${fixed(info.baseline.after.rssMB, 1)} / ${fixed(info.baseline.after.hwmMB, 1)} | ${fixed(info['shop-gql'].after.rssMB, 1)} / ${fixed(info['shop-gql'].after.hwmMB, 1)} |`);
}
console.log(lines.join('\n'));

await cluster?.stop();

if (!noLatency && !cluster) {
  run(process.execPath, [join(root, 'bench', 'latency.mjs'), '--count', String(count)], { cwd: root, env: { SUTRA_BENCH_DATABASE_URL: databaseUrl(shopDatabase) } });
}
