/**
 * The courier's tracking webhook under a flood (issue 42): calls are limited per sending address
 * (COURIER_WEBHOOK_MAX_PER_IP in COURIER_WEBHOOK_WINDOW_SECONDS, on the shop's rate-limit store). Over the limit the
 * answer is 429 with Retry-After and nothing changes, so the courier sends the scan again; another address is not
 * affected; a refused scan sent again later is applied, once. Over real HTTP, PostgreSQL and the in-app sandbox.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { addAddress, addToCart, orderOf, shopper, useCheckoutServer } from "./support/order-fixtures.js";

const WINDOW_SECONDS = 4;
// TRUST_PROXY=loopback: the test speaks for several senders through X-Forwarded-For.
const { t } = useCheckoutServer({
  LOGIN_MAX_PER_IP: "1000",
  REGISTER_MAX_PER_IP: "1000",
  TRUST_PROXY: "loopback",
  COURIER_WEBHOOK_MAX_PER_IP: "3",
  COURIER_WEBHOOK_WINDOW_SECONDS: String(WINDOW_SECONDS),
});
const catalogue = useCatalogue(t);
const CREATE = `mutation ($orderId: ID!) { createShipment(orderId: $orderId) { id awb status } }`;

let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  admin = await signInAdmin(t);
}, 60_000);

/** A confirmed cash-on-delivery order, booked and picked up (the order SHIPPED), and its DELIVERED scan's body. */
async function shippedParcel() {
  const product = await catalogue.create({ price: 999, totalStock: 10 });
  const buyer = await shopper(t, "flood");
  const addressId = await addAddress(buyer, { city: "Bengaluru", pincode: "560038", phone: "9876543210" });
  await addToCart(buyer, product.id, 1);
  const placed = await buyer.client.graphql(`mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`, { input: { addressId, paymentMethod: "COD" } });
  expect(placed.errors).toBeUndefined();
  const order = placed.data.placeOrder.order as { id: string };
  expect((await buyer.client.graphql(`mutation ($id: ID!) { confirmCodOrder(orderId: $id) { id } }`, { id: order.id })).errors).toBeUndefined();
  const booked = await admin.client.graphql(CREATE, { orderId: order.id });
  expect(booked.errors).toBeUndefined();
  const awb = booked.data.createShipment.awb as string;
  const sandbox = t.server.services.shippingSetup.sandbox!;
  await sandbox.act(awb, "picked_up");
  expect((await orderOf(buyer, order.id)).status).toBe("SHIPPED");
  const scan = sandbox.webhookBody((await sandbox.byAwb(awb))!, new Date(Date.now() + 2000));
  const delivered = { ...scan, current_status: "DELIVERED", shipment_status: "DELIVERED", current_timestamp: scan.current_timestamp.replace(/(\d{2}):(\d{2}):(\d{2})$/, "23:59:59") };
  return { buyer, order, delivered };
}

async function webhook(from: string, body: unknown, token: string | undefined = t.config.shipping.webhookToken) {
  const response = await fetch(new URL("/api/shipping/shiprocket/webhook", t.url), {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from, ...(token ? { "x-api-key": token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
}

async function deliveredRows(orderId: string): Promise<number> {
  const [{ n }] = await t.server.dataSource.query(`SELECT count(*)::int AS n FROM order_status_history WHERE order_id = $1 AND to_status = 'delivered'`, [orderId]);
  return n;
}

describe("the courier webhook under a flood", () => {
  it("answers 429 after the limit from one address and changes nothing; another address goes through; the refused scan sent again is applied once", async () => {
    const first = await shippedParcel();
    const second = await shippedParcel();
    const flooder = "203.0.113.40";

    // The burst: the limit's worth of calls (a wrong token counts too: the limit is looked at before anything else).
    expect((await webhook(flooder, { ...first.delivered, awb: "SB0000000000" })).body).toEqual({ success: true, outcome: "unknown" });
    expect((await webhook(flooder, first.delivered, "wrong-token")).status).toBe(401);
    expect((await webhook(flooder, { ...first.delivered, awb: "SB0000000001" })).body).toEqual({ success: true, outcome: "unknown" });
    // Over the limit: 429 with Retry-After, and the parcel is where it was.
    const refused = await webhook(flooder, first.delivered);
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: expect.stringContaining("Too many tracking updates") } });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect((await webhook(flooder, first.delivered)).status).toBe(429);
    expect((await orderOf(first.buyer, first.order.id)).status).toBe("SHIPPED");
    expect(await deliveredRows(first.order.id)).toBe(0);

    // Another sender is not held up by the flood.
    expect(await webhook("198.51.100.41", second.delivered)).toMatchObject({ status: 200, body: { success: true, outcome: "moved" } });
    expect((await orderOf(second.buyer, second.order.id)).status).toBe("DELIVERED");

    // The courier sends the refused scan again once the window is over: applied, and only once.
    await sleep(Number(refused.retryAfter) * 1000 + 100);
    expect(await webhook(flooder, first.delivered)).toMatchObject({ status: 200, body: { success: true, outcome: "moved" } });
    expect(await webhook(flooder, first.delivered)).toMatchObject({ status: 200, body: { success: true, outcome: "duplicate" } });
    expect((await orderOf(first.buyer, first.order.id)).status).toBe("DELIVERED");
    expect(await deliveredRows(first.order.id)).toBe(1);
    expect(await deliveredRows(second.order.id)).toBe(1);
  }, 60_000);
});
