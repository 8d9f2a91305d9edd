/**
 * Schema.org structured data (JSON-LD) of the storefront's pages, as Google documents it for merchant listings
 * (https://developers.google.com/search/docs/appearance/structured-data/merchant-listing), product snippets
 * (…/product-snippet), product variants (…/product-variants), breadcrumbs (…/breadcrumb), organizations
 * (…/organization) and the site's name (…/site-names). Plain objects: the page writes them with `jsonForScript`,
 * which escapes whatever a title or a review holds (html.ts).
 */
import { rupeesDecimal } from "../lib/money.js";

/** A product page's facts, as the catalogue and its reviews have them (paise, ids and labels). */
export interface ProductFacts {
  slug: string;
  sku: string;
  title: string;
  description: string;
  categoryId: string;
  categoryLabel: string;
  brandLabel: string;
  /** The product's own prices (a variant may have others). */
  pricePaise: number;
  salePricePaise: number;
  totalStock: number;
  /** Absolute URLs of its pictures, the main one first. */
  imageUrls: string[];
  variants: Array<{ sku: string; size: string; colour: string; stock: number; pricePaise: number; salePricePaise: number }>;
  rating: { average: number; count: number };
  /** The newest few reviews from buyers. */
  reviews: Array<{ author: string; rating: number; message: string; createdAt: Date }>;
}

/** What every page's structured data needs to know of the shop. */
export interface ShopFacts {
  brandName: string;
  /** The shop's public origin (PUBLIC_URL), no trailing slash. */
  publicUrl: string;
  /** What shipping one item of this price costs, in paise (the shop's shipping price: services/shipping-price.ts). */
  shippingFor: (pricePaise: number) => number;
}

const SCHEMA = "https://schema.org";
const AVAILABILITY = { in: `${SCHEMA}/InStock`, out: `${SCHEMA}/OutOfStock` };

/** A product's page address (canonical), and the address that opens it with a size and colour chosen. */
export function productUrl(publicUrl: string, slug: string, choice?: { size: string; colour: string }): string {
  const url = new URL(`/shop/product/${encodeURIComponent(slug)}`, publicUrl);
  if (choice?.colour) url.searchParams.set("colour", choice.colour);
  if (choice?.size) url.searchParams.set("size", choice.size);
  return url.toString();
}

/** A listing's address for one category or one brand (canonical listings: filters.ts in the web app reads them). */
export function listingUrl(publicUrl: string, filter?: { category?: string; brand?: string }): string {
  const url = new URL("/shop/listing", publicUrl);
  if (filter?.category) url.searchParams.set("category", filter.category);
  if (filter?.brand) url.searchParams.set("brand", filter.brand);
  return url.toString();
}

export const homeUrl = (publicUrl: string) => new URL("/shop/home", publicUrl).toString();

/** The search page's address (web/src/shop/paths.ts): the page itself, whatever was searched. */
export const searchUrl = (publicUrl: string) => new URL("/shop/search", publicUrl).toString();

function offer(shop: ShopFacts, url: string, prices: { pricePaise: number; salePricePaise: number }, stock: number) {
  const onSale = prices.salePricePaise > 0 && prices.salePricePaise < prices.pricePaise;
  const effective = onSale ? prices.salePricePaise : prices.pricePaise;
  const price = rupeesDecimal(effective);
  return {
    "@type": "Offer",
    url,
    price,
    priceCurrency: "INR",
    // The list price beside a sale price, as Google shows a strikethrough price.
    ...(onSale
      ? { priceSpecification: [{ "@type": "UnitPriceSpecification", priceType: `${SCHEMA}/StrikethroughPrice`, price: rupeesDecimal(prices.pricePaise), priceCurrency: "INR" }] }
      : {}),
    availability: stock > 0 ? AVAILABILITY.in : AVAILABILITY.out,
    itemCondition: `${SCHEMA}/NewCondition`,
    seller: { "@type": "Organization", name: shop.brandName },
    shippingDetails: {
      "@type": "OfferShippingDetails",
      shippingRate: { "@type": "MonetaryAmount", value: rupeesDecimal(shop.shippingFor(effective)), currency: "INR" },
      shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN" },
    },
  };
}

function ratingAndReviews(product: ProductFacts) {
  return {
    ...(product.rating.count > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(product.reviews.length > 0
      ? {
          review: product.reviews.map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.author },
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
            reviewBody: r.message,
            datePublished: r.createdAt.toISOString().slice(0, 10),
          })),
        }
      : {}),
  };
}

/**
 * A product's structured data: a `Product` with one `Offer`, or, for a product sold in sizes or colours, a
 * `ProductGroup` whose `hasVariant` lists one `Product` per size and colour with its own SKU, price, availability
 * and address (Google's product variants).
 */
export function productStructuredData(shop: ShopFacts, product: ProductFacts): Record<string, unknown> {
  const url = productUrl(shop.publicUrl, product.slug);
  const brand = { "@type": "Brand", name: product.brandLabel };
  const withOptions = product.variants.some((v) => v.size !== "" || v.colour !== "");
  const common = {
    name: product.title,
    description: product.description,
    image: product.imageUrls,
    brand,
    category: product.categoryLabel,
    ...ratingAndReviews(product),
  };
  if (!withOptions) {
    const only = product.variants[0];
    return {
      "@context": SCHEMA,
      "@type": "Product",
      ...common,
      sku: only?.sku ?? product.sku,
      url,
      offers: offer(shop, url, product, product.totalStock),
    };
  }
  const variesBy = [
    ...(product.variants.some((v) => v.size !== "") ? [`${SCHEMA}/size`] : []),
    ...(product.variants.some((v) => v.colour !== "") ? [`${SCHEMA}/color`] : []),
  ];
  return {
    "@context": SCHEMA,
    "@type": "ProductGroup",
    ...common,
    url,
    productGroupID: product.sku,
    variesBy,
    hasVariant: product.variants.map((v) => {
      const variantUrl = productUrl(shop.publicUrl, product.slug, v);
      const label = [v.colour, v.size].filter(Boolean).join(", ");
      return {
        "@type": "Product",
        name: `${product.title} (${label})`,
        sku: v.sku,
        inProductGroupWithID: product.sku,
        image: product.imageUrls[0],
        ...(v.size ? { size: v.size } : {}),
        ...(v.colour ? { color: v.colour } : {}),
        offers: offer(shop, variantUrl, v, v.stock),
      };
    }),
  };
}

/** A page's trail from the home: each step a name and an address (the last one, the page itself, may have none). */
export function breadcrumbStructuredData(steps: Array<{ name: string; url?: string }>): Record<string, unknown> {
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, i) => ({ "@type": "ListItem", position: i + 1, name: step.name, ...(step.url ? { item: step.url } : {}) })),
  };
}

/** The home page's: the shop as an organization, and the site with the search shoppers can start from a result. */
export function homeStructuredData(shop: ShopFacts): Record<string, unknown>[] {
  const root = new URL("/", shop.publicUrl).toString();
  return [
    { "@context": SCHEMA, "@type": "Organization", name: shop.brandName, url: root },
    {
      "@context": SCHEMA,
      "@type": "WebSite",
      name: shop.brandName,
      url: root,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${searchUrl(shop.publicUrl)}?keyword={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  ];
}
