#!/usr/bin/env node
// `npm run bench:chaos` (issue 47): a node that hangs instead of dying. Two nodes of the production build behind
// HAProxy (scripts/local-cluster.mjs), one PostgreSQL, one Redis, the Razorpay stand-in as a server of its own;
// 20 shoppers act as the web app does (a fresh Idempotency-Key per action, one retry with it on a network error or a
// 502/503): sign up, sign in, add an address, then browse, add to cart, place an order, pay and verify, over and over.
// After 10 s of that, node 2 is frozen with SIGSTOP for 10 s (its sockets stay open: the kernel still answers TCP for
// it, as for a stuck event loop or a paused VM), then thawed; 10 s more, then the shoppers stop and the books are
// checked. Just before the freeze, 8 more shoppers' checkouts are caught inside their transactions on node 2 and
// retried with their keys on node 1 while node 2 is frozen.
//
// Prints: answers in the 10 s before the freeze, during it and after; requests retried and failed after the retry;
// how long the keyed retries on the healthy node took to place their orders; lost, doubled and oversold, from the
// database. Exits 1 when a goal is missed (answers during the freeze < half of those before, any failure after the
// retry, any order lost or doubled, any unit oversold, a keyed retry slower than 5 s).
//
//   npm run build && npm run bench:chaos
//   CHAOS_PORT=4550 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench:chaos
//
// Ports: CHAOS_PORT (the balancer, default 4550), the nodes on the next two, the stand-in on the one after. The
// database `sutra_chaos_<port>` on DATABASE_URL's server is made afresh each run (and kept afterwards for a look).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startLocalCluster } from '../scripts/local-cluster.mjs';
import { root, shopEnv } from './shop-server.mjs';

const PORT = Number(process.env.CHAOS_PORT ?? 4550);
const NODE_PORTS = [PORT + 1, PORT + 2];
const STAND_IN_PORT = PORT + 3;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE = `sutra_chaos_${PORT}`;
const SHOPPERS = Number(process.env.CHAOS_SHOPPERS ?? 20);
const PROBES = 8;
const WINDOW_MS = 10_000;
const FREEZE_MS = 10_000;
const WARMUP_MS = 3_000;
const PASSWORD = 'Chaos#2026pass';
const WEB = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(join(root, 'bench', 'storefront-operations.json'), 'utf8')));
const MUMBAI = { address: '14 Linking Road, Bandra West', city: 'Mumbai', phone: '9820012345', pincode: '400050', notes: 'Leave with the security desk' };

const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();
const balancer = `http://127.0.0.1:${PORT}`;
const standIn = `http://127.0.0.1:${STAND_IN_PORT}`;
const step = (line) => console.log(`\n== ${line}`);

if (!existsSync(join(root, 'api', 'dist', 'main.js'))) throw new Error('No production build: run `npm run build` first');

// ---- the database: migrated and seeded with the demo catalogue, stock set for the run ----
step(`database ${DATABASE}: made afresh, demo catalogue`);
{
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(DATABASE)} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(DATABASE)}`);
  await admin.end();
  const seeded = spawnSync('npm', ['run', '--silent', 'seed'], { cwd: root, env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`npm run seed failed: ${seeded.stderr}${seeded.stdout}`);
}
const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
// Twelve products on sale with their units on one size (what the shoppers buy), one of them scarce (it sells out during
// the run: "out of stock" is an answer, never an oversell); one more product for the probes.
const products = (
  await db.query(
    `SELECT p.id, p.slug, first.size, first.colour
       FROM products p, LATERAL (SELECT v.size, v.colour FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position, v.id LIMIT 1) AS first
      WHERE p.deleted_at IS NULL ORDER BY p.created_at, p.id LIMIT 13`,
  )
).rows;
if (products.length < 13) throw new Error('the demo catalogue has fewer than 13 products');
const probeProduct = products.pop();
await db.query(
  `UPDATE product_variants v SET stock = CASE WHEN v.id = first.id THEN n.units ELSE 0 END
     FROM unnest($1::uuid[], $2::int[]) AS n(product_id, units),
          LATERAL (SELECT f.id FROM product_variants f WHERE f.product_id = n.product_id ORDER BY f.position, f.id LIMIT 1) AS first
    WHERE v.product_id = n.product_id`,
  [[...products.map((p) => p.id), probeProduct.id], [...products.map((_, i) => (i === 0 ? 40 : 1000)), PROBES]],
);
const unitsNow = async () => new Map((await db.query(`SELECT product_id, sum(stock)::int AS units FROM product_variants GROUP BY product_id`)).rows.map((r) => [r.product_id, r.units]));
/** Units each product's open orders hold (the demo's own orders among them). */
const heldNow = async () =>
  new Map(
    (await db.query(`SELECT l.product_id, sum(l.quantity)::int AS units FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.stock_reserved GROUP BY l.product_id`)).rows.map((r) => [
      r.product_id,
      r.units,
    ]),
  );
const initialUnits = await unitsNow();
const initialHeld = await heldNow();

// ---- the Razorpay stand-in and the cluster ----
step(`Razorpay stand-in on ${standIn}; 2 nodes (${NODE_PORTS.join(', ')}) behind HAProxy on ${balancer}; Redis ${REDIS_URL}`);
const standInProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', 'razorpay-stand-in.ts')], {
  cwd: root,
  env: { ...process.env, STAND_IN_PORT: String(STAND_IN_PORT), STAND_IN_WEBHOOK_URL: `${balancer}/api/payments/razorpay/webhook` },
  stdio: ['ignore', 'pipe', 'inherit'],
});
// Whatever happens from here on, the stand-in (and the cluster, once started) end with this script.
process.once('exit', () => standInProcess.kill('SIGTERM'));
await new Promise((resolve, reject) => {
  standInProcess.stdout.once('data', resolve);
  standInProcess.once('exit', (code) => reject(new Error(`the Razorpay stand-in exited (${code})`)));
});
const cluster = await startLocalCluster({
  nodes: 2,
  port: PORT,
  basePort: NODE_PORTS[0],
  quiet: true,
  env: {
    ...shopEnv({ port: PORT, databaseUrl, logLevel: 'warn' }),
    RAZORPAY_API_BASE_URL: standIn,
    REDIS_URL,
    REDIS_PREFIX: `sutra-chaos-${PORT}-${randomBytes(3).toString('hex')}:`,
    PUBLIC_URL: balancer,
    ORDER_EXPIRY_SWEEP_SECONDS: '5',
  },
});
const [healthy, frozen] = cluster.nodes;
process.once('exit', () => {
  for (const pid of [cluster.balancerPid, ...cluster.pids]) {
    try {
      process.kill(pid, 'SIGCONT');
      process.kill(pid, 'SIGTERM');
    } catch {
      // gone already
    }
  }
});
process.once('uncaughtException', (error) => {
  console.error(error);
  process.exit(1);
});

const stopEverything = async () => {
  await cluster.stop();
  standInProcess.kill('SIGTERM');
  await db.end();
};

// ---- shoppers as the web app ----
/** Every answer (any status) by when it arrived, and every request that failed after its one retry. */
const answers = [];
const failures = [];
const retries = { network: 0, 502: 0, 503: 0 };
let requests = 0;

/**
 * One action as web/src/app/retries.ts sends it: with a fresh Idempotency-Key when it is a change, and once more with
 * the same key after a network error or a 502/503. `expected` lists the GraphQL error codes that are answers (sold out).
 */
async function act(shopper, name, query, variables, { change, expected = [], to = balancer } = {}) {
  const key = change ? randomUUID() : undefined;
  const headers = { 'content-type': 'application/json', ...(shopper.token ? { authorization: `Bearer ${shopper.token}` } : {}), ...(key ? { 'idempotency-key': key } : {}) };
  const body = JSON.stringify({ query, variables });
  for (let attempt = 0; ; attempt += 1) {
    requests += 1;
    let status;
    let json;
    try {
      const res = await fetch(`${to}/graphql`, { method: 'POST', headers, body, signal: AbortSignal.timeout(60_000) });
      status = res.status;
      const text = await res.text();
      answers.push(performance.now());
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    } catch {
      status = 'network';
    }
    if (attempt === 0 && (status === 'network' || status === 502 || status === 503)) {
      retries[status] += 1;
      continue;
    }
    const code = json?.errors?.[0]?.extensions?.code;
    if (status !== 200 || (json?.errors && !expected.includes(code))) {
      failures.push({ action: name, status, code, message: json?.errors?.[0]?.message ?? '' });
      return undefined;
    }
    return json;
  }
}

async function newShopper(i, prefix) {
  const shopper = { email: `${prefix}-${i}-${randomBytes(3).toString('hex')}@chaos.test`, token: undefined, orders: [], told: new Set() };
  const username = shopper.email.split('@')[0];
  if (!(await act(shopper, 'sign up', WEB.Register, { input: { username, email: shopper.email, password: PASSWORD } }, { change: true }))) throw new Error(`could not sign up ${shopper.email}`);
  const login = await act(shopper, 'sign in', WEB.Login, { input: { email: shopper.email, password: PASSWORD } }, { change: true });
  shopper.token = login?.data?.login?.token;
  if (!shopper.token) throw new Error(`could not sign in ${shopper.email}`);
  const address = await act(shopper, 'add address', WEB.ShopAddAddress, { input: MUMBAI }, { change: true });
  shopper.addressId = address?.data?.addAddress?.id;
  if (!shopper.addressId) throw new Error(`could not add an address for ${shopper.email}`);
  return shopper;
}

let running = true;
async function shop(shopper, i) {
  for (let n = 0; running; n += 1) {
    await act(shopper, 'listing', WEB.ShopListingProducts, { first: 24 });
    const product = products[(i + n) % 4 === 0 ? 0 : 1 + ((i * 7 + n) % (products.length - 1))];
    await act(shopper, 'product', WEB.ShopProductDetails, { slug: product.slug });
    if (!running) break;
    const added = await act(shopper, 'add to cart', WEB.ShopAddToCart, { input: { productId: product.id, quantity: 1, size: product.size || null, colour: product.colour || null } }, { change: true, expected: ['OUT_OF_STOCK'] });
    if (!added || added.errors) continue;
    const placed = await act(shopper, 'place order', WEB.ShopPlaceOrder, { input: { addressId: shopper.addressId } }, { change: true, expected: ['OUT_OF_STOCK'] });
    const order = placed?.data?.placeOrder;
    if (!order) {
      // Sold out meanwhile: the line leaves the cart, as the shopper would take it out.
      if (placed) await act(shopper, 'remove from cart', 'mutation ($input: CartLineKeyInput!) { removeFromCart(input: $input) { itemCount } }', { input: { productId: product.id, size: product.size || null, colour: product.colour || null } });
      continue;
    }
    shopper.told.add(order.order.id);
    const paid = await fetch(`${standIn}/checkout/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key_id: order.payment.keyId, order_id: order.payment.providerOrderId }) }).then((r) => r.json());
    const verified = await act(
      shopper,
      'verify payment',
      WEB.ShopVerifyPayment,
      { input: { orderId: order.order.id, razorpayOrderId: paid.razorpay_order_id, razorpayPaymentId: paid.razorpay_payment_id, razorpaySignature: paid.razorpay_signature } },
      { change: true },
    );
    if (verified?.data?.verifyPayment?.order?.paymentStatus === 'PAID') shopper.orders.push(order.order.id);
  }
}

step(`${SHOPPERS} shoppers sign up, sign in and add an address; ${PROBES} more for the keyed retries`);
// Four at a time: each sign-up hashes a password (argon2id, tens of milliseconds of CPU), and the measured part of the
// run does not sign up.
const inBatches = async (n, make) => {
  const made = [];
  for (let i = 0; i < n; i += 4) made.push(...(await Promise.all(Array.from({ length: Math.min(4, n - i) }, (_, j) => make(i + j)))));
  return made;
};
const shoppers = await inBatches(SHOPPERS, (i) => newShopper(i, 'shopper'));
const probes = await inBatches(PROBES, (i) => newShopper(i, 'probe'));
for (const probe of probes) {
  const added = await act(probe, 'add to cart', WEB.ShopAddToCart, { input: { productId: probeProduct.id, quantity: 1, size: probeProduct.size || null, colour: probeProduct.colour || null } }, { change: true });
  if (!added?.data) throw new Error('a probe could not fill its cart');
}
const setupFailures = failures.length;

step(`shopping: ${WARMUP_MS / 1000} s to warm up, ${WINDOW_MS / 1000} s measured, node 2 frozen for ${FREEZE_MS / 1000} s, ${WINDOW_MS / 1000} s after`);
const shopping = shoppers.map((s, i) => shop(s, i));
await new Promise((r) => setTimeout(r, WARMUP_MS));
const before = performance.now();
await new Promise((r) => setTimeout(r, WINDOW_MS - 800));

// The probes' checkouts, caught inside their transactions on node 2: the probe product's row is held meanwhile, so
// each has taken its shopper's checkout lock and its key's row and waits for the product.
const holder = await db.connect();
await holder.query('BEGIN');
await holder.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [probeProduct.id]);
const probeKeys = probes.map(() => randomUUID());
const probeBody = (probe) => JSON.stringify({ query: WEB.ShopPlaceOrder, variables: { input: { addressId: probe.addressId } } });
const onFrozen = probes.map((probe, i) =>
  fetch(`${frozen.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${probe.token}`, 'idempotency-key': probeKeys[i] }, body: probeBody(probe), signal: AbortSignal.timeout(60_000) })
    .then((r) => r.text())
    .catch(() => undefined),
);
const holderPid = (await holder.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
for (let waited = 0; ; waited += 25) {
  // Exactly the probes' checkouts: the sessions waiting for the row this script holds.
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))`, [holderPid]);
  if (rows[0].n >= PROBES) break;
  if (waited > 5000) throw new Error(`only ${rows[0].n} of the probes' checkouts reached node 2's transaction`);
  await new Promise((r) => setTimeout(r, 25));
}
process.kill(frozen.pid, 'SIGSTOP');
const frozeAt = performance.now();
await holder.query('ROLLBACK');
holder.release();

// Their retries, with the same keys, on the healthy node while node 2 is frozen.
const probeRetries = await Promise.all(
  probes.map(async (probe, i) => {
    const start = performance.now();
    const res = await fetch(`${healthy.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${probe.token}`, 'idempotency-key': probeKeys[i] }, body: probeBody(probe) });
    const json = await res.json().catch(() => undefined);
    return { ms: performance.now() - start, orderId: json?.data?.placeOrder?.order?.id, error: json?.errors?.[0]?.extensions?.code ?? (res.ok ? undefined : `HTTP ${res.status}`) };
  }),
);
// What node 2 still holds in PostgreSQL a few seconds into its freeze (its transactions end within the idle bound).
await new Promise((r) => setTimeout(r, Math.max(0, 5000 - (performance.now() - frozeAt))));
const heldAt5s = (
  await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND now() - state_change > interval '1 second'`)
).rows[0].n;
await new Promise((r) => setTimeout(r, Math.max(0, FREEZE_MS - (performance.now() - frozeAt))));
process.kill(frozen.pid, 'SIGCONT');
const thawedAt = performance.now();
await new Promise((r) => setTimeout(r, WINDOW_MS));
running = false;
await Promise.all(shopping);
await Promise.all(onFrozen);

// ---- the books ----
step('checking the books');
const count = (from, to) => answers.filter((t) => t >= from && t < to).length;
const beforeAnswers = count(before, before + WINDOW_MS);
const duringAnswers = count(frozeAt, frozeAt + FREEZE_MS);
const afterAnswers = count(thawedAt, thawedAt + WINDOW_MS);
const everyone = [...shoppers, ...probes];
const emails = everyone.map((s) => s.email);
const byUser = new Map(
  (
    await db.query(
      `SELECT u.email, coalesce(array_agg(o.id) FILTER (WHERE o.id IS NOT NULL), '{}') AS orders,
              (SELECT count(*)::int FROM addresses a WHERE a.user_id = u.id) AS addresses
         FROM users u LEFT JOIN orders o ON o.user_id = u.id WHERE u.email = ANY($1) GROUP BY u.id, u.email`,
      [emails],
    )
  ).rows.map((r) => [r.email, r]),
);
const paidIds = new Set((await db.query(`SELECT id FROM orders WHERE payment_status = 'paid' AND stock_reserved AND id = ANY($1)`, [shoppers.flatMap((s) => s.orders)])).rows.map((r) => r.id));
let lost = 0;
let doubled = 0;
for (const s of shoppers) {
  lost += s.orders.filter((id) => !paidIds.has(id)).length;
  const row = byUser.get(s.email);
  // Every order in the database is one a shopper was told about; one more is a doubled checkout.
  doubled += Math.max(0, (row?.orders.length ?? 0) - s.told.size);
  doubled += Math.max(0, (row?.addresses ?? 0) - 1);
}
const probeOrders = probes.map((p) => byUser.get(p.email)?.orders ?? []);
doubled += probeOrders.reduce((n, ids) => n + Math.max(0, ids.length - 1), 0);
const accounts = byUser.size;
const heldUnits = await heldNow();
const unitsAfter = await unitsNow();
let oversold = 0;
let unbalanced = 0;
for (const [productId, initial] of initialUnits) {
  const now = unitsAfter.get(productId) ?? 0;
  if (now < 0) oversold += -now;
  if (now + (heldUnits.get(productId) ?? 0) !== initial + (initialHeld.get(productId) ?? 0)) unbalanced += 1;
}
const soldOut = unitsAfter.get(products[0].id) === 0;
const ordersTold = shoppers.reduce((n, s) => n + s.told.size, 0);
const probeMax = Math.max(...probeRetries.map((r) => r.ms));
const probesPlaced = probeRetries.filter((r, i) => r.orderId && probeOrders[i].length === 1 && probeOrders[i][0] === r.orderId).length;

const f = (n) => n.toLocaleString('en');
const ratio = duringAnswers / beforeAnswers;
console.log(`
Chaos (issue 47): 2 nodes behind HAProxy, ${SHOPPERS} shoppers acting as the web app, node 2 frozen (SIGSTOP) for ${FREEZE_MS / 1000} s

| window | answers | per second |
|---|---|---|
| the ${WINDOW_MS / 1000} s before the freeze | ${f(beforeAnswers)} | ${f(Math.round(beforeAnswers / (WINDOW_MS / 1000)))} |
| the ${FREEZE_MS / 1000} s node 2 was frozen | ${f(duringAnswers)} | ${f(Math.round(duringAnswers / (FREEZE_MS / 1000)))} (${(ratio * 100).toFixed(0)} % of before; goal at least 50 %) |
| the ${WINDOW_MS / 1000} s after it was thawed | ${f(afterAnswers)} | ${f(Math.round(afterAnswers / (WINDOW_MS / 1000)))} |

requests ${f(requests)}; retried once with their key: ${retries.network} after a network error, ${retries[502]} after a 502, ${retries[503]} after a 503; failed after the retry: ${failures.length}${failures.length ? ` (${[...new Set(failures.map((x) => `${x.action}: ${x.status} ${x.code ?? ''} ${x.message}`))].slice(0, 5).join('; ')})` : ''}
keyed retries on node 1 of ${PROBES} checkouts frozen inside their transactions on node 2: ${probesPlaced} of ${PROBES} placed (one order each), the slowest in ${(probeMax / 1000).toFixed(1)} s (goal: within 5 s)${probeRetries.some((r) => r.error) ? `; errors: ${probeRetries.map((r) => r.error).filter(Boolean).join(', ')}` : ''}
transactions idle for over a second in PostgreSQL 5 s into the freeze (node 2's, left open when it froze): ${heldAt5s}
accounts ${accounts} of ${everyone.length}; orders told ${f(ordersTold)}, paid ${f(shoppers.reduce((n, s) => n + s.orders.length, 0))}; lost ${lost}, doubled ${doubled}; units oversold ${oversold}, products whose stock + reserved ≠ initial ${unbalanced}; the scarce product ${soldOut ? 'sold out' : 'did not sell out'}
`);

await stopEverything();
const missed = [
  ratio < 0.5 && 'answers during the freeze',
  failures.length > 0 && 'failures after the retry',
  setupFailures > 0 && 'set-up failures',
  lost + doubled + oversold + unbalanced > 0 && 'the books',
  probesPlaced < PROBES && 'probes placed',
  probeMax > 5000 && 'keyed retries within 5 s',
  accounts !== everyone.length && 'accounts',
].filter(Boolean);
if (missed.length) {
  console.log(`MISSED: ${missed.join(', ')}`);
  process.exit(1);
}
