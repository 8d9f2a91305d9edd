import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { saveScreen, watchConsole } from "../support/screens.js";
import { addAddress, cartButton, isPhone, loadLazyImages, openCart, saveViewport, signInAsNewShopper } from "./shop-helpers.js";

/**
 * Payments that do not go through, in the offline Razorpay stand-in: a failed and a dismissed payment each
 * release the order (the stock comes back) and leave the cart as it was. Both projects use the demo catalogue's
 * low-stock product sold in one size (a card adds such a product itself; one with sizes opens its details); each
 * test leaves its stock as it found it.
 */
const WATCH = { query: "category=accessories&brand=puma", title: "Puma Ultrafresh Chronograph Watch", stock: 7 } as const;
const PRODUCT = { desktop: WATCH, phone: WATCH } as const;

const product = (testInfo: TestInfo) => PRODUCT[isPhone(testInfo) ? "phone" : "desktop"];

async function addToCartFromListing(page: Page, testInfo: TestInfo) {
  const p = product(testInfo);
  await page.goto(`/shop/listing?${p.query}`);
  const card = page.getByRole("list", { name: "All Products" }).getByRole("article", { name: p.title });
  await expect(card.getByText(`Only ${p.stock} left`, { exact: true })).toBeVisible();
  await card.getByRole("button", { name: /Add to cart/ }).click();
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
  await expect(cartButton(page, 1)).toBeVisible();
  return card;
}

async function startPayment(page: Page) {
  await page.getByRole("button", { name: "Checkout", exact: true }).click();
  const payment = page.getByRole("dialog", { name: /Razorpay sandbox/ });
  await expect(payment).toBeVisible();
  await expect(page.getByRole("button", { name: "Checkout", exact: true })).toBeDisabled();
  return payment;
}

test.describe("payments that do not go through", () => {
  test("a failed and a dismissed payment keep the cart and release the stock", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const consoleErrors = watchConsole(page);
    const p = product(testInfo);
    await signInAsNewShopper(page, "payfail");
    await addToCartFromListing(page, testInfo);

    const drawer = await openCart(page);
    await drawer.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await addAddress(page, { address: "7 Park Street", city: "Kolkata", phone: "+919830012345", pincode: "700016", notes: "Call on arrival" });

    // The payment fails in the window.
    let payment = await startPayment(page);
    await payment.getByRole("button", { name: "Fail" }).click();
    await expect(page.getByText(/^Payment failed/)).toBeVisible();
    await expect(payment).toBeHidden();
    await expect(page.getByRole("button", { name: "Checkout", exact: true })).toBeEnabled();
    await expect(cartButton(page, 1)).toBeVisible();
    await expect(page.getByRole("list", { name: "Order summary" }).getByRole("listitem", { name: p.title })).toBeVisible();

    // The shopper closes the window.
    payment = await startPayment(page);
    await saveViewport(page, testInfo, "shop-payment-sandbox");
    await payment.getByRole("button", { name: "Close" }).click();
    await expect(page.getByText("Payment cancelled. Your cart is kept.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Checkout", exact: true })).toBeEnabled();
    await expect(cartButton(page, 1)).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/checkout$/);

    // No order was kept paid, and the stock is back.
    await page.goto("/shop/account");
    await expect(page.getByRole("table", { name: "Orders" }).or(page.getByRole("list", { name: "Orders" })).or(page.getByText("You have not placed any orders yet."))).toBeVisible();
    await expect(page.getByText("Confirmed")).toHaveCount(0);
    await page.goto(`/shop/listing?${p.query}`);
    const card = page.getByRole("list", { name: "All Products" }).getByRole("article", { name: p.title });
    await expect(card.getByText(`Only ${p.stock} left`, { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("adding from a card past the stock is refused with the spec's warning", async ({ page }, testInfo) => {
    const p = product(testInfo);
    await signInAsNewShopper(page, "limit");
    const card = await addToCartFromListing(page, testInfo);
    const drawer = await openCart(page);
    const line = drawer.getByRole("listitem", { name: p.title });
    for (let quantity = 2; quantity <= p.stock; quantity += 1) {
      await line.getByRole("button", { name: `Increase quantity of ${p.title}` }).click();
      await expect(line.getByTestId("cart-line-quantity")).toHaveText(String(quantity));
    }
    await drawer.getByRole("button", { name: "Close cart" }).click();
    await card.getByRole("button", { name: /Add to cart/ }).click();
    await expect(page.getByText("Only 0 more can be added")).toBeVisible();
    await expect(cartButton(page, p.stock)).toBeVisible();
  });
});

test.describe("search and reviews", () => {
  test("search runs after typing stops, mirrors ?keyword= and adds from the results", async ({ page }, testInfo) => {
    const consoleErrors = watchConsole(page);
    await signInAsNewShopper(page, "search");
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/shop\/search$/);
    const box = page.getByPlaceholder("search product");
    await box.fill("tee");
    await page.waitForTimeout(1300);
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page).toHaveURL(/\/shop\/search$/);

    await box.fill("aviator");
    await expect(page).toHaveURL(/\/shop\/search\?keyword=aviator$/);
    const results = page.getByRole("list", { name: "Search products" });
    await expect(results.getByRole("article", { name: "H&M Aviator Sunglasses" })).toBeVisible();
    await results.getByRole("article", { name: "H&M Aviator Sunglasses" }).getByRole("button", { name: /Add to cart/ }).click();
    await expect(page.getByText("Product is Added to cart")).toBeVisible();
    await expect(cartButton(page, 1)).toBeVisible();
    await loadLazyImages(page);
    await saveScreen(page, testInfo, "shop-search");

    await box.fill("zzzzqqqq");
    await expect(page.getByText("Product not found")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("a shopper who has not bought a product is told so when reviewing it", async ({ page }) => {
    await signInAsNewShopper(page, "review");
    await page.goto("/shop/listing?category=accessories&brand=nike");
    await page.getByRole("button", { name: "View details of Nike Heritage86 Cap" }).click();
    const dialog = page.getByRole("dialog", { name: "Nike Heritage86 Cap" });
    // On a phone the review form loads when the shopper scrolls to the reviews (issue 29).
    await dialog.getByRole("region", { name: "Customer Reviews" }).scrollIntoViewIfNeeded();
    const form = dialog.getByRole("form", { name: "Write a review" });
    await form.getByLabel("Your review").fill("Looks nice");
    await form.locator("label", { hasText: "4 Stars" }).click();
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("You need to purchase product to review it.")).toBeVisible();
    // Nothing was added: the demo's buyers may have reviewed the cap (issue 29), this shopper's words are not listed.
    const reviews = dialog.getByRole("region", { name: "Customer Reviews" });
    await expect(reviews).toBeVisible();
    await expect(reviews.getByText("Looks nice", { exact: true })).toHaveCount(0);
  });
});
