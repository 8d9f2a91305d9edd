import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique, UpdateDateColumn } from "typeorm";
import { OrderEntity } from "./order.entity.js";
import { ReturnRequestEntity } from "./return-request.entity.js";
import { UserEntity } from "./user.entity.js";

export const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why money went back: the order cancelled by the shop, a payment that came late or twice, or units returned. */
export const REFUND_CAUSES = ["cancellation", "late_payment", "duplicate_payment", "return"] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

/**
 * The refund ledger: one row per refund, whatever caused it, made by one path (services/orders/refunds.ts). Its
 * status moves on the refund table of the engine (services/lifecycles/refund.ts); the order's payment status is
 * derived from its processed rows.
 */
@Entity("refunds")
@Index("refunds_order_idx", ["orderId", "createdAt"])
@Index("refunds_return_request_idx", ["returnRequestId"])
@Index("refunds_settled_idx", ["settledAt"])
@Unique("refunds_provider_refund_id_key", ["providerRefundId"])
@Check("refunds_amount_check", `"amount_paise" > 0`)
@Check("refunds_status_check", `"status" IN (${list(REFUND_STATUSES)})`)
@Check("refunds_cause_check", `"cause" IN (${list(REFUND_CAUSES)})`)
@Check("refunds_method_check", `"method" IN ('gateway', 'manual')`)
export class RefundEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** The order whose payment the money goes back on (for a replacement of an exchange: the original order). */
  @Column("uuid", { name: "order_id" })
  orderId: string;

  @ManyToOne(() => OrderEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order: Relation<OrderEntity>;

  /** The return request refunded, when the refund is a return's. */
  @Column("uuid", { name: "return_request_id", nullable: true })
  returnRequestId: string | null;

  @ManyToOne(() => ReturnRequestEntity, { onDelete: "SET NULL" })
  @JoinColumn({ name: "return_request_id" })
  returnRequest: Relation<ReturnRequestEntity> | null;

  @Column("integer", { name: "amount_paise" })
  amountPaise: number;

  /** "gateway": back on the payment through the provider; "manual": paid by hand (UPI, bank) and recorded by an admin. */
  @Column("text")
  method: "gateway" | "manual";

  @Column("text", { default: "pending" })
  status: RefundStatus;

  @Column("text")
  cause: RefundCause;

  /** Why, as the owner and admins read it. */
  @Column("text", { default: "" })
  reason: string;

  /** The provider's payment the refund is made on (gateway refunds). */
  @Column("text", { name: "provider_payment_id", nullable: true })
  providerPaymentId: string | null;

  /** The provider's refund id (rfnd_…): the webhook settles the refund by it. */
  @Column("text", { name: "provider_refund_id", nullable: true })
  providerRefundId: string | null;

  /** A manual refund's UPI or bank transfer reference, as the admin recorded it. */
  @Column("text", { nullable: true })
  reference: string | null;

  @Column("text", { name: "failure_reason", nullable: true })
  failureReason: string | null;

  /** The admin who made or recorded it; null for the shop itself. */
  @Column("uuid", { name: "created_by", nullable: true })
  createdBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: "SET NULL" })
  @JoinColumn({ name: "created_by" })
  createdByUser: Relation<UserEntity> | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;

  /** When it became processed or failed; null while pending. */
  @Column("timestamptz", { name: "settled_at", nullable: true })
  settledAt: Date | null;
}
