/**
 * GST rows carry headings, never chapters (issue 40): a tax invoice needs an HSN code of 4 digits or more (6 above ₹5
 * crore of turnover: CBIC notification No. 78/2020-Central Tax, under rule 46 of the CGST Rules). Every row of the rate
 * table has 4 to 8 digits, the categories' defaults are headings, the demo catalogue's clothes carry the heading of
 * what they are (the Harmonized System's: T-shirts 6109, shirts 6205 / 6206, trousers and jeans 6203 / 6204, dresses
 * 6204, kurtas 6211), and a shorter code is refused by the admin's form, the catalogue import and the table itself.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PRODUCTS } from "../src/db/seed/catalogue.js";
import type { ApiClient } from "./support/client.js";
import { signInAdmin } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
let admin: ApiClient;
beforeAll(async () => {
  admin = (await signInAdmin(t)).client;
});

const query = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);
const HEADING = /^\d{4}(\d{2}){0,2}$/;

describe("GST rows by heading", () => {
  it("every row of the rate table has an HSN code of 4, 6 or 8 digits", async () => {
    const rows: Array<{ hsn: string }> = await query(`SELECT hsn FROM gst_rates ORDER BY hsn`);
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.map((r) => r.hsn).filter((hsn) => !HEADING.test(hsn))).toEqual([]);
  });

  it("each category defaults to a heading of what it mostly sells", async () => {
    const defaults: Array<{ category: string; hsn: string }> = await query(`SELECT category, hsn FROM gst_category_defaults ORDER BY category`);
    expect(Object.fromEntries(defaults.map((d) => [d.category, d.hsn]))).toEqual({ accessories: "4202", footwear: "6404", kids: "6109", men: "6205", women: "6204" });
  });

  it("the demo catalogue's clothes carry their own headings, each a row of the table", async () => {
    const hsnOf = (title: string) => DEMO_PRODUCTS.find((p) => p.title === title)!.gstHsn;
    expect(hsnOf("Puma Graphic Cotton Tee")).toBe("6109");
    expect(hsnOf("H&M Kids Printed Cotton T-Shirt")).toBe("6109");
    expect(hsnOf("H&M Regular Fit Oxford Shirt")).toBe("6205");
    expect(hsnOf("Zara Poplin Shirt")).toBe("6206");
    expect(hsnOf("Levi's 511 Slim Fit Jeans")).toBe("6203");
    expect(hsnOf("Zara Slim Fit Chinos")).toBe("6203");
    expect(hsnOf("Levi's 721 High Rise Skinny Jeans")).toBe("6204");
    expect(hsnOf("Zara Wide Leg Linen Trousers")).toBe("6204");
    expect(hsnOf("H&M Floral Wrap Dress")).toBe("6204");
    expect(hsnOf("H&M Cotton Kurta")).toBe("6211");
    expect(hsnOf("H&M Embroidered Cotton Kurta")).toBe("6211");
    const rows = new Set((await query(`SELECT hsn FROM gst_rates`)).map((r: { hsn: string }) => r.hsn));
    expect(DEMO_PRODUCTS.filter((p) => !p.gstHsn || !rows.has(p.gstHsn)).map((p) => p.title)).toEqual([]);
  });

  it("the admin's form refuses a chapter, with its message", async () => {
    const { errors } = await admin.graphql(`mutation ($input: GstRateInput!) { createGstRate(input: $input) { hsn } }`, {
      input: { hsn: "62", description: "Apparel, not knitted", threshold: 2500, rateUpTo: 5, rateAbove: 18 },
    });
    expect(errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "hsn" });
    expect(errors?.[0]?.message).toBe("HSN code must be 4, 6 or 8 digits (a heading, sub-heading or tariff item), e.g. 6109 for T-shirts");
    expect(await query(`SELECT 1 FROM gst_rates WHERE hsn = '62'`)).toEqual([]);
  });

  it("the catalogue import refuses a line whose HSN is a chapter, and loads the others", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "sutra-hsn-")), "catalogue.jsonl");
    const line = (sku: string, hsn: string) => ({ sku, title: `Imported ${sku}`, description: "A shirt.", category: "men", brand: "zara", price: 999, salePrice: 0, totalStock: 3, image: "https://img.example.com/1.jpg", hsn });
    const chapter = `HSN-${process.pid}-A`;
    const heading = `HSN-${process.pid}-B`;
    writeFileSync(path, `${JSON.stringify(line(chapter, "62"))}\n${JSON.stringify(line(heading, "6205"))}\n`);
    const rejected: Array<{ line: number; reason: string }> = [];
    const summary = await t.server.services.catalogueImport.importFile(path, { onRejected: (r) => rejected.push(r) });
    expect(summary).toMatchObject({ created: 1, rejected: 1 });
    expect(rejected).toEqual([{ line: 1, reason: expect.stringContaining("HSN code must be 4, 6 or 8 digits") }]);
    expect(await query(`SELECT sku, gst_hsn FROM products WHERE sku IN ($1, $2)`, [chapter, heading])).toEqual([{ sku: heading, gst_hsn: "6205" }]);
  });

  it("the table itself refuses a row shorter than a heading", async () => {
    await expect(query(`INSERT INTO gst_rates (hsn, description, rate_up_to_bp, rate_above_bp) VALUES ('62', 'Apparel', 500, 500)`)).rejects.toThrow(/gst_rates_hsn_check/);
  });
});
