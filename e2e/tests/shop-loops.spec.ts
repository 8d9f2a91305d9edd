/**
 * What brings shoppers back (issue 44), in the browser against the running shop:
 * - a new shopper keeps a kurta on the wishlist (the heart), reads its size guide with the fit summary, asks to be told
 *   when the sold-out M is back; the admin restocks M and the shop's own sweep (REMINDER_SWEEP_SECONDS, 2 s in the
 *   journeys) emails them; Account → Wishlist shows it sent, and moves the kurta to the cart in M;
 * - Priya (the demo seed left her cart two days ago) opens her second cart reminder's link: her cart comes back with the
 *   coupon made for it; she opens a review request's link, reviews a delivered piece with a photo and how it fitted,
 *   and sees "Verified buyer"; at desktop width the admin then finds the abandoned carts, the demand for sold-out sizes
 *   and the review on the dashboard and the Reviews page.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { demoCustomer, signIn } from "../support/accounts.js";
import { expectAccessible } from "../support/axe.js";
import { adminRequest, createProduct, gql, productPhoto, uploadPicture } from "../support/catalogue.js";
import { saveScreen, watchConsole } from "../support/screens.js";
import { cartButton, isPhone, openCart, signInAsNewShopper } from "./shop-helpers.js";

interface Email {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
}

/** The outbox's emails (newest first), as the admin reads them: every page (the demo's shipping emails alone fill one). */
async function emails(admin: APIRequestContext): Promise<Email[]> {
  const all: Email[] = [];
  for (let offset = 0; ; offset += 100) {
    const { emails } = await gql<{ emails: { nodes: Email[] } }>(admin, `query ($offset: Int) { emails(first: 100, offset: $offset) { nodes { kind recipient subject text } } }`, { offset });
    all.push(...emails.nodes);
    if (emails.nodes.length < 100) return all;
  }
}

/** The path and query of every link to `path` in an email's text (the shop's own address in front of them). */
function linksIn(email: Email, path: string): string[] {
  return [...email.text.matchAll(new RegExp(`https?://[^\\s/]+(${path.replace(/[/?]/g, "\\$&")}[^\\s]*)`, "g"))].map((m) => m[1]!);
}

/** A women's kurta in S (in stock) and M (sold out), made by the admin: the seed's women's size chart is its guide. */
async function kurtaWithSoldOutM(admin: APIRequestContext): Promise<{ id: string; slug: string; title: string }> {
  const title = `Chikankari Kurta ${Date.now().toString(36)}`;
  const image = await uploadPicture(admin, "chikankari", await productPhoto("KURTA", ["#e0c3a0", "#7a4e2d"]));
  const made = await createProduct(admin, { title, category: "women", brand: "zara", price: 1899, image, variants: [{ size: "S", stock: 6 }, { size: "M", stock: 0 }] });
  return { ...made, title };
}

test.describe("what brings shoppers back", () => {
  test("a shopper keeps a kurta, reads its size guide, waits for the sold-out M, hears it is back and moves it to the cart", async ({ page, baseURL }, testInfo) => {
    const problems = watchConsole(page);
    const admin = await adminRequest(baseURL!);
    const kurta = await kurtaWithSoldOutM(admin);
    const shopper = await signInAsNewShopper(page, "loops");

    await page.goto(`/shop/product/${kurta.slug}`);
    const dialog = page.getByRole("dialog", { name: kurta.title });
    await dialog.getByRole("button", { name: `Save ${kurta.title} to your wishlist` }).click();
    await expect(dialog.getByRole("button", { name: `Remove ${kurta.title} from your wishlist` })).toHaveAttribute("aria-pressed", "true");

    // The size guide: the women's chart in cm, then inches, and how the kurta fits (no answers yet).
    await dialog.getByRole("button", { name: "Size guide" }).click();
    const guide = page.getByRole("dialog", { name: `Size guide: ${kurta.title}` });
    await expect(guide.getByRole("row", { name: /^M 91 74 99$/ })).toBeVisible();
    await guide.getByRole("button", { name: "in" }).click();
    await expect(guide.getByRole("row", { name: /^M 35\.8 29\.1 39$/ })).toBeVisible();
    await expect(guide.getByText("No fit answers yet.")).toBeVisible();
    await saveScreen(page, testInfo, "shop-size-guide");
    await expectAccessible(page, testInfo, "size guide");
    await guide.getByRole("button", { name: "Close" }).click();

    // M is sold out: shown, not choosable, and the shopper asks to be told.
    await expect(dialog.getByRole("button", { name: "M, out of stock" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Tell me when it's back (M)" }).click();
    await expect(dialog.getByText("We'll email you when M is back.")).toBeVisible();
    await saveScreen(page, testInfo, "shop-back-in-stock");

    // The admin puts 5 M on the shelf; the sweep spends the alert and queues one email.
    await gql(admin, `mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`, {
      id: kurta.id,
      input: { variants: [{ size: "S", stock: 6 }, { size: "M", stock: 5 }] },
    });
    await expect.poll(async () => (await emails(admin)).filter((e) => e.recipient === shopper.email && e.kind === "BACK_IN_STOCK").map((e) => e.subject), { timeout: 15_000 }).toEqual([
      `Sutra: ${kurta.title} (M) is back in stock`,
    ]);

    // Account → Wishlist: the kurta, the alert emailed; Move to cart in M.
    await page.goto("/shop/account?tab=wishlist");
    const wishlist = page.getByRole("list", { name: "Wishlist" });
    await expect(wishlist.getByText(kurta.title)).toBeVisible();
    await expect(page.getByRole("list", { name: "Back-in-stock alerts" }).getByText("Emailed")).toBeVisible();
    await saveScreen(page, testInfo, "account-wishlist");
    await expectAccessible(page, testInfo, "account wishlist");
    // Pressed once, it asks which size (S and M are in stock now).
    await wishlist.getByRole("button", { name: `Move ${kurta.title} to cart` }).click();
    await wishlist.getByRole("combobox", { name: "Size" }).click();
    await page.getByRole("option", { name: "M" }).click();
    await wishlist.getByRole("button", { name: `Move ${kurta.title} to cart` }).click();
    await expect(page.getByText("Moved to your cart")).toBeVisible();
    await expect(page.getByText("Your wishlist is empty. Tap the heart on a product to keep it here.")).toBeVisible();
    if (!isPhone(testInfo)) {
      await expect(cartButton(page, 1)).toBeVisible();
      await expect((await openCart(page)).getByText(kurta.title)).toBeVisible();
    }
    await admin.dispose();
    expect(problems).toEqual([]);
  });

  test("Priya comes back through her cart reminder and reviews a delivered piece with a photo and its fit", async ({ page, baseURL }, testInfo) => {
    // The reminder, a purchase, a review with a photo, then the admin's dashboard and reviews: about a minute when loaded.
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    const admin = await adminRequest(baseURL!);
    const outbox = await emails(admin);
    const reminder = outbox.find((e) => e.recipient === demoCustomer.email && e.kind === "CART_REMINDER" && e.subject.includes("off the cart you left"));
    expect(reminder, "the seed's second cart reminder to Priya").toBeDefined();
    const code = /use the code (BACK-[A-Z0-9]{6})/.exec(reminder!.text)![1]!;

    await signIn(page, demoCustomer.email, demoCustomer.password);
    await page.goto(linksIn(reminder!, "/shop/restore-cart?")[0]!);
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await expect(page.getByText("Your cart is back")).toBeVisible();
    await expect(page.getByText(`${code} applied to your cart`)).toBeVisible();
    await saveScreen(page, testInfo, "shop-cart-restored");

    // A review request's link opens the review form of a delivered piece she has not reviewed yet.
    const requested = outbox.filter((e) => e.recipient === demoCustomer.email && e.kind === "REVIEW_REQUEST").flatMap((e) => linksIn(e, "/shop/product/"));
    expect(requested.length, "a review request to Priya in the demo's outbox").toBeGreaterThan(0);
    const link = await firstUnreviewed(page, requested);
    await page.goto(link);
    const form = page.getByRole("form", { name: "Write a review" });
    await expect(form).toBeVisible();
    await form.locator("label", { hasText: "4 Stars" }).click();
    await form.getByLabel("Your review").fill("Snug at the shoulders: I would take one size up next time.");
    await form.getByRole("radio", { name: "Runs small" }).check();
    await form.locator('input[type="file"]').setInputFiles({ name: "fit.png", mimeType: "image/png", buffer: await productPhoto("FIT", ["#9c6644", "#ede0d4"]) });
    await expect(form.getByRole("button", { name: "Remove photo 1" })).toBeVisible();
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Review added")).toBeVisible();
    const reviews = page.getByRole("region", { name: "Customer Reviews" });
    const mine = reviews.getByRole("listitem").filter({ hasText: "Snug at the shoulders" });
    await expect(mine.getByText("Verified buyer")).toBeVisible();
    await expect(mine.getByText("Fit: Runs small")).toBeVisible();
    await expect(reviews.getByRole("list", { name: "Shoppers' photos" }).getByRole("img", { name: /^Photo 1 from priya/ })).toBeVisible();
    await saveScreen(page, testInfo, "shop-review-with-photo");

    if (!isPhone(testInfo)) await adminSeesTheLoops(page, testInfo);
    await admin.dispose();
    expect(problems).toEqual([]);
  });
});

/**
 * The first review link whose product Priya has not reviewed. The journey may run at both widths on one database: once
 * the emailed products are reviewed, the same link (`?review=1`) to another piece of her delivered orders.
 */
async function firstUnreviewed(page: Page, links: string[]): Promise<string> {
  const reviewedByPriya = async (productId: string) =>
    (await gql<{ reviews: Array<{ username: string }> }>(page.request, `query ($id: ID!) { reviews(productId: $id) { username } }`, { id: productId })).reviews.some(
      (r) => r.username === demoCustomer.username,
    );
  for (const link of links) {
    const slug = decodeURIComponent(link.split("/")[3]!.split("?")[0]!);
    const { product } = await gql<{ product: { id: string } }>(page.request, `query ($slug: String!) { product(slug: $slug) { id } }`, { slug });
    if (!(await reviewedByPriya(product.id))) return link;
  }
  const { orderHistory } = await gql<{ orderHistory: { edges: Array<{ node: { status: string; lines: Array<{ productId: string }> } }> } }>(
    page.request,
    `{ orderHistory(first: 50) { edges { node { status lines { productId } } } } }`,
  );
  for (const productId of orderHistory.edges.filter((e) => e.node.status === "DELIVERED").flatMap((e) => e.node.lines.map((l) => l.productId))) {
    if (await reviewedByPriya(productId)) continue;
    const { product } = await gql<{ product: { slug: string } }>(page.request, `query ($id: ID!) { product(id: $id) { slug } }`, { id: productId });
    return `/shop/product/${product.slug}?review=1`;
  }
  throw new Error(`every product Priya received is reviewed already: ${links.join(", ")}`);
}

/** The admin's side: abandoned carts and the demand on the dashboard, and the new review (hidden, then shown again). */
async function adminSeesTheLoops(page: Page, testInfo: Parameters<Parameters<typeof test>[2]>[1]) {
  await page.context().clearCookies();
  const { demoAdmin } = await import("../support/accounts.js");
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.getByRole("button", { name: "7 days" }).click();
  const carts = page.getByRole("region", { name: "Abandoned carts" });
  await expect(carts.getByTestId("insights-abandoned-carts")).toHaveText(/^[1-9]\d*$/);
  await expect(carts.getByTestId("insights-recovered-carts")).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByRole("list", { name: "Waiting for sizes" }).getByRole("link", { name: /^\d+ waiting for / }).first()).toBeVisible();
  await saveScreen(page, testInfo, "admin-dashboard-loops");

  await page.goto("/admin/reviews");
  const review = page.getByRole("listitem").filter({ hasText: "Snug at the shoulders" }).first();
  await expect(review).toBeVisible();
  await expectAccessible(page, testInfo, "admin reviews");
  await review.getByRole("button", { name: /^Hide the review by priya/ }).click();
  await expect(review.getByText("Hidden", { exact: true })).toBeVisible();
  await review.getByRole("button", { name: /^Show the review by priya/ }).click();
  await expect(review.getByText("Hidden", { exact: true })).toBeHidden();
}
