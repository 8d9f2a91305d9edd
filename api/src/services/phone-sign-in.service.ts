import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { EntityManager } from "typeorm";
import { z } from "zod";
import type { Config } from "../config.js";
import type { LoginCodePurpose } from "../entities/message-outbox.entity.js";
import { UserEntity } from "../entities/user.entity.js";
import { DomainError, RateLimitedError } from "../lib/errors.js";
import { MOBILE_MESSAGE, normalMobile } from "../lib/indian-numbers.js";
import { placeholderEmail } from "../lib/placeholder-email.js";
import { parseInput } from "../lib/validation.js";
import type { DataSource } from "typeorm";
import type { MessagesService } from "./messages/index.js";
import { hashPassword } from "./passwords.js";
import { clientKey, inMinutes, type RateLimit, type RateLimitStore } from "./rate-limit.js";
import type { Session, Sessions } from "./sessions.js";
import { requireUser, type Viewer } from "./viewer.js";

export const PHONE_SIGN_IN_MESSAGES = {
  wrongCode: "This code is not right, or it has expired. Please check it or ask for a new one.",
  notSent: "The code could not be sent just now. Please try again in a minute.",
  tooMany: (when: string) => `Too many codes asked for. Please try again ${when}.`,
  blocked: "This account has been blocked. Please contact the shop if you think this is a mistake.",
  takenByAnother: "This number is already verified on another account.",
  signedIn: "Signed in.",
} as const;

/** Five tries per code, then it is dead (a new one must be asked for). */
export const CODE_TRIES = 5;

const channelInput = z
  .enum(["sms", "whatsapp", "SMS", "WHATSAPP"], { error: "channel must be SMS or WHATSAPP" })
  .nullish()
  .transform((v) => (v?.toLowerCase() === "whatsapp" ? "whatsapp" : "sms") as "whatsapp" | "sms");
const phoneInput = z.string({ error: MOBILE_MESSAGE }).max(20, MOBILE_MESSAGE).transform((v, ctx) => {
  const phone = normalMobile(v);
  if (!phone) {
    ctx.addIssue({ code: "custom", message: MOBILE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});
const requestInput = z.object({ phone: phoneInput, channel: channelInput });
const verifyInput = z.object({ phone: phoneInput, code: z.string({ error: PHONE_SIGN_IN_MESSAGES.wrongCode }).trim().max(20) });

/**
 * Sign-in with a one-time code sent to an Indian mobile number (issue 43), and verifying a phone for an account.
 * A code is six random digits, stored only as an HMAC (keyed with the session secret), valid LOGIN_CODE_MINUTES, spent
 * by its first right answer (a guarded update) and dead after five wrong ones; asking for a new one ends the earlier.
 * Requests are limited per number and per client address through the shop's limiter, and answered the same for any
 * number. A number verified on an account signs into it; a new number makes a new customer.
 */
export function createPhoneSignInService(deps: { dataSource: DataSource; config: Config; rateLimits: RateLimitStore; sessions: Sessions; messages: MessagesService }) {
  const { dataSource, config, rateLimits, sessions, messages } = deps;
  const settings = config.messaging;
  const limits = {
    perPhone: { name: "login-code:phone", max: settings.loginCodeRateLimit.maxPerPhone, windowSeconds: settings.loginCodeRateLimit.windowSeconds },
    perIp: { name: "login-code:ip", max: settings.loginCodeRateLimit.maxPerIp, windowSeconds: settings.loginCodeRateLimit.windowSeconds },
  } satisfies Record<string, RateLimit>;

  const hashOf = (phone: string, purpose: LoginCodePurpose, code: string) => createHmac("sha256", config.jwtSecret).update(`${purpose}:${phone}:${code}`).digest("hex");

  async function throttle(phone: string, ip: string) {
    const results = await Promise.all([rateLimits.consume(limits.perPhone, phone), rateLimits.consume(limits.perIp, clientKey(ip))]);
    const blocked = results.filter((r) => !r.allowed);
    if (blocked.length) {
      const wait = Math.max(...blocked.map((b) => b.retryAfterSeconds));
      throw new RateLimitedError(PHONE_SIGN_IN_MESSAGES.tooMany(inMinutes(wait)), wait);
    }
  }

  /** Makes a code, queues its message, and sends it at once (the shopper is waiting); CONFLICT when it could not go. */
  async function sendCode(phone: string, channel: "sms" | "whatsapp", purpose: LoginCodePurpose, userId: string | null): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const outboxId = await dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE login_codes SET expires_at = least(expires_at, now()) WHERE phone = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`, [phone, purpose]);
      const [row]: Array<{ id: string }> = await manager.query(
        `INSERT INTO login_codes (phone, purpose, user_id, code_hash, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5)) RETURNING id`,
        [phone, purpose, userId, hashOf(phone, purpose, code), settings.loginCodeMinutes],
      );
      await messages.queue(manager, { ...messages.templates.loginCode(channel, code, purpose), dedupeKey: `${purpose}:${row!.id}`, phone, userId, orderId: null });
      const [queued]: Array<{ id: string }> = await manager.query(`SELECT id FROM message_outbox WHERE dedupe_key = $1`, [`${purpose}:${row!.id}`]);
      return queued!.id;
    });
    if (await messages.sendNow(outboxId)) return;
    // Not sent (the provider could not be reached): a late code is no use, so it is not retried and does not work.
    await dataSource.query(`UPDATE message_outbox SET status = 'cancelled', locked_until = NULL WHERE id = $1 AND status = 'pending'`, [outboxId]);
    await dataSource.query(`UPDATE login_codes SET expires_at = now() WHERE phone = $1 AND purpose = $2 AND used_at IS NULL`, [phone, purpose]);
    throw new DomainError("CONFLICT", PHONE_SIGN_IN_MESSAGES.notSent);
  }

  /** Spends the newest live code of the number if `code` is it (one try counted either way); false otherwise. */
  async function spendCode(manager: EntityManager, phone: string, purpose: LoginCodePurpose, code: string, userId: string | null): Promise<boolean> {
    const [row]: Array<{ id: string; code_hash: string }> = await manager.query(
      `UPDATE login_codes SET attempts = attempts + 1
        WHERE id = (SELECT id FROM login_codes WHERE phone = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() AND attempts < $3
                       AND ($4::uuid IS NULL OR user_id = $4)
                     ORDER BY created_at DESC LIMIT 1 FOR UPDATE)
        RETURNING id, code_hash`,
      [phone, purpose, CODE_TRIES, userId],
    ).then((r: unknown) => (Array.isArray(r) && Array.isArray(r[0]) ? (r[0] as Array<{ id: string; code_hash: string }>) : []));
    if (!row || !/^\d{6}$/.test(code)) return false;
    const given = Buffer.from(hashOf(phone, purpose, code), "hex");
    const stored = Buffer.from(row.code_hash, "hex");
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) return false;
    const [, spent]: [unknown, number] = await manager.query(`UPDATE login_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL`, [row.id]);
    return spent === 1;
  }

  /** Takes the number off accounts that saved it without proving it (the one who proved it is its owner). */
  async function claimNumber(manager: EntityManager, phone: string, userId: string) {
    await manager.query(`UPDATE users SET phone = NULL WHERE phone = $1 AND phone_verified_at IS NULL AND id <> $2`, [phone, userId]);
  }

  return {
    /** Sends a sign-in code; true whatever the number. */
    async requestLoginCode(raw: { phone?: unknown; channel?: unknown }, client: { ip: string }): Promise<boolean> {
      const { phone, channel } = parseInput(requestInput, raw);
      await throttle(phone, client.ip);
      await sendCode(phone, channel, "login", null);
      return true;
    },

    /** Signs in with the code: the account whose verified number it is, or a new customer. */
    async verifyLoginCode(raw: { phone?: unknown; code?: unknown }): Promise<Session> {
      const { phone, code } = parseInput(verifyInput, raw);
      // The hash for a new account is made before the transaction (argon2 takes a CPU-heavy moment).
      const unusable = await hashPassword(randomBytes(24).toString("base64url"));
      const user = await dataSource.transaction(async (manager) => {
        if (!(await spendCode(manager, phone, "login", code, null))) return null;
        const owner = await manager.findOneBy(UserEntity, { phone });
        if (owner && owner.phoneVerifiedAt) return owner;
        const id = (await manager.query(`SELECT gen_random_uuid() AS id`))[0].id as string;
        await claimNumber(manager, phone, id);
        // A new customer: no password (the code is how they sign in); the name is asked for at the first checkout.
        const created = manager.create(UserEntity, {
          id,
          username: `phone-${phone}`,
          email: placeholderEmail(phone),
          name: "Customer",
          nameNeeded: true,
          role: "customer",
          passwordHash: unusable,
          phone,
          phoneVerifiedAt: new Date(),
          emailVerifiedAt: null,
        });
        return manager.save(created);
      });
      if (!user) throw new DomainError("BAD_USER_INPUT", PHONE_SIGN_IN_MESSAGES.wrongCode, "code");
      if (user.blockedAt) throw new DomainError("FORBIDDEN", PHONE_SIGN_IN_MESSAGES.blocked);
      return sessions.issue(user);
    },

    /** Sends a code to confirm a number for the caller's account. */
    async requestPhoneVerification(viewer: Viewer | null, raw: { phone?: unknown; channel?: unknown }, client: { ip: string }): Promise<boolean> {
      const { userId } = requireUser(viewer);
      const { phone, channel } = parseInput(requestInput, raw);
      await throttle(phone, client.ip);
      await sendCode(phone, channel, "verify_phone", userId);
      return true;
    },

    /** Saves the number on the caller's account, verified, when the code is right. */
    async verifyPhone(viewer: Viewer | null, raw: { phone?: unknown; code?: unknown }): Promise<UserEntity> {
      const { userId } = requireUser(viewer);
      const { phone, code } = parseInput(verifyInput, raw);
      // A refusal is answered after the transaction commits: the try it counted (and a code spent) must stay counted.
      const outcome = await dataSource.transaction(async (manager): Promise<UserEntity | "wrong" | "taken"> => {
        if (!(await spendCode(manager, phone, "verify_phone", code, userId))) return "wrong";
        const holder = await manager.findOneBy(UserEntity, { phone });
        if (holder && holder.id !== userId && holder.phoneVerifiedAt) return "taken";
        await claimNumber(manager, phone, userId);
        await manager.query(`UPDATE users SET phone = $2, phone_verified_at = now(), updated_at = now() WHERE id = $1`, [userId, phone]);
        return (await manager.findOneBy(UserEntity, { id: userId }))!;
      });
      if (outcome === "wrong") throw new DomainError("BAD_USER_INPUT", PHONE_SIGN_IN_MESSAGES.wrongCode, "code");
      if (outcome === "taken") throw new DomainError("CONFLICT", PHONE_SIGN_IN_MESSAGES.takenByAnother, "phone");
      return outcome;
    },
  };
}

export type PhoneSignInService = ReturnType<typeof createPhoneSignInService>;
