import { expect, type APIRequestContext } from "@playwright/test";
import { newShopper } from "./accounts.js";

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post("/graphql", { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!response.ok() || body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/**
 * A new shopper buys `quantity` of the cheapest product with enough stock and pays in the offline Razorpay stand-in,
 * through the API of the running server. `request` ends up signed in as that shopper (its context's cookies).
 */
export async function buyAsNewShopper(request: APIRequestContext, quantity = 2) {
  const shopper = newShopper("ins");
  await gql(request, `mutation ($input: RegisterInput!) { register(input: $input) { message } }`, { input: shopper });
  await gql(request, `mutation ($input: LoginInput!) { login(input: $input) { message } }`, { input: { email: shopper.email, password: shopper.password } });
  const { products } = await gql<{ products: { edges: Array<{ node: { id: string; title: string; totalStock: number } }> } }>(
    request,
    `{ products(first: 40, sortBy: "price-lowtohigh") { edges { node { id title totalStock } } } }`,
  );
  const product = products.edges.map((e) => e.node).find((p) => p.totalStock > 20);
  if (!product) throw new Error("no product in stock to order");
  await gql(request, `mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }`, { input: { productId: product.id, quantity } });
  const { addAddress } = await gql<{ addAddress: { id: string } }>(request, `mutation ($input: AddressInput!) { addAddress(input: $input) { id } }`, {
    input: { address: "7 Park Street", city: "Kolkata", phone: "9830012345", pincode: "700016", notes: "Gate 2" },
  });
  const { placeOrder } = await gql<{ placeOrder: { order: { id: string; totalAmount: number }; payment: { keyId: string; providerOrderId: string } } }>(
    request,
    `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id totalAmount } payment { keyId providerOrderId } } }`,
    { input: { addressId: addAddress.id } },
  );
  const paid = await request.post("/__sandbox/razorpay/checkout/pay", { data: { key_id: placeOrder.payment.keyId, order_id: placeOrder.payment.providerOrderId } });
  expect(paid.ok()).toBe(true);
  const signed = (await paid.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  await gql(request, `mutation ($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message } }`, {
    input: { orderId: placeOrder.order.id, razorpayOrderId: signed.razorpay_order_id, razorpayPaymentId: signed.razorpay_payment_id, razorpaySignature: signed.razorpay_signature },
  });
  const id = placeOrder.order.id;
  return { shopper, product, orderId: id, reference: `#${id.slice(-6).toUpperCase()}`, total: placeOrder.order.totalAmount };
}
