import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from "typeorm";
import { UserEntity } from "./user.entity.js";

@Entity("addresses")
@Index("addresses_user_id_idx", ["userId", "createdAt"])
export class AddressEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user: Relation<UserEntity>;

  /** Optional heading; the UI shows 'Delivery Address' when absent. */
  @Column("text", { nullable: true })
  name: string | null;

  @Column("text")
  address: string;

  @Column("text")
  city: string;

  @Column("text")
  phone: string;

  @Column("text")
  pincode: string;

  @Column("text")
  notes: string;

  /** GST state code ("29" Karnataka) when the customer gave one; null: the pincode's state (services/tax). */
  @Column("char", { length: 2, nullable: true })
  state: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
