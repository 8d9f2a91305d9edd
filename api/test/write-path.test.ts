/**
 * Issue 27: no transaction of the shop waits on the network. A checkout's calls to the payment provider (open the
 * provider order, fetch the payment, capture it) are made with no transaction open, so a slow provider holds no
 * connection, row lock or stock lock of the shop while it thinks. And a settlement runs its queries one after another
 * on its connection (a deprecation is an error in these tests: test/support/strict-deprecations.ts).
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CART_MESSAGES } from "../src/services/cart-messages.js";
import { ADD_TO_CART, useCatalogue } from "./support/cart-fixtures.js";
import { countStatements } from "./support/catalogue-fixtures.js";
import { writesToDatabase } from "./support/database-writes.js";
import { takeDeprecations } from "./support/strict-deprecations.js";
import { addToCart, cartOf, PLACE_ORDER, payInStandIn, placeOrderOk, shopper, stockOf, useCheckoutServer, VERIFY_PAYMENT, verifyPayment } from "./support/order-fixtures.js";

const { t, standIn } = useCheckoutServer();
const catalogue = useCatalogue(t);

/** How long the stand-in holds each answer: a transaction open across one is idle in transaction all that time. */
const PROVIDER_DELAY_MS = 600;
/** Longer than any pause between two statements of a transaction, shorter than the provider's delay. */
const HELD_LONGER_THAN_MS = 250;

/**
 * Samples, every 50 ms while `work` runs, the shop's sessions idle inside a transaction for longer than
 * HELD_LONGER_THAN_MS (PostgreSQL's pg_stat_activity; `state_change` is when the session went idle).
 */
async function transactionsHeldDuring(work: () => Promise<void>): Promise<number> {
  let most = 0;
  let done = false;
  const sampler = (async () => {
    while (!done) {
      const [{ held }]: Array<{ held: number }> = await t.server.dataSource.query(
        `SELECT count(*)::int AS held FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()
            AND state LIKE 'idle in transaction%' AND clock_timestamp() - state_change > make_interval(secs => $1)`,
        [HELD_LONGER_THAN_MS / 1000],
      );
      most = Math.max(most, held);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    await work();
  } finally {
    done = true;
    await sampler;
  }
  return most;
}

describe("the write path never waits on the network inside a transaction", () => {
  it("the sampler sees a transaction left open across a wait (the check can fail)", async () => {
    const held = await transactionsHeldDuring(() =>
      t.server.dataSource.transaction(async (manager) => {
        await manager.query("SELECT 1");
        await new Promise((resolve) => setTimeout(resolve, PROVIDER_DELAY_MS));
      }),
    );
    expect(held).toBe(1);
  });

  it("a checkout against a slow provider (every call answered late) holds no transaction while it waits", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 3 });
    const buyer = await shopper(t);
    await addToCart(buyer, product.id, 1);
    const sandbox = standIn().sandbox;
    const before = sandbox.requests.length;
    sandbox.injectFault({ operation: "*", kind: "slow", delayMs: PROVIDER_DELAY_MS, times: 10 });
    try {
      const held = await transactionsHeldDuring(async () => {
        const { order, payment } = await placeOrderOk(buyer, buyer.addressId);
        const paid = await payInStandIn(t, payment);
        const verified = await verifyPayment(buyer, order.id, paid);
        expect(verified.errors).toBeUndefined();
      });
      expect(held).toBe(0);
    } finally {
      sandbox.clearFaults();
    }
    // The provider was really asked, and late: opening the order and capturing the payment (verify captures an
    // unpaid order's payment at once: no fetch first).
    const asked = sandbox.requests.slice(before).map((r) => r.operation);
    expect(asked).toEqual(expect.arrayContaining(["orders.create", "payments.capture"]));
    expect(asked).not.toContain("payments.fetch");
    expect(await stockOf(t, product.id)).toBe(2);
  });

  it("the same checkout sent as the storefront sends it (an Idempotency-Key on each change) holds none either", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 3 });
    const buyer = await shopper(t);
    await addToCart(buyer, product.id, 1);
    const keyed = (query: string, variables: unknown) =>
      buyer.client.request("/graphql", { body: { query, variables }, headers: { "idempotency-key": randomUUID() } }).then((r) => r.json);
    const sandbox = standIn().sandbox;
    sandbox.injectFault({ operation: "*", kind: "slow", delayMs: PROVIDER_DELAY_MS, times: 10 });
    try {
      const held = await transactionsHeldDuring(async () => {
        const placed = await keyed(PLACE_ORDER, { input: { addressId: buyer.addressId } });
        expect(placed.errors).toBeUndefined();
        const { order, payment } = placed.data.placeOrder;
        const paid = await payInStandIn(t, payment);
        const verified = await keyed(VERIFY_PAYMENT, {
          input: { orderId: order.id, razorpayOrderId: paid.razorpay_order_id, razorpayPaymentId: paid.razorpay_payment_id, razorpaySignature: paid.razorpay_signature },
        });
        expect(verified.errors).toBeUndefined();
        expect(verified.data.verifyPayment.order.paymentStatus).toBe("PAID");
      });
      expect(held).toBe(0);
    } finally {
      sandbox.clearFaults();
    }
    expect(await stockOf(t, product.id)).toBe(2);
  });

  it("each step of a checkout sends few statements to the shop's database, whatever the cart held before", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 5 });
    const buyer = await shopper(t);
    // What one step may send at most (issue 27, measured before → after: adding again 12 → 8, placing 27 → 21,
    // verifying 21 → 13: the order view in one statement, a step's facts (promotions, the shopper's uses) read
    // together, the cart row locked at once). Placing then gained the delivery table's pincode check (issue 25): 22.
    // Then adding 8 → 7 (the product's sizes read with the cart's lock), placing 22 → 17 (the checkout's lock, account,
    // address and pincode in one statement; the stock in one; a move and its history in one; the payment attempt saved in one), verifying 13 → 10 (the
    // order with its payment attempt; the settlement's order and attempt in one). Then adding 7 → 6 (the stock check and
    // the add in one guarded statement), placing 16 → 11 (the payment attempt saved by one function call instead of a
    // transaction of four; the repeat check and the unpaid caps in one read; the first history entry with the order).
    // Then verifying 10 → 9 (the bought lines leave the cart in the settlement's statement).
    await addToCart(buyer, product.id, 1);
    const add = await countStatements(() => addToCart(buyer, product.id, 1));
    const placed = await countStatements(() => placeOrderOk(buyer, buyer.addressId));
    const paid = await payInStandIn(t, placed.result.payment);
    const verified = await countStatements(() => verifyPayment(buyer, placed.result.order.id, paid));
    expect(verified.result.errors).toBeUndefined();
    // Issue 46: a step is one read and one guarded write, plus the transaction's own BEGIN and COMMIT (add was 6).
    expect(add.statements.length).toBeLessThanOrEqual(2 + 2);
    expect(add.statements.filter((sql) => !/^(BEGIN|START TRANSACTION|COMMIT)/i.test(sql.trim()))).toHaveLength(2);
    // Placing was 11: now one read and one write in its transaction, then the payment attempt saved once the provider
    // order is open (sutra_save_payment); the answer is built from what it read and wrote.
    const inTransaction = (statements: string[]) => {
      const begin = statements.findIndex((sql) => /^(BEGIN|START TRANSACTION)/i.test(sql.trim()));
      const end = statements.findIndex((sql) => /^COMMIT/i.test(sql.trim()));
      return statements.slice(begin + 1, end);
    };
    expect(inTransaction(placed.statements)).toHaveLength(2);
    expect(placed.statements.length).toBeLessThanOrEqual(2 + 2 + 1);
    // Issue 46: verifying was 9; now the order, its attempt and its view in one read, the settlement in one statement.
    expect(verified.statements.length).toBeLessThanOrEqual(2 + 2);
    expect(verified.statements.filter((sql) => !/^(BEGIN|START TRANSACTION|COMMIT)/i.test(sql.trim()))).toHaveLength(2);
  });

  it("a shopper with WhatsApp updates on is verified as leanly: the order's 'placed' message is queued by the settlement's statement, once", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 5 });
    const buyer = await shopper(t);
    const phone = `9${String(Date.now()).slice(-9)}`;
    const consent = await buyer.client.graphql(`mutation ($phone: String) { setWhatsAppUpdates(granted: true, phone: $phone) { granted } }`, { phone });
    expect(consent.errors).toBeUndefined();
    await addToCart(buyer, product.id, 1);
    const placed = await placeOrderOk(buyer, buyer.addressId);
    const paid = await payInStandIn(t, placed.payment);
    const verified = await countStatements(() => verifyPayment(buyer, placed.order.id, paid));
    expect(verified.result.errors).toBeUndefined();
    expect(verified.statements.filter((sql) => !/^(BEGIN|START TRANSACTION|COMMIT)/i.test(sql.trim()))).toHaveLength(2);
    expect(await verifyPayment(buyer, placed.order.id, paid)).toMatchObject({ data: { verifyPayment: { order: { paymentStatus: "PAID" } } } });
    const queued = await t.server.dataSource.query(`SELECT kind, phone, body FROM message_outbox WHERE order_id = $1`, [placed.order.id]);
    expect(queued).toEqual([{ kind: "order_placed", phone, body: expect.stringMatching(/Order #[0-9A-F]{6} for ₹900\.00 is confirmed/) }]);
  });

  it("a keyed checkout (the storefront's Idempotency-Key) keeps its steps as lean: the key's fence rides in the read, its note in the write", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 5 });
    const buyer = await shopper(t);
    const keyed = (query: string, variables: unknown) =>
      buyer.client.request("/graphql", { body: { query, variables }, headers: { "idempotency-key": randomUUID() } }).then((r) => r.json);
    await addToCart(buyer, product.id, 1);
    const placed = await countStatements(() => keyed(PLACE_ORDER, { input: { addressId: buyer.addressId } }));
    expect(placed.result.errors).toBeUndefined();
    const sent = placed.statements.map((sql) => sql.trim());
    const begin = sent.findIndex((sql) => /^(BEGIN|START TRANSACTION)/i.test(sql));
    const end = sent.findIndex((sql) => /^COMMIT/i.test(sql));
    // Before issue 46: the key's row locked and judged, then the checkout read in five statements, the order written in
    // two, the order noted against the key: nine in the transaction.
    expect(sent.slice(begin + 1, end)).toHaveLength(2);
    expect(sent[begin + 1]).toContain("idempotency_keys");
    expect(sent[begin + 2]).toContain("idempotency_keys");
  });

  it("an add of a sold-out product is refused by its read alone, with the spec's words", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 0 });
    const buyer = await shopper(t);
    await addToCart(buyer, (await catalogue.create({ price: 500, totalStock: 3 })).id, 1);
    const add = await countStatements(() => buyer.client.graphql(ADD_TO_CART, { input: { productId: product.id, quantity: 1 } }));
    expect(add.result.errors?.[0]).toMatchObject({ message: CART_MESSAGES.outOfStock, extensions: { code: "OUT_OF_STOCK" } });
    expect(add.statements.filter((sql) => !/^(BEGIN|START TRANSACTION|COMMIT|ROLLBACK)/i.test(sql.trim()))).toHaveLength(1);
  });

  it("an add to cart's guarded write carries its transaction's COMMIT in one socket write", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 5 });
    const buyer = await shopper(t);
    await addToCart(buyer, product.id, 1);
    // Writes naming the product: the add's own (other requests of the shopper, such as their session's, do not).
    const { writes } = await writesToDatabase(t, () => addToCart(buyer, product.id, 1));
    const adds = writes.filter((w) => w.includes(product.id));
    // The read, then the guarded write with the COMMIT (before: the COMMIT alone, once the write was answered).
    expect(adds).toHaveLength(2);
    expect(adds[0]).not.toContain("COMMIT");
    expect(adds[1]).toContain("COMMIT");
    expect(writes.filter((w) => w.includes("COMMIT") && !w.includes(product.id))).toEqual([]);
    expect((await cartOf(buyer)).lines).toEqual([{ productId: product.id, quantity: 2 }]);
  });

  it("a keyed add to cart and a keyed placing send the key's claim in one socket write with the transaction's BEGIN and first statement", async () => {
    const product = await catalogue.create({ price: 900, totalStock: 5 });
    const buyer = await shopper(t);
    const keyedWrites = async (query: string, variables: unknown) => {
      const key = randomUUID();
      const { result, writes } = await writesToDatabase(t, () => buyer.client.request("/graphql", { body: { query, variables }, headers: { "idempotency-key": key } }).then((r) => r.json));
      expect(result.errors).toBeUndefined();
      // Statements are prepared once per connection, so a write names them; the key is a value of those that carry it.
      return writes.filter((w) => w.includes(key));
    };

    // Before: the claim alone, then BEGIN alone, then the cart's read (its product a value of it): three writes, three round trips.
    const [addClaim, ...addLater] = await keyedWrites(ADD_TO_CART, { input: { productId: product.id, quantity: 1 } });
    expect(addClaim).toContain("BEGIN");
    expect(addClaim).toContain(product.id);
    expect(addLater).toHaveLength(1); // the answer kept

    // Placing's first read judges the key's fence and reads the address: in the claim's write too.
    const [placeClaim] = await keyedWrites(PLACE_ORDER, { input: { addressId: buyer.addressId } });
    expect(placeClaim).toContain("BEGIN");
    expect(placeClaim).toContain(buyer.addressId);
    expect(await stockOf(t, product.id)).toBe(4);

    // Verify runs no transaction of its own: its claim goes in front of its first read (the order's), a pure read.
    await addToCart(buyer, product.id, 1);
    const placed = await placeOrderOk(buyer, buyer.addressId);
    const paid = await payInStandIn(t, placed.payment);
    const [verifyClaim] = await keyedWrites(VERIFY_PAYMENT, {
      input: { orderId: placed.order.id, razorpayOrderId: paid.razorpay_order_id, razorpayPaymentId: paid.razorpay_payment_id, razorpaySignature: paid.razorpay_signature },
    });
    expect(verifyClaim).toContain(placed.order.id);
  });

  // Last in this file: Node warns (and so throws) once per process for a deprecation, and this one is made on purpose.
  it("queries sent at once on one connection are caught, so the settlement above would have failed had it sent any", async () => {
    // pg warns when a query has to queue behind one already waiting: three at once (as the order view once sent).
    await t.server.dataSource.transaction((manager) => Promise.all([manager.query("SELECT pg_sleep(0.05)"), manager.query("SELECT 1"), manager.query("SELECT 2")]));
    expect(await takeDeprecations()).toEqual([expect.stringContaining("Calling client.query() when the client is already executing a query")]);
  });
});
