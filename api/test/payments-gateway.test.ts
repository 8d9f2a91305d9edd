import { createServer as createHttpServer } from "node:http";
import { createServer, Socket } from "node:net";
import type { AddressInfo } from "node:net";
import Razorpay from "razorpay";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hmacHex, isValidHmac, PaymentGatewayError } from "../src/payments/gateway.js";
import { RazorpayGateway, sdkHttpClient } from "../src/payments/razorpay-gateway.js";
import { type RunningSandbox, startRazorpaySandboxServer } from "../src/payments/sandbox/razorpay-sandbox.js";

let standIn: RunningSandbox;
let gateway: RazorpayGateway;

beforeAll(async () => {
  standIn = await startRazorpaySandboxServer();
  gateway = new RazorpayGateway({ ...standIn.keys, baseUrl: standIn.url, timeoutMs: 800 });
});
afterAll(() => standIn.close());

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function rejection(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

const order = (overrides: Partial<Parameters<RazorpayGateway["createOrder"]>[0]> = {}) =>
  gateway.createOrder({ amountPaise: 129_900, currency: "INR", receipt: "8d3c2a5e-3f0b-4d6e-9f53-2b1c0f5a7e11", notes: { orderId: "8d3c2a5e" }, ...overrides });

describe("the razorpay SDK internals the gateway relies on (razorpay 2.9.8)", () => {
  it("is the pinned version", () => {
    expect(Razorpay.VERSION).toBe("2.9.8");
  });

  it("keeps its axios instance at instance.api.rq, with defaults and response interceptors", () => {
    const sdk = new Razorpay({ key_id: "rzp_test_contract", key_secret: "secret" });
    const rq = sdkHttpClient(sdk);
    expect(rq.defaults.baseURL).toBe("https://api.razorpay.com");
    expect(typeof rq.interceptors.response.use).toBe("function");
  });

  it("still crashes on a network error without our mapping (which is why the gateway adds it)", async () => {
    const sdk = new Razorpay({ key_id: "rzp_test_contract", key_secret: "secret" });
    const rq = sdkHttpClient(sdk);
    rq.defaults.baseURL = `http://127.0.0.1:${await closedPort()}`;
    rq.defaults.proxy = false;
    const error = await sdk.payments.fetch("pay_Contract000001").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
  });
});

describe("the Razorpay gateway against the stand-in, over HTTP", () => {
  it("creates an order with Razorpay's JSON", async () => {
    const created = await order();
    expect(created).toMatchObject({ amount: 129_900, currency: "INR", receipt: "8d3c2a5e-3f0b-4d6e-9f53-2b1c0f5a7e11", status: "created" });
    expect(created.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(await standIn.sandbox.findOrder(created.id)).toMatchObject({ entity: "order", amount_paid: 0, amount_due: 129_900, offer_id: null, attempts: 0, notes: { orderId: "8d3c2a5e" } });
  });

  it("fetches, captures and refunds a payment", async () => {
    const created = await order();
    const paid = await standIn.sandbox.pay(created.id);
    expect(await gateway.fetchPayment(paid.razorpay_payment_id)).toMatchObject({ orderId: created.id, amount: 129_900, currency: "INR", status: "authorized" });
    expect(await gateway.capturePayment(paid.razorpay_payment_id, 129_900, "INR")).toMatchObject({ status: "captured" });
    expect(await gateway.refundPayment(paid.razorpay_payment_id)).toMatchObject({ paymentId: paid.razorpay_payment_id, amount: 129_900, status: "processed" });
    expect(await gateway.fetchPayment(paid.razorpay_payment_id)).toMatchObject({ status: "refunded", amountRefunded: 129_900 });
  });

  it("keeps one keep-alive setting on its sockets to Razorpay, so reusing a socket makes no setsockopt call", async () => {
    await order(); // the SDK loaded and a socket in the pool
    const keepAlive = vi.spyOn(Socket.prototype, "setKeepAlive");
    try {
      for (let i = 0; i < 3; i++) await order();
      // Axios asks for 60 s on every request; node's shared agent asked for 1 s on every return to the pool, and
      // node calls the system only when the value changes (four setsockopt calls each time, sixteen a checkout).
      const delays = new Set(keepAlive.mock.calls.map(([, delay]) => delay));
      expect(keepAlive.mock.calls.length).toBeGreaterThanOrEqual(3);
      expect([...delays]).toEqual([60_000]);
    } finally {
      keepAlive.mockRestore();
    }
  });

  it.each([
    [{ amountPaise: 99 }, "The amount must be atleast INR 1.00"],
    [{ amountPaise: 100.5 }, "The amount must be an integer."],
    [{ receipt: "r".repeat(41) }, "The receipt may not be greater than 40 characters."],
    [{ notes: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, "v"])) }, "Number of notes cannot be more than 15"],
    [{ notes: { long: "x".repeat(257) } }, "Notes value length cannot be more than 256 characters"],
  ])("the stand-in applies Razorpay's order limits: %j", async (overrides, description) => {
    const error = await rejection(order(overrides));
    expect(error.code).toBe("PAYMENT_FAILED");
    expect(error.detail).toMatchObject({ failure: "provider", status: 400, providerCode: "BAD_REQUEST_ERROR", description });
  });

  it("is refused with 401 by the stand-in when the secret is wrong", async () => {
    const wrong = new RazorpayGateway({ keyId: standIn.keys.keyId, keySecret: "not-the-secret", webhookSecret: undefined, baseUrl: standIn.url, timeoutMs: 800 });
    const error = await rejection(wrong.createOrder({ amountPaise: 500, currency: "INR", receipt: "r1", notes: {} }));
    expect(error.detail).toMatchObject({ status: 401, description: "Authentication failed" });
  });

  it("answers an unknown payment id with Razorpay's 400", async () => {
    const error = await rejection(gateway.fetchPayment("pay_Unknown0000001"));
    expect(error.detail).toMatchObject({ status: 400, description: "The id provided does not exist" });
  });

  it("never puts a malformed payment id into a URL", async () => {
    const before = standIn.sandbox.requests.length;
    await rejection(gateway.fetchPayment("pay_x/../../orders"));
    expect(standIn.sandbox.requests.length).toBe(before);
  });
});

describe("provider failures become a clean PAYMENT_FAILED", () => {
  it("a 5xx", async () => {
    standIn.sandbox.injectFault({ operation: "orders.create", kind: "status", status: 503 });
    const error = await rejection(order());
    expect(error.message).toBe("The payment provider could not be reached. Please try again.");
    expect(error.detail).toMatchObject({ failure: "provider", status: 503, providerCode: "SERVER_ERROR" });
  });

  it("a 502 with an HTML page instead of JSON", async () => {
    standIn.sandbox.injectFault({ operation: "orders.create", kind: "status", status: 502, body: "<html><body>Bad gateway</body></html>" });
    const error = await rejection(order());
    expect(error.detail).toMatchObject({ failure: "provider", status: 502 });
  });

  it("no answer within the timeout", async () => {
    standIn.sandbox.injectFault({ operation: "payments.fetch", kind: "hang" });
    const started = Date.now();
    const error = await rejection(gateway.fetchPayment("pay_Whatever000001"));
    expect(error.detail.failure).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a redirect, which Razorpay's API never sends: not followed", async () => {
    // Something between the shop and Razorpay (a captive portal, a misrouted proxy) answering with a redirect to a
    // server that would answer like Razorpay: the call fails instead of going there with the shop's credentials.
    const elsewhere = createHttpServer((req, res) => {
      if (req.url?.startsWith("/elsewhere")) {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: "order_Elsewhere00001", amount: 500, currency: "INR", receipt: "r1", status: "created" }));
      } else res.writeHead(307, { location: "/elsewhere/v1/orders" }).end();
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
    try {
      const redirected = new RazorpayGateway({ ...standIn.keys, baseUrl: `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`, timeoutMs: 800 });
      const error = await rejection(redirected.createOrder({ amountPaise: 500, currency: "INR", receipt: "r1", notes: {} }));
      expect(error.detail).toMatchObject({ failure: "provider", status: 307 });
    } finally {
      await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
    }
  });

  it("a refused connection", async () => {
    const nobody = new RazorpayGateway({ ...standIn.keys, baseUrl: `http://127.0.0.1:${await closedPort()}`, timeoutMs: 800 });
    const error = await rejection(nobody.createOrder({ amountPaise: 500, currency: "INR", receipt: "r1", notes: {} }));
    expect(error.detail).toMatchObject({ failure: "network" });
    expect(error.detail.description).toMatch(/ECONNREFUSED/);
  });

  it("a 200 that is not Razorpay's JSON (a captive portal, a misconfigured proxy)", async () => {
    standIn.sandbox.injectFault({ operation: "orders.create", kind: "status", status: 200, body: "<html><body>Welcome to the hotel Wi-Fi</body></html>" });
    const error = await rejection(order());
    expect(error.detail).toMatchObject({ failure: "unexpected-response", operation: "orders.create" });
  });
});

describe("signatures", () => {
  const secret = "test_secret_for_signatures";
  const valid = hmacHex(secret, "order_A|pay_B");

  it("accepts the exact lower-case hex HMAC-SHA256", () => {
    expect(isValidHmac(secret, "order_A|pay_B", valid)).toBe(true);
  });

  it.each([
    ["one character changed", valid.slice(0, -1) + (valid.endsWith("0") ? "1" : "0")],
    ["upper case", valid.toUpperCase()],
    ["non-hex", "z".repeat(64)],
    ["too short", valid.slice(0, 63)],
    ["too long", valid + "0"],
    ["empty", ""],
    ["a number", 42],
    ["undefined", undefined],
    ["an array", [valid]],
  ])("refuses %s without throwing", (_label, signature) => {
    expect(isValidHmac(secret, "order_A|pay_B", signature)).toBe(false);
  });

  it("refuses everything when no secret is configured", () => {
    expect(isValidHmac(undefined, "body", hmacHex("", "body"))).toBe(false);
  });

  it("checks checkout signatures over the order id and payment id with the key secret", async () => {
    const created = await order();
    const paid = await standIn.sandbox.pay(created.id);
    expect(gateway.verifyCheckoutSignature({ providerOrderId: created.id, providerPaymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature })).toBe(true);
    expect(gateway.verifyCheckoutSignature({ providerOrderId: "order_Other000000001", providerPaymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature })).toBe(false);
  });

  it("checks webhook signatures over the raw body with the webhook secret", () => {
    const body = Buffer.from(JSON.stringify({ event: "payment.captured" }));
    expect(gateway.verifyWebhookSignature(body, hmacHex(standIn.keys.webhookSecret, body))).toBe(true);
    expect(gateway.verifyWebhookSignature(body, hmacHex(standIn.keys.keySecret, body))).toBe(false);
    expect(gateway.verifyWebhookSignature(Buffer.from(body.toString() + " "), hmacHex(standIn.keys.webhookSecret, body))).toBe(false);
  });
});
