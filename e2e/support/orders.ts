/**
 * Orders made through the running server's API, for journeys that need one (the admin's orders, a shopper's account).
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { newShopper } from "./accounts.js";

interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** Calls the running server's GraphQL API with the cookies of `request`'s browser context. */
export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post("/graphql", { data: { query, variables } });
  const body = (await response.json()) as GraphQLAnswer<T>;
  if (body.errors?.length || !body.data) {
    throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

/**
 * A new shopper places an order and pays it through the offline Razorpay stand-in, all through the API of the
 * running server (register, sign in, cart, address, placeOrder, the stand-in's Pay, verifyPayment). The browser
 * context of `request` ends up signed in as that shopper.
 */
export async function placePaidOrder(request: APIRequestContext): Promise<{ orderId: string; reference: string }> {
  const shopper = newShopper("adm");
  await gql(request, `mutation ($input: RegisterInput!) { register(input: $input) { message } }`, { input: shopper });
  await gql(request, `mutation ($input: LoginInput!) { login(input: $input) { message } }`, {
    input: { email: shopper.email, password: shopper.password },
  });
  const { products } = await gql<{ products: { edges: Array<{ node: { id: string; totalStock: number } }> } }>(
    request,
    `{ products(first: 20, sortBy: "price-hightolow") { edges { node { id totalStock } } } }`,
  );
  const product = products.edges.map((e) => e.node).find((p) => p.totalStock > 5);
  if (!product) throw new Error("no product in stock to order");
  await gql(request, `mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }`, {
    input: { productId: product.id, quantity: 1 },
  });
  const { addAddress } = await gql<{ addAddress: { id: string } }>(
    request,
    `mutation ($input: AddressInput!) { addAddress(input: $input) { id } }`,
    { input: { address: "14 MG Road, Indiranagar", city: "Bengaluru", phone: "9876543210", pincode: "560038", notes: "Ring twice" } },
  );
  const { placeOrder } = await gql<{
    placeOrder: { order: { id: string }; payment: { keyId: string; providerOrderId: string } };
  }>(
    request,
    `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } payment { keyId providerOrderId } } }`,
    { input: { addressId: addAddress.id } },
  );
  // The stand-in's checkout "Pay" button: it makes the payment and signs it with the secret the browser never sees.
  const paid = await request.post("/__sandbox/razorpay/checkout/pay", {
    data: { key_id: placeOrder.payment.keyId, order_id: placeOrder.payment.providerOrderId },
  });
  expect(paid.ok()).toBe(true);
  const signed = (await paid.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  await gql(request, `mutation ($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message order { id status } } }`, {
    input: {
      orderId: placeOrder.order.id,
      razorpayOrderId: signed.razorpay_order_id,
      razorpayPaymentId: signed.razorpay_payment_id,
      razorpaySignature: signed.razorpay_signature,
    },
  });
  const id = placeOrder.order.id;
  return { orderId: id, reference: `#${id.slice(-6).toUpperCase()}` };
}

