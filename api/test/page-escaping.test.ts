import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import { type DomElement, parseFragment } from "./support/dom.js";
import { signInAdmin } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

/**
 * Issue 28, finding 1: the page the server writes (api/src/http/web-app.ts) carries text people typed — product
 * titles and descriptions, banner titles, user names, the brand — in its head (title, description, Open Graph) and
 * in its first-screen data. Whatever that text holds (`$` patterns that `String.prototype.replace` expands,
 * `</script>`, quotes), the page is exactly the template with the values escaped for where they stand: nothing
 * more, nothing less, byte for byte.
 */

// The build's index.html, in the pieces a page is made of.
const HEAD_START = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />`;
const TEMPLATE_DESCRIPTION = `<meta name="description" content="Clothing and accessories, delivered." />`;
const TEMPLATE_TITLE = `<title>Sutra</title>`;
const APP_SCRIPT = `<script type="module" crossorigin src="/assets/index-Main1.js"></script>`;
const HEAD_END_AND_BODY = `</head><body><div id="root"></div></body></html>`;

function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "sutra-web-dist-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), HEAD_START + TEMPLATE_DESCRIPTION + TEMPLATE_TITLE + APP_SCRIPT + HEAD_END_AND_BODY);
  return dir;
}

/** Every `$` pattern `replace` knows, the end of a script, both quotes and markup. */
const HOSTILE = "$` $' $& $$ $1 </script><!-- \"q\" 'a' <b>&amp;";
const BRAND = "Sutra $& $` Co";
const PUBLIC_URL = "https://shop.example.in";

const t = useTestServer({ WEB_DIST_DIR: webBuild(), BRAND_NAME: BRAND, PUBLIC_URL });

// What the page's template says each value becomes: HTML text and attributes escape & < > " ', JSON inside a
// script escapes what could end the script or open a comment.
const html = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

// The brand and the shop's time zone (SHOP_TIMEZONE, Asia/Kolkata by default), which every date on screen is shown in.
const brandScript = `<script>window.__SUTRA__=${scriptJson({ brandName: BRAND, timeZone: "Asia/Kolkata" })};</script>`;
const firstScreen = (data: unknown) => `<script type="application/json" id="sutra-first-screen">${scriptJson(data)}</script>`;
const meta = (attr: "name" | "property", key: string, value: string) => `<meta ${attr}="${key}" content="${html(value)}">`;

/** A page of the app, as the template with these values filled in. */
function expectedPage({ description, title, head }: { description?: string; title: string; head: string }): string {
  const descriptionTag = description === undefined ? TEMPLATE_DESCRIPTION : meta("name", "description", description);
  return HEAD_START + descriptionTag + `<title>${html(title)}</title>` + APP_SCRIPT + brandScript + head + HEAD_END_AND_BODY;
}

const ME = "{ me { __typename id username email name role } }";
const BANNERS = "{ featureImages { __typename id title description position images { __typename thumbnail large webp original webpSources { __typename url width } } } }";
const PASSWORD = "Sutra#2026pass";

async function page(path: string, token?: string): Promise<{ status: number; text: string }> {
  const res = await fetch(new URL(path, t.url), { headers: { accept: "text/html", ...(token ? { cookie: `token=${token}` } : {}) } });
  return { status: res.status, text: await res.text() };
}

let shopper: { client: ApiClient; token: string; me: unknown };
let product: { slug: string; title: string; description: string; image: string };
let banners: Array<{ images: { thumbnail: string; webp: string; large: string; original: string } }>;

beforeAll(async () => {
  // A shopper whose name is the hostile text.
  const username = `Cash ${HOSTILE}`.slice(0, 50);
  const client = new ApiClient(t.url);
  const email = `cash${process.pid}@example.com`;
  expect((await client.graphql(`mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }`, { input: { username, email, password: PASSWORD } })).errors).toBeUndefined();
  const login = await client.graphql(`mutation ($input: LoginInput!) { login(input: $input) { token } }`, { input: { email, password: PASSWORD } });
  expect(login.errors).toBeUndefined();
  const me = (await client.graphql(ME)).data.me;
  expect(me.username).toBe(username);
  shopper = { client, token: login.data.login.token, me };

  const admin = (await signInAdmin(t)).client;
  const created = await admin.graphql(`mutation ($input: ProductInput!) { createProduct(input: $input) { slug title description images { large } } }`, {
    input: {
      title: `Kurta ${HOSTILE} Set`,
      description: `Cotton kurta. ${HOSTILE} Hand wash.`,
      category: "men",
      brand: "h&m",
      price: 1499,
      totalStock: 3,
      image: "https://images.example.com/kurta.jpg?v=$&w=$$&q=$`",
    },
  });
  expect(created.errors).toBeUndefined();
  product = { ...created.data.createProduct, image: created.data.createProduct.images.large };

  for (const title of [`Festive ${HOSTILE}`, `Bundle $$ Save`]) {
    const added = await admin.graphql(`mutation ($input: FeatureImageInput!) { addFeatureImage(input: $input) { id } }`, {
      input: { image: `https://images.example.com/banner.jpg?t=$&x=${encodeURIComponent(title).replace(/'/g, "%27")}`, title, description: `Up to 50% off ${HOSTILE}` },
    });
    expect(added.errors).toBeUndefined();
  }
  banners = (await new ApiClient(t.url).graphql(BANNERS)).data.featureImages;
  expect(banners).toHaveLength(2);
});

/**
 * The page split at the template's slots. Everything outside them is the template's own text, byte for byte (so no
 * value's `$` pattern copied a piece of the page, and no value ended an element early); returns what the page put
 * at the end of its head and inside `<div id="root">`.
 */
function slotsOf(text: string, { description, title }: { description?: string; title: string }): { head: string; root: string } {
  const descriptionTag = description === undefined ? TEMPLATE_DESCRIPTION : meta("name", "description", description);
  const start = HEAD_START + descriptionTag + `<title>${html(title)}</title>` + APP_SCRIPT + brandScript;
  expect(text.startsWith(start)).toBe(true);
  const rest = text.slice(start.length);
  const open = `</head><body><div id="root">`;
  const close = `</div></body></html>`;
  const at = rest.indexOf(open);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(rest.endsWith(close)).toBe(true);
  return { head: rest.slice(0, at), root: rest.slice(at + open.length, -close.length) };
}

describe("the page is the template with escaped values, whatever the values hold", () => {
  /**
   * The head of a product's page: its style, its tags and its JSON-LD, every value as the product has it once parsed
   * (meta contents, JSON), and nothing else (no element a value opened: a `<b>` or a second script).
   */
  const expectProductHead = async (head: string, extraScripts: number) => {
    const fragment = await parseFragment(head);
    expect([...fragment.children].every((el: DomElement) => ["STYLE", "LINK", "META", "SCRIPT"].includes(el.tagName))).toBe(true);
    const content = (key: string) => fragment.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");
    expect(content("og:title")).toBe(product.title);
    expect(content("og:description")).toBe(product.description);
    expect(content("twitter:title")).toBe(product.title);
    expect(content("og:image")).toBe(product.image);
    expect(content("og:url")).toBe(`${PUBLIC_URL}/shop/product/${product.slug}`);
    expect(fragment.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${PUBLIC_URL}/shop/product/${product.slug}`);
    const scripts = [...fragment.querySelectorAll("script")];
    expect(scripts).toHaveLength(1 + extraScripts);
    const [productData] = JSON.parse(scripts[0]!.textContent!) as Array<{ name: string; description: string; image: string[] }>;
    expect(productData).toMatchObject({ name: product.title, description: product.description, image: [product.image] });
  };

  /** The page's content: the product's title, description and picture as it has them, and no element a value opened. */
  const expectProductContent = async (root: string) => {
    const fragment = await parseFragment(root);
    expect(fragment.querySelector("h1")?.textContent).toBe(product.title);
    expect(fragment.querySelector(".ssr-description")?.textContent).toBe(product.description);
    expect(fragment.querySelector("img.ssr-picture")?.getAttribute("alt")).toBe(product.title);
    expect(fragment.querySelector("img.ssr-picture")?.getAttribute("src")).toBe(product.image);
    expect(fragment.querySelectorAll("script, b, title")).toHaveLength(0);
    expect(fragment.querySelector('[aria-current="page"]')?.textContent).toBe(product.title);
  };

  it("a product's shared link, opened by nobody signed in: its title, description and picture in the head and the page", async () => {
    const opened = await page(`/shop/product/${product.slug}`);
    expect(opened.status).toBe(200);
    const { head, root } = slotsOf(opened.text, { description: product.description, title: `${product.title} | ${BRAND}` });
    expect(head.endsWith(firstScreen({ me: null }))).toBe(true);
    await expectProductHead(head, 1);
    await expectProductContent(root);
  });

  it("the same link opened by the shopper with the hostile name: the head and page as above, and their `me` in the first-screen data", async () => {
    const opened = await page(`/shop/product/${product.slug}`, shopper.token);
    // The product's picture as the details dialog asks for it (issue 29; a picture without renditions of its own is its
    // one file, shown without a srcset and preloaded by its address, issue 46).
    const preload = `<link rel="preload" as="image" fetchpriority="high" href="${html(product.image)}">`;
    // A signed-in shopper's link also comes with the product's details as the dialog asks for them (issue 29): taken
    // from the page, checked to be the hostile values, then the end of the head compared byte for byte with them escaped.
    const data = JSON.parse(/<script type="application\/json" id="sutra-first-screen">(.*?)<\/script>/s.exec(opened.text)![1]!) as {
      answers: Array<{ operation: string; data: { product: { title: string; description: string } } }>;
    };
    expect(data.answers.map((a) => a.operation)).toEqual(["ShopProductDetails"]);
    expect(data.answers[0]!.data.product).toMatchObject({ title: product.title, description: product.description });
    const { head, root } = slotsOf(opened.text, { description: product.description, title: `${product.title} | ${BRAND}` });
    expect(head.endsWith(preload + firstScreen({ me: shopper.me, answers: data.answers }))).toBe(true);
    await expectProductHead(head, 1);
    await expectProductContent(root);
  });

  it("the shopper's home: their `me`, the banners with their titles, and the first banner's picture preloaded", async () => {
    const opened = await page("/shop/home", shopper.token);
    const first = banners[0]!.images;
    const srcset = `${first.thumbnail} 480w, ${first.webp} 800w, ${first.large} 1200w, ${first.original} 1600w`;
    const preload = `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${html(srcset)}" imagesizes="(min-width: 1536px) 1488px, 100vw">`;
    // The home keeps the template's description, written as every page's description tag is.
    const { head, root } = slotsOf(opened.text, { title: BRAND, description: "Clothing and accessories, delivered." });
    expect(head.endsWith(preload + firstScreen({ me: shopper.me, featureImages: banners }))).toBe(true);
    // The home's content names the first banner by its title, and the featured product by its own.
    const fragment = await parseFragment(root);
    expect(fragment.querySelector("img.ssr-banner")?.getAttribute("alt")).toBe(`Festive ${HOSTILE}`);
    expect([...fragment.querySelectorAll(".ssr-list a")].map((el) => el.textContent)).toContain(product.title);
    expect(fragment.querySelectorAll("script, b")).toHaveLength(0);
  });

  it("a page without content of its own (the checkout) is the template byte for byte, with the escaped brand and `me` only", async () => {
    const opened = await page("/shop/checkout", shopper.token);
    const head = /(<link rel="modulepreload"[^>]*>)*/.exec(opened.text.slice(opened.text.indexOf(brandScript) + brandScript.length))![0];
    expect(opened.text).toBe(expectedPage({ title: BRAND, head: head + firstScreen({ me: shopper.me }) }));
  });

  it("the first-screen data reads back as exactly what /graphql answers (it parses, and nothing of the page leaked into it)", async () => {
    const opened = await page("/shop/home", shopper.token);
    const json = /<script type="application\/json" id="sutra-first-screen">([^<]*)<\/script>/.exec(opened.text)?.[1];
    expect(JSON.parse(json!)).toEqual({ me: shopper.me, featureImages: banners });
    expect(opened.text.match(/<!doctype/g)).toHaveLength(1);
  });
});
