import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 43, item 6: part-paid cash on delivery. The advance (COD_ADVANCE) a COD order pays online at checkout, kept
 * on the order: 0 for none; otherwise below the total (something is always left to collect at the door).
 */
export class CodAdvance1796900000200 implements MigrationInterface {
  name = "CodAdvance1796900000200";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "cod_advance_paise" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_advance_check" CHECK ("cod_advance_paise" >= 0 AND ("cod_advance_paise" = 0 OR "cod_advance_paise" < "total_paise"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_cod_advance_check"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "cod_advance_paise"`);
  }
}
