import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * GST per line (issue 24): the rate table per category with the shop's defaults, an address's state (optional, a GST
 * state code), the place of supply of each order and each line's HSN code, rate and tax as placed. Orders placed before this keep null columns: their invoices print
 * as they were issued (one rate, INVOICE_GST_PERCENT), since an issued tax invoice must not change.
 *
 * Defaults: CBIC notification No. 9/2025-Central Tax (Rate) of 17 September 2025 (from 22 September 2025), Schedule I
 * (5 %) and Schedule II (18 %): apparel of chapters 61/62 and footwear of chapter 64 at 5 % when a piece's value is up
 * to ₹2,500 and 18 % above; bags and the other accessories (heading 4202) at 18 %.
 */

export class GstPerLine1795900000200 implements MigrationInterface {
  name = "GstPerLine1795900000200";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "gst_rates" ("category" text NOT NULL, "hsn" text NOT NULL, "threshold_paise" integer, "rate_up_to_bp" integer NOT NULL, "rate_above_bp" integer NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_by" uuid, CONSTRAINT "gst_rates_rates_check" CHECK ("rate_up_to_bp" BETWEEN 0 AND 4000 AND "rate_above_bp" BETWEEN 0 AND 4000), CONSTRAINT "gst_rates_threshold_check" CHECK ("threshold_paise" IS NULL OR "threshold_paise" > 0), CONSTRAINT "gst_rates_hsn_check" CHECK ("hsn" ~ '^[0-9]{2}([0-9]{2}){0,3}$'), CONSTRAINT "gst_rates_category_check" CHECK ("category" IN ('men', 'women', 'kids', 'accessories', 'footwear')), CONSTRAINT "gst_rates_pkey" PRIMARY KEY ("category"))`);
    await queryRunner.query(
      `INSERT INTO "gst_rates" ("category", "hsn", "threshold_paise", "rate_up_to_bp", "rate_above_bp") VALUES
        ('men', '62', 250000, 500, 1800), ('women', '62', 250000, 500, 1800), ('kids', '61', 250000, 500, 1800),
        ('footwear', '64', 250000, 500, 1800), ('accessories', '4202', NULL, 1800, 1800)`,
    );
    await queryRunner.query(`ALTER TABLE "addresses" ADD "state" character(2)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "place_of_supply" character(2)`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD "hsn" text`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD "gst_rate_bp" integer`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD "taxable_paise" integer`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD "cgst_paise" integer`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD "sgst_paise" integer`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD "igst_paise" integer`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_gst_check" CHECK (("hsn" IS NULL AND "gst_rate_bp" IS NULL AND "taxable_paise" IS NULL AND "cgst_paise" IS NULL AND "sgst_paise" IS NULL AND "igst_paise" IS NULL) OR ("hsn" IS NOT NULL AND "gst_rate_bp" >= 0 AND "taxable_paise" >= 0 AND "cgst_paise" >= 0 AND "sgst_paise" >= 0 AND "igst_paise" >= 0))`);
    await queryRunner.query(`ALTER TABLE "gst_rates" ADD CONSTRAINT "gst_rates_updated_by_fkey" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gst_rates" DROP CONSTRAINT "gst_rates_updated_by_fkey"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_gst_check"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP COLUMN "igst_paise"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP COLUMN "sgst_paise"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP COLUMN "cgst_paise"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP COLUMN "taxable_paise"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP COLUMN "gst_rate_bp"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP COLUMN "hsn"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "place_of_supply"`);
    await queryRunner.query(`ALTER TABLE "addresses" DROP COLUMN "state"`);
    await queryRunner.query(`DROP TABLE "gst_rates"`);
  }
}
