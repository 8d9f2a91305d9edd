/**
 * Fencing for the work of a request sent with an `Idempotency-Key` (issue 47). The key's claim is a lease with a token
 * (idempotency.service.ts): a claim whose node stopped renewing it (frozen, paused, gone) is taken over by a retry on
 * another node, with a new token. Two things could then happen twice, and this module is what stops both:
 *
 * - the old holder wakes up and commits its work after the retry did the same: every write a keyed request's work
 *   guards begins with `beginKeyedEffect` in the work's own transaction, which locks the key's row and refuses (the
 *   transaction rolls back) when the claim's token is no longer this request's;
 * - the old holder had committed its work but hung before keeping its answer: the work's transaction noted what it did
 *   (`recordKeyedEffect`, e.g. `order` → the order's id) in the key's row, in the same transaction, so the retry that
 *   takes over finds it (`beginKeyedEffect` returns it) and answers that instead of doing it again.
 *
 * So a guarded effect and the answer to its key happen once, whichever node runs, hangs or dies when. The check is in
 * the effect's transaction because only there is it atomic with the effect: a check before the transaction began
 * could pass and the claim move on before the commit. Outside a keyed request both functions do nothing.
 *
 * Which work is guarded: placing an order (services/orders/checkout.service.ts, `prepareOrder`) and adding an address
 * (addresses.service.ts), whose repeats would make a second order or address. Verifying a payment needs no fence: its
 * effect is a guarded state change (pending → paid, once, under the order's row lock), so a second run changes nothing
 * and answers the same.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { EntityManager } from "typeorm";
import { DomainError } from "../lib/errors.js";

/** The claim a request's work runs under. */
export interface KeyedClaim {
  userId: string;
  key: string;
  /** The claim's fencing token (idempotency_keys.claim_token). */
  token: string;
}

const current = new AsyncLocalStorage<KeyedClaim>();

export const KEYED_EFFECT_MESSAGES = {
  takenOver: "This request took too long and a retry of it was answered instead. Please check your orders before trying again.",
} as const;

/** Runs `work` under the claim (idempotency.service.ts): the effects it guards check and note against it. */
export function runUnderClaim<T>(claim: KeyedClaim, work: () => T): T {
  return current.run(claim, work);
}

/** Effects noted by kind: one of each per keyed request. */
export type EffectKind = "order" | "address";

/**
 * First in the transaction of a guarded effect: locks the key's row until the transaction ends, refuses (CONFLICT:
 * nothing done, not kept as the key's answer) when the claim is no longer this request's, and returns the id an earlier
 * holder of the claim committed for this kind (the caller answers with it instead of doing the work again), or null.
 */
export async function beginKeyedEffect(manager: EntityManager, kind: EffectKind): Promise<string | null> {
  const claim = current.getStore();
  if (!claim) return null;
  const [row] = (await manager.query(`SELECT claim_token = $3::uuid AS mine, effects ->> $4::text AS ref FROM idempotency_keys WHERE user_id = $1 AND key = $2 FOR UPDATE`, [
    claim.userId,
    claim.key,
    claim.token,
    kind,
  ])) as Array<{ mine: boolean | null; ref: string | null }>;
  if (!row?.mine) throw new DomainError("CONFLICT", KEYED_EFFECT_MESSAGES.takenOver);
  return row.ref;
}

/** In the same transaction, after the effect's write: what it made (its id), for a retry that takes the claim over. */
export async function recordKeyedEffect(manager: EntityManager, kind: EffectKind, ref: string): Promise<void> {
  const claim = current.getStore();
  if (!claim) return;
  await manager.query(`UPDATE idempotency_keys SET effects = effects || jsonb_build_object($4::text, $5::text) WHERE user_id = $1 AND key = $2 AND claim_token = $3`, [
    claim.userId,
    claim.key,
    claim.token,
    kind,
    ref,
  ]);
}

/**
 * Issue 46: beginKeyedEffect as one item of the select list of the effect's own first read, so that the key's row is
 * locked and judged with everything else the step reads (`bind` binds a value as a parameter of that statement). Null
 * outside a keyed request. The item is evaluated before the statement's own row locks (the key's row first, as ever).
 */
export function keyedEffectReadSql(kind: EffectKind, bind: (value: unknown) => string): string | null {
  const claim = current.getStore();
  if (!claim) return null;
  return `(SELECT json_build_object('mine', claim_token = ${bind(claim.token)}::uuid, 'ref', effects ->> ${bind(kind)}::text)
             FROM idempotency_keys WHERE user_id = ${bind(claim.userId)}::uuid AND key = ${bind(claim.key)}::text FOR UPDATE)`;
}

/** What keyedEffectReadSql read, judged as beginKeyedEffect judges it: the earlier holder's effect, or null; CONFLICT when taken over. */
export function keyedEffectRead(read: { mine: boolean | null; ref: string | null } | null | undefined): string | null {
  if (!current.getStore()) return null;
  if (!read?.mine) throw new DomainError("CONFLICT", KEYED_EFFECT_MESSAGES.takenOver);
  return read.ref;
}

/**
 * Issue 46: recordKeyedEffect as a common table expression of the effect's own write: `ref` is an SQL expression of the
 * statement (the new row's id). Null outside a keyed request.
 */
export function keyedEffectNoteSql(kind: EffectKind, ref: string, bind: (value: unknown) => string): string | null {
  const claim = current.getStore();
  if (!claim) return null;
  return `UPDATE idempotency_keys SET effects = effects || jsonb_build_object(${bind(kind)}::text, ${ref}::text)
           WHERE user_id = ${bind(claim.userId)}::uuid AND key = ${bind(claim.key)}::text AND claim_token = ${bind(claim.token)}::uuid`;
}
