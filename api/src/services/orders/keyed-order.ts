/**
 * Issue 47 (claims that move on), kept apart from checkout so it carries across changes to it: a keyed checkout whose
 * first try committed its order and then hung (its node froze before keeping the answer) is answered by the retry that
 * takes the key's claim over with that order, not with a second one (services/keyed-effects.ts says why the check
 * is here, in the checkout's own transaction).
 */
import type { EntityManager } from "typeorm";
import { OrderEntity } from "../../entities/order.entity.js";
import { PaymentEntity } from "../../entities/payment.entity.js";
import { beginKeyedEffect } from "../keyed-effects.js";

/**
 * Issue 46: placeOrder's one read locks and judges the key's row itself (keyedEffectReadSql) and passes what it found as
 * `judged`; without it this does so first, as it did before.
 * First in placeOrder's transaction, before the shopper's checkout lock and the cart are read (a cash-on-delivery order
 * empties the cart, so its retry must find the order first): locks the key's row until the commit, refuses a request
 * whose claim was taken over (CONFLICT, the transaction rolls back), and returns the order an earlier holder of this
 * request's claim placed, with its latest payment, while it still holds its stock. Null outside a keyed request, for a
 * first try, or when that order was released since (its payment could not be started, or its window ran out): this
 * try places a new one. (Lock order: the key's row, then the checkout lock; nothing takes them the other way round.)
 */
export async function orderOfEarlierTry(manager: EntityManager, judged?: string | null): Promise<{ order: OrderEntity; payment: PaymentEntity | null } | null> {
  // Issue 46: `judged`, when the checkout's one read already locked and judged the key's row (keyedEffectReadSql).
  const earlier = judged === undefined ? await beginKeyedEffect(manager, "order") : judged;
  if (!earlier) return null;
  const order = await manager.findOneBy(OrderEntity, { id: earlier });
  if (!order?.stockReserved) return null;
  const payment = await manager.findOne(PaymentEntity, { where: { orderId: order.id }, order: { createdAt: "DESC" } });
  return { order, payment };
}
