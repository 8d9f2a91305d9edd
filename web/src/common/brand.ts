/**
 * The shop's brand name ({brand} in the spec). The server injects
 * `<script>window.__SUTRA__={brandName:"…"}</script>` into index.html; without it (dev server, tests)
 * the brand is "Sutra". This module is the only place that reads it.
 */
declare global {
  interface Window {
    /** The runtime settings the server injects: the brand, and the GA4 measurement id when analytics is set up. */
    __SUTRA__?: { brandName?: string; ga4Id?: string };
  }
}

export const DEFAULT_BRAND_NAME = "Sutra";

export function getBrandName(): string {
  const injected = typeof window === "undefined" ? undefined : window.__SUTRA__?.brandName;
  const trimmed = typeof injected === "string" ? injected.trim() : "";
  return trimmed || DEFAULT_BRAND_NAME;
}
