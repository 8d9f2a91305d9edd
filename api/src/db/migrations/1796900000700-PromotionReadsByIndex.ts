import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 46: what pricing reads of promotions (promotionFactsSql: every cart view, add and checkout) is found by index.
 *
 * - The live promotions were found by scanning `promotions`, and every abandoned cart's second reminder adds a coupon
 *   for one shopper to it (personal.ts): a shop with 20,000 of them scanned 20,000 rows twice a step (the promotions
 *   and the product titles they name). The automatic promotions and the public codes, the only ones read without a
 *   code, are a handful: a partial index holds just them; a typed code is found by `promotions_code_key`.
 * - A shopper's uses were found by scanning every redemption of the shop (the only index leads with the promotion).
 *   By shopper now; a deleted account's redemptions (ON DELETE CASCADE) are found by it too.
 *
 * `promotion-facts-plan.test.ts` holds the generic plans of both reads to index scans.
 */
export class PromotionReadsByIndex1796900000700 implements MigrationInterface {
  name = "PromotionReadsByIndex1796900000700";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "promotions_offered_idx" ON "promotions" ("created_at", "id") WHERE "kind" = 'automatic' OR "is_public"`);
    await queryRunner.query(`CREATE INDEX "promotion_redemptions_user_idx" ON "promotion_redemptions" ("user_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "promotion_redemptions_user_idx"`);
    await queryRunner.query(`DROP INDEX "promotions_offered_idx"`);
  }
}
