import { callJson, type Fetch, internationalNumber, MessagingError, type OutboundMessage } from "./messaging.js";

/**
 * MSG91's flow API for SMS, as documented (docs.msg91.com, "Send SMS"): `POST {base}/flow` with the `authkey` header
 * and `{template_id, short_url: "0", recipients: [{mobiles: "91XXXXXXXXXX", VAR1: …, VAR2: …}]}`; the template is
 * MSG91's, mapped in its panel to the DLT-registered template (TRAI's rule for commercial SMS in India). It answers
 * `{type: "success", message: "<request id>"}` or `{type: "error", message: "<reason>"}`.
 */
export interface Msg91Options {
  apiBase: string;
  authKey: string;
  timeoutMs: number;
  fetch: Fetch;
}

export function flowRequest(message: OutboundMessage) {
  const recipient: Record<string, string> = { mobiles: internationalNumber(message.phone) };
  message.params.forEach((value, index) => (recipient[`VAR${index + 1}`] = value));
  return { template_id: message.template, short_url: "0", recipients: [recipient] };
}

export function createMsg91(options: Msg91Options) {
  return {
    async send(message: OutboundMessage): Promise<{ providerMessageId: string }> {
      const { status, json } = await callJson(
        options.fetch,
        `${options.apiBase}/flow`,
        { method: "POST", headers: { authkey: options.authKey, "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(flowRequest(message)) },
        options.timeoutMs,
      );
      const answer = json as { type?: string; message?: string } | null;
      if (status >= 200 && status < 300 && answer?.type === "success" && answer.message) return { providerMessageId: String(answer.message) };
      throw new MessagingError(`MSG91 answered ${status}${answer?.message ? `: ${answer.message}` : ""}`, status === 429 || status >= 500);
    },
  };
}
