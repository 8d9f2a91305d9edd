/** Emails and invoices name a line's variant as the shop does: "Linen Kurta (Size M / Indigo)", never a bare "(8)". */
import { describe, expect, it } from "vitest";
import { variantLabel } from "../src/services/catalogue/index.js";

describe("a variant beside its product's title", () => {
  it.each([
    [{ size: "8", colour: null }, "Size 8"],
    [{ size: "M", colour: "Indigo" }, "Size M / Indigo"],
    [{ size: "UK 8", colour: "" }, "UK 8"],
    [{ size: "", colour: "Indigo" }, "Indigo"],
    [{ size: null, colour: null }, ""],
  ])("%o → %s", (variant, label) => expect(variantLabel(variant)).toBe(label));
});
