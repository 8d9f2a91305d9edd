import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation, Unique } from "typeorm";
import { CartEntity } from "./cart.entity.js";
import { OrderEntity } from "./order.entity.js";
import { ProductEntity } from "./product.entity.js";
import { ProductVariantEntity } from "./product-variant.entity.js";
import { PromotionEntity } from "./promotion.entity.js";
import { UserEntity } from "./user.entity.js";

/**
 * What brings a shopper back (issue 44): their wishlist, the alerts they asked for on sold-out sizes, the reminders of
 * a cart they left, the review requests after a delivery, and the consent that marketing messages need. The rules are
 * in services/shopper-loops/.
 */

/** A product the shopper keeps for later; the price they saw then, for the "now cheaper" note. */
@Entity("wishlist_items")
@Index("wishlist_items_user_added_idx", ["userId", "addedAt"])
@Index("wishlist_items_product_idx", ["productId"])
export class WishlistItemEntity {
  @PrimaryColumn("uuid", { name: "user_id", primaryKeyConstraintName: "wishlist_items_pkey" })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "wishlist_items_user_fkey" })
  user: Relation<UserEntity>;

  @PrimaryColumn("uuid", { name: "product_id", primaryKeyConstraintName: "wishlist_items_pkey" })
  productId: string;

  @ManyToOne(() => ProductEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "product_id", foreignKeyConstraintName: "wishlist_items_product_fkey" })
  product: Relation<ProductEntity>;

  /** What one piece cost the shopper when they added it (the product's price a shopper pays, in paise). */
  @Column("integer", { name: "price_paise_at_add" })
  pricePaiseAtAdd: number;

  @CreateDateColumn({ name: "added_at", type: "timestamptz" })
  addedAt: Date;
}

export const STOCK_ALERT_STATUSES = ["waiting", "sent", "cancelled"] as const;
export type StockAlertStatus = (typeof STOCK_ALERT_STATUSES)[number];

/**
 * "Tell me when it's back" on a sold-out size: waiting until the variant's units come back (by any path: the
 * restock trigger of product_variants queues it, migration 1796300000100), then spent when its one email is queued.
 * One waiting alert per shopper and variant (a partial unique index).
 */
@Entity("stock_alerts")
@Index("stock_alerts_waiting_key", { synchronize: false })
@Index("stock_alerts_waiting_variant_idx", { synchronize: false })
@Index("stock_alerts_user_created_idx", ["userId", "createdAt"])
@Check("stock_alerts_status_check", `"status" IN ('waiting', 'sent', 'cancelled')`)
export class StockAlertEntity {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "stock_alerts_pkey" })
  id: string;

  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "stock_alerts_user_fkey" })
  user: Relation<UserEntity>;

  @Column("uuid", { name: "product_id" })
  productId: string;

  @ManyToOne(() => ProductEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "product_id", foreignKeyConstraintName: "stock_alerts_product_fkey" })
  product: Relation<ProductEntity>;

  /** A variant no longer sold (its size dropped by an admin) takes its alerts with it. */
  @Column("uuid", { name: "variant_id" })
  variantId: string;

  @ManyToOne(() => ProductVariantEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "variant_id", foreignKeyConstraintName: "stock_alerts_variant_fkey" })
  variant: Relation<ProductVariantEntity>;

  @Column("text", { default: "waiting" })
  status: StockAlertStatus;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  /** When its email was queued (status sent) or the shopper cancelled it (status cancelled). */
  @Column("timestamptz", { name: "closed_at", nullable: true })
  closedAt: Date | null;
}

/**
 * Variants whose units came back (from 0 to more) in a committed transaction while shoppers wait for them: written by
 * the deferred trigger at commit, claimed by the shopper-loops job (FOR UPDATE SKIP LOCKED), which spends the alerts.
 */
@Entity("stock_alert_restocks")
export class StockAlertRestockEntity {
  @PrimaryColumn("uuid", { name: "variant_id", primaryKeyConstraintName: "stock_alert_restocks_pkey" })
  variantId: string;

  @ManyToOne(() => ProductVariantEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "variant_id", foreignKeyConstraintName: "stock_alert_restocks_variant_fkey" })
  variant: Relation<ProductVariantEntity>;

  @CreateDateColumn({ name: "restocked_at", type: "timestamptz" })
  restockedAt: Date;
}

export const CONSENT_CHANNELS = ["email", "whatsapp"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/**
 * The record of a shopper's consent to marketing messages on a channel (India's DPDP Act 2023): every grant and
 * withdrawal is a row of its own, never changed, with when, the exact wording they agreed to and where (sign-up,
 * settings, an unsubscribe link). The latest row of a channel is the consent in force.
 */
@Entity("marketing_consents")
@Index("marketing_consents_user_channel_idx", ["userId", "channel", "createdAt"])
@Check("marketing_consents_channel_check", `"channel" IN ('email', 'whatsapp')`)
export class MarketingConsentEntity {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "marketing_consents_pkey" })
  id: string;

  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "marketing_consents_user_fkey" })
  user: Relation<UserEntity>;

  @Column("text")
  channel: ConsentChannel;

  @Column("boolean")
  granted: boolean;

  /** The sentence the shopper was shown when they agreed or withdrew. */
  @Column("text")
  wording: string;

  /** Where: register, settings, unsubscribe_page, one_click (RFC 8058), stock_alert_email, seed. */
  @Column("text")
  source: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}

/** A line of a reminded cart, as it was when the reminder went (the restore link puts these back). */
export interface RemindedLine {
  productId: string;
  title: string;
  size: string;
  colour: string;
  quantity: number;
  unitPricePaise: number;
}

/**
 * One abandoned cart and its reminders: found when the cart had lines and no change for ABANDONED_CART_MINUTES (the
 * first reminder goes in the same transaction), then a second reminder after ABANDONED_CART_SECOND_HOURS, with a coupon
 * made for it. `activity_at` is the cart's last change it is about: one row per cart and change.
 */
@Entity("cart_reminders")
@Unique("cart_reminders_cart_activity_key", ["cartId", "activityAt"])
@Index("cart_reminders_user_sent_idx", ["userId", "firstSentAt"])
@Index("cart_reminders_sent_idx", ["firstSentAt"])
export class CartReminderEntity {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "cart_reminders_pkey" })
  id: string;

  @Column("uuid", { name: "cart_id" })
  cartId: string;

  @ManyToOne(() => CartEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "cart_id", foreignKeyConstraintName: "cart_reminders_cart_fkey" })
  cart: Relation<CartEntity>;

  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "cart_reminders_user_fkey" })
  user: Relation<UserEntity>;

  @Column("timestamptz", { name: "activity_at" })
  activityAt: Date;

  @Column("jsonb")
  lines: RemindedLine[];

  /** The cart's lines at their prices then (before promotions), in paise. */
  @Column("integer", { name: "value_paise" })
  valuePaise: number;

  @Column("timestamptz", { name: "first_sent_at" })
  firstSentAt: Date;

  @Column("timestamptz", { name: "second_sent_at", nullable: true })
  secondSentAt: Date | null;

  /** The single-use coupon made for this cart with the second reminder (ABANDONED_CART_COUPON_PERCENT > 0). */
  @Column("uuid", { name: "promotion_id", nullable: true })
  promotionId: string | null;

  @ManyToOne(() => PromotionEntity, { onDelete: "SET NULL" })
  @JoinColumn({ name: "promotion_id", foreignKeyConstraintName: "cart_reminders_promotion_fkey" })
  promotion: Relation<PromotionEntity> | null;

  @Column("text", { name: "coupon_code", nullable: true })
  couponCode: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}

/** The review request of one delivered order: REVIEW_REQUEST_DAYS after delivery, once (the row says it was handled). */
@Entity("review_requests")
export class ReviewRequestEntity {
  @PrimaryColumn("uuid", { name: "order_id", primaryKeyConstraintName: "review_requests_pkey" })
  orderId: string;

  @ManyToOne(() => OrderEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id", foreignKeyConstraintName: "review_requests_order_fkey" })
  order: Relation<OrderEntity>;

  @Column("uuid", { name: "user_id" })
  userId: string;

  /** How many products the email asked about (0: each was reviewed already, or is no longer sold; no email). */
  @Column("integer", { name: "product_count" })
  productCount: number;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
