/**
 * Promotions: one rule model for coupon codes and automatic promotions (rules.ts), the discount spread over the lines
 * (proration.ts), pricing a cart against the stored promotions (pricing.ts), the caps on uses held like stock
 * (uses.ts) and the admin's list and forms (admin.service.ts). Cart and checkout price through `priceCart`; the
 * order lifecycle holds and gives back uses through uses.ts. Other code reaches this module only through this file.
 */
import type { RateLimit } from "../rate-limit.js";

export { createPromotionsAdminService, PROMOTION_ADMIN_MESSAGES, PROMOTION_STATUSES, type PromotionsAdminService, type PromotionStatus, type PromotionView } from "./admin.service.js";
export { type CartPricing, type OfferView, priceCart, priceCartWith, type PromotionFacts, promotionFactsSql, shopDateFormatter } from "./pricing.js";
export { createPersonalCoupon } from "./personal.js";
export { prorate } from "./proration.js";
export { type AppliedPromotion, evaluate, type Pricing, type PricingFacts, type PricingLine, priceLines, PROMOTION_MESSAGES, type PromotionRule } from "./rules.js";
export { holdPromotionUses, retakePromotionUses, returnPromotionUses, unpaidOrdersHoldingUses, type UseToHold } from "./uses.js";

/**
 * Code guessing: every code a shopper tries counts, at most 20 in 15 minutes per account (through the shop's rate
 * limiter, so every node counts together with REDIS_URL). A shopper typing their few real codes never meets it.
 */
export const COUPON_ATTEMPTS: RateLimit = { name: "coupon-attempts", max: 20, windowSeconds: 15 * 60 };
