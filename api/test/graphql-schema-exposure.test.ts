/**
 * Issue 10, finding 4: introspection and "Did you mean …" suggestions were on in production (introspection: true
 * was hard-coded). Both now follow GRAPHQL_INTROSPECTION, which is off in production unless set.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../src/config.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin } from "./support/fixtures.js";
import { PRODUCTION_ENV, useTestServer } from "./support/test-server.js";

const t = useTestServer({ GRAPHQL_INTROSPECTION: "false" });


describe("schema exposure", () => {
  it("is off in production unless GRAPHQL_INTROSPECTION turns it on, and on elsewhere", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sutra-config-"));
    expect(parseConfig({ DATA_DIR: dataDir, ...PRODUCTION_ENV }).graphqlIntrospection).toBe(false);
    expect(parseConfig({ DATA_DIR: dataDir, ...PRODUCTION_ENV, GRAPHQL_INTROSPECTION: "true" }).graphqlIntrospection).toBe(true);
    expect(parseConfig({ DATA_DIR: dataDir }).graphqlIntrospection).toBe(true);
  });

  it("refuses introspection when off", async () => {
    for (const query of ["{ __schema { types { name } } }", '{ __type(name: "Product") { fields { name } } }']) {
      const res = await new ApiClient(t.url).request("/graphql", { body: { query } });
      expect(res.status).toBe(400);
      expect(res.json.data).toBeUndefined();
      expect(res.text).not.toContain("effectivePrice");
    }
  });

  it("gives no suggestions that reveal field, argument, type or enum value names when off", async () => {
    const anonymous = new ApiClient(t.url);
    const { client: admin } = await signInAdmin(t);
    // Each mistake, and the name a suggestion would give away.
    const cases: Array<[ApiClient, string, string, Record<string, unknown>?]> = [
      [anonymous, "{ prodcts { id } }", '"products"'],
      [anonymous, "{ products(frist: 2) { edges { node { id } } } }", '"first"'],
      [anonymous, "query ($f: ProductFiltr) { products(filter: $f) { totalCount } }", '"ProductFilter"'],
      [anonymous, '{ products(filter: { categorie: ["men"] }) { totalCount } }', '"categories"'],
      [anonymous, "{ featureImages { ... on Prodct { id } } }", '"Product"'],
      [admin, 'mutation { updateOrderStatus(id: "00000000-0000-4000-8000-000000000000", status: PENDNG) { message } }', "PENDING"],
      [admin, 'mutation ($s: OrderStatus!) { updateOrderStatus(id: "00000000-0000-4000-8000-000000000000", status: $s) { message } }', "PENDING", { s: "PENDNG" }],
    ];
    for (const [client, query, secret, variables] of cases) {
      const res = await client.request("/graphql", { body: { query, variables } });
      expect(res.status, query).toBeLessThan(500);
      expect(res.json.errors?.length, query).toBeGreaterThan(0);
      expect(res.text, query).not.toContain("Did you mean");
      expect(res.text, query).not.toContain(secret);
    }
  });
});
