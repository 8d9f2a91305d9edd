/**
 * Issue 10, finding 6: transport failures were reported as server faults — a malformed multipart body to /graphql
 * was a 500 (and was parsed before any auth or CSRF check), a persisted-query hash mismatch a 400 labelled
 * INTERNAL_SERVER_ERROR and logged as unexpected, a 5,000-deep selection a 400 "Maximum call stack size exceeded".
 * Every one now answers a 4xx whose code says what the client did wrong; only real faults are 500s and logged as
 * errors.
 */
import { request } from "node:http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
let errorLog: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errorLog = vi.spyOn(t.server.logger, "error");
});
afterEach(() => {
  errorLog.mockRestore();
});

async function raw(path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array }) {
  const response = await fetch(new URL(path, t.url), { method: init.method ?? "POST", headers: init.headers, body: init.body });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, headers: response.headers };
}

function expectClientError(res: { status: number; text: string; json: any }, status: number, code: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.json?.errors?.[0]?.extensions?.code, res.text).toBe(code);
  expect(res.text).not.toMatch(/INTERNAL_SERVER_ERROR|Maximum call stack|at .*\.(js|ts):\d+/);
}

const MALFORMED_MULTIPART = { "content-type": "multipart/form-data; boundary=x" };

describe("transport errors on /graphql", () => {
  it("a malformed multipart body from an anonymous caller is refused before it is read (401), not a 500", async () => {
    const res = await raw("/graphql", { headers: { ...MALFORMED_MULTIPART, "apollo-require-preflight": "true" }, body: "--x\r\n" });
    expectClientError(res, 401, "UNAUTHENTICATED");
    expect(errorLog).not.toHaveBeenCalled();
  });

  it("a multipart request without Apollo's preflight header is refused as a possible CSRF before it is read", async () => {
    const { token } = await signInAdmin(t);
    const res = await raw("/graphql", { headers: { ...MALFORMED_MULTIPART, authorization: `Bearer ${token}` }, body: "--x\r\n" });
    expectClientError(res, 400, "BAD_REQUEST");
    expect(res.json.errors[0].message).toMatch(/Cross-Site Request Forgery/);
  });

  it("a multipart request from a customer is refused before it is read: uploads are for admins", async () => {
    const { token } = await signUpCustomer(t);
    const res = await raw("/graphql", { headers: { ...MALFORMED_MULTIPART, authorization: `Bearer ${token}`, "apollo-require-preflight": "true" }, body: "--x\r\n" });
    expectClientError(res, 403, "FORBIDDEN");
  });

  it("an admin's malformed multipart body is a 400 BAD_REQUEST saying what is wrong", async () => {
    const { token } = await signInAdmin(t);
    const headers = { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" };
    const truncated = await raw("/graphql", { headers: { ...headers, ...MALFORMED_MULTIPART }, body: "--x\r\n" });
    expectClientError(truncated, 400, "BAD_REQUEST");
    expect(truncated.json.errors[0].message).toMatch(/^The multipart request could not be read/);
    const noBoundary = await raw("/graphql", { headers: { ...headers, "content-type": "multipart/form-data" }, body: "x" });
    expectClientError(noBoundary, 400, "BAD_REQUEST");
    const badOperations = await raw("/graphql", {
      headers: { ...headers, ...MALFORMED_MULTIPART },
      body: '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{not json\r\n--x--\r\n',
    });
    expectClientError(badOperations, 400, "BAD_REQUEST");
    expect(errorLog).not.toHaveBeenCalled();
  });

  it("a persisted-query hash that does not match the query is PERSISTED_QUERY_HASH_MISMATCH, not logged as an error", async () => {
    const res = await raw("/graphql", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }", extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } }),
    });
    expectClientError(res, 400, "PERSISTED_QUERY_HASH_MISMATCH");
    expect(errorLog).not.toHaveBeenCalled();
  });

  it("a 5,000-deep selection is refused by the token limit, not by running out of stack", async () => {
    const query = `{${"a{".repeat(5000)}b${"}".repeat(5000)}}`;
    const res = await raw("/graphql", { headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) });
    expectClientError(res, 400, "TOKEN_LIMIT_EXCEEDED");
    const get = await raw(`/graphql?query=${encodeURIComponent(`{${"a{".repeat(1500)}b${"}".repeat(1500)}}`)}`, { method: "GET", headers: { "content-type": "application/json" } });
    expectClientError(get, 400, "TOKEN_LIMIT_EXCEEDED");
    expect(errorLog).not.toHaveBeenCalled();
  });

  it("bad JSON is a 400 BAD_REQUEST and a body over the limit a 413 PAYLOAD_TOO_LARGE", async () => {
    expectClientError(await raw("/graphql", { headers: { "content-type": "application/json" }, body: "{not json" }), 400, "BAD_REQUEST");
    const big = JSON.stringify({ query: "{ __typename }", variables: { pad: "x".repeat(2 * 1024 * 1024) } });
    expectClientError(await raw("/graphql", { headers: { "content-type": "application/json" }, body: big }), 413, "PAYLOAD_TOO_LARGE");
    expect(errorLog).not.toHaveBeenCalled();
  });

  it("a client that goes away in the middle of its body is not logged as an error (JSON and multipart)", async () => {
    const { token } = await signInAdmin(t);
    const halfSent = (headers: Record<string, string>) =>
      new Promise<void>((resolve) => {
        const req = request(new URL("/graphql", t.url), { method: "POST", headers: { ...headers, "content-length": "100000" } });
        req.on("error", () => resolve());
        req.write("x".repeat(1000), () => setTimeout(() => req.destroy(), 50));
      });
    await halfSent({ "content-type": "application/json" });
    await halfSent({ ...MALFORMED_MULTIPART, authorization: `Bearer ${token}`, "apollo-require-preflight": "true" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errorLog).not.toHaveBeenCalled();
    expect((await new ApiClient(t.url).request("/healthz")).status).toBe(200);
  });

  it("malformed GET parameters are 400s", async () => {
    const res = await raw(`/graphql?query=${encodeURIComponent("{ __typename }")}&variables=%7Bnope`, { method: "GET", headers: { "content-type": "application/json" } });
    expectClientError(res, 400, "BAD_REQUEST");
  });

  it("a real fault is still a 500 INTERNAL_SERVER_ERROR with a generic message, and is logged as an error", async () => {
    const spy = vi.spyOn(t.server.services.catalogue, "options").mockImplementation(() => {
      throw new Error("the catalogue exploded");
    });
    try {
      const { errors } = await new ApiClient(t.url).graphql("{ catalogueOptions { sorts { id } } }");
      expect(errors?.[0]).toMatchObject({ message: "Something went wrong on our side. Please try again.", extensions: { code: "INTERNAL_SERVER_ERROR" } });
      expect(JSON.stringify(errors)).not.toContain("exploded");
      expect(errorLog).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
