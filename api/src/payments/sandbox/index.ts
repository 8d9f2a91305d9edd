/**
 * The offline Razorpay stand-in: a local server speaking Razorpay's Orders/Payments/Refunds API and webhooks, and its
 * browser checkout script, so the real Razorpay integration runs where Razorpay cannot be reached.
 */
export { RazorpaySandbox, type RunningSandbox, startRazorpaySandboxServer, WEBHOOK_EVENT_NAMES, type WebhookEventName } from "./razorpay-sandbox.js";
export { MemorySandboxStore, PostgresSandboxStore } from "./sandbox-store.js";
