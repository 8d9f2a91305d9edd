/**
 * Issue 28, finding 2: a shop that imports its catalogue with picture URLs on its CDN shows those pictures. The
 * server's Content-Security-Policy allows the image origins it is configured with (IMAGE_ORIGINS, here the journeys'
 * stand-in CDN, support/cdn.ts); before, `img-src 'self' data: blob:` made Chromium refuse them ("violates img-src").
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { projectRoot } from "../../api/src/config.js";
import { cdnOrigin, serverInfoFile, startCdn } from "../support/cdn.js";
import { adminRequest, gql, productPhoto } from "../support/catalogue.js";
import { watchConsole } from "../support/screens.js";
import { signInAsNewShopper } from "./shop-helpers.js";

const SCREENS = "/work/notes/screens-28";
const PICTURE = "/catalogue/cdn-kurta.png";

// The Content-Security-Policy is the same at every width: one width shows it.
test.describe("pictures from the shop's CDN @desktop-only", () => {
  // The stand-in CDN's certificate is made for the run, not signed by anyone the browser knows.
  test.use({ ignoreHTTPSErrors: true });
  let cdn: Awaited<ReturnType<typeof startCdn>>;
  test.beforeAll(async () => {
    cdn = await startCdn({ [PICTURE]: await productPhoto("CDN", ["#264653", "#2a9d8f"]) });
  });
  // The stand-in CDN stops with this file, so its products go first: later journeys must not list a picture that
  // nobody serves any more (Chromium reports the refused connection as a console error).
  const imported: string[] = [];
  test.afterAll(async ({ baseURL }) => {
    const admin = await adminRequest(baseURL!);
    try {
      for (const sku of imported) {
        const { product } = await gql<{ product: { id: string } }>(admin, "query ($sku: String) { product(sku: $sku) { id } }", { sku });
        await gql(admin, "mutation ($id: ID!) { deleteProduct(id: $id) { id } }", { id: product.id });
      }
    } finally {
      await admin.dispose();
      await cdn?.close();
    }
  });

  test("an imported product whose picture is an https URL on an allowed origin shows that picture", async ({ page }, testInfo) => {
    // The shop owner's catalogue file, loaded with `npm run catalogue:import` against the shop's database.
    const sku = `CDN-${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
    const title = `CDN Kurta ${testInfo.project.name}`;
    const file = join(mkdtempSync(join(tmpdir(), "sutra-import-")), "catalogue.csv");
    writeFileSync(
      file,
      `sku,slug,title,description,category,brand,price,salePrice,totalStock,image\n${sku},${sku.toLowerCase()},${title},Cotton kurta pictured on the CDN.,men,zara,1499,0,5,${cdnOrigin()}${PICTURE}\n`,
    );
    const { databaseUrl } = JSON.parse(readFileSync(serverInfoFile(), "utf8")) as { databaseUrl: string };
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("TSX_")));
    execFileSync(process.execPath, ["--import", "tsx", "src/db/cli.ts", "catalogue:import", file], {
      cwd: join(projectRoot, "api"),
      env: { ...env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", SEED_ON_EMPTY: "false" },
      stdio: "ignore",
    });
    imported.push(sku);

    const problems = watchConsole(page);
    await signInAsNewShopper(page, "cdn");
    await page.goto(`/shop/product/${sku.toLowerCase()}`);
    const picture = page.getByRole("dialog").locator(`img[src="${cdnOrigin()}${PICTURE}"]`).first();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(cdn.requested).toContain(PICTURE);
    expect(problems.filter((p) => /Content Security Policy|img-src/i.test(p))).toEqual([]);
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/${testInfo.project.name}-cdn-picture.png` });
  });
});
