import type { Resolvers } from "../generated/resolvers.js";
import { toRupees } from "../../lib/money.js";

export const promotionsResolvers: Resolvers = {
  Query: {
    promotions: (_p, _a, ctx) => ctx.services.promotions.list(ctx.viewer),
  },
  Mutation: {
    createPromotion: (_p, { input }, ctx) => ctx.services.promotions.create(ctx.viewer, input),
    updatePromotion: (_p, { id, input }, ctx) => ctx.services.promotions.update(ctx.viewer, id, input),
    deletePromotion: (_p, { id }, ctx) => ctx.services.promotions.remove(ctx.viewer, id),
  },
  Promotion: {
    percentOff: (p) => (p.discountType === "percent" ? p.discountValue : null),
    amountOff: (p) => (p.discountType === "flat" ? toRupees(p.discountValue) : null),
    maxDiscount: (p) => (p.maxDiscountPaise === null ? null : toRupees(p.maxDiscountPaise)),
    minOrderValue: (p) => toRupees(p.minOrderPaise),
    startsAt: (p) => p.startsAtLocal,
    endsAt: (p) => p.endsAtLocal,
    scopeValues: (p) => [...p.scopeValues],
  },
  AppliedPromotion: {
    saving: (p) => toRupees(p.savingPaise),
  },
};
