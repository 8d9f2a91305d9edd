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
import { ProductEntity } from "./product.entity.js";
import { UserEntity } from "./user.entity.js";

/** One server-side cart per user. */
@Entity("carts")
@Unique("carts_user_id_key", ["userId"])
export class CartEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user: Relation<UserEntity>;

  @OneToMany(() => CartLineEntity, (line) => line.cart)
  lines: Relation<CartLineEntity[]>;

  /** The coupon the shopper applied (as typed, matched case-insensitively); re-checked whenever the cart is read. */
  @Column("text", { name: "coupon_code", nullable: true })
  couponCode: string | null;

  /** Why the cart's coupon was dropped (it stopped applying), shown until the shopper applies or removes a code. */
  @Column("text", { name: "coupon_notice", nullable: true })
  couponNotice: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

/** A cart line is keyed by product + size + colour ('' when the product has no such option). */
@Entity("cart_lines")
@Unique("cart_lines_variant_key", ["cartId", "productId", "size", "colour"])
@Index("cart_lines_product_id_idx", ["productId"])
@Check("cart_lines_quantity_check", `"quantity" >= 1`)
export class CartLineEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { name: "cart_id" })
  cartId: string;

  @ManyToOne(() => CartEntity, (cart) => cart.lines, { onDelete: "CASCADE" })
  @JoinColumn({ name: "cart_id" })
  cart: Relation<CartEntity>;

  @Column("uuid", { name: "product_id" })
  productId: string;

  @ManyToOne(() => ProductEntity, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "product_id" })
  product: Relation<ProductEntity>;

  @Column("text", { default: "" })
  size: string;

  @Column("text", { default: "" })
  colour: string;

  @Column("integer")
  quantity: number;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
