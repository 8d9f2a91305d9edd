import { describe, expect, it } from "vitest";
import { sizeLabel, variantLabel } from "./sizes";

describe("sizes as shoppers read them", () => {
  it.each([
    ["8", "Size 8"],
    ["M", "Size M"],
    ["XXL", "Size XXL"],
    ["8-9Y", "Size 8-9Y"],
    ["UK 8", "UK 8"],
    ["EU 42", "EU 42"],
  ])("%s → %s", (size, label) => expect(sizeLabel(size)).toBe(label));

  it("names a variant by its size and colour, whichever it has", () => {
    expect(variantLabel({ size: "M", colour: "Indigo" })).toBe("Size M / Indigo");
    expect(variantLabel({ size: "8", colour: null })).toBe("Size 8");
    expect(variantLabel({ size: null, colour: "Indigo" })).toBe("Indigo");
  });
});
