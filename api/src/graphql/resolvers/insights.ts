import { paiseToRupees } from "../../services/money.js";
import type { Resolvers } from "../generated/resolvers.js";

export const insightsResolvers: Resolvers = {
  Query: {
    salesInsights: (_p, { days }, ctx) => ctx.services.insights.salesInsights(ctx.viewer, { days }),
  },
  SalesInsights: {
    revenue: (s) => paiseToRupees(s.revenuePaise),
    averageOrderValue: (s) => paiseToRupees(s.averageOrderValuePaise),
  },
  DailySales: {
    revenue: (d) => paiseToRupees(d.revenuePaise),
  },
  TopProduct: {
    revenue: (p) => paiseToRupees(p.revenuePaise),
  },
  LowStockVariant: {
    size: (v) => v.size || null,
    colour: (v) => v.colour || null,
  },
};
