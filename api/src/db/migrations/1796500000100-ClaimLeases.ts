import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Claims that move on (issue 47): an idempotency key's claim carries a fencing token and notes what its work committed
 * (`effects`), and the background jobs' leases get a table of their own (leases held by a node with a heartbeat and a
 * token, instead of advisory locks held by a connection that a frozen node keeps alive).
 */
export class ClaimLeases1796500000100 implements MigrationInterface {
  name = "ClaimLeases1796500000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "leases" ("name" text NOT NULL, "holder" text NOT NULL, "token" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "leases_pkey" PRIMARY KEY ("name"))`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ADD "claim_token" uuid`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ADD "effects" jsonb NOT NULL DEFAULT '{}'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_keys" DROP COLUMN "effects"`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" DROP COLUMN "claim_token"`);
    await queryRunner.query(`DROP TABLE "leases"`);
  }
}
