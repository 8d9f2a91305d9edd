import type { EntityManager } from "typeorm";
import { returningRows } from "../../db/sql.js";
import { holdingUnpaidSql } from "../lifecycles/index.js";
import { PROMOTION_MESSAGES } from "./rules.js";

/**
 * The caps on uses, the way stock works (services/orders/stock.ts): a use is taken by a guarded update that never
 * passes `max_uses` (so 50 shoppers racing for 10 uses get exactly 10), held while the order is unpaid and open or
 * paid, and given back exactly once when the order closes before payment (a `held` flag cleared by a guarded
 * update). The per-customer cap is checked under the customer's checkout lock (checkout.service.ts), so two
 * checkouts of one customer cannot both slip under it, and again by every hold and retake once the promotion's row
 * is locked (the guarded update), so a late payment of an older order racing a new checkout cannot either: a use
 * held by a shopper's orders counts, whichever order holds it, and two orders of one shopper can never both keep a
 * once-per-customer code.
 */

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface UseToHold {
  promotionId: string;
  discountPaise: number;
}

/**
 * Whether the shopper's held uses of the promotion (this order's included) stay within its per-customer cap. Called
 * with the promotion's row locked by the guarded update, so concurrent holds and retakes of one promotion see each
 * other's committed uses (each statement reads afresh under READ COMMITTED).
 */
async function withinCustomerCap(manager: EntityManager, promotionId: string, userId: string): Promise<{ ok: true } | { ok: false; problem: string }> {
  const [row]: Array<{ cap: number | null; held: number }> = await manager.query(
    `SELECT p.max_uses_per_customer AS cap,
            (SELECT count(*)::int FROM promotion_redemptions r WHERE r.promotion_id = p.id AND r.user_id = $2 AND r.held) AS held
       FROM promotions p WHERE p.id = $1`,
    [promotionId, userId],
  );
  if (!row || row.cap === null || row.held <= row.cap) return { ok: true };
  return { ok: false, problem: PROMOTION_MESSAGES.customerCap(row.cap) };
}

/**
 * Takes one use of each promotion for the order; not ok (nothing to keep: the caller rolls back) when one is used up,
 * or the shopper's other orders hold all the uses the per-customer cap allows (`problem` then says so).
 */
export async function holdPromotionUses(
  manager: EntityManager,
  order: { orderId: string; userId: string },
  uses: readonly UseToHold[],
): Promise<{ ok: true } | { ok: false; promotionId: string; problem?: string }> {
  // Promotions in id order, after the products (checkout reserved stock first): every writer locks in one order.
  for (const use of [...uses].sort((a, b) => byId(a.promotionId, b.promotionId))) {
    const taken = await returningRows(manager, `UPDATE promotions SET uses = uses + 1, updated_at = now() WHERE id = $1 AND (max_uses IS NULL OR uses < max_uses) RETURNING id`, [
      use.promotionId,
    ]);
    if (!taken.length) return { ok: false, promotionId: use.promotionId };
    await manager.query(`INSERT INTO promotion_redemptions (promotion_id, order_id, user_id, discount_paise) VALUES ($1, $2, $3, $4)`, [
      use.promotionId,
      order.orderId,
      order.userId,
      use.discountPaise,
    ]);
    const mine = await withinCustomerCap(manager, use.promotionId, order.userId);
    if (!mine.ok) return { ok: false, promotionId: use.promotionId, problem: mine.problem };
  }
  return { ok: true };
}

/**
 * The shopper's unpaid orders to release so that a new order may take a use of each of `promotionIds`: for a
 * promotion whose uses held by this shopper's orders fill its per-customer cap, the oldest unpaid orders among them,
 * as many as it takes to leave one use free (none when paid orders alone fill it: the shopper has used it). A shopper
 * retrying checkout after closing the payment window is so never refused by their own unpaid order. The caller
 * releases them through the order lifecycle (their stock and uses go back) under the customer's checkout lock, in
 * the new order's transaction; a payment that still arrives for one retakes its use only within the caps, or is
 * refunded.
 */
export async function unpaidOrdersHoldingUses(manager: EntityManager, userId: string, promotionIds: readonly string[]): Promise<string[]> {
  if (promotionIds.length === 0) return [];
  const rows: Array<{ promotion_id: string; order_id: string; cap: number; unpaid: boolean }> = await manager.query(
    `SELECT r.promotion_id, r.order_id, p.max_uses_per_customer AS cap, (${holdingUnpaidSql("o")}) AS unpaid
       FROM promotions p
       JOIN promotion_redemptions r ON r.promotion_id = p.id AND r.user_id = $1 AND r.held
       JOIN orders o ON o.id = r.order_id
      WHERE p.id = ANY($2::uuid[]) AND p.max_uses_per_customer IS NOT NULL
      ORDER BY o.created_at, o.id`,
    [userId, [...promotionIds]],
  );
  const release = new Set<string>();
  for (const id of new Set(rows.map((r) => r.promotion_id))) {
    const held = rows.filter((r) => r.promotion_id === id);
    const excess = held.length - held[0]!.cap + 1;
    for (const r of held.filter((h) => h.unpaid).slice(0, Math.max(0, excess))) release.add(r.order_id);
  }
  return [...release];
}

/** Gives back the order's uses, exactly once (the order expired, its payment failed, it was cancelled before payment). */
export async function returnPromotionUses(manager: EntityManager, orderId: string): Promise<void> {
  const released = await returningRows<{ promotion_id: string }>(manager, `UPDATE promotion_redemptions SET held = false WHERE order_id = $1 AND held RETURNING promotion_id`, [orderId]);
  for (const { promotion_id } of released.sort((a, b) => byId(a.promotion_id, b.promotion_id))) {
    await manager.query(`UPDATE promotions SET uses = uses - 1, updated_at = now() WHERE id = $1`, [promotion_id]);
  }
}

/**
 * A payment arrived for an order whose uses were given back: it takes them again, within the caps (the total and
 * the per-customer one). False when a cap
 * is reached meanwhile (the caller rolls back to its savepoint and refunds, as for stock that is gone).
 */
export async function retakePromotionUses(manager: EntityManager, orderId: string): Promise<boolean> {
  const retaken = await returningRows<{ promotion_id: string; user_id: string }>(
    manager,
    `UPDATE promotion_redemptions SET held = true WHERE order_id = $1 AND NOT held RETURNING promotion_id, user_id`,
    [orderId],
  );
  for (const { promotion_id, user_id } of retaken.sort((a, b) => byId(a.promotion_id, b.promotion_id))) {
    const taken = await returningRows(manager, `UPDATE promotions SET uses = uses + 1, updated_at = now() WHERE id = $1 AND (max_uses IS NULL OR uses < max_uses) RETURNING id`, [promotion_id]);
    if (!taken.length) return false;
    // The shopper's newer order may hold the use a once-per-customer code allows: this payment cannot keep it.
    if (!(await withinCustomerCap(manager, promotion_id, user_id)).ok) return false;
  }
  return true;
}
