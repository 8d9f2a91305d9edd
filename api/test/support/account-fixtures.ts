/**
 * Fixtures for the account tests: the links customers are sent, read from the outbox as an admin reads it (the
 * `emails` query, what the admin's Emails page shows), and the account mutations.
 */
import { expect } from "vitest";
import type { ApiClient } from "./client.js";
import type { TestServer } from "./test-server.js";

export const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) { message } }`;
export const RESET_PASSWORD = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;
export const VERIFY_EMAIL = `mutation ($token: String!) { verifyEmail(token: $token) { message } }`;
export const RESEND_VERIFICATION = `mutation { resendVerificationEmail { message } }`;
export const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`;
export const REQUEST_EMAIL_CHANGE = `mutation ($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { message } }`;
export const SIGN_OUT_EVERYWHERE = `mutation { signOutEverywhere { message } }`;
export const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token user { id email } } }`;
export const ME = `{ me { id email emailVerified } }`;

export interface OutboxEmail {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

/** Every email in the outbox to `recipient` (of `kind`), oldest first, as an admin reads it (any node). */
export async function outboxTo(admin: ApiClient, recipient: string, kind?: string): Promise<OutboxEmail[]> {
  const { data, errors } = await admin.graphql(`{ emails(first: 100) { nodes { kind recipient subject text html } } }`);
  expect(errors).toBeUndefined();
  return (data.emails.nodes as OutboxEmail[]).filter((e) => e.recipient === recipient && (!kind || e.kind === kind)).reverse();
}

/** `outboxTo`, after the work the in-process server answered before doing (a reset request's email) has finished. */
export async function emailsTo(t: TestServer, admin: ApiClient, recipient: string, kind?: string): Promise<OutboxEmail[]> {
  await t.server.services.account.settled();
  return outboxTo(admin, recipient, kind);
}

/** The token of the link to `path` in an email's text (and checks the HTML carries the same link). */
export function tokenIn(email: OutboxEmail, path: "/auth/reset-password" | "/auth/verify-email"): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(email.text);
  expect(match, `a ${path} link in "${email.subject}"`).not.toBeNull();
  expect(email.html).toContain(`${path}?token=${match![1]}`);
  return match![1]!;
}

/** The newest link to `path` sent to `recipient` (of `kind`). */
export async function latestToken(t: TestServer, admin: ApiClient, recipient: string, kind: string, path: "/auth/reset-password" | "/auth/verify-email"): Promise<string> {
  const emails = await emailsTo(t, admin, recipient, kind);
  expect(emails.length, `an email of kind ${kind} to ${recipient}`).toBeGreaterThan(0);
  return tokenIn(emails.at(-1)!, path);
}
