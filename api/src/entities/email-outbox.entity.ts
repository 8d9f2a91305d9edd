import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from "typeorm";

export const EMAIL_KINDS = [
  "welcome",
  "order_confirmed",
  "order_shipped",
  "order_delivered",
  "order_cancelled",
  "order_out_for_delivery",
  "order_delivery_failed",
  "verify_email",
  "password_reset",
  "password_changed",
  "email_change",
  "email_change_notice",
  "return_received",
  "return_approved",
  "return_rejected",
  "refund_issued",
  "exchange_shipped",
  "cart_reminder",
  "back_in_stock",
  "review_request",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
/** The emails about an order (the others are about the account: welcome, links, notices). */
export type OrderEmailKind = Extract<EmailKind, `order_${string}`>;
/** The emails a return request's moves send. */
export type ReturnEmailKind = Extract<EmailKind, "return_received" | "return_approved" | "return_rejected" | "refund_issued" | "exchange_shipped">;
export const EMAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * One customer email, written in the same transaction as what it tells of (a sign-up, a paid order, a status
 * change), rendered then, and sent later by the outbox job of whichever node claims it. `dedupe_key` makes the same
 * email (e.g. "order_shipped:<order id>") impossible to queue twice.
 */
@Entity("email_outbox")
@Unique("email_outbox_dedupe_key", ["dedupeKey"])
@Index("email_outbox_due_idx", { synchronize: false })
@Index("email_outbox_created_idx", ["createdAt", "id"])
@Check(
  "email_outbox_kind_check",
  `"kind" IN ('welcome', 'order_confirmed', 'order_shipped', 'order_delivered', 'order_cancelled', 'order_out_for_delivery', 'order_delivery_failed', 'verify_email', 'password_reset', 'password_changed', 'email_change', 'email_change_notice', 'return_received', 'return_approved', 'return_rejected', 'refund_issued', 'exchange_shipped', 'cart_reminder', 'back_in_stock', 'review_request')`,
)
@Check("email_outbox_status_check", `"status" IN ('pending', 'sent', 'failed')`)
export class EmailOutboxEntity {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "PK_email_outbox" })
  id: string;

  @Column("text")
  kind: EmailKind;

  @Column("text", { name: "dedupe_key" })
  dedupeKey: string;

  @Column("text")
  recipient: string;

  @Column("text")
  subject: string;

  @Column("text", { name: "text_body" })
  textBody: string;

  @Column("text", { name: "html_body" })
  htmlBody: string;

  @Column("uuid", { name: "user_id", nullable: true })
  userId: string | null;

  /** Extra headers it is sent with: a marketing email's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  @Column("jsonb", { nullable: true })
  headers: Record<string, string> | null;

  @Column("uuid", { name: "order_id", nullable: true })
  orderId: string | null;

  @Column("text", { default: "pending" })
  status: EmailStatus;

  @Column("integer", { default: 0 })
  attempts: number;

  @Column("timestamptz", { name: "next_attempt_at", default: () => "now()" })
  nextAttemptAt: Date;

  /** A node's claim on the email: until then no other node takes it (a node that died gives it up at this time). */
  @Column("timestamptz", { name: "locked_until", nullable: true })
  lockedUntil: Date | null;

  @Column("text", { name: "locked_by", nullable: true })
  lockedBy: string | null;

  @Column("text", { name: "last_error", nullable: true })
  lastError: string | null;

  /** "smtp", or "local" (no SMTP_URL: kept in the outbox for the admin's Emails page). */
  @Column("text", { nullable: true })
  transport: string | null;

  @Column("timestamptz", { name: "sent_at", nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
