import type { Resolvers } from "../generated/resolvers.js";
import { basisPointsToPercent, toRupees } from "../../lib/money.js";

export const taxResolvers: Resolvers = {
  Query: {
    gstRates: (_p, _a, ctx) => ctx.services.gstRates.gstRates(ctx.viewer),
  },
  Mutation: {
    updateGstRate: (_p, { input }, ctx) => ctx.services.gstRates.updateGstRate(ctx.viewer, input),
    createGstRate: (_p, { input }, ctx) => ctx.services.gstRates.createGstRate(ctx.viewer, input),
    setCategoryGstRate: (_p, args, ctx) => ctx.services.gstRates.setCategoryGstRate(ctx.viewer, args),
  },
  GstRate: {
    threshold: (r) => (r.thresholdPaise === null ? null : toRupees(r.thresholdPaise)),
    rateUpTo: (r) => basisPointsToPercent(r.rateUpToBp),
    rateAbove: (r) => basisPointsToPercent(r.rateAboveBp),
  },
};
