/**
 * The admin's sales dashboard (`salesInsights`): every figure checked against totals computed by hand over orders
 * placed through the public API — paid, paid-then-cancelled (refunded), abandoned (cancelled, failed) and unpaid
 * (pending) — and against the orders table itself. Two paid orders are moved back in time (3 and 40 days) with one
 * UPDATE each: no public API places an order in the past.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { abandonPayment, buyProduct, placeUnpaidOrder, shopper, UPDATE_ORDER_STATUS } from "./support/order-fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const catalogue = useCatalogue(t);

const INSIGHTS = `query ($days: Int) { salesInsights(days: $days) {
  days from to timeZone revenue paidOrders averageOrderValue
  daily { date revenue paidOrders }
  byStatus { status count }
  topByUnits { productId title units revenue }
  topByRevenue { productId title units revenue }
  lowStockThreshold lowStock { id title sku totalStock }
  lowStockVariants { productId title productSku sku size colour stock } } }`;

let admin: Awaited<ReturnType<typeof signInAdmin>>;
const products: Record<string, { id: string; title: string }> = {};

/** A product in Navy with the given sizes (in this order) and stock, made through the admin API. */
async function createSized(title: string, sku: string, stock: Record<string, number>) {
  const variants = Object.entries(stock).map(([size, units]) => ({ sku: `${sku}-${size}`, size, colour: "Navy", stock: units }));
  const input = { sku, title, description: `${title}.`, category: "men", brand: "h&m", price: 1299, image: "https://img.example.com/shirt.jpg", variants };
  const { data, errors } = await admin.client.graphql(`mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`, { input });
  expect(errors).toBeUndefined();
  return { id: data.createProduct.id as string, title };
}

beforeAll(async () => {
  admin = await signInAdmin(t);
  // Prices with paise in them, so a rounding slip shows.
  products.tee = await catalogue.create({ title: "Linen Tee", price: 1299.99, totalStock: 50 });
  products.shirt = await catalogue.create({ title: "Oxford Shirt", price: 999, salePrice: 749.5, totalStock: 50 });
  products.socks = await catalogue.create({ title: "Ankle Socks", price: 10.01, totalStock: 3 });
  products.cap = await catalogue.create({ title: "Canvas Cap", price: 499, totalStock: 9 });
  products.belt = await catalogue.create({ title: "Leather Belt", price: 899, totalStock: 10 });
  const gone = await catalogue.create({ title: "Old Scarf", price: 299, totalStock: 1 });
  // 46 in all, so not low by its total; S is sold out and M and L are low (given out of the shop's size order).
  products.flannel = await createSized("Flannel Shirt", "FLN-1", { L: 3, M: 3, S: 0, XL: 40 });
  const goneSized = await createSized("Wool Scarf", "WSC-1", { S: 0, M: 1 });
  for (const { id } of [gone, goneSized]) {
    expect((await admin.client.graphql(`mutation ($id: ID!) { deleteProduct(id: $id) { id } }`, { id })).errors).toBeUndefined();
  }

  await buyProduct(t, await shopper(t), products.tee.id, 2); // paid ₹2,599.98 today
  await buyProduct(t, await shopper(t), products.shirt.id, 3); // paid ₹2,248.50 today (sale price)
  const refunded = await buyProduct(t, await shopper(t), products.tee.id, 1); // paid ₹1,299.99, then cancelled: refunded
  const cancel = await admin.client.graphql(UPDATE_ORDER_STATUS, { id: refunded.id, status: "CANCELLED" });
  expect(cancel.errors).toBeUndefined();
  await placeUnpaidOrder(await shopper(t), products.shirt.id, 1); // pending ₹749.50
  const quitter = await shopper(t);
  const abandoned = await placeUnpaidOrder(quitter, products.shirt.id, 1); // cancelled, payment failed
  await abandonPayment(quitter, abandoned.order.id);
  const threeDaysAgo = await buyProduct(t, await shopper(t), products.socks.id, 1); // paid ₹10.01, 3 days ago
  const fortyDaysAgo = await buyProduct(t, await shopper(t), products.tee.id, 1); // paid ₹1,299.99, 40 days ago
  await t.server.dataSource.query(`UPDATE orders SET created_at = now() - interval '3 days' WHERE id = $1`, [threeDaysAgo.id]);
  await t.server.dataSource.query(`UPDATE orders SET created_at = now() - interval '40 days' WHERE id = $1`, [fortyDaysAgo.id]);
}, 120_000);

async function insights(days?: number) {
  const { data, errors } = await admin.client.graphql(INSIGHTS, days === undefined ? {} : { days });
  expect(errors).toBeUndefined();
  return data.salesInsights;
}

describe("the sales dashboard", () => {
  it("counts only paid orders as revenue over the last 7 days, to the paisa", async () => {
    const week = await insights(7);
    // 2,599.98 + 2,248.50 + 10.01; the refunded, abandoned and pending orders are not sales.
    expect(week).toMatchObject({ days: 7, timeZone: "Asia/Kolkata", revenue: 4858.49, paidOrders: 3 });
    // 4,858.49 / 3 = 1,619.4966… → ₹1,619.50
    expect(week.averageOrderValue).toBe(1619.5);
    expect(week.daily).toHaveLength(7);
    expect(week.daily.at(-1)).toMatchObject({ date: week.to, revenue: 4848.48, paidOrders: 2 });
    expect(week.daily.at(-4)).toMatchObject({ revenue: 10.01, paidOrders: 1 });
    expect(week.daily.filter((d: { paidOrders: number }) => d.paidOrders === 0)).toHaveLength(5);
  });

  it("the 90-day range takes in the order placed 40 days ago, the 30-day range does not", async () => {
    expect(await insights(30)).toMatchObject({ revenue: 4858.49, paidOrders: 3 });
    const quarter = await insights(90);
    expect(quarter).toMatchObject({ revenue: 6158.48, paidOrders: 4, averageOrderValue: 1539.62 });
    expect(quarter.daily).toHaveLength(90);
    expect(quarter.daily.reduce((sum: number, d: { revenue: number }) => sum + Math.round(d.revenue * 100), 0)).toBe(615848);
  });

  it("agrees with the orders table", async () => {
    const [row] = await t.server.dataSource.query(`SELECT sum(total_paise)::int AS paise, count(*)::int AS n FROM orders WHERE payment_status = 'paid'`);
    const quarter = await insights(90);
    expect(Math.round(quarter.revenue * 100)).toBe(row.paise);
    expect(quarter.paidOrders).toBe(row.n);
  });

  it("counts every order of the range by status", async () => {
    const month = await insights(30);
    const byStatus = Object.fromEntries(month.byStatus.map((s: { status: string; count: number }) => [s.status, s.count]));
    expect(byStatus).toEqual({ CONFIRMED: 3, CANCELLED: 2, PENDING: 1 });
  });

  it("ranks the top products by units and by revenue over paid orders", async () => {
    const month = await insights(30);
    expect(month.topByUnits.map((p: { title: string; units: number; revenue: number }) => [p.title, p.units, p.revenue])).toEqual([
      ["Oxford Shirt", 3, 2248.5],
      ["Linen Tee", 2, 2599.98],
      ["Ankle Socks", 1, 10.01],
    ]);
    expect(month.topByRevenue.map((p: { title: string }) => p.title)).toEqual(["Linen Tee", "Oxford Shirt", "Ankle Socks"]);
  });

  it("lists live products under 10 units, fewest first", async () => {
    const { lowStock, lowStockThreshold } = await insights();
    expect(lowStockThreshold).toBe(10);
    // Socks: 3 − 1 sold; the cap has 9; the belt's 10 is not low; the deleted scarf is not listed.
    expect(lowStock.map((p: { title: string; totalStock: number }) => [p.title, p.totalStock])).toEqual([
      ["Ankle Socks", 2],
      ["Canvas Cap", 9],
    ]);
    expect(lowStock[0].id).toBe(products.socks.id);
  });

  it("lists each size and colour of live products under 10 units, fewest first, ties in the shop's size order", async () => {
    const { lowStockVariants, lowStock } = await insights();
    // The flannel shirt's XL (40) and the belt (10) are not low; the deleted scarves' variants are not listed.
    expect(lowStockVariants.map((v: { title: string; size: string | null; colour: string | null; stock: number }) => [v.title, v.size, v.colour, v.stock])).toEqual([
      ["Flannel Shirt", "S", "Navy", 0],
      ["Ankle Socks", null, null, 2],
      ["Flannel Shirt", "M", "Navy", 3],
      ["Flannel Shirt", "L", "Navy", 3],
      ["Canvas Cap", null, null, 9],
    ]);
    expect(lowStockVariants[0]).toEqual({ productId: products.flannel.id, title: "Flannel Shirt", productSku: "FLN-1", sku: "FLN-1-S", size: "S", colour: "Navy", stock: 0 });
    // A product without options is its one variant, under the product's SKU.
    const socks = lowStock.find((p: { id: string }) => p.id === products.socks.id);
    expect(lowStockVariants[1]).toMatchObject({ productId: products.socks.id, productSku: socks.sku, sku: socks.sku });
  });

  it("defaults to 30 days and refuses other ranges", async () => {
    expect((await insights()).days).toBe(30);
    const { errors } = await admin.client.graphql(INSIGHTS, { days: 14 });
    expect(errors?.[0]).toMatchObject({ message: "days must be 7, 30 or 90", extensions: { code: "BAD_USER_INPUT" } });
  });

  it("is for admins only", async () => {
    const customer = await signUpCustomer(t);
    const asCustomer = await customer.client.graphql(INSIGHTS, {});
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(asCustomer.data).toBeNull();
    const anonymous = await new ApiClient(t.url).graphql(INSIGHTS, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
