import { describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer({ LOGIN_MAX_PER_EMAIL: "3", LOGIN_MAX_PER_IP: "6", LOGIN_WINDOW_SECONDS: "600" });

describe("login rate limits", () => {
  it("refuses a fourth attempt on one email with 429 and a clear message, in REST and GraphQL", async () => {
    const client = new ApiClient(t.url);
    const email = "target@example.com";
    for (let i = 0; i < 3; i += 1) {
      const res = await client.request("/api/auth/login", { body: { email, password: `Guess${i}pass` } });
      expect(res.status).toBe(200);
    }
    const blocked = await client.request("/api/auth/login", { body: { email, password: "Guess4pass" } });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ success: false, message: "Too many login attempts. Please try again in 10 minutes." });
    const gql = await client.graphql(`mutation { login(input: { email: "${email}", password: "Guess5pass" }) { token } }`);
    expect(gql.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");
  });

  it("refuses a client address that tries many emails", async () => {
    const client = new ApiClient(t.url);
    // The first test used 5 attempts from this address already; one more is allowed, then 429.
    const ok = await client.request("/api/auth/login", { body: { email: "first@example.com", password: "Guess1pass" } });
    expect(ok.status).toBe(200);
    const blocked = await client.request("/api/auth/login", { body: { email: "second@example.com", password: "Guess1pass" } });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/Too many login attempts/);
  });
});
