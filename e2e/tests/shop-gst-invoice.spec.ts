/**
 * GST per line on the tax invoice (issue 24): a shopper whose name and address are in Devanagari buys a kurta (5 %,
 * HSN 6211), a duffel bag (18 %, HSN 4202) and a cap (5 %, its own row: HSN 6505), delivered in the seller's state (the demo GSTIN is Karnataka's), pays in
 * the offline Razorpay stand-in, downloads the invoice from Account, and its text as `pdftotext` reads it has each
 * line's HSN code and rate, CGST and SGST, the total in words and the name and address as written.
 */
import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { demoAdmin, signIn } from "../support/accounts.js";
import { expectAccessible } from "../support/axe.js";
import { gql } from "../support/catalogue.js";
import { saveScreen, watchConsole } from "../support/screens.js";
import { addAddress, openCart } from "./shop-helpers.js";

const NOTES = process.env.SCREENS_24_DIR ?? "/work/notes/screens-24";

interface Listed {
  id: string;
  title: string;
  variants: Array<{ size: string | null; colour: string | null; stock: number }>;
}

/** Puts one of the demo product (in its first size and colour with stock) in the signed-in shopper's cart. */
async function addDemoProduct(request: Parameters<typeof gql>[0], category: string, brand: string, title: string) {
  const { products } = await gql<{ products: { edges: Array<{ node: Listed }> } }>(
    request,
    `query ($c: [String!], $b: [String!]) { products(first: 15, filter: { categories: $c, brands: $b }) { edges { node { id title variants { size colour stock } } } } }`,
    { c: [category], b: [brand] },
  );
  const product = products.edges.map((e) => e.node).find((p) => p.title === title);
  if (!product) throw new Error(`${title} is not in the demo catalogue`);
  const variant = product.variants.find((v) => v.stock > 5)!;
  await gql(request, `mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }`, {
    input: { productId: product.id, quantity: 1, size: variant.size, colour: variant.colour },
  });
}

test("the invoice of a paid order shows HSN, rate, CGST and SGST per line and the total in words", { tag: "@desktop-only" }, async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const consoleErrors = watchConsole(page);
  const suffix = Date.now().toString(36);
  const shopper = { username: `सुनीता वर्मा ${suffix}`, email: `gst${suffix}@example.com`, password: "Journey#2026" };
  await gql(page.request, `mutation ($input: RegisterInput!) { register(input: $input) { message } }`, { input: shopper });
  await signIn(page, shopper.email, shopper.password);
  await addDemoProduct(page.request, "women", "h&m", "H&M Flared Rayon Kurta");
  await addDemoProduct(page.request, "accessories", "adidas", "Adidas Linear Duffel Bag");
  await addDemoProduct(page.request, "accessories", "nike", "Nike Heritage86 Cap");

  await page.goto("/shop/home");
  const drawer = await openCart(page);
  await drawer.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await addAddress(page, { address: "१२ एमजी रोड, इंदिरानगर", city: "बेंगलुरु", phone: "9876543210", pincode: "560038", notes: "घंटी बजाएँ" });
  await page.getByRole("button", { name: "Checkout", exact: true }).click();
  const payment = page.getByRole("dialog", { name: /Razorpay sandbox/ });
  await expect(payment.getByTestId("razorpay-sandbox-amount")).toHaveText("₹5,893.00");
  await payment.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Payment verified and order confirmed")).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/account$/);

  await page.getByRole("button", { name: /View details of order #/ }).filter({ visible: true }).click();
  const details = page.getByRole("dialog", { name: "Order Details" });
  const invoiceLink = details.getByRole("link", { name: /^Download invoice \(INV-\d{6}\)$/ });
  await expect(invoiceLink).toBeVisible();
  await saveScreen(page, testInfo, "gst-order-details");
  const [download] = await Promise.all([page.waitForEvent("download"), invoiceLink.click()]);
  const pdfPath = await download.path();
  const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"]).toString("utf8");
  await testInfo.attach("invoice.txt", { body: text, contentType: "text/plain" });

  // Kurta ₹1,799 at 5 %: taxable ₹1,713.33, tax ₹85.67 (CGST ₹42.84 + SGST ₹42.83).
  expect(text).toMatch(/H&M Flared Rayon Kurta\s+6211\s+1\s+₹1,713\.33\s+5%\s+₹42\.84\s+₹42\.83\s+₹1,799\.00\s+\(\S+\)/);
  // Duffel ₹2,799 at 18 %: taxable ₹2,372.03, tax ₹426.97 (CGST ₹213.49 + SGST ₹213.48).
  expect(text).toMatch(/Adidas Linear Duffel Bag\s+4202\s+1\s+₹2,372\.03\s+18%\s+₹213\.49\s+₹213\.48\s+₹2,799\.00/);
  // Cap ₹1,295 at 5 % under its own row (heading 6505, not the accessories' 4202): taxable ₹1,233.33, tax ₹61.67.
  expect(text).toMatch(/Nike Heritage86 Cap\s+6505\s+1\s+₹1,233\.33\s+5%\s+₹30\.84\s+₹30\.83\s+₹1,295\.00/);
  expect(text).toMatch(/Place of supply\s+Karnataka \(29\)/);
  expect(text).toMatch(/Taxable value\s+₹5,318\.69/);
  expect(text).toMatch(/CGST \(included\)\s+₹287\.17/);
  expect(text).toMatch(/SGST \(included\)\s+₹287\.14/);
  expect(text).toMatch(/Total\s+₹5,893\.00/);
  expect(text).not.toContain("IGST");
  expect(text).toContain("Total in words: Rupees Five Thousand Eight Hundred Ninety-Three Only");
  // Names and addresses in Devanagari print as written (no "?").
  expect(text).toContain(shopper.username);
  expect(text).toContain("१२ एमजी रोड, इंदिरानगर");
  expect(text).not.toContain("?");

  try {
    mkdirSync(NOTES, { recursive: true });
    writeFileSync(join(NOTES, "invoice.txt"), text);
    execFileSync("pdftoppm", ["-png", "-r", "80", "-f", "1", "-l", "1", pdfPath, join(NOTES, "invoice")]);
  } catch {
    // Not this machine: the attachment is enough.
  }
  expect(consoleErrors).toEqual([]);
});

test("the admin reads the GST rate table and is told what is wrong with a change", async ({ page }, testInfo) => {
  const consoleErrors = watchConsole(page);
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto("/admin/gst");
  await expect(page.getByRole("heading", { name: "GST rates", level: 1 })).toBeVisible();
  // One form per HSN row; each category's default row in the selects above them.
  const expected: Array<[string, string, string, string]> = [
    ["6205", "2500", "5", "18"],
    ["6204", "2500", "5", "18"],
    ["6109", "2500", "5", "18"],
    ["6211", "2500", "5", "18"],
    ["6404", "2500", "5", "18"],
    ["4202", "", "18", "18"],
    ["4203", "", "18", "18"],
    ["6217", "2500", "5", "18"],
    ["6505", "", "5", "5"],
    ["9004", "", "18", "18"],
    ["9102", "", "18", "18"],
  ];
  for (const [hsn, threshold, upTo, above] of expected) {
    const form = page.getByRole("form", { name: `HSN ${hsn}`, exact: true });
    await expect(form.getByLabel("Threshold per piece (₹)")).toHaveValue(threshold);
    await expect(form.getByLabel(threshold ? "Rate up to it (%)" : "Rate (%)")).toHaveValue(upTo);
    await expect(form.getByLabel("Rate above it (%)")).toHaveValue(above);
  }
  const defaults = page.getByRole("region", { name: "Default row of each category" });
  await expect(defaults.getByRole("combobox", { name: "Men", exact: true })).toContainText("6205 · Men's or boys' shirts");
  await expect(defaults.getByRole("combobox", { name: "Accessories" })).toContainText("4202 · Bags");
  await expectAccessible(page, testInfo, "admin GST rates");
  // A wrong rate is refused by the server, its message under the field; nothing changes (other journeys buy meanwhile).
  const apparel = page.getByRole("form", { name: "HSN 6205", exact: true });
  await apparel.getByLabel("Rate above it (%)").fill("45");
  await apparel.getByRole("button", { name: "Save HSN 6205" }).click();
  await expect(apparel.getByText("Rate above the threshold must be at most 40 %")).toBeVisible();
  await saveScreen(page, testInfo, "admin-gst-rates");
  try {
    mkdirSync(NOTES, { recursive: true });
    await page.screenshot({ path: join(NOTES, `${testInfo.project.name}-admin-gst-rates.png`), fullPage: true });
  } catch {
    // Not this machine: the artifacts copy is enough.
  }
  await page.reload();
  await expect(page.getByRole("form", { name: "HSN 6205", exact: true }).getByLabel("Rate above it (%)")).toHaveValue("18");
  expect(consoleErrors).toEqual([]);
});
