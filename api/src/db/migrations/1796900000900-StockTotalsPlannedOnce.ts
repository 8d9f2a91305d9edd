import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 46: a checkout's stock change keeps its product's `total_stock` without planning a statement.
 *
 * StockTotalsByKey made the variants' update trigger add each product's delta by its key, and planned that small
 * UPDATE with its values every time (`plan_cache_mode = force_custom_plan`) so that a session begun on a small
 * catalogue would not keep a sequential scan once the catalogue had grown. Planning it was 0.14 of its 0.40 ms
 * (pg_stat_statements over W5: 119 ms planning for 848 reservations), inside the product's row lock.
 *
 * Now the function's statements may not scan a table whole (`enable_seqscan = off`): the UPDATE by key has one plan
 * however large or small the table is (the primary key), so it is planned once per session and reused. An import's
 * batch (more than 16 variants) still runs as one statement planned when it runs; with no sequential scan it reads
 * products by key, as a batch of that size wants.
 */
export class StockTotalsPlannedOnce1796900000900 implements MigrationInterface {
  name = "StockTotalsPlannedOnce1796900000900";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER FUNCTION "product_variants_after_update"() RESET plan_cache_mode`);
    await queryRunner.query(`ALTER FUNCTION "product_variants_after_update"() SET enable_seqscan = off`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER FUNCTION "product_variants_after_update"() RESET enable_seqscan`);
    await queryRunner.query(`ALTER FUNCTION "product_variants_after_update"() SET plan_cache_mode = force_custom_plan`);
  }
}
