#!/usr/bin/env node
// Idle memory of the shop against the floor of the stack it is built on: each server is started alone, and its RSS is
// read 5 s after its first 2xx on /healthz, as the shared harness reads it (../shared/bench/run.mjs). Each one runs
// --repeat times (default 3) and the median is printed.
//
//   baseline                 the shared bench's bare node:http + pg server
//   express + pg             express 5 and a connected pg pool                        (bench/memory-floor/*.mjs)
//   express + Apollo         Apollo Server 5 on express 5, one query, no database
//   express + TypeORM        a TypeORM data source over pg, one entity
//   express + Apollo + TypeORM   the shop's fixed stack and nothing of the shop: one entity, one query
//   shop                     the production build (api/dist/main.js), as `npm start` and the bench run it
//   shop, semi-space N MB    the same with node's --max-semi-space-size=N (the young generation capped)
//
// The floor servers are bundled and minified by esbuild like the shop (api/scripts/bundle.mjs), so the comparison
// is like for like. Needs the production build and the bench database (`npm run bench` makes both):
//
//   npm run bench:memory
//   npm run bench:memory -- --repeat 5 --semi-space 1,2,4
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { root, shopCommand, shopEnv } from './shop-server.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const repeat = Number(opt('repeat', '3'));
const semiSpaces = opt('semi-space', '1,2,4').split(',').filter(Boolean).map(Number);
const settleMs = Number(opt('settle-ms', '5000'));
const port = Number(opt('port', '3340'));
const databaseUrl = process.env.SUTRA_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sutra_bench';
const benchDir = process.env.SUTRA_BENCH_DIR ?? join(root, '..', 'shared', 'bench');
const floorOut = join(root, '.data', 'bench', 'memory-floor');

const FLOOR_APPS = [
  ['express + pg', 'express-pg'],
  ['express + Apollo', 'express-apollo'],
  ['express + TypeORM', 'express-typeorm'],
  ['express + Apollo + TypeORM', 'express-apollo-typeorm'],
];

mkdirSync(floorOut, { recursive: true });
await build({
  entryPoints: FLOOR_APPS.map(([, file]) => join(root, 'bench', 'memory-floor', `${file}.mjs`)),
  outdir: floorOut,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: true,
  external: ['pg', 'pg-native'],
  banner: { js: "import { createRequire as __floorCreateRequire } from 'node:module'; const require = __floorCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});

const env = { PORT: String(port), DATABASE_URL: databaseUrl, NODE_ENV: 'production' };
const servers = [
  { name: 'baseline (node:http + pg)', cwd: benchDir, args: ['baseline/server.mjs'], env: { BASELINE_PORT: String(port) } },
  ...FLOOR_APPS.map(([name, file]) => ({ name, cwd: root, args: [join(floorOut, `${file}.js`)], env })),
  { name: 'shop', cwd: shopCommand.cwd, args: shopCommand.args, env: shopEnv({ port, databaseUrl, logLevel: 'warn' }) },
  ...semiSpaces.map((mb) => ({ name: `shop, --max-semi-space-size=${mb}`, cwd: shopCommand.cwd, args: [`--max-semi-space-size=${mb}`, ...shopCommand.args], env: shopEnv({ port, databaseUrl, logLevel: 'warn' }) })),
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Starts a server, times spawn → first 2xx, reads its RSS settleMs later, and stops it. */
async function measure(server) {
  const t0 = Date.now();
  const child = spawn(process.execPath, server.args, { cwd: server.cwd, env: { ...process.env, ...server.env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (!(await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false))) {
      if (child.exitCode !== null || Date.now() - t0 > 60_000) throw new Error(`${server.name} did not start`);
      await sleep(20);
    }
    const startMs = Date.now() - t0;
    await sleep(settleMs);
    const rssMB = Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024;
    return { startMs, rssMB };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const rows = [];
for (const server of servers) {
  const runs = [];
  for (let i = 0; i < repeat; i++) runs.push(await measure(server));
  const row = { name: server.name, rssMB: median(runs.map((r) => r.rssMB)), startMs: median(runs.map((r) => r.startMs)), all: runs.map((r) => r.rssMB.toFixed(1)).join(' / ') };
  rows.push(row);
  console.error(`[memory] ${row.name}: idle RSS ${row.all} MB, start ${row.startMs} ms`);
}
console.log(`\nIdle RSS ${settleMs / 1000} s after the first answer, median of ${repeat} starts (node ${process.version}):\n`);
console.log('| server | idle RSS MB | runs MB | start ms |');
console.log('|---|---:|---|---:|');
for (const r of rows) console.log(`| ${r.name} | ${r.rssMB.toFixed(1)} | ${r.all} | ${r.startMs} |`);
