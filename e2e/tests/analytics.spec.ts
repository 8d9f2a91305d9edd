import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { projectRoot } from "../../api/src/config.js";
import { expectAccessible } from "../support/axe.js";
import { serverInfoFile } from "../support/cdn.js";
import { workerServerPort } from "../support/servers.js";
import { addAddress, openCart, saveViewport, signInAsNewShopper } from "./shop-helpers.js";

/**
 * Issue 45: analytics with consent. The shop here has a GA4 measurement id (a second node of this worker's shop, on
 * its database and data, with ANALYTICS_GA4_ID set): before the shopper answers the banner, no third-party request,
 * no cookie but the session's and no analytics call; once they agree, Google's tag is asked for (intercepted: there is
 * no internet here, and it must not load in tests) and a purchase's full GA4 event sequence reaches window.dataLayer,
 * once each and without personal data; once they withdraw, nothing more.
 */

const GA4_ID = "G-E2EJOURNEY1";
const port = workerServerPort() + 50;
test.use({ baseURL: `http://localhost:${port}` });

let node: ChildProcess | undefined;

test.beforeAll(async () => {
  const { databaseUrl, dataDir } = JSON.parse(readFileSync(serverInfoFile(), "utf8")) as { databaseUrl: string; dataDir: string };
  node = spawn(process.execPath, [join(projectRoot, "api", "dist", "main.js")], {
    cwd: projectRoot,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      // The same data (its session secret and media) as the worker's own node: one shop, two nodes.
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_ON_EMPTY: "false",
      LOGIN_MAX_PER_IP: "10000",
      REGISTER_MAX_PER_IP: "10000",
      ANALYTICS_GA4_ID: GA4_ID,
    },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error("the analytics node did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  if (!node) return;
  const exited = new Promise((resolve) => node!.once("exit", resolve));
  node.kill("SIGTERM");
  await exited;
});

/** Every request the page makes off this shop, and the ones to Google's tag (answered here with an empty script). */
async function watchThirdParties(page: Page) {
  const offSite: string[] = [];
  const tag: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.hostname !== "localhost" && url.hostname !== "127.0.0.1" && url.protocol !== "data:" && url.protocol !== "blob:") offSite.push(request.url());
  });
  await page.route("https://www.googletagmanager.com/**", (route) => {
    tag.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "application/javascript", body: "/* Google's tag: not loaded in tests */" });
  });
  return { offSite, tag };
}

type DataLayerEntry = unknown[];
/** window.dataLayer's commands as arrays (Google's tag gets `arguments` objects). */
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry)))) as unknown[][]);
/** GA4 event parameters as the tests read them. */
type EventParams = { items: Array<Record<string, unknown> & { item_id: string; price: number }>; [key: string]: unknown };
const events = async (page: Page) => (await dataLayer(page)).filter((c: DataLayerEntry) => c[0] === "event") as Array<[string, string, EventParams]>;

const PRODUCT = "Levi's Reversible Leather Belt";

test("nothing is measured before consent; after it, a purchase's GA4 events reach the dataLayer once each, without personal data", async ({ page, context }, testInfo) => {
  // Consent, browsing, a whole purchase and the admin's figures: on a loaded 2-core machine about a minute.
  test.setTimeout(120_000);
  const watched = await watchThirdParties(page);
  const shopper = await signInAsNewShopper(page, "ga");
  const banner = page.getByRole("region", { name: "Your privacy" });
  await expect(banner).toBeVisible();
  await saveViewport(page, testInfo, "consent-banner");

  // Browsing before an answer: a listing and a product's page (both would be measured with consent).
  const listing = await page.request.post("/graphql", {
    data: { query: `{ products(filter: { categories: ["accessories"], brands: ["levi"] }, first: 24) { edges { node { title slug } } } }` },
  });
  const slug = ((await listing.json()) as { data: { products: { edges: Array<{ node: { title: string; slug: string } }> } } }).data.products.edges.find((e) => e.node.title === PRODUCT)!.node.slug;
  await page.goto("/shop/listing?category=accessories&brand=levi");
  await expect(page.getByRole("list", { name: "All Products" }).getByRole("article", { name: PRODUCT })).toBeVisible();
  await page.goto(`/shop/product/${slug}`);
  await expect(page.getByRole("dialog", { name: PRODUCT })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(watched.offSite).toEqual([]);
  expect(await dataLayer(page)).toEqual([]);
  expect((await context.cookies()).map((c) => c.name)).toEqual(["token"]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("sutra-")))).toEqual([]);

  // Choose: analytics ticked, saved. Google's tag is asked for then, once, with the shop's measurement id.
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Choose" }).click();
  await expectAccessible(page, testInfo, "consent banner, choosing");
  await banner.getByRole("checkbox", { name: /Analytics \(Google Analytics\)/ }).check();
  await banner.getByRole("button", { name: "Save choices" }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => watched.tag).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA4_ID}`]);
  expect(watched.offSite).toEqual(watched.tag);
  const config = (await dataLayer(page)).find((c) => c[0] === "config");
  expect(config).toEqual(["config", GA4_ID, { client_id: expect.stringMatching(/^\d+\.\d+$/) }]);

  // The purchase: a list, the product chosen from it, its details, the cart, checkout and payment.
  await page.goto("/shop/listing?category=accessories&brand=levi");
  const card = page.getByRole("list", { name: "All Products" }).getByRole("article", { name: PRODUCT });
  await card.getByRole("button", { name: `View details of ${PRODUCT}` }).click();
  const details = page.getByRole("dialog", { name: PRODUCT });
  await details.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
  await details.getByRole("button", { name: "Close" }).click();
  const drawer = await openCart(page);
  const line = drawer.getByRole("listitem", { name: PRODUCT });
  await line.getByRole("button", { name: `Increase quantity of ${PRODUCT}` }).click();
  await expect(line.getByTestId("cart-line-quantity")).toHaveText("2");
  await line.getByRole("button", { name: `Decrease quantity of ${PRODUCT}` }).click();
  await expect(line.getByTestId("cart-line-quantity")).toHaveText("1");
  await drawer.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await addAddress(page, { address: "7 Park Street", city: "Kolkata", phone: "9830012345", pincode: "700016", notes: "Gate 2" });
  await page.getByRole("button", { name: "Checkout", exact: true }).click();
  const payment = page.getByRole("dialog", { name: /Razorpay sandbox/ });
  await payment.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Payment verified and order confirmed")).toBeVisible();
  await expect.poll(async () => (await events(page)).map((e) => e[1])).toContain("purchase");

  const sequence = (await events(page)).map((e) => e[1]);
  expect(sequence).toEqual([
    "view_item_list",
    "select_item",
    "view_item",
    "add_to_cart",
    "view_cart",
    "add_to_cart",
    "remove_from_cart",
    "begin_checkout",
    "add_shipping_info",
    "add_payment_info",
    "purchase",
  ]);
  const byName = Object.fromEntries((await events(page)).map((e) => [e[1], e[2]]));
  const item = byName.view_item!.items[0]!;
  expect(byName.view_item).toMatchObject({ currency: "INR", items: [{ item_name: PRODUCT, item_brand: "Levi's", item_category: "Accessories", quantity: 1 }] });
  expect(byName.select_item).toMatchObject({ item_list_id: "listing", items: [{ item_id: item.item_id }] });
  expect(byName.add_payment_info).toMatchObject({ payment_type: "Online", items: [{ item_id: item.item_id, quantity: 1 }] });
  const purchase = byName.purchase!;
  expect(purchase).toMatchObject({ currency: "INR", shipping: 0, value: item.price, items: [{ item_id: item.item_id, item_name: PRODUCT, price: item.price, quantity: 1 }] });
  expect(purchase.transaction_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(purchase.tax).toBeGreaterThan(0);
  // Nothing that names the shopper: not their email, user name, address or phone.
  const everything = JSON.stringify(await dataLayer(page));
  for (const personal of [shopper.email, shopper.username, "Park Street", "9830012345", "700016", "Kolkata"]) expect(everything).not.toContain(personal);

  // Withdrawn from the footer: no event after it, and Google's cookies and the analytics id are gone.
  await page.getByRole("contentinfo").getByRole("button", { name: "Privacy choices" }).click();
  const choices = page.getByRole("region", { name: "Your privacy" });
  await choices.getByRole("checkbox", { name: /Analytics \(Google Analytics\)/ }).uncheck();
  await choices.getByRole("button", { name: "Save choices" }).click();
  // Each page loaded with consent asked for the tag (the one saving it, the purchase's); none will any more.
  const tagLoads = watched.tag.length;
  await page.goto("/shop/listing?category=accessories&brand=levi");
  await expect(page.getByRole("list", { name: "All Products" }).getByRole("article", { name: PRODUCT })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => localStorage.getItem("sutra-analytics-id"))).toBeNull();
  expect((await context.cookies()).some((c) => c.name.startsWith("_ga"))).toBe(false);
  // A page loaded after the withdrawal: no tag asked for again, no events.
  expect(watched.tag).toHaveLength(tagLoads);
  expect(await events(page)).toEqual([]);
});
