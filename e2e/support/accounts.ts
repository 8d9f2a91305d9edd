import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../api/src/db/seed/demo-accounts.js";

export const demoAdmin = DEMO_ACCOUNTS.admin;
export const demoCustomer = DEMO_ACCOUNTS.customer;

let sequence = 0;
/** A new, unique shopper identity for a journey. */
export function newShopper(prefix = "e2e") {
  sequence += 1;
  const username = `${prefix}${Date.now().toString(36)}${sequence}`;
  return { username, email: `${username}@example.com`, password: "Journey#2026" };
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Logged in successfully")).toBeVisible();
}
