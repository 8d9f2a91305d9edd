import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Returns and exchanges (issue 26): return requests with their lines (units, reason, photos, an exchange's new
 * variant, the money share fixed on receipt), their status history, products and categories marked non-returnable,
 * the GST credit notes' own number series (CN-000001: credit_note_number_seq), the return emails' kinds, and ₹0
 * orders (an exchange's replacement).
 */
export class Returns1796000026000 implements MigrationInterface {
  name = "Returns1796000026000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "return_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "user_id" uuid NOT NULL, "kind" text NOT NULL, "status" text NOT NULL DEFAULT 'requested', "fingerprint" text NOT NULL, "refund_method" text, "refund_paise" integer NOT NULL DEFAULT '0', "refund_to_encrypted" text, "refund_reference" text, "refund_failure_reason" text, "credit_note_number" integer, "credit_note_issued_at" TIMESTAMP WITH TIME ZONE, "replacement_order_id" uuid, "exchange_stock_held" boolean NOT NULL DEFAULT false, "rejection_reason" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "return_requests_credit_note_number_key" UNIQUE ("credit_note_number"), CONSTRAINT "return_requests_refund_check" CHECK ("refund_paise" >= 0), CONSTRAINT "return_requests_refund_method_check" CHECK ("refund_method" IS NULL OR "refund_method" IN ('gateway', 'manual')), CONSTRAINT "return_requests_kind_check" CHECK ("kind" IN ('return', 'exchange')), CONSTRAINT "return_requests_status_check" CHECK ("status" IN ('requested', 'approved', 'rejected', 'cancelled', 'picked_up', 'received', 'refunded', 'refund_failed', 'exchange_shipped', 'exchange_delivered')), CONSTRAINT "PK_38714de8942bd9bc3a450a06889" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "return_requests_created_idx" ON "return_requests"  ("created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "return_requests_status_created_idx" ON "return_requests"  ("status", "created_at") `);
    await queryRunner.query(`CREATE INDEX "return_requests_order_idx" ON "return_requests"  ("order_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "return_request_lines" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "request_id" uuid NOT NULL, "order_line_id" uuid NOT NULL, "quantity" integer NOT NULL, "reason" text NOT NULL, "note" text NOT NULL DEFAULT '', "exchange_variant_id" uuid, "photos" jsonb NOT NULL DEFAULT '[]', "restock" boolean, "net_paise" integer, "taxable_paise" integer, "cgst_paise" integer, "sgst_paise" integer, "igst_paise" integer, CONSTRAINT "return_request_lines_reason_check" CHECK ("reason" IN ('size_too_small', 'size_too_large', 'damaged', 'not_as_described', 'changed_mind', 'other')), CONSTRAINT "return_request_lines_quantity_check" CHECK ("quantity" >= 1), CONSTRAINT "PK_5eb6db79771d9beb1574194ab87" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "return_request_lines_order_line_idx" ON "return_request_lines"  ("order_line_id") `);
    await queryRunner.query(`CREATE INDEX "return_request_lines_request_idx" ON "return_request_lines"  ("request_id") `);
    await queryRunner.query(`CREATE TABLE "return_request_history" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "request_id" uuid NOT NULL, "from_status" text, "to_status" text NOT NULL, "changed_by" uuid, "note" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(), CONSTRAINT "PK_4151c6597ae6f9d418a98fdab66" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "return_request_history_request_idx" ON "return_request_history"  ("request_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "non_returnable" ("kind" text NOT NULL, "value" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "non_returnable_kind_check" CHECK ("kind" IN ('product', 'category')), CONSTRAINT "PK_228aa10a0c30d0dc587d25cef58" PRIMARY KEY ("kind", "value"))`);
    await queryRunner.query(`ALTER TABLE "return_requests" ADD CONSTRAINT "FK_c7f39dfc32be2b7be25c139ba04" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "return_requests" ADD CONSTRAINT "FK_47fa80a304062cb2e2703f1d620" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "return_requests" ADD CONSTRAINT "FK_4259247f6f4dd8c4abe901c3666" FOREIGN KEY ("replacement_order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "return_request_lines" ADD CONSTRAINT "FK_98288741681d05d359ebba21b6a" FOREIGN KEY ("request_id") REFERENCES "return_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "return_request_lines" ADD CONSTRAINT "FK_328afff1ab8530d17ce9517ba95" FOREIGN KEY ("order_line_id") REFERENCES "order_lines"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "return_request_lines" ADD CONSTRAINT "FK_4e4cba6802cb07766e96f859fc0" FOREIGN KEY ("exchange_variant_id") REFERENCES "product_variants"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "return_request_history" ADD CONSTRAINT "FK_bcfd441613545c3116c77f9d1bd" FOREIGN KEY ("request_id") REFERENCES "return_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "return_request_history" ADD CONSTRAINT "FK_1045a2757ccd942f40fc63a1de0" FOREIGN KEY ("changed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`CREATE SEQUENCE "credit_note_number_seq"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check"`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("total_paise" >= 0)`);
    await queryRunner.query(`ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("kind" IN ('welcome', 'order_confirmed', 'order_shipped', 'order_delivered', 'order_cancelled', 'verify_email', 'password_reset', 'password_changed', 'email_change', 'email_change_notice', 'return_received', 'return_approved', 'return_rejected', 'refund_issued', 'exchange_shipped'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "email_outbox" WHERE "kind" IN ('return_received', 'return_approved', 'return_rejected', 'refund_issued', 'exchange_shipped')`);
    await queryRunner.query(`ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("kind" IN ('welcome', 'order_confirmed', 'order_shipped', 'order_delivered', 'order_cancelled', 'verify_email', 'password_reset', 'password_changed', 'email_change', 'email_change_notice'))`,
    );
    await queryRunner.query(`DELETE FROM "orders" WHERE "total_paise" = 0`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check"`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("total_paise" > 0)`);
    await queryRunner.query(`DROP SEQUENCE "credit_note_number_seq"`);
    await queryRunner.query(`ALTER TABLE "return_request_history" DROP CONSTRAINT "FK_1045a2757ccd942f40fc63a1de0"`);
    await queryRunner.query(`ALTER TABLE "return_request_history" DROP CONSTRAINT "FK_bcfd441613545c3116c77f9d1bd"`);
    await queryRunner.query(`ALTER TABLE "return_request_lines" DROP CONSTRAINT "FK_4e4cba6802cb07766e96f859fc0"`);
    await queryRunner.query(`ALTER TABLE "return_request_lines" DROP CONSTRAINT "FK_328afff1ab8530d17ce9517ba95"`);
    await queryRunner.query(`ALTER TABLE "return_request_lines" DROP CONSTRAINT "FK_98288741681d05d359ebba21b6a"`);
    await queryRunner.query(`ALTER TABLE "return_requests" DROP CONSTRAINT "FK_4259247f6f4dd8c4abe901c3666"`);
    await queryRunner.query(`ALTER TABLE "return_requests" DROP CONSTRAINT "FK_47fa80a304062cb2e2703f1d620"`);
    await queryRunner.query(`ALTER TABLE "return_requests" DROP CONSTRAINT "FK_c7f39dfc32be2b7be25c139ba04"`);
    await queryRunner.query(`DROP TABLE "non_returnable"`);
    await queryRunner.query(`DROP INDEX "public"."return_request_history_request_idx"`);
    await queryRunner.query(`DROP TABLE "return_request_history"`);
    await queryRunner.query(`DROP INDEX "public"."return_request_lines_request_idx"`);
    await queryRunner.query(`DROP INDEX "public"."return_request_lines_order_line_idx"`);
    await queryRunner.query(`DROP TABLE "return_request_lines"`);
    await queryRunner.query(`DROP INDEX "public"."return_requests_order_idx"`);
    await queryRunner.query(`DROP INDEX "public"."return_requests_status_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."return_requests_created_idx"`);
    await queryRunner.query(`DROP TABLE "return_requests"`);
  }
}
