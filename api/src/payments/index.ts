import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import type { Logger } from "../lib/logger.js";
import type { PaymentGateway } from "./gateway.js";
import { RazorpayGateway } from "./razorpay-gateway.js";
import { PostgresSandboxStore, RazorpaySandbox, startRazorpaySandboxServer } from "./sandbox/index.js";

export { aroundProviderCalls, callProvider, claimingBeforeCalls, type GatewayPayment, type GatewayRefund, type GatewayWebhookEvent, type PaymentGateway, PaymentGatewayError, PROVIDER_ORDER_ID, PROVIDER_PAYMENT_ID } from "./gateway.js";
export { RazorpayGateway } from "./razorpay-gateway.js";
export { RazorpaySandbox } from "./sandbox/index.js";

/** Where the in-app stand-in's API is mounted, and where its browser script is served. */
export const SANDBOX_MOUNT = "/__sandbox/razorpay";
export const SANDBOX_SCRIPT_PATH = "/sandbox/checkout.js";
export const WEBHOOK_PATH = "/api/payments/razorpay/webhook";

export interface PaymentProvider {
  gateway: PaymentGateway;
  /** The offline stand-in, when no Razorpay keys are configured (never in production: config refuses that). */
  sandbox: RazorpaySandbox | undefined;
  /** In sandbox mode: once the app listens, the gateway and the stand-in's webhooks go to its loopback address. */
  attach(appBaseUrl: string): void;
}

/**
 * The payment gateway for this configuration: Razorpay's API, or the stand-in served by this very app, keeping
 * its state in the shop's database (every replica answers for every payment; their keys agree, see config.ts).
 */
export function createPaymentProvider(config: Config, logger: Logger, dataSource: DataSource): PaymentProvider {
  const p = config.payments;
  const sandbox =
    p.mode === "sandbox"
      ? new RazorpaySandbox({
          keyId: p.keyId,
          keySecret: p.keySecret,
          webhookSecret: p.webhookSecret,
          autoDeliverWebhooks: true,
          scriptApiBase: SANDBOX_MOUNT,
          store: new PostgresSandboxStore(dataSource),
          onWebhookError: (error) => logger.warn({ err: error }, "the Razorpay sandbox could not deliver a webhook"),
        })
      : undefined;
  const gateway = new RazorpayGateway({
    keyId: p.keyId,
    keySecret: p.keySecret,
    webhookSecret: p.webhookSecret,
    // Until the app listens, the sandbox is expected on the configured port.
    baseUrl: p.apiBaseUrl ?? `http://127.0.0.1:${config.port}${SANDBOX_MOUNT}`,
    timeoutMs: p.timeoutMs,
    checkoutScriptUrl: sandbox ? SANDBOX_SCRIPT_PATH : undefined,
  });
  return {
    gateway,
    sandbox,
    attach(appBaseUrl) {
      if (!sandbox) return;
      const base = appBaseUrl.replace(/\/+$/, "");
      gateway.useBaseUrl(`${base}${SANDBOX_MOUNT}`);
      sandbox.webhookUrl = `${base}${WEBHOOK_PATH}`;
    },
  };
}

/**
 * The payment provider for work done before the app listens (the demo seed places and pays orders at startup): the
 * stand-in served on a loopback port of its own, with the app's sandbox keys and the same store, so every order and
 * payment it records is one the app's own stand-in answers for afterwards. Sandbox mode only; no webhooks (the seed
 * verifies each payment itself). `close()` stops it.
 */
export async function startOfflinePaymentProvider(config: Config, dataSource: DataSource): Promise<PaymentProvider & { close(): Promise<void> }> {
  const p = config.payments;
  if (p.mode !== "sandbox") throw new Error("the offline payment provider exists in sandbox mode only (no Razorpay keys configured)");
  const running = await startRazorpaySandboxServer({ keyId: p.keyId, keySecret: p.keySecret, webhookSecret: p.webhookSecret, store: new PostgresSandboxStore(dataSource) });
  const gateway = new RazorpayGateway({
    keyId: p.keyId,
    keySecret: p.keySecret,
    webhookSecret: p.webhookSecret,
    baseUrl: running.url,
    timeoutMs: p.timeoutMs,
    checkoutScriptUrl: SANDBOX_SCRIPT_PATH,
  });
  return { gateway, sandbox: running.sandbox, attach() {}, close: () => running.close() };
}
