import { describe, expect, it } from "vitest";
import { sqlObservers } from "../src/db/data-source.js";
import { hmacHex } from "../src/payments/gateway.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { cartOf, orderOf, payInStandIn, stockOf, unpaidOrderOfNewProduct, useCheckoutServer, verifyPayment } from "./support/order-fixtures.js";
import { until } from "./support/until.js";

const { t, standIn } = useCheckoutServer();
const catalogue = useCatalogue(t);
const WEBHOOK = "/api/payments/razorpay/webhook";

/** A customer with an unpaid order for `quantity` of a fresh ₹850 product with `stock` units. */
const unpaidOrder = (stock = 5, quantity = 2) => unpaidOrderOfNewProduct(t, catalogue, { price: 850, totalStock: stock }, quantity);

/** What Razorpay does after the payment window: the payment authorized, then captured (as auto-capture would). */
async function authorizeAndCapture(paymentId: string): Promise<void> {
  await standIn().sandbox.alterPayment(paymentId, { status: "captured" });
}

describe("the webhook confirms payments", () => {
  it("instead of verify (the browser closed early): payment.captured marks the order paid", async () => {
    const { product, buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    await authorizeAndCapture(paid.razorpay_payment_id);
    const delivery = await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id);
    expect(delivery.status).toBe(200);
    const now = await orderOf(buyer, order.id);
    expect(now).toMatchObject({ status: "CONFIRMED", paymentStatus: "PAID", paymentId: paid.razorpay_payment_id });
    expect(now.statusHistory.at(-1)).toMatchObject({ from: "PENDING", to: "CONFIRMED", changedBy: null });
    expect(await stockOf(t, product.id)).toBe(3);
    expect((await cartOf(buyer)).lines).toEqual([]);
  });

  it("payment.authorized: the shop captures the payment itself, then marks the order paid", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    expect((await standIn().sandbox.sendWebhook("payment.authorized", paid.razorpay_payment_id)).status).toBe(200);
    expect((await standIn().sandbox.findPayment(paid.razorpay_payment_id))?.status).toBe("captured");
    expect((await orderOf(buyer, order.id)).paymentStatus).toBe("PAID");
  });

  it("order.paid marks the order paid", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    await authorizeAndCapture(paid.razorpay_payment_id);
    expect((await standIn().sandbox.sendWebhook("order.paid", paid.razorpay_payment_id)).status).toBe(200);
    expect((await orderOf(buyer, order.id)).paymentStatus).toBe("PAID");
  });

  it("before verify: verify then answers the same success", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    await standIn().sandbox.sendWebhook("payment.authorized", paid.razorpay_payment_id);
    const { data, errors } = await verifyPayment(buyer, order.id, paid);
    expect(errors).toBeUndefined();
    expect(data.verifyPayment.message).toBe("Payment verified and order confirmed");
    expect(data.verifyPayment.order.statusHistory.filter((h: { to: string }) => h.to === "CONFIRMED")).toHaveLength(1);
  });

  it("after verify: nothing changes", async () => {
    const { product, buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    await verifyPayment(buyer, order.id, paid);
    const before = await orderOf(buyer, order.id);
    expect((await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id)).status).toBe(200);
    expect((await standIn().sandbox.sendWebhook("order.paid", paid.razorpay_payment_id)).status).toBe(200);
    expect(await orderOf(buyer, order.id)).toEqual(before);
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it("at the same time as verify: one transition", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    const [verified, ...deliveries] = await Promise.all([
      verifyPayment(buyer, order.id, paid),
      standIn().sandbox.sendWebhook("payment.authorized", paid.razorpay_payment_id),
      standIn().sandbox.sendWebhook("payment.authorized", paid.razorpay_payment_id),
    ]);
    expect(verified.errors).toBeUndefined();
    for (const d of deliveries) expect(d.status).toBe(200);
    const now = await orderOf(buyer, order.id);
    expect(now.paymentStatus).toBe("PAID");
    expect(now.statusHistory.filter((h: { to: string }) => h.to === "CONFIRMED")).toHaveLength(1);
  });

  it("checks the amount against the stored payment: a different amount is not paid", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    await standIn().sandbox.alterPayment(paid.razorpay_payment_id, { status: "captured", amount: 100 });
    expect((await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id)).status).toBe(200);
    expect((await orderOf(buyer, order.id)).paymentStatus).toBe("PENDING");
  });
});

describe("the webhook refuses what it cannot trust", () => {
  it.each([
    ["no signature", null],
    ["a signature made with another secret", "other"],
    ["an upper-case signature", "upper"],
    ["garbage", "not-a-signature"],
  ])("%s: 400, nothing changes", async (_label, kind) => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    await authorizeAndCapture(paid.razorpay_payment_id);
    const body = JSON.stringify(await standIn().sandbox.webhookEvent("payment.captured", paid.razorpay_payment_id));
    const signature =
      kind === null ? null : kind === "other" ? hmacHex("someone-else", body) : kind === "upper" ? hmacHex(standIn().keys.webhookSecret, body).toUpperCase() : kind;
    const delivery = await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id, { body, signature });
    expect(delivery.status).toBe(400);
    expect(JSON.parse(delivery.text)).toEqual({ success: false, message: "Invalid webhook signature" });
    expect((await orderOf(buyer, order.id)).paymentStatus).toBe("PENDING");
  });

  it("a body changed after signing: 400", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    await authorizeAndCapture(paid.razorpay_payment_id);
    const body = JSON.stringify(await standIn().sandbox.webhookEvent("payment.captured", paid.razorpay_payment_id));
    const signature = hmacHex(standIn().keys.webhookSecret, body);
    const delivery = await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id, { body: body.replace('"entity":"event"', '"entity": "event"'), signature });
    expect(delivery.status).toBe(400);
    expect((await orderOf(buyer, order.id)).paymentStatus).toBe("PENDING");
  });

  it("a correctly signed body that is not JSON: 400", async () => {
    const res = await fetch(new URL(WEBHOOK, t.url), {
      method: "POST",
      headers: { "content-type": "application/json", "x-razorpay-signature": hmacHex(standIn().keys.webhookSecret, "{oops") },
      body: "{oops",
    });
    expect(res.status).toBe(400);
  });

  it("a webhook sent as another content type: 400", async () => {
    const res = await fetch(new URL(WEBHOOK, t.url), { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" });
    expect(res.status).toBe(400);
  });
});

describe("duplicate deliveries", () => {
  it("the same event id twice is handled once", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    await authorizeAndCapture(paid.razorpay_payment_id);
    const first = await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id, { eventId: "evt_Duplicate00001" });
    // The redelivery as a node that did not settle the payment meets it (this one would answer it from memory).
    t.server.services.payments.forgetSettledPayments();
    const second = await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id, { eventId: "evt_Duplicate00001" });
    expect(JSON.parse(first.text)).toEqual({ success: true, outcome: "processed" });
    expect(second.status).toBe(200);
    expect(JSON.parse(second.text)).toEqual({ success: true, outcome: "duplicate" });
    expect((await orderOf(buyer, order.id)).statusHistory.filter((h: { to: string }) => h.to === "CONFIRMED")).toHaveLength(1);
  });

  it("an event that failed because the provider was down is processed when redelivered", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    standIn().sandbox.injectFault({ operation: "payments.capture", kind: "status", status: 503 });
    const first = await standIn().sandbox.sendWebhook("payment.authorized", paid.razorpay_payment_id, { eventId: "evt_Retry000000001" });
    expect(first.status).toBeGreaterThanOrEqual(400);
    expect((await orderOf(buyer, order.id)).paymentStatus).toBe("PENDING");
    const again = await standIn().sandbox.sendWebhook("payment.authorized", paid.razorpay_payment_id, { eventId: "evt_Retry000000001" });
    expect(JSON.parse(again.text)).toEqual({ success: true, outcome: "processed" });
    expect((await orderOf(buyer, order.id)).paymentStatus).toBe("PAID");
  });
});

/** Holds the order's row locked on a connection of its own, as a settlement running now does, until `release` is called. */
async function holdOrderRow(orderId: string): Promise<{ release: () => Promise<void> }> {
  const runner = t.server.dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  await runner.query(`SELECT id FROM orders WHERE id = $1 FOR UPDATE`, [orderId]);
  return {
    release: async () => {
      await runner.rollbackTransaction();
      await runner.release();
    },
  };
}

describe("a webhook for an order being settled (issue 46)", () => {
  it("answers at once instead of queuing behind the order's row, and the order is settled once after the row is free", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    await authorizeAndCapture(paid.razorpay_payment_id);
    const held = await holdOrderRow(order.id);
    let answeredAt = 0;
    const releasedAt = new Promise<number>((resolve) => setTimeout(() => void held.release().then(() => resolve(Date.now())), 2000));
    const delivered = await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id, { eventId: "evt_HeldRow0000001" });
    answeredAt = Date.now();
    expect(delivered.status).toBe(200);
    expect(JSON.parse(delivered.text)).toEqual({ success: true, outcome: "deferred" });
    // Answered while the row was still held (the holder lets go two seconds after it took the row).
    expect(answeredAt).toBeLessThan(await releasedAt);
    await t.server.services.payments.deferredSettled();
    const now = await orderOf(buyer, order.id);
    expect(now.paymentStatus).toBe("PAID");
    expect(now.statusHistory.filter((h: { to: string }) => h.to === "CONFIRMED")).toHaveLength(1);
    const [kept]: Array<{ deferred_body: string | null }> = await t.server.dataSource.query(`SELECT deferred_body FROM webhook_events WHERE event_id = $1`, ["evt_HeldRow0000001"]);
    expect(kept!.deferred_body).toBeNull();
    // The provider's redelivery of the same event is a duplicate (to a node that does not remember settling it).
    t.server.services.payments.forgetSettledPayments();
    const again = await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id, { eventId: "evt_HeldRow0000001" });
    expect(JSON.parse(again.text)).toEqual({ success: true, outcome: "duplicate" });
  });

  it("a kept event its node could not settle (the provider down) is settled by the sweep, once", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    const held = await holdOrderRow(order.id);
    standIn().sandbox.injectFault({ operation: "payments.capture", kind: "status", status: 503, times: 5 });
    try {
      const delivered = await standIn().sandbox.sendWebhook("payment.authorized", paid.razorpay_payment_id, { eventId: "evt_HeldRow0000002" });
      expect(JSON.parse(delivered.text)).toEqual({ success: true, outcome: "deferred" });
      await held.release();
      await t.server.services.payments.deferredSettled();
      expect((await orderOf(buyer, order.id)).paymentStatus).toBe("PENDING");
    } finally {
      standIn().sandbox.clearFaults();
    }
    expect(await t.server.services.payments.settleDeferredWebhooks({ all: true })).toBe(1);
    expect(await t.server.services.payments.settleDeferredWebhooks({ all: true })).toBe(0);
    const now = await orderOf(buyer, order.id);
    expect(now.paymentStatus).toBe("PAID");
    expect(now.statusHistory.filter((h: { to: string }) => h.to === "CONFIRMED")).toHaveLength(1);
  });

  it("verify settling while two webhooks arrive: every delivery answered 200, one transition", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    const held = await holdOrderRow(order.id);
    const verifying = verifyPayment(buyer, order.id, paid);
    const deliveries = await Promise.all([
      standIn().sandbox.sendWebhook("payment.authorized", paid.razorpay_payment_id, { eventId: "evt_HeldRow0000003" }),
      standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id, { eventId: "evt_HeldRow0000004" }),
    ]);
    // Verify settling on this node is waited for a second at most (the row stays held): then each keeps itself.
    for (const d of deliveries) expect(JSON.parse(d.text)).toEqual({ success: true, outcome: "deferred" });
    await held.release();
    expect((await verifying).errors).toBeUndefined();
    await t.server.services.payments.deferredSettled();
    const now = await orderOf(buyer, order.id);
    expect(now.paymentStatus).toBe("PAID");
    expect(now.statusHistory.filter((h: { to: string }) => h.to === "CONFIRMED")).toHaveLength(1);
  });
});

describe("a webhook for a payment this node settled (issue 46)", () => {
  /** What the shop asks the database about webhooks (recording one, reading its order, keeping it) while `work` runs. */
  async function webhookStatementsDuring(work: () => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    const observe = (sql: string) => {
      if (/webhook_events|provider_order_id/.test(sql)) seen.push(sql);
    };
    sqlObservers.add(observe);
    try {
      await work();
    } finally {
      sqlObservers.delete(observe);
    }
    return seen;
  }

  it("after verify on this node: answered from memory, without a statement, and nothing changes", async () => {
    const { product, buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    expect((await verifyPayment(buyer, order.id, paid)).errors).toBeUndefined();
    const before = await orderOf(buyer, order.id);
    const statements = await webhookStatementsDuring(async () => {
      for (const event of ["payment.captured", "order.paid"] as const) {
        const delivered = await standIn().sandbox.sendWebhook(event, paid.razorpay_payment_id);
        expect(JSON.parse(delivered.text)).toEqual({ success: true, outcome: "processed" });
      }
    });
    expect(statements).toEqual([]);
    expect(await orderOf(buyer, order.id)).toEqual(before);
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it("while verify on this node settles the same payment: the webhook waits for it instead of keeping itself, and the order is confirmed once", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    const held = await holdOrderRow(order.id);
    const verifying = verifyPayment(buyer, order.id, paid);
    // Verify has captured the payment (the moment Razorpay sends payment.captured) and waits for the order's row.
    await until(async () => (await standIn().sandbox.findPayment(paid.razorpay_payment_id))?.status === "captured", "verify's capture");
    const released = new Promise<void>((resolve) => setTimeout(() => void held.release().then(resolve), 300));
    const statements = await webhookStatementsDuring(async () => {
      const delivered = await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id, { eventId: "evt_SettlingHere01" });
      expect(JSON.parse(delivered.text)).toEqual({ success: true, outcome: "processed" });
    });
    await released;
    expect(statements).toEqual([]);
    expect((await verifying).errors).toBeUndefined();
    const now = await orderOf(buyer, order.id);
    expect(now).toMatchObject({ status: "CONFIRMED", paymentStatus: "PAID", paymentId: paid.razorpay_payment_id });
    expect(now.statusHistory.filter((h: { to: string }) => h.to === "CONFIRMED")).toHaveLength(1);
  });

  it("a payment another node settled (nothing in this node's memory) takes the database's path", async () => {
    const { buyer, order, payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    await authorizeAndCapture(paid.razorpay_payment_id);
    const first = await webhookStatementsDuring(async () => {
      expect((await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id)).status).toBe(200);
    });
    // The webhook settled it on this node: it was recorded once, and the next one is answered from memory.
    expect(first.length).toBeGreaterThan(0);
    expect((await orderOf(buyer, order.id)).paymentStatus).toBe("PAID");
    const second = await webhookStatementsDuring(async () => {
      expect((await standIn().sandbox.sendWebhook("order.paid", paid.razorpay_payment_id)).status).toBe(200);
    });
    expect(second).toEqual([]);
  });
});

describe("payment.failed", () => {
  it("notes the failed attempt but leaves the order open for a retry", async () => {
    const { product, buyer, order, payment } = await unpaidOrder();
    const failed = await payInStandIn(t, payment, "fail");
    const delivery = await standIn().sandbox.sendWebhook("payment.failed", failed.error!.metadata.payment_id);
    expect(delivery.status).toBe(200);
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: "PENDING", paymentStatus: "PENDING" });
    expect(await stockOf(t, product.id)).toBe(3);
    const retried = await payInStandIn(t, payment);
    expect((await verifyPayment(buyer, order.id, retried)).data.verifyPayment.order.paymentStatus).toBe("PAID");
  });

  it("never moves a paid order back", async () => {
    const { product, buyer, order, payment } = await unpaidOrder();
    const failed = await payInStandIn(t, payment, "fail");
    const paid = await payInStandIn(t, payment);
    await verifyPayment(buyer, order.id, paid);
    // The failure's webhook arrives late, after the successful retry.
    expect((await standIn().sandbox.sendWebhook("payment.failed", failed.error!.metadata.payment_id)).status).toBe(200);
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: "CONFIRMED", paymentStatus: "PAID", paymentId: paid.razorpay_payment_id });
    expect(await stockOf(t, product.id)).toBe(3);
  });
});

describe("events that are not ours", () => {
  it("an event for an unknown provider order, or of another kind, is acknowledged and ignored", async () => {
    const { payment } = await unpaidOrder();
    const paid = await payInStandIn(t, payment);
    await standIn().sandbox.alterPayment(paid.razorpay_payment_id, { order_id: "order_NotOurs00000001", status: "captured" });
    const unknown = await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id);
    expect(JSON.parse(unknown.text)).toEqual({ success: true, outcome: "ignored" });
    const body = JSON.stringify({ entity: "event", event: "refund.processed", payload: {}, created_at: 1 });
    const other = await standIn().sandbox.sendWebhook("payment.captured", paid.razorpay_payment_id, { body });
    expect(JSON.parse(other.text)).toEqual({ success: true, outcome: "ignored" });
  });
});
