import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 43 item 7: a cash-on-delivery order's risk as judged when it was placed (services/orders/cod-risk.ts), kept on
 * the order for admins and the dashboard's RTO by risk band; and the index the judgement reads a delivery pincode's
 * recent COD parcels through (orders to that pincode, newest first).
 */
export class CodRisk1796900000250 implements MigrationInterface {
  name = "CodRisk1796900000250";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "cod_risk" jsonb`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_risk_check" CHECK ("cod_risk" IS NULL OR "cod_risk"->>'band' IN ('low', 'medium', 'high'))`,
    );
    await queryRunner.query(`CREATE INDEX "orders_ship_pincode_created_idx" ON "orders" ("ship_pincode", "created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "orders_ship_pincode_created_idx"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_cod_risk_check"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "cod_risk"`);
  }
}
