import { rupees } from "../money.js";
import type { Resolvers } from "../generated/resolvers.js";

export const insightsResolvers: Resolvers = {
  Query: {
    salesInsights: (_p, { days }, ctx) => ctx.services.insights.salesInsights(ctx.viewer, { days }),
  },
  SalesInsights: {
    revenue: (s) => rupees(s.revenuePaise),
    discount: (s) => rupees(s.discountPaise),
    averageOrderValue: (s) => rupees(s.averageOrderValuePaise),
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
