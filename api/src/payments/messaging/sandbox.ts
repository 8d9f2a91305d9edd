import { randomUUID } from "node:crypto";
import type { Fetch } from "./messaging.js";
import { internationalNumber } from "./messaging.js";
import { signWhatsAppBody } from "./whatsapp-cloud.js";

/**
 * The offline stand-in for WhatsApp Cloud API and MSG91 (MESSAGING_PROVIDER=sandbox, the default). It answers the real
 * clients' requests in-process with the providers' documented answers (checking the token, the path and the body's
 * shape as they do), so the same integration code runs in the demo and the tests; the messages themselves stay in the
 * shop's outbox, where an admin reads them (/admin/messages). A press of a message's button is turned into the webhook
 * WhatsApp sends for it, signed with the app secret.
 */
export interface SandboxOptions {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  msg91AuthKey: string;
  whatsappBase: string;
  msg91Base: string;
  /** Makes the next `n` sends fail as the provider would when down (tests of retries). */
}

export function createMessagingSandbox(options: SandboxOptions) {
  let outage = 0;
  const answer = (status: number, body: unknown) => ({ status, text: async () => JSON.stringify(body) });
  const graphError = (status: number, message: string, code: number) => answer(status, { error: { message, type: "OAuthException", code, fbtrace_id: randomUUID().replace(/-/g, "").slice(0, 24) } });

  const fetch: Fetch = async (url, init) => {
    if (outage > 0) {
      outage -= 1;
      throw new Error("connect ECONNREFUSED (sandbox outage)");
    }
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(init.body ?? "{}") as Record<string, unknown>;
    } catch {
      return graphError(400, "(#100) Invalid JSON", 100);
    }
    if (url === `${options.whatsappBase}/${options.phoneNumberId}/messages` && init.method === "POST") {
      if (init.headers.authorization !== `Bearer ${options.accessToken}`) return graphError(401, "Invalid OAuth access token.", 190);
      const template = body.template as { name?: unknown; language?: { code?: unknown } } | undefined;
      if (body.messaging_product !== "whatsapp" || body.type !== "template" || typeof template?.name !== "string" || typeof template.language?.code !== "string") {
        return graphError(400, "(#100) The parameter template is required.", 100);
      }
      if (typeof body.to !== "string" || !/^91[6-9]\d{9}$/.test(body.to)) return graphError(400, "(#131030) Recipient phone number not in allowed list", 131030);
      return answer(200, { messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.sandbox.${randomUUID()}` }] });
    }
    if (url === `${options.msg91Base}/flow` && init.method === "POST") {
      if (init.headers.authkey !== options.msg91AuthKey) return answer(401, { type: "error", message: "Authentication failure" });
      const recipients = body.recipients as Array<{ mobiles?: unknown }> | undefined;
      if (typeof body.template_id !== "string" || !Array.isArray(recipients) || !recipients.every((r) => typeof r.mobiles === "string" && /^91[6-9]\d{9}$/.test(r.mobiles))) {
        return answer(400, { type: "error", message: "Invalid template or mobile number" });
      }
      return answer(200, { type: "success", message: randomUUID().replace(/-/g, "").slice(0, 24) });
    }
    return graphError(404, "Unknown path components", 2500);
  };

  /** The webhook WhatsApp sends when the shopper at `phone` presses a button of the message `wamid`. */
  function buttonWebhook(e: { phone: string; wamid: string; payload: string; title: string }): { body: string; signature: string } {
    const from = internationalNumber(e.phone);
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "sandbox-waba",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: "15550000000", phone_number_id: options.phoneNumberId },
                contacts: [{ profile: { name: "Sandbox shopper" }, wa_id: from }],
                messages: [{ from, id: `wamid.sandbox.reply.${randomUUID()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "button", context: { from: "15550000000", id: e.wamid }, button: { payload: e.payload, text: e.title } }],
              },
            },
          ],
        },
      ],
    });
    return { body, signature: signWhatsAppBody(body, options.appSecret) };
  }

  return {
    fetch,
    buttonWebhook,
    /** The next `sends` calls fail as if the provider could not be reached. */
    failNext(sends: number) {
      outage = sends;
    },
  };
}

export type MessagingSandbox = ReturnType<typeof createMessagingSandbox>;
