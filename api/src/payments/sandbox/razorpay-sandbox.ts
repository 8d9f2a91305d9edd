import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { Agent as HttpAgent, request as httpRequest, type Server } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";
import express, { type NextFunction, type Request, type Response, Router } from "express";
import { createHttpServer } from "../../lib/http-server.js";
import { hmacHex } from "../gateway.js";
import { RAZORPAY_WEBHOOK_EVENTS } from "../razorpay-gateway.js";
import { sandboxCheckoutScript } from "./checkout-script.js";
import { MemorySandboxStore, type SandboxStore, type SandboxTx } from "./sandbox-store.js";

/**
 * An offline Razorpay: the parts of its Orders and Payments API the shop uses, with Razorpay's JSON, limits and
 * error shapes, Basic auth with a key id and secret. Its orders, payments and refunds live in a SandboxStore:
 * PostgreSQL in the app (every replica sees the same payments), memory when run alone. The shop's Razorpay gateway talks to it
 * over HTTP exactly as it talks to api.razorpay.com. It also plays the browser-side checkout (Pay / Fail, signed
 * here with the key secret) and can deliver signed webhooks.
 *
 * Used in the app when no Razorpay keys are configured (mounted at /__sandbox/razorpay; refused in production),
 * and by the tests as a server of its own on an ephemeral port, where faults can be injected.
 */

export interface SandboxOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface SandboxPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  description: string | null;
  card_id: string | null;
  /** Netbanking: the bank's code (HDFC, ICIC, SBIN…). */
  bank: string | null;
  /** Wallet: its name (paytm, phonepe…). */
  wallet: string | null;
  /** UPI: the payer's virtual payment address (name@okbank). */
  vpa: string | null;
  email: string;
  contact: string;
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, unknown>;
  created_at: number;
}

export interface SandboxRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: { arn: null };
  created_at: number;
  batch_id: null;
  /** Razorpay: pending until the bank confirms, then processed or failed (refund.processed / refund.failed webhooks). */
  status: "pending" | "processed" | "failed";
  speed_processed: "normal";
  speed_requested: "normal";
}

export type SandboxOperation = "orders.create" | "orders.fetch" | "payments.fetch" | "payments.capture" | "payments.refund";

/**
 * A fault to play on the next matching API call(s): an error status (5xx…), a non-JSON body, no answer at all, or the
 * right answer late (`slow`, after `delayMs`: a provider having a bad minute).
 */
export interface SandboxFault {
  operation: SandboxOperation | "*";
  kind: "status" | "hang" | "slow";
  status?: number;
  /** How long a `slow` answer is held back. */
  delayMs?: number;
  /** Raw body instead of Razorpay's error JSON (e.g. a proxy's HTML page). */
  body?: string;
  /** How many calls it applies to (default 1). */
  times?: number;
}

/** The methods Razorpay Checkout offers that the stand-in acts out (its payment entity's `method`). */
export const SANDBOX_METHODS = ["card", "upi", "netbanking", "wallet"] as const;
export type SandboxMethod = (typeof SANDBOX_METHODS)[number];

/** How the shopper paid in the window: the method and what it needs (a VPA for UPI, a bank, a wallet). */
export interface SandboxPaymentDetails {
  method?: SandboxMethod;
  vpa?: string;
  bank?: string;
  wallet?: string;
}

/**
 * A UPI virtual payment address (NPCI's format: a handle, @, a payment service provider's name). Razorpay's test
 * mode fails `failure@razorpay`; the stand-in does the same for any VPA whose handle is `failure`.
 */
const VPA = /^[a-zA-Z0-9][a-zA-Z0-9.\-_]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
const NETBANKING_BANKS = new Set(["HDFC", "ICIC", "SBIN", "UTIB", "KKBK", "PUNB", "BARB"]);
const WALLETS = new Set(["paytm", "phonepe", "amazonpay", "mobikwik", "freecharge", "airtelmoney"]);

/** The webhook events the stand-in can send. */
export const WEBHOOK_EVENT_NAMES = ["payment.authorized", "payment.captured", "payment.failed", "order.paid", "refund.processed", "refund.failed"] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENT_NAMES)[number];

export interface WebhookDelivery {
  eventId: string;
  event: WebhookEventName;
  status: number | "error";
}

export interface RazorpaySandboxOptions {
  keyId: string;
  keySecret: string;
  /** Signs webhooks; without it none are sent. */
  webhookSecret?: string;
  /** Where webhooks go; settable later (`webhookUrl`). */
  webhookUrl?: string;
  /** Send the subscribed events (order.paid, payment.failed, refund.processed…) by themselves, as Razorpay does (default false). */
  autoDeliverWebhooks?: boolean;
  /** The events the merchant subscribed to in the dashboard: only these are sent by themselves (default: the shop's). */
  webhookEvents?: readonly WebhookEventName[];
  /** Where the browser script reaches this stand-in's /checkout/* endpoints (default: same origin, no prefix). */
  scriptApiBase?: string;
  onWebhookError?: (error: unknown) => void;
  /** Where orders, payments and refunds are kept (default: this process's memory). */
  store?: SandboxStore;
}

type RazorpayErrorBody = { error: { code: string; description: string; source: string; step: string; reason: string; metadata: Record<string, unknown>; field: string | null } };

class SandboxHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.error.description);
  }
}

function badRequest(description: string, field: string | null = null, reason = "input_validation_failed"): SandboxHttpError {
  return new SandboxHttpError(400, {
    error: { code: "BAD_REQUEST_ERROR", description, source: "business", step: "payment_initiation", reason, metadata: {}, field },
  });
}

const AUTH_FAILED: RazorpayErrorBody = {
  error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed", source: "NA", step: "NA", reason: "NA", metadata: {}, field: null },
};
const SERVER_ERROR: RazorpayErrorBody = {
  error: { code: "SERVER_ERROR", description: "The server encountered an error. The incident has been reported to admins.", source: "NA", step: "NA", reason: "NA", metadata: {}, field: null },
};
const NOT_FOUND: RazorpayErrorBody = {
  error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server.", source: "NA", step: "NA", reason: "NA", metadata: {}, field: null },
};

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Razorpay-shaped ids: a prefix and 14 letters and digits. */
function newId(prefix: string): string {
  const bytes = randomBytes(14);
  let id = "";
  for (const b of bytes) id += ALPHANUMERIC[b % ALPHANUMERIC.length];
  return `${prefix}_${id}`;
}

/** What Razorpay says when a payment by each method fails (error_description and error_reason of the payment entity). */
const FAILURES: Record<SandboxMethod, { error_description: string; error_reason: string }> = {
  card: { error_description: "Your payment could not be completed as this business accepts domestic (Indian) card payments only.", error_reason: "payment_failed" },
  upi: { error_description: "Payment was unsuccessful as the UPI app declined the request. Try paying with another UPI app or method.", error_reason: "payment_declined" },
  netbanking: { error_description: "Your payment didn't go through as it was declined by the bank. Try another payment method or contact your bank.", error_reason: "payment_declined" },
  wallet: { error_description: "Payment failed because of insufficient balance in the wallet. Try another payment method.", error_reason: "insufficient_balance" },
};

const SUPPORTED_CURRENCIES = new Set(["INR", "USD", "EUR", "GBP", "SGD", "AED"]);
const unix = () => Math.floor(Date.now() / 1000);
const sha256 = (s: string) => createHash("sha256").update(s).digest();

export class RazorpaySandbox {
  readonly keyId: string;
  readonly #keySecret: string;
  readonly #webhookSecret: string | undefined;
  webhookUrl: string | undefined;
  autoDeliverWebhooks: boolean;
  /** The dashboard's subscription: the events sent by themselves (tests may subscribe to others). */
  webhookEvents: ReadonlySet<WebhookEventName>;
  readonly store: SandboxStore;
  /** What this instance sent and was asked (test observations, so per process, not shared state). */
  readonly webhookDeliveries: WebhookDelivery[] = [];
  /** Every API request, in order (operation and HTTP status), for tests to see what the shop asked. */
  readonly requests: Array<{ operation: string; status: number }> = [];
  readonly router: Router;
  readonly checkoutScript: string;
  /**
   * How a new refund starts: "processed" at once (instant refunds; refund.processed is sent), or "pending" until a
   * test settles it with `settleRefund` (Razorpay's normal speed), which sends refund.processed or refund.failed.
   */
  refundOutcome: "processed" | "pending" = "processed";
  private faults: SandboxFault[] = [];
  private hung = new Set<Response>();
  private pendingDeliveries = new Set<Promise<unknown>>();
  /**
   * Webhooks go out over node:http with kept-alive connections, not fetch: in the bench the stand-in shares the shop's
   * two cores (the real provider does not), and with fetch (undici and its web streams, a quarter of its profile) it
   * took 4.0 CPU-ms a checkout, 2.5 without (W5, two webhooks a checkout).
   */
  private readonly webhookAgents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
  private closed = false;
  private readonly onWebhookError: (error: unknown) => void;

  constructor(options: RazorpaySandboxOptions) {
    this.keyId = options.keyId;
    this.#keySecret = options.keySecret;
    this.#webhookSecret = options.webhookSecret;
    this.webhookUrl = options.webhookUrl;
    this.autoDeliverWebhooks = options.autoDeliverWebhooks ?? false;
    this.webhookEvents = new Set(options.webhookEvents ?? RAZORPAY_WEBHOOK_EVENTS);
    this.onWebhookError = options.onWebhookError ?? (() => {});
    this.store = options.store ?? new MemorySandboxStore();
    this.checkoutScript = sandboxCheckoutScript(options.scriptApiBase ?? "");
    this.router = this.buildRouter();
  }

  // ---- test controls ----

  /** Plays a fault on the next matching API call(s). */
  injectFault(fault: SandboxFault): void {
    this.faults.push({ times: 1, ...fault });
  }

  clearFaults(): void {
    this.faults = [];
  }

  /** An order as the stand-in keeps it. */
  findOrder(id: string): Promise<SandboxOrder | undefined> {
    return this.store.atomically((tx) => tx.order(id));
  }

  /** A payment as the stand-in keeps it. */
  findPayment(id: string): Promise<SandboxPayment | undefined> {
    return this.store.atomically((tx) => tx.payment(id));
  }

  /** The payments made for an order. */
  paymentsOf(orderId: string): Promise<SandboxPayment[]> {
    return this.store.atomically((tx) => tx.paymentsOfOrder(orderId));
  }

  /** The refunds of a payment. */
  refundsOf(paymentId: string): Promise<SandboxRefund[]> {
    return this.store.atomically((tx) => tx.refundsOfPayment(paymentId));
  }

  /** Changes what the stand-in reports for a payment (e.g. another amount), to play a provider that disagrees. */
  async alterPayment(paymentId: string, changes: Partial<Pick<SandboxPayment, "amount" | "currency" | "status" | "order_id">>): Promise<void> {
    await this.store.atomically(async (tx) => {
      const payment = await tx.payment(paymentId);
      if (!payment) throw new Error(`no sandbox payment ${paymentId}`);
      await tx.savePayment(Object.assign(payment, changes));
    });
  }

  /**
   * The bank's answer to a pending refund: processed, or failed (its amount is no longer refunded on the payment).
   * Sends refund.processed / refund.failed, signed, to the webhook URL; resolves with the shop's HTTP status.
   */
  async settleRefund(refundId: string, outcome: "processed" | "failed"): Promise<{ status: number; eventId: string; text: string }> {
    const { refund, payment } = await this.store.atomically(async (tx) => {
      const payment = (await tx.paymentsOfRefund(refundId))[0];
      if (!payment) throw new Error(`no sandbox refund ${refundId}`);
      const refund = (await tx.refundsOfPayment(payment.id)).find((r) => r.id === refundId)!;
      if (refund.status !== "pending") throw new Error(`sandbox refund ${refundId} is ${refund.status}, not pending`);
      refund.status = outcome;
      await tx.saveRefund(refund);
      if (outcome === "failed") {
        payment.amount_refunded -= refund.amount;
        payment.refund_status = payment.amount_refunded > 0 ? "partial" : null;
        if (payment.status === "refunded") payment.status = "captured";
        await tx.savePayment(payment);
      }
      return { refund, payment };
    });
    return this.sendWebhook(outcome === "processed" ? "refund.processed" : "refund.failed", payment.id, { body: JSON.stringify(this.refundEvent(outcome === "processed" ? "refund.processed" : "refund.failed", refund, payment)) });
  }

  /** A refund webhook event as Razorpay builds it: the refund and its payment. */
  refundEvent(event: "refund.processed" | "refund.failed", refund: SandboxRefund, payment: SandboxPayment): Record<string, unknown> {
    return {
      entity: "event",
      account_id: "acc_Sandbox0000000",
      event,
      contains: ["refund", "payment"],
      payload: { refund: { entity: refund }, payment: { entity: payment } },
      created_at: unix(),
    };
  }

  /** Checks what the window sent for a method, as Razorpay's checkout does before it starts a payment. */
  private static details(raw: SandboxPaymentDetails | Record<string, unknown> = {}): SandboxPaymentDetails {
    const method = raw.method === undefined || raw.method === null || raw.method === "" ? "card" : raw.method;
    if (!(SANDBOX_METHODS as readonly unknown[]).includes(method)) throw badRequest("Invalid payment method", "method");
    if (method === "upi") {
      const vpa = typeof raw.vpa === "string" ? raw.vpa.trim() : "";
      if (!VPA.test(vpa)) throw badRequest("Invalid VPA. Please enter a valid Virtual Payment Address", "vpa", "invalid_vpa");
      return { method, vpa };
    }
    if (method === "netbanking") {
      const bank = typeof raw.bank === "string" ? raw.bank.trim().toUpperCase() : "";
      if (!NETBANKING_BANKS.has(bank)) throw badRequest("Invalid bank code", "bank");
      return { method, bank };
    }
    if (method === "wallet") {
      const wallet = typeof raw.wallet === "string" ? raw.wallet.trim().toLowerCase() : "";
      if (!WALLETS.has(wallet)) throw badRequest("Invalid wallet", "wallet");
      return { method, wallet };
    }
    return { method: "card" };
  }

  /**
   * The window's Pay button: `pay`, except that a UPI payment from a VPA whose handle is `failure` is declined
   * (Razorpay's test mode fails `failure@razorpay`): a failed payment, answered like Fail with Razorpay's error shape.
   */
  async checkoutPay(orderId: string, raw: Record<string, unknown>) {
    const details = RazorpaySandbox.details(raw);
    if (details.method === "upi" && details.vpa!.toLowerCase().startsWith("failure@")) return this.fail(orderId, details);
    return this.pay(orderId, details);
  }

  /** An authorized payment for the order by the chosen method (card by default) and the signature the browser gets. */
  async pay(orderId: string, raw: SandboxPaymentDetails | Record<string, unknown> = {}): Promise<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }> {
    const details = RazorpaySandbox.details(raw);
    const payment = await this.store.atomically(async (tx) => {
      const order = await tx.order(orderId);
      if (!order) throw badRequest("The id provided does not exist", "order_id");
      if (order.status === "paid") throw badRequest("Order has already been paid", "order_id", "order_already_paid");
      return this.newPayment(tx, order, "authorized", {}, details);
    });
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: orderId,
      razorpay_signature: hmacHex(this.#keySecret, `${orderId}|${payment.id}`),
    };
  }

  /** The checkout's Fail: a failed payment, answered with Razorpay's error shape (what `payment.failed` handlers get). */
  async fail(orderId: string, raw: SandboxPaymentDetails | Record<string, unknown> = {}): Promise<RazorpayErrorBody> {
    const details = RazorpaySandbox.details(raw);
    const payment = await this.store.atomically(async (tx) => {
      const order = await tx.order(orderId);
      if (!order) throw badRequest("The id provided does not exist", "order_id");
      return this.newPayment(tx, order, "failed", { error_code: "BAD_REQUEST_ERROR", error_source: "customer", error_step: "payment_authorization", ...FAILURES[details.method ?? "card"] }, details);
    });
    this.autoDeliver("payment.failed", payment.id);
    return {
      error: {
        code: payment.error_code!,
        description: payment.error_description!,
        source: payment.error_source!,
        step: payment.error_step!,
        reason: payment.error_reason!,
        metadata: { payment_id: payment.id, order_id: orderId },
        field: null,
      },
    };
  }

  /** A webhook event as Razorpay builds it, for a payment (and its order). */
  async webhookEvent(event: WebhookEventName, paymentId: string): Promise<Record<string, unknown>> {
    const { payment, order } = await this.store.atomically(async (tx) => {
      const payment = await tx.payment(paymentId);
      if (!payment) throw new Error(`no sandbox payment ${paymentId}`);
      return { payment, order: await tx.order(payment.order_id) };
    });
    const payload: Record<string, unknown> = { payment: { entity: payment } };
    if (event === "order.paid" && order) payload.order = { entity: order };
    return {
      entity: "event",
      account_id: "acc_Sandbox0000000",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: unix(),
    };
  }

  /** Signs and POSTs a webhook to `webhookUrl` (or `url`); resolves with the shop's HTTP status. */
  async sendWebhook(
    event: WebhookEventName,
    paymentId: string,
    options: { eventId?: string; url?: string; body?: string; signature?: string | null } = {},
  ): Promise<{ status: number; eventId: string; text: string }> {
    const url = options.url ?? this.webhookUrl;
    if (!url) throw new Error("no webhook URL configured");
    const body = options.body ?? JSON.stringify(await this.webhookEvent(event, paymentId));
    const eventId = options.eventId ?? newId("evt");
    const headers: Record<string, string> = { "content-type": "application/json", "x-razorpay-event-id": eventId, "user-agent": "Razorpay-Webhook/v1" };
    const signature = options.signature === undefined ? (this.#webhookSecret ? hmacHex(this.#webhookSecret, body) : undefined) : options.signature;
    if (signature) headers["x-razorpay-signature"] = signature;
    const response = await this.post(url, headers, body);
    this.webhookDeliveries.push({ eventId, event, status: response.status });
    return { ...response, eventId };
  }

  /** POSTs `body` and resolves with the answer's status and text; fails after 10 s without an answer, as Razorpay gives up. */
  private post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
    const target = new URL(url);
    const secure = target.protocol === "https:";
    return new Promise((resolve, reject) => {
      const request = (secure ? httpsRequest : httpRequest)(
        target,
        { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, agent: secure ? this.webhookAgents.https : this.webhookAgents.http, timeout: 10_000 },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
          response.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error(`webhook to ${url}: no answer in 10 s`)));
      request.on("error", reject);
      request.end(body);
    });
  }

  /** Waits for webhooks sent by themselves so far. */
  async settled(): Promise<void> {
    while (this.pendingDeliveries.size) await Promise.allSettled([...this.pendingDeliveries]);
  }

  /** Stops delivering webhooks and ends requests held by a `hang` fault. */
  async close(): Promise<void> {
    this.closed = true;
    for (const res of this.hung) res.destroy();
    this.hung.clear();
    await this.settled();
    this.webhookAgents.http.destroy();
    this.webhookAgents.https.destroy();
  }

  // ---- state changes ----

  private async newPayment(
    tx: SandboxTx,
    order: SandboxOrder,
    status: "authorized" | "failed",
    errors: Partial<SandboxPayment> = {},
    details: SandboxPaymentDetails = {},
  ): Promise<SandboxPayment> {
    const method = details.method ?? "card";
    const payment: SandboxPayment = {
      id: newId("pay"),
      entity: "payment",
      amount: order.amount_due > 0 ? order.amount_due : order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: "Razorpay sandbox payment",
      card_id: method === "card" ? newId("card") : null,
      bank: method === "netbanking" ? (details.bank ?? null) : null,
      wallet: method === "wallet" ? (details.wallet ?? null) : null,
      vpa: method === "upi" ? (details.vpa ?? null) : null,
      email: "void@razorpay.com",
      contact: "+919999999999",
      notes: [],
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: {},
      created_at: unix(),
      ...errors,
    };
    await tx.savePayment(payment);
    order.attempts += 1;
    if (order.status === "created") order.status = "attempted";
    await tx.saveOrder(order);
    return payment;
  }

  private async createOrder(body: Record<string, unknown>): Promise<SandboxOrder> {
    const { amount, currency, receipt, notes } = body;
    if (amount === undefined || amount === null || amount === "") throw badRequest("The amount field is required.", "amount");
    if (typeof amount !== "number" || !Number.isInteger(amount)) throw badRequest("The amount must be an integer.", "amount");
    if (amount < 100) throw badRequest("The amount must be atleast INR 1.00", "amount");
    if (currency === undefined || currency === null || currency === "") throw badRequest("The currency field is required.", "currency");
    if (typeof currency !== "string" || !SUPPORTED_CURRENCIES.has(currency)) throw badRequest("Currency is not supported", "currency");
    if (receipt !== undefined && receipt !== null && (typeof receipt !== "string" || receipt.length > 40)) {
      throw badRequest("The receipt may not be greater than 40 characters.", "receipt");
    }
    let cleanNotes: Record<string, string> | [] = [];
    if (notes !== undefined && notes !== null) {
      if (typeof notes !== "object" || Array.isArray(notes)) throw badRequest("The notes must be an array.", "notes");
      const entries = Object.entries(notes as Record<string, unknown>);
      if (entries.length > 15) throw badRequest("Number of notes cannot be more than 15", "notes");
      for (const [, value] of entries) {
        if (String(value).length > 256) throw badRequest("Notes value length cannot be more than 256 characters", "notes");
      }
      if (entries.length) cleanNotes = Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
    }
    const order: SandboxOrder = {
      id: newId("order"),
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: typeof receipt === "string" ? receipt : null,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: cleanNotes,
      created_at: unix(),
    };
    await this.store.atomically((tx) => tx.saveOrder(order));
    return order;
  }

  private static async existing<T>(found: Promise<T | undefined>): Promise<T> {
    const record = await found;
    if (!record) throw badRequest("The id provided does not exist", "id");
    return record;
  }

  private async capture(id: string, body: Record<string, unknown>): Promise<SandboxPayment> {
    const { payment, order } = await this.store.atomically(async (tx) => {
      const payment = await RazorpaySandbox.existing(tx.payment(id));
      return { payment: await this.captureIn(tx, payment, body), order: await tx.order(payment.order_id) };
    });
    // Sent once the capture is committed, so a replica handling the webhook finds it.
    this.autoDeliver("payment.captured", payment.id);
    if (order?.status === "paid") this.autoDeliver("order.paid", payment.id);
    return payment;
  }

  private async captureIn(tx: SandboxTx, payment: SandboxPayment, body: Record<string, unknown>): Promise<SandboxPayment> {
    if (body.amount === undefined || body.amount === null) throw badRequest("The amount field is required.", "amount");
    if (payment.status === "captured" || payment.status === "refunded") throw badRequest("This payment has already been captured", null, "payment_already_captured");
    if (payment.status !== "authorized") throw badRequest("Only payments which have been authorized and not yet captured can be captured", null, "payment_not_authorized");
    if (Number(body.amount) !== payment.amount) throw badRequest("Capture amount must be equal to the amount authorized", "amount");
    if (body.currency !== undefined && body.currency !== payment.currency) throw badRequest("Currency should be same as payment currency", "currency");
    payment.status = "captured";
    payment.captured = true;
    payment.fee = Math.round(payment.amount * 0.02);
    payment.tax = Math.round(payment.fee * 0.18);
    await tx.savePayment(payment);
    const order = await tx.order(payment.order_id);
    if (order) {
      order.amount_paid += payment.amount;
      order.amount_due = Math.max(0, order.amount - order.amount_paid);
      if (order.amount_due === 0) order.status = "paid";
      await tx.saveOrder(order);
    }
    return payment;
  }

  private async refund(id: string, body: Record<string, unknown>): Promise<SandboxRefund> {
    const { refund, payment } = await this.store.atomically(async (tx) => {
      const payment = await RazorpaySandbox.existing(tx.payment(id));
      return { refund: await this.refundIn(tx, payment, body), payment };
    });
    // Like Razorpay: an instant refund's refund.processed comes after the answer.
    if (refund.status === "processed") this.autoDeliver("refund.processed", payment.id, JSON.stringify(this.refundEvent("refund.processed", refund, payment)));
    return refund;
  }

  private async refundIn(tx: SandboxTx, payment: SandboxPayment, body: Record<string, unknown>): Promise<SandboxRefund> {
    if (payment.status !== "captured" && payment.status !== "refunded") throw badRequest("The payment has not been captured yet", null, "payment_not_captured");
    const remaining = payment.amount - payment.amount_refunded;
    if (remaining <= 0) throw badRequest("The payment has been fully refunded already", null, "payment_fully_refunded");
    const amount = body.amount === undefined || body.amount === null ? remaining : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 100) throw badRequest("The amount must be atleast INR 1.00", "amount");
    if (amount > remaining) throw badRequest("The refund amount provided is greater than amount captured", "amount");
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? "full" : "partial";
    if (payment.refund_status === "full") payment.status = "refunded";
    const refund: SandboxRefund = {
      id: newId("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: body.notes && typeof body.notes === "object" ? (body.notes as Record<string, string>) : [],
      receipt: typeof body.receipt === "string" ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: unix(),
      batch_id: null,
      status: this.refundOutcome,
      speed_processed: "normal",
      speed_requested: "normal",
    };
    await tx.savePayment(payment);
    await tx.saveRefund(refund);
    return refund;
  }

  private autoDeliver(event: WebhookEventName, paymentId: string, body?: string): void {
    if (!this.autoDeliverWebhooks || !this.webhookUrl || !this.#webhookSecret || this.closed || !this.webhookEvents.has(event)) return;
    // Like Razorpay: after the answer, from elsewhere; a failure only shows in the deliveries list.
    const delivery = new Promise((resolve) => setImmediate(resolve))
      .then(() => (this.closed ? undefined : this.sendWebhook(event, paymentId, body === undefined ? {} : { body })))
      .catch((error: unknown) => {
        this.webhookDeliveries.push({ eventId: "", event, status: "error" });
        this.onWebhookError(error);
      })
      .finally(() => this.pendingDeliveries.delete(delivery));
    this.pendingDeliveries.add(delivery);
  }

  // ---- HTTP ----

  private authenticated(req: Request): boolean {
    const header = req.headers.authorization ?? "";
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
    if (!match) return false;
    const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
    const expected = `${this.keyId}:${this.#keySecret}`;
    return timingSafeEqual(sha256(decoded), sha256(expected));
  }

  private buildRouter(): Router {
    const router = Router();
    router.use(express.json({ limit: "100kb" }));

    /** An API call: Basic auth, injected faults, then the handler; errors in Razorpay's shape. */
    const api =
      (operation: SandboxOperation, handler: (req: Request) => unknown) =>
      async (req: Request, res: Response): Promise<void> => {
        const record = (status: number) => this.requests.push({ operation, status });
        if (!this.authenticated(req)) {
          record(401);
          res.status(401).json(AUTH_FAILED);
          return;
        }
        const fault = this.faults.find((f) => f.operation === operation || f.operation === "*");
        if (fault?.kind === "slow") {
          fault.times = (fault.times ?? 1) - 1;
          if (fault.times <= 0) this.faults.splice(this.faults.indexOf(fault), 1);
          await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 1000));
        } else if (fault) {
          fault.times = (fault.times ?? 1) - 1;
          if (fault.times <= 0) this.faults.splice(this.faults.indexOf(fault), 1);
          if (fault.kind === "hang") {
            record(0);
            this.hung.add(res);
            res.on("close", () => this.hung.delete(res));
            return;
          }
          const status = fault.status ?? 500;
          record(status);
          if (fault.body !== undefined) res.status(status).type("text/html").send(fault.body);
          else res.status(status).json(SERVER_ERROR);
          return;
        }
        try {
          const body = await handler(req);
          record(200);
          res.json(body);
        } catch (error) {
          if (!(error instanceof SandboxHttpError)) throw error;
          record(error.status);
          res.status(error.status).json(error.body);
        }
      };
    const body = (req: Request): Record<string, unknown> => (req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {});
    const order = (id: string) => RazorpaySandbox.existing(this.findOrder(id));

    router.post(
      "/v1/orders",
      api("orders.create", (req) => this.createOrder(body(req))),
    );
    router.get(
      "/v1/orders/:id",
      api("orders.fetch", (req) => order(String(req.params.id))),
    );
    router.get(
      "/v1/orders/:id/payments",
      api("orders.fetch", async (req) => {
        const items = await this.store.atomically(async (tx) => tx.paymentsOfOrder((await RazorpaySandbox.existing(tx.order(String(req.params.id)))).id));
        return { entity: "collection", count: items.length, items };
      }),
    );
    router.get(
      "/v1/payments/:id",
      api("payments.fetch", (req) => RazorpaySandbox.existing(this.findPayment(String(req.params.id)))),
    );
    router.post(
      "/v1/payments/:id/capture",
      api("payments.capture", (req) => this.capture(String(req.params.id), body(req))),
    );
    router.post(
      "/v1/payments/:id/refund",
      api("payments.refund", (req) => this.refund(String(req.params.id), body(req))),
    );

    // The browser's side: identified by the public key id only, like Razorpay's checkout.
    const checkout =
      (handler: (body: Record<string, unknown>, req: Request) => unknown) =>
      async (req: Request, res: Response): Promise<void> => {
        const b = body(req);
        const keyId = b.key_id ?? req.query.key_id;
        if (keyId !== this.keyId) {
          res.status(401).json(AUTH_FAILED);
          return;
        }
        try {
          res.json(await handler(b, req));
        } catch (error) {
          if (!(error instanceof SandboxHttpError)) throw error;
          res.status(error.status).json(error.body);
        }
      };
    router.get(
      "/checkout/orders/:id",
      checkout(async (_b, req) => {
        const o = await order(String(req.params.id));
        return { id: o.id, amount: o.amount, currency: o.currency, status: o.status };
      }),
    );
    router.post(
      "/checkout/pay",
      checkout((b) => this.checkoutPay(String(b.order_id ?? ""), b)),
    );
    router.post(
      "/checkout/fail",
      checkout((b) => this.fail(String(b.order_id ?? ""), b)),
    );
    router.get("/sandbox/checkout.js", (_req, res) => this.sendScript(res));

    router.use((_req: Request, res: Response) => {
      res.status(404).json(NOT_FOUND);
    });
    router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
      const status = (error as { status?: number }).status;
      if (status && status >= 400 && status < 500) {
        res.status(status).json({ error: { ...NOT_FOUND.error, description: "The request body could not be read", reason: "input_validation_failed" } });
        return;
      }
      res.status(500).json(SERVER_ERROR);
    });
    return router;
  }

  /** Serves the checkout script (`GET /sandbox/checkout.js`). */
  sendScript(res: Response): void {
    res.set("Cache-Control", "no-cache").type("application/javascript; charset=utf-8").send(this.checkoutScript);
  }
}

export interface RunningSandbox {
  sandbox: RazorpaySandbox;
  /** The test keys, to configure the app under test with (RAZORPAY_KEY_ID / _SECRET / _WEBHOOK_SECRET). */
  keys: { keyId: string; keySecret: string; webhookSecret: string };
  url: string;
  port: number;
  /** Stops answering: connections are refused until `resume()` (state is kept). */
  suspend(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** The stand-in as a server of its own on a loopback port (tests). Keys are generated unless given. */
export async function startRazorpaySandboxServer(options: Partial<RazorpaySandboxOptions> & { port?: number } = {}): Promise<RunningSandbox> {
  const keys = {
    keyId: options.keyId ?? `rzp_test_sandbox${randomBytes(4).toString("hex")}`,
    keySecret: options.keySecret ?? randomBytes(24).toString("base64url"),
    webhookSecret: options.webhookSecret ?? randomBytes(24).toString("base64url"),
  };
  const sandbox = new RazorpaySandbox({ ...options, ...keys });
  const app = express();
  app.disable("x-powered-by");
  app.use(sandbox.router);
  let server: Server = createHttpServer(app);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const port = await listen(options.port ?? 0);
  return {
    sandbox,
    keys,
    url: `http://127.0.0.1:${port}`,
    port,
    suspend: stop,
    async resume() {
      server = createHttpServer(app);
      await listen(port);
    },
    async close() {
      await sandbox.close();
      if (server.listening) await stop();
    },
  };
}
