import { readFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer, Socket } from "node:net";
import type { AddressInfo } from "node:net";
import Razorpay from "razorpay";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hmacHex, isValidHmac, PaymentGatewayError } from "../src/payments/gateway.js";
import { RAZORPAY_WEBHOOK_EVENTS, RazorpayGateway, sdkHttpClient } from "../src/payments/razorpay-gateway.js";
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

describe("the webhook events the shop subscribes to", () => {
  it("are the ones the README tells the merchant to choose in the dashboard", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const bullet = /- \*\*Webhook\*\*:[\s\S]*?with the events([\s\S]*?)signed with/.exec(readme)?.[1] ?? "";
    expect([...bullet.matchAll(/`([a-z_]+\.[a-z_]+)`/g)].map((m) => m[1])).toEqual([...RAZORPAY_WEBHOOK_EVENTS]);
  });

  it("settle a payment on order.paid or payment.authorized, and an older subscription's payment.captured the same way", () => {
    const gateway = new RazorpayGateway({ keyId: "rzp_test_x", keySecret: "secret", webhookSecret: "whsec", timeoutMs: 1000 });
    const payment = { id: "pay_ABCDEFGHIJKLMN", entity: "payment", amount: 1000, currency: "INR", status: "captured", order_id: "order_ABCDEFGHIJKLMN", method: "upi", captured: true };
    for (const event of ["order.paid", "payment.authorized", "payment.captured"]) {
      const parsed = gateway.parseWebhookEvent(Buffer.from(JSON.stringify({ event, payload: { payment: { entity: payment } } })));
      expect(parsed).toMatchObject({ name: event, outcome: "succeeded", payment: { id: payment.id, orderId: payment.order_id } });
    }
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

/** A loopback HTTP server answering with `handler`, closed after `use`. */
async function withServer(handler: Parameters<typeof createHttpServer>[1], use: (url: string) => Promise<void>): Promise<void> {
  const server = createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe("the SDK's calls go over the gateway's own transport (razorpay-transport.ts)", () => {
  it("sends what Razorpay's API expects: the path, Basic auth with the key, the SDK's agent, a JSON body with its length", async () => {
    const seen: Array<{ method?: string; url?: string; headers: Record<string, unknown>; body: string }> = [];
    await withServer(
      (req, res) => {
        let body = "";
        req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
        req.on("end", () => {
          seen.push({ method: req.method, url: req.url, headers: req.headers, body });
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: "order_Transport0001", amount: 500, currency: "INR", receipt: "r1", status: "created" }));
        });
      },
      async (url) => {
        const direct = new RazorpayGateway({ keyId: "rzp_test_transport", keySecret: "transport-secret", webhookSecret: undefined, baseUrl: url, timeoutMs: 800 });
        expect(await direct.createOrder({ amountPaise: 500, currency: "INR", receipt: "r1", notes: { orderId: "o-1" } })).toMatchObject({ id: "order_Transport0001", amount: 500 });
      },
    );
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call).toMatchObject({ method: "POST", url: "/v1/orders" });
    expect(call!.headers.authorization).toBe(`Basic ${Buffer.from("rzp_test_transport:transport-secret").toString("base64")}`);
    expect(call!.headers["content-type"]).toMatch(/^application\/json/);
    expect(call!.headers["user-agent"]).toMatch(/^razorpay-node@2\.9\.8/);
    expect(call!.headers["content-length"]).toBe(String(Buffer.byteLength(call!.body)));
    // Nothing to decompress: the answer comes as it is.
    expect(call!.headers["accept-encoding"]).toBeUndefined();
    expect(JSON.parse(call!.body)).toEqual({ amount: 500, currency: "INR", receipt: "r1", notes: { orderId: "o-1" } });
  });

  it("writes plain query parameters as axios does, and hands any other to axios's own adapter", async () => {
    const urls: string[] = [];
    await withServer(
      (req, res) => {
        urls.push(req.url ?? "");
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ entity: "collection", count: 0, items: [] }));
      },
      async (url) => {
        const direct = new RazorpayGateway({ keyId: "rzp_test_transport", keySecret: "transport-secret", webhookSecret: undefined, baseUrl: url, timeoutMs: 800 });
        // The gateway's configured SDK, as its calls use it.
        const configured = await (direct as unknown as { sdk(): Promise<Razorpay> }).sdk();
        await configured.api.get({ url: "/payments", data: { count: 2, skip: undefined, search: "a b:c" } });
        await configured.api.get({ url: "/payments", data: { "expand[]": ["card", "emi"] } });
      },
    );
    expect(urls[0]).toBe("/v1/payments?count=2&search=a+b:c");
    expect(decodeURIComponent(urls[1]!)).toBe("/v1/payments?expand[]=card&expand[]=emi");
  });

  it("bounds the whole call by the timeout, even against a provider that answers a byte at a time", async () => {
    // axios's own adapter times out only a socket that stays silent: this answer would have held the call for 3 s.
    await withServer(
      (_req, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        const drip = setInterval(() => (res.writableEnded ? clearInterval(drip) : res.write(" ")), 100);
        setTimeout(() => {
          clearInterval(drip);
          if (!res.writableEnded) res.end(JSON.stringify({ id: "order_Slow000000001", amount: 500, currency: "INR", receipt: "r1", status: "created" }));
        }, 3_000);
        res.on("close", () => clearInterval(drip));
      },
      async (url) => {
        const slow = new RazorpayGateway({ ...standIn.keys, baseUrl: url, timeoutMs: 500 });
        const started = Date.now();
        const error = await rejection(slow.createOrder({ amountPaise: 500, currency: "INR", receipt: "r1", notes: {} }));
        expect(error.detail.failure).toBe("timeout");
        expect(Date.now() - started).toBeLessThan(2_500);
      },
    );
  });

  it("a base URL that is no URL fails the call as a provider failure, not as a crash", async () => {
    const broken = new RazorpayGateway({ ...standIn.keys, baseUrl: "http://[not-a-host", timeoutMs: 800 });
    const error = await rejection(broken.createOrder({ amountPaise: 500, currency: "INR", receipt: "r1", notes: {} }));
    expect(error.detail).toMatchObject({ failure: "network" });
  });

  it("refuses an answer larger than any of Razorpay's as a provider failure", async () => {
    await withServer(
      (_req, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(`{"id":"order_Huge0000000001","padding":"${"x".repeat(5 * 1024 * 1024)}"}`);
      },
      async (url) => {
        const huge = new RazorpayGateway({ ...standIn.keys, baseUrl: url, timeoutMs: 2_000 });
        const error = await rejection(huge.createOrder({ amountPaise: 500, currency: "INR", receipt: "r1", notes: {} }));
        expect(error.detail.failure).not.toBe("timeout");
      },
    );
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
