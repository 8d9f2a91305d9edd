import { CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from "typeorm";
import { OrderEntity } from "./order.entity.js";

/**
 * A purchase the server sent to Google Analytics through the Measurement Protocol (issue 45): at most once per order
 * (the row is claimed before the send and given back when it fails). Nothing personal: the order, and when.
 */
@Entity("analytics_purchases")
export class AnalyticsPurchaseEntity {
  @PrimaryColumn("uuid", { name: "order_id" })
  orderId: string;

  @OneToOne(() => OrderEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id", foreignKeyConstraintName: "analytics_purchases_order_fkey" })
  order?: Relation<OrderEntity>;

  @CreateDateColumn({ name: "sent_at", type: "timestamptz" })
  sentAt: Date;
}
