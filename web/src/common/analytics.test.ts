import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as AnalyticsModule from "./analytics";

/**
 * Issue 45: nothing is measured, stored or loaded before the shopper agrees, a yes lets GA4 events through (as
 * Google's tag reads them: `arguments` objects in window.dataLayer), and a withdrawal stops them and forgets the
 * analytics id and Google's cookies. A fresh module each test (its "tag started" and "sent once" memory).
 */

let analytics: typeof AnalyticsModule;

/** The dataLayer's commands as arrays (Google's tag gets `arguments` objects). */
const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = () => commands().filter((c) => c[0] === "event").map((c) => c[1]);
const tagScripts = () => [...document.querySelectorAll<HTMLScriptElement>("script")].filter((s) => s.src.startsWith("https://www.googletagmanager.com/gtag/js"));

beforeEach(async () => {
  vi.resetModules();
  localStorage.clear();
  delete window.dataLayer;
  delete window.gtag;
  for (const script of tagScripts()) script.remove();
  window.__SUTRA__ = { brandName: "Sutra", ga4Id: "G-TEST123" };
  analytics = await import("./analytics");
});

afterEach(() => {
  document.cookie = "_ga=; Max-Age=0; path=/";
});

describe("analytics with consent", () => {
  it("before an answer nothing is measured, stored or loaded", () => {
    expect(analytics.readConsent()).toBeNull();
    analytics.track("view_item", { items: [] });
    analytics.startAnalytics();
    expect(window.dataLayer).toBeUndefined();
    expect(tagScripts()).toHaveLength(0);
    expect(analytics.analyticsClientId()).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it("without a GA4 id there is nothing to consent to: no choice is read and nothing measured", () => {
    window.__SUTRA__ = { brandName: "Sutra" };
    localStorage.setItem(analytics.CONSENT_KEY, JSON.stringify({ analytics: true, version: 1, decidedAt: "2026-01-01T00:00:00Z" }));
    expect(analytics.readConsent()).toBeNull();
    analytics.track("view_item", { items: [] });
    expect(window.dataLayer).toBeUndefined();
  });

  it("a yes loads Google's tag once, with advertising denied and the shop's client id, and lets events through once each", () => {
    analytics.decideConsent(true);
    expect(analytics.readConsent()).toMatchObject({ analytics: true, version: 1 });
    expect(tagScripts().map((s) => s.src)).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST123"]);
    const clientId = analytics.analyticsClientId();
    expect(clientId).toMatch(/^\d+\.\d+$/);
    expect(commands()).toContainEqual(["consent", "default", { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }]);
    expect(commands()).toContainEqual(["config", "G-TEST123", { client_id: clientId }]);
    // Google's tag reads `arguments` objects, not arrays.
    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe("[object Arguments]");
    analytics.trackOnce("view:1", "view_item", { items: [] });
    analytics.trackOnce("view:1", "view_item", { items: [] });
    analytics.track("add_to_cart", { items: [] });
    analytics.startAnalytics();
    expect(events()).toEqual(["view_item", "add_to_cart"]);
    expect(tagScripts()).toHaveLength(1);
  });

  it("a no measures nothing; a yes withdrawn stops the events and forgets the client id and Google's cookies", () => {
    analytics.decideConsent(false);
    analytics.track("view_item", { items: [] });
    expect(events()).toEqual([]);
    expect(tagScripts()).toHaveLength(0);

    analytics.decideConsent(true);
    analytics.track("view_item", { items: [] });
    expect(analytics.analyticsClientId()).toBeDefined();
    document.cookie = "_ga=GA1.1.123.456; path=/";
    analytics.decideConsent(false);
    analytics.track("add_to_cart", { items: [] });
    expect(events()).toEqual(["view_item"]);
    expect(commands()).toContainEqual(["consent", "update", { analytics_storage: "denied" }]);
    expect(localStorage.getItem("sutra-analytics-id")).toBeNull();
    expect(document.cookie).not.toContain("_ga=");
  });

  it("an item is the product's id, title, labels and the price paid, with the sale's discount; value is Σ price × quantity", () => {
    const item = analytics.analyticsItem({ id: "p1", title: "Kurta", price: 1999, salePrice: 1499, brand: "Zara", category: "Women", variant: "Red / M", quantity: 2 });
    expect(item).toEqual({ item_id: "p1", item_name: "Kurta", item_brand: "Zara", item_category: "Women", item_variant: "Red / M", price: 1499, discount: 500, quantity: 2 });
    expect(analytics.itemsValue([item, analytics.analyticsItem({ id: "p2", title: "Belt", price: 499.5, salePrice: 0 })])).toEqual({ currency: "INR", value: 3497.5 });
  });
});
