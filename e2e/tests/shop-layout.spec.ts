import { expect, test } from "@playwright/test";
import { cartButton, signInAsNewShopper } from "./shop-helpers.js";

/** No screen of the shop scrolls sideways from 360 px to 1440 px wide (the page and every drawer/dialog). */
const WIDTHS = [360, 412, 768, 1024, 1280, 1440];
const PAGES = ["/shop/home", "/shop/listing?category=men&brand=adidas", "/shop/checkout", "/shop/account", "/shop/search?keyword=shirt"];

// Resizes the viewport itself, so it runs once, in the desktop project.
test("the storefront fits every width from 360 to 1440 px", { tag: "@desktop-only" }, async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewShopper(page, "layout");
  // Something in the cart, so the checkout and the drawer show lines: the cheapest H&M accessory, a belt sold in one
  // size (a card adds a product with sizes from its details).
  await page.goto("/shop/listing?category=accessories&brand=h%26m");
  await page.getByRole("article").first().getByRole("button", { name: /Add to cart/ }).click();
  await expect(cartButton(page, 1)).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
