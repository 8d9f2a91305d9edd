import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Catalogue bookkeeping that no longer costs a rescan or a per-row function call:
 *
 * - `catalogue_counts`: how many live products each (category, brand) pair has, kept exact by statement-level
 *   triggers on products. Every listing total and facet count is a sum over these 30 rows, whatever the size of the
 *   catalogue, instead of a GROUP BY over it on every request.
 * - `search_words` is filled per statement instead of per row: the new rows' text is split by the C parser
 *   (`ts_parse`) once, and only words the table does not know yet go through `search_words_of` (`ts_debug`, which
 *   cost 0.76 ms a row and made importing 10,000 products take 16 s).
 *
 * Statement-level UPDATE triggers cannot name columns; they compare old and new rows instead, so a stock change
 * (the common update) writes nothing here.
 */
export class CatalogueCounts1795600000100 implements MigrationInterface {
  name = "CatalogueCounts1795600000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "catalogue_counts" (
        "category" text NOT NULL,
        "brand" text NOT NULL,
        "products" integer NOT NULL DEFAULT 0,
        CONSTRAINT "catalogue_counts_pkey" PRIMARY KEY ("category", "brand")
      )`);
    await queryRunner.query(`
      INSERT INTO "catalogue_counts" ("category", "brand", "products")
      SELECT "category", "brand", count(*) FROM "products" WHERE "deleted_at" IS NULL GROUP BY "category", "brand"`);

    // Adds signed changes to the counts, in key order so that concurrent writers lock rows in the same order. (No
    // CHECK (products >= 0): PostgreSQL checks the proposed row, -1, before it turns the insert into an update.)
    await queryRunner.query(`
      CREATE FUNCTION "catalogue_counts_add"(changes jsonb) RETURNS void LANGUAGE sql AS $$
        INSERT INTO "catalogue_counts" ("category", "brand", "products")
        SELECT c."category", c."brand", sum(c."delta")
        FROM jsonb_to_recordset(changes) AS c("category" text, "brand" text, "delta" integer)
        GROUP BY c."category", c."brand"
        HAVING sum(c."delta") <> 0
        ORDER BY c."category", c."brand"
        ON CONFLICT ("category", "brand") DO UPDATE SET "products" = "catalogue_counts"."products" + EXCLUDED."products"
      $$`);

    await queryRunner.query(`
      CREATE FUNCTION "search_words_collect"(bodies text[]) RETURNS void LANGUAGE sql AS $$
        INSERT INTO "search_words" ("word", "lexeme")
        SELECT w."word", w."lexeme"
        FROM (
          SELECT DISTINCT t."token"
          FROM unnest(bodies) AS b("body"), ts_parse('default', b."body") AS t
          WHERE t."tokid" IN (1, 2, 3, 9, 10, 11, 15, 16, 17)
        ) AS tok
        CROSS JOIN LATERAL "search_words_of"(tok."token") AS w
        WHERE NOT EXISTS (SELECT 1 FROM "search_words" AS s WHERE s."word" = replace(lower(tok."token"), '-', ''))
        ON CONFLICT ("word") DO NOTHING
      $$`);

    await queryRunner.query(`DROP TRIGGER "products_search_words" ON "products"`);
    await queryRunner.query(`DROP FUNCTION "products_collect_search_words"()`);

    await queryRunner.query(`
      CREATE FUNCTION "products_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM "search_words_collect"(ARRAY(SELECT n."title" || ' ' || n."brand" || ' ' || n."category" || ' ' || n."description" FROM "new_rows" AS n));
        PERFORM "catalogue_counts_add"(
          (SELECT coalesce(jsonb_agg(jsonb_build_object('category', n."category", 'brand', n."brand", 'delta', 1)), '[]')
             FROM "new_rows" AS n WHERE n."deleted_at" IS NULL));
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION "products_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM "search_words_collect"(ARRAY(
          SELECT n."title" || ' ' || n."brand" || ' ' || n."category" || ' ' || n."description"
          FROM "new_rows" AS n JOIN "old_rows" AS o USING ("id")
          WHERE (n."title", n."brand", n."category", n."description") IS DISTINCT FROM (o."title", o."brand", o."category", o."description")));
        PERFORM "catalogue_counts_add"((
          SELECT coalesce(jsonb_agg(c), '[]')
          FROM (
            SELECT n."category", n."brand", 1 AS "delta"
              FROM "new_rows" AS n JOIN "old_rows" AS o USING ("id")
             WHERE n."deleted_at" IS NULL AND (o."deleted_at" IS NOT NULL OR o."category" <> n."category" OR o."brand" <> n."brand")
            UNION ALL
            SELECT o."category", o."brand", -1
              FROM "new_rows" AS n JOIN "old_rows" AS o USING ("id")
             WHERE o."deleted_at" IS NULL AND (n."deleted_at" IS NOT NULL OR o."category" <> n."category" OR o."brand" <> n."brand")
          ) AS c));
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION "products_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM "catalogue_counts_add"(
          (SELECT coalesce(jsonb_agg(jsonb_build_object('category', o."category", 'brand', o."brand", 'delta', -1)), '[]')
             FROM "old_rows" AS o WHERE o."deleted_at" IS NULL));
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION "products_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "catalogue_counts";
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER "products_after_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_after_insert"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "products_after_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_after_update"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "products_after_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_after_delete"()`,
    );
    await queryRunner.query(`CREATE TRIGGER "products_after_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "products_after_truncate"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "products_after_truncate" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "products_after_delete" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "products_after_update" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "products_after_insert" ON "products"`);
    await queryRunner.query(`DROP FUNCTION "products_after_truncate"()`);
    await queryRunner.query(`DROP FUNCTION "products_after_delete"()`);
    await queryRunner.query(`DROP FUNCTION "products_after_update"()`);
    await queryRunner.query(`DROP FUNCTION "products_after_insert"()`);
    await queryRunner.query(`
      CREATE FUNCTION "products_collect_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "search_words" ("word", "lexeme")
        SELECT w."word", w."lexeme" FROM "search_words_of"(NEW."title" || ' ' || NEW."brand" || ' ' || NEW."category" || ' ' || NEW."description") AS w
        ON CONFLICT ("word") DO NOTHING;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF "title", "brand", "category", "description" ON "products" FOR EACH ROW EXECUTE FUNCTION "products_collect_search_words"()`,
    );
    await queryRunner.query(`DROP FUNCTION "search_words_collect"(text[])`);
    await queryRunner.query(`DROP FUNCTION "catalogue_counts_add"(jsonb)`);
    await queryRunner.query(`DROP TABLE "catalogue_counts"`);
  }
}
