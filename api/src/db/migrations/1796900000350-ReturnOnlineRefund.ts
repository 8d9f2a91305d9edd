import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 43 item 6, returns of part-paid cash-on-delivery orders: the part of a return's refund (refund_paise) that
 * goes back through the payment gateway, fixed with it when the units arrive (services/orders/payment-policies.ts
 * refundPartsOf): all of it for an online order, none for plain cash on delivery, up to the advance not yet given back
 * for a part-paid one; the rest is refunded by hand. Requests fixed before it: all or nothing, by their method.
 */
export class ReturnOnlineRefund1796900000350 implements MigrationInterface {
  name = "ReturnOnlineRefund1796900000350";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "return_requests" ADD "online_refund_paise" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`UPDATE "return_requests" SET "online_refund_paise" = "refund_paise" WHERE "refund_method" = 'gateway'`);
    await queryRunner.query(
      `ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_online_refund_check" CHECK ("online_refund_paise" >= 0 AND "online_refund_paise" <= "refund_paise")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "return_requests" DROP CONSTRAINT "return_requests_online_refund_check"`);
    await queryRunner.query(`ALTER TABLE "return_requests" DROP COLUMN "online_refund_paise"`);
  }
}
