import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 46: a stock change rewrites no index of the products table.
 *
 * Every reservation, release and restock updates `products.total_stock` (the variants' trigger). One index held that
 * column (products_low_stock_idx, the dashboard's deprecated low-stock list of products), and PostgreSQL updates a row
 * in place (a heap-only tuple, no index touched) only when no indexed column changes: so each stock change wrote a new
 * entry into all ten of the table's indexes, the listing's, the title search's trigram index among them. On the bench's
 * database that update took 0.29–0.40 ms of a placing, inside the product's row lock, and with the index gone
 * 0.11–0.14 ms (pg_stat_statements over W5), most of them then made in place. A day of sales no longer bloats
 * the indexes every listing reads.
 *
 * The list of products under the threshold is now found through the variants' own low-stock index (a product whose
 * total is under the threshold has every variant under it: insights.service.ts). The table keeps a tenth of each
 * page free for the new versions of its rows (fillfactor 90), as tables updated in place usually do.
 */
export class StockChangesKeepCatalogueIndexes1796900001000 implements MigrationInterface {
  name = "StockChangesKeepCatalogueIndexes1796900001000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "public"."products_low_stock_idx"`);
    await queryRunner.query(`ALTER TABLE "products" SET (fillfactor = 90)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" RESET (fillfactor)`);
    await queryRunner.query(`CREATE INDEX "products_low_stock_idx" ON "products" ("total_stock", "title", "id") WHERE "deleted_at" IS NULL AND "total_stock" < 10`);
  }
}
