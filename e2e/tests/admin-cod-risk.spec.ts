/**
 * The admin dashboard's COD returns panel (issue 43 item 7) on the demo shop: cash-on-delivery parcels that ended in
 * the range, how many came back, by the risk band checkout judged and by pincode, at desktop and phone width.
 */
import { expect, test } from "@playwright/test";
import { demoAdmin, signIn } from "../support/accounts.js";

test("the dashboard shows COD returns by risk band and by pincode", async ({ page }, testInfo) => {
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto("/admin/dashboard");
  const panel = page.getByRole("region", { name: "COD returns by pincode and risk" });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  // The demo's 90 days: COD parcels delivered and returned, every band listed (a band without parcels says 0 of 0).
  await page.getByRole("button", { name: "90 days" }).click();
  const bands = panel.getByRole("list", { name: "By risk band at checkout" });
  await expect(bands.getByRole("listitem")).toHaveText([/^Low risk: \d+ of \d+ parcels? came back · [\d.]+ %$/, /^Medium risk: /, /^High risk: /]);
  await expect(panel.getByRole("list", { name: "Top pincodes" }).getByRole("listitem").first()).toHaveText(/^\d{6}: \d+ of \d+ parcels? came back · [\d.]+ %$/);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: testInfo.outputPath(`cod-risk-panel-${testInfo.project.name}.png`) });
});
