import { describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { countStatements } from "./support/catalogue-fixtures.js";
import { addToCart, payInStandIn, placeOrderOk, shopper, useCheckoutServer, verifyPayment } from "./support/order-fixtures.js";
const { t } = useCheckoutServer();
const catalogue = useCatalogue(t);
describe("scratch", () => {
  it("prints", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, product.id, 1);
    const add = await countStatements(() => addToCart(buyer, product.id, 1));
    const placed = await countStatements(() => placeOrderOk(buyer, buyer.addressId));
    const paid = await payInStandIn(t, placed.result.payment);
    const verified = await countStatements(() => verifyPayment(buyer, placed.result.order.id, paid));
    const show = (n: string, s: string[]) => console.log(n, s.length, "\n" + s.map((x, i) => `${i}: ${x.replace(/\s+/g, " ").slice(0, 160)}`).join("\n"));
    show("ADD", add.statements); show("PLACE", placed.statements); show("VERIFY", verified.statements);
    expect(1).toBe(1);
  });
});
