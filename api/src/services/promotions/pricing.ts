import type { EntityManager } from "typeorm";
import type { PromotionScope } from "../../entities/promotion.entity.js";
import { CATALOGUE_OPTIONS } from "../catalogue/index.js";
import { holdingUnpaidSql } from "../lifecycles/index.js";
import { atFirstUse } from "../../lib/at-first-use.js";
import { formatRupees } from "../../lib/money.js";
import { type AppliedPromotion, evaluate, type Pricing, type PricingFacts, type PricingLine, priceLines, PROMOTION_MESSAGES, type PromotionRule } from "./rules.js";

/**
 * Pricing a cart (or the order placed from it) against the promotions in the database: loads the rules, the lines'
 * categories and brands and the shopper's facts, then applies rules.ts. Cart and checkout both come here.
 */

interface PromotionRow {
  id: string;
  kind: PromotionRule["kind"];
  code: string | null;
  title: string;
  description: string;
  is_public: boolean;
  discount_type: PromotionRule["discountType"];
  discount_value: number;
  max_discount_paise: number | null;
  min_order_paise: number;
  min_quantity: number;
  starts_at: Date | null;
  ends_at: Date | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  uses: number;
  scope: PromotionScope;
  scope_values: string[];
  first_order_only: boolean;
  prepaid_only: boolean;
  paused: boolean;
}

/** A promotion's row as PostgreSQL's JSON gives it: timestamps as text. */
type PromotionJson = Omit<PromotionRow, "starts_at" | "ends_at"> & { starts_at: string | null; ends_at: string | null };

export interface StoredPromotion extends PromotionRule {
  description: string;
  isPublic: boolean;
}

export function promotionFromRow(r: PromotionRow): StoredPromotion {
  return {
    id: r.id,
    kind: r.kind,
    code: r.code,
    title: r.title,
    description: r.description,
    isPublic: r.is_public,
    discountType: r.discount_type,
    discountValue: r.discount_value,
    maxDiscountPaise: r.max_discount_paise,
    minOrderPaise: r.min_order_paise,
    minQuantity: r.min_quantity,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    maxUses: r.max_uses,
    maxUsesPerCustomer: r.max_uses_per_customer,
    uses: r.uses,
    scope: r.scope,
    scopeValues: r.scope_values,
    firstOrderOnly: r.first_order_only,
    prepaidOnly: r.prepaid_only,
    paused: r.paused,
  };
}

// One formatter per time zone: making an Intl.DateTimeFormat costs a quarter of a millisecond, and every cart read prices.
const dateFormatters = new Map<string, (at: Date) => string>();

/** "1 Dec 2026, 00:00" in the shop's time zone. */
export function shopDateFormatter(timeZone: string): (at: Date) => string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    const format = atFirstUse(() => new Intl.DateTimeFormat("en-IN", { timeZone, day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }));
    formatter = (at) => format().format(at);
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An offer as "Offers for you" lists it: what it is, and what is missing when it does not apply yet. */
export interface OfferView {
  code: string | null;
  title: string;
  description: string;
  applies: boolean;
  /** Why it does not apply to this cart ("Add ₹500 more to use this code"); null when it does. */
  hint: string | null;
}

export interface CartPricing extends Pricing {
  /** The coupon as the promotion spells it (FIRST10 for "first10"); null when none was given or it is unknown. */
  couponCode: string | null;
  offers: OfferView[];
}

export interface PriceCartInput {
  userId: string;
  /** The lines with what promotions are scoped by (category, brand, product) and their value before promotions. */
  lines: ReadonlyArray<{ productId: string; title: string; category: string; brand: string; quantity: number; valuePaise: number }>;
  couponCode: string | null;
  /** Paid before dispatch (online), as a prepaid-only coupon asks; a cart not yet at checkout is priced as prepaid. */
  prepaid: boolean;
  shopTimeZone: string;
  /** Also list the offers (the cart shows them; checkout does not need them). */
  withOffers?: boolean;
}

const LIVE = `NOT p.paused AND (p.starts_at IS NULL OR p.starts_at <= now()) AND (p.ends_at IS NULL OR p.ends_at > now())
  AND (p.max_uses IS NULL OR p.uses < p.max_uses)`;

/** What pricing reads of the database: the live promotions, the shopper's uses and first order, the scoped products' titles. */
export interface PromotionFacts {
  promotions: PromotionJson[];
  uses: Record<string, number>;
  ordered: boolean;
  /** Titles of the products a product-scoped promotion names (for "applies to … only"). */
  titles: Record<string, string>;
}

/**
 * The read behind pricing as ONE SQL expression (a JSON PromotionFacts), so that a step reads it together with
 * everything else it needs (issue 46: one read a step). `code`, `withOffers` and `userId` are SQL expressions of the
 * statement it is part of (a parameter, or a column such as the cart's coupon code).
 */
export function promotionFactsSql({ code, withOffers, userId }: { code: string; withOffers: string; userId: string }): string {
  const coupon = `nullif(btrim(${code}), '')`;
  const read = `(p.kind = 'automatic' AND ${LIVE})
                 -- A coupon made for one shopper (customer_id) does not exist for anyone else.
                 OR (${coupon} IS NOT NULL AND p.kind = 'coupon' AND lower(p.code) = lower(${coupon}) AND (p.customer_id IS NULL OR p.customer_id = ${userId}))
                 OR (${withOffers} AND p.kind = 'coupon' AND p.is_public AND ${LIVE})`;
  return `json_build_object(
      'promotions', (SELECT coalesce(json_agg(p ORDER BY p.created_at, p.id), '[]') FROM promotions p WHERE ${read}),
      -- Uses held by the shopper's unpaid orders do not count: placing this order releases them when it needs
      -- them (uses.ts, unpaidOrdersHoldingUses), so a shopper retrying checkout is not told they used the code.
      'uses', (SELECT coalesce(json_object_agg(u.promotion_id, u.uses), '{}') FROM (
                 SELECT r.promotion_id, count(*)::int AS uses FROM promotion_redemptions r JOIN orders o ON o.id = r.order_id
                  WHERE r.user_id = ${userId} AND r.held AND NOT (${holdingUnpaidSql("o")}) GROUP BY r.promotion_id) u),
      -- Has ordered before: paid for an order once (whatever was returned or refunded of it since), kept on the
      -- shopper's row by the orders' trigger; an EXISTS over orders here was planned as a scan of every order.
      'ordered', coalesce((SELECT u.has_paid_order FROM users u WHERE u.id = ${userId}), false),
      'titles', (SELECT coalesce(json_object_agg(pr.id, pr.title), '{}') FROM (
                   SELECT DISTINCT v FROM promotions p, unnest(p.scope_values) AS v WHERE p.scope = 'products' AND (${read})) s
                   JOIN products pr ON pr.id = CASE WHEN s.v ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN s.v::uuid END))`;
}

const PROMOTION_FACTS_SQL = `SELECT ${promotionFactsSql({ code: "$1::text", withOffers: "$2::boolean", userId: "$3::uuid" })} AS facts`;

/** Prices the lines for this shopper: the best automatic promotion, then the coupon (see rules.ts). */
export async function priceCart(manager: EntityManager, input: PriceCartInput): Promise<CartPricing> {
  const code = input.couponCode?.trim() || null;
  // The live promotions and the shopper's facts (uses so far, a paid order before) in one statement.
  const [read]: Array<{ facts: PromotionFacts }> = await manager.query(PROMOTION_FACTS_SQL, [code, Boolean(input.withOffers), input.userId]);
  return priceCartWith(read!.facts, input);
}

/** Prices the lines against facts read already (promotionFactsSql, as part of a step's one read): no statement. */
export function priceCartWith(read: PromotionFacts, input: PriceCartInput): CartPricing {
  const code = input.couponCode?.trim() || null;
  const rows: PromotionRow[] = read.promotions.map((r) => ({ ...r, starts_at: r.starts_at === null ? null : new Date(r.starts_at), ends_at: r.ends_at === null ? null : new Date(r.ends_at) }));
  const promotions = rows.map(promotionFromRow);
  const byId = new Map(input.lines.map((l) => [l.productId, { title: l.title }]));
  const lines: PricingLine[] = input.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, valuePaise: l.valuePaise, category: l.category, brand: l.brand }));
  const facts = shopperFacts(input, byId, read);

  const automatics = promotions.filter((p) => p.kind === "automatic");
  const coupon = code ? (promotions.find((p) => p.kind === "coupon" && p.code!.toLowerCase() === code.toLowerCase()) ?? null) : null;
  const pricing = priceLines(lines, automatics, coupon, facts);
  const result: CartPricing = {
    ...pricing,
    couponProblem: code && !coupon ? PROMOTION_MESSAGES.unknown : pricing.couponProblem,
    couponCode: coupon?.code ?? null,
    offers: [],
  };
  if (input.withOffers) result.offers = offersFor(promotions, lines, pricing, facts);
  return result;
}

function shopperFacts(input: PriceCartInput, products: ReadonlyMap<string, { title: string }>, shopper: PromotionFacts): PricingFacts {
  // Titles of products named by a product-scoped promotion: the cart's own first, the others as read.
  const titles = new Map([...Object.entries(shopper.titles), ...[...products].map(([id, p]) => [id, p.title] as const)]);
  const categories = new Map(CATALOGUE_OPTIONS.categories.map((o) => [o.id as string, o.label]));
  const brands = new Map(CATALOGUE_OPTIONS.brands.map((o) => [o.id as string, o.label]));
  return {
    now: new Date(),
    usesByShopper: new Map(Object.entries(shopper.uses)),
    hasOrdered: shopper.ordered,
    prepaid: input.prepaid,
    label: (scope, id) => (scope === "categories" ? categories.get(id) : scope === "brands" ? brands.get(id) : titles.get(id)) ?? id,
    formatDate: shopDateFormatter(input.shopTimeZone),
    formatMoney: (paise) => formatRupees(paise).replace(/\.00$/, ""),
  };
}

/** The automatic promotions and public codes that are live, each saying whether it applies to this cart or what is missing. */
function offersFor(promotions: readonly StoredPromotion[], lines: readonly PricingLine[], pricing: Pricing, facts: PricingFacts): OfferView[] {
  const live = promotions.filter((p) => p.kind === "automatic" || p.isPublic);
  return live
    .filter((p) => !p.paused && (!p.startsAt || p.startsAt <= facts.now) && (!p.endsAt || p.endsAt > facts.now))
    .map((p) => {
      const applied: AppliedPromotion | null = pricing.automatic?.rule.id === p.id ? pricing.automatic : pricing.coupon?.rule.id === p.id ? pricing.coupon : null;
      const result = applied ? null : evaluate(p, lines, facts);
      const hint = result && !result.ok ? result.reason : null;
      // An offer nothing in the cart can make apply (used up, used already, not a first order) is not shown.
      const shown = !result || result.ok || result.forShopper;
      return { offer: { code: p.code, title: p.title, description: p.description, applies: applied !== null || result?.ok === true, hint }, shown };
    })
    .filter((o) => o.shown)
    .map((o) => o.offer);
}
