/**
 * The live providers (MESSAGING_PROVIDER=live) behind the real server, against recorded answers of WhatsApp Cloud API
 * and MSG91 on a local HTTP server (issue 43): a sign-in code goes out through MSG91 and leaves no code in the outbox
 * once accepted (it still signs in); an unreachable provider makes sign-in say the code could not be sent.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import { signInAdmin } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const received: Array<{ url: string; body: any }> = [];
let answer: { status: number; body: unknown } = { status: 200, body: { type: "success", message: "3763646c3058373530393831" } };
let provider: Server;
const env: Record<string, string> = {
  MESSAGING_PROVIDER: "live",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_ACCESS_TOKEN: "token",
  WHATSAPP_APP_SECRET: "secret",
  WHATSAPP_VERIFY_TOKEN: "verify",
  WHATSAPP_TEMPLATE_LOGIN_CODE: "login_code",
  WHATSAPP_TEMPLATE_ORDER_PLACED: "order_placed",
  WHATSAPP_TEMPLATE_COD_CONFIRMATION: "cod_confirmation",
  WHATSAPP_TEMPLATE_ORDER_SHIPPED: "order_shipped",
  WHATSAPP_TEMPLATE_ORDER_DELIVERED: "order_delivered",
  WHATSAPP_TEMPLATE_REFUND_PROCESSED: "refund_processed",
  MSG91_AUTH_KEY: "auth",
  MSG91_TEMPLATE_LOGIN_CODE: "6571c0ffee",
  MSG91_TEMPLATE_COD_CONFIRMATION: "6571c0ffef",
  MESSAGING_TIMEOUT_MS: "2000",
};
// Registered before useTestServer's hook: the providers' stand-in listens first, and the app is pointed at it.
beforeAll(async () => {
  provider = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      received.push({ url: req.url!, body: JSON.parse(raw) });
      res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  Object.assign(env, { WHATSAPP_API_BASE: `${base}/v21.0`, MSG91_API_BASE: `${base}/api/v5` });
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));
const t = useTestServer(env);

const REQUEST = `mutation ($phone: String!) { requestLoginCode(phone: $phone, channel: SMS) }`;
const VERIFY = `mutation ($phone: String!, $code: String!) { verifyLoginCode(phone: $phone, code: $code) { user { phone phoneVerified } } }`;

describe("live providers", () => {
  it("a code sent through MSG91 is removed from the outbox once accepted, and still signs in", async () => {
    const admin = await signInAdmin(t);
    const phone = "9812345670";
    expect((await new ApiClient(t.url).graphql(REQUEST, { phone })).data.requestLoginCode).toBe(true);
    const sent = received.at(-1)!;
    expect(sent.url).toBe("/api/v5/flow");
    expect(sent.body).toMatchObject({ template_id: "6571c0ffee", recipients: [{ mobiles: `91${phone}`, VAR1: expect.stringMatching(/^\d{6}$/) }] });
    const code = sent.body.recipients[0].VAR1 as string;
    const { data } = await admin.client.graphql(`query ($phone: String) { messages(phone: $phone) { provider nodes { body status transport } } }`, { phone });
    expect(data.messages.provider).toBe("live");
    expect(data.messages.nodes[0]).toMatchObject({ status: "SENT", transport: "whatsapp-cloud+msg91" });
    expect(data.messages.nodes[0].body).not.toContain(code);
    expect(data.messages.nodes[0].body).toContain("••••••");
    const [row] = await t.server.dataSource.query(`SELECT params, provider_message_id FROM message_outbox WHERE phone = $1`, [phone]);
    expect(row).toEqual({ params: [], provider_message_id: "3763646c3058373530393831" });
    expect((await new ApiClient(t.url).graphql(VERIFY, { phone, code })).data.verifyLoginCode.user).toEqual({ phone, phoneVerified: true });
    // Pressing a button is the sandbox's only.
    const press = await admin.client.graphql(`mutation { pressMessageButton(id: "00000000-0000-0000-0000-000000000000", payload: "x") { id } }`);
    expect(press.errors?.[0]?.message).toBe("Buttons can be pressed here only in the sandbox: with a live provider the shopper presses them on WhatsApp.");
  });

  it("when MSG91 fails, sign-in says the code could not be sent", async () => {
    answer = { status: 503, body: { type: "error", message: "Service Unavailable" } };
    const failed = await new ApiClient(t.url).graphql(REQUEST, { phone: "9812345671" });
    expect(failed.errors?.[0]).toMatchObject({ message: "The code could not be sent just now. Please try again in a minute.", extensions: { code: "CONFLICT" } });
  });
});
