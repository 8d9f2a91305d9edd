/**
 * What the shop tells search engines and shopping channels (issue 45): the sitemap, Google Merchant Center's product
 * feed and Meta's catalogue feed, each streamed from one snapshot of the catalogue (catalogue/published.ts) a batch of
 * rows at a time, written as the reader takes them. Other code reaches this module only through this file.
 */
import { once } from "node:events";
import type { Writable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { SitemapIndexStream, SitemapStream } from "sitemap";
import { CATALOGUE_OPTIONS, createPublishedCatalogue, type PublishedCatalogue } from "../catalogue/index.js";
import type { ServiceContext } from "../context.js";
import { feedItem, type FeedItem, feedPrice } from "./feed-items.js";

export { APPAREL, feedItem, type FeedItem } from "./feed-items.js";

/** The sitemap protocol's limit of addresses in one file (https://www.sitemaps.org/protocol.html#index). */
export const SITEMAP_MAX_URLS = 50_000;

/** Writes `text`, waiting while the reader is behind; fails when the reader has gone (the cursor then closes). */
async function write(out: Writable, text: string): Promise<void> {
  if (out.destroyed || out.writableEnded) throw new Error("the reader went away");
  if (text && !out.write(text)) {
    await Promise.race([once(out, "drain"), once(out, "close").then(() => Promise.reject(new Error("the reader went away")))]);
  }
}

const GOOGLE_NS = "http://base.google.com/ns/1.0";

const XML_ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
/** Characters XML 1.0 does not allow at all (C0 controls but tab and line breaks, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text for an XML element: the five markup characters as entities and what XML cannot carry dropped. Written by hand:
 * xmlbuilder2's streaming builder made the same 100,000-item feed about 30 times slower (1 ms an item here).
 */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

/** One item's Merchant Center attributes, in the specification's names and formats. */
function googleAttributes(item: FeedItem): Array<[string, string | Array<[string, string]>]> {
  return [
    ["id", item.id],
    ...(item.itemGroupId ? [["item_group_id", item.itemGroupId] as [string, string]] : []),
    ["title", item.title],
    ["description", item.description],
    ["link", item.link],
    ["image_link", item.imageLink],
    ...item.additionalImageLinks.map((link) => ["additional_image_link", link] as [string, string]),
    ["availability", item.inStock ? "in_stock" : "out_of_stock"],
    ["price", feedPrice(item.pricePaise)],
    ...(item.salePricePaise !== undefined ? [["sale_price", feedPrice(item.salePricePaise)] as [string, string]] : []),
    ["brand", item.brand],
    ["condition", "new"],
    // The shop keeps no GTINs or manufacturer part numbers.
    ["identifier_exists", "no"],
    ["google_product_category", item.googleProductCategory],
    ["product_type", item.productType],
    ["gender", item.gender],
    ["age_group", item.ageGroup],
    ...(item.color ? [["color", item.color] as [string, string]] : []),
    ...(item.size ? [["size", item.size] as [string, string]] : []),
    [
      "shipping",
      [
        ["country", "IN"],
        ["service", "Standard"],
        ["price", feedPrice(item.shippingPaise)],
      ],
    ],
  ];
}

/** Meta's catalogue columns (https://www.facebook.com/business/help/120325381656392), in this order. */
export const META_COLUMNS = [
  "id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "link",
  "image_link",
  "brand",
  "sale_price",
  "item_group_id",
  "google_product_category",
  "product_type",
  "gender",
  "age_group",
  "color",
  "size",
  "additional_image_link",
  "shipping",
] as const;

function metaRow(item: FeedItem): string[] {
  const values: Record<(typeof META_COLUMNS)[number], string> = {
    id: item.id,
    title: item.title,
    description: item.description,
    availability: item.inStock ? "in stock" : "out of stock",
    condition: "new",
    price: feedPrice(item.pricePaise),
    link: item.link,
    image_link: item.imageLink,
    brand: item.brand,
    sale_price: item.salePricePaise !== undefined ? feedPrice(item.salePricePaise) : "",
    item_group_id: item.itemGroupId ?? "",
    google_product_category: item.googleProductCategory,
    product_type: item.productType,
    gender: item.gender,
    age_group: item.ageGroup,
    color: item.color ?? "",
    size: item.size ?? "",
    additional_image_link: item.additionalImageLinks.join(","),
    // COUNTRY:REGION:SERVICE:PRICE
    shipping: `IN::Standard:${feedPrice(item.shippingPaise)}`,
  };
  return META_COLUMNS.map((column) => values[column]);
}

export interface FeedsOptions {
  /** The catalogue reader (tests give one with a small fetch size). */
  published?: PublishedCatalogue;
  /** Addresses in one sitemap file before the sitemap becomes an index (tests make it small). */
  sitemapMaxUrls?: number;
}

export function createFeedsService({ dataSource, config }: Pick<ServiceContext, "dataSource" | "config">, options: FeedsOptions = {}) {
  const published = options.published ?? createPublishedCatalogue(dataSource);
  const maxUrls = options.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
  const sitemapXmlns = { news: false, video: false, xhtml: false, image: false };

  /** Pipes a sitemap stream into `out`, feeding it with `fill`, and waits until it is all written. */
  async function throughSitemapStream(out: Writable, stream: SitemapStream | SitemapIndexStream, fill: (item: (entry: object) => Promise<void>) => Promise<void>) {
    stream.pipe(out, { end: false });
    const finished = once(stream, "end");
    const item = async (entry: object) => {
      if (!stream.write(entry)) await once(stream, "drain");
    };
    try {
      await fill(item);
    } finally {
      stream.end();
    }
    await finished;
    stream.unpipe(out);
  }

  return {
    /**
     * Google Merchant Center's product feed: RSS 2.0 with the `g:` namespace, one item per size and colour of every
     * live product (https://support.google.com/merchants/answer/7052112), an item a line.
     */
    async google(out: Writable, { publicUrl }: { publicUrl: string }): Promise<{ items: number }> {
      let items = 0;
      await write(
        out,
        `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NS}">\n<channel>\n` +
          `<title>${xmlText(config.brandName)}</title>\n<link>${xmlText(new URL("/shop/home", publicUrl).toString())}</link>\n` +
          `<description>${xmlText(`${config.brandName}: every size and colour of every product`)}</description>\n`,
      );
      await published.variants(async (rows) => {
        let text = "";
        for (const row of rows) {
          text += "<item>";
          for (const [name, value] of googleAttributes(feedItem(row, publicUrl, config.shipping))) {
            text += typeof value === "string" ? `<g:${name}>${xmlText(value)}</g:${name}>` : `<g:${name}>${value.map(([sub, subValue]) => `<g:${sub}>${xmlText(subValue)}</g:${sub}>`).join("")}</g:${name}>`;
          }
          text += "</item>\n";
          items += 1;
        }
        await write(out, text);
      });
      await write(out, "</channel>\n</rss>\n");
      return { items };
    },

    /** Meta's catalogue feed as CSV: a header row, then one row per size and colour of every live product. */
    async meta(out: Writable, { publicUrl }: { publicUrl: string }): Promise<{ items: number }> {
      let items = 0;
      await write(out, stringify([[...META_COLUMNS]]));
      await published.variants(async (rows) => {
        items += rows.length;
        await write(out, stringify(rows.map((row) => metaRow(feedItem(row, publicUrl, config.shipping)))));
      });
      return { items };
    },

    /**
     * `/sitemap.xml`: the home, each category's and brand's listing and every live product's page, with when each
     * last changed; past `sitemapMaxUrls` addresses, an index of files (`pages` and `products-N`) instead.
     */
    async sitemap(out: Writable, { publicUrl }: { publicUrl: string }): Promise<void> {
      const { listings, productCount } = await published.listings();
      const pages = listingEntries(listings, publicUrl);
      if (pages.length + productCount <= maxUrls) {
        await throughSitemapStream(out, new SitemapStream({ hostname: publicUrl, xmlns: sitemapXmlns }), async (item) => {
          for (const page of pages) await item(page);
          await published.products(async (rows) => {
            for (const row of rows) await item(productEntry(row.slug, row.lastModified, publicUrl));
          });
        });
        return;
      }
      const files = Math.ceil(productCount / maxUrls);
      const newest = listings.reduce<Date | undefined>((max, l) => (!max || new Date(l.lastModified) > max ? new Date(l.lastModified) : max), undefined);
      await throughSitemapStream(out, new SitemapIndexStream(), async (item) => {
        await item({ url: new URL("/sitemaps/pages.xml", publicUrl).toString(), ...(newest ? { lastmod: newest.toISOString() } : {}) });
        for (let n = 1; n <= files; n += 1) await item({ url: new URL(`/sitemaps/products-${n}.xml`, publicUrl).toString() });
      });
    },

    /** One file of a sitemap index: `pages` (the home and the listings) or `products-N`; false when there is no such file. */
    async sitemapFile(out: Writable, name: string, { publicUrl }: { publicUrl: string }): Promise<boolean> {
      if (name === "pages") {
        const { listings } = await published.listings();
        await throughSitemapStream(out, new SitemapStream({ hostname: publicUrl, xmlns: sitemapXmlns }), async (item) => {
          for (const page of listingEntries(listings, publicUrl)) await item(page);
        });
        return true;
      }
      const n = /^products-([1-9]\d{0,5})$/.exec(name)?.[1];
      if (!n) return false;
      const { productCount } = await published.listings();
      if (Number(n) > Math.ceil(productCount / maxUrls)) return false;
      await throughSitemapStream(out, new SitemapStream({ hostname: publicUrl, xmlns: sitemapXmlns }), async (item) => {
        await published.productPage(Number(n), maxUrls, async (rows) => {
          for (const row of rows) await item(productEntry(row.slug, row.lastModified, publicUrl));
        });
      });
      return true;
    },

    /** `/robots.txt`: everything but the shop's private parts, and where the sitemap is. */
    robots({ publicUrl }: { publicUrl: string }): string {
      return [
        "User-agent: *",
        // The admin panel, the APIs, the checkout, the account and sign-in: nothing there for a search engine.
        ...["/admin", "/api/", "/graphql", "/shop/checkout", "/shop/account", "/auth/", "/feeds/"].map((path) => `Disallow: ${path}`),
        "Allow: /",
        "",
        `Sitemap: ${new URL("/sitemap.xml", publicUrl).toString()}`,
        "",
      ].join("\n");
    },
  };
}

function productEntry(slug: string, lastModified: Date, publicUrl: string) {
  return { url: new URL(`/shop/product/${encodeURIComponent(slug)}`, publicUrl).toString(), lastmod: new Date(lastModified).toISOString() };
}

/** The home, then one listing per category and per brand that has live products. */
function listingEntries(listings: ReadonlyArray<{ kind: "category" | "brand"; id: string; lastModified: Date }>, publicUrl: string) {
  const newest = listings.reduce<Date | undefined>((max, l) => (!max || new Date(l.lastModified) > max ? new Date(l.lastModified) : max), undefined);
  const known = (kind: "category" | "brand", id: string) => (kind === "category" ? CATALOGUE_OPTIONS.categories : CATALOGUE_OPTIONS.brands).some((o) => o.id === id);
  return [
    { url: new URL("/shop/home", publicUrl).toString(), ...(newest ? { lastmod: newest.toISOString() } : {}) },
    ...listings
      .filter((l) => known(l.kind, l.id))
      .map((l) => {
        const url = new URL("/shop/listing", publicUrl);
        url.searchParams.set(l.kind, l.id);
        return { url: url.toString(), lastmod: new Date(l.lastModified).toISOString() };
      }),
  ];
}

export type FeedsService = ReturnType<typeof createFeedsService>;
