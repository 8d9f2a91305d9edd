/**
 * Issue 23, the account's emails through a real SMTP server (smtp-server): the links arrive, absolute (PUBLIC_URL),
 * in both bodies, with the shop's and the customer's text escaped; once the server accepted an email its link's
 * token leaves the outbox, and an admin reading the log never sees a token (a reset link opens the account).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN, REQUEST_RESET, RESET_PASSWORD } from "./support/account-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin } from "./support/fixtures.js";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp-server.js";
import { useTestServer } from "./support/test-server.js";

let smtp: TestSmtpServer;
const env: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startSmtpServer();
  Object.assign(env, { SMTP_URL: smtp.url, EMAIL_SEND_INTERVAL_SECONDS: "0", EMAIL_FROM: "Sutra <orders@sutra.test>", PUBLIC_URL: "https://shop.example.in", BRAND_NAME: "Sutra & Co <Kids>" });
});
afterAll(() => smtp?.close());
const t = useTestServer(env);

const PASSWORD = "Sutra#2026pass";
/** The server itself (its `url` is PUBLIC_URL, the address the links name). */
const client = () => new ApiClient(`http://127.0.0.1:${t.server.port}`);
const to = (email: string) => smtp.received.filter((m) => m.to === email);
async function send() {
  await t.server.services.account.settled();
  await t.server.services.emails.sendDue(100);
}

describe("account emails over SMTP", () => {
  it("the welcome email carries an absolute verification link, the customer's name escaped", async () => {
    const email = `smtp.welcome.${Date.now()}@example.com`;
    const input = { username: `Tom <b>"Fish"</b> ${Date.now() % 1000}`, email, password: PASSWORD };
    expect((await client().graphql(`mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }`, { input })).errors).toBeUndefined();
    await send();
    const [welcome] = to(email);
    expect(welcome!.subject).toBe("Welcome to Sutra & Co <Kids>");
    const link = /https:\/\/shop\.example\.in\/auth\/verify-email\?token=[A-Za-z0-9_-]{43}/.exec(welcome!.text)?.[0];
    expect(link).toBeDefined();
    expect(welcome!.html).toContain(`href="${link}"`);
    expect(welcome!.html).toContain("Hello Tom &lt;b&gt;&quot;Fish&quot;&lt;/b&gt;");
    expect(welcome!.html).not.toContain("<b>");
  });

  it("a reset link works from the email; the outbox keeps no token once it was sent, and the admin's log shows none", async () => {
    const email = `smtp.reset.${Date.now()}@example.com`;
    const register = await client().graphql(`mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }`, {
      input: { username: `resetter${Date.now() % 100000}`, email, password: PASSWORD },
    });
    expect(register.errors).toBeUndefined();
    expect((await client().graphql(REQUEST_RESET, { email })).errors).toBeUndefined();
    await t.server.services.account.settled();

    // Waiting to be sent: the admin's log hides the token already.
    const admin = (await signInAdmin({ ...t, url: `http://127.0.0.1:${t.server.port}` })).client;
    const log = async () => {
      const { data } = await admin.graphql(`{ emails(first: 100) { nodes { kind recipient status text html } } }`);
      return (data.emails.nodes as Array<{ kind: string; recipient: string; status: string; text: string; html: string }>).find((e) => e.recipient === email && e.kind === "PASSWORD_RESET")!;
    };
    const waiting = await log();
    expect(waiting.status).toBe("PENDING");
    expect(waiting.text).toContain("/auth/reset-password?token=removed-once-sent");
    expect(waiting.text).not.toMatch(/token=[A-Za-z0-9_-]{43}/);

    await send();
    const [reset] = to(email).filter((m) => /reset your password/i.test(m.subject));
    const token = /https:\/\/shop\.example\.in\/auth\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(reset!.text)?.[1];
    expect(token).toBeDefined();
    expect(reset!.html).toContain(`reset-password?token=${token}`);

    const rows = (await t.server.dataSource.query(`SELECT status, text_body, html_body FROM email_outbox WHERE recipient = $1 AND kind = 'password_reset'`, [email])) as Array<{ status: string; text_body: string; html_body: string }>;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("sent");
    expect(rows[0]!.text_body + rows[0]!.html_body).not.toContain(token!);
    expect((await log()).text).not.toContain(token!);

    expect((await client().graphql(RESET_PASSWORD, { input: { token, password: "Fresh#2026start" } })).errors).toBeUndefined();
    expect((await client().graphql(LOGIN, { input: { email, password: "Fresh#2026start" } })).errors).toBeUndefined();
    await send();
    expect(to(email).map((m) => m.subject)).toEqual(["Welcome to Sutra & Co <Kids>", "Sutra & Co <Kids>: Reset your password", "Sutra & Co <Kids>: Your password was changed"]);
  });
});
