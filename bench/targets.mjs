// Sutra's targets for the shared load harness (../shared/bench/run.mjs --extra bench/targets.mjs): the same three
// questions as the bare baseline, asked of the production build through GraphQL and through the REST layer.
// `npm run bench` (bench/bench.mjs) prepares the database and runs the harness with this file; see docs/performance.md.
//
//   shop-gql       POST /graphql: products (W1), productSearch (W2), product (W3), anonymous
//   shop-gql-user  the same questions from a signed-in shopper (a Bearer token), as this shop's storefront asks them
//   shop-rest      GET /api/shop/...: the older REST client's calls (they need a signed-in user: a Bearer token)
//   shop-web       W4-W6 as the storefront sends them (its own documents, bench/storefront-operations.json, made
//                  by `npm run codegen` from web/src): signed-in shoppers browsing, and buying through the Razorpay
//                  stand-in run as a server of its own (bench/razorpay-stand-in.ts), as the real provider is
//
// All talk to one server process (started by the first); SUTRA_BENCH_DATABASE_URL names its database.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { BENCH_QUERIES } from './queries.mjs';
import { root, shopCommand, shopEnv, STAND_IN_URL, startStandIn } from './shop-server.mjs';

const benchDir = process.env.SUTRA_BENCH_DIR ?? join(root, '..', 'shared', 'bench');
const { W, gql, get, post, gqlIsError } = await import(join(benchDir, 'targets.mjs'));

const PORT = Number(process.env.SUTRA_BENCH_PORT ?? 3300);
// SUTRA_BENCH_URL: a shop that is already running (e.g. nodes behind HAProxy, `npm run bench -- --nodes 2`).
const external = process.env.SUTRA_BENCH_URL;
const url = external ?? `http://127.0.0.1:${PORT}`;

const { LISTING, SEARCH, DETAIL, REGISTER, LOGIN, BY_SKU } = BENCH_QUERIES;

/** Bench catalogue id 123 is SKU SUT-000123 (../shared/bench/catalog/generate.mjs). */
const skuOf = (catalogueId) => `SUT-${String(catalogueId).padStart(6, '0')}`;
const rupeesToPaise = (rupees) => Math.round(rupees * 100);

async function productIdsBySku(api) {
  const ids = [];
  for (const catalogueId of W.w3.ids) {
    const r = await api(gql('/graphql', BY_SKU, { sku: skuOf(catalogueId) }));
    if (!r.json?.data?.product) throw new Error(`shop: no product with SKU ${skuOf(catalogueId)}: load the bench catalogue first (npm run bench)`);
    ids.push(r.json.data.product.id);
  }
  return ids;
}

const databaseUrl = process.env.SUTRA_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sutra_bench';
const server = { ...shopCommand, env: shopEnv({ port: PORT, databaseUrl }) };

/** The bench shopper (registered once, then reused), signed in: the `Authorization` header its requests carry. */
async function signIn(api, target) {
  const credentials = { email: 'bench-shopper@sutra.test', password: 'bench-password-1' };
  await api(gql('/graphql', REGISTER, { input: { username: 'bench-shopper', ...credentials } }));
  const login = await api(gql('/graphql', LOGIN, { input: credentials }));
  const token = login.json?.data?.login?.token;
  if (!token) throw new Error(`${target}: could not sign in the bench shopper: ${login.text.slice(0, 300)}`);
  return { authorization: `Bearer ${token}` };
}

const graphqlRequests = {
  w1: (s) => [gql('/graphql', LISTING, { filter: { categories: [W.w1.category], brands: W.w1.brands }, sortBy: 'price-lowtohigh', first: W.w1.take }, s.headers)],
  w2: (s) => [gql('/graphql', SEARCH, { keyword: W.w2.term, first: W.w2.take }, s.headers)],
  w3: (s) => s.ids.map((id) => gql('/graphql', DETAIL, { id }, s.headers)),
};

const graphqlTarget = {
  name: 'shop-gql',
  url,
  ...(external ? {} : { start: server }),
  ready: get('/healthz'),
  prepare: async (api) => ({ headers: {}, ids: await productIdsBySku(api) }),
  requests: graphqlRequests,
  summary(w, json) {
    if (w === 'w3') {
      const p = json.data.product;
      return { items: 1, first: `${p.title} | ${rupeesToPaise(p.price)} | stock ${p.totalStock}` };
    }
    const connection = w === 'w1' ? json.data.products : json.data.productSearch;
    const first = connection.edges[0]?.node;
    // Sutra sorts by the price a shopper pays (the sale price when on sale): shown as "pays".
    return { items: connection.edges.length, total: connection.totalCount, first: first ? `${rupeesToPaise(first.effectivePrice)} (pays)` : undefined };
  },
  isError: gqlIsError,
};

// This shop's storefront is for signed-in shoppers (spec §6): what its browsers actually send.
const signedInGraphqlTarget = {
  ...graphqlTarget,
  name: 'shop-gql-user',
  start: undefined,
  prepare: async (api) => ({ headers: await signIn(api, 'shop-gql-user'), ids: await productIdsBySku(api) }),
};

const restTarget = {
  name: 'shop-rest',
  url,
  ready: get('/healthz'),
  // The REST catalogue is for signed-in users.
  prepare: async (api) => ({ headers: await signIn(api, 'shop-rest'), ids: await productIdsBySku(api) }),
  requests: {
    w1: (s) => [get(`/api/shop/products/get?category=${W.w1.category}&brand=${W.w1.brands.join(',')}&sortBy=price-lowtohigh&limit=${W.w1.take}`, s.headers)],
    w2: (s) => [get(`/api/shop/search/${encodeURIComponent(W.w2.term)}?limit=${W.w2.take}`, s.headers)],
    w3: (s) => s.ids.map((id) => get(`/api/shop/products/get/${id}`, s.headers)),
  },
  summary(w, json) {
    if (w === 'w3') return { items: 1, first: `${json.data.title} | ${rupeesToPaise(json.data.price)} | stock ${json.data.totalStock}` };
    const first = json.data[0];
    const pays = first ? (first.salePrice > 0 ? first.salePrice : first.price) : undefined;
    return { items: json.data.length, total: json.totalCount, first: pays === undefined ? undefined : `${rupeesToPaise(pays)} (pays)` };
  },
  isError: (status, body) => status >= 400 || body.startsWith('{"success":false'),
};

// ---- W4-W6 as the storefront sends them ---------------------------------------------------------
// SUTRA_BENCH_OPERATIONS: another version's documents (bench/ab.mjs runs a base build with the documents of its commit).
const WEB = JSON.parse(readFileSync(process.env.SUTRA_BENCH_OPERATIONS ?? join(root, 'bench', 'storefront-operations.json'), 'utf8'));
const SORT_IDS = { price_asc: 'price-lowtohigh', price_desc: 'price-hightolow', title_asc: 'title-atoz', title_desc: 'title-ztoa' };
// The storefront's search grid asks `search` (no total); the check compares totals, so the bench asks the same cards
// through `productSearch` with its totalCount.
const SEARCH_WITH_TOTAL = WEB.ShopSearch.replace('query ShopSearch($keyword: String!) {\n  search(keyword: $keyword, first: 24) {', 'query ShopSearch($keyword: String!) {\n  productSearch(keyword: $keyword, first: 24) {\n    totalCount\n    edges { node {')
  .replace('    ...ShopProductCard\n  }\n}', '    ...ShopProductCard\n  } }\n  }\n}');
const SHOPPER_PASSWORD = 'bench-password-1';
const MUMBAI = { address: '14 Linking Road, Bandra West', city: 'Mumbai', phone: '9820012345', pincode: '400050', notes: 'Leave with the security desk' };

/** The storefront sends each change with an Idempotency-Key of its own (web/src/app/retries.ts). */
const keyed = (headers) => ({ ...headers, 'idempotency-key': randomUUID() });
/** A GraphQL answer's error code, if any. */
const errorCode = (r) => r.json?.errors?.[0]?.extensions?.code;

let shopPool;
/**
 * The tables a checkout reads and writes (W5/W6): vacuumed before the flows run as autovacuum would (see below).
 * `users` too: every session is read with its user, and the shoppers the harness registers are the table's rows.
 */
const CHECKOUT_TABLES = ['products', 'product_variants', 'carts', 'cart_lines', 'orders', 'order_lines', 'order_status_history', 'payments', 'webhook_events', 'idempotency_keys', 'email_outbox', 'promotion_redemptions', 'sessions', 'users'];
const shopDb = () => (shopPool ??= new pg.Pool({ connectionString: databaseUrl, max: 2 }));
const bySku = (rows) => new Map(rows.map((r) => [Number(r.sku.slice(4)), Number(r.units)]));
const skusOf = (ids) => ids.map((id) => skuOf(id));

/**
 * What autovacuum would do to `tables` now, done now: this machine's PostgreSQL runs with `autovacuum = off` (its
 * conf.d), a production server does not. Each table gets exactly autovacuum's decision (PostgreSQL's
 * relation_needs_vacanalyze, with the server's own thresholds): VACUUM when its dead rows or its inserts since the last
 * vacuum pass their threshold, ANALYZE when its changed rows do, nothing otherwise. Not an unconditional VACUUM
 * (ANALYZE): on a freshly loaded database that marked the empty order tables as analyzed and empty (reltuples 0), where
 * autovacuum, seeing no change, leaves them never analyzed (reltuples -1: the planner assumes at least 10 pages). The
 * plans each connection then caches for its statements and foreign-key checks read `orders`, `payments`,
 * `order_lines` and `idempotency_keys` whole as the run filled them (13,233 scans of `orders` in 8 s of W5), and no
 * autovacuum came to analyze them and replace those plans as it would once 50 rows had changed.
 */
async function vacuumAsAutovacuumWould(tables) {
  const db = shopDb();
  await db.query('SELECT pg_stat_force_next_flush()'); // this session's own changes (the fill's) counted now
  const { rows } = await db.query(
    `WITH t AS (
       SELECT s.relname, greatest(c.reltuples, 0) AS reltuples, s.n_dead_tup, s.n_ins_since_vacuum, s.n_mod_since_analyze
         FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
        WHERE s.schemaname = 'public' AND s.relname = ANY($1::text[]))
     SELECT relname,
            n_dead_tup > current_setting('autovacuum_vacuum_threshold')::float8 + current_setting('autovacuum_vacuum_scale_factor')::float8 * reltuples
              OR n_ins_since_vacuum > current_setting('autovacuum_vacuum_insert_threshold')::float8 + current_setting('autovacuum_vacuum_insert_scale_factor')::float8 * reltuples AS vacuum,
            n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8 + current_setting('autovacuum_analyze_scale_factor')::float8 * reltuples AS analyze
       FROM t`,
    [tables],
  );
  for (const { relname, vacuum, analyze } of rows) {
    if (vacuum) await db.query(`VACUUM ${analyze ? '(ANALYZE) ' : ''}${relname}`);
    else if (analyze) await db.query(`ANALYZE ${relname}`);
  }
}

/**
 * The shop's sequential scans by table (pg_stat_user_tables). A run's are printed beside its stock check: a table read
 * whole on the checkout's path is a plan that grows with the shop (issue 46: the promotions' 'paid before' fact scanned
 * `orders` 335 times a flash sale, and the sale slowed with every order the bench had taken).
 */
async function sequentialScans() {
  const { rows } = await shopDb().query(`SELECT relname, seq_scan::float8 AS scans, seq_tup_read::float8 AS rows FROM pg_stat_user_tables`);
  return new Map(rows.map((r) => [r.relname, { scans: r.scans, rows: r.rows }]));
}

/** A backend reports its counts once idle for PostgreSQL's PGSTAT_IDLE_INTERVAL (10 s): wait that out, then compare. */
async function reportScans(before) {
  await sleep(11_000);
  const after = await sequentialScans();
  const read = [...after]
    .map(([table, n]) => ({ table, scans: n.scans - (before.get(table)?.scans ?? 0), rows: n.rows - (before.get(table)?.rows ?? 0) }))
    .filter((d) => d.rows > 0)
    .sort((a, b) => b.rows - a.rows);
  const shown = read.slice(0, 6).map((d) => `${d.table} ${d.scans.toLocaleString('en-US')} scans, ${d.rows.toLocaleString('en-US')} rows`);
  console.log(`[bench] shop-web: sequential scans while measured (the harness's own included): ${shown.length ? shown.join('; ') : 'none'}`);
}

/** Shopper i: signed up once (kept for later runs), signed in, with a delivery address. */
async function benchShopper(api, i) {
  const email = `bench-shopper-${i}@sutra.test`;
  await api(gql('/graphql', WEB.Register, { input: { username: `bench-shopper-${i}`, email, password: SHOPPER_PASSWORD } }));
  const login = await api(gql('/graphql', WEB.Login, { input: { email, password: SHOPPER_PASSWORD } }));
  const token = login.json?.data?.login?.token;
  if (!token) throw new Error(`shop-web: could not sign in ${email}: ${login.text.slice(0, 300)}`);
  const headers = { authorization: `Bearer ${token}` };
  const [address] = (await shopDb().query(`SELECT a.id FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.email = $1 LIMIT 1`, [email])).rows;
  const addressId = address?.id ?? (await api(gql('/graphql', WEB.ShopAddAddress, { input: MUMBAI }, headers))).json?.data?.addAddress?.id;
  if (!addressId) throw new Error(`shop-web: could not add an address for ${email}`);
  return { headers, addressId };
}

/** What a shopper buys of a catalogue product: its id and the size with the stock (fill puts it all on one size). */
async function buyables(ids) {
  const { rows } = await shopDb().query(
    `SELECT p.sku, p.id, (SELECT v.size FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position, v.id LIMIT 1) AS size
       FROM products p WHERE p.sku = ANY($1::text[])`,
    [skusOf(ids)],
  );
  return new Map(rows.map((r) => [Number(r.sku.slice(4)), { productId: r.id, size: r.size || null }]));
}

const webTarget = {
  name: 'shop-web',
  url,
  ...(external ? {} : { start: server }),
  ready: get('/healthz'),
  async prepare(api, { workloads = [], shoppers = 0 } = {}) {
    // Each run stops the shop with some of its order emails still in the outbox (a checkout queues one, W5 about
    // sixty a second): 3,524 after an hour of runs. Left there, the next run's shop sends an earlier run's mail while
    // it is measured, which a freshly loaded database does not: they are dropped before anything is measured. Only
    // the bench shoppers' mail, which goes nowhere.
    await shopDb().query(`DELETE FROM email_outbox WHERE status = 'pending' AND recipient LIKE 'bench-shopper-%@sutra.test'`);
    const state = { headers: (await benchShopper(api, 'browser')).headers, shoppers: [], products: new Map(), stopStandIn: async () => {} };
    if (workloads.includes('w5') || workloads.includes('w6')) {
      state.stopStandIn = (await startStandIn(url)).stop;
      for (let i = 0; i < shoppers; i += 1) state.shoppers.push(await benchShopper(api, i));
      state.products = await buyables([...new Set([...(workloads.includes('w5') ? W.w5.products : []), ...(workloads.includes('w6') ? [W.w6.product.id] : [])])]);
    }
    return state;
  },
  requests: {
    w4: (s) =>
      W.w4.map((q) => {
        if (q.kind === 'detail') return gql('/graphql', WEB.ShopProductDetails, { slug: q.slug }, s.headers);
        if (q.kind === 'search') return gql('/graphql', SEARCH_WITH_TOTAL, { keyword: q.term }, s.headers);
        const filter = { ...(q.category ? { categories: [q.category] } : {}), ...(q.brands.length ? { brands: q.brands } : {}) };
        return gql('/graphql', WEB.ShopListingProducts, { filter, sortBy: SORT_IDS[q.sort], first: q.take }, s.headers);
      }),
  },
  summary(w, json, question) {
    if (question?.kind === 'detail') return { items: json.data.product ? 1 : 0, first: json.data.product?.title };
    const page = question?.kind === 'search' ? json.data.productSearch : json.data.products;
    return { items: page.edges.length, total: page.totalCount };
  },
  isError: gqlIsError,
  flows: {
    /** One whole checkout as the storefront makes it: add to cart, place the order, pay in the provider's window, verify. */
    async w5(state, ctx) {
      const shopper = state.shoppers[ctx.shopper];
      const product = state.products.get(ctx.item);
      if (!shopper || !product) throw new Error(`shop-web: no shopper ${ctx.shopper} or product ${ctx.item} prepared`);
      const added = await ctx.request(gql('/graphql', WEB.ShopAddToCart, { input: { productId: product.productId, quantity: 1, size: product.size } }, keyed(shopper.headers)), { step: 'add to cart' });
      if (errorCode(added) === 'OUT_OF_STOCK') return 'sold-out';
      if (added.status !== 200 || added.json?.errors) throw new Error(`addToCart: HTTP ${added.status} ${added.text.slice(0, 160)}`);
      const placed = await ctx.request(gql('/graphql', WEB.ShopPlaceOrder, { input: { addressId: shopper.addressId } }, keyed(shopper.headers)), { step: 'place order' });
      if (errorCode(placed) === 'OUT_OF_STOCK') return 'sold-out';
      const order = placed.json?.data?.placeOrder;
      if (!order) throw new Error(`placeOrder: HTTP ${placed.status} ${placed.text.slice(0, 160)}`);
      const paid = await ctx.request(post('/checkout/pay', { key_id: order.payment.keyId, order_id: order.payment.providerOrderId }), { step: 'pay', url: STAND_IN_URL });
      if (paid.status !== 200) throw new Error(`stand-in pay: HTTP ${paid.status} ${paid.text.slice(0, 160)}`);
      const verified = await ctx.request(
        gql(
          '/graphql',
          WEB.ShopVerifyPayment,
          { input: { orderId: order.order.id, razorpayOrderId: paid.json.razorpay_order_id, razorpayPaymentId: paid.json.razorpay_payment_id, razorpaySignature: paid.json.razorpay_signature } },
          keyed(shopper.headers),
        ),
        { step: 'verify' },
      );
      if (verified.json?.data?.verifyPayment?.order?.paymentStatus !== 'PAID') throw new Error(`verifyPayment: HTTP ${verified.status} ${verified.text.slice(0, 160)}`);
      return 'ok';
    },
  },
  stock: {
    async units(state, ids) {
      const { rows } = await shopDb().query('SELECT sku, total_stock AS units FROM products WHERE sku = ANY($1::text[])', [skusOf(ids)]);
      return bySku(rows);
    },
    /** Puts each product's units on its first size (what the flows buy) and none on the others; undo puts every size back. */
    async fill(state, units) {
      const db = shopDb();
      const { rows: before } = await db.query(
        `SELECT v.id, v.stock FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.sku = ANY($1::text[])`,
        [skusOf([...units.keys()])],
      );
      await db.query(
        `UPDATE product_variants v SET stock = CASE WHEN v.id = first.id THEN n.units ELSE 0 END
           FROM products p JOIN unnest($1::text[], $2::int[]) AS n(sku, units) ON n.sku = p.sku,
                LATERAL (SELECT f.id FROM product_variants f WHERE f.product_id = p.id ORDER BY f.position, f.id LIMIT 1) AS first
          WHERE v.product_id = p.id`,
        [skusOf([...units.keys()]), [...units.values()]],
      );
      // The shoppers' carts start empty (a sold-out shopper of an earlier run kept its line).
      await db.query(`DELETE FROM cart_lines WHERE cart_id IN (SELECT c.id FROM carts c JOIN users u ON u.id = c.user_id WHERE u.email LIKE 'bench-shopper-%@sutra.test')`);
      // What autovacuum does on a production server, before the measured checkouts: without it the rows the fill just
      // replaced, and every earlier run's dead carts, orders and keys (`--no-load`, bench:ab), would stay in the
      // indexes the checkout reads: the unpaid orders' read went from 0.2 to 7 ms a call over a morning of runs
      // (pg_stat_statements).
      await vacuumAsAutovacuumWould(CHECKOUT_TABLES);
      return async () => {
        await db.query('UPDATE product_variants v SET stock = o.stock FROM unnest($1::uuid[], $2::int[]) AS o(id, stock) WHERE v.id = o.id', [
          before.map((r) => r.id),
          before.map((r) => r.stock),
        ]);
        await vacuumAsAutovacuumWould(['product_variants', 'products']);
      };
    },
    async mark(state) {
      state.scansAtMark = await sequentialScans();
      return (await shopDb().query('SELECT clock_timestamp() AS at')).rows[0].at;
    },
    async sold(state, mark) {
      const db = shopDb();
      if (state.scansAtMark) await reportScans(state.scansAtMark);
      const [lines, orders] = await Promise.all([
        db.query(
          `SELECT p.sku, sum(l.quantity)::int AS units FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN products p ON p.id = l.product_id
            WHERE o.created_at > $1 AND o.stock_reserved GROUP BY p.sku`,
          [mark],
        ),
        db.query(`SELECT count(*)::int AS orders, count(*) FILTER (WHERE payment_status = 'paid')::int AS paid FROM orders WHERE created_at > $1`, [mark]),
      ]);
      return { units: bySku(lines.rows), ...orders.rows[0] };
    },
  },
  async cleanup(state) {
    await state?.stopStandIn?.();
    await shopPool?.end();
    shopPool = undefined;
  },
};

export const TARGETS = [graphqlTarget, signedInGraphqlTarget, restTarget, webTarget];
