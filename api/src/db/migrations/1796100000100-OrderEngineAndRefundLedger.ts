import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * One order engine and a refund ledger (issue 40):
 * - `refunds`: one row per refund whatever caused it, filled from what the shop recorded before: the refunds of
 *   returns (their amount, method and reference, pending or failed ones as such) and the orders refunded in full (an
 *   admin's cancellation of a paid order, or a late payment given back);
 * - `orders.paid_paise` (what the shop received: the total of every order ever paid), `orders.closed_by` (who closed
 *   it, read before from the last history row's admin), `orders.exchange_of_order_id` (an exchange's replacement →
 *   the order it replaces units of), and the payment status `partially_refunded`, derived from the ledger;
 * - `order_lines.exchange_line_id` (a replacement's line → the exchange request's line it fulfils);
 * - `return_request_lines.hsn` and `gst_rate_bp`, so a return line carries the same GST value as an order line.
 * The return requests' refund reference and failure reason now live in the ledger.
 */
export class OrderEngineAndRefundLedger1796100000100 implements MigrationInterface {
  name = "OrderEngineAndRefundLedger1796100000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "refunds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "return_request_id" uuid, "amount_paise" integer NOT NULL, "method" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "cause" text NOT NULL, "reason" text NOT NULL DEFAULT '', "provider_payment_id" text, "provider_refund_id" text, "reference" text, "failure_reason" text, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "settled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "refunds_provider_refund_id_key" UNIQUE ("provider_refund_id"), CONSTRAINT "refunds_method_check" CHECK ("method" IN ('gateway', 'manual')), CONSTRAINT "refunds_cause_check" CHECK ("cause" IN ('cancellation', 'late_payment', 'duplicate_payment', 'return')), CONSTRAINT "refunds_status_check" CHECK ("status" IN ('pending', 'processed', 'failed')), CONSTRAINT "refunds_amount_check" CHECK ("amount_paise" > 0), CONSTRAINT "PK_5106efb01eeda7e49a78b869738" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "refunds_settled_idx" ON "refunds"  ("settled_at") `);
    await queryRunner.query(`CREATE INDEX "refunds_return_request_idx" ON "refunds"  ("return_request_id") `);
    await queryRunner.query(`CREATE INDEX "refunds_order_idx" ON "refunds"  ("order_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "refunds" ADD CONSTRAINT "FK_a42db6369017df60549539f5567" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "refunds" ADD CONSTRAINT "FK_a46ac94548ec7f359e31c90da88" FOREIGN KEY ("return_request_id") REFERENCES "return_requests"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "refunds" ADD CONSTRAINT "FK_dcf8f786aaeb2746c93a332b635" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);

    await queryRunner.query(`ALTER TABLE "orders" ADD "paid_paise" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "closed_by" text`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "exchange_of_order_id" uuid`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD "exchange_line_id" uuid`);
    // Few lines are a replacement's: a partial index finds them without indexing every order line's null.
    await queryRunner.query(`CREATE INDEX "order_lines_exchange_line_idx" ON "order_lines" ("exchange_line_id") WHERE "exchange_line_id" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "return_request_lines" ADD "hsn" text`);
    await queryRunner.query(`ALTER TABLE "return_request_lines" ADD "gst_rate_bp" integer`);

    // What was paid: every order that was ever paid (a refunded order was paid, then given back).
    await queryRunner.query(`UPDATE "orders" SET "paid_paise" = "total_paise" WHERE "payment_status" IN ('paid', 'refunded')`);
    // Who closed it: an admin when the history's move to the closing status names one, else the shop (expiry, a
    // provider's refusal) or the customer (an abandoned payment), which the engine treats alike.
    await queryRunner.query(
      `UPDATE "orders" o SET "closed_by" = CASE WHEN h."changed_by" IS NOT NULL THEN 'admin' ELSE 'system' END
         FROM (SELECT DISTINCT ON ("order_id") "order_id", "changed_by" FROM "order_status_history" WHERE "to_status" IN ('cancelled', 'rejected', 'returned_to_origin')
                ORDER BY "order_id", "created_at" DESC, "id" DESC) h
        WHERE h."order_id" = o."id" AND o."status" IN ('cancelled', 'rejected', 'returned_to_origin')`,
    );
    await queryRunner.query(`UPDATE "orders" SET "closed_by" = 'system' WHERE "status" IN ('cancelled', 'rejected', 'returned_to_origin') AND "closed_by" IS NULL`);
    await queryRunner.query(`UPDATE "orders" o SET "exchange_of_order_id" = r."order_id" FROM "return_requests" r WHERE r."replacement_order_id" = o."id"`);
    // A replacement's lines were made one per exchange line, in the exchange variant's size and colour.
    await queryRunner.query(
      `UPDATE "order_lines" l SET "exchange_line_id" = rl."id"
         FROM "return_requests" r JOIN "return_request_lines" rl ON rl."request_id" = r."id"
         JOIN "order_lines" ol ON ol."id" = rl."order_line_id" JOIN "product_variants" v ON v."id" = rl."exchange_variant_id"
        WHERE l."order_id" = r."replacement_order_id" AND l."product_id" = ol."product_id" AND l."size" = v."size" AND l."colour" = v."colour" AND l."exchange_line_id" IS NULL`,
    );
    await queryRunner.query(
      `UPDATE "return_request_lines" rl SET "hsn" = l."hsn", "gst_rate_bp" = l."gst_rate_bp" FROM "order_lines" l WHERE l."id" = rl."order_line_id" AND rl."taxable_paise" IS NOT NULL`,
    );

    // The ledger from what was recorded: the returns' refunds first (processed, pending at the bank, failed) …
    await queryRunner.query(
      `INSERT INTO "refunds" ("order_id", "return_request_id", "amount_paise", "method", "status", "cause", "reason", "provider_payment_id", "provider_refund_id", "reference", "failure_reason", "created_at", "updated_at", "settled_at")
       SELECT r."order_id", r."id", r."refund_paise", r."refund_method",
              CASE r."status" WHEN 'refunded' THEN 'processed' WHEN 'refund_failed' THEN 'failed' ELSE 'pending' END,
              'return', 'Items returned',
              CASE WHEN r."refund_method" = 'gateway' THEN NULLIF(o."payment_id", '') END,
              CASE WHEN r."refund_method" = 'gateway' AND r."refund_reference" LIKE 'rfnd\\_%' THEN r."refund_reference" END,
              CASE WHEN r."refund_method" = 'manual' THEN r."refund_reference" END,
              CASE WHEN r."status" = 'refund_failed' THEN coalesce(r."refund_failure_reason", 'Refund failed') END,
              r."updated_at", r."updated_at", CASE WHEN r."status" IN ('refunded', 'refund_failed') THEN r."updated_at" END
         FROM "return_requests" r JOIN "orders" o ON o."id" = r."order_id"
        WHERE r."refund_paise" > 0 AND r."refund_method" IS NOT NULL
          AND (r."status" IN ('refunded', 'refund_failed') OR (r."status" = 'received' AND r."refund_reference" IS NOT NULL))`,
    );
    // … then the orders refunded in full: cancelled by an admin after payment, or a late payment given back.
    await queryRunner.query(
      `INSERT INTO "refunds" ("order_id", "amount_paise", "method", "status", "cause", "reason", "provider_payment_id", "created_at", "updated_at", "settled_at")
       SELECT o."id", o."total_paise", 'gateway', 'processed',
              CASE WHEN o."closed_by" = 'admin' THEN 'cancellation' ELSE 'late_payment' END,
              CASE WHEN o."closed_by" = 'admin' THEN 'Order cancelled by the shop' ELSE 'Payment arrived after the order was cancelled' END,
              NULLIF(o."payment_id", ''), o."updated_at", o."updated_at", o."updated_at"
         FROM "orders" o WHERE o."payment_status" = 'refunded' AND o."total_paise" > 0`,
    );
    // The payment status the ledger says for orders whose returns gave money back.
    await queryRunner.query(
      `UPDATE "orders" o SET "payment_status" = CASE WHEN s."refunded" >= o."paid_paise" THEN 'refunded' ELSE 'partially_refunded' END
         FROM (SELECT "order_id", sum("amount_paise") AS "refunded" FROM "refunds" WHERE "status" = 'processed' AND "cause" = 'return' GROUP BY "order_id") s
        WHERE s."order_id" = o."id" AND o."payment_status" = 'paid' AND o."paid_paise" > 0`,
    );

    await queryRunner.query(`ALTER TABLE "return_requests" DROP COLUMN "refund_reference"`);
    await queryRunner.query(`ALTER TABLE "return_requests" DROP COLUMN "refund_failure_reason"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check"`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("payment_status" IN ('pending', 'paid', 'partially_refunded', 'refunded', 'failed', 'to_collect'))`,
    );
    await queryRunner.query(`CREATE INDEX "orders_exchange_of_idx" ON "orders"  ("exchange_of_order_id") `);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_closed_by_check" CHECK ("closed_by" IS NULL OR "closed_by" IN ('customer', 'admin', 'system', 'provider'))`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_check" CHECK ("paid_paise" >= 0)`);
    await queryRunner.query(
      `ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_gst_check" CHECK (("hsn" IS NULL AND "gst_rate_bp" IS NULL AND "taxable_paise" IS NULL AND "cgst_paise" IS NULL AND "sgst_paise" IS NULL AND "igst_paise" IS NULL) OR ("hsn" IS NOT NULL AND "gst_rate_bp" >= 0 AND "taxable_paise" >= 0 AND "cgst_paise" >= 0 AND "sgst_paise" >= 0 AND "igst_paise" >= 0))`,
    );
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "FK_bef2c6bb360c0bf6890056eb59e" FOREIGN KEY ("exchange_of_order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(
      `ALTER TABLE "order_lines" ADD CONSTRAINT "FK_b1927ca37baef23feeb7eb01c2c" FOREIGN KEY ("exchange_line_id") REFERENCES "return_request_lines"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_lines" DROP CONSTRAINT "FK_b1927ca37baef23feeb7eb01c2c"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_bef2c6bb360c0bf6890056eb59e"`);
    await queryRunner.query(`ALTER TABLE "return_request_lines" DROP CONSTRAINT "return_request_lines_gst_check"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_check"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_closed_by_check"`);
    await queryRunner.query(`DROP INDEX "public"."orders_exchange_of_idx"`);
    await queryRunner.query(`UPDATE "orders" SET "payment_status" = 'paid' WHERE "payment_status" = 'partially_refunded'`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check"`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("payment_status" IN ('pending', 'paid', 'failed', 'refunded', 'to_collect'))`);
    await queryRunner.query(`ALTER TABLE "return_requests" ADD "refund_failure_reason" text`);
    await queryRunner.query(`ALTER TABLE "return_requests" ADD "refund_reference" text`);
    await queryRunner.query(
      `UPDATE "return_requests" r SET "refund_reference" = coalesce(f."provider_refund_id", f."reference"), "refund_failure_reason" = f."failure_reason"
         FROM (SELECT DISTINCT ON ("return_request_id") * FROM "refunds" WHERE "return_request_id" IS NOT NULL ORDER BY "return_request_id", "created_at" DESC) f
        WHERE f."return_request_id" = r."id"`,
    );
    await queryRunner.query(`ALTER TABLE "return_request_lines" DROP COLUMN "gst_rate_bp"`);
    await queryRunner.query(`ALTER TABLE "return_request_lines" DROP COLUMN "hsn"`);
    await queryRunner.query(`DROP INDEX "public"."order_lines_exchange_line_idx"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP COLUMN "exchange_line_id"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "exchange_of_order_id"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "closed_by"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "paid_paise"`);
    await queryRunner.query(`DROP TABLE "refunds"`);
  }
}
