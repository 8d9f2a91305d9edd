import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The offline Razorpay stand-in keeps its orders, payments and refunds here instead of in one process's memory,
 * so a payment opened through one replica can be paid, verified and webhooked through another.
 */
export class RazorpaySandboxState1795600000300 implements MigrationInterface {
  name = "RazorpaySandboxState1795600000300";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "razorpay_sandbox_orders" ("id" text NOT NULL, "document" json NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f41181bc9bf937cb45826b6e71a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "razorpay_sandbox_payments" ("id" text NOT NULL, "order_id" text NOT NULL, "document" json NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_26cc8160c67092ab0c35ff13174" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "razorpay_sandbox_payments_order_id_idx" ON "razorpay_sandbox_payments"  ("order_id") `);
    await queryRunner.query(`CREATE TABLE "razorpay_sandbox_refunds" ("id" text NOT NULL, "payment_id" text NOT NULL, "document" json NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fc1b14f7a844fa4b14e3fa1dfd3" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "razorpay_sandbox_refunds_payment_id_idx" ON "razorpay_sandbox_refunds"  ("payment_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."razorpay_sandbox_refunds_payment_id_idx"`);
    await queryRunner.query(`DROP TABLE "razorpay_sandbox_refunds"`);
    await queryRunner.query(`DROP INDEX "public"."razorpay_sandbox_payments_order_id_idx"`);
    await queryRunner.query(`DROP TABLE "razorpay_sandbox_payments"`);
    await queryRunner.query(`DROP TABLE "razorpay_sandbox_orders"`);
  }
}
