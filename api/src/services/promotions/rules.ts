import type { DiscountType, PromotionKind, PromotionScope } from "../../entities/promotion.entity.js";
import { percentOf } from "../../lib/money.js";
import { prorate } from "./proration.js";

/**
 * The promotion rules, pure (no database, no clock of their own): whether a promotion applies to a cart, how much it
 * takes off and how that is spread over the lines, and the stacking rule. The service (index.ts) loads the rows and
 * the shopper's facts; checkout and the cart both price through `priceLines`, so the cart's total is the order's.
 */

export interface PromotionRule {
  id: string;
  kind: PromotionKind;
  code: string | null;
  title: string;
  discountType: DiscountType;
  /** Percent (1–100) or paise. */
  discountValue: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
  minQuantity: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  uses: number;
  scope: PromotionScope;
  scopeValues: readonly string[];
  firstOrderOnly: boolean;
  prepaidOnly: boolean;
  paused: boolean;
}

/** A line as the rules see it: what it is (for the scope) and what it costs before promotions. */
export interface PricingLine {
  productId: string;
  category: string;
  brand: string;
  quantity: number;
  /** Unit price × quantity, in paise. */
  valuePaise: number;
}

/** What the rules need to know of the shopper and the moment. */
export interface PricingFacts {
  now: Date;
  /** Held redemptions of each promotion by this shopper (unpaid open orders and paid ones). */
  usesByShopper: ReadonlyMap<string, number>;
  /** Whether the shopper has a paid order already (first-order-only promotions). */
  hasOrdered: boolean;
  /** Paid before dispatch (card, UPI… through the gateway); a cart not yet at checkout is priced as prepaid. */
  prepaid: boolean;
  /** Labels for messages ("Kids", "Nike", a product's title) by id. */
  label: (scope: PromotionScope, id: string) => string;
  /** Dates as the shop reads them (SHOP_TIMEZONE). */
  formatDate: (at: Date) => string;
  /** Paise as shoppers read them. */
  formatMoney: (paise: number) => string;
}

export const PROMOTION_MESSAGES = {
  unknown: "This code doesn't exist",
  codeRequired: "Please enter a code",
  paused: "This code is not active right now",
  notStarted: (when: string) => `This code can be used from ${when}`,
  expired: (when: string) => `This code expired on ${when}`,
  usedUp: "This code has been fully used",
  customerCap: (max: number) => (max === 1 ? "You have already used this code" : `You have already used this code ${max} times, the most allowed`),
  firstOrderOnly: "This code is for your first order only",
  prepaidOnly: "This code is for prepaid orders only: pay online to use it",
  noEligibleLine: (labels: string) => `This code applies to ${labels} only`,
  minQuantity: (more: number, labels: string | null) => `Add ${more} more ${more === 1 ? "item" : "items"}${labels ? ` from ${labels}` : ""} to use this code`,
  minOrder: (more: string) => `Add ${more} more to use this code`,
  noSaving: "This code takes nothing off this cart",
  tooManyGuesses: "Too many codes tried. Please wait a few minutes and try again.",
  /** A code in the cart that stopped applying: dropped, and the shopper is told why. */
  dropped: (code: string, reason: string) => `${code} was removed from your cart: ${reason}`,
  /** Checkout found the cart's code no longer applies (it changed between the cart and the order). */
  noLongerApplies: (code: string, reason: string) => `${code} no longer applies: ${reason}. Please review your cart.`,
} as const;

/**
 * What a promotion does to the lines, or why it does not apply. `forShopper` is false when nothing in the cart can
 * change that (used up, used already, not a first order, paused, outside its window): "Offers for you" leaves it out.
 */
export type Evaluation = { ok: true; discountPaise: number; lineDiscounts: number[] } | { ok: false; reason: string; forShopper: boolean };

/** "Kids", "Kids and Women", "Kids, Women or Men" for messages. */
function scopeLabels(rule: PromotionRule, facts: PricingFacts): string {
  const labels = rule.scopeValues.map((id) => facts.label(rule.scope, id));
  if (labels.length <= 1) return labels[0] ?? "";
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/** Whether a line is in the promotion's scope. */
export function inScope(rule: Pick<PromotionRule, "scope" | "scopeValues">, line: PricingLine): boolean {
  switch (rule.scope) {
    case "all":
      return true;
    case "categories":
      return rule.scopeValues.includes(line.category);
    case "brands":
      return rule.scopeValues.includes(line.brand);
    case "products":
      return rule.scopeValues.includes(line.productId);
  }
}

/**
 * Whether `rule` applies to `lines` (their values after any promotion applied before it) and what it takes off, in
 * the order a shopper would fix things: availability first (paused, window, caps, who may use it), then the cart
 * (scope, quantity, minimum). The discount never passes the eligible lines' value.
 */
export function evaluate(rule: PromotionRule, lines: readonly PricingLine[], facts: PricingFacts): Evaluation {
  const closed = (reason: string): Evaluation => ({ ok: false, reason, forShopper: false });
  const open = (reason: string): Evaluation => ({ ok: false, reason, forShopper: true });
  if (rule.paused) return closed(PROMOTION_MESSAGES.paused);
  if (rule.startsAt && facts.now < rule.startsAt) return closed(PROMOTION_MESSAGES.notStarted(facts.formatDate(rule.startsAt)));
  if (rule.endsAt && facts.now >= rule.endsAt) return closed(PROMOTION_MESSAGES.expired(facts.formatDate(rule.endsAt)));
  if (rule.maxUses !== null && rule.uses >= rule.maxUses) return closed(PROMOTION_MESSAGES.usedUp);
  if (rule.maxUsesPerCustomer !== null && (facts.usesByShopper.get(rule.id) ?? 0) >= rule.maxUsesPerCustomer) {
    return closed(PROMOTION_MESSAGES.customerCap(rule.maxUsesPerCustomer));
  }
  if (rule.firstOrderOnly && facts.hasOrdered) return closed(PROMOTION_MESSAGES.firstOrderOnly);
  if (rule.prepaidOnly && !facts.prepaid) return open(PROMOTION_MESSAGES.prepaidOnly);

  const eligible = lines.map((line) => inScope(rule, line));
  const labels = rule.scope === "all" ? null : scopeLabels(rule, facts);
  if (!eligible.some(Boolean)) return open(PROMOTION_MESSAGES.noEligibleLine(labels ?? ""));
  const units = lines.reduce((sum, line, i) => sum + (eligible[i] ? line.quantity : 0), 0);
  if (units < rule.minQuantity) return open(PROMOTION_MESSAGES.minQuantity(rule.minQuantity - units, labels));
  const base = lines.reduce((sum, line, i) => sum + (eligible[i] ? line.valuePaise : 0), 0);
  if (base < rule.minOrderPaise) return open(PROMOTION_MESSAGES.minOrder(facts.formatMoney(rule.minOrderPaise - base)));

  const raw = rule.discountType === "percent" ? percentOf(base, rule.discountValue) : rule.discountValue;
  const discountPaise = Math.min(raw, rule.maxDiscountPaise ?? Number.MAX_SAFE_INTEGER, base);
  if (discountPaise <= 0) return open(PROMOTION_MESSAGES.noSaving);
  const shares = prorate(
    discountPaise,
    lines.map((line, i) => (eligible[i] ? line.valuePaise : 0)),
  );
  return { ok: true, discountPaise, lineDiscounts: shares };
}

export interface AppliedPromotion {
  rule: PromotionRule;
  discountPaise: number;
  lineDiscounts: number[];
}

export interface Pricing {
  /** The best automatic promotion for the shopper, if any applies. */
  automatic: AppliedPromotion | null;
  /** The coupon, applied after the automatic promotion, when it applies. */
  coupon: AppliedPromotion | null;
  /** Why the coupon given does not apply (null when it does, or none was given). */
  couponProblem: string | null;
  /** Per line: the discount over all its units (automatic + coupon). */
  lineDiscounts: number[];
  discountPaise: number;
  subtotalPaise: number;
  totalPaise: number;
}

/**
 * The stacking rule: at most one automatic promotion (the one that takes off the most; ties to the earlier listed)
 * and then at most one coupon, evaluated on the line values left after the automatic one.
 */
export function priceLines(
  lines: readonly PricingLine[],
  automatics: readonly PromotionRule[],
  coupon: PromotionRule | null,
  facts: PricingFacts,
): Pricing {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.valuePaise, 0);
  let automatic: AppliedPromotion | null = null;
  for (const rule of automatics) {
    const result = evaluate(rule, lines, facts);
    if (result.ok && (!automatic || result.discountPaise > automatic.discountPaise)) automatic = { rule, ...result };
  }
  const afterAutomatic = automatic ? lines.map((line, i) => ({ ...line, valuePaise: line.valuePaise - automatic.lineDiscounts[i]! })) : lines;
  let applied: AppliedPromotion | null = null;
  let couponProblem: string | null = null;
  if (coupon) {
    const result = evaluate(coupon, afterAutomatic, facts);
    if (result.ok) applied = { rule: coupon, ...result };
    else couponProblem = result.reason;
  }
  const lineDiscounts = lines.map((_, i) => (automatic?.lineDiscounts[i] ?? 0) + (applied?.lineDiscounts[i] ?? 0));
  const discountPaise = (automatic?.discountPaise ?? 0) + (applied?.discountPaise ?? 0);
  return { automatic, coupon: applied, couponProblem, lineDiscounts, discountPaise, subtotalPaise, totalPaise: subtotalPaise - discountPaise };
}
