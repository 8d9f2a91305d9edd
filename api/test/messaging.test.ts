/**
 * Phone first (issue 43), over GraphQL and the webhook against a real server and PostgreSQL, with the messaging sandbox:
 * the outbox at Admin → Messages (admins only, by phone, paged), WhatsApp order-update consent and STOP, cash on
 * delivery confirmed before it ships (the sandbox's button press through the signed webhook, the order page, an admin;
 * the sweep cancelling unconfirmed orders with their units back exactly once), the webhook's signature and subscription
 * check, and sign-in with a one-time code (wrong, reused, expired and exhausted codes; limits; a provider outage).
 */
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { signWhatsAppBody } from "../src/payments/messaging/index.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin } from "./support/fixtures.js";
import { addAddress, addToCart, buyProduct, type Customer, shopper, stockOf, useCheckoutServer } from "./support/order-fixtures.js";

const { t } = useCheckoutServer({ COD_MAX_OPEN_ORDERS: "10", LOGIN_CODE_MAX_PER_PHONE: "3" });
const catalogue = useCatalogue(t);

const MESSAGE_FIELDS = `id kind channel phone template body buttons { title payload } status attempts lastError transport delivery pressed orderId createdAt sentAt`;
const MESSAGES = `query ($first: Int, $after: String, $phone: String) { messages(first: $first, after: $after, phone: $phone) { totalCount provider pageInfo { hasNextPage endCursor } nodes { ${MESSAGE_FIELDS} } } }`;
const PRESS = `mutation ($id: ID!, $payload: String!) { pressMessageButton(id: $id, payload: $payload) { ${MESSAGE_FIELDS} } }`;
const SET_UPDATES = `mutation ($granted: Boolean!, $phone: String) { setWhatsAppUpdates(granted: $granted, phone: $phone) { granted phone wording changedAt } }`;
const ORDER = `query ($id: ID!) { order(id: $id) { id status paymentStatus codConfirmation codConfirmBy nextStatuses statusHistory { from to note } } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id codConfirmation codConfirmBy } } }`;
const CONFIRM = `mutation ($orderId: ID!) { confirmCodOrder(orderId: $orderId) { id codConfirmation } }`;
const ADMIN_CONFIRM = `mutation ($orderId: ID!) { adminConfirmCodOrder(orderId: $orderId) { id codConfirmation } }`;
const MOVE = `mutation ($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { order { status } } }`;
const REQUEST_CODE = `mutation ($phone: String!, $channel: MessageChannel) { requestLoginCode(phone: $phone, channel: $channel) }`;
const VERIFY_CODE = `mutation ($phone: String!, $code: String!) { verifyLoginCode(phone: $phone, code: $code) { message token user { id phone phoneVerified role } } }`;
const ME = `{ me { id phone phoneVerified } }`;

let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  admin = await signInAdmin(t);
}, 60_000);

/** A fresh Indian mobile number for one test (numbers are unique per account). */
const newPhone = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;

async function messagesTo(phone: string): Promise<any[]> {
  const { data, errors } = await admin.client.graphql(MESSAGES, { first: 50, phone });
  expect(errors).toBeUndefined();
  return data.messages.nodes;
}

/** A shopper with WhatsApp updates on (or not), a Bengaluru address, and a COD order of a new product placed. */
async function codOrder({ whatsapp = true, stock = 10 }: { whatsapp?: boolean; stock?: number } = {}) {
  const customer = await shopper(t, "wa");
  const phone = newPhone();
  const addressPhone = newPhone();
  if (whatsapp) expect((await customer.client.graphql(SET_UPDATES, { granted: true, phone })).errors).toBeUndefined();
  const addressId = await addAddress(customer, { city: "Bengaluru", pincode: "560038", phone: addressPhone });
  const product = await catalogue.create({ price: 999, totalStock: stock });
  await addToCart(customer, product.id, 2);
  const placed = await customer.client.graphql(PLACE, { input: { addressId, paymentMethod: "COD" } });
  expect(placed.errors).toBeUndefined();
  return { customer, phone, addressPhone, product, order: placed.data.placeOrder.order };
}

async function orderAs(client: ApiClient, id: string) {
  const { data, errors } = await client.graphql(ORDER, { id });
  expect(errors).toBeUndefined();
  return data.order;
}

async function postWebhook(body: string, signature: string | undefined) {
  return fetch(new URL("/api/messages/whatsapp/webhook", t.url), { method: "POST", headers: { "content-type": "application/json", ...(signature ? { "x-hub-signature-256": signature } : {}) }, body });
}

describe("cash on delivery is confirmed before it ships", () => {
  it("a COD order is placed awaiting confirmation, and the consenting shopper gets the WhatsApp message with its button", async () => {
    const { phone, order } = await codOrder();
    expect(order.codConfirmation).toBe("AWAITING");
    const due = new Date(order.codConfirmBy).getTime() - Date.now();
    expect(due).toBeGreaterThan(23.9 * 3600_000);
    expect(due).toBeLessThan(24.1 * 3600_000);
    const [message] = await messagesTo(phone);
    expect(message).toMatchObject({ kind: "cod_confirmation", channel: "WHATSAPP", phone, template: "cod_confirmation", status: "PENDING", orderId: order.id, buttons: [{ title: "Confirm order", payload: `cod_confirm:${order.id}` }] });
    expect(message.body).toMatch(/^Sutra: please confirm your cash-on-delivery order #[0-9A-F]{6} for ₹1,998\.00\. Unconfirmed orders are cancelled after 24 hours\.$/);
  });

  it("without WhatsApp consent the confirmation goes by SMS with a link, to the delivery address's phone", async () => {
    const { phone, addressPhone, order } = await codOrder({ whatsapp: false });
    expect(await messagesTo(phone)).toEqual([]);
    const [sms] = await messagesTo(addressPhone);
    expect(sms).toMatchObject({ kind: "cod_confirmation", channel: "SMS", template: "sandbox_cod_confirmation", buttons: [] });
    expect(sms.body).toContain(`/shop/account?tab=orders&order=${order.id}`);
  });

  it("may not ship while awaiting; the sandbox's button press sends WhatsApp's signed webhook and confirms it; a second press changes nothing", async () => {
    const { customer, phone, order } = await codOrder();
    const ship = await admin.client.graphql(MOVE, { id: order.id, status: "SHIPPED" });
    expect(ship.errors?.[0]).toMatchObject({ message: "This order is confirmed and cannot be moved to shipped. It can be moved to: cancelled, rejected.", extensions: { code: "BAD_USER_INPUT" } });
    expect((await orderAs(admin.client, order.id)).nextStatuses).toEqual(["CANCELLED", "REJECTED"]);

    const [message] = await messagesTo(phone);
    const pressed = await admin.client.graphql(PRESS, { id: message.id, payload: `cod_confirm:${order.id}` });
    expect(pressed.errors).toBeUndefined();
    expect(pressed.data.pressMessageButton).toMatchObject({ status: "SENT", transport: "sandbox", pressed: `cod_confirm:${order.id}` });
    const confirmed = await orderAs(customer.client, order.id);
    expect(confirmed.codConfirmation).toBe("CONFIRMED");
    expect(confirmed.codConfirmBy).toBeNull();
    expect(confirmed.statusHistory.at(-1)).toEqual({ from: "CONFIRMED", to: "CONFIRMED", note: "Cash on delivery confirmed by the customer on WhatsApp" });

    const again = await admin.client.graphql(PRESS, { id: message.id, payload: `cod_confirm:${order.id}` });
    expect(again.errors).toBeUndefined();
    expect((await orderAs(customer.client, order.id)).statusHistory).toHaveLength(confirmed.statusHistory.length);
    expect((await admin.client.graphql(MOVE, { id: order.id, status: "SHIPPED" })).errors).toBeUndefined();
  });

  it("a press for a button the message does not have, or by a customer, is refused", async () => {
    const { customer, phone, order } = await codOrder();
    const [message] = await messagesTo(phone);
    const wrong = await admin.client.graphql(PRESS, { id: message.id, payload: "cod_confirm:00000000-0000-0000-0000-000000000000" });
    expect(wrong.errors?.[0]).toMatchObject({ message: "This message has no such button.", extensions: { code: "BAD_USER_INPUT" } });
    const notAdmin = await customer.client.graphql(PRESS, { id: message.id, payload: `cod_confirm:${order.id}` });
    expect(notAdmin.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await orderAs(customer.client, order.id)).codConfirmation).toBe("AWAITING");
  });

  it("the shopper confirms on the order page, an admin by phone; someone else's order is not found", async () => {
    const mine = await codOrder();
    const other = await shopper(t, "other");
    const stranger = await other.client.graphql(CONFIRM, { orderId: mine.order.id });
    expect(stranger.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const ok = await mine.customer.client.graphql(CONFIRM, { orderId: mine.order.id });
    expect(ok.data.confirmCodOrder.codConfirmation).toBe("CONFIRMED");
    expect((await mine.customer.client.graphql(CONFIRM, { orderId: mine.order.id })).errors).toBeUndefined();

    const byPhone = await codOrder();
    const asCustomer = await byPhone.customer.client.graphql(ADMIN_CONFIRM, { orderId: byPhone.order.id });
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await admin.client.graphql(ADMIN_CONFIRM, { orderId: byPhone.order.id })).data.adminConfirmCodOrder.codConfirmation).toBe("CONFIRMED");
    expect((await orderAs(admin.client, byPhone.order.id)).statusHistory.at(-1).note).toBe("Cash on delivery confirmed by phone");
  });

  it("unconfirmed after COD_CONFIRM_HOURS, the shop cancels it with its units back exactly once; a later confirmation is refused", async () => {
    const { customer, phone, product, order } = await codOrder({ stock: 10 });
    const kept = await codOrder({ stock: 10 });
    expect((await kept.customer.client.graphql(CONFIRM, { orderId: kept.order.id })).errors).toBeUndefined();
    expect(await stockOf(t, product.id)).toBe(8);
    // Not due yet: nothing happens.
    expect(await t.server.services.codConfirmation.cancelUnconfirmed(new Date())).toBe(0);
    const later = new Date(Date.now() + 25 * 3600_000);
    expect(await t.server.services.codConfirmation.cancelUnconfirmed(later)).toBeGreaterThanOrEqual(1);
    expect(await t.server.services.codConfirmation.cancelUnconfirmed(later)).toBe(0);
    const cancelled = await orderAs(customer.client, order.id);
    expect(cancelled).toMatchObject({ status: "CANCELLED", paymentStatus: "FAILED", codConfirmation: "NOT_NEEDED" });
    expect(cancelled.statusHistory.at(-1)).toEqual({ from: "CONFIRMED", to: "CANCELLED", note: "Cancelled: cash on delivery not confirmed within 24 hours" });
    expect(await stockOf(t, product.id)).toBe(10);
    expect((await orderAs(kept.customer.client, kept.order.id)).status).toBe("CONFIRMED");

    const late = await customer.client.graphql(CONFIRM, { orderId: order.id });
    expect(late.errors?.[0]).toMatchObject({ message: "This order was cancelled, so it cannot be confirmed.", extensions: { code: "BAD_USER_INPUT" } });
    // The WhatsApp button pressed after the cancellation changes nothing either.
    const [message] = await messagesTo(phone);
    expect((await admin.client.graphql(PRESS, { id: message.id, payload: `cod_confirm:${order.id}` })).errors).toBeUndefined();
    expect(await orderAs(customer.client, order.id)).toMatchObject({ status: "CANCELLED", codConfirmation: "NOT_NEEDED" });
    expect(await stockOf(t, product.id)).toBe(10);
  });
});

describe("the WhatsApp webhook", () => {
  const secret = () => t.config.messaging.whatsapp.appSecret;

  it("answers the GET subscription check with hub.challenge for the right verify token only", async () => {
    const ok = await fetch(new URL(`/api/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${t.config.messaging.whatsapp.verifyToken}&hub.challenge=1158201444`, t.url));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    const wrong = await fetch(new URL(`/api/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1158201444`, t.url));
    expect(wrong.status).toBe(403);
  });

  it("a bad or missing signature is refused and changes nothing", async () => {
    const { customer, phone, order } = await codOrder();
    const [message] = await messagesTo(phone);
    await admin.client.graphql(PRESS, { id: message.id, payload: "none" }); // refused: no such button; nothing sent by it
    await t.server.services.messages.sendDue();
    const wamid = (await messagesTo(phone))[0].id;
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [{ changes: [{ field: "messages", value: { messages: [{ from: `91${phone}`, id: "wamid.forged", type: "button", context: { id: wamid }, button: { payload: `cod_confirm:${order.id}`, text: "Confirm order" } }] } }] }],
    });
    for (const signature of [undefined, signWhatsAppBody(body, "not-the-secret"), "sha256=00"]) {
      const response = await postWebhook(body, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, message: "Invalid webhook signature" });
    }
    expect((await orderAs(customer.client, order.id)).codConfirmation).toBe("AWAITING");
    // The same body, rightly signed, is WhatsApp's: it confirms.
    expect((await postWebhook(body, signWhatsAppBody(body, secret()))).status).toBe(200);
    expect((await orderAs(customer.client, order.id)).codConfirmation).toBe("CONFIRMED");
  });

  it("a button press from another number does not confirm someone's order", async () => {
    const { customer, order } = await codOrder();
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [{ changes: [{ field: "messages", value: { messages: [{ from: `91${newPhone()}`, id: "wamid.other", type: "button", button: { payload: `cod_confirm:${order.id}`, text: "Confirm order" } }] } }] }],
    });
    expect((await postWebhook(body, signWhatsAppBody(body, secret()))).status).toBe(200);
    expect((await orderAs(customer.client, order.id)).codConfirmation).toBe("AWAITING");
  });

  it("delivery reports move a message forward, never back", async () => {
    const { phone } = await codOrder();
    await t.server.services.messages.sendDue();
    const [sent] = await messagesTo(phone);
    const [{ provider_message_id: wamid }] = await t.server.dataSource.query(`SELECT provider_message_id FROM message_outbox WHERE id = $1`, [sent.id]);
    const report = (status: string) => JSON.stringify({ object: "whatsapp_business_account", entry: [{ changes: [{ field: "messages", value: { statuses: [{ id: wamid, status, recipient_id: `91${phone}` }] } }] }] });
    for (const status of ["read", "delivered"]) expect((await postWebhook(report(status), signWhatsAppBody(report(status), secret()))).status).toBe(200);
    expect((await messagesTo(phone))[0].delivery).toBe("read");
  });

  it("STOP withdraws the consent (recorded with its wording), and waiting WhatsApp messages to that number are not sent", async () => {
    const { customer, phone } = await codOrder();
    const body = JSON.stringify({ object: "whatsapp_business_account", entry: [{ changes: [{ field: "messages", value: { messages: [{ from: `91${phone}`, id: "wamid.stop", type: "text", text: { body: "STOP" } }] } }] }] });
    expect((await postWebhook(body, signWhatsAppBody(body, secret()))).status).toBe(200);
    const { data } = await customer.client.graphql(`{ myWhatsAppUpdates { granted phone wording changedAt } }`);
    expect(data.myWhatsAppUpdates).toMatchObject({ granted: false, phone });
    const [record] = await t.server.dataSource.query(`SELECT granted, wording, source FROM marketing_consents WHERE user_id = $1 AND channel = 'whatsapp' ORDER BY created_at DESC LIMIT 1`, [customer.userId]);
    expect(record).toEqual({ granted: false, wording: "STOP (sent by the shopper on WhatsApp).", source: "stop" });
    expect((await messagesTo(phone))[0].status).toBe("CANCELLED");
  });
});

describe("order messages", () => {
  it("a consenting shopper is told on WhatsApp of a paid order, its shipping, and a refund; one who turned updates off is not", async () => {
    const buyer = await shopper(t, "updates");
    const phone = newPhone();
    await buyer.client.graphql(SET_UPDATES, { granted: true, phone });
    const product = await catalogue.create({ price: 500, totalStock: 5 });
    const shipped = await buyProduct(t, buyer, product.id, 1);
    expect((await admin.client.graphql(MOVE, { id: shipped.id, status: "SHIPPED" })).errors).toBeUndefined();
    const refunded = await buyProduct(t, buyer, product.id, 1);
    expect((await admin.client.graphql(MOVE, { id: refunded.id, status: "CANCELLED" })).errors).toBeUndefined();
    const kinds = (await messagesTo(phone)).map((m) => `${m.kind}:${m.orderId === shipped.id ? "first" : "second"}`);
    expect(kinds.sort()).toEqual(["order_placed:first", "order_placed:second", "order_shipped:first", "refund_processed:second"]);
    const [refund] = (await messagesTo(phone)).filter((m) => m.kind === "refund_processed");
    expect(refund.body).toMatch(/^Sutra: a refund of ₹500\.00 for order #[0-9A-F]{6} has been processed\.$/);

    await buyer.client.graphql(SET_UPDATES, { granted: false });
    await buyProduct(t, buyer, product.id, 1);
    expect(await messagesTo(phone)).toHaveLength(4);
  });
});

describe("consent to WhatsApp order updates", () => {
  it("is recorded with the time and the exact wording; turning it off sends no more order messages", async () => {
    const customer = await shopper(t, "consent");
    const phone = newPhone();
    const refused = await customer.client.graphql(SET_UPDATES, { granted: true });
    expect(refused.errors?.[0]).toMatchObject({ message: "Please enter the mobile number to send WhatsApp updates to.", extensions: { field: "phone" } });
    const bad = await customer.client.graphql(SET_UPDATES, { granted: true, phone: "12345" });
    expect(bad.errors?.[0]?.extensions?.field).toBe("phone");
    const on = (await customer.client.graphql(SET_UPDATES, { granted: true, phone: `+91 ${phone}` })).data.setWhatsAppUpdates;
    expect(on).toMatchObject({ granted: true, phone, wording: "Send me order updates on WhatsApp (order placed, cash-on-delivery confirmation, shipped, delivered, refunds). Reply STOP to end them." });
    const [record] = await t.server.dataSource.query(`SELECT wording, created_at FROM marketing_consents WHERE user_id = $1 AND channel = 'whatsapp'`, [customer.userId]);
    expect(record.wording).toBe(on.wording);
    expect(new Date(on.changedAt).getTime()).toBe(record.created_at.getTime());
    const off = (await customer.client.graphql(SET_UPDATES, { granted: false })).data.setWhatsAppUpdates;
    expect(off.granted).toBe(false);
  });

  it("admins only read the outbox; a malformed phone filter and cursor are refused; pages follow each other", async () => {
    const customer = await shopper(t, "reader");
    expect((await customer.client.graphql(MESSAGES, {})).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await admin.client.graphql(MESSAGES, { phone: "123" })).errors?.[0]?.extensions?.field).toBe("phone");
    expect((await admin.client.graphql(MESSAGES, { after: "nope!" })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    await codOrder();
    await codOrder();
    const first = (await admin.client.graphql(MESSAGES, { first: 1 })).data.messages;
    expect(first.provider).toBe("sandbox");
    expect(first.nodes).toHaveLength(1);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await admin.client.graphql(MESSAGES, { first: 1, after: first.pageInfo.endCursor })).data.messages;
    expect(second.nodes[0].id).not.toBe(first.nodes[0].id);
    expect(new Date(second.nodes[0].createdAt).getTime()).toBeLessThanOrEqual(new Date(first.nodes[0].createdAt).getTime());
  });
});

describe("sign in with a one-time code", () => {
  async function codeSentTo(phone: string): Promise<string> {
    const [message] = await messagesTo(phone);
    expect(message).toMatchObject({ kind: "login_code", status: "SENT" });
    return /^(\d{6}) is your Sutra sign-in code/.exec(message.body)![1]!;
  }

  it("a new number gets a code by SMS, and the code signs in a new customer with the phone verified, once", async () => {
    const phone = newPhone();
    const visitor = new ApiClient(t.url);
    const asked = await visitor.graphql(REQUEST_CODE, { phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, channel: "SMS" });
    expect(asked).toMatchObject({ data: { requestLoginCode: true } });
    const code = await codeSentTo(phone);
    const [message] = await messagesTo(phone);
    expect(message).toMatchObject({ channel: "SMS", template: "sandbox_login_code", transport: "sandbox" });
    const [stored] = await t.server.dataSource.query(`SELECT code_hash FROM login_codes WHERE phone = $1`, [phone]);
    expect(stored.code_hash).not.toContain(code);

    const wrong = await visitor.graphql(VERIFY_CODE, { phone, code: code === "000000" ? "111111" : "000000" });
    expect(wrong.errors?.[0]).toMatchObject({ message: "This code is not right, or it has expired. Please check it or ask for a new one.", extensions: { code: "BAD_USER_INPUT", field: "code" } });
    const signedIn = await visitor.graphql(VERIFY_CODE, { phone, code });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data.verifyLoginCode.user).toMatchObject({ phone, phoneVerified: true, role: "CUSTOMER" });
    expect(visitor.cookie("token")).toBeTruthy();
    expect((await visitor.graphql(ME)).data.me).toMatchObject({ phone, phoneVerified: true });

    const reused = await new ApiClient(t.url).graphql(VERIFY_CODE, { phone, code });
    expect(reused.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    // The same number later signs into the same account.
    await new ApiClient(t.url).graphql(REQUEST_CODE, { phone, channel: "WHATSAPP" });
    const again = await new ApiClient(t.url).graphql(VERIFY_CODE, { phone, code: await codeSentTo(phone) });
    expect(again.data.verifyLoginCode.user.id).toBe(signedIn.data.verifyLoginCode.user.id);
    expect((await messagesTo(phone))[0]).toMatchObject({ channel: "WHATSAPP", template: "login_code" });
  });

  it("five wrong tries end a code, and an expired code does not work", async () => {
    const phone = newPhone();
    const visitor = new ApiClient(t.url);
    await visitor.graphql(REQUEST_CODE, { phone });
    const code = await codeSentTo(phone);
    const wrong = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) expect((await visitor.graphql(VERIFY_CODE, { phone, code: wrong })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await visitor.graphql(VERIFY_CODE, { phone, code })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    await visitor.graphql(REQUEST_CODE, { phone });
    const fresh = await codeSentTo(phone);
    await t.server.dataSource.query(`UPDATE login_codes SET expires_at = now() - interval '1 second' WHERE phone = $1`, [phone]);
    expect((await visitor.graphql(VERIFY_CODE, { phone, code: fresh })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("is limited per number (the same answer for any number until then) and refuses a number that is not an Indian mobile", async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) expect((await new ApiClient(t.url).graphql(REQUEST_CODE, { phone })).data.requestLoginCode).toBe(true);
    const limited = await new ApiClient(t.url).graphql(REQUEST_CODE, { phone });
    expect(limited.errors?.[0]).toMatchObject({ extensions: { code: "TOO_MANY_REQUESTS" } });
    expect(limited.errors?.[0]?.message).toMatch(/^Too many codes asked for\. Please try again in \d+ minutes?\.$/);
    const bad = await new ApiClient(t.url).graphql(REQUEST_CODE, { phone: "5876543210" });
    expect(bad.errors?.[0]).toMatchObject({ message: "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9, optionally after +91", extensions: { code: "BAD_USER_INPUT", field: "phone" } });
  });

  it("when the provider cannot be reached, sign-in says the code could not be sent, and no code is left working", async () => {
    const phone = newPhone();
    t.server.services.messages.sandbox!.failNext(1);
    const failed = await new ApiClient(t.url).graphql(REQUEST_CODE, { phone });
    expect(failed.errors?.[0]).toMatchObject({ message: "The code could not be sent just now. Please try again in a minute.", extensions: { code: "CONFLICT" } });
    const [message] = await messagesTo(phone);
    expect(message).toMatchObject({ status: "CANCELLED", attempts: 1 });
    expect(message.lastError).toMatch(/could not be reached/);
    const code = /^(\d{6})/.exec(message.body)![1]!;
    expect((await new ApiClient(t.url).graphql(VERIFY_CODE, { phone, code })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("a signed-in shopper verifies a phone for their account with a code", async () => {
    const customer: Customer = await shopper(t, "verify");
    const phone = newPhone();
    expect((await customer.client.graphql(`mutation ($phone: String!) { requestPhoneVerification(phone: $phone) }`, { phone })).errors).toBeUndefined();
    const [message] = await messagesTo(phone);
    expect(message.kind).toBe("verify_phone");
    const code = /^(\d{6})/.exec(message.body)![1]!;
    const verified = await customer.client.graphql(`mutation ($phone: String!, $code: String!) { verifyPhone(phone: $phone, code: $code) { phone phoneVerified } }`, { phone, code });
    expect(verified.data.verifyPhone).toEqual({ phone, phoneVerified: true });
    // The number now signs into this account.
    await new ApiClient(t.url).graphql(REQUEST_CODE, { phone });
    const signIn = await new ApiClient(t.url).graphql(VERIFY_CODE, { phone, code: await codeSentTo(phone) });
    expect(signIn.data.verifyLoginCode.user.id).toBe(customer.userId);
  });
});
