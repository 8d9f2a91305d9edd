import type { MigrationInterface, QueryRunner } from "typeorm";

/** The purchases the server sent to Google Analytics (issue 45): one row per order, so each is sent once. */
export class AnalyticsPurchases1796400000100 implements MigrationInterface {
  name = "AnalyticsPurchases1796400000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "analytics_purchases" ("order_id" uuid NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ac24f5d03d938bc96ccaf2c19e2" PRIMARY KEY ("order_id"))`);
    await queryRunner.query(`ALTER TABLE "analytics_purchases" ADD CONSTRAINT "analytics_purchases_order_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analytics_purchases" DROP CONSTRAINT "analytics_purchases_order_fkey"`);
    await queryRunner.query(`DROP TABLE "analytics_purchases"`);
  }
}
