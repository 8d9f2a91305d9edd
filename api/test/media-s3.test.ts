/**
 * The S3-compatible media store, without any cloud: key ↔ URL mapping, the config that selects it, and the real
 * AWS SDK talking to a tiny S3 look-alike on loopback (which records what it is sent), and to a real
 * S3-compatible server (s3rver) that stores and serves the objects.
 */
import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../src/config.js";
import { storeImageWithVariants } from "../src/services/media/images.js";
import { createMediaStore } from "../src/services/media/index.js";
import { LocalDiskMediaStore } from "../src/services/media/media-store.js";
import { IMMUTABLE_CACHE_CONTROL, S3MediaStore, type S3Sender } from "../src/services/media/s3-media-store.js";
import { storedImageVariants } from "../src/services/media/media.service.js";
import { makeImage } from "./support/media-fixtures.js";
import { type RunningS3, startS3Server } from "./support/s3-server.js";

const dataDir = () => mkdtempSync(join(tmpdir(), "sutra-s3-"));
const config = (env: Record<string, string>) => parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir(), ...env });

describe("choosing the media store from the config", () => {
  it("without S3_BUCKET media stay on local disk", () => {
    const parsed = config({});
    expect(parsed.s3).toBeUndefined();
    expect(createMediaStore(parsed)).toBeInstanceOf(LocalDiskMediaStore);
  });

  it("with S3_BUCKET media go to the bucket, served from its AWS URL by default", () => {
    const parsed = config({ S3_BUCKET: "sutra-media", S3_REGION: "ap-south-1" });
    expect(parsed.s3).toMatchObject({ bucket: "sutra-media", region: "ap-south-1", endpoint: undefined, publicUrl: "https://sutra-media.s3.ap-south-1.amazonaws.com" });
    const store = createMediaStore(parsed);
    expect(store).toBeInstanceOf(S3MediaStore);
    expect(store.publicUrl("uploads/a/original.jpg")).toBe("https://sutra-media.s3.ap-south-1.amazonaws.com/uploads/a/original.jpg");
  });

  it("a custom endpoint (MinIO, R2…) is addressed path-style; S3_PUBLIC_URL (e.g. a CDN) wins for browsers", () => {
    expect(config({ S3_BUCKET: "media", S3_ENDPOINT: "http://minio:9000/" }).s3?.publicUrl).toBe("http://minio:9000/media");
    expect(config({ S3_BUCKET: "media", S3_ENDPOINT: "http://minio:9000", S3_PUBLIC_URL: "https://cdn.example.com/m/" }).s3?.publicUrl).toBe("https://cdn.example.com/m");
  });

  it("never shows the secret key when the config is logged or serialised", () => {
    const parsed = config({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "AKIDEXAMPLE", S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI-secret" });
    expect(parsed.s3?.secretAccessKey).toBe("wJalrXUtnFEMI-secret");
    expect(JSON.stringify(parsed)).not.toContain("wJalrXUtnFEMI-secret");
  });

  it.each([
    [{ S3_ENDPOINT: "http://minio:9000" }, /^Invalid environment variable S3_BUCKET: required when S3_ENDPOINT is set/],
    [{ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "AKIDEXAMPLE" }, /^Invalid environment variable S3_SECRET_ACCESS_KEY: .*set together/],
    [{ S3_BUCKET: "media", S3_PUBLIC_URL: "not a url" }, /^Invalid environment variable S3_PUBLIC_URL:/],
  ])("refuses an incomplete or malformed S3 setting %j", (env, message) => {
    expect(() => config(env)).toThrow(ConfigError);
    expect(() => config(env)).toThrow(message);
  });
});

describe("S3MediaStore keys and URLs", () => {
  const store = new S3MediaStore({ bucket: "media", region: "auto", publicUrl: "https://cdn.example.com/m/" }, { send: async () => ({}) } as S3Sender);

  it("maps a key to its public URL and back", () => {
    const url = store.publicUrl("uploads/0b0c6a4e-7f7e-4d53-9e0a-0d6c2f0c1a11/thumb.jpg");
    expect(url).toBe("https://cdn.example.com/m/uploads/0b0c6a4e-7f7e-4d53-9e0a-0d6c2f0c1a11/thumb.jpg");
    expect(store.keyFromUrl(url)).toBe("uploads/0b0c6a4e-7f7e-4d53-9e0a-0d6c2f0c1a11/thumb.jpg");
  });

  it.each([
    ["another site's URL", "https://images.example.com/m/uploads/x/thumb.jpg"],
    ["a look-alike host", "https://cdn.example.com.evil.test/m/uploads/x/thumb.jpg"],
    ["a local /media path", "/media/uploads/x/thumb.jpg"],
    ["a path escaping the prefix", "https://cdn.example.com/m/../secrets/key"],
    ["the bare prefix", "https://cdn.example.com/m/"],
  ])("does not claim %s", (_label, url) => {
    expect(store.keyFromUrl(url)).toBeUndefined();
  });

  it("refuses an unsafe key loudly", () => {
    expect(() => store.publicUrl("../etc/passwd")).toThrow(/Unsafe media key/);
  });
});

/** A loopback stand-in for S3's PUT/DELETE object calls, recording each request. */
function fakeS3(): { server: Server; requests: Array<{ method: string; path: string; headers: IncomingMessage["headers"]; bytes: number }> } {
  const requests: Array<{ method: string; path: string; headers: IncomingMessage["headers"]; bytes: number }> = [];
  const server = createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      requests.push({ method: req.method!, path: req.url!, headers: req.headers, bytes });
      if (req.method === "DELETE") res.writeHead(204).end();
      else res.writeHead(200, { ETag: '"0123456789abcdef"' }).end();
    });
  });
  return { server, requests };
}

describe("S3MediaStore with the real SDK against a local S3 look-alike", () => {
  const s3 = fakeS3();
  let store: S3MediaStore;

  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, "127.0.0.1", resolve));
    const endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
    const parsed = config({ S3_BUCKET: "sutra-media", S3_ENDPOINT: endpoint, S3_REGION: "auto", S3_ACCESS_KEY_ID: "AKIDEXAMPLE", S3_SECRET_ACCESS_KEY: "secret-example" });
    store = createMediaStore(parsed) as S3MediaStore;
  });
  afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

  it("stores every rendition path-style in the bucket, with its content type and an immutable Cache-Control", async () => {
    s3.requests.length = 0;
    const variants = await storeImageWithVariants(store, await makeImage("png", 700, 400), { prefix: "uploads" });
    const puts = s3.requests.filter((r) => r.method === "PUT");
    expect(puts.map((r) => r.path.split("?")[0]).sort()).toEqual(
      ["image-1200.webp", "image-480.webp", "image.webp", "large.jpg", "original.jpg", "thumb.jpg"].map((file) => `/sutra-media/${store.keyFromUrl(variants.original)!.replace("original.jpg", file)}`).sort(),
    );
    for (const put of puts) {
      expect(put.headers["cache-control"]).toBe(IMMUTABLE_CACHE_CONTROL);
      expect(put.headers["content-type"]).toBe(put.path.includes(".webp") ? "image/webp" : "image/jpeg");
      expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
      expect(put.bytes).toBeGreaterThan(0);
    }
    expect(variants.original).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sutra-media\/uploads\/[0-9a-f-]{36}\/original\.jpg$/);
    // What a banner or product derives from the original URL alone is exactly what was stored.
    expect(storedImageVariants(store, variants.original)).toEqual(variants);
  });

  it("deletes an object by its key", async () => {
    s3.requests.length = 0;
    await store.delete("uploads/0b0c6a4e-7f7e-4d53-9e0a-0d6c2f0c1a11/thumb.jpg");
    expect(s3.requests.map((r) => [r.method, r.path.split("?")[0]])).toEqual([["DELETE", "/sutra-media/uploads/0b0c6a4e-7f7e-4d53-9e0a-0d6c2f0c1a11/thumb.jpg"]]);
  });
});

describe("S3MediaStore against a real S3-compatible server (s3rver)", () => {
  let s3: RunningS3;
  let store: S3MediaStore;
  beforeAll(async () => {
    s3 = await startS3Server();
    store = createMediaStore(config(s3.env)) as S3MediaStore;
  });
  afterAll(() => s3?.close());

  it("stores every rendition; each is then readable at its public URL with its type and an immutable Cache-Control", async () => {
    const variants = await storeImageWithVariants(store, await makeImage("png", 700, 400), { prefix: "uploads" });
    for (const url of Object.values(variants)) {
      expect(url.startsWith(`${s3.endpoint}/sutra-media/uploads/`)).toBe(true);
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toBe(url.endsWith(".webp") ? "image/webp" : "image/jpeg");
      expect(response.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it("deletes an object: its URL answers 404 afterwards; deleting a missing key is no error", async () => {
    const url = await store.put("uploads/0b0c6a4e-7f7e-4d53-9e0a-0d6c2f0c1a11/thumb.jpg", await makeImage("jpeg", 40, 40), "image/jpeg");
    expect((await fetch(url)).status).toBe(200);
    await store.delete(store.keyFromUrl(url)!);
    expect((await fetch(url)).status).toBe(404);
    await expect(store.delete("uploads/0b0c6a4e-7f7e-4d53-9e0a-0d6c2f0c1a11/never.jpg")).resolves.toBeUndefined();
  });

  it("an unknown access key is refused, and the store passes the error on (s3rver checks key ids, not SigV4 signatures)", async () => {
    const wrong = createMediaStore(config({ ...s3.env, S3_ACCESS_KEY_ID: "AKIDUNKNOWN" }));
    await expect(wrong.put("uploads/0b0c6a4e-7f7e-4d53-9e0a-0d6c2f0c1a11/x.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(/Access Key Id you provided does not exist/);
  });
});
