import { expect, test, type Page } from "@playwright/test";
import { demoCustomer, signIn } from "../support/accounts.js";

/**
 * What a shopper's browser downloads: never admin code (the build names every chunk holding code of web/src/admin
 * `admin-…`), whatever the shopper opens; compressed scripts; no source maps. Sizes and timings are measured by
 * `npm run bench:first-load`, not asserted here.
 */
function watchScripts(page: Page) {
  const scripts: { path: string; encoding: string | undefined }[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js")) scripts.push({ path: url.pathname, encoding: response.headers()["content-encoding"] });
  });
  return scripts;
}

const adminChunks = (scripts: { path: string }[]) => scripts.map((s) => s.path).filter((path) => path.startsWith("/assets/admin-"));

test("a signed-out visitor opening /shop/home gets the sign-in page without any admin chunk", async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto("/shop/home");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(adminChunks(scripts)).toEqual([]);
});

test("a shopper browsing home, listing, a product and the cart never fetches an admin chunk; scripts come compressed, maps are not public", async ({ page }) => {
  const scripts = watchScripts(page);
  await signIn(page, demoCustomer.email, demoCustomer.password);
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  await page.goto("/shop/listing");
  await expect(page.getByRole("heading", { name: /All Products/ })).toBeVisible();
  const firstCard = page.getByRole("article").first();
  await firstCard.getByRole("button", { name: /View details/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: /^Cart/ }).first().click();
  await expect(page.getByRole("dialog", { name: /Your Cart/ })).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(scripts.length).toBeGreaterThan(5);
  expect(adminChunks(scripts)).toEqual([]);
  // Everything big enough to be worth it arrives brotli-compressed (a few tiny chunks go as they are).
  expect(scripts.filter((s) => s.encoding === "br").length).toBeGreaterThan(scripts.length / 2);

  const someScript = scripts[0]!.path;
  const body = await (await page.request.get(someScript)).text();
  expect(body).not.toContain("sourceMappingURL");
  expect((await page.request.get(`${someScript}.map`, { headers: { accept: "application/json" } })).status()).toBe(404);
});
