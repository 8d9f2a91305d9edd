import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 46: a checkout's stock change keeps its products' `total_stock` without planning a statement each time.
 *
 * The variants' update trigger ran its one statement through EXECUTE (migration TriggerStatementsPlannedEachTime: a
 * session must not keep plans made for the empty tables an import starts on), so every reservation, release and restock
 * planned the totals' UPDATE … FROM (an aggregate over the transition tables) anew: about 0.2 ms of each placing
 * statement (500 one-variant updates in a loop: 0.23 ms a statement with it, 0.02 ms with this; auto_explain showed the
 * trigger at 0.79 of the placing write's 1.48 ms), inside the flash product's row lock.
 *
 * A change of a few variants (a checkout's, an admin's) now adds each product's delta by its key, in product-id order as
 * before (no deadlock between two); those small statements are planned with their values every time
 * (`plan_cache_mode = force_custom_plan` on the function), so a session that began on an empty catalogue still finds a
 * product by its index once the catalogue has grown. A larger change (an import's batch) keeps the one statement planned
 * when it runs.
 */
const DELTAS = `SELECT "product_id" AS product_id, sum(delta)::int AS delta
  FROM (SELECT "product_id", "stock" AS delta FROM "new_rows" UNION ALL SELECT "product_id", -"stock" FROM "old_rows") AS rows
  GROUP BY product_id ORDER BY product_id`;

/** Up to this many changed variants are added product by product; more, as one statement planned when it runs. */
const BY_KEY_UP_TO = 16;

/** The variants' update trigger of this migration; `around`: statements before and after the totals' update (a later migration's). */
export function stockTotalsByKeyFunction(around = { before: "", after: "" }): string {
  return `CREATE OR REPLACE FUNCTION "product_variants_after_update"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      d record;
    BEGIN${around.before}
      IF (SELECT count(*) FROM "new_rows") <= ${BY_KEY_UP_TO} THEN
        FOR d IN ${DELTAS} LOOP
          IF d.delta <> 0 THEN
            UPDATE "products" SET "total_stock" = "total_stock" + d.delta WHERE "id" = d.product_id;
          END IF;
        END LOOP;
      ELSE
        EXECUTE $sql$UPDATE "products" AS p SET "total_stock" = p."total_stock" + d.delta
          FROM (${DELTAS}) AS d
          WHERE p."id" = d.product_id AND d.delta <> 0$sql$;
      END IF;${around.after}
      RETURN NULL;
    END
    $fn$`;
}

export class StockTotalsByKey1796900000400 implements MigrationInterface {
  name = "StockTotalsByKey1796900000400";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(stockTotalsByKeyFunction());
    await queryRunner.query(`ALTER FUNCTION "product_variants_after_update"() SET plan_cache_mode = force_custom_plan`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER FUNCTION "product_variants_after_update"() RESET plan_cache_mode`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION "product_variants_after_update"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      EXECUTE $sql$UPDATE "products" AS p SET "total_stock" = p."total_stock" + d.delta
     FROM (SELECT product_id, sum(delta)::int AS delta FROM (SELECT "product_id" AS product_id, "stock" AS delta FROM "new_rows" UNION ALL SELECT "product_id", -"stock" FROM "old_rows") AS rows GROUP BY product_id ORDER BY product_id) AS d
     WHERE p."id" = d.product_id AND d.delta <> 0$sql$;
      RETURN NULL;
    END
    $fn$`);
  }
}
