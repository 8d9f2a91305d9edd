/**
 * Issue 10, "must show": bad values thrown at every REST body field (and path parameter) and every GraphQL input
 * field, as an anonymous caller and as a signed-in customer. Whatever arrives, the server answers without a 5xx,
 * without a stack trace or an internal name in the body, and changes no row of the database.
 *
 * Property-based (fast-check), seeded and bounded in time: FUZZ_SEED replays a run, FUZZ_RUNS and FUZZ_SECONDS
 * widen it. A deterministic sweep first sends one bad value to every field, so each is hit at least once; the
 * generated runs then add breadth. The GraphQL fields come from the schema itself (a new input field is fuzzed
 * without touching this file); the REST fields from a table that a test keeps in step with the routes.
 *
 * Each request keeps every field valid (a customer's real cart line, address, unpaid and paid orders) but one:
 * the request would succeed without the bad value, so "no row changed" means the bad value was refused, not that
 * something else failed first. A bad value is one no field accepts: text with a control character, text that is
 * not well-formed Unicode, text beyond any bound, a value of the wrong shape, a number no field takes.
 */
import fc from "fast-check";
import { type GraphQLArgument, type GraphQLInputType, getNamedType, getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSchema } from "../src/graphql/schema.js";
import { restApi } from "../src/rest/index.js";
import { addressForm, useCatalogue } from "./support/cart-fixtures.js";
import { databaseDigest } from "./support/database-digest.js";
import { signUpCustomer } from "./support/fixtures.js";
import { addAddress, addToCart, buyProduct, placeUnpaidOrder } from "./support/order-fixtures.js";
import { useTestServer } from "./support/test-server.js";

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_810);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 25);

const t = useTestServer({
  // Bad sign-ups and logins count against their limits too: lift them so the runs reach the validation.
  REGISTER_MAX_PER_IP: "100000",
  LOGIN_MAX_PER_IP: "100000",
  LOGIN_MAX_PER_EMAIL: "100000",
  PASSWORD_RESET_MAX_PER_IP: "100000",
  SEARCH_MAX_PER_IP: "100000",
  ORDER_EXPIRY_SWEEP_SECONDS: "0",
});
const catalogue = useCatalogue(t);

// ------------------------------------------------------------------------------------------------ bad values

const CONTROLS = ["\u0000", "\u0001", "\u0007", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f", "\u0085", "\u009f"];
const text = fc.string({ unit: "grapheme", maxLength: 12 });
const withControl = fc.tuple(text, fc.constantFrom(...CONTROLS), text).map(([a, c, b]) => a + c + b);
const notUnicode = fc.tuple(text, fc.constantFrom("\ud800", "\udbff", "\udc00", "\udfff"), text).map(([a, s, b]) => a + s + b);
const tooLong = fc.integer({ min: 10_001, max: 30_000 }).map((n) => "é".repeat(n));
const wrongShape = fc.oneof(
  fc.boolean(),
  fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 3 }),
  fc.array(fc.oneof(withControl, fc.boolean(), fc.dictionary(text, fc.boolean(), { minKeys: 1, maxKeys: 2 })), { minLength: 1, maxLength: 3 }),
);
const badNumber = fc.oneof(
  fc.integer({ max: -1 }),
  fc.double({ min: 0.01, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(1e21, 2 ** 53 + 2, 1e300),
);
/** Values no field of the shop accepts. */
const badValue = fc.oneof({ weight: 4, arbitrary: withControl }, notUnicode, tooLong, wrongShape, badNumber);

/** Shown in a failure: long values shortened, controls escaped. */
const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 120);

// ------------------------------------------------------------------------------------------------ what a safe answer is

/** What must never reach a client: stack frames, source paths, driver and ORM names, SQL, table names, secrets. */
const LEAK =
  /\bat [\w$.<>]+ \(|\bat file:|node_modules|\/src\/|\.ts:\d+|\.js:\d+|QueryFailedError|TypeORM|EntityNotFound|ZodError|TypeError|ReferenceError|RangeError|Maximum call stack|Cannot read propert|is not a function|duplicate key|violates|invalid input syntax|invalid byte sequence|relation "|column "|pg_|driverError|postgres|cart_lines|order_lines|feature_images|order_status_history|password_hash|"stack"|stacktrace/i;
/** SQL, in capitals as the code writes it ("Please Select one Address" is the spec's own text). */
const SQL = /\bSELECT [\w*]|\bINSERT INTO\b|\bUPDATE \w+ SET\b|\bDELETE FROM\b/;

interface Answer {
  status: number;
  text: string;
}

function expectSafe(answer: Answer, what: string) {
  expect(answer.status, `${what} → ${answer.status} ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expect(answer.text, what).not.toMatch(LEAK);
  expect(answer.text, what).not.toMatch(SQL);
}

// ------------------------------------------------------------------------------------------------ fixtures

interface World {
  customer: Awaited<ReturnType<typeof signUpCustomer>>;
  password: string;
  addressId: string;
  cartProductId: string;
  otherProductId: string;
  boughtProductId: string;
  unpaidOrderId: string;
  unpaidProviderOrderId: string;
}
let world: World;
let before: Record<string, string>;

beforeAll(async () => {
  const [inCart, other, bought] = await Promise.all([
    catalogue.create({ title: "Fuzz Cart Tee", totalStock: 50 }),
    catalogue.create({ title: "Fuzz Other Tee", totalStock: 50 }),
    catalogue.create({ title: "Fuzz Bought Tee", totalStock: 50 }),
  ]);
  const customer = await signUpCustomer(t, "fuzz");
  const addressId = await addAddress(customer);
  await buyProduct(t, customer, bought.id);
  const { order, payment } = await placeUnpaidOrder(customer, other.id, 1);
  await addToCart(customer, inCart.id, 1);
  world = {
    customer,
    password: "Sutra#2026pass",
    addressId,
    cartProductId: inCart.id,
    otherProductId: other.id,
    boughtProductId: bought.id,
    unpaidOrderId: order.id,
    unpaidProviderOrderId: payment.providerOrderId,
  };
  // The cart and everything else exist now: from here on no request may change a row.
  before = await databaseDigest(t);
});

type Actor = "anonymous" | "customer";
const ACTORS: Actor[] = ["anonymous", "customer"];
const authHeaders = (actor: Actor): Record<string, string> => (actor === "customer" ? { authorization: `Bearer ${world.customer.token}` } : {});

async function send(method: string, path: string, actor: Actor, body?: unknown): Promise<Answer> {
  const response = await fetch(new URL(path, t.url), {
    method,
    headers: { ...authHeaders(actor), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/** The first request after which a row had changed: later runs (and fast-check's shrinking) only inherit its change. */
let firstChange: string | undefined;

async function expectNothingChanged(what: string) {
  const now = await databaseDigest(t);
  if (firstChange === undefined && JSON.stringify(now) !== JSON.stringify(before)) firstChange = what;
  expect(now, `rows changed, first after: ${firstChange}`).toEqual(before);
}

/** A copy of `base` with the value at `path` replaced. */
function withValueAt(base: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== "object" || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[path.at(-1)!] = value;
  return copy;
}

// ------------------------------------------------------------------------------------------------ REST

interface RestCase {
  /** The route as declared in its router (coverage is checked against the routers). */
  route: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The path with its parameters filled in, from the world. */
  path: (w: World) => string;
  /** A body the route would accept as the customer (all but the fuzzed field valid). */
  body?: (w: World) => Record<string, unknown>;
  /** Body fields (dotted paths) to fuzz. */
  fields?: string[];
  /** Path parameters to fuzz: the names in `route`. */
  params?: string[];
  /** Query parameters to fuzz. */
  query?: string[];
}

const ORDER_BODY_IGNORED = ["cartId", "cartItems", "orderStatus", "paymentMethod", "paymentStatus", "totalAmount", "orderDate", "orderUpdateDate", "paymentId", "payerId"];
const PRODUCT_FIELDS = ["sku", "title", "description", "category", "brand", "price", "salePrice", "totalStock", "image"];
const productBody = () => ({ title: "Fuzz", description: "Fuzz", category: "men", brand: "nike", price: "999", salePrice: "0", totalStock: "5", image: "/media/x.jpg" });
const address = () => addressForm({ address: "1 Fuzz Street" });
const ZERO = "00000000-0000-4000-8000-000000000000";

const REST_CASES: RestCase[] = [
  { route: "POST /register", method: "POST", path: () => "/api/auth/register", body: () => ({ username: "Fuzz Person", email: "fuzz-new@example.com", password: "Sutra#2026pass" }), fields: ["username", "email", "password"] },
  { route: "POST /register", method: "POST", path: () => "/api/auth/register", body: () => ({ email: "fuzz-new@example.com", password: "Sutra#2026pass" }), fields: ["userName"] },
  { route: "POST /login", method: "POST", path: () => "/api/auth/login", body: (w) => ({ email: w.customer.email, password: w.password }), fields: ["email", "password"] },
  { route: "GET /check-auth", method: "GET", path: () => "/api/auth/check-auth" },
  { route: "POST /admin/products/upload-image", method: "POST", path: () => "/api/admin/products/upload-image", body: () => ({}), fields: ["my_file"] },
  { route: "GET /shop/products/get", method: "GET", path: () => "/api/shop/products/get", query: ["category", "brand", "sortBy", "limit", "after"] },
  { route: "GET /shop/products/get/:id", method: "GET", path: (w) => `/api/shop/products/get/${w.otherProductId}`, params: ["id"] },
  { route: "GET /shop/search/:keyword", method: "GET", path: () => "/api/shop/search/tee", params: ["keyword"], query: ["limit", "after"] },
  { route: "POST /admin/products/add", method: "POST", path: () => "/api/admin/products/add", body: productBody, fields: PRODUCT_FIELDS },
  { route: "GET /admin/products/get", method: "GET", path: () => "/api/admin/products/get", query: ["limit", "after"] },
  { route: "PUT /admin/products/edit/:id", method: "PUT", path: (w) => `/api/admin/products/edit/${w.otherProductId}`, body: productBody, fields: PRODUCT_FIELDS, params: ["id"] },
  { route: "DELETE /admin/products/delete/:id", method: "DELETE", path: () => `/api/admin/products/delete/${ZERO}`, params: ["id"] },
  {
    route: "POST /shop/review/add",
    method: "POST",
    path: () => "/api/shop/review/add",
    body: (w) => ({ productId: w.boughtProductId, userId: w.customer.userId, reviewMessage: "Soft and warm", reviewValue: 5 }),
    fields: ["productId", "userId", "reviewMessage", "reviewValue"],
  },
  // The body's username is not read (the author is the caller): fuzzed on a review of a product not bought.
  {
    route: "POST /shop/review/add",
    method: "POST",
    path: () => "/api/shop/review/add",
    body: (w) => ({ productId: w.otherProductId, reviewMessage: "Soft", reviewValue: 5 }),
    fields: ["username"],
  },
  { route: "GET /shop/review/:productId", method: "GET", path: (w) => `/api/shop/review/${w.boughtProductId}`, params: ["productId"] },
  { route: "POST /common/feature/add", method: "POST", path: () => "/api/common/feature/add", body: () => ({ image: "/media/x.jpg", title: "Sale", description: "Big sale" }), fields: ["image", "title", "description"] },
  { route: "GET /common/feature/get", method: "GET", path: () => "/api/common/feature/get" },
  { route: "DELETE /common/feature/delete/:id", method: "DELETE", path: () => `/api/common/feature/delete/${ZERO}`, params: ["id"] },
  {
    route: "POST /shop/cart/add",
    method: "POST",
    path: () => "/api/shop/cart/add",
    body: (w) => ({ userId: w.customer.userId, productId: w.otherProductId, quantity: 1, size: "M" }),
    fields: ["userId", "productId", "quantity", "size", "color", "colour"],
  },
  { route: "GET /shop/cart/get/:userId", method: "GET", path: (w) => `/api/shop/cart/get/${w.customer.userId}`, params: ["userId"] },
  {
    route: "PUT /shop/cart/update-cart",
    method: "PUT",
    path: () => "/api/shop/cart/update-cart",
    body: (w) => ({ userId: w.customer.userId, productId: w.cartProductId, quantity: 1 }),
    fields: ["userId", "productId", "quantity", "size", "color", "colour"],
  },
  { route: "DELETE /shop/cart/:userId/:productId", method: "DELETE", path: (w) => `/api/shop/cart/${w.customer.userId}/${w.cartProductId}`, params: ["userId", "productId"] },
  {
    route: "POST /shop/address/add",
    method: "POST",
    path: () => "/api/shop/address/add",
    body: (w) => ({ ...address(), userId: w.customer.userId }),
    fields: ["address", "city", "phone", "pincode", "notes", "name", "userId"],
  },
  { route: "GET /shop/address/get/:userId", method: "GET", path: (w) => `/api/shop/address/get/${w.customer.userId}`, params: ["userId"] },
  {
    route: "PUT /shop/address/update/:userId/:addressId",
    method: "PUT",
    path: (w) => `/api/shop/address/update/${w.customer.userId}/${w.addressId}`,
    body: address,
    fields: ["address", "city", "phone", "pincode", "notes", "name"],
    params: ["userId", "addressId"],
  },
  { route: "DELETE /shop/address/:userId/:addressId", method: "DELETE", path: (w) => `/api/shop/address/${w.customer.userId}/${ZERO}`, params: ["userId", "addressId"] },
  { route: "DELETE /shop/address/delete/:userId/:addressId", method: "DELETE", path: (w) => `/api/shop/address/delete/${w.customer.userId}/${ZERO}`, params: ["userId", "addressId"] },
  {
    route: "POST /shop/order/razorpay",
    method: "POST",
    path: () => "/api/shop/order/razorpay",
    body: (w) => ({ userId: w.customer.userId, addressInfo: { addressId: w.addressId } }),
    fields: ["userId", "addressInfo", "addressInfo.addressId"],
  },
  { route: "POST /shop/order/razorpay", method: "POST", path: () => "/api/shop/order/razorpay", body: (w) => ({ userId: w.customer.userId }), fields: ["addressId"] },
  // The rest of the older client's order body is not read: fuzzed on an order without an address.
  { route: "POST /shop/order/razorpay", method: "POST", path: () => "/api/shop/order/razorpay", body: (w) => ({ userId: w.customer.userId }), fields: ORDER_BODY_IGNORED },
  {
    route: "POST /shop/order/verify-razorpay",
    method: "POST",
    path: () => "/api/shop/order/verify-razorpay",
    body: (w) => ({ orderId: w.unpaidOrderId, razorpay_order_id: w.unpaidProviderOrderId, razorpay_payment_id: "pay_FuzzFuzzFuzz01", razorpay_signature: "0".repeat(64) }),
    fields: ["orderId", "razorpay_order_id", "razorpay_payment_id", "razorpay_signature"],
  },
  { route: "GET /shop/order/list/:userId", method: "GET", path: (w) => `/api/shop/order/list/${w.customer.userId}`, params: ["userId"] },
  { route: "GET /shop/order/details/:id", method: "GET", path: (w) => `/api/shop/order/details/${w.unpaidOrderId}`, params: ["id"] },
  { route: "GET /admin/orders/get", method: "GET", path: () => "/api/admin/orders/get", query: ["first", "offset"] },
  { route: "GET /admin/orders/details/:id", method: "GET", path: (w) => `/api/admin/orders/details/${w.unpaidOrderId}`, params: ["id"] },
  {
    route: "GET /admin/orders/export.csv",
    method: "GET",
    path: () => "/api/admin/orders/export.csv",
    query: ["status", "from", "to", "customer", "reference", "customerId"],
  },
  { route: "GET /admin/orders/invoice/:id", method: "GET", path: (w) => `/api/admin/orders/invoice/${w.unpaidOrderId}`, params: ["id"] },
  { route: "GET /shop/order/invoice/:id", method: "GET", path: (w) => `/api/shop/order/invoice/${w.unpaidOrderId}`, params: ["id"] },
  // Returns (issue 26): a return request's GST credit note; a request id that is no request answers 404.
  { route: "GET /admin/returns/credit-note/:id", method: "GET", path: () => `/api/admin/returns/credit-note/${ZERO}`, params: ["id"] },
  { route: "GET /shop/returns/credit-note/:id", method: "GET", path: () => `/api/shop/returns/credit-note/${ZERO}`, params: ["id"] },
  { route: "PUT /admin/orders/update/:id", method: "PUT", path: (w) => `/api/admin/orders/update/${w.unpaidOrderId}`, body: () => ({ orderStatus: "shipped" }), fields: ["orderStatus"], params: ["id"] },
  {
    route: "POST /payments/razorpay/webhook",
    method: "POST",
    path: () => "/api/payments/razorpay/webhook",
    body: (w) => ({ event: "payment.captured", payload: { payment: { entity: { id: "pay_FuzzFuzzFuzz01", order_id: w.unpaidProviderOrderId } } } }),
    fields: ["event", "payload", "payload.payment.entity.id"],
  },
  // Shipping (issue 42): the labels PDF of shipments (ids that are none answer 404), and the courier's tracking webhook
  // (without its token in x-api-key: refused, nothing changes).
  { route: "GET /admin/shipments/labels", method: "GET", path: () => `/api/admin/shipments/labels`, query: ["ids"] },
  {
    route: "POST /shipping/shiprocket/webhook",
    method: "POST",
    path: () => "/api/shipping/shiprocket/webhook",
    body: () => ({ awb: "SB0000000000", current_status: "DELIVERED", order_id: ZERO, current_timestamp: "02 12 2026 11:43:52", scans: [] }),
    fields: ["awb", "current_status", "order_id", "current_timestamp", "scans"],
  },
  // WhatsApp Cloud API (issue 43): the subscription check (a wrong token is refused) and the events' webhook (without
  // the X-Hub-Signature-256 of the app secret: refused, nothing changes).
  { route: "GET /messages/whatsapp/webhook", method: "GET", path: () => "/api/messages/whatsapp/webhook", query: ["hub.mode", "hub.verify_token", "hub.challenge"] },
  {
    route: "POST /messages/whatsapp/webhook",
    method: "POST",
    path: () => "/api/messages/whatsapp/webhook",
    body: () => ({ object: "whatsapp_business_account", entry: [{ id: "0", changes: [{ field: "messages", value: { statuses: [{ id: "wamid.fuzz", status: "read" }] } }] }] }),
    fields: ["object", "entry"],
  },
  // The one-click unsubscribe of marketing emails (RFC 8058): its token is the only input; a bad one changes nothing.
  { route: "POST /marketing/unsubscribe", method: "POST", path: () => "/api/marketing/unsubscribe", body: () => ({ "List-Unsubscribe": "One-Click" }), fields: ["List-Unsubscribe"], query: ["token"] },
];

// Logout takes no input; fuzzing it would only sign the customer out.
const NOT_FUZZED_ROUTES = new Set(["POST /logout"]);

/**
 * A value as a URL component. Text that is not well-formed (a lone surrogate) cannot be encoded as UTF-8, so it goes
 * as the bytes a hostile client would send for it (the surrogate's three-byte form, which is invalid UTF-8).
 */
function urlComponent(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return Array.from(text, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      const c = ch.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    }
  }).join("");
}

interface RestTarget {
  label: string;
  request: (w: World, value: unknown) => { method: string; path: string; body?: unknown };
}

/** Every (route, field) pair as a target a bad value can be put in. */
const REST_TARGETS: RestTarget[] = REST_CASES.flatMap((c): RestTarget[] => [
  ...(c.fields ?? []).map((field) => ({
    label: `${c.route} body.${field}`,
    request: (w: World, value: unknown) => ({ method: c.method, path: c.path(w), body: withValueAt(c.body?.(w) ?? {}, field.split("."), value) }),
  })),
  ...(c.params ?? []).map((param) => ({
    label: `${c.route} :${param}`,
    request: (w: World, value: unknown) => {
      // The parameter's place in the filled-in path is its place in the route.
      const segments = c.route.split(" ")[1]!.split("/");
      const filled = c.path(w).replace(/^\/api/, "").split("/");
      const at = segments.indexOf(`:${param}`);
      filled[at] = urlComponent(value);
      return { method: c.method, path: `/api${filled.join("/")}`, body: c.body?.(w) };
    },
  })),
  ...(c.query ?? []).map((name) => ({
    label: `${c.route} ?${name}`,
    request: (w: World, value: unknown) => ({
      method: c.method,
      path: `${c.path(w)}?${name}=${urlComponent(value)}`,
    }),
  })),
]);

/** The routes the REST routers declare, as "METHOD /path" (auth's relative to /auth). */
function declaredRoutes(): string[] {
  const routes: string[] = [];
  const walk = (stack: Array<{ route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: unknown[] } }>) => {
    for (const layer of stack) {
      if (layer.route) for (const method of Object.keys(layer.route.methods)) routes.push(`${method.toUpperCase()} ${layer.route.path}`);
      else if (layer.handle?.stack) walk(layer.handle.stack as typeof stack);
    }
  };
  const router = restApi(t.server.services, t.config, t.server.logger) as unknown as { stack: Parameters<typeof walk>[0] };
  walk(router.stack);
  return [...new Set(routes)].sort();
}

// ------------------------------------------------------------------------------------------------ GraphQL

const schema = buildSchema();

/** Valid arguments per root field, as the customer (all but the fuzzed field valid). */
const GRAPHQL_BASES: Record<string, (w: World) => Record<string, unknown>> = {
  products: () => ({ filter: { categories: ["men"], brands: ["nike"] }, sortBy: "price-lowtohigh", first: 2 }),
  product: (w) => ({ id: w.otherProductId }),
  productSearch: () => ({ keyword: "tee", first: 2 }),
  search: () => ({ keyword: "tee", first: 2 }),
  reviews: (w) => ({ productId: w.boughtProductId }),
  order: (w) => ({ id: w.unpaidOrderId }),
  register: () => ({ input: { username: "Fuzz Person", email: "fuzz-new@example.com", password: "Sutra#2026pass" } }),
  login: (w) => ({ input: { email: w.customer.email, password: w.password } }),
  addReview: (w) => ({ input: { productId: w.boughtProductId, rating: 5, message: "Soft and warm" } }),
  addToCart: (w) => ({ input: { productId: w.otherProductId, quantity: 1, size: "M", colour: "Red" } }),
  setCartQuantity: (w) => ({ input: { productId: w.cartProductId, quantity: 1 } }),
  removeFromCart: (w) => ({ input: { productId: w.cartProductId } }),
  addAddress: () => ({ input: address() }),
  updateAddress: (w) => ({ id: w.addressId, input: address() }),
  deleteAddress: (w) => ({ id: w.addressId }),
  placeOrder: (w) => ({ input: { addressId: w.addressId } }),
  verifyPayment: (w) => ({ input: { orderId: w.unpaidOrderId, razorpayOrderId: w.unpaidProviderOrderId, razorpayPaymentId: "pay_FuzzFuzzFuzz01", razorpaySignature: "0".repeat(64) } }),
  abandonPayment: (w) => ({ input: { orderId: w.unpaidOrderId, reason: "closed" } }),
  createProduct: () => ({ input: { title: "Fuzz", description: "Fuzz", category: "men", brand: "nike", price: 999, totalStock: 5, image: "/media/x.jpg" } }),
  updateProduct: (w) => ({ id: w.otherProductId, input: { title: "Fuzz" } }),
  updateOrderStatus: (w) => ({ id: w.unpaidOrderId, status: "SHIPPED" }),
  requestPasswordReset: (w) => ({ email: w.customer.email }),
  resetPassword: () => ({ input: { token: "A".repeat(43), password: "Fresh#2026start" } }),
  verifyEmail: () => ({ token: "A".repeat(43) }),
  changePassword: (w) => ({ input: { currentPassword: w.password, newPassword: "Fresh#2026start" } }),
  requestEmailChange: (w) => ({ input: { newEmail: "fuzz-moved@example.com", password: w.password } }),
  customers: () => ({ search: "fuzz", first: 2 }),
  customer: (w) => ({ id: w.customer.userId }),
  setCustomerBlocked: (w) => ({ id: w.customer.userId, blocked: true, reason: "Fuzz" }),
};

/** A value of the type for a field without a base: a plausible one (the fields the customer can reach have bases). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) if (isNonNullType(field.type)) value[field.name] = sample(field.type);
    return value;
  }
  if (isScalarType(type)) return ({ Int: 1, Float: 1, Boolean: true, ID: ZERO } as Record<string, unknown>)[type.name] ?? "fuzz";
  return null;
}

interface GraphQLTarget {
  label: string;
  /** The named type of the field the value goes in: a true or false in a Boolean field is a value it accepts, not bad input. */
  leaf: string;
  query: string;
  variables: (w: World, value: unknown) => Record<string, unknown>;
}

/** Every input field of every root field, from the schema: arguments and the fields of input-object arguments. */
function graphqlTargets(): GraphQLTarget[] {
  const targets: GraphQLTarget[] = [];
  for (const [operation, root] of [["query", schema.getQueryType()!], ["mutation", schema.getMutationType()!]] as const) {
    for (const field of Object.values(root.getFields())) {
      if (field.args.length === 0) continue;
      const declarations = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(", ");
      const uses = field.args.map((a) => `${a.name}: $${a.name}`).join(", ");
      const selection = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? "" : " { __typename }";
      const query = `${operation} (${declarations}) { ${field.name}(${uses})${selection} }`;
      const base = (w: World) => GRAPHQL_BASES[field.name]?.(w) ?? Object.fromEntries(field.args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, sample(a.type)]));
      const paths = (arg: GraphQLArgument): Array<{ path: string[]; leaf: string }> => {
        const named = getNamedType(arg.type);
        if (!isInputObjectType(named) || isListType(getNullableType(arg.type))) return [{ path: [arg.name], leaf: named.name }];
        return Object.values(named.getFields()).map((inner) => ({ path: [arg.name, inner.name], leaf: getNamedType(inner.type).name }));
      };
      for (const arg of field.args) {
        for (const { path, leaf } of paths(arg)) {
          targets.push({ label: `${operation} ${field.name}(${path.join(".")})`, leaf, query, variables: (w, value) => withValueAt(base(w), path, value) });
        }
      }
    }
  }
  return targets;
}

const GRAPHQL_TARGETS = graphqlTargets();

async function sendGraphQL(target: GraphQLTarget, actor: Actor, value: unknown): Promise<Answer> {
  return send("POST", "/graphql", actor, { query: target.query, variables: target.variables(world, value) });
}

async function sendRest(target: RestTarget, actor: Actor, value: unknown): Promise<Answer> {
  const { method, path, body } = target.request(world, value);
  return send(method, path, actor, body);
}

// ------------------------------------------------------------------------------------------------ the properties

describe("bad input, anywhere, as anyone", () => {
  it("covers every REST route and every GraphQL input field", () => {
    const covered = new Set(REST_CASES.map((c) => c.route));
    expect(declaredRoutes().filter((route) => !covered.has(route) && !NOT_FUZZED_ROUTES.has(route))).toEqual([]);
    expect(GRAPHQL_TARGETS.length).toBeGreaterThan(60);
    // Spot checks that the schema walk reaches input objects' fields.
    expect(GRAPHQL_TARGETS.map((g) => g.label)).toEqual(expect.arrayContaining(["mutation addAddress(input.pincode)", "query products(filter.categories)", "mutation abandonPayment(input.reason)"]));
  });

  it("REST: every body field and path parameter, once each with a NUL, then generated values: no 5xx, no leak, no row changed", async () => {
    for (const target of REST_TARGETS) {
      for (const actor of ACTORS) {
        const answer = await sendRest(target, actor, "bad\u0000value");
        expectSafe(answer, `${actor} ${target.label}`);
      }
    }
    await expectNothingChanged("REST sweep");

    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REST_TARGETS), fc.constantFrom(...ACTORS), badValue, async (target, actor, value) => {
        const what = `${actor} ${target.label} = ${shown(value)}`;
        expectSafe(await sendRest(target, actor, value), what);
        await expectNothingChanged(what);
      }),
      { seed: SEED, numRuns: RUNS, plugins: [fc.interruptAfterTimeLimit(SECONDS * 1000)] },
    );
  }, (SECONDS * 2 + 60) * 1000);

  it("GraphQL: every input field of every query and mutation, once each with a NUL, then generated values: no 5xx, no leak, no row changed", async () => {
    for (const target of GRAPHQL_TARGETS) {
      for (const actor of ACTORS) {
        const answer = await sendGraphQL(target, actor, "bad\u0000value");
        expectSafe(answer, `${actor} ${target.label}`);
      }
    }
    await expectNothingChanged("GraphQL sweep");

    const value = fc.oneof({ weight: 5, arbitrary: badValue }, badValue.map((v) => [v]));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GRAPHQL_TARGETS), fc.constantFrom(...ACTORS), value, async (target, actor, bad) => {
        fc.pre(!(target.leaf === "Boolean" && typeof bad === "boolean"));
        const what = `${actor} ${target.label} = ${shown(bad)}`;
        expectSafe(await sendGraphQL(target, actor, bad), what);
        await expectNothingChanged(what);
      }),
      { seed: SEED, numRuns: RUNS, plugins: [fc.interruptAfterTimeLimit(SECONDS * 1000)] },
    );
  }, (SECONDS * 2 + 60) * 1000);
});
