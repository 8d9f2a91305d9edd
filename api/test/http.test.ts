import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();

describe("HTTP app", () => {
  it("/healthz answers 200 when the database is reachable", async () => {
    const res = await new ApiClient(t.url).request("/healthz");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok", database: "up" });
  });

  it("keeps idle connections open longer than clients and load balancers do (60 s), so a reused socket is never reset", async () => {
    // Clients (undici, nginx) read this hint and stop reusing a socket before the server closes it.
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      request(new URL("/healthz", t.url), { agent: false, headers: { connection: "keep-alive" } }, (res) => {
        res.resume();
        resolve(String(res.headers["keep-alive"]));
      })
        .on("error", reject)
        .end();
    });
    expect(keepAlive).toBe("timeout=65");
  });

  it("sets security headers and a request id", async () => {
    const res = await new ApiClient(t.url).request("/healthz", { headers: { "x-request-id": "trace-123" } });
    expect(res.headers.get("x-request-id")).toBe("trace-123");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("refuses a GraphQL request that could be a cross-site form post (CSRF prevention)", async () => {
    const res = await new ApiClient(t.url).request("/graphql", { body: JSON.stringify({ query: "{ me { id } }" }), headers: { "content-type": "text/plain" } });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/CSRF/i);
  });

  it("answers errors without stack traces", async () => {
    const { errors } = await new ApiClient(t.url).graphql("{ nope }");
    expect(errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(JSON.stringify(errors)).not.toMatch(/stacktrace|at .*\.js/i);
  });

  it("answers malformed JSON on REST with 400 and a clear message", async () => {
    const res = await new ApiClient(t.url).request("/api/auth/login", { body: "{not json" });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: "The request could not be read. Please send valid JSON." });
  });

  it("refuses an oversized JSON body with 413", async () => {
    const res = await new ApiClient(t.url).request("/api/auth/login", { body: { email: "a@example.com", password: "x".repeat(2 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.json.success).toBe(false);
  });

  it("answers an unknown API path with 404 JSON", async () => {
    const res = await new ApiClient(t.url).request("/api/nope");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: "No such API path." });
  });
});
