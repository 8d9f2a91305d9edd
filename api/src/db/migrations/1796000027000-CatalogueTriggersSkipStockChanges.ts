import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The products table's statement-level triggers (the search table, the search words, the listing counts) return at
 * once when no row changed what they keep: its title, brand, category, description, search vector or deletion.
 *
 * Why: every order's stock change updates `product_variants`, whose trigger adds the change to `products.total_stock`,
 * which fired both triggers; each then planned and ran its statements (EXECUTE, 1795600000700) to find that nothing
 * they keep had changed. On the bench's database one stock update cost 2.5-4 ms in these triggers (EXPLAIN ANALYZE,
 * warm connection) against about 1 ms without them, and a flash sale's buyers wait on the product's row for all of it.
 * The check is planned each time too (EXECUTE), for the reason 1795600000700 gives.
 */
export const WATCHED: Record<string, { columns: string[]; statements: string[] }> = {
  product_search_after_update: {
    columns: ["deleted_at", "search_vector"],
    statements: [
      `DELETE FROM "product_search" AS s
     USING "new_rows" AS n JOIN "old_rows" AS o USING ("id")
     WHERE s."product_id" = n."id" AND n."deleted_at" IS NOT NULL AND o."deleted_at" IS NULL`,
      `INSERT INTO "product_search" ("product_id", "search_vector")
     SELECT n."id", n."search_vector"
     FROM "new_rows" AS n JOIN "old_rows" AS o USING ("id")
     WHERE n."deleted_at" IS NULL AND (o."deleted_at" IS NOT NULL OR n."search_vector" IS DISTINCT FROM o."search_vector")
     ON CONFLICT ("product_id") DO UPDATE SET "search_vector" = EXCLUDED."search_vector"`,
    ],
  },
  products_after_update: {
    columns: ["title", "brand", "category", "description", "deleted_at"],
    statements: [
      `SELECT "search_words_collect"(ARRAY(
       SELECT n."title" || ' ' || n."brand" || ' ' || n."category" || ' ' || n."description"
       FROM "new_rows" AS n JOIN "old_rows" AS o USING ("id")
       WHERE (n."title", n."brand", n."category", n."description") IS DISTINCT FROM (o."title", o."brand", o."category", o."description")))`,
      `SELECT "catalogue_counts_add"((
       SELECT coalesce(jsonb_agg(c), '[]')
       FROM (
         SELECT n."category", n."brand", 1 AS "delta"
           FROM "new_rows" AS n JOIN "old_rows" AS o USING ("id")
          WHERE n."deleted_at" IS NULL AND (o."deleted_at" IS NOT NULL OR o."category" <> n."category" OR o."brand" <> n."brand")
         UNION ALL
         SELECT o."category", o."brand", -1
           FROM "new_rows" AS n JOIN "old_rows" AS o USING ("id")
          WHERE o."deleted_at" IS NULL AND (n."deleted_at" IS NOT NULL OR o."category" <> n."category" OR o."brand" <> n."brand")
       ) AS c))`,
    ],
  },
};

/**
 * How the guard asks whether any row changed: `exists`, as first written, which the planner takes for an early match
 * and joins the two transition tables by a nested loop (quadratic when nothing changed: 2.4 s for 4,000 rows), or
 * `counted`, the same join counted whole, which it hashes or merges (CatalogueTriggerGuardsCounted).
 */
export type GuardForm = "exists" | "counted";

/** `firstly`: statements the function begins with (a later migration's early return). */
export function triggerFunction(name: string, { columns, statements }: (typeof WATCHED)[string], skipUnchanged: boolean, firstly = "", guardForm: GuardForm = "exists"): string {
  const tuple = (alias: string) => `(${columns.map((c) => `${alias}."${c}"`).join(", ")})`;
  const changedRows = `FROM "new_rows" AS n JOIN "old_rows" AS o USING ("id") WHERE ${tuple("n")} IS DISTINCT FROM ${tuple("o")}`;
  const question = guardForm === "exists" ? `SELECT EXISTS (SELECT 1 ${changedRows})` : `SELECT count(*) > 0 ${changedRows}`;
  const guard = skipUnchanged
    ? `EXECUTE $sql$${question}$sql$ INTO changed;
      IF NOT changed THEN RETURN NULL; END IF;`
    : "";
  return `CREATE OR REPLACE FUNCTION "${name}"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE changed boolean;
    BEGIN${firstly}
      ${guard}
      ${statements.map((sql) => `EXECUTE $sql$${sql}$sql$;`).join("\n      ")}
      RETURN NULL;
    END
    $fn$`;
}

export class CatalogueTriggersSkipStockChanges1796000027000 implements MigrationInterface {
  name = "CatalogueTriggersSkipStockChanges1796000027000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, watched] of Object.entries(WATCHED)) await queryRunner.query(triggerFunction(name, watched, true));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, watched] of Object.entries(WATCHED)) await queryRunner.query(triggerFunction(name, watched, false));
  }
}
