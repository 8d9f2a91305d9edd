import { type Browser, expect, type Page, test } from "@playwright/test";
import { demoAdmin, signIn } from "../support/accounts.js";
import { expectAccessible } from "../support/axe.js";
import { watchConsole } from "../support/screens.js";
import { addAddress, cartButton, openCart, saveViewport } from "./shop-helpers.js";

/**
 * Phone first (issue 43), at phone width against the production build and the messaging sandbox: a shopper signs in
 * with a one-time code read from Admin → Messages (a new number makes a new customer, asked its name at checkout), agrees to WhatsApp order updates
 * at checkout, places a cash-on-delivery order, and the admin presses the WhatsApp message's "Confirm order" button in
 * Admin → Messages (the sandbox sends WhatsApp's signed webhook): the order is confirmed and may ship. Then another COD
 * order is paid online instead from its page, through the Razorpay stand-in's window: it becomes prepaid.
 */
const PRODUCT = { query: "category=accessories&brand=levi", title: "Levi's Reversible Leather Belt" } as const;

/** A fresh Indian mobile number (9 and nine digits) for this run. */
const newPhone = () => `9${String(Date.now() % 1_000_000_000).padStart(9, "0")}`;

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await context.newPage();
  await signIn(admin, demoAdmin.email, demoAdmin.password);
  return admin;
}

/** The newest message of a kind to `phone`, as Admin → Messages lists it. */
async function messageIn(admin: Page, phone: string, channel: "WhatsApp" | "SMS", text: RegExp) {
  await admin.goto("/admin/messages");
  await admin.getByLabel("Phone number").fill(phone);
  const item = admin.getByRole("list", { name: "Messages" }).getByRole("listitem", { name: `${channel} message to +91 ${phone}` }).filter({ hasText: text }).first();
  await expect(item).toBeVisible();
  return item;
}

test.describe("phone first: sign in with a code, WhatsApp updates, COD confirmed before it ships", { tag: "@phone-only" }, () => {
  test("a new number signs in with a code from the sandbox, places a COD order, the WhatsApp button confirms it, and switches another COD order to online payment", async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);
    const consoleErrors = watchConsole(page);
    const phone = newPhone();
    const admin = await adminPage(browser);

    // Sign in with a code sent by SMS.
    await page.goto("/auth/login");
    await page.getByRole("button", { name: "Sign in with a code" }).click();
    const form = page.getByRole("form", { name: "Sign in with a code" });
    await form.getByLabel("Mobile number").fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    await form.getByRole("button", { name: "Send code" }).click();
    await expect(form.getByText(`We sent a 6-digit code to +91 ${phone}. It works for 5 minutes.`)).toBeVisible();
    await saveViewport(page, testInfo, "auth-code-sign-in");
    await expectAccessible(page, testInfo, "sign in with a code");
    const sms = await messageIn(admin, phone, "SMS", /is your Sutra sign-in code/);
    const code = /(\d{6}) is your Sutra sign-in code/.exec((await sms.textContent()) ?? "")![1]!;
    await saveViewport(admin, testInfo, "admin-messages");
    await form.getByLabel("6-digit code").fill(code);
    await form.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("Logged in successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/home$/);

    // A COD order, with WhatsApp order updates agreed to at checkout.
    await page.goto(`/shop/listing?${PRODUCT.query}`);
    const card = page.getByRole("list", { name: "All Products" }).getByRole("article", { name: PRODUCT.title });
    await card.getByRole("button", { name: `View details of ${PRODUCT.title}` }).click();
    const details = page.getByRole("dialog", { name: PRODUCT.title });
    await details.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
    await details.getByRole("button", { name: "Close" }).click();
    await expect(cartButton(page, 1)).toBeVisible();
    const drawer = await openCart(page);
    await drawer.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    // A new number is asked its name once, before its first order (and, if they like, an email).
    const nameStep = page.getByRole("region", { name: "Your name" });
    await expect(nameStep.getByText("Before your first order, please tell us your name. It goes on your order and invoice.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Checkout", exact: true })).toBeDisabled();
    await saveViewport(page, testInfo, "checkout-name-step");
    await expectAccessible(page, testInfo, "checkout name step");
    await nameStep.getByRole("textbox", { name: "Name", exact: true }).fill("Priya Sharma");
    await nameStep.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your details are saved.")).toBeVisible();
    await expect(nameStep).toHaveCount(0);
    await addAddress(page, { address: "14 MG Road, Indiranagar", city: "Bengaluru", phone: `+91 ${phone}`, pincode: "560038", notes: "Ring twice" });
    const updates = page.getByRole("region", { name: "Order updates on WhatsApp" });
    await expect(updates.getByLabel("Mobile number for WhatsApp")).toHaveValue(phone);
    await updates.getByRole("checkbox", { name: /^Send me order updates on WhatsApp/ }).check();
    await expect(updates.getByRole("checkbox", { name: /^Send me order updates on WhatsApp/ })).toBeChecked();
    const methods = page.getByTestId("checkout-delivery").getByRole("radiogroup", { name: "Payment method" });
    await methods.getByRole("radio", { name: /Cash on delivery/ }).check();
    await saveViewport(page, testInfo, "checkout-whatsapp-updates");
    await page.getByRole("button", { name: "Checkout", exact: true }).click();
    await expect(page.getByText(/^Order placed\. Please pay ₹[\d,]+\.\d{2} to the courier on delivery\.$/)).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/account/);

    // The order page asks for the confirmation.
    // At phone width the orders are a list of cards.
    const orders = page.getByRole("list", { name: "Orders" });
    await orders.getByRole("button", { name: /View details of order #/ }).first().click();
    const mine = page.getByRole("dialog", { name: "Order Details" });
    await expect(mine.getByText(/^Please confirm your cash-on-delivery order so we can pack it\./)).toBeVisible();
    await saveViewport(page, testInfo, "order-awaiting-cod-confirmation");
    await mine.getByRole("button", { name: "Close" }).click();

    // The admin presses the WhatsApp message's button as the shopper would (the sandbox sends WhatsApp's webhook).
    const whatsapp = await messageIn(admin, phone, "WhatsApp", /please confirm your cash-on-delivery order/);
    await whatsapp.getByRole("button", { name: 'Press "Confirm order"' }).click();
    await expect(whatsapp.getByText("Pressed: Confirm order")).toBeVisible();
    await admin.context().close();

    // The shopper's order is confirmed: nothing left to confirm.
    await page.reload();
    await page.getByRole("list", { name: "Orders" }).getByRole("button", { name: /View details of order #/ }).first().click();
    const confirmed = page.getByRole("dialog", { name: "Order Details" });
    await expect(confirmed.getByText("Cash on delivery", { exact: true })).toBeVisible();
    await expect(confirmed.getByText(/^Please confirm your cash-on-delivery order/)).toHaveCount(0);
    await confirmed.getByRole("button", { name: "Close" }).click();

    // Another COD order, switched to online payment from its page (payCodOrderOnline) through the Razorpay stand-in.
    await page.goto(`/shop/listing?${PRODUCT.query}`);
    const again = page.getByRole("list", { name: "All Products" }).getByRole("article", { name: PRODUCT.title });
    await again.getByRole("button", { name: `View details of ${PRODUCT.title}` }).click();
    const second = page.getByRole("dialog", { name: PRODUCT.title });
    await second.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
    await second.getByRole("button", { name: "Close" }).click();
    await (await openCart(page)).getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.getByRole("radio", { name: /Deliver to Delivery Address, 14 MG Road/ }).check();
    await page.getByTestId("checkout-delivery").getByRole("radiogroup", { name: "Payment method" }).getByRole("radio", { name: /Cash on delivery/ }).check();
    await page.getByRole("button", { name: "Checkout", exact: true }).click();
    await expect(page.getByText(/^Order placed\. Please pay ₹[\d,]+\.\d{2} to the courier on delivery\.$/)).toBeVisible();
    await page.getByRole("list", { name: "Orders" }).getByRole("button", { name: /View details of order #/ }).first().click();
    const codOrder = page.getByRole("dialog", { name: "Order Details" });
    await expect(codOrder.getByText("Cash on delivery", { exact: true })).toBeVisible();
    // No PREPAID_DISCOUNT in the journeys' shop (it would change every journey's totals): the button says "Pay online instead".
    await codOrder.getByRole("button", { name: /^Pay online/ }).click();
    const payment = page.getByRole("dialog", { name: /Razorpay sandbox/ });
    await expect(payment).toBeVisible();
    await payment.getByRole("tab", { name: "UPI" }).click();
    await payment.getByLabel("UPI ID / VPA").fill("priya.sharma@okhdfcbank");
    await saveViewport(page, testInfo, "cod-order-pay-online");
    await payment.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByText("Paid online: your order is now prepaid.")).toBeVisible();
    await expect(codOrder.getByText("UPI (priya.sharma@okhdfcbank)")).toBeVisible();
    await expect(codOrder.getByText("Cash on delivery", { exact: true })).toHaveCount(0);
    await expect(codOrder.getByRole("button", { name: /^Pay online/ })).toHaveCount(0);
    await expect(codOrder.getByText(/^Please confirm your cash-on-delivery order/)).toHaveCount(0);
    await saveViewport(page, testInfo, "cod-order-paid-online");
    expect(consoleErrors).toEqual([]);
  });
});
