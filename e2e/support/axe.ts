import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

/** The impacts that fail a journey: a screen of the shop has none of them. */
const BLOCKING = new Set(["serious", "critical"]);

/** Lets open/close transitions and toasts' entry finish, so axe reads the colours the shopper sees. */
async function settled(page: Page) {
  await page.waitForTimeout(400);
}

/**
 * Runs axe-core (every rule axe runs by default: WCAG 2.x A/AA and best practices) on what the page shows now and
 * fails on any serious or critical violation, listing each rule with the elements it found. The moderate and minor
 * ones are attached to the report, not failed on.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const describe = (v: (typeof violations)[number]) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`;
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  const others = violations.filter((v) => !BLOCKING.has(v.impact ?? ""));
  if (process.env.AXE_VERBOSE) console.log([`axe ${screen} (${testInfo.project.name})`, ...violations.map(describe)].join("\n  "));
  if (others.length > 0) await testInfo.attach(`axe ${screen} (not blocking)`, { body: others.map(describe).join("\n"), contentType: "text/plain" });
  expect.soft(blocking.map(describe), `serious or critical axe violations on ${screen} (${testInfo.project.name})`).toEqual([]);
}
