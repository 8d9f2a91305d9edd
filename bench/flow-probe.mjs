#!/usr/bin/env node
// `node bench/flow-probe.mjs --workload w6`: one build of the shop on W5 or W6 (the harness's flows), with what its
// database sessions waited on sampled every 10 ms while the flows ran (pg_stat_activity: wait event, and for a lock
// wait the relation and what the waiting statement was), and each step's latency. Where a flash sale's time goes when
// pg_stat_statements is not loaded (it needs shared_preload_libraries, a server restart).
//
//   node bench/flow-probe.mjs --workload w6 --rounds 3                 # this build (api/dist)
//   node bench/flow-probe.mjs --workload w6 --build api/base-dist          # another build
//   node bench/flow-probe.mjs --workload w5 --duration 8 --cpu-prof    # and a CPU profile of the shop (.data/profiles)
//   node bench/flow-probe.mjs --workload w5 --shoppers 1               # one shopper: each step's own latency
//
// Uses the databases `npm run bench` loaded (the 10k catalogue), on --port (default 3330).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { root, shopCommand, startShop } from './shop-server.mjs';

const args = process.argv.slice(2);
const take = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const workload = take('workload', 'w6');
const rounds = take('rounds', '1');
const duration = take('duration', '8');
const port = Number(take('port', '3330'));
const build = resolve(take('build', join(root, 'api', 'dist')));
const cpuProf = args.includes('--cpu-prof');
const shoppers = take('shoppers');
const benchDir = process.env.SUTRA_BENCH_DIR ?? join(root, '..', 'shared', 'bench');
const databaseUrl = process.env.SUTRA_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sutra_bench';
const catalogue = join(root, '.data', 'bench', 'products-10000.jsonl');
if (!existsSync(catalogue)) throw new Error(`no ${catalogue}: run \`npm run bench\` once to load the bench databases`);

const profileDir = join(root, '.data', 'profiles');
if (cpuProf) mkdirSync(profileDir, { recursive: true });
const flags = cpuProf ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
const shop = await startShop({ port, databaseUrl, command: { ...shopCommand, args: [...flags, ...shopCommand.args.slice(0, -1), join(build, 'main.js')] } });

const sampler = new pg.Client({ connectionString: databaseUrl });
await sampler.connect();
const waits = new Map();
let samples = 0;
let sampling = true;
const sampling$ = (async () => {
  while (sampling) {
    // A named statement, planned once: planned on each of a hundred samples a second (1.6 CPU-ms each, 0.1 once
    // prepared), the sampler kept its backend above the harness's idle threshold (PostgreSQL under 10 % CPU), so every
    // wait for idle ran to its 180 s limit.
    const { rows } = await sampler.query({
      name: 'probe-sample',
      text: `SELECT a.state, coalesce(a.wait_event_type, 'CPU') AS type, coalesce(a.wait_event, '-') AS event,
              -- pg_locks and pg_blocking_pids only for a session waiting on a lock.
              CASE WHEN a.wait_event_type = 'Lock' THEN (SELECT l.relation::regclass::text FROM pg_locks l WHERE l.pid = a.pid AND NOT l.granted LIMIT 1) END AS relation,
              CASE WHEN a.wait_event_type = 'Lock' THEN (SELECT l.locktype FROM pg_locks l WHERE l.pid = a.pid AND NOT l.granted LIMIT 1) END AS locktype,
              left(regexp_replace(a.query, '\\s+', ' ', 'g'), 90) AS query,
              CASE WHEN a.wait_event_type = 'Lock' THEN (SELECT b.state || ': ' || left(regexp_replace(b.query, '\\s+', ' ', 'g'), 60) FROM pg_stat_activity b WHERE b.pid = (pg_blocking_pids(a.pid))[1] LIMIT 1) END AS blocker
         FROM pg_stat_activity a
        WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.backend_type = 'client backend' AND a.state <> 'idle'`,
    });
    samples += 1;
    for (const r of rows) {
      const key = `${r.state} | ${r.type}:${r.event}${r.locktype ? ` ${r.locktype}` : ''}${r.relation ? ` on ${r.relation}` : ''} | ${r.state === 'active' ? r.query : ''}${r.blocker ? ` || blocked by ${r.blocker}` : ''}`;
      waits.set(key, (waits.get(key) ?? 0) + 1);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
})();

function run(cmd, cmdArgs, options) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.once('exit', (status) => resolve({ status, stderr }));
  });
}

const out = mkdtempSync(join(tmpdir(), 'sutra-probe-'));
try {
  // Not spawnSync: the sampler runs on this process's event loop meanwhile.
  const harness = await run(
    process.execPath,
    [join(benchDir, 'run.mjs'), '--extra', join(root, 'bench', 'targets.mjs'), '--targets', 'shop-web', '--workloads', workload, '--duration', duration, '--rounds', rounds, '--warmup', '3', '--probe', '0', '--no-start', ...(shoppers ? ['--shoppers', shoppers] : [])],
    { cwd: root, env: { ...process.env, SUTRA_BENCH_URL: shop.url, BENCH_CATALOG: catalogue, BENCH_OUT: out, SUTRA_BENCH_DATABASE_URL: databaseUrl, SUTRA_BENCH_DIR: benchDir } },
  );
  if (harness.status !== 0) throw new Error(`the harness failed:\n${harness.stderr.slice(-3000)}`);
  for (const line of harness.stderr.split('\n').filter((l) => / w[56] shop-web/.test(l))) console.log(line);
  const file = readdirSync(join(out, 'results')).find((f) => f.endsWith('.json'));
  const rows = JSON.parse(readFileSync(join(out, 'results', file), 'utf8')).results.filter((r) => r.target === 'shop-web' && r.workload === workload);
  for (const row of rows) console.log(JSON.stringify({ soldOutMs: row.soldOutMs, checkoutsPerS: row.checkoutsPerS, p99: row.p99, steps: row.steps, cpu: [row.serverCpuPct, row.pgCpuPct] }));
} finally {
  sampling = false;
  await sampling$;
  await sampler.end();
  shop.stop();
  await shop.exited;
  rmSync(out, { recursive: true, force: true });
}
// Sessions busy (not idle) per sample: what they were doing, most frequent first.
console.log(`\n${samples} samples of the shop's busy sessions (10 ms apart); sessions a sample, by what they waited on:`);
for (const [key, n] of [...waits].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${(n / samples).toFixed(2).padStart(6)}  ${key}`);
if (cpuProf) console.log(`\nCPU profile in ${profileDir}`);
