import type { MigrationInterface, QueryRunner } from "typeorm";
import { triggerFunction, WATCHED } from "./1796000027000-CatalogueTriggersSkipStockChanges.js";
import { SKIP_WHEN_MARKED } from "./1796900000800-StockTotalsSkipCatalogueTriggers.js";

/**
 * The products table's statement triggers ask whether any row changed what they keep by counting the whole join,
 * which PostgreSQL hashes or merges, instead of `EXISTS`, which it joined row by row.
 *
 * Why: for `EXISTS` the planner expects an early match and joins the update's two transition tables by a nested loop;
 * when nothing they keep changed (a stock total moved, the common case), it compares every new row with every old
 * one. The catalogue import adds a batch's variants in one statement (1,000 products a batch), whose trigger updates
 * the batch's totals in one statement, so each batch paid both guards quadratically. Measured on PostgreSQL 15 (psql,
 * `\timing`, three sizes a product): a batch of 1,000 products' variants took 275 ms before and 79 ms after; 4,000
 * took 3.5 s before (auto_explain: 2.4 s in each guard, 16 million comparisons) and 0.32 s after. Counted, the guards
 * take a hash or merge join on the id. One row's update (an admin's edit) is planned as before.
 */
export class CatalogueTriggerGuardsCounted1796900001100 implements MigrationInterface {
  name = "CatalogueTriggerGuardsCounted1796900001100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, watched] of Object.entries(WATCHED)) await queryRunner.query(triggerFunction(name, watched, true, SKIP_WHEN_MARKED, "counted"));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, watched] of Object.entries(WATCHED)) await queryRunner.query(triggerFunction(name, watched, true, SKIP_WHEN_MARKED));
  }
}
