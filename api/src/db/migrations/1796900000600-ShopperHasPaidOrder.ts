import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 46: "has this shopper paid for an order before" (first-order promotions) is kept on the shopper's row.
 *
 * Pricing asked it as `EXISTS (SELECT 1 FROM orders WHERE user_id = … AND paid_paise > 0)` inside the cart's and the
 * placing step's one read. On a plan made before the shopper is known (a generic plan, or the cart's join), PostgreSQL
 * may expect a shopper's first paid order a few rows into a scan of `orders` and scan; a new shopper has none, so the
 * scan reads every order of the shop (one flash sale: 335 sequential scans, 2.7 million rows; at 100,000 orders 18 ms a
 * read). Whether it scans flips with the ANALYZE sample. A partial index and a LIMIT 1 rewrite were both planned
 * around. One boolean on `users`, read by key, is the same fact at the cost of one index probe.
 *
 * Whatever sets an order's `paid_paise` (settlement, a COD advance, COD collected, a switch to online) sets the flag
 * through this trigger: the fact has one writer. The update takes the shopper's row only the first time (`NOT
 * has_paid_order`), so a returning shopper's settlements never wait on each other here; no transaction locks a
 * shopper's row and then an order, so it cannot deadlock with the order's lock held before it.
 */
export class ShopperHasPaidOrder1796900000600 implements MigrationInterface {
  name = "ShopperHasPaidOrder1796900000600";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "has_paid_order" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE "users" u SET "has_paid_order" = true WHERE EXISTS (SELECT 1 FROM "orders" o WHERE o."user_id" = u."id" AND o."paid_paise" > 0)`);
    await queryRunner.query(`CREATE FUNCTION "orders_mark_shopper_paid"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE "users" SET "has_paid_order" = true WHERE "id" = NEW."user_id" AND NOT "has_paid_order";
      RETURN NULL;
    END
    $fn$`);
    await queryRunner.query(`CREATE TRIGGER "orders_paid_on_insert" AFTER INSERT ON "orders"
      FOR EACH ROW WHEN (NEW."paid_paise" > 0) EXECUTE FUNCTION "orders_mark_shopper_paid"()`);
    await queryRunner.query(`CREATE TRIGGER "orders_paid_on_update" AFTER UPDATE OF "paid_paise" ON "orders"
      FOR EACH ROW WHEN (NEW."paid_paise" > 0 AND OLD."paid_paise" = 0) EXECUTE FUNCTION "orders_mark_shopper_paid"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "orders_paid_on_update" ON "orders"`);
    await queryRunner.query(`DROP TRIGGER "orders_paid_on_insert" ON "orders"`);
    await queryRunner.query(`DROP FUNCTION "orders_mark_shopper_paid"()`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "has_paid_order"`);
  }
}
