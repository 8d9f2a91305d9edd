/**
 * The dashboard's low-stock list of sizes and colours reads only the variants under the threshold, through their
 * index (migration LowStockVariantsIndex), never every variant of the catalogue: at 1M products that was a scan of
 * 3.4 million rows on every dashboard visit.
 */
import { describe, expect, it } from "vitest";
import { LOW_STOCK_LIST, LOW_STOCK_PRODUCTS_SQL, LOW_STOCK_THRESHOLD, LOW_STOCK_VARIANTS_SQL } from "../src/services/insights.service.js";
import { planOf } from "./support/plans.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();

describe("the low-stock list of variants", () => {
  it("is read through the index of variants under the threshold, in stock order", async () => {
    const db = t.server.dataSource;
    // 4,000 products with two sizes each, all well stocked but for a few sold-out or nearly sold-out sizes.
    await db.query(
      `INSERT INTO products (sku, slug, title, description, category, brand, price_paise, sale_price_paise, image_url)
       SELECT 'LOW-' || g, 'low-' || g, 'Stock Tee ' || g, 'Cotton.', 'men', 'nike', 49900, 0, 'https://img.test/t.jpg'
         FROM generate_series(1, 4000) g`,
    );
    await db.query(
      `INSERT INTO product_variants (product_id, sku, size, colour, stock, position)
       SELECT p.id, p.sku || '-' || s.size, s.size, '', CASE WHEN s.size = 'M' AND p.sku IN ('LOW-7', 'LOW-70', 'LOW-700') THEN 0 ELSE 40 END, s.position
         FROM products p CROSS JOIN (VALUES ('M', 0), ('L', 1)) AS s(size, position) WHERE p.sku LIKE 'LOW-%'`,
    );
    await db.query(`ANALYZE products; ANALYZE product_variants`);

    const plan = await planOf(db, LOW_STOCK_VARIANTS_SQL, [LOW_STOCK_THRESHOLD, LOW_STOCK_LIST]);
    expect(plan, plan).toContain("product_variants_low_stock_idx");
    expect(plan, plan).not.toMatch(/Seq Scan on product_variants/);

    const rows = (await db.query(LOW_STOCK_VARIANTS_SQL, [LOW_STOCK_THRESHOLD, LOW_STOCK_LIST])) as Array<{ sku: string; stock: number }>;
    expect(rows.map((row) => [row.sku, row.stock])).toEqual([
      ["LOW-7-M", 0],
      ["LOW-70-M", 0],
      ["LOW-700-M", 0],
    ]);

    // The deprecated list of products under the threshold: no index holds their totals (a stock change updates its
    // product in place), so it is found through the same index of variants, never by reading every product.
    await db.query(`UPDATE product_variants SET stock = 3 WHERE sku IN ('LOW-7-L', 'LOW-70-L')`);
    const productsPlan = await planOf(db, LOW_STOCK_PRODUCTS_SQL, [LOW_STOCK_THRESHOLD, LOW_STOCK_LIST]);
    expect(productsPlan, productsPlan).toContain("product_variants_low_stock_idx");
    expect(productsPlan, productsPlan).not.toMatch(/Seq Scan on (products|product_variants)/);
    const products = (await db.query(LOW_STOCK_PRODUCTS_SQL, [LOW_STOCK_THRESHOLD, LOW_STOCK_LIST])) as Array<{ sku: string; total_stock: number }>;
    // LOW-700 has a sold-out size but 40 units in all: not low by its total.
    expect(products.map((row) => [row.sku, row.total_stock])).toEqual([
      ["LOW-7", 3],
      ["LOW-70", 3],
    ]);
  });
});
