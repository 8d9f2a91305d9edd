import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAccessible } from "../support/axe.js";
import { makeOneSizeProduct } from "../support/catalogue.js";
import { watchConsole } from "../support/screens.js";
import { cartButton, chooseMenu, isPhone, openCart, saveViewport, signInAsNewShopper } from "./shop-helpers.js";

/**
 * The storefront's usability defects of issue 14, each proven in the browser at desktop and phone width: toasts never
 * hide the next step, focus stays on the cart's + for a second press, "Products" clears the filters, a link's unknown
 * filter values are dropped, and the dialog's Add to cart is disabled at the stock limit.
 */

/** Fails unless the element at the centre of `target` is `target` (or inside it): nothing, a toast included, covers it. */
async function expectUncovered(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const onTop = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit && el.contains(hit) ? "itself" : (hit?.outerHTML.slice(0, 160) ?? "nothing");
  });
  expect(onTop, "the element at its centre").toBe("itself");
}

function storedFilters(page: Page) {
  return page.evaluate(() => sessionStorage.getItem("filters"));
}

test.describe("storefront usability", () => {
  test("a toast never covers the next step: Proceed to Checkout, the dialog's Add to cart and review, the next card", async ({ page }, testInfo) => {
    const consoleErrors = watchConsole(page);
    await signInAsNewShopper(page, "toast");
    // Accessories: the cheapest ones come in one size, so their cards add directly (clothes open their sizes).
    await page.goto("/shop/listing?category=accessories");
    const cards = page.getByRole("list", { name: "All Products" }).getByRole("article");
    await expect(cards.nth(4)).toBeVisible();

    // The listing: adding from a card leaves the following cards' Add to cart free.
    await cards.nth(0).getByRole("button", { name: /^Add to cart/ }).click();
    const added = page.getByText("Added to cart", { exact: true });
    await expect(added).toBeVisible();
    for (const next of [1, 3]) await expectUncovered(cards.nth(next).getByRole("button", { name: /^Add to cart/ }));
    await expect(added).toBeVisible();

    // The product dialog: its Add to cart and the review form stay free while the toast shows.
    await cards.nth(1).getByRole("button", { name: /^View details of/ }).click();
    const details = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Add to cart" }) });
    // On a phone the review form loads when the shopper scrolls to the reviews (issue 29).
    await details.getByRole("region", { name: "Customer Reviews" }).scrollIntoViewIfNeeded();
    // A review ready to submit (so Submit Review is enabled: a disabled button takes no pointer hits).
    const review = details.getByRole("form", { name: "Write a review" });
    await review.getByLabel("Your review").fill("Good fit.");
    await review.locator("label", { hasText: "4 Stars" }).click();
    await expect(review.getByRole("button", { name: "Submit Review" })).toBeEnabled();
    await details.getByRole("button", { name: "Add to cart" }).click();
    await expect(added.first()).toBeVisible();
    await expectUncovered(details.getByRole("button", { name: "Add to cart" }));
    await expectUncovered(details.getByLabel("Your review"));
    await expectUncovered(details.getByRole("button", { name: "Submit Review" }));
    await expect(added.first()).toBeVisible();
    await saveViewport(page, testInfo, "issue-14-product-dialog-toast");
    await details.getByRole("button", { name: "Close" }).click();
    await expect(cartButton(page, 2)).toBeVisible();

    // The cart drawer: after +, the toast leaves Subtotal, Total and Proceed to Checkout free.
    const drawer = await openCart(page);
    await drawer.getByRole("button", { name: /^Increase quantity of/ }).first().click();
    const updated = page.getByText("Cart updated", { exact: true });
    await expect(updated).toBeVisible();
    await expectUncovered(drawer.getByRole("button", { name: "Proceed to Checkout" }));
    await expectUncovered(drawer.getByText("Subtotal"));
    await expectUncovered(drawer.getByText("Total", { exact: true }));
    await expect(updated).toBeVisible();
    await saveViewport(page, testInfo, "issue-14-cart-drawer-toast");
    await expectAccessible(page, testInfo, "cart drawer with a toast");
    expect(consoleErrors).toEqual([]);
  });

  test("from the keyboard: the skip link, and + pressed twice in the cart changes the quantity twice", async ({ page }, testInfo) => {
    await signInAsNewShopper(page, "keys");
    await page.goto("/shop/listing?category=accessories");
    await page.getByRole("list", { name: "All Products" }).getByRole("article").first().getByRole("button", { name: /^Add to cart/ }).click();
    await expect(cartButton(page, 1)).toBeVisible();

    // The first Tab stop of a page is the skip link; it moves focus to the page's main content.
    await page.goto("/shop/home");
    await expect(page.getByRole("region", { name: "Featured collections" })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();

    const drawer = await openCart(page);
    const line = drawer.getByRole("list", { name: "Your Cart" }).getByRole("listitem").first();
    const plus = line.getByRole("button", { name: /^Increase quantity of/ });
    const quantity = line.getByTestId("cart-line-quantity");
    await plus.focus();
    await page.keyboard.press("Enter");
    await expect(quantity).toHaveText("2");
    await expect(plus).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(quantity).toHaveText("3");
    await expect(plus).toBeFocused();

    // − down to 1 disables it: focus moves to the line's + (never to the drawer or the page).
    const minus = line.getByRole("button", { name: /^Decrease quantity of/ });
    await minus.focus();
    await page.keyboard.press("Enter");
    await expect(quantity).toHaveText("2");
    await page.keyboard.press("Enter");
    await expect(quantity).toHaveText("1");
    await expect(minus).toBeDisabled();
    await expect(plus).toBeFocused();
    if (isPhone(testInfo)) await saveViewport(page, testInfo, "issue-14-cart-drawer");
  });

  test("'Products' from a filtered listing always clears the filters", async ({ page }, testInfo) => {
    await signInAsNewShopper(page, "menu");
    for (const [category, brand] of [["Kids", "Nike"], ["Men", "Adidas"], ["Women", "Zara"], ["Kids", "Puma"]] as const) {
      await chooseMenu(page, testInfo, category);
      await expect(page).toHaveURL(new RegExp(`category=${category.toLowerCase()}$`));
      // A brand from the filter panel (the listing stores it, as a change of the shopper's), then at once Products.
      if (isPhone(testInfo)) {
        await page.getByRole("button", { name: "Filters" }).click();
        const overlay = page.getByRole("dialog", { name: "Filters" });
        await overlay.getByRole("checkbox", { name: new RegExp(`^${brand}`) }).click();
        await overlay.getByRole("button", { name: "Close filters" }).click();
      } else {
        await page.getByRole("region", { name: "Filters" }).getByRole("checkbox", { name: new RegExp(`^${brand}`) }).click();
      }
      await chooseMenu(page, testInfo, "Products");
      await expect(page).toHaveURL(/\/shop\/listing$/);
      await expect(page.getByRole("button", { name: "Clear all" })).toHaveCount(0);
      expect(await storedFilters(page)).toBeNull();
    }
    // And they stay cleared: a reload shows every product.
    await page.reload();
    await expect(page).toHaveURL(/\/shop\/listing$/);
    expect(await storedFilters(page)).toBeNull();
  });

  test("a link with an unknown filter value shows the listing with the valid filters only, and stores only those", async ({ page }) => {
    await signInAsNewShopper(page, "link");
    await page.goto("/shop/listing?category=men&brand=gucci,nike");
    await expect(page).toHaveURL(/\/shop\/listing\?category=men&brand=nike$/);
    const grid = page.getByRole("list", { name: "All Products" });
    await expect(grid.getByRole("article").first()).toBeVisible();
    await expect(page.getByText(/Unknown brand/)).toHaveCount(0);
    expect(JSON.parse((await storedFilters(page)) ?? "null")).toEqual({ category: ["men"], brand: ["nike"] });

    await page.goto("/shop/listing?brand=gucci");
    await expect(page).toHaveURL(/\/shop\/listing$/);
    await expect(grid.getByRole("article").first()).toBeVisible();
    await expect(page.getByText("No products found. Try adjusting your filters.")).toHaveCount(0);
    await expect(page.getByText(/gucci/i)).toHaveCount(0);
    expect(JSON.parse((await storedFilters(page)) ?? "null")).toEqual({});
  });

  test("at the stock limit the dialog's Add to cart is disabled and says how many are in stock", async ({ page, baseURL }, testInfo) => {
    // A product of its own, in one size with 2 in stock, so the limit is known whatever other journeys bought.
    const product = await makeOneSizeProduct(baseURL!, { title: "Kids Zip-Through Hoodie", category: "kids", brand: "h&m", price: 1299, salePrice: 0, totalStock: 2 });
    await signInAsNewShopper(page, "limit");
    await page.goto("/shop/listing?category=kids&brand=h%26m");
    await page.getByRole("article", { name: product }).getByRole("button", { name: /^View details of/ }).click();
    const details = page.getByRole("dialog", { name: product });
    const add = details.getByRole("button", { name: "Add to cart" });
    await expect(details.getByText("Only 2 left in stock!")).toBeVisible();
    // The header's count (behind the dialog, out of the accessibility tree while it is open).
    const count = page.getByTestId("cart-count");
    await add.click();
    await expect(count).toHaveText("1");
    await add.click();
    await expect(count).toHaveText("2");
    await expect(add).toBeDisabled();
    await expect(details.getByText("Only 2 available in stock")).toBeVisible();
    await expect(page.getByText("Only 0 more can be added")).toHaveCount(0);
    if (!isPhone(testInfo)) await saveViewport(page, testInfo, "issue-14-product-dialog");
  });

  test("the phone home shows the whole banner with its controls beside it", { tag: "@phone-only" }, async ({ page }, testInfo) => {
    await signInAsNewShopper(page, "banner");
    const carousel = page.getByRole("region", { name: "Featured collections" });
    const picture = carousel.getByRole("img").first();
    await expect(picture).toBeVisible();
    // The 1600 × 600 artwork in an 8:3 box: nothing of it is cropped.
    const box = await picture.boundingBox();
    expect(box && Math.abs(box.width / box.height - 8 / 3)).toBeLessThan(0.02);
    // The arrows are not on the artwork.
    for (const name of ["Previous banner", "Next banner"]) {
      const arrow = await carousel.getByRole("button", { name }).boundingBox();
      expect(arrow && box && arrow.y >= box.y + box.height).toBe(true);
    }
    await saveViewport(page, testInfo, "issue-14-phone-home");
  });
});
