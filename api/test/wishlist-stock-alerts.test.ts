import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { abandonPayment, addToCart, placeOrderOk } from "./support/order-fixtures.js";
import { type Admin, productInSizes } from "./support/return-fixtures.js";
import { linkIn, loopEmails, loopShopper, sweep } from "./support/shopper-loops-fixtures.js";
import { useTestServer } from "./support/test-server.js";

// The node's cache of public answers stays on (CATALOGUE_CACHE_SECONDS 1), as in production: a personal field must not
// be shared through it.
const t = useTestServer();
const catalogue = useCatalogue(t);
let admin: Admin;

const WISHLIST = `{ wishlist { items { addedAt priceWhenAdded priceDrop product { id title } } } }`;
const ADD = `mutation ($id: ID!) { addToWishlist(productId: $id) { items { product { id } priceWhenAdded priceDrop } } }`;
const REMOVE = `mutation ($id: ID!) { removeFromWishlist(productId: $id) { items { product { id } } } }`;
const IN_WISHLIST = `query ($id: ID!) { product(id: $id) { id inWishlist } }`;
const NOTIFY = `mutation ($productId: ID!, $variantId: ID) { notifyWhenInStock(productId: $productId, variantId: $variantId) { id size colour status product { id } } }`;
const MY_ALERTS = `{ myStockAlerts { id size status closedAt product { id } } }`;
const CANCEL = `mutation ($id: ID!) { cancelStockAlert(id: $id) }`;
const DEMAND = `{ stockAlertDemand { productId variantId title size stock waiting } }`;

beforeAll(async () => {
  admin = await signInAdmin(t);
});

async function ok(client: ApiClient, query: string, variables: Record<string, unknown> = {}) {
  const { data, errors } = await client.graphql(query, variables);
  expect(errors).toBeUndefined();
  return data;
}

/** The admin sets the stock of each size (the sizes not named keep theirs). */
async function setStock(productId: string, stock: Record<string, number>) {
  const { data } = await admin.client.graphql(`query ($id: ID!) { product(id: $id) { variants { size stock } } }`, { id: productId });
  const sizes = Object.fromEntries(data.product.variants.map((v: { size: string; stock: number }) => [v.size, v.stock]));
  await ok(admin.client, `mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`, {
    id: productId,
    input: { variants: Object.entries({ ...sizes, ...stock }).map(([size, n]) => ({ size, stock: n })) },
  });
}

describe("wishlist", () => {
  it("a shopper keeps products with the price they saw; adding one again changes nothing", async () => {
    const product = await catalogue.create({ price: 1499, totalStock: 5 });
    const shopper = await loopShopper(t, { consent: false });
    await ok(shopper.client, ADD, { id: product.id });
    const again = await ok(shopper.client, ADD, { id: product.id });
    expect(again.addToWishlist.items).toEqual([{ product: { id: product.id }, priceWhenAdded: 1499, priceDrop: null }]);
    const { wishlist } = await ok(shopper.client, WISHLIST);
    expect(wishlist.items).toHaveLength(1);
    expect(Date.now() - new Date(wishlist.items[0].addedAt).getTime()).toBeLessThan(60_000);
  });

  it("a product that got cheaper since it was added says by how much", async () => {
    const product = await catalogue.create({ price: 2000, totalStock: 5 });
    const shopper = await loopShopper(t, { consent: false });
    await ok(shopper.client, ADD, { id: product.id });
    await catalogue.update(product.id, { salePrice: 1599 });
    const { wishlist } = await ok(shopper.client, WISHLIST);
    expect(wishlist.items[0]).toMatchObject({ priceWhenAdded: 2000, priceDrop: 401 });
  });

  it("Product.inWishlist is the viewer's own, even through the node's cache of answers shared by signed-in shoppers", async () => {
    const product = await catalogue.create({ totalStock: 5 });
    const keeper = await loopShopper(t, { consent: false });
    const other = await loopShopper(t, { consent: false });
    await ok(keeper.client, ADD, { id: product.id });
    expect((await ok(keeper.client, IN_WISHLIST, { id: product.id })).product.inWishlist).toBe(true);
    // Asked right after, within the cache's second: the other shopper must not get the keeper's answer.
    const response = await other.client.request("/graphql", { body: { query: IN_WISHLIST, variables: { id: product.id } } });
    expect(response.json.data.product.inWishlist).toBe(false);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const anonymous = await new ApiClient(t.url).request("/graphql", { body: { query: IN_WISHLIST, variables: { id: product.id } } });
    expect(anonymous.json.data.product.inWishlist).toBe(false);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
  });

  it("removing takes it off; a deleted product disappears quietly", async () => {
    const kept = await catalogue.create({ totalStock: 5 });
    const deleted = await catalogue.create({ totalStock: 5 });
    const shopper = await loopShopper(t, { consent: false });
    await ok(shopper.client, ADD, { id: kept.id });
    await ok(shopper.client, ADD, { id: deleted.id });
    await catalogue.delete(deleted.id);
    expect((await ok(shopper.client, WISHLIST)).wishlist.items.map((i: { product: { id: string } }) => i.product.id)).toEqual([kept.id]);
    expect((await ok(shopper.client, REMOVE, { id: kept.id })).removeFromWishlist.items).toEqual([]);
  });

  it("an unknown product is NOT_FOUND and nothing is kept; signed out is UNAUTHENTICATED", async () => {
    const shopper = await loopShopper(t, { consent: false });
    const { errors } = await shopper.client.graphql(ADD, { id: "00000000-0000-4000-8000-000000000000" });
    expect(errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await ok(shopper.client, WISHLIST)).wishlist.items).toEqual([]);
    expect((await new ApiClient(t.url).graphql(WISHLIST)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("back-in-stock alerts: asking", () => {
  it("a shopper waits for a sold-out size; asking again answers the same alert", async () => {
    const product = await productInSizes(catalogue, admin, { stock: { S: 3, M: 0 } });
    const shopper = await loopShopper(t, { consent: false });
    const first = await ok(shopper.client, NOTIFY, { productId: product.id, variantId: product.variants.M });
    expect(first.notifyWhenInStock).toMatchObject({ size: "M", colour: null, status: "WAITING", product: { id: product.id } });
    const second = await ok(shopper.client, NOTIFY, { productId: product.id, variantId: product.variants.M });
    expect(second.notifyWhenInStock.id).toBe(first.notifyWhenInStock.id);
    expect((await ok(shopper.client, MY_ALERTS)).myStockAlerts).toHaveLength(1);
  });

  it("a size in stock is refused (buy it instead), and a product in sizes needs the size", async () => {
    const product = await productInSizes(catalogue, admin, { stock: { S: 3, M: 0 } });
    const shopper = await loopShopper(t, { consent: false });
    const inStock = await shopper.client.graphql(NOTIFY, { productId: product.id, variantId: product.variants.S });
    expect(inStock.errors?.[0]).toMatchObject({ message: "This size is in stock: add it to your cart instead.", extensions: { code: "BAD_USER_INPUT", field: "variantId" } });
    const noSize = await shopper.client.graphql(NOTIFY, { productId: product.id });
    expect(noSize.errors?.[0]).toMatchObject({ message: "Please select a size", extensions: { code: "BAD_USER_INPUT" } });
    const other = await productInSizes(catalogue, admin, { stock: { L: 0 } });
    const foreign = await shopper.client.graphql(NOTIFY, { productId: product.id, variantId: other.variants.L });
    expect(foreign.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await ok(shopper.client, MY_ALERTS)).myStockAlerts).toEqual([]);
  });

  it("a product sold in one size needs no variant", async () => {
    const product = await catalogue.create({ totalStock: 0 });
    const shopper = await loopShopper(t, { consent: false });
    expect((await ok(shopper.client, NOTIFY, { productId: product.id })).notifyWhenInStock).toMatchObject({ size: null, status: "WAITING" });
  });

  it("a shopper cancels their own alert; another shopper's is NOT_FOUND", async () => {
    const product = await productInSizes(catalogue, admin, { stock: { M: 0 } });
    const owner = await loopShopper(t, { consent: false });
    const stranger = await loopShopper(t, { consent: false });
    const { notifyWhenInStock: alert } = await ok(owner.client, NOTIFY, { productId: product.id, variantId: product.variants.M });
    expect((await stranger.client.graphql(CANCEL, { id: alert.id })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await ok(owner.client, CANCEL, { id: alert.id })).cancelStockAlert).toBe(true);
    expect((await ok(owner.client, CANCEL, { id: alert.id })).cancelStockAlert).toBe(false);
    expect((await ok(owner.client, MY_ALERTS)).myStockAlerts[0]).toMatchObject({ id: alert.id, status: "CANCELLED" });
  });

  it("alerts of a deleted product disappear quietly, and no email goes when it would have come back", async () => {
    const product = await productInSizes(catalogue, admin, { stock: { M: 0 } });
    const shopper = await loopShopper(t, { consent: false });
    await ok(shopper.client, NOTIFY, { productId: product.id, variantId: product.variants.M });
    await catalogue.delete(product.id);
    expect((await ok(shopper.client, MY_ALERTS)).myStockAlerts).toEqual([]);
    expect((await admin.client.graphql(DEMAND)).data.stockAlertDemand.some((d: { productId: string }) => d.productId === product.id)).toBe(false);
  });

  it("admins see the demand per sold-out size; shoppers may not", async () => {
    const product = await productInSizes(catalogue, admin, { title: "Demand Kurta", stock: { S: 2, M: 0 } });
    for (let i = 0; i < 3; i++) await ok((await loopShopper(t, { consent: false })).client, NOTIFY, { productId: product.id, variantId: product.variants.M });
    const { stockAlertDemand } = await ok(admin.client, DEMAND);
    expect(stockAlertDemand.find((d: { productId: string }) => d.productId === product.id)).toEqual({
      productId: product.id,
      variantId: product.variants.M,
      title: "Demand Kurta",
      size: "M",
      stock: 0,
      waiting: 3,
    });
    const shopper = await loopShopper(t, { consent: false });
    expect((await shopper.client.graphql(DEMAND)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("back-in-stock alerts: the email when units come back", () => {
  it("an admin's restock sends each waiting shopper one email with a link to the product in that size; the alert is spent", async () => {
    const product = await productInSizes(catalogue, admin, { title: "Restock Shirt", stock: { S: 2, M: 0 } });
    const waiting = [await loopShopper(t, { consent: false }), await loopShopper(t, { consent: false })];
    for (const s of waiting) await ok(s.client, NOTIFY, { productId: product.id, variantId: product.variants.M });
    await setStock(product.id, { M: 4 });
    expect((await sweep(t, new Date())).backInStock).toBe(2);
    for (const s of waiting) {
      const [email, ...more] = await loopEmails(admin.client, s.email, "BACK_IN_STOCK");
      expect(more).toEqual([]);
      expect(email!.subject).toBe("Sutra: Restock Shirt (M) is back in stock");
      expect(linkIn(email!, "/shop/product/").searchParams.get("size")).toBe("M");
      expect(email!.text).toContain("/auth/unsubscribe?token=");
      expect((await ok(s.client, MY_ALERTS)).myStockAlerts[0]).toMatchObject({ status: "SENT", closedAt: expect.any(String) });
    }
    // Sold out and back again: a spent alert sends nothing more.
    await setStock(product.id, { M: 0 });
    await setStock(product.id, { M: 6 });
    expect((await sweep(t, new Date())).backInStock).toBe(0);
    expect(await loopEmails(admin.client, waiting[0]!.email, "BACK_IN_STOCK")).toHaveLength(1);
  });

  it("units given back by an abandoned payment count as a restock (any path that writes the stock)", async () => {
    const product = await productInSizes(catalogue, admin, { stock: { M: 1 } });
    const buyer = await loopShopper(t, { consent: false });
    await addToCart(buyer, product.id, 1, { size: "M" });
    const { order } = await placeOrderOk(buyer, buyer.addressId);
    const waiter = await loopShopper(t, { consent: false });
    await ok(waiter.client, NOTIFY, { productId: product.id, variantId: product.variants.M });
    await abandonPayment(buyer, order.id);
    expect((await sweep(t, new Date())).backInStock).toBe(1);
    expect(await loopEmails(admin.client, waiter.email, "BACK_IN_STOCK")).toHaveLength(1);
  });

  it("stock that comes back and goes again inside one transaction sends nothing; the alert keeps waiting", async () => {
    const product = await productInSizes(catalogue, admin, { stock: { M: 0 } });
    const waiter = await loopShopper(t, { consent: false });
    await ok(waiter.client, NOTIFY, { productId: product.id, variantId: product.variants.M });
    // What an admin's edit followed by a sale in one transaction would do: 0 → 5 → 0 before anyone sees it.
    await t.server.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE product_variants SET stock = 5 WHERE id = $1`, [product.variants.M]);
      await manager.query(`UPDATE product_variants SET stock = 0 WHERE id = $1`, [product.variants.M]);
    });
    expect((await sweep(t, new Date())).backInStock).toBe(0);
    expect((await ok(waiter.client, MY_ALERTS)).myStockAlerts[0]).toMatchObject({ status: "WAITING" });
    expect(await loopEmails(admin.client, waiter.email, "BACK_IN_STOCK")).toEqual([]);
  });

  it("two nodes sending the restock queue at once send each alert exactly once", async () => {
    const product = await productInSizes(catalogue, admin, { stock: { M: 0 } });
    const waiting = await Promise.all(Array.from({ length: 6 }, () => loopShopper(t, { consent: false })));
    for (const s of waiting) await ok(s.client, NOTIFY, { productId: product.id, variantId: product.variants.M });
    await setStock(product.id, { M: 2 });
    // Both "nodes" claim from the queue at the same moment (no advisory lock around them: the claim itself decides).
    const sent = await Promise.all([t.server.services.stockAlerts.sendRestocked(), t.server.services.stockAlerts.sendRestocked()]);
    expect(sent[0]! + sent[1]!).toBe(6);
    for (const s of waiting) expect(await loopEmails(admin.client, s.email, "BACK_IN_STOCK")).toHaveLength(1);
  });

  it("a size sold out again before the sweep reached it keeps its alerts waiting for the next restock", async () => {
    const product = await productInSizes(catalogue, admin, { stock: { M: 0 } });
    const waiter = await loopShopper(t, { consent: false });
    await ok(waiter.client, NOTIFY, { productId: product.id, variantId: product.variants.M });
    await setStock(product.id, { M: 1 });
    await setStock(product.id, { M: 0 });
    expect((await sweep(t, new Date())).backInStock).toBe(0);
    expect((await ok(waiter.client, MY_ALERTS)).myStockAlerts[0].status).toBe("WAITING");
    await setStock(product.id, { M: 3 });
    expect((await sweep(t, new Date())).backInStock).toBe(1);
  });
});
