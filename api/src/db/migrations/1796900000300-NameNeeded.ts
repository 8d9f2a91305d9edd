import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 43: an account made by phone sign-in is asked its name (and, if they like, an email) once, before its first
 * order: `users.name_needed`, set when the account is made and cleared when the name is given. Accounts made by phone
 * before this (still named "Customer", the placeholder email) are asked too.
 */
export class NameNeeded1796900000300 implements MigrationInterface {
  name = "NameNeeded1796900000300";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "name_needed" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE "users" SET "name_needed" = true WHERE "email" LIKE '%@phone.sutra.invalid' AND "name" = 'Customer'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "name_needed"`);
  }
}
