import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, PrimaryGeneratedColumn, type Relation, Unique, UpdateDateColumn } from "typeorm";
import { LINE_GST_CHECK, LineGst } from "./gst.js";
import { OrderEntity, OrderLineEntity } from "./order.entity.js";
import { ProductVariantEntity } from "./product-variant.entity.js";
import { UserEntity } from "./user.entity.js";

/** A return request's states (services/lifecycles/return.ts holds the moves between them). */
export const RETURN_STATUSES = [
  "requested",
  "approved",
  "rejected",
  "cancelled",
  "picked_up",
  "received",
  "refunded",
  "refund_failed",
  "exchange_shipped",
  "exchange_delivered",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Why a piece goes back (the list; "other" needs a note). */
export const RETURN_REASONS = ["size_too_small", "size_too_large", "damaged", "not_as_described", "changed_mind", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_KINDS = ["return", "exchange"] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** How a return's money goes back: through the payment gateway, or recorded by an admin who paid it by hand (COD). */
export const REFUND_METHODS = ["gateway", "manual"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

/**
 * A customer's request to send back units of a delivered order, for money back (`return`) or another size or colour
 * of the same product (`exchange`). Its money (refund, credit note) is fixed when the units are received.
 */
@Entity("return_requests")
@Index("return_requests_order_idx", ["orderId", "createdAt"])
@Index("return_requests_status_created_idx", ["status", "createdAt"])
@Index("return_requests_created_idx", ["createdAt", "id"])
@Unique("return_requests_credit_note_number_key", ["creditNoteNumber"])
@Check("return_requests_status_check", `"status" IN (${list(RETURN_STATUSES)})`)
@Check("return_requests_kind_check", `"kind" IN (${list(RETURN_KINDS)})`)
@Check("return_requests_refund_method_check", `"refund_method" IS NULL OR "refund_method" IN (${list(REFUND_METHODS)})`)
@Check("return_requests_refund_check", `"refund_paise" >= 0`)
@Check("return_requests_online_refund_check", `"online_refund_paise" >= 0 AND "online_refund_paise" <= "refund_paise"`)
export class ReturnRequestEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { name: "order_id" })
  orderId: string;

  @ManyToOne(() => OrderEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order: Relation<OrderEntity>;

  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "user_id" })
  user: Relation<UserEntity>;

  @Column("text")
  kind: ReturnKind;

  @Column("text", { default: "requested" })
  status: ReturnStatus;

  /** The lines and quantities asked for, sorted: a double submit of the same request finds the first one. */
  @Column("text")
  fingerprint: string;

  /** Fixed when the units are received: "gateway" (all of it online) or "manual" (some of it, or all, paid back by hand). */
  @Column("text", { name: "refund_method", nullable: true })
  refundMethod: RefundMethod | null;

  /** Paise given back (the returned lines' net share, and the shipping fee when these are the order's last units), fixed when received; 0 for an exchange. */
  @Column("integer", { name: "refund_paise", default: 0 })
  refundPaise: number;

  /**
   * The part of refundPaise that goes back through the payment gateway, fixed with it (payment-policies.ts
   * refundPartsOf): all of it for an online order, none for cash on delivery, up to the advance not yet given back for
   * a part-paid one (issue 43 item 6). The rest is refunded by hand.
   */
  @Column("integer", { name: "online_refund_paise", default: 0 })
  onlineRefundPaise: number;

  /** The order's shipping fee, part of refundPaise, when this return sends back the order's last units (issue 42); else 0. */
  @Column("integer", { name: "shipping_refund_paise", default: 0 })
  shippingRefundPaise: number;

  /**
   * Where a cash-on-delivery order's money goes (UPI id or bank account), AES-256-GCM encrypted with a key derived
   * from the session secret (lib/refund-details.ts); null for prepaid orders. Only the owner and admins read it.
   */
  @Column("text", { name: "refund_to_encrypted", nullable: true })
  refundToEncrypted: string | null;

  /** The GST credit note's number (CN-000001), from credit_note_number_seq, given when the refund is fixed. */
  @Column("integer", { name: "credit_note_number", nullable: true })
  creditNoteNumber: number | null;

  @Column("timestamptz", { name: "credit_note_issued_at", nullable: true })
  creditNoteIssuedAt: Date | null;

  /** An exchange's ₹0 replacement order, made when the units are received. */
  @Column("uuid", { name: "replacement_order_id", nullable: true })
  replacementOrderId: string | null;

  @ManyToOne(() => OrderEntity, { onDelete: "SET NULL" })
  @JoinColumn({ name: "replacement_order_id" })
  replacementOrder: Relation<OrderEntity> | null;

  /** True while an exchange holds its new size's units (reserved at request time). */
  @Column("boolean", { name: "exchange_stock_held", default: false })
  exchangeStockHeld: boolean;

  @Column("text", { name: "rejection_reason", nullable: true })
  rejectionReason: string | null;

  @OneToMany(() => ReturnRequestLineEntity, (line) => line.request)
  lines: Relation<ReturnRequestLineEntity[]>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

/** Units of one order line going back; their money share is fixed (allocated) when the request is received. */
@Entity("return_request_lines")
@Index("return_request_lines_request_idx", ["requestId"])
@Index("return_request_lines_order_line_idx", ["orderLineId"])
@Check("return_request_lines_quantity_check", `"quantity" >= 1`)
@Check("return_request_lines_reason_check", `"reason" IN (${list(RETURN_REASONS)})`)
@Check("return_request_lines_gst_check", LINE_GST_CHECK)
export class ReturnRequestLineEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { name: "request_id" })
  requestId: string;

  @ManyToOne(() => ReturnRequestEntity, (r) => r.lines, { onDelete: "CASCADE" })
  @JoinColumn({ name: "request_id" })
  request: Relation<ReturnRequestEntity>;

  @Column("uuid", { name: "order_line_id" })
  orderLineId: string;

  @ManyToOne(() => OrderLineEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_line_id" })
  orderLine: Relation<OrderLineEntity>;

  @Column("integer")
  quantity: number;

  @Column("text")
  reason: ReturnReason;

  @Column("text", { default: "" })
  note: string;

  /** An exchange's new size / colour of the same product. */
  @Column("uuid", { name: "exchange_variant_id", nullable: true })
  exchangeVariantId: string | null;

  @ManyToOne(() => ProductVariantEntity, { onDelete: "SET NULL" })
  @JoinColumn({ name: "exchange_variant_id" })
  exchangeVariant: Relation<ProductVariantEntity> | null;

  /**
   * Media store URLs of the customer's photos. jsonb, not text[]: a second array column makes TypeORM 1.1's schema
   * reader query one connection concurrently (a pg deprecation the migrations test refuses).
   */
  @Column("jsonb", { default: () => "'[]'" })
  photos: string[];

  /** Set when received: true back on the shelf, false damaged (not restocked). */
  @Column("boolean", { nullable: true })
  restock: boolean | null;

  /**
   * The units' share of the line's money, fixed when received (a return's refund = its net share; the tax for the
   * credit note) or, for an exchange, when its replacement is made (what a return of the replacement refunds).
   */
  @Column("integer", { name: "net_paise", nullable: true })
  netPaise: number | null;

  @Column(() => LineGst, { prefix: false })
  gst: LineGst;
}

@Entity("return_request_history")
@Index("return_request_history_request_idx", ["requestId", "createdAt"])
export class ReturnRequestHistoryEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { name: "request_id" })
  requestId: string;

  @ManyToOne(() => ReturnRequestEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "request_id" })
  request: Relation<ReturnRequestEntity>;

  @Column("text", { name: "from_status", nullable: true })
  fromStatus: ReturnStatus | null;

  @Column("text", { name: "to_status" })
  toStatus: ReturnStatus;

  /** The admin who moved it; null for the customer or the shop itself. */
  @Column("uuid", { name: "changed_by", nullable: true })
  changedBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: "SET NULL" })
  @JoinColumn({ name: "changed_by" })
  changedByUser: Relation<UserEntity> | null;

  @Column("text", { default: "" })
  note: string;

  /** clock_timestamp(), not now(): one transaction writes several steps (received, refunded), in this order. */
  @Column("timestamptz", { name: "created_at", default: () => "clock_timestamp()" })
  createdAt: Date;
}

/** A product or category marked non-returnable by an admin (a row present: not returnable). */
@Entity("non_returnable")
@Check("non_returnable_kind_check", `"kind" IN ('product', 'category')`)
export class NonReturnableEntity {
  @PrimaryColumn("text")
  kind: "product" | "category";

  /** A product id, or a category id. */
  @PrimaryColumn("text")
  value: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
