import type { MigrationInterface, QueryRunner } from "typeorm";

/** Lower-case letters, digits and single dashes from any text, in SQL (the service's `slugify` does the same in JS). */
const slugSql = (expression: string) => `trim(both '-' from regexp_replace(lower(${expression}), '[^a-z0-9]+', '-', 'g'))`;

/**
 * Sizes and colours with their own stock (issue 12): `product_variants`, one row per combination sold (a product
 * without options gets one with size and colour ''), `product_images` for the pictures after the main one, and a
 * `slug` per product for its shareable URL.
 *
 * `products.total_stock` stays (the listing's badges and the REST shapes read it) as the sum over the variants,
 * kept by statement-level triggers with transition tables: one UPDATE of products per statement on variants, so a
 * batch import of 50,000 variants costs one products UPDATE per batch, not one per row.
 */
export class ProductVariants1795600000500 implements MigrationInterface {
  name = "ProductVariants1795600000500";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "slug" text`);
    await queryRunner.query(`UPDATE "products" SET "slug" = left(${slugSql(`"title"`)}, 80) || '-' || ${slugSql(`"sku"`)}`);
    // SKUs differing only in case or punctuation would give one slug: the later products get their id's start too.
    await queryRunner.query(`
      UPDATE "products" AS p SET "slug" = p."slug" || '-' || left(p."id"::text, 8)
      FROM (SELECT "id", row_number() OVER (PARTITION BY "slug" ORDER BY "created_at", "id") AS n FROM "products") AS d
      WHERE d."id" = p."id" AND d.n > 1`);
    await queryRunner.query(`ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "products_slug_key" ON "products" ("slug")`);

    await queryRunner.query(`CREATE TABLE "product_variants" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "product_id" uuid NOT NULL,
      "sku" text NOT NULL,
      "size" text NOT NULL DEFAULT '',
      "colour" text NOT NULL DEFAULT '',
      "stock" integer NOT NULL,
      "price_paise" integer,
      "sale_price_paise" integer,
      "position" integer NOT NULL DEFAULT 0,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "product_variants_pkey" PRIMARY KEY ("id"),
      CONSTRAINT "product_variants_sku_key" UNIQUE ("sku"),
      CONSTRAINT "product_variants_option_key" UNIQUE ("product_id", "size", "colour"),
      CONSTRAINT "product_variants_product_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE,
      CONSTRAINT "product_variants_stock_check" CHECK ("stock" >= 0),
      CONSTRAINT "product_variants_price_check" CHECK ("price_paise" IS NULL OR "price_paise" > 0),
      CONSTRAINT "product_variants_sale_price_check" CHECK ("sale_price_paise" IS NULL OR ("price_paise" IS NOT NULL AND ("sale_price_paise" = 0 OR ("sale_price_paise" > 0 AND "sale_price_paise" < "price_paise"))))
    )`);
    // The size and colour facets and filters read in-stock variants by option value.
    await queryRunner.query(`CREATE INDEX "product_variants_in_stock_idx" ON "product_variants" ("product_id", "size", "colour") WHERE "stock" > 0`);
    await queryRunner.query(`INSERT INTO "product_variants" ("product_id", "sku", "stock") SELECT "id", "sku", "total_stock" FROM "products"`);
    // From here on a product is written with no stock and its variants add theirs (the triggers below).
    await queryRunner.query(`ALTER TABLE "products" ALTER COLUMN "total_stock" SET DEFAULT 0`);

    await queryRunner.query(`CREATE TABLE "product_images" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "product_id" uuid NOT NULL,
      "url" text NOT NULL,
      "image_variants" jsonb,
      "colour" text NOT NULL DEFAULT '',
      "position" integer NOT NULL,
      CONSTRAINT "product_images_pkey" PRIMARY KEY ("id"),
      CONSTRAINT "product_images_product_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "product_images_product_idx" ON "product_images" ("product_id", "position")`);

    // Stock deltas per product from one statement's rows; products are updated in id order (no deadlock between two).
    const applyDeltas = (deltas: string) => `
      UPDATE "products" AS p SET "total_stock" = p."total_stock" + d.delta
      FROM (SELECT product_id, sum(delta)::int AS delta FROM (${deltas}) AS rows GROUP BY product_id ORDER BY product_id) AS d
      WHERE p."id" = d.product_id AND d.delta <> 0`;
    await queryRunner.query(`
      CREATE FUNCTION "product_variants_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${applyDeltas(`SELECT "product_id" AS product_id, "stock" AS delta FROM "new_rows"`)};
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION "product_variants_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${applyDeltas(`SELECT "product_id" AS product_id, "stock" AS delta FROM "new_rows" UNION ALL SELECT "product_id", -"stock" FROM "old_rows"`)};
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION "product_variants_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${applyDeltas(`SELECT "product_id" AS product_id, -"stock" AS delta FROM "old_rows"`)};
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER "product_variants_after_insert" AFTER INSERT ON "product_variants" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_after_insert"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "product_variants_after_update" AFTER UPDATE ON "product_variants" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_after_update"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "product_variants_after_delete" AFTER DELETE ON "product_variants" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_after_delete"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ["insert", "update", "delete"]) {
      await queryRunner.query(`DROP TRIGGER "product_variants_after_${event}" ON "product_variants"`);
      await queryRunner.query(`DROP FUNCTION "product_variants_after_${event}"()`);
    }
    await queryRunner.query(`DROP TABLE "product_images"`);
    await queryRunner.query(`DROP TABLE "product_variants"`);
    await queryRunner.query(`ALTER TABLE "products" ALTER COLUMN "total_stock" DROP DEFAULT`);
    await queryRunner.query(`DROP INDEX "products_slug_key"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "slug"`);
  }
}
