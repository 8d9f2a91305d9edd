/**
 * The admin panel end to end, against the real server: banners, products and orders managed in the browser,
 * each change checked in the storefront by a customer in a second browser context.
 */
import { expect, test, type Browser, type FileChooser, type Locator, type Page, type TestInfo } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { demoAdmin, demoCustomer, signIn } from "../support/accounts.js";
import { placePaidOrder } from "../support/orders.js";
import { saveScreen, watchConsole } from "../support/screens.js";

// ---------------------------------------------------------------------------------------------------------
// Helpers

/** A full-page screenshot from the top of the page (sticky header and sidebar in place). */
async function screenFromTop(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreen(page, testInfo, name);
}

/**
 * What the screen shows (no full page): for long grids and for panels and dialogs over the page. Same place as
 * saveScreen's: e2e/artifacts/screens/<project>/<name>.png.
 */
async function saveViewport(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "artifacts", "screens", testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** A PNG made for the test: a coloured gradient with a label, like a real banner or product photo. */
async function testImage(label: string, width: number, height: number, colours: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(height / 8)}" font-weight="700"
      fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A second browser: a customer signed in through the login page. */
async function customerPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function gotoAdmin(page: Page, entry: "Dashboard" | "Products" | "Orders", phone: boolean) {
  if (phone) await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .filter({ visible: true })
    .getByRole("button", { name: entry })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: entry })).toBeVisible();
}

// ---------------------------------------------------------------------------------------------------------

test.describe("admin panel", () => {
  // The full journey runs at desktop width; the phone test covers the layout.
  test("an admin manages banners, products and orders, and the shop shows every change", { tag: "@desktop-only" }, async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);
    const consoleErrors = watchConsole(page);
    const run = Date.now().toString(36).slice(-5).toUpperCase();

    // --- The admin signs in and lands on the dashboard --------------------------------------------------
    await signIn(page, demoAdmin.email, demoAdmin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Admin Panel" })).toBeVisible();
    await expect(page.getByRole("listitem", { name: /^Banner \d+$/ })).toHaveCount(3); // the demo banners

    // --- Uploads a banner ---------------------------------------------------------------------------
    const bannerTitle = `Festive edit ${run}`;
    const upload = page.getByRole("button", { name: "Upload", exact: true });
    await expect(upload).toBeDisabled();
    await page.getByLabel("Upload Image").setInputFiles({
      name: "festive-banner.png",
      mimeType: "image/png",
      buffer: await testImage(`Festive edit ${run}`, 1600, 600, ["#7b1e3a", "#e0862b"]),
    });
    await expect(page.getByRole("img", { name: "Uploaded image preview" })).toBeVisible();
    const newBanner = page.getByRole("region", { name: "New banner" });
    await newBanner.getByLabel("Title (optional)").fill(bannerTitle);
    await newBanner.getByLabel("Description (optional)").fill("Silk, zari and colour for the season");
    await upload.click();
    await expect(page.getByText("Feature image added")).toBeVisible();
    const bannerCard = page.getByRole("listitem", { name: "Banner 4" });
    await expect(bannerCard.getByLabel("Title (optional)")).toHaveValue(bannerTitle);
    await expect(bannerCard.getByRole("img", { name: bannerTitle })).toBeVisible();
    await expect(page.getByRole("img", { name: "Uploaded image preview" })).toHaveCount(0);

    // Its description is edited and saved explicitly.
    await bannerCard.getByLabel("Description (optional)").fill("Silk, zari and colour for the festive season");
    await bannerCard.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Feature image updated")).toBeVisible();
    await expect(bannerCard.getByRole("button", { name: "Save" })).toBeDisabled();
    await screenFromTop(page, testInfo, "admin-dashboard-banners");

    // --- The demo customer sees the banner in the shop carousel --------------------------------------
    const shop = await customerPage(browser, demoCustomer.email, demoCustomer.password);
    await expect(shop).toHaveURL(/\/shop\/home$/);
    const carousel = shop.getByRole("region", { name: "Featured collections" });
    await expect(carousel.getByRole("img", { name: bannerTitle, includeHidden: true })).toBeAttached();
    await carousel.getByRole("button", { name: "Previous banner" }).click(); // the new banner is the last slide
    await expect(carousel.getByRole("img", { name: bannerTitle })).toBeVisible();
    await expect(carousel.getByText(bannerTitle)).toBeVisible();

    // --- Adds a product with an image -------------------------------------------------------------------
    await gotoAdmin(page, "Products", false);
    await expect(page.getByText(/^\d+ products$/)).toBeVisible();
    const productTitle = `Ajrakh cotton kurta ${run}`;
    await page.getByRole("button", { name: "Add New Product" }).click();
    const panel = page.getByRole("dialog", { name: "Add New Product" });
    await expect(panel.getByRole("heading", { name: "Add New Product" })).toBeVisible();
    const add = panel.getByRole("button", { name: "Add", exact: true });
    await expect(add).toBeDisabled();
    await panel.getByLabel("Upload Image").setInputFiles({
      name: "kurta.png",
      mimeType: "image/png",
      buffer: await testImage("Kurta", 960, 1200, ["#1f1c48", "#3d7a6b"]),
    });
    await expect(panel.getByRole("img", { name: "Uploaded image preview" })).toBeVisible();
    await panel.getByLabel("Title", { exact: true }).fill(productTitle);
    await panel.getByLabel("Description", { exact: true }).fill("Hand block printed with natural dyes.");
    await choose(page, panel, "Category", "Women");
    await choose(page, panel, "Brand", "H&M");
    await panel.getByLabel("Price", { exact: true }).fill("149");
    await expect(add).toBeDisabled(); // sale price and stock still empty
    await panel.getByLabel("Sale Price", { exact: true }).fill("0");
    await panel.getByLabel("Total Stock", { exact: true }).fill("40");
    await expect(add).toBeEnabled();
    await saveViewport(page, testInfo, "admin-product-panel");
    await add.click();
    await expect(page.getByText("Product added successfully")).toBeVisible();
    await expect(panel).toBeHidden();
    const adminCard = page.getByRole("article", { name: productTitle });
    await expect(adminCard).toBeVisible();
    await expect(adminCard.getByTestId("product-price")).toHaveText("₹149");

    // A server validation error shows next to its field: a sale price above the price.
    await adminCard.getByRole("button", { name: "Edit" }).click();
    const editPanel = page.getByRole("dialog", { name: "Edit Product" });
    await expect(editPanel.getByLabel("Title", { exact: true })).toHaveValue(productTitle);
    await expect(editPanel.getByLabel("Upload Image")).toBeDisabled();
    await editPanel.getByLabel("Sale Price", { exact: true }).fill("500");
    await editPanel.getByRole("button", { name: "Edit", exact: true }).click();
    const salePrice = editPanel.getByLabel("Sale Price", { exact: true });
    await expect(salePrice).toHaveAttribute("aria-invalid", "true");
    await expect(salePrice).toHaveAccessibleDescription(/below the price/i);
    await expect(editPanel).toBeVisible();

    // --- The product appears in the shop listing (cheapest first) ----------------------------------------
    await shop.goto("/shop/listing");
    const shopCard = shop.getByRole("article", { name: productTitle });
    await expect(shopCard).toBeVisible();
    await expect(shopCard.getByText("₹149")).toBeVisible();

    // --- Edits its price and stock ----------------------------------------------------------------------
    await editPanel.getByLabel("Price", { exact: true }).fill("129");
    await salePrice.fill("99");
    await expect(salePrice).toHaveAttribute("aria-invalid", "false");
    await editPanel.getByLabel("Total Stock", { exact: true }).fill("4");
    await editPanel.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(page.getByText("Product updated successfully")).toBeVisible();
    await expect(editPanel).toBeHidden();
    await expect(adminCard.getByTestId("product-price")).toHaveText("₹129");
    await expect(adminCard.getByTestId("product-sale-price")).toHaveText("₹99");
    await expect(adminCard.getByText("4 in stock")).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveViewport(page, testInfo, "admin-products");

    await shop.reload();
    await expect(shopCard.getByText("₹99")).toBeVisible();
    await expect(shopCard.locator("s")).toContainText("₹129");
    await expect(shopCard.getByText("Only 4 left")).toBeVisible();

    // --- Deletes it (after confirming) ------------------------------------------------------------------
    await adminCard.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this product?" });
    await expect(confirm).toContainText(productTitle);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Product delete successfully")).toBeVisible(); // the server's message
    await expect(adminCard).toHaveCount(0);

    await shop.reload();
    await expect(shop.getByRole("heading", { name: "All Products" })).toBeVisible();
    await expect(shop.getByRole("article").first()).toBeVisible();
    await expect(shop.getByRole("article", { name: productTitle })).toHaveCount(0);
    await shop.context().close();

    // --- A customer places and pays an order --------------------------------------------------------
    const buyerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { reference } = await placePaidOrder(buyerContext.request);

    // --- The admin opens it and changes its status ------------------------------------------------------
    await gotoAdmin(page, "Orders", false);
    const table = page.getByRole("table", { name: "Order History" });
    const row = table.getByRole("row").filter({ hasText: reference });
    await expect(row).toBeVisible();
    await expect(row.getByText("Confirmed")).toBeVisible();
    await expect(row.getByText(/^₹[\d,]+\.\d{2}$/)).toBeVisible();
    await screenFromTop(page, testInfo, "admin-orders");

    await row.getByRole("button", { name: `View order ${reference}` }).click();
    const dialog = page.getByRole("dialog", { name: /Order Details/ });
    await expect(dialog.getByText("14 MG Road, Indiranagar")).toBeVisible();
    await expect(dialog.getByText("Card", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Paid", { exact: true })).toBeVisible();
    await saveViewport(page, testInfo, "admin-order-dialog");
    const update = dialog.getByRole("button", { name: "Update Order status" });
    await expect(update).toBeDisabled();
    await choose(page, dialog, "Order Status", "Shipped");
    await expect(page.getByRole("listbox")).toBeHidden();
    await update.click();
    await expect(page.getByText("Order status is updated successfully!")).toBeVisible();
    await expect(dialog.getByRole("region", { name: "Status history" }).getByText("Shipped").first()).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText("Shipped")).toBeVisible();

    // --- The customer's Account shows the new status ----------------------------------------------------
    const buyer = await buyerContext.newPage();
    await buyer.goto("/shop/account");
    const accountRow = buyer.getByRole("row").filter({ hasText: reference });
    await expect(accountRow.getByText("Shipped")).toBeVisible();
    await buyerContext.close();

    expect(consoleErrors).toEqual([]);
  });

  test("the admin panel works from the keyboard", { tag: "@desktop-only" }, async ({ page }) => {
    const consoleErrors = watchConsole(page);
    await signIn(page, demoAdmin.email, demoAdmin.password);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    // The sidebar entries are buttons: focus and Enter.
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "Products" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();

    await page.getByRole("button", { name: "Add New Product" }).focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Add New Product" });
    await expect(panel).toBeVisible();

    // The upload area's file input takes the focus and opens the chooser with Space. The panel's focus trap takes the
    // focus once when its opening ends, which on a busy machine can come after the input was focused, so Space
    // then reaches the panel instead: focus and press again until the chooser opens.
    const upload = panel.getByLabel("Upload Image");
    let chooser: FileChooser | undefined;
    await expect(async () => {
      await upload.focus();
      await expect(upload).toBeFocused({ timeout: 100 });
      const opened = page.waitForEvent("filechooser", { timeout: 2_000 });
      await page.keyboard.press("Space");
      chooser = await opened;
    }).toPass();
    if (!chooser) throw new Error("The file chooser never opened");
    await chooser.setFiles({
      name: "keyboard.png",
      mimeType: "image/png",
      buffer: await testImage("Keyboard", 800, 1000, ["#3d3a7a", "#d8894b"]),
    });
    await expect(panel.getByRole("img", { name: "Uploaded image preview" })).toBeVisible();
    await panel.getByRole("button", { name: "Remove image" }).focus();
    await page.keyboard.press("Enter");
    await expect(panel.getByRole("img", { name: "Uploaded image preview" })).toHaveCount(0);

    // Selects open with the keyboard too.
    await panel.getByRole("combobox", { name: "Category" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("option", { name: "Men", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(panel.getByRole("combobox", { name: "Category" })).toHaveText("Women");

    // Escape closes the panel and the next opening starts afresh.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Add New Product" }).click();
    await expect(panel.getByRole("combobox", { name: "Category" })).not.toHaveText("Women");
    expect(consoleErrors).toEqual([]);
  });

  test("the layout works at phone width: drawer navigation, every screen", { tag: "@phone-only" }, async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const consoleErrors = watchConsole(page);
    const buyerContext = await browser.newContext();
    const { reference } = await placePaidOrder(buyerContext.request);
    await buyerContext.close();

    await signIn(page, demoAdmin.email, demoAdmin.password);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Banner 1" })).toBeVisible();
    await screenFromTop(page, testInfo, "admin-dashboard-banners");

    // No horizontal overflow of the page itself.
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    // The sidebar is a drawer: it opens from the menu button, an entry navigates and closes it.
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawerNav = page.getByRole("navigation", { name: "Main navigation" }).filter({ visible: true });
    await expect(drawerNav).toBeVisible();
    await saveViewport(page, testInfo, "admin-drawer");
    await drawerNav.getByRole("button", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(drawerNav).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await saveViewport(page, testInfo, "admin-products");

    await page.getByRole("button", { name: "Add New Product" }).click();
    const panel = page.getByRole("dialog", { name: "Add New Product" });
    await expect(panel.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
    await saveViewport(page, testInfo, "admin-product-panel");
    await panel.getByRole("button", { name: "Close" }).click();
    await expect(panel).toBeHidden();

    // The title goes to the dashboard.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Admin Panel" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await gotoAdmin(page, "Orders", true);
    // Phones get one card per order instead of the table.
    const orderCard = page.getByRole("list", { name: "Order History" }).getByRole("listitem", { name: reference });
    await expect(orderCard).toBeVisible();
    await expect(orderCard.getByText("Confirmed")).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenFromTop(page, testInfo, "admin-orders");
    await orderCard.getByRole("button", { name: `View order ${reference}` }).click();
    const dialog = page.getByRole("dialog", { name: /Order Details/ });
    await expect(dialog.getByText("14 MG Road, Indiranagar")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Update Order status" })).toBeAttached();
    await saveViewport(page, testInfo, "admin-order-dialog");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.goto("/admin/features");
    await expect(page.getByText("Feature images are managed on the dashboard.")).toBeVisible();

    // No page breaks out sideways anywhere from 360 px (small phones) to tablets and small laptops.
    for (const width of [360, 768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, ready] of [
        ["/admin/dashboard", page.getByRole("listitem", { name: "Banner 1" })],
        ["/admin/products", page.getByRole("article").first()],
        ["/admin/orders", page.getByRole("button", { name: `View order ${reference}` })],
      ] as const) {
        await page.goto(path);
        await expect(ready).toBeVisible();
        expect(await overflow(), `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
    await page.getByRole("button", { name: `View order ${reference}` }).click();
    await expect(page.getByRole("dialog", { name: /Order Details/ }).getByText("14 MG Road, Indiranagar")).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });
});
