import type { OrderStatus, PaymentStatus } from "../../entities/order.entity.js";
import { MAX_PARCEL_GRAMS } from "./parcel.js";

export const SHIPPING_MESSAGES = {
  notFound: "Shipment not found",
  orderNotFound: "Order not found",
  cancelled: (status: string) => `This order is ${status}; it cannot be shipped.`,
  unpaid: "This order is not paid yet; it can be booked once the payment arrives.",
  alreadyBooked: (awb: string) => `This order is already booked with the courier (AWB ${awb}).`,
  alreadyMoved: (status: string) => `This order is already ${status}; only a confirmed order can be booked.`,
  overweight: (grams: number) => `This parcel weighs ${(grams / 1000).toFixed(1)} kg; the courier takes at most ${MAX_PARCEL_GRAMS / 1000} kg in one parcel.`,
  unservedPincode: (pincode: string) => `The courier does not deliver to pincode ${pincode}: add it to the serviceable pincodes, or ship this order by hand.`,
  bookingInProgress: "This order is being booked with the courier right now. Please wait a minute and look again.",
  notBooked: (reason: string) => `Not booked: ${reason}`,
  tooMany: (max: number) => `Book at most ${max} orders at once.`,
  sandboxOnly: "Shipment events can be simulated only with the offline courier (SHIPPING_PROVIDER=sandbox).",
  notFailed: (status: string) => `This shipment is ${status}; only a failed delivery can be rescheduled or sent back.`,
  rescheduleDate: (dates: readonly string[]) => `Choose one of the next three working days: ${dates.join(", ")}.`,
  wrongToken: "This webhook's token is not the one configured for the courier.",
  notCancellable: (status: string) => `This shipment is ${status}; only a parcel not yet picked up can be cancelled.`,
  returnNotApproved: "Only an approved return can be picked up.",
  awaitingCodConfirmation: "This cash-on-delivery order is waiting for the shopper's confirmation; it can be booked once confirmed (or confirm it by phone).",
} as const;

/** What decides whether an order may be booked with the courier, read in one statement (shipments.service.ts). */
export interface BookingFacts {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** Whether the order's payment policy collects the money at the door (cash on delivery). */
  collectedOnDelivery: boolean;
  /** A cash-on-delivery order the shopper has not confirmed yet (issue 43, lifecycles' codAwaitsConfirmation). */
  awaitsCodConfirmation: boolean;
  /** The AWB of its live forward parcel (booked and not cancelled), if any. */
  liveAwb: string | null;
  parcelGrams: number;
  pincode: string;
  /** Whether the shop's serviceable-pincodes table has the order's pincode. */
  pincodeServed: boolean;
}

/**
 * May this order be booked with the courier? The ONE place that says so, for the admin's booking, the bulk booking
 * and the "Ready to ship" queue: null when it may, else the refusal to show (nothing is changed by a refusal).
 * A cash-on-delivery order awaiting the shopper's confirmation (issue 43) is refused too: it may not ship.
 */
export function shipmentBookingRefusal(facts: BookingFacts): string | null {
  if (facts.status === "cancelled" || facts.status === "rejected" || facts.status === "returned_to_origin") return SHIPPING_MESSAGES.cancelled(facts.status.replace(/_/g, " "));
  if (facts.liveAwb) return SHIPPING_MESSAGES.alreadyBooked(facts.liveAwb);
  if (facts.status === "pending") return SHIPPING_MESSAGES.unpaid;
  if (facts.status !== "confirmed") return SHIPPING_MESSAGES.alreadyMoved(facts.status);
  if (!facts.collectedOnDelivery && facts.paymentStatus !== "paid") return SHIPPING_MESSAGES.unpaid;
  if (facts.awaitsCodConfirmation) return SHIPPING_MESSAGES.awaitingCodConfirmation;
  if (facts.parcelGrams > MAX_PARCEL_GRAMS) return SHIPPING_MESSAGES.overweight(facts.parcelGrams);
  if (!facts.pincodeServed) return SHIPPING_MESSAGES.unservedPincode(facts.pincode);
  return null;
}
