/**
 * Issue 29: a fresh demo shop (SEED_ON_EMPTY) trades — demo customers with about 90 days of orders in every status,
 * made through the services — and the admin's dashboard adds up to exactly those orders.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../src/db/seed/index.js";
import { ApiClient } from "./support/client.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer({ SEED_ON_EMPTY: "true" });

async function signIn(email: string, password: string): Promise<ApiClient> {
  const client = new ApiClient(t.url);
  const login = await client.graphql(`mutation ($input: LoginInput!) { login(input: $input) { token } }`, { input: { email, password } });
  expect(login.errors).toBeUndefined();
  return client;
}

const query = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);

describe("the demo shop's trading history", () => {
  it("gives Priya paid orders, and the dashboard's 90-day revenue is the sum of the paid orders", async () => {
    const priya = await signIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const mine = await priya.graphql(`{ myOrders { id status paymentStatus totalAmount orderDate } }`);
    expect(mine.errors).toBeUndefined();
    const paid = mine.data.myOrders.filter((o: { paymentStatus: string }) => o.paymentStatus === "PAID");
    expect(paid.length).toBeGreaterThanOrEqual(3);
    // Her history shows the statuses a shop goes through, and it lies in the past.
    expect(new Set(mine.data.myOrders.map((o: { status: string }) => o.status))).toEqual(new Set(["DELIVERED", "SHIPPED", "CONFIRMED", "CANCELLED"]));
    for (const o of mine.data.myOrders) expect(Date.parse(o.orderDate)).toBeLessThan(Date.now());
    expect(Math.min(...mine.data.myOrders.map((o: { orderDate: string }) => Date.parse(o.orderDate)))).toBeLessThan(Date.now() - 60 * 86_400_000);

    const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const dashboard = await admin.graphql(`{ salesInsights(days: 90) { revenue paidOrders daily { revenue paidOrders } byStatus { status count } } }`);
    expect(dashboard.errors).toBeUndefined();
    const insights = dashboard.data.salesInsights;
    // Every paid order of the demo is within the 90 days, so the dashboard's figure is their whole sum.
    const [{ paise, orders }] = await query(`SELECT sum(total_paise)::int AS paise, count(*)::int AS orders FROM orders WHERE payment_status = 'paid'`);
    expect(orders).toBeGreaterThan(40);
    expect(insights.paidOrders).toBe(orders);
    expect(Math.round(insights.revenue * 100)).toBe(paise);
    // Spread over the range, not all today.
    expect(insights.daily.filter((d: { paidOrders: number }) => d.paidOrders > 0).length).toBeGreaterThan(30);
    const statuses = new Set(insights.byStatus.map((s: { status: string }) => s.status));
    for (const status of ["PENDING", "CONFIRMED", "SHIPPED", "DELIVERED", "CANCELLED"]) expect(statuses).toContain(status);
  });

  it("makes every order the way the services do: invoices, refunds, stock, emails and reviews agree", async () => {
    const [{ customers }] = await query(`SELECT count(DISTINCT user_id)::int AS customers FROM orders`);
    expect(customers).toBeGreaterThanOrEqual(25);
    // An invoice number for each order that was ever paid (refunded ones keep theirs), none for the others.
    const [invoices] = await query(
      `SELECT count(*) FILTER (WHERE payment_status IN ('paid', 'refunded') AND invoice_number IS NULL)::int AS missing,
              count(*) FILTER (WHERE payment_status IN ('pending', 'failed') AND invoice_number IS NOT NULL)::int AS extra,
              count(*) FILTER (WHERE payment_status = 'refunded')::int AS refunded,
              count(*) FILTER (WHERE payment_status = 'failed')::int AS failed,
              count(*) FILTER (WHERE payment_status = 'pending')::int AS unpaid
         FROM orders`,
    );
    expect(invoices).toMatchObject({ missing: 0, extra: 0 });
    expect(invoices.refunded).toBeGreaterThan(0);
    expect(invoices.failed).toBeGreaterThan(0);
    expect(invoices.unpaid).toBeGreaterThan(0);
    // Cash on delivery (issue 25): orders collected at the door (invoiced then) and some returned to origin, none left open.
    const [cod] = await query(
      `SELECT count(*) FILTER (WHERE status = 'delivered' AND payment_status = 'paid' AND payment_instrument = 'cod')::int AS collected,
              count(*) FILTER (WHERE status = 'returned_to_origin' AND payment_status = 'failed' AND NOT stock_reserved)::int AS returned,
              count(*) FILTER (WHERE payment_status = 'to_collect')::int AS open
         FROM orders WHERE payment_method = 'cod'`,
    );
    expect(cod.collected).toBeGreaterThan(3);
    expect(cod.returned).toBeGreaterThan(0);
    expect(cod.open).toBe(0);
    // Stock never went below zero, and each refund went through the gateway (the stand-in recorded it).
    const [{ negative }] = await query(`SELECT count(*)::int AS negative FROM product_variants WHERE stock < 0`);
    expect(negative).toBe(0);
    const [{ refundsInSandbox }] = await query(`SELECT count(*)::int AS "refundsInSandbox" FROM razorpay_sandbox_refunds`);
    expect(refundsInSandbox).toBe(invoices.refunded);
    // Every email of the demo is in the outbox, dated in the past, and none waits for an SMTP server.
    const [emails] = await query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'pending')::int AS pending, max(created_at) < now() AS past FROM email_outbox WHERE order_id IS NOT NULL`,
    );
    expect(emails.total).toBeGreaterThan(80);
    expect(emails).toMatchObject({ pending: 0, past: true });
    // Reviews only from buyers of the product, counted on the product.
    const [reviews] = await query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
                                                  WHERE o.user_id = r.user_id AND l.product_id = r.product_id AND o.payment_status = 'paid'))::int AS strangers
         FROM reviews r`,
    );
    expect(reviews.total).toBeGreaterThan(10);
    expect(reviews.strangers).toBe(0);
    const [{ mismatched }] = await query(
      `SELECT count(*)::int AS mismatched FROM products p WHERE p.review_count <> (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)`,
    );
    expect(mismatched).toBe(0);
  });

  it("seeds the history only into a shop without orders: running the seed again adds none", async () => {
    const [{ before }] = await query(`SELECT count(*)::int AS before FROM orders`);
    const { seedDemoData } = await import("../src/db/seed/index.js");
    await seedDemoData(t.server.dataSource, t.config, { log: () => {} });
    const [{ after }] = await query(`SELECT count(*)::int AS after FROM orders`);
    expect(after).toBe(before);
  });
});
