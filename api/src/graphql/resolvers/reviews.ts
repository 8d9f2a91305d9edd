import type { Resolvers } from "../generated/resolvers.js";

export const reviewsResolvers: Resolvers = {
  Query: {
    reviews: (_p, { productId }, ctx) => ctx.services.reviews.list(productId),
  },
  Mutation: {
    addReview: (_p, { input }, ctx) => ctx.services.reviews.add(ctx.viewer, input),
  },
};
