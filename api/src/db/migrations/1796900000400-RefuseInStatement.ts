import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 46 (W6): `sutra_refuse(reason)` fails the statement it is called from with SQLSTATE SU001. Placing an order
 * sends its write and its COMMIT together (db/write-and-commit.ts), so a write that could not take every unit must
 * fail by itself for the COMMIT to roll back; the write calls it when its guarded stock updates served fewer variants
 * than asked. It decides nothing: the rule (never below zero) is the guarded update's, the caller says when to refuse.
 */
export class RefuseInStatement1796900000400 implements MigrationInterface {
  name = "RefuseInStatement1796900000400";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION sutra_refuse(reason text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        RAISE EXCEPTION USING ERRCODE = 'SU001', MESSAGE = reason;
      END
      $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION sutra_refuse(text)`);
  }
}
