/**
 * What a shopper and an owner see (issue 41), at desktop and phone width: a shopper paying on delivery who applies a
 * coupon for online payment only is asked which to keep (nothing switches by itself), and the order's details name
 * its coupon between the subtotal and the total; the owner's daily sales chart names its days and tells a bar's
 * value to the keyboard.
 */
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { demoAdmin, newShopper, signIn } from "../support/accounts.js";
import { gql } from "../support/catalogue.js";
import { watchConsole } from "../support/screens.js";
import { addAddress, isPhone, saveViewport } from "./shop-helpers.js";

/** ₹2,799, one size, plenty in stock: over DIWALI20's ₹1,999 minimum. */
const BAG = { category: "accessories", brand: "adidas", title: "Adidas Linear Duffel Bag" } as const;

async function bagInCart(page: Page) {
  const { products } = await gql<{ products: { edges: Array<{ node: { id: string; title: string } }> } }>(
    page.request,
    `query ($c: [String!], $b: [String!]) { products(first: 20, filter: { categories: $c, brands: $b }) { edges { node { id title } } } }`,
    { c: [BAG.category], b: [BAG.brand] },
  );
  const bag = products.edges.map((e) => e.node).find((p) => p.title === BAG.title)!;
  await gql(page.request, `mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }`, { input: { productId: bag.id, quantity: 1 } });
}

async function applyCode(page: Page, code: string) {
  const summary = page.getByRole("region", { name: "Order summary" });
  await summary.getByRole("textbox", { name: "Coupon code" }).fill(code);
  await summary.getByRole("button", { name: "Apply", exact: true }).click();
}

async function ownerReadsTheChart(page: Page, testInfo: TestInfo) {
  await signIn(page, demoAdmin.email, demoAdmin.password);
  const sales = page.getByRole("region", { name: "Sales" });
  await sales.getByRole("button", { name: "7 days", exact: true }).click();
  await expect(sales).toHaveAttribute("aria-busy", "false");
  const chart = page.locator('section[aria-labelledby="sales-daily-heading"]');
  // Days on the axis as Indians write them ("23 Nov"), the last one today in the shop's time zone.
  const days = chart.locator(".MuiChartsAxis-directionX .MuiChartsAxis-tickLabel");
  await expect(days.first()).toBeVisible();
  const labels = await days.allTextContents();
  expect(labels.length).toBeGreaterThanOrEqual(isPhone(testInfo) ? 3 : 7);
  for (const label of labels) expect(label).toMatch(/^\d{1,2} [A-Z][a-z]{2}$/);
  const today = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" }).format(new Date());
  expect(labels.at(-1)).toBe(today);
  // A bar's value to the keyboard: focus the chart, move to a day.
  await chart.locator("[tabindex]").first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tooltip")).toContainText(/\d{1,2} [A-Z][a-z]{2}[\s\S]*Revenue \(₹\)[\s\S]*₹[\d,]+\.\d{2}/);
  await saveViewport(page, testInfo, "dashboard-daily-chart");
}

test("cash on delivery and a prepaid-only coupon: asked which to keep; the order names its coupon; the chart names its days", async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const consoleErrors = watchConsole(page);
  const shopper = newShopper("edges");
  await gql(page.request, `mutation ($input: RegisterInput!) { register(input: $input) { message } }`, { input: shopper });
  await signIn(page, shopper.email, shopper.password);
  await bagInCart(page);
  await page.goto("/shop/checkout");
  await addAddress(page, { address: "14 MG Road, Indiranagar", city: "Bengaluru", phone: "9876543210", pincode: "560038", notes: "Ring twice" });
  const methods = page.getByTestId("checkout-delivery").getByRole("radiogroup", { name: "Payment method" });
  await methods.getByRole("radio", { name: /Cash on delivery/ }).check();

  // DIWALI20 is for orders paid online: one question, and neither the payment nor the coupon changes by itself.
  await applyCode(page, "DIWALI20");
  const question = page.getByRole("alert", { name: "Cash on delivery or DIWALI20?" });
  await expect(question).toBeVisible();
  await expect(methods.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
  const checkout = page.getByRole("button", { name: "Checkout", exact: true });
  await expect(checkout).toBeDisabled();
  await question.scrollIntoViewIfNeeded();
  await saveViewport(page, testInfo, "checkout-cod-or-coupon");
  await question.getByRole("button", { name: "Cash on delivery, remove DIWALI20" }).click();
  await expect(question).toBeHidden();
  await expect(methods.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();

  // FIRST10 goes with cash on delivery: 10 % of ₹2,799.
  await applyCode(page, "FIRST10");
  await expect(page.getByText("FIRST10 applied")).toBeVisible();
  await checkout.click();
  await expect(page.getByText("Order placed. Please pay ₹2,519.10 to the courier on delivery.")).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/account$/);

  // The order's details: how the price came about, the coupon by name.
  const orders = isPhone(testInfo) ? page.getByRole("list", { name: "Orders" }) : page.getByRole("table", { name: "Orders" });
  await orders.getByRole("button", { name: /View details of order #/ }).click();
  const details = page.getByRole("dialog", { name: "Order Details" });
  const price = details.getByRole("region", { name: "Price Details" });
  await expect(price.getByRole("term")).toHaveText(["Subtotal", "Coupon FIRST10: 10 % off your first order", "Shipping", "Total", "GST included in the total"]);
  await expect(price.getByRole("definition")).toHaveText(["₹2,799", "−₹279.90", "Free", "₹2,519.10", /^₹[\d,.]+$/]);
  await price.scrollIntoViewIfNeeded();
  await saveViewport(page, testInfo, "order-price-details");
  expect(consoleErrors).toEqual([]);

  const owner = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const ownerPage = await owner.newPage();
  const ownerErrors = watchConsole(ownerPage);
  await ownerReadsTheChart(ownerPage, testInfo);
  expect(ownerErrors).toEqual([]);
  await owner.close();
});
