import { mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "./support/fixtures.js";
import { type TestServer, useTestServer } from "./support/test-server.js";

/**
 * Issue 28, finding 3: absolute links in a page (og:url, og:image) come from the shop's public address, never from the
 * request's Host header, which anyone can set (and a shared cache may keep the answer for everyone).
 */

/** A page asked for with a Host header of the caller's choosing (fetch does not let one set it). */
function pageWithHost(t: TestServer, path: string, host: string): Promise<string> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host, accept: "text/html" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
}

async function productWithRelativePicture(t: TestServer): Promise<string> {
  const { client } = await signInAdmin(t);
  const { data, errors } = await client.graphql(`mutation ($input: ProductInput!) { createProduct(input: $input) { slug } }`, {
    input: { title: "Linen Shirt", description: "Breathable linen.", category: "men", brand: "zara", price: 1999, totalStock: 4, image: "/media/products/linen.jpg" },
  });
  expect(errors).toBeUndefined();
  return data.createProduct.slug;
}

/** A built web app's index.html (the page every product link answers with). */
function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "sutra-web-dist-"));
  writeFileSync(join(dir, "index.html"), `<!doctype html><html><head><title>Sutra</title></head><body><div id="root"></div></body></html>`);
  return dir;
}

const ogContent = (page: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(page)?.[1];

describe("with PUBLIC_URL set", () => {
  const t = useTestServer({ PUBLIC_URL: "https://yourbrand.in", WEB_DIST_DIR: webBuild() });
  let slug: string;
  beforeAll(async () => {
    slug = await productWithRelativePicture(t);
  });

  it("og:url and a relative og:image are on PUBLIC_URL whatever Host the request names", async () => {
    const page = await pageWithHost(t, `/shop/product/${slug}?utm_source=x`, "evil.example");
    expect(ogContent(page, "og:url")).toBe(`https://yourbrand.in/shop/product/${slug}`);
    expect(ogContent(page, "og:image")).toBe("https://yourbrand.in/media/products/linen.jpg");
    expect(page).not.toContain("evil.example");
  });
});

describe("without PUBLIC_URL (development)", () => {
  const t = useTestServer({ WEB_DIST_DIR: webBuild() });
  let slug: string;
  beforeAll(async () => {
    slug = await productWithRelativePicture(t);
  });

  it("links are on this server's own address, not the Host the request names", async () => {
    const page = await pageWithHost(t, `/shop/product/${slug}`, "evil.example");
    expect(ogContent(page, "og:url")).toBe(`${t.url}/shop/product/${slug}`);
    expect(page).not.toContain("evil.example");
  });
});
