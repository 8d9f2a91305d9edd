import { expect, test } from "@playwright/test";
import { demoAdmin, demoCustomer, newShopper, signIn } from "../support/accounts.js";
import { saveScreen, watchConsole } from "../support/screens.js";

test.describe("signing up, in and out", () => {
  test("a new shopper registers, signs in, lands on the shop and signs out", async ({ page }, testInfo) => {
    const consoleErrors = watchConsole(page);
    const shopper = newShopper();

    await page.goto("/");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await saveScreen(page, testInfo, "login");

    await page.getByRole("link", { name: "Register here" }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
    await page.getByLabel("Username").fill(shopper.username);
    await page.getByLabel("Email", { exact: true }).fill(shopper.email);
    await page.getByLabel("Password").fill(shopper.password);
    await saveScreen(page, testInfo, "register");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Registration successful")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await page.getByLabel("Email", { exact: true }).fill(shopper.email);
    await page.getByLabel("Password").fill(shopper.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Logged in successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/home$/);
    await saveScreen(page, testInfo, "shop-home");

    // The session survives a reload (httpOnly cookie), and the guard keeps a signed-in shopper off the auth pages.
    await page.reload();
    await expect(page).toHaveURL(/\/shop\/home$/);
    await page.goto("/auth/login");
    await expect(page).toHaveURL(/\/shop\/home$/);

    // The shop's Logout lives in the avatar menu (desktop) or the menu drawer (phone).
    if (testInfo.project.name === "phone") {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("button", { name: "Logout" }).click();
    } else {
      await page.getByRole("button", { name: /^Account menu for / }).click();
      await page.getByRole("menuitem", { name: "Logout" }).click();
    }
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto("/shop/home");
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(consoleErrors).toEqual([]);
  });

  test("a taken email and a wrong password are told clearly", async ({ page }) => {
    await page.goto("/auth/register");
    await page.getByLabel("Username").fill(newShopper().username);
    await page.getByLabel("Email", { exact: true }).fill(demoCustomer.email);
    await page.getByLabel("Password").fill("Another#2026");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("User Already exists with the same email! Please try again")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/register$/);

    await page.goto("/auth/login");
    await page.getByLabel("Email", { exact: true }).fill(demoCustomer.email);
    await page.getByLabel("Password").fill("Wrong#2026pass");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Incorrect password! Please try again")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test("the demo admin lands on the dashboard and cannot open shop pages", async ({ page }, testInfo) => {
    await signIn(page, demoAdmin.email, demoAdmin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await saveScreen(page, testInfo, "admin-dashboard");
    // The sidebar is fixed on large screens and a drawer behind the menu button on phones.
    if (testInfo.project.name === "phone") await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByText("Admin Panel").filter({ visible: true }).first()).toBeVisible();
    if (testInfo.project.name === "phone") await page.keyboard.press("Escape");
    await page.goto("/shop/listing");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe("route guard", () => {
  test("an anonymous visitor is sent to the login page from every guarded path", async ({ page }) => {
    for (const path of ["/", "/shop/home", "/shop/listing", "/shop/checkout", "/shop/account", "/admin/dashboard", "/admin/products"]) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/auth\/login$/);
    }
  });

  test("a customer opening an admin page sees 'unauthorize Page'", async ({ page }, testInfo) => {
    await signIn(page, demoCustomer.email, demoCustomer.password);
    await expect(page).toHaveURL(/\/shop\/home$/);
    await page.goto("/admin/products");
    await expect(page).toHaveURL(/\/unauth-page$/);
    await expect(page.getByText("unauthorize Page")).toBeVisible();
    await saveScreen(page, testInfo, "unauth-page");
  });

  test("an unknown path says the page doesn't exist", async ({ page }, testInfo) => {
    await page.goto("/no/such/page");
    await expect(page.getByText("Page doesn't exist....!")).toBeVisible();
    await saveScreen(page, testInfo, "not-found");
  });
});
