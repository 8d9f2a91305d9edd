/**
 * The messaging port's real implementations (issue 43) against recorded answers of the providers' documented shapes,
 * served by a local HTTP server (no internet): WhatsApp Cloud API template messages with buttons, MSG91's flow API,
 * their refusals and outages, the X-Hub-Signature-256 check and the webhook's events, and the GET subscription check.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../src/config.js";
import { createMessagingProvider, MessagingError, parseWhatsAppWebhook, signWhatsAppBody, verifyWhatsAppSignature } from "../src/payments/messaging/index.js";

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: any;
}
let server: Server;
let base = "";
const seen: Recorded[] = [];
/** The next answers, in order (status and JSON body), as the providers document them. */
const answers: Array<{ status: number; body: unknown }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: raw ? JSON.parse(raw) : null });
      const next = answers.shift() ?? { status: 500, body: { error: { message: "no answer recorded" } } };
      res.writeHead(next.status, { "content-type": "application/json" }).end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const LIVE = {
  DATA_DIR: "/tmp",
  MESSAGING_PROVIDER: "live",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_ACCESS_TOKEN: "EAAJB-live-token",
  WHATSAPP_APP_SECRET: "app-secret-123",
  WHATSAPP_VERIFY_TOKEN: "verify-me",
  WHATSAPP_TEMPLATE_LOGIN_CODE: "sutra_login_code",
  WHATSAPP_TEMPLATE_ORDER_PLACED: "sutra_order_placed",
  WHATSAPP_TEMPLATE_COD_CONFIRMATION: "sutra_cod_confirm",
  WHATSAPP_TEMPLATE_ORDER_SHIPPED: "sutra_order_shipped",
  WHATSAPP_TEMPLATE_ORDER_DELIVERED: "sutra_order_delivered",
  WHATSAPP_TEMPLATE_REFUND_PROCESSED: "sutra_refund_processed",
  MSG91_AUTH_KEY: "msg91-auth",
  MSG91_TEMPLATE_LOGIN_CODE: "6571c0ffee",
  MSG91_TEMPLATE_COD_CONFIRMATION: "6571c0ffef",
};
const live = () => {
  const config = parseConfig({ ...LIVE, WHATSAPP_API_BASE: `${base}/v21.0`, MSG91_API_BASE: `${base}/api/v5`, MESSAGING_TIMEOUT_MS: "2000" });
  return createMessagingProvider(config.messaging).provider;
};
const codMessage = { channel: "whatsapp" as const, phone: "9876543210", template: "sutra_cod_confirm", params: ["#C41A7E", "₹1,998.00"], buttons: [{ title: "Confirm order", payload: "cod_confirm:abc" }] };

describe("settings", () => {
  it("MESSAGING_PROVIDER=live names the first missing template or key at start-up", () => {
    const { WHATSAPP_TEMPLATE_COD_CONFIRMATION: _missing, ...rest } = LIVE;
    expect(() => parseConfig(rest)).toThrow(/^Invalid environment variable WHATSAPP_TEMPLATE_COD_CONFIRMATION: required when MESSAGING_PROVIDER=live/);
    expect(() => parseConfig({ ...LIVE, NODE_ENV: "production", JWT_SECRET: "a-production-secret-of-at-least-32-chars", RAZORPAY_KEY_ID: "k", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "h", PUBLIC_URL: "https://shop.example.in", MSG91_AUTH_KEY: "" })).toThrow(
      /^Invalid environment variable MSG91_AUTH_KEY: required when MESSAGING_PROVIDER=live/,
    );
  });

  it("keys and secrets are not in the config's logged form", () => {
    const config = parseConfig(LIVE);
    expect(JSON.stringify(config.messaging)).not.toMatch(/EAAJB-live-token|app-secret-123|verify-me|msg91-auth/);
    expect(config.messaging.whatsapp.accessToken).toBe("EAAJB-live-token");
  });
});

describe("WhatsApp Cloud API", () => {
  it("sends a template message with its body parameters and quick-reply button, and returns the wamid", async () => {
    answers.push({ status: 200, body: { messaging_product: "whatsapp", contacts: [{ input: "919876543210", wa_id: "919876543210" }], messages: [{ id: "wamid.HBgLOTE5ODc2NTQzMjEwFQIAERgSQ0" }] } });
    const sent = await live().send(codMessage);
    expect(sent).toEqual({ providerMessageId: "wamid.HBgLOTE5ODc2NTQzMjEwFQIAERgSQ0" });
    const request = seen.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/v21.0/106540352242922/messages");
    expect(request.headers.authorization).toBe("Bearer EAAJB-live-token");
    expect(request.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919876543210",
      type: "template",
      template: {
        name: "sutra_cod_confirm",
        language: { code: "en" },
        components: [
          { type: "body", parameters: [{ type: "text", text: "#C41A7E" }, { type: "text", text: "₹1,998.00" }] },
          { type: "button", sub_type: "quick_reply", index: "0", parameters: [{ type: "payload", payload: "cod_confirm:abc" }] },
        ],
      },
    });
  });

  it("a refused request (a bad template) is a permanent failure; throttling and outages are retried", async () => {
    answers.push({ status: 400, body: { error: { message: "(#132001) Template name does not exist in the translation", type: "OAuthException", code: 132001, fbtrace_id: "AbCd" } } });
    const refused = await live().send(codMessage).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MessagingError);
    expect(refused).toMatchObject({ retryable: false, message: "WhatsApp answered 400: (#132001) Template name does not exist in the translation (code 132001)" });
    answers.push({ status: 429, body: { error: { message: "(#130429) Rate limit hit", code: 130429 } } });
    expect(await live().send(codMessage).catch((e: unknown) => e)).toMatchObject({ retryable: true });
    answers.push({ status: 503, body: { error: { message: "Service temporarily unavailable", code: 2 } } });
    expect(await live().send(codMessage).catch((e: unknown) => e)).toMatchObject({ retryable: true });
    const config = parseConfig({ ...LIVE, WHATSAPP_API_BASE: "http://127.0.0.1:1/v21.0", MESSAGING_TIMEOUT_MS: "500" });
    const down = await createMessagingProvider(config.messaging).provider.send(codMessage).catch((e: unknown) => e);
    expect(down).toMatchObject({ retryable: true });
    expect((down as Error).message).toMatch(/^the provider could not be reached/);
  });

  const recordedButton = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" },
              contacts: [{ profile: { name: "Priya" }, wa_id: "919876543210" }],
              messages: [{ context: { from: "15550783881", id: "wamid.HBgLOTE5ODc2NTQzMjEwFQIAERgSQ0" }, from: "919876543210", id: "wamid.reply1", timestamp: "1732870000", type: "button", button: { payload: "cod_confirm:abc", text: "Confirm order" } }],
            },
            field: "messages",
          },
        ],
      },
    ],
  });
  const recordedStatus = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: "1", changes: [{ field: "messages", value: { statuses: [{ id: "wamid.X", status: "read", timestamp: "1", recipient_id: "919876543210" }, { id: "wamid.Y", status: "failed", errors: [{ code: 131026, title: "Message undeliverable" }] }] } }] }],
  });

  it("reads a button press, delivery reports and a STOP from the webhook's documented body", () => {
    expect(parseWhatsAppWebhook(Buffer.from(recordedButton))).toEqual([{ type: "button", phone: "9876543210", payload: "cod_confirm:abc", contextMessageId: "wamid.HBgLOTE5ODc2NTQzMjEwFQIAERgSQ0", eventId: "wamid.reply1" }]);
    expect(parseWhatsAppWebhook(Buffer.from(recordedStatus))).toEqual([
      { type: "status", providerMessageId: "wamid.X", status: "read", error: null },
      { type: "status", providerMessageId: "wamid.Y", status: "failed", error: "Message undeliverable" },
    ]);
    const stop = { object: "whatsapp_business_account", entry: [{ changes: [{ field: "messages", value: { messages: [{ from: "919876543210", id: "wamid.s", type: "text", text: { body: "STOP" } }] } }] }] };
    expect(parseWhatsAppWebhook(Buffer.from(JSON.stringify(stop)))).toEqual([{ type: "text", phone: "9876543210", text: "STOP", eventId: "wamid.s" }]);
    expect(parseWhatsAppWebhook(Buffer.from("not json"))).toEqual([]);
    expect(parseWhatsAppWebhook(Buffer.from(JSON.stringify({ object: "page", entry: [] })))).toEqual([]);
  });

  it("X-Hub-Signature-256 is the HMAC-SHA256 of the raw body with the app secret; anything else is refused", () => {
    const body = Buffer.from(recordedButton);
    const signature = signWhatsAppBody(body, "app-secret-123");
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(live().verifySignature(body, signature)).toBe(true);
    expect(live().verifySignature(Buffer.from(recordedButton.replace("abc", "abd")), signature)).toBe(false);
    expect(live().verifySignature(body, signWhatsAppBody(body, "another-secret"))).toBe(false);
    expect(live().verifySignature(body, undefined)).toBe(false);
    expect(live().verifySignature(body, "sha1=abc")).toBe(false);
    expect(verifyWhatsAppSignature(body, signature.toUpperCase().replace("SHA256=", "sha256="), "app-secret-123")).toBe(true);
  });

  it("the GET subscription check echoes hub.challenge only for hub.mode=subscribe and the right verify token", () => {
    expect(live().verifySubscription({ mode: "subscribe", token: "verify-me", challenge: "1158201444" })).toBe("1158201444");
    expect(live().verifySubscription({ mode: "subscribe", token: "wrong", challenge: "1158201444" })).toBeNull();
    expect(live().verifySubscription({ mode: "unsubscribe", token: "verify-me", challenge: "1" })).toBeNull();
  });
});

describe("MSG91 flow API (DLT templates)", () => {
  it("sends the template with the number as 91… and the variables as VAR1…, and returns the request id", async () => {
    answers.push({ status: 200, body: { type: "success", message: "3763646c3058373530393831" } });
    const sent = await live().send({ channel: "sms", phone: "+91 98765-43210".replace(/\D/g, "").slice(-10), template: "6571c0ffee", params: ["482913"], buttons: [] });
    expect(sent).toEqual({ providerMessageId: "3763646c3058373530393831" });
    const request = seen.at(-1)!;
    expect(request.url).toBe("/api/v5/flow");
    expect(request.headers.authkey).toBe("msg91-auth");
    expect(request.body).toEqual({ template_id: "6571c0ffee", short_url: "0", recipients: [{ mobiles: "919876543210", VAR1: "482913" }] });
  });

  it("an error answer is a failure with MSG91's reason (retried only for outages)", async () => {
    answers.push({ status: 400, body: { type: "error", message: "Template ID Missing" } });
    expect(await live().send({ channel: "sms", phone: "9876543210", template: "", params: [], buttons: [] }).catch((e: unknown) => e)).toMatchObject({ retryable: false, message: "MSG91 answered 400: Template ID Missing" });
    answers.push({ status: 502, body: { type: "error", message: "Bad gateway" } });
    expect(await live().send({ channel: "sms", phone: "9876543210", template: "t", params: [], buttons: [] }).catch((e: unknown) => e)).toMatchObject({ retryable: true });
  });
});

describe("the sandbox answers the same clients in-process", () => {
  it("checks the token and the body as the providers do, and answers their documented shapes", async () => {
    const config = parseConfig({ DATA_DIR: "/tmp" });
    const { provider, sandbox } = createMessagingProvider(config.messaging);
    expect(provider.name).toBe("sandbox");
    const sent = await provider.send(codMessage);
    expect(sent.providerMessageId).toMatch(/^wamid\.sandbox\./);
    expect((await provider.send({ channel: "sms", phone: "9876543210", template: "t", params: ["1"], buttons: [] })).providerMessageId).toMatch(/^[0-9a-f]{24}$/);
    expect(await provider.send({ ...codMessage, phone: "12345" }).catch((e: unknown) => e)).toMatchObject({ retryable: false });
    sandbox!.failNext(1);
    expect(await provider.send(codMessage).catch((e: unknown) => e)).toMatchObject({ retryable: true });
    const press = sandbox!.buttonWebhook({ phone: "9876543210", wamid: sent.providerMessageId, payload: "cod_confirm:abc", title: "Confirm order" });
    expect(provider.verifySignature(Buffer.from(press.body), press.signature)).toBe(true);
    expect(provider.parseWebhook(Buffer.from(press.body))).toEqual([expect.objectContaining({ type: "button", phone: "9876543210", payload: "cod_confirm:abc", contextMessageId: sent.providerMessageId })]);
  });
});
