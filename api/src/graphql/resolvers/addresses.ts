import type { Resolvers } from "../generated/resolvers.js";

export const addressesResolvers: Resolvers = {
  Query: {
    addresses: (_p, _a, ctx) => ctx.services.addresses.list(ctx.viewer),
  },
  Mutation: {
    addAddress: (_p, { input }, ctx) => ctx.services.addresses.add(ctx.viewer, input),
    updateAddress: (_p, { id, input }, ctx) => ctx.services.addresses.update(ctx.viewer, id, input),
    deleteAddress: (_p, { id }, ctx) => ctx.services.addresses.delete(ctx.viewer, id),
  },
};
