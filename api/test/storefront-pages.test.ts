import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../src/db/seed/index.js";
import { CREATE_PRODUCT, productInput } from "./support/catalogue-fixtures.js";
import type { ApiClient } from "./support/client.js";
import { type DomDocument, parseHtml } from "./support/dom.js";
import { signInAdmin } from "./support/fixtures.js";
import { addToCart, payInStandIn, placeOrderOk, shopper, verifyPayment } from "./support/order-fixtures.js";
import { useTestServer } from "./support/test-server.js";

/**
 * Issue 45: the storefront's pages as a crawler reads them without running JavaScript — the content a shopper sees
 * first inside the page, one canonical address, Open Graph and Twitter tags from PUBLIC_URL, and JSON-LD that meets
 * Google's documented rules for products (checked on every product page of the demo catalogue).
 */

function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "sutra-web-dist-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Clothing and accessories, delivered." /><title>Sutra</title><script type="module" crossorigin src="/assets/index-Main1.js"></script></head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

const PUBLIC_URL = "https://shop.example.in";
const t = useTestServer({ WEB_DIST_DIR: webBuild(), PUBLIC_URL, BRAND_NAME: "Sutra" });

/**
 * Google's documented properties for product rich results, as the pages must give them:
 * - merchant listings, https://developers.google.com/search/docs/appearance/structured-data/merchant-listing
 *   (Product: required name, image, offers; Offer: required price, priceCurrency; recommended availability,
 *   itemCondition, shippingDetails, and on the Product brand, description, sku (or gtin/mpn), color, size);
 * - product snippets, https://developers.google.com/search/docs/appearance/structured-data/product-snippet
 *   (one of review, aggregateRating or offers; a Review needs author.name and reviewRating.ratingValue, an
 *   AggregateRating ratingValue and reviewCount or ratingCount);
 * - product variants, https://developers.google.com/search/docs/appearance/structured-data/product-variants
 *   (ProductGroup: name and hasVariant, recommended productGroupID, variesBy, url, brand, description; each variant a
 *   Product with its own offer and, recommended, inProductGroupWithID and its size or color);
 * - breadcrumbs, https://developers.google.com/search/docs/appearance/structured-data/breadcrumb (itemListElement
 *   of ListItems with position and name, and item on every one but the last).
 * Not given, and why: gtin/mpn (the shop keeps none; the feeds say identifier_exists no), hasMerchantReturnPolicy
 * (returnability is set per product and category in Admin → Returns, outside the catalogue), priceValidUntil (the
 * catalogue's sale prices have no end date).
 */
const RICH_RESULTS = {
  product: { required: ["name", "image", "offers"], recommended: ["brand", "description", "sku"] },
  offer: { required: ["price", "priceCurrency"], recommended: ["availability", "itemCondition", "shippingDetails", "url"] },
  productGroup: { required: ["name", "hasVariant"], recommended: ["productGroupID", "variesBy", "url", "brand", "description"] },
  variant: { recommended: ["inProductGroupWithID", "sku"] },
  availability: ["https://schema.org/InStock", "https://schema.org/OutOfStock", "https://schema.org/BackOrder", "https://schema.org/PreOrder", "https://schema.org/SoldOut"],
};

type Json = Record<string, any>;

interface Opened {
  status: number;
  doc: DomDocument;
  html: string;
  jsonLd: Json[];
}

async function open(path: string, token?: string): Promise<Opened> {
  const res = await fetch(new URL(path, t.url), { headers: { accept: "text/html", ...(token ? { cookie: `token=${token}` } : {}) } });
  const html = await res.text();
  const doc = await parseHtml(html);
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => {
    const parsed = JSON.parse(s.textContent ?? "") as Json | Json[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
  return { status: res.status, doc, html, jsonLd };
}

const meta = (doc: DomDocument, key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");
const canonical = (doc: DomDocument) => doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
const root = (doc: DomDocument) => doc.getElementById("root")!;

/** Checks one Product or ProductGroup against the lists above; returns what is missing, by path. */
function richResultProblems(node: Json, path = "Product"): string[] {
  const problems: string[] = [];
  const need = (object: Json | undefined, keys: string[], where: string) => {
    for (const key of keys) if (object?.[key] === undefined || object[key] === "" || (Array.isArray(object[key]) && object[key].length === 0)) problems.push(`${where}.${key}`);
  };
  const checkOffer = (offer: Json | undefined, where: string) => {
    need(offer, [...RICH_RESULTS.offer.required, ...RICH_RESULTS.offer.recommended], where);
    if (offer && !(Number(offer.price) > 0)) problems.push(`${where}.price > 0`);
    if (offer && offer.priceCurrency !== "INR") problems.push(`${where}.priceCurrency INR`);
    if (offer && !RICH_RESULTS.availability.includes(offer.availability)) problems.push(`${where}.availability`);
  };
  if (node["@type"] === "ProductGroup") {
    need(node, [...RICH_RESULTS.productGroup.required, ...RICH_RESULTS.productGroup.recommended], path);
    for (const [i, variant] of (node.hasVariant ?? []).entries()) {
      const where = `${path}.hasVariant[${i}]`;
      need(variant, ["name", "offers", ...RICH_RESULTS.variant.recommended], where);
      if (!variant.size && !variant.color) problems.push(`${where}.size or color`);
      checkOffer(variant.offers, `${where}.offers`);
    }
  } else {
    need(node, [...RICH_RESULTS.product.required, ...RICH_RESULTS.product.recommended], path);
    checkOffer(node.offers, `${path}.offers`);
  }
  if (!node.brand?.name) problems.push(`${path}.brand.name`);
  if (node.aggregateRating && !(node.aggregateRating.ratingValue > 0 && node.aggregateRating.reviewCount > 0)) problems.push(`${path}.aggregateRating`);
  for (const [i, review] of (node.review ?? []).entries()) {
    if (!review.author?.name) problems.push(`${path}.review[${i}].author.name`);
    if (!(review.reviewRating?.ratingValue >= 1)) problems.push(`${path}.review[${i}].reviewRating.ratingValue`);
  }
  return problems;
}

let admin: ApiClient;
let demoSlugs: string[];
let kurta: { id: string; slug: string; sku: string; variants: Array<{ sku: string; size: string; colour: string }> };

beforeAll(async () => {
  // The demo catalogue, as a fresh shop has it (its customers' orders are not needed here).
  await seedDemoData(t.server.dataSource, t.config, { log: () => {}, orders: false });
  demoSlugs = ((await t.server.dataSource.query(`SELECT slug FROM products WHERE deleted_at IS NULL ORDER BY slug`)) as Array<{ slug: string }>).map((r) => r.slug);
  admin = (await signInAdmin(t)).client;
  const { data, errors } = await admin.graphql(CREATE_PRODUCT.replace("{ id ", "{ id slug sku variants { sku size colour } "), {
    input: {
      ...productInput({ title: "Chikankari Kurta", description: "Hand-embroidered cotton kurta from Lucknow.", category: "women", brand: "zara", price: 2499, salePrice: 1999 }),
      totalStock: undefined,
      variants: [
        { size: "S", colour: "White", stock: 3 },
        { size: "M", colour: "White", stock: 0 },
        { size: "L", colour: "White", stock: 5, price: 2699 },
      ],
    },
  });
  expect(errors).toBeUndefined();
  kurta = data.createProduct;
  // Two buyers review it (the reviews service checks each bought it).
  for (const [rating, message] of [[5, "Beautiful work."], [4, "Runs a little large."]] as const) {
    const buyer = await shopper(t, "reviewer");
    await addToCart(buyer, kurta.id, 1, { size: "S", colour: "White" });
    const { order, payment } = await placeOrderOk(buyer, buyer.addressId);
    expect((await verifyPayment(buyer, order.id, await payInStandIn(t, payment))).errors).toBeUndefined();
    expect((await buyer.client.graphql(`mutation ($input: ReviewInput!) { addReview(input: $input) { id } }`, { input: { productId: kurta.id, rating, message } })).errors).toBeUndefined();
  }
}, 120_000);

describe("a product's page", () => {
  it("carries what a shopper sees first inside the page: breadcrumbs, title, prices, availability, sizes, description and picture", async () => {
    const page = await open(`/shop/product/${kurta.slug}`);
    expect(page.status).toBe(200);
    const body = root(page.doc);
    expect(body.querySelector("h1")?.textContent).toBe("Chikankari Kurta");
    expect([...body.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => li.textContent)).toEqual(["Home", "Women", "Chikankari Kurta"]);
    expect(body.querySelector('nav[aria-label="Breadcrumb"] a[href="/shop/listing?category=women"]')).not.toBeNull();
    expect(body.querySelector(".ssr-price")?.textContent).toContain("₹1,999");
    expect(body.querySelector(".ssr-price s")?.textContent).toContain("₹2,499");
    expect(body.textContent).toContain("In stock");
    expect(body.textContent).toContain("Hand-embroidered cotton kurta from Lucknow.");
    const sizes = [...body.querySelectorAll(".ssr-option li")].map((li) => li.textContent?.trim());
    expect(sizes).toEqual(["White", "S", "M (out of stock)", "L"]);
    const picture = body.querySelector("img.ssr-picture")!;
    expect(picture.getAttribute("alt")).toBe("Chikankari Kurta");
    expect(picture.getAttribute("fetchpriority")).toBe("high");
  });

  it("has one canonical address, whatever size, colour or campaign the link carries, and its tags on PUBLIC_URL", async () => {
    const url = `${PUBLIC_URL}/shop/product/${kurta.slug}`;
    for (const path of [`/shop/product/${kurta.slug}`, `/shop/product/${kurta.slug}?size=M&colour=White&utm_source=whatsapp`]) {
      const page = await open(path);
      expect(canonical(page.doc), path).toBe(url);
      expect(meta(page.doc, "og:url")).toBe(url);
    }
    const { doc } = await open(`/shop/product/${kurta.slug}`);
    expect(meta(doc, "og:type")).toBe("product");
    expect(meta(doc, "og:title")).toBe("Chikankari Kurta");
    expect(meta(doc, "og:image")).toBe("https://images.example.com/product.jpg");
    expect(meta(doc, "twitter:card")).toBe("summary_large_image");
    expect(meta(doc, "twitter:title")).toBe("Chikankari Kurta");
    expect(meta(doc, "product:price:amount")).toBe("1999.00");
    expect(doc.title).toBe("Chikankari Kurta | Sutra");
  });

  it("describes a product sold in sizes as a ProductGroup with one Product per size, each with its own price, availability and address", async () => {
    const [group, crumbs] = (await open(`/shop/product/${kurta.slug}`)).jsonLd;
    expect(group).toMatchObject({ "@type": "ProductGroup", name: "Chikankari Kurta", productGroupID: kurta.sku, brand: { name: "Zara" } });
    expect(group!.variesBy).toEqual(["https://schema.org/size", "https://schema.org/color"]);
    const offers = Object.fromEntries((group!.hasVariant as Json[]).map((v) => [v.size, { sku: v.sku, ...v.offers }]));
    expect(offers.S).toMatchObject({ price: "1999.00", availability: "https://schema.org/InStock", url: `${PUBLIC_URL}/shop/product/${kurta.slug}?colour=White&size=S` });
    expect(offers.S.priceSpecification[0]).toMatchObject({ priceType: "https://schema.org/StrikethroughPrice", price: "2499.00" });
    expect(offers.M).toMatchObject({ availability: "https://schema.org/OutOfStock" });
    // A size with a price of its own and no sale: that price, no strikethrough.
    expect(offers.L).toMatchObject({ price: "2699.00" });
    expect(offers.L.priceSpecification).toBeUndefined();
    expect(Object.values(offers as Record<string, Json>).map((o) => o.sku).sort()).toEqual(kurta.variants.map((v) => v.sku).sort());
    expect(group!.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect((group!.review as Json[]).map((r) => r.reviewRating.ratingValue).sort()).toEqual([4, 5]);
    expect(crumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: `${PUBLIC_URL}/shop/home` },
        { position: 2, name: "Women", item: `${PUBLIC_URL}/shop/listing?category=women` },
        { position: 3, name: "Chikankari Kurta" },
      ],
    });
  });

  it("meets Google's product rich-result rules on every product page of the demo catalogue", async () => {
    expect(demoSlugs.length).toBeGreaterThan(50);
    for (const slug of [...demoSlugs, kurta.slug]) {
      const page = await open(`/shop/product/${slug}`);
      expect(page.status, slug).toBe(200);
      const product = page.jsonLd.find((node) => node["@type"] === "Product" || node["@type"] === "ProductGroup");
      expect(product, slug).toBeDefined();
      expect(richResultProblems(product!), slug).toEqual([]);
      // The visible title is the structured data's name (Google: the markup must describe what the page shows).
      expect(root(page.doc).querySelector("h1")?.textContent, slug).toBe(product!.name);
      const crumbs = page.jsonLd.find((node) => node["@type"] === "BreadcrumbList");
      expect(crumbs?.itemListElement.slice(0, -1).every((item: Json) => typeof item.item === "string"), slug).toBe(true);
    }
  }, 120_000);

  it("an unknown product is a 404 without a product's content or tags", async () => {
    const page = await open("/shop/product/no-such-product-sut-000");
    expect(page.status).toBe(404);
    expect(page.jsonLd).toEqual([]);
    expect(canonical(page.doc)).toBeUndefined();
    expect(root(page.doc).innerHTML).toBe("");
  });
});

describe("a listing's page", () => {
  it("shows its first products and canonicalises filters and sorts to the category (or brand) listing", async () => {
    const page = await open("/shop/listing?category=women&size=M,L&colour=White&price=500-3000&sortBy=price-hightolow");
    expect(canonical(page.doc)).toBe(`${PUBLIC_URL}/shop/listing?category=women`);
    expect(root(page.doc).querySelector("h1")?.textContent).toBe("Women");
    const links = [...root(page.doc).querySelectorAll(".ssr-card a")].map((a) => a.getAttribute("href"));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => /^\/shop\/product\/[a-z0-9-]+$/.test(href ?? ""))).toBe(true);
    expect(page.jsonLd).toMatchObject([{ "@type": "BreadcrumbList" }]);
  });

  it("a link naming several categories or brands stands for the listing of what it names once", async () => {
    expect(canonical((await open("/shop/listing?category=men&brand=nike,adidas")).doc)).toBe(`${PUBLIC_URL}/shop/listing?category=men`);
    expect(canonical((await open("/shop/listing?brand=h%26m")).doc)).toBe(`${PUBLIC_URL}/shop/listing?brand=h%26m`);
    expect(canonical((await open("/shop/listing?category=men,women")).doc)).toBe(`${PUBLIC_URL}/shop/listing`);
  });
});

describe("the home page", () => {
  it("says who the shop is and how to search it (Organization, WebSite with a SearchAction), and links every category and brand", async () => {
    for (const path of ["/shop/home", "/"]) {
      const page = await open(path);
      expect(canonical(page.doc), path).toBe(`${PUBLIC_URL}/shop/home`);
      const organization = page.jsonLd.find((n) => n["@type"] === "Organization");
      const site = page.jsonLd.find((n) => n["@type"] === "WebSite");
      expect(organization).toMatchObject({ name: "Sutra", url: `${PUBLIC_URL}/` });
      expect(site?.potentialAction).toMatchObject({
        "@type": "SearchAction",
        target: { urlTemplate: `${PUBLIC_URL}/shop/search?keyword={search_term_string}` },
        "query-input": "required name=search_term_string",
      });
      const hrefs = [...root(page.doc).querySelectorAll("a")].map((a) => a.getAttribute("href"));
      for (const category of ["men", "women", "kids", "accessories", "footwear"]) expect(hrefs).toContain(`/shop/listing?category=${category}`);
      expect(hrefs).toContain("/shop/listing?brand=h%26m");
      expect(hrefs.some((href) => href?.startsWith("/shop/product/"))).toBe(true);
    }
  });
});

describe("the search page", () => {
  it("draws its heading and a search box that works without the app, with the keyword of its address", async () => {
    const empty = await open("/shop/search");
    expect(empty.status).toBe(200);
    expect(canonical(empty.doc)).toBe(`${PUBLIC_URL}/shop/search`);
    expect(empty.doc.querySelector("title")?.textContent).toBe("Search products | Sutra");
    expect(root(empty.doc).querySelector("h1")?.textContent).toBe("Search products");
    const form = root(empty.doc).querySelector('form[role="search"]')!;
    expect([form.getAttribute("action"), form.getAttribute("method")]).toEqual(["/shop/search", "get"]);
    const box = form.querySelector("input#ssr-search")!;
    expect([box.getAttribute("name"), box.getAttribute("placeholder"), box.getAttribute("value")]).toEqual(["keyword", "search product", ""]);
    expect(box.getAttribute("aria-describedby")).toBe("ssr-search-hint");
    expect(root(empty.doc).querySelector("#ssr-search-hint")?.textContent).toBe("Type more than 3 letters to search");

    // A searched address keeps its keyword in the box (escaped), and the page's canonical address stays the page's.
    const searched = await open(`/shop/search?keyword=${encodeURIComponent('kurta "silk" <b>')}`);
    expect(canonical(searched.doc)).toBe(`${PUBLIC_URL}/shop/search`);
    expect(root(searched.doc).querySelector("input#ssr-search")?.getAttribute("value")).toBe('kurta "silk" <b>');
    expect(searched.html).not.toContain("<b>");
    expect(root(searched.doc).querySelector("#ssr-search-hint")).toBeNull();
  });
});
