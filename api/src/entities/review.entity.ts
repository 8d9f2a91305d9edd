import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from "typeorm";
import { ProductEntity } from "./product.entity.js";
import { UserEntity } from "./user.entity.js";

export const REVIEW_FITS = ["runs_small", "true_to_size", "runs_large"] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];

@Entity("reviews")
@Unique("reviews_product_user_key", ["productId", "userId"])
@Index("reviews_product_created_idx", ["productId", "createdAt"])
@Check("reviews_rating_check", `"rating" BETWEEN 1 AND 5`)
@Check("reviews_fit_check", `"fit" IS NULL OR "fit" IN ('runs_small', 'true_to_size', 'runs_large')`)
export class ReviewEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { name: "product_id" })
  productId: string;

  @ManyToOne(() => ProductEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "product_id" })
  product: Relation<ProductEntity>;

  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user: Relation<UserEntity>;

  @Column("smallint")
  rating: number;

  @Column("text")
  message: string;

  /** How the piece fitted, when the reviewer said. */
  @Column("text", { nullable: true })
  fit: ReviewFit | null;

  /** Up to 3 photos: media store URLs of images uploaded through the shop's media pipeline. */
  @Column("jsonb", { default: () => "'[]'" })
  photos: string[];

  /** Hidden by an admin (moderation): shoppers no longer see it, and the product's rating no longer counts it. */
  @Column("timestamptz", { name: "hidden_at", nullable: true })
  hiddenAt: Date | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
