import { orderReference } from "../orders/index.js";
import type { ShipmentDirection, ShipmentEntity, ShipmentEvent, ShipmentStatus } from "../../entities/shipment.entity.js";

/** A shipment as GraphQL, REST and emails read it. */
export interface ShipmentView {
  id: string;
  orderId: string;
  orderReference: string;
  returnRequestId: string | null;
  direction: ShipmentDirection;
  awb: string;
  courierName: string;
  status: ShipmentStatus;
  events: ShipmentEvent[];
  /** The label PDF (admin only: GET /api/admin/shipments/labels?ids=<id>). */
  labelUrl: string;
  trackingUrl: string;
  pickupDate: string | null;
  expectedDeliveryDate: string | null;
  codAmountPaise: number;
  weightGrams: number;
  ndrReason: string | null;
  ndrAnswer: string | null;
  ndrAnsweredAt: Date | null;
  createdAt: Date;
}

export const LABELS_PATH = "/api/admin/shipments/labels";

export function shipmentView(s: ShipmentEntity, trackingUrl: (awb: string) => string): ShipmentView {
  return {
    id: s.id,
    orderId: s.orderId,
    orderReference: orderReference(s.orderId),
    returnRequestId: s.returnRequestId,
    direction: s.direction,
    awb: s.awb,
    courierName: s.courierName,
    status: s.status,
    // In the courier's time order (to the second, as scans are stamped); in arrival order within a second.
    events: [...s.events].sort((a, b) => Math.floor(Date.parse(a.at) / 1000) - Math.floor(Date.parse(b.at) / 1000)),
    labelUrl: `${LABELS_PATH}?ids=${s.id}`,
    trackingUrl: trackingUrl(s.awb),
    pickupDate: s.pickupDate,
    expectedDeliveryDate: s.expectedDeliveryDate,
    codAmountPaise: s.codPaise,
    weightGrams: s.weightGrams,
    ndrReason: s.ndrReason,
    ndrAnswer: s.ndrAnswer,
    ndrAnsweredAt: s.ndrAnsweredAt,
    createdAt: s.createdAt,
  };
}
