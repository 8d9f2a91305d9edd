import { createHmac, timingSafeEqual } from "node:crypto";
import { callJson, type Fetch, type InboundEvent, internationalNumber, localNumber, MessagingError, type OutboundMessage } from "./messaging.js";

/**
 * Meta's WhatsApp Cloud API, as documented (developers.facebook.com/docs/whatsapp/cloud-api):
 * - send: `POST {base}/{phone-number-id}/messages`, `Authorization: Bearer <token>`, body
 *   `{messaging_product: "whatsapp", to, type: "template", template: {name, language: {code}, components}}` with a body
 *   component of text parameters and one `button` component (`sub_type: "quick_reply"`, its `payload`) per button;
 *   answer `{messaging_product, contacts: [{input, wa_id}], messages: [{id: "wamid…"}]}`, or `{error: {message, type,
 *   code, fbtrace_id}}` with a 4xx/5xx status;
 * - webhooks: `POST` with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`, body
 *   `{object: "whatsapp_business_account", entry: [{id, changes: [{field: "messages", value: {metadata, contacts,
 *   messages: [{from, id, timestamp, type: "button", button: {payload, text}, context: {id}}], statuses: [{id, status,
 *   recipient_id, errors}]}}]}]}`;
 * - subscription check: `GET ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`, answered with the challenge.
 */
export interface WhatsAppCloudOptions {
  apiBase: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  language: string;
  timeoutMs: number;
  fetch: Fetch;
}

/** The Cloud API's template request for a message. */
export function templateRequest(message: OutboundMessage, language: string) {
  const components: unknown[] = [];
  if (message.params.length) components.push({ type: "body", parameters: message.params.map((text) => ({ type: "text", text })) });
  message.buttons.forEach((button, index) => components.push({ type: "button", sub_type: "quick_reply", index: String(index), parameters: [{ type: "payload", payload: button.payload }] }));
  return { messaging_product: "whatsapp", recipient_type: "individual", to: internationalNumber(message.phone), type: "template", template: { name: message.template, language: { code: language }, components } };
}

export function signWhatsAppBody(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

export function verifyWhatsAppSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(signWhatsAppBody(rawBody, appSecret).slice(7), "hex");
  const given = Buffer.from(header.slice(7), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface WebhookBody {
  object?: string;
  entry?: Array<{ changes?: Array<{ field?: string; value?: WebhookValue }> }>;
}
interface WebhookValue {
  messages?: Array<{ from?: string; id?: string; type?: string; button?: { payload?: string; text?: string }; text?: { body?: string }; interactive?: { button_reply?: { id?: string } }; context?: { id?: string } }>;
  statuses?: Array<{ id?: string; status?: string; errors?: Array<{ title?: string; message?: string }> }>;
}

const STATUSES = new Set(["sent", "delivered", "read", "failed"]);

/** The events of a webhook body (anything this shop does not read is left out). */
export function parseWhatsAppWebhook(rawBody: Buffer): InboundEvent[] {
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody.toString("utf8")) as WebhookBody;
  } catch {
    return [];
  }
  if (body?.object !== "whatsapp_business_account" || !Array.isArray(body.entry)) return [];
  const events: InboundEvent[] = [];
  for (const entry of body.entry) {
    for (const change of entry?.changes ?? []) {
      if (change?.field !== "messages" || !change.value) continue;
      for (const s of change.value.statuses ?? []) {
        if (s?.id && s.status && STATUSES.has(s.status)) {
          const error = s.errors?.[0];
          events.push({ type: "status", providerMessageId: s.id, status: s.status as "sent", error: error ? String(error.message ?? error.title ?? "failed").slice(0, 300) : null });
        }
      }
      for (const m of change.value.messages ?? []) {
        if (!m?.from || !m.id) continue;
        const payload = m.type === "button" ? m.button?.payload : m.type === "interactive" ? m.interactive?.button_reply?.id : undefined;
        if (payload) events.push({ type: "button", phone: localNumber(m.from), payload: String(payload), contextMessageId: m.context?.id ?? null, eventId: m.id });
        else if (m.type === "text" && typeof m.text?.body === "string") events.push({ type: "text", phone: localNumber(m.from), text: m.text.body, eventId: m.id });
      }
    }
  }
  return events;
}

export function createWhatsAppCloud(options: WhatsAppCloudOptions) {
  return {
    async send(message: OutboundMessage): Promise<{ providerMessageId: string }> {
      const { status, json } = await callJson(
        options.fetch,
        `${options.apiBase}/${options.phoneNumberId}/messages`,
        { method: "POST", headers: { authorization: `Bearer ${options.accessToken}`, "content-type": "application/json" }, body: JSON.stringify(templateRequest(message, options.language)) },
        options.timeoutMs,
      );
      const answer = json as { messages?: Array<{ id?: string }>; error?: { message?: string; code?: number } } | null;
      const id = answer?.messages?.[0]?.id;
      if (status >= 200 && status < 300 && id) return { providerMessageId: id };
      const reason = `WhatsApp answered ${status}${answer?.error ? `: ${answer.error.message ?? ""} (code ${answer.error.code ?? "?"})` : ""}`;
      // 429 and 5xx: throttled or down, try later; other 4xx: the request itself is refused (bad number, template).
      throw new MessagingError(reason, status === 429 || status >= 500 || (answer?.error?.code === 130429));
    },
    verifySignature: (rawBody: Buffer, header: string | undefined) => verifyWhatsAppSignature(rawBody, header, options.appSecret),
    parseWebhook: parseWhatsAppWebhook,
    verifySubscription(query: { mode?: unknown; token?: unknown; challenge?: unknown }): string | null {
      if (query.mode !== "subscribe" || typeof query.token !== "string" || typeof query.challenge !== "string") return null;
      const given = Buffer.from(query.token);
      const expected = Buffer.from(options.verifyToken);
      return given.length === expected.length && timingSafeEqual(given, expected) ? query.challenge : null;
    },
  };
}
