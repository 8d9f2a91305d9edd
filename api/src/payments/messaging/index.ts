import type { MessagingConfig } from "../../config.js";
import { type Fetch, type MessagingProvider } from "./messaging.js";
import { createMsg91 } from "./msg91.js";
import { createMessagingSandbox, type MessagingSandbox } from "./sandbox.js";
import { createWhatsAppCloud } from "./whatsapp-cloud.js";

export { type Channel, type Fetch, type InboundEvent, internationalNumber, MessagingError, type MessagingProvider, type OutboundMessage } from "./messaging.js";
export { flowRequest } from "./msg91.js";
export { type MessagingSandbox } from "./sandbox.js";
export { parseWhatsAppWebhook, signWhatsAppBody, templateRequest, verifyWhatsAppSignature } from "./whatsapp-cloud.js";

/** Where WhatsApp's webhooks come (and its subscription check): register this path in the Meta app's settings. */
export const WHATSAPP_WEBHOOK_PATH = "/api/messages/whatsapp/webhook";

/**
 * The messaging provider for this configuration: WhatsApp Cloud API for WhatsApp and MSG91 for SMS over the network
 * (`live`), or the same two clients answered in-process by the sandbox. `fetchImpl` lets tests put recorded answers
 * behind the live clients.
 */
export function createMessagingProvider(config: MessagingConfig, fetchImpl: Fetch = globalThis.fetch as unknown as Fetch): { provider: MessagingProvider; sandbox: MessagingSandbox | undefined } {
  const { whatsapp, msg91 } = config;
  const sandbox =
    config.provider === "sandbox"
      ? createMessagingSandbox({
          phoneNumberId: whatsapp.phoneNumberId,
          accessToken: whatsapp.accessToken,
          appSecret: whatsapp.appSecret,
          msg91AuthKey: msg91.authKey,
          whatsappBase: whatsapp.apiBase,
          msg91Base: msg91.apiBase,
        })
      : undefined;
  const fetch = sandbox?.fetch ?? fetchImpl;
  const wa = createWhatsAppCloud({ ...whatsapp, accessToken: whatsapp.accessToken, appSecret: whatsapp.appSecret, verifyToken: whatsapp.verifyToken, timeoutMs: config.timeoutMs, fetch });
  const sms = createMsg91({ apiBase: msg91.apiBase, authKey: msg91.authKey, timeoutMs: config.timeoutMs, fetch });
  const provider: MessagingProvider = {
    name: sandbox ? "sandbox" : "whatsapp-cloud+msg91",
    send: (message) => (message.channel === "whatsapp" ? wa.send(message) : sms.send(message)),
    verifySignature: wa.verifySignature,
    parseWebhook: wa.parseWebhook,
    verifySubscription: wa.verifySubscription,
  };
  return { provider, sandbox };
}
