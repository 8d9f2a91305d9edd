import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Router, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { readSessionToken } from "../lib/session-cookie.js";
import { escapeHtml, jsonForScript, metaTag, PageTemplate } from "./html.js";
import { type CardFacts, homePage, largePicture, listingPage, type PagePicture, pictureSrcset, productPage, type ProductPageFacts, searchPage, STOREFRONT_PAGE_STYLE, type StorefrontPage } from "./storefront-pages.js";
import type { ShopFacts } from "./structured-data.js";
import { CATALOGUE_OPTIONS } from "../services/catalogue/index.js";

export interface WebApp {
  router: Router;
  /** CSP source allowing the one inline script that hands runtime settings to the web app. */
  inlineScriptHash: string;
}

/**
 * Static files of the build: the brotli (`.br`) or gzip (`.gz`) copy the build made beside a file when the browser
 * accepts it (brotli preferred), with `Content-Encoding` and `Vary: Accept-Encoding`; the file itself otherwise.
 */
function precompressedStatic(root: string, options: { immutable?: boolean; maxAge: string; fallthrough: boolean }): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    // A hashed file never changes: its ETag is enough (no Last-Modified), and scripts are never fetched by range.
    serveStatic: { ...options, index: false, redirect: false, dotfiles: "ignore", ...(options.immutable ? { lastModified: false, acceptRanges: false } : {}) },
  }) as RequestHandler;
}

/**
 * Source maps stay on the server (the build makes them "hidden": no bundle points at one): never served, however the
 * path is spelled (the static server decodes it: `/assets/app.js%2Emap` names `app.js.map`).
 */
const sourceMaps: RequestHandler = (req, res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    path = req.path;
  }
  if (path.toLowerCase().endsWith(".map")) {
    res.status(404).type("text/plain").send("Not found");
    return;
  }
  next();
};

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The entries of the build manifest a visitor's first screen needs (web/src/app/routes.tsx loads them lazily). */
const SECTION_ENTRIES = { shop: "src/shop/index.ts", auth: "src/auth/index.ts" } as const;
type Section = keyof typeof SECTION_ENTRIES;

/**
 * The files of a lazily loaded section's chunk and everything it imports statically, less what index.html loads
 * anyway, from the build's manifest (dist/.vite/manifest.json); none when there is no manifest. Never an admin chunk.
 */
export function sectionPreloads(distDir: string, section: Section): string[] {
  return chunkPreloads(distDir, [SECTION_ENTRIES[section]]);
}

/** The files of these entries' chunks and everything they import statically, less what index.html loads anyway. */
function chunkPreloads(distDir: string, entries: readonly string[]): string[] {
  const file = join(distDir, ".vite", "manifest.json");
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, into);
    return into;
  };
  if (!entries.every((entry) => manifest[entry])) return [];
  const loadedByPage = closure("index.html");
  const needed = new Set<string>();
  for (const entry of entries) closure(entry, needed);
  return [...needed]
    .filter((key) => !loadedByPage.has(key))
    .map((key) => `/${manifest[key]!.file}`)
    .filter((path) => !/^\/assets\/admin-/.test(path));
}

/**
 * The storefront pages a shopper lands on from a link (issue 29), by path: their own chunks (loaded by the storefront's
 * chunk otherwise, one after the other), hinted with the page beside the storefront's. A product's address shows the
 * details dialog over the listing (web/src/app/productRoute.tsx).
 */
const LANDING_ENTRIES: Array<{ path: RegExp; entries: string[] }> = [
  { path: /^\/(?:shop\/?|shop\/home\/?)?$/, entries: ["src/shop/home/HomePage.tsx"] },
  { path: /^\/shop\/listing\/?$/, entries: ["src/shop/listing/ListingPage.tsx"] },
  // A product link's dialog covers the listing on a phone, which loads it only once the dialog closes.
  { path: /^\/shop\/product\/[^/]+\/?$/, entries: ["src/shop/product/ProductDetailsDialog.tsx"] },
  { path: /^\/shop\/search\/?$/, entries: ["src/shop/search/SearchPage.tsx"] },
];

/** The landing page's own files beyond the storefront's, for a signed-in shopper at `path`. */
export function landingPreloads(distDir: string, path: string): string[] {
  const landing = LANDING_ENTRIES.find((l) => l.path.test(path));
  return landing ? ownPreloads(distDir, landing.entries) : [];
}

function ownPreloads(distDir: string, entries: readonly string[]): string[] {
  const shop = new Set(sectionPreloads(distDir, "shop"));
  return chunkPreloads(distDir, entries).filter((file) => !shop.has(file));
}

/** The storefront's files (what a signed-in shopper's first screen needs). */
export const shopPreloads = (distDir: string) => sectionPreloads(distDir, "shop");

/** The signed-in user as the app's `Me` query reads it (web/src/app/session.tsx). */
export type SessionAnswer = { __typename: "User"; role: "ADMIN" | "CUSTOMER" } & Record<string, unknown>;

/** A home banner as the app's `ShopFeatureImages` query reads it (web/src/shop/home/HomePage.tsx). */
export type BannerAnswer = {
  images: { large: string; original: string; thumbnail: string; webp: string; webpSources: { url: string; width: number }[] };
} & Record<string, unknown>;

/**
 * The answers a page comes with, as /graphql gives them to the app's own queries (app.ts asks the GraphQL schema);
 * undefined when they cannot be told now: the page then goes without them, and the app asks as it would anyway.
 */
export interface FirstScreenSource {
  /** Who is signed in for the session token the page request carries: null for nobody (none, a bad or an ended token). */
  session(token: string): Promise<SessionAnswer | null | undefined>;
  /** The home banners, in their order. */
  banners(): Promise<BannerAnswer[] | undefined>;
  /** What a product's page shows and says of it (issue 45); null for no such product. */
  productPage(slug: string): Promise<ProductPageFacts | null | undefined>;
  /** What the home shows beyond its banners: the featured products. */
  featuredProducts(): Promise<CardFacts[] | undefined>;
  /** The answer of one of the storefront's own first-screen queries (a listing's first page, a product's details). */
  query(operation: FirstScreenQuery, variables: Record<string, unknown>): Promise<Record<string, unknown> | undefined>;
}

/** The storefront's queries a landing page can come with the answer of (first-screen-documents.ts has their texts). */
export type FirstScreenQuery = "ShopListingProducts" | "ShopProductDetails";

/** An answer the page comes with: the app writes it into its cache when it asks the same (web/src/app/session.tsx). */
export interface FirstScreenAnswer {
  operation: FirstScreenQuery;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

/** Listing filters of the query string and the API's ProductFilter fields they fill (web/src/shop/listing/filters.ts). */
const FILTER_PARAMS = [
  ["category", "categories"],
  ["brand", "brands"],
  ["size", "sizes"],
  ["colour", "colours"],
] as const;

/**
 * The variables of the listing's first page for a shared filter link, as the app reads them from the query string
 * (web/src/shop/listing/filters.ts and documents.ts: comma-separated ids, trimmed, without repeats; a price range
 * `min-max` in rupees; the default sort; a page of 12). The app uses the answer only when its own variables are the
 * same, so a link the two read differently (an id the app drops, stored filters) is asked for as before.
 */
export function listingFirstPageVariables(query: URLSearchParams): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const [param, field] of FILTER_PARAMS) {
    const value = query.get(param);
    if (value === null) continue;
    const ids = [...new Set(value.split(",").map((id) => id.trim()).filter((id) => id.length > 0 && id.length <= 40))];
    if (ids.length > 0) filter[field] = ids;
  }
  const price = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(query.get("price") ?? "");
  if (price && (price[1] !== undefined || price[2] !== undefined)) {
    const [a, b] = [price[1] === undefined ? null : Number(price[1]), price[2] === undefined ? null : Number(price[2])];
    const [min, max] = a !== null && b !== null && a > b ? [b, a] : [a, b];
    if (min !== null) filter.minPrice = min;
    if (max !== null) filter.maxPrice = max;
  }
  return { ...(Object.keys(filter).length > 0 ? { filter } : {}), sortBy: "price-lowtohigh", first: 12 };
}

/**
 * The listing a link's address stands for (its canonical address): one category and one brand at most, each only
 * when the link names exactly one known value of it; sizes, colours, a price range and the sort are views of it.
 */
export function canonicalListing(query: URLSearchParams): { category?: { id: string; label: string }; brand?: { id: string; label: string } } {
  const only = (param: string, options: ReadonlyArray<{ id: string; label: string }>) => {
    const ids = [...new Set((query.get(param) ?? "").split(",").map((id) => id.trim()).filter(Boolean))];
    return ids.length === 1 ? options.find((o) => o.id === ids[0]) : undefined;
  };
  const category = only("category", CATALOGUE_OPTIONS.categories);
  const brand = only("brand", CATALOGUE_OPTIONS.brands);
  return { ...(category ? { category: { ...category } } : {}), ...(brand ? { brand: { ...brand } } : {}) };
}

/** A listing answer's cards (`ShopListingProducts`, prices in rupees) as the page shows them. */
export function listingCards(answer: Record<string, unknown>): CardFacts[] {
  type Node = { slug: string; title: string; price: number; salePrice: number; totalStock: number; images: PagePicture };
  const edges = (answer as { products?: { edges?: Array<{ node?: Node }> } }).products?.edges ?? [];
  return edges.flatMap(({ node }) =>
    node ? [{ slug: node.slug, title: node.title, pricePaise: Math.round(node.price * 100), salePricePaise: Math.round(node.salePrice * 100), totalStock: node.totalStock, images: node.images }] : [],
  );
}

/** The listing's cards the server preloads the pictures of: the first row on a phone (two columns). */
const LISTING_PRELOADED_PICTURES = 2;

/** A product's shareable address (web/src/shop/paths.ts). */
const PRODUCT_PATH = /^\/shop\/product\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** Where the guard (web/src/app/guard.ts, spec §6) sends a visitor nobody signed in as: these paths all need sign-in. */
const GUARDED = /^\/(?:$|auth(?:\/|$)|shop(?:\/|$)|admin(?:\/|$))/;

/** The listing's address (web/src/shop/paths.ts). */
const LISTING_PATH = /^\/shop\/listing\/?$/;

/** The search page's address (web/src/shop/paths.ts). */
const SEARCH_PATH = /^\/shop\/search\/?$/;

/** Where a signed-in shopper lands on these paths (the guard's redirects and the storefront's index route). */
const SHOP_HOME = /^\/(?:shop\/?|shop\/home\/?)?$/;

/** The section whose code the page's first screen shows, as far as the server can tell before the app runs. */
function firstSection(path: string, user: SessionAnswer | null): Section | null {
  if (!user) return GUARDED.test(path) ? "auth" : null;
  return user.role === "CUSTOMER" && (path === "/" || path.startsWith("/shop")) ? "shop" : null;
}

/**
 * The first banner's picture, the home's largest paint: fetched with the page, before any script runs, as the
 * carousel's first `<img>` will ask for it (the same srcset and sizes as web/src/shop/home/BannerCarousel.tsx, so
 * the browser picks the same file and uses this download).
 */
export function bannerPreload(images: BannerAnswer["images"]): string {
  return `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(`${pictureSrcset(images)}, ${images.original} 1600w`)}" imagesizes="${BANNER_SIZES}">`;
}

/**
 * A preload of a picture as an `<img>` with these `sizes` asks for it: by its srcset, or (a picture without
 * renditions of its own, which the `<img>` shows by its `src` alone) by that one file.
 */
function picturePreload(images: PagePicture, src: string, sizes: string): string {
  const srcset = pictureSrcset(images);
  return srcset
    ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(srcset)}" imagesizes="${sizes}">`
    : `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}">`;
}

/**
 * A shared product link's largest paint is the details dialog's picture (issue 29): fetched with the page, as the
 * dialog's `<img>` will ask for it (web/src/shop/product/ProductImage.tsx's srcset, ProductGallery.tsx's sizes),
 * instead of after the app, the listing underneath and the product's data.
 */
export function productPicturePreload(images: PagePicture): string {
  return picturePreload(images, largePicture(images), PRODUCT_DETAILS_SIZES);
}

/**
 * A listing's first cards' pictures, its largest paint (issue 29): fetched with the page at high priority, as the
 * cards' `<img>`s will ask for them (ProductImage.tsx's srcset, ProductCard.tsx's CARD_IMAGE_SIZES), instead of after
 * the app and the listing's data.
 */
export function cardPicturePreload(images: PagePicture): string {
  return picturePreload(images, images.thumbnail, CARD_SIZES);
}

/** The `sizes` of a product card's picture (web/src/shop/product/ProductCard.tsx's CARD_IMAGE_SIZES). */
export const CARD_SIZES = "(min-width: 1200px) 360px, (min-width: 900px) 30vw, 48vw";

/** The `sizes` of the details dialog's picture (web/src/shop/product/ProductGallery.tsx). */
export const PRODUCT_DETAILS_SIZES = "(min-width: 900px) 520px, 100vw";

/** The `sizes` of the home banner's pictures (web/src/shop/home/BannerCarousel.tsx). */
export const BANNER_SIZES = "(min-width: 1536px) 1488px, 100vw";

/** What the page the server writes needs to know of this shop. */
export interface WebAppSettings {
  brandName: string;
  /** SHOP_TIMEZONE: the app shows every date and time in it, whatever the viewer's own (issue 41). */
  timeZone: string;
  /** The shop's public address (PUBLIC_URL, or this server's own outside production): absolute links start here. */
  publicUrl: () => string;
  /** The session cookie's name (session-cookie.ts). */
  sessionCookieName: string;
  /** What the shop charges to ship an item of this price, in paise (services/shipping-price.ts): structured data's offers. */
  shippingFor: (pricePaise: number) => number;
  /** The GA4 measurement id (ANALYTICS_GA4_ID): the app asks for consent and loads Google's tag only when it is set. */
  ga4Id?: string;
}

/** The places of index.html a page fills: its title, its description, the end of its head and the app's root element. */
const PAGE_SLOTS = {
  title: /<title>[^<]*<\/title>/,
  description: /<meta name="description" content="[^"]*"\s*\/?>/,
  headEnd: /<\/head>/,
  root: /<div id="root"><\/div>/,
};

/**
 * Serves the built web app: hashed assets, pre-compressed at build time, cached for a year as immutable, and
 * index.html (never cached) for every other browser navigation so client-side routes work on reload. The brand
 * name is injected at runtime, so one build serves any BRAND_NAME; index.html is small and compressed on the fly
 * with every other response (app.ts). Every value a page carries is escaped for where it stands (html.ts).
 */
export function webApp(distDir: string, settings: WebAppSettings, firstScreen: FirstScreenSource): WebApp {
  const script = `window.__SUTRA__=${jsonForScript({ brandName: settings.brandName, timeZone: settings.timeZone, ...(settings.ga4Id ? { ga4Id: settings.ga4Id } : {}) })};`;
  const inlineScriptHash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
  const router = Router();
  const indexFile = join(distDir, "index.html");

  if (!existsSync(indexFile)) {
    router.get(/.*/, (req, res, next) => {
      if (!req.accepts("html")) return next();
      res
        .status(503)
        .type("text/plain")
        .send(`The web app is not built yet (no ${indexFile}). Run \`npm run build\`, or use \`npm start\` which builds it.`);
    });
    return { router, inlineScriptHash };
  }

  const template = PageTemplate.parse(readFileSync(indexFile, "utf8"), PAGE_SLOTS);
  /** A page: the brand's (or the given) title, the template's (or the given) description, and markup for the head. */
  const page = ({ title = settings.brandName, description, head = "", root }: { title?: string; description?: string; head?: string; root?: string }) => {
    const descriptionTag = description === undefined ? undefined : metaTag("name", "description", description);
    // A template without a description of its own gets the page's at the end of its head.
    const extra = descriptionTag && !template.has("description") ? descriptionTag : "";
    return template.render({
      title: `<title>${escapeHtml(title)}</title>`,
      description: descriptionTag,
      headEnd: `<script>${script}</script>${extra}${head}</head>`,
      root: root === undefined ? undefined : `<div id="root">${root}</div>`,
    });
  };
  /** The template's own description (index.html's), the home's when it has none of its own. */
  const templateDescription = /<meta name="description" content="([^"]*)"/.exec(readFileSync(indexFile, "utf8"))?.[1];

  // The code of the section the first screen shows (the storefront for a signed-in shopper, the sign-in screens for
  // a visitor nobody signed in as) is hinted with the page: the browser fetches it with the app's own instead of
  // after the app started.
  const preloadLinks = Object.fromEntries(
    (Object.keys(SECTION_ENTRIES) as Section[]).map((section) => [
      section,
      sectionPreloads(distDir, section)
        .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
        .join(""),
    ]),
  ) as Record<Section, string>;
  const landingLinks = new Map(
    LANDING_ENTRIES.map((l) => [l, ownPreloads(distDir, l.entries).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`).join("")]),
  );

  /**
   * The page carries the answers its first screen starts from (`<script type="application/json" id="sutra-first-screen">`,
   * data the browser does not run): who is signed in, and on a shopper's home its banners. The app starts with them
   * instead of asking /graphql first (and showing the loading screen meanwhile), and the first banner's picture
   * downloads with the app's code.
   */
  const sendHtml: RequestHandler = async (req, res) => {
    const token = readSessionToken(req, settings.sessionCookieName);
    const user = token === undefined ? null : await firstScreen.session(token).catch(() => undefined);
    const shop: ShopFacts = { brandName: settings.brandName, publicUrl: settings.publicUrl(), shippingFor: settings.shippingFor };
    const query = new URL(req.originalUrl, "http://page").searchParams;
    // The page's content, for everyone (a crawler or a link preview is never signed in): issue 45.
    let content: StorefrontPage | undefined;
    let product: ProductPageFacts | null | undefined;
    let listing: Record<string, unknown> | undefined;
    let banners: BannerAnswer[] | undefined;
    const listingVariables = LISTING_PATH.test(req.path) ? listingFirstPageVariables(query) : undefined;
    const productSlug = PRODUCT_PATH.exec(req.path)?.[1];
    if (productSlug) {
      product = await firstScreen.productPage(productSlug).catch(() => undefined);
      if (product) content = productPage(shop, product);
      else if (product === null) res.status(404);
    } else if (listingVariables) {
      listing = await firstScreen.query("ShopListingProducts", listingVariables).catch(() => undefined);
      if (listing) content = listingPage(shop, { ...canonicalListing(query), products: listingCards(listing) });
    } else if (SEARCH_PATH.test(req.path)) {
      content = searchPage(shop, query.get("keyword") ?? "");
    } else if (SHOP_HOME.test(req.path)) {
      const [answer, featured] = await Promise.all([firstScreen.banners().catch(() => undefined), firstScreen.featuredProducts().catch(() => undefined)]);
      banners = answer;
      const first = banners?.[0];
      content = homePage(
        shop,
        { categories: CATALOGUE_OPTIONS.categories, brands: CATALOGUE_OPTIONS.brands, banner: first ? { title: String(first.title ?? ""), images: first.images } : undefined, featured: featured ?? [] },
        templateDescription ?? settings.brandName,
      );
    }
    let head = content ? STOREFRONT_PAGE_STYLE + content.head : "";
    if (user !== undefined) {
      const section = firstSection(req.path, user);
      const data: { me: SessionAnswer | null; featureImages?: BannerAnswer[]; answers?: FirstScreenAnswer[] } = { me: user };
      let hints = section ? preloadLinks[section] : "";
      const landing = section === "shop" ? LANDING_ENTRIES.find((l) => l.path.test(req.path)) : undefined;
      if (landing) hints += landingLinks.get(landing) ?? "";
      if (section === "shop" && product) hints = productPicturePreload(product.images) + hints;
      // A landing page's data comes with it (issue 29), so its first render does not wait for a request after the
      // app's code: a shared filter link's first page (and its first cards' pictures), a shared product's details.
      if (section === "shop" && listing && listingVariables) {
        data.answers = [{ operation: "ShopListingProducts", variables: listingVariables, data: listing }];
        const cards = (listing as { products?: { edges?: Array<{ node?: { images?: BannerAnswer["images"] } }> } }).products?.edges ?? [];
        const pictures = cards.slice(0, LISTING_PRELOADED_PICTURES).flatMap((edge) => (edge.node?.images ? [cardPicturePreload(edge.node.images)] : []));
        hints = pictures.join("") + hints;
      }
      if (section === "shop" && productSlug && product) {
        const variables = { slug: productSlug };
        const details = await firstScreen.query("ShopProductDetails", variables).catch(() => undefined);
        if (details) data.answers = [{ operation: "ShopProductDetails", variables, data: details }];
      }
      if (section === "shop" && SHOP_HOME.test(req.path) && banners) {
        data.featureImages = banners;
        if (banners[0]) hints = bannerPreload(banners[0].images) + hints;
      }
      head += `${hints}<script type="application/json" id="sutra-first-screen">${jsonForScript(data)}</script>`;
    }
    res
      // A page naming its visitor is theirs alone, like every personal answer of the API.
      .set("Cache-Control", user ? "private, no-store" : "no-cache")
      .vary("Cookie")
      .type("html")
      .send(page({ title: content?.title, description: content?.description, head, root: content?.body }));
  };
  router.use(sourceMaps);
  router.use("/assets", precompressedStatic(join(distDir, "assets"), { immutable: true, maxAge: "365d", fallthrough: false }));
  // index.html only as rewritten above (brand name, runtime settings), never the raw file.
  router.get("/index.html", sendHtml);
  router.use(precompressedStatic(distDir, { maxAge: "1h", fallthrough: true }));
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts("html")) return next();
    return sendHtml(req, res, next);
  });
  return { router, inlineScriptHash };
}
