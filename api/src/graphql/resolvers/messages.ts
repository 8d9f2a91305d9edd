import { AUTH_MESSAGES } from "../../services/auth.service.js";
import type { Resolvers } from "../generated/resolvers.js";

/** Phone first (issue 43): the message outbox, sign-in with a code, WhatsApp updates, COD confirmation. */
export const messagesResolvers: Resolvers = {
  Query: {
    messages: (_p, args, ctx) => ctx.services.messages.list(ctx.viewer, args),
    myWhatsAppUpdates: (_p, _a, ctx) => ctx.services.whatsAppUpdates.myWhatsAppUpdates(ctx.viewer),
  },
  Mutation: {
    requestLoginCode: (_p, args, ctx) => ctx.services.phoneSignIn.requestLoginCode(args, { ip: ctx.clientIp }),
    verifyLoginCode: async (_p, args, ctx) => {
      const session = await ctx.services.phoneSignIn.verifyLoginCode(args);
      ctx.session.set(session.token, session.expiresAt);
      return { message: AUTH_MESSAGES.loggedIn, user: session.user, token: session.token };
    },
    requestPhoneVerification: (_p, args, ctx) => ctx.services.phoneSignIn.requestPhoneVerification(ctx.viewer, args, { ip: ctx.clientIp }),
    verifyPhone: (_p, args, ctx) => ctx.services.phoneSignIn.verifyPhone(ctx.viewer, args),
    setWhatsAppUpdates: (_p, args, ctx) => ctx.services.whatsAppUpdates.setWhatsAppUpdates(ctx.viewer, args),
    pressMessageButton: (_p, args, ctx) => ctx.services.messages.pressButton(ctx.viewer, args),
    confirmCodOrder: (_p, args, ctx) => ctx.services.codConfirmation.confirmCodOrder(ctx.viewer, args),
    payCodOrderOnline: (_p, args, ctx) => ctx.services.checkout.payCodOrderOnline(ctx.viewer, args),
    adminConfirmCodOrder: (_p, args, ctx) => ctx.services.codConfirmation.adminConfirmCodOrder(ctx.viewer, args),
  },
};
