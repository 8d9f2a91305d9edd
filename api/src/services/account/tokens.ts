/**
 * The tokens of the links an account is sent (reset a password, verify an address, confirm a new address): 32 random
 * bytes in the link, their SHA-256 in `account_tokens`. Single use; a token is checked and spent under its user's row
 * lock, so two links of one user opened at once take turns (the second finds the first's effects).
 */
import { createHash, randomBytes } from "node:crypto";
import type { EntityManager } from "typeorm";
import type { AccountTokenPurpose } from "../../entities/account-token.entity.js";
import { AccountTokenEntity } from "../../entities/account-token.entity.js";
import { UserEntity } from "../../entities/user.entity.js";

/** 32 bytes in base64url: what every link carries, and all it may carry. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a token for `user` and returns it (the link's part; only its hash is kept) with its row's id. */
export async function issueToken(
  manager: EntityManager,
  { userId, purpose, email, lifetimeSeconds }: { userId: string; purpose: AccountTokenPurpose; email: string; lifetimeSeconds: number },
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString("base64url");
  // A user's links that ended a week ago are of no use to anyone: each user's rows stay few.
  await manager.query(`DELETE FROM account_tokens WHERE user_id = $1 AND expires_at < now() - interval '7 days'`, [userId]);
  const row = await manager.save(
    manager.create(AccountTokenEntity, { userId, purpose, tokenHash: hashToken(token), email, expiresAt: new Date(Date.now() + lifetimeSeconds * 1000), usedAt: null, revokedAt: null }),
  );
  return { id: row.id, token };
}

/** Why a token cannot be used. */
export type TokenProblem = "invalid" | "expired" | "used" | "revoked";

export type TokenCheck = { ok: true; row: AccountTokenEntity } | { ok: false; problem: TokenProblem; row?: AccountTokenEntity };

function check(row: AccountTokenEntity | null, purposes: readonly AccountTokenPurpose[]): TokenCheck {
  if (!row || !purposes.includes(row.purpose)) return { ok: false, problem: "invalid" };
  if (row.usedAt) return { ok: false, problem: "used", row };
  if (row.revokedAt) return { ok: false, problem: "revoked", row };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, problem: "expired", row };
  return { ok: true, row };
}

/** What a token from a link is, without changing anything (a malformed one is simply invalid). */
export async function peekToken(manager: EntityManager, token: string, purposes: readonly AccountTokenPurpose[]): Promise<TokenCheck> {
  if (!TOKEN_FORMAT.test(token)) return { ok: false, problem: "invalid" };
  return check(await manager.findOneBy(AccountTokenEntity, { tokenHash: hashToken(token) }), purposes);
}

/**
 * In the caller's transaction: locks the token's user, then the token, and checks it again (another request may have
 * spent it, or a sibling, since `peekToken`). Returns the locked user with it when it can be used.
 */
export async function lockToken(
  manager: EntityManager,
  token: string,
  purposes: readonly AccountTokenPurpose[],
): Promise<{ ok: true; row: AccountTokenEntity; user: UserEntity } | { ok: false; problem: TokenProblem; row?: AccountTokenEntity }> {
  const peeked = await peekToken(manager, token, purposes);
  // A token found spent, expired or revoked stays so: only a usable one is locked and checked again.
  if (!peeked.ok) return peeked;
  const user = await manager
    .createQueryBuilder(UserEntity, "u")
    .addSelect("u.passwordHash")
    .setLock("pessimistic_write")
    .where("u.id = :id", { id: peeked.row.userId })
    .getOne();
  const row = await manager.createQueryBuilder(AccountTokenEntity, "t").setLock("pessimistic_write").where("t.id = :id", { id: peeked.row.id }).getOne();
  const checked = check(row, purposes);
  if (!checked.ok) return checked;
  // A blocked account's links were revoked with the block; this holds even for one issued a moment before it.
  if (!user || user.blockedAt) return { ok: false, problem: "revoked", row: checked.row };
  return { ok: true, row: checked.row, user };
}

/** Spends a token (in the lock's transaction). */
export async function spendToken(manager: EntityManager, id: string): Promise<void> {
  await manager.update(AccountTokenEntity, { id }, { usedAt: new Date() });
}

/** Ends a user's open links of these purposes (a newer one was used, the password or email changed, a block). */
export async function revokeTokens(manager: EntityManager, userId: string, purposes: readonly AccountTokenPurpose[]): Promise<void> {
  await manager.query(`UPDATE account_tokens SET revoked_at = now() WHERE user_id = $1 AND purpose = ANY($2) AND used_at IS NULL AND revoked_at IS NULL`, [userId, purposes]);
}
