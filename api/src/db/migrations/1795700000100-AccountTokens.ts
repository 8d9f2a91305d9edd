import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 23, accounts a shop can run on: the links sent by email (password reset, email verification, email change),
 * stored as hashes only; whether a user's email is verified; an admin's block; the emails that tell of them; and the
 * two indexes the admin's customer list reads: customers newest first (keyset pages), and search by any part of the
 * email, name or user name (trigrams, as the product title's).
 */
export class AccountTokens1795700000100 implements MigrationInterface {
  name = "AccountTokens1795700000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "account_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "purpose" text NOT NULL, "token_hash" text NOT NULL, "email" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "account_tokens_purpose_check" CHECK ("purpose" IN ('password_reset', 'verify_email', 'change_email')), CONSTRAINT "PK_account_tokens" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "account_tokens_user_purpose_idx" ON "account_tokens" ("user_id", "purpose")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "account_tokens_token_hash_key" ON "account_tokens" ("token_hash")`);
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verified_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "blocked_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "blocked_reason" text`);
    await queryRunner.query(`ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`CREATE INDEX "users_customers_created_idx" ON "users" ("created_at" DESC, "id" DESC) WHERE "role" = 'customer'`);
    // The expression customers.service.ts searches with, word for word (pg_trgm is there since ProductSearch).
    await queryRunner.query(
      `CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("email") || ' ' || lower("name") || ' ' || lower("username")) gin_trgm_ops) WHERE "role" = 'customer'`,
    );
    await queryRunner.query(`ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("kind" IN ('welcome', 'order_confirmed', 'order_shipped', 'order_delivered', 'order_cancelled', 'verify_email', 'password_reset', 'password_changed', 'email_change', 'email_change_notice'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "email_outbox" WHERE "kind" IN ('verify_email', 'password_reset', 'password_changed', 'email_change', 'email_change_notice')`);
    await queryRunner.query(`ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("kind" IN ('welcome', 'order_confirmed', 'order_shipped', 'order_delivered', 'order_cancelled'))`,
    );
    await queryRunner.query(`DROP INDEX "public"."users_search_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "public"."users_customers_created_idx"`);
    await queryRunner.query(`ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "blocked_reason"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "blocked_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verified_at"`);
    await queryRunner.query(`DROP INDEX "public"."account_tokens_token_hash_key"`);
    await queryRunner.query(`DROP INDEX "public"."account_tokens_user_purpose_idx"`);
    await queryRunner.query(`DROP TABLE "account_tokens"`);
  }
}
