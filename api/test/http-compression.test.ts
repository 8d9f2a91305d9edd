import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { describe, expect, it } from "vitest";
import { COMPRESSION_THRESHOLD_BYTES, compressResponses } from "../src/http/app.js";
import { CREATE_PRODUCT, productInput } from "./support/catalogue-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

/** The bytes exactly as the server sent them (fetch would decode them and hide what went over the wire). */
function rawRequest(
  base: string,
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method, headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

function decode(res: { headers: IncomingHttpHeaders; body: Buffer }): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(res.body).toString("utf8");
  expect(encoding ?? "identity").toBe("identity");
  return res.body.toString("utf8");
}

const varyList = (headers: IncomingHttpHeaders) => String(headers.vary ?? "").split(/\s*,\s*/).map((v) => v.toLowerCase());

const BROWSER = "gzip, deflate, br, zstd"; // what Chromium sends

/**
 * A built web app as `vite build` leaves it: a hashed bundle with its brotli and gzip copies and its (hidden) source
 * map, a small chunk the build did not compress (below the threshold), and index.html.
 */
function fakeWebBuild(): { dir: string; bundle: string; tiny: string } {
  const dir = mkdtempSync(join(tmpdir(), "sutra-web-dist-"));
  mkdirSync(join(dir, "assets"));
  const bundle = `export const shop = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `product card ${i}`))};\n`;
  writeFileSync(join(dir, "assets", "shop-Ab12Cd34.js"), bundle);
  writeFileSync(join(dir, "assets", "shop-Ab12Cd34.js.br"), brotliCompressSync(bundle));
  writeFileSync(join(dir, "assets", "shop-Ab12Cd34.js.gz"), gzipSync(bundle));
  writeFileSync(join(dir, "assets", "shop-Ab12Cd34.js.map"), JSON.stringify({ version: 3, sources: ["../src/shop/secret.ts"], mappings: "" }));
  const tiny = "export const x = 1;\n";
  writeFileSync(join(dir, "assets", "rolldown-runtime-Zz99.js"), tiny);
  const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Sutra</title>
<meta name="description" content="${"Clothing and accessories, delivered. ".repeat(40)}" />
<script type="module" crossorigin src="/assets/shop-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;
  writeFileSync(join(dir, "index.html"), html);
  // The build manifest (dist/.vite, never served): the storefront chunk imports a shared chunk and one the page loads.
  mkdirSync(join(dir, ".vite"));
  writeFileSync(
    join(dir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-Main1.js", isEntry: true, imports: ["_react-R1.js"], dynamicImports: ["src/shop/index.ts", "src/admin/index.ts"] },
      "_react-R1.js": { file: "assets/react-R1.js" },
      "_shared-S1.js": { file: "assets/shared-S1.js", imports: ["_react-R1.js"] },
      "src/shop/index.ts": { file: "assets/shop-Ab12Cd34.js", isDynamicEntry: true, imports: ["_react-R1.js", "_shared-S1.js"] },
      "src/admin/index.ts": { file: "assets/admin-Ad1.js", isDynamicEntry: true, imports: ["_shared-S1.js"] },
    }),
  );
  return { dir, bundle, tiny };
}

const build = fakeWebBuild();

describe("static assets: pre-compressed at build time", () => {
  const t = useTestServer({ WEB_DIST_DIR: build.dir });

  it("sends the brotli copy to a browser that accepts brotli, typed as JavaScript, immutable for a year", async () => {
    const res = await rawRequest(t.url, "/assets/shop-Ab12Cd34.js", { headers: { "accept-encoding": BROWSER } });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(varyList(res.headers)).toContain("accept-encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(build.bundle.length / 3);
    expect(decode(res)).toBe(build.bundle);
  });

  it("carries only the headers a script needs: no page policies (a phone pays for every header of every chunk)", async () => {
    const res = await rawRequest(t.url, "/assets/shop-Ab12Cd34.js", { headers: { "accept-encoding": BROWSER } });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["etag"]).toEqual(expect.any(String));
    for (const name of ["content-security-policy", "x-frame-options", "cross-origin-opener-policy", "referrer-policy", "origin-agent-cluster", "x-xss-protection", "x-dns-prefetch-control", "x-request-id", "last-modified", "accept-ranges"]) {
      expect(res.headers[name], name).toBeUndefined();
    }
    // A page keeps them all.
    const page = await rawRequest(t.url, "/shop/home", { headers: { "accept-encoding": BROWSER, accept: "text/html" } });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["x-request-id"]).toEqual(expect.any(String));
  });

  it("sends the gzip copy to a client that accepts only gzip, or refuses brotli", async () => {
    for (const accept of ["gzip", "br;q=0, gzip, deflate"]) {
      const res = await rawRequest(t.url, "/assets/shop-Ab12Cd34.js", { headers: { "accept-encoding": accept } });
      expect(res.headers["content-encoding"], accept).toBe("gzip");
      expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(varyList(res.headers)).toContain("accept-encoding");
      expect(decode(res)).toBe(build.bundle);
    }
  });

  it("sends the file itself to a client that accepts no encoding, still varying on Accept-Encoding", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }] as Record<string, string>[]) {
      const res = await rawRequest(t.url, "/assets/shop-Ab12Cd34.js", { headers });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(varyList(res.headers)).toContain("accept-encoding");
      expect(res.body.toString("utf8")).toBe(build.bundle);
    }
  });

  it("sends a small asset without a compressed copy (below the build's threshold, or not smaller compressed) as it is", async () => {
    const res = await rawRequest(t.url, "/assets/rolldown-runtime-Zz99.js", { headers: { "accept-encoding": BROWSER } });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString("utf8")).toBe(build.tiny);
  });

  it("compresses index.html on the fly for every browser navigation, never cached", async () => {
    const br = await rawRequest(t.url, "/shop/home", { headers: { "accept-encoding": BROWSER, accept: "text/html" } });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^text\/html/);
    expect(br.headers["cache-control"]).toBe("no-cache");
    expect(varyList(br.headers)).toContain("accept-encoding");
    expect(decode(br)).toContain("window.__SUTRA__=");
    const gzip = await rawRequest(t.url, "/index.html", { headers: { "accept-encoding": "gzip", accept: "text/html" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decode(gzip)).toContain("window.__SUTRA__=");
  });
});

describe("source maps in production", () => {
  const t = useTestServer({
    NODE_ENV: "production",
    WEB_DIST_DIR: build.dir,
    JWT_SECRET: "compression-test-secret-compression-test-0001",
    RAZORPAY_KEY_ID: "rzp_test_compression",
    RAZORPAY_KEY_SECRET: "compression",
    RAZORPAY_WEBHOOK_SECRET: "compression",
    PUBLIC_URL: "https://shop.example.in",
    ORDER_EXPIRY_SWEEP_SECONDS: "0",
  });

  it("are never served, in any encoding", async () => {
    for (const headers of [{}, { "accept-encoding": BROWSER }] as Record<string, string>[]) {
      const res = await rawRequest(t.url, "/assets/shop-Ab12Cd34.js.map", { headers });
      expect(res.status).toBe(404);
      expect(res.body.toString("utf8")).not.toContain("secret.ts");
    }
  });

  it("are never served under a path the static server decodes to one (%2E, upper case)", async () => {
    for (const path of ["/assets/shop-Ab12Cd34.js%2Emap", "/assets/shop-Ab12Cd34.js%2emap", "/assets/shop-Ab12Cd34.js.%6Dap"]) {
      const res = await rawRequest(t.url, path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString("utf8"), path).not.toContain("secret.ts");
    }
  });

  it("while the bundle itself is served pre-compressed", async () => {
    const res = await rawRequest(t.url, "/assets/shop-Ab12Cd34.js", { headers: { "accept-encoding": BROWSER } });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
  });
});

describe("JSON answers: compressed on the fly above 1 kB", () => {
  const t = useTestServer({ WEB_DIST_DIR: build.dir });
  const graphql = (query: string, acceptEncoding: string) =>
    rawRequest(t.url, "/graphql", { method: "POST", headers: { "accept-encoding": acceptEncoding }, body: JSON.stringify({ query }) });

  it("a small GraphQL answer goes as it is (still varying on Accept-Encoding)", async () => {
    const res = await graphql("{ __typename }", BROWSER);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(varyList(res.headers)).toContain("accept-encoding");
    expect(JSON.parse(decode(res))).toEqual({ data: { __typename: "Query" } });
  });

  it("a large GraphQL answer is brotli for a browser, gzip for a gzip-only client, plain for the rest and for a client naming none", async () => {
    const query = "{ __schema { types { name description fields { name description } } } }";
    const plain = await graphql(query, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const expected = JSON.parse(plain.body.toString("utf8")) as unknown;

    const br = await graphql(query, BROWSER);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^application\/(graphql-response\+)?json/);
    expect(varyList(br.headers)).toContain("accept-encoding");
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decode(br))).toEqual(expected);

    const gzip = await graphql(query, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(decode(gzip))).toEqual(expected);

    // A client naming no encoding (a server-side client, a load generator): plain, and still varying on Accept-Encoding
    // for the caches between.
    const unnamed = await rawRequest(t.url, "/graphql", { method: "POST", headers: {}, body: JSON.stringify({ query }) });
    expect(unnamed.headers["content-encoding"]).toBeUndefined();
    expect(varyList(unnamed.headers)).toContain("accept-encoding");
    expect(JSON.parse(decode(unnamed))).toEqual(expected);
  });

  it("a large REST answer is compressed, a small one is not", async () => {
    const admin = await signInAdmin(t);
    for (let i = 0; i < 6; i += 1) {
      const created = await admin.client.graphql(CREATE_PRODUCT, { input: productInput() });
      expect(created.errors).toBeUndefined();
    }
    const auth = { authorization: `Bearer ${admin.token}` };
    const large = await rawRequest(t.url, "/api/admin/products/get", { headers: { ...auth, "accept-encoding": BROWSER } });
    expect(large.status).toBe(200);
    expect(large.headers["content-encoding"]).toBe("br");
    const body = JSON.parse(decode(large)) as { success: boolean; data: unknown[] };
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(6);

    const small = await rawRequest(t.url, "/api/nope", { headers: { "accept-encoding": BROWSER } });
    expect(small.status).toBe(404);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(decode(small))).toEqual({ success: false, message: "No such API path." });
  });
});

describe("what compression leaves alone", () => {
  it("a streamed answer (server-sent events) goes out uncompressed, as it is written", async () => {
    const app = express();
    app.use(compressResponses());
    app.get("/events", (_req, res) => {
      res.setHeader("Content-Type", "text/event-stream");
      res.write(`data: ${"x".repeat(4 * COMPRESSION_THRESHOLD_BYTES)}\n\n`);
      res.end();
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as { port: number };
      const res = await rawRequest(`http://127.0.0.1:${port}`, "/events", { headers: { "accept-encoding": BROWSER } });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.body.toString("utf8")).toMatch(/^data: x+\n\n$/);
    } finally {
      server.close();
    }
  });
});
