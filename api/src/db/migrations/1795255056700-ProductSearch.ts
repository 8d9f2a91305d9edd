import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Catalogue search and keyset paging:
 * - `products.search_vector`, a STORED generated tsvector (title A, brand and category B, description C, 'english'),
 *   with a GIN index; TypeORM keeps the expression of a generated column in `typeorm_metadata`, so the row
 *   is written here too (otherwise the next `migration:generate` would want to rebuild the column);
 * - pg_trgm with a GIN trigram index on the title (similarity and `<%` word similarity);
 * - `search_words`: every word of the catalogue with its 'english' lexeme, kept by a trigger, from which
 *   the catalogue service picks corrections for misspelt words ("shrit" → shirt); hyphenated words are also
 *   kept without the hyphen ("tshirt" → t-shirt);
 * - the price and title sort indexes gain the id tie-breaker the keyset cursors compare on; titles sort by
 *   `lower(title) COLLATE "C"` so the order is the same on every server whatever its locale.
 */
export class ProductSearch1795255056700 implements MigrationInterface {
  name = "ProductSearch1795255056700";

  public async up(queryRunner: QueryRunner): Promise<void> {
    const expression =
      `setweight(to_tsvector('english', "title"), 'A') || ` +
      `setweight(to_tsvector('english', "brand" || ' ' || "category"), 'B') || ` +
      `setweight(to_tsvector('english', "description"), 'C')`;
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`ALTER TABLE "products" ADD "search_vector" tsvector GENERATED ALWAYS AS (${expression}) STORED NOT NULL`);
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" varchar NOT NULL, "database" varchar, "schema" varchar, "table" varchar, "name" varchar, "value" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata" ("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), 'products', 'GENERATED_COLUMN', 'search_vector', $1)`,
      [expression],
    );
    await queryRunner.query(`CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE "deleted_at" IS NULL`);
    await queryRunner.query(`CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops) WHERE "deleted_at" IS NULL`);

    await queryRunner.query(`DROP INDEX "products_effective_price_idx"`);
    await queryRunner.query(
      `CREATE INDEX "products_effective_price_idx" ON "products" ((CASE WHEN "sale_price_paise" > 0 THEN "sale_price_paise" ELSE "price_paise" END), "id") WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(`DROP INDEX "products_title_idx"`);
    await queryRunner.query(`CREATE INDEX "products_title_idx" ON "products" ((lower("title") COLLATE "C"), "id") WHERE "deleted_at" IS NULL`);

    await queryRunner.query(`CREATE TABLE "search_words" ("word" text NOT NULL, "lexeme" text NOT NULL, CONSTRAINT "search_words_pkey" PRIMARY KEY ("word"))`);
    await queryRunner.query(`CREATE INDEX "search_words_first_letter_idx" ON "search_words" (left("word", 1), length("word"))`);
    await queryRunner.query(`
      CREATE FUNCTION "search_words_of"(body text) RETURNS TABLE ("word" text, "lexeme" text) LANGUAGE sql STABLE AS $$
        SELECT DISTINCT ON (x.word) x.word, x.lexeme
        FROM (
          SELECT CASE WHEN d.alias IN ('asciihword', 'hword', 'numhword') THEN replace(lower(d.token), '-', '') ELSE lower(d.token) END AS word,
                 d.lexemes[1] AS lexeme
          FROM ts_debug('english', body) AS d
          WHERE d.alias IN ('asciiword', 'word', 'numword', 'asciihword', 'hword', 'numhword', 'hword_asciipart', 'hword_part', 'hword_numpart')
            AND cardinality(d.lexemes) = 1
        ) AS x
        WHERE length(x.word) BETWEEN 3 AND 40
        ORDER BY x.word
      $$`);
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
    await queryRunner.query(`
      INSERT INTO "search_words" ("word", "lexeme")
      SELECT w."word", w."lexeme" FROM "products" AS p, "search_words_of"(p."title" || ' ' || p."brand" || ' ' || p."category" || ' ' || p."description") AS w
      ON CONFLICT ("word") DO NOTHING`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "products_search_words" ON "products"`);
    await queryRunner.query(`DROP FUNCTION "products_collect_search_words"()`);
    await queryRunner.query(`DROP FUNCTION "search_words_of"(text)`);
    await queryRunner.query(`DROP TABLE "search_words"`);
    await queryRunner.query(`DROP INDEX "products_title_idx"`);
    await queryRunner.query(`CREATE INDEX "products_title_idx" ON "products" (lower("title")) WHERE "deleted_at" IS NULL`);
    await queryRunner.query(`DROP INDEX "products_effective_price_idx"`);
    await queryRunner.query(
      `CREATE INDEX "products_effective_price_idx" ON "products" ((CASE WHEN "sale_price_paise" > 0 THEN "sale_price_paise" ELSE "price_paise" END)) WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(`DROP INDEX "products_title_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "products_search_idx"`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'products' AND "name" = 'search_vector'`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "search_vector"`);
    // pg_trgm stays: other objects may use it.
  }
}
