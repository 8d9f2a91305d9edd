import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The dashboard's low-stock list of sizes and colours (insights.service.ts) read every variant and every product: a
 * sequential scan of both and a hash join, 12 ms at 10k products (34,000 variants), growing with the catalogue. With
 * the variants under the threshold indexed by stock, it reads only the fewest-units group it needs, in order.
 */
export class LowStockVariantsIndex1795600000800 implements MigrationInterface {
  name = "LowStockVariantsIndex1795600000800";

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The threshold is LOW_STOCK_THRESHOLD (spec §9), as in products_low_stock_idx.
    await queryRunner.query(`CREATE INDEX "product_variants_low_stock_idx" ON "product_variants" ("stock", "product_id", "position", "id") WHERE "stock" < 10`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."product_variants_low_stock_idx"`);
  }
}
