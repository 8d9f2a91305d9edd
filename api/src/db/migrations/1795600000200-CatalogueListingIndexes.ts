import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Indexes that let a listing page read only the rows it shows, at any catalogue size and depth: per (category,
 * brand) pair, products in price order and in title order (the listing merges the pairs a filter allows), and the
 * newest products first (the admin list). They replace the single-column category and brand indexes, which made
 * PostgreSQL fetch every matching product and sort them for each page.
 */
export class CatalogueListingIndexes1795600000200 implements MigrationInterface {
  name = "CatalogueListingIndexes1795600000200";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "products_listing_price_idx" ON "products" ("category", "brand", (CASE WHEN "sale_price_paise" > 0 THEN "sale_price_paise" ELSE "price_paise" END), "id") WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "products_listing_title_idx" ON "products" ("category", "brand", (lower("title") COLLATE "C"), "id") WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX "products_newest_idx" ON "products" ("created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL`);
    await queryRunner.query(`DROP INDEX "products_category_idx"`);
    await queryRunner.query(`DROP INDEX "products_brand_idx"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "products_brand_idx" ON "products" ("brand")`);
    await queryRunner.query(`CREATE INDEX "products_category_idx" ON "products" ("category")`);
    await queryRunner.query(`DROP INDEX "products_newest_idx"`);
    await queryRunner.query(`DROP INDEX "products_listing_title_idx"`);
    await queryRunner.query(`DROP INDEX "products_listing_price_idx"`);
  }
}
