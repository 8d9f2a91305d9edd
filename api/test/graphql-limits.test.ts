/**
 * Issue 10, finding 1: one anonymous document could ask for 1,000 aliased pages of 100 products (11–14 MB, 3 s,
 * /healthz stalled meanwhile), 1,000 aliased counts or 500 aliased searches, or be 45,000 aliases long. Documents
 * are now refused before they run when they exceed the cost (list sizes multiply), depth, alias, directive, token
 * or size limits, each with its own error code.
 */
import { describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import { useTestServer } from "./support/test-server.js";

// The documented defaults, spelled out so the tests read against known numbers.
const LIMITS = { cost: 2000, depth: 12, aliases: 15, directives: 10, tokens: 2000, documentSize: 20_000 };
const t = useTestServer({
  GRAPHQL_MAX_COST: String(LIMITS.cost),
  GRAPHQL_MAX_DEPTH: String(LIMITS.depth),
  GRAPHQL_MAX_ALIASES: String(LIMITS.aliases),
  GRAPHQL_MAX_DIRECTIVES: String(LIMITS.directives),
  GRAPHQL_MAX_TOKENS: String(LIMITS.tokens),
  GRAPHQL_MAX_DOCUMENT_SIZE: String(LIMITS.documentSize),
});

const CARD = "id title price salePrice effectivePrice totalStock image images { thumbnail webp webpSources { url width } }";
const aliased = (count: number, field: (i: number) => string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join(" ")} }`;

async function post(query: string, variables?: Record<string, unknown>) {
  const started = Date.now();
  const res = await new ApiClient(t.url).request("/graphql", { body: { query, variables } });
  return { ...res, ms: Date.now() - started, errors: res.json?.errors as Array<{ message: string; extensions?: Record<string, unknown> }> | undefined };
}

function expectRefused(res: Awaited<ReturnType<typeof post>>, code: string, status = 400) {
  expect(res.status, res.text).toBe(status);
  expect(res.json?.data).toBeUndefined();
  expect(res.errors?.map((e) => e.extensions?.code)).toContain(code);
  expect(res.text).not.toMatch(/Maximum call stack|stack|at .*\.(js|ts):\d+/);
}

/** Refused by whichever limit stops it first (a huge document never gets as far as counting its aliases). */
function expectRefusedByALimit(res: Awaited<ReturnType<typeof post>>) {
  expect(res.status, res.text).toBeGreaterThanOrEqual(400);
  expect(res.status, res.text).toBeLessThan(500);
  expect(res.json?.data).toBeUndefined();
  expect(["DOCUMENT_TOO_LARGE", "TOKEN_LIMIT_EXCEEDED", "ALIAS_LIMIT_EXCEEDED", "COST_LIMIT_EXCEEDED"]).toContain(res.errors?.[0]?.extensions?.code);
  expect(res.ms).toBeLessThan(1000);
}

describe("GraphQL cost limits (anonymous)", () => {
  it("refuses 1,000 aliased pages of 100 products before running any of them", async () => {
    const res = await post(aliased(1000, () => `products(first: 100) { edges { node { ${CARD} } } }`));
    expectRefusedByALimit(res);
    expect(res.text.length).toBeLessThan(2000);
    // The same document trimmed to fit the size and token limits is refused for its aliases and cost.
    const trimmed = await post(aliased(40, () => `products(first: 100) { edges { node { id } } }`));
    expectRefused(trimmed, "ALIAS_LIMIT_EXCEEDED");
    expect(trimmed.errors?.map((e) => e.extensions?.code)).toContain("COST_LIMIT_EXCEEDED");
  });

  it("refuses 1,000 aliased totals and 500 aliased searches", async () => {
    expectRefusedByALimit(await post(`{ products(first: 1) ${aliased(1000, () => "totalCount")} }`));
    expectRefusedByALimit(await post(aliased(500, (i) => `search(keyword: "shirt ${i}") { id }`)));
    expectRefused(await post(`{ products(first: 1) ${aliased(100, () => "totalCount")} }`), "ALIAS_LIMIT_EXCEEDED");
    expectRefused(await post(aliased(16, (i) => `search(keyword: "shirt ${i}") { id }`)), "ALIAS_LIMIT_EXCEEDED");
  });

  it(`allows ${LIMITS.aliases} aliases and refuses ${LIMITS.aliases + 1}`, async () => {
    const ok = await post(aliased(LIMITS.aliases, () => "catalogueOptions { sorts { id } }"));
    expect(ok.status).toBe(200);
    expect(ok.errors).toBeUndefined();
    const refused = await post(aliased(LIMITS.aliases + 1, () => "catalogueOptions { sorts { id } }"));
    expectRefused(refused, "ALIAS_LIMIT_EXCEEDED");
    expect(refused.errors?.[0]?.message).toBe(`Syntax Error: Aliases limit of ${LIMITS.aliases} exceeded, found ${LIMITS.aliases + 1}.`);
  });

  it("multiplies by list sizes: one page of 100 cards is fine, ten of them (within the alias limit) cost too much", async () => {
    const page = (first: string) => `products(first: ${first}) { totalCount edges { node { ${CARD} } } }`;
    const one = await post(`{ ${page("100")} }`);
    expect(one.status).toBe(200);
    expect(one.errors).toBeUndefined();
    const ten = await post(aliased(10, () => page("100")));
    expectRefused(ten, "COST_LIMIT_EXCEEDED");
    expect(ten.errors?.[0]?.message).toMatch(new RegExp(`^The query costs \\d+, more than the limit of ${LIMITS.cost}\\.`));
    // The same ten pages of one product each are cheap.
    const small = await post(aliased(10, () => page("1")));
    expect(small.errors).toBeUndefined();
  });

  it("counts a page size given as a variable at its maximum (the cost is known before the variables are)", async () => {
    const page = "products(first: $n) { edges { node { " + CARD + " } } }";
    const query = `query ($n: Int) { ${Array.from({ length: 10 }, (_, i) => `a${i}: ${page}`).join(" ")} }`;
    expectRefused(await post(query, { n: 1 }), "COST_LIMIT_EXCEEDED");
  });

  it("refuses a 45,000-alias document by its size, without parsing it", async () => {
    const query = aliased(45_000, () => "__typename");
    expect(query.length).toBeGreaterThan(500_000);
    const res = await post(query);
    expectRefused(res, "DOCUMENT_TOO_LARGE", 413);
  });

  it(`refuses a document over ${LIMITS.tokens} tokens`, async () => {
    const query = `{ products(first: 1) { edges { node { ${"id ".repeat(LIMITS.tokens)}} } } }`;
    expect(query.length).toBeLessThan(LIMITS.documentSize);
    expectRefused(await post(query), "TOKEN_LIMIT_EXCEEDED");
  });

  it(`refuses a selection deeper than ${LIMITS.depth} (the shop's types nest 6 deep; introspection's nest without end)`, async () => {
    const ofTypes = (n: number) => `${"ofType { ".repeat(n)}name${" }".repeat(n)}`;
    const ok = await post(`{ __type(name: "Product") { fields { type { ${ofTypes(LIMITS.depth - 4)} } } } }`);
    expect(ok.errors).toBeUndefined();
    expectRefused(await post(`{ __type(name: "Product") { fields { type { ${ofTypes(LIMITS.depth - 3)} } } } }`), "DEPTH_LIMIT_EXCEEDED");
  });

  it(`refuses more than ${LIMITS.directives} directives`, async () => {
    const on = "@include(if: true)";
    const fields = `sorts ${on} { id ${on} label ${on} } categories ${on} { id ${on} label ${on} } brands ${on} { id ${on} label ${on} }`;
    expect((await post(`{ catalogueOptions ${on} { ${fields} } }`)).errors).toBeUndefined();
    expectRefused(await post(`{ catalogueOptions ${on} { ${fields} } __typename ${on} }`), "DIRECTIVE_LIMIT_EXCEEDED");
  });

  it("refuses a few small fragments that expand into millions of selections (a 'billion laughs' document)", async () => {
    const fragments = Array.from({ length: 24 }, (_, i) => (i === 0 ? "fragment F0 on Query { __typename }" : `fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`));
    const res = await post(`query { ...F23 } ${fragments.join(" ")}`);
    expectRefused(res, "SELECTION_LIMIT_EXCEEDED");
    expect(res.ms).toBeLessThan(1000);
  });

  it("keeps /healthz answering while a refused abusive document is sent again and again", async () => {
    const abusive = aliased(1000, () => `products(first: 100) { edges { node { ${CARD} } } }`);
    const attacks = Array.from({ length: 20 }, () => post(abusive));
    const started = Date.now();
    const health = await new ApiClient(t.url).request("/healthz");
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    for (const res of await Promise.all(attacks)) expectRefusedByALimit(res);
  });
});
