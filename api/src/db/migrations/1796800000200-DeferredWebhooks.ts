import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 46: a payment webhook that arrives while the order's row is held (verify settling it) is answered at once and
 * settled after, instead of queuing behind the row: its signed body is kept on its event row until it is processed
 * (services/orders/payments.service.ts, handleWebhook), so a node that dies meanwhile leaves it to the sweep of another.
 */
export class DeferredWebhooks1796800000200 implements MigrationInterface {
  name = "DeferredWebhooks1796800000200";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_events" ADD "deferred_body" text`);
    await queryRunner.query(`CREATE INDEX "webhook_events_deferred" ON "webhook_events" ("received_at") WHERE "deferred_body" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "webhook_events_deferred"`);
    await queryRunner.query(`ALTER TABLE "webhook_events" DROP COLUMN "deferred_body"`);
  }
}
