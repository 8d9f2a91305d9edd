import type { MigrationInterface, QueryRunner } from "typeorm";

export class IdempotencyKeys1795800000100 implements MigrationInterface {
  name = "IdempotencyKeys1795800000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "idempotency_keys" ("user_id" uuid NOT NULL, "key" text NOT NULL, "operation" text NOT NULL, "request_hash" text NOT NULL, "status" smallint NOT NULL, "content_type" text NOT NULL, "body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("user_id", "key"))`);
    await queryRunner.query(`CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys"  ("expires_at") `);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."idempotency_keys_expires_at_idx"`);
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
  }
}
