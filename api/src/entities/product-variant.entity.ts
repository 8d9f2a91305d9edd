import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique, UpdateDateColumn } from "typeorm";
import { type ImageVariants, ProductEntity } from "./product.entity.js";

/**
 * One size and colour combination of a product, with its own SKU and stock. A product without options has one,
 * with size and colour ''. Every variant of a product has a size or none has, and likewise a colour (the catalogue
 * service keeps that rule), so a cart line's labels always name one variant (see `variantOfLine`).
 * `products.total_stock` is the sum of the stock of its variants, kept by statement triggers (ProductVariants migration).
 */
@Entity("product_variants")
@Unique("product_variants_sku_key", ["sku"])
@Unique("product_variants_option_key", ["productId", "size", "colour"])
@Index("product_variants_in_stock_idx", { synchronize: false })
@Index("product_variants_low_stock_idx", { synchronize: false })
@Check("product_variants_stock_check", `"stock" >= 0`)
@Check("product_variants_price_check", `"price_paise" IS NULL OR "price_paise" > 0`)
@Check(
  "product_variants_sale_price_check",
  `"sale_price_paise" IS NULL OR ("price_paise" IS NOT NULL AND ("sale_price_paise" = 0 OR ("sale_price_paise" > 0 AND "sale_price_paise" < "price_paise")))`,
)
export class ProductVariantEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { name: "product_id" })
  productId: string;

  @ManyToOne(() => ProductEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "product_id", foreignKeyConstraintName: "product_variants_product_fkey" })
  product: Relation<ProductEntity>;

  @Column("text")
  sku: string;

  /** '' for a product sold in one size. */
  @Column("text", { default: "" })
  size: string;

  /** '' for a product sold in one colour. */
  @Column("text", { default: "" })
  colour: string;

  @Column("integer")
  stock: number;

  /** The variant's own price; null sells it at the product's price (and sale price). */
  @Column("integer", { name: "price_paise", nullable: true })
  pricePaise: number | null;

  @Column("integer", { name: "sale_price_paise", nullable: true })
  salePricePaise: number | null;

  /** Display order: sizes in the shop's order, then colours as the admin ordered them. */
  @Column("integer", { default: 0 })
  position: number;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

/** A picture of a product after its main image (which stays on the product row, for the listing). */
@Entity("product_images")
@Index("product_images_product_idx", ["productId", "position"])
export class ProductImageEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { name: "product_id" })
  productId: string;

  @ManyToOne(() => ProductEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "product_id", foreignKeyConstraintName: "product_images_product_fkey" })
  product: Relation<ProductEntity>;

  @Column("text")
  url: string;

  @Column("jsonb", { name: "image_variants", nullable: true })
  imageVariants: ImageVariants | null;

  /** The colour the picture shows; '' for a general picture. */
  @Column("text", { default: "" })
  colour: string;

  @Column("integer")
  position: number;
}
