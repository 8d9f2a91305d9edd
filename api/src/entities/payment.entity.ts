import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation, Unique, UpdateDateColumn } from "typeorm";
import { OrderEntity } from "./order.entity.js";

export const PAYMENT_ATTEMPT_STATUSES = ["created", "authorized", "captured", "failed", "refunded"] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** One provider order per checkout attempt; the signature is checked against provider_order_id stored here. */
@Entity("payments")
@Unique("payments_provider_order_id_key", ["providerOrderId"])
@Index("payments_order_id_idx", ["orderId"])
@Index("payments_provider_payment_id_idx", ["providerPaymentId"])
@Check("payments_status_check", `"status" IN ('created', 'authorized', 'captured', 'failed', 'refunded')`)
@Check("payments_amount_check", `"amount_paise" > 0`)
export class PaymentEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { name: "order_id" })
  orderId: string;

  @ManyToOne(() => OrderEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order: Relation<OrderEntity>;

  @Column("text", { default: "razorpay" })
  provider: string;

  @Column("text", { name: "provider_order_id" })
  providerOrderId: string;

  @Column("text", { name: "provider_payment_id", nullable: true })
  providerPaymentId: string | null;

  @Column("integer", { name: "amount_paise" })
  amountPaise: number;

  @Column("char", { length: 3, default: "INR" })
  currency: string;

  @Column("text", { default: "created" })
  status: PaymentAttemptStatus;

  @Column("text", { name: "failure_reason", nullable: true })
  failureReason: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

/** Webhook deliveries already handled, keyed by x-razorpay-event-id, so a redelivery is dropped. */
@Entity("webhook_events")
@Index("webhook_events_deferred", ["receivedAt"], { where: `"deferred_body" IS NOT NULL` })
export class WebhookEventEntity {
  @PrimaryColumn("text", { name: "event_id" })
  eventId: string;

  @Column("text")
  event: string;

  @CreateDateColumn({ name: "received_at", type: "timestamptz" })
  receivedAt: Date;

  /** Issue 46: the signed body of a payment event answered before it was settled (its order was being settled); null once processed. */
  @Column("text", { name: "deferred_body", nullable: true })
  deferredBody: string | null;
}
