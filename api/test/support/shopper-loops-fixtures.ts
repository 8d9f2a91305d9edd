/**
 * Fixtures for the shopper loops (issue 44), through the public API: shoppers who agreed to marketing emails at
 * sign-up, the emails the loops queue (as an admin reads the outbox), and the links in them.
 */
import { expect } from "vitest";
import { ApiClient } from "./client.js";
import { addAddress, type Customer } from "./order-fixtures.js";
import type { TestServer } from "./test-server.js";

let sequence = 0;

/** A shopper who ticked "email me reminders…" at sign-up (or not, with `consent: false`), signed in, with an address. */
export async function loopShopper(t: TestServer, { consent = true, prefix = "loop" }: { consent?: boolean; prefix?: string } = {}): Promise<Customer & { addressId: string }> {
  sequence += 1;
  const username = `${prefix}${sequence}_${process.pid}_${Date.now() % 1_000_000}`;
  const email = `${username}@example.com`;
  const password = "Sutra#2026pass";
  const client = new ApiClient(t.url);
  const registered = await client.graphql(`mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }`, {
    input: { username, email, password, marketingEmails: consent },
  });
  expect(registered.errors).toBeUndefined();
  const login = await client.graphql(`mutation ($input: LoginInput!) { login(input: $input) { token user { id } } }`, { input: { email, password } });
  expect(login.errors).toBeUndefined();
  const customer = { client, userId: login.data.login.user.id as string, email, username, token: login.data.login.token as string };
  return { ...customer, addressId: await addAddress(customer) };
}

export interface LoopEmail {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

/** The emails of `kind` to `recipient`, oldest first, as an admin reads the outbox. */
export async function loopEmails(admin: ApiClient, recipient: string, kind: "CART_REMINDER" | "BACK_IN_STOCK" | "REVIEW_REQUEST"): Promise<LoopEmail[]> {
  const { data, errors } = await admin.graphql(`{ emails(first: 100) { nodes { id kind recipient subject text html } } }`);
  expect(errors).toBeUndefined();
  return (data.emails.nodes as LoopEmail[]).filter((e) => e.recipient === recipient && e.kind === kind).reverse();
}

/** The first link to `path` in an email's text, as a URL. */
export function linkIn(email: LoopEmail, path: string): URL {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, "\\$&")}[^\\s]*`).exec(email.text);
  expect(match, `a link to ${path} in "${email.subject}"`).not.toBeNull();
  return new URL(match![0]);
}

/** Runs one sweep of the loops at `now`, waiting for any sweep already running (the server's own job is off in tests). */
export async function sweep(t: TestServer, now: Date) {
  const result = await t.server.services.shopperLoops.sweep(now, { wait: true });
  expect(result).not.toBeNull();
  return result!;
}

/**
 * The shopper's cart as if last changed `minutes` ago: its rows' timestamps moved back (the only way a test can wait an
 * hour; nothing else about the cart changes).
 */
export async function cartIdleFor(t: TestServer, userId: string, minutes: number): Promise<void> {
  const at = new Date(Date.now() - minutes * 60_000);
  await t.server.dataSource.query(`UPDATE carts SET updated_at = $2 WHERE user_id = $1`, [userId, at]);
  await t.server.dataSource.query(`UPDATE cart_lines SET created_at = $2, updated_at = $2 WHERE cart_id = (SELECT id FROM carts WHERE user_id = $1)`, [userId, at]);
}

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
