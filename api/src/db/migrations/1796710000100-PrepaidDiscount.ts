import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 43, item 5: the prepaid discount (PREPAID_DISCOUNT) an order paid online got, kept on the order so its details
 * name it as a discount of its own beside the promotions' ("Prepaid discount"). It is part of discount_paise, and its
 * split over the lines is part of each line's discount_paise, like the promotions'.
 */
export class PrepaidDiscount1796710000100 implements MigrationInterface {
  name = "PrepaidDiscount1796710000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "prepaid_discount_paise" integer NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "prepaid_discount_paise"`);
  }
}
