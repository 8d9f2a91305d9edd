/**
 * The offline Razorpay stand-in as a server of its own, the way the real provider is one: the bench's shop runs in
 * production mode with Razorpay keys and RAZORPAY_API_BASE_URL pointing here, so W5/W6 measure the shop's real
 * payment path (orders.create, payments.fetch, capture over HTTP, webhooks back). Run with tsx:
 *   STAND_IN_PORT=3400 STAND_IN_WEBHOOK_URL=http://127.0.0.1:3300/api/payments/razorpay/webhook tsx bench/razorpay-stand-in.ts
 * Prints one line, {"url": …}, once it listens. Keys: the bench's (bench/shop-server.mjs, RAZORPAY_*).
 * STAND_IN_WEBHOOK_EVENTS=a,b,… sends another subscription's events (default: the shop's, RAZORPAY_WEBHOOK_EVENTS),
 * e.g. with payment.captured to measure what an older subscription costs.
 */
import { startRazorpaySandboxServer, WEBHOOK_EVENT_NAMES, type WebhookEventName } from "../api/src/payments/sandbox/index.js";

/** STAND_IN_WEBHOOK_EVENTS as a subscription; a name Razorpay does not send stops the stand-in (a typo would drop events unseen). */
function subscription(list: string | undefined): WebhookEventName[] | undefined {
  if (!list) return undefined;
  const names = list.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !(WEBHOOK_EVENT_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`STAND_IN_WEBHOOK_EVENTS: unknown events ${unknown.join(", ")} (known: ${WEBHOOK_EVENT_NAMES.join(", ")})`);
  return names as WebhookEventName[];
}

const running = await startRazorpaySandboxServer({
  port: Number(process.env.STAND_IN_PORT ?? 3400),
  keyId: process.env.RAZORPAY_KEY_ID ?? "rzp_test_bench",
  keySecret: process.env.RAZORPAY_KEY_SECRET ?? "bench-key-secret",
  webhookSecret: process.env.RAZORPAY_WEBHOOK_SECRET ?? "bench-webhook-secret",
  webhookUrl: process.env.STAND_IN_WEBHOOK_URL,
  // Razorpay sends the subscribed events (order.paid…) by itself: so does the stand-in, to the shop's webhook.
  autoDeliverWebhooks: Boolean(process.env.STAND_IN_WEBHOOK_URL),
  webhookEvents: subscription(process.env.STAND_IN_WEBHOOK_EVENTS),
  onWebhookError: () => {},
});
console.log(JSON.stringify({ url: running.url }));
const stop = () => void running.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
