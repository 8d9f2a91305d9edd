import type { Resolvers } from "../generated/resolvers.js";

export const reviewsResolvers: Resolvers = {
  Query: {
    reviews: (_p, { productId }, ctx) => ctx.services.reviews.list(productId),
  },
  Mutation: {
    addReview: (_p, { input }, ctx) => ctx.services.reviews.add(ctx.viewer, input),
  },
  Review: {
    // The services load each review with its author, so this is the author's current username.
    username: (review) => review.user.username,
  },
};
