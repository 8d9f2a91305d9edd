/**
 * The demo seeds a fresh install; a first start stopped while it seeded (Ctrl-C during its half minute, after the
 * demo accounts and before the catalogue) still counts as fresh, so the next start finishes the demo instead of
 * serving an empty shop for good. Any other account, or any product, makes the shop someone's own.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, isDatabaseEmpty } from "../src/db/seed/index.js";
import { ApiClient } from "./support/client.js";
import { signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();

describe("seeding an empty shop", () => {
  it("a database with only the demo's accounts (a seed stopped before its catalogue) is still a fresh install", async () => {
    expect(await isDatabaseEmpty(t.server.dataSource)).toBe(true);
    const { email, password } = DEMO_ACCOUNTS.customer;
    const registered = await new ApiClient(t.url).graphql(`mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }`, {
      input: { username: DEMO_ACCOUNTS.customer.username, email, password },
    });
    expect(registered.errors).toBeUndefined();
    expect(await isDatabaseEmpty(t.server.dataSource)).toBe(true);
  });

  it("another account makes it someone's shop", async () => {
    await signUpCustomer(t);
    expect(await isDatabaseEmpty(t.server.dataSource)).toBe(false);
  });
});
