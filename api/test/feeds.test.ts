import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { createPublishedCatalogue } from "../src/services/catalogue/index.js";
import { createFeedsService } from "../src/services/feeds/index.js";
import { CREATE_PRODUCT, DELETE_PRODUCT, productInput } from "./support/catalogue-fixtures.js";
import type { ApiClient } from "./support/client.js";
import { parseXml } from "./support/dom.js";
import { signInAdmin } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

/**
 * Issue 45: the sitemap, robots.txt and the shopping feeds. Each feed is checked item by item against its
 * specification's required attributes, every value a product's title or description can carry comes out escaped for
 * the format, a feed asked for during an import is one snapshot, and a wrong FEED_TOKEN is a 404.
 */

const PUBLIC_URL = "https://shop.example.in";
const FEED_TOKEN = "feed-token-0123456789abcdef";
const t = useTestServer({ PUBLIC_URL, FEED_TOKEN });

/** Markup, both quotes, the end of a script, every `$` pattern of String.replace, emoji and Devanagari. */
const HOSTILE_TITLE = `<b>Kurta</b> "Sufi" 'Rang' </script> $& $' $\` $$ 👗 कुर्ता & co`;
const HOSTILE_DESCRIPTION = `<script>alert(1)</script> "quoted", with, commas\nand a second line; ]]> <![CDATA[ x ]]> हिंदी 🧵 $1`;

/** Google Merchant Center's product data specification (https://support.google.com/merchants/answer/7052112). */
const GOOGLE = {
  /** Required for every product. */
  required: ["id", "title", "description", "link", "image_link", "availability", "price", "brand"],
  /** Required for apparel (Apparel & Accessories) and for variants (one item per size and colour). */
  apparel: ["gender", "age_group", "google_product_category"],
  /** Without a GTIN: identifier_exists no (the shop keeps no GTINs or MPNs). */
  identifier: (item: Record<string, string[]>) => (item.gtin?.length ?? 0) > 0 || item.identifier_exists?.[0] === "no",
  availability: ["in_stock", "out_of_stock", "preorder", "backorder"],
  condition: ["new", "refurbished", "used"],
  gender: ["male", "female", "unisex"],
  ageGroup: ["newborn", "infant", "toddler", "kids", "adult"],
  /** "15.00 USD": a number with a dot for decimals and an ISO 4217 code. */
  price: /^\d+\.\d{2} INR$/,
  titleMax: 150,
  descriptionMax: 5000,
};

/** Meta's catalogue fields (https://www.facebook.com/business/help/120325381656392). */
const META = {
  required: ["id", "title", "description", "availability", "condition", "price", "link", "image_link", "brand"],
  availability: ["in stock", "out of stock", "preorder", "available for order", "discontinued"],
  condition: ["new", "refurbished", "used"],
  price: /^\d+\.\d{2} INR$/,
  titleMax: 200,
  descriptionMax: 9999,
};

type Item = Record<string, string[]>;

/** The items of a Google feed, each attribute of the g: namespace with its values (nested ones as "a/b"). */
async function googleItems(xml: string): Promise<Item[]> {
  const doc = await parseXml(xml);
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  const ns = "http://base.google.com/ns/1.0";
  return [...doc.getElementsByTagName("item")].map((item) => {
    const values: Item = {};
    for (const child of [...item.children]) {
      expect(child.namespaceURI).toBe(ns);
      const add = (name: string, value: string) => (values[name] ??= []).push(value);
      if (child.children.length > 0) for (const sub of [...child.children]) add(`${child.localName}/${sub.localName}`, sub.textContent ?? "");
      else add(child.localName, child.textContent ?? "");
    }
    return values;
  });
}

async function get(path: string): Promise<{ status: number; type: string | null; text: string; headers: Headers }> {
  const res = await fetch(new URL(path, t.url));
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text(), headers: res.headers };
}

let admin: ApiClient;
let styled: { id: string; sku: string; slug: string; variants: Array<{ sku: string; size: string | null; colour: string | null }> };
let plain: { id: string; sku: string; slug: string };
let hostile: { id: string; sku: string; slug: string };
let deleted: { id: string; sku: string; slug: string };

async function create(input: object) {
  const { data, errors } = await admin.graphql(CREATE_PRODUCT.replace("{ id ", "{ id sku slug variants { sku size colour } "), { input });
  expect(errors).toBeUndefined();
  return data.createProduct;
}

beforeAll(async () => {
  admin = (await signInAdmin(t)).client;
  styled = await create({
    ...productInput({ title: "Cotton Kurta", category: "women", brand: "zara", price: 1999, salePrice: 1499 }),
    totalStock: undefined,
    variants: [
      { size: "S", colour: "Indigo", stock: 4 },
      { size: "M", colour: "Indigo", stock: 0 },
      { size: "S", colour: "Rust", stock: 2, price: 2199, salePrice: 1799 },
    ],
    gallery: [{ url: "https://images.example.com/kurta-rust.jpg", colour: "Rust" }, { url: "https://images.example.com/kurta-back.jpg" }],
  });
  plain = await create(productInput({ title: "Leather Belt", category: "accessories", brand: "levi", price: 799, totalStock: 9 }));
  hostile = await create(productInput({ title: HOSTILE_TITLE, description: HOSTILE_DESCRIPTION, category: "kids", brand: "h&m", price: 499, totalStock: 1 }));
  deleted = await create(productInput({ title: "Gone Tee", price: 599, totalStock: 3 }));
  expect((await admin.graphql(DELETE_PRODUCT, { id: deleted.id })).errors).toBeUndefined();
});

describe("the Google Merchant Center feed", () => {
  let items: Item[];
  beforeAll(async () => {
    const res = await get(`/feeds/google.xml?token=${FEED_TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/xml/);
    items = await googleItems(res.text);
  });

  it("has one item per size and colour of every live product, and none of a deleted one", () => {
    const ids = items.map((i) => i.id![0]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const v of styled.variants) expect(ids).toContain(v.sku);
    expect(ids).toContain(plain.sku);
    expect(ids).toContain(hostile.sku);
    expect(ids).not.toContain(deleted.sku);
  });

  it("gives every item the specification's required attributes, each once and in its format", () => {
    for (const item of items) {
      for (const name of [...GOOGLE.required, ...GOOGLE.apparel, "condition"]) {
        expect(item[name], `${item.id} ${name}`).toHaveLength(1);
        expect(item[name]![0]!.trim(), `${item.id} ${name}`).not.toBe("");
      }
      expect(GOOGLE.identifier(item), `${item.id} gtin or identifier_exists`).toBe(true);
      expect(GOOGLE.availability).toContain(item.availability![0]);
      expect(GOOGLE.condition).toContain(item.condition![0]);
      expect(GOOGLE.gender).toContain(item.gender![0]);
      expect(GOOGLE.ageGroup).toContain(item.age_group![0]);
      expect(item.price![0]).toMatch(GOOGLE.price);
      if (item.sale_price) expect(item.sale_price[0]).toMatch(GOOGLE.price);
      expect(item.title![0]!.length).toBeLessThanOrEqual(GOOGLE.titleMax);
      expect(item.description![0]!.length).toBeLessThanOrEqual(GOOGLE.descriptionMax);
      for (const link of [...item.link!, ...item.image_link!, ...(item.additional_image_link ?? [])]) expect(new URL(link).protocol).toBe("https:");
      expect(item.link![0]!.startsWith(`${PUBLIC_URL}/shop/product/`)).toBe(true);
      // Shipping to India at the shop's shipping price (free today).
      expect(item["shipping/country"]).toEqual(["IN"]);
      expect(item["shipping/price"]).toEqual(["0.00 INR"]);
    }
  });

  it("groups a product's sizes and colours, each item linking to its own size and colour at its own price", () => {
    const variants = items.filter((i) => i.item_group_id?.[0] === styled.sku);
    expect(variants).toHaveLength(3);
    const rust = variants.find((i) => i.color?.[0] === "Rust")!;
    expect(rust).toMatchObject({ size: ["S"], price: ["2199.00 INR"], sale_price: ["1799.00 INR"], availability: ["in_stock"], gender: ["female"], age_group: ["adult"] });
    expect(rust.image_link).toEqual(["https://images.example.com/kurta-rust.jpg"]);
    expect(new URL(rust.link![0]!).searchParams.get("colour")).toBe("Rust");
    expect(new URL(rust.link![0]!).searchParams.get("size")).toBe("S");
    const soldOut = variants.find((i) => i.size?.[0] === "M")!;
    expect(soldOut).toMatchObject({ color: ["Indigo"], price: ["1999.00 INR"], sale_price: ["1499.00 INR"], availability: ["out_of_stock"] });
    // A product sold in one size and colour is an item of its own, without a group.
    const belt = items.find((i) => i.id?.[0] === plain.sku)!;
    expect(belt.item_group_id).toBeUndefined();
    expect(belt).toMatchObject({ price: ["799.00 INR"], google_product_category: ["167"], product_type: ["Accessories"], brand: ["Levi's"] });
    expect(belt.sale_price).toBeUndefined();
  });

  it("escapes markup, quotes, $ patterns, emoji and Devanagari as XML text, read back exactly", () => {
    const item = items.find((i) => i.id?.[0] === hostile.sku)!;
    expect(item.title).toEqual([HOSTILE_TITLE]);
    expect(item.description).toEqual([HOSTILE_DESCRIPTION]);
    expect(item.brand).toEqual(["H&M"]);
  });
});

describe("Meta's catalogue feed", () => {
  let rows: Array<Record<string, string>>;
  beforeAll(async () => {
    const res = await get(`/feeds/meta.csv?token=${FEED_TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/csv/);
    rows = parse(res.text, { columns: true, bom: true }) as Array<Record<string, string>>;
  });

  it("has a row per size and colour of every live product with Meta's required fields in their formats", () => {
    expect(rows.map((r) => r.id).sort()).toEqual([...styled.variants.map((v) => v.sku), plain.sku, hostile.sku].sort());
    for (const row of rows) {
      for (const field of META.required) expect(row[field]?.trim(), `${row.id} ${field}`).toBeTruthy();
      expect(META.availability).toContain(row.availability);
      expect(META.condition).toContain(row.condition);
      expect(row.price).toMatch(META.price);
      if (row.sale_price) expect(row.sale_price).toMatch(META.price);
      expect(row.title!.length).toBeLessThanOrEqual(META.titleMax);
      expect(row.description!.length).toBeLessThanOrEqual(META.descriptionMax);
      expect(new URL(row.link!).origin).toBe(PUBLIC_URL);
    }
    const rust = rows.find((r) => r.item_group_id === styled.sku && r.color === "Rust")!;
    expect(rust).toMatchObject({ size: "S", price: "2199.00 INR", sale_price: "1799.00 INR", availability: "in stock", gender: "female", shipping: "IN::Standard:0.00 INR" });
  });

  it("escapes commas, quotes, line breaks and markup as CSV, read back exactly", () => {
    const row = rows.find((r) => r.id === hostile.sku)!;
    expect(row.title).toBe(HOSTILE_TITLE);
    expect(row.description).toBe(HOSTILE_DESCRIPTION);
  });
});

describe("the feeds' token", () => {
  it("answers a wrong or missing token as an unknown address: 404, without a byte of the feed", async () => {
    for (const path of ["/feeds/google.xml", "/feeds/google.xml?token=wrong", `/feeds/meta.csv?token=${FEED_TOKEN}x`, "/feeds/meta.csv"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toBe("Not found");
    }
  });
});

describe("the sitemap and robots.txt", () => {
  it("lists the home, each category's and brand's listing and every live product, and nothing else", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    const doc = await parseXml(res.text);
    expect(doc.documentElement.localName).toBe("urlset");
    const locs = [...doc.getElementsByTagName("loc")].map((l) => l.textContent);
    const products = locs.filter((l) => l?.includes("/shop/product/"));
    expect(products.sort()).toEqual([styled.slug, plain.slug, hostile.slug].map((s) => `${PUBLIC_URL}/shop/product/${s}`).sort());
    expect(locs).toContain(`${PUBLIC_URL}/shop/home`);
    expect(locs).toContain(`${PUBLIC_URL}/shop/listing?category=women`);
    expect(locs).toContain(`${PUBLIC_URL}/shop/listing?brand=h%26m`);
    // A category nothing live is sold in has no listing in it.
    expect(locs).not.toContain(`${PUBLIC_URL}/shop/listing?category=footwear`);
    for (const url of doc.getElementsByTagName("url")) expect(url.getElementsByTagName("lastmod")[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("drops a product the moment it is deleted", async () => {
    const gone = await create(productInput({ title: "Short-lived Scarf", category: "accessories", totalStock: 2 }));
    expect((await get("/sitemap.xml")).text).toContain(`/shop/product/${gone.slug}<`);
    expect((await admin.graphql(DELETE_PRODUCT, { id: gone.id })).errors).toBeUndefined();
    expect((await get("/sitemap.xml")).text).not.toContain(`/shop/product/${gone.slug}<`);
    expect((await get(`/feeds/google.xml?token=${FEED_TOKEN}`)).text).not.toContain("Short-lived Scarf");
  });

  it("comes gzipped to a client that asks for it", async () => {
    const res = await fetch(new URL("/sitemap.xml", t.url), { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const raw = Buffer.from(await res.arrayBuffer());
    // fetch decodes what it is sent; read the raw bytes through node's http instead when it does not.
    const text = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw).toString("utf8") : raw.toString("utf8");
    expect(text).toContain("<urlset");
  });

  it("robots.txt keeps the admin panel, the APIs, checkout, the account and sign-in out, and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    const lines = res.text.split("\n");
    for (const path of ["/admin", "/api/", "/graphql", "/shop/checkout", "/shop/account", "/auth/"]) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines.some((l) => /^Disallow: \/shop\/?$/.test(l) || l === "Disallow: /")).toBe(false);
  });

  it("becomes an index of files past the limit, the files together listing every live product once", async () => {
    const feeds = createFeedsService({ dataSource: t.server.dataSource, config: t.config }, { sitemapMaxUrls: 2 });
    const read = async (write: (out: Writable) => Promise<unknown>) => {
      let text = "";
      await write(new Writable({ write: (chunk, _enc, done) => ((text += chunk.toString()), done()) }));
      return text;
    };
    const index = await parseXml(await read((out) => feeds.sitemap(out, { publicUrl: PUBLIC_URL })));
    expect(index.documentElement.localName).toBe("sitemapindex");
    const files = [...index.getElementsByTagName("loc")].map((l) => new URL(l.textContent!).pathname.replace(/^\/sitemaps\/|\.xml$/g, ""));
    expect(files).toEqual(["pages", "products-1", "products-2"]);
    const listed: string[] = [];
    for (const file of files.slice(1)) {
      const doc = await parseXml(await read(async (out) => expect(await feeds.sitemapFile(out, file, { publicUrl: PUBLIC_URL })).toBe(true)));
      listed.push(...[...doc.getElementsByTagName("loc")].map((l) => l.textContent!));
    }
    expect(listed.sort()).toEqual([styled.slug, plain.slug, hostile.slug].map((s) => `${PUBLIC_URL}/shop/product/${s}`).sort());
    expect(await feeds.sitemapFile(new Writable({ write: (_c, _e, done) => done() }), "products-3", { publicUrl: PUBLIC_URL })).toBe(false);
  });
});

describe("a feed asked for during an import", () => {
  it("is one snapshot: every item as the catalogue was when the feed began, none of the import's", async () => {
    // A reader that takes the first batch (one product's variants: the cursor fetches one row at a time here), then
    // waits while an import changes every price and adds a product, one product per transaction.
    const feeds = createFeedsService({ dataSource: t.server.dataSource, config: t.config }, { published: createPublishedCatalogue(t.server.dataSource, 1) });
    let text = "";
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let firstWrite = true;
    let feedDone!: Promise<unknown>;
    const started = new Promise<void>((resolveStarted) => {
      // highWaterMark 1: a write not yet taken is backpressure at once, as a slow HTTP client's full socket is.
      const out = new Writable({
        highWaterMark: 1,
        write(chunk, _enc, done) {
          text += chunk.toString();
          if (!firstWrite || !text.includes("<item>")) return done();
          firstWrite = false;
          resolveStarted();
          void released.then(() => done());
        },
      });
      void feeds.google(out, { publicUrl: PUBLIC_URL }).then(() => out.end());
      feedDone = new Promise((resolve) => out.on("finish", resolve));
    });
    await started;

    const file = join(mkdtempSync(join(tmpdir(), "sutra-feed-import-")), "catalogue.csv");
    const { stringify } = await import("csv-stringify/sync");
    const header = ["handle", "sku", "title", "description", "category", "brand", "price", "salePrice", "image", "size", "colour", "totalStock"];
    writeFileSync(
      file,
      stringify([
        header,
        ["", plain.sku, "Leather Belt", "A product made by a test.", "accessories", "levi", "899", "0", "https://images.example.com/product.jpg", "", "", "9"],
        ["", hostile.sku, HOSTILE_TITLE, HOSTILE_DESCRIPTION, "kids", "h&m", "599", "0", "https://images.example.com/product.jpg", "", "", "1"],
        ["", "SNAPSHOT-NEW-1", "Imported Mid-feed", "New.", "men", "puma", "1000", "0", "https://images.example.com/product.jpg", "", "", "5"],
      ]),
    );
    const summary = await t.server.services.catalogueImport.importFile(file, { batchSize: 1 });
    expect(summary).toMatchObject({ created: 1, updated: 2, rejected: 0 });
    release();
    await feedDone;

    const items = await googleItems(text);
    expect(items.find((i) => i.id?.[0] === plain.sku)?.price).toEqual(["799.00 INR"]);
    expect(items.find((i) => i.id?.[0] === hostile.sku)?.price).toEqual(["499.00 INR"]);
    expect(items.some((i) => i.id?.[0] === "SNAPSHOT-NEW-1")).toBe(false);
    // The next feed shows the import whole.
    const after = await googleItems((await get(`/feeds/google.xml?token=${FEED_TOKEN}`)).text);
    expect(after.find((i) => i.id?.[0] === plain.sku)?.price).toEqual(["899.00 INR"]);
    expect(after.some((i) => i.id?.[0] === "SNAPSHOT-NEW-1")).toBe(true);
  });
});
