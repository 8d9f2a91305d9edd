import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * GST rows by heading, never by chapter (issue 40): a tax invoice carries the HSN code at 4 digits or more — 4 for a
 * seller with an aggregate turnover up to ₹5 crore, 6 above (CBIC notification No. 78/2020-Central Tax, 15 October 2020,
 * under rule 46 of the CGST Rules) — so the chapter rows 61, 62 and 64 give way to the headings of what a fashion
 * shop sells. The headings are the Harmonized System's (the First Schedule to the Customs Tariff Act, 1975, which the
 * GST rate notifications refer to: notification No. 1/2017-Central Tax (Rate), explanation (iii)):
 *   6103 / 6104  men's or boys' / women's or girls' suits, jackets, trousers, shorts, dresses, knitted (joggers, leggings)
 *   6105         men's or boys' shirts, knitted (polo shirts)
 *   6109         T-shirts, singlets and other vests, knitted
 *   6110         jerseys, pullovers, sweatshirts and hoodies, knitted
 *   6201 / 6202  men's or boys' / women's or girls' anoraks, wind-jackets and similar, not knitted
 *   6203 / 6204  men's or boys' / women's or girls' suits, jackets, trousers, jeans, shorts (6204: dresses, skirts), not knitted
 *   6205 / 6206  men's or boys' shirts / women's or girls' blouses and shirts, not knitted
 *   6211         track suits, swimwear and other garments (kurtas)
 *   6402 / 6403 / 6404  footwear with uppers of rubber or plastics / of leather / of textile materials
 * Each takes the rates of the chapter row it replaces, as the shop had them (an admin's edits kept): CBIC notification
 * No. 9/2025-Central Tax (Rate), 5 % for apparel and footwear up to ₹2,500 a piece, 18 % above. The categories' defaults
 * become headings (men 6205, women 6204, kids 6109, footwear 6404); a product that named a chapter row follows its
 * category's default (footwear's 64 becomes 6404). The check refuses a code shorter than 4 digits from now on.
 */
export class GstRowsByHeading1796100000200 implements MigrationInterface {
  name = "GstRowsByHeading1796100000200";

  public async up(queryRunner: QueryRunner): Promise<void> {
    const headings: Array<[hsn: string, chapter: string, description: string]> = [
      ["6103", "61", "Men's or boys' suits, jackets, trousers and shorts, knitted: joggers, track pants (heading 6103)"],
      ["6104", "61", "Women's or girls' suits, dresses, skirts, trousers and leggings, knitted (heading 6104)"],
      ["6105", "61", "Men's or boys' shirts, knitted: polo shirts (heading 6105)"],
      ["6109", "61", "T-shirts, singlets and other vests, knitted (heading 6109)"],
      ["6110", "61", "Jerseys, pullovers, sweatshirts and hoodies, knitted (heading 6110)"],
      ["6201", "62", "Men's or boys' anoraks, wind-jackets and similar, not knitted (heading 6201)"],
      ["6202", "62", "Women's or girls' anoraks, wind-jackets and similar, not knitted (heading 6202)"],
      ["6203", "62", "Men's or boys' suits, jackets, trousers, jeans and shorts, not knitted (heading 6203)"],
      ["6204", "62", "Women's or girls' suits, jackets, dresses, skirts, trousers and jeans, not knitted (heading 6204)"],
      ["6205", "62", "Men's or boys' shirts, not knitted (heading 6205)"],
      ["6206", "62", "Women's or girls' blouses and shirts, not knitted (heading 6206)"],
      ["6211", "62", "Track suits, swimwear and other garments: kurtas (heading 6211)"],
      ["6402", "64", "Footwear with outer soles and uppers of rubber or plastics: slides, sandals (heading 6402)"],
      ["6403", "64", "Footwear with uppers of leather (heading 6403)"],
      ["6404", "64", "Footwear with uppers of textile materials: sneakers, canvas shoes (heading 6404)"],
    ];
    for (const [hsn, chapter, description] of headings) {
      // The chapter's rates as the shop has them; 5 % up to ₹2,500 a piece and 18 % above where it had no such row.
      await queryRunner.query(
        `INSERT INTO "gst_rates" ("hsn", "description", "threshold_paise", "rate_up_to_bp", "rate_above_bp")
         SELECT $1, $2, coalesce(c."threshold_paise", 250000), coalesce(c."rate_up_to_bp", 500), coalesce(c."rate_above_bp", 1800)
           FROM (SELECT 1) one LEFT JOIN "gst_rates" c ON c."hsn" = $3
         ON CONFLICT ("hsn") DO NOTHING`,
        [hsn, description, chapter],
      );
    }
    await queryRunner.query(`UPDATE "gst_category_defaults" SET "hsn" = CASE "category" WHEN 'men' THEN '6205' WHEN 'women' THEN '6204' WHEN 'kids' THEN '6109' ELSE '6404' END WHERE length("hsn") = 2`);
    await queryRunner.query(`UPDATE "products" SET "gst_hsn" = CASE WHEN "gst_hsn" = '64' THEN '6404' END WHERE length("gst_hsn") = 2`);
    await queryRunner.query(`DELETE FROM "gst_rates" WHERE length("hsn") = 2`);
    await queryRunner.query(`ALTER TABLE "gst_rates" DROP CONSTRAINT "gst_rates_hsn_check"`);
    await queryRunner.query(`ALTER TABLE "gst_rates" ADD CONSTRAINT "gst_rates_hsn_check" CHECK ("hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$')`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gst_rates" DROP CONSTRAINT "gst_rates_hsn_check"`);
    await queryRunner.query(`ALTER TABLE "gst_rates" ADD CONSTRAINT "gst_rates_hsn_check" CHECK ("hsn" ~ '^[0-9]{2}([0-9]{2}){0,3}$')`);
    await queryRunner.query(
      `INSERT INTO "gst_rates" ("hsn", "description", "threshold_paise", "rate_up_to_bp", "rate_above_bp") VALUES
        ('61', 'Apparel and clothing accessories, knitted (chapter 61)', 250000, 500, 1800),
        ('62', 'Apparel and clothing accessories, not knitted (chapter 62)', 250000, 500, 1800),
        ('64', 'Footwear (chapter 64)', 250000, 500, 1800)
       ON CONFLICT ("hsn") DO NOTHING`,
    );
    await queryRunner.query(`UPDATE "gst_category_defaults" SET "hsn" = CASE "category" WHEN 'kids' THEN '61' WHEN 'footwear' THEN '64' ELSE '62' END WHERE "category" <> 'accessories'`);
  }
}
