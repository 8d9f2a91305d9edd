import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * An idempotency key is claimed by a row of its own while its request runs (`claimed_until`, no answer yet), instead
 * of a transaction held open across the work: the answer fills the row in when the work is done.
 */
export class IdempotencyKeyClaims1795990000100 implements MigrationInterface {
  name = "IdempotencyKeyClaims1795990000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ALTER COLUMN "status" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ALTER COLUMN "content_type" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ALTER COLUMN "body" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ADD "claimed_until" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ADD "claimed_by" bigint`);
    await queryRunner.query(
      `ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_claim_or_answer_check" CHECK (("claimed_until" IS NOT NULL AND "status" IS NULL AND "content_type" IS NULL AND "body" IS NULL) OR ("claimed_until" IS NULL AND "status" IS NOT NULL AND "content_type" IS NOT NULL AND "body" IS NOT NULL))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "idempotency_keys" WHERE "claimed_until" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_claim_or_answer_check"`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" DROP COLUMN "claimed_by"`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" DROP COLUMN "claimed_until"`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ALTER COLUMN "body" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ALTER COLUMN "content_type" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ALTER COLUMN "status" SET NOT NULL`);
  }
}
