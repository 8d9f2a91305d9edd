/**
 * Shipping through a courier aggregator (issue 42): shipments on the engine's shipment table, the one rule that says
 * whether an order may be booked (booking-rules.ts), parcels' weights and boxes (parcel.ts), the customer's notices
 * (notices.ts). The provider is a port (payments/shipping). Other code reaches this module only through this file.
 */
export { type BookingFacts, SHIPPING_MESSAGES, shipmentBookingRefusal } from "./booking-rules.js";
export { CATEGORY_PACKAGE, MAX_PARCEL_GRAMS, parcelOf } from "./parcel.js";
export { LABELS_PATH, type ShipmentView } from "./shipment-view.js";
export { createShippingService, MAX_BULK_BOOKINGS, type ReturnPickupFollower, type ShippingService } from "./shipments.service.js";
