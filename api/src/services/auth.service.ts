import type { DataSource, EntityManager } from "typeorm";
import { z } from "zod";
import type { Config } from "../config.js";
import { EMAIL_MATCHES_SQL, UserEntity, withEmail } from "../entities/user.entity.js";
import { DomainError, RateLimitedError } from "../lib/errors.js";
import { isCleanText } from "../lib/text.js";
import { isUniqueViolation, parseInput } from "../lib/validation.js";
import { accountMadeWithKey, IDEMPOTENCY_MESSAGES, isIdempotencyKey, noteSignUpKey } from "./idempotency.service.js";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./passwords.js";
import { clientKey, inMinutes, type RateLimit, type RateLimitStore } from "./rate-limit.js";
import type { Session, Sessions } from "./sessions.js";
import { ACCOUNT_BLOCKED, requireAdmin, type Viewer } from "./viewer.js";

export const AUTH_MESSAGES = {
  registered: "Registration successful",
  emailTaken: "User Already exists with the same email! Please try again",
  usernameTaken: "This username is already taken! Please choose another one",
  unknownEmail: "User doesn't exists! Please register first",
  wrongPassword: "Incorrect password! Please try again",
  loggedIn: "Logged in successfully",
  loggedOut: "Logged out successfully!",
  authenticated: "Authenticated user!",
  unauthorised: "Unauthorised user!",
  blocked: ACCOUNT_BLOCKED,
} as const;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

const password = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters long")
  .max(128, "Password must be at most 128 characters long")
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), "Password must contain at least one letter and one number")
  // Passwords are hashed as sent, never stored as text, so the text rule leaves them alone: new ones still may not
  // hold characters nobody can type (sign-in compares whatever was set before).
  .refine(isCleanText, "Password must not contain control characters");

export const USERNAME_LENGTH = { min: 3, max: 50 } as const;

/**
 * A person's name as their user name ("Asha Rao", "प्रिया शर्मा", "D'Souza"): letters, marks, digits, punctuation,
 * symbols and single spaces (runs of spaces, including no-break ones, become one). Never control characters
 * (lib/text.ts refuses them first) nor invisible formatting such as direction overrides; zero-width (non-)joiners,
 * which Indic scripts need, are kept. Shown as text everywhere (JSON, React), never as markup.
 */
const PRINTABLE_NAME = /^[\p{L}\p{M}\p{N}\p{P}\p{S} \u200C\u200D]+$/u;

/** The rule of a person's name, as sign-up's user name and the name a phone sign-in gives at its first checkout. */
export const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .transform((v) => v.replace(/\p{Zs}+/gu, " ").trim())
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .min(USERNAME_LENGTH.min, `${label} must be at least ${USERNAME_LENGTH.min} characters long`)
        .max(USERNAME_LENGTH.max, `${label} must be at most ${USERNAME_LENGTH.max} characters long`)
        .regex(PRINTABLE_NAME, `${label} may contain letters, numbers, spaces and punctuation, but no control or invisible characters`)
        .regex(/[\p{L}\p{N}]/u, `${label} must contain a letter or a number`),
    );

const username = personName("Username");

/** The rules of an email address and of a new password, wherever one is given (sign-up, reset, account settings). */
export const accountFields = { email, password } as const;

const registerInput = z.object({ username, email, password });
/** Sign-up's form: the account, and whether the shopper ticked "email me reminders and offers" (marketing consent). */
const signupInput = registerInput.extend({ marketingEmails: z.boolean({ error: "marketingEmails must be true or false" }).nullish().transform((v) => v ?? false) });
const loginInput = z.object({
  email: z.string({ error: "Email is required" }).trim().toLowerCase().min(1, "Email is required").max(254, "Email is too long"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128, "Password must be at most 128 characters long"),
});
const accountInput = registerInput.extend({
  name: z.string().trim().min(1).max(80).optional(),
  role: z.enum(["admin", "customer"]).default("customer"),
});
const listUsersInput = z.object({ first: z.number().int().min(1).max(200).default(50), offset: z.number().int().min(0).default(0) });

export interface AuthDeps {
  dataSource: DataSource;
  config: Config;
  rateLimits: RateLimitStore;
  sessions: Sessions;
  /** Queues a new account's welcome email, with its verification link, in the sign-up's transaction. */
  welcome: (manager: EntityManager, user: UserEntity) => Promise<void>;
  /** Records the consent to marketing emails a shopper gave at sign-up, in the sign-up's transaction. */
  signupConsent?: (manager: EntityManager, userId: string) => Promise<void>;
}

export function createAuthService({ dataSource, config, rateLimits, sessions, welcome, signupConsent }: AuthDeps) {
  const users = dataSource.getRepository(UserEntity);

  /**
   * `verified`: accounts the shop's operators make (demo seed, create-admin) need no link, nobody is sent one.
   * `passwordHash`: hashed already (before the caller's transaction began: hashing takes a CPU-heavy moment that no
   * transaction should stay open for).
   */
  async function insertUser(
    manager: EntityManager,
    input: z.infer<typeof accountInput>,
    { verified, passwordHash }: { verified: boolean; passwordHash?: string },
  ): Promise<UserEntity> {
    const user = manager.create(UserEntity, {
      username: input.username,
      email: input.email,
      name: input.name ?? input.username,
      role: input.role,
      passwordHash: passwordHash ?? (await hashPassword(input.password)),
      emailVerifiedAt: verified ? new Date() : null,
    });
    try {
      return await manager.save(user);
    } catch (error) {
      // The unique indexes decide, so two concurrent sign-ups with one email cannot both succeed.
      if (isUniqueViolation(error, "users_email_key")) throw new DomainError("CONFLICT", AUTH_MESSAGES.emailTaken, "email");
      if (isUniqueViolation(error, "users_username_key")) throw new DomainError("CONFLICT", AUTH_MESSAGES.usernameTaken, "username");
      throw error;
    }
  }

  async function assertAvailable(input: { email: string; username: string }) {
    if (await users.exists({ where: withEmail(input.email) })) throw new DomainError("CONFLICT", AUTH_MESSAGES.emailTaken, "email");
    const taken = await users.createQueryBuilder("u").where("lower(u.username) = lower(:username)", { username: input.username }).getExists();
    if (taken) throw new DomainError("CONFLICT", AUTH_MESSAGES.usernameTaken, "username");
  }

  const limits = {
    loginPerIp: { name: "login:ip", max: config.loginRateLimit.maxPerIp, windowSeconds: config.loginRateLimit.windowSeconds },
    loginPerEmail: { name: "login:email", max: config.loginRateLimit.maxPerEmail, windowSeconds: config.loginRateLimit.windowSeconds },
    registerPerIp: { name: "register:ip", max: config.registerRateLimit.maxPerIp, windowSeconds: config.registerRateLimit.windowSeconds },
  } satisfies Record<string, RateLimit>;

  /** Counts a login attempt per client address and per email; refuses once either is over its limit. */
  async function throttleLogin(emailKey: string, ip: string) {
    const [byIp, byEmail] = await Promise.all([rateLimits.consume(limits.loginPerIp, clientKey(ip)), rateLimits.consume(limits.loginPerEmail, emailKey)]);
    const blocked = [byIp, byEmail].filter((b) => !b.allowed);
    if (blocked.length > 0) {
      const wait = Math.max(...blocked.map((b) => b.retryAfterSeconds));
      throw new RateLimitedError(`Too many login attempts. Please try again ${inMinutes(wait)}.`, wait);
    }
  }

  /** Counts a sign-up per client address (each one costs an argon2 hash and makes an account); refuses over the limit. */
  async function throttleRegister(ip: string) {
    const byIp = await rateLimits.consume(limits.registerPerIp, clientKey(ip));
    if (!byIp.allowed) throw new RateLimitedError(`Too many sign-ups from your network. Please try again ${inMinutes(byIp.retryAfterSeconds)}.`, byIp.retryAfterSeconds);
  }

  return {
    /**
     * Creates a customer account; `client` is who asks (sign-ups are limited per client address). Sent with an
     * Idempotency-Key (issue 47), a retry of a sign-up whose first try created the account (its answer lost: a node
     * that hung or died, a network error) is answered as the first was, so the shopper goes on to sign in instead of
     * being told the account exists: the same key, email and user name, and the account's password (checked against
     * its hash, so knowing a key never answers for someone else's account).
     */
    async register(raw: unknown, client: { ip: string; idempotencyKey?: string }): Promise<UserEntity> {
      await throttleRegister(client.ip);
      const { marketingEmails, ...input } = parseInput(signupInput, raw);
      const key = client.idempotencyKey;
      if (key !== undefined && !isIdempotencyKey(key)) throw new DomainError("BAD_USER_INPUT", IDEMPOTENCY_MESSAGES.invalid);
      /** The account this sign-up's first try made, when the password is the account's. */
      const madeByFirstTry = async (): Promise<UserEntity | null> => {
        if (key === undefined) return null;
        const madeBy = await accountMadeWithKey(dataSource.manager, { key, email: input.email, username: input.username });
        const account = madeBy ? await users.createQueryBuilder("u").addSelect("u.passwordHash").where("u.id = :id", { id: madeBy }).getOne() : null;
        return account && (await verifyPassword(account.passwordHash, input.password)) ? account : null;
      };
      const earlier = await madeByFirstTry();
      if (earlier) return earlier;
      try {
        await assertAvailable(input);
        const passwordHash = await hashPassword(input.password);
        // The welcome email is queued in the sign-up's transaction: it exists exactly when the account does.
        return await dataSource.transaction(async (manager) => {
          const user = await insertUser(manager, { ...input, role: "customer" }, { verified: false, passwordHash });
          if (key !== undefined) await noteSignUpKey(manager, { userId: user.id, key, email: input.email, username: input.username, hours: config.idempotencyKeyHours });
          await welcome(manager, user);
          if (marketingEmails) await signupConsent?.(manager, user.id);
          return user;
        });
      } catch (error) {
        // The first try, still running on another node when this retry began, made the account meanwhile (its insert
        // committed first: this one waited for it on the unique index).
        const made = error instanceof DomainError && error.code === "CONFLICT" ? await madeByFirstTry() : null;
        if (made) return made;
        throw error;
      }
    },

    async login(raw: unknown, client: { ip: string }): Promise<Session> {
      const input = parseInput(loginInput, raw);
      await throttleLogin(input.email, client.ip);
      const user = await users.createQueryBuilder("u").addSelect("u.passwordHash").where(EMAIL_MATCHES_SQL("u.email", ":email"), { email: input.email }).getOne();
      if (!user) {
        await verifyPassword(await decoyPasswordHash(), input.password);
        throw new DomainError("UNAUTHENTICATED", AUTH_MESSAGES.unknownEmail, "email");
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw new DomainError("UNAUTHENTICATED", AUTH_MESSAGES.wrongPassword, "password");
      }
      // Told only to whoever knows the password: the block is no secret from its owner.
      if (user.blockedAt) throw new DomainError("FORBIDDEN", AUTH_MESSAGES.blocked);
      await rateLimits.reset(limits.loginPerEmail, input.email);
      return sessions.issue(user);
    },

    /** The viewer behind a token, or null when the token is invalid, expired, its session ended or its user is blocked. */
    authenticate: (token: string | undefined): Promise<Viewer | null> => sessions.authenticate(token),

    async logout(viewer: Viewer | null): Promise<void> {
      if (viewer) await sessions.end(viewer.sessionId);
    },

    async currentUser(viewer: Viewer | null): Promise<UserEntity | null> {
      return viewer ? users.findOneBy({ id: viewer.userId }) : null;
    },

    async listUsers(viewer: Viewer | null, raw: unknown): Promise<{ nodes: UserEntity[]; totalCount: number }> {
      requireAdmin(viewer);
      const { first, offset } = parseInput(listUsersInput, raw);
      const [nodes, totalCount] = await users.findAndCount({ order: { createdAt: "DESC", id: "DESC" }, take: first, skip: offset });
      return { nodes, totalCount };
    },

    /** Creates an account of any role: for the demo seed and the create-admin command, not for the API. */
    async createAccount(raw: z.input<typeof accountInput>): Promise<UserEntity> {
      const input = parseInput(accountInput, raw);
      await assertAvailable(input);
      return insertUser(dataSource.manager, input, { verified: true });
    },

    /** Makes `email` an admin with this password: a new account, or an existing one promoted. */
    async createAdmin(raw: { email: string; password: string; username?: string }): Promise<UserEntity> {
      const parsed = parseInput(z.object({ email, password, username: username.optional() }), raw);
      const existing = await users.findOneBy(withEmail(parsed.email));
      if (existing) {
        const passwordHash = await hashPassword(parsed.password);
        // Promoted and signed out everywhere together: never an admin whose old sessions still work.
        const ended = await dataSource.transaction(async (manager) => {
          await manager.update(UserEntity, { id: existing.id }, { role: "admin", passwordHash, emailVerifiedAt: existing.emailVerifiedAt ?? new Date(), blockedAt: null, blockedReason: null });
          return sessions.revokeAllOf(manager, existing.id);
        });
        sessions.forget(ended);
        return { ...existing, role: "admin" };
      }
      const name = parsed.username ?? parsed.email.split("@")[0]!.replace(/[^A-Za-z0-9_.-]/g, "").slice(0, 30).padEnd(3, "0");
      return this.createAccount({ email: parsed.email, password: parsed.password, username: name, role: "admin" });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
