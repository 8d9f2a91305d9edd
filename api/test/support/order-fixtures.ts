/**
 * Fixtures for checkout, payment, webhook and order tests, all through the public API: customers sign up,
 * fill their cart (`addToCart`) and address book (`addAddress`), place orders, pay in the Razorpay stand-in the
 * way its browser script does (POST …/checkout/pay), and verify. Products come from `useCatalogue`
 * (cart-fixtures.ts: the admin's `createProduct`).
 *
 * `useCheckoutServer` runs the stand-in as a server of its own on a loopback port and configures the app with
 * its test keys and RAZORPAY_API_BASE_URL, so the app's Razorpay gateway goes over real HTTP and tests can make
 * the provider fail. With plain `useTestServer`, the app uses the stand-in mounted in itself (no keys set);
 * `buyProduct` works with both.
 */
import { beforeAll, expect } from "vitest";
import { type RunningSandbox, startRazorpaySandboxServer } from "../../src/payments/sandbox/razorpay-sandbox.js";
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
const ADD_TO_CART = `mutation ($input: AddToCartInput!) { addToCart(input: $input) { id itemCount } }`;
const ADD_ADDRESS = `mutation ($input: AddressInput!) { addAddress(input: $input) { id } }`;
const ADDRESSES = `{ addresses { id } }`;
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

let addressSequence = 0;

/** A valid address form; override what the test is about. */
export function addressForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  addressSequence += 1;
  return { address: `${addressSequence} Linking Road, Bandra West`, city: "Mumbai", phone: "9820012345", pincode: "400050", notes: "Leave with the security desk", ...overrides };
}

export async function addAddress(customer: Customer, overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, errors } = await customer.client.graphql(ADD_ADDRESS, { input: addressForm(overrides) });
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
  const { data, errors } = await new ApiClient(t.url).graphql(PRODUCT_STOCK, { id: productId });
  expect(errors).toBeUndefined();
  return data.product.totalStock;
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
  const addresses = await customer.client.graphql(ADDRESSES);
  expect(addresses.errors).toBeUndefined();
  const addressId: string = addresses.data.addresses[0]?.id ?? (await addAddress(customer));
  await addToCart(customer, productId, quantity);
  const { order, payment } = await placeOrderOk(customer, addressId);
  const paid = await payInStandIn(t, payment);
  const { data, errors } = await verifyPayment(customer, order.id, paid);
  expect(errors).toBeUndefined();
  return data.verifyPayment.order;
}
