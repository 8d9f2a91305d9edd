import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Products gain a SKU, the shop's own article number and the key catalogue imports upsert on. Existing products
 * get one derived from their id (`SUT-` and the first 12 hex digits), which an admin or an import can change.
 */
export class ProductSku1795600000000 implements MigrationInterface {
  name = "ProductSku1795600000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "sku" text`);
    await queryRunner.query(`UPDATE "products" SET "sku" = 'SUT-' || upper(left(replace("id"::text, '-', ''), 12))`);
    await queryRunner.query(`ALTER TABLE "products" ALTER COLUMN "sku" SET NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "products_sku_key" ON "products" ("sku")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "products_sku_key"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "sku"`);
  }
}
