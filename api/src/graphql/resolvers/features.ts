import type { Resolvers } from "../generated/resolvers.js";

export const featuresResolvers: Resolvers = {};
