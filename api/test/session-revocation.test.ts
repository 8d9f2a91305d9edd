/**
 * Sessions are checked against the database at most every SESSION_CACHE_SECONDS per node, so a signed-in
 * shopper's requests do not each cost a query; a logout still takes effect at once on the node that handled it and
 * within that bound on every other.
 */
import { describe, expect, it } from "vitest";
import { createServices } from "../src/services/index.js";
import { countStatements } from "./support/catalogue-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer({ SESSION_CACHE_SECONDS: "1" });
const ME = `{ me { id } }`;

describe("ending a session", () => {
  it("stops the token at once on the node that logged out", async () => {
    const { client, token, userId } = await signUpCustomer(t);
    const sameSession = new ApiClient(t.url);
    sameSession.bearer = token;
    expect((await sameSession.graphql(ME)).data.me.id).toBe(userId); // seen, so cached on this node
    await client.graphql(`mutation { logout }`);
    expect((await sameSession.graphql(ME)).data.me).toBeNull();
  });

  it("stops the token on another node within SESSION_CACHE_SECONDS", async () => {
    const otherNode = createServices({ dataSource: t.server.dataSource, config: t.config });
    const { client, token, userId } = await signUpCustomer(t);
    expect(await otherNode.auth.authenticate(token)).toMatchObject({ userId }); // seen, so trusted for a while
    await client.graphql(`mutation { logout }`);
    await new Promise((resolve) => setTimeout(resolve, t.config.sessionCacheSeconds * 1000 + 50));
    expect(await otherNode.auth.authenticate(token)).toBeNull();
  });

  it("never trusts a session beyond its expiry", async () => {
    const { token, userId } = await signUpCustomer(t);
    expect(await t.server.services.auth.authenticate(token)).toMatchObject({ userId });
    await t.server.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [userId]);
    await new Promise((resolve) => setTimeout(resolve, t.config.sessionCacheSeconds * 1000 + 50));
    expect(await t.server.services.auth.authenticate(token)).toBeNull();
  });
});

describe("sessions asked for at once", () => {
  it("are read with one statement, and an ended one among them is still refused", async () => {
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => signUpCustomer(t)));
    const [ended, ...live] = shoppers;
    // Another node that saw these shoppers more than SESSION_CACHE_SECONDS ago, as for a crowd coming back to a sale:
    // their signatures are known to it (checked once per token), their sessions must be read again. Without the first
    // visit each signature's check finishes in WebCrypto's thread pool at its own time, and a busy machine spreads the
    // sessions' reads over more than one turn of the loop.
    const otherNode = createServices({ dataSource: t.server.dataSource, config: t.config });
    for (const shopper of shoppers) expect(await otherNode.auth.authenticate(shopper.token)).toMatchObject({ userId: shopper.userId });
    await ended.client.graphql(`mutation { logout }`);
    await new Promise((resolve) => setTimeout(resolve, t.config.sessionCacheSeconds * 1000 + 50));
    const { result: viewers, statements } = await countStatements(() => Promise.all(shoppers.map((s) => otherNode.auth.authenticate(s.token))));
    expect(viewers[0]).toBeNull();
    expect(viewers.slice(1)).toEqual(live.map((s) => expect.objectContaining({ userId: s.userId })));
    expect(statements.filter((sql) => /\bsessions\b/.test(sql))).toHaveLength(1);
  });
});
