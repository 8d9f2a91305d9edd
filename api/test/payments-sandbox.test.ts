/**
 * The app without Razorpay keys: the offline stand-in mounted in the app itself, its checkout script running in
 * a DOM (jsdom) with the real Razorpay contract, and its webhooks reaching the app.
 */
import { describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { ApiClient } from "./support/client.js";
import { addToCart, buyProduct, ORDER, type PaymentWindow, placeOrderOk, shopper, stockOf, verifyPayment } from "./support/order-fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const catalogue = useCatalogue(t);
const sandbox = () => t.server.services.paymentProvider.sandbox!;

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A page that loaded the checkout script from the app, the way the storefront does. */
async function checkoutPage(payment: PaymentWindow): Promise<{ dom: any; window: any }> {
  // jsdom comes with the web workspace (its component tests); no types for it in the api.
  const { JSDOM } = (await import("jsdom" as string)) as { JSDOM: new (html: string, options: object) => any };
  const script = await fetch(new URL(payment.checkoutScriptUrl, t.url));
  expect(script.status).toBe(200);
  expect(script.headers.get("content-type")).toMatch(/^application\/javascript/);
  const dom = new JSDOM(`<!doctype html><html><body></body></html>`, { url: t.url, runScripts: "outside-only" });
  const window = dom.window;
  window.fetch = (input: string, init: RequestInit) => fetch(new URL(String(input), t.url), init);
  window.eval(await script.text());
  return { dom, window };
}

function openWindow(page: Awaited<ReturnType<typeof checkoutPage>>, payment: PaymentWindow) {
  const events = { success: undefined as any, failed: [] as any[], dismissed: false };
  const checkout = new page.window.Razorpay({
    key: payment.keyId,
    amount: payment.amount,
    currency: payment.currency,
    name: payment.name,
    description: payment.description,
    order_id: payment.providerOrderId,
    prefill: { name: "Asha", email: "asha@example.com", contact: "9820012345" },
    theme: { color: "#1565c0" },
    handler: (response: unknown) => (events.success = response),
    modal: { ondismiss: () => (events.dismissed = true) },
  });
  checkout.on("payment.failed", (response: unknown) => events.failed.push(response));
  checkout.open();
  const button = (name: string) => page.dom.window.document.querySelector(`[data-testid="razorpay-sandbox-${name}"]`) as { click(): void };
  return { events, button, root: () => page.dom.window.document.querySelector('[data-testid="razorpay-sandbox"]') };
}

describe("the offline Razorpay stand-in in the app", () => {
  it("is what placeOrder opens when no keys are configured", async () => {
    const product = await catalogue.create({ price: 1299, totalStock: 3 });
    const buyer = await shopper(t);
    await addToCart(buyer, product.id);
    const { payment } = await placeOrderOk(buyer, buyer.addressId);
    expect(payment).toMatchObject({ provider: "razorpay", keyId: t.config.payments.keyId, checkoutScriptUrl: "/sandbox/checkout.js", amount: 129_900 });
    expect(payment.keyId).toMatch(/^rzp_test_sandbox/);
  });

  it("never sends its secrets to the browser", async () => {
    const script = await (await fetch(new URL("/sandbox/checkout.js", t.url))).text();
    expect(script).not.toContain(t.config.payments.keySecret);
    expect(script).not.toContain(t.config.payments.webhookSecret!);
  });

  it("speaks Razorpay's API only to callers with the key id and secret", async () => {
    const anonymous = await fetch(new URL("/__sandbox/razorpay/v1/orders", t.url), { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: expect.objectContaining({ code: "BAD_REQUEST_ERROR", description: "Authentication failed" }) });
    const wrongKey = await fetch(new URL("/__sandbox/razorpay/checkout/pay", t.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key_id: "rzp_test_guess", order_id: "order_X" }),
    });
    expect(wrongKey.status).toBe(401);
  });

  it("keeps the Razorpay hosts out of the content security policy (the sandbox script is same-origin)", async () => {
    const res = await new ApiClient(t.url).request("/healthz");
    expect(res.headers.get("content-security-policy")).not.toContain("razorpay.com");
  });
});

describe("the stand-in's checkout script, with Razorpay's browser contract", () => {
  it("shows a labelled sandbox window with the amount in rupees; Pay calls the handler with a signature that verifies", async () => {
    const product = await catalogue.create({ price: 1299, totalStock: 3 });
    const buyer = await shopper(t);
    await addToCart(buyer, product.id, 2);
    const { order, payment } = await placeOrderOk(buyer, buyer.addressId);
    const page = await checkoutPage(payment);
    const { events, button, root } = openWindow(page, payment);

    const text = root()!.textContent!;
    expect(text).toContain("Razorpay sandbox — no real money");
    expect(text).toContain("₹2,598.00");
    expect(text).toContain("Order Payment");
    expect(page.dom.window.document.querySelector('[role="dialog"]')?.getAttribute("aria-modal")).toBe("true");

    button("pay").click();
    const response = await until(() => events.success, "the success handler");
    expect(response).toEqual({ razorpay_payment_id: expect.stringMatching(/^pay_/), razorpay_order_id: payment.providerOrderId, razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(root()).toBeNull();

    const { data, errors } = await verifyPayment(buyer, order.id, response);
    expect(errors).toBeUndefined();
    expect(data.verifyPayment.order).toMatchObject({ status: "CONFIRMED", paymentStatus: "PAID" });
    expect(await stockOf(t, product.id)).toBe(1);
  });

  it("Fail calls the payment.failed handlers with Razorpay's error shape and keeps the window open for a retry", async () => {
    const product = await catalogue.create({ totalStock: 3 });
    const buyer = await shopper(t);
    await addToCart(buyer, product.id);
    const { order, payment } = await placeOrderOk(buyer, buyer.addressId);
    const page = await checkoutPage(payment);
    const { events, button, root } = openWindow(page, payment);

    button("fail").click();
    const failure = await until(() => events.failed[0], "the payment.failed handler");
    expect(failure).toEqual({
      error: expect.objectContaining({ code: "BAD_REQUEST_ERROR", reason: "payment_failed", metadata: { payment_id: expect.stringMatching(/^pay_/), order_id: payment.providerOrderId } }),
    });
    expect(root()).not.toBeNull();
    expect(events.success).toBeUndefined();

    button("pay").click();
    const response = await until(() => events.success, "the success handler");
    expect((await verifyPayment(buyer, order.id, response)).data.verifyPayment.order.paymentStatus).toBe("PAID");
  });

  it("Close calls modal.ondismiss and takes no payment", async () => {
    const product = await catalogue.create({ totalStock: 3 });
    const buyer = await shopper(t);
    await addToCart(buyer, product.id);
    const { payment } = await placeOrderOk(buyer, buyer.addressId);
    const page = await checkoutPage(payment);
    const { events, button, root } = openWindow(page, payment);
    button("close").click();
    expect(events.dismissed).toBe(true);
    expect(root()).toBeNull();
    expect((await sandbox().paymentsOf(payment.providerOrderId))).toEqual([]);
  });

  it("refuses to open without a key or an order id, like Razorpay's", async () => {
    const page = await checkoutPage({ checkoutScriptUrl: "/sandbox/checkout.js" } as PaymentWindow);
    expect(() => new page.window.Razorpay({ order_id: "order_X" })).toThrow(/key/);
    expect(() => new page.window.Razorpay({ key: "rzp_test_x" })).toThrow(/order_id/);
  });
});

describe("the stand-in's webhooks reach the app", () => {
  it("sends order.paid after the capture (the events the shop subscribes to), signed; the app takes it as a duplicate of verify", async () => {
    const product = await catalogue.create({ totalStock: 3 });
    const buyer = await shopper(t);
    const before = sandbox().webhookDeliveries.length;
    await buyProduct(t, buyer, product.id);
    await sandbox().settled();
    const deliveries = sandbox().webhookDeliveries.slice(before);
    expect(deliveries.map((d) => d.event)).toEqual(["order.paid"]);
    expect(deliveries[0]!.status).toBe(200);
  });

  it("a dashboard also subscribed to payment.captured sends both; the app takes both as duplicates and pays the order once", async () => {
    const subscribed = sandbox().webhookEvents;
    sandbox().webhookEvents = new Set([...subscribed, "payment.captured"]);
    try {
      const product = await catalogue.create({ totalStock: 3 });
      const buyer = await shopper(t);
      const before = sandbox().webhookDeliveries.length;
      const order = await buyProduct(t, buyer, product.id);
      await sandbox().settled();
      const deliveries = sandbox().webhookDeliveries.slice(before);
      expect(deliveries.map((d) => d.event).sort()).toEqual(["order.paid", "payment.captured"]);
      for (const d of deliveries) expect(d.status).toBe(200);
      const { data } = await buyer.client.graphql(ORDER, { id: order.id });
      expect(data.order).toMatchObject({ status: "CONFIRMED", paymentStatus: "PAID" });
      expect(data.order.statusHistory.filter((h: { to: string }) => h.to === "CONFIRMED")).toHaveLength(1);
      expect(await stockOf(t, product.id)).toBe(2);
    } finally {
      sandbox().webhookEvents = subscribed;
    }
  });

  it("confirms an order whose browser never came back (webhook instead of verify)", async () => {
    const product = await catalogue.create({ totalStock: 3 });
    const buyer = await shopper(t);
    await addToCart(buyer, product.id);
    const { order, payment } = await placeOrderOk(buyer, buyer.addressId);
    const paid = await sandbox().pay(payment.providerOrderId);
    expect((await sandbox().sendWebhook("payment.authorized", paid.razorpay_payment_id)).status).toBe(200);
    await sandbox().settled();
    const { data } = await buyer.client.graphql(ORDER, { id: order.id });
    expect(data.order).toMatchObject({ status: "CONFIRMED", paymentStatus: "PAID", paymentId: paid.razorpay_payment_id });
  });
});
