import { AUTH_MESSAGES } from "../../services/auth.service.js";
import type { Resolvers } from "../generated/resolvers.js";

export const authResolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => ctx.services.auth.currentUser(ctx.viewer),
    users: (_p, args, ctx) => ctx.services.auth.listUsers(ctx.viewer, args),
  },
  Mutation: {
    register: async (_p, { input }, ctx) => ({ message: AUTH_MESSAGES.registered, user: await ctx.services.auth.register(input, { ip: ctx.clientIp }) }),
    login: async (_p, { input }, ctx) => {
      const session = await ctx.services.auth.login(input, { ip: ctx.clientIp });
      ctx.session.set(session.token, session.expiresAt);
      return { message: AUTH_MESSAGES.loggedIn, user: session.user, token: session.token };
    },
    logout: async (_p, _a, ctx) => {
      await ctx.services.auth.logout(ctx.viewer);
      ctx.session.clear();
      return true;
    },
  },
};
