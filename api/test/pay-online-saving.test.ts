/**
 * Issue 43, item 5: checkout's "Pay online and save ₹X" (`checkoutOptions.payOnlineSaving`) is exactly the difference
 * between the totals placeOrder charges on delivery and online, with a percentage PREPAID_DISCOUNT, a COD fee, a
 * shipping fee (charged either way), and a
 * coupon for everyone or for prepaid orders only (through GraphQL against a real server and PostgreSQL).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { addAddress, addToCart, type Customer, shopper, useCheckoutServer } from "./support/order-fixtures.js";

const { t } = useCheckoutServer({ PREPAID_DISCOUNT: "5%", COD_FEE: "49", SHIPPING_FEE: "79", COD_MAX: "50000", COD_MAX_OPEN_ORDERS: "20", LOGIN_MAX_PER_IP: "1000", REGISTER_MAX_PER_IP: "1000" });
const catalogue = useCatalogue(t);

const OPTIONS = `query ($addressId: ID!) { checkoutOptions(addressId: $addressId) { codFee prepaidDiscount payOnlineSaving online { available } cod { available } } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id totalAmount codFee discounts { kind amount } } } }`;
const ABANDON = `mutation ($orderId: ID!) { abandonPayment(input: { orderId: $orderId }) { id } }`;

let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  admin = await signInAdmin(t);
}, 60_000);

const paise = (rupees: number) => Math.round(rupees * 100);
let codes = 0;

async function coupon(prepaidOnly: boolean): Promise<string> {
  const code = `SAVE${prepaidOnly ? "P" : "A"}${process.pid % 10_000}${++codes}`;
  const created = await admin.client.graphql(`mutation ($input: PromotionInput!) { createPromotion(input: $input) { id } }`, {
    input: { kind: "COUPON", code, title: "10 % off", discountType: "PERCENT", percentOff: 10, prepaidOnly },
  });
  expect(created.errors).toBeUndefined();
  return code;
}

/** A Bengaluru shopper with 2 × ₹999 and 1 × ₹333.33 (goods ₹2,331.33) and `code` applied. */
async function buyer(code: string | null): Promise<{ customer: Customer; addressId: string }> {
  const a = await catalogue.create({ price: 999, totalStock: 20 });
  const b = await catalogue.create({ price: 333.33, totalStock: 20 });
  const customer = await shopper(t, "saving");
  const addressId = await addAddress(customer, { city: "Bengaluru", pincode: "560038", phone: "9876543210" });
  await addToCart(customer, a.id, 2);
  await addToCart(customer, b.id, 1);
  if (code) expect((await customer.client.graphql(`mutation ($code: String!) { applyCoupon(code: $code) { id } }`, { code })).errors).toBeUndefined();
  return { customer, addressId };
}

async function options(customer: Customer, addressId: string) {
  const { data, errors } = await customer.client.graphql(OPTIONS, { addressId });
  expect(errors).toBeUndefined();
  return data.checkoutOptions;
}

async function place(customer: Customer, addressId: string, paymentMethod: "ONLINE" | "COD") {
  const { data, errors } = await customer.client.graphql(PLACE, { input: { addressId, paymentMethod } });
  expect(errors).toBeUndefined();
  return data.placeOrder.order;
}

describe("Pay online and save ₹X", () => {
  it("with a coupon for everyone: the saving is the COD order's total less the online order's, to the paisa", async () => {
    const { customer, addressId } = await buyer(await coupon(false));
    const shown = await options(customer, addressId);
    expect(shown).toMatchObject({ codFee: 49, online: { available: true }, cod: { available: true } });

    const online = await place(customer, addressId, "ONLINE");
    // The shopper closes the window and pays on delivery instead: the same cart, placed again.
    expect((await customer.client.graphql(ABANDON, { orderId: online.id })).errors).toBeUndefined();
    const cod = await place(customer, addressId, "COD");
    expect(paise(shown.payOnlineSaving)).toBe(paise(cod.totalAmount) - paise(online.totalAmount));
    // Goods ₹2,331.33 less 10 % (₹233.13) = ₹2,098.20; 5 % of that, rounded down, is ₹104.91; plus the ₹49 fee.
    expect(shown.prepaidDiscount).toBe(104.91);
    expect(shown.payOnlineSaving).toBe(153.91);
    expect(online.discounts.find((d: { kind: string }) => d.kind === "PREPAID").amount).toBe(shown.prepaidDiscount);
  });

  it("with a prepaid-only coupon and a % prepaid discount: the discount is taken after the coupon, as the order takes it", async () => {
    const { customer, addressId } = await buyer(await coupon(true));
    const shown = await options(customer, addressId);
    expect(shown).toMatchObject({ online: { available: true }, cod: { available: false } });

    const online = await place(customer, addressId, "ONLINE");
    const taken = online.discounts.find((d: { kind: string }) => d.kind === "PREPAID").amount;
    // 5 % of ₹2,098.20 (after the coupon), not of ₹2,331.33 (₹116.56, what was shown before).
    expect(taken).toBe(104.91);
    expect(shown.prepaidDiscount).toBe(taken);
    // Against the same offers paid on delivery: the online total plus the discount and the COD fee.
    // ₹2,098.20 − ₹104.91 + ₹79 shipping.
    expect(online.totalAmount).toBe(2072.29);
    expect(paise(shown.payOnlineSaving)).toBe(paise(online.totalAmount + taken + 49) - paise(online.totalAmount));
    expect(shown.payOnlineSaving).toBe(153.91);
  });
});
