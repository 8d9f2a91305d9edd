import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 44, what brings shoppers back: wishlists, back-in-stock alerts, abandoned-cart reminders, review requests
 * (reviews gain photos, a fit answer and moderation), size guides, the marketing consent record, and email headers.
 *
 * Back in stock, whatever brought the units back (an admin's edit, the catalogue import, a return restocked, a
 * cancelled or expired order): every path writes `product_variants.stock`, so a deferred constraint trigger there
 * notices a variant that went from 0 to more. Its WHEN is checked as each row is updated (PostgreSQL never defers a
 * constraint trigger's WHEN), so a checkout's stock update, which only lowers stock, queues nothing and costs one
 * comparison; a 0 → n update queues an event that runs at COMMIT, where the function reads the stock as committed:
 * a variant that went back to 0 inside the same transaction (a flicker) is not queued. It queues only variants
 * someone waits for (stock_alerts), once (the primary key), for the shopper-loops job to claim.
 */
const KINDS_BEFORE = `'welcome', 'order_confirmed', 'order_shipped', 'order_delivered', 'order_cancelled', 'verify_email', 'password_reset', 'password_changed', 'email_change', 'email_change_notice', 'return_received', 'return_approved', 'return_rejected', 'refund_issued', 'exchange_shipped'`;
const KINDS_AFTER = `${KINDS_BEFORE}, 'cart_reminder', 'back_in_stock', 'review_request'`;

export class ShopperLoops1796300000100 implements MigrationInterface {
  name = "ShopperLoops1796300000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "wishlist_items" ("user_id" uuid NOT NULL, "product_id" uuid NOT NULL, "price_paise_at_add" integer NOT NULL, "added_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "wishlist_items_pkey" PRIMARY KEY ("user_id", "product_id"))`);
    await queryRunner.query(`CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items"  ("product_id") `);
    await queryRunner.query(`CREATE INDEX "wishlist_items_user_added_idx" ON "wishlist_items"  ("user_id", "added_at") `);
    await queryRunner.query(`CREATE TABLE "stock_alerts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "product_id" uuid NOT NULL, "variant_id" uuid NOT NULL, "status" text NOT NULL DEFAULT 'waiting', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "closed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "stock_alerts_status_check" CHECK ("status" IN ('waiting', 'sent', 'cancelled')), CONSTRAINT "stock_alerts_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "stock_alerts_user_created_idx" ON "stock_alerts"  ("user_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "stock_alert_restocks" ("variant_id" uuid NOT NULL, "restocked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "stock_alert_restocks_pkey" PRIMARY KEY ("variant_id"))`);
    await queryRunner.query(`CREATE TABLE "marketing_consents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "channel" text NOT NULL, "granted" boolean NOT NULL, "wording" text NOT NULL, "source" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "marketing_consents_channel_check" CHECK ("channel" IN ('email', 'whatsapp')), CONSTRAINT "marketing_consents_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "marketing_consents_user_channel_idx" ON "marketing_consents"  ("user_id", "channel", "created_at") `);
    await queryRunner.query(`CREATE TABLE "cart_reminders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "cart_id" uuid NOT NULL, "user_id" uuid NOT NULL, "activity_at" TIMESTAMP WITH TIME ZONE NOT NULL, "lines" jsonb NOT NULL, "value_paise" integer NOT NULL, "first_sent_at" TIMESTAMP WITH TIME ZONE NOT NULL, "second_sent_at" TIMESTAMP WITH TIME ZONE, "promotion_id" uuid, "coupon_code" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "cart_reminders_cart_activity_key" UNIQUE ("cart_id", "activity_at"), CONSTRAINT "cart_reminders_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "cart_reminders_sent_idx" ON "cart_reminders"  ("first_sent_at") `);
    await queryRunner.query(`CREATE INDEX "cart_reminders_user_sent_idx" ON "cart_reminders"  ("user_id", "first_sent_at") `);
    await queryRunner.query(`CREATE TABLE "review_requests" ("order_id" uuid NOT NULL, "user_id" uuid NOT NULL, "product_count" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "review_requests_pkey" PRIMARY KEY ("order_id"))`);
    await queryRunner.query(`CREATE TABLE "size_charts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "category" text NOT NULL, "brand" text NOT NULL DEFAULT '', "measurements" jsonb NOT NULL, "rows" jsonb NOT NULL, "note" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "size_charts_category_brand_key" UNIQUE ("category", "brand"), CONSTRAINT "size_charts_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD "headers" jsonb`);
    await queryRunner.query(`ALTER TABLE "promotions" ADD "customer_id" uuid`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD "fit" text`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD "photos" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD "hidden_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD CONSTRAINT "reviews_fit_check" CHECK ("fit" IS NULL OR "fit" IN ('runs_small', 'true_to_size', 'runs_large'))`);
    await queryRunner.query(`ALTER TABLE "promotions" ADD CONSTRAINT "promotions_customer_fkey" FOREIGN KEY ("customer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_fkey" FOREIGN KEY ("variant_id") REFERENCES "product_variants"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "stock_alert_restocks" ADD CONSTRAINT "stock_alert_restocks_variant_fkey" FOREIGN KEY ("variant_id") REFERENCES "product_variants"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_cart_fkey" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_promotion_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_order_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    await queryRunner.query(`ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check"`);
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("kind" IN (${KINDS_AFTER}))`);
    // One waiting alert per shopper and variant; the job and the admin's demand read the waiting ones by variant.
    await queryRunner.query(`CREATE UNIQUE INDEX "stock_alerts_waiting_key" ON "stock_alerts" ("user_id", "variant_id") WHERE "status" = 'waiting'`);
    await queryRunner.query(`CREATE INDEX "stock_alerts_waiting_variant_idx" ON "stock_alerts" ("variant_id") WHERE "status" = 'waiting'`);
    await queryRunner.query(`
      CREATE FUNCTION "stock_alert_restocked"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- At commit: in stock as committed (not a flicker inside the transaction), and someone waits for it.
        INSERT INTO "stock_alert_restocks" ("variant_id")
        SELECT v."id" FROM "product_variants" v
         WHERE v."id" = NEW."id" AND v."stock" > 0
           AND EXISTS (SELECT 1 FROM "stock_alerts" a WHERE a."variant_id" = v."id" AND a."status" = 'waiting')
        ON CONFLICT ("variant_id") DO NOTHING;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      `CREATE CONSTRAINT TRIGGER "stock_alert_restocked" AFTER UPDATE OF "stock" ON "product_variants" DEFERRABLE INITIALLY DEFERRED
       FOR EACH ROW WHEN (OLD."stock" = 0 AND NEW."stock" > 0) EXECUTE FUNCTION "stock_alert_restocked"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "stock_alert_restocked" ON "product_variants"`);
    await queryRunner.query(`DROP FUNCTION "stock_alert_restocked"()`);
    await queryRunner.query(`DROP INDEX "stock_alerts_waiting_variant_idx"`);
    await queryRunner.query(`DROP INDEX "stock_alerts_waiting_key"`);
    await queryRunner.query(`DELETE FROM "email_outbox" WHERE "kind" IN ('cart_reminder', 'back_in_stock', 'review_request')`);
    await queryRunner.query(`ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check"`);
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}))`);
    await queryRunner.query(`ALTER TABLE "review_requests" DROP CONSTRAINT "review_requests_order_fkey"`);
    await queryRunner.query(`ALTER TABLE "cart_reminders" DROP CONSTRAINT "cart_reminders_promotion_fkey"`);
    await queryRunner.query(`ALTER TABLE "cart_reminders" DROP CONSTRAINT "cart_reminders_user_fkey"`);
    await queryRunner.query(`ALTER TABLE "cart_reminders" DROP CONSTRAINT "cart_reminders_cart_fkey"`);
    await queryRunner.query(`ALTER TABLE "marketing_consents" DROP CONSTRAINT "marketing_consents_user_fkey"`);
    await queryRunner.query(`ALTER TABLE "stock_alert_restocks" DROP CONSTRAINT "stock_alert_restocks_variant_fkey"`);
    await queryRunner.query(`ALTER TABLE "stock_alerts" DROP CONSTRAINT "stock_alerts_variant_fkey"`);
    await queryRunner.query(`ALTER TABLE "stock_alerts" DROP CONSTRAINT "stock_alerts_product_fkey"`);
    await queryRunner.query(`ALTER TABLE "stock_alerts" DROP CONSTRAINT "stock_alerts_user_fkey"`);
    await queryRunner.query(`ALTER TABLE "wishlist_items" DROP CONSTRAINT "wishlist_items_product_fkey"`);
    await queryRunner.query(`ALTER TABLE "wishlist_items" DROP CONSTRAINT "wishlist_items_user_fkey"`);
    await queryRunner.query(`ALTER TABLE "promotions" DROP CONSTRAINT "promotions_customer_fkey"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "reviews_fit_check"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "hidden_at"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "photos"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "fit"`);
    await queryRunner.query(`ALTER TABLE "promotions" DROP COLUMN "customer_id"`);
    await queryRunner.query(`ALTER TABLE "email_outbox" DROP COLUMN "headers"`);
    await queryRunner.query(`DROP TABLE "size_charts"`);
    await queryRunner.query(`DROP TABLE "review_requests"`);
    await queryRunner.query(`DROP INDEX "public"."cart_reminders_user_sent_idx"`);
    await queryRunner.query(`DROP INDEX "public"."cart_reminders_sent_idx"`);
    await queryRunner.query(`DROP TABLE "cart_reminders"`);
    await queryRunner.query(`DROP INDEX "public"."marketing_consents_user_channel_idx"`);
    await queryRunner.query(`DROP TABLE "marketing_consents"`);
    await queryRunner.query(`DROP TABLE "stock_alert_restocks"`);
    await queryRunner.query(`DROP INDEX "public"."stock_alerts_user_created_idx"`);
    await queryRunner.query(`DROP TABLE "stock_alerts"`);
    await queryRunner.query(`DROP INDEX "public"."wishlist_items_user_added_idx"`);
    await queryRunner.query(`DROP INDEX "public"."wishlist_items_product_idx"`);
    await queryRunner.query(`DROP TABLE "wishlist_items"`);
  }
}
