import type { Resolvers } from "../generated/resolvers.js";

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_p, _a, ctx) => ctx.services.cart.get(ctx.viewer),
  },
  Mutation: {
    addToCart: (_p, { input }, ctx) => ctx.services.cart.add(ctx.viewer, input),
    setCartQuantity: (_p, { input }, ctx) => ctx.services.cart.setQuantity(ctx.viewer, input),
    removeFromCart: (_p, { input }, ctx) => ctx.services.cart.remove(ctx.viewer, input),
  },
};
