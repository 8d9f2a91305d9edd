/**
 * Fixtures for checkout, payment, webhook and order tests, all through the public API: customers sign up,
 * fill their cart (`addToCart`) and address book (`addAddress`), place orders, pay in the Razorpay stand-in the
 * way its browser script does (POST …/checkout/pay), and verify — or leave an order unpaid, or abandon it.
 * Products come from `useCatalogue` (cart-fixtures.ts: the admin's `createProduct`).
 *
 * `useCheckoutServer` runs the stand-in as a server of its own on a loopback port and configures the app with
 * its test keys and RAZORPAY_API_BASE_URL, so the app's Razorpay gateway goes over real HTTP and tests can make
 * the provider fail. With plain `useTestServer`, the app uses the stand-in mounted in itself (no keys set);
 * `buyProduct`, `placeUnpaidOrder` and `abandonPayment` work with both.
 */
import { beforeAll, expect } from "vitest";
import { type RunningSandbox, startRazorpaySandboxServer } from "../../src/payments/sandbox/razorpay-sandbox.js";
import { ADD_ADDRESS, ADD_TO_CART, ADDRESSES, addressForm, type Catalogue, type ProductSpec, type TestProduct } from "./cart-fixtures.js";
import { ApiClient } from "./client.js";
import { signUpCustomer } from "./fixtures.js";
import { useTestServer, type TestServer } from "./test-server.js";

export type Customer = Awaited<ReturnType<typeof signUpCustomer>>;

export const ORDER_FIELDS = `id orderDate updatedAt status paymentStatus paymentMethod totalAmount currency paymentId payerId
  lines { productId title image price quantity size colour lineTotal }
  shippingAddress { addressId address city pincode phone notes }
  customer { id username name email }
  statusHistory { from to note changedBy changedAt }`;

export const PLACE_ORDER = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) {
  order { ${ORDER_FIELDS} }
  payment { provider keyId providerOrderId amount currency checkoutScriptUrl name description } } }`;
export const VERIFY_PAYMENT = `mutation ($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message order { ${ORDER_FIELDS} } } }`;
export const ABANDON_PAYMENT = `mutation ($input: AbandonPaymentInput!) { abandonPayment(input: $input) { ${ORDER_FIELDS} } }`;
export const MY_ORDERS = `{ myOrders { ${ORDER_FIELDS} } }`;
export const ORDER = `query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
export const ADMIN_ORDERS = `query ($first: Int, $offset: Int) { adminOrders(first: $first, offset: $offset) { totalCount hasNextPage nodes { ${ORDER_FIELDS} } } }`;
export const UPDATE_ORDER_STATUS = `mutation ($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { message order { ${ORDER_FIELDS} } } }`;
const CART = `{ cart { itemCount lines { productId quantity } } }`;
const PRODUCT_STOCK = `query ($id: ID!) { product(id: $id) { totalStock } }`;

export interface PaymentWindow {
  provider: string;
  keyId: string;
  providerOrderId: string;
  amount: number;
  currency: string;
  checkoutScriptUrl: string;
  name: string;
  description: string;
}

export interface CheckoutResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/**
 * The app under test, configured against a Razorpay stand-in running as its own server on a loopback port.
 * `standIn()` is that server (its state, faults, webhooks). Call at the top of a test file instead of useTestServer.
 */
export function useCheckoutServer(env: Record<string, string> = {}): { t: TestServer; standIn: () => RunningSandbox } {
  let running: RunningSandbox | undefined;
  const appEnv: Record<string, string> = { ...env };
  // Registered before useTestServer's hook, so the stand-in is up (and its keys known) when the app starts.
  beforeAll(async () => {
    running = await startRazorpaySandboxServer();
    Object.assign(appEnv, {
      RAZORPAY_KEY_ID: running.keys.keyId,
      RAZORPAY_KEY_SECRET: running.keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: running.keys.webhookSecret,
      RAZORPAY_API_BASE_URL: running.url,
      ...env,
    });
    return () => running?.close();
  });
  const t = useTestServer(appEnv);
  beforeAll(() => {
    running!.sandbox.webhookUrl = new URL("/api/payments/razorpay/webhook", t.url).toString();
  });
  return {
    t,
    standIn: () => {
      if (!running) throw new Error("the Razorpay stand-in is not running yet");
      return running;
    },
  };
}

/** Where the browser's checkout reaches the stand-in: the in-app one, or the configured base URL. */
export function standInBase(t: TestServer): string {
  return t.config.payments.mode === "sandbox" ? new URL("/__sandbox/razorpay", t.url).toString() : t.config.payments.apiBaseUrl!;
}

/** Pay (or Fail) in the stand-in's checkout, exactly as its browser script does. */
export async function payInStandIn(t: TestServer, payment: Pick<PaymentWindow, "keyId" | "providerOrderId">, outcome: "pay" | "fail" = "pay") {
  const response = await fetch(`${standInBase(t)}/checkout/${outcome}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key_id: payment.keyId, order_id: payment.providerOrderId }),
  });
  const json = (await response.json()) as CheckoutResponse & { error?: { code: string; description: string; metadata: { payment_id: string } } };
  expect(response.status).toBe(200);
  return json;
}

/** Where the checkout tests' customers live (their orders show it). */
const MUMBAI = { address: "14 Linking Road, Bandra West", city: "Mumbai", phone: "9820012345", pincode: "400050", notes: "Leave with the security desk" };

/** Adds an address (in Mumbai unless overridden) to the customer's book; returns its id. */
export async function addAddress(customer: Customer, overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, errors } = await customer.client.graphql(ADD_ADDRESS, { input: addressForm({ ...MUMBAI, ...overrides }) });
  expect(errors).toBeUndefined();
  return data.addAddress.id;
}

export async function addToCart(customer: Customer, productId: string, quantity = 1, variant: { size?: string; colour?: string } = {}): Promise<void> {
  const { errors } = await customer.client.graphql(ADD_TO_CART, { input: { productId, quantity, ...variant } });
  expect(errors).toBeUndefined();
}

export async function cartOf(customer: Customer): Promise<{ itemCount: number; lines: Array<{ productId: string; quantity: number }> }> {
  const { data, errors } = await customer.client.graphql(CART);
  expect(errors).toBeUndefined();
  return data.cart;
}

/** A signed-up customer with one address on file. */
export async function shopper(t: TestServer, prefix = "buyer"): Promise<Customer & { addressId: string }> {
  const customer = await signUpCustomer(t, prefix);
  return { ...customer, addressId: await addAddress(customer) };
}

/** The product's stock as the catalogue shows it now. */
export async function stockOf(t: TestServer, productId: string): Promise<number> {
  // The stock as it is now: a fresh answer, not one a node keeps for a second (graphql-response-cache.ts).
  const { json } = await new ApiClient(t.url).request("/graphql", { body: { query: PRODUCT_STOCK, variables: { id: productId } }, headers: { "cache-control": "no-cache" } });
  expect(json.errors).toBeUndefined();
  return json.data.product.totalStock;
}

export async function placeOrder(customer: Customer, addressId: string) {
  return customer.client.graphql(PLACE_ORDER, { input: { addressId } });
}

/** placeOrder that must succeed: the order and its payment window. */
export async function placeOrderOk(customer: Customer, addressId: string): Promise<{ order: any; payment: PaymentWindow }> {
  const { data, errors } = await placeOrder(customer, addressId);
  expect(errors).toBeUndefined();
  return data.placeOrder;
}

export async function verifyPayment(customer: Customer, orderId: string, response: CheckoutResponse) {
  return customer.client.graphql(VERIFY_PAYMENT, {
    input: { orderId, razorpayOrderId: response.razorpay_order_id, razorpayPaymentId: response.razorpay_payment_id, razorpaySignature: response.razorpay_signature },
  });
}

/** The customer's first address, adding one when they have none. */
async function firstAddressId(customer: Customer): Promise<string> {
  const { data, errors } = await customer.client.graphql(ADDRESSES);
  expect(errors).toBeUndefined();
  return data.addresses[0]?.id ?? (await addAddress(customer));
}

/**
 * The customer puts `quantity` of the product in their cart and places an order that is never paid (it holds
 * the stock until it is abandoned or expires). Uses the customer's first address (adding one when they have none).
 */
export async function placeUnpaidOrder(customer: Customer, productId: string, quantity = 1): Promise<{ order: any; payment: PaymentWindow }> {
  const addressId = await firstAddressId(customer);
  await addToCart(customer, productId, quantity);
  return placeOrderOk(customer, addressId);
}

/** A new customer (with an address) and their unpaid order for `quantity` of a new product of the catalogue. */
export async function unpaidOrderOfNewProduct(t: TestServer, catalogue: Catalogue, spec: ProductSpec, quantity: number) {
  const product: TestProduct = await catalogue.create(spec);
  const buyer = await shopper(t);
  const { order, payment } = await placeUnpaidOrder(buyer, product.id, quantity);
  return { product, buyer, order, payment };
}

/** The shopper closes the payment window: the unpaid order is cancelled and its payment failed. Returns the order. */
export async function abandonPayment(customer: Customer, orderId: string, reason?: string): Promise<any> {
  const { data, errors } = await customer.client.graphql(ABANDON_PAYMENT, { input: { orderId, reason } });
  expect(errors).toBeUndefined();
  return data.abandonPayment;
}

/** One of the customer's orders as they see it now. */
export async function orderOf(customer: Pick<Customer, "client">, orderId: string): Promise<any> {
  const { data, errors } = await customer.client.graphql(ORDER, { id: orderId });
  expect(errors).toBeUndefined();
  return data.order;
}

/**
 * "This customer bought that product": cart → placeOrder → Pay in the stand-in → verifyPayment, through the
 * public API. Uses the customer's first address (adding one when they have none). Returns the paid order.
 */
export async function buyProduct(
  t: TestServer,
  customer: Customer,
  productId: string,
  quantity = 1,
): Promise<{ id: string; status: string; paymentStatus: string; paymentId: string; totalAmount: number }> {
  const { order, payment } = await placeUnpaidOrder(customer, productId, quantity);
  const paid = await payInStandIn(t, payment);
  const { data, errors } = await verifyPayment(customer, order.id, paid);
  expect(errors).toBeUndefined();
  return data.verifyPayment.order;
}
