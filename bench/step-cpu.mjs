#!/usr/bin/env node
// `node bench/step-cpu.mjs`: the CPU each step of a checkout costs, one shopper, one step at a time (nothing else
// running): the shop's process, PostgreSQL's processes and the Razorpay stand-in's, read from /proc before and after
// N of each step and divided by N. Where flow-probe shows a step's latency, this shows what it costs each process,
// which is what a flash sale (W6) pays 200 times over on two cores.
//
//   node bench/step-cpu.mjs                      # 200 refused adds (sold out), 150 checkouts step by step
//   node bench/step-cpu.mjs --n 300 --build api/base-dist
//   node bench/step-cpu.mjs --cpu-prof           # and the shop's CPU profile (.data/profiles; refused adds first)
//   node bench/step-cpu.mjs --warm               # the steps back to back (no pause at the stand-in, no /proc scan
//                                                # between steps; PostgreSQL's CPU over the whole loop): what a step
//                                                # costs a busy shop. One at a time, each step follows an idle wait,
//                                                # and a request after one costs the shop about twice as much
//                                                # (docs/performance.md, "the fixed stack's floor")
//   node bench/step-cpu.mjs --profile-steps      # and where the shop's thread went in each step (a profile taken
//                                                # through the inspector, its samples split by the steps' windows;
//                                                # the CPU columns then include the profiler's own cost)
//
// Uses the databases `npm run bench` loaded (the 10k catalogue), on --port (default 3331); Linux only (/proc).
// PostgreSQL's figure sums the postgres processes alive at each reading: a backend that exits between two readings
// (the pool closing an idle connection) takes its time out of the sum, which can make one step's figure low or negative.
// The wall time includes this script's own readings of /proc and pg_stat_wal.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { connectInspector, windowsSummary } from './cpu-profile.mjs';
import { postgresMs, processCpuMs, root, shopCommand, STAND_IN_URL, startShop, startStandIn } from './shop-server.mjs';

const args = process.argv.slice(2);
const take = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const n = Number(take('n', '150'));
const port = Number(take('port', '3331'));
const build = resolve(take('build', join(root, 'api', 'dist')));
const databaseUrl = process.env.SUTRA_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sutra_bench';
const cpuProf = args.includes('--cpu-prof');
const profileSteps = args.includes('--profile-steps');
const warm = args.includes('--warm');
const inspectPort = Number(take('inspect-port', '9339'));
const profileDir = join(root, '.data', 'profiles');
const WEB = JSON.parse(readFileSync(join(root, 'bench', 'storefront-operations.json'), 'utf8'));

if (cpuProf) mkdirSync(profileDir, { recursive: true });
const profileFlags = [...(cpuProf ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), ...(profileSteps ? [`--inspect=127.0.0.1:${inspectPort}`] : [])];
const shop = await startShop({ port, databaseUrl, command: { ...shopCommand, args: [...profileFlags, ...shopCommand.args.slice(0, -1), join(build, 'main.js')] } });
const standIn = await startStandIn(shop.url);
if (standIn.pid === undefined) {
  shop.stop();
  throw new Error(`a Razorpay stand-in already answers at ${STAND_IN_URL}: stop it, this one must be started here to read its CPU`);
}
const stopAll = () => {
  void standIn.stop();
  shop.stop();
};
process.on('uncaughtException', (error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
process.on('unhandledRejection', (error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();

// node:http over kept-alive connections, as the bench's W5 driver sends (fetch costs this script about 2 ms a request,
// during which the shop waits idle: see --warm).
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function postJson(url, body, headers = {}) {
  const { hostname, port, pathname } = new URL(url);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: hostname, port, path: pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}
const gql = (query, variables, headers = {}) => postJson(`${shop.url}/graphql`, { query, variables }, headers);
// The bench's first shopper (`npm run bench` signed it up, with its Mumbai address).
const email = 'bench-shopper-0@sutra.test';
const token = (await gql(WEB.Login, { input: { email, password: 'bench-password-1' } })).data.login.token;
const auth = { authorization: `Bearer ${token}` };
const keyed = () => ({ ...auth, 'idempotency-key': randomUUID() });
const [address] = (await db.query(`SELECT a.id FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.email = $1 LIMIT 1`, [email])).rows;
const addressId = address?.id;
if (!addressId) throw new Error(`no address for ${email}: run \`npm run bench\` once`);

// Two catalogue products: one sold out in every size (the refused adds), one with units on its first size.
const { rows: picked } = await db.query(
  `SELECT p.id, (SELECT v.size FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position, v.id LIMIT 1) AS size
     FROM products p WHERE p.deleted_at IS NULL AND p.sku LIKE 'SUT-%' ORDER BY p.sku LIMIT 2 OFFSET 4000`,
);
const [soldOut, buyable] = picked;
if (!buyable) throw new Error('no catalogue products: run `npm run bench` once to load the bench database');
const { rows: kept } = await db.query(`SELECT id, stock FROM product_variants WHERE product_id = ANY($1::uuid[])`, [[soldOut.id, buyable.id]]);
await db.query(`UPDATE product_variants SET stock = 0 WHERE product_id = $1`, [soldOut.id]);
await db.query(
  `UPDATE product_variants SET stock = 100000 WHERE id = (SELECT id FROM product_variants WHERE product_id = $1 ORDER BY position, id LIMIT 1)`,
  [buyable.id],
);

const totals = new Map();
/** Each step's windows on the machine's monotonic clock (µs), for --profile-steps. */
const windows = new Map();
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const profiler = profileSteps ? await connectInspector(inspectPort) : undefined;
/** WAL flushes to disk (a commit that waits for its WAL, synchronous_commit on) since the server started. */
const walSyncs = async () => Number((await db.query('SELECT wal_sync FROM pg_stat_wal')).rows[0].wal_sync);
async function measured(step, work) {
  const syncsBefore = warm ? 0 : await walSyncs();
  const started = performance.now();
  const before = [processCpuMs(shop.pid), warm ? 0 : postgresMs(), processCpuMs(standIn.pid)];
  const from = monotonicUs();
  const result = await work();
  windows.set(step, [...(windows.get(step) ?? []), [from, monotonicUs()]]);
  const after = [processCpuMs(shop.pid), warm ? 0 : postgresMs(), processCpuMs(standIn.pid)];
  const wall = performance.now() - started;
  const syncs = warm ? 0 : (await walSyncs()) - syncsBefore;
  const t = totals.get(step) ?? { n: 0, shop: 0, db: 0, standIn: 0, wall: 0, syncs: 0 };
  t.n += 1;
  t.wall += wall;
  t.syncs += syncs;
  t.shop += after[0] - before[0];
  t.db += after[1] - before[1];
  t.standIn += after[2] - before[2];
  totals.set(step, t);
  return result;
}

try {
  // Warm-up: a few of each, not counted.
  for (let i = 0; i < 20; i += 1) await gql(WEB.ShopAddToCart, { input: { productId: soldOut.id, quantity: 1, size: soldOut.size } }, keyed());
  if (profiler) {
    await profiler.call('Profiler.enable');
    await profiler.call('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.call('Profiler.start');
  }
  // What the processes spend doing nothing asked (the shop's outbox pollers and timers, PostgreSQL's background
  // workers): the floor under every step's figures, per 10 ms of wall time.
  if (!warm) for (let i = 0; i < n; i += 1) await measured('nothing, 10 ms', () => new Promise((r) => setTimeout(r, 10)));
  for (let i = 0; i < n + 50; i += 1) {
    const refused = await measured('add, refused (sold out)', () => gql(WEB.ShopAddToCart, { input: { productId: soldOut.id, quantity: 1, size: soldOut.size } }, keyed()));
    if (refused.errors?.[0]?.extensions?.code !== 'OUT_OF_STOCK') throw new Error(`the sold-out add: ${JSON.stringify(refused).slice(0, 200)}`);
  }
  // --warm: PostgreSQL's CPU over the counted checkouts as a whole (scanning /proc between steps would idle the shop).
  let checkoutsFrom;
  for (let i = 0; i < n + 10; i += 1) {
    const counted = i >= 10;
    if (i === 10) checkoutsFrom = { postgres: postgresMs(), syncs: await walSyncs() };
    const step = (name, work) => (counted ? measured(name, work) : work());
    const added = await step('add to cart', () => gql(WEB.ShopAddToCart, { input: { productId: buyable.id, quantity: 1, size: buyable.size } }, keyed()));
    if (added.errors) throw new Error(`add: ${JSON.stringify(added.errors).slice(0, 200)}`);
    const placed = await step('place order', () => gql(WEB.ShopPlaceOrder, { input: { addressId } }, keyed()));
    const order = placed.data?.placeOrder;
    if (!order) throw new Error(`place: ${JSON.stringify(placed).slice(0, 200)}`);
    const paid = await step('pay (at the stand-in only)', async () => {
      const json = await postJson(`${STAND_IN_URL}/checkout/pay`, { key_id: order.payment.keyId, order_id: order.payment.providerOrderId });
      // The shopper's moment in the provider's window. The shop captures the payment when it verifies it, and the
      // provider's webhook (order.paid, the shop's subscription) follows that capture: it is part of verify's figures
      // (with --warm, no moment: the webhook may then fall in the next add's window).
      if (!warm) await new Promise((r) => setTimeout(r, 30));
      return json;
    });
    const verified = await step('verify', () =>
      gql(WEB.ShopVerifyPayment, { input: { orderId: order.order.id, razorpayOrderId: paid.razorpay_order_id, razorpayPaymentId: paid.razorpay_payment_id, razorpaySignature: paid.razorpay_signature } }, keyed()),
    );
    if (verified.data?.verifyPayment?.order?.paymentStatus !== 'PAID') throw new Error(`verify: ${JSON.stringify(verified).slice(0, 200)}`);
  }
  const checkoutsTo = { postgres: postgresMs(), syncs: await walSyncs() };
  console.log(`CPU ms a step (wall time, and PostgreSQL's WAL flushes, the sampler's own included), one shopper, ${n} of each${warm ? ', back to back' : ''} (${build}); /proc ticks are 10 ms, so each figure is ±${(10 / n).toFixed(2)} ms\n`);
  if (warm) console.log(`PostgreSQL over the ${n} checkouts: ${((checkoutsTo.postgres - checkoutsFrom.postgres) / n).toFixed(2)} ms a checkout, ${((checkoutsTo.syncs - checkoutsFrom.syncs) / n).toFixed(2)} WAL flushes\n`);
  console.log('| step | wall ms | shop | PostgreSQL | stand-in | WAL flushes |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const at = (x, t) => (x / t.n).toFixed(2);
  // --warm reads PostgreSQL and its WAL over the whole loop (above), not a step.
  const perStep = (x, t) => (warm ? '–' : at(x, t));
  for (const [name, t] of totals) console.log(`| ${name} | ${at(t.wall, t)} | ${at(t.shop, t)} | ${perStep(t.db, t)} | ${at(t.standIn, t)} | ${perStep(t.syncs, t)} |`);
  if (profiler) {
    const { profile } = await profiler.call('Profiler.stop');
    profiler.close();
    const ms = (us, count) => (us / count / 1000).toFixed(3).padStart(7);
    const top = (map, count, k) => [...map].sort((a, b) => b[1] - a[1]).slice(0, k).map(([label, us]) => `  ${ms(us, count)}  ${label}`).join('\n');
    console.log(`\nWhere the shop's thread went in each step (a profile sampled every 100 µs, its samples split by the steps' windows; ms a step)`);
    for (const [name, s] of windowsSummary(profile, windows)) {
      console.log(`\n${name}: busy ${ms(s.busyUs, s.windows).trim()} ms\nby package:\n${top(s.byPackage, s.windows, 12)}\nself:\n${top(s.self, s.windows, 15)}\ninclusive:\n${top(s.inclusive, s.windows, 30)}`);
    }
  }
} finally {
  agent.destroy();
  await db.query('UPDATE product_variants v SET stock = k.stock FROM unnest($1::uuid[], $2::int[]) AS k(id, stock) WHERE v.id = k.id', [kept.map((r) => r.id), kept.map((r) => r.stock)]);
  await db.end();
  stopAll();
  await shop.exited;
}
