import type { Page, TestInfo } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const screensDir = join(dirname(fileURLToPath(import.meta.url)), "..", "artifacts", "screens");

/** Saves a full-page screenshot as a kept test artifact: e2e/artifacts/screens/<project>/<name>.png. */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join(screensDir, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Fails the test on any console error or uncaught page error. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}
