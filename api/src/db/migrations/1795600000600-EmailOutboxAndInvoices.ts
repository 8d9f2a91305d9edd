import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 13: the email outbox (written in the same transaction as the order change or sign-up it tells of, sent by
 * a background job on any node), invoice numbers (one per paid order, in payment order, from a sequence), and the
 * indexes the admin's order tools read through: the `#XXXXXX` reference, status and the customer's orders by date.
 */
export class EmailOutboxAndInvoices1795600000600 implements MigrationInterface {
  name = "EmailOutboxAndInvoices1795600000600";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "email_outbox" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "kind" text NOT NULL,
      "dedupe_key" text NOT NULL,
      "recipient" text NOT NULL,
      "subject" text NOT NULL,
      "text_body" text NOT NULL,
      "html_body" text NOT NULL,
      "user_id" uuid,
      "order_id" uuid,
      "status" text NOT NULL DEFAULT 'pending',
      "attempts" integer NOT NULL DEFAULT 0,
      "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "locked_until" TIMESTAMP WITH TIME ZONE,
      "locked_by" text,
      "last_error" text,
      "transport" text,
      "sent_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "email_outbox_kind_check" CHECK ("kind" IN ('welcome', 'order_confirmed', 'order_shipped', 'order_delivered', 'order_cancelled')),
      CONSTRAINT "email_outbox_status_check" CHECK ("status" IN ('pending', 'sent', 'failed')),
      CONSTRAINT "email_outbox_dedupe_key" UNIQUE ("dedupe_key"),
      CONSTRAINT "PK_email_outbox" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "email_outbox_due_idx" ON "email_outbox" ("next_attempt_at") WHERE "status" = 'pending'`);
    await queryRunner.query(`CREATE INDEX "email_outbox_created_idx" ON "email_outbox" ("created_at", "id")`);

    await queryRunner.query(`CREATE SEQUENCE "invoice_number_seq"`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "invoice_number" integer`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_number_key" UNIQUE ("invoice_number")`);
    // Orders paid before this migration get their numbers in the order they were placed.
    await queryRunner.query(`UPDATE "orders" o SET "invoice_number" = n.num FROM (
      SELECT id, nextval('invoice_number_seq') AS num FROM (SELECT id FROM "orders" WHERE "payment_status" IN ('paid', 'refunded') AND "payment_id" <> '' ORDER BY "created_at", "id") ordered
    ) n WHERE o.id = n.id`);

    await queryRunner.query(`CREATE INDEX "orders_reference_idx" ON "orders" (upper(right("id"::text, 6)))`);
    await queryRunner.query(`CREATE INDEX "orders_status_created_idx" ON "orders" ("status", "created_at")`);
    // The dashboard's low-stock list (spec §9: fewer than 10 units) without reading the whole catalogue.
    await queryRunner.query(`CREATE INDEX "products_low_stock_idx" ON "products" ("total_stock", "title", "id") WHERE "deleted_at" IS NULL AND "total_stock" < 10`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."products_low_stock_idx"`);
    await queryRunner.query(`DROP INDEX "public"."orders_status_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."orders_reference_idx"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_invoice_number_key"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "invoice_number"`);
    await queryRunner.query(`DROP SEQUENCE "invoice_number_seq"`);
    await queryRunner.query(`DROP INDEX "public"."email_outbox_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."email_outbox_due_idx"`);
    await queryRunner.query(`DROP TABLE "email_outbox"`);
  }
}
