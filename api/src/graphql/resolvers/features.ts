import { toImageSet } from "../../services/media/index.js";
import type { Resolvers } from "../generated/resolvers.js";

export const featuresResolvers: Resolvers = {
  Query: {
    featureImages: (_p, _a, ctx) => ctx.services.features.list(),
  },
  Mutation: {
    addFeatureImage: (_p, { input }, ctx) => ctx.services.features.add(ctx.viewer, input),
    updateFeatureImage: (_p, { id, input }, ctx) => ctx.services.features.update(ctx.viewer, id, input),
    deleteFeatureImage: (_p, { id }, ctx) => ctx.services.features.delete(ctx.viewer, id),
  },
  FeatureImage: {
    image: (banner) => banner.imageUrl,
    images: (banner) => toImageSet(banner.imageUrl, banner.imageVariants),
  },
};
