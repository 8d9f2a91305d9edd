import { toRupees } from "../../lib/money.js";
import type { Resolvers } from "../generated/resolvers.js";

export const customersResolvers: Resolvers = {
  Query: {
    customers: (_p, args, ctx) => ctx.services.customers.list(ctx.viewer, args),
    customer: (_p, { id }, ctx) => ctx.services.customers.get(ctx.viewer, id),
  },
  Mutation: {
    setCustomerBlocked: (_p, args, ctx) => ctx.services.customers.setBlocked(ctx.viewer, args),
  },
  Customer: {
    blocked: (customer) => customer.blockedAt !== null,
    totalSpent: (customer) => toRupees(customer.totalSpentPaise),
    addresses: (customer, _a, ctx) => ctx.loaders.customerAddresses.load(customer.id),
  },
};
