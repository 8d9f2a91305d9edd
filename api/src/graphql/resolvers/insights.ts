import { rupees } from "../money.js";
import type { Resolvers } from "../generated/resolvers.js";

export const insightsResolvers: Resolvers = {
  Query: {
    salesInsights: (_p, { days }, ctx) => ctx.services.insights.salesInsights(ctx.viewer, { days }),
  },
  SalesInsights: {
    returns: (s, _a, ctx) => ctx.services.insights.returnInsights(ctx.viewer, { days: s.days }),
    cartRecovery: (s, _a, ctx) => ctx.services.insights.cartRecovery(ctx.viewer, { days: s.days }),
    revenue: (s) => rupees(s.revenuePaise),
    cod: (s) => s.cod,
    discount: (s) => rupees(s.discountPaise),
    averageOrderValue: (s) => rupees(s.averageOrderValuePaise),
  },
  CartRecoveryInsights: {
    recoveredRevenue: (c) => rupees(c.recoveredRevenuePaise),
    recoveryRate: (c) => (c.abandonedCarts ? c.recoveredCarts / c.abandonedCarts : 0),
  },
  ReturnInsights: {
    refunded: (r) => rupees(r.refundedPaise),
    netRevenue: (r) => rupees(r.netRevenuePaise),
  },
  CodInsights: {
    revenue: (c) => rupees(c.revenuePaise),
    revenueShare: (c) => (c.allRevenuePaise ? c.revenuePaise / c.allRevenuePaise : 0),
    orderShare: (c) => (c.allOrders ? c.orders / c.allOrders : 0),
    returnToOriginRate: (c) => (c.dispatched ? c.returnedToOrigin / c.dispatched : 0),
  },
  DailySales: {
    revenue: (d) => rupees(d.revenuePaise),
  },
  TopProduct: {
    revenue: (p) => rupees(p.revenuePaise),
  },
  LowStockVariant: {
    size: (v) => v.size || null,
    colour: (v) => v.colour || null,
  },
};
