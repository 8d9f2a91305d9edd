import { toRupees } from "../../lib/money.js";
import type { Resolvers } from "../generated/resolvers.js";

export const insightsResolvers: Resolvers = {
  Query: {
    salesInsights: (_p, { days }, ctx) => ctx.services.insights.salesInsights(ctx.viewer, { days }),
  },
  SalesInsights: {
    returns: (s, _a, ctx) => ctx.services.insights.returnInsights(ctx.viewer, { days: s.days }),
    cartRecovery: (s, _a, ctx) => ctx.services.insights.cartRecovery(ctx.viewer, { days: s.days }),
    shipping: (s, _a, ctx) => ctx.services.insights.shippingInsights(ctx.viewer, { days: s.days }),
    codRisk: (s, _a, ctx) => ctx.services.insights.codRiskInsights(ctx.viewer, { days: s.days }),
    revenue: (s) => toRupees(s.revenuePaise),
    cod: (s) => s.cod,
    discount: (s) => toRupees(s.discountPaise),
    averageOrderValue: (s) => toRupees(s.averageOrderValuePaise),
  },
  CartRecoveryInsights: {
    recoveredRevenue: (c) => toRupees(c.recoveredRevenuePaise),
    recoveryRate: (c) => (c.abandonedCarts ? c.recoveredCarts / c.abandonedCarts : 0),
  },
  ReturnInsights: {
    refunded: (r) => toRupees(r.refundedPaise),
    netRevenue: (r) => toRupees(r.netRevenuePaise),
  },
  CodInsights: {
    revenue: (c) => toRupees(c.revenuePaise),
    revenueShare: (c) => (c.allRevenuePaise ? c.revenuePaise / c.allRevenuePaise : 0),
    orderShare: (c) => (c.allOrders ? c.orders / c.allOrders : 0),
    returnToOriginRate: (c) => (c.dispatched ? c.returnedToOrigin / c.dispatched : 0),
  },
  DailySales: {
    revenue: (d) => toRupees(d.revenuePaise),
  },
  TopProduct: {
    revenue: (p) => toRupees(p.revenuePaise),
  },
  LowStockVariant: {
    size: (v) => v.size || null,
    colour: (v) => v.colour || null,
  },
};
