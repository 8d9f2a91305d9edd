/**
 * An account is found by its email through the unique index on `lower(email)`: sign-up's "already exists" check,
 * sign-in, a reset request, a new admin and a keyed sign-up's retry. Written as `email = …`, each of them read every
 * account of the shop (the index is on the expression, not the column): at 50,000 accounts a sequential scan per
 * sign-in.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sqlObservers } from "../src/db/data-source.js";
import { REQUEST_RESET } from "./support/account-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { planOf } from "./support/plans.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer({ LOGIN_MAX_PER_IP: "1000", REGISTER_MAX_PER_IP: "1000" });

describe("finding an account by its email", () => {
  it("uses the email's unique index in every statement that looks an account up by it", async () => {
    const db = t.server.dataSource;
    await db.query(
      `INSERT INTO users (username, email, name, password_hash)
       SELECT 'crowd' || g, 'crowd' || g || '@lookup.test', 'Crowd', 'x' FROM generate_series(1, 50000) g`,
    );
    await db.query(`ANALYZE users`);

    const seen: Array<{ sql: string; parameters: readonly unknown[] }> = [];
    const observe = (sql: string, parameters?: readonly unknown[]) => {
      if (/\busers\b/.test(sql) && /email/.test(sql) && parameters?.some((value) => typeof value === "string" && value.includes("@"))) seen.push({ sql, parameters });
    };
    sqlObservers.add(observe);
    try {
      const customer = await signUpCustomer(t, "lookup");
      await signInAdmin(t);
      expect((await new ApiClient(t.url).graphql(REQUEST_RESET, { email: customer.email })).errors).toBeUndefined();
      // A keyed sign-up sent again: the retry finds the account it made by its email.
      const input = { username: `keyed_${process.pid}`, email: `keyed_${process.pid}@lookup.test`, password: "Sutra#2026pass" };
      const register = `mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }`;
      const headers = { "idempotency-key": randomUUID() };
      for (let attempt = 0; attempt < 2; attempt++) {
        const { json } = await new ApiClient(t.url).request("/graphql", { body: { query: register, variables: { input } }, headers });
        expect(json.errors).toBeUndefined();
      }
    } finally {
      sqlObservers.delete(observe);
    }

    // Sign-up's check, sign-in, the admin's, the reset request's and the keyed retry's lookups were all seen.
    expect(seen.length).toBeGreaterThanOrEqual(5);
    for (const { sql, parameters } of seen) {
      const plan = await planOf(db, sql, [...parameters]);
      expect(plan, `${sql}\n${plan}`).not.toMatch(/Seq Scan on users/);
    }
  });
});
