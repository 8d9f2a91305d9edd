import type { MigrationInterface, QueryRunner } from "typeorm";
import { triggerFunction, WATCHED } from "./1796000027000-CatalogueTriggersSkipStockChanges.js";
import { SKIP_WHEN_MARKED } from "./1796900000800-StockTotalsSkipCatalogueTriggers.js";

/**
 * The products table's statement triggers ask whether any row changed what they keep by counting the whole join,
 * which PostgreSQL hashes or merges, instead of `EXISTS`, which it joined row by row.
 *
 * Why: for `EXISTS` the planner expects an early match and joins the update's two transition tables by a nested loop;
 * when nothing they keep changed (a stock total moved, the common case), it compares every new row with every old
 * one. An update of 4,000 products' totals (their variants added in one statement, as a catalogue import or a test's
 * fixture does) spent 2 × 2.4 s in the two guards, 16 million comparisons each, and 125 ms in the update itself
 * (auto_explain, PostgreSQL 15). Counted, the same guards take a hash or merge join on the id: about a millisecond for
 * 1,000 rows; the whole statement 5.0 s → 0.27 s. One row's update (an admin's edit) is planned as before.
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
