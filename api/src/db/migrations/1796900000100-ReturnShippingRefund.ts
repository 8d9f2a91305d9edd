import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 42, item 6: the shipping fee a return refunds. The fee goes back only when the whole order does: the return
 * that sends back the order's last units refunds it with them (services/returns/return-value.ts). Kept on the request
 * so its credit note shows the shipping line; part of refund_paise.
 */
export class ReturnShippingRefund1796900000100 implements MigrationInterface {
  name = "ReturnShippingRefund1796900000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "return_requests" ADD "shipping_refund_paise" integer NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "return_requests" DROP COLUMN "shipping_refund_paise"`);
  }
}
