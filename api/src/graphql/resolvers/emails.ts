import type { Resolvers } from "../generated/resolvers.js";

export const emailsResolvers: Resolvers = {
  Query: {
    emails: (_p, args, ctx) => ctx.services.emails.list(ctx.viewer, args),
  },
  Email: {
    text: (email) => email.textBody,
    html: (email) => email.htmlBody,
    messageId: (email, _a, ctx) => ctx.services.emails.messageId(email.id),
  },
};
