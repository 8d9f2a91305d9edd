import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from "typeorm";

/**
 * The offline Razorpay stand-in's own records (payments/sandbox), kept in the shop's database so that every
 * replica sees the same provider orders and payments. Each row holds Razorpay's JSON document as the API returns
 * it (`json`, not `jsonb`: the document's text is kept as written); the other columns are what it is found by.
 * Never used with real Razorpay keys.
 */
@Entity("razorpay_sandbox_orders")
export class RazorpaySandboxOrderEntity {
  @PrimaryColumn("text")
  id: string;

  @Column("json")
  document: unknown;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

@Entity("razorpay_sandbox_payments")
@Index("razorpay_sandbox_payments_order_id_idx", ["orderId"])
export class RazorpaySandboxPaymentEntity {
  @PrimaryColumn("text")
  id: string;

  @Column("text", { name: "order_id" })
  orderId: string;

  @Column("json")
  document: unknown;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

@Entity("razorpay_sandbox_refunds")
@Index("razorpay_sandbox_refunds_payment_id_idx", ["paymentId"])
export class RazorpaySandboxRefundEntity {
  @PrimaryColumn("text")
  id: string;

  @Column("text", { name: "payment_id" })
  paymentId: string;

  @Column("json")
  document: unknown;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
