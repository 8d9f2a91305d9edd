/**
 * Orders made through the running server's API, for journeys that need one (the admin's orders and insights, a
 * shopper's account).
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { newShopper } from "./accounts.js";
import { gql } from "./catalogue.js";

const KOLKATA = { address: "7 Park Street", city: "Kolkata", phone: "9830012345", pincode: "700016", notes: "Gate 2" };
const BENGALURU = { address: "14 MG Road, Indiranagar", city: "Bengaluru", phone: "9876543210", pincode: "560038", notes: "Ring twice" };

interface ListedProduct {
  id: string;
  title: string;
  totalStock: number;
  variants: Array<{ size: string | null; colour: string | null; stock: number }>;
}

/**
 * A new shopper buys `quantity` of one size and colour of the first product (in `sortBy` order) that has that many in
 * stock and pays in the offline Razorpay stand-in, all through the API of the running server (register, sign in,
 * cart, address, placeOrder, the stand-in's Pay, verifyPayment). `request` ends up signed in as that shopper.
 */
export async function buyAsNewShopper(
  request: APIRequestContext,
  {
    quantity = 2,
    sortBy = "price-lowtohigh",
    prefix = "ins",
    minStock,
    address = KOLKATA,
  }: { quantity?: number; sortBy?: string; prefix?: string; minStock?: number; address?: typeof KOLKATA } = {},
) {
  const enough = minStock ?? quantity + 5;
  const shopper = newShopper(prefix);
  await gql(request, `mutation ($input: RegisterInput!) { register(input: $input) { message } }`, { input: shopper });
  await gql(request, `mutation ($input: LoginInput!) { login(input: $input) { message } }`, { input: { email: shopper.email, password: shopper.password } });
  const { products } = await gql<{ products: { edges: Array<{ node: ListedProduct }> } }>(
    request,
    `query ($sortBy: String) { products(first: 15, sortBy: $sortBy) { edges { node { id title totalStock variants { size colour stock } } } } }`,
    { sortBy },
  );
  // Well stocked, so the journeys that read stock badges never see this purchase.
  const product = products.edges.map((e) => e.node).find((p) => p.variants.some((v) => v.stock >= enough));
  if (!product) throw new Error("no product in stock to order");
  const variant = product.variants.find((v) => v.stock >= enough)!;
  await gql(request, `mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }`, {
    input: { productId: product.id, quantity, size: variant.size, colour: variant.colour },
  });
  const { addAddress } = await gql<{ addAddress: { id: string } }>(request, `mutation ($input: AddressInput!) { addAddress(input: $input) { id } }`, {
    input: address,
  });
  const { placeOrder } = await gql<{ placeOrder: { order: { id: string; totalAmount: number }; payment: { keyId: string; providerOrderId: string } } }>(
    request,
    `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id totalAmount } payment { keyId providerOrderId } } }`,
    { input: { addressId: addAddress.id } },
  );
  // The stand-in's checkout "Pay" button: it makes the payment and signs it with the secret the browser never sees.
  const paid = await request.post("/__sandbox/razorpay/checkout/pay", { data: { key_id: placeOrder.payment.keyId, order_id: placeOrder.payment.providerOrderId } });
  expect(paid.ok()).toBe(true);
  const signed = (await paid.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  await gql(request, `mutation ($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message } }`, {
    input: { orderId: placeOrder.order.id, razorpayOrderId: signed.razorpay_order_id, razorpayPaymentId: signed.razorpay_payment_id, razorpaySignature: signed.razorpay_signature },
  });
  const id = placeOrder.order.id;
  return { shopper, product, orderId: id, reference: `#${id.slice(-6).toUpperCase()}`, total: placeOrder.order.totalAmount };
}

/**
 * One paid order of a new shopper, delivered to Bengaluru: one unit of the cheapest product with 30 or more of a size
 * (never one whose stock badge a journey reads). Its id and the `#XXXXXX` reference admins see.
 */
export async function placePaidOrder(request: APIRequestContext): Promise<{ orderId: string; reference: string }> {
  const { orderId, reference } = await buyAsNewShopper(request, { quantity: 1, minStock: 30, prefix: "adm", address: BENGALURU });
  return { orderId, reference };
}

/**
 * A new shopper's cash-on-delivery order to Bengaluru (served, COD allowed): one unit of a well-stocked product, placed
 * through the API (nothing to pay until delivery) and confirmed by the shopper. `request` ends up signed in as that shopper.
 */
export async function placeCodOrder(request: APIRequestContext, prefix = "cod"): Promise<{ shopper: ReturnType<typeof newShopper>; orderId: string; reference: string }> {
  const shopper = newShopper(prefix);
  await gql(request, `mutation ($input: RegisterInput!) { register(input: $input) { message } }`, { input: shopper });
  await gql(request, `mutation ($input: LoginInput!) { login(input: $input) { message } }`, { input: { email: shopper.email, password: shopper.password } });
  const { products } = await gql<{ products: { edges: Array<{ node: ListedProduct }> } }>(
    request,
    `query { products(first: 15, sortBy: "price-lowtohigh") { edges { node { id title totalStock variants { size colour stock } } } } }`,
  );
  const product = products.edges.map((e) => e.node).find((p) => p.variants.some((v) => v.stock >= 30));
  if (!product) throw new Error("no product in stock to order");
  const variant = product.variants.find((v) => v.stock >= 30)!;
  await gql(request, `mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }`, { input: { productId: product.id, quantity: 1, size: variant.size, colour: variant.colour } });
  const { addAddress } = await gql<{ addAddress: { id: string } }>(request, `mutation ($input: AddressInput!) { addAddress(input: $input) { id } }`, { input: BENGALURU });
  const { placeOrder } = await gql<{ placeOrder: { order: { id: string } } }>(request, `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`, {
    input: { addressId: addAddress.id, paymentMethod: "COD" },
  });
  const id = placeOrder.order.id;
  // The shopper confirms it (issue 43: a cash-on-delivery order is neither booked nor shipped before).
  await gql(request, `mutation ($id: ID!) { confirmCodOrder(orderId: $id) { id } }`, { id });
  return { shopper, orderId: id, reference: `#${id.slice(-6).toUpperCase()}` };
}
