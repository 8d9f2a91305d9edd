/**
 * Steps the storefront journeys share (desktop and phone differ only in where the menu, the filters and the
 * account lines live). Not a spec file: Playwright only runs *.spec.ts.
 */
import { expect, type Page, type TestInfo } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { newShopper, signIn } from "../support/accounts.js";

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** Registers a new shopper through the API (the sign-up screen has its own journey) and signs in in the browser. */
export async function signInAsNewShopper(page: Page, prefix = "shop") {
  const shopper = newShopper(prefix);
  const response = await page.request.post("/graphql", {
    data: {
      query: "mutation Register($input: RegisterInput!) { register(input: $input) { message } }",
      variables: { input: { username: shopper.username, email: shopper.email, password: shopper.password } },
    },
  });
  expect(response.ok()).toBeTruthy();
  expect(JSON.stringify(await response.json())).toContain("message");
  await signIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/shop\/home$/);
  return shopper;
}

/** Chooses a header menu entry (in the drawer on phones). */
export async function chooseMenu(page: Page, testInfo: TestInfo, label: string) {
  if (isPhone(testInfo)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Shop categories" }).getByRole("button", { name: label, exact: true }).click();
  } else {
    await page.getByRole("banner").getByRole("navigation", { name: "Shop categories" }).getByRole("button", { name: label, exact: true }).click();
  }
}

/** Checks a filter checkbox (in the full-screen Filters overlay on phones). */
export async function checkFilter(page: Page, testInfo: TestInfo, label: string) {
  if (isPhone(testInfo)) {
    await page.getByRole("button", { name: "Filters" }).click();
    const overlay = page.getByRole("dialog", { name: "Filters" });
    const box = overlay.getByRole("checkbox", { name: new RegExp(`^${escape(label)}`) });
    await box.click();
    await expect(box).toBeChecked();
    await overlay.getByRole("button", { name: /^Show \d+ products?$/ }).click();
    await expect(overlay).toBeHidden();
  } else {
    const box = page.getByRole("region", { name: "Filters" }).getByRole("checkbox", { name: new RegExp(`^${escape(label)}`) });
    await box.click();
    await expect(box).toBeChecked();
  }
}

export async function openCart(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: /^Cart, \d+ items?$/ }).click();
  const drawer = page.getByRole("dialog", { name: /Your Cart/ });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The header's cart count, e.g. "Cart, 3 items". */
export function cartButton(page: Page, count: number) {
  return page.getByRole("banner").getByRole("button", { name: `Cart, ${count} ${count === 1 ? "item" : "items"}` });
}

export async function addAddress(page: Page, values: { address: string; city: string; phone: string; pincode: string; notes: string }) {
  const form = page.getByRole("form", { name: "Add New Address" });
  // At checkout the form waits behind a button once the shopper has an address.
  const open = page.getByRole("button", { name: "Add a new address" });
  if (await open.isVisible()) await open.click();
  await form.getByLabel("Address").fill(values.address);
  await form.getByLabel("City").fill(values.city);
  await form.getByLabel("Phone").fill(values.phone);
  await form.getByLabel("Pincode").fill(values.pincode);
  await form.getByLabel("Notes").fill(values.notes);
  await form.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText("address addedd")).toBeVisible();
}

/** Scrolls through the page so lazy images load before a full-page screenshot. */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}

/** Lets open/close transitions (dialogs, drawers) finish before a screenshot. */
export async function settle(page: Page) {
  await page.waitForTimeout(450);
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A screenshot of what the shopper sees (the viewport), kept beside the full-page ones in
 * e2e/artifacts/screens/<project>/: for dialogs and drawers, which cover the viewport only.
 */
export async function saveViewport(page: Page, testInfo: TestInfo, name: string) {
  await settle(page);
  const path = fileURLToPath(new URL(`../artifacts/screens/${testInfo.project.name}/${name}.png`, import.meta.url));
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path });
}
