import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 46: a guarded write that carries its COMMIT (db/transactions.ts, lastWrite) must fail whole when a guard refuses
 * it, since no caller is left to roll it back. `sutra_refuse(reason, detail)` fails the statement it is evaluated in
 * (SQLSTATE P0001, raise_exception, with the reason as its message and the detail as its DETAIL); a statement calls it
 * only where a guard did not hold, e.g. `(SELECT sutra_refuse('units short', id::text) FROM short_units LIMIT 1)`.
 */
export class RefuseInsideTheWrite1796900000500 implements MigrationInterface {
  name = "RefuseInsideTheWrite1796900000500";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION "sutra_refuse"(reason text, detail text) RETURNS boolean LANGUAGE plpgsql AS $fn$
    BEGIN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = reason, DETAIL = coalesce(detail, '');
    END
    $fn$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION "sutra_refuse"(text, text)`);
  }
}
