/**
 * Issue 43, item 6 with a percentage and a shipping fee: COD_ADVANCE=10% is of the order's FINAL total (goods, the COD
 * fee and shipping), rounded to the paisa; checkout's offer, the order and the payment window agree on it to the paisa.
 */
import { describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { addAddress, addToCart, payInStandIn, shopper, useCheckoutServer, verifyPayment } from "./support/order-fixtures.js";

const { t } = useCheckoutServer({ COD_ADVANCE: "10%", COD_FEE: "49", SHIPPING_FEE: "60", COD_MAX: "50000", LOGIN_MAX_PER_IP: "1000", REGISTER_MAX_PER_IP: "1000" });
const catalogue = useCatalogue(t);

describe("COD_ADVANCE as a percentage", () => {
  it("is 10 % of goods + COD fee + shipping, rounded to the paisa, in checkout's offer, the order and the window", async () => {
    const product = await catalogue.create({ price: 999.95, totalStock: 5 });
    const customer = await shopper(t, "percent");
    const addressId = await addAddress(customer, { city: "Bengaluru", pincode: "560038", phone: "9876543210" });
    await addToCart(customer, product.id, 1);
    // ₹999.95 + ₹49 + ₹60 = ₹1,108.95; 10 % is ₹110.895, rounded half up to ₹110.90; ₹998.05 on delivery.
    const options = await customer.client.graphql(`query ($addressId: ID!) { checkoutOptions(addressId: $addressId) { codAdvance codDueOnDelivery } }`, { addressId });
    expect(options.errors).toBeUndefined();
    expect(options.data.checkoutOptions).toEqual({ codAdvance: 110.9, codDueOnDelivery: 998.05 });
    const placed = await customer.client.graphql(
      `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id totalAmount shippingFee codFee codAdvance amountDueOnDelivery status } payment { providerOrderId keyId amount } } }`,
      { input: { addressId, paymentMethod: "COD" } },
    );
    expect(placed.errors).toBeUndefined();
    const { order, payment } = placed.data.placeOrder;
    expect(order).toMatchObject({ totalAmount: 1108.95, shippingFee: 60, codFee: 49, codAdvance: 110.9, amountDueOnDelivery: 998.05, status: "PENDING" });
    expect(payment.amount).toBe(11_090);
    expect((await verifyPayment(customer, order.id, await payInStandIn(t, payment))).errors).toBeUndefined();
    const [row] = await t.server.dataSource.query(`SELECT status, payment_status, paid_paise, cod_advance_paise, total_paise FROM orders WHERE id = $1`, [order.id]);
    expect(row).toEqual({ status: "confirmed", payment_status: "to_collect", paid_paise: 11_090, cod_advance_paise: 11_090, total_paise: 110_895 });
  });
});
