/**
 * Analytics with consent (issue 45, DPDP Act 2023). Nothing is measured, stored or requested before the shopper
 * agrees: without ANALYTICS_GA4_ID (the server puts it in `window.__SUTRA__.ga4Id`) there is nothing to agree to and
 * no banner; with it, the banner (shop/consent) records the choice here (`localStorage`, withdrawable from the
 * footer's "Privacy choices"), and only an agreed choice loads Google's tag and lets events through. Events go to
 * `window.dataLayer` through `gtag()`, as Google's tag reads them (GA4 e-commerce events, no personal data: products,
 * prices and the order's id). Small on purpose: every storefront page carries it.
 */

import { SPEC_OPTIONS } from "./catalogue";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Where the choice is kept, and the analytics client id the shop's events carry (both only after agreeing). */
export const CONSENT_KEY = "sutra-consent";
const CLIENT_ID_KEY = "sutra-analytics-id";
/** Google's tag: loaded only after consent (and never in the tests, which intercept it). */
export const GOOGLE_TAG_URL = "https://www.googletagmanager.com/gtag/js";

export interface ConsentChoice {
  analytics: boolean;
  /** When it was chosen (ISO): kept with it, as a record of the consent. */
  decidedAt: string;
  /** The notice's version the choice answers: a new notice asks again. */
  version: 1;
}

export function ga4Id(): string | undefined {
  const id: unknown = typeof window === "undefined" ? undefined : window.__SUTRA__?.ga4Id;
  return typeof id === "string" && /^G-[A-Z0-9]+$/.test(id) ? id : undefined;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The shopper's choice, or null before they made one (or when there is nothing to choose: no GA4 id). */
export function readConsent(): ConsentChoice | null {
  if (!ga4Id()) return null;
  try {
    const parsed = JSON.parse(storage()?.getItem(CONSENT_KEY) ?? "null") as Partial<ConsentChoice> | null;
    return parsed && parsed.version === 1 && typeof parsed.analytics === "boolean" ? (parsed as ConsentChoice) : null;
  } catch {
    return null;
  }
}

/** Whether events are measured now: a GA4 id and the shopper's yes. */
export function analyticsOn(): boolean {
  return readConsent()?.analytics === true;
}

const listeners = new Set<() => void>();
/** Told when the choice changes (the footer's link, the banner). */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let tagStarted = false;

function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // Google's tag reads `arguments` objects (its snippet's `dataLayer.push(arguments)`), not arrays.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

/** The analytics client id the tag and the server's Measurement Protocol share; made at the first yes. */
export function analyticsClientId(): string | undefined {
  if (!analyticsOn()) return undefined;
  const store = storage();
  let id = store?.getItem(CLIENT_ID_KEY) ?? undefined;
  if (!id) {
    id = `${Math.floor(Math.random() * 2 ** 31)}.${Math.floor(Date.now() / 1000)}`;
    store?.setItem(CLIENT_ID_KEY, id);
  }
  return id;
}

/** Loads Google's tag and configures it, once, when the shopper has agreed. */
export function startAnalytics(): void {
  const id = ga4Id();
  if (tagStarted || !id || !analyticsOn()) return;
  tagStarted = true;
  window.gtag = gtag;
  // Only analytics was asked for: advertising storage and signals stay denied.
  gtag("consent", "default", { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
  gtag("js", new Date());
  gtag("config", id, { client_id: analyticsClientId() });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GOOGLE_TAG_URL}?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

/** Google's tag's own cookies on this site (`_ga`, `_ga_<id>`), removed when consent is withdrawn. */
function removeAnalyticsCookies(): void {
  const host = window.location.hostname;
  const domains = ["", host, `.${host}`, `.${host.split(".").slice(-2).join(".")}`];
  for (const name of document.cookie.split(";").map((c) => c.split("=")[0]!.trim())) {
    if (!/^_ga(_|$)/.test(name)) continue;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ""}`;
  }
}

/** Records the shopper's choice; a yes starts measuring at once, a no (or a withdrawal) stops it and forgets the id. */
export function decideConsent(analytics: boolean): void {
  storage()?.setItem(CONSENT_KEY, JSON.stringify({ analytics, decidedAt: new Date().toISOString(), version: 1 } satisfies ConsentChoice));
  if (analytics) startAnalytics();
  else {
    if (tagStarted) gtag("consent", "update", { analytics_storage: "denied" });
    storage()?.removeItem(CLIENT_ID_KEY);
    removeAnalyticsCookies();
  }
  for (const listener of listeners) listener();
}

/** Sends a GA4 event (https://developers.google.com/analytics/devguides/collection/ga4/reference/events) when measuring. */
export function track(name: string, params: Record<string, unknown>): void {
  if (!analyticsOn()) return;
  startAnalytics();
  gtag("event", name, params);
}

const sent = new Set<string>();
/** Sends an event once for `key` (a product viewed, a checkout begun), however often the screen renders. */
export function trackOnce(key: string, name: string, params: Record<string, unknown>): void {
  if (!analyticsOn() || sent.has(key)) return;
  sent.add(key);
  track(name, params);
}

/** A catalogue id's label as shoppers read it (the spec's lists: no query needed to measure). */
export function catalogueLabel(kind: "categories" | "brands", id: string): string {
  return SPEC_OPTIONS[kind].find((o) => o.id === id)?.label ?? id;
}

/** A product as GA4's `items` name it: the product's id, title, labels and the price a shopper pays. */
export interface ItemSource {
  id: string;
  title: string;
  /** Rupees. */
  price: number;
  salePrice: number;
  brand?: string;
  category?: string;
  /** "Colour / Size" once chosen. */
  variant?: string | null;
  quantity?: number;
}

export function analyticsItem(product: ItemSource, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const onSale = product.salePrice > 0 && product.salePrice < product.price;
  return {
    item_id: product.id,
    item_name: product.title,
    ...(product.brand ? { item_brand: product.brand } : {}),
    ...(product.category ? { item_category: product.category } : {}),
    ...(product.variant ? { item_variant: product.variant } : {}),
    price: onSale ? product.salePrice : product.price,
    ...(onSale ? { discount: Math.round((product.price - product.salePrice) * 100) / 100 } : {}),
    quantity: product.quantity ?? 1,
    ...extra,
  };
}

/** An event's `value` in INR: Σ price × quantity of its items (GA4: no shipping, no tax on top). */
export function itemsValue(items: ReadonlyArray<Record<string, unknown>>): { currency: "INR"; value: number } {
  const value = items.reduce<number>((sum, item) => sum + Number(item.price) * Number(item.quantity ?? 1), 0);
  return { currency: "INR", value: Math.round(value * 100) / 100 };
}

/** "Colour / Size" of a chosen variant, or null for one size and colour. */
export function variantLabel(choice: { colour?: string | null; size?: string | null }): string | null {
  return [choice.colour, choice.size].filter(Boolean).join(" / ") || null;
}

/**
 * GA4's add_to_wishlist, for the wishlist's "add" (issue 44) to call in one line once wishlists exist:
 * `trackAddToWishlist({ id, title, price, salePrice, brand, category })` (labels, rupees).
 */
export function trackAddToWishlist(product: ItemSource): void {
  const item = analyticsItem(product);
  track("add_to_wishlist", { ...itemsValue([item]), items: [item] });
}
