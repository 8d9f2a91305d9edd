import { describe, expect, it } from "vitest";
import { canDecrease, canIncrease, checkAddFromSearch, checkAddOne, quantityInCart } from "./limits";

describe("cart limits", () => {
  it("counts a product over all its lines", () => {
    const lines = [
      { productId: "a", quantity: 2 },
      { productId: "b", quantity: 1 },
      { productId: "a", quantity: 3 },
    ];
    expect(quantityInCart(lines, "a")).toBe(5);
    expect(quantityInCart(lines, "c")).toBe(0);
    expect(quantityInCart(undefined, "a")).toBe(0);
  });

  it("adding from a card: blocked only when the cart holds it and one more exceeds the stock", () => {
    expect(checkAddOne(5, 0)).toEqual({ ok: true });
    expect(checkAddOne(5, 4)).toEqual({ ok: true });
    expect(checkAddOne(5, 5)).toEqual({ ok: false, remaining: 0 });
    expect(checkAddOne(3, 5)).toEqual({ ok: false, remaining: 0 });
  });

  it("adding from search: the limit is the stock", () => {
    expect(checkAddFromSearch(4, 3)).toEqual({ ok: true });
    expect(checkAddFromSearch(4, 4)).toEqual({ ok: false, limit: 4 });
  });

  it("plus is blocked at the stock; minus is disabled at 1", () => {
    expect(canIncrease(3, 4)).toBe(true);
    expect(canIncrease(4, 4)).toBe(false);
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
  });
});
