import { describe, expect, it } from "vitest";
import { isOnSale, lowStockNotice, percentOff, productBadge } from "./badge";

describe("product card badge", () => {
  it("stock 0 → 'Out Of Stock', whatever the sale", () => {
    expect(productBadge({ totalStock: 0, price: 1000, salePrice: 500 })).toEqual({ kind: "out-of-stock", label: "Out Of Stock" });
  });

  it("stock below 10 → 'Only N left', before any sale badge", () => {
    expect(productBadge({ totalStock: 1, price: 1000, salePrice: 0 })?.label).toBe("Only 1 left");
    expect(productBadge({ totalStock: 9, price: 1000, salePrice: 500 })).toEqual({ kind: "low-stock", label: "Only 9 left" });
  });

  it("stock 10 or more and a sale price → rounded 'N% OFF'", () => {
    expect(productBadge({ totalStock: 10, price: 1999, salePrice: 1399 })).toEqual({ kind: "sale", label: "30% OFF" });
    expect(productBadge({ totalStock: 50, price: 1295, salePrice: 899 })?.label).toBe("31% OFF");
    expect(productBadge({ totalStock: 50, price: 3, salePrice: 2 })?.label).toBe("33% OFF");
  });

  it("no sale and enough stock → no badge", () => {
    expect(productBadge({ totalStock: 10, price: 1000, salePrice: 0 })).toBeNull();
    expect(productBadge({ totalStock: 80, price: 1000, salePrice: 1000 })).toBeNull();
  });

  it("percentOff and isOnSale agree on what a sale is", () => {
    expect(percentOff({ price: 1000, salePrice: 0 })).toBe(0);
    expect(isOnSale({ price: 1000, salePrice: 0 })).toBe(false);
    expect(isOnSale({ price: 1000, salePrice: 999 })).toBe(true);
    expect(isOnSale({ price: 1000, salePrice: 1200 })).toBe(false);
  });
});

describe("details dialog stock line", () => {
  it("shows 'Only N left in stock!' for 1 to 9 only", () => {
    expect(lowStockNotice(0)).toBeNull();
    expect(lowStockNotice(1)).toBe("Only 1 left in stock!");
    expect(lowStockNotice(9)).toBe("Only 9 left in stock!");
    expect(lowStockNotice(10)).toBeNull();
  });
});
