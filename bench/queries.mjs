// The GraphQL documents the bench sends to the shop (bench/targets.mjs), in a module of their own so the API's
// tests check them against the GraphQL limits without the shared bench (api/test/graphql-limits-fit.test.ts).
const CARD = 'id title image price salePrice effectivePrice totalStock category brand';

export const BENCH_QUERIES = {
  LISTING: `query Listing($filter: ProductFilter, $sortBy: String, $first: Int) {
  products(filter: $filter, sortBy: $sortBy, first: $first) { totalCount edges { node { ${CARD} } } } }`,
  /** The listing with its cursor, to walk pages (bench/latency.mjs times page 50). */
  LISTING_PAGED: `query Listing($filter: ProductFilter, $sortBy: String, $first: Int, $after: String) {
  products(filter: $filter, sortBy: $sortBy, first: $first, after: $after) { totalCount pageInfo { endCursor } edges { node { ${CARD} } } } }`,
  SEARCH: `query Search($keyword: String!, $first: Int) {
  productSearch(keyword: $keyword, first: $first) { totalCount edges { node { ${CARD} } } } }`,
  DETAIL: `query Detail($id: ID!) { product(id: $id) { id title description image price salePrice effectivePrice totalStock category brand } }`,
  REGISTER: `mutation Register($input: RegisterInput!) { register(input: $input) { message } }`,
  LOGIN: `mutation Login($input: LoginInput!) { login(input: $input) { token } }`,
  BY_SKU: `query BySku($sku: String!) { product(sku: $sku) { id } }`,
};
