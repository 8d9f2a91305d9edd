import { describe, expect, it } from "vitest";
import { evaluate, type PricingFacts, type PricingLine, priceLines, PROMOTION_MESSAGES, type PromotionRule, prorate } from "../src/services/promotions/index.js";

describe("prorate: an order-level discount over the lines, exact to the paisa", () => {
  const cases: Array<{ name: string; amount: number; values: number[]; expected: number[] }> = [
    { name: "in proportion, no remainder", amount: 300, values: [1000, 2000], expected: [100, 200] },
    { name: "a paisa left over goes to the largest remainder", amount: 100, values: [100, 100, 100], expected: [34, 33, 33] },
    { name: "equal remainders: the earlier line first", amount: 2, values: [500, 500, 500], expected: [1, 1, 0] },
    { name: "the largest remainder wins over line order", amount: 10, values: [100, 133, 67], expected: [3, 5, 2] },
    { name: "₹300 off ₹2,999 + ₹1,000 + ₹0.01", amount: 30_000, values: [299_900, 100_000, 1], expected: [22_498, 7_502, 0] },
    { name: "a line outside the scope (0) gets nothing", amount: 999, values: [0, 1500, 0, 1500], expected: [0, 500, 0, 499] },
    { name: "the whole value", amount: 3_000, values: [1_000, 2_000], expected: [1_000, 2_000] },
    { name: "nothing to spread", amount: 0, values: [1_000, 2_000], expected: [0, 0] },
    { name: "₹2 crore orders do not overflow", amount: 199_999_999, values: [2_000_000_000, 1], expected: [199_999_999, 0] },
  ];
  it.each(cases)("$name", ({ amount, values, expected }) => {
    const shares = prorate(amount, values);
    expect(shares).toEqual(expected);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
    shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(values[i]!));
  });

  it("sums exactly for many carts (every split adds up and no line passes its value)", () => {
    // A deterministic spread of carts: prices with odd paise, 1–6 lines, discounts from 1 paisa to the whole cart.
    for (let seed = 1; seed <= 400; seed++) {
      const values = Array.from({ length: 1 + (seed % 6) }, (_, i) => ((seed * 7919 + i * 104_729) % 500_000) + 1);
      const total = values.reduce((a, b) => a + b, 0);
      const amount = (seed * 3_571) % (total + 1);
      const shares = prorate(amount, values);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
      shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(values[i]!));
      // Same input, same split.
      expect(prorate(amount, values)).toEqual(shares);
    }
  });

  it("refuses what cannot be spread", () => {
    expect(() => prorate(101, [50, 50])).toThrow(RangeError);
    expect(() => prorate(-1, [50])).toThrow(RangeError);
    expect(() => prorate(1.5, [50])).toThrow(RangeError);
  });
});

const NOW = new Date("2026-11-20T06:30:00Z");

function rule(overrides: Partial<PromotionRule> = {}): PromotionRule {
  return {
    id: overrides.id ?? "p1",
    kind: "coupon",
    code: "FIRST10",
    title: "10 % off",
    discountType: "percent",
    discountValue: 10,
    maxDiscountPaise: null,
    minOrderPaise: 0,
    minQuantity: 0,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    uses: 0,
    scope: "all",
    scopeValues: [],
    firstOrderOnly: false,
    prepaidOnly: false,
    paused: false,
    ...overrides,
  };
}

const facts = (overrides: Partial<PricingFacts> = {}): PricingFacts => ({
  now: NOW,
  usesByShopper: new Map(),
  hasOrdered: false,
  prepaid: true,
  label: (_scope, id) => ({ kids: "Kids", women: "Women", nike: "Nike" })[id] ?? id,
  formatDate: (at) => at.toISOString().slice(0, 10),
  formatMoney: (paise) => `₹${paise / 100}`,
  ...overrides,
});

const line = (valuePaise: number, overrides: Partial<PricingLine> = {}): PricingLine => ({ productId: "a", category: "men", brand: "puma", quantity: 1, valuePaise, ...overrides });

describe("one rule model: every rule and its message", () => {
  const cart = [line(200_000), line(150_000, { productId: "b", category: "kids", brand: "nike", quantity: 2 })];
  const cases: Array<{ name: string; rule: Partial<PromotionRule>; facts?: Partial<PricingFacts>; lines?: PricingLine[]; expected: number | string }> = [
    { name: "percentage of the whole cart", rule: {}, expected: 35_000 },
    { name: "percentage rounds down to the paisa", rule: { discountValue: 7 }, lines: [line(1_999)], expected: 139 },
    { name: "percentage with a maximum", rule: { maxDiscountPaise: 20_000 }, expected: 20_000 },
    { name: "flat amount", rule: { discountType: "flat", discountValue: 30_000 }, expected: 30_000 },
    { name: "flat amount never passes the eligible value", rule: { discountType: "flat", discountValue: 500_000, scope: "categories", scopeValues: ["kids"] }, expected: 150_000 },
    { name: "scope: categories", rule: { scope: "categories", scopeValues: ["kids"] }, expected: 15_000 },
    { name: "scope: brands", rule: { scope: "brands", scopeValues: ["nike"] }, expected: 15_000 },
    { name: "scope: products", rule: { scope: "products", scopeValues: ["a"] }, expected: 20_000 },
    { name: "no eligible line", rule: { scope: "categories", scopeValues: ["women", "kids"] }, lines: [line(1000)], expected: PROMOTION_MESSAGES.noEligibleLine("Women and Kids") },
    { name: "minimum order met exactly", rule: { minOrderPaise: 350_000 }, expected: 35_000 },
    { name: "minimum order: says how much more", rule: { minOrderPaise: 400_000 }, expected: PROMOTION_MESSAGES.minOrder("₹500") },
    { name: "minimum is over the eligible lines", rule: { minOrderPaise: 200_000, scope: "categories", scopeValues: ["kids"] }, expected: PROMOTION_MESSAGES.minOrder("₹500") },
    { name: "3 or more from Kids: 2 in the cart", rule: { minQuantity: 3, scope: "categories", scopeValues: ["kids"] }, expected: PROMOTION_MESSAGES.minQuantity(1, "Kids") },
    { name: "3 or more from Kids: 3 in the cart", rule: { minQuantity: 3, scope: "categories", scopeValues: ["kids"] }, lines: [line(90_000, { category: "kids", quantity: 3 })], expected: 9_000 },
    { name: "not started", rule: { startsAt: new Date("2026-12-01T00:00:00Z") }, expected: PROMOTION_MESSAGES.notStarted("2026-12-01") },
    { name: "started", rule: { startsAt: NOW }, expected: 35_000 },
    { name: "expired (the end is exclusive)", rule: { endsAt: NOW }, expected: PROMOTION_MESSAGES.expired("2026-11-20") },
    { name: "paused", rule: { paused: true }, expected: PROMOTION_MESSAGES.paused },
    { name: "total uses reached", rule: { maxUses: 10, uses: 10 }, expected: PROMOTION_MESSAGES.usedUp },
    { name: "per-customer cap reached", rule: { maxUsesPerCustomer: 1 }, facts: { usesByShopper: new Map([["p1", 1]]) }, expected: PROMOTION_MESSAGES.customerCap(1) },
    { name: "per-customer cap not reached", rule: { maxUsesPerCustomer: 2 }, facts: { usesByShopper: new Map([["p1", 1]]) }, expected: 35_000 },
    { name: "first order only, after an order", rule: { firstOrderOnly: true }, facts: { hasOrdered: true }, expected: PROMOTION_MESSAGES.firstOrderOnly },
    { name: "first order only, first order", rule: { firstOrderOnly: true }, expected: 35_000 },
    { name: "prepaid only with cash on delivery", rule: { prepaidOnly: true }, facts: { prepaid: false }, expected: PROMOTION_MESSAGES.prepaidOnly },
    { name: "prepaid only, paid online", rule: { prepaidOnly: true }, expected: 35_000 },
  ];
  it.each(cases)("$name", ({ rule: r, facts: f, lines, expected }) => {
    const result = evaluate(rule(r), lines ?? cart, facts(f));
    if (typeof expected === "number") {
      expect(result).toMatchObject({ ok: true, discountPaise: expected });
      if (result.ok) expect(result.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(expected);
    } else {
      expect(result).toMatchObject({ ok: false, reason: expected });
    }
  });
});

describe("which refusals a shopper can fix in the cart (Offers for you shows only those)", () => {
  it.each([
    [{ maxUses: 1, uses: 1 }, false],
    [{ firstOrderOnly: true }, false],
    [{ endsAt: NOW }, false],
    [{ minOrderPaise: 10_000_000 }, true],
    [{ minQuantity: 5 }, true],
    [{ scope: "brands" as const, scopeValues: ["nike"] }, true],
  ])("%o → %s", (overrides, forShopper) => {
    expect(evaluate(rule(overrides), [line(1000)], facts({ hasOrdered: true }))).toMatchObject({ ok: false, forShopper });
  });
});

describe("stacking: the best automatic promotion, then one coupon on what is left", () => {
  const cart = [line(200_000), line(150_000, { productId: "b", category: "kids", quantity: 3 })];
  const flat300 = rule({ id: "auto-300", kind: "automatic", code: null, discountType: "flat", discountValue: 30_000, minOrderPaise: 299_900 });
  const kids10 = rule({ id: "auto-kids", kind: "automatic", code: null, discountValue: 10, minQuantity: 3, scope: "categories", scopeValues: ["kids"] });

  it("picks the automatic promotion that saves the shopper most, never two", () => {
    const pricing = priceLines(cart, [kids10, flat300], null, facts());
    expect(pricing.automatic?.rule.id).toBe("auto-300");
    expect(pricing.discountPaise).toBe(30_000);
    expect(pricing.totalPaise).toBe(320_000);
  });

  it("applies the coupon after the automatic promotion, on the values left", () => {
    const pricing = priceLines(cart, [flat300], rule({ id: "c" }), facts());
    // 10 % of (₹3,500 − ₹300) = ₹320.
    expect(pricing.coupon?.discountPaise).toBe(32_000);
    expect(pricing.discountPaise).toBe(62_000);
    expect(pricing.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(62_000);
    expect(pricing.totalPaise).toBe(pricing.subtotalPaise - 62_000);
  });

  it("a coupon whose minimum the automatic discount takes the cart below does not apply, and says how much more", () => {
    const pricing = priceLines(cart, [flat300], rule({ id: "c", minOrderPaise: 350_000 }), facts());
    expect(pricing.coupon).toBeNull();
    expect(pricing.couponProblem).toBe(PROMOTION_MESSAGES.minOrder("₹300"));
    expect(pricing.totalPaise).toBe(320_000);
  });
});
