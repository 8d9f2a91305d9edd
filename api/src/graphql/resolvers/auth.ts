import { isPlaceholderEmail } from "../../lib/placeholder-email.js";
import { AUTH_MESSAGES } from "../../services/auth.service.js";
import type { Resolvers } from "../generated/resolvers.js";

export const authResolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => ctx.services.auth.currentUser(ctx.viewer),
    users: (_p, args, ctx) => ctx.services.auth.listUsers(ctx.viewer, args),
  },
  Mutation: {
    register: async (_p, { input }, ctx) => ({ message: AUTH_MESSAGES.registered, user: await ctx.services.auth.register(input, { ip: ctx.clientIp, idempotencyKey: ctx.idempotencyKey }) }),
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
    requestPasswordReset: async (_p, { email }, ctx) => ({ message: await ctx.services.account.requestPasswordReset({ email }, { ip: ctx.clientIp }) }),
    resetPassword: async (_p, { input }, ctx) => ({ message: await ctx.services.account.resetPassword(ctx.viewer, input) }),
    verifyEmail: async (_p, { token }, ctx) => ({ message: await ctx.services.account.verifyEmail(ctx.viewer, token) }),
    resendVerificationEmail: async (_p, _a, ctx) => ({ message: await ctx.services.account.resendVerificationEmail(ctx.viewer) }),
    changePassword: async (_p, { input }, ctx) => ({ message: await ctx.services.account.changePassword(ctx.viewer, input) }),
    requestEmailChange: async (_p, { input }, ctx) => ({ message: await ctx.services.account.requestEmailChange(ctx.viewer, input) }),
    updateProfile: (_p, { input }, ctx) => ctx.services.account.updateProfile(ctx.viewer, input),
    signOutEverywhere: async (_p, _a, ctx) => {
      const message = await ctx.services.account.signOutEverywhere(ctx.viewer);
      ctx.session.clear();
      return { message };
    },
  },
  User: {
    // The placeholder of an account made by phone sign-in is never shown: it has no email yet.
    email: (user) => (isPlaceholderEmail(user.email) ? null : user.email),
    needsName: (user) => user.nameNeeded,
    emailVerified: (user) => user.emailVerifiedAt !== null,
    phone: (user) => user.phone ?? null,
    phoneVerified: (user) => Boolean(user.phone && user.phoneVerifiedAt),
  },
};
