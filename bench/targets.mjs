// Sutra's targets for the shared load harness (../shared/bench/run.mjs --extra bench/targets.mjs): the same three
// questions as the bare baseline, asked of the production build through GraphQL and through the REST layer.
// `npm run bench` (bench/bench.mjs) prepares the database and runs the harness with this file; see the README.
//
//   shop-gql       POST /graphql: products (W1), productSearch (W2), product (W3), anonymous
//   shop-gql-user  the same questions from a signed-in shopper (a Bearer token), as this shop's storefront asks them
//   shop-rest      GET /api/shop/...: the older REST client's calls (they need a signed-in user: a Bearer token)
//
// All talk to one server process (started by the first); SUTRA_BENCH_DATABASE_URL names its database.
import { join } from 'node:path';
import { BENCH_QUERIES } from './queries.mjs';
import { root, shopCommand, shopEnv } from './shop-server.mjs';

const benchDir = process.env.SUTRA_BENCH_DIR ?? join(root, '..', 'shared', 'bench');
const { W, gql, get, gqlIsError } = await import(join(benchDir, 'targets.mjs'));

const PORT = Number(process.env.SUTRA_BENCH_PORT ?? 3300);
// SUTRA_BENCH_URL: a shop that is already running (e.g. nodes behind nginx, `npm run bench -- --nodes 2`).
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

const server = {
  ...shopCommand,
  env: shopEnv({ port: PORT, databaseUrl: process.env.SUTRA_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sutra_bench' }),
};

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

export const TARGETS = [graphqlTarget, signedInGraphqlTarget, restTarget];
