/**
 * Issue 46: sutra_settle_online (migration 1796800000100), the usual settlement of an online payment in one statement.
 * Its body holds only guarded writes: the order's row moves once, from the state the caller read, and nothing else is
 * written unless it did. Verify uses it (write-path.test.ts counts its statements); these tests hold the function itself.
 */
import { describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { abandonPayment, addToCart, cartOf, payInStandIn, placeOrderOk, shopper, useCheckoutServer, verifyPayment } from "./support/order-fixtures.js";

const { t } = useCheckoutServer();
const catalogue = useCatalogue(t);

const EMAIL = { kind: "order_confirmed", dedupeKey: "", recipient: "someone@example.com", subject: "Confirmed", text: "t", html: "<p>t</p>" };

async function placed() {
  const product = await catalogue.create({ price: 500, totalStock: 5 });
  const buyer = await shopper(t);
  await addToCart(buyer, product.id, 2);
  const { order, payment } = await placeOrderOk(buyer, buyer.addressId);
  const [attempt]: Array<{ id: string }> = await t.server.dataSource.query(`SELECT id FROM payments WHERE order_id = $1`, [order.id]);
  return { buyer, order, payment, attemptId: attempt!.id };
}

const settle = (orderId: string, attemptId: string, from = "pending") =>
  t.server.dataSource
    .query(`SELECT sutra_settle_online($1, $2, $3, 'upi', 'priya@okbank', $4, 'confirmed', 'paid', 'Payment received (pay_ONE)', $5) AS settled`, [
      orderId,
      attemptId,
      "pay_ONE",
      from,
      { ...EMAIL, dedupeKey: `order_confirmed:${orderId}` },
    ])
    .then((rows: Array<{ settled: { order: Record<string, unknown>; history: Record<string, unknown> } | null }>) => rows[0]!.settled);

const facts = async (orderId: string) => {
  const [row]: Array<{ status: string; payment_status: string; invoice_number: number | null; payment_instrument: string | null; history: number; emails: number; attempt: string }> =
    await t.server.dataSource.query(
      `SELECT o.status, o.payment_status, o.invoice_number, o.payment_instrument,
              (SELECT count(*)::int FROM order_status_history h WHERE h.order_id = o.id AND h.to_status = 'confirmed') AS history,
              (SELECT count(*)::int FROM email_outbox e WHERE e.order_id = o.id) AS emails,
              (SELECT status FROM payments p WHERE p.order_id = o.id) AS attempt
         FROM orders o WHERE o.id = $1`,
      [orderId],
    );
  return row!;
};

describe("sutra_settle_online: the settlement in one statement", () => {
  it("moves a waiting order to confirmed once: paid, invoice numbered, attempt captured, history and email, the bought lines out of the cart", async () => {
    const { buyer, order, attemptId } = await placed();
    const settled = await settle(order.id, attemptId);
    expect(settled?.order).toMatchObject({ id: order.id, status: "confirmed", payment_status: "paid", payment_id: "pay_ONE", payment_instrument: "upi", payment_vpa: "priya@okbank" });
    expect(settled?.history).toMatchObject({ from_status: "pending", to_status: "confirmed", note: "Payment received (pay_ONE)", changed_by_username: null });
    expect(await facts(order.id)).toMatchObject({ status: "confirmed", payment_status: "paid", invoice_number: expect.any(Number), history: 1, emails: 1, attempt: "captured" });
    expect((await cartOf(buyer)).lines).toEqual([]);

    // A second call (a webhook, a replay) finds the order no longer as read: NULL, and nothing written again.
    const before = await facts(order.id);
    expect(await settle(order.id, attemptId)).toBeNull();
    expect(await facts(order.id)).toEqual(before);
  });

  it("writes nothing for an order that is not in the state the caller read (released meanwhile, or read in another state)", async () => {
    const { buyer, order, attemptId } = await placed();
    // Read as something else than it is: the guard names the state read.
    expect(await settle(order.id, attemptId, "confirmed")).toBeNull();
    await abandonPayment(buyer, order.id);
    expect(await settle(order.id, attemptId)).toBeNull();
    expect(await facts(order.id)).toMatchObject({ status: "cancelled", invoice_number: null, history: 0, emails: 0 });
    expect((await facts(order.id)).payment_status).not.toBe("paid");
  });

  it("two settlements at once: one moves the order, the other writes nothing", async () => {
    const { order, attemptId } = await placed();
    const results = await Promise.all([settle(order.id, attemptId), settle(order.id, attemptId), settle(order.id, attemptId)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await facts(order.id)).toMatchObject({ status: "confirmed", history: 1, emails: 1 });
  });

  it("verify answers with the order as the statement left it, the same as reading it afterwards", async () => {
    const { buyer, order, payment } = await placed();
    const paid = await payInStandIn(t, payment);
    const verified = await verifyPayment(buyer, order.id, paid);
    expect(verified.errors).toBeUndefined();
    const answered = verified.data.verifyPayment.order;
    const read = await buyer.client.graphql(`query ($id: ID!) { order(id: $id) { id status paymentStatus totalAmount paymentId updatedAt } }`, { id: order.id });
    expect(answered).toMatchObject(read.data.order);
    expect(await facts(order.id)).toMatchObject({ status: "confirmed", payment_status: "paid", history: 1, emails: 1, attempt: "captured" });
  });
});
