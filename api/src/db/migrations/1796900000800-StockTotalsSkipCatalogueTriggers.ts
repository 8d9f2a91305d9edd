import type { MigrationInterface, QueryRunner } from "typeorm";
import { triggerFunction, WATCHED } from "./1796000027000-CatalogueTriggersSkipStockChanges.js";
import { stockTotalsByKeyFunction } from "./1796900000400-StockTotalsByKey.js";

/**
 * Issue 46: the products table's statement triggers (the search table, the search words, the listing counts) return at
 * once, without a statement, when the update that fired them is the variants' trigger keeping `total_stock`.
 *
 * Why: every reservation, release and restock updates `products.total_stock`, and each of those updates fired both
 * triggers, whose guard (CatalogueTriggersSkipStockChanges) compares the transition tables' rows in a statement to
 * find that nothing they keep changed. On the bench's database, 2,000 one-variant stock updates in a loop took 0.68–0.72
 * ms each with the guard, 0.44 ms with both bodies emptied and 0.33–0.40 ms with this; a checkout's reservation runs
 * inside the product's row lock, so a flash sale's buyers wait for it one after another.
 *
 * How: the variants' trigger marks its own update of the totals with a transaction-local setting, set just before
 * and cleared just after; an update of `total_stock` alone cannot change what the products' triggers keep. Any
 * other update of products (an admin's edit, an import, even one that also sets `total_stock`) runs them as before.
 * A failed update cannot leave the mark behind: its transaction or savepoint rolls the setting back with it.
 */
const MARK = "sutra.stock_totals_only";
export const SKIP_WHEN_MARKED = `\n      IF current_setting('${MARK}', true) = 'on' THEN RETURN NULL; END IF;`;
const MARKED = { before: `\n      PERFORM set_config('${MARK}', 'on', true);`, after: `\n      PERFORM set_config('${MARK}', '', true);` };

export class StockTotalsSkipCatalogueTriggers1796900000800 implements MigrationInterface {
  name = "StockTotalsSkipCatalogueTriggers1796900000800";

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, watched] of Object.entries(WATCHED)) await queryRunner.query(triggerFunction(name, watched, true, SKIP_WHEN_MARKED));
    await queryRunner.query(stockTotalsByKeyFunction(MARKED));
    // CREATE OR REPLACE drops the function's settings: StockTotalsByKey's plan mode, again.
    await queryRunner.query(`ALTER FUNCTION "product_variants_after_update"() SET plan_cache_mode = force_custom_plan`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(stockTotalsByKeyFunction());
    await queryRunner.query(`ALTER FUNCTION "product_variants_after_update"() SET plan_cache_mode = force_custom_plan`);
    for (const [name, watched] of Object.entries(WATCHED)) await queryRunner.query(triggerFunction(name, watched, true));
  }
}
