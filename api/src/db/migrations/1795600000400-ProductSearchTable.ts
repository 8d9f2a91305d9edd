import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * `product_search`: the search vector of every live product, alone in a narrow table with its GIN index, kept by
 * the database. Ranking a search reads the vector of every match (13,949 rows for "slim shirt" on a million
 * products); in `products` those vectors sat in 605 MB of wide rows, here in about 300 MB of (id, vector) rows, so
 * a search ranks its matches here and reads only the page's rows from `products`.
 *
 * - Filled from `products.search_vector` (still the one definition of the vector, a generated column), only for
 *   products that are not deleted, so a search needs no `deleted_at` test.
 * - Kept in step by statement-level triggers with transition tables, like `catalogue_counts`: an import batch of
 *   1,000 rows costs one INSERT here, not 1,000. Inserted live products are added; an update adds, refreshes or
 *   removes the rows whose vector or deletion changed (statement-level UPDATE triggers cannot name columns, so it
 *   compares old and new rows: a stock change writes nothing here). A deleted product's row goes with it
 *   (ON DELETE CASCADE; TRUNCATE products CASCADE empties it too).
 * - `products_search_idx` (the GIN index on `products.search_vector`) is dropped: nothing else searched it (the
 *   spelling corrector reads `search_words`, the "similar" fallback the title's trigram index), and it cost
 *   every product write.
 */
export class ProductSearchTable1795600000400 implements MigrationInterface {
  name = "ProductSearchTable1795600000400";

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Filled before its keys and index exist: one sort each instead of a million index insertions and key checks.
    await queryRunner.query(`CREATE TABLE "product_search" ("product_id" uuid NOT NULL, "search_vector" tsvector NOT NULL)`);
    await queryRunner.query(`INSERT INTO "product_search" ("product_id", "search_vector") SELECT "id", "search_vector" FROM "products" WHERE "deleted_at" IS NULL`);
    await queryRunner.query(`ALTER TABLE "product_search" ADD CONSTRAINT "product_search_pkey" PRIMARY KEY ("product_id")`);
    await queryRunner.query(
      `ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(`CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector")`);

    await queryRunner.query(`
      CREATE FUNCTION "product_search_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "product_search" ("product_id", "search_vector")
        SELECT n."id", n."search_vector" FROM "new_rows" AS n WHERE n."deleted_at" IS NULL;
        RETURN NULL;
      END
      $$`);
    // Product ids never change, so old and new rows pair up by id (as in catalogue_counts).
    await queryRunner.query(`
      CREATE FUNCTION "product_search_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "product_search" AS s
        USING "new_rows" AS n JOIN "old_rows" AS o USING ("id")
        WHERE s."product_id" = n."id" AND n."deleted_at" IS NOT NULL AND o."deleted_at" IS NULL;
        INSERT INTO "product_search" ("product_id", "search_vector")
        SELECT n."id", n."search_vector"
        FROM "new_rows" AS n JOIN "old_rows" AS o USING ("id")
        WHERE n."deleted_at" IS NULL AND (o."deleted_at" IS NOT NULL OR n."search_vector" IS DISTINCT FROM o."search_vector")
        ON CONFLICT ("product_id") DO UPDATE SET "search_vector" = EXCLUDED."search_vector";
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER "product_search_after_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_after_insert"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "product_search_after_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_after_update"()`,
    );

    await queryRunner.query(`DROP INDEX "products_search_idx"`);
    await queryRunner.query(`ANALYZE "product_search"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE "deleted_at" IS NULL`);
    await queryRunner.query(`DROP TRIGGER "product_search_after_update" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "product_search_after_insert" ON "products"`);
    await queryRunner.query(`DROP FUNCTION "product_search_after_update"()`);
    await queryRunner.query(`DROP FUNCTION "product_search_after_insert"()`);
    await queryRunner.query(`DROP TABLE "product_search"`);
  }
}
