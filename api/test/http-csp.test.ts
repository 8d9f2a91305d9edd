import { describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import { useTestServer, type TestServer } from "./support/test-server.js";

/** The sources of one Content-Security-Policy directive of the page the app serves. */
async function directive(t: TestServer, name: string): Promise<string[]> {
  const res = await new ApiClient(t.url).request("/healthz");
  const policy = res.headers.get("content-security-policy") ?? "";
  const found = policy
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  expect(found, `${name} in ${policy}`).toBeDefined();
  return found!.slice(1);
}

describe("Content-Security-Policy img-src with media on local disk", () => {
  const t = useTestServer();

  it("allows pictures from this site, data: and blob: only", async () => {
    expect(await directive(t, "img-src")).toEqual(["'self'", "data:", "blob:"]);
  });
});

describe("Content-Security-Policy img-src with media in an S3 bucket", () => {
  const t = useTestServer({ S3_BUCKET: "sutra-media", S3_REGION: "ap-south-1", S3_PUBLIC_URL: "https://cdn.example.com/sutra/media/" });

  it("also allows the origin the bucket's pictures are served from (not a path: CSP matches origins)", async () => {
    expect(await directive(t, "img-src")).toEqual(["'self'", "data:", "blob:", "https://cdn.example.com"]);
  });
});

describe("Content-Security-Policy img-src with an S3 bucket on its default AWS URL", () => {
  const t = useTestServer({ S3_BUCKET: "sutra-media", S3_REGION: "ap-south-1" });

  it("allows the bucket's own URL", async () => {
    expect(await directive(t, "img-src")).toContain("https://sutra-media.s3.ap-south-1.amazonaws.com");
  });
});

describe("Content-Security-Policy img-src with IMAGE_ORIGINS and PUBLIC_URL (issue 28: pictures from a CDN)", () => {
  const t = useTestServer({ IMAGE_ORIGINS: "https://cdn.yourbrand.in, https://images.example.com:8443", PUBLIC_URL: "https://yourbrand.in" });

  it("allows the shop's public address and every configured image origin", async () => {
    expect(await directive(t, "img-src")).toEqual(["'self'", "data:", "blob:", "https://yourbrand.in", "https://cdn.yourbrand.in", "https://images.example.com:8443"]);
  });
});
