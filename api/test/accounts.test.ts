/**
 * Issue 23: accounts a shop can run on. A forgotten password (same answer for every address, a single-use link that
 * works 30 minutes and ends every session), email verification (the welcome email's link, a resend), and the
 * account's settings (change password, change email through a link to the new address, sign out of all devices).
 *
 * Everything goes through the public API; the links are read from the outbox the way an admin reads it (`emails`).
 * Tables are read only to check what no API shows (hashes only, nothing changed) or to move a link past its expiry.
 */
import { describe, expect, it } from "vitest";
import { createServices } from "../src/services/index.js";
import { hashToken } from "../src/services/account/tokens.js";
import {
  CHANGE_PASSWORD,
  emailsTo,
  latestToken,
  LOGIN,
  ME,
  REQUEST_EMAIL_CHANGE,
  REQUEST_RESET,
  RESEND_VERIFICATION,
  RESET_PASSWORD,
  SIGN_OUT_EVERYWHERE,
  tokenIn,
  VERIFY_EMAIL,
} from "./support/account-fixtures.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { placeUnpaidOrder } from "./support/order-fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const catalogue = useCatalogue(t);
const PASSWORD = "Sutra#2026pass";
const NEW_PASSWORD = "Fresh#2026start";

let adminClient: Promise<ApiClient> | undefined;
const admin = () => (adminClient ??= signInAdmin(t).then((a) => a.client));

/** A signed-in customer and a second session of theirs (another device, by bearer token). */
async function customerWithTwoSessions() {
  const customer = await signUpCustomer(t, "acct");
  const login = await new ApiClient(t.url).graphql(LOGIN, { input: { email: customer.email, password: PASSWORD } });
  expect(login.errors).toBeUndefined();
  const otherDevice = new ApiClient(t.url);
  otherDevice.bearer = login.data.login.token;
  return { ...customer, otherDevice };
}

const signIn = (email: string, password: string) => new ApiClient(t.url).graphql(LOGIN, { input: { email, password } });
const me = async (client: ApiClient) => (await client.graphql(ME)).data.me as { id: string; email: string; emailVerified: boolean } | null;

async function resetLink(email: string): Promise<string> {
  const { errors } = await new ApiClient(t.url).graphql(REQUEST_RESET, { email });
  expect(errors).toBeUndefined();
  return latestToken(t, await admin(), email, "PASSWORD_RESET", "/auth/reset-password");
}

const reset = (token: string, password = NEW_PASSWORD, client = new ApiClient(t.url)) => client.graphql(RESET_PASSWORD, { input: { token, password } });

async function passwordHashOf(userId: string): Promise<string> {
  const [row] = (await t.server.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [userId])) as Array<{ password_hash: string }>;
  return row!.password_hash;
}

describe("forgotten password: asking for a link", () => {
  it("answers an unknown email exactly as a known one (status, headers, body), and sends only the known one a link", async () => {
    const customer = await signUpCustomer(t, "known");
    const unknown = `nobody.${Date.now()}@example.com`;
    const ask = async (email: string) => {
      const response = await fetch(new URL("/graphql", t.url), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: REQUEST_RESET, variables: { email } }) });
      const headers = Object.fromEntries([...response.headers].filter(([name]) => !["date", "x-request-id"].includes(name)));
      return { status: response.status, headers, body: await response.text() };
    };
    const [known, other] = [await ask(customer.email), await ask(unknown)];
    expect(other).toEqual(known);
    expect(JSON.parse(known.body)).toEqual({ data: { requestPasswordReset: { message: "If an account exists for that email, a reset link is on its way" } } });

    const sent = await emailsTo(t, await admin(), customer.email, "PASSWORD_RESET");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/reset your password/i);
    expect(sent[0]!.text).toContain("30 minutes");
    expect(await emailsTo(t, await admin(), unknown)).toEqual([]);
  });

  it("answers before it looks anything up: with the tokens table locked, the answer still comes, and the email after", async () => {
    const customer = await signUpCustomer(t, "locked");
    const runner = t.server.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query(`LOCK TABLE account_tokens IN ACCESS EXCLUSIVE MODE`);
      const { data, errors } = await new ApiClient(t.url).graphql(REQUEST_RESET, { email: customer.email });
      expect(errors).toBeUndefined();
      expect(data.requestPasswordReset.message).toBe("If an account exists for that email, a reset link is on its way");
      const [{ count }] = (await runner.query(`SELECT count(*)::int AS count FROM email_outbox WHERE recipient = $1 AND kind = 'password_reset'`, [customer.email])) as Array<{ count: number }>;
      expect(count).toBe(0);
    } finally {
      await runner.commitTransaction();
      await runner.release();
    }
    expect(await emailsTo(t, await admin(), customer.email, "PASSWORD_RESET")).toHaveLength(1);
  });

  it("stores only the link's hash", async () => {
    const customer = await signUpCustomer(t, "hash");
    const token = await resetLink(customer.email);
    const rows = (await t.server.dataSource.query(`SELECT token_hash FROM account_tokens WHERE user_id = $1 AND purpose = 'password_reset'`, [customer.userId])) as Array<{ token_hash: string }>;
    expect(rows.map((r) => r.token_hash)).toEqual([hashToken(token)]);
    const [{ found }] = (await t.server.dataSource.query(`SELECT count(*)::int AS found FROM account_tokens WHERE token_hash = $1 OR email = $1`, [token])) as Array<{ found: number }>;
    expect(found).toBe(0);
  });

  it("refuses a malformed email with a clear message, the same for any address", async () => {
    const { errors } = await new ApiClient(t.url).graphql(REQUEST_RESET, { email: "not-an-email" });
    expect(errors?.[0]).toMatchObject({ message: "Please enter a valid email address", extensions: { code: "BAD_USER_INPUT", field: "email" } });
  });

  it("limits requests per email (known or not alike) and per client address", async () => {
    const customer = await signUpCustomer(t, "limit");
    const unknown = `nobody.limit.${Date.now()}@example.com`;
    for (const email of [customer.email, unknown]) {
      for (let i = 0; i < 3; i += 1) expect((await new ApiClient(t.url).graphql(REQUEST_RESET, { email })).errors).toBeUndefined();
      const refused = await new ApiClient(t.url).graphql(REQUEST_RESET, { email });
      expect(refused.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/), extensions: { code: "TOO_MANY_REQUESTS" } });
    }
    // Per client address, whatever the email: a node with a limit of 2 (the test server's is lifted for the suite).
    const tight = createServices({ dataSource: t.server.dataSource, config: { ...t.config, accounts: { ...t.config.accounts, resetRateLimit: { maxPerIp: 2, maxPerEmail: 100, windowSeconds: 60 } } } });
    await tight.account.requestPasswordReset({ email: "a1@example.com" }, { ip: "203.0.113.9" });
    await tight.account.requestPasswordReset({ email: "a2@example.com" }, { ip: "203.0.113.9" });
    await expect(tight.account.requestPasswordReset({ email: "a3@example.com" }, { ip: "203.0.113.9" })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    await tight.account.requestPasswordReset({ email: "a3@example.com" }, { ip: "203.0.113.10" });
    await tight.account.settled();
  });
});

describe("forgotten password: using the link", () => {
  it("sets the new password: the old one fails, the new one signs in, every session ends, and a 'password changed' email goes out", async () => {
    const customer = await customerWithTwoSessions();
    expect(await me(customer.client)).toMatchObject({ id: customer.userId, emailVerified: false });
    expect(await me(customer.otherDevice)).toMatchObject({ id: customer.userId });
    const token = await resetLink(customer.email);

    const { data, errors } = await reset(token);
    expect(errors).toBeUndefined();
    expect(data.resetPassword.message).toBe("Your password has been changed. Please sign in with your new password.");

    expect(await me(customer.client)).toBeNull();
    expect(await me(customer.otherDevice)).toBeNull();
    expect((await signIn(customer.email, PASSWORD)).errors?.[0]?.message).toBe("Incorrect password! Please try again");
    const again = await signIn(customer.email, NEW_PASSWORD);
    expect(again.errors).toBeUndefined();
    const signedIn = new ApiClient(t.url);
    signedIn.bearer = again.data.login.token;
    // The link reached the address: it is verified now.
    expect(await me(signedIn)).toMatchObject({ emailVerified: true });
    const [changed] = await emailsTo(t, await admin(), customer.email, "PASSWORD_CHANGED");
    expect(changed!.subject).toMatch(/your password was changed/i);
    expect(changed!.text).toContain("/auth/forgot-password");
  });

  it("a used link fails, says so, and changes nothing", async () => {
    const customer = await signUpCustomer(t, "used");
    const token = await resetLink(customer.email);
    expect((await reset(token)).errors).toBeUndefined();
    const hash = await passwordHashOf(customer.userId);
    const second = await reset(token, "Another#2026pass");
    expect(second.errors?.[0]).toMatchObject({ message: "This password reset link has already been used. Please ask for a new one.", extensions: { code: "BAD_USER_INPUT", field: "token" } });
    expect(await passwordHashOf(customer.userId)).toBe(hash);
  });

  it("an expired link fails and says so", async () => {
    const customer = await signUpCustomer(t, "expired");
    const token = await resetLink(customer.email);
    await t.server.dataSource.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(token)]);
    const { errors } = await reset(token);
    expect(errors?.[0]).toMatchObject({ message: "This password reset link has expired. Please ask for a new one.", extensions: { code: "BAD_USER_INPUT", field: "token" } });
    expect((await signIn(customer.email, PASSWORD)).errors).toBeUndefined();
  });

  it.each([
    ["an unknown token", "A".repeat(43)],
    ["a malformed token", "not a token"],
    ["an over-long token", "x".repeat(500)],
  ])("%s fails with a clear message", async (_what, token) => {
    const { errors } = await reset(token);
    expect(errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "token" });
    expect(errors?.[0]?.message).toMatch(/^This (password reset )?link is not valid/);
  });

  it("a verification link is no reset link", async () => {
    const customer = await signUpCustomer(t, "purpose");
    const verify = await latestToken(t, await admin(), customer.email, "WELCOME", "/auth/verify-email");
    const { errors } = await reset(verify);
    expect(errors?.[0]).toMatchObject({ message: "This password reset link is not valid. Please ask for a new one.", extensions: { code: "BAD_USER_INPUT" } });
  });

  it.each([
    ["too short", "short1", /at least 8 characters/],
    ["without a number", "onlyletters", /one letter and one number/],
    ["over-long", `${"a1".repeat(64)}x`, /at most 128 characters/],
  ])("a %s password is refused with the sign-up rules, and the link still works", async (_what, password, message) => {
    const customer = await signUpCustomer(t, "weak");
    const token = await resetLink(customer.email);
    const { errors } = await reset(token, password);
    expect(errors?.[0]).toMatchObject({ message: expect.stringMatching(message), extensions: { code: "BAD_USER_INPUT", field: "password" } });
    expect((await signIn(customer.email, PASSWORD)).errors).toBeUndefined();
    expect((await reset(token)).errors).toBeUndefined();
  });

  it("of two links, the older stops working once the newer is used", async () => {
    const customer = await signUpCustomer(t, "twolinks");
    const older = await resetLink(customer.email);
    const newer = await resetLink(customer.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer)).errors).toBeUndefined();
    const { errors } = await reset(older, "Other#2026pass");
    expect(errors?.[0]).toMatchObject({ message: "This password reset link is no longer valid. Please ask for a new one.", extensions: { code: "BAD_USER_INPUT", field: "token" } });
    expect((await signIn(customer.email, NEW_PASSWORD)).errors).toBeUndefined();
  });

  it("two links used at the same moment: exactly one sets the password", async () => {
    const customer = await signUpCustomer(t, "race");
    const [first, second] = [await resetLink(customer.email), await resetLink(customer.email)];
    const results = await Promise.all([reset(first, "Winner#2026one"), reset(second, "Winner#2026two")]);
    const won = results.findIndex((r) => !r.errors);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results[1 - won]!.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await signIn(customer.email, won === 0 ? "Winner#2026one" : "Winner#2026two")).errors).toBeUndefined();
    expect((await signIn(customer.email, won === 0 ? "Winner#2026two" : "Winner#2026one")).errors?.[0]?.message).toBe("Incorrect password! Please try again");
  });

  it("another account's link is refused to a signed-in customer, and changes nothing", async () => {
    const owner = await signUpCustomer(t, "owner");
    const other = await signUpCustomer(t, "other");
    const token = await resetLink(owner.email);
    const { errors } = await reset(token, NEW_PASSWORD, other.client);
    expect(errors?.[0]).toMatchObject({ message: "This link belongs to another account. Sign out, then open it again.", extensions: { code: "FORBIDDEN" } });
    expect((await signIn(owner.email, PASSWORD)).errors).toBeUndefined();
    expect(await me(other.client)).toMatchObject({ id: other.userId });
    expect((await reset(token)).errors).toBeUndefined();
  });
});

describe("email verification", () => {
  it("the welcome email carries the link; until it is opened the account is unverified, after it verified", async () => {
    const customer = await signUpCustomer(t, "verify");
    expect(await me(customer.client)).toMatchObject({ emailVerified: false });
    const [welcome] = await emailsTo(t, await admin(), customer.email, "WELCOME");
    const token = tokenIn(welcome!, "/auth/verify-email");
    expect(welcome!.text).toContain("48 hours");

    // Opened on any device, signed in or not.
    const { data, errors } = await new ApiClient(t.url).graphql(VERIFY_EMAIL, { token });
    expect(errors).toBeUndefined();
    expect(data.verifyEmail.message).toBe("Thank you! Your email address is verified.");
    expect(await me(customer.client)).toMatchObject({ emailVerified: true });
    const again = await new ApiClient(t.url).graphql(VERIFY_EMAIL, { token });
    expect(again.errors?.[0]).toMatchObject({ message: "This email link has already been used.", extensions: { code: "BAD_USER_INPUT", field: "token" } });
    const resend = await customer.client.graphql(RESEND_VERIFICATION);
    expect(resend.errors?.[0]).toMatchObject({ message: "Your email address is already verified.", extensions: { code: "BAD_USER_INPUT" } });
  });

  it("a new link on request, limited per account; an unverified customer shops as usual", async () => {
    const customer = await signUpCustomer(t, "resend");
    for (let i = 0; i < 5; i += 1) {
      const { data, errors } = await customer.client.graphql(RESEND_VERIFICATION);
      expect(errors).toBeUndefined();
      expect(data.resendVerificationEmail.message).toBe(`A new verification link is on its way to ${customer.email}.`);
    }
    const refused = await customer.client.graphql(RESEND_VERIFICATION);
    expect(refused.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Too many emails asked for\./), extensions: { code: "TOO_MANY_REQUESTS" } });
    expect(await emailsTo(t, await admin(), customer.email, "VERIFY_EMAIL")).toHaveLength(5);
    expect((await new ApiClient(t.url).graphql(RESEND_VERIFICATION)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    // Any of the links verifies; the others stop working with it.
    const [first, , , , last] = (await emailsTo(t, await admin(), customer.email, "VERIFY_EMAIL")).map((e) => tokenIn(e, "/auth/verify-email"));
    expect((await new ApiClient(t.url).graphql(VERIFY_EMAIL, { token: last })).errors).toBeUndefined();
    expect((await new ApiClient(t.url).graphql(VERIFY_EMAIL, { token: first })).errors?.[0]?.message).toMatch(/^This email link is no longer valid/);

    const unverified = await signUpCustomer(t, "shops");
    const tee = await catalogue.create({ title: "Unverified Tee", totalStock: 5 });
    const { order } = await placeUnpaidOrder(unverified, tee.id, 1);
    expect(order.status).toBe("PENDING");
  });
});

describe("account settings: password", () => {
  it("changes the password given the current one; this session stays, every other ends, and an email tells of it", async () => {
    const customer = await customerWithTwoSessions();
    const { data, errors } = await customer.client.graphql(CHANGE_PASSWORD, { input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } });
    expect(errors).toBeUndefined();
    expect(data.changePassword.message).toBe("Your password has been changed. Your other devices have been signed out.");
    expect(await me(customer.client)).toMatchObject({ id: customer.userId });
    expect(await me(customer.otherDevice)).toBeNull();
    expect((await signIn(customer.email, PASSWORD)).errors?.[0]?.message).toBe("Incorrect password! Please try again");
    expect((await signIn(customer.email, NEW_PASSWORD)).errors).toBeUndefined();
    expect(await emailsTo(t, await admin(), customer.email, "PASSWORD_CHANGED")).toHaveLength(1);
  });

  it.each([
    ["a wrong current password", { currentPassword: "Wrong#2026pass", newPassword: NEW_PASSWORD }, "currentPassword", "Your current password is not correct."],
    ["a weak new password", { currentPassword: PASSWORD, newPassword: "weak" }, "newPassword", "Password must be at least 8 characters long"],
    ["the same password again", { currentPassword: PASSWORD, newPassword: PASSWORD }, "newPassword", "Your new password must be different from your current one."],
  ])("refuses %s and changes nothing", async (_what, input, field, message) => {
    const customer = await customerWithTwoSessions();
    const hash = await passwordHashOf(customer.userId);
    const { errors } = await customer.client.graphql(CHANGE_PASSWORD, { input });
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    expect(await passwordHashOf(customer.userId)).toBe(hash);
    expect(await me(customer.otherDevice)).toMatchObject({ id: customer.userId });
  });

  it("a reset link sent before a password change stops working with it", async () => {
    const customer = await signUpCustomer(t, "resetthenchange");
    const token = await resetLink(customer.email);
    expect((await customer.client.graphql(CHANGE_PASSWORD, { input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } })).errors).toBeUndefined();
    expect((await reset(token, "Other#2026pass")).errors?.[0]?.message).toBe("This password reset link is no longer valid. Please ask for a new one.");
  });

  it("needs a signed-in caller", async () => {
    const { errors } = await new ApiClient(t.url).graphql(CHANGE_PASSWORD, { input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } });
    expect(errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("account settings: email", () => {
  it("a link goes to the new address and a notice to the current one; the email changes only when the link is opened", async () => {
    const customer = await signUpCustomer(t, "move");
    const resetBefore = await resetLink(customer.email);
    const newEmail = `moved.${Date.now()}@example.com`;
    const { data, errors } = await customer.client.graphql(REQUEST_EMAIL_CHANGE, { input: { newEmail: newEmail.toUpperCase(), password: PASSWORD } });
    expect(errors).toBeUndefined();
    expect(data.requestEmailChange.message).toBe(`If ${newEmail} can be used, a confirmation link is on its way to it. Your email changes when you open that link.`);

    const [notice] = await emailsTo(t, await admin(), customer.email, "EMAIL_CHANGE_NOTICE");
    expect(notice!.text).toContain(`m•••@example.com`);
    expect(notice!.text).not.toContain(newEmail);
    expect(await me(customer.client)).toMatchObject({ email: customer.email });
    const token = await latestToken(t, await admin(), newEmail, "EMAIL_CHANGE", "/auth/verify-email");

    const opened = await new ApiClient(t.url).graphql(VERIFY_EMAIL, { token });
    expect(opened.errors).toBeUndefined();
    expect(opened.data.verifyEmail.message).toBe(`Your email address is now ${newEmail}.`);
    expect(await me(customer.client)).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn(newEmail, PASSWORD)).errors).toBeUndefined();
    expect((await signIn(customer.email, PASSWORD)).errors?.[0]?.message).toBe("User doesn't exists! Please register first");
    // The reset link went to the old address: it ends with it.
    expect((await reset(resetBefore)).errors?.[0]?.message).toBe("This password reset link is no longer valid. Please ask for a new one.");
  });

  it("an address another account has gets the same answer, and no link", async () => {
    const customer = await signUpCustomer(t, "taker");
    const owner = await signUpCustomer(t, "taken");
    const free = `free.${Date.now()}@example.com`;
    const takenAnswer = await customer.client.graphql(REQUEST_EMAIL_CHANGE, { input: { newEmail: owner.email, password: PASSWORD } });
    const freeAnswer = await customer.client.graphql(REQUEST_EMAIL_CHANGE, { input: { newEmail: free, password: PASSWORD } });
    expect(takenAnswer.errors).toBeUndefined();
    expect(takenAnswer.data.requestEmailChange.message.replace(owner.email, "X")).toBe(freeAnswer.data.requestEmailChange.message.replace(free, "X"));
    expect(await emailsTo(t, await admin(), owner.email, "EMAIL_CHANGE")).toEqual([]);
    expect(await emailsTo(t, await admin(), free, "EMAIL_CHANGE")).toHaveLength(1);
    expect(await emailsTo(t, await admin(), customer.email, "EMAIL_CHANGE_NOTICE")).toHaveLength(2);
  });

  it("an address taken between the request and the link: the link says so and nothing changes", async () => {
    const customer = await signUpCustomer(t, "late");
    const wanted = `late.${Date.now()}@example.com`;
    expect((await customer.client.graphql(REQUEST_EMAIL_CHANGE, { input: { newEmail: wanted, password: PASSWORD } })).errors).toBeUndefined();
    const token = await latestToken(t, await admin(), wanted, "EMAIL_CHANGE", "/auth/verify-email");
    const register = await new ApiClient(t.url).graphql(`mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }`, {
      input: { username: `late${Date.now() % 100000}`, email: wanted, password: PASSWORD },
    });
    expect(register.errors).toBeUndefined();
    const { errors } = await new ApiClient(t.url).graphql(VERIFY_EMAIL, { token });
    expect(errors?.[0]).toMatchObject({ message: "That email address belongs to another account now. Please ask for a change to another address.", extensions: { code: "CONFLICT" } });
    expect(await me(customer.client)).toMatchObject({ email: customer.email });
  });

  it.each([
    ["a wrong password", () => ({ newEmail: `x.${Date.now()}@example.com`, password: "Wrong#2026pass" }), "password", "Your password is not correct."],
    ["the current address", (email: string) => ({ newEmail: email, password: PASSWORD }), "newEmail", "That is already your email address."],
    ["a malformed address", () => ({ newEmail: "nope", password: PASSWORD }), "newEmail", "Please enter a valid email address"],
  ])("refuses %s, sending nothing", async (_what, input, field, message) => {
    const customer = await signUpCustomer(t, "refuse");
    const { errors } = await customer.client.graphql(REQUEST_EMAIL_CHANGE, { input: input(customer.email) });
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    expect(await emailsTo(t, await admin(), customer.email, "EMAIL_CHANGE_NOTICE")).toEqual([]);
  });
});

describe("account settings: sign out of all devices", () => {
  it("ends every session of the account, this one included, and clears the cookie", async () => {
    const customer = await customerWithTwoSessions();
    expect(customer.client.cookie("token")).toBeDefined();
    const { data, errors } = await customer.client.graphql(SIGN_OUT_EVERYWHERE);
    expect(errors).toBeUndefined();
    expect(data.signOutEverywhere.message).toBe("You have been signed out on every device.");
    expect(customer.client.cookie("token")).toBeUndefined();
    const sameToken = new ApiClient(t.url);
    sameToken.bearer = customer.token;
    expect(await me(sameToken)).toBeNull();
    expect(await me(customer.otherDevice)).toBeNull();
    expect((await signIn(customer.email, PASSWORD)).errors).toBeUndefined();
  });
});
