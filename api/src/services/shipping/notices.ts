import type { EntityManager } from "typeorm";
import type { OrderEntity } from "../../entities/order.entity.js";
import type { ShipmentEntity } from "../../entities/shipment.entity.js";
import type { OrderEmailKind } from "../../entities/email-outbox.entity.js";
import type { OrderEmails, ParcelNote } from "../emails/index.js";
import type { ShipmentNotice } from "../lifecycles/index.js";
import { loadOrderView } from "../orders/index.js";

const EMAIL_OF: Record<ShipmentNotice, OrderEmailKind> = {
  shipped: "order_shipped",
  out_for_delivery: "order_out_for_delivery",
  delivered: "order_delivered",
  delivery_failed: "order_delivery_failed",
};

/**
 * Telling the customer where their parcel is: ONE function for every event (shipped with the tracking link, out for
 * delivery, delivered, delivery failed with the link to choose another day) and every channel. Email today (one per
 * kind and order, in the scan's transaction, through the outbox); another channel (WhatsApp, issue 43) is another
 * line here.
 */
export function createShipmentNotices({ emails, publicUrl, trackingUrl }: { emails: OrderEmails; publicUrl: string; trackingUrl: (awb: string) => string }) {
  const parcelNote = (shipment: ShipmentEntity): ParcelNote => ({
    courierName: shipment.courierName,
    awb: shipment.awb,
    trackingUrl: trackingUrl(shipment.awb),
    expectedDeliveryDate: shipment.expectedDeliveryDate,
    reason: shipment.ndrReason,
    orderPageUrl: `${publicUrl.replace(/\/+$/, "")}/shop/account?tab=orders&order=${shipment.orderId}`,
  });
  return {
    parcelNote,
    async notify(manager: EntityManager, notice: ShipmentNotice, shipment: ShipmentEntity, order: OrderEntity): Promise<void> {
      const view = await loadOrderView(manager, order.id);
      await emails.queueOrderEmail(manager, EMAIL_OF[notice], view, { parcel: parcelNote(shipment) });
    },
  };
}

export type ShipmentNotices = ReturnType<typeof createShipmentNotices>;
