import type createCacheType from "@emotion/cache";
import type { StylisElement, StylisPlugin } from "@emotion/cache";
import type * as EmotionReact from "@emotion/react";
import { createRequire } from "node:module";
import type { ReactNode } from "react";

/*
 * The styles Emotion gives jsdom in component tests. jsdom lays nothing out: the only CSS a test can observe is what
 * jsdom's getComputedStyle answers, and the testing libraries ask it four things: is the element shown (display,
 * visibility: `*ByRole`, accessible names, toBeVisible), transparent (opacity: toBeVisible) or unclickable
 * (pointer-events: user-event refuses to click through `none`). Every query walks the page asking those, and jsdom
 * answers each call by matching the element against every rule of every sheet and parsing each matching rule's
 * declarations; MUI's development build gave it about 1,000 rules, each in a <style> of its own (Emotion's
 * non-speedy mode), which the label lookups also walk through. That was most of the web suite's time (a profile of
 * admin/products/ProductVariants.test.tsx: 24 of 53 CPU seconds in getComputedStyle, 9 more in label lookups
 * scanning the <style> elements).
 *
 * So tests render under a cache that keeps only rules holding one of those four properties, with only those
 * declarations, in one sheet (speedy: insertRule into a single <style>). What a test can see is unchanged.
 *
 * MUI is loaded by Node outside Vite and reaches Emotion through Node's own (CommonJS) resolution; the provider must
 * be that copy of @emotion/react, or MUI's components would never see it (Vite would resolve a second copy).
 */
const require = createRequire(import.meta.url);
const { CacheProvider } = require("@emotion/react") as typeof EmotionReact;
const createCache = (require("@emotion/cache") as { default: typeof createCacheType }).default;

const OBSERVABLE = new Set(["display", "visibility", "opacity", "pointer-events"]);

/** A declaration of an observable property, or a rule or condition holding one; @keyframes, @font-face… go. */
function observable(element: StylisElement): boolean {
  if (element.type === "decl") return OBSERVABLE.has(String(element.props));
  if (element.type === "rule" || element.type === "@media" || element.type === "@supports") {
    return Array.isArray(element.children) && element.children.some(observable);
  }
  return false;
}

/** Stylis turns a comment into nothing, and Emotion inserts no rule for one. */
const keepObservable: StylisPlugin = (element) => {
  if (!observable(element)) element.type = "comm";
};

const cache = createCache({ key: "css", speedy: true, stylisPlugins: [keepObservable] });

export function TestStyles({ children }: { children: ReactNode }) {
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
