/**
 * Running the shop: the admin's sales dashboard shows the orders placed in this journey (the figures move by exactly
 * their totals), the order list finds them by customer and #reference and exports them as CSV, and the customer
 * downloads the tax invoice from Account. Screenshots at desktop and phone width go to e2e/artifacts/screens and
 * /work/notes/screens-13 (when that folder can be made).
 */
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { demoAdmin, signIn } from "../support/accounts.js";
import { buyAsNewShopper } from "../support/orders.js";
import { saveScreen } from "../support/screens.js";
import { isPhone } from "./shop-helpers.js";

const NOTES = process.env.SCREENS_13_DIR ?? "/work/notes/screens-13";

async function screen(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForTimeout(500);
  await saveScreen(page, testInfo, name);
  try {
    mkdirSync(NOTES, { recursive: true });
    await page.screenshot({ path: join(NOTES, `${testInfo.project.name}-${name}.png`), fullPage: true });
  } catch {
    // Not this machine: the artifacts copy is enough.
  }
}

/** "₹1,23,456.50" → 12345650 (paise). */
function paise(text: string | null): number {
  const digits = (text ?? "").replace(/[^\d.]/g, "");
  return Math.round(Number(digits) * 100);
}

async function figures(page: Page) {
  const sales = page.getByRole("region", { name: "Sales" });
  await expect(sales.getByTestId("insights-revenue")).toBeVisible();
  await expect(sales.getByRole("button", { name: "7 days" })).toBeVisible();
  await sales.getByRole("button", { name: "7 days" }).click();
  await expect(sales.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  // The 30 days' figures stay on screen until the 7 days' come: on a busy machine they were once read instead.
  await expect(sales).toHaveAttribute("aria-busy", "false");
  return {
    revenue: paise(await sales.getByTestId("insights-revenue").textContent()),
    orders: Number(await sales.getByTestId("insights-paid-orders").textContent()),
  };
}

async function signInAdmin(page: Page) {
  await page.context().clearCookies();
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("the admin sees the journey's orders on the dashboard, filters and exports them; the customer downloads the invoice", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  const before = await figures(page);

  // Two customers buy (through the API of the running server, the storefront's checkout has its own journey).
  const first = await buyAsNewShopper(page.context().request, { quantity: 2 });
  const second = await buyAsNewShopper(page.context().request, { quantity: 1 });
  const journeyPaise = Math.round(first.total * 100) + Math.round(second.total * 100);

  // The second customer (signed in by the last purchase) downloads the invoice from Account.
  await page.goto("/shop/account");
  await page.getByRole("button", { name: `View details of order ${second.reference}` }).filter({ visible: true }).click();
  const details = page.getByRole("dialog", { name: "Order Details" });
  const invoiceLink = details.getByRole("link", { name: /^Download invoice \(INV-\d{6}\)$/ });
  await expect(invoiceLink).toBeVisible();
  await screen(page, testInfo, "account-invoice");
  const [invoice] = await Promise.all([page.waitForEvent("download"), invoiceLink.click()]);
  expect(invoice.suggestedFilename()).toMatch(/^invoice-INV-\d{6}\.pdf$/);
  expect(readFileSync(await invoice.path()).subarray(0, 5).toString()).toBe("%PDF-");

  // The admin's dashboard moved by exactly the journey's orders.
  await signInAdmin(page);
  const after = await figures(page);
  expect(after.orders - before.orders).toBe(2);
  expect(after.revenue - before.revenue).toBe(journeyPaise);
  const sales = page.getByRole("region", { name: "Sales" });
  await expect(sales.getByRole("region", { name: "Revenue and paid orders per day" }).locator("svg").first()).toBeVisible();
  await expect(sales.getByRole("list", { name: "Orders by status" })).toContainText("Confirmed");
  await expect(sales.getByRole("list", { name: "Top products by units" })).toContainText(first.product.title);
  await screen(page, testInfo, "dashboard-insights");

  // The order list: by customer, then by #reference; the CSV export of the filtered list.
  if (isPhone(testInfo)) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Main navigation" }).filter({ visible: true }).getByRole("button", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  const filters = page.getByRole("search", { name: "Filter orders" });
  await filters.getByLabel("Customer", { exact: true }).fill(first.shopper.email);
  await expect(page.getByRole("status").filter({ hasText: /^1 order$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: `View order ${first.reference}` })).toBeVisible();
  await screen(page, testInfo, "orders-filtered");
  const [csv] = await Promise.all([page.waitForEvent("download"), filters.getByRole("link", { name: "Export CSV" }).click()]);
  const text = readFileSync(await csv.path(), "utf8");
  const rows = text.replace(/^\uFEFF/, "").trim().split("\r\n");
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(first.reference);
  expect(rows[1]).toContain(first.shopper.email);
  expect(rows[1]).toContain((Math.round(first.total * 100) / 100).toFixed(2));

  await filters.getByLabel("Customer", { exact: true }).fill("");
  await filters.getByLabel("Order #", { exact: true }).fill(second.reference);
  await expect(page.getByRole("status").filter({ hasText: /^1 order$/ })).toBeVisible();
  await page.getByRole("button", { name: `View order ${second.reference}` }).click();
  const dialog = page.getByRole("dialog", { name: /Order Details/ });
  await expect(dialog.getByRole("link", { name: /^Download invoice/ })).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Other orders of this customer" })).toContainText("No other orders.");
  await screen(page, testInfo, "order-dialog");
});
