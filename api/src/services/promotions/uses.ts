import type { EntityManager } from "typeorm";
import { returningRows } from "../../db/sql.js";

/**
 * The caps on uses, the way stock works (services/orders/stock.ts): a use is taken by a guarded update that never
 * passes `max_uses` (so 50 shoppers racing for 10 uses get exactly 10), held while the order is unpaid and open or
 * paid, and given back exactly once when the order closes before payment (a `held` flag cleared by a guarded
 * update). The per-customer cap is checked under the customer's checkout lock (checkout.service.ts), so two
 * checkouts of one customer cannot both slip under it.
 */

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface UseToHold {
  promotionId: string;
  discountPaise: number;
}

/** Takes one use of each promotion for the order; false (nothing to keep: the caller rolls back) when one is used up. */
export async function holdPromotionUses(manager: EntityManager, order: { orderId: string; userId: string }, uses: readonly UseToHold[]): Promise<{ ok: true } | { ok: false; promotionId: string }> {
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
  }
  return { ok: true };
}

/** Gives back the order's uses, exactly once (the order expired, its payment failed, it was cancelled before payment). */
export async function returnPromotionUses(manager: EntityManager, orderId: string): Promise<void> {
  const released = await returningRows<{ promotion_id: string }>(manager, `UPDATE promotion_redemptions SET held = false WHERE order_id = $1 AND held RETURNING promotion_id`, [orderId]);
  for (const { promotion_id } of released.sort((a, b) => byId(a.promotion_id, b.promotion_id))) {
    await manager.query(`UPDATE promotions SET uses = uses - 1, updated_at = now() WHERE id = $1`, [promotion_id]);
  }
}

/**
 * A payment arrived for an order whose uses were given back: it takes them again, within the caps. False when a cap
 * is reached meanwhile (the caller rolls back to its savepoint and refunds, as for stock that is gone).
 */
export async function retakePromotionUses(manager: EntityManager, orderId: string): Promise<boolean> {
  const retaken = await returningRows<{ promotion_id: string }>(manager, `UPDATE promotion_redemptions SET held = true WHERE order_id = $1 AND NOT held RETURNING promotion_id`, [orderId]);
  for (const { promotion_id } of retaken.sort((a, b) => byId(a.promotion_id, b.promotion_id))) {
    const taken = await returningRows(manager, `UPDATE promotions SET uses = uses + 1, updated_at = now() WHERE id = $1 AND (max_uses IS NULL OR uses < max_uses) RETURNING id`, [promotion_id]);
    if (!taken.length) return false;
  }
  return true;
}
