import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation, UpdateDateColumn } from "typeorm";
import { UserEntity } from "./user.entity.js";

/**
 * A pincode the shop delivers to (issue 25): its state (GST state code) and city, how many business days delivery
 * takes, and whether prepaid and cash-on-delivery orders may be shipped there. A pincode without a row is not
 * served. Admins edit the table (Admin → Delivery) and import it as CSV or JSON Lines.
 */
@Entity("serviceable_pincodes")
@Check("serviceable_pincodes_pincode_check", `"pincode" ~ '^[1-9][0-9]{5}$'`)
@Check("serviceable_pincodes_days_check", `"delivery_days" BETWEEN 0 AND 30`)
export class ServiceablePincodeEntity {
  @PrimaryColumn("text", { primaryKeyConstraintName: "serviceable_pincodes_pkey" })
  pincode: string;

  /** GST state code ("29" Karnataka), one the pincode can lie in (services/tax/states.ts). */
  @Column("char", { length: 2 })
  state: string;

  @Column("text")
  city: string;

  /** Business days from dispatch to the door. */
  @Column("integer", { name: "delivery_days" })
  deliveryDays: number;

  @Column("boolean", { name: "prepaid_allowed", default: true })
  prepaidAllowed: boolean;

  @Column("boolean", { name: "cod_allowed", default: true })
  codAllowed: boolean;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;

  /** The admin who last changed the row; null for the demo set. */
  @Column("uuid", { name: "updated_by", nullable: true })
  updatedBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: "SET NULL" })
  @JoinColumn({ name: "updated_by", foreignKeyConstraintName: "serviceable_pincodes_updated_by_fkey" })
  updatedByUser: Relation<UserEntity> | null;
}
