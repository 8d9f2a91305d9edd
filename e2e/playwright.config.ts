import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { firstServerPort, journeyWorkers, workerServerPort } from "./support/servers.js";

// Each worker loads this file again, with its parallel index set: its baseURL is its own server's.
const baseURL = `http://localhost:${workerServerPort()}`;
// Debian's Chromium: Playwright never downloads its own browser here. Its headless shell first (the package
// chromium-headless-shell, the old headless mode Playwright itself runs headless journeys in): a page costs it less
// than the full browser's new headless mode, and the journeys are CPU-bound on the 2-core CI machine.
const executablePath =
  process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));

export default defineConfig({
  testDir: "./tests",
  outputDir: "./artifacts/results",
  // A file's journeys run in order in one worker; the workers run files side by side, each against a server and
  // database of its own (support/serve.ts), so one journey's banners, orders or stock never show in another's.
  fullyParallel: false,
  workers: journeyWorkers,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // A journey crosses many screens; on a loaded 2-core machine (the CI's) the longer ones took 45–60 s: room for
  // them, while a hung journey still fails within a minute and a half.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: "./artifacts/report", open: "never" }]],
  // The servers must use no deprecated Node.js API (support/deprecations.ts).
  globalTeardown: "./support/deprecations.ts",
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
    url: `http://localhost:${firstServerPort}/healthz`,
    // serve.ts says so once every worker's server answers, not only the first.
    wait: { stdout: /Sutra journeys: \d+ server\(s\) ready/ },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(firstServerPort), E2E_WORKERS: String(journeyWorkers) },
  },
});
