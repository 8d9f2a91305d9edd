import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Phone first (issue 43): the WhatsApp / SMS message outbox (sent by the same leased sender as the email outbox),
 * one-time sign-in codes (hashed), the user's phone and when it was verified, and a cash-on-delivery order's
 * confirmation state with the time it lapses.
 */
export class PhoneMessaging1796700000100 implements MigrationInterface {
  name = "PhoneMessaging1796700000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "message_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" text NOT NULL, "channel" text NOT NULL, "dedupe_key" text NOT NULL, "phone" text NOT NULL, "template" text NOT NULL, "params" jsonb NOT NULL DEFAULT '[]', "buttons" jsonb NOT NULL DEFAULT '[]', "body" text NOT NULL, "secret" boolean NOT NULL DEFAULT false, "user_id" uuid, "order_id" uuid, "status" text NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT 0, "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "locked_until" TIMESTAMP WITH TIME ZONE, "locked_by" text, "last_error" text, "transport" text, "provider_message_id" text, "delivery" text, "pressed" text, "sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "message_outbox_dedupe_key" UNIQUE ("dedupe_key"), CONSTRAINT "message_outbox_channel_check" CHECK ("channel" IN ('whatsapp', 'sms')), CONSTRAINT "message_outbox_status_check" CHECK ("status" IN ('pending', 'sent', 'failed', 'cancelled')), CONSTRAINT "PK_message_outbox" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "message_outbox_created_idx" ON "message_outbox" ("created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "message_outbox_phone_idx" ON "message_outbox" ("phone", "created_at") `);
    await queryRunner.query(`CREATE INDEX "message_outbox_provider_id_idx" ON "message_outbox" ("provider_message_id") `);
    await queryRunner.query(`CREATE INDEX "message_outbox_due_idx" ON "message_outbox" ("next_attempt_at", "created_at") WHERE status = 'pending'`);

    await queryRunner.query(
      `CREATE TABLE "login_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "phone" text NOT NULL, "purpose" text NOT NULL DEFAULT 'login', "user_id" uuid, "code_hash" text NOT NULL, "attempts" integer NOT NULL DEFAULT 0, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "login_codes_purpose_check" CHECK ("purpose" IN ('login', 'verify_phone')), CONSTRAINT "login_codes_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "login_codes_phone_idx" ON "login_codes" ("phone", "created_at") `);
    await queryRunner.query(`ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_user_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    await queryRunner.query(`ALTER TABLE "users" ADD "phone" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "phone_verified_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_phone_key" ON "users" ("phone") WHERE phone IS NOT NULL`);

    await queryRunner.query(`ALTER TABLE "orders" ADD "cod_confirmation" text NOT NULL DEFAULT 'not_needed'`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "cod_confirm_by" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_confirmation_check" CHECK ("cod_confirmation" IN ('awaiting', 'confirmed', 'not_needed'))`);
    await queryRunner.query(`CREATE INDEX "orders_cod_awaiting_idx" ON "orders" ("cod_confirm_by") WHERE cod_confirmation = 'awaiting'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."orders_cod_awaiting_idx"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_cod_confirmation_check"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "cod_confirm_by"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "cod_confirmation"`);
    await queryRunner.query(`DROP INDEX "public"."users_phone_key"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "phone_verified_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "phone"`);
    await queryRunner.query(`DROP TABLE "login_codes"`);
    await queryRunner.query(`DROP TABLE "message_outbox"`);
  }
}
