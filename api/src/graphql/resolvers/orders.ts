import type { Resolvers } from "../generated/resolvers.js";

export const ordersResolvers: Resolvers = {};
