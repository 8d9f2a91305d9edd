import { expect, test, type Locator, type Page } from "@playwright/test";
import { demoAdmin, signIn } from "../support/accounts.js";
import { expectAccessible } from "../support/axe.js";
import { placeCodOrder } from "../support/orders.js";
import { watchConsole } from "../support/screens.js";
import { saveViewport } from "./shop-helpers.js";

/**
 * Shipping through the courier aggregator (issue 42), in a real browser against the production build and the offline
 * Shiprocket: the admin books a cash-on-delivery order from "Ready to ship" and prints its label; the courier's day is
 * acted out from the order dialog (real webhooks to the shop): picked up, out for delivery, a failed attempt; the
 * shopper chooses another day on their order page; the parcel is delivered and the admin sees the cash collected.
 * The admin works at desktop width; the shopper at the project's width.
 */
async function scan(admin: Page, parcel: Locator, status: string) {
  await parcel.getByRole("combobox", { name: "Scan" }).click();
  await admin.getByRole("option", { name: status, exact: true }).click();
  await parcel.getByRole("button", { name: "Send scan" }).click();
  await expect(admin.getByText(`Scan sent: ${status}`).last()).toBeVisible();
}

test("a COD parcel: booked, label printed, a failed attempt, the shopper's new day, delivered and collected", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const consoleErrors = watchConsole(page);
  const { orderId, reference } = await placeCodOrder(page.request, "ship");

  // The admin books it from "Ready to ship" and prints its label.
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, demoAdmin.email, demoAdmin.password);
  await admin.goto("/admin/orders");
  const ready = admin.getByRole("region", { name: "Ready to ship" });
  await ready.getByRole("checkbox", { name: `Select ${reference}` }).check();
  await ready.getByRole("button", { name: "Book 1 order" }).click();
  await expect(admin.getByText("1 order booked with the courier")).toBeVisible();
  await expect(ready.getByRole("checkbox", { name: `Select ${reference}` })).toHaveCount(0);
  const print = ready.getByRole("link", { name: "Print label" });
  const label = await adminContext.request.get((await print.getAttribute("href"))!);
  expect(label.headers()["content-type"]).toBe("application/pdf");
  expect((await label.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await saveViewport(admin, testInfo, "admin-ready-to-ship");
  await expectAccessible(admin, testInfo, "admin orders with the shipping queues");

  // The courier's day, acted out from the order dialog.
  await admin.getByRole("table", { name: "Order History" }).getByRole("row").filter({ hasText: reference }).getByRole("button", { name: `View order ${reference}` }).click();
  const dialog = admin.getByRole("dialog", { name: /Order Details/ });
  const parcel = dialog.getByRole("group", { name: /^AWB SB\d{10}$/ });
  await expect(parcel.getByText("To the customer · Pickup scheduled")).toBeVisible();
  await scan(admin, parcel, "Picked up");
  await expect(parcel.getByText("To the customer · Picked up")).toBeVisible();
  await scan(admin, parcel, "Out for delivery");
  await scan(admin, parcel, "Delivery failed");
  await expect(parcel.getByText("To the customer · Delivery failed")).toBeVisible();
  await saveViewport(admin, testInfo, "admin-order-parcel");

  // The shopper (signed in by placing the order), from the failed-delivery email's link, chooses another day.
  await page.goto(`/shop/account?tab=orders&order=${orderId}`);
  const mine = page.getByRole("dialog", { name: "Order Details" });
  const delivery = mine.getByRole("region", { name: "Delivery" });
  await expect(delivery.getByText("Delivery attempt failed", { exact: true }).first()).toBeVisible();
  await expect(delivery.getByText(/^SB\d{10}$/)).toBeVisible();
  const form = delivery.getByRole("form", { name: "Choose another day for delivery" });
  await form.getByRole("combobox", { name: "Delivery day" }).click();
  await page.getByRole("option").nth(1).click();
  await form.getByLabel("Note for the courier (optional)").fill("After 6 pm please");
  await saveViewport(page, testInfo, "shop-order-reschedule");
  await expectAccessible(page, testInfo, "the shopper's order with a failed delivery to reschedule");
  await form.getByRole("button", { name: "Deliver on this day" }).click();
  await expect(page.getByText("Thank you: the courier will come again on the day you chose.")).toBeVisible();
  await expect(form.getByText(/^Your answer: Deliver again on \d{4}-\d{2}-\d{2}: After 6 pm please$/)).toBeVisible();

  // Delivered on that day: the cash is collected.
  await scan(admin, parcel, "Out for delivery");
  await scan(admin, parcel, "Delivered");
  await expect(parcel.getByText("To the customer · Delivered")).toBeVisible();
  await expect(dialog.getByText("Paid", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Status history" }).getByText("Delivered by Sandbox Express")).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(delivery.getByText("Delivered", { exact: true }).first()).toBeVisible();
  await saveViewport(page, testInfo, "shop-order-delivered");
  expect(consoleErrors).toEqual([]);
});
