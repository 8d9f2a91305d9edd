import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from "typeorm";
import { UserEntity } from "./user.entity.js";

/** The messages the shop sends to a phone (issue 43): a one-time code, and the order updates a shopper agreed to. */
export const MESSAGE_KINDS = [
  "login_code",
  "verify_phone",
  "order_placed",
  "cod_confirmation",
  "order_shipped",
  "order_delivered",
  "refund_processed",
  "consent_withdrawn",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_CHANNELS = ["whatsapp", "sms"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_STATUSES = ["pending", "sent", "failed", "cancelled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A quick-reply button of a WhatsApp template: what it says, and the payload its press sends back in the webhook. */
export interface MessageButton {
  title: string;
  payload: string;
}

/**
 * One message to a phone, written in the transaction of what it tells of and sent later by whichever node claims it
 * (services/messages, through the outbox sender the emails use). `dedupe_key` keeps the same message from being
 * queued twice ("cod_confirmation:<order id>"). `secret` rows (one-time codes) lose their code once a real provider
 * accepted them; in the sandbox the outbox is where the code is read.
 */
@Entity("message_outbox")
@Unique("message_outbox_dedupe_key", ["dedupeKey"])
@Index("message_outbox_created_idx", ["createdAt", "id"])
@Index("message_outbox_phone_idx", ["phone", "createdAt"])
@Index("message_outbox_provider_id_idx", ["providerMessageId"])
@Index("message_outbox_due_idx", { synchronize: false })
@Check("message_outbox_channel_check", `"channel" IN ('whatsapp', 'sms')`)
@Check("message_outbox_status_check", `"status" IN ('pending', 'sent', 'failed', 'cancelled')`)
export class MessageOutboxEntity {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "PK_message_outbox" })
  id: string;

  @Column("text")
  kind: MessageKind;

  @Column("text")
  channel: MessageChannel;

  @Column("text", { name: "dedupe_key" })
  dedupeKey: string;

  /** The 10-digit Indian mobile number (sent as 91 + the number). */
  @Column("text")
  phone: string;

  /** The provider's template: a WhatsApp template name, or an MSG91 flow template id. */
  @Column("text")
  template: string;

  /** The template's body parameters, in order. */
  @Column("jsonb", { default: () => "'[]'" })
  params: string[];

  @Column("jsonb", { default: () => "'[]'" })
  buttons: MessageButton[];

  /** The message as the shopper reads it (for the admin's Messages page). */
  @Column("text")
  body: string;

  @Column("boolean", { default: false })
  secret: boolean;

  @Column("uuid", { name: "user_id", nullable: true })
  userId: string | null;

  @Column("uuid", { name: "order_id", nullable: true })
  orderId: string | null;

  @Column("text", { default: "pending" })
  status: MessageStatus;

  @Column("integer", { default: 0 })
  attempts: number;

  @Column("timestamptz", { name: "next_attempt_at", default: () => "now()" })
  nextAttemptAt: Date;

  @Column("timestamptz", { name: "locked_until", nullable: true })
  lockedUntil: Date | null;

  @Column("text", { name: "locked_by", nullable: true })
  lockedBy: string | null;

  @Column("text", { name: "last_error", nullable: true })
  lastError: string | null;

  /** whatsapp-cloud, msg91 or sandbox. */
  @Column("text", { nullable: true })
  transport: string | null;

  /** The provider's id of the sent message (WhatsApp's wamid, MSG91's request id): webhooks find it by this. */
  @Column("text", { name: "provider_message_id", nullable: true })
  providerMessageId: string | null;

  /** The latest delivery report: sent, delivered, read or failed. */
  @Column("text", { nullable: true })
  delivery: string | null;

  /** The payload of the button the shopper pressed, once. */
  @Column("text", { nullable: true })
  pressed: string | null;

  @Column("timestamptz", { name: "sent_at", nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}

export const LOGIN_CODE_PURPOSES = ["login", "verify_phone"] as const;
export type LoginCodePurpose = (typeof LOGIN_CODE_PURPOSES)[number];

/**
 * A one-time code sent to a phone: stored hashed (HMAC with the session secret), valid for LOGIN_CODE_MINUTES, spent by
 * its first right answer, dead after five wrong ones. `verify_phone` codes belong to the signed-in user who asked.
 */
@Entity("login_codes")
@Index("login_codes_phone_idx", ["phone", "createdAt"])
@Check("login_codes_purpose_check", `"purpose" IN ('login', 'verify_phone')`)
export class LoginCodeEntity {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "login_codes_pkey" })
  id: string;

  @Column("text")
  phone: string;

  @Column("text", { default: "login" })
  purpose: LoginCodePurpose;

  @Column("uuid", { name: "user_id", nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "login_codes_user_fkey" })
  user: Relation<UserEntity>;

  @Column("text", { name: "code_hash" })
  codeHash: string;

  @Column("integer", { default: 0 })
  attempts: number;

  @Column("timestamptz", { name: "expires_at" })
  expiresAt: Date;

  @Column("timestamptz", { name: "used_at", nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
