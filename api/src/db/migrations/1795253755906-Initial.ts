import type { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795253755906 implements MigrationInterface {
  name = "Initial1795253755906";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "username" text NOT NULL, "email" text NOT NULL, "name" text NOT NULL, "role" text NOT NULL DEFAULT 'customer', "password_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "users_role_check" CHECK ("role" IN ('admin', 'customer')), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "addresses" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "name" text, "address" text NOT NULL, "city" text NOT NULL, "phone" text NOT NULL, "pincode" text NOT NULL, "notes" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_745d8f43d3af10ab8247465e450" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "addresses_user_id_idx" ON "addresses"  ("user_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "products" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" text NOT NULL, "description" text NOT NULL, "category" text NOT NULL, "brand" text NOT NULL, "price_paise" integer NOT NULL, "sale_price_paise" integer NOT NULL DEFAULT '0', "total_stock" integer NOT NULL, "image_url" text NOT NULL, "image_variants" jsonb, "review_count" integer NOT NULL DEFAULT '0', "rating_sum" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "products_rating_check" CHECK ("review_count" >= 0 AND "rating_sum" >= 0), CONSTRAINT "products_stock_check" CHECK ("total_stock" >= 0), CONSTRAINT "products_sale_price_check" CHECK ("sale_price_paise" = 0 OR ("sale_price_paise" > 0 AND "sale_price_paise" < "price_paise")), CONSTRAINT "products_price_check" CHECK ("price_paise" > 0), CONSTRAINT "products_brand_check" CHECK ("brand" IN ('nike', 'adidas', 'puma', 'levi', 'zara', 'h&m')), CONSTRAINT "products_category_check" CHECK ("category" IN ('men', 'women', 'kids', 'accessories', 'footwear')), CONSTRAINT "PK_0806c755e0aca124e67c0cf6d7d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "products_brand_idx" ON "products"  ("brand") `);
    await queryRunner.query(`CREATE INDEX "products_category_idx" ON "products"  ("category") `);
    await queryRunner.query(`CREATE TABLE "carts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "carts_user_id_key" UNIQUE ("user_id"), CONSTRAINT "PK_b5f695a59f5ebb50af3c8160816" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "cart_lines" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "cart_id" uuid NOT NULL, "product_id" uuid NOT NULL, "size" text NOT NULL DEFAULT '', "colour" text NOT NULL DEFAULT '', "quantity" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "cart_lines_variant_key" UNIQUE ("cart_id", "product_id", "size", "colour"), CONSTRAINT "cart_lines_quantity_check" CHECK ("quantity" >= 1), CONSTRAINT "PK_a8b728889a5b050537ab02e07bd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "cart_lines_product_id_idx" ON "cart_lines"  ("product_id") `);
    await queryRunner.query(`CREATE TABLE "feature_images" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "image_url" text NOT NULL, "image_variants" jsonb, "title" text, "description" text, "position" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_049a70ef88acd01c907c06457a2" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "feature_images_position_idx" ON "feature_images"  ("position", "created_at") `);
    await queryRunner.query(`CREATE TABLE "orders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "cart_id" uuid, "status" text NOT NULL DEFAULT 'pending', "payment_method" text NOT NULL DEFAULT 'razorpay', "payment_status" text NOT NULL DEFAULT 'pending', "total_paise" integer NOT NULL, "currency" character(3) NOT NULL DEFAULT 'INR', "address_id" uuid, "ship_address" text NOT NULL, "ship_city" text NOT NULL, "ship_pincode" text NOT NULL, "ship_phone" text NOT NULL, "ship_notes" text NOT NULL, "payment_id" text NOT NULL DEFAULT '', "payer_id" text NOT NULL DEFAULT '', "reservation_expires_at" TIMESTAMP WITH TIME ZONE, "stock_reserved" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "orders_total_check" CHECK ("total_paise" > 0), CONSTRAINT "orders_payment_status_check" CHECK ("payment_status" IN ('pending', 'paid', 'failed', 'refunded')), CONSTRAINT "orders_status_check" CHECK ("status" IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'rejected')), CONSTRAINT "PK_710e2d4957aa5878dfe94e4ac2f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "orders_created_idx" ON "orders"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "orders_user_created_idx" ON "orders"  ("user_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "order_lines" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "product_id" uuid NOT NULL, "title" text NOT NULL, "image_url" text NOT NULL, "unit_price_paise" integer NOT NULL, "quantity" integer NOT NULL, "size" text NOT NULL DEFAULT '', "colour" text NOT NULL DEFAULT '', CONSTRAINT "order_lines_price_check" CHECK ("unit_price_paise" > 0), CONSTRAINT "order_lines_quantity_check" CHECK ("quantity" >= 1), CONSTRAINT "PK_627dcd7f1d707de4df241b2da6b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "order_lines_product_id_idx" ON "order_lines"  ("product_id") `);
    await queryRunner.query(`CREATE INDEX "order_lines_order_id_idx" ON "order_lines"  ("order_id") `);
    await queryRunner.query(`CREATE TABLE "order_status_history" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "from_status" text, "to_status" text NOT NULL, "changed_by" uuid, "note" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e6c66d853f155531985fc4f6ec8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "order_status_history_order_idx" ON "order_status_history"  ("order_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "provider" text NOT NULL DEFAULT 'razorpay', "provider_order_id" text NOT NULL, "provider_payment_id" text, "amount_paise" integer NOT NULL, "currency" character(3) NOT NULL DEFAULT 'INR', "status" text NOT NULL DEFAULT 'created', "failure_reason" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "payments_provider_order_id_key" UNIQUE ("provider_order_id"), CONSTRAINT "payments_amount_check" CHECK ("amount_paise" > 0), CONSTRAINT "payments_status_check" CHECK ("status" IN ('created', 'authorized', 'captured', 'failed', 'refunded')), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "payments_provider_payment_id_idx" ON "payments"  ("provider_payment_id") `);
    await queryRunner.query(`CREATE INDEX "payments_order_id_idx" ON "payments"  ("order_id") `);
    await queryRunner.query(`CREATE TABLE "webhook_events" ("event_id" text NOT NULL, "event" text NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_eca7d9af1d5bb2184a201ed250d" PRIMARY KEY ("event_id"))`);
    await queryRunner.query(`CREATE TABLE "reviews" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "product_id" uuid NOT NULL, "user_id" uuid NOT NULL, "rating" smallint NOT NULL, "message" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "reviews_product_user_key" UNIQUE ("product_id", "user_id"), CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5), CONSTRAINT "PK_231ae565c273ee700b283f15c1d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "reviews_product_created_idx" ON "reviews"  ("product_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "sessions_user_id_idx" ON "sessions"  ("user_id") `);
    // Indexes TypeORM cannot express in decorators (declared with synchronize:false on the entities).
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_key" ON "users" (lower("email"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_username_key" ON "users" (lower("username"))`);
    await queryRunner.query(
      `CREATE INDEX "products_effective_price_idx" ON "products" ((CASE WHEN "sale_price_paise" > 0 THEN "sale_price_paise" ELSE "price_paise" END)) WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX "products_title_idx" ON "products" (lower("title")) WHERE "deleted_at" IS NULL`);
    await queryRunner.query(
      `CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" ("reservation_expires_at") WHERE "payment_status" = 'pending' AND "stock_reserved"`,
    );
    await queryRunner.query(`ALTER TABLE "addresses" ADD CONSTRAINT "FK_16aac8a9f6f9c1dd6bcb75ec023" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "carts" ADD CONSTRAINT "FK_2ec1c94a977b940d85a4f498aea" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "cart_lines" ADD CONSTRAINT "FK_41ddbb6bf3c82ea6ad0f9fe0353" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "cart_lines" ADD CONSTRAINT "FK_5c66a9dbf9b7661da7b6cde3a80" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "FK_a922b820eeef29ac1c6800e826a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD CONSTRAINT "FK_6a619803439ea92778cafc8fb54" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "order_lines" ADD CONSTRAINT "FK_c33a737fbeb5050911ca729aaed" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "order_status_history" ADD CONSTRAINT "FK_1ca7d5228cf9dc589b60243933c" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "order_status_history" ADD CONSTRAINT "FK_de5bb51ff61072261b6b3419f83" FOREIGN KEY ("changed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "payments" ADD CONSTRAINT "FK_b2f7b823a21562eeca20e72b006" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD CONSTRAINT "FK_9482e9567d8dcc2bc615981ef44" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD CONSTRAINT "FK_728447781a30bc3fcfe5c2f1cdf" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "sessions" ADD CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "orders_unpaid_expiry_idx"`);
    await queryRunner.query(`DROP INDEX "products_title_idx"`);
    await queryRunner.query(`DROP INDEX "products_effective_price_idx"`);
    await queryRunner.query(`DROP INDEX "users_username_key"`);
    await queryRunner.query(`DROP INDEX "users_email_key"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "FK_728447781a30bc3fcfe5c2f1cdf"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "FK_9482e9567d8dcc2bc615981ef44"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_b2f7b823a21562eeca20e72b006"`);
    await queryRunner.query(`ALTER TABLE "order_status_history" DROP CONSTRAINT "FK_de5bb51ff61072261b6b3419f83"`);
    await queryRunner.query(`ALTER TABLE "order_status_history" DROP CONSTRAINT "FK_1ca7d5228cf9dc589b60243933c"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP CONSTRAINT "FK_c33a737fbeb5050911ca729aaed"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP CONSTRAINT "FK_6a619803439ea92778cafc8fb54"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_a922b820eeef29ac1c6800e826a"`);
    await queryRunner.query(`ALTER TABLE "cart_lines" DROP CONSTRAINT "FK_5c66a9dbf9b7661da7b6cde3a80"`);
    await queryRunner.query(`ALTER TABLE "cart_lines" DROP CONSTRAINT "FK_41ddbb6bf3c82ea6ad0f9fe0353"`);
    await queryRunner.query(`ALTER TABLE "carts" DROP CONSTRAINT "FK_2ec1c94a977b940d85a4f498aea"`);
    await queryRunner.query(`ALTER TABLE "addresses" DROP CONSTRAINT "FK_16aac8a9f6f9c1dd6bcb75ec023"`);
    await queryRunner.query(`DROP INDEX "public"."sessions_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "public"."reviews_product_created_idx"`);
    await queryRunner.query(`DROP TABLE "reviews"`);
    await queryRunner.query(`DROP TABLE "webhook_events"`);
    await queryRunner.query(`DROP INDEX "public"."payments_order_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."payments_provider_payment_id_idx"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP INDEX "public"."order_status_history_order_idx"`);
    await queryRunner.query(`DROP TABLE "order_status_history"`);
    await queryRunner.query(`DROP INDEX "public"."order_lines_order_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."order_lines_product_id_idx"`);
    await queryRunner.query(`DROP TABLE "order_lines"`);
    await queryRunner.query(`DROP INDEX "public"."orders_user_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."orders_created_idx"`);
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`DROP INDEX "public"."feature_images_position_idx"`);
    await queryRunner.query(`DROP TABLE "feature_images"`);
    await queryRunner.query(`DROP INDEX "public"."cart_lines_product_id_idx"`);
    await queryRunner.query(`DROP TABLE "cart_lines"`);
    await queryRunner.query(`DROP TABLE "carts"`);
    await queryRunner.query(`DROP INDEX "public"."products_category_idx"`);
    await queryRunner.query(`DROP INDEX "public"."products_brand_idx"`);
    await queryRunner.query(`DROP TABLE "products"`);
    await queryRunner.query(`DROP INDEX "public"."addresses_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "addresses"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
