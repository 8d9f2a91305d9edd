/**
 * Google Analytics 4's Measurement Protocol (https://developers.google.com/analytics/devguides/collection/protocol/ga4):
 * `POST {endpoint}?measurement_id=G-…&api_secret=…` with `{ client_id, events: [{ name, params }] }`. The endpoint
 * answers 2xx whatever it received (its `/debug/mp/collect` twin says what it would refuse); the tests' stand-in
 * speaks the same and checks what the debug endpoint checks.
 */
import type { PurchaseMeasurement } from "./purchase-event.js";

/** GA4's `purchase` parameters, in rupees, as the web app's tag sends them too (web/src/analytics/events.ts). */
export function purchaseParams(purchase: PurchaseMeasurement, sessionId?: string): Record<string, unknown> {
  const rupees = (paise: number) => Math.round(paise) / 100;
  return {
    transaction_id: purchase.transactionId,
    value: rupees(purchase.valuePaise),
    tax: rupees(purchase.taxPaise),
    shipping: rupees(purchase.shippingPaise),
    currency: purchase.currency,
    ...(purchase.coupon ? { coupon: purchase.coupon } : {}),
    items: purchase.items.map((item, index) => ({
      item_id: item.itemId,
      item_name: item.itemName,
      ...(item.itemBrand ? { item_brand: item.itemBrand } : {}),
      ...(item.itemCategory ? { item_category: item.itemCategory } : {}),
      ...(item.itemVariant ? { item_variant: item.itemVariant } : {}),
      price: item.pricePaise / 100,
      ...(item.discountPaise > 0 ? { discount: item.discountPaise / 100 } : {}),
      quantity: item.quantity,
      index,
    })),
    // The protocol's own: the session the purchase belongs to, and engagement so GA4 counts it as a session's.
    ...(sessionId ? { session_id: sessionId } : {}),
    engagement_time_msec: 1,
  };
}

export interface MeasurementProtocolSettings {
  measurementId: string;
  apiSecret: string;
  /** https://www.google-analytics.com/mp/collect, or a stand-in's. */
  endpoint: string;
  timeoutMs?: number;
}

/** Sends one `purchase`; throws when the endpoint cannot be reached or refuses (non-2xx). */
export async function sendPurchase(settings: MeasurementProtocolSettings, clientId: string, purchase: PurchaseMeasurement, sessionId?: string): Promise<void> {
  const url = new URL(settings.endpoint);
  url.searchParams.set("measurement_id", settings.measurementId);
  url.searchParams.set("api_secret", settings.apiSecret);
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_id: clientId, events: [{ name: "purchase", params: purchaseParams(purchase, sessionId) }] }),
    signal: AbortSignal.timeout(settings.timeoutMs ?? 5000),
  });
  if (!res.ok) throw new Error(`the Measurement Protocol answered ${res.status}`);
}
