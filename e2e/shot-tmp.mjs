import { chromium } from "@playwright/test";
const [,, path, out, who = "admin", width = "1440", height = "900"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: +width, height: +height }, deviceScaleFactor: 1, locale: "en-IN", timezoneId: "Asia/Kolkata" });
const page = await ctx.newPage();
const base = "http://127.0.0.1:4253";
const creds = who === "admin" ? ["admin@sutra.shop", "SutraAdmin#2026"] : ["priya@sutra.shop", "Shopper#2026"];
await page.goto(base + "/auth/login");
await page.getByLabel("Email").fill(creds[0]);
await page.getByLabel("Password").fill(creds[1]);
await page.getByRole("button", { name: "Sign In" }).click();
await page.waitForURL(/\/(admin|shop)\//);
await page.goto(base + path);
await page.waitForLoadState("networkidle"); if (process.env.CLICK) { await page.getByRole("button", { name: process.env.CLICK, exact: true }).click(); await page.waitForLoadState("networkidle"); }
await page.waitForTimeout(1500);
const clip = process.env.CLIP ? JSON.parse(process.env.CLIP) : undefined; if (process.env.SEL) { await page.locator(process.env.SEL).first().screenshot({ path: out }); } else await page.screenshot({ path: out, fullPage: !clip, clip });
await browser.close();
