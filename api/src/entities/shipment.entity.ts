import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { OrderEntity } from "./order.entity.js";

export const SHIPMENT_STATUSES = ["booked", "pickup_scheduled", "picked_up", "in_transit", "out_for_delivery", "delivered", "delivery_failed", "rto_initiated", "rto_delivered", "cancelled"] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const SHIPMENT_DIRECTIONS = ["forward", "reverse"] as const;
export type ShipmentDirection = (typeof SHIPMENT_DIRECTIONS)[number];

/** One scan of the parcel's timeline, as the provider reported it (or the shop's own step: booked, cancelled). */
export interface ShipmentEvent {
  status: ShipmentStatus;
  at: string;
  location: string | null;
  note: string | null;
}

/**
 * A parcel with the courier aggregator (issue 42): an order's forward parcel, or a return's reverse pickup. Its status
 * moves on the shipment table of the engine (services/lifecycles/shipment.ts); `events` is its timeline (every scan,
 * even one too old to move it), `status_at` the provider's time of the scan that set the status (an older scan never
 * moves it back).
 */
@Entity("shipments")
@Index("shipments_awb_key", ["provider", "awb"], { unique: true })
@Index("shipments_order_idx", ["orderId"])
@Index("shipments_status_idx", ["status", "createdAt"])
@Index("shipments_one_forward_idx", ["orderId"], { unique: true, where: `direction = 'forward' AND status <> 'cancelled'` })
@Index("shipments_one_reverse_idx", ["returnRequestId"], { unique: true, where: `direction = 'reverse' AND status <> 'cancelled'` })
@Index("shipments_forward_created_idx", ["createdAt"], { where: `direction = 'forward'` })
@Check("shipments_direction_check", `"direction" IN ('forward', 'reverse')`)
export class ShipmentEntity {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "shipments_pkey" })
  id: string;

  @Column("uuid", { name: "order_id" })
  orderId: string;

  @ManyToOne(() => OrderEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id", foreignKeyConstraintName: "shipments_order_fkey" })
  order?: OrderEntity;

  @Column("uuid", { name: "return_request_id", nullable: true })
  returnRequestId: string | null;

  @Column("text")
  direction: ShipmentDirection;

  @Column("text")
  status: ShipmentStatus;

  @Column("text")
  provider: string;

  @Column("text", { name: "provider_order_id" })
  providerOrderId: string;

  @Column("text", { name: "provider_shipment_id" })
  providerShipmentId: string;

  @Column("text")
  awb: string;

  @Column("text", { name: "courier_name" })
  courierName: string;

  @Column("date", { name: "pickup_date", nullable: true })
  pickupDate: string | null;

  @Column("date", { name: "expected_delivery_date", nullable: true })
  expectedDeliveryDate: string | null;

  @Column("integer", { name: "cod_paise", default: 0 })
  codPaise: number;

  @Column("integer", { name: "weight_grams" })
  weightGrams: number;

  @Column("jsonb", { default: () => "'[]'" })
  events: ShipmentEvent[];

  @Column("timestamptz", { name: "status_at", default: () => "now()" })
  statusAt: Date;

  /** The courier's reason for the last failed delivery. */
  @Column("text", { name: "ndr_reason", nullable: true })
  ndrReason: string | null;

  /** The answer sent to the courier: "Deliver again on 2026-12-02: …", "Return to origin". */
  @Column("text", { name: "ndr_answer", nullable: true })
  ndrAnswer: string | null;

  @Column("timestamptz", { name: "ndr_answered_at", nullable: true })
  ndrAnsweredAt: Date | null;

  /** Who answered: customer (a reschedule) or admin. */
  @Column("text", { name: "ndr_resolved_by", nullable: true })
  ndrResolvedBy: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

/** The shipping provider's API token, shared by every node (payments/shipping/token-store.ts). */
@Entity("shipping_tokens")
export class ShippingTokenEntity {
  @PrimaryColumn("text", { primaryKeyConstraintName: "shipping_tokens_pkey" })
  provider: string;

  @Column("text", { nullable: true })
  token: string | null;

  @Column("timestamptz", { name: "expires_at", nullable: true })
  expiresAt: Date | null;

  @Column("timestamptz", { name: "refreshing_until", nullable: true })
  refreshingUntil: Date | null;
}

/** The offline Shiprocket's parcels (payments/shipping/shiprocket-sandbox.ts): Shiprocket's order as a JSON document. */
@Entity("shiprocket_sandbox_orders")
@Index("shiprocket_sandbox_orders_awb_key", ["awb"], { unique: true })
@Index("shiprocket_sandbox_orders_channel_key", ["channelOrderId", "isReturn"], { unique: true })
export class ShiprocketSandboxOrderEntity {
  @PrimaryGeneratedColumn("increment", { name: "shipment_id", type: "bigint", primaryKeyConstraintName: "shiprocket_sandbox_orders_pkey" })
  shipmentId: string;

  @Column("bigint", { name: "sr_order_id", generated: "increment" })
  srOrderId: string;

  @Column("text", { name: "channel_order_id" })
  channelOrderId: string;

  @Column("boolean", { name: "is_return" })
  isReturn: boolean;

  @Column("text", { nullable: true })
  awb: string | null;

  @Column("jsonb")
  doc: unknown;
}
