/**
 * The demo's homepage banners paint no words: the carousel shows each banner's title and description under it, from
 * the data the admin edits, and artwork with its own headline repeated them in other words (issue 41).
 */
import { describe, expect, it } from "vitest";
import { DEMO_BANNERS } from "../src/db/seed/catalogue.js";
import { renderBannerLayers } from "../src/db/seed/illustrations.js";

describe("the demo banners", () => {
  it.each(DEMO_BANNERS.map((b) => [b.title, b] as const))("%s is artwork without words", (_title, banner) => {
    const layers = renderBannerLayers(banner.art);
    // (The drawn products keep their brands' wordmarks, as on the product pictures.)
    expect(layers.backdrop).not.toMatch(/<text\b/);
    expect(layers.overlay ?? "").toBe("");
    for (const word of banner.title.split(" ").filter((w) => w.length > 3)) expect(layers.item).not.toContain(word);
  });
});
