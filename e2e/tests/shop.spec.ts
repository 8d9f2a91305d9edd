import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { newShopper } from "../support/accounts.js";
import { makeOneSizeProduct } from "../support/catalogue.js";
import { saveScreen, watchConsole } from "../support/screens.js";
import { addAddress, cartButton, checkFilter, chooseMenu, isPhone, loadLazyImages, openCart, saveViewport } from "./shop-helpers.js";

/**
 * The shopper's whole journey in the storefront, at desktop and phone widths, against the real server and the
 * demo catalogue, paying in the offline Razorpay stand-in. Each project buys a low-stock product on sale, sold in
 * one size and one colour, that it makes for itself through the admin API (the demo's clothes come in sizes, whose
 * own journey is shop-variants.spec.ts); both run against the same database.
 */
const JOURNEY = {
  desktop: { menu: "Men", category: "men", brand: "Adidas", brandId: "adidas", product: "Adidas Run Shorts", stock: 4, price: 1999, unit: 1399 },
  phone: { menu: "Women", category: "women", brand: "H&M", brandId: "h%26m", product: "H&M Wrap Dress", stock: 3, price: 2299, unit: 1599 },
} as const;

function plan(testInfo: TestInfo) {
  return JOURNEY[isPhone(testInfo) ? "phone" : "desktop"];
}

const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;

async function registerInBrowser(page: Page) {
  const shopper = newShopper("buyer");
  await page.goto("/auth/register");
  await page.getByLabel("Username").fill(shopper.username);
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password").fill(shopper.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Registration successful")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password").fill(shopper.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/home$/);
  return shopper;
}

test.describe("storefront journey", () => {
  test("a new shopper browses, filters, sorts, buys a low-stock product with the stand-in payment, sees the order and reviews it", async ({ page, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const consoleErrors = watchConsole(page);
    const p = plan(testInfo);
    const product = await makeOneSizeProduct(baseURL!, {
      title: p.product,
      category: p.category,
      brand: p.brandId.replace("%26", "&"),
      price: p.price,
      salePrice: p.unit,
      totalStock: p.stock,
    });
    const shopper = await registerInBrowser(page);

    // Home: banners, tiles, featured products.
    const carousel = page.getByRole("region", { name: "Featured collections" });
    await expect(carousel.getByRole("heading", { level: 2 })).toHaveText(/Festive Edit|Sneaker Season|Up to 40% Off/);
    await expect(page.getByRole("region", { name: "Shop By Category" }).getByRole("button")).toHaveCount(5);
    await expect(page.getByRole("region", { name: "Shop By Brand" }).getByRole("button")).toHaveCount(6);
    await expect(page.getByRole("region", { name: "Featured Products" }).getByRole("article")).toHaveCount(12);
    await loadLazyImages(page);
    await saveScreen(page, testInfo, "shop-home");
    await page.getByRole("region", { name: "Shop By Category" }).scrollIntoViewIfNeeded();
    await saveViewport(page, testInfo, "shop-home-categories");

    // Browse: a category from the menu, then a brand filter.
    await chooseMenu(page, testInfo, p.menu);
    await expect(page).toHaveURL(new RegExp(`/shop/listing\\?category=${p.category}$`));
    // Named for the category it lists (issue 41).
    await expect(page.getByRole("heading", { level: 1, name: p.menu })).toBeVisible();
    await checkFilter(page, testInfo, p.brand);
    await expect(page).toHaveURL(new RegExp(`category=${p.category}&brand=${p.brandId}$`));
    const grid = page.getByRole("list", { name: "All Products" });
    await expect(grid.getByRole("article", { name: product })).toBeVisible();
    const count = await grid.getByRole("article").count();
    await expect(page.getByTestId("product-count")).toHaveText(`${count} ${count === 1 ? "product" : "products"}`);
    // The filters survive a reload (session storage + query string).
    await page.reload();
    await expect(grid.getByRole("article", { name: product })).toBeVisible();

    // Sort: high to low puts the dearest first.
    const firstTitleBefore = await grid.getByRole("article").first().getAttribute("aria-label");
    await page.getByRole("button", { name: /Sort By/ }).click();
    await page.getByRole("menuitemradio", { name: "Price: High to Low" }).click();
    await expect(grid.getByRole("article").first()).not.toHaveAttribute("aria-label", firstTitleBefore ?? "");
    await loadLazyImages(page);
    await saveScreen(page, testInfo, "shop-listing");

    // Details dialog of a low-stock product; add it to the cart.
    const card = grid.getByRole("article", { name: product });
    await expect(card.getByText(`Only ${p.stock} left`, { exact: true })).toBeVisible();
    await card.getByRole("button", { name: `View details of ${product}` }).click();
    const details = page.getByRole("dialog", { name: product });
    await expect(details.getByText(`Only ${p.stock} left in stock!`)).toBeVisible();
    // On a phone the reviews and the review form load when the shopper scrolls to them (issue 29).
    await details.getByRole("region", { name: "Customer Reviews" }).scrollIntoViewIfNeeded();
    await expect(details.getByText("No reviews yet. Be the first to review!")).toBeVisible();
    await expect(details.getByRole("form", { name: "Write a review" })).toBeVisible();
    await saveViewport(page, testInfo, "shop-details");
    await details.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
    await details.getByRole("button", { name: "Close" }).click();
    await expect(cartButton(page, 1)).toBeVisible();

    // Cart: up to the stock limit, then one more is refused before any call.
    const drawer = await openCart(page);
    const line = drawer.getByRole("listitem", { name: product });
    await expect(line.getByText("SALE")).toBeVisible();
    await expect(line.getByText("One Color / One Size")).toBeVisible();
    await expect(line.getByRole("button", { name: `Decrease quantity of ${product}` })).toBeDisabled();
    for (let quantity = 2; quantity <= p.stock; quantity += 1) {
      await line.getByRole("button", { name: `Increase quantity of ${product}` }).click();
      await expect(line.getByTestId("cart-line-quantity")).toHaveText(String(quantity));
    }
    await expect(page.getByText("Cart updated", { exact: true }).first()).toBeVisible();
    await line.getByRole("button", { name: `Increase quantity of ${product}` }).click();
    await expect(page.getByText(`Only ${p.stock} available in stock`)).toBeVisible();
    await expect(line.getByTestId("cart-line-quantity")).toHaveText(String(p.stock));
    await line.getByRole("button", { name: `Decrease quantity of ${product}` }).click();
    await expect(line.getByTestId("cart-line-quantity")).toHaveText(String(p.stock - 1));
    const bought = p.stock - 1;
    await expect(drawer.getByText(rupees(p.unit * bought)).first()).toBeVisible();
    await saveViewport(page, testInfo, "shop-cart");

    // Checkout with a new address, paid in the stand-in window.
    await drawer.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Checkout", exact: true }).click();
    await expect(page.getByText("Please Select one Address to proceed")).toBeVisible();
    await addAddress(page, { address: "12 MG Road, Indiranagar", city: "Bengaluru", phone: "9876543210", pincode: "560038", notes: "Ring the bell" });
    await expect(page.getByRole("radio", { name: /Deliver to Delivery Address, 12 MG Road/ })).toBeChecked();
    await expect(page.getByRole("list", { name: "Order summary" }).getByRole("listitem", { name: product })).toBeVisible();
    await loadLazyImages(page);
    await saveScreen(page, testInfo, "shop-checkout");
    await page.getByRole("button", { name: "Checkout", exact: true }).click();

    const payment = page.getByRole("dialog", { name: /Razorpay sandbox/ });
    await expect(payment).toBeVisible();
    await expect(payment.getByTestId("razorpay-sandbox-amount")).toHaveText(`₹${(p.unit * bought).toLocaleString("en-IN")}.00`);
    await expect(payment.getByText("Order Payment")).toBeVisible();
    await saveViewport(page, testInfo, "shop-payment-window");
    await payment.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByText("Payment verified and order confirmed")).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/account$/);

    // Account: the paid order, its details with the shopper's name, and an emptied cart.
    await expect(page.getByRole("tab", { name: "Orders", selected: true })).toBeVisible();
    const orders = isPhone(testInfo) ? page.getByRole("list", { name: "Orders" }) : page.getByRole("table", { name: "Orders" });
    await expect(orders.getByText("Confirmed")).toHaveCount(1);
    await expect(orders.getByText(rupees(p.unit * bought))).toBeVisible();
    await expect(cartButton(page, 0)).toBeVisible();
    await saveScreen(page, testInfo, "shop-account-orders");
    await orders.getByRole("button", { name: /View details of order #/ }).click();
    const orderDialog = page.getByRole("dialog", { name: "Order Details" });
    await expect(orderDialog.getByRole("region", { name: "Items" }).getByText(product)).toBeVisible();
    await expect(orderDialog.getByText(shopper.username, { exact: true })).toBeVisible();
    await expect(orderDialog.getByText("12 MG Road, Indiranagar")).toBeVisible();
    await saveViewport(page, testInfo, "shop-order-details");
    await orderDialog.getByRole("button", { name: "Close" }).click();
    await page.getByRole("tab", { name: "Address" }).click();
    await expect(page.getByRole("list", { name: "Saved addresses" }).getByRole("listitem", { name: "Delivery Address" })).toBeVisible();
    await saveScreen(page, testInfo, "shop-account-address");

    // The stock went down by what was bought.
    await page.goto(`/shop/listing?category=${p.category}&brand=${p.brandId}`);
    const boughtCard = page.getByRole("list", { name: "All Products" }).getByRole("article", { name: product });
    await expect(boughtCard.getByText(`Only ${p.stock - bought} left`, { exact: true })).toBeVisible();

    // A review by this buyer.
    await boughtCard.getByRole("button", { name: `View details of ${product}` }).click();
    const again = page.getByRole("dialog", { name: product });
    await again.getByRole("region", { name: "Customer Reviews" }).scrollIntoViewIfNeeded();
    const review = again.getByRole("form", { name: "Write a review" });
    await expect(review.getByRole("button", { name: "Submit Review" })).toBeDisabled();
    await review.getByLabel("Your review").fill("Fits perfectly and the fabric feels premium.");
    await review.locator("label", { hasText: "5 Stars" }).click();
    await review.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Review added")).toBeVisible();
    await expect(again.getByRole("region", { name: "Customer Reviews" }).getByText("Fits perfectly and the fabric feels premium.")).toBeVisible();
    await expect(again.getByText(/5\.0 · 1 review$/)).toBeVisible();

    expect(consoleErrors).toEqual([]);
  });
});
