import type { EntityManager } from "typeorm";
import { entitiesFromJson } from "../../db/json-entities.js";
import { OrderEntity } from "../../entities/order.entity.js";
import { DomainError } from "../../lib/errors.js";
import { isUuid } from "../../lib/validation.js";
import type { Viewer } from "../viewer.js";

export const ORDER_NOT_FOUND = "Order not found!";

/**
 * The order row, locked for the rest of the transaction (status changes on one order happen one at a time). Plain SQL:
 * every checkout locks its order two or three times, and the ORM's query builder cost more CPU than the statement.
 */
export async function lockOrder(manager: EntityManager, id: string): Promise<OrderEntity | null> {
  if (!isUuid(id)) return null;
  const [row] = (await manager.query(`SELECT to_jsonb(o) AS "order" FROM orders o WHERE o.id = $1 FOR UPDATE`, [id])) as Array<{ order: Record<string, unknown> }>;
  return row ? entitiesFromJson(manager, OrderEntity, [row.order])[0]! : null;
}

/**
 * An order the caller may act on: their own, or with `anyForAdmin` any order for an admin; locked until the
 * transaction ends with `lock`. NOT_FOUND otherwise, also for a malformed id: someone else's order is "not
 * found", not "forbidden", so its existence is not revealed.
 */
export async function findOrderOf(
  manager: EntityManager,
  user: Viewer,
  id: string,
  { lock = false, anyForAdmin = false }: { lock?: boolean; anyForAdmin?: boolean } = {},
): Promise<OrderEntity> {
  const order = !isUuid(id) ? null : lock ? await lockOrder(manager, id) : await manager.findOneBy(OrderEntity, { id });
  const allowed = order !== null && (order.userId === user.userId || (anyForAdmin && user.role === "admin"));
  if (!allowed) throw new DomainError("NOT_FOUND", ORDER_NOT_FOUND);
  return order;
}

/** An order's reference as shoppers and admins see it (spec §9): # and the id's last 6 characters, upper case. */
export function orderReference(orderId: string): string {
  return `#${orderId.slice(-6).toUpperCase()}`;
}
