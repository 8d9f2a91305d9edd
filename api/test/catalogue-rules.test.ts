import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "../src/services/catalogue/cursor.js";
import { averageRating, productImages } from "../src/services/catalogue/product-fields.js";
import { corrections, editDistance, fuzzyTsquery, keywordTokens } from "../src/services/catalogue/spelling.js";

describe("average rating", () => {
  it("is 0 without reviews", () => {
    expect(averageRating({ ratingSum: 0, reviewCount: 0 })).toBe(0);
  });

  it("is rounded to one decimal", () => {
    expect(averageRating({ ratingSum: 14, reviewCount: 3 })).toBe(4.7);
    expect(averageRating({ ratingSum: 13, reviewCount: 3 })).toBe(4.3);
    expect(averageRating({ ratingSum: 9, reviewCount: 2 })).toBe(4.5);
    expect(averageRating({ ratingSum: 5, reviewCount: 1 })).toBe(5);
  });
});

describe("image set", () => {
  it("falls back to the image for every rendition it does not know", () => {
    expect(productImages({ imageUrl: "/a.jpg", imageVariants: null })).toEqual({ original: "/a.jpg", thumbnail: "/a.jpg", large: "/a.jpg", webp: "/a.jpg", webpSources: [], srcSet: "" });
    expect(productImages({ imageUrl: "/a.jpg", imageVariants: { original: "/o.jpg", webp: "/w.webp" } })).toEqual({
      original: "/o.jpg",
      thumbnail: "/o.jpg",
      large: "/o.jpg",
      webp: "/w.webp",
      webpSources: [{ url: "/w.webp", width: 800 }],
      srcSet: "/o.jpg 480w, /w.webp 800w, /o.jpg 1200w",
    });
  });
});

describe("cursor", () => {
  const id = "3f0c5a43-5a8e-4d5e-9a3b-1f1b7c2d9e00";

  it("round-trips a price and a title position", () => {
    expect(decodeCursor("price-hightolow", encodeCursor("price-hightolow", { key: 129900, id }))).toEqual({ key: 129900, id });
    expect(decodeCursor("title-atoz", encodeCursor("title-atoz", { key: "levi's 511 – slim", id }))).toEqual({ key: "levi's 511 – slim", id });
  });

  it("refuses a title key for a price sort", () => {
    const cursor = Buffer.from(JSON.stringify(["price-lowtohigh", "abc", id])).toString("base64url");
    expect(() => decodeCursor("price-lowtohigh", cursor)).toThrow(/not a valid cursor/);
  });
});

describe("spelling", () => {
  it("counts a swap of neighbouring letters as one edit", () => {
    expect(editDistance("shrit", "shirt")).toBe(1);
    expect(editDistance("shrit", "short")).toBe(2);
    expect(editDistance("sneakr", "sneaker")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("kurta", "kurta")).toBe(0);
  });

  it("splits a keyword into lower-case words", () => {
    expect(keywordTokens("Levi's  T-Shirt, H&M!")).toEqual(["levi", "s", "t", "shirt", "h", "m"]);
  });

  it("corrects to the closest words only, and not a word the catalogue has", () => {
    const words = [
      { word: "shirt", lexeme: "shirt" },
      { word: "short", lexeme: "short" },
      { word: "skirt", lexeme: "skirt" },
    ];
    expect(corrections({ token: "shrit", stems: ["shrit"], words })).toEqual(["shirt"]);
    expect(corrections({ token: "shirt", stems: ["shirt"], words })).toEqual(["shirt"]);
    expect(corrections({ token: "zzzzz", stems: ["zzzzz"], words })).toEqual([]);
  });

  it("builds a query of quoted lexemes, dropping stop words and anything that is not a plain word", () => {
    const query = fuzzyTsquery([
      { token: "the", stems: [], words: [] },
      { token: "shrit", stems: ["shrit"], words: [{ word: "shirt", lexeme: "shirt" }] },
      { token: "x'y", stems: ["x'y"], words: [{ word: "x'y", lexeme: "a' | b" }] },
    ]);
    expect(query).toBe("('shrit' | 'shrit':* | 'shirt')");
    expect(fuzzyTsquery([{ token: "the", stems: [], words: [] }])).toBeNull();
  });

  it("matches a word the catalogue has by its stem only, and an unfinished word as a prefix too", () => {
    const words = [{ word: "shirt", lexeme: "shirt" }, { word: "sneakers", lexeme: "sneaker" }];
    expect(fuzzyTsquery([{ token: "shirt", stems: ["shirt"], words }])).toBe("('shirt')");
    expect(fuzzyTsquery([{ token: "sneak", stems: ["sneak"], words }])).toBe("('sneak' | 'sneak':*)");
  });
});
