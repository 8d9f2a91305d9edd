/**
 * The storefront's pages as a crawler reads them without running JavaScript (issue 45): the head (title, description,
 * the canonical address, Open Graph and Twitter tags, JSON-LD) and, inside `<div id="root">`, the content a shopper
 * sees first (a product's title, prices, availability, sizes, description, main picture and breadcrumbs; a listing's
 * first products; the home's categories, brands and featured products). The app replaces that content with its own
 * render of the same data in one commit (createRoot clears the container), so no element moves on screen (the journey
 * and `npm run bench:first-load` read the layout shifts). Every value is escaped for where it stands (html.ts).
 */
import { atFirstUse } from "../lib/at-first-use.js";
import { escapeHtml, jsonForScript, metaTag } from "./html.js";
import { breadcrumbStructuredData, homeStructuredData, homeUrl, listingUrl, productStructuredData, productUrl, type ProductFacts, searchUrl, type ShopFacts } from "./structured-data.js";

/**
 * A picture's renditions, as the API's ImageSet gives them: all of them (a banner's), or what a card asks for (the
 * thumbnail and the server's `srcSet`) and the details (those and the large one).
 */
export interface PagePicture {
  thumbnail: string;
  large?: string;
  webp?: string;
  original?: string;
  webpSources?: ReadonlyArray<{ url: string; width: number }>;
  /** The server's srcset (`ImageSet.srcSet`; empty for an image without renditions of its own). */
  srcSet?: string;
}

/** A product of a listing or the home's featured products. */
export interface CardFacts {
  slug: string;
  title: string;
  pricePaise: number;
  salePricePaise: number;
  totalStock: number;
  images: PagePicture;
}

export interface ProductPageFacts extends ProductFacts {
  images: PagePicture;
}

/** What a page puts in its head and its root element. */
export interface StorefrontPage {
  title: string;
  description: string;
  /** Tags for the end of the head. */
  head: string;
  /** Markup for `<div id="root">`. */
  body: string;
}

/** The `sizes` of the details dialog's picture and of a card's (web-app.ts has the same, for the preloads). */
const DETAILS_SIZES = "(min-width: 900px) 520px, 100vw";
const CARD_SIZES = "(min-width: 1200px) 360px, (min-width: 900px) 30vw, 48vw";

/** The picture's srcset as the app's ProductImage writes it (web/src/shop/product/ProductImage.tsx's imageSrcSet). */
export function pictureSrcset(images: PagePicture): string {
  if (images.srcSet !== undefined) return images.srcSet;
  const webp = images.webpSources ?? [];
  return webp.length >= 2
    ? webp.map((s) => `${s.url} ${s.width}w`).join(", ")
    : `${images.thumbnail} 480w, ${images.webp ?? images.thumbnail} 800w, ${images.large ?? images.thumbnail} 1200w`;
}

/** The details' picture: the large rendition, or the thumbnail when that is all the answer has. */
export const largePicture = (images: PagePicture) => images.large ?? images.thumbnail;

/** ` srcset="…"` for an `<img>`, or nothing for a picture without renditions (the app leaves it out then too). */
const srcsetAttribute = (images: PagePicture) => {
  const set = pictureSrcset(images);
  return set ? ` srcset="${escapeHtml(set)}"` : "";
};

const rupeesFormat = atFirstUse(() => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 2 }));
/** Paise as the storefront shows them: ₹1,299 (₹1,299.50 with paise). */
export const shopRupees = (paise: number) => rupeesFormat().format(paise / 100);

/** The first sentences of a text, for a description tag (at most 200 characters). */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 200 ? `${flat.slice(0, 197).trimEnd()}…` : flat;
}

const onSale = (p: { pricePaise: number; salePricePaise: number }) => p.salePricePaise > 0 && p.salePricePaise < p.pricePaise;

function priceMarkup(p: { pricePaise: number; salePricePaise: number }): string {
  if (!onSale(p)) return `<strong>${escapeHtml(shopRupees(p.pricePaise))}</strong>`;
  const off = Math.round((1 - p.salePricePaise / p.pricePaise) * 100);
  return (
    `<strong><span class="ssr-hidden">Sale price: </span>${escapeHtml(shopRupees(p.salePricePaise))}</strong> ` +
    `<s><span class="ssr-hidden">Original price: </span>${escapeHtml(shopRupees(p.pricePaise))}</s> <span class="ssr-off">${off}% OFF</span>`
  );
}

function jsonLd(data: unknown): string {
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}

function socialTags({ type, title, description, image, url, brandName }: { type: string; title: string; description: string; image?: string; url: string; brandName: string }): string {
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    metaTag("property", "og:type", type),
    metaTag("property", "og:site_name", brandName),
    metaTag("property", "og:locale", "en_IN"),
    metaTag("property", "og:title", title),
    metaTag("property", "og:description", description),
    ...(image ? [metaTag("property", "og:image", image), metaTag("property", "og:image:alt", title)] : []),
    metaTag("property", "og:url", url),
    metaTag("name", "twitter:card", image ? "summary_large_image" : "summary"),
    metaTag("name", "twitter:title", title),
    metaTag("name", "twitter:description", description),
    ...(image ? [metaTag("name", "twitter:image", image)] : []),
  ].join("");
}

function breadcrumbs(steps: Array<{ name: string; url?: string }>): string {
  const items = steps
    .map((s, i) =>
      i === steps.length - 1 || !s.url ? `<li aria-current="page">${escapeHtml(s.name)}</li>` : `<li><a href="${escapeHtml(new URL(s.url).pathname + new URL(s.url).search)}">${escapeHtml(s.name)}</a></li>`,
    )
    .join("");
  return `<nav class="ssr-crumbs" aria-label="Breadcrumb"><ol>${items}</ol></nav>`;
}

/** The bar at the top, as the storefront's header stands (its height and colours), with the brand. */
function shell(brandName: string, main: string, page = ""): string {
  return `<div class="ssr${page ? ` ${page}` : ""}"><header class="ssr-bar"><a class="ssr-brand" href="/shop/home">${escapeHtml(brandName)}</a></header><main class="ssr-main" id="main-content">${main}</main></div>`;
}

/** The same site-relative address of an absolute one (links inside the page stay on whatever host serves it). */
const sitePath = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** Links to products with their prices, without pictures (the home's featured products: below its first screen). */
function productLinks(shop: ShopFacts, products: readonly CardFacts[]): string {
  const items = products
    .map((p) => `<li><a href="${escapeHtml(sitePath(productUrl(shop.publicUrl, p.slug)))}">${escapeHtml(p.title)}</a> <span class="ssr-price">${priceMarkup(p)}</span></li>`)
    .join("");
  return `<ul class="ssr-list">${items}</ul>`;
}

function cards(shop: ShopFacts, products: readonly CardFacts[], eagerCount: number): string {
  if (products.length === 0) return "";
  const items = products
    .map((p, i) => {
      const href = sitePath(productUrl(shop.publicUrl, p.slug));
      const eager = i < eagerCount;
      return (
        `<li class="ssr-card"><a href="${escapeHtml(href)}">` +
        `<img src="${escapeHtml(p.images.thumbnail)}"${srcsetAttribute(p.images)} sizes="${CARD_SIZES}" alt="${escapeHtml(p.title)}" width="480" height="600"${eager ? ' fetchpriority="high"' : ' loading="lazy"'} decoding="async">` +
        `<span class="ssr-card-title">${escapeHtml(p.title)}</span></a>` +
        `<p class="ssr-price">${priceMarkup(p)}</p>${p.totalStock <= 0 ? '<p class="ssr-stock">Out of stock</p>' : ""}</li>`
      );
    })
    .join("");
  return `<ul class="ssr-grid">${items}</ul>`;
}

/** A product's page: `/shop/product/{slug}` (a size and colour in the address choose a variant, the page is the product's). */
export function productPage(shop: ShopFacts, product: ProductPageFacts): StorefrontPage {
  const url = productUrl(shop.publicUrl, product.slug);
  const description = shortDescription(product.description);
  const crumbs = [
    { name: "Home", url: homeUrl(shop.publicUrl) },
    { name: product.categoryLabel, url: listingUrl(shop.publicUrl, { category: product.categoryId }) },
    { name: product.title, url },
  ];
  const effective = onSale(product) ? product.salePricePaise : product.pricePaise;
  const head =
    socialTags({ type: "product", title: product.title, description, image: product.imageUrls[0], url, brandName: shop.brandName }) +
    metaTag("property", "product:price:amount", (effective / 100).toFixed(2)) +
    metaTag("property", "product:price:currency", "INR") +
    metaTag("property", "product:availability", product.totalStock > 0 ? "in stock" : "out of stock") +
    jsonLd([productStructuredData(shop, product), breadcrumbStructuredData(crumbs)]);

  const sizes = [...new Set(product.variants.map((v) => v.size).filter(Boolean))];
  const colours = [...new Set(product.variants.map((v) => v.colour).filter(Boolean))];
  const inStock = (pick: (v: ProductFacts["variants"][number]) => boolean) => product.variants.some((v) => pick(v) && v.stock > 0);
  const options = (label: string, values: string[], has: (value: string) => boolean) =>
    values.length === 0
      ? ""
      : `<div class="ssr-option"><h2>${label}</h2><ul>${values.map((v) => (has(v) ? `<li>${escapeHtml(v)}</li>` : `<li class="ssr-sold-out">${escapeHtml(v)} <span class="ssr-hidden">(out of stock)</span></li>`)).join("")}</ul></div>`;
  const rating =
    product.rating.count > 0
      ? `<p class="ssr-rating">${product.rating.average.toFixed(1)} out of 5 · ${product.rating.count} ${product.rating.count === 1 ? "review" : "reviews"}</p>`
      : "";
  // The details dialog's layout (full screen on a phone, a sheet over the page from 600 px), the trail at its end.
  const body = shell(
    shop.brandName,
    `<article class="ssr-product">` +
      `<img class="ssr-picture" src="${escapeHtml(largePicture(product.images))}"${srcsetAttribute(product.images)} sizes="${DETAILS_SIZES}" alt="${escapeHtml(product.title)}" width="1200" height="1500" fetchpriority="high" decoding="async">` +
      `<div class="ssr-details"><p class="ssr-overline">${escapeHtml(product.brandLabel)} · ${escapeHtml(product.categoryLabel)}</p>` +
      `<h1>${escapeHtml(product.title)}</h1>${rating}` +
      `<p class="ssr-price ssr-price-large">${priceMarkup(product)}</p><p class="ssr-note">Inclusive of all taxes</p>` +
      `<p class="ssr-description">${escapeHtml(product.description)}</p>` +
      options("Colour", colours, (c) => inStock((v) => v.colour === c)) +
      options("Size", sizes, (s) => inStock((v) => v.size === s)) +
      `<p class="ssr-stock">${product.totalStock > 0 ? "In stock" : "Out of stock"}</p>` +
      breadcrumbs(crumbs) +
      `</div></article>`,
    "ssr-product-page",
  );
  return { title: `${product.title} | ${shop.brandName}`, description, head, body };
}

/** A listing: `/shop/listing` with its link's filters; its canonical address keeps one category and one brand only. */
export function listingPage(
  shop: ShopFacts,
  listing: { category?: { id: string; label: string }; brand?: { id: string; label: string }; products: readonly CardFacts[]; total?: number },
): StorefrontPage {
  const url = listingUrl(shop.publicUrl, { category: listing.category?.id, brand: listing.brand?.id });
  const name = [listing.brand?.label, listing.category?.label].filter(Boolean).join(" ") || "All products";
  const title = `${name} | ${shop.brandName}`;
  const description = `Shop ${name === "All products" ? "clothing and accessories" : name} at ${shop.brandName}: prices in rupees, inclusive of all taxes.`;
  const crumbs = [{ name: "Home", url: homeUrl(shop.publicUrl) }, { name, url }];
  const head = socialTags({ type: "website", title: name, description, image: listing.products[0] ? new URL(largePicture(listing.products[0].images), shop.publicUrl).toString() : undefined, url, brandName: shop.brandName }) + jsonLd(breadcrumbStructuredData(crumbs));
  const body = shell(shop.brandName, breadcrumbs(crumbs) + `<h1>${escapeHtml(name)}</h1>` + cards(shop, listing.products, 2));
  return { title, description, head, body };
}

/** The home: `/shop/home` (and `/`): the shop, its categories and brands, the first banner, the featured products. */
export function homePage(
  shop: ShopFacts,
  home: { categories: ReadonlyArray<{ id: string; label: string }>; brands: ReadonlyArray<{ id: string; label: string }>; banner?: { title: string; images: PagePicture }; featured: readonly CardFacts[] },
  defaultDescription: string,
): StorefrontPage {
  const url = homeUrl(shop.publicUrl);
  const description = defaultDescription;
  const head = socialTags({ type: "website", title: shop.brandName, description, image: home.banner ? new URL(largePicture(home.banner.images), shop.publicUrl).toString() : undefined, url, brandName: shop.brandName }) + jsonLd(homeStructuredData(shop));
  const links = (heading: string, items: ReadonlyArray<{ id: string; label: string }>, key: "category" | "brand") =>
    `<section class="ssr-links"><h2>${heading}</h2><ul>${items.map((i) => `<li><a href="${escapeHtml(sitePath(listingUrl(shop.publicUrl, { [key]: i.id })))}">${escapeHtml(i.label)}</a></li>`).join("")}</ul></section>`;
  const banner = home.banner
    ? `<img class="ssr-banner" src="${escapeHtml(largePicture(home.banner.images))}" srcset="${escapeHtml(`${pictureSrcset(home.banner.images)}, ${home.banner.images.original ?? largePicture(home.banner.images)} 1600w`)}" sizes="(min-width: 1536px) 1488px, 100vw" alt="${escapeHtml(home.banner.title || shop.brandName)}" width="1600" height="600" fetchpriority="high" decoding="async">`
    : "";
  const body = shell(
    shop.brandName,
    `<h1 class="ssr-hidden">${escapeHtml(shop.brandName)}</h1>${banner}` +
      links("Shop by category", home.categories, "category") +
      links("Shop by brand", home.brands, "brand") +
      // Links only: their pictures would compete with the banner's (the home's largest paint) for a phone's bandwidth.
      (home.featured.length ? `<section class="ssr-links"><h2>Featured products</h2>${productLinks(shop, home.featured)}</section>` : ""),
    // Gutters a hair narrower than the app's (16 px): its banner, the same picture, is never the larger paint.
    "ssr-home-page",
  );
  return { title: shop.brandName, description, head, body };
}

/** The search page's texts, as the app shows them (web/src/common/texts.ts, shop.search; the placeholder is spec §9's). */
const SEARCH_TEXTS = { label: "Search products", placeholder: "search product", hint: "Type more than 3 letters to search" } as const;

/** Spec §9: the storefront searches a trimmed keyword longer than 3 characters (web/src/shop/search/SearchPage.tsx's MIN_KEYWORD_LENGTH); shorter, the box shows the hint. */
const MIN_KEYWORD_LENGTH = 4;

/**
 * The search page: `/shop/search` (and `?keyword=`): its heading and the search box, a form that searches without
 * the app too (GET to this page, the keyword in the address, which the app reads). Its results are the app's: they
 * are asked for after it starts, as when the shopper types. Before this the page was empty until the app's code had
 * run, and its heading painted at 2.9–3.2 s on a throttled phone (`npm run bench:first-load`), against 1.2–1.4 s for
 * the pages drawn here.
 */
export function searchPage(shop: ShopFacts, keyword: string): StorefrontPage {
  const title = `${SEARCH_TEXTS.label} | ${shop.brandName}`;
  const description = `Search ${shop.brandName}'s clothing and accessories: prices in rupees, inclusive of all taxes.`;
  const head = socialTags({ type: "website", title: SEARCH_TEXTS.label, description, url: searchUrl(shop.publicUrl), brandName: shop.brandName });
  const searchable = keyword.trim().length >= MIN_KEYWORD_LENGTH;
  const body = shell(
    shop.brandName,
    `<h1>${SEARCH_TEXTS.label}</h1>` +
      `<form class="ssr-search" role="search" action="/shop/search" method="get">` +
      // The id lets the app keep what a shopper typed here before it started (web/src/shop/search/SearchPage.tsx).
      `<input id="ssr-search" type="search" name="keyword" value="${escapeHtml(keyword)}" placeholder="${SEARCH_TEXTS.placeholder}" aria-label="${SEARCH_TEXTS.label}" autocomplete="off" enterkeyhint="search" autofocus${searchable ? "" : ' aria-describedby="ssr-search-hint"'}>` +
      `</form>` +
      (searchable ? "" : `<p class="ssr-hint" id="ssr-search-hint">${SEARCH_TEXTS.hint}</p>`),
    "ssr-search-page",
  );
  return { title, description, head, body };
}

/**
 * The first screen's look until the app takes over: the storefront's header bar (its height and colours), and on a
 * product's page the details dialog's layout (full screen on a phone, the picture above the details; a sheet of two
 * columns from 900 px). Inline (the page's one small stylesheet), so it paints with the page.
 */
export const STOREFRONT_PAGE_STYLE = `<style>
body{margin:0}
.ssr{min-height:100vh;background:#faf8f5;color:#16142b;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;line-height:1.5}
.ssr a{color:inherit}
.ssr h1,.ssr h2{font-family:"Playfair Display",Didot,"Bodoni 72","Bodoni MT",Georgia,"Times New Roman",serif}
.ssr-bar{position:sticky;top:0;height:64px;display:flex;align-items:center;padding:0 24px;background:rgba(255,255,255,.86);border-bottom:1px solid #e8e4dd}
.ssr-brand{font-family:"Playfair Display",Georgia,serif;font-weight:700;font-size:1.3rem;text-decoration:none}
.ssr-main{max-width:1280px;margin:0 auto;padding:20px 16px}
.ssr-crumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:6px;margin:8px 0;padding:0;font-size:.875rem;color:#5b5870}
.ssr-crumbs li+li:before{content:"›";margin-right:6px}
.ssr-crumbs a{display:inline-block;min-height:24px}
.ssr-product{background:#fff;overflow:hidden;display:grid}
.ssr-picture{display:block;width:100%;height:auto;max-height:46vh;object-fit:contain;aspect-ratio:4/5;background:#f1eef4}
.ssr-details{padding:20px;display:flex;flex-direction:column;gap:16px;min-width:0}
.ssr-details>p,.ssr-details h1{margin:0}
.ssr-details h1{font-size:1.6rem;line-height:1.25;padding-right:40px}
.ssr-overline{text-transform:uppercase;letter-spacing:.18em;font-size:.75rem;font-weight:700;color:#b0642a}
.ssr-price{display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}
.ssr-price-large strong{font-size:1.6rem;font-weight:800}
.ssr-price s{color:#5b5870}
.ssr-off{font-weight:800;font-size:.8rem}
.ssr-note,.ssr-rating,.ssr-stock{font-size:.875rem;color:#5b5870}
.ssr-note{margin-top:-12px!important;font-size:.75rem}
.ssr-description{color:#5b5870;line-height:1.7}
.ssr-option h2{font-family:inherit;font-size:.875rem;margin:0 0 8px}
.ssr-option ul{list-style:none;display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0}
.ssr-option li{min-width:44px;min-height:44px;box-sizing:border-box;display:flex;align-items:center;justify-content:center;border:1px solid #d4d0dc;border-radius:999px;padding:0 14px;font-size:.875rem;font-weight:700}
.ssr-sold-out{color:#8a8698;text-decoration:line-through}
.ssr-grid{list-style:none;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px;margin:0;padding:0}
.ssr-card{background:#fff;border-radius:12px;overflow:hidden;padding-bottom:8px}
.ssr-card a{display:block;text-decoration:none}
.ssr-card img{display:block;width:100%;height:auto;aspect-ratio:4/5;object-fit:cover;background:#f1eef4}
.ssr-card-title{display:block;padding:8px 12px 0;font-weight:600}
.ssr-card .ssr-price,.ssr-card .ssr-stock{padding:0 12px;margin:4px 0}
.ssr-banner{display:block;width:100%;height:auto;aspect-ratio:8/3;object-fit:cover;border-radius:16px}
.ssr-home-page .ssr-main{padding:20px 14px}
.ssr-links ul{list-style:none;display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0}
.ssr-links a{display:inline-flex;align-items:center;min-height:48px;padding:0 16px;border-radius:999px;background:#fff;text-decoration:none}
.ssr-list{list-style:none;margin:0;padding:0}
.ssr-list li{display:flex;flex-wrap:wrap;align-items:center;gap:8px;min-height:48px}
.ssr-list a{background:none;padding:0;border-radius:0;text-decoration:underline;min-height:0}
.ssr-search-page h1{font-size:1.7rem;line-height:1.235;margin:0 0 16px}
.ssr-search input{box-sizing:border-box;width:100%;font:inherit;font-size:1.1rem;padding:12px 18px;border:1px solid #c4c0cc;border-radius:999px;background:#fff;color:inherit}
.ssr-hint{margin:4px 18px;font-size:.75rem;color:#5b5870}
.ssr-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:599.95px){.ssr-bar{height:56px;padding:0 16px}.ssr-product-page .ssr-bar{display:none}.ssr-product-page .ssr-main{padding:0}}
@media (min-width:600px){.ssr-product-page .ssr-main{position:fixed;inset:0;max-width:none;padding:32px;background:rgba(22,20,43,.5);overflow:auto}.ssr-product{max-width:1200px;margin:0 auto;border-radius:24px;box-shadow:0 11px 15px -7px rgba(0,0,0,.2),0 24px 38px 3px rgba(0,0,0,.14)}.ssr-details{padding:32px}}
@media (min-width:900px){.ssr-product{grid-template-columns:minmax(0,5fr) minmax(0,6fr);min-height:560px;height:calc(100vh - 64px)}.ssr-picture{max-height:none;height:100%;object-fit:cover}.ssr-details{overflow:auto}.ssr-details h1{font-size:2rem}.ssr-search-page h1{font-size:2.2rem}.ssr-grid{grid-template-columns:repeat(3,minmax(0,1fr));gap:24px}}
</style>`.replace(/\n/g, "");
