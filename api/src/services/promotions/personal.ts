/**
 * Coupons made for one shopper: the second reminder of an abandoned cart carries one (ABANDONED_CART_COUPON_PERCENT).
 * A real promotion row like the admin's: percent off the whole cart, one use in all (held like stock by uses.ts, given
 * back if the order is not paid), ending after its lifetime, and `customer_id` set so that pricing (pricing.ts) knows it
 * for that shopper alone. Made in the caller's transaction.
 */
import { randomInt } from "node:crypto";
import type { EntityManager } from "typeorm";

// No 0/O, 1/I/L: a code read off a phone is typed right.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

function randomCode(prefix: string): string {
  let tail = "";
  for (let i = 0; i < 6; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${tail}`;
}

export async function createPersonalCoupon(
  manager: EntityManager,
  { customerId, percent, hours, title, now = new Date(), prefix = "BACK" }: { customerId: string; percent: number; hours: number; title: string; now?: Date; prefix?: string },
): Promise<{ id: string; code: string; endsAt: Date }> {
  const endsAt = new Date(now.getTime() + hours * 3600_000);
  for (let attempt = 0; ; attempt++) {
    const code = randomCode(prefix);
    await manager.query("SAVEPOINT personal_coupon");
    try {
      const [row]: Array<{ id: string }> = await manager.query(
        `INSERT INTO promotions (kind, code, title, description, is_public, discount_type, discount_value, starts_at, ends_at, max_uses, max_uses_per_customer, scope, customer_id)
         VALUES ('coupon', $1, $2, $3, false, 'percent', $4, NULL, $5, 1, 1, 'all', $6) RETURNING id`,
        [code, title, `Made for one shopper's cart; single use until ${endsAt.toISOString()}.`, percent, endsAt, customerId],
      );
      await manager.query("RELEASE SAVEPOINT personal_coupon");
      return { id: row!.id, code, endsAt };
    } catch (error) {
      await manager.query("ROLLBACK TO SAVEPOINT personal_coupon");
      // Another promotion has this code (any case): draw again, a few times.
      if (attempt >= 4 || (error as { constraint?: string }).constraint !== "promotions_code_key") throw error;
    }
  }
}
