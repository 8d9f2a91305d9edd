/**
 * The shipping port (issue 42): what the shop's services ask of a courier aggregator, in the shop's terms. Shiprocket's
 * implementation (shiprocket.ts) speaks its documented external API; the offline stand-in (shiprocket-sandbox.ts) is a
 * Shiprocket API *server*, so the same integration code runs in the demo, the tests and production.
 */

/** Where a parcel is, in the shop's words (the ShipmentStatus of the schema, lower case). */
export const SCAN_STATUSES = [
  "booked",
  "pickup_scheduled",
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "delivered",
  "delivery_failed",
  "rto_initiated",
  "rto_delivered",
  "cancelled",
] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

export interface ParcelAddress {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

export interface ParcelItem {
  name: string;
  sku: string;
  units: number;
  /** The unit's selling price, in paise. */
  unitPricePaise: number;
}

export interface ParcelBox {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** A parcel to book: forward (our warehouse → the shopper) or reverse (the shopper → our warehouse). */
export interface BookingRequest {
  /** Our id, the provider order's reference (its `order_id` / channel order id): the retry after a crash finds it. */
  reference: string;
  orderDate: Date;
  /** The shopper: the consignee of a forward parcel, the pickup address of a reverse one. */
  customer: ParcelAddress;
  items: ParcelItem[];
  subTotalPaise: number;
  /** Cash to collect at the door (0: prepaid). */
  codAmountPaise: number;
  box: ParcelBox;
}

/** A booked parcel, as the provider reports it. */
export interface Booking {
  providerOrderId: string;
  providerShipmentId: string;
  awb: string;
  courierName: string;
  /** yyyy-mm-dd, when the courier comes for it; null when the provider did not say. */
  pickupDate: string | null;
  /** yyyy-mm-dd; null when the provider did not say. */
  expectedDeliveryDate: string | null;
}

/** One scan of a parcel: a webhook's or a tracking answer's. */
export interface ScanEvent {
  awb: string;
  /** Our reference (the provider order's order_id) when the provider sends it. */
  reference: string | null;
  /** Null: a scan this shop does not follow (manifested, delayed…): recorded nowhere, answered 200. */
  status: ScanStatus | null;
  /** The provider's own words for the scan ("UNDELIVERED", "OUT FOR DELIVERY"). */
  providerStatus: string;
  at: Date;
  location: string | null;
  note: string | null;
  courierName: string | null;
  expectedDeliveryDate: string | null;
  /** A return's parcel (reverse pickup). */
  reverse: boolean;
}

export type NdrAnswer = { action: "reattempt"; date: string; note: string | null } | { action: "return"; note: string | null };

export type ShippingFailure = "validation" | "not_serviceable" | "auth" | "unavailable" | "unexpected";

/** The provider could not do what was asked. `message` is safe to show an admin; `detail` is for the logs. */
export class ShippingProviderError extends Error {
  constructor(
    message: string,
    readonly failure: ShippingFailure,
    readonly detail: { operation: string; status?: number; body?: unknown } = { operation: "" },
  ) {
    super(message);
    this.name = "ShippingProviderError";
  }
}

export interface ShippingProvider {
  /** Stored with each shipment ("shiprocket"). */
  readonly provider: string;
  /** Books a parcel: finds the provider order made for `reference` (a crashed attempt's) or creates it, assigns the AWB, schedules the pickup. */
  book(request: BookingRequest): Promise<Booking>;
  /** Books a reverse pickup from the shopper to the warehouse (a return). */
  bookReturn(request: BookingRequest): Promise<Booking>;
  /** One PDF of the labels of these provider shipments. */
  labels(providerShipmentIds: string[]): Promise<Buffer>;
  /** Cancels parcels not picked up yet. */
  cancel(awbs: string[]): Promise<void>;
  /** The parcel's scans so far, oldest first. */
  track(awb: string): Promise<ScanEvent[]>;
  /** The shop's answer to a failed delivery (NDR): attempt again on a date, or send it back. */
  answerNdr(awb: string, answer: NdrAnswer): Promise<void>;
  /** Whether a webhook carries the token configured at the provider (constant-time). */
  verifyWebhook(token: unknown): boolean;
  /** A webhook's body as a scan; throws when it is not one. */
  parseWebhook(body: unknown): ScanEvent;
  /** A link the shopper can follow. */
  trackingUrl(awb: string): string;
}
