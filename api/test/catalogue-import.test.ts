/**
 * `npm run catalogue:import -- FILE`: JSON Lines and CSV product files upserted by SKU, bad lines reported with their
 * number and reason while the good ones load, against the real database (and the real command for the terminal side).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../src/config.js";
import { createProduct, DELETE_PRODUCT } from "./support/catalogue-fixtures.js";
import type { ApiClient } from "./support/client.js";
import { signInAdmin } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const dir = mkdtempSync(join(tmpdir(), "sutra-import-"));
let admin: ApiClient;
let fileNumber = 0;

beforeAll(async () => {
  admin = (await signInAdmin(t)).client;
});

/** A product line as the bench catalogue writes it (prices in rupees); `sku` names it. */
function line(sku: string, overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    sku,
    slug: sku.toLowerCase(),
    title: `Imported ${sku}`,
    description: "A product from a supplier's file.",
    category: "women",
    brand: "zara",
    price: 1499,
    salePrice: 0,
    totalStock: 12,
    image: "https://img.example.com/products/1.jpg",
    ...overrides,
  };
}

function file(name: string, text: string): string {
  fileNumber += 1;
  const path = join(dir, `${fileNumber}-${name}`);
  writeFileSync(path, text);
  return path;
}

const jsonl = (...lines: unknown[]) => file("catalogue.jsonl", lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n") + "\n");

function importFile(path: string) {
  const rejected: { line: number; reason: string }[] = [];
  return t.server.services.catalogueImport.importFile(path, { onRejected: (r) => rejected.push(r) }).then((summary) => ({ summary, rejected }));
}

async function bySku(sku: string) {
  const { data, errors } = await admin.graphql(`query ($sku: String!) { product(sku: $sku) { id sku title price salePrice totalStock category brand } }`, { sku });
  return errors ? null : data.product;
}

const uniqueSku = (name: string) => `IMP-${name}-${process.pid}-${fileNumber}`;

describe("importing a JSON Lines file", () => {
  it("creates every product, then updates instead of duplicating when run again", async () => {
    const a = uniqueSku("A");
    const b = uniqueSku("B");
    const path = jsonl(line(a), line(b, { price: 2499, salePrice: 1999, category: "men", brand: "nike" }));
    expect((await importFile(path)).summary).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 0 });
    expect(await bySku(b)).toMatchObject({ sku: b, title: `Imported ${b}`, price: 2499, salePrice: 1999, category: "men", brand: "nike", totalStock: 12 });

    expect((await importFile(path)).summary).toEqual({ created: 0, updated: 0, unchanged: 2, rejected: 0 });
    const changed = jsonl(line(a, { totalStock: 3, title: "Renamed" }), line(b, { price: 2499, salePrice: 1999, category: "men", brand: "nike" }));
    expect((await importFile(changed)).summary).toEqual({ created: 0, updated: 1, unchanged: 1, rejected: 0 });
    expect(await bySku(a)).toMatchObject({ title: "Renamed", totalStock: 3 });
  });

  it("reports each bad line with its number and reason, and still loads the good ones", async () => {
    const good1 = uniqueSku("G1");
    const good2 = uniqueSku("G2");
    const path = jsonl(
      line(good1),
      "{ this is not json",
      line(uniqueSku("X1"), { category: "pets" }),
      line(uniqueSku("X2"), { price: 100, salePrice: 150 }),
      "",
      line(good2),
      line("", { title: "no sku" }),
      line(uniqueSku("X3"), { image: "javascript:alert(1)" }),
      "[1, 2]",
    );
    const { summary, rejected } = await importFile(path);
    expect(summary).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 6 });
    expect(rejected.map((r) => r.line)).toEqual([2, 3, 4, 7, 8, 9]);
    expect(rejected[0]!.reason).toBe("not valid JSON");
    expect(rejected[1]!.reason).toMatch(/^category: Category must be one of/);
    expect(rejected[2]!.reason).toBe("salePrice: Sale price must be below the price (or 0 for no sale)");
    expect(rejected[3]!.reason).toMatch(/^sku: /);
    expect(rejected[4]!.reason).toMatch(/^image: /);
    expect(rejected[5]!.reason).toBe("not a JSON object");
    expect(await bySku(good1)).not.toBeNull();
    expect(await bySku(good2)).not.toBeNull();
  });

  it("lets a later line of the same SKU win, counting it as an update", async () => {
    const sku = uniqueSku("TWICE");
    const { summary } = await importFile(jsonl(line(sku, { totalStock: 1 }), line(sku, { totalStock: 9 })));
    expect(summary).toEqual({ created: 1, updated: 1, unchanged: 0, rejected: 0 });
    expect(await bySku(sku)).toMatchObject({ totalStock: 9 });
  });

  it("brings back a deleted product whose SKU is in the file", async () => {
    const sku = uniqueSku("BACK");
    const made = await createProduct(admin, { title: "Soon deleted", category: "kids", brand: "puma" }).then(async (p) => {
      await admin.graphql(`mutation ($id: ID!, $sku: String!) { updateProduct(id: $id, input: { sku: $sku }) { id } }`, { id: p.id, sku });
      return p;
    });
    await admin.graphql(DELETE_PRODUCT, { id: made.id });
    expect(await bySku(sku)).toBeNull();
    expect((await importFile(jsonl(line(sku)))).summary).toMatchObject({ updated: 1, created: 0 });
    expect(await bySku(sku)).toMatchObject({ id: made.id, title: `Imported ${sku}` });
  });

  it("is seen at once in the listing's totals and facets", async () => {
    const totals = async () => {
      const { data } = await admin.graphql(`{ products(filter: { categories: ["accessories"], brands: ["levi"] }) { totalCount facets { brands { id count } } } }`);
      return { total: data.products.totalCount, levi: data.products.facets.brands.find((b: { id: string }) => b.id === "levi").count };
    };
    const before = await totals();
    const path = jsonl(...[1, 2, 3].map((n) => line(uniqueSku(`ACC${n}`), { category: "accessories", brand: "levi" })));
    await importFile(path);
    expect(await totals()).toEqual({ total: before.total + 3, levi: before.levi + 3 });
  });

  it("leaves what it wrote vacuumed: search indexes without pending entries, fresh planner statistics", async () => {
    const planned = async () => {
      const rows: Array<{ relname: string; reltuples: number }> = await t.server.dataSource.query(
        `SELECT relname, reltuples::int AS reltuples FROM pg_class WHERE relname IN ('products', 'product_variants', 'product_search') ORDER BY relname`,
      );
      return Object.fromEntries(rows.map((r) => [r.relname, r.reltuples]));
    };
    await importFile(jsonl(...Array.from({ length: 40 }, (_, n) => line(uniqueSku(`STAT${n}`)))));
    const [counted] = await t.server.dataSource.query(
      `SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM product_variants)::int AS product_variants, (SELECT count(*) FROM product_search)::int AS product_search`,
    );
    expect(await planned()).toEqual(counted);
    // Nothing left in the GIN indexes' pending lists (each search would scan them): there is nothing to clean.
    const [pending] = await t.server.dataSource.query(
      `SELECT gin_clean_pending_list('product_search_vector_idx'::regclass)::int AS search, gin_clean_pending_list('products_title_trgm_idx'::regclass)::int AS titles`,
    );
    expect(pending).toEqual({ search: 0, titles: 0 });
  });
});

describe("importing a CSV file", () => {
  it("reads the header's columns, quoted fields and numbers written as text", async () => {
    const sku = uniqueSku("CSV");
    const path = file(
      "catalogue.csv",
      [
        "sku,title,description,category,brand,price,salePrice,totalStock,image",
        `${sku},"Linen Shirt, Slim Fit","Breathable linen, with ""mother of pearl"" buttons",men,zara,2990,2490,15,https://img.example.com/a.jpg`,
        `${uniqueSku("CSV2")},Missing fields,men`,
        `${uniqueSku("CSV3")},Free,A gift,men,zara,abc,0,1,https://img.example.com/b.jpg`,
      ].join("\r\n"),
    );
    const { summary, rejected } = await importFile(path);
    expect(summary).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 2 });
    expect(rejected).toEqual([
      { line: 3, reason: "has a different number of fields than the header" },
      { line: 4, reason: "price: Price must be a number" },
    ]);
    expect(await bySku(sku)).toMatchObject({ title: "Linen Shirt, Slim Fit", price: 2990, salePrice: 2490, totalStock: 15 });
  });
});

describe("the hsn column: the product's GST row", () => {
  const hsnOf = async (sku: string) => (await t.server.dataSource.query(`SELECT gst_hsn FROM products WHERE sku = $1`, [sku]))[0]?.gst_hsn;

  it("names a row of Admin → GST rates; empty is the category's default; an HSN with no row rejects the line", async () => {
    const cap = uniqueSku("HSNCAP");
    const tee = uniqueSku("HSNTEE");
    const odd = uniqueSku("HSNODD");
    const bad = uniqueSku("HSNBAD");
    const path = file(
      "catalogue.csv",
      [
        "sku,title,description,category,brand,price,salePrice,totalStock,image,hsn",
        `${cap},Twill Cap,A cap,accessories,nike,999,0,5,https://img.example.com/c.jpg,6505`,
        `${tee},Plain Tee,A tee,men,nike,499,0,5,https://img.example.com/t.jpg,`,
        `${odd},Odd Thing,A thing,accessories,nike,499,0,5,https://img.example.com/o.jpg,1234`,
        `${bad},Bad Thing,A thing,accessories,nike,499,0,5,https://img.example.com/b.jpg,65x`,
      ].join("\n"),
    );
    const { summary, rejected } = await importFile(path);
    expect(rejected).toEqual([
      { line: 5, reason: "hsn: HSN code must be 4, 6 or 8 digits (a heading, sub-heading or tariff item), e.g. 6109 for T-shirts" },
      { line: 4, reason: "hsn: There is no GST rate for HSN 1234: add it under Admin → GST rates first." },
    ]);
    expect(summary).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 2 });
    expect(await hsnOf(cap)).toBe("6505");
    expect(await hsnOf(tee)).toBeNull();
    expect(await hsnOf(odd)).toBeUndefined();
    // The file is what the product is: an empty hsn takes it back to its category's row.
    await importFile(jsonl(line(cap, { title: "Twill Cap", description: "A cap", category: "accessories", brand: "nike", price: 999, totalStock: 5, image: "https://img.example.com/c.jpg", slug: undefined })));
    expect(await hsnOf(cap)).toBeNull();
    await importFile(jsonl(line(cap, { title: "Twill Cap", category: "accessories", hsn: "6505", slug: undefined })));
    expect(await hsnOf(cap)).toBe("6505");
    // The export writes it back.
    const exported = join(dir, "export-hsn.jsonl");
    await t.server.services.catalogueExport.exportFile(exported, "jsonl");
    const lines = readFileSync(exported, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(lines.find((l) => l.sku === cap)).toMatchObject({ hsn: "6505" });
    expect(lines.find((l) => l.sku === tee).hsn).toBeUndefined();
  });
});

describe("a product's weight and box (issue 42)", () => {
  it("come from the file's weightGrams, lengthCm, breadthCm and heightCm columns (empty: the category's default), are refused out of range, and the export writes them back", async () => {
    const boxed = uniqueSku("BOXED");
    const plain = uniqueSku("PLAIN");
    const heavy = uniqueSku("HEAVY");
    const path = file(
      "catalogue.csv",
      [
        "sku,title,description,category,brand,price,salePrice,totalStock,image,weightGrams,lengthCm,breadthCm,heightCm",
        `${boxed},Boxed Boots,Boots,footwear,nike,2999,0,5,https://img.example.com/b.jpg,1400,34,24,13`,
        `${plain},Plain Tee,A tee,men,nike,499,0,5,https://img.example.com/t.jpg,,,,`,
        `${heavy},Heavy Thing,A thing,accessories,nike,499,0,5,https://img.example.com/h.jpg,40000,,,`,
      ].join("\n"),
    );
    const { summary, rejected } = await importFile(path);
    expect(rejected).toEqual([{ line: 4, reason: "weightGrams: Weight (g) must be at most 30000" }]);
    expect(summary).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 1 });
    const [row] = await t.server.dataSource.query(`SELECT weight_grams, length_cm, breadth_cm, height_cm FROM products WHERE sku = $1`, [boxed]);
    expect(row).toEqual({ weight_grams: 1400, length_cm: 34, breadth_cm: 24, height_cm: 13 });
    const exported = join(dir, "export-parcel.jsonl");
    await t.server.services.catalogueExport.exportFile(exported, "jsonl");
    const lines = readFileSync(exported, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(lines.find((l) => l.sku === boxed)).toMatchObject({ weightGrams: 1400, lengthCm: 34, breadthCm: 24, heightCm: 13 });
    expect(lines.find((l) => l.sku === plain).weightGrams).toBeUndefined();
  });
});

describe("products with sizes and colours", () => {
  /** A variant line of product `handle`, as other shop platforms write them: one line per size and colour. */
  const variantLine = (handle: string, size: string, colour: string, stock: number, extra: Record<string, unknown> = {}) => ({
    ...line(handle, { title: `Kurta ${handle}`, category: "women", brand: "h&m" }),
    handle,
    sku: `${handle}-${size}-${colour}`,
    size,
    colour,
    totalStock: stock,
    ...extra,
  });
  const PRODUCT = `query ($sku: String!) { product(sku: $sku) { sku slug totalStock options { sizes colours }
    variants { sku size colour stock price salePrice ownPrice } gallery { url colour } } }`;
  const read = async (sku: string) => (await admin.graphql(PRODUCT, { sku })).data.product;

  it("groups a product's variant lines by handle, with their stock, own prices and pictures per colour", async () => {
    const handle = uniqueSku("KURTA");
    const path = jsonl(
      variantLine(handle, "M", "Teal", 4, { images: ["https://img.example.com/k-side.jpg", "Rust: https://img.example.com/k-rust.jpg"] }),
      variantLine(handle, "S", "Teal", 2),
      variantLine(handle, "S", "Rust", 0, { variantPrice: 1599, variantSalePrice: 1299 }),
    );
    const { summary, rejected } = await importFile(path);
    expect(rejected).toEqual([]);
    expect(summary).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 0 });
    const product = await read(handle);
    expect(product).toMatchObject({ sku: handle, slug: handle.toLowerCase(), totalStock: 6, options: { sizes: ["S", "M"], colours: ["Teal", "Rust"] } });
    expect(product.variants).toEqual([
      { sku: `${handle}-S-Teal`, size: "S", colour: "Teal", stock: 2, price: 1499, salePrice: 0, ownPrice: false },
      { sku: `${handle}-S-Rust`, size: "S", colour: "Rust", stock: 0, price: 1599, salePrice: 1299, ownPrice: true },
      { sku: `${handle}-M-Teal`, size: "M", colour: "Teal", stock: 4, price: 1499, salePrice: 0, ownPrice: false },
    ]);
    expect(product.gallery.slice(1)).toEqual([
      { url: "https://img.example.com/k-side.jpg", colour: null },
      { url: "https://img.example.com/k-rust.jpg", colour: "Rust" },
    ]);
    // Run again: nothing changes; with a variant dropped and a stock changed: one update.
    expect((await importFile(path)).summary).toEqual({ created: 0, updated: 0, unchanged: 1, rejected: 0 });
    const changed = await importFile(jsonl(variantLine(handle, "M", "Teal", 9), variantLine(handle, "S", "Teal", 2)));
    expect(changed.summary).toEqual({ created: 0, updated: 1, unchanged: 0, rejected: 0 });
    expect((await read(handle)).variants.map((v: { size: string; colour: string; stock: number }) => `${v.size}/${v.colour}:${v.stock}`)).toEqual(["S/Teal:2", "M/Teal:9"]);
  });

  it("rejects a product whose line is bad, reporting every line of it, while other products load", async () => {
    const bad = uniqueSku("BADK");
    const good = uniqueSku("GOODK");
    const { summary, rejected } = await importFile(
      jsonl(variantLine(bad, "M", "Teal", 1), variantLine(bad, "L", "Teal", -2), { ...variantLine(uniqueSku("NOHANDLE"), "M", "Red", 1), handle: undefined }, variantLine(good, "M", "Red", 1)),
    );
    expect(summary).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 3 });
    expect(rejected).toEqual([
      { line: 1, reason: "rejected with line 2 of the same product" },
      { line: 2, reason: "totalStock: Stock must be 0 or more" },
      { line: 3, reason: "handle: a line with a size or colour needs the handle (SKU) of its product" },
    ]);
    expect(await bySku(bad)).toBeNull();
    expect(await bySku(good)).not.toBeNull();
  });

  it("export then import is lossless: the file comes back identical and the second import changes nothing", async () => {
    const handle = uniqueSku("ROUND");
    const plain = uniqueSku("ROUNDP");
    await importFile(
      jsonl(
        variantLine(handle, "XL", "Navy", 3, { images: ["Navy: https://img.example.com/r-navy.jpg", "https://img.example.com/r.jpg"], slug: `round-trip-${handle.toLowerCase()}` }),
        variantLine(handle, "M", "Navy", 1, { variantPrice: 2000 }),
        line(plain, { salePrice: 999, totalStock: 0 }),
      ),
    );
    const exporter = t.server.services.catalogueExport;
    for (const format of ["jsonl", "csv"] as const) {
      const first = join(dir, `export-1.${format}`);
      const second = join(dir, `export-2.${format}`);
      await exporter.exportFile(first, format);
      const text = readFileSync(first, "utf8");
      // Every product of the database is in it; ours as we imported them.
      expect(text).toContain(`${handle}-M-Navy`);
      const { summary, rejected } = await importFile(first);
      expect(rejected).toEqual([]);
      expect(summary.created + summary.updated).toBe(0);
      await exporter.exportFile(second, format);
      expect(readFileSync(second, "utf8")).toBe(text);
    }
    const lines = readFileSync(join(dir, "export-1.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.handle === handle)).toEqual([
      expect.objectContaining({ sku: `${handle}-M-Navy`, size: "M", colour: "Navy", totalStock: 1, variantPrice: 2000, images: ["Navy: https://img.example.com/r-navy.jpg", "https://img.example.com/r.jpg"] }),
      expect.objectContaining({ sku: `${handle}-XL-Navy`, size: "XL", colour: "Navy", totalStock: 3, slug: `round-trip-${handle.toLowerCase()}` }),
    ]);
    expect(lines.find((l) => l.sku === plain)).toMatchObject({ salePrice: 999, totalStock: 0 });
    expect(lines.find((l) => l.sku === plain).handle).toBeUndefined();
  });
});

describe("npm run catalogue:import", () => {
  function runCli(path: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const child = spawn(process.execPath, ["--import", "tsx", join(projectRoot, "api/src/db/cli.ts"), "catalogue:import", path], {
      cwd: join(projectRoot, "api"),
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl, SEED_ON_EMPTY: "false", LOG_LEVEL: "warn", NODE_ENV: "test" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stdout, stderr })));
  }

  it("prints each rejected line and a summary, and exits 2 when some lines were rejected", { timeout: 60_000 }, async () => {
    const sku = uniqueSku("CLI");
    const path = jsonl(line(sku), line(uniqueSku("CLIBAD"), { brand: "gucci" }));
    const { code, stdout } = await runCli(path);
    expect(code).toBe(2);
    expect(stdout).toMatch(/^line 2: rejected: brand: Brand must be one of/m);
    expect(stdout).toMatch(new RegExp(`Imported .*: 1 created, 0 updated, 0 unchanged, 1 rejected`));
    expect(await bySku(sku)).not.toBeNull();
  });

  it("exits 0 when every line loaded, and 1 with a clear message for a missing file", { timeout: 60_000 }, async () => {
    expect((await runCli(jsonl(line(uniqueSku("CLIOK"))))).code).toBe(0);
    const missing = await runCli(join(dir, "nope.jsonl"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No such file");
  });
});
