import { SHIPMENT_STATUSES, type ShipmentDirection, type ShipmentStatus } from "../../entities/shipment.entity.js";
import { condition, type Lifecycle, type Move, tableOf } from "./engine.js";

/** What a shipment's moves are conditioned on: an order's parcel, or a return's reverse pickup. */
export interface ShipmentFacts {
  direction: ShipmentDirection;
}

/** What a scan means for the customer: the notices of services/shipping (notices.ts, one function for every channel). */
export type ShipmentNotice = "shipped" | "out_for_delivery" | "delivered" | "delivery_failed";

/**
 * What a shipment's move does besides changing its status (services/shipping/shipment-machine.ts has one handler each),
 * with the shipment row locked:
 * - `orderShipped` / `orderDelivered` / `orderReturnedToOrigin`: the order follows its parcel on the order table
 *   (picked up → shipped; delivered → delivered, cash on delivery collected; back at the warehouse → returned to origin,
 *   its units back once). A scan that skipped a step (delivered without a picked-up scan) moves the order through it;
 * - `returnPickedUp`: a reverse pickup collected: its return request is picked up;
 * - `recordFailure`: the courier's reason for a failed attempt is kept for the NDR queue, any earlier answer cleared;
 * - `notify`: the customer is told (email; WhatsApp joins the same function).
 */
export type ShipmentEffect =
  | { type: "orderShipped" }
  | { type: "orderDelivered" }
  | { type: "orderReturnedToOrigin" }
  | { type: "returnPickedUp" }
  | { type: "recordFailure" }
  | { type: "notify"; notice: ShipmentNotice };

const forward = condition<ShipmentFacts>("an order's parcel", (f) => f.direction === "forward");
const reverse = condition<ShipmentFacts>("a return's pickup", (f) => f.direction === "reverse");
const notify = (notice: ShipmentNotice): ShipmentEffect => ({ type: "notify", notice });
const shipped: ShipmentEffect = { type: "orderShipped" };

type Row = Move<ShipmentStatus, ShipmentEffect, ShipmentFacts>;

/** Rows from each of `froms` to `to` alike. */
const fromEach = (froms: ShipmentStatus[], row: Omit<Row, "from">): Row[] => froms.map((from) => ({ ...row, from }));

const BEFORE_PICKUP: ShipmentStatus[] = ["booked", "pickup_scheduled"];
const ON_THE_WAY: ShipmentStatus[] = ["picked_up", "in_transit", "out_for_delivery", "delivery_failed"];

/**
 * Every move a parcel may make. The courier's scans come as the provider's webhook ("provider"); an admin books,
 * cancels before pickup and sends a failed parcel back; the shop ("system") writes the booking. Only forward moves are
 * in the table, so a late or repeated scan never moves a parcel back (the shipping service also ignores a scan older
 * than the one that set the status: a second attempt's "out for delivery" after a failure is a move, the first
 * attempt's arriving late is not).
 */
export const SHIPMENT_LIFECYCLE: Lifecycle<ShipmentStatus, ShipmentEffect, ShipmentFacts> = {
  noun: "shipment",
  states: SHIPMENT_STATUSES,
  closing: ["delivered", "rto_delivered", "cancelled"],
  moves: [
    { from: null, to: "booked", by: ["admin", "system"], note: "Booked with the courier" },
    { from: "booked", to: "pickup_scheduled", by: ["admin", "system", "provider"], note: "Pickup scheduled" },
    ...fromEach(BEFORE_PICKUP, { to: "cancelled", by: ["admin", "provider"], note: "Cancelled before pickup" }),

    // Forward: the order follows its parcel.
    ...fromEach(BEFORE_PICKUP, { to: "picked_up", by: ["provider"], when: forward, effects: [shipped], then: [notify("shipped")], note: "Picked up by the courier" }),
    ...fromEach([...BEFORE_PICKUP, "picked_up"], { to: "in_transit", by: ["provider"], when: forward, effects: [shipped], then: [notify("shipped")], note: "In transit" }),
    ...fromEach([...BEFORE_PICKUP, "picked_up", "in_transit", "delivery_failed"], {
      to: "out_for_delivery",
      by: ["provider"],
      when: forward,
      effects: [shipped],
      then: [notify("shipped"), notify("out_for_delivery")],
      note: "Out for delivery",
    }),
    ...fromEach(["in_transit", "out_for_delivery"], { to: "delivery_failed", by: ["provider"], when: forward, effects: [{ type: "recordFailure" }], then: [notify("delivery_failed")], note: "Delivery attempt failed" }),
    ...fromEach(ON_THE_WAY, { to: "delivered", by: ["provider"], when: forward, effects: [shipped, { type: "orderDelivered" }], then: [notify("delivered")], note: "Delivered" }),
    ...fromEach(ON_THE_WAY, { to: "rto_initiated", by: ["provider"], when: forward, effects: [shipped], note: "Returning to the warehouse" }),
    { from: "delivery_failed", to: "rto_initiated", by: ["admin"], when: forward, note: "Sent back to the warehouse by an admin" },
    { from: "rto_initiated", to: "rto_delivered", by: ["provider"], when: forward, effects: [{ type: "orderReturnedToOrigin" }], note: "Back at the warehouse" },

    // Reverse: the return request follows the pickup; the admin still inspects and receives what arrives.
    ...fromEach(BEFORE_PICKUP, { to: "picked_up", by: ["provider"], when: reverse, effects: [{ type: "returnPickedUp" }], note: "Picked up from the customer" }),
    ...fromEach([...BEFORE_PICKUP, "picked_up"], { to: "in_transit", by: ["provider"], when: reverse, effects: [{ type: "returnPickedUp" }], note: "On its way to the warehouse" }),
    ...fromEach([...BEFORE_PICKUP, "picked_up", "in_transit"], { to: "delivered", by: ["provider"], when: reverse, effects: [{ type: "returnPickedUp" }], note: "Arrived at the warehouse; waiting for inspection" }),
  ],
};

export const shipmentTable = tableOf(SHIPMENT_LIFECYCLE);

/** A parcel's status as messages write it ("out for delivery"). */
export const shipmentStatusWords = (status: ShipmentStatus) => status.replace(/_/g, " ").replace(/^rto/, "return to origin");
