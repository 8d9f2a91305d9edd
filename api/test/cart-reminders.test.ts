import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../src/config.js";
import { CONSENT_TEXTS } from "../src/services/shopper-loops/index.js";
import { ApiClient } from "./support/client.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { addToCart, cartOf, payInStandIn, placeOrderOk, verifyPayment } from "./support/order-fixtures.js";
import type { Admin } from "./support/return-fixtures.js";
import { cartIdleFor, linkIn, type LoopEmail, loopEmails, loopShopper, minutesFromNow, sweep } from "./support/shopper-loops-fixtures.js";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp-server.js";
import { useTestServer } from "./support/test-server.js";

// A real SMTP server receives what the outbox sends, so the headers mail programs read are checked as sent.
let smtp: TestSmtpServer;
const smtpUrl: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startSmtpServer();
  smtpUrl.SMTP_URL = smtp.url;
});
afterAll(() => smtp?.close());
const t = useTestServer(smtpUrl);
const catalogue = useCatalogue(t);
let admin: Admin;

beforeAll(async () => {
  admin = await signInAdmin(t);
});

const RESTORE = `mutation ($token: String!) { restoreCart(token: $token) { couponCode notice cart { itemCount appliedCoupon { code } lines { productId quantity } } } }`;
const APPLY = `mutation ($code: String!) { applyCoupon(code: $code) { appliedCoupon { code } } }`;
const CONSENT = `{ marketingConsent { emailGranted wording current { granted wording source at } history { granted source } } }`;
const SET_CONSENT = `mutation ($granted: Boolean!) { setMarketingConsent(granted: $granted) { emailGranted history { granted source } } }`;
const UNSUBSCRIBE = `mutation ($token: String!) { unsubscribe(token: $token) { message } }`;
const RECOVERY = `{ salesInsights(days: 7) { cartRecovery { abandonedCarts remindersSent recoveredCarts recoveredRevenue recoveryRate } } }`;

const MINUTES = 60; // ABANDONED_CART_MINUTES's default
const HOURS = 24; // ABANDONED_CART_SECOND_HOURS's default

/** A consenting shopper with one product (₹1,000) in the cart. */
async function cartLeftBehind(consent = true) {
  const product = await catalogue.create({ price: 1000, totalStock: 20 });
  const shopper = await loopShopper(t, { consent });
  await addToCart(shopper, product.id, 2);
  return { product, shopper };
}

function tokenOf(email: LoopEmail, path: string): string {
  return linkIn(email, path).searchParams.get("token")!;
}

describe("abandoned-cart reminders", () => {
  it("a cart left ABANDONED_CART_MINUTES gets one reminder, with its lines and the restore link; sweeping again sends nothing more", async () => {
    const { shopper } = await cartLeftBehind();
    expect((await sweep(t, minutesFromNow(MINUTES - 2))).firstReminders).toBe(0);
    await sweep(t, minutesFromNow(MINUTES + 1));
    await sweep(t, minutesFromNow(MINUTES + 5));
    const emails = await loopEmails(admin.client, shopper.email, "CART_REMINDER");
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe("Sutra: You left something in your cart");
    expect(emails[0]!.text).toMatch(/2 × Cotton Tee \d+ at ₹1,000\.00/);
    expect(tokenOf(emails[0]!, "/shop/restore-cart")).toBeTruthy();
  });

  it("every marketing email carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) as sent through SMTP", async () => {
    const { shopper } = await cartLeftBehind();
    await sweep(t, minutesFromNow(MINUTES + 1));
    await t.server.services.emails.sendDue(100);
    const received = smtp.received.find((m) => m.to.includes(shopper.email) && m.subject.includes("You left something"));
    expect(received).toBeDefined();
    const headers = received!.raw.slice(0, received!.raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/localhost:\d+\/api\/marketing\/unsubscribe\?token=[\w.-]+>\r?$/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it("nothing is sent to a shopper who did not agree to marketing emails", async () => {
    const { shopper } = await cartLeftBehind(false);
    await sweep(t, minutesFromNow(MINUTES + 1));
    expect(await loopEmails(admin.client, shopper.email, "CART_REMINDER")).toEqual([]);
  });

  it("nothing is sent once the shopper orders, or empties the cart", async () => {
    const ordered = await cartLeftBehind();
    await placeOrderOk(ordered.shopper, ordered.shopper.addressId);
    const emptied = await cartLeftBehind();
    expect((await emptied.shopper.client.graphql(`mutation ($input: CartLineKeyInput!) { removeFromCart(input: $input) { itemCount } }`, { input: { productId: emptied.product.id } })).errors).toBeUndefined();
    await sweep(t, minutesFromNow(MINUTES + 1));
    expect(await loopEmails(admin.client, ordered.shopper.email, "CART_REMINDER")).toEqual([]);
    expect(await loopEmails(admin.client, emptied.shopper.email, "CART_REMINDER")).toEqual([]);
  });

  it("the second reminder carries a coupon made for that cart: single use, 48 hours, the shopper's alone", async () => {
    const { shopper } = await cartLeftBehind();
    await cartIdleFor(t, shopper.userId, MINUTES + 1);
    await sweep(t, new Date());
    expect((await sweep(t, minutesFromNow(HOURS * 60 + 1))).secondReminders).toBeGreaterThanOrEqual(1);
    const emails = await loopEmails(admin.client, shopper.email, "CART_REMINDER");
    expect(emails).toHaveLength(2);
    expect(emails[1]!.subject).toBe("Sutra: 10% off the cart you left");
    const code = /use the code (BACK-[A-Z0-9]{6})/.exec(emails[1]!.text)?.[1];
    expect(code).toBeDefined();
    // Another shopper cannot use it: to them it does not exist.
    const other = await loopShopper(t, { consent: false });
    await addToCart(other, (await cartOf(shopper)).lines[0]!.productId, 1);
    expect((await other.client.graphql(APPLY, { code })).errors?.[0]).toMatchObject({ message: "This code doesn't exist", extensions: { code: "BAD_USER_INPUT" } });
    // It is not one of the shop's promotions in the admin's list.
    expect((await admin.client.graphql(`{ promotions { code } }`)).data.promotions.map((p: { code: string }) => p.code)).not.toContain(code);
    // Its owner's restore link brings the cart back with the code applied.
    const { data, errors } = await shopper.client.graphql(RESTORE, { token: tokenOf(emails[1]!, "/shop/restore-cart") });
    expect(errors).toBeUndefined();
    expect(data.restoreCart).toMatchObject({ couponCode: code, notice: null, cart: { itemCount: 2, appliedCoupon: { code } } });
    // Used by a paid order, a second use is refused.
    const { order, payment } = await placeOrderOk(shopper, shopper.addressId);
    expect((await verifyPayment(shopper, order.id, await payInStandIn(t, payment))).errors).toBeUndefined();
    await addToCart(shopper, (await cartOf(other)).lines[0]!.productId, 1);
    expect((await shopper.client.graphql(APPLY, { code })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("no second reminder for a cart the shopper changed after the first, nor one that was ordered", async () => {
    const changed = await cartLeftBehind();
    const ordered = await cartLeftBehind();
    for (const { shopper } of [changed, ordered]) await cartIdleFor(t, shopper.userId, MINUTES + 1);
    await sweep(t, new Date());
    await addToCart(changed.shopper, changed.product.id, 1);
    await placeOrderOk(ordered.shopper, ordered.shopper.addressId);
    await sweep(t, minutesFromNow(HOURS * 60 + 1));
    expect(await loopEmails(admin.client, changed.shopper.email, "CART_REMINDER")).toHaveLength(1);
    expect(await loopEmails(admin.client, ordered.shopper.email, "CART_REMINDER")).toHaveLength(1);
  });

  it("the restore link puts back lines removed since, on any device of that shopper", async () => {
    const { product, shopper } = await cartLeftBehind();
    await sweep(t, minutesFromNow(MINUTES + 1));
    const [email] = await loopEmails(admin.client, shopper.email, "CART_REMINDER");
    // The shopper emptied the cart on their phone; later they open the link on a laptop (another session).
    await shopper.client.graphql(`mutation ($input: CartLineKeyInput!) { removeFromCart(input: $input) { itemCount } }`, { input: { productId: product.id } });
    const laptop = new ApiClient(t.url);
    expect((await laptop.graphql(`mutation ($input: LoginInput!) { login(input: $input) { token } }`, { input: { email: shopper.email, password: "Sutra#2026pass" } })).errors).toBeUndefined();
    const { data, errors } = await laptop.graphql(RESTORE, { token: tokenOf(email!, "/shop/restore-cart") });
    expect(errors).toBeUndefined();
    expect(data.restoreCart.cart.lines).toEqual([{ productId: product.id, quantity: 2 }]);
    // Opening it again changes nothing.
    expect((await laptop.graphql(RESTORE, { token: tokenOf(email!, "/shop/restore-cart") })).data.restoreCart.cart.lines).toEqual([{ productId: product.id, quantity: 2 }]);
  });

  it("another shopper's link is refused and their cart is unchanged; a forged or garbled link is refused plainly", async () => {
    const { shopper } = await cartLeftBehind();
    await sweep(t, minutesFromNow(MINUTES + 1));
    const [email] = await loopEmails(admin.client, shopper.email, "CART_REMINDER");
    const token = tokenOf(email!, "/shop/restore-cart");
    const intruder = await loopShopper(t, { consent: false });
    const { errors } = await intruder.client.graphql(RESTORE, { token });
    expect(errors?.[0]).toMatchObject({ message: "This link is for another shopper's cart. Sign in as the shopper it was emailed to.", extensions: { code: "FORBIDDEN" } });
    expect((await cartOf(intruder)).itemCount).toBe(0);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await shopper.client.graphql(RESTORE, { token: forged })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await new ApiClient(t.url).graphql(RESTORE, { token })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("a coupon that expired before the link was opened is refused with the reason; the cart comes back without it", async () => {
    const { shopper } = await cartLeftBehind();
    // Both reminders went over two days ago: the coupon's 48 hours are over.
    const firstAt = new Date(Date.now() - (HOURS + 49) * 3600_000);
    await cartIdleFor(t, shopper.userId, (HOURS + 49) * 60 + MINUTES + 1);
    await sweep(t, firstAt);
    await sweep(t, new Date(firstAt.getTime() + HOURS * 3600_000 + 60_000));
    const emails = await loopEmails(admin.client, shopper.email, "CART_REMINDER");
    expect(emails).toHaveLength(2);
    const { data, errors } = await shopper.client.graphql(RESTORE, { token: tokenOf(emails[1]!, "/shop/restore-cart") });
    expect(errors).toBeUndefined();
    expect(data.restoreCart.couponCode).toBeNull();
    expect(data.restoreCart.notice).toMatch(/^BACK-[A-Z0-9]{6} could not be applied: This code expired on /);
    expect(data.restoreCart.cart.appliedCoupon).toBeNull();
  });

  it("the dashboard counts abandoned carts, reminders, recovered carts and their revenue from the rows", async () => {
    const before = (await admin.client.graphql(RECOVERY)).data.salesInsights.cartRecovery;
    const recovered = await cartLeftBehind();
    const lost = await cartLeftBehind();
    // Reminded an hour ago (their carts idle since before that), then one shopper came back and paid.
    const remindedAt = new Date(Date.now() - 3600_000);
    for (const { shopper } of [recovered, lost]) await cartIdleFor(t, shopper.userId, 60 + MINUTES + 1);
    expect((await sweep(t, remindedAt)).firstReminders).toBeGreaterThanOrEqual(2);
    const { order, payment } = await placeOrderOk(recovered.shopper, recovered.shopper.addressId);
    expect((await verifyPayment(recovered.shopper, order.id, await payInStandIn(t, payment))).errors).toBeUndefined();
    const after = (await admin.client.graphql(RECOVERY)).data.salesInsights.cartRecovery;
    expect(after.abandonedCarts - before.abandonedCarts).toBe(2);
    expect(after.remindersSent - before.remindersSent).toBe(2);
    expect(after.recoveredCarts - before.recoveredCarts).toBe(1);
    expect(Math.round((after.recoveredRevenue - before.recoveredRevenue) * 100)).toBe(200_000);
  });
});

describe("consent to marketing emails, kept as a record", () => {
  it("the consent given at sign-up is shown with its wording and time, and withdrawing it adds a record", async () => {
    const shopper = await loopShopper(t);
    const { data } = await shopper.client.graphql(CONSENT);
    expect(data.marketingConsent).toMatchObject({ emailGranted: true, current: { granted: true, source: "register", wording: data.marketingConsent.wording } });
    expect(data.marketingConsent.wording).toMatch(/^Email me a reminder of a cart I leave/);
    expect(Date.now() - new Date(data.marketingConsent.current.at).getTime()).toBeLessThan(60_000);
    const withdrawn = await shopper.client.graphql(SET_CONSENT, { granted: false });
    expect(withdrawn.data.setMarketingConsent).toEqual({
      emailGranted: false,
      history: [
        { granted: false, source: "settings" },
        { granted: true, source: "register" },
      ],
    });
  });

  it("the sign-up form shows the very sentence the consent record keeps", () => {
    const signUpTexts = readFileSync(`${projectRoot}/web/src/common/authTexts.ts`, "utf8").replace(/\s+/g, " ");
    expect(signUpTexts).toContain(JSON.stringify(CONSENT_TEXTS.emailWording));
  });

  it("the unsubscribe page's link works signed out, once; the shopper's cart reminders stop", async () => {
    const { shopper } = await cartLeftBehind();
    await sweep(t, minutesFromNow(MINUTES + 1));
    const [email] = await loopEmails(admin.client, shopper.email, "CART_REMINDER");
    const token = tokenOf(email!, "/auth/unsubscribe");
    const anyone = new ApiClient(t.url);
    const status = await anyone.graphql(`query ($token: String!) { unsubscribeStatus(token: $token) { email subscribed } }`, { token });
    expect(status.data.unsubscribeStatus).toEqual({ email: `${shopper.email[0]}•••@example.com`, subscribed: true });
    expect((await anyone.graphql(UNSUBSCRIBE, { token })).data.unsubscribe.message).toBe(
      "You are unsubscribed: we will send you no more reminders, back-in-stock alerts or review requests.",
    );
    expect((await anyone.graphql(UNSUBSCRIBE, { token })).data.unsubscribe.message).toBe("You were already unsubscribed: we send you no marketing emails.");
    expect((await shopper.client.graphql(CONSENT)).data.marketingConsent.current).toMatchObject({ granted: false, source: "unsubscribe_page" });
    await sweep(t, new Date(Date.now() + (MINUTES + 2) * 60_000 + HOURS * 3600_000));
    expect(await loopEmails(admin.client, shopper.email, "CART_REMINDER")).toHaveLength(1);
  });

  it("a mail program's one-click POST (RFC 8058) unsubscribes without a session; a bad token changes nothing", async () => {
    const { shopper } = await cartLeftBehind();
    await sweep(t, minutesFromNow(MINUTES + 1));
    const [email] = await loopEmails(admin.client, shopper.email, "CART_REMINDER");
    const oneClick = new URL("/api/marketing/unsubscribe", t.url);
    oneClick.searchParams.set("token", tokenOf(email!, "/auth/unsubscribe"));
    const post = (url: URL) => fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    const bad = new URL(oneClick);
    bad.searchParams.set("token", "not-a-token");
    expect((await post(bad)).status).toBe(400);
    expect((await shopper.client.graphql(CONSENT)).data.marketingConsent.emailGranted).toBe(true);
    const response = await post(oneClick);
    expect(response.status).toBe(200);
    expect((await shopper.client.graphql(CONSENT)).data.marketingConsent.current).toMatchObject({ granted: false, source: "one_click" });
  });
});
