import { describe, expect, it } from "vitest";
import { chooseColour, chosenVariant, initialChoice, isColourInStock, isSizeInStock, missingOption, picturesFor } from "./variants";

const stock: Record<string, number> = { "Black/S": 0, "Black/M": 4, "Black/L": 12, "White/S": 3, "White/M": 0, "White/L": 0 };
const shirt = {
  options: { sizes: ["S", "M", "L"], colours: ["Black", "White"] },
  variants: ["Black", "White"].flatMap((colour) =>
    ["S", "M", "L"].map((size) => ({ size, colour, stock: stock[`${colour}/${size}`]!, price: 1999, salePrice: size === "L" ? 1499 : 0 })),
  ),
};
const plain = { options: { sizes: [], colours: [] }, variants: [{ size: null, colour: null, stock: 5, price: 999, salePrice: 0 }] };

describe("choosing a variant", () => {
  it("opens on the first colour with stock and no size", () => {
    expect(initialChoice(shirt)).toEqual({ colour: "Black", size: null });
    const blackSoldOut = { ...shirt, variants: shirt.variants.map((v) => (v.colour === "Black" ? { ...v, stock: 0 } : v)) };
    expect(initialChoice(blackSoldOut)).toEqual({ colour: "White", size: null });
    expect(initialChoice(plain)).toEqual({ colour: null, size: null });
  });

  it("opens on the colour and size a link names (a feed's variant link), each only when the product has it in stock", () => {
    expect(initialChoice(shirt, { colour: "Black", size: "L" })).toEqual({ colour: "Black", size: "L" });
    expect(initialChoice(shirt, { colour: "White", size: "S" })).toEqual({ colour: "White", size: "S" });
    // White M is sold out: the colour is kept, the size left to choose; an unknown colour falls back to the first in stock.
    expect(initialChoice(shirt, { colour: "White", size: "M" })).toEqual({ colour: "White", size: null });
    expect(initialChoice(shirt, { colour: "Mauve", size: "M" })).toEqual({ colour: "Black", size: "M" });
    expect(initialChoice(plain, { colour: "Black", size: "M" })).toEqual({ colour: null, size: null });
  });

  it("tells which sizes the chosen colour has in stock", () => {
    expect(["S", "M", "L"].filter((size) => isSizeInStock(shirt, size, "Black"))).toEqual(["M", "L"]);
    expect(["S", "M", "L"].filter((size) => isSizeInStock(shirt, size, "White"))).toEqual(["S"]);
  });

  it("tells which colours are in stock in some size: a colour sold out in every size is not", () => {
    const whiteSoldOut = { ...shirt, variants: shirt.variants.map((v) => (v.colour === "White" ? { ...v, stock: 0 } : v)) };
    expect(["Black", "White"].filter((colour) => isColourInStock(shirt, colour))).toEqual(["Black", "White"]);
    expect(["Black", "White"].filter((colour) => isColourInStock(whiteSoldOut, colour))).toEqual(["Black"]);
  });

  it("without colours, a size is in stock when any of its variants is", () => {
    const trousers = {
      options: { sizes: ["30", "32"], colours: [] },
      variants: [
        { size: "30", colour: null, stock: 0, price: 2499, salePrice: 0 },
        { size: "32", colour: null, stock: 2, price: 2499, salePrice: 0 },
      ],
    };
    expect(["30", "32"].filter((size) => isSizeInStock(trousers, size, null))).toEqual(["32"]);
  });

  it("opens a product sold out in every colour on its first colour (the dialog then says Out Of Stock)", () => {
    const soldOut = { ...shirt, variants: shirt.variants.map((v) => ({ ...v, stock: 0 })) };
    expect(initialChoice(soldOut)).toEqual({ colour: "Black", size: null });
  });

  it("lets go of a size the new colour does not have in stock, keeps one it has", () => {
    expect(chooseColour(shirt, { colour: "Black", size: "M" }, "White")).toEqual({ colour: "White", size: null });
    expect(chooseColour(shirt, { colour: "White", size: "S" }, "White")).toEqual({ colour: "White", size: "S" });
  });

  it("asks for the size first, then the colour; a product without options asks for nothing", () => {
    expect(missingOption(shirt, { colour: "Black", size: null })).toBe("size");
    expect(missingOption(shirt, { colour: null, size: "M" })).toBe("colour");
    expect(missingOption(shirt, { colour: "Black", size: "M" })).toBeNull();
    expect(missingOption(plain, { colour: null, size: null })).toBeNull();
  });

  it("names the variant of a full choice, with its own stock and price", () => {
    expect(chosenVariant(shirt, { colour: "Black", size: null })).toBeNull();
    expect(chosenVariant(shirt, { colour: "Black", size: "L" })).toMatchObject({ stock: 12, salePrice: 1499 });
    expect(chosenVariant(plain, { colour: null, size: null })).toMatchObject({ stock: 5, price: 999 });
  });
});

describe("pictures for a colour", () => {
  const gallery = [
    { url: "main", colour: null },
    { url: "black-1", colour: "Black" },
    { url: "white-1", colour: "White" },
    { url: "detail", colour: null },
    { url: "black-2", colour: "Black" },
  ];

  it("shows the colour's pictures first, then the general ones, and hides the other colours'", () => {
    expect(picturesFor(gallery, "Black").map((p) => p.url)).toEqual(["black-1", "black-2", "main", "detail"]);
    expect(picturesFor(gallery, "White").map((p) => p.url)).toEqual(["white-1", "main", "detail"]);
  });

  it("shows every picture when no colour is chosen or nothing would be left", () => {
    expect(picturesFor(gallery, null)).toHaveLength(5);
    expect(picturesFor([{ url: "red", colour: "Red" }], "Blue").map((p) => p.url)).toEqual(["red"]);
  });
});
