#!/usr/bin/env node
// `node bench/profile-w4.mjs`: where the shop's CPU goes under W4 as the storefront asks it (its own documents,
// bench/storefront-operations.json), and how much memory the process takes. It starts the production build
// (api/dist, or --build <dir>) as bench/shop-server.mjs does, with node's `--cpu-prof`, runs the shared harness's W4
// against it (--duration s, 3 s warm-up), stops it (the profile is written on exit), and prints
//   - the harness's req/s, p99 and the shop's peak RSS (VmHWM) and RSS at the end,
//   - the top frames by self time, each mapped through the bundle's source map to its source file and line,
//   - self time summed by where the code comes from (a package, or the shop's own api/src file).
//
//   npm run build -w api && node bench/profile-w4.mjs                 # 10 s of W4, profile kept in .data/profiles
//   node bench/profile-w4.mjs --duration 20 --top 40 --port 3330
//   node bench/profile-w4.mjs --memory-only                           # no profile: req/s and RSS only (as the shop runs)
//   node bench/profile-w4.mjs --alloc                                 # what the shop allocates a request, by where (V8's
//                                                                      # sampling heap profiler through the inspector,
//                                                                      # collected objects included), instead of CPU
//   node bench/profile-w4.mjs --build api/base-dist                       # the base build of bench/ab.mjs (with the
//                                                                      # documents of its commit when it holds them)
//
// Needs the bench database `npm run bench` loaded (the 10k catalogue), as bench/ab.mjs does. The profile itself
// (a .cpuprofile) can be opened in Chrome's DevTools (Performance → Load profile) for the call tree.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { connectInspector, forEachSample, frameLabel, frameOrigin } from './cpu-profile.mjs';
import { root, shopCommand, startShop } from './shop-server.mjs';

const args = process.argv.slice(2);
const take = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const build = resolve(take('build', join(root, 'api', 'dist')));
const duration = take('duration', '10');
// The profiler costs CPU and memory of its own: without it, the figures are the shop's as it runs.
const memoryOnly = args.includes('--memory-only');
const alloc = args.includes('--alloc');
const inspectPort = Number(take('inspect-port', '9338'));
const top = Number(take('top', '30'));
const port = Number(take('port', '3330'));
const workload = take('workload', 'w4');
const benchDir = process.env.SUTRA_BENCH_DIR ?? join(root, '..', 'shared', 'bench');
const databaseUrl = process.env.SUTRA_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sutra_bench';
const catalogue = join(root, '.data', 'bench', 'products-10000.jsonl');
if (!existsSync(join(build, 'main.js'))) throw new Error(`no main.js in ${build}: build it first (npm run build -w api)`);
if (!existsSync(catalogue)) throw new Error(`no ${catalogue}: run \`npm run bench\` once to load the bench databases`);

const profileDir = join(root, '.data', 'profiles', new Date().toISOString().replace(/[:.]/g, '-'));
mkdirSync(profileDir, { recursive: true });
const flags = shopCommand.args.slice(0, -1);
const shop = await startShop({
  port,
  databaseUrl,
  command: { ...shopCommand, args: [...flags, ...(alloc ? [`--inspect=127.0.0.1:${inspectPort}`] : memoryOnly ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]), join(build, 'main.js')] },
});
const status = () => {
  const s = readFileSync(`/proc/${shop.pid}/status`, 'utf8');
  const mb = (k) => Number(new RegExp(`^${k}:\\s+(\\d+)`, 'm').exec(s)[1]) / 1024;
  // What the RSS is made of: the process's own memory (V8's heap, malloc) and the files it maps (the node binary, code).
  return { rss: mb('VmRSS'), peak: mb('VmHWM'), anon: mb('RssAnon'), file: mb('RssFile') };
};
const idle = status();
const out = mkdtempSync(join(tmpdir(), 'sutra-profile-'));
let row;
let memory;
let harnessEnded;
let shopExited;
/** The sampled allocations (--alloc). */
let heap;
try {
  const inspector = alloc ? await connectInspector(inspectPort) : undefined;
  // Every allocation sampled (one in 16 kB on average), the objects the collector freed since included: what a request
  // costs the collector, not only what it leaves behind.
  await inspector?.call('HeapProfiler.startSampling', { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  const child = spawn(
    process.execPath,
    [join(benchDir, 'run.mjs'), '--extra', join(root, 'bench', 'targets.mjs'), '--targets', 'shop-web', '--workloads', workload, '--duration', duration, '--warmup', '3', '--probe', '0', '--no-start'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        ...(existsSync(join(build, 'storefront-operations.json')) ? { SUTRA_BENCH_OPERATIONS: join(build, 'storefront-operations.json') } : {}),
        SUTRA_BENCH_URL: shop.url,
        BENCH_CATALOG: catalogue,
        BENCH_OUT: out,
        SUTRA_BENCH_DATABASE_URL: databaseUrl,
        SUTRA_BENCH_DIR: benchDir,
      },
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exitCode = await new Promise((resolve) => child.once('exit', resolve));
  if (exitCode !== 0) throw new Error(`the harness failed:\n${stderr.slice(-2000)}`);
  if (inspector) {
    heap = (await inspector.call('HeapProfiler.stopSampling')).profile;
    inspector.close();
  }
  const file = readdirSync(join(out, 'results')).find((f) => f.endsWith('.json'));
  row = JSON.parse(readFileSync(join(out, 'results', file), 'utf8')).results.find((r) => r.target === 'shop-web' && r.workload === workload);
  memory = status();
} finally {
  harnessEnded = performance.now();
  shop.stop();
  await shop.exited;
  shopExited = performance.now();
  rmSync(out, { recursive: true, force: true });
}

if (alloc) {
  printAllocations(heap, row);
  rmSync(profileDir, { recursive: true, force: true });
  process.exit(0);
}
if (memoryOnly) {
  console.log(`${basename(build)}: ${workload.toUpperCase()} ${duration} s, ${Math.round(row.rps)} req/s, p99 ${row.p99} ms, ${row.errors} errors`);
  console.log(`RSS: idle ${idle.rss.toFixed(0)} MB (anonymous ${idle.anon.toFixed(0)}), at the end ${memory.rss.toFixed(0)} MB (anonymous ${memory.anon.toFixed(0)}), peak ${memory.peak.toFixed(0)} MB`);
  rmSync(profileDir, { recursive: true, force: true });
  process.exit(0);
}
const profileFile = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
if (!profileFile) throw new Error(`no profile in ${profileDir}: did the shop exit cleanly?`);
const profile = JSON.parse(readFileSync(join(profileDir, profileFile), 'utf8'));

// Self time per node over the measured window only (not the harness's preparation or the warm-up): the samples of
// the last `duration` seconds before the harness ended (the profile ends when the shop exited), each sample's time
// delta attributed to the node sampled. Idle time is left out: the shares are of the time the shop's thread worked.
const windowEnd = profile.endTime - (shopExited - harnessEnded) * 1000;
const windowStart = windowEnd - Number(duration) * 1e6;
const idleIds = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
const selfUs = new Map();
let idleUs = 0;
forEachSample(profile, (id, us, atUs) => {
  const t = profile.startTime + atUs;
  if (t < windowStart || t > windowEnd) return;
  if (idleIds.has(id)) idleUs += us;
  else selfUs.set(id, (selfUs.get(id) ?? 0) + us);
});
const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);

const byFrame = new Map();
const byOrigin = new Map();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  const { pkg, at } = frameOrigin(node.callFrame);
  const name = node.callFrame.functionName || '(anonymous)';
  const key = `${name} ${at}`;
  byFrame.set(key, (byFrame.get(key) ?? 0) + us);
  byOrigin.set(pkg, (byOrigin.get(pkg) ?? 0) + us);
}
const pct = (us) => `${((100 * us) / totalUs).toFixed(1).padStart(5)} %`;
const sorted = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]);

console.log(`${basename(build)}: ${workload.toUpperCase()} ${duration} s, ${Math.round(row.rps)} req/s, p99 ${row.p99} ms, ${row.errors} errors, ${row.kBPerReq?.toFixed(2)} kB an answer, shop CPU ${Math.round(row.serverCpuPct)} %, db CPU ${Math.round(row.pgCpuPct)} %`);
console.log(
  `RSS: idle ${idle.rss.toFixed(0)} MB (anonymous ${idle.anon.toFixed(0)}, files ${idle.file.toFixed(0)}), at the end ${memory.rss.toFixed(0)} MB (anonymous ${memory.anon.toFixed(0)}, files ${memory.file.toFixed(0)}), peak ${memory.peak.toFixed(0)} MB`,
);
console.log(`profile: ${join(profileDir, profileFile)}`);
console.log(`window: the last ${duration} s of the run, ${(totalUs / 1e6).toFixed(1)} s on the shop's thread, ${(idleUs / 1e6).toFixed(1)} s idle; shares below are of the busy time\n`);
console.log(`top ${top} frames by self time:`);
for (const [key, us] of sorted(byFrame).slice(0, top)) console.log(`${pct(us)}  ${key}`);
console.log(`\nself time by origin:`);
for (const [pkg, us] of sorted(byOrigin).slice(0, top)) console.log(`${pct(us)}  ${pkg}`);

/**
 * The sampled allocations per request of the run (warm-up included, as the heap profiler saw them): by package, by
 * frame (self) and by frame of the shop's own code and its packages (inclusive: a frame counted once a sample).
 */
function printAllocations(heapProfile, result) {
  const requests = result.requests + Math.round((result.rps ?? 0) * 3); // the window's and, about, the warm-up's 3 s
  const byPackage = new Map();
  const self = new Map();
  const inclusive = new Map();
  const add = (map, key, bytes) => map.set(key, (map.get(key) ?? 0) + bytes);
  let total = 0;
  const visit = (node, above) => {
    const { pkg } = frameOrigin(node.callFrame);
    const frame = frameLabel(node.callFrame);
    const stack = above.includes(frame) ? above : [...above, frame];
    if (node.selfSize) {
      total += node.selfSize;
      add(byPackage, pkg, node.selfSize);
      add(self, frame, node.selfSize);
      for (const f of stack) add(inclusive, f, node.selfSize);
    }
    for (const child of node.children) visit(child, stack);
  };
  visit(heapProfile.head, []);
  const kB = (bytes) => (bytes / requests / 1024).toFixed(2).padStart(7);
  const list = (map, k, keep = () => true) => [...map].filter(([key]) => keep(key)).sort((a, b) => b[1] - a[1]).slice(0, k).map(([key, bytes]) => `${kB(bytes)}  ${key}`).join('\n');
  console.log(`${basename(build)}: ${workload.toUpperCase()} ${duration} s, ${Math.round(result.rps)} req/s; allocated ${kB(total).trim()} kB a request (${(total / 1e6).toFixed(0)} MB over about ${requests} requests)`);
  console.log(`\nkB a request by package:\n${list(byPackage, top)}`);
  console.log(`\nby frame (self):\n${list(self, top)}`);
  console.log(`\nby frame of the shop's code and its packages (inclusive):\n${list(inclusive, top, (key) => /api\/src|node_modules/.test(key))}`);
}
