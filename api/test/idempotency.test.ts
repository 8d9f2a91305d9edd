/**
 * Issue 28, finding 4: retries are safe by design. `placeOrder`, `verifyPayment`, `addToCart` (the `@idempotent`
 * mutations) and the REST cart and order changes take an `Idempotency-Key`: a repeat of the key by the same user gets
 * the first answer again and nothing runs twice; the same key with another request is refused. (The two-node chaos
 * test, a node killed mid-burst with the shoppers' retries landing on the other, is in multi-node.test.ts.)
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ADD_TO_CART, addressForm, CART, useCatalogue } from "./support/cart-fixtures.js";
import type { ApiClient } from "./support/client.js";
import { signUpCustomer } from "./support/fixtures.js";
import { type Customer, MY_ORDERS, payInStandIn, PLACE_ORDER, shopper, stockOf, useCheckoutServer, VERIFY_PAYMENT } from "./support/order-fixtures.js";

const { t } = useCheckoutServer({ LOGIN_MAX_PER_IP: "1000", REGISTER_MAX_PER_IP: "1000" });
const catalogue = useCatalogue(t);

/** A GraphQL request with an Idempotency-Key, as the web app sends it. */
async function keyed(client: ApiClient, key: string | undefined, query: string, variables: Record<string, unknown>) {
  const res = await client.request("/graphql", { body: { query, variables }, headers: key === undefined ? {} : { "idempotency-key": key } });
  return { status: res.status, json: res.json, text: res.text, replayed: res.headers.get("idempotent-replayed") };
}

async function rest(client: ApiClient, key: string | undefined, path: string, body: Record<string, unknown>, method = "POST") {
  const res = await client.request(path, { method, body, headers: key === undefined ? {} : { "idempotency-key": key } });
  return { status: res.status, json: res.json, text: res.text, replayed: res.headers.get("idempotent-replayed") };
}

const quantityIn = async (customer: Customer, productId: string) =>
  ((await customer.client.graphql(CART)).data.cart.lines as Array<{ productId: string; quantity: number }>).find((l) => l.productId === productId)?.quantity ?? 0;

let productId: string;
beforeAll(async () => {
  productId = (await catalogue.create({ totalStock: 50, price: 999 })).id;
});

describe("GraphQL: an @idempotent mutation sent twice with one key runs once", () => {
  it("addToCart: the repeat gets the first answer, byte for byte, marked Idempotent-Replayed, and the cart holds one unit", async () => {
    const customer = await signUpCustomer(t);
    const key = randomUUID();
    const first = await keyed(customer.client, key, ADD_TO_CART, { input: { productId, quantity: 1 } });
    const repeat = await keyed(customer.client, key, ADD_TO_CART, { input: { productId, quantity: 1 } });
    expect(first.json.errors).toBeUndefined();
    expect(first.replayed).toBeNull();
    expect(repeat.replayed).toBe("true");
    expect(repeat.status).toBe(first.status);
    expect(repeat.text).toBe(first.text);
    expect(await quantityIn(customer, productId)).toBe(1);
  });

  it("without a key each request runs (as before)", async () => {
    const customer = await signUpCustomer(t);
    for (let i = 0; i < 2; i += 1) expect((await keyed(customer.client, undefined, ADD_TO_CART, { input: { productId, quantity: 1 } })).json.errors).toBeUndefined();
    expect(await quantityIn(customer, productId)).toBe(2);
  });

  it("five repeats sent at once: one runs, the others wait for it and get its answer", async () => {
    const customer = await signUpCustomer(t);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => keyed(customer.client, key, ADD_TO_CART, { input: { productId, quantity: 2 } })));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.replayed === "true")).toHaveLength(4);
    expect(await quantityIn(customer, productId)).toBe(2);
  });

  it("a claim left by a node that died (its lease lock gone) is taken over at once: the repeat runs the work", async () => {
    const customer = await signUpCustomer(t);
    const key = randomUUID();
    const request = { query: ADD_TO_CART, variables: { input: { productId, quantity: 1 } } };
    // What a node killed mid-request leaves: a live-looking claim, named after a node whose lease lock nobody holds.
    const userId = customer.userId;
    const first = await keyed(customer.client, key, ADD_TO_CART, request.variables);
    const operation = (await t.server.dataSource.query(`SELECT operation, request_hash FROM idempotency_keys WHERE user_id = $1 AND key = $2`, [userId, key]))[0];
    const orphan = randomUUID();
    await t.server.dataSource.query(
      `INSERT INTO idempotency_keys (user_id, key, operation, request_hash, claimed_until, claimed_by, expires_at)
       VALUES ($1, $2, $3, $4, now() + interval '2 minutes', 4242424242, now() + interval '1 day')`,
      [userId, orphan, operation.operation, operation.request_hash],
    );
    // A live claim would be waited for and end in 409 IDEMPOTENCY_KEY_IN_USE; this one runs.
    const repeat = await keyed(customer.client, orphan, ADD_TO_CART, request.variables);
    expect(repeat.status).toBe(200);
    expect(repeat.json.errors).toBeUndefined();
    expect(repeat.replayed).toBeNull();
    expect(first.json.errors).toBeUndefined();
    expect(await quantityIn(customer, productId)).toBe(2);
  });

  it("the same key with a different request is refused (422 IDEMPOTENCY_KEY_REUSED) and changes nothing", async () => {
    const customer = await signUpCustomer(t);
    const key = randomUUID();
    await keyed(customer.client, key, ADD_TO_CART, { input: { productId, quantity: 1 } });
    const other = await keyed(customer.client, key, ADD_TO_CART, { input: { productId, quantity: 3 } });
    expect(other.status).toBe(422);
    expect(other.json.errors[0]).toMatchObject({ extensions: { code: "IDEMPOTENCY_KEY_REUSED" } });
    expect(await quantityIn(customer, productId)).toBe(1);
  });

  it("a key is the user's own: another shopper's request with the same key runs for them", async () => {
    const [one, two] = [await signUpCustomer(t), await signUpCustomer(t)];
    const key = randomUUID();
    await keyed(one.client, key, ADD_TO_CART, { input: { productId, quantity: 1 } });
    const theirs = await keyed(two.client, key, ADD_TO_CART, { input: { productId, quantity: 1 } });
    expect(theirs.replayed).toBeNull();
    expect(await quantityIn(two, productId)).toBe(1);
  });

  it("a refusal for good is the answer too: the repeat gets the same OUT_OF_STOCK without asking again", async () => {
    const customer = await signUpCustomer(t);
    const scarce = await catalogue.create({ totalStock: 1 });
    const key = randomUUID();
    const first = await keyed(customer.client, key, ADD_TO_CART, { input: { productId: scarce.id, quantity: 2 } });
    expect(first.json.errors[0].extensions.code).toBe("OUT_OF_STOCK");
    expect((await keyed(customer.client, key, ADD_TO_CART, { input: { productId: scarce.id, quantity: 2 } })).replayed).toBe("true");
  });

  it("placeOrder and verifyPayment: one order, one settlement, the same answers", async () => {
    const buyer = await shopper(t);
    await buyer.client.graphql(ADD_TO_CART, { input: { productId, quantity: 1 } });
    const before = await stockOf(t, productId);
    const key = randomUUID();
    const placed = await keyed(buyer.client, key, PLACE_ORDER, { input: { addressId: buyer.addressId } });
    expect(placed.json.errors).toBeUndefined();
    const again = await keyed(buyer.client, key, PLACE_ORDER, { input: { addressId: buyer.addressId } });
    expect(again.text).toBe(placed.text);
    expect((await buyer.client.graphql(MY_ORDERS)).data.myOrders).toHaveLength(1);
    expect(await stockOf(t, productId)).toBe(before - 1);

    const { order, payment } = placed.json.data.placeOrder;
    const paid = await payInStandIn(t, payment);
    const input = { orderId: order.id, razorpayOrderId: paid.razorpay_order_id, razorpayPaymentId: paid.razorpay_payment_id, razorpaySignature: paid.razorpay_signature };
    const verifyKey = randomUUID();
    const verified = await keyed(buyer.client, verifyKey, VERIFY_PAYMENT, { input });
    expect(verified.json.data.verifyPayment.order.paymentStatus).toBe("PAID");
    expect((await keyed(buyer.client, verifyKey, VERIFY_PAYMENT, { input })).text).toBe(verified.text);
  });

  it("a mutation that is not @idempotent ignores the header; a query too", async () => {
    const customer = await signUpCustomer(t);
    const key = randomUUID();
    const SET = `mutation ($input: SetCartQuantityInput!) { setCartQuantity(input: $input) { itemCount } }`;
    await customer.client.graphql(ADD_TO_CART, { input: { productId, quantity: 1 } });
    expect((await keyed(customer.client, key, SET, { input: { productId, quantity: 3 } })).replayed).toBeNull();
    expect((await keyed(customer.client, key, SET, { input: { productId, quantity: 3 } })).replayed).toBeNull();
    expect((await keyed(customer.client, key, CART, {})).replayed).toBeNull();
  });

  it("a key that is not 1 to 255 printable ASCII characters is refused (400 IDEMPOTENCY_KEY_INVALID) before anything runs", async () => {
    const customer = await signUpCustomer(t);
    for (const key of ["x".repeat(256), "käse", "with space"]) {
      const res = await keyed(customer.client, key, ADD_TO_CART, { input: { productId, quantity: 1 } });
      expect(res.status, key).toBe(400);
      expect(res.json.errors[0].extensions.code).toBe("IDEMPOTENCY_KEY_INVALID");
    }
    expect(await quantityIn(customer, productId)).toBe(0);
  });

  it("an anonymous caller's key changes nothing: the mutation answers UNAUTHENTICATED as always", async () => {
    const { ApiClient } = await import("./support/client.js");
    const res = await keyed(new ApiClient(t.url), randomUUID(), ADD_TO_CART, { input: { productId, quantity: 1 } });
    expect(res.json.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });

  it("answers are kept IDEMPOTENCY_KEY_HOURS: past that the sweep removes them and the key runs afresh", async () => {
    const customer = await signUpCustomer(t);
    const key = randomUUID();
    await keyed(customer.client, key, ADD_TO_CART, { input: { productId, quantity: 1 } });
    const [row] = await t.server.dataSource.query(`SELECT operation, extract(epoch FROM expires_at - created_at)::int AS kept FROM idempotency_keys WHERE user_id = $1 AND key = $2`, [customer.userId, key]);
    expect(row).toMatchObject({ operation: "graphql addToCart", kept: 24 * 3600 });
    await t.server.dataSource.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [customer.userId]);
    expect(await t.server.services.idempotency.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await t.server.dataSource.query(`SELECT 1 FROM idempotency_keys WHERE user_id = $1`, [customer.userId])).toEqual([]);
    expect((await keyed(customer.client, key, ADD_TO_CART, { input: { productId, quantity: 1 } })).replayed).toBeNull();
    expect(await quantityIn(customer, productId)).toBe(2);
  });
});

describe("REST: the cart and order changes take the key too", () => {
  it("cart/add twice with one key adds once; update-cart and delete are keyed as well", async () => {
    const customer = await signUpCustomer(t);
    const key = randomUUID();
    const body = { userId: customer.userId, productId, quantity: 1 };
    const first = await rest(customer.client, key, "/api/shop/cart/add", body);
    const repeat = await rest(customer.client, key, "/api/shop/cart/add", body);
    expect(first.status).toBe(200);
    expect(repeat).toMatchObject({ status: 200, text: first.text, replayed: "true" });
    expect(await quantityIn(customer, productId)).toBe(1);
    const updateKey = randomUUID();
    await rest(customer.client, updateKey, "/api/shop/cart/update-cart", { ...body, quantity: 4 }, "PUT");
    expect((await rest(customer.client, updateKey, "/api/shop/cart/update-cart", { ...body, quantity: 4 }, "PUT")).replayed).toBe("true");
    const reused = await rest(customer.client, updateKey, "/api/shop/cart/update-cart", { ...body, quantity: 5 }, "PUT");
    expect(reused).toMatchObject({ status: 422, json: { success: false, message: expect.stringContaining("already used for a different request") } });
    expect(await quantityIn(customer, productId)).toBe(4);
  });

  it("order/razorpay twice with one key places one order", async () => {
    const buyer = await shopper(t);
    await buyer.client.graphql(ADD_TO_CART, { input: { productId, quantity: 1 } });
    const key = randomUUID();
    const body = { userId: buyer.userId, addressInfo: { addressId: buyer.addressId } };
    const first = await rest(buyer.client, key, "/api/shop/order/razorpay", body);
    expect(first.status).toBe(201);
    const repeat = await rest(buyer.client, key, "/api/shop/order/razorpay", body);
    expect(repeat).toMatchObject({ status: 201, text: first.text, replayed: "true" });
    expect((await buyer.client.graphql(MY_ORDERS)).data.myOrders).toHaveLength(1);
  });

  it("address/add twice with one key adds one address (issue 47); other paths (an address update) ignore the header", async () => {
    const customer = await signUpCustomer(t);
    const key = randomUUID();
    const address = addressForm();
    const first = await rest(customer.client, key, "/api/shop/address/add", { userId: customer.userId, ...address });
    expect(first.status).toBe(201);
    expect(await rest(customer.client, key, "/api/shop/address/add", { userId: customer.userId, ...address })).toMatchObject({ status: 201, text: first.text, replayed: "true" });
    const saved = (await customer.client.request(`/api/shop/address/get/${customer.userId}`)).json.data as Array<{ _id: string }>;
    expect(saved).toHaveLength(1);
    const update = () => rest(customer.client, key, `/api/shop/address/update/${customer.userId}/${saved[0]!._id}`, { ...address, city: "Mysuru" }, "PUT");
    expect((await update()).replayed).toBeNull();
    expect((await update()).replayed).toBeNull();
  });
});
