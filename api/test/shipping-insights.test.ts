/**
 * The dashboard's shipment figures (issue 42): parcels booked and scanned through the in-app Shiprocket stand-in,
 * then `salesInsights { shipping }` as an admin: by status, average days booking → delivered, NDR and RTO rates,
 * by courier and by pincode; admins only. Over real HTTP and PostgreSQL (this file's own database).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { addAddress, addToCart, shopper, useCheckoutServer } from "./support/order-fixtures.js";

const { t } = useCheckoutServer({ LOGIN_MAX_PER_IP: "1000", REGISTER_MAX_PER_IP: "1000" });
const catalogue = useCatalogue(t);

const CREATE = `mutation ($orderId: ID!) { createShipment(orderId: $orderId) { id awb courierName } }`;
const SIMULATE = `mutation ($id: ID!, $status: ShipmentStatus!, $note: String) { simulateShipmentEvent(shipmentId: $id, status: $status, note: $note) { id status } }`;
const RESOLVE = `mutation ($id: ID!, $action: DeliveryFailureAction!, $note: String) { resolveDeliveryFailure(shipmentId: $id, action: $action, note: $note) { id status } }`;
const CANCEL = `mutation ($id: ID!) { cancelShipment(id: $id) { id status } }`;
const GROUP = `name parcels averageDaysToDeliver ndrRate rtoRate`;
const STATS = `query ($days: Int) { salesInsights(days: $days) { shipping { parcels averageDaysToDeliver ndrRate rtoRate byStatus { status count } byCourier { ${GROUP} } topPincodes { ${GROUP} } } } }`;

let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  admin = await signInAdmin(t);
}, 60_000);

async function ok(query: string, variables: Record<string, unknown> = {}) {
  const { data, errors } = await admin.client.graphql(query, variables);
  expect(errors).toBeUndefined();
  return data;
}

/** A confirmed COD order to `pincode`, booked with the courier: its shipment. */
async function booked(pincode: string, city: string) {
  const product = await catalogue.create({ price: 999, totalStock: 10 });
  const buyer = await shopper(t, "stats");
  const addressId = await addAddress(buyer, { city, pincode, phone: "9876543210" });
  await addToCart(buyer, product.id, 1);
  const placed = await buyer.client.graphql(`mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`, { input: { addressId, paymentMethod: "COD" } });
  expect(placed.errors).toBeUndefined();
  const orderId = placed.data.placeOrder.order.id as string;
  expect((await buyer.client.graphql(`mutation ($id: ID!) { confirmCodOrder(orderId: $id) { id } }`, { id: orderId })).errors).toBeUndefined();
  return (await ok(CREATE, { orderId })).createShipment as { id: string; awb: string; courierName: string };
}

/** Books the parcel `days` days ago (as if it had been on the road that long). */
async function bookedDaysAgo(shipmentId: string, days: number) {
  await t.server.dataSource.query(`UPDATE shipments SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [shipmentId, days]);
}

describe("shipment figures on the dashboard", () => {
  it("counts parcels by status, days to deliver, NDR and RTO rates, by courier and by pincode; admins only", async () => {
    const empty = (await ok(STATS, { days: 30 })).salesInsights.shipping;
    expect(empty).toEqual({ parcels: 0, averageDaysToDeliver: null, ndrRate: 0, rtoRate: 0, byStatus: [], byCourier: [], topPincodes: [] });

    // Bengaluru: delivered in 3 days; a failed attempt then delivered in 5 days; a failure sent back (RTO).
    const fast = await booked("560038", "Bengaluru");
    await bookedDaysAgo(fast.id, 3);
    await ok(SIMULATE, { id: fast.id, status: "PICKED_UP" });
    await ok(SIMULATE, { id: fast.id, status: "DELIVERED" });
    const retried = await booked("560038", "Bengaluru");
    await bookedDaysAgo(retried.id, 5);
    await ok(SIMULATE, { id: retried.id, status: "PICKED_UP" });
    await ok(SIMULATE, { id: retried.id, status: "OUT_FOR_DELIVERY" });
    await ok(SIMULATE, { id: retried.id, status: "DELIVERY_FAILED", note: "Customer not available" });
    await ok(RESOLVE, { id: retried.id, action: "REATTEMPT" });
    await ok(SIMULATE, { id: retried.id, status: "OUT_FOR_DELIVERY" });
    await ok(SIMULATE, { id: retried.id, status: "DELIVERED" });
    const refused = await booked("560038", "Bengaluru");
    await ok(SIMULATE, { id: refused.id, status: "PICKED_UP" });
    await ok(SIMULATE, { id: refused.id, status: "OUT_FOR_DELIVERY" });
    await ok(SIMULATE, { id: refused.id, status: "DELIVERY_FAILED", note: "Customer refused the parcel" });
    await ok(RESOLVE, { id: refused.id, action: "RETURN_TO_ORIGIN", note: "Refused at the door" });
    await ok(SIMULATE, { id: refused.id, status: "RTO_DELIVERED" });
    // New Delhi: one on the way; one cancelled before pickup (counted by status, left out of the rates).
    const onTheWay = await booked("110001", "New Delhi");
    await ok(SIMULATE, { id: onTheWay.id, status: "IN_TRANSIT" });
    const cancelled = await booked("110001", "New Delhi");
    await ok(CANCEL, { id: cancelled.id });
    // Booked before the 7-day range: only in the 30-day one.
    const older = await booked("110001", "New Delhi");
    await bookedDaysAgo(older.id, 10);

    const stats = (await ok(STATS, { days: 30 })).salesInsights.shipping;
    expect(stats).toMatchObject({ parcels: 5, averageDaysToDeliver: 4, ndrRate: 0.4, rtoRate: 0.2 });
    // Most first, then by name; a booking schedules its pickup at once.
    expect(stats.byStatus).toEqual([
      { status: "DELIVERED", count: 2 },
      { status: "CANCELLED", count: 1 },
      { status: "IN_TRANSIT", count: 1 },
      { status: "PICKUP_SCHEDULED", count: 1 },
      { status: "RTO_DELIVERED", count: 1 },
    ]);
    expect(stats.topPincodes).toEqual([
      { name: "560038", parcels: 3, averageDaysToDeliver: 4, ndrRate: 0.6667, rtoRate: 0.3333 },
      { name: "110001", parcels: 2, averageDaysToDeliver: null, ndrRate: 0, rtoRate: 0 },
    ]);
    // The stand-in assigns its couriers; each parcel is counted under the one it got.
    const couriers = new Set([fast, retried, refused, onTheWay, older].map((s) => s.courierName));
    expect(stats.byCourier.map((c: { name: string }) => c.name).sort()).toEqual([...couriers].sort());
    expect(stats.byCourier.reduce((n: number, c: { parcels: number }) => n + c.parcels, 0)).toBe(5);

    const week = (await ok(STATS, { days: 7 })).salesInsights.shipping;
    expect(week).toMatchObject({ parcels: 4, topPincodes: [{ name: "560038", parcels: 3 }, { name: "110001", parcels: 1 }] });

    const asShopper = await (await shopper(t, "peek")).client.graphql(STATS, { days: 30 });
    expect(asShopper.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  }, 120_000);
});
