import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { demoAdmin, newShopper, signIn } from "../support/accounts.js";
import { expectAccessible } from "../support/axe.js";
import { gql } from "../support/catalogue.js";
import { saveScreen, watchConsole } from "../support/screens.js";
import { isPhone } from "./shop-helpers.js";

/**
 * Issue 23: accounts a shop can run on, as a shopper and an admin use them. The emails are read where this shop
 * keeps them without an SMTP server: the admin's Emails page (a second browser, signed in as the demo admin).
 */

/** A new shopper registered through the API (sign-up is its own journey in auth.spec.ts). */
async function registeredShopper(page: Page, prefix: string) {
  const shopper = newShopper(prefix);
  await gql(page.request, `mutation ($input: RegisterInput!) { register(input: $input) { message } }`, { input: shopper });
  return shopper;
}

/**
 * The link to `path` in the newest email with `subject` to `recipient`, read on the admin's Emails page (the plain
 * text tab), in a browser of the admin's own.
 */
async function linkFromOutbox(browser: Browser, testInfo: TestInfo, { recipient, subject, path }: { recipient: string; subject: string; path: string }): Promise<string> {
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  try {
    const admin = await context.newPage();
    await signIn(admin, demoAdmin.email, demoAdmin.password);
    await admin.goto("/admin/emails");
    const email = admin.getByRole("button", { name: `Open email: ${subject}` }).filter({ hasText: recipient }).first();
    await email.click();
    const dialog = admin.getByRole("dialog", { name: subject });
    await dialog.getByRole("tab", { name: "Plain text" }).click();
    const text = await dialog.locator("pre").innerText();
    const link = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0];
    expect(link, `a ${path} link in "${subject}"`).toBeDefined();
    return link!;
  } finally {
    await context.close();
  }
}

/** Opens an emailed link in the shopper's browser (same origin as the journey's server). */
async function openLink(page: Page, link: string) {
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
}

test.describe("accounts", () => {
  // Two browsers (the shopper's and the admin's reading the outbox) and axe on each new screen.
  test.describe.configure({ timeout: 120_000 });

  test("Forgot your password? → the emailed link → a new password; the old one no longer signs in", async ({ page, browser }, testInfo) => {
    const consoleErrors = watchConsole(page);
    const shopper = await registeredShopper(page, "forgot");
    const newPassword = "Renewed#2026pass";

    await page.goto("/auth/login");
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await expectAccessible(page, testInfo, "forgot password");
    await page.getByLabel("Email", { exact: true }).fill(shopper.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("If an account exists for that email, a reset link is on its way")).toBeVisible();
    await saveScreen(page, testInfo, "forgot-password-sent");

    const link = await linkFromOutbox(browser, testInfo, { recipient: shopper.email, subject: "Sutra: Reset your password", path: "/auth/reset-password" });
    await openLink(page, link);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectAccessible(page, testInfo, "reset password");
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await saveScreen(page, testInfo, "reset-password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Your password has been changed. Please sign in with your new password.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await page.getByLabel("Email", { exact: true }).fill(shopper.email);
    await page.getByLabel("Password").fill(shopper.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Incorrect password! Please try again")).toBeVisible();
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/home$/);

    // The link works once.
    await page.context().clearCookies();
    await openLink(page, link);
    await page.getByLabel("New password", { exact: true }).fill("Another#2026pass");
    await page.getByLabel("Confirm new password").fill("Another#2026pass");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("This password reset link has already been used. Please ask for a new one.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
    await expectAccessible(page, testInfo, "used reset link");
    expect(consoleErrors).toEqual([]);
  });

  test("Account → Settings: a new email takes effect once the link sent to it is opened", async ({ page, browser }, testInfo) => {
    const consoleErrors = watchConsole(page);
    const shopper = await registeredShopper(page, "move");
    const newEmail = `${shopper.username}.new@example.com`;
    await signIn(page, shopper.email, shopper.password);
    await page.goto("/shop/account");
    await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
    await page.getByRole("tab", { name: "Settings" }).click();
    const emailForm = page.getByRole("form", { name: "Email" });
    await expect(emailForm).toBeVisible();
    await expectAccessible(page, testInfo, "account settings");
    await saveScreen(page, testInfo, "account-settings");

    await emailForm.getByLabel("New email").fill(newEmail);
    await emailForm.getByLabel("Password").fill(shopper.password);
    await emailForm.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(page.getByText(`If ${newEmail} can be used, a confirmation link is on its way to it.`)).toBeVisible();
    // Nothing changes until the link is opened.
    await expect(page.getByText(`Your email is ${shopper.email}.`)).toBeVisible();

    const link = await linkFromOutbox(browser, testInfo, { recipient: newEmail, subject: "Sutra: Confirm your new email address", path: "/auth/verify-email" });
    await openLink(page, link);
    await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
    await expectAccessible(page, testInfo, "email link opened");
    await saveScreen(page, testInfo, "email-changed");
    await page.getByRole("link", { name: "Go to your account" }).click();
    await expect(page).toHaveURL(/\/shop\/account$/);
    // Confirmed through the link, the new address is verified: the notice is gone.
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page.getByText(`Your email is ${newEmail}.`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Verify your email" })).toHaveCount(0);

    await page.context().clearCookies();
    await page.goto("/auth/login");
    await page.getByLabel("Email", { exact: true }).fill(newEmail);
    await page.getByLabel("Password").fill(shopper.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/home$/);
    expect(consoleErrors).toEqual([]);
  });

  test("Admin → Customers: find a shopper, open their page, block them; they are signed out and told why at sign-in", async ({ page, browser }, testInfo) => {
    const shopper = await registeredShopper(page, "blockme");
    await signIn(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/shop\/home$/);

    const context = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
    try {
      const admin = await context.newPage();
      await signIn(admin, demoAdmin.email, demoAdmin.password);
      if (isPhone(testInfo)) await admin.getByRole("button", { name: "Open menu" }).click();
      await admin.getByRole("button", { name: "Customers" }).filter({ visible: true }).click();
      await expect(admin).toHaveURL(/\/admin\/customers$/);
      await expect(admin.getByRole("heading", { name: "Customers" })).toBeVisible();
      await admin.getByRole("searchbox", { name: "Search customers" }).fill(shopper.username);
      await expect(admin.getByText("1 customer", { exact: true })).toBeVisible();
      await expectAccessible(admin, testInfo, "admin customers");
      await saveScreen(admin, testInfo, "admin-customers");
      await admin.getByRole("link", { name: `Open ${shopper.username}` }).click();
      await expect(admin.getByRole("heading", { name: shopper.username })).toBeVisible();
      await expectAccessible(admin, testInfo, "admin customer");

      await admin.getByRole("button", { name: "Block customer" }).click();
      const dialog = admin.getByRole("dialog", { name: `Block ${shopper.username}?` });
      await dialog.getByLabel(/Reason/).fill("Repeated chargebacks");
      await expectAccessible(admin, testInfo, "block dialog");
      await dialog.getByRole("button", { name: "Block" }).click();
      await expect(admin.getByText(`${shopper.username} is blocked`)).toBeVisible();
      await saveScreen(admin, testInfo, "admin-customer-blocked");
      await expect(admin.getByText(/Reason: Repeated chargebacks/)).toBeVisible();
    } finally {
      await context.close();
    }

    // The shopper's session ended at once: the next page load is a visitor's.
    await page.reload();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByLabel("Email", { exact: true }).fill(shopper.email);
    await page.getByLabel("Password").fill(shopper.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("This account has been blocked. Please contact the shop if you think this is a mistake.")).toBeVisible();
  });
});
