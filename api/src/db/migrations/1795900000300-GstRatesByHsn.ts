import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * GST rate rows keyed by HSN (issue 24, per accessory kind): `gst_rates` becomes one row per HSN code (its
 * description, threshold per piece and rates), each category points at its default row (`gst_category_defaults`)
 * and a product may point at another (`products.gst_hsn`, null: its category's). Placed orders are untouched: their
 * lines keep the HSN and rate they were placed with.
 *
 * The rows per category are carried over as they are (with an admin's edits; where two categories shared an HSN,
 * men and women on 62, the row edited last wins), and rows are added for the accessory kinds the shop sells. Rates:
 * CBIC notification No. 9/2025-Central Tax (Rate) of 17 September 2025 (in force 22 September 2025), Schedule I (5 %)
 * and II (18 %). Only the notification's frame (its schedules and their rates) could be read from the official text
 * here; the entries for each heading below are this shop's reading and must be checked against the schedules (see
 * the GST table of docs/gst.md): 6217 follows chapter 62's "sale value not exceeding ₹2,500 per piece" entry; caps (6505)
 * 5 %; leather belts (4203), bags (4202), sunglasses (9004) and watches (9102) 18 %.
 */
export class GstRatesByHsn1795900000300 implements MigrationInterface {
  name = "GstRatesByHsn1795900000300";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gst_rates" RENAME TO "gst_rates_by_category"`);
    await queryRunner.query(`ALTER TABLE "gst_rates_by_category" RENAME CONSTRAINT "gst_rates_pkey" TO "gst_rates_by_category_pkey"`);
    await queryRunner.query(`ALTER TABLE "gst_rates_by_category" DROP CONSTRAINT "gst_rates_updated_by_fkey"`);
    await queryRunner.query(`CREATE TABLE "gst_rates" ("hsn" text NOT NULL, "description" text NOT NULL, "threshold_paise" integer, "rate_up_to_bp" integer NOT NULL, "rate_above_bp" integer NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_by" uuid, CONSTRAINT "gst_rates_rates_check" CHECK ("rate_up_to_bp" BETWEEN 0 AND 4000 AND "rate_above_bp" BETWEEN 0 AND 4000), CONSTRAINT "gst_rates_threshold_check" CHECK ("threshold_paise" IS NULL OR "threshold_paise" > 0), CONSTRAINT "gst_rates_description_check" CHECK (length("description") BETWEEN 1 AND 200), CONSTRAINT "gst_rates_hsn_check" CHECK ("hsn" ~ '^[0-9]{2}([0-9]{2}){0,3}$'), CONSTRAINT "gst_rates_pkey" PRIMARY KEY ("hsn"))`);
    await queryRunner.query(
      `INSERT INTO "gst_rates" ("hsn", "description", "threshold_paise", "rate_up_to_bp", "rate_above_bp", "updated_at", "updated_by")
       SELECT DISTINCT ON ("hsn") "hsn",
              CASE "hsn" WHEN '62' THEN 'Apparel and clothing accessories, not knitted (chapter 62)'
                         WHEN '61' THEN 'Apparel and clothing accessories, knitted (chapter 61)'
                         WHEN '64' THEN 'Footwear (chapter 64)'
                         WHEN '4202' THEN 'Bags: backpacks, totes, duffels, handbags (heading 4202)'
                         ELSE 'The ' || "category" || ' category''s rate' END,
              "threshold_paise", "rate_up_to_bp", "rate_above_bp", "updated_at", "updated_by"
         FROM "gst_rates_by_category" ORDER BY "hsn", "updated_at" DESC`,
    );
    await queryRunner.query(
      `INSERT INTO "gst_rates" ("hsn", "description", "threshold_paise", "rate_up_to_bp", "rate_above_bp") VALUES
        ('4202', 'Bags: backpacks, totes, duffels, handbags (heading 4202)', NULL, 1800, 1800),
        ('4203', 'Belts and other clothing accessories of leather (heading 4203)', NULL, 1800, 1800),
        ('6217', 'Clothing accessories of textile, not knitted: canvas and fabric belts (heading 6217)', 250000, 500, 1800),
        ('6505', 'Caps and hats, knitted or of textile fabric (heading 6505)', NULL, 500, 500),
        ('9004', 'Sunglasses and other goggles, not corrective (heading 9004)', NULL, 1800, 1800),
        ('9102', 'Wrist-watches, case not of precious metal (heading 9102)', NULL, 1800, 1800)
       ON CONFLICT ("hsn") DO NOTHING`,
    );
    await queryRunner.query(`CREATE TABLE "gst_category_defaults" ("category" text NOT NULL, "hsn" text NOT NULL, CONSTRAINT "gst_category_defaults_category_check" CHECK ("category" IN ('men', 'women', 'kids', 'accessories', 'footwear')), CONSTRAINT "gst_category_defaults_pkey" PRIMARY KEY ("category"))`);
    await queryRunner.query(`INSERT INTO "gst_category_defaults" ("category", "hsn") SELECT "category", "hsn" FROM "gst_rates_by_category"`);
    await queryRunner.query(`DROP TABLE "gst_rates_by_category"`);
    await queryRunner.query(`ALTER TABLE "products" ADD "gst_hsn" text`);
    await queryRunner.query(`ALTER TABLE "gst_rates" ADD CONSTRAINT "gst_rates_updated_by_fkey" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "gst_category_defaults" ADD CONSTRAINT "gst_category_defaults_hsn_fkey" FOREIGN KEY ("hsn") REFERENCES "gst_rates"("hsn") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "products" ADD CONSTRAINT "products_gst_hsn_fkey" FOREIGN KEY ("gst_hsn") REFERENCES "gst_rates"("hsn") ON DELETE RESTRICT ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "products_gst_hsn_fkey"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "gst_hsn"`);
    await queryRunner.query(`CREATE TABLE "gst_rates_by_category" AS SELECT d."category", r."hsn", r."threshold_paise", r."rate_up_to_bp", r."rate_above_bp", r."updated_at", r."updated_by" FROM "gst_category_defaults" d JOIN "gst_rates" r ON r."hsn" = d."hsn"`);
    await queryRunner.query(`DROP TABLE "gst_category_defaults"`);
    await queryRunner.query(`DROP TABLE "gst_rates"`);
    await queryRunner.query(`ALTER TABLE "gst_rates_by_category" RENAME TO "gst_rates"`);
    await queryRunner.query(`ALTER TABLE "gst_rates" ALTER "category" SET NOT NULL, ALTER "hsn" SET NOT NULL, ALTER "rate_up_to_bp" SET NOT NULL, ALTER "rate_above_bp" SET NOT NULL, ALTER "updated_at" SET NOT NULL, ALTER "updated_at" SET DEFAULT now()`);
    await queryRunner.query(`ALTER TABLE "gst_rates" ADD CONSTRAINT "gst_rates_rates_check" CHECK ("rate_up_to_bp" BETWEEN 0 AND 4000 AND "rate_above_bp" BETWEEN 0 AND 4000), ADD CONSTRAINT "gst_rates_threshold_check" CHECK ("threshold_paise" IS NULL OR "threshold_paise" > 0), ADD CONSTRAINT "gst_rates_hsn_check" CHECK ("hsn" ~ '^[0-9]{2}([0-9]{2}){0,3}$'), ADD CONSTRAINT "gst_rates_category_check" CHECK ("category" IN ('men', 'women', 'kids', 'accessories', 'footwear')), ADD CONSTRAINT "gst_rates_pkey" PRIMARY KEY ("category")`);
    await queryRunner.query(`ALTER TABLE "gst_rates" ADD CONSTRAINT "gst_rates_updated_by_fkey" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }
}
