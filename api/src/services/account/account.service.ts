import type { DataSource } from "typeorm";
import { z } from "zod";
import type { Config } from "../../config.js";
import type { AccountTokenPurpose } from "../../entities/account-token.entity.js";
import { UserEntity, withEmail } from "../../entities/user.entity.js";
import { DomainError, RateLimitedError } from "../../lib/errors.js";
import type { Logger } from "../../lib/logger.js";
import { isPlaceholderEmail } from "../../lib/placeholder-email.js";
import { isUniqueViolation, parseInput } from "../../lib/validation.js";
import type { AccountEmails } from "./account-emails.js";
import { lockToken, peekToken, revokeTokens, spendToken, type TokenProblem } from "./tokens.js";
import { accountFields, personName } from "../auth.service.js";
import { hashPassword, verifyPassword } from "../passwords.js";
import { clientKey, inMinutes, type RateLimit, type RateLimitStore } from "../rate-limit.js";
import type { Sessions } from "../sessions.js";
import { requireUser, type Viewer } from "../viewer.js";

export const ACCOUNT_MESSAGES = {
  resetRequested: "If an account exists for that email, a reset link is on its way",
  passwordReset: "Your password has been changed. Please sign in with your new password.",
  passwordChanged: "Your password has been changed. Your other devices have been signed out.",
  wrongCurrentPassword: "Your current password is not correct.",
  samePassword: "Your new password must be different from your current one.",
  wrongPassword: "Your password is not correct.",
  sameEmail: "That is already your email address.",
  emailChangeRequested: (email: string) => `If ${email} can be used, a confirmation link is on its way to it. Your email changes when you open that link.`,
  emailVerified: "Thank you! Your email address is verified.",
  emailChanged: (email: string) => `Your email address is now ${email}.`,
  emailTakenMeanwhile: "That email address belongs to another account now. Please ask for a change to another address.",
  alreadyVerified: "Your email address is already verified.",
  verificationSent: (email: string) => `A new verification link is on its way to ${email}.`,
  signedOutEverywhere: "You have been signed out on every device.",
  otherAccount: "This link belongs to another account. Sign out, then open it again.",
  noEmailYet: "Please add your email address first.",
  emailInUse: "That email address belongs to another account. Please use another one, or sign in with it.",
  changeEmailThere: "Your email is changed under Change email, with a link sent to the new address.",
} as const;

/** What a link that cannot be used says, by what it was for and why; each offers the way to a new one. */
export const LINK_MESSAGES: Record<"reset" | "email", Record<TokenProblem, string>> = {
  reset: {
    invalid: "This password reset link is not valid. Please ask for a new one.",
    expired: "This password reset link has expired. Please ask for a new one.",
    used: "This password reset link has already been used. Please ask for a new one.",
    revoked: "This password reset link is no longer valid. Please ask for a new one.",
  },
  email: {
    invalid: "This email link is not valid. Please sign in and ask for a new one under Account.",
    expired: "This email link has expired. Please sign in and ask for a new one under Account.",
    used: "This email link has already been used.",
    revoked: "This email link is no longer valid. Please sign in and ask for a new one under Account.",
  },
};

const RESET: readonly AccountTokenPurpose[] = ["password_reset"];
const EMAIL_LINKS: readonly AccountTokenPurpose[] = ["verify_email", "change_email"];
/** A token as a client may send it; its format is checked with the token (a malformed one is an invalid link). */
const token = z.string({ error: "Token is required" }).trim().min(1, "Token is required").max(200, "This link is not valid");
const currentPassword = (label: string) =>
  z.string({ error: `${label} is required` }).min(1, `${label} is required`).max(128, `${label} must be at most 128 characters long`);

const requestResetInput = z.object({ email: accountFields.email });
const resetInput = z.object({ token, password: accountFields.password });
const changePasswordInput = z.object({ currentPassword: currentPassword("Current password"), newPassword: accountFields.password });
const emailChangeInput = z.object({ newEmail: accountFields.email, password: currentPassword("Password") });
/** The name (sign-up's rule) and, optionally, an email: left out or blank means none given. */
const profileInput = z.object({
  name: personName("Name"),
  email: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), accountFields.email.nullish()),
});

export interface AccountDeps {
  dataSource: DataSource;
  config: Config;
  logger: Logger;
  rateLimits: RateLimitStore;
  sessions: Sessions;
  emails: AccountEmails;
}

/**
 * What a customer does with their own account: a forgotten password, verifying their email, changing password and
 * email, signing out everywhere. Links are single-use tokens (account/tokens.ts) sent through the email outbox in the
 * transaction that issues them (account/account-emails.ts); ending sessions reaches every node (sessions.ts).
 */
export function createAccountService({ dataSource, config, logger, rateLimits, sessions, emails }: AccountDeps) {
  const users = dataSource.getRepository(UserEntity);
  const { resetRateLimit, accountEmailRateLimit } = config.accounts;
  const limits = {
    resetPerIp: { name: "password-reset:ip", max: resetRateLimit.maxPerIp, windowSeconds: resetRateLimit.windowSeconds },
    resetPerEmail: { name: "password-reset:email", max: resetRateLimit.maxPerEmail, windowSeconds: resetRateLimit.windowSeconds },
    accountEmailPerUser: { name: "account-email:user", max: accountEmailRateLimit.maxPerUser, windowSeconds: accountEmailRateLimit.windowSeconds },
    // Wrong current passwords in the account's settings count like failed sign-ins, per account.
    passwordCheckPerUser: { name: "password-check:user", max: config.loginRateLimit.maxPerEmail, windowSeconds: config.loginRateLimit.windowSeconds },
  } satisfies Record<string, RateLimit>;

  async function throttle(limit: RateLimit, key: string, message: (wait: string) => string) {
    const result = await rateLimits.consume(limit, key);
    if (!result.allowed) throw new RateLimitedError(message(inMinutes(result.retryAfterSeconds)), result.retryAfterSeconds);
  }

  /** The caller's account with its password hash, after checking `password` (throttled per account). */
  async function checkPassword(viewer: Viewer, password: string, wrong: DomainError): Promise<UserEntity> {
    await throttle(limits.passwordCheckPerUser, viewer.userId, (wait) => `Too many wrong passwords. Please try again ${wait}.`);
    const user = await users.createQueryBuilder("u").addSelect("u.passwordHash").where("u.id = :id", { id: viewer.userId }).getOne();
    if (!user) throw new DomainError("UNAUTHENTICATED", "You need to sign in first.");
    if (!(await verifyPassword(user.passwordHash, password))) throw wrong;
    await rateLimits.reset(limits.passwordCheckPerUser, viewer.userId);
    return user;
  }

  function linkError(kind: "reset" | "email", problem: TokenProblem): DomainError {
    return new DomainError("BAD_USER_INPUT", LINK_MESSAGES[kind][problem], "token");
  }

  // Work done after the answer was sent (a reset request's lookup and email), awaited at shutdown.
  const background = new Set<Promise<void>>();
  function afterAnswer(what: string, task: () => Promise<void>) {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => logger.error({ err: error }, `${what} failed`))
      .finally(() => background.delete(run));
    background.add(run);
  }

  return {
    /**
     * Sends a reset link when an account has this email. The answer is the same whether or not one does, and is given
     * before anything is looked up: the lookup and the email happen after it, so neither its words, its status nor
     * its time tell whether the address has an account. Limited per client address and per email.
     */
    async requestPasswordReset(raw: { email?: unknown }, client: { ip: string }): Promise<string> {
      const { email } = parseInput(requestResetInput, raw);
      const tooMany = (wait: string) => `Too many password reset requests. Please try again ${wait}.`;
      await throttle(limits.resetPerIp, clientKey(client.ip), tooMany);
      await throttle(limits.resetPerEmail, email, tooMany);
      afterAnswer("a password reset request", async () => {
        await dataSource.transaction(async (manager) => {
          const user = await manager.findOneBy(UserEntity, withEmail(email));
          if (user && !user.blockedAt) await emails.passwordReset(manager, user);
        });
      });
      return ACCOUNT_MESSAGES.resetRequested;
    },

    /**
     * Sets a new password from a reset link. Every session of the account ends (on every node, within the
     * revocation bound), every other reset link stops working, and a "your password was changed" email goes out.
     */
    async resetPassword(viewer: Viewer | null, raw: { token?: unknown; password?: unknown }): Promise<string> {
      const input = parseInput(resetInput, raw);
      // Checked before the password is hashed: a made-up token costs no hashing.
      const peeked = await peekToken(dataSource.manager, input.token, RESET);
      if (!peeked.ok) throw linkError("reset", peeked.problem);
      if (viewer && viewer.userId !== peeked.row.userId) throw new DomainError("FORBIDDEN", ACCOUNT_MESSAGES.otherAccount, "token");
      const passwordHash = await hashPassword(input.password);
      const ended = await dataSource.transaction(async (manager) => {
        const locked = await lockToken(manager, input.token, RESET);
        if (!locked.ok) throw linkError("reset", locked.problem);
        const { row, user } = locked;
        // The link reached this address, so it is the owner's: a reset verifies the email it was sent to.
        const verified = user.emailVerifiedAt ?? (row.email === user.email ? new Date() : null);
        await manager.update(UserEntity, { id: user.id }, { passwordHash, emailVerifiedAt: verified });
        await spendToken(manager, row.id);
        await revokeTokens(manager, user.id, RESET);
        await emails.passwordChanged(manager, user);
        return sessions.revokeAllOf(manager, user.id);
      });
      sessions.forget(ended);
      return ACCOUNT_MESSAGES.passwordReset;
    },

    /**
     * Opens an email link: verifies the account's address, or, for an email change, makes the new address the
     * account's (verified, since the link reached it). A link of an address the account no longer has does nothing.
     */
    async verifyEmail(viewer: Viewer | null, rawToken: unknown): Promise<string> {
      const { token: value } = parseInput(z.object({ token }), { token: rawToken });
      return dataSource.transaction(async (manager) => {
        const locked = await lockToken(manager, value, EMAIL_LINKS);
        if (!locked.ok) throw linkError("email", locked.problem);
        const { row, user } = locked;
        if (viewer && viewer.userId !== user.id) throw new DomainError("FORBIDDEN", ACCOUNT_MESSAGES.otherAccount, "token");
        if (row.purpose === "verify_email") {
          if (row.email !== user.email) throw linkError("email", "revoked");
          await manager.update(UserEntity, { id: user.id }, { emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
          await spendToken(manager, row.id);
          await revokeTokens(manager, user.id, ["verify_email"]);
          return ACCOUNT_MESSAGES.emailVerified;
        }
        try {
          await manager.update(UserEntity, { id: user.id }, { email: row.email, emailVerifiedAt: new Date() });
        } catch (error) {
          if (isUniqueViolation(error, "users_email_key")) throw new DomainError("CONFLICT", ACCOUNT_MESSAGES.emailTakenMeanwhile, "token");
          throw error;
        }
        await spendToken(manager, row.id);
        // Links sent to the old address (reset, verification) and other pending changes end with it.
        await revokeTokens(manager, user.id, ["password_reset", "verify_email", "change_email"]);
        return ACCOUNT_MESSAGES.emailChanged(row.email);
      });
    },

    /** Sends the signed-in customer a new verification link (limited per account). */
    async resendVerificationEmail(viewer: Viewer | null): Promise<string> {
      const { userId } = requireUser(viewer);
      const user = await users.findOneBy({ id: userId });
      if (!user) throw new DomainError("UNAUTHENTICATED", "You need to sign in first.");
      if (user.emailVerifiedAt) throw new DomainError("BAD_USER_INPUT", ACCOUNT_MESSAGES.alreadyVerified);
      if (isPlaceholderEmail(user.email)) throw new DomainError("BAD_USER_INPUT", ACCOUNT_MESSAGES.noEmailYet);
      await throttle(limits.accountEmailPerUser, userId, (wait) => `Too many emails asked for. Please try again ${wait}.`);
      await dataSource.transaction((manager) => emails.verification(manager, user));
      return ACCOUNT_MESSAGES.verificationSent(user.email);
    },

    /** Changes the password given the current one; the caller stays signed in, every other session ends. */
    async changePassword(viewer: Viewer | null, raw: { currentPassword?: unknown; newPassword?: unknown }): Promise<string> {
      const signedIn = requireUser(viewer);
      const input = parseInput(changePasswordInput, raw);
      const user = await checkPassword(signedIn, input.currentPassword, new DomainError("BAD_USER_INPUT", ACCOUNT_MESSAGES.wrongCurrentPassword, "currentPassword"));
      if (input.newPassword === input.currentPassword) throw new DomainError("BAD_USER_INPUT", ACCOUNT_MESSAGES.samePassword, "newPassword");
      const passwordHash = await hashPassword(input.newPassword);
      const ended = await dataSource.transaction(async (manager) => {
        await manager.update(UserEntity, { id: user.id }, { passwordHash });
        await revokeTokens(manager, user.id, RESET);
        await emails.passwordChanged(manager, user);
        return sessions.revokeAllOf(manager, user.id, signedIn.sessionId);
      });
      sessions.forget(ended);
      return ACCOUNT_MESSAGES.passwordChanged;
    },

    /**
     * Asks to change the account's email: a confirmation link goes to the new address and a notice to the current
     * one; nothing changes until the link is opened. An address another account has gets the same answer (and no link).
     */
    async requestEmailChange(viewer: Viewer | null, raw: { newEmail?: unknown; password?: unknown }): Promise<string> {
      const signedIn = requireUser(viewer);
      const input = parseInput(emailChangeInput, raw);
      const user = await checkPassword(signedIn, input.password, new DomainError("BAD_USER_INPUT", ACCOUNT_MESSAGES.wrongPassword, "password"));
      if (input.newEmail === user.email) throw new DomainError("BAD_USER_INPUT", ACCOUNT_MESSAGES.sameEmail, "newEmail");
      await throttle(limits.accountEmailPerUser, user.id, (wait) => `Too many emails asked for. Please try again ${wait}.`);
      await dataSource.transaction(async (manager) => {
        const taken = await manager.existsBy(UserEntity, withEmail(input.newEmail));
        await emails.emailChange(manager, user, input.newEmail, { sendLink: !taken });
      });
      return ACCOUNT_MESSAGES.emailChangeRequested(input.newEmail);
    },

    /**
     * The caller's name, and their first email (issue 43: an account made by phone sign-in has none, only a placeholder
     * nothing is sent to): asked once at the first checkout (placing an order is refused until the name is given) and
     * editable in Settings. The email is taken only while the account has none, unique, unverified until the welcome
     * email's link is opened; a real email is changed by requestEmailChange (password and link).
     */
    async updateProfile(viewer: Viewer | null, raw: { name?: unknown; email?: unknown }): Promise<UserEntity> {
      const { userId } = requireUser(viewer);
      const input = parseInput(profileInput, raw);
      const current = await users.findOneBy({ id: userId });
      if (!current) throw new DomainError("UNAUTHENTICATED", "You need to sign in first.");
      const newEmail = input.email && input.email !== current.email ? input.email : null;
      if (newEmail && !isPlaceholderEmail(current.email)) throw new DomainError("BAD_USER_INPUT", ACCOUNT_MESSAGES.changeEmailThere, "email");
      if (newEmail) await throttle(limits.accountEmailPerUser, userId, (wait) => `Too many emails asked for. Please try again ${wait}.`);
      try {
        return await dataSource.transaction(async (manager) => {
          // The account's row decides (locked): two saves at once cannot both take the placeholder's place.
          const [row]: Array<{ email: string }> = await manager.query(`SELECT email FROM users WHERE id = $1 FOR UPDATE`, [userId]);
          const settingEmail = newEmail !== null && isPlaceholderEmail(row!.email);
          if (newEmail && !settingEmail) throw new DomainError("BAD_USER_INPUT", ACCOUNT_MESSAGES.changeEmailThere, "email");
          await manager.update(UserEntity, { id: userId }, { name: input.name, nameNeeded: false, ...(settingEmail ? { email: newEmail, emailVerifiedAt: null } : {}) });
          const user = (await manager.findOneBy(UserEntity, { id: userId }))!;
          if (settingEmail) await emails.welcome(manager, user);
          return user;
        });
      } catch (error) {
        if (isUniqueViolation(error, "users_email_key")) throw new DomainError("CONFLICT", ACCOUNT_MESSAGES.emailInUse, "email");
        throw error;
      }
    },

    /** Ends every session of the caller's account, this one included, on every node. */
    async signOutEverywhere(viewer: Viewer | null): Promise<string> {
      const { userId } = requireUser(viewer);
      const ended = await dataSource.transaction((manager) => sessions.revokeAllOf(manager, userId));
      sessions.forget(ended);
      return ACCOUNT_MESSAGES.signedOutEverywhere;
    },

    /** Waits for work still running after its answer (a reset request's email): at shutdown, and in tests. */
    async settled(): Promise<void> {
      while (background.size > 0) await Promise.all([...background]);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
