import { describe, expect, it } from "vitest";
import { listItemField } from "../graphqlErrors";
import { checkGallery, moveItem, newPicture } from "./gallery";
import { checkGrid, combinationKey, combinations, gridOfProduct, NEW_ROW, stockSum, toVariantInputs, withStockForAll, withValue } from "./variants";

const key = combinationKey;
const options = { sizes: ["S", "M"], colours: ["Indigo", "Rust"] };

describe("the variant grid as data", () => {
  it("has one combination per size × colour, sizes first; one dimension alone; none without options", () => {
    expect(combinations(options).map((c) => c.name)).toEqual(["S / Indigo", "S / Rust", "M / Indigo", "M / Rust"]);
    expect(combinations({ sizes: [], colours: ["Indigo"] })).toEqual([{ key: key(null, "Indigo"), size: null, colour: "Indigo", name: "Indigo" }]);
    expect(combinations({ sizes: [], colours: [] })).toEqual([]);
  });

  it("sums and bulk-sets the stock of sold rows only", () => {
    const rows = {
      [key("S", "Indigo")]: { ...NEW_ROW, stock: "4" },
      [key("S", "Rust")]: { ...NEW_ROW, sold: false, stock: "9" },
      [key("M", "Indigo")]: { ...NEW_ROW, stock: "x" },
    };
    expect(stockSum(options, rows)).toBe(4);
    const all = withStockForAll(options, rows, "2");
    expect(stockSum(options, all)).toBe(6);
    expect(all[key("S", "Rust")]!.stock).toBe("9");
  });

  it("is ready only when every sold row has a valid stock and nothing is wrong", () => {
    const valid = withStockForAll(options, {}, "1");
    expect(checkGrid(options, valid)).toEqual({ cells: {}, grid: undefined, ready: true });
    expect(checkGrid(options, {}).ready).toBe(false); // stock not typed yet: not an error, not ready
    expect(checkGrid(options, {}).cells).toEqual({});
    const wrong = { ...valid, [key("S", "Indigo")]: { ...NEW_ROW, stock: "-1", price: "10.999", salePrice: "5" } };
    expect(checkGrid(options, wrong).cells[key("S", "Indigo")]).toEqual({
      stock: "A whole number, 0 or more",
      price: "More than 0, at most 2 decimals",
    });
    const sale = { ...valid, [key("S", "Indigo")]: { ...NEW_ROW, stock: "1", price: "100", salePrice: "100" } };
    expect(checkGrid(options, sale).cells[key("S", "Indigo")]).toEqual({ salePrice: "Below the row's price (or 0 for no sale)" });
    const noSale = { ...valid, [key("S", "Indigo")]: { ...NEW_ROW, stock: "1", price: "100", salePrice: "0" } };
    expect(checkGrid(options, noSale).ready).toBe(true);
    const none = Object.fromEntries(combinations(options).map((c) => [c.key, { ...NEW_ROW, sold: false }]));
    expect(checkGrid(options, none)).toMatchObject({ grid: "Sell at least one size and colour", ready: false });
  });

  it("flags a SKU used twice on both rows (compared exactly, as the server does), but not on a row that is not sold", () => {
    const rows = withStockForAll(
      options,
      { [key("S", "Indigo")]: { ...NEW_ROW, sku: "A-1" }, [key("M", "Rust")]: { ...NEW_ROW, sku: "A-1" }, [key("M", "Indigo")]: { ...NEW_ROW, sku: "a-1" } },
      "1",
    );
    expect(Object.keys(checkGrid(options, rows).cells)).toEqual([key("S", "Indigo"), key("M", "Rust")]);
    const unsold = { ...rows, [key("M", "Rust")]: { ...rows[key("M", "Rust")]!, sold: false } };
    expect(checkGrid(options, unsold).cells).toEqual({});
  });

  it("sends the sold rows in grid order with only what was typed, and tells which row each index is", () => {
    const rows = {
      ...withStockForAll(options, {}, "3"),
      [key("S", "Rust")]: { ...NEW_ROW, sold: false },
      [key("M", "Rust")]: { sold: true, sku: " IK-M ", stock: "0", price: "1600", salePrice: "1400" },
    };
    expect(toVariantInputs(options, rows)).toEqual({
      variants: [
        { size: "S", colour: "Indigo", stock: 3 },
        { size: "M", colour: "Indigo", stock: 3 },
        { size: "M", colour: "Rust", stock: 0, sku: "IK-M", price: 1600, salePrice: 1400 },
      ],
      keys: [key("S", "Indigo"), key("M", "Indigo"), key("M", "Rust")],
    });
  });

  it("reads a product's variants back into the grid, combinations it does not sell switched off", () => {
    const variant = { __typename: "ProductVariant" as const, id: "v", salePrice: 0, ownPrice: false, price: 999 };
    const grid = gridOfProduct(options, [
      { ...variant, sku: "A", size: "S", colour: "Indigo", stock: 2 },
      { ...variant, sku: "B", size: "M", colour: "Rust", stock: 0, price: 1200, salePrice: 1000, ownPrice: true },
    ]);
    expect(grid.rows[key("S", "Indigo")]).toEqual({ sold: true, sku: "A", stock: "2", price: "", salePrice: "" });
    expect(grid.rows[key("M", "Rust")]).toEqual({ sold: true, sku: "B", stock: "0", price: "1200", salePrice: "1000" });
    expect(grid.rows[key("S", "Rust")]!.sold).toBe(false);
    expect(gridOfProduct({ sizes: [], colours: [] }, [{ ...variant, sku: "C", size: null, colour: null, stock: 5 }]).rows).toEqual({});
  });

  it("adds an option value once, trimmed, whatever its case", () => {
    expect(withValue(["M"], "  Navy   blue ")).toEqual(["M", "Navy blue"]);
    const values = ["Indigo"];
    expect(withValue(values, "indigo")).toBe(values);
    expect(withValue(values, "   ")).toBe(values);
  });
});

describe("the pictures and the server's item errors as data", () => {
  it("moves a picture and flags one whose colour is no longer sold", () => {
    const [a, b, c] = [newPicture("/a", "/a-t"), newPicture("/b", "/b-t", "Rust"), newPicture("/c", "/c-t", "Indigo")];
    expect(moveItem([a, b, c], 2, 0)).toEqual([c, a, b]);
    expect(moveItem([a, b, c], 0, 5)).toEqual([b, c, a]);
    expect(checkGallery([a, b, c], ["Indigo"])).toEqual({ [b!.id]: "This colour is no longer sold" });
  });

  it("reads the server's list item paths", () => {
    expect(listItemField("variants.3.sku")).toEqual({ list: "variants", index: 3, field: "sku" });
    expect(listItemField("gallery.1")).toEqual({ list: "gallery", index: 1, field: undefined });
    expect(listItemField("price")).toBeUndefined();
  });
});
