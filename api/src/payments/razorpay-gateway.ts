import { Agent as HttpAgent } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import type Razorpay from "razorpay";
import { z } from "zod";
import {
  type CreateOrderRequest,
  type GatewayFailure,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type GatewayWebhookEvent,
  isValidHmac,
  type PaymentGateway,
  PaymentGatewayError,
  PROVIDER_PAYMENT_ID,
} from "./gateway.js";
import { razorpayTransport } from "./razorpay-transport.js";

export const RAZORPAY_CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** Razorpay's API, or a stand-in speaking it; may be set later with `useBaseUrl` (the in-app sandbox). */
  baseUrl?: string;
  timeoutMs: number;
  checkoutScriptUrl?: string;
}

/**
 * The parts of the SDK's internal axios instance (`instance.api.rq`, razorpay 2.9.8) this gateway relies on.
 * Not in the SDK's types: `test/payments-gateway.test.ts` checks they still exist.
 */
export interface RazorpayHttpClient {
  defaults: { baseURL?: string; timeout?: number; proxy?: unknown; maxRedirects?: number; httpAgent?: HttpAgent; httpsAgent?: HttpsAgent; adapter?: unknown };
  interceptors: { response: { use(onFulfilled: undefined, onRejected: (error: unknown) => unknown): number } };
}

export function sdkHttpClient(instance: Razorpay): RazorpayHttpClient {
  const rq = (instance.api as unknown as { rq?: RazorpayHttpClient }).rq;
  if (!rq?.defaults || typeof rq.interceptors?.response?.use !== "function") {
    throw new Error("razorpay SDK internals changed: instance.api.rq is not an axios instance (pin razorpay 2.9.8)");
  }
  return rq;
}

/**
 * Axios sets a 60 s TCP keep-alive on every request's socket, and node's shared agent a 1 s one each time the socket
 * goes back to its pool: four setsockopt calls each, sixteen a checkout, for a setting that never changes. With the
 * agent keeping the same 60 s, node sees the value unchanged and makes no call; the sockets to Razorpay are this
 * gateway's own pool.
 */
const KEEP_ALIVE = { keepAlive: true, keepAliveMsecs: 60_000 } as const;

/**
 * The SDK rethrows axios errors as `{statusCode: err.response.status, error: err.response.data.error}` and crashes
 * (TypeError) when there is no response (refused, reset, timed out). This gives such errors a response, so the SDK
 * rethrows `{statusCode: 0, error: {code: "NETWORK_ERROR", reason: "timeout" | "network", description}}`.
 */
function networkErrorsAsResponses(error: unknown): Promise<never> {
  const e = error as { response?: unknown; code?: string; message?: string };
  if (e && typeof e === "object" && !e.response) {
    const timedOut = e.code === "ECONNABORTED" || e.code === "ETIMEDOUT";
    e.response = {
      status: 0,
      data: { error: { code: "NETWORK_ERROR", reason: timedOut ? "timeout" : "network", description: `${e.code ?? "ERROR"}: ${e.message ?? "no response"}` } },
    };
  }
  return Promise.reject(error);
}

const orderShape = z.object({ id: z.string().min(1), amount: z.coerce.number(), currency: z.string(), receipt: z.string().nullish(), status: z.string() });
const paymentShape = z.object({
  id: z.string().min(1),
  order_id: z.string().nullish(),
  amount: z.coerce.number(),
  currency: z.string(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  amount_refunded: z.coerce.number().nullish(),
  error_description: z.string().nullish(),
  method: z.string().max(40).nullish(),
  vpa: z.string().max(255).nullish(),
});
const refundShape = z.object({ id: z.string().min(1), payment_id: z.string(), amount: z.coerce.number(), currency: z.string(), status: z.string() });

/** A Razorpay payment entity (API answer or webhook payload) in the gateway's terms; throws when it is not one. */
function toGatewayPayment(raw: unknown): GatewayPayment {
  const p = paymentShape.parse(raw);
  return {
    id: p.id,
    orderId: p.order_id ?? null,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    amountRefunded: p.amount_refunded ?? 0,
    errorDescription: p.error_description ?? null,
    method: p.method ?? null,
    vpa: p.vpa ?? null,
  };
}

const UNREACHABLE = "The payment provider could not be reached. Please try again.";

const webhookShape = z.object({
  event: z.string().max(100),
  payload: z
    .object({ payment: z.object({ entity: z.unknown() }).optional(), order: z.object({ entity: z.unknown() }).optional(), refund: z.object({ entity: z.unknown() }).optional() })
    .loose(),
});
/** The events that mean money arrived for a payment (Razorpay sends several for one payment; settling is idempotent). */
const SETTLING_EVENTS = new Set(["payment.authorized", "payment.captured", "order.paid"]);

/**
 * The webhook events the shop asks for in the Razorpay dashboard (README, "Webhook"): a payment authorized (captured
 * here when its shopper never came back), an order paid, a payment failed, a refund processed or failed. Not
 * payment.captured: Razorpay sends it for the same capture as order.paid, whose payload carries the payment as well
 * (razorpay.com/docs/webhooks/orders, "order.paid vs. payment.captured"), so subscribing to both only doubled every
 * payment's deliveries. One that still comes (an older subscription) settles like the others.
 */
export const RAZORPAY_WEBHOOK_EVENTS = ["payment.authorized", "payment.failed", "order.paid", "refund.processed", "refund.failed"] as const;

export class RazorpayGateway implements PaymentGateway {
  readonly provider = "razorpay";
  readonly displayName = "Razorpay";
  readonly publicKeyId: string;
  readonly checkoutScriptUrl: string;
  readonly #keySecret: string;
  readonly #webhookSecret: string | undefined;
  readonly #timeoutMs: number;
  #baseUrl: string | undefined;
  /** The SDK (with axios underneath) loads with the first call to Razorpay, not when the shop starts. */
  #client: Promise<{ sdk: Razorpay; http: RazorpayHttpClient }> | undefined;

  constructor(options: RazorpayGatewayOptions) {
    this.publicKeyId = options.keyId;
    this.#keySecret = options.keySecret;
    this.#webhookSecret = options.webhookSecret;
    this.#timeoutMs = options.timeoutMs;
    this.checkoutScriptUrl = options.checkoutScriptUrl ?? RAZORPAY_CHECKOUT_SCRIPT;
    if (options.baseUrl) this.useBaseUrl(options.baseUrl);
  }

  /** Points the SDK at another Razorpay API (the offline stand-in). */
  useBaseUrl(baseUrl: string): void {
    this.#baseUrl = baseUrl.replace(/\/+$/, "");
    void this.#client?.then(({ http }) => (http.defaults.baseURL = this.#baseUrl));
  }

  private sdk(): Promise<Razorpay> {
    this.#client ??= import("razorpay").then(({ default: RazorpaySdk }) => {
      const sdk = new RazorpaySdk({ key_id: this.publicKeyId, key_secret: this.#keySecret });
      const http = sdkHttpClient(sdk);
      http.defaults.timeout = this.#timeoutMs;
      // Never through an HTTP(S)_PROXY from the environment: the stand-in is on loopback, Razorpay is direct.
      http.defaults.proxy = false;
      // Razorpay's API answers, it never redirects: a redirect is a failed call, not one to follow (and without
      // follow-redirects in between, axios uses node's http directly: about 5 % of a checkout's CPU in W5's profile).
      http.defaults.maxRedirects = 0;
      http.defaults.httpAgent = new HttpAgent(KEEP_ALIVE);
      http.defaults.httpsAgent = new HttpsAgent(KEEP_ALIVE);
      // Each call over node's http on those agents, not through axios's general adapter (razorpay-transport.ts).
      http.defaults.adapter = razorpayTransport({ httpAgent: http.defaults.httpAgent, httpsAgent: http.defaults.httpsAgent });
      http.interceptors.response.use(undefined, networkErrorsAsResponses);
      if (this.#baseUrl) http.defaults.baseURL = this.#baseUrl;
      return { sdk, http };
    });
    return this.#client.then(({ sdk }) => sdk);
  }

  async createOrder(request: CreateOrderRequest): Promise<GatewayOrder> {
    const order = await this.call("orders.create", async () =>
      (await this.sdk()).orders.create({ amount: request.amountPaise, currency: request.currency, receipt: request.receipt, notes: request.notes }),
    );
    const o = this.shape("orders.create", orderShape, order);
    return { id: o.id, amount: o.amount, currency: o.currency, receipt: o.receipt ?? null, status: o.status };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    this.checkPaymentId(paymentId);
    const payment = await this.call("payments.fetch", async () => (await this.sdk()).payments.fetch(paymentId));
    return this.shape("payments.fetch", { parse: toGatewayPayment }, payment);
  }

  async capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment> {
    this.checkPaymentId(paymentId);
    const payment = await this.call("payments.capture", async () => (await this.sdk()).payments.capture(paymentId, amountPaise, currency));
    return this.shape("payments.capture", { parse: toGatewayPayment }, payment);
  }

  async refundPayment(paymentId: string, request: { amountPaise?: number; notes?: Record<string, string> } = {}): Promise<GatewayRefund> {
    this.checkPaymentId(paymentId);
    const refund = await this.call("payments.refund", async () =>
      (await this.sdk()).payments.refund(paymentId, { ...(request.amountPaise ? { amount: request.amountPaise } : {}), ...(request.notes ? { notes: request.notes } : {}) }),
    );
    const r = this.shape("payments.refund", refundShape, refund);
    return { id: r.id, paymentId: r.payment_id, amount: r.amount, currency: r.currency, status: r.status };
  }

  verifyCheckoutSignature({ providerOrderId, providerPaymentId, signature }: { providerOrderId: string; providerPaymentId: string; signature: unknown }): boolean {
    if (typeof providerOrderId !== "string" || typeof providerPaymentId !== "string") return false;
    return isValidHmac(this.#keySecret, `${providerOrderId}|${providerPaymentId}`, signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: unknown): boolean {
    if (!Buffer.isBuffer(rawBody)) return false;
    return isValidHmac(this.#webhookSecret, rawBody, signature);
  }

  parseWebhookEvent(rawBody: Buffer): GatewayWebhookEvent {
    const { event, payload } = webhookShape.parse(JSON.parse(rawBody.toString("utf8")));
    if (event === "refund.processed" || event === "refund.failed") {
      const parsed = refundShape.safeParse(payload.refund?.entity);
      const refund = parsed.success ? { id: parsed.data.id, paymentId: parsed.data.payment_id, amount: parsed.data.amount, currency: parsed.data.currency, status: parsed.data.status } : null;
      return { name: event, outcome: "refund", payment: null, refund };
    }
    const outcome = SETTLING_EVENTS.has(event) ? "succeeded" : event === "payment.failed" ? "failed" : "other";
    const payment = outcome === "other" ? null : paymentShape.safeParse(payload.payment?.entity).success ? toGatewayPayment(payload.payment?.entity) : null;
    return { name: event, outcome, payment };
  }

  private checkPaymentId(paymentId: string): void {
    // The id becomes part of the URL path: nothing but Razorpay's shape may get there.
    if (typeof paymentId !== "string" || !PROVIDER_PAYMENT_ID.test(paymentId)) {
      throw new PaymentGatewayError("This is not a valid payment.", { operation: "payment id", failure: "unexpected-response", description: "malformed payment id" });
    }
  }

  private async call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw mapSdkError(operation, error);
    }
  }

  private shape<T>(operation: string, schema: { parse(raw: unknown): T }, raw: unknown): T {
    try {
      return schema.parse(raw);
    } catch {
      throw new PaymentGatewayError(UNREACHABLE, { operation, failure: "unexpected-response", description: "the provider's answer is not what Razorpay sends" });
    }
  }
}

/** Whatever the SDK threw, as a clean PAYMENT_FAILED whose detail (for the logs) says what happened. */
export function mapSdkError(operation: string, error: unknown): PaymentGatewayError {
  const e = error as { statusCode?: unknown; error?: { code?: unknown; description?: unknown; reason?: unknown } } | undefined;
  const status = typeof e?.statusCode === "number" ? e.statusCode : Number.isFinite(Number(e?.statusCode)) ? Number(e?.statusCode) : undefined;
  const providerCode = typeof e?.error?.code === "string" ? e.error.code : undefined;
  const description = typeof e?.error?.description === "string" ? e.error.description.slice(0, 300) : error instanceof Error ? error.message.slice(0, 300) : undefined;
  let failure: GatewayFailure = "provider";
  if (status === 0 || status === undefined) failure = e?.error?.reason === "timeout" ? "timeout" : "network";
  return new PaymentGatewayError(UNREACHABLE, { operation, failure, status, providerCode, description });
}
