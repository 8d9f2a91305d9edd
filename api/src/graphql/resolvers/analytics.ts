import type { Resolvers } from "../generated/resolvers.js";
import { toRupees as rupees } from "../../lib/money.js";

export const analyticsResolvers: Resolvers = {
  Mutation: {
    measurePurchase: (_p, args, ctx) => ctx.services.analytics.measurePurchase(ctx.viewer, args),
  },
  PurchaseMeasurement: {
    value: (m) => rupees(m.valuePaise),
    tax: (m) => rupees(m.taxPaise),
    shipping: (m) => rupees(m.shippingPaise),
  },
  MeasuredItem: {
    price: (item) => rupees(item.pricePaise),
    discount: (item) => rupees(item.discountPaise),
  },
};
