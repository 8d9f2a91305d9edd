import { timingSafeEqual } from "node:crypto";
import { type Booking, type BookingRequest, type NdrAnswer, type ScanEvent, type ScanStatus, type ShippingProvider, ShippingProviderError } from "./provider.js";
import type { TokenStore } from "./token-store.js";

/**
 * Shiprocket's external API (https://apidocs.shiprocket.in), with plain fetch:
 * - `POST /v1/external/auth/login` {email, password} → {token}: a bearer token valid 10 days, kept in a TokenStore and
 *   refreshed once across all nodes (token-store.ts); an answer 401 (expired or revoked) refreshes it once and retries;
 * - `POST /v1/external/orders/create/adhoc` → {order_id, shipment_id}: our order id is its `order_id` (the reference);
 *   `GET /v1/external/orders?search=<reference>` finds the one a crashed attempt made, so a retry books no second parcel;
 * - `POST /v1/external/courier/assign/awb` {shipment_id} → {awb_assign_status, response.data.{awb_code, courier_name}};
 * - `POST /v1/external/courier/generate/pickup` {shipment_id: [id]} → {pickup_status, response.pickup_scheduled_date};
 * - `POST /v1/external/courier/generate/label` {shipment_id: [ids]} → {label_created, label_url}: one PDF for all;
 * - `GET /v1/external/courier/track/awb/<awb>` → {tracking_data.{shipment_track_activities, etd}};
 * - `POST /v1/external/orders/cancel/shipment/awbs` {awbs}; `POST /v1/external/orders/create/return` (reverse pickups);
 * - `POST /v1/external/ndr/<awb>/action` {action: "re-attempt" | "return", comments, deferred_date};
 * - the tracking webhook: a POST of the scan with the token configured in Shiprocket in the `x-api-key` header.
 */

export interface ShiprocketOptions {
  email: string;
  password: string;
  webhookToken: string;
  baseUrl: string;
  pickupLocation: string;
  /** The warehouse's address, where reverse pickups are delivered. */
  warehouse: { name: string; address: string; city: string; state: string; pincode: string; phone: string; email: string };
  timeoutMs: number;
  tokens: TokenStore;
  /** Where a shopper follows a parcel (`<base><awb>`). */
  trackingBaseUrl?: string;
}

/** The scan labels Shiprocket sends (`current_status`, `sr-status-label`) and the shop's status each means. */
const STATUS_OF_LABEL: Record<string, ScanStatus> = {
  "AWB ASSIGNED": "booked",
  "LABEL GENERATED": "booked",
  "PICKUP SCHEDULED": "pickup_scheduled",
  "PICKUP GENERATED": "pickup_scheduled",
  "PICKUP QUEUED": "pickup_scheduled",
  "PICKUP RESCHEDULED": "pickup_scheduled",
  "OUT FOR PICKUP": "pickup_scheduled",
  "PICKED UP": "picked_up",
  SHIPPED: "picked_up",
  "IN TRANSIT": "in_transit",
  "REACHED AT DESTINATION HUB": "in_transit",
  "OUT FOR DELIVERY": "out_for_delivery",
  DELIVERED: "delivered",
  UNDELIVERED: "delivery_failed",
  "RTO INITIATED": "rto_initiated",
  "RTO ACKNOWLEDGED": "rto_initiated",
  "RTO IN TRANSIT": "rto_initiated",
  "RTO DELIVERED": "rto_delivered",
  CANCELED: "cancelled",
  CANCELLED: "cancelled",
};

/** Shiprocket's words for a status the shop sends (the stand-in's scans). */
export const LABEL_OF_STATUS: Record<ScanStatus, string> = {
  booked: "AWB ASSIGNED",
  pickup_scheduled: "PICKUP SCHEDULED",
  picked_up: "PICKED UP",
  in_transit: "IN TRANSIT",
  out_for_delivery: "OUT FOR DELIVERY",
  delivered: "DELIVERED",
  delivery_failed: "UNDELIVERED",
  rto_initiated: "RTO INITIATED",
  rto_delivered: "RTO DELIVERED",
  cancelled: "CANCELED",
};

export const scanStatusOf = (label: unknown): ScanStatus | null => (typeof label === "string" ? (STATUS_OF_LABEL[label.trim().toUpperCase()] ?? null) : null);

/** Shiprocket's dates: "2023-05-19 11:59:16", "23 05 2023 11:43:52" (India time) or ISO. */
export function parseShiprocketDate(value: unknown): Date | null {
  if (typeof value !== "string" || !value.trim()) return null;
  const text = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (m) return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? "00"}+05:30`);
  m = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (m) return new Date(`${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}:${m[6]}+05:30`);
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

const dayOf = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return m ? m[1]! : null;
};

const rupees = (paise: number) => Math.round(paise) / 100;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null);

/** The first message in Shiprocket's error shapes: {message}, {errors: {field: [msg]}}, {response.data.awb_assign_error}. */
function messageOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  if (isRecord(body.errors)) {
    const first = Object.values(body.errors).flat()[0];
    if (typeof first === "string") return first;
  }
  const data = isRecord(body.response) && isRecord(body.response.data) ? body.response.data : undefined;
  return text(data?.awb_assign_error) ?? text(body.message);
}

export class ShiprocketProvider implements ShippingProvider {
  readonly provider = "shiprocket";
  private baseUrl: string;

  constructor(private readonly options: ShiprocketOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
  }

  /** The stand-in's address once the app listens (sandbox mode), and where shoppers follow its parcels. */
  useBaseUrl(url: string, trackingBaseUrl?: string) {
    this.baseUrl = url.replace(/\/+$/, "");
    if (trackingBaseUrl) this.options.trackingBaseUrl = trackingBaseUrl;
  }

  trackingUrl(awb: string): string {
    return `${this.options.trackingBaseUrl ?? "https://shiprocket.co/tracking/"}${encodeURIComponent(awb)}`;
  }

  private async login(): Promise<string> {
    const { status, body } = await this.send("auth/login", "POST", "/v1/external/auth/login", { email: this.options.email, password: this.options.password });
    const token = isRecord(body) ? text(body.token) : null;
    if (status >= 200 && status < 300 && token) return token;
    if (status >= 500) throw new ShippingProviderError("Shiprocket is not answering. Please try again in a few minutes.", "unavailable", { operation: "auth/login", status, body });
    throw new ShippingProviderError("Shiprocket refused the shop's API user: check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD.", "auth", { operation: "auth/login", status, body });
  }

  private async send(operation: string, method: "GET" | "POST", path: string, payload?: unknown, token?: string): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { "content-type": "application/json", accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new ShippingProviderError("Shiprocket could not be reached. Please try again in a few minutes.", "unavailable", { operation, body: String(error) });
    }
    const raw = await response.text();
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      // not JSON (a gateway's HTML page): kept as text for the logs
    }
    return { status: response.status, body };
  }

  /** An authorised call: the stored token, refreshed once (across nodes) when missing or refused as expired. */
  private async call(operation: string, method: "GET" | "POST", path: string, payload?: unknown): Promise<Record<string, unknown>> {
    let token = (await this.options.tokens.read())?.token ?? (await this.options.tokens.refresh(null, () => this.login()));
    let answer = await this.send(operation, method, path, payload, token);
    if (answer.status === 401) {
      token = await this.options.tokens.refresh(token, () => this.login());
      answer = await this.send(operation, method, path, payload, token);
    }
    const { status, body } = answer;
    const detail = { operation, status, body };
    if (status === 401) throw new ShippingProviderError("Shiprocket refused the shop's API user: check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD.", "auth", detail);
    if (status >= 500 || status === 429) throw new ShippingProviderError("Shiprocket is not answering. Please try again in a few minutes.", "unavailable", detail);
    if (status === 422 || status === 400) throw new ShippingProviderError(`Shiprocket refused the parcel: ${messageOf(body) ?? "invalid data"}.`.replace(/\.\.$/, "."), "validation", detail);
    if (status < 200 || status >= 300 || !isRecord(body)) throw new ShippingProviderError("Shiprocket answered something this shop cannot read. Please try again.", "unexpected", detail);
    return body;
  }

  private orderPayload(request: BookingRequest) {
    const c = request.customer;
    const [first, ...rest] = c.name.trim().split(/\s+/);
    return {
      order_id: request.reference,
      order_date: request.orderDate.toISOString().slice(0, 16).replace("T", " "),
      pickup_location: this.options.pickupLocation,
      billing_customer_name: first ?? c.name,
      billing_last_name: rest.join(" "),
      billing_address: c.address,
      billing_city: c.city,
      billing_pincode: c.pincode,
      billing_state: c.state,
      billing_country: "India",
      billing_email: c.email,
      billing_phone: c.phone,
      shipping_is_billing: true,
      order_items: request.items.map((i) => ({ name: i.name, sku: i.sku, units: i.units, selling_price: rupees(i.unitPricePaise) })),
      payment_method: request.codAmountPaise > 0 ? "COD" : "Prepaid",
      sub_total: rupees(request.subTotalPaise),
      length: request.box.lengthCm,
      breadth: request.box.breadthCm,
      height: request.box.heightCm,
      weight: request.box.weightGrams / 1000,
    };
  }

  /** The provider order a crashed attempt made for this reference: its ids and AWB, or null. */
  async findByReference(reference: string): Promise<{ providerOrderId: string; providerShipmentId: string; awb: string | null; courierName: string | null } | null> {
    const body = await this.call("orders", "GET", `/v1/external/orders?search=${encodeURIComponent(reference)}`);
    const rows = Array.isArray(body.data) ? body.data : [];
    for (const row of rows) {
      if (!isRecord(row) || text(row.channel_order_id) !== reference) continue;
      const shipment = Array.isArray(row.shipments) ? row.shipments.find(isRecord) : undefined;
      const shipmentId = text(shipment?.id);
      if (!shipmentId) continue;
      return { providerOrderId: text(row.id)!, providerShipmentId: shipmentId, awb: text(shipment?.awb), courierName: text(shipment?.courier) };
    }
    return null;
  }

  async book(request: BookingRequest): Promise<Booking> {
    return this.bookWith(request, false);
  }

  async bookReturn(request: BookingRequest): Promise<Booking> {
    return this.bookWith(request, true);
  }

  private async bookWith(request: BookingRequest, reverse: boolean): Promise<Booking> {
    let found = await this.findByReference(request.reference);
    if (!found) {
      const created = reverse ? await this.call("orders/create/return", "POST", "/v1/external/orders/create/return", this.returnPayload(request)) : await this.call("orders/create/adhoc", "POST", "/v1/external/orders/create/adhoc", this.orderPayload(request));
      const providerOrderId = text(created.order_id);
      const providerShipmentId = text(created.shipment_id);
      if (!providerOrderId || !providerShipmentId) throw new ShippingProviderError("Shiprocket answered something this shop cannot read. Please try again.", "unexpected", { operation: "orders/create", body: created });
      found = { providerOrderId, providerShipmentId, awb: text(created.awb_code), courierName: text(created.courier_name) };
    }
    let { awb, courierName } = found;
    let expected: string | null = null;
    if (!awb) {
      const assigned = await this.call("courier/assign/awb", "POST", "/v1/external/courier/assign/awb", { shipment_id: found.providerShipmentId, ...(reverse ? { is_return: 1 } : {}) });
      const data = isRecord(assigned.response) && isRecord(assigned.response.data) ? assigned.response.data : {};
      awb = text(data.awb_code);
      if (assigned.awb_assign_status !== 1 || !awb) {
        throw new ShippingProviderError(`No courier can take this parcel: ${messageOf(assigned) ?? "Shiprocket could not assign an AWB"}.`.replace(/\.\.$/, "."), "not_serviceable", { operation: "courier/assign/awb", body: assigned });
      }
      courierName = text(data.courier_name);
      expected = dayOf(data.etd) ?? dayOf(data.expected_delivery_date);
    }
    let pickupDate: string | null = null;
    try {
      const pickup = await this.call("courier/generate/pickup", "POST", "/v1/external/courier/generate/pickup", { shipment_id: [Number(found.providerShipmentId) || found.providerShipmentId] });
      pickupDate = isRecord(pickup.response) ? dayOf(pickup.response.pickup_scheduled_date) : null;
    } catch (error) {
      // Asked again after a crash, Shiprocket says the pickup is queued already: the parcel is booked all the same.
      if (!(error instanceof ShippingProviderError && error.failure === "validation" && /already/i.test(error.message))) throw error;
    }
    return { providerOrderId: found.providerOrderId, providerShipmentId: found.providerShipmentId, awb, courierName: courierName ?? "Courier", pickupDate, expectedDeliveryDate: expected };
  }

  private returnPayload(request: BookingRequest) {
    const c = request.customer;
    const w = this.options.warehouse;
    return {
      order_id: request.reference,
      order_date: request.orderDate.toISOString().slice(0, 10),
      pickup_customer_name: c.name,
      pickup_address: c.address,
      pickup_city: c.city,
      pickup_state: c.state,
      pickup_country: "India",
      pickup_pincode: c.pincode,
      pickup_email: c.email,
      pickup_phone: c.phone,
      shipping_customer_name: w.name,
      shipping_address: w.address,
      shipping_city: w.city,
      shipping_country: "India",
      shipping_pincode: w.pincode,
      shipping_state: w.state,
      shipping_email: w.email,
      shipping_phone: w.phone,
      order_items: request.items.map((i) => ({ name: i.name, sku: i.sku, units: i.units, selling_price: rupees(i.unitPricePaise) })),
      payment_method: "Prepaid",
      sub_total: rupees(request.subTotalPaise),
      length: request.box.lengthCm,
      breadth: request.box.breadthCm,
      height: request.box.heightCm,
      weight: request.box.weightGrams / 1000,
    };
  }

  async labels(providerShipmentIds: string[]): Promise<Buffer> {
    const body = await this.call("courier/generate/label", "POST", "/v1/external/courier/generate/label", { shipment_id: providerShipmentIds.map((id) => Number(id) || id) });
    const url = text(body.label_url);
    if (body.label_created !== 1 || !url) throw new ShippingProviderError(`Shiprocket made no label: ${messageOf(body) ?? "no label URL"}.`, "unexpected", { operation: "courier/generate/label", body });
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      throw new ShippingProviderError("The labels could not be downloaded from Shiprocket. Please try again.", "unavailable", { operation: "label download", body: String(error) });
    }
    if (!response.ok) throw new ShippingProviderError("The labels could not be downloaded from Shiprocket. Please try again.", "unavailable", { operation: "label download", status: response.status });
    return Buffer.from(await response.arrayBuffer());
  }

  async cancel(awbs: string[]): Promise<void> {
    await this.call("orders/cancel/shipment/awbs", "POST", "/v1/external/orders/cancel/shipment/awbs", { awbs });
  }

  async track(awb: string): Promise<ScanEvent[]> {
    const body = await this.call("courier/track/awb", "GET", `/v1/external/courier/track/awb/${encodeURIComponent(awb)}`);
    const data = isRecord(body.tracking_data) ? body.tracking_data : {};
    const activities = Array.isArray(data.shipment_track_activities) ? data.shipment_track_activities.filter(isRecord) : [];
    const expected = dayOf(data.etd);
    return activities
      .map((a) => ({
        awb,
        reference: null,
        status: scanStatusOf(a["sr-status-label"]),
        providerStatus: text(a["sr-status-label"]) ?? text(a.status) ?? "",
        at: parseShiprocketDate(a.date) ?? new Date(0),
        location: text(a.location),
        note: text(a.activity),
        courierName: null,
        expectedDeliveryDate: expected,
        reverse: false,
      }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  async answerNdr(awb: string, answer: NdrAnswer): Promise<void> {
    await this.call(
      "ndr/action",
      "POST",
      `/v1/external/ndr/${encodeURIComponent(awb)}/action`,
      answer.action === "reattempt" ? { action: "re-attempt", comments: answer.note ?? "Deliver again", deferred_date: answer.date } : { action: "return", comments: answer.note ?? "Return to origin" },
    );
  }

  verifyWebhook(token: unknown): boolean {
    if (typeof token !== "string" || !this.options.webhookToken) return false;
    const a = Buffer.from(token);
    const b = Buffer.from(this.options.webhookToken);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  parseWebhook(body: unknown): ScanEvent {
    if (!isRecord(body)) throw new Error("not a Shiprocket tracking event");
    const awb = text(body.awb);
    if (!awb) throw new Error("a Shiprocket tracking event without an AWB");
    const label = text(body.current_status) ?? text(body.shipment_status) ?? "";
    const scans = Array.isArray(body.scans) ? body.scans.filter(isRecord) : [];
    const last = scans[scans.length - 1];
    return {
      awb,
      reference: text(body.order_id),
      status: scanStatusOf(label) ?? scanStatusOf(body.shipment_status),
      providerStatus: label,
      at: parseShiprocketDate(body.current_timestamp) ?? new Date(),
      location: text(last?.location),
      note: text(last?.activity),
      courierName: text(body.courier_name),
      expectedDeliveryDate: dayOf(body.etd),
      reverse: body.is_return === 1 || body.is_return === true || body.is_return === "1",
    };
  }
}
