import type { Resolvers } from "../generated/resolvers.js";

export const addressesResolvers: Resolvers = {};
