import type { MigrationInterface, QueryRunner } from "typeorm";

export class Promotions1795900000100 implements MigrationInterface {
  name = "Promotions1795900000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "promotions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" text NOT NULL, "code" text, "title" text NOT NULL, "description" text NOT NULL DEFAULT '', "is_public" boolean NOT NULL DEFAULT false, "discount_type" text NOT NULL, "discount_value" integer NOT NULL, "max_discount_paise" integer, "min_order_paise" integer NOT NULL DEFAULT '0', "min_quantity" integer NOT NULL DEFAULT '0', "starts_at" TIMESTAMP WITH TIME ZONE, "ends_at" TIMESTAMP WITH TIME ZONE, "max_uses" integer, "max_uses_per_customer" integer, "uses" integer NOT NULL DEFAULT '0', "scope" text NOT NULL DEFAULT 'all', "scope_values" text array NOT NULL DEFAULT '{}', "first_order_only" boolean NOT NULL DEFAULT false, "prepaid_only" boolean NOT NULL DEFAULT false, "paused" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "promotions_uses_check" CHECK ("uses" >= 0 AND ("max_uses" IS NULL OR "uses" <= "max_uses")), CONSTRAINT "promotions_code_check" CHECK (("kind" = 'coupon') = ("code" IS NOT NULL)), CONSTRAINT "promotions_scope_check" CHECK ("scope" IN ('all', 'categories', 'brands', 'products')), CONSTRAINT "promotions_discount_type_check" CHECK ("discount_type" IN ('percent', 'flat')), CONSTRAINT "promotions_kind_check" CHECK ("kind" IN ('coupon', 'automatic')), CONSTRAINT "PK_380cecbbe3ac11f0e5a7c452c34" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "promotion_redemptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "promotion_id" uuid NOT NULL, "order_id" uuid NOT NULL, "user_id" uuid NOT NULL, "discount_paise" integer NOT NULL, "held" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "promotion_redemptions_order_promotion_key" UNIQUE ("order_id", "promotion_id"), CONSTRAINT "PK_17e98da71097f78ff330df148f7" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "promotion_redemptions_promotion_user_idx" ON "promotion_redemptions"  ("promotion_id", "user_id") `);
    await queryRunner.query(`ALTER TABLE "carts" ADD "coupon_code" text`);
    await queryRunner.query(`ALTER TABLE "carts" ADD "coupon_notice" text`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "discount_paise" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "coupon_code" text`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD "list_price_paise" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD "sale_price_paise" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD "discount_paise" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD "net_paise" integer NOT NULL DEFAULT '0'`);
    // Lines ordered before promotions: nothing taken off, so the net is what they cost; the list price is the price
    // they sold at (no record of a sale was kept).
    await queryRunner.query(`UPDATE "order_lines" SET "list_price_paise" = "unit_price_paise", "net_paise" = "unit_price_paise" * "quantity"`);
    // Codes are case-insensitive: FIRST10 and first10 are one code.
    await queryRunner.query(`CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" (lower("code")) WHERE "code" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_check" CHECK ("discount_paise" >= 0)`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_check" CHECK ("discount_paise" >= 0 AND "net_paise" >= 0)`);
    await queryRunner.query(`ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "FK_39d64a2df33d0b8bc4341085416" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "FK_43cd66ce7f92c303e5a24b46be1" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "FK_a10799fabc1e279e09007941263" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "promotion_redemptions" DROP CONSTRAINT "FK_a10799fabc1e279e09007941263"`);
    await queryRunner.query(`ALTER TABLE "promotion_redemptions" DROP CONSTRAINT "FK_43cd66ce7f92c303e5a24b46be1"`);
    await queryRunner.query(`ALTER TABLE "promotion_redemptions" DROP CONSTRAINT "FK_39d64a2df33d0b8bc4341085416"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_discount_check"`);
    await queryRunner.query(`DROP INDEX "public"."promotions_code_key"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_discount_check"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP COLUMN "net_paise"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP COLUMN "discount_paise"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP COLUMN "sale_price_paise"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP COLUMN "list_price_paise"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "coupon_code"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "discount_paise"`);
    await queryRunner.query(`ALTER TABLE "carts" DROP COLUMN "coupon_notice"`);
    await queryRunner.query(`ALTER TABLE "carts" DROP COLUMN "coupon_code"`);
    await queryRunner.query(`DROP INDEX "public"."promotion_redemptions_promotion_user_idx"`);
    await queryRunner.query(`DROP TABLE "promotion_redemptions"`);
    await queryRunner.query(`DROP TABLE "promotions"`);
  }
}
