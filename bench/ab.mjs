#!/usr/bin/env node
// `npm run bench:ab -- --base api/base-dist`: two builds of the shop on one workload, run after run in alternation
// (base, this, base, this, …), so each pair shares the same minutes of a shared machine. On this kind of machine
// the same build moves by up to 30 % from run to run (docs/performance.md, "Round trips"): a change smaller than that shows only
// as a difference that holds pair after pair, never in two runs an hour apart.
//
//   npm run bench:ab -- --base api/base-dist                      # W4, 4 pairs of 6 s
//   npm run bench:ab -- --base api/base-dist --workload w5 --pairs 3 --duration 8
//   npm run bench:ab -- --base api/base-dist --workload w5 --shoppers 1   # W5 with one shopper (its latency)
//   npm run bench:ab -- --base api/base-dist --port 3320                  # another port than 3310
//
// Beside each run's rate: the shop's peak RSS over its run (VmHWM, read as the harness ends) and the shop's and the
// database's CPU-ms per request or checkout (their CPU over the window
// divided by the work done). It drifts with the machine as the rate does (one shopper's checkout cost 30 then 40
// CPU-ms within twenty minutes on one build), so it too means something only pair by pair.
//
// --base is a built api/dist of the other version, kept inside the repository so it finds the same packages
// (api/base-dist is ignored by git; not api/build, where `npm run build -w api` writes tsc's output for "this"
// and would overwrite the base's main.js). From a commit REV:
//   git worktree add /tmp/base REV && ln -s "$PWD/node_modules" /tmp/base/node_modules \
//     && ln -s "$PWD/api/node_modules" /tmp/base/api/node_modules && (cd /tmp/base/api && npm run build) \
//     && rm -rf api/base-dist && cp -r /tmp/base/api/dist api/base-dist && git worktree remove --force /tmp/base
// W4-W6 send the storefront's own documents (bench/storefront-operations.json); a base whose storefront asked other
// ones runs with those when the base directory holds them:
//   git show REV:bench/storefront-operations.json > api/base-dist/storefront-operations.json
// When "this" adds a migration, its first run applies it to the bench database and the base would then run on it:
// --base-sql FILE is SQL run before each of the base's runs that puts back what the migration changed (the old
// functions, and the migration's row deleted from typeorm_migrations so that "this" applies it again).
// "this" is api/dist (`npm run build -w api` first). Both run against the bench database that `npm run bench` loaded
// (the 10k catalogue), one at a time on one port, as `npm start` runs them (bench/shop-server.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { root, shopCommand, startShop } from './shop-server.mjs';
import pg from 'pg';

const args = process.argv.slice(2);
const take = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const base = take('base');
if (!base) throw new Error('--base <dir>: a built api/dist of the version to compare with (see the top of bench/ab.mjs)');
const builds = { base: resolve(base), this: join(root, 'api', 'dist') };
for (const dir of Object.values(builds)) if (!existsSync(join(dir, 'main.js'))) throw new Error(`no main.js in ${dir}: build it first`);
const workload = take('workload', 'w4');
const pairs = Number(take('pairs', '4'));
const duration = take('duration', '6');
const shoppers = take('shoppers');
const benchDir = process.env.SUTRA_BENCH_DIR ?? join(root, '..', 'shared', 'bench');
const databaseUrl = process.env.SUTRA_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sutra_bench';
const catalogue = join(root, '.data', 'bench', 'products-10000.jsonl');
if (!existsSync(catalogue)) throw new Error(`no ${catalogue}: run \`npm run bench\` once to load the bench databases`);
const baseSql = take('base-sql');
// --port: another session's bench:ab may use 3310 on the same machine.
const port = Number(take('port', '3310'));

/** The workload's figure of merit (higher is better) and what to show beside it, from the harness's result row. */
function figures(row) {
  const pct = (x) => (Number.isFinite(x) ? Math.round(x) : '-');
  const rate = workload === 'w5' ? row.checkoutsPerS : row.rps;
  // A process's CPU % over the window is its CPU-ms per second; divided by the units done per second, CPU-ms a unit.
  const perUnit = (p) => (Number.isFinite(p) && rate > 0 ? ((10 * p) / rate).toFixed(2) : '-');
  const cpu = `shop ${pct(row.serverCpuPct)} % / db ${pct(row.pgCpuPct)} % CPU, ${perUnit(row.serverCpuPct)} + ${perUnit(row.pgCpuPct)} CPU-ms a unit`;
  if (workload === 'w5') return { value: row.checkoutsPerS, unit: 'checkouts/s', detail: `p99 ${row.p99} ms, ${cpu}` };
  if (workload === 'w6') return { value: 1000 / row.soldOutMs, unit: 'sales/s', detail: `sold out in ${Math.round(row.soldOutMs)} ms, browsing p99 ${row.browse?.during?.p99 ?? '-'} ms` };
  return { value: row.rps, unit: 'req/s', detail: `p99 ${row.p99} ms, ${cpu}` };
}

/** The storefront documents a build's runs send: its own when its directory has them (see the top), else this checkout's. */
function operationsOf(build) {
  const own = join(builds[build], 'storefront-operations.json');
  return existsSync(own) ? { SUTRA_BENCH_OPERATIONS: own } : {};
}

/** The shop's peak RSS so far (VmHWM), in MB. */
function peakRssMb(pid) {
  try {
    return Number(/^VmHWM:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return NaN;
  }
}

async function runOnce(build) {
  if (build === 'base' && baseSql) {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(readFileSync(resolve(baseSql), 'utf8')).finally(() => db.end());
  }
  const entry = join(builds[build], 'main.js');
  const shop = await startShop({ port, databaseUrl, command: { ...shopCommand, args: [...shopCommand.args.slice(0, -1), entry] } });
  const out = mkdtempSync(join(tmpdir(), 'sutra-ab-'));
  try {
    const harness = spawnSync(
      process.execPath,
      [join(benchDir, 'run.mjs'), '--extra', join(root, 'bench', 'targets.mjs'), '--targets', 'shop-web', '--workloads', workload, '--duration', duration, '--warmup', '3', '--probe', '0', '--no-start', ...(shoppers ? ['--shoppers', shoppers] : [])],
      { cwd: root, encoding: 'utf8', env: { ...process.env, SUTRA_BENCH_URL: shop.url, BENCH_CATALOG: catalogue, BENCH_OUT: out, SUTRA_BENCH_DATABASE_URL: databaseUrl, SUTRA_BENCH_DIR: benchDir, ...operationsOf(build) } },
    );
    if (harness.status !== 0) throw new Error(`the harness failed on ${build}:\n${harness.stderr.slice(-2000)}`);
    // What the run read whole (targets.mjs prints it for W5/W6): a plan that grows with the shop shows here first.
    const scans = /sequential scans while measured[^\n]*/.exec(harness.stdout)?.[0];
    if (scans) console.log(`[bench:ab] ${build}: ${scans}`);
    const file = readdirSync(join(out, 'results')).find((f) => f.endsWith('.json'));
    const row = JSON.parse(readFileSync(join(out, 'results', file), 'utf8')).results.find((r) => r.target === 'shop-web' && r.workload === workload);
    const result = figures(row);
    return { ...result, detail: `${result.detail}, peak RSS ${Math.round(peakRssMb(shop.pid))} MB` };
  } finally {
    shop.stop();
    await shop.exited;
    rmSync(out, { recursive: true, force: true });
  }
}

const lines = [`| pair | base | this | this / base |`, '|---|---:|---:|---:|'];
const ratios = [];
for (let pair = 1; pair <= pairs; pair += 1) {
  // Each pair starts with the other build than the last one did, so neither always runs on a warmer machine.
  const order = pair % 2 ? ['base', 'this'] : ['this', 'base'];
  const result = {};
  for (const build of order) result[build] = await runOnce(build);
  const ratio = result.this.value / result.base.value;
  ratios.push(ratio);
  const cell = (r) => `${r.value.toFixed(1)} ${r.unit} (${r.detail})`;
  lines.push(`| ${pair} | ${cell(result.base)} | ${cell(result.this)} | ${ratio.toFixed(2)}× |`);
  console.error(`[bench:ab] ${lines.at(-1)}`);
}
const sorted = [...ratios].sort((a, b) => a - b);
const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
const better = ratios.filter((r) => r > 1).length;
console.log(
  `\n${workload.toUpperCase()}, ${pairs} alternating pairs of ${duration} s, ${new Date().toISOString()}\n\n${lines.join('\n')}\n\nthis / base: median ${median.toFixed(2)}×, this ahead in ${better} of ${pairs} pairs`,
);
