import { beforeAll, describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { type Admin, deliveredOrder, productInSizes } from "./support/return-fixtures.js";
import { loopEmails, loopShopper } from "./support/shopper-loops-fixtures.js";
import { useTestServer } from "./support/test-server.js";
import { until } from "./support/until.js";

// The server's own job, as in production, on a short interval: REVIEW_REQUEST_DAYS=0 asks for the review as soon as
// the order is delivered, and the sweep finds it within REMINDER_SWEEP_SECONDS.
const t = useTestServer({ REVIEW_REQUEST_DAYS: "0", REMINDER_SWEEP_SECONDS: "1" });
const catalogue = useCatalogue(t);
let admin: Admin;

beforeAll(async () => {
  admin = await signInAdmin(t);
});

describe("the shopper loops' job", () => {
  it("with REVIEW_REQUEST_DAYS=0 the review request arrives by itself within a sweep of the delivery", async () => {
    const product = await productInSizes(catalogue, admin, { stock: { M: 3 } });
    const buyer = await loopShopper(t);
    await deliveredOrder(t, admin, buyer, [{ productId: product.id, quantity: 1, size: "M" }]);
    const started = Date.now();
    const [email] = await until(async () => {
      const found = await loopEmails(admin.client, buyer.email, "REVIEW_REQUEST");
      return found.length ? found : undefined;
    }, "the review request", 10_000);
    expect(email!.text).toContain("?review=1");
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("a restock reaches the waiting shopper by itself", async () => {
    const product = await productInSizes(catalogue, admin, { title: "Job Shirt", stock: { M: 0 } });
    const waiter = await loopShopper(t, { consent: false });
    expect((await waiter.client.graphql(`mutation ($p: ID!, $v: ID) { notifyWhenInStock(productId: $p, variantId: $v) { id } }`, { p: product.id, v: product.variants.M })).errors).toBeUndefined();
    expect((await admin.client.graphql(`mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`, { id: product.id, input: { variants: [{ size: "M", stock: 2 }] } })).errors).toBeUndefined();
    const emails = await until(async () => {
      const found = await loopEmails(admin.client, waiter.email, "BACK_IN_STOCK");
      return found.length ? found : undefined;
    }, "the back-in-stock email", 10_000);
    expect(emails.map((e) => e.subject)).toEqual(["Sutra: Job Shirt (M) is back in stock"]);
  });
});
