import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from "typeorm";
import { GstRateEntity } from "./gst-rate.entity.js";

export const CATEGORIES = ["men", "women", "kids", "accessories", "footwear"] as const;
export const BRANDS = ["nike", "adidas", "puma", "levi", "zara", "h&m"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Brand = (typeof BRANDS)[number];

/** The text-search configuration of the search vector; queries must use the same one. */
export const SEARCH_CONFIG = "english";

/** Must stay equal to what the ProductSearch migration created (TypeORM compares it when generating migrations). */
const SEARCH_VECTOR_SQL =
  `setweight(to_tsvector('${SEARCH_CONFIG}', "title"), 'A') || ` +
  `setweight(to_tsvector('${SEARCH_CONFIG}', "brand" || ' ' || "category"), 'B') || ` +
  `setweight(to_tsvector('${SEARCH_CONFIG}', "description"), 'C')`;

/** URLs of the resized renditions of one uploaded image. */
export interface ImageVariants {
  original: string;
  thumbnail?: string;
  large?: string;
  webp?: string;
  /** WebP at 480 and 1200 px (images stored before these existed have only the 800 px one). */
  webpSmall?: string;
  webpLarge?: string;
}

@Entity("products")
@Index("products_sku_key", ["sku"], { unique: true })
@Index("products_slug_key", ["slug"], { unique: true })
// Listing and search indexes are expressions and partial indexes written in migrations (see the catalogue service).
@Index("products_listing_price_idx", { synchronize: false })
@Index("products_listing_title_idx", { synchronize: false })
@Index("products_newest_idx", { synchronize: false })
@Index("products_effective_price_idx", { synchronize: false })
@Index("products_title_idx", { synchronize: false })
@Index("products_title_trgm_idx", { synchronize: false })
@Check("products_category_check", `"category" IN ('men', 'women', 'kids', 'accessories', 'footwear')`)
@Check("products_brand_check", `"brand" IN ('nike', 'adidas', 'puma', 'levi', 'zara', 'h&m')`)
@Check("products_price_check", `"price_paise" > 0`)
@Check("products_sale_price_check", `"sale_price_paise" = 0 OR ("sale_price_paise" > 0 AND "sale_price_paise" < "price_paise")`)
@Check("products_stock_check", `"total_stock" >= 0`)
@Check("products_rating_check", `"review_count" >= 0 AND "rating_sum" >= 0`)
export class ProductEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** The shop's own article number: unique over every product ever made (deleted ones too), the key of imports. */
  @Column("text")
  sku: string;

  /** The product's address in the shop (`/shop/product/{slug}`); made from the title and SKU, kept when the title changes. */
  @Column("text")
  slug: string;

  @Column("text")
  title: string;

  @Column("text")
  description: string;

  @Column("text")
  category: Category;

  @Column("text")
  brand: Brand;

  @Column("integer", { name: "price_paise" })
  pricePaise: number;

  /** 0 means not on sale. */
  @Column("integer", { name: "sale_price_paise", default: 0 })
  salePricePaise: number;

  /** The sum of its variants' stock, kept by triggers on product_variants: written only through the variants. */
  @Column("integer", { name: "total_stock", default: 0 })
  totalStock: number;

  @Column("text", { name: "image_url" })
  imageUrl: string;

  @Column("jsonb", { name: "image_variants", nullable: true })
  imageVariants: ImageVariants | null;

  /** Kept with rating_sum by one atomic UPDATE per review, so the average is exact under concurrency. */
  @Column("integer", { name: "review_count", default: 0 })
  reviewCount: number;

  @Column("integer", { name: "rating_sum", default: 0 })
  ratingSum: number;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;

  /**
   * What full-text search matches: title (weight A), brand and category (B), description (C), stemmed with
   * the 'english' configuration. PostgreSQL keeps it current, and triggers copy it for live products into the
   * narrow `product_search` table, whose GIN index searches serve from (see the ProductSearchTable migration).
   */
  @Column({ type: "tsvector", name: "search_vector", select: false, generatedType: "STORED", asExpression: SEARCH_VECTOR_SQL })
  searchVector?: string;

  /**
   * The HSN code of the GST row this product is taxed by (`gst_rates`); null: its category's default row. Orders
   * copy the HSN and rate onto their lines when placed, so changing this never changes a placed order.
   */
  /** The packed weight of one unit, in grams; null: the category's default (services/shipping). */
  @Column("integer", { name: "weight_grams", nullable: true })
  weightGrams: number | null;

  /** The box one unit ships in, in cm; null: the category's default. */
  @Column("integer", { name: "length_cm", nullable: true })
  lengthCm: number | null;

  @Column("integer", { name: "breadth_cm", nullable: true })
  breadthCm: number | null;

  @Column("integer", { name: "height_cm", nullable: true })
  heightCm: number | null;

  @Column("text", { name: "gst_hsn", nullable: true })
  gstHsn: string | null;

  @ManyToOne(() => GstRateEntity, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "gst_hsn", foreignKeyConstraintName: "products_gst_hsn_fkey" })
  gstRate?: Relation<GstRateEntity> | null;

  /** Deleted products stay for the carts and orders that point at them; listings skip them. */
  @Column("timestamptz", { name: "deleted_at", nullable: true })
  deletedAt: Date | null;
}
