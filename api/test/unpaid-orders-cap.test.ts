/**
 * Issue 10, finding 7: one customer could reserve all 30 units of a product with unpaid orders for the whole
 * reservation window, and every other shopper got OUT_OF_STOCK. What one customer may hold reserved and unpaid is
 * now capped: units of one product (ORDER_UNPAID_MAX_UNITS_PER_PRODUCT) and open unpaid orders
 * (ORDER_UNPAID_MAX_PER_CUSTOMER), with a clear message.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../src/config.js";
import { REMOVE_FROM_CART, useCatalogue } from "./support/cart-fixtures.js";
import { abandonPayment, addToCart, placeOrder, placeOrderOk, shopper, stockOf } from "./support/order-fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer({ ORDER_UNPAID_MAX_UNITS_PER_PRODUCT: "5", ORDER_UNPAID_MAX_PER_CUSTOMER: "2" });
const catalogue = useCatalogue(t);

type Buyer = Awaited<ReturnType<typeof shopper>>;

async function emptyCart(buyer: Buyer, productId: string) {
  const { errors } = await buyer.client.graphql(REMOVE_FROM_CART, { input: { productId } });
  expect(errors).toBeUndefined();
}

describe("what one customer may hold reserved and unpaid", () => {
  it("is at most the cap of units of one product, in one order or over several; other shoppers can still buy", async () => {
    const product = await catalogue.create({ title: "Limited Kurta", totalStock: 30 });
    const hoarder = await shopper(t);
    await addToCart(hoarder, product.id, 6);
    const tooMany = await placeOrder(hoarder, hoarder.addressId);
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'You can hold at most 5 unpaid units of "Limited Kurta". Pay for or cancel your open orders, or lower the quantity.',
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await stockOf(t, product.id)).toBe(30);

    await emptyCart(hoarder, product.id);
    await addToCart(hoarder, product.id, 5);
    await placeOrderOk(hoarder, hoarder.addressId);
    expect(await stockOf(t, product.id)).toBe(25);

    await emptyCart(hoarder, product.id);
    await addToCart(hoarder, product.id, 1);
    const oneMore = await placeOrder(hoarder, hoarder.addressId);
    expect(oneMore.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(oneMore.errors?.[0]?.message).toMatch(/at most 5 unpaid units/);

    const other = await shopper(t);
    await addToCart(other, product.id, 5);
    await placeOrderOk(other, other.addressId);
    expect(await stockOf(t, product.id)).toBe(20);
  });

  it("is at most the cap of open unpaid orders; abandoning one makes room again (REST answers 400)", async () => {
    const buyer = await shopper(t);
    const orders: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const product = await catalogue.create({ totalStock: 10 });
      await addToCart(buyer, product.id, 1);
      orders.push((await placeOrderOk(buyer, buyer.addressId)).order.id);
      await emptyCart(buyer, product.id);
    }
    const third = await catalogue.create({ totalStock: 10 });
    await addToCart(buyer, third.id, 1);
    const refused = await placeOrder(buyer, buyer.addressId);
    expect(refused.errors?.[0]).toMatchObject({
      message: "You already have 2 orders waiting for payment. Pay for or cancel one of them before placing another.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const rest = await buyer.client.request("/api/shop/order/razorpay", { body: { userId: buyer.userId, addressInfo: { addressId: buyer.addressId } } });
    expect(rest.status).toBe(400);
    expect(rest.json.success).toBe(false);
    expect(await stockOf(t, third.id)).toBe(10);

    await abandonPayment(buyer, orders[0]!);
    await placeOrderOk(buyer, buyer.addressId);
    expect(await stockOf(t, third.id)).toBe(9);
  });

  it("defaults to 10 units of one product and 3 open unpaid orders", () => {
    const config = parseConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "sutra-config-")) });
    expect(config.payments).toMatchObject({ maxUnpaidUnitsPerProduct: 10, maxUnpaidOrders: 3 });
  });
});
