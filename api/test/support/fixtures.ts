import { expect } from "vitest";
import { ApiClient } from "./client.js";
import type { TestServer } from "./test-server.js";

let sequence = 0;

/** A fresh customer account, registered and signed in through the public API. */
export async function signUpCustomer(t: TestServer, prefix = "shopper"): Promise<{ client: ApiClient; userId: string; email: string; username: string; token: string }> {
  sequence += 1;
  const username = `${prefix}${sequence}_${process.pid}_${Date.now() % 1_000_000}`;
  const email = `${username}@example.com`;
  const password = "Sutra#2026pass";
  const client = new ApiClient(t.url);
  const registered = await client.graphql(`mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }`, { input: { username, email, password } });
  expect(registered.errors).toBeUndefined();
  const login = await client.graphql(`mutation ($input: LoginInput!) { login(input: $input) { token user { id } } }`, { input: { email, password } });
  expect(login.errors).toBeUndefined();
  return { client, userId: login.data.login.user.id, email, username, token: login.data.login.token };
}

/** A signed-in admin (made the way `npm run create-admin` makes one). */
export async function signInAdmin(t: TestServer): Promise<{ client: ApiClient; userId: string; token: string }> {
  sequence += 1;
  const email = `admin${sequence}_${process.pid}_${Date.now() % 1_000_000}@example.com`;
  const password = "Admin#2026pass";
  await t.server.services.auth.createAdmin({ email, password });
  const client = new ApiClient(t.url);
  const login = await client.graphql(`mutation ($input: LoginInput!) { login(input: $input) { token user { id } } }`, { input: { email, password } });
  expect(login.errors).toBeUndefined();
  return { client, userId: login.data.login.user.id, token: login.data.login.token };
}
