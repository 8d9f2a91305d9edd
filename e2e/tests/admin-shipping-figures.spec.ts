/**
 * The admin dashboard's Shipments panel (issue 42) on the demo shop: its figures and lists are on screen at desktop
 * and phone width; screenshots of the panel go to e2e/artifacts/screens.
 */
import { expect, test } from "@playwright/test";
import { demoAdmin, signIn } from "../support/accounts.js";

test("the dashboard shows the shipments panel", async ({ page }, testInfo) => {
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto("/admin/dashboard");
  const panel = page.getByRole("region", { name: "Shipments" });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId("insights-parcels").or(panel.getByText("No parcels booked in this range."))).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await panel.screenshot({ path: testInfo.outputPath(`shipments-panel-${testInfo.project.name}.png`) });
  await panel.screenshot({ path: `e2e/artifacts/screens/shipments-panel-${testInfo.project.name}.png` });
});
