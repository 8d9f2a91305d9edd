/**
 * Issue 43, item 3's last parts, over GraphQL against a real server and PostgreSQL with the messaging sandbox:
 * - a new number makes a customer who is asked their name (and, if they like, an email) once, before their first order
 *   (`User.needsName`, `updateProfile`; placeOrder refused until then), and nothing is ever emailed to the
 *   placeholder address such an account has until then, nor shown to its owner;
 * - adding or changing the account's phone in Settings is verified with a code (`requestPhoneVerification`,
 *   `verifyPhone`): the sign-in codes' rules, a number verified on another account refused, WhatsApp consent kept.
 */
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin } from "./support/fixtures.js";
import { addAddress, addToCart, payInStandIn, shopper, useCheckoutServer, verifyPayment } from "./support/order-fixtures.js";

const { t } = useCheckoutServer({ COD_MAX_OPEN_ORDERS: "10", LOGIN_CODE_MAX_PER_PHONE: "20", LOGIN_CODE_MAX_PER_IP: "1000", REGISTER_MAX_PER_IP: "1000", LOGIN_MAX_PER_IP: "1000" });
const catalogue = useCatalogue(t);

const MESSAGES = `query ($phone: String) { messages(first: 10, phone: $phone) { nodes { kind body status } } }`;
const EMAILS = `query { emails(first: 100) { nodes { kind recipient } } }`;
const REQUEST_CODE = `mutation ($phone: String!) { requestLoginCode(phone: $phone) }`;
const VERIFY_CODE = `mutation ($phone: String!, $code: String!) { verifyLoginCode(phone: $phone, code: $code) { user { id } } }`;
const ME = `{ me { id name email emailVerified needsName phone phoneVerified } }`;
const UPDATE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id name email emailVerified needsName } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id customer { name email } } } }`;
const REQUEST_VERIFY = `mutation ($phone: String!, $channel: MessageChannel) { requestPhoneVerification(phone: $phone, channel: $channel) }`;
const VERIFY_PHONE = `mutation ($phone: String!, $code: String!) { verifyPhone(phone: $phone, code: $code) { id phone phoneVerified } }`;
const SET_UPDATES = `mutation ($granted: Boolean!, $phone: String) { setWhatsAppUpdates(granted: $granted, phone: $phone) { granted phone } }`;
const UPDATES = `{ myWhatsAppUpdates { granted phone } }`;

let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  admin = await signInAdmin(t);
}, 60_000);

const newPhone = () => `8${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
let emailSequence = 0;
const newEmail = (prefix: string) => `${prefix}${++emailSequence}_${process.pid}_${Date.now() % 1_000_000}@example.com`;

/** The newest code sent to `phone` (the sandbox keeps its text). */
async function codeSentTo(phone: string, kind: "login_code" | "verify_phone"): Promise<string> {
  const { data, errors } = await admin.client.graphql(MESSAGES, { phone });
  expect(errors).toBeUndefined();
  const [message] = data.messages.nodes;
  expect(message).toMatchObject({ kind, status: "SENT" });
  return /^(\d{6}) /.exec(message.body)![1]!;
}

/** A visitor who signs in with a code for a new number: a new customer. */
async function phoneCustomer(): Promise<{ client: ApiClient; phone: string; userId: string }> {
  const phone = newPhone();
  const client = new ApiClient(t.url);
  expect((await client.graphql(REQUEST_CODE, { phone })).errors).toBeUndefined();
  const signedIn = await client.graphql(VERIFY_CODE, { phone, code: await codeSentTo(phone, "login_code") });
  expect(signedIn.errors).toBeUndefined();
  return { client, phone, userId: signedIn.data.verifyLoginCode.user.id };
}

async function me(client: ApiClient) {
  const { data, errors } = await client.graphql(ME);
  expect(errors).toBeUndefined();
  return data.me;
}

async function cartWithProduct(client: ApiClient) {
  const customer = { client } as Parameters<typeof addAddress>[0];
  const addressId = await addAddress(customer, { city: "Bengaluru", pincode: "560038", phone: "9876543210" });
  const product = await catalogue.create({ price: 499, totalStock: 5 });
  await addToCart(customer, product.id, 1);
  return { addressId, productId: product.id };
}

async function emailsTo(recipientPart: string): Promise<Array<{ kind: string; recipient: string }>> {
  const { data, errors } = await admin.client.graphql(EMAILS);
  expect(errors).toBeUndefined();
  return data.emails.nodes.filter((e: { recipient: string }) => e.recipient.includes(recipientPart));
}

describe("a new number is asked its name before its first order", () => {
  it("a phone sign-in's account needs its name, shows no email, and cannot place an order until the name is given", async () => {
    const { client, phone } = await phoneCustomer();
    expect(await me(client)).toMatchObject({ name: "Customer", email: null, emailVerified: false, needsName: true, phone, phoneVerified: true });
    const { addressId } = await cartWithProduct(client);

    const refused = await client.graphql(PLACE, { input: { addressId, paymentMethod: "COD" } });
    expect(refused.errors?.[0]).toMatchObject({ message: "Please tell us your name before placing your first order.", extensions: { code: "BAD_USER_INPUT", field: "name" } });
    const { data: cart } = await client.graphql(`{ cart { itemCount } myOrders { id } }`);
    expect(cart).toEqual({ cart: { itemCount: 1 }, myOrders: [] });

    // The name by sign-up's rule; an email left blank is none.
    for (const [name, message] of [
      ["", "Name is required"],
      ["Al", "Name must be at least 3 characters long"],
      ["A\u202Ebc", "Name may contain letters, numbers, spaces and punctuation, but no control or invisible characters"],
      ["x".repeat(51), "Name must be at most 50 characters long"],
    ] as const) {
      const bad = await client.graphql(UPDATE, { input: { name } });
      expect(bad.errors?.[0], name).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "name" } });
      expect(bad.errors?.[0]?.message, name).toContain(message);
    }
    expect((await me(client)).needsName).toBe(true);

    const named = await client.graphql(UPDATE, { input: { name: "  Asha   Rao ", email: "  " } });
    expect(named.errors).toBeUndefined();
    expect(named.data.updateProfile).toMatchObject({ name: "Asha Rao", email: null, needsName: false });
    const placed = await client.graphql(PLACE, { input: { addressId, paymentMethod: "COD" } });
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.order.customer).toEqual({ name: "Asha Rao", email: null });
    // Nothing went (nor waits) to the placeholder address: the order's email is not written for an account without one.
    expect(await emailsTo(phone)).toEqual([]);

    // Nor when an order paid online settles (the one-statement settlement writes the confirmation email itself).
    await cartWithProduct(client);
    const online = await client.graphql(`mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } payment { keyId providerOrderId } } }`, { input: { addressId, paymentMethod: "ONLINE" } });
    expect(online.errors).toBeUndefined();
    const paid = await payInStandIn(t, online.data.placeOrder.payment);
    const verified = await verifyPayment({ client } as Parameters<typeof verifyPayment>[0], online.data.placeOrder.order.id, paid);
    expect(verified.errors).toBeUndefined();
    const { data: status } = await client.graphql(`query ($id: ID!) { order(id: $id) { paymentStatus } }`, { id: online.data.placeOrder.order.id });
    expect(status.order.paymentStatus).toBe("PAID");
    expect(await emailsTo(phone)).toEqual([]);
    expect(await emailsTo("phone.sutra.invalid")).toEqual([]);
  });

  it("gives a first email with the name: unverified, sent the welcome with its link; a taken or malformed one changes nothing", async () => {
    const { client } = await phoneCustomer();
    const other = await shopper(t, "taken");

    const taken = await client.graphql(UPDATE, { input: { name: "Ravi Kumar", email: other.email.toUpperCase() } });
    expect(taken.errors?.[0]).toMatchObject({
      message: "That email address belongs to another account. Please use another one, or sign in with it.",
      extensions: { code: "CONFLICT", field: "email" },
    });
    const malformed = await client.graphql(UPDATE, { input: { name: "Ravi Kumar", email: "ravi@" } });
    expect(malformed.errors?.[0]).toMatchObject({ message: "Please enter a valid email address", extensions: { code: "BAD_USER_INPUT", field: "email" } });
    expect(await me(client)).toMatchObject({ name: "Customer", email: null, needsName: true });

    const email = newEmail("ravi");
    const saved = await client.graphql(UPDATE, { input: { name: "Ravi Kumar", email: email.toUpperCase() } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateProfile).toMatchObject({ name: "Ravi Kumar", email, emailVerified: false, needsName: false });
    expect(await emailsTo(email)).toEqual([{ kind: "WELCOME", recipient: email }]);

    // From then on the email changes only by Change email (its password and link); the name still changes here.
    const again = await client.graphql(UPDATE, { input: { name: "Ravi K", email: newEmail("ravi") } });
    expect(again.errors?.[0]).toMatchObject({ message: "Your email is changed under Change email, with a link sent to the new address.", extensions: { code: "BAD_USER_INPUT", field: "email" } });
    expect((await me(client)).name).toBe("Ravi Kumar");
    const renamed = await client.graphql(UPDATE, { input: { name: "Ravi K", email } });
    expect(renamed.data.updateProfile).toMatchObject({ name: "Ravi K", email });
  });

  it("the placeholder gets no email of any kind: no verification link, no password reset", async () => {
    const { client, phone } = await phoneCustomer();
    const resend = await client.graphql(`mutation { resendVerificationEmail { message } }`);
    expect(resend.errors?.[0]).toMatchObject({ message: "Please add your email address first.", extensions: { code: "BAD_USER_INPUT" } });
    const reset = await new ApiClient(t.url).graphql(`mutation ($email: String!) { requestPasswordReset(email: $email) { message } }`, { email: `${phone}@phone.sutra.invalid` });
    expect(reset.errors).toBeUndefined();
    await t.server.services.account.settled();
    expect(await emailsTo(phone)).toEqual([]);
  });

  it("admins see a phone account by its verified number, never by the placeholder email (list, search by number, page)", async () => {
    const { phone, userId } = await phoneCustomer();
    const CUSTOMER = `query ($id: ID!) { customer(id: $id) { id email phone phoneVerified } }`;
    const SEARCH = `query ($search: String) { customers(search: $search, first: 5) { edges { node { id email phone } } } }`;
    const page = await admin.client.graphql(CUSTOMER, { id: userId });
    expect(page.errors).toBeUndefined();
    expect(page.data.customer).toEqual({ id: userId, email: null, phone, phoneVerified: true });
    const found = await admin.client.graphql(SEARCH, { search: phone });
    expect(found.data.customers.edges.map((e: { node: unknown }) => e.node)).toEqual([{ id: userId, email: null, phone }]);
  });

  it("an account made by sign-up does not need its name, and can change it", async () => {
    const customer = await shopper(t, "named");
    expect(await me(customer.client)).toMatchObject({ needsName: false, email: customer.email });
    const renamed = await customer.client.graphql(UPDATE, { input: { name: "Meera Iyer" } });
    expect(renamed.data.updateProfile).toMatchObject({ name: "Meera Iyer", email: customer.email, needsName: false });
    const visitor = await new ApiClient(t.url).graphql(UPDATE, { input: { name: "Meera Iyer" } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("adding or changing a phone in Settings is verified with a code", () => {
  it("a wrong code counts, five wrong ones end it, a sign-in code or another account's code does not verify, and nothing is saved until right", async () => {
    const customer = await shopper(t, "phone");
    const phone = newPhone();
    expect((await customer.client.graphql(REQUEST_VERIFY, { phone, channel: "WHATSAPP" })).data.requestPhoneVerification).toBe(true);
    const code = await codeSentTo(phone, "verify_phone");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const refused = await customer.client.graphql(VERIFY_PHONE, { phone, code: wrong });
      expect(refused.errors?.[0]).toMatchObject({ message: "This code is not right, or it has expired. Please check it or ask for a new one.", extensions: { code: "BAD_USER_INPUT", field: "code" } });
    }
    expect((await customer.client.graphql(VERIFY_PHONE, { phone, code })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await me(customer.client)).toMatchObject({ phone: null, phoneVerified: false });

    // A sign-in code for the number is not a verification code, and one account's code does not verify another's.
    await new ApiClient(t.url).graphql(REQUEST_CODE, { phone });
    expect((await customer.client.graphql(VERIFY_PHONE, { phone, code: await codeSentTo(phone, "login_code") })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const other = await shopper(t, "phone");
    await other.client.graphql(REQUEST_VERIFY, { phone });
    expect((await customer.client.graphql(VERIFY_PHONE, { phone, code: await codeSentTo(phone, "verify_phone") })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await me(customer.client)).toMatchObject({ phone: null, phoneVerified: false });

    // A fresh code, right: saved and verified, and used once.
    await customer.client.graphql(REQUEST_VERIFY, { phone });
    const fresh = await codeSentTo(phone, "verify_phone");
    expect((await customer.client.graphql(VERIFY_PHONE, { phone, code: fresh })).data.verifyPhone).toMatchObject({ phone, phoneVerified: true });
    expect((await customer.client.graphql(VERIFY_PHONE, { phone, code: fresh })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("a number verified on another account is refused and stays with it", async () => {
    const owner = await phoneCustomer();
    const customer = await shopper(t, "phone");
    await customer.client.graphql(REQUEST_VERIFY, { phone: owner.phone });
    const refused = await customer.client.graphql(VERIFY_PHONE, { phone: owner.phone, code: await codeSentTo(owner.phone, "verify_phone") });
    expect(refused.errors?.[0]).toMatchObject({ message: "This number is already verified on another account.", extensions: { code: "CONFLICT", field: "phone" } });
    expect(await me(customer.client)).toMatchObject({ phone: null, phoneVerified: false });
    expect(await me(owner.client)).toMatchObject({ phone: owner.phone, phoneVerified: true });
  });

  it("changing the number: the new one signs in, the old one no longer does, and WhatsApp updates (consent per account) go to the new one", async () => {
    const customer = await shopper(t, "phone");
    const first = newPhone();
    expect((await customer.client.graphql(SET_UPDATES, { granted: true, phone: first })).data.setWhatsAppUpdates).toEqual({ granted: true, phone: first });
    await customer.client.graphql(REQUEST_VERIFY, { phone: first });
    await customer.client.graphql(VERIFY_PHONE, { phone: first, code: await codeSentTo(first, "verify_phone") });

    const second = newPhone();
    await customer.client.graphql(REQUEST_VERIFY, { phone: second, channel: "SMS" });
    const changed = await customer.client.graphql(VERIFY_PHONE, { phone: second, code: await codeSentTo(second, "verify_phone") });
    expect(changed.data.verifyPhone).toMatchObject({ phone: second, phoneVerified: true });
    expect((await customer.client.graphql(UPDATES)).data.myWhatsAppUpdates).toEqual({ granted: true, phone: second });

    const visitor = new ApiClient(t.url);
    await visitor.graphql(REQUEST_CODE, { phone: second });
    expect((await visitor.graphql(VERIFY_CODE, { phone: second, code: await codeSentTo(second, "login_code") })).data.verifyLoginCode.user.id).toBe(customer.userId);
    // The old number is nobody's now: signing in with it makes a new customer.
    const stranger = new ApiClient(t.url);
    await stranger.graphql(REQUEST_CODE, { phone: first });
    expect((await stranger.graphql(VERIFY_CODE, { phone: first, code: await codeSentTo(first, "login_code") })).data.verifyLoginCode.user.id).not.toBe(customer.userId);
  });
});
