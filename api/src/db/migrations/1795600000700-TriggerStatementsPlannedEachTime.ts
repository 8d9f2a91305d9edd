import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The catalogue's statement-level triggers (stock totals, the search table, listing counts) run their statements
 * through EXECUTE, so each is planned when it runs, for the tables and the transition tables as they are then.
 *
 * Why: PL/pgSQL plans a statement without parameters once per connection and keeps that plan. A catalogue import
 * starts on empty tables, so its connection kept plans made for empty tables: a sequential scan of `products` for
 * every batch's stock totals, and a nested loop over all of `product_search` for every batch's search rows. Each
 * batch then cost time in proportion to the whole catalogue: about 8,000 products a minute at 90,000 products and
 * falling (EXPLAIN plans logged by auto_explain), where a million used to load in minutes. Planning each statement
 * costs about a millisecond, once per statement, not per row.
 */
const STATEMENTS: Record<string, string[]> = {
  product_variants_after_insert: [stockDeltas(`SELECT "product_id" AS product_id, "stock" AS delta FROM "new_rows"`)],
  product_variants_after_update: [
    stockDeltas(`SELECT "product_id" AS product_id, "stock" AS delta FROM "new_rows" UNION ALL SELECT "product_id", -"stock" FROM "old_rows"`),
  ],
  product_variants_after_delete: [stockDeltas(`SELECT "product_id" AS product_id, -"stock" AS delta FROM "old_rows"`)],
  product_search_after_insert: [
    `INSERT INTO "product_search" ("product_id", "search_vector")
     SELECT n."id", n."search_vector" FROM "new_rows" AS n WHERE n."deleted_at" IS NULL`,
  ],
  product_search_after_update: [
    `DELETE FROM "product_search" AS s
     USING "new_rows" AS n JOIN "old_rows" AS o USING ("id")
     WHERE s."product_id" = n."id" AND n."deleted_at" IS NOT NULL AND o."deleted_at" IS NULL`,
    `INSERT INTO "product_search" ("product_id", "search_vector")
     SELECT n."id", n."search_vector"
     FROM "new_rows" AS n JOIN "old_rows" AS o USING ("id")
     WHERE n."deleted_at" IS NULL AND (o."deleted_at" IS NOT NULL OR n."search_vector" IS DISTINCT FROM o."search_vector")
     ON CONFLICT ("product_id") DO UPDATE SET "search_vector" = EXCLUDED."search_vector"`,
  ],
  products_after_insert: [
    `SELECT "search_words_collect"(ARRAY(SELECT n."title" || ' ' || n."brand" || ' ' || n."category" || ' ' || n."description" FROM "new_rows" AS n))`,
    `SELECT "catalogue_counts_add"(
       (SELECT coalesce(jsonb_agg(jsonb_build_object('category', n."category", 'brand', n."brand", 'delta', 1)), '[]')
          FROM "new_rows" AS n WHERE n."deleted_at" IS NULL))`,
  ],
  products_after_update: [
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
  products_after_delete: [
    `SELECT "catalogue_counts_add"(
       (SELECT coalesce(jsonb_agg(jsonb_build_object('category', o."category", 'brand', o."brand", 'delta', -1)), '[]')
          FROM "old_rows" AS o WHERE o."deleted_at" IS NULL))`,
  ],
};

/** Adds one statement's stock changes to each product's total, in product-id order (no deadlock between two). */
function stockDeltas(deltas: string): string {
  return `UPDATE "products" AS p SET "total_stock" = p."total_stock" + d.delta
     FROM (SELECT product_id, sum(delta)::int AS delta FROM (${deltas}) AS rows GROUP BY product_id ORDER BY product_id) AS d
     WHERE p."id" = d.product_id AND d.delta <> 0`;
}

/** A trigger function running `statements` planned each time (EXECUTE) or, as before this migration, kept plans. */
function triggerFunction(name: string, statements: string[], plannedEachTime: boolean): string {
  const body = statements.map((sql) => (plannedEachTime ? `EXECUTE $sql$${sql}$sql$;` : sql.startsWith("SELECT") ? `PERFORM ${sql.slice("SELECT ".length)};` : `${sql};`));
  return `CREATE OR REPLACE FUNCTION "${name}"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      ${body.join("\n      ")}
      RETURN NULL;
    END
    $fn$`;
}

export class TriggerStatementsPlannedEachTime1795600000700 implements MigrationInterface {
  name = "TriggerStatementsPlannedEachTime1795600000700";

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, statements] of Object.entries(STATEMENTS)) await queryRunner.query(triggerFunction(name, statements, true));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, statements] of Object.entries(STATEMENTS)) await queryRunner.query(triggerFunction(name, statements, false));
  }
}
