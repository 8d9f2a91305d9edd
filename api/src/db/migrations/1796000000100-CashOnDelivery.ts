import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Cash on delivery, the payment instrument and the delivery promise (issue 25): the serviceable pincodes with a demo
 * set (every pincode the demo's orders and the shop's tests deliver to, and a few more regions; Port Blair, Gangtok,
 * Leh and Aizawl prepaid only), an order's COD fee, its instrument (card, upi, netbanking, wallet, cod) and UPI
 * address, the order status `returned_to_origin` and the payment status `to_collect`.
 */
export const DEMO_SERVICEABLE_PINCODES: ReadonlyArray<[pincode: string, state: string, city: string, days: number, prepaid: boolean, cod: boolean]> = [
  ["110001", "07", "New Delhi", 3, true, true],
  ["110017", "07", "New Delhi", 3, true, true],
  ["141001", "03", "Ludhiana", 4, true, true],
  ["160017", "04", "Chandigarh", 4, true, true],
  ["160022", "04", "Chandigarh", 4, true, true],
  ["194101", "38", "Leh", 9, true, false],
  ["226001", "09", "Lucknow", 4, true, true],
  ["244713", "05", "Ramnagar", 6, true, true],
  ["248001", "05", "Dehradun", 5, true, true],
  ["302001", "08", "Jaipur", 4, true, true],
  ["380009", "24", "Ahmedabad", 3, true, true],
  ["400050", "27", "Mumbai", 2, true, true],
  ["403001", "30", "Panaji", 4, true, true],
  ["411001", "27", "Pune", 3, true, true],
  ["411004", "27", "Pune", 3, true, true],
  ["452001", "23", "Indore", 4, true, true],
  ["462001", "23", "Bhopal", 4, true, true],
  ["500033", "36", "Hyderabad", 2, true, true],
  ["560001", "29", "Bengaluru", 1, true, true],
  ["560034", "29", "Bengaluru", 1, true, true],
  ["560038", "29", "Bengaluru", 1, true, true],
  ["600028", "33", "Chennai", 2, true, true],
  ["600040", "33", "Chennai", 2, true, true],
  ["605001", "34", "Puducherry", 3, true, true],
  ["641001", "33", "Coimbatore", 3, true, true],
  ["682016", "32", "Kochi", 3, true, true],
  ["695001", "32", "Thiruvananthapuram", 4, true, true],
  ["700016", "19", "Kolkata", 3, true, true],
  ["700019", "19", "Kolkata", 3, true, true],
  ["737101", "11", "Gangtok", 7, true, false],
  ["744101", "35", "Port Blair", 10, true, false],
  ["751001", "21", "Bhubaneswar", 4, true, true],
  ["781001", "18", "Guwahati", 5, true, true],
  ["796001", "15", "Aizawl", 8, true, false],
  ["800001", "10", "Patna", 5, true, true],
  ["834001", "20", "Ranchi", 5, true, true],
];

export class CashOnDelivery1796000000100 implements MigrationInterface {
  name = "CashOnDelivery1796000000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "serviceable_pincodes" ("pincode" text NOT NULL, "state" character(2) NOT NULL, "city" text NOT NULL, "delivery_days" integer NOT NULL, "prepaid_allowed" boolean NOT NULL DEFAULT true, "cod_allowed" boolean NOT NULL DEFAULT true, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_by" uuid, CONSTRAINT "serviceable_pincodes_days_check" CHECK ("delivery_days" BETWEEN 0 AND 30), CONSTRAINT "serviceable_pincodes_pincode_check" CHECK ("pincode" ~ '^[1-9][0-9]{5}$'), CONSTRAINT "serviceable_pincodes_pkey" PRIMARY KEY ("pincode"))`);
    await queryRunner.query(`ALTER TABLE "serviceable_pincodes" ADD CONSTRAINT "serviceable_pincodes_updated_by_fkey" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    const values = DEMO_SERVICEABLE_PINCODES.map((_, i) => `($${i * 6 + 1}, $${i * 6 + 2}, $${i * 6 + 3}, $${i * 6 + 4}, $${i * 6 + 5}, $${i * 6 + 6})`).join(", ");
    await queryRunner.query(
      `INSERT INTO "serviceable_pincodes" ("pincode", "state", "city", "delivery_days", "prepaid_allowed", "cod_allowed") VALUES ${values}`,
      DEMO_SERVICEABLE_PINCODES.flat(),
    );

    await queryRunner.query(`ALTER TABLE "orders" ADD "payment_instrument" text`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "payment_vpa" text`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "cod_fee_paise" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check"`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'rejected', 'returned_to_origin'))`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("payment_status" IN ('pending', 'paid', 'failed', 'refunded', 'to_collect'))`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fee_check" CHECK ("cod_fee_paise" >= 0)`);
    // The open-COD-orders cap counts a customer's orders whose cash is still to be collected.
    await queryRunner.query(`CREATE INDEX "orders_open_cod_idx" ON "orders" ("user_id") WHERE "payment_status" = 'to_collect'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "orders_open_cod_idx"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_cod_fee_check"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check"`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'rejected'))`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("payment_status" IN ('pending', 'paid', 'failed', 'refunded'))`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "cod_fee_paise"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "payment_vpa"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "payment_instrument"`);
    await queryRunner.query(`DROP TABLE "serviceable_pincodes"`);
  }
}
