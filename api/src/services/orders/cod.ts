import type { EntityManager } from "typeorm";
import type { DeliveryConfig } from "../../config.js";
import type { ServiceablePincodeEntity } from "../../entities/serviceable-pincode.entity.js";
import { formatRupees } from "../../lib/money.js";
import { ORDER_LIFECYCLE } from "../lifecycles/index.js";

export const COD_MESSAGES = {
  notAtPincode: (pincode: string) => `Cash on delivery is not available for pincode ${pincode}. Please pay online.`,
  belowMin: (min: number) => `Cash on delivery is available for orders of ${formatRupees(min)} or more. Please pay online.`,
  aboveMax: (max: number) => `Cash on delivery is available for orders up to ${formatRupees(max)}. Please pay online.`,
  tooManyOpen: (open: number) =>
    `You already have ${open} cash-on-delivery ${open === 1 ? "order" : "orders"} on the way. Please pay online, or wait until one is delivered.`,
  verifyEmail: "Please verify your email address to pay cash on delivery (Account → Settings).",
} as const;

/**
 * A customer's open cash-on-delivery orders: placed, not yet collected or closed. They hold the open-orders cap the
 * way unpaid orders hold stock: counted under the customer's checkout lock (checkout.service.ts), so two checkouts
 * of one customer at once cannot both pass the cap, and given back when the order is collected, cancelled or
 * returned to origin (its payment then leaves `to_collect`). A closed order never counts, even while its payment
 * still reads `to_collect`: a part-paid order's advance waits for the provider's refund.processed (issue 43).
 * Served by orders_open_cod_idx.
 */
export async function openCodOrders(manager: EntityManager, userId: string): Promise<number> {
  const [{ open }]: Array<{ open: number }> = await manager.query(
    `SELECT count(*)::int AS open FROM orders WHERE user_id = $1 AND payment_status = 'to_collect' AND status <> ALL($2::text[])`,
    [userId, ORDER_LIFECYCLE.closing],
  );
  return open;
}

/**
 * Why this order may not be paid on delivery, or null when it may: the pincode allows it, the goods' total (after
 * discounts, before the COD fee) is within COD_MIN and COD_MAX, the customer has fewer than COD_MAX_OPEN_ORDERS open
 * COD orders and, when the shop asks for it, a verified email. The server decides this whatever the client shows.
 */
export async function codRefusal(
  manager: EntityManager,
  rules: DeliveryConfig,
  facts: { userId: string; pincode: string; serviceable: Pick<ServiceablePincodeEntity, "codAllowed"> | null; goodsPaise: number },
): Promise<string | null> {
  if (!facts.serviceable?.codAllowed) return COD_MESSAGES.notAtPincode(facts.pincode);
  if (facts.goodsPaise < rules.codMinPaise) return COD_MESSAGES.belowMin(rules.codMinPaise);
  if (facts.goodsPaise > rules.codMaxPaise) return COD_MESSAGES.aboveMax(rules.codMaxPaise);
  if (rules.codRequiresVerifiedEmail) {
    const [user]: Array<{ verified: boolean }> = await manager.query(`SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1`, [facts.userId]);
    if (!user?.verified) return COD_MESSAGES.verifyEmail;
  }
  const open = await openCodOrders(manager, facts.userId);
  if (open >= rules.codMaxOpenOrders) return COD_MESSAGES.tooManyOpen(open);
  return null;
}
