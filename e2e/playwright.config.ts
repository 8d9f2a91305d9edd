import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4100);
const baseURL = `http://localhost:${port}`;
// Debian's Chromium: Playwright never downloads its own browser here.
const executablePath = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));

export default defineConfig({
  testDir: "./tests",
  outputDir: "./artifacts/results",
  // One file at a time: the journeys share one server and database, and two at once (E2E_WORKERS=2: 12.4 → 8.8
  // minutes on the 2-core CI machine) once made the home's first-screen journey see another journey's new banners
  // and ask for them. Until the journeys are independent of each other's data, CI runs them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: "./artifacts/report", open: "never" }]],
  use: {
    baseURL,
    // CI records a trace only when it retries a failed journey (recording every run costs each journey time);
    // a local run keeps the trace of any journey that failed.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic"],
    },
  },
  projects: [
    // Journeys tagged @desktop-only or @phone-only belong to one width (they size the viewport themselves, or test one layout).
    { name: "desktop", grepInvert: /@phone-only/, use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
    { name: "phone", grepInvert: /@desktop-only/, use: { ...devices["Pixel 7"] } },
  ],
  webServer: {
    command: "npx tsx --tsconfig ../api/tsconfig.json support/serve.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
