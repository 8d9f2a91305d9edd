import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
  UpdateDateColumn,
} from "typeorm";
import { LINE_GST_CHECK, LineGst } from "./gst.js";
import { ProductEntity } from "./product.entity.js";
import type { ReturnRequestLineEntity } from "./return-request.entity.js";
import { UserEntity } from "./user.entity.js";

export const ORDER_STATUSES = ["pending", "confirmed", "shipped", "delivered", "cancelled", "rejected", "returned_to_origin"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * `to_collect`: a cash-on-delivery order's money, collected by the courier on delivery. `partially_refunded` and
 * `refunded` follow the refund ledger (services/orders/refunds.ts): part of, or all of, what was paid went back.
 */
export const PAYMENT_STATUSES = ["pending", "paid", "partially_refunded", "refunded", "failed", "to_collect"] as const;
/** How an order was paid: the instrument Razorpay reports (its payment entity's `method`), or cash on delivery. */
export const PAYMENT_INSTRUMENTS = ["card", "upi", "netbanking", "wallet", "emi", "paylater", "cod"] as const;
export type PaymentInstrument = (typeof PAYMENT_INSTRUMENTS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const COD_CONFIRMATIONS = ["awaiting", "confirmed", "not_needed"] as const;
export type CodConfirmation = (typeof COD_CONFIRMATIONS)[number];
export const COD_RISK_BANDS = ["low", "medium", "high"] as const;
export type CodRiskBand = (typeof COD_RISK_BANDS)[number];
/** A cash-on-delivery order's risk as judged when it was placed (services/orders/cod-risk.ts). */
export interface CodRisk {
  /** 0–100, whole. */
  score: number;
  band: CodRiskBand;
  /** Why, one plain sentence per signal that counted, heaviest first. */
  reasons: string[];
}

@Entity("orders")
@Index("orders_user_created_idx", ["userId", "createdAt"])
@Index("orders_created_idx", ["createdAt"])
@Index("orders_unpaid_expiry_idx", { synchronize: false })
@Index("orders_reference_idx", { synchronize: false })
@Index("orders_status_created_idx", ["status", "createdAt"])
@Unique("orders_invoice_number_key", ["invoiceNumber"])
@Check("orders_status_check", `"status" IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'rejected', 'returned_to_origin')`)
@Check("orders_payment_status_check", `"payment_status" IN ('pending', 'paid', 'partially_refunded', 'refunded', 'failed', 'to_collect')`)
@Check("orders_paid_check", `"paid_paise" >= 0`)
@Check("orders_closed_by_check", `"closed_by" IS NULL OR "closed_by" IN ('customer', 'admin', 'system', 'provider')`)
@Index("orders_exchange_of_idx", ["exchangeOfOrderId"])
@Check("orders_cod_fee_check", `"cod_fee_paise" >= 0`)
@Index("orders_open_cod_idx", { synchronize: false })
@Index("orders_cod_awaiting_idx", { synchronize: false })
@Index("orders_ship_pincode_created_idx", ["shipPincode", "createdAt"])
@Check("orders_cod_risk_check", `"cod_risk" IS NULL OR "cod_risk"->>'band' IN ('low', 'medium', 'high')`)
@Check("orders_cod_confirmation_check", `"cod_confirmation" IN ('awaiting', 'confirmed', 'not_needed')`)
// 0 only for an exchange's replacement order (returns): nothing is charged for the new size.
@Check("orders_total_check", `"total_paise" >= 0`)
@Check("orders_discount_check", `"discount_paise" >= 0`)
export class OrderEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "user_id" })
  user: Relation<UserEntity>;

  /** The cart the order was built from (spec's cartId); kept as a plain id, carts are reused. */
  @Column("uuid", { name: "cart_id", nullable: true })
  cartId: string | null;

  @Column("text", { default: "pending" })
  status: OrderStatus;

  @Column("text", { name: "payment_method", default: "razorpay" })
  paymentMethod: string;

  @Column("text", { name: "payment_status", default: "pending" })
  paymentStatus: PaymentStatus;

  /** card, upi, netbanking, wallet… as the provider reported the payment, or cod; null until known. */
  @Column("text", { name: "payment_instrument", nullable: true })
  paymentInstrument: PaymentInstrument | null;

  /** The UPI address (VPA) a UPI payment came from, as the provider reported it. */
  @Column("text", { name: "payment_vpa", nullable: true })
  paymentVpa: string | null;

  /** Cash on delivery's fee, a line of its own, included in total_paise (0 for prepaid orders). */
  @Column("integer", { name: "cod_fee_paise", default: 0 })
  codFeePaise: number;

  /** What shipping cost the shopper (SHIPPING_FEE unless the order is above FREE_SHIPPING_ABOVE), GST included. */
  @Column("integer", { name: "shipping_paise", default: 0 })
  shippingPaise: number;

  /** When a booking with the courier started and has not finished (a claim against two at once); null otherwise. */
  @Column("timestamptz", { name: "booking_started_at", nullable: true })
  bookingStartedAt: Date | null;

  /** Why the last booking with the courier failed (shown with a retry); null once booked. */
  @Column("text", { name: "booking_error", nullable: true })
  bookingError: string | null;

  @Column("integer", { name: "total_paise" })
  totalPaise: number;

  @Column("char", { length: 3, default: "INR" })
  currency: string;

  // Address snapshot: the order keeps the address as it was when the order was placed.
  @Column("uuid", { name: "address_id", nullable: true })
  addressId: string | null;

  @Column("text", { name: "ship_address" })
  shipAddress: string;

  @Column("text", { name: "ship_city" })
  shipCity: string;

  @Column("text", { name: "ship_pincode" })
  shipPincode: string;

  @Column("text", { name: "ship_phone" })
  shipPhone: string;

  @Column("text", { name: "ship_notes" })
  shipNotes: string;

  /** Provider payment id once paid (spec's paymentId). */
  @Column("text", { name: "payment_id", default: "" })
  paymentId: string;

  /** Spec's payerId; Razorpay has no payer id, kept for compatibility. */
  @Column("text", { name: "payer_id", default: "" })
  payerId: string;

  /** The tax invoice's number, given from a sequence when the order is paid (null until then). */
  @Column("integer", { name: "invoice_number", nullable: true })
  invoiceNumber: number | null;

  /**
   * The place of supply (GST state code of the delivery address, "29" Karnataka), fixed when the order is placed;
   * null for orders placed before GST per line (their invoices keep the one rate they were issued with).
   */
  @Column("char", { name: "place_of_supply", length: 2, nullable: true })
  placeOfSupply: string | null;

  /** An unpaid order's stock reservation is released after this moment. */
  @Column("timestamptz", { name: "reservation_expires_at", nullable: true })
  reservationExpiresAt: Date | null;

  /** True while the order holds stock (reserved or paid); false once released. */
  @Column("boolean", { name: "stock_reserved", default: true })
  stockReserved: boolean;

  /** Paise taken off by promotions (the automatic one and the coupon together) and the prepaid discount; the lines carry its split. */
  @Column("integer", { name: "discount_paise", default: 0 })
  discountPaise: number;

  /** Of discount_paise, what PREPAID_DISCOUNT took off for paying online (issue 43; 0 for none). */
  @Column("integer", { name: "prepaid_discount_paise", default: 0 })
  prepaidDiscountPaise: number;

  /** The coupon code the order was placed with, as the promotion spells it; null without one. */
  @Column("text", { name: "coupon_code", nullable: true })
  couponCode: string | null;

  /**
   * What the shop received for the order (paise): its total once paid online or collected at the door, a late
   * payment's amount, 0 before (and for an exchange's replacement). The payment status is this against the refund ledger.
   */
  @Column("integer", { name: "paid_paise", default: 0 })
  paidPaise: number;

  /** Whether a cash-on-delivery order waits for the shopper's confirmation before it may ship (issue 43). */
  @Column("text", { name: "cod_confirmation", default: "not_needed" })
  codConfirmation: CodConfirmation;

  /** When an unconfirmed cash-on-delivery order is cancelled by the shop (COD_CONFIRM_HOURS after placing). */
  @Column("timestamptz", { name: "cod_confirm_by", nullable: true })
  codConfirmBy: Date | null;

  /** A cash-on-delivery order's risk when it was placed (issue 43 item 7; admins only); null for any other order. */
  @Column("jsonb", { name: "cod_risk", nullable: true })
  codRisk: CodRisk | null;

  /** Who moved the order to a closing status (the order table's `closing`); null while it is open. */
  @Column("text", { name: "closed_by", nullable: true })
  closedBy: "customer" | "admin" | "system" | "provider" | null;

  /** An exchange's replacement: the order whose units it replaces (and whose payment refunds it). */
  @Column("uuid", { name: "exchange_of_order_id", nullable: true })
  exchangeOfOrderId: string | null;

  @ManyToOne(() => OrderEntity, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "exchange_of_order_id" })
  exchangeOf: Relation<OrderEntity> | null;

  @OneToMany(() => OrderLineEntity, (line) => line.order)
  lines: Relation<OrderLineEntity[]>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

/** A line as sold: title, image and unit price are copied so later catalogue edits never rewrite history. */
@Entity("order_lines")
@Index("order_lines_order_id_idx", ["orderId"])
@Index("order_lines_product_id_idx", ["productId"])
@Check("order_lines_quantity_check", `"quantity" >= 1`)
@Check("order_lines_price_check", `"unit_price_paise" > 0`)
@Check("order_lines_gst_check", LINE_GST_CHECK)
@Index("order_lines_exchange_line_idx", { synchronize: false })
@Check("order_lines_discount_check", `"discount_paise" >= 0 AND "net_paise" >= 0`)
export class OrderLineEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { name: "order_id" })
  orderId: string;

  @ManyToOne(() => OrderEntity, (order) => order.lines, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order: Relation<OrderEntity>;

  @Column("uuid", { name: "product_id" })
  productId: string;

  @ManyToOne(() => ProductEntity, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "product_id" })
  product: Relation<ProductEntity>;

  @Column("text")
  title: string;

  @Column("text", { name: "image_url" })
  imageUrl: string;

  /** What one cost before promotions: the sale price when on sale, otherwise the list price. */
  @Column("integer", { name: "unit_price_paise" })
  unitPricePaise: number;

  /** The catalogue's price of one when ordered (before any sale). */
  @Column("integer", { name: "list_price_paise", default: 0 })
  listPricePaise: number;

  /** The catalogue's sale price of one when ordered; 0 when it was not on sale. */
  @Column("integer", { name: "sale_price_paise", default: 0 })
  salePricePaise: number;

  /** This line's share of the order's promotion discount (proration.ts), over all its units. */
  @Column("integer", { name: "discount_paise", default: 0 })
  discountPaise: number;

  /** What the line was sold for: unit price × quantity − discount. Tax is computed from it. */
  @Column("integer", { name: "net_paise", default: 0 })
  netPaise: number;

  @Column("integer")
  quantity: number;

  @Column("text", { default: "" })
  size: string;

  @Column("text", { default: "" })
  colour: string;

  /** The line's GST as placed (services/tax). */
  @Column(() => LineGst, { prefix: false })
  gst: LineGst;

  /** On an exchange's replacement: the exchange request's line it fulfils (whose fixed value a return of it refunds). */
  @Column("uuid", { name: "exchange_line_id", nullable: true })
  exchangeLineId: string | null;

  // By name: return-request.entity.ts imports this file, so a value import here would be a cycle.
  @ManyToOne("ReturnRequestLineEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "exchange_line_id" })
  exchangeLine: Relation<ReturnRequestLineEntity> | null;
}

@Entity("order_status_history")
@Index("order_status_history_order_idx", ["orderId", "createdAt"])
export class OrderStatusHistoryEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { name: "order_id" })
  orderId: string;

  @ManyToOne(() => OrderEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order: Relation<OrderEntity>;

  @Column("text", { name: "from_status", nullable: true })
  fromStatus: OrderStatus | null;

  @Column("text", { name: "to_status" })
  toStatus: OrderStatus;

  /** Who changed it; null for the system (payment, expiry). */
  @Column("uuid", { name: "changed_by", nullable: true })
  changedBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: "SET NULL" })
  @JoinColumn({ name: "changed_by" })
  changedByUser: Relation<UserEntity> | null;

  @Column("text", { default: "" })
  note: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
