import { describe, expect, it } from "vitest";
import { activeMenuItem, menuChoice, SHOP_MENU } from "./menu";

const item = (id: string) => SHOP_MENU.find((m) => m.id === id)!;

describe("shop menu", () => {
  it("lists home, products, men, women, kids, footwear, accessories", () => {
    expect(SHOP_MENU.map((m) => m.id)).toEqual(["home", "products", "men", "women", "kids", "footwear", "accessories"]);
    expect(SHOP_MENU.map((m) => m.label)).toEqual(["Home", "Products", "Men", "Women", "Kids", "Footwear", "Accessories"]);
  });

  it("home and products store no filter and navigate", () => {
    expect(menuChoice(item("home"), "/shop/listing")).toEqual({ filters: null, target: { kind: "navigate", to: "/shop/home" } });
    expect(menuChoice(item("products"), "/shop/home")).toEqual({ filters: null, target: { kind: "navigate", to: "/shop/listing" } });
  });

  it("a category stores its filter and opens the listing", () => {
    expect(menuChoice(item("footwear"), "/shop/home")).toEqual({
      filters: { category: ["footwear"] },
      target: { kind: "navigate", to: "/shop/listing?category=footwear" },
    });
  });

  it("a category on the listing only updates the query string", () => {
    expect(menuChoice(item("kids"), "/shop/listing")).toEqual({
      filters: { category: ["kids"] },
      target: { kind: "query", search: "?category=kids" },
    });
  });

  it("highlights the entry matching the page", () => {
    expect(activeMenuItem("/shop/home", "")).toBe("home");
    expect(activeMenuItem("/shop/listing", "")).toBe("products");
    expect(activeMenuItem("/shop/listing", "?category=men")).toBe("men");
    expect(activeMenuItem("/shop/listing", "?category=men&brand=nike")).toBeNull();
    expect(activeMenuItem("/shop/account", "")).toBeNull();
  });
});
