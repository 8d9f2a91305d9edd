/**
 * Issue 12, the admin side end to end against the real server: a product with 2 colours × 4 sizes, its own stock
 * per variant and pictures per colour, added in the product panel, then seen by a shopper.
 */
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { demoAdmin, demoCustomer, signIn } from "../support/accounts.js";
import { watchConsole } from "../support/screens.js";

const screensDir = join(dirname(fileURLToPath(import.meta.url)), "..", "artifacts", "screens");

/** What the screen shows, as e2e/artifacts/screens/<project>/<name>.png. */
async function saveViewport(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join(screensDir, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** A product photo made for the test: a gradient in the garment's colour with a label. */
async function photo(label: string, colours: [string, string]): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="50%" font-family="sans-serif" font-size="90" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>
  </svg>`;
  return { name: `${label.toLowerCase().replace(/\W+/g, "-")}.png`, mimeType: "image/png", buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post("/graphql", { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const SIZES = ["S", "M", "L", "XL"];
const COLOURS = ["Indigo", "Rust"];

test.describe("admin: product variants and pictures", () => {
  test(
    "an admin adds a product in 2 colours × 4 sizes with pictures per colour; the shop sells it in those sizes and colours",
    { tag: "@desktop-only" },
    async ({ page, browser }, testInfo) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: 1366, height: 900 });
      const consoleErrors = watchConsole(page);
      const run = Date.now().toString(36).slice(-5).toUpperCase();
      const title = `Ikat cotton shirt ${run}`;

      await signIn(page, demoAdmin.email, demoAdmin.password);
      await page.getByRole("navigation", { name: "Main navigation" }).filter({ visible: true }).getByRole("button", { name: "Products" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
      await page.getByRole("button", { name: "Add New Product" }).click();
      const panel = page.getByRole("dialog", { name: "Add New Product" });

      // --- The product's fields and main image, as for any product ------------------------------------------
      await panel.getByLabel("Upload Image").setInputFiles(await photo("Ikat", ["#1f2a5c", "#8a4b2a"]));
      await expect(panel.getByRole("img", { name: "Uploaded image preview" })).toBeVisible();
      await panel.getByLabel("Title", { exact: true }).fill(title);
      await panel.getByLabel("Description", { exact: true }).fill("Handwoven double ikat in two colours.");
      await choose(page, panel, "Category", "Men");
      await choose(page, panel, "Brand", "Zara");
      // Cheap, so it is on the first page of the shop's listing (cheapest first).
      await panel.getByLabel("Price", { exact: true }).fill("99");
      await panel.getByLabel("Sale Price", { exact: true }).fill("0");
      const totalStock = panel.getByLabel("Total Stock", { exact: true });
      await expect(totalStock).toBeEditable();

      // --- Sizes from the presets, colours typed: the grid has 8 rows, Total Stock becomes its sum ------------
      await panel.getByRole("button", { name: "Add sizes or colours" }).click();
      for (const size of SIZES) await panel.getByRole("button", { name: size, exact: true }).click();
      for (const colour of COLOURS) {
        await panel.getByLabel("Add a colour").fill(colour);
        await panel.getByLabel("Add a colour").press("Enter");
      }
      const grid = panel.getByRole("table", { name: "Variants" });
      await expect(grid.getByRole("row")).toHaveCount(1 + SIZES.length * COLOURS.length);
      await expect(panel.getByRole("heading", { name: "Variants (8)" })).toBeVisible();
      await expect(totalStock).not.toBeEditable();
      await panel.getByLabel("Stock for every sold row").fill("5");
      await panel.getByRole("button", { name: "Set stock for all" }).click();
      await expect(totalStock).toHaveValue("40");
      // XL in Rust sells out; M in Rust is dearer (with its own SKU); Enter moves down the Stock column.
      await grid.getByLabel("Stock for XL / Rust", { exact: true }).fill("0");
      await grid.getByLabel("Price for M / Rust", { exact: true }).fill("129");
      await grid.getByLabel("SKU for M / Rust", { exact: true }).fill(`IKAT-${run}-M-RUST`);
      await grid.getByLabel("Stock for S / Indigo", { exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(grid.getByLabel("Stock for S / Rust", { exact: true })).toBeFocused();
      await expect(totalStock).toHaveValue("35");

      // A wrong cell is flagged where it is, and Add waits for it.
      const add = panel.getByRole("button", { name: "Add", exact: true });
      await grid.getByLabel("Stock for L / Indigo", { exact: true }).fill("-2");
      await expect(grid.getByLabel("Stock for L / Indigo", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(grid.getByLabel("Stock for L / Indigo", { exact: true })).toHaveAccessibleDescription("A whole number, 0 or more");
      await expect(add).toBeDisabled();
      await grid.getByLabel("Stock for L / Indigo", { exact: true }).fill("5");
      await expect(add).toBeEnabled();

      // --- Pictures: one per colour and one general, the general one dragged to the front with the keyboard ---
      const pictures = panel.getByRole("list", { name: "More pictures" });
      for (const [n, label, colours] of [
        [1, "Indigo", ["#1f2a5c", "#3f51b5"]],
        [2, "Rust", ["#8a4b2a", "#d2691e"]],
        [3, "Detail", ["#555555", "#bbbbbb"]],
      ] as const) {
        await panel.getByLabel("Add a picture").setInputFiles(await photo(label, [...colours]));
        await expect(pictures.getByRole("listitem", { name: `Picture ${n}` })).toBeVisible();
      }
      await panel.getByLabel("Colour of picture 1", { exact: true }).selectOption("Indigo");
      await panel.getByLabel("Colour of picture 2", { exact: true }).selectOption("Rust");
      const handle = panel.getByRole("button", { name: "Drag picture 3" });
      await handle.focus();
      await page.keyboard.press("Space");
      // Each key waits for dnd-kit to have taken the last one (its sensor works on animation frames; a busy machine is
      // slow): lifted, the picture is announced at its own place before any arrow moves it.
      await expect(handle).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator("[id^=DndLiveRegion]")).toContainText("Picture 3 moved to place 3");
      for (const over of [2, 1]) {
        await page.keyboard.press("ArrowUp");
        await expect(page.locator("[id^=DndLiveRegion]")).toContainText(`moved to place ${over}`);
      }
      await page.keyboard.press("Space");
      await expect(panel.getByLabel("Colour of picture 1", { exact: true })).toHaveValue("");
      await expect(panel.getByLabel("Colour of picture 2", { exact: true })).toHaveValue("Indigo");
      await expect(panel.getByLabel("Colour of picture 3", { exact: true })).toHaveValue("Rust");

      // --- Screenshots of the panel with its grid: laptop and phone width -----------------------------------
      const variantsHeading = panel.getByRole("heading", { name: "Variants (8)" });
      // The heading at the top of the panel, just under its sticky title bar.
      const showGrid = () =>
        variantsHeading.evaluate((heading) => {
          heading.scrollIntoView({ block: "start" });
          heading.closest(".MuiDrawer-paper")?.scrollBy(0, -80);
        });
      await showGrid();
      await saveViewport(page, testInfo, "admin-variant-grid-desktop");
      await page.setViewportSize({ width: 390, height: 844 });
      await showGrid();
      expect(await overflow(page)).toBeLessThanOrEqual(0); // the grid scrolls inside the panel, not the page
      await saveViewport(page, testInfo, "admin-variant-grid-phone");
      await pictures.scrollIntoViewIfNeeded();
      await saveViewport(page, testInfo, "admin-gallery-phone");
      await page.setViewportSize({ width: 1366, height: 900 });

      await add.click();
      await expect(page.getByText("Product added successfully")).toBeVisible();
      await expect(panel).toBeHidden();
      const card = page.getByRole("article", { name: title });
      await expect(card.getByTestId("product-options")).toHaveText("4 sizes × 2 colours");
      await expect(card.getByText("35 in stock")).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveViewport(page, testInfo, "admin-products-with-variants");

      // --- Editing loads the grid and the pictures back ------------------------------------------------------
      await card.getByRole("button", { name: "Edit" }).click();
      const edit = page.getByRole("dialog", { name: "Edit Product" });
      const editGrid = edit.getByRole("table", { name: "Variants" });
      await expect(editGrid.getByLabel("Stock for XL / Rust", { exact: true })).toHaveValue("0");
      await expect(editGrid.getByLabel("SKU for M / Rust", { exact: true })).toHaveValue(`IKAT-${run}-M-RUST`);
      await expect(editGrid.getByLabel("Price for M / Rust", { exact: true })).toHaveValue("129");
      await expect(edit.getByLabel("Colour of picture 3", { exact: true })).toHaveValue("Rust");
      // A SKU another product holds: the server's refusal shows next to that cell.
      const { products } = await gql<{ products: { edges: Array<{ node: { variants: Array<{ sku: string }> } }> } }>(
        page.request,
        `{ products(first: 1, sortBy: "price-hightolow") { edges { node { variants { sku } } } } }`,
      );
      const takenSku = products.edges[0]!.node.variants[0]!.sku;
      const ownSku = await editGrid.getByLabel("SKU for L / Indigo", { exact: true }).inputValue();
      await editGrid.getByLabel("SKU for L / Indigo", { exact: true }).fill(takenSku);
      await edit.getByRole("button", { name: "Edit", exact: true }).click();
      await expect(editGrid.getByLabel("SKU for L / Indigo", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(editGrid.getByLabel("SKU for M / Indigo", { exact: true })).toHaveAttribute("aria-invalid", "false");
      await editGrid.getByLabel("SKU for L / Indigo", { exact: true }).fill(ownSku);
      await editGrid.getByLabel("Stock for XL / Rust", { exact: true }).fill("2");
      await edit.getByRole("button", { name: "Edit", exact: true }).click();
      await expect(page.getByText("Product updated successfully")).toBeVisible();
      await expect(card.getByText("37 in stock")).toBeVisible();

      // --- A shopper sees it in the shop, in its sizes and colours, with the pictures per colour -------------
      const shopContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const shop = await shopContext.newPage();
      await signIn(shop, demoCustomer.email, demoCustomer.password);
      await shop.goto("/shop/listing");
      await expect(shop.getByRole("article", { name: title })).toBeVisible();
      const { productSearch } = await gql<{ productSearch: { edges: Array<{ node: { title: string; slug: string } }> } }>(
        shop.request,
        `query ($keyword: String!) { productSearch(keyword: $keyword, first: 5) { edges { node { title slug } } } }`,
        { keyword: title },
      );
      const slug = productSearch.edges.find((edge) => edge.node.title === title)!.node.slug;
      const { product } = await gql<{
        product: {
          totalStock: number;
          options: { sizes: string[]; colours: string[] };
          variants: Array<{ sku: string; size: string; colour: string; stock: number; price: number }>;
          gallery: Array<{ colour: string | null }>;
        };
      }>(shop.request, `query ($slug: String!) { product(slug: $slug) { totalStock options { sizes colours } variants { sku size colour stock price } gallery { colour } } }`, { slug });
      expect(product.options).toEqual({ sizes: SIZES, colours: COLOURS });
      expect(product.variants).toHaveLength(8);
      expect(product.totalStock).toBe(37);
      expect(product.variants.find((v) => v.size === "XL" && v.colour === "Rust")?.stock).toBe(2);
      expect(product.variants.find((v) => v.size === "M" && v.colour === "Rust")).toMatchObject({ sku: `IKAT-${run}-M-RUST`, price: 129 });
      expect(product.gallery.map((picture) => picture.colour)).toEqual([null, null, "Indigo", "Rust"]);
      await shopContext.close();

      expect(consoleErrors).toEqual([]);
    },
  );
});
