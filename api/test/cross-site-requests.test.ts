/**
 * Issue 10, finding 5: POST /api/auth/logout with the session cookie, Content-Type text/plain and a foreign Origin
 * logged the user out. One rule now refuses every cross-site state change (unsafe method) from a browser — by
 * Sec-Fetch-Site, or by Origin where a browser sends no Sec-Fetch-Site — on every path: REST, GraphQL over JSON
 * and multipart. Requests without either header (API clients, curl, server-to-server webhooks) are not from a
 * cross-site page and pass.
 */
import { describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import { signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const EVIL = "https://evil.example";

async function stillSignedIn(client: ApiClient) {
  return (await client.request("/api/auth/check-auth")).status === 200;
}

describe("cross-site state changes", () => {
  it("refuses a cross-site logout (text/plain, foreign Origin) with 403, and the session stays", async () => {
    const { client } = await signUpCustomer(t);
    const res = await client.request("/api/auth/logout", { body: "", headers: { "content-type": "text/plain", origin: EVIL } });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ success: false, message: "Cross-site requests are not allowed." });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await stillSignedIn(client)).toBe(true);
  });

  it("refuses by Sec-Fetch-Site when the browser sends it (cross-site and same-site alike)", async () => {
    const { client } = await signUpCustomer(t);
    for (const site of ["cross-site", "same-site"]) {
      const res = await client.request("/api/auth/logout", { body: "", headers: { "content-type": "text/plain", "sec-fetch-site": site } });
      expect(res.status).toBe(403);
    }
    expect(await stillSignedIn(client)).toBe(true);
  });

  it("refuses cross-site GraphQL mutations over JSON and multipart alike", async () => {
    const { client } = await signUpCustomer(t);
    const json = await client.request("/graphql", { body: { query: "mutation { logout }" }, headers: { origin: EVIL } });
    expect(json.status).toBe(403);
    expect(json.json.errors[0]).toMatchObject({ message: "Cross-site requests are not allowed.", extensions: { code: "FORBIDDEN" } });
    const multipart = await client.request("/graphql", {
      body: "--x\r\n",
      headers: { "content-type": "multipart/form-data; boundary=x", "apollo-require-preflight": "true", "sec-fetch-site": "cross-site" },
    });
    expect(multipart.status).toBe(403);
    expect(await stillSignedIn(client)).toBe(true);
  });

  it("lets the shop's own pages (same origin) and API clients without browser headers change state", async () => {
    const sameOrigin = await signUpCustomer(t);
    const origin = new URL(t.url).origin;
    const logout = await sameOrigin.client.request("/api/auth/logout", { body: {}, headers: { origin, "sec-fetch-site": "same-origin" } });
    expect(logout.status).toBe(200);
    expect(await stillSignedIn(sameOrigin.client)).toBe(false);

    const originOnly = await signUpCustomer(t); // an older browser: Origin, no Sec-Fetch-Site
    expect((await originOnly.client.request("/api/auth/logout", { body: {}, headers: { origin } })).status).toBe(200);

    const apiClient = await signUpCustomer(t);
    expect((await apiClient.client.graphql("mutation { logout }")).data).toEqual({ logout: true });
  });

  it("leaves safe methods alone: a cross-site GET still reads", async () => {
    const res = await new ApiClient(t.url).request("/graphql?query=%7B__typename%7D", { headers: { "content-type": "application/json", origin: EVIL, "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(200);
  });
});
