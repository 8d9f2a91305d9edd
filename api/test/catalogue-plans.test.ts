/**
 * The catalogue's reads run on generic plans (issue 46): the readers' connections start with
 * `plan_cache_mode = force_generic_plan` (db/data-source.ts), so PostgreSQL plans a listing page once a connection
 * instead of on every call. That is only right where the generic plan is the plan a custom one would be, on a
 * catalogue big enough for a wrong plan to show: here 20,000 products in every category and brand, four common sizes,
 * a rare one, and no colours. A listing filtered by size or colour is planned for its values (listing-sql.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRANDS, CATEGORIES } from "../src/entities/product.entity.js";
import { poolWaits } from "../src/db/bounds.js";
import type { PostgresDataSourceOptions } from "typeorm/driver/postgres/PostgresDataSourceOptions.js";
import { createDataSource, dataSourceOptions } from "../src/db/data-source.js";
import { statementName } from "../src/db/prepared-statements.js";
import { createSql, type Sql } from "../src/db/sql.js";
import type { ListFilter } from "../src/services/catalogue/catalogue-counts.js";
import { listingQuery } from "../src/services/catalogue/listing-sql.js";
import type { SortId } from "../src/services/catalogue/options.js";
import { searchCountQuery, searchPageQuery } from "../src/services/catalogue/search-sql.js";
import { planOf } from "./support/plans.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();

const NO_FILTER: ListFilter = { categories: [], brands: [], sizes: [], colours: [], minPricePaise: null, maxPricePaise: null };
const SORTS: SortId[] = ["price-lowtohigh", "price-hightolow", "title-atoz", "title-ztoa"];
const RARE_SIZE = "XXL";

beforeAll(async () => {
  const db = t.server.dataSource;
  await db.query(
    `INSERT INTO products (sku, slug, title, description, category, brand, price_paise, sale_price_paise, image_url)
     SELECT 'PLAN-' || g, 'plan-' || g,
            CASE WHEN g % 1000 = 0 THEN 'Wedding Sherwani ' ELSE (ARRAY['Slim Shirt ', 'Linen Kurta ', 'Denim Jacket ', 'Cotton Tee '])[1 + g % 4] END || g,
            'Cotton.', ($1::text[])[1 + g % ${CATEGORIES.length}], ($2::text[])[1 + (g / ${CATEGORIES.length}) % ${BRANDS.length}],
            10000 + (g * 7919) % 500000, CASE WHEN g % 7 = 0 THEN 9900 ELSE 0 END, 'https://img.test/p.jpg'
       FROM generate_series(1, 20000) g`,
    [CATEGORIES, BRANDS],
  );
  await db.query(
    `INSERT INTO product_variants (product_id, sku, size, colour, stock, position)
     SELECT p.id, p.sku || '-' || s.size, s.size, '', 20, s.position
       FROM products p CROSS JOIN (VALUES ('S', 0), ('M', 1), ('L', 2), ('XL', 3), ('${RARE_SIZE}', 4)) AS s(size, position)
      WHERE p.sku LIKE 'PLAN-%' AND (s.size <> '${RARE_SIZE}' OR substr(p.sku, 6)::int % 200 = 0)`,
  );
  await db.query(`ANALYZE products; ANALYZE product_variants; ANALYZE product_search`);
}, 120_000);

/** A value as an SQL literal, for `EXECUTE name(…)`. */
function literal(value: unknown): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(", ")}]::text[]`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** The plan a reader's connection runs `sql` with: prepared, on its generic plan, explained for `params` (or its custom plan for them). */
async function readerPlan(sql: string, params: unknown[], mode: "generic" | "custom" = "generic"): Promise<string> {
  const runner = t.server.dataSource.createQueryRunner();
  try {
    await runner.query(`SET plan_cache_mode = force_${mode}_plan`);
    await runner.query(`PREPARE read_plan AS ${sql}`);
    return await planOf(runner, `EXECUTE read_plan(${params.map(literal).join(", ")})`);
  } finally {
    await runner.query(`DEALLOCATE ALL; RESET plan_cache_mode`);
    await runner.release();
  }
}

/** A plan's nodes (their kinds and relations), without their costs and conditions. */
const shapeOf = (plan: string) =>
  plan
    .split("\n")
    .filter((line) => line.includes("(cost="))
    .map((line) => line.replace(/^\s*(->\s*)?/, "").replace(/\s+\(cost=.*$/, ""));

describe("the readers' connections", () => {
  let sql: Sql;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // One connection per pool, so that each read below is on the connection the one before used.
    const dataSource = createDataSource({ url: t.config.databaseUrl!, browsePool: true, poolSize: 1, waits: poolWaits(t.config.bounds, "primary") });
    await dataSource.initialize();
    sql = createSql(dataSource, t.config.bounds);
    close = async () => {
      await sql.close();
      await dataSource.destroy();
    };
  });
  afterAll(() => close());

  const SETTINGS = `SELECT current_setting('plan_cache_mode') AS plans, current_setting('application_name') AS name,
                           current_setting('tcp_keepalives_idle') AS keepalive, current_setting('statement_timeout') AS timeout`;

  it("plan generically, with the primary pool's bounds; the primary's plan as PostgreSQL chooses", async () => {
    const [reader] = await sql.queryReplica<Record<string, string>>(SETTINGS);
    const [primary] = await sql.query<Record<string, string>>(SETTINGS);
    expect(reader).toEqual({ ...primary, plans: "force_generic_plan", name: "sutra-api-reads" });
    expect(primary).toMatchObject({ plans: "auto", name: "sutra-api", keepalive: String(t.config.bounds.keepAliveSeconds) });
  });

  it("plan a listing filtered by size or colour for its values, and keep planning generically after it", async () => {
    const plansOf = async (text: string) =>
      (await sql.queryReplica<{ generic: number; custom: number }>(`SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = $1`, [statementName(text)]))[0];

    const byColour = listingQuery({ ...NO_FILTER, colours: ["Red"] }, "title-atoz", undefined, 25);
    expect(byColour.planning).toEqual({ plannedForValues: true });
    for (let i = 0; i < 3; i++) expect(await sql.queryReplica(byColour.sql, byColour.params, byColour.planning)).toEqual([]);
    expect(await plansOf(byColour.sql)).toEqual({ generic: 0, custom: 3 });

    const bySize = listingQuery({ ...NO_FILTER, sizes: [RARE_SIZE] }, "price-lowtohigh", undefined, 25);
    expect(bySize.planning).toEqual({ plannedForValues: true });
    expect(await sql.queryReplica(bySize.sql, bySize.params, bySize.planning)).toHaveLength(25);

    const plain = listingQuery({ ...NO_FILTER, categories: ["men"] }, "title-atoz", undefined, 25);
    expect(plain.planning).toEqual({ plannedForValues: false });
    for (let i = 0; i < 2; i++) expect(await sql.queryReplica(plain.sql, plain.params, plain.planning)).toHaveLength(25);
    expect(await plansOf(plain.sql)).toEqual({ generic: 2, custom: 0 });
    expect((await sql.queryReplica<{ plans: string }>(SETTINGS))[0]!.plans).toBe("force_generic_plan");
  });

  it("give a read planned for its values its error, and the connection back as a reader", async () => {
    await expect(sql.queryReplica(`SELECT 1 / $1::int AS n`, [0], { plannedForValues: true })).rejects.toThrow(/division by zero/);
    expect((await sql.queryReplica<{ plans: string }>(SETTINGS))[0]!.plans).toBe("force_generic_plan");
  });
});

describe("a replica's own connection settings", () => {
  it("are kept beside the readers' (a replica's URL may carry options of its own)", () => {
    const options = dataSourceOptions({
      url: "postgres://sutra@primary:5432/sutra",
      readUrls: ["postgres://sutra@replica:5432/sutra?sslmode=require&options=-c%20work_mem%3D8MB"],
      waits: poolWaits(t.config.bounds, "primary"),
    }) as PostgresDataSourceOptions;
    const replica = new URL(options.replication!.slaves[0]!.url!);
    expect([replica.host, replica.pathname, replica.searchParams.get("sslmode"), replica.searchParams.get("application_name")]).toEqual(["replica:5432", "/sutra", "require", "sutra-api-reads"]);
    expect(replica.searchParams.get("options")).toMatch(/^-c work_mem=8MB .*-c tcp_keepalives_idle=\d+ .*-c plan_cache_mode=force_generic_plan$/);
    expect(options.replication!.master.url).toBe("postgres://sutra@primary:5432/sutra");
  });
});

describe("each catalogue read's generic plan", () => {
  const filters: Array<[string, ListFilter]> = [
    ["no filter", NO_FILTER],
    ["a category", { ...NO_FILTER, categories: ["men"] }],
    ["two categories and a brand", { ...NO_FILTER, categories: ["men", "women"], brands: ["puma"] }],
    ["a price range", { ...NO_FILTER, minPricePaise: 100000, maxPricePaise: 120000 }],
    ["a category and a price range", { ...NO_FILTER, categories: ["kids"], minPricePaise: 100000, maxPricePaise: 300000 }],
  ];

  it.each(filters)("reads a listing page with %s by index, never scanning the catalogue, in every sort, first page and after a cursor", async (_, filter) => {
    for (const sort of SORTS) {
      for (const after of [undefined, { key: sort.startsWith("price") ? 150000 : "linen kurta 5", id: "00000000-0000-0000-0000-000000000000" }]) {
        const listing = listingQuery(filter, sort, after, 25);
        expect(listing.planning).toEqual({ plannedForValues: false });
        const plan = await readerPlan(listing.sql, listing.params);
        expect(plan, `${sort}, ${after ? "after a cursor" : "first page"}\n${plan}`).not.toMatch(/Seq Scan on (products|product_variants)/);
        expect(plan, plan).toMatch(/Index (Only )?Scan/);
      }
    }
  });

  it("plans a search, of a common word or a rare one, as its custom plan does", async () => {
    // Its keyword reaches the match only through a subquery PostgreSQL may not flatten (search-sql.ts), so no plan
    // of it depends on the keyword: whether the matches are read by the vector's index or by a scan is the catalogue's
    // size and the vectors' length (this test's titles are short: both scan; the bench's 10,000 read the index).
    for (const keyword of ["shirt", "sherwani"]) {
      for (const query of [searchPageQuery("text", keyword, null, 25, 0, { withTotal: true }), searchPageQuery("text", keyword, `${keyword}:*`, 25, 500), searchCountQuery("text", keyword, null)]) {
        const [generic, custom] = [await readerPlan(query.sql, query.params), await readerPlan(query.sql, query.params, "custom")];
        expect(shapeOf(generic), `${generic}\n\nagainst the custom plan\n${custom}`).toEqual(shapeOf(custom));
      }
    }
  });

  it("finds titles like a misspelt keyword by the titles' trigram index", async () => {
    for (const query of [searchPageQuery("similar", "sherwan", null, 25, 0), searchCountQuery("similar", "sherwan", null)]) {
      const plan = await readerPlan(query.sql, query.params);
      expect(plan, plan).toContain("products_title_trgm_idx");
      expect(plan, plan).not.toMatch(/Seq Scan on products/);
    }
  });

  it("reads a product by its slug, SKU or id by index", async () => {
    for (const key of ["slug", "sku", "id"]) {
      const plan = await readerPlan(`SELECT p.id FROM products p WHERE p.${key} = $1 AND p.deleted_at IS NULL`, [key === "id" ? "00000000-0000-0000-0000-000000000000" : "plan-7"]);
      expect(plan, plan).toMatch(/Index (Only )?Scan/);
    }
  });
});
