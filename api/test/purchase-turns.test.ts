/**
 * Issue 46: the steps of purchases take turns on a node (services/orders/purchase-turns.ts). Here a node with one
 * turn: a step that waits for the payment provider gives its turn back, so a slow Razorpay never stalls the node's
 * other shoppers (the turns' own rules: turns.test.ts).
 */
import { describe, expect, it } from "vitest";
import { ADD_TO_CART, useCatalogue } from "./support/cart-fixtures.js";
import { PLACE_ORDER, shopper, stockOf, useCheckoutServer } from "./support/order-fixtures.js";

const { t, standIn } = useCheckoutServer({ PURCHASE_TURNS: "1" });
const catalogue = useCatalogue(t);

const PROVIDER_DELAY_MS = 800;

describe("purchase turns", () => {
  it("an order waiting for a slow provider does not hold the node's only turn: another shopper's add to cart goes ahead", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 5 });
    const [first, second] = [await shopper(t, "turn-a"), await shopper(t, "turn-b")];
    expect((await first.client.graphql(ADD_TO_CART, { input: { productId: product.id, quantity: 1 } })).errors).toBeUndefined();
    const sandbox = standIn().sandbox;
    sandbox.injectFault({ operation: "orders.create", kind: "slow", delayMs: PROVIDER_DELAY_MS, times: 1 });
    try {
      const finished: string[] = [];
      const placing = first.client.graphql(PLACE_ORDER, { input: { addressId: first.addressId } }).then((answer) => {
        finished.push("place");
        return answer;
      });
      // Sent once the order is waiting for the provider (its stock is taken before it asks).
      const asked = Date.now();
      while ((await stockOf(t, product.id)) !== 4) {
        if (Date.now() - asked > 5_000) throw new Error("the order never took its stock");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const adding = second.client.graphql(ADD_TO_CART, { input: { productId: product.id, quantity: 2 } }).then((answer) => {
        finished.push("add");
        return answer;
      });
      const [placed, added] = await Promise.all([placing, adding]);
      expect(placed.errors).toBeUndefined();
      expect(added.errors).toBeUndefined();
      expect(added.data.addToCart.itemCount).toBe(2);
      expect(finished).toEqual(["add", "place"]);
    } finally {
      sandbox.clearFaults();
    }
  });
});
