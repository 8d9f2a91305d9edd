/**
 * What pricing reads of promotions (pricing.ts, promotionFactsSql) is part of the cart's and the placing step's one
 * read, so it runs on every cart view, add and checkout, often on plans made before the shopper is known. It must stay
 * a few index probes however much the shop has sold:
 * - "has this shopper paid before" (first-order promotions) asked of `orders` scanned every order of the shop (a new
 *   shopper has none to stop at): one flash sale made 335 sequential scans of `orders`. It is the shopper's row now.
 * - the live promotions were found by scanning `promotions`, which grows by a coupon for one shopper with every
 *   abandoned cart's second reminder (personal.ts); the shopper's uses by scanning every redemption of the shop.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type PromotionFacts, promotionFactsSql } from "../src/services/promotions/index.js";
import { planOf } from "./support/plans.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();

/** The facts as the cart reads them: the shopper is the cart's column, unknown when the plan is made. */
const CART_FACTS = `SELECT ${promotionFactsSql({ code: "c.coupon_code", withOffers: "true", userId: "c.user_id" })} AS facts FROM carts c WHERE c.user_id = $1`;
/** As placing reads them: the shopper is a parameter. */
const PLACING_FACTS = `SELECT ${promotionFactsSql({ code: "NULL", withOffers: "false", userId: "$1::uuid" })} AS facts`;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Both reads prepared on one connection with generic plans (what a prepared statement runs after five runs), explained for `shopper`. */
async function genericPlans(shopper: string): Promise<Array<{ name: string; plan: string; run: (id: string) => Promise<PromotionFacts> }>> {
  const runner = t.server.dataSource.createQueryRunner();
  cleanups.push(async () => {
    await runner.query(`DEALLOCATE ALL; RESET plan_cache_mode`);
    await runner.release();
  });
  await runner.query(`SET plan_cache_mode = force_generic_plan`);
  const plans = [];
  for (const [name, sql] of [["cart_facts", CART_FACTS], ["placing_facts", PLACING_FACTS]] as const) {
    await runner.query(`PREPARE ${name}(uuid) AS ${sql}`);
    const plan = await planOf(runner, `EXECUTE ${name}('${shopper}')`);
    plans.push({ name, plan, run: async (id: string) => ((await runner.query(`EXECUTE ${name}('${id}')`)) as Array<{ facts: PromotionFacts }>)[0]!.facts });
  }
  return plans;
}

describe("what pricing reads of promotions", () => {
  it("'paid before' is read by the shopper's key, not by scanning the shop's orders", async () => {
    const db = t.server.dataSource;
    // 20 regulars with 200 paid orders each, and a newcomer with a cart and no order.
    await db.query(
      `INSERT INTO users (username, email, name, password_hash)
       SELECT 'regular' || g, 'regular' || g || '@plan.test', 'Regular', 'x' FROM generate_series(1, 20) g`,
    );
    await db.query(
      `INSERT INTO orders (user_id, status, payment_status, total_paise, paid_paise, ship_address, ship_city, ship_pincode, ship_phone, ship_notes, created_at, stock_reserved)
       SELECT u.id, 'delivered', 'paid', 99900, 99900, '1 MG Road', 'Bengaluru', '560038', '9876543210', '', now() - g * interval '1 minute', false
         FROM users u, generate_series(1, 200) g WHERE u.email LIKE 'regular%@plan.test'`,
    );
    const [newcomer] = (await db.query(`INSERT INTO users (username, email, name, password_hash) VALUES ('newcomer', 'newcomer@plan.test', 'New', 'x') RETURNING id`)) as Array<{ id: string }>;
    const [regular] = (await db.query(`SELECT id FROM users WHERE username = 'regular1'`)) as Array<{ id: string }>;
    await db.query(`INSERT INTO carts (user_id) VALUES ($1), ($2)`, [newcomer!.id, regular!.id]);
    await db.query(`ANALYZE users; ANALYZE orders; ANALYZE carts`);

    for (const { name, plan, run } of await genericPlans(newcomer!.id)) {
      expect(plan, plan).not.toMatch(/Seq Scan on orders/);
      expect([(await run(newcomer!.id)).ordered, (await run(regular!.id)).ordered], name).toEqual([false, true]);
    }
  });

  it("the live promotions and the shopper's uses are read by index, however many one-shopper coupons and uses the shop has made", async () => {
    const db = t.server.dataSource;
    // 20,000 coupons made for one shopper each (abandoned carts' reminders) and 2,000 shoppers who used one, beside
    // three automatic promotions (one paused) and two public codes.
    await db.query(
      `INSERT INTO users (username, email, name, password_hash)
       SELECT 'lapsed' || g, 'lapsed' || g || '@plan.test', 'Lapsed', 'x' FROM generate_series(1, 2000) g`,
    );
    await db.query(
      `INSERT INTO promotions (kind, code, title, is_public, discount_type, discount_value, max_uses, max_uses_per_customer, customer_id, ends_at)
       SELECT 'coupon', 'BACK-' || g, 'Come back', false, 'percent', 10, 1, 1, u.id, now() + interval '2 days'
         FROM generate_series(1, 20000) g JOIN users u ON u.username = 'lapsed' || (1 + g % 2000)`,
    );
    await db.query(
      `INSERT INTO promotions (kind, code, title, is_public, discount_type, discount_value, paused)
       VALUES ('automatic', NULL, 'Festive 5', false, 'percent', 5, false), ('automatic', NULL, 'Big cart', false, 'percent', 8, false),
              ('automatic', NULL, 'Old sale', false, 'percent', 20, true), ('coupon', 'PLAN10', 'Ten off', true, 'percent', 10, false),
              ('coupon', 'PLAN20', 'Twenty off', true, 'percent', 20, false)`,
    );
    await db.query(
      `WITH placed AS (
         INSERT INTO orders (user_id, status, payment_status, total_paise, paid_paise, ship_address, ship_city, ship_pincode, ship_phone, ship_notes, stock_reserved)
         SELECT u.id, 'delivered', 'paid', 89900, 89900, '1 MG Road', 'Bengaluru', '560038', '9876543210', '', false FROM users u WHERE u.username LIKE 'lapsed%'
         RETURNING id, user_id)
       INSERT INTO promotion_redemptions (promotion_id, order_id, user_id, discount_paise)
       SELECT (SELECT p.id FROM promotions p WHERE p.customer_id = placed.user_id LIMIT 1), placed.id, placed.user_id, 8990 FROM placed`,
    );
    const [lapsed] = (await db.query(`SELECT id FROM users WHERE username = 'lapsed7'`)) as Array<{ id: string }>;
    await db.query(`INSERT INTO carts (user_id, coupon_code) VALUES ($1, 'plan10')`, [lapsed!.id]);
    await db.query(`ANALYZE users; ANALYZE orders; ANALYZE carts; ANALYZE promotions; ANALYZE promotion_redemptions`);

    for (const { name, plan, run } of await genericPlans(lapsed!.id)) {
      expect(plan, plan).not.toMatch(/Seq Scan on (promotions|promotion_redemptions|orders)\b/);
      const facts = await run(lapsed!.id);
      // The cart reads the live automatic promotions, its coupon and the public codes it offers; placing (no code here) no offers.
      expect(facts.promotions.map((p) => p.title).sort(), name).toEqual(name === "cart_facts" ? ["Big cart", "Festive 5", "Ten off", "Twenty off"] : ["Big cart", "Festive 5"]);
      expect(Object.values(facts.uses), name).toEqual([1]);
      expect(facts.ordered, name).toBe(true);
    }
  });
});
