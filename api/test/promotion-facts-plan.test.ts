/**
 * "Has this shopper paid for an order before" (first-order promotions) is part of the cart's and the placing step's
 * one read. Asked of `orders` on a plan made before the shopper is known, PostgreSQL scanned every order of the shop
 * for it (a new shopper has none to stop at): in a flash sale, 335 sequential scans of `orders`. It is read from the
 * shopper's row now (migration ShopperHasPaidOrder), on any plan, however many orders the shop has.
 */
import { describe, expect, it } from "vitest";
import { promotionFactsSql } from "../src/services/promotions/index.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();

/** The facts as the cart reads them: the shopper is the cart's column, unknown when the plan is made. */
const CART_FACTS = `SELECT ${promotionFactsSql({ code: "c.coupon_code", withOffers: "true", userId: "c.user_id" })} AS facts FROM carts c WHERE c.user_id = $1`;
/** As placing reads them: the shopper is a parameter. */
const PLACING_FACTS = `SELECT ${promotionFactsSql({ code: "NULL", withOffers: "false", userId: "$1::uuid" })} AS facts`;

describe("the promotions' 'paid before' fact", () => {
  it("is read by the shopper's key on generic plans, not by scanning the shop's orders", async () => {
    const db = t.server.dataSource;
    // 20 regulars with 200 paid orders each, and a newcomer with a cart and no order.
    await db.query(
      `INSERT INTO users (username, email, name, password_hash)
       SELECT 'regular' || g, 'regular' || g || '@plan.test', 'Regular', 'x' FROM generate_series(1, 20) g`,
    );
    await db.query(
      `INSERT INTO orders (user_id, status, payment_status, total_paise, paid_paise, ship_address, ship_city, ship_pincode, ship_phone, ship_notes, created_at, stock_reserved)
       SELECT u.id, 'delivered', 'paid', 99900, 99900, '1 MG Road', 'Bengaluru', '560038', '9876543210', '', now() - g * interval '1 minute', false
         FROM users u, generate_series(1, 200) g WHERE u.email LIKE '%@plan.test'`,
    );
    const [newcomer] = (await db.query(`INSERT INTO users (username, email, name, password_hash) VALUES ('newcomer', 'newcomer@plan.test', 'New', 'x') RETURNING id`)) as Array<{ id: string }>;
    const [regular] = (await db.query(`SELECT id FROM users WHERE username = 'regular1'`)) as Array<{ id: string }>;
    await db.query(`INSERT INTO carts (user_id) VALUES ($1), ($2)`, [newcomer!.id, regular!.id]);
    await db.query(`ANALYZE users; ANALYZE orders; ANALYZE carts`);

    const runner = db.createQueryRunner();
    try {
      await runner.query(`SET plan_cache_mode = force_generic_plan`);
      for (const [name, sql] of [["cart_facts", CART_FACTS], ["placing_facts", PLACING_FACTS]] as const) {
        await runner.query(`PREPARE ${name}(uuid) AS ${sql}`);
        const plan = ((await runner.query(`EXPLAIN EXECUTE ${name}('${newcomer!.id}')`)) as Array<{ "QUERY PLAN": string }>).map((row) => row["QUERY PLAN"]).join("\n");
        expect(plan, plan).not.toMatch(/Seq Scan on orders/);
        const answers = [];
        for (const id of [newcomer!.id, regular!.id]) answers.push(((await runner.query(`EXECUTE ${name}('${id}')`)) as Array<{ facts: { ordered: boolean } }>)[0]!.facts.ordered);
        expect(answers, name).toEqual([false, true]);
      }
    } finally {
      await runner.query(`DEALLOCATE ALL; RESET plan_cache_mode`);
      await runner.release();
    }
  });
});
