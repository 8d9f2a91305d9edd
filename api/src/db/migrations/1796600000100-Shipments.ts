import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Shipping through a courier aggregator (issue 42): shipments (forward parcels and reverse pickups) with their scans,
 * the provider's API token shared by every node, the offline Shiprocket's parcels, products' weights and boxes, the
 * order's shipping fee and its booking state (a refusal's reason, a claim against two bookings at once).
 */
export class Shipments1796600000100 implements MigrationInterface {
  name = "Shipments1796600000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "shipments" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "order_id" uuid NOT NULL,
      "return_request_id" uuid,
      "direction" text NOT NULL,
      "status" text NOT NULL,
      "provider" text NOT NULL,
      "provider_order_id" text NOT NULL,
      "provider_shipment_id" text NOT NULL,
      "awb" text NOT NULL,
      "courier_name" text NOT NULL,
      "pickup_date" date,
      "expected_delivery_date" date,
      "cod_paise" integer NOT NULL DEFAULT 0,
      "weight_grams" integer NOT NULL,
      "events" jsonb NOT NULL DEFAULT '[]',
      "status_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "ndr_reason" text,
      "ndr_answer" text,
      "ndr_answered_at" TIMESTAMP WITH TIME ZONE,
      "ndr_resolved_by" text,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "shipments_pkey" PRIMARY KEY ("id"),
      CONSTRAINT "shipments_direction_check" CHECK ("direction" IN ('forward', 'reverse')),
      CONSTRAINT "shipments_order_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "shipments_awb_key" ON "shipments" ("provider", "awb")`);
    await queryRunner.query(`CREATE INDEX "shipments_order_idx" ON "shipments" ("order_id")`);
    await queryRunner.query(`CREATE INDEX "shipments_status_idx" ON "shipments" ("status", "created_at")`);
    // One live forward parcel per order, one reverse pickup per return request: a second booking cannot be written.
    await queryRunner.query(`CREATE UNIQUE INDEX "shipments_one_forward_idx" ON "shipments" ("order_id") WHERE direction = 'forward' AND status <> 'cancelled'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "shipments_one_reverse_idx" ON "shipments" ("return_request_id") WHERE direction = 'reverse' AND status <> 'cancelled'`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "shipping_paise" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "booking_started_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "booking_error" text`);
    await queryRunner.query(`ALTER TABLE "products" ADD "weight_grams" integer`);
    await queryRunner.query(`ALTER TABLE "products" ADD "length_cm" integer`);
    await queryRunner.query(`ALTER TABLE "products" ADD "breadth_cm" integer`);
    await queryRunner.query(`ALTER TABLE "products" ADD "height_cm" integer`);
    await queryRunner.query(`CREATE TABLE "shipping_tokens" ("provider" text NOT NULL, "token" text, "expires_at" TIMESTAMP WITH TIME ZONE, "refreshing_until" TIMESTAMP WITH TIME ZONE, CONSTRAINT "shipping_tokens_pkey" PRIMARY KEY ("provider"))`);
    await queryRunner.query(`CREATE TABLE "shiprocket_sandbox_orders" (
      "shipment_id" bigserial NOT NULL,
      "sr_order_id" bigserial NOT NULL,
      "channel_order_id" text NOT NULL,
      "is_return" boolean NOT NULL,
      "awb" text,
      "doc" jsonb NOT NULL,
      CONSTRAINT "shiprocket_sandbox_orders_pkey" PRIMARY KEY ("shipment_id")
    )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "shiprocket_sandbox_orders_channel_key" ON "shiprocket_sandbox_orders" ("channel_order_id", "is_return")`);
    await queryRunner.query(`ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check"`);
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("kind" IN ('welcome', 'order_confirmed', 'order_shipped', 'order_delivered', 'order_cancelled', 'order_out_for_delivery', 'order_delivery_failed', 'verify_email', 'password_reset', 'password_changed', 'email_change', 'email_change_notice', 'return_received', 'return_approved', 'return_rejected', 'refund_issued', 'exchange_shipped', 'cart_reminder', 'back_in_stock', 'review_request'))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "shiprocket_sandbox_orders_awb_key" ON "shiprocket_sandbox_orders" ("awb")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check"`);
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("kind" IN ('welcome', 'order_confirmed', 'order_shipped', 'order_delivered', 'order_cancelled', 'verify_email', 'password_reset', 'password_changed', 'email_change', 'email_change_notice', 'return_received', 'return_approved', 'return_rejected', 'refund_issued', 'exchange_shipped', 'cart_reminder', 'back_in_stock', 'review_request'))`);
    await queryRunner.query(`DROP TABLE "shiprocket_sandbox_orders"`);
    await queryRunner.query(`DROP TABLE "shipping_tokens"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "height_cm"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "breadth_cm"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "length_cm"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "weight_grams"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "booking_error"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "booking_started_at"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "shipping_paise"`);
    await queryRunner.query(`DROP TABLE "shipments"`);
  }
}
