import { createHmac, timingSafeEqual } from "node:crypto";
import { payOwedStatement } from "../db/owed-statement.js";
import { DomainError } from "../lib/errors.js";

/** A payment provider's order: what the payment window pays. Amounts in paise. */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

export type GatewayPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

/** One payment attempt at the provider, as the provider reports it. Amounts in paise. */
export interface GatewayPayment {
  id: string;
  orderId: string | null;
  amount: number;
  currency: string;
  status: GatewayPaymentStatus;
  amountRefunded: number;
  errorDescription: string | null;
  /** How it was paid, as the provider names it (Razorpay's payment entity `method`: card, upi, netbanking, wallet…). */
  method: string | null;
  /** The payer's UPI address for a UPI payment (Razorpay's `vpa`). */
  vpa: string | null;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
  status: string;
}

export interface CreateOrderRequest {
  amountPaise: number;
  currency: "INR";
  /** Our order id (at most 40 characters). */
  receipt: string;
  notes: Record<string, string>;
}

/** What a provider's webhook says, in the gateway's terms. */
export interface GatewayWebhookEvent {
  /** The provider's event name, for the logs and the duplicate check. */
  name: string;
  /**
   * "succeeded": money arrived for the payment (settle it); "failed": an attempt failed; "refund": a refund's status
   * settled (processed or failed; see `refund`); "other": nothing to do.
   */
  outcome: "succeeded" | "failed" | "refund" | "other";
  /** The payment the event is about; null for other events, or when the event carries none this shop can read. */
  payment: GatewayPayment | null;
  /** A refund event's refund: its id, payment, amount and status ("processed", "failed"); null otherwise. */
  refund?: GatewayRefund | null;
}

/**
 * A payment provider, as the shop's services use it: they depend on this interface only. Razorpay's implementation
 * (razorpay-gateway.ts, through its SDK) talks to Razorpay or to the offline stand-in, which is a local Razorpay API
 * server, so the same integration code runs in both. Another method (cash on delivery) is another implementation.
 */
export interface PaymentGateway {
  /** Stored with each payment attempt ("razorpay"). */
  readonly provider: string;
  /** How people name it ("Razorpay"), in history notes and emails. */
  readonly displayName: string;
  /** The public key id the payment window is opened with. */
  readonly publicKeyId: string;
  /** The script defining `window.Razorpay`: Razorpay's own, or the stand-in's (same origin). */
  readonly checkoutScriptUrl: string;
  createOrder(request: CreateOrderRequest): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment>;
  /** Refunds `amountPaise` (the whole payment when absent). */
  refundPayment(paymentId: string, request?: { amountPaise?: number; notes?: Record<string, string> }): Promise<GatewayRefund>;
  /** The payment window's signature over `providerOrderId|providerPaymentId`; false (never a throw) for anything malformed. */
  verifyCheckoutSignature(input: { providerOrderId: string; providerPaymentId: string; signature: unknown }): boolean;
  /** A webhook's signature over the raw body; false when no webhook secret is configured. */
  verifyWebhookSignature(rawBody: Buffer, signature: unknown): boolean;
  /** A webhook's body (its signature checked first by the caller); throws when it is not an event of this provider. */
  parseWebhookEvent(rawBody: Buffer): GatewayWebhookEvent;
}

export type GatewayFailure = "network" | "timeout" | "provider" | "unexpected-response";

/**
 * The provider could not do what was asked (unreachable, timed out, refused, or answered nonsense). Safe to show:
 * the message is ours; the provider's details stay in `detail` for the logs.
 */
export class PaymentGatewayError extends DomainError {
  constructor(
    message: string,
    readonly detail: { operation: string; failure: GatewayFailure; status?: number; providerCode?: string; description?: string },
  ) {
    super("PAYMENT_FAILED", message);
    this.name = "PaymentGatewayError";
  }
}

/**
 * Runs a call to the provider on a shopper's or admin's behalf: a PaymentGatewayError is handed to `log` (its
 * detail is for the logs) and answered as PAYMENT_FAILED with `message`, the clear text that caller should read.
 * Other errors pass through unchanged.
 */
export async function callProvider<T>(work: () => Promise<T>, onFailure: { message: string; log: (detail: PaymentGatewayError["detail"]) => void }): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    onFailure.log(error.detail);
    throw new DomainError("PAYMENT_FAILED", onFailure.message);
  }
}

/** Provider ids go into URL paths: only Razorpay's own shape is ever accepted. */
export const PROVIDER_PAYMENT_ID = /^pay_[A-Za-z0-9]{6,40}$/;
export const PROVIDER_ORDER_ID = /^order_[A-Za-z0-9]{6,40}$/;

const LOWER_HEX_SHA256 = /^[0-9a-f]{64}$/;

/** Hex HMAC-SHA256, the way Razorpay signs checkouts and webhooks. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

/** Constant-time check of a lower-case hex HMAC-SHA256; anything that is not 64 lower-case hex digits is refused. */
export function isValidHmac(secret: string | undefined, message: string | Buffer, signature: unknown): boolean {
  if (!secret || typeof signature !== "string" || !LOWER_HEX_SHA256.test(signature)) return false;
  const expected = Buffer.from(hmacHex(secret, message), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The gateway's methods that ask the provider over the network (the others are local: signatures, parsing). */
export const PROVIDER_CALLS: ReadonlySet<PropertyKey> = new Set<PropertyKey>(["createOrder", "fetchPayment", "capturePayment", "refundPayment"] satisfies Array<keyof PaymentGateway>);

/** `gateway` with `around` wrapped about each of its calls to the provider (PROVIDER_CALLS); the others as they are. */
export function aroundProviderCalls(gateway: PaymentGateway, around: <T>(call: () => Promise<T>) => Promise<T>): PaymentGateway {
  return new Proxy(gateway, {
    get(target, name) {
      const member: unknown = Reflect.get(target, name, target);
      if (typeof member !== "function") return member;
      const call = (member as (...args: unknown[]) => Promise<unknown>).bind(target);
      return PROVIDER_CALLS.has(name) ? (...args: unknown[]) => around(() => call(...args)) : call;
    },
  });
}

/**
 * The gateway whose calls to the provider wait for what the request owes the database first (an idempotency key's
 * claim riding with the request's first statement, db/owed-statement.ts): nothing leaves for the provider unclaimed.
 */
export function claimingBeforeCalls(gateway: PaymentGateway): PaymentGateway {
  return aroundProviderCalls(gateway, async (call) => {
    await payOwedStatement();
    return call();
  });
}
