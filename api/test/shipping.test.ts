/**
 * Shipping through the courier aggregator (issue 42), through GraphQL and REST against a real server, PostgreSQL and
 * the in-app offline Shiprocket (SHIPPING_PROVIDER=sandbox): booking and its refusals, one provider order per order
 * (twice at once, and after a crash), labels, cancelling, the tracking webhook (token, unknown AWB, duplicates, late
 * scans), a COD parcel through a failed attempt, the shopper's new day and delivery (collected), return to origin with
 * the stock back once, bulk booking, the NDR queue, and the provider token shared by nodes.
 */
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { PostgresTokenStore } from "../src/payments/shipping/index.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { addAddress, addToCart, buyProduct, type Customer, orderOf, placeUnpaidOrder, shopper, stockOf, useCheckoutServer } from "./support/order-fixtures.js";

const { t } = useCheckoutServer({ LOGIN_MAX_PER_IP: "1000", REGISTER_MAX_PER_IP: "1000" });
const catalogue = useCatalogue(t);

const SHIPMENT = `id orderId orderReference direction awb courierName status labelUrl trackingUrl pickupDate expectedDeliveryDate codAmount weightGrams
  deliveryFailureReason deliveryFailureAnswer rescheduleDates events { status at location note }`;
const CREATE = `mutation ($orderId: ID!) { createShipment(orderId: $orderId) { ${SHIPMENT} } }`;
const CREATE_MANY = `mutation ($ids: [ID!]!) { createShipments(orderIds: $ids) { orderId error shipment { id awb } } }`;
const CANCEL = `mutation ($id: ID!) { cancelShipment(id: $id) { ${SHIPMENT} } }`;
const SIMULATE = `mutation ($id: ID!, $status: ShipmentStatus!, $note: String) { simulateShipmentEvent(shipmentId: $id, status: $status, note: $note) { ${SHIPMENT} } }`;
const RESOLVE = `mutation ($id: ID!, $action: DeliveryFailureAction!, $note: String) { resolveDeliveryFailure(shipmentId: $id, action: $action, note: $note) { ${SHIPMENT} } }`;
const RESCHEDULE = `mutation ($id: ID!, $date: String!, $note: String) { rescheduleDelivery(shipmentId: $id, date: $date, note: $note) { ${SHIPMENT} } }`;
const ORDER_SHIPMENTS = `query ($id: ID!) { order(id: $id) { id status paymentStatus invoiceNumber bookingError shipments { ${SHIPMENT} } } }`;
const READY = `{ readyToShip { id bookingError } }`;
const NDR = `{ deliveryFailures { id awb deliveryFailureReason deliveryFailureAnswer } }`;

let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  admin = await signInAdmin(t);
}, 60_000);

async function asAdmin(query: string, variables: Record<string, unknown> = {}) {
  return admin.client.graphql(query, variables);
}
async function ok(query: string, variables: Record<string, unknown> = {}) {
  const { data, errors } = await asAdmin(query, variables);
  expect(errors).toBeUndefined();
  return data;
}

/**
 * A cash-on-delivery order of `quantity` units of a new product (or `productId`), to Bengaluru (served, COD allowed),
 * confirmed by the shopper (issue 43: it ships only then) unless `confirmed` is false.
 */
async function codOrder(quantity = 1, customer?: Customer & { addressId?: string }, productId?: string, { confirmed = true } = {}) {
  const product = productId ? { id: productId } : await catalogue.create({ price: 999, totalStock: 10 });
  const buyer = customer ?? (await shopper(t, "ship"));
  const addressId = await addAddress(buyer, { city: "Bengaluru", pincode: "560038", phone: "9876543210" });
  await addToCart(buyer, product.id, quantity);
  const { data, errors } = await buyer.client.graphql(`mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id status paymentStatus } } }`, {
    input: { addressId, paymentMethod: "COD" },
  });
  expect(errors).toBeUndefined();
  const order = data.placeOrder.order as { id: string };
  if (confirmed) expect((await buyer.client.graphql(`mutation ($id: ID!) { confirmCodOrder(orderId: $id) { id } }`, { id: order.id })).errors).toBeUndefined();
  return { buyer, product, order };
}

async function sandboxRows(reference: string): Promise<number> {
  const [{ n }] = await t.server.dataSource.query(`SELECT count(*)::int AS n FROM shiprocket_sandbox_orders WHERE channel_order_id = $1`, [reference]);
  return n;
}

async function webhook(body: unknown, token: string | undefined) {
  const response = await fetch(new URL("/api/shipping/shiprocket/webhook", t.url), { method: "POST", headers: { "content-type": "application/json", ...(token ? { "x-api-key": token } : {}) }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const emailsOf = async (orderId: string): Promise<string[]> =>
  (await t.server.dataSource.query(`SELECT kind FROM email_outbox WHERE order_id = $1 ORDER BY created_at, kind`, [orderId])).map((r: { kind: string }) => r.kind);

describe("booking an order's parcel", () => {
  it("books a COD order: AWB, courier, pickup scheduled, the cash to collect, and the order's parcel in its shipments", async () => {
    const { buyer, order } = await codOrder(2);
    const booked = (await ok(CREATE, { orderId: order.id })).createShipment;
    expect(booked).toMatchObject({ orderId: order.id, direction: "FORWARD", courierName: "Sandbox Express", status: "PICKUP_SCHEDULED", codAmount: 1998, weightGrams: 1000 });
    expect(booked.awb).toMatch(/^SB\d{10}$/);
    expect(booked.pickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(booked.events.map((e: { status: string }) => e.status)).toEqual(["BOOKED", "PICKUP_SCHEDULED"]);
    expect(booked.labelUrl).toBe(`/api/admin/shipments/labels?ids=${booked.id}`);
    // The owner sees it on their order; the order stays confirmed until the courier picks it up.
    const seen = (await buyer.client.graphql(ORDER_SHIPMENTS, { id: order.id })).data.order;
    expect(seen).toMatchObject({ status: "CONFIRMED", shipments: [{ id: booked.id, awb: booked.awb }] });
    expect(await sandboxRows(order.id)).toBe(1);
  });

  it("refuses, naming why and changing nothing: already booked, unpaid, cancelled, overweight, a pincode not served", async () => {
    const { order } = await codOrder();
    const first = (await ok(CREATE, { orderId: order.id })).createShipment;
    const again = await asAdmin(CREATE, { orderId: order.id });
    expect(again.errors?.[0]).toMatchObject({ message: `This order is already booked with the courier (AWB ${first.awb}).`, extensions: { code: "BAD_USER_INPUT" } });
    expect(await sandboxRows(order.id)).toBe(1);

    const product = await catalogue.create({ price: 500, totalStock: 5 });
    const buyer = await shopper(t, "unpaid");
    const unpaid = (await placeUnpaidOrder(buyer, product.id)).order;
    expect((await asAdmin(CREATE, { orderId: unpaid.id })).errors?.[0]).toMatchObject({ message: "This order is not paid yet; it can be booked once the payment arrives.", extensions: { code: "BAD_USER_INPUT" } });

    const cancelled = (await codOrder()).order;
    await ok(`mutation ($id: ID!) { updateOrderStatus(id: $id, status: CANCELLED) { message } }`, { id: cancelled.id });
    expect((await asAdmin(CREATE, { orderId: cancelled.id })).errors?.[0].message).toBe("This order is cancelled; it cannot be shipped.");

    const heavy = await codOrder(3);
    await t.server.dataSource.query(`UPDATE products SET weight_grams = 12000 WHERE id = $1`, [heavy.product.id]);
    expect((await asAdmin(CREATE, { orderId: heavy.order.id })).errors?.[0].message).toBe("This parcel weighs 36.0 kg; the courier takes at most 30 kg in one parcel.");

    const far = await codOrder();
    await t.server.dataSource.query(`UPDATE orders SET ship_pincode = '799999' WHERE id = $1`, [far.order.id]);
    expect((await asAdmin(CREATE, { orderId: far.order.id })).errors?.[0].message).toBe(
      "The courier does not deliver to pincode 799999: add it to the serviceable pincodes, or ship this order by hand.",
    );
    for (const id of [unpaid.id, cancelled.id, heavy.order.id, far.order.id]) {
      expect(await sandboxRows(id)).toBe(0);
      const [{ n }] = await t.server.dataSource.query(`SELECT count(*)::int AS n FROM shipments WHERE order_id = $1`, [id]);
      expect(n).toBe(0);
    }
  });

  it("a cash-on-delivery order awaiting the shopper's confirmation is refused and left out of Ready to ship; once confirmed, it books", async () => {
    const { buyer, order } = await codOrder(1, undefined, undefined, { confirmed: false });
    expect((await asAdmin(CREATE, { orderId: order.id })).errors?.[0]).toMatchObject({
      message: "This cash-on-delivery order is waiting for the shopper's confirmation; it can be booked once confirmed (or confirm it by phone).",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await sandboxRows(order.id)).toBe(0);
    const queued = async () => ((await ok(`{ readyToShip(first: 100) { id } }`, {})).readyToShip as Array<{ id: string }>).map((o) => o.id);
    expect(await queued()).not.toContain(order.id);
    expect((await buyer.client.graphql(`mutation ($id: ID!) { confirmCodOrder(orderId: $id) { id } }`, { id: order.id })).errors).toBeUndefined();
    expect(await queued()).toContain(order.id);
    expect((await ok(CREATE, { orderId: order.id })).createShipment).toMatchObject({ orderId: order.id, status: "PICKUP_SCHEDULED" });
  });

  it("booking twice at once makes one provider order and one shipment", async () => {
    const { order } = await codOrder();
    const results = await Promise.all([asAdmin(CREATE, { orderId: order.id }), asAdmin(CREATE, { orderId: order.id })]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const refused = results.find((r) => r.errors)!;
    expect(["CONFLICT", "BAD_USER_INPUT"]).toContain(refused.errors?.[0]?.extensions?.code);
    expect(await sandboxRows(order.id)).toBe(1);
    const [{ n }] = await t.server.dataSource.query(`SELECT count(*)::int AS n FROM shipments WHERE order_id = $1`, [order.id]);
    expect(n).toBe(1);
  });

  it("after a node died mid-booking, the retry finds the provider order by reference instead of making a second", async () => {
    const { order } = await codOrder();
    // The dead node: it claimed the order and the provider booked the parcel, but nothing was written.
    const provider = t.server.services.shippingSetup.provider;
    const earlier = await provider.book({
      reference: order.id,
      orderDate: new Date(),
      customer: { name: "Asha", phone: "9876543210", email: "a@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", pincode: "560038" },
      items: [{ name: "Kurta", sku: "K", units: 1, unitPricePaise: 99_900 }],
      subTotalPaise: 99_900,
      codAmountPaise: 99_900,
      box: { weightGrams: 500, lengthCm: 30, breadthCm: 25, heightCm: 4 },
    });
    await t.server.dataSource.query(`UPDATE orders SET booking_started_at = now() - interval '10 minutes' WHERE id = $1`, [order.id]);
    const booked = (await ok(CREATE, { orderId: order.id })).createShipment;
    expect(booked.awb).toBe(earlier.awb);
    expect(await sandboxRows(order.id)).toBe(1);
  });

  it("bulk booking answers each order: booked, or why not", async () => {
    const a = (await codOrder()).order;
    const b = (await codOrder()).order;
    await ok(CREATE, { orderId: b.id });
    const results = (await ok(CREATE_MANY, { ids: [a.id, b.id, "not-an-id"] })).createShipments;
    expect(results[0]).toMatchObject({ orderId: a.id, error: null, shipment: { awb: expect.stringMatching(/^SB/) } });
    expect(results[1]).toMatchObject({ orderId: b.id, shipment: null, error: expect.stringMatching(/^This order is already booked/) });
    expect(results[2]).toMatchObject({ orderId: "not-an-id", shipment: null, error: "Order not found" });
    const ready = (await ok(READY)).readyToShip.map((o: { id: string }) => o.id);
    expect(ready).not.toContain(a.id);
  });

  it("one labels PDF for several parcels, admins only", async () => {
    const one = (await ok(CREATE, { orderId: (await codOrder()).order.id })).createShipment;
    const two = (await ok(CREATE, { orderId: (await codOrder()).order.id })).createShipment;
    const url = new URL(`/api/admin/shipments/labels?ids=${one.id},${two.id}`, t.url);
    const response = await fetch(url, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: Buffer.from(await response.arrayBuffer()) }).toString("utf8");
    expect(text).toContain(`AWB ${one.awb}`);
    expect(text).toContain(`AWB ${two.awb}`);
    expect(text).toContain("COD: collect Rs. 999.00");
    const buyer = await shopper(t, "peek");
    expect((await fetch(url, { headers: { authorization: `Bearer ${buyer.token}` } })).status).toBe(403);
  });

  it("cancels before pickup (the order may be booked again), refuses after", async () => {
    const { order } = await codOrder();
    const first = (await ok(CREATE, { orderId: order.id })).createShipment;
    expect((await ok(CANCEL, { id: first.id })).cancelShipment.status).toBe("CANCELLED");
    const second = (await ok(CREATE, { orderId: order.id })).createShipment;
    await ok(SIMULATE, { id: second.id, status: "PICKED_UP" });
    expect((await asAdmin(CANCEL, { id: second.id })).errors?.[0]).toMatchObject({ message: "This shipment is picked up; only a parcel not yet picked up can be cancelled.", extensions: { code: "BAD_USER_INPUT" } });
  });
});

describe("a product's weight and box (issue 42)", () => {
  const UPDATE = `mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id weightGrams lengthCm breadthCm heightCm } }`;

  it("an admin sets them (0: back to the category's default), a wrong one is refused naming its field, and booking sends them", async () => {
    const product = await catalogue.create({ price: 999, totalStock: 10 });
    expect((await ok(UPDATE, { id: product.id, input: { weightGrams: 1200, lengthCm: 40, breadthCm: 30, heightCm: 10 } })).updateProduct).toMatchObject({
      weightGrams: 1200,
      lengthCm: 40,
      breadthCm: 30,
      heightCm: 10,
    });
    const refused = await asAdmin(UPDATE, { id: product.id, input: { weightGrams: 40_000 } });
    expect(refused.errors?.[0]).toMatchObject({ message: "Weight (g) must be at most 30000", extensions: { code: "BAD_USER_INPUT", field: "weightGrams" } });
    const { order } = await codOrder(2, undefined, product.id);
    const booked = (await ok(CREATE, { orderId: order.id })).createShipment;
    expect(booked.weightGrams).toBe(2400);
    const doc = await t.server.services.shippingSetup.sandbox!.byAwb(booked.awb);
    expect(doc!.weight).toBe(2.4);
    expect((await ok(UPDATE, { id: product.id, input: { weightGrams: 0 } })).updateProduct).toMatchObject({ weightGrams: null, lengthCm: 40 });
  });
});

describe("the courier's scans", () => {
  it("a COD parcel: picked up → shipped, a failed attempt, the shopper's new day, delivered → collected with its invoice", async () => {
    const { buyer, order } = await codOrder();
    const s = (await ok(CREATE, { orderId: order.id })).createShipment;
    await ok(SIMULATE, { id: s.id, status: "PICKED_UP" });
    expect((await orderOf(buyer, order.id)).status).toBe("SHIPPED");
    await ok(SIMULATE, { id: s.id, status: "IN_TRANSIT" });
    await ok(SIMULATE, { id: s.id, status: "OUT_FOR_DELIVERY" });
    const failed = (await ok(SIMULATE, { id: s.id, status: "DELIVERY_FAILED", note: "Customer not available" })).simulateShipmentEvent;
    expect(failed).toMatchObject({ status: "DELIVERY_FAILED", deliveryFailureReason: "Customer not available" });
    expect(failed.rescheduleDates).toHaveLength(3);
    expect((await ok(NDR)).deliveryFailures).toContainEqual(expect.objectContaining({ id: s.id, deliveryFailureReason: "Customer not available", deliveryFailureAnswer: null }));

    // Someone else's shipment, and a day out of range, are refused and change nothing.
    const stranger = await shopper(t, "stranger");
    expect((await stranger.client.graphql(RESCHEDULE, { id: s.id, date: failed.rescheduleDates[0] })).errors?.[0]).toMatchObject({ message: "Shipment not found", extensions: { code: "NOT_FOUND" } });
    const bad = await buyer.client.graphql(RESCHEDULE, { id: s.id, date: "2020-01-01" });
    expect(bad.errors?.[0]).toMatchObject({ message: `Choose one of the next three working days: ${failed.rescheduleDates.join(", ")}.`, extensions: { code: "BAD_USER_INPUT", field: "date" } });
    const chosen = failed.rescheduleDates[1];
    const rescheduled = (await buyer.client.graphql(RESCHEDULE, { id: s.id, date: chosen, note: "After 6 pm please" })).data.rescheduleDelivery;
    expect(rescheduled.deliveryFailureAnswer).toBe(`Deliver again on ${chosen}: After 6 pm please`);
    // The courier received it as the answer to the failed delivery.
    const doc = await t.server.services.shippingSetup.sandbox!.byAwb(s.awb);
    expect(doc!.ndr).toEqual([expect.objectContaining({ action: "re-attempt", deferred_date: chosen, comments: "After 6 pm please" })]);

    await ok(SIMULATE, { id: s.id, status: "OUT_FOR_DELIVERY" });
    const delivered = (await ok(SIMULATE, { id: s.id, status: "DELIVERED" })).simulateShipmentEvent;
    expect(delivered.status).toBe("DELIVERED");
    const seen = (await buyer.client.graphql(ORDER_SHIPMENTS, { id: order.id })).data.order;
    expect(seen).toMatchObject({ status: "DELIVERED", paymentStatus: "PAID", invoiceNumber: expect.stringMatching(/^INV-/) });
    expect(seen.shipments[0].events.map((e: { status: string }) => e.status)).toEqual([
      "BOOKED",
      "PICKUP_SCHEDULED",
      "PICKED_UP",
      "IN_TRANSIT",
      "OUT_FOR_DELIVERY",
      "DELIVERY_FAILED",
      "DELIVERY_FAILED",
      "OUT_FOR_DELIVERY",
      "DELIVERED",
    ]);
    expect(await emailsOf(order.id)).toEqual(expect.arrayContaining(["order_confirmed", "order_shipped", "order_out_for_delivery", "order_delivery_failed", "order_delivered"]));
    const [shippedEmail] = await t.server.dataSource.query(`SELECT text_body FROM email_outbox WHERE order_id = $1 AND kind = 'order_shipped'`, [order.id]);
    expect(shippedEmail.text_body).toContain(`Track your parcel: ${seen.shipments[0].trackingUrl}`);
  });

  it("the webhook: a wrong token is refused and changes nothing; an unknown AWB is answered 200; a scan twice, or late, never moves it back", async () => {
    const { buyer, order } = await codOrder();
    const s = (await ok(CREATE, { orderId: order.id })).createShipment;
    const sandbox = t.server.services.shippingSetup.sandbox!;
    const token = t.config.shipping.webhookToken;
    await sandbox.act(s.awb, "picked_up");
    await sandbox.act(s.awb, "in_transit", null, new Date(Date.now() + 1000));
    const inTransit = sandbox.webhookBody((await sandbox.byAwb(s.awb))!, new Date(Date.now() + 1000));

    const delivered = { ...inTransit, current_status: "DELIVERED", shipment_status: "DELIVERED", current_timestamp: inTransit.current_timestamp.replace(/(\d{2}):(\d{2}):(\d{2})$/, "23:59:59") };
    expect(await webhook(delivered, "wrong-token")).toMatchObject({ status: 401 });
    expect(await webhook(delivered, undefined)).toMatchObject({ status: 401 });
    expect((await orderOf(buyer, order.id)).status).toBe("SHIPPED");

    expect(await webhook({ ...delivered, awb: "SB0000000000" }, token)).toEqual({ status: 200, body: { success: true, outcome: "unknown" } });
    expect(await webhook(delivered, token)).toEqual({ status: 200, body: { success: true, outcome: "moved" } });
    expect(await webhook(delivered, token)).toEqual({ status: 200, body: { success: true, outcome: "duplicate" } });
    // The in-transit scan again, arriving after delivery: kept or ignored, never moving the parcel back.
    expect((await webhook(inTransit, token)).status).toBe(200);
    const seen = (await buyer.client.graphql(ORDER_SHIPMENTS, { id: order.id })).data.order;
    expect(seen).toMatchObject({ status: "DELIVERED", paymentStatus: "PAID", shipments: [{ status: "DELIVERED" }] });
    const [{ n }] = await t.server.dataSource.query(`SELECT count(*)::int AS n FROM order_status_history WHERE order_id = $1 AND to_status = 'delivered'`, [order.id]);
    expect(n).toBe(1);
  });

  it("returned to origin: the admin sends a failed parcel back; back at the warehouse, the order is returned and its stock back once", async () => {
    const { buyer, order, product } = await codOrder(2);
    const before = await stockOf(t, product.id);
    const s = (await ok(CREATE, { orderId: order.id })).createShipment;
    await ok(SIMULATE, { id: s.id, status: "PICKED_UP" });
    await ok(SIMULATE, { id: s.id, status: "OUT_FOR_DELIVERY" });
    await ok(SIMULATE, { id: s.id, status: "DELIVERY_FAILED", note: "Customer refused the parcel" });
    const sent = (await ok(RESOLVE, { id: s.id, action: "RETURN_TO_ORIGIN", note: "Refused at the door" })).resolveDeliveryFailure;
    expect(sent).toMatchObject({ status: "RTO_INITIATED", deliveryFailureAnswer: "Return to origin: Refused at the door" });
    await ok(SIMULATE, { id: s.id, status: "RTO_DELIVERED" });
    // The same scan again (a webhook delivered twice) changes nothing more.
    const sandbox = t.server.services.shippingSetup.sandbox!;
    const body = sandbox.webhookBody((await sandbox.byAwb(s.awb))!);
    await webhook(body, t.config.shipping.webhookToken);
    expect((await orderOf(buyer, order.id)).status).toBe("RETURNED_TO_ORIGIN");
    expect(await stockOf(t, product.id)).toBe(before + 2);
    // A move the table does not have is refused, naming the allowed ones.
    const refused = await asAdmin(SIMULATE, { id: s.id, status: "IN_TRANSIT" });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(refused.errors?.[0].message).toMatch(/^This shipment is rto delivered and cannot be moved to in transit\./);
  });

  it("a prepaid parcel delivered moves the order to delivered", async () => {
    const product = await catalogue.create({ price: 1200, totalStock: 5 });
    const buyer = await shopper(t, "prepaid");
    const paid = await buyProduct(t, buyer, product.id);
    const s = (await ok(CREATE, { orderId: paid.id })).createShipment;
    expect(s.codAmount).toBe(0);
    await ok(SIMULATE, { id: s.id, status: "IN_TRANSIT" });
    await ok(SIMULATE, { id: s.id, status: "DELIVERED" });
    expect((await orderOf(buyer, paid.id)).status).toBe("DELIVERED");
  });
});

describe("returns ride the same port", () => {
  it("approving a return books a reverse pickup; its picked-up scan moves the request, its delivered scan leaves it for the admin to receive", async () => {
    const { buyer, order } = await codOrder(2);
    const s = (await ok(CREATE, { orderId: order.id })).createShipment;
    await ok(SIMULATE, { id: s.id, status: "PICKED_UP" });
    await ok(SIMULATE, { id: s.id, status: "DELIVERED" });
    const { data } = await buyer.client.graphql(`query ($id: ID!) { order(id: $id) { lines { id } } }`, { id: order.id });
    const requested = await buyer.client.graphql(`mutation ($input: RequestReturnInput!) { requestReturn(input: $input) { id status } }`, {
      input: { orderId: order.id, lines: [{ orderLineId: data.order.lines[0].id, quantity: 1, reason: "SIZE_TOO_SMALL" }], refundTo: { upiId: "asha@okbank" } },
    });
    expect(requested.errors).toBeUndefined();
    const requestId = requested.data.requestReturn.id;
    expect((await ok(`mutation ($id: ID!) { approveReturn(id: $id) { status } }`, { id: requestId })).approveReturn.status).toBe("APPROVED");
    const shipments = (await buyer.client.graphql(ORDER_SHIPMENTS, { id: order.id })).data.order.shipments;
    const reverse = shipments.find((x: { direction: string }) => x.direction === "REVERSE");
    expect(reverse).toMatchObject({ status: "PICKUP_SCHEDULED", codAmount: 0, weightGrams: 500 });
    await ok(SIMULATE, { id: reverse.id, status: "PICKED_UP" });
    const status = async () => (await ok(`query ($id: ID!) { returnRequest(id: $id) { status } }`, { id: requestId })).returnRequest.status;
    expect(await status()).toBe("PICKED_UP");
    expect((await ok(SIMULATE, { id: reverse.id, status: "DELIVERED" })).simulateShipmentEvent.status).toBe("DELIVERED");
    expect(await status()).toBe("PICKED_UP");
  });
});

describe("the provider's token", () => {
  it("nodes racing to refresh it log in once between them, and all get the new token", async () => {
    const nodes = [1, 2, 3].map(() => new PostgresTokenStore(t.server.dataSource, "race-test"));
    let logins = 0;
    const login = async () => {
      logins += 1;
      await new Promise((r) => setTimeout(r, 150));
      return `token-${logins}`;
    };
    const tokens = await Promise.all(nodes.map((n) => n.refresh(null, login)));
    expect(logins).toBe(1);
    expect(new Set(tokens)).toEqual(new Set(["token-1"]));
    expect(await nodes[2]!.read()).toEqual({ token: "token-1" });
    // Refused as expired by the provider: refreshed once more.
    const again = await Promise.all(nodes.map((n) => n.refresh("token-1", login)));
    expect(logins).toBe(2);
    expect(new Set(again)).toEqual(new Set(["token-2"]));
  });
});
