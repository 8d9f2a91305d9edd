import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation, UpdateDateColumn } from "typeorm";
import type { Category } from "./product.entity.js";
import { UserEntity } from "./user.entity.js";

/**
 * A GST rate row (issue 24), keyed by its HSN code: what the goods are, and their rate up to and above a value per
 * piece (apparel and footwear: 5 % up to ₹2,500, 18 % above). Each category points at its default row
 * (`gst_category_defaults`); a product may point at another (`products.gst_hsn`). An admin edits the rates and adds
 * rows; rows are never deleted (products and categories point at them). Rates in basis points (5 % = 500).
 */
@Entity("gst_rates")
@Check("gst_rates_hsn_check", `"hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$'`)
@Check("gst_rates_description_check", `length("description") BETWEEN 1 AND 200`)
@Check("gst_rates_threshold_check", `"threshold_paise" IS NULL OR "threshold_paise" > 0`)
@Check("gst_rates_rates_check", `"rate_up_to_bp" BETWEEN 0 AND 4000 AND "rate_above_bp" BETWEEN 0 AND 4000`)
export class GstRateEntity {
  @PrimaryColumn("text", { primaryKeyConstraintName: "gst_rates_pkey" })
  hsn: string;

  /** What the row is for, as the admin and the product form show it ("Caps and hats (textile)"). */
  @Column("text")
  description: string;

  /** Null: one rate whatever a piece costs (`rate_up_to_bp`). */
  @Column("integer", { name: "threshold_paise", nullable: true })
  thresholdPaise: number | null;

  @Column("integer", { name: "rate_up_to_bp" })
  rateUpToBp: number;

  @Column("integer", { name: "rate_above_bp" })
  rateAboveBp: number;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;

  /** The admin who last changed the row; null for the shop's defaults. */
  @Column("uuid", { name: "updated_by", nullable: true })
  updatedBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: "SET NULL" })
  @JoinColumn({ name: "updated_by", foreignKeyConstraintName: "gst_rates_updated_by_fkey" })
  updatedByUser: Relation<UserEntity> | null;
}

/** The GST row a category's products use unless a product names another: one row per category. */
@Entity("gst_category_defaults")
@Check("gst_category_defaults_category_check", `"category" IN ('men', 'women', 'kids', 'accessories', 'footwear')`)
export class GstCategoryDefaultEntity {
  @PrimaryColumn("text", { primaryKeyConstraintName: "gst_category_defaults_pkey" })
  category: Category;

  @Column("text")
  hsn: string;

  @ManyToOne(() => GstRateEntity, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "hsn", foreignKeyConstraintName: "gst_category_defaults_hsn_fkey" })
  rate: Relation<GstRateEntity>;
}
