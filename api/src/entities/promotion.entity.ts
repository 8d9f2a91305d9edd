import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique, UpdateDateColumn } from "typeorm";
import { OrderEntity } from "./order.entity.js";
import { UserEntity } from "./user.entity.js";

export const PROMOTION_KINDS = ["coupon", "automatic"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const DISCOUNT_TYPES = ["percent", "flat"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const PROMOTION_SCOPES = ["all", "categories", "brands", "products"] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];

/**
 * One rule model for coupon codes and automatic promotions (services/promotions): what is taken off, on which lines,
 * when, for whom and how often. `uses` counts the redemptions held right now (unpaid orders and paid ones); the
 * guarded update that raises it is what keeps `max_uses` under concurrency.
 */
@Entity("promotions")
@Index("promotions_code_key", { synchronize: false })
/** The automatic promotions and public codes, what pricing reads without a code (migration PromotionReadsByIndex). */
@Index("promotions_offered_idx", { synchronize: false })
@Check("promotions_kind_check", `"kind" IN ('coupon', 'automatic')`)
@Check("promotions_discount_type_check", `"discount_type" IN ('percent', 'flat')`)
@Check("promotions_scope_check", `"scope" IN ('all', 'categories', 'brands', 'products')`)
@Check("promotions_code_check", `("kind" = 'coupon') = ("code" IS NOT NULL)`)
@Check("promotions_uses_check", `"uses" >= 0 AND ("max_uses" IS NULL OR "uses" <= "max_uses")`)
export class PromotionEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("text")
  kind: PromotionKind;

  /** A coupon's code as the admin spelled it (unique whatever the case: promotions_code_key on lower(code)); null for an automatic one. */
  @Column("text", { nullable: true })
  code: string | null;

  /** What shoppers read: "10 % off your first order". */
  @Column("text")
  title: string;

  @Column("text", { default: "" })
  description: string;

  /** A coupon shown under "Offers for you" (automatic promotions always are). */
  @Column("boolean", { name: "is_public", default: false })
  isPublic: boolean;

  @Column("text", { name: "discount_type" })
  discountType: DiscountType;

  /** Percent off (1–100) for `percent`; paise off for `flat`. */
  @Column("integer", { name: "discount_value" })
  discountValue: number;

  /** The most a percentage takes off, in paise; null for no cap. */
  @Column("integer", { name: "max_discount_paise", nullable: true })
  maxDiscountPaise: number | null;

  /** The eligible lines' value needed, in paise. */
  @Column("integer", { name: "min_order_paise", default: 0 })
  minOrderPaise: number;

  /** The eligible units needed ("3 or more from Kids"). */
  @Column("integer", { name: "min_quantity", default: 0 })
  minQuantity: number;

  @Column("timestamptz", { name: "starts_at", nullable: true })
  startsAt: Date | null;

  @Column("timestamptz", { name: "ends_at", nullable: true })
  endsAt: Date | null;

  @Column("integer", { name: "max_uses", nullable: true })
  maxUses: number | null;

  @Column("integer", { name: "max_uses_per_customer", nullable: true })
  maxUsesPerCustomer: number | null;

  @Column("integer", { default: 0 })
  uses: number;

  @Column("text", { default: "all" })
  scope: PromotionScope;

  /** Category ids, brand ids or product ids, as `scope` says; empty for the whole cart. */
  @Column("text", { name: "scope_values", array: true, default: () => "'{}'" })
  scopeValues: string[];

  @Column("boolean", { name: "first_order_only", default: false })
  firstOrderOnly: boolean;

  @Column("boolean", { name: "prepaid_only", default: false })
  prepaidOnly: boolean;

  @Column("boolean", { default: false })
  paused: boolean;

  /**
   * A coupon made for one shopper (an abandoned cart's second reminder): only they can apply it; anyone else is told
   * the code does not exist. Null: the admin's promotions, open to every shopper.
   */
  @Column("uuid", { name: "customer_id", nullable: true })
  customerId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "customer_id", foreignKeyConstraintName: "promotions_customer_fkey" })
  customer: Relation<UserEntity> | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

/**
 * A promotion used by an order. `held` is true while it counts against the caps (the order is unpaid and open, or
 * paid); cleared exactly once, by a guarded update, when the order closes before payment.
 */
@Entity("promotion_redemptions")
@Unique("promotion_redemptions_order_promotion_key", ["orderId", "promotionId"])
@Index("promotion_redemptions_promotion_user_idx", ["promotionId", "userId"])
@Index("promotion_redemptions_user_idx", ["userId"])
export class PromotionRedemptionEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { name: "promotion_id" })
  promotionId: string;

  @ManyToOne(() => PromotionEntity, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "promotion_id" })
  promotion: Relation<PromotionEntity>;

  @Column("uuid", { name: "order_id" })
  orderId: string;

  @ManyToOne(() => OrderEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order: Relation<OrderEntity>;

  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user: Relation<UserEntity>;

  @Column("integer", { name: "discount_paise" })
  discountPaise: number;

  @Column("boolean", { default: true })
  held: boolean;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
