import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from "typeorm";
import { ProductEntity } from "./product.entity.js";
import { UserEntity } from "./user.entity.js";

@Entity("reviews")
@Unique("reviews_product_user_key", ["productId", "userId"])
@Index("reviews_product_created_idx", ["productId", "createdAt"])
@Check("reviews_rating_check", `"rating" BETWEEN 1 AND 5`)
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

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
