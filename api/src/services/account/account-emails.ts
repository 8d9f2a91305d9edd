/**
 * Which link and which email each account event sends: a token is issued and its email queued in the caller's
 * transaction, so a link exists exactly when its email does. The links point at the web app's pages
 * (`/auth/reset-password`, `/auth/verify-email`) on the shop's public address.
 */
import { randomUUID } from "node:crypto";
import type { EntityManager } from "typeorm";
import { atFirstUse } from "../../lib/at-first-use.js";
import type { Config } from "../../config.js";
import type { AccountEmailOutbox } from "../emails/index.js";
import {
  renderEmailChangeEmail,
  renderEmailChangeNotice,
  renderPasswordChangedEmail,
  renderPasswordResetEmail,
  renderVerifyEmail,
  renderWelcomeEmail,
} from "../emails/index.js";
import { issueToken } from "./tokens.js";

export const ACCOUNT_PATHS = {
  resetPassword: "/auth/reset-password",
  forgotPassword: "/auth/forgot-password",
  verifyEmail: "/auth/verify-email",
} as const;

interface Recipient {
  id: string;
  name: string;
  email: string;
}

export function createAccountEmails(config: Config, outbox: AccountEmailOutbox) {
  const brand = config.brandName;
  const { resetLinkMinutes, emailLinkHours } = config.accounts;
  // Links in emails are absolute: the shop's public address (PUBLIC_URL), never a request's Host header.
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, "");
  const link = (path: string, token?: string) => `${base}${path}${token ? `?token=${token}` : ""}`;
  // "12 Mar 2026, 4:05 pm IST": in the shop's time zone, named.
  const clock = atFirstUse(() => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: config.shopTimeZone, timeZoneName: "short" }));
  const when = (date: Date) => clock().format(date);

  async function verificationLink(manager: EntityManager, user: Recipient): Promise<{ id: string; url: string }> {
    const { id, token } = await issueToken(manager, { userId: user.id, purpose: "verify_email", email: user.email, lifetimeSeconds: emailLinkHours * 3600 });
    return { id, url: link(ACCOUNT_PATHS.verifyEmail, token) };
  }

  return {
    /** A new account's welcome, with the link that verifies its address. */
    async welcome(manager: EntityManager, user: Recipient): Promise<void> {
      const { url } = await verificationLink(manager, user);
      const email = renderWelcomeEmail(brand, user, { url, hours: emailLinkHours });
      await outbox.queueAccountEmail(manager, { kind: "welcome", dedupeKey: `welcome:${user.id}`, recipient: user.email, userId: user.id, email });
    },

    async verification(manager: EntityManager, user: Recipient): Promise<void> {
      const { id, url } = await verificationLink(manager, user);
      const email = renderVerifyEmail(brand, user, { url, hours: emailLinkHours });
      await outbox.queueAccountEmail(manager, { kind: "verify_email", dedupeKey: `verify_email:${id}`, recipient: user.email, userId: user.id, email });
    },

    async passwordReset(manager: EntityManager, user: Recipient): Promise<void> {
      const { id, token } = await issueToken(manager, { userId: user.id, purpose: "password_reset", email: user.email, lifetimeSeconds: resetLinkMinutes * 60 });
      const email = renderPasswordResetEmail(brand, user, { url: link(ACCOUNT_PATHS.resetPassword, token), minutes: resetLinkMinutes });
      await outbox.queueAccountEmail(manager, { kind: "password_reset", dedupeKey: `password_reset:${id}`, recipient: user.email, userId: user.id, email });
    },

    async passwordChanged(manager: EntityManager, user: Recipient): Promise<void> {
      const email = renderPasswordChangedEmail(brand, user, { when: when(new Date()), forgotUrl: link(ACCOUNT_PATHS.forgotPassword) });
      await outbox.queueAccountEmail(manager, { kind: "password_changed", dedupeKey: `password_changed:${randomUUID()}`, recipient: user.email, userId: user.id, email });
    },

    /**
     * An email change: the notice to the current address always; the link to the new one only when `newEmail` may be
     * used (an address taken by another account is told nothing, and the caller's answer is the same).
     */
    async emailChange(manager: EntityManager, user: Recipient, newEmail: string, { sendLink }: { sendLink: boolean }): Promise<void> {
      const notice = renderEmailChangeNotice(brand, user, { newEmail, when: when(new Date()) });
      await outbox.queueAccountEmail(manager, { kind: "email_change_notice", dedupeKey: `email_change_notice:${randomUUID()}`, recipient: user.email, userId: user.id, email: notice });
      if (!sendLink) return;
      const { id, token } = await issueToken(manager, { userId: user.id, purpose: "change_email", email: newEmail, lifetimeSeconds: emailLinkHours * 3600 });
      const email = renderEmailChangeEmail(brand, user, { newEmail, url: link(ACCOUNT_PATHS.verifyEmail, token), hours: emailLinkHours });
      await outbox.queueAccountEmail(manager, { kind: "email_change", dedupeKey: `email_change:${id}`, recipient: newEmail, userId: user.id, email });
    },
  };
}

export type AccountEmails = ReturnType<typeof createAccountEmails>;
