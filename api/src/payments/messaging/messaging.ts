/**
 * The messaging port (issue 43): what the shop asks of a phone channel, in its own terms. Two channels: WhatsApp
 * (Meta's WhatsApp Cloud API: approved template messages, with quick-reply buttons) and SMS (MSG91's flow API, with
 * templates registered on India's DLT platform). The real implementations speak the providers' documented wire
 * formats; the sandbox stand-in (sandbox.ts) answers the same requests in-process and sends the same signed webhooks.
 */

export type Channel = "whatsapp" | "sms";

/** One message to send: a template with its body parameters and (WhatsApp) quick-reply buttons. */
export interface OutboundMessage {
  channel: Channel;
  /** 10-digit Indian mobile number (sent as 91 + the number). */
  phone: string;
  template: string;
  params: readonly string[];
  buttons: ReadonlyArray<{ title: string; payload: string }>;
}

/** What a webhook from the channel says, in the shop's terms. */
export type InboundEvent =
  | { type: "status"; providerMessageId: string; status: "sent" | "delivered" | "read" | "failed"; error: string | null }
  | { type: "button"; phone: string; payload: string; contextMessageId: string | null; eventId: string }
  | { type: "text"; phone: string; text: string; eventId: string };

export interface MessagingProvider {
  /** "whatsapp-cloud+msg91" or "sandbox": what the outbox records as the transport. */
  readonly name: string;
  /** Sends one message; resolves with the provider's message id, or throws MessagingError (the outbox retries). */
  send(message: OutboundMessage): Promise<{ providerMessageId: string }>;
  /** Checks X-Hub-Signature-256 of a webhook's raw body against the app secret (constant time). */
  verifySignature(rawBody: Buffer, header: string | undefined): boolean;
  /** The events of a (verified) webhook body. */
  parseWebhook(rawBody: Buffer): InboundEvent[];
  /** The GET subscription check: the challenge to echo, or null when the mode or verify token is wrong. */
  verifySubscription(query: { mode?: unknown; token?: unknown; challenge?: unknown }): string | null;
}

export class MessagingError extends Error {
  constructor(
    message: string,
    /** Whether trying again later may work (network, 5xx, throttling); false for a refused request (bad number, template). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "MessagingError";
  }
}

/** A fetch-shaped function: the real network, or the sandbox answering in-process. */
export type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<{ status: number; text(): Promise<string> }>;

/** Calls a provider with a timeout; a network failure or timeout is a retryable MessagingError. */
export async function callJson(fetchImpl: Fetch, url: string, init: { method: string; headers: Record<string, string>; body?: string }, timeoutMs: number): Promise<{ status: number; json: unknown }> {
  let response: { status: number; text(): Promise<string> };
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new MessagingError(`the provider could not be reached: ${error instanceof Error ? error.message : String(error)}`, true);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json };
}

/** 91 + the ten digits: how both providers want an Indian number. */
export const internationalNumber = (phone: string) => `91${phone.slice(-10)}`;
/** The ten digits of a number the provider sends back (91XXXXXXXXXX). */
export const localNumber = (wa: string) => wa.replace(/\D/g, "").slice(-10);
