/**
 * The catalogue's statement-level triggers (stock totals, the search table, listing counts) plan their statements
 * each time they run (migration TriggerStatementsPlannedEachTime): a session that began on small tables, as an
 * import does, must not keep using plans made for them once the catalogue has grown. The nested statements' plans
 * are read through auto_explain, sent to this client as notices.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();

describe("trigger statements in a long session", () => {
  let session: pg.Client;
  const plans: string[] = [];
  let batch = 0;

  beforeAll(async () => {
    session = new pg.Client({ connectionString: t.config.databaseUrl });
    await session.connect();
    session.on("notice", (notice) => plans.push(String(notice.message)));
  });
  afterAll(() => session.end());

  /** The products' totals still add up to their variants' units, after whatever the test did. */
  async function expectTotalsKept() {
    const [totals] = (await session.query(`SELECT (SELECT sum(total_stock) FROM products WHERE sku LIKE 'TRG-%')::int AS products, (SELECT sum(stock) FROM product_variants WHERE sku LIKE 'TRG-%')::int AS variants`)).rows;
    expect(totals.products).toBe(totals.variants);
  }

  /** From here on, every statement of this session, nested ones included, sends its plan here (`plans`). */
  async function explainEveryStatement() {
    await session.query("LOAD 'auto_explain'");
    await session.query("SET auto_explain.log_min_duration = 0");
    await session.query("SET auto_explain.log_nested_statements = on");
    await session.query("SET auto_explain.log_level = 'notice'");
    await session.query("SET client_min_messages = 'notice'");
  }

  /** `count` new products with one variant each, written as the import writes them: products, then variants. */
  async function addProducts(count: number) {
    batch += 1;
    await session.query(
      `INSERT INTO products (sku, slug, title, description, category, brand, price_paise, sale_price_paise, image_url)
       SELECT 'TRG-' || $1 || '-' || g, 'trg-' || $1 || '-' || g, 'Trigger Tee ' || g, 'Cotton.', 'men', 'nike', 49900, 0, 'https://img.test/t.jpg'
       FROM generate_series(1, $2::int) g`,
      [batch, count],
    );
    await session.query(
      `INSERT INTO product_variants (product_id, sku, size, colour, stock, position)
       SELECT id, sku || '-M', 'M', '', 5, 0 FROM products WHERE sku LIKE 'TRG-' || $1 || '-%'`,
      [batch],
    );
  }

  it("plans the stock totals and search rows for the catalogue as it is, not as it was when the session began", async () => {
    // Plans a session would keep are made here, on an almost empty catalogue.
    for (let i = 0; i < 6; i++) await addProducts(2);
    await addProducts(5000);
    await explainEveryStatement();
    plans.length = 0;
    await addProducts(3);
    // An import that renames them, as a later batch of the same catalogue would: the search rows change.
    await session.query(`UPDATE products SET title = title || ' Renamed' WHERE sku LIKE 'TRG-' || $1 || '-%'`, [batch]);
    await session.query("RESET auto_explain.log_min_duration");

    const stockTotals = plans.find((plan) => plan.includes('SET "total_stock"'));
    expect(stockTotals, plans.join("\n---\n")).toBeDefined();
    expect(stockTotals).not.toMatch(/Seq Scan on products/);
    const searchRows = plans.find((plan) => plan.includes('DELETE FROM "product_search"'));
    expect(searchRows).toBeDefined();
    expect(searchRows).not.toMatch(/Seq Scan on product_search/);

    await expectTotalsKept();
  });

  it("a stock change alone runs none of the products table's search and count statements (migration CatalogueTriggersSkipStockChanges)", async () => {
    await addProducts(2);
    await session.query("SET auto_explain.log_min_duration = 0");
    plans.length = 0;
    await session.query(`UPDATE product_variants SET stock = stock - 1 WHERE sku LIKE 'TRG-' || $1 || '-%'`, [batch]);
    await session.query("RESET auto_explain.log_min_duration");
    // The stock total is still kept; the search table, the search words and the listing counts are not touched.
    expect(plans.some((plan) => plan.includes('SET "total_stock" = "total_stock" + d.delta'))).toBe(true);
    expect(plans.filter((plan) => /product_search|search_words_collect|catalogue_counts_add/.test(plan))).toEqual([]);
    await expectTotalsKept();
  });

  it("a stock change runs no statement of the products table's triggers, not even their guard; any other update of products still does (migration StockTotalsSkipCatalogueTriggers)", async () => {
    await addProducts(2);
    await session.query("SET auto_explain.log_min_duration = 0");
    plans.length = 0;
    await session.query(`UPDATE product_variants SET stock = stock - 1 WHERE sku LIKE 'TRG-' || $1 || '-%'`, [batch]);
    expect(plans.some((plan) => plan.includes('SET "total_stock" = "total_stock" + d.delta'))).toBe(true);
    // The guard compares the transition tables' rows: it is not even planned.
    expect(plans.filter((plan) => plan.includes("IS DISTINCT FROM"))).toEqual([]);

    // In one transaction, after a stock change: a rename still reaches the search table and the search words, and an
    // update that sets the total along with the title does too (the mark is the variants' trigger's alone).
    await session.query("BEGIN");
    await session.query(`UPDATE product_variants SET stock = stock + 1 WHERE sku LIKE 'TRG-' || $1 || '-%'`, [batch]);
    expect((await session.query(`SELECT current_setting('sutra.stock_totals_only', true) AS mark`)).rows[0].mark).toBe("");
    plans.length = 0;
    await session.query(`UPDATE products SET title = 'Marked Kurta', total_stock = total_stock + 0 WHERE sku = 'TRG-' || $1 || '-1'`, [batch]);
    await session.query("COMMIT");
    await session.query("RESET auto_explain.log_min_duration");
    expect(plans.some((plan) => plan.includes("search_words_collect"))).toBe(true);
    expect(plans.some((plan) => plan.includes('INSERT INTO "product_search"'))).toBe(true);
    const found = await session.query(`SELECT p.sku FROM product_search s JOIN products p ON p.id = s.product_id WHERE s.search_vector @@ plainto_tsquery('english', 'kurta') AND p.sku LIKE 'TRG-%'`);
    expect(found.rows.map((r) => r.sku)).toEqual([`TRG-${batch}-1`]);
    await expectTotalsKept();
  });

  it("a change of many products' totals asks the guards of the products table's triggers by a join on the id, not row by row (migration CatalogueTriggerGuardsCounted)", async () => {
    await explainEveryStatement();
    plans.length = 0;
    // 1,000 products' variants added in one statement: their totals change, nothing the triggers keep does.
    await addProducts(1000);
    await session.query("RESET auto_explain.log_min_duration");
    const guards = plans.filter((plan) => plan.includes("IS DISTINCT FROM"));
    // Joined row by row, the two guards compared every new row with every old one (2.4 s each for 4,000 rows).
    expect(guards, plans.join("\n---\n")).toHaveLength(2);
    for (const guard of guards) {
      expect(guard, guard).toMatch(/Hash Join|Merge Join/);
      expect(guard).not.toContain("Nested Loop");
    }
    await expectTotalsKept();
  });

  it("a checkout's stock change adds each product's delta by its key, planned for the catalogue as it is; an import's batch in one statement (migration StockTotalsByKey)", async () => {
    // This session's first statements ran on an almost empty catalogue (the first test); the catalogue has grown since.
    await addProducts(2);
    await session.query("SET auto_explain.log_min_duration = 0");
    plans.length = 0;
    await session.query(`UPDATE product_variants SET stock = stock - 1 WHERE sku LIKE 'TRG-' || $1 || '-%'`, [batch]);
    const small = plans.filter((plan) => plan.includes('SET "total_stock"'));
    // One statement per product, each found by its key (no statement planned from the transition tables).
    expect(small, plans.join("\n---\n")).toHaveLength(2);
    for (const plan of small) expect(plan).toMatch(/Index Scan using \S+ on products/);

    await addProducts(20);
    plans.length = 0;
    await session.query(`UPDATE product_variants SET stock = stock + 2 WHERE sku LIKE 'TRG-' || $1 || '-%'`, [batch]);
    await session.query("RESET auto_explain.log_min_duration");
    const large = plans.filter((plan) => plan.includes('SET "total_stock"'));
    expect(large, plans.join("\n---\n")).toHaveLength(1);
    expect(large[0]).toContain("FROM (SELECT");
    await expectTotalsKept();
  });

  it("a checkout's stock change reuses the session's plan of the update by key, which reads products by their key whatever their size (migration StockTotalsPlannedOnce)", async () => {
    await addProducts(1);
    await session.query("SET auto_explain.log_min_duration = 0");
    // Past the plan cache's five custom plans: from then on a reused plan shows the key as a parameter, a plan made
    // for this execution shows the key's value.
    for (let i = 0; i < 7; i++) {
      plans.length = 0;
      await session.query(`UPDATE product_variants SET stock = stock + 1 WHERE sku LIKE 'TRG-' || $1 || '-%'`, [batch]);
    }
    await session.query("RESET auto_explain.log_min_duration");
    const byKey = plans.filter((plan) => plan.includes('SET "total_stock" = "total_stock" + d.delta'));
    expect(byKey, plans.join("\n---\n")).toHaveLength(1);
    expect(byKey[0]).toMatch(/Index Scan using \S+ on products/);
    expect(byKey[0]).toMatch(/Index Cond: \(id = \$\d+\)/);
    // And the product's row is updated in place: no index of products holds its total (migration
    // StockChangesKeepCatalogueIndexes), so none of the catalogue's indexes gets a new entry for a sale.
    // (The backend's counts not yet reported, read before and after: the difference is this update's.)
    const counts = async () => (await session.query(`SELECT n_tup_upd::int AS updated, n_tup_hot_upd::int AS in_place FROM pg_stat_xact_user_tables WHERE relname = 'products'`)).rows[0];
    await session.query("BEGIN");
    const before = await counts();
    await session.query(`UPDATE product_variants SET stock = stock - 1 WHERE sku LIKE 'TRG-' || $1 || '-%'`, [batch]);
    const after = await counts();
    await session.query("COMMIT");
    expect({ updated: after.updated - before.updated, inPlace: after.in_place - before.in_place }).toEqual({ updated: 1, inPlace: 1 });
    await expectTotalsKept();
  });
});
