/**
 * The Shiprocket implementation of the shipping port against recorded answers of Shiprocket's documented shapes
 * (apidocs.shiprocket.in), served by a local HTTP server: a booking (login → orders/create/adhoc → courier/assign/awb →
 * courier/generate/pickup), a validation error, an expired token (refreshed once, then retried), an AWB that cannot be
 * assigned, a 5xx, the retry after a crash (found by reference: no second provider order), labels, cancel, tracking,
 * the NDR answer and the tracking webhook.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type BookingRequest, MemoryTokenStore, ShiprocketProvider, ShippingProviderError } from "../src/payments/shipping/index.js";

type Recorded = { status: number; body: unknown } | ((req: { method: string; path: string; body: any; auth: string | undefined }) => { status: number; body: unknown });

/** Recorded answers, from Shiprocket's API documentation. */
const LOGIN = { status: 200, body: { id: 1234, first_name: "API", last_name: "User", email: "api@brand.in", company_id: 55, created_at: "2026-11-01 10:00:00", token: "eyJ.first" } };
const CREATED = { status: 200, body: { order_id: 348456385, shipment_id: 347940723, status: "NEW", status_code: 1, onboarding_completed_now: 0, awb_code: "", courier_company_id: "", courier_name: "" } };
const ASSIGNED = {
  status: 200,
  body: {
    awb_assign_status: 1,
    response: { data: { courier_company_id: 14, awb_code: "19041424751540", cod: 1, order_id: 348456385, shipment_id: 347940723, awb_code_status: 1, applied_weight: 0.5, courier_name: "Delhivery Surface", etd: "2026-12-03 18:00:00" } },
  },
};
const PICKUP = { status: 200, body: { pickup_status: 1, response: { pickup_scheduled_date: "2026-11-30 10:00:00", pickup_token_number: "Reference No: 194_BIGFOOT 2005", status: 3, others: "", data: "Pickup is scheduled" } } };
const NOT_FOUND_BY_REFERENCE = { status: 200, body: { data: [], meta: { pagination: { total: 0 } } } };
const VALIDATION = { status: 422, body: { message: "Oops! Invalid Data.", errors: { billing_pincode: ["The billing pincode field is required."] }, status_code: 422 } };
const EXPIRED = { status: 401, body: { message: "Token has expired", status_code: 401 } };
const NOT_ASSIGNABLE = { status: 200, body: { awb_assign_status: 0, response: { data: { awb_assign_error: "Selected courier is not serviceable for this pincode" } } } };
const SERVER_ERROR = { status: 502, body: "<html><body>502 Bad Gateway</body></html>" };

let server: Server;
let base: string;
let answers: Map<string, Recorded[]>;
let calls: Array<{ method: string; path: string; body: any; auth: string | undefined }>;

function answer(route: string, ...recorded: Recorded[]) {
  answers.set(route, recorded);
}

async function bodyOf(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url!, "http://x");
    const call = { method: req.method!, path: url.pathname + url.search, body: await bodyOf(req), auth: req.headers.authorization };
    calls.push(call);
    const route = `${req.method} ${url.pathname}`;
    const queue = answers.get(route) ?? answers.get(`${req.method} ${url.pathname.replace(/\/[^/]+$/, "/*")}`);
    const next = queue && (queue.length > 1 ? queue.shift()! : queue[0]!);
    const reply = typeof next === "function" ? next(call) : (next ?? { status: 404, body: { message: "no recorded answer", status_code: 404 } });
    res.writeHead(reply.status, { "content-type": typeof reply.body === "string" ? "text/html" : "application/json" });
    res.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let tokens: MemoryTokenStore;
let shiprocket: ShiprocketProvider;
beforeEach(() => {
  answers = new Map();
  calls = [];
  tokens = new MemoryTokenStore();
  shiprocket = new ShiprocketProvider({
    email: "api@brand.in",
    password: "secret",
    webhookToken: "hook-token-123",
    baseUrl: base,
    pickupLocation: "Primary",
    warehouse: { name: "Brand", address: "12 MG Road", city: "Bengaluru", state: "Karnataka", pincode: "560001", phone: "9999999999", email: "w@brand.in" },
    timeoutMs: 2000,
    tokens,
  });
  answer("POST /v1/external/auth/login", LOGIN);
  answer("GET /v1/external/orders", NOT_FOUND_BY_REFERENCE);
});

const REQUEST: BookingRequest = {
  reference: "6f1c2a5e-3f0b-4d6e-9f53-2b1c0f5a7e11",
  orderDate: new Date("2026-11-29T05:00:00Z"),
  customer: { name: "Asha Rao", phone: "9876543210", email: "asha@example.com", address: "4 Church Street", city: "Bengaluru", state: "Karnataka", pincode: "560038" },
  items: [{ name: "Kurta", sku: "KUR-M", units: 2, unitPricePaise: 99_900 }],
  subTotalPaise: 199_800,
  codAmountPaise: 199_800,
  box: { weightGrams: 700, lengthCm: 30, breadthCm: 25, heightCm: 5 },
};

async function failure(promise: Promise<unknown>): Promise<ShippingProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShippingProviderError);
  return error as ShippingProviderError;
}

describe("booking a parcel with Shiprocket", () => {
  it("logs in once, creates the order with our order id as its reference, assigns the AWB and schedules the pickup", async () => {
    answer("POST /v1/external/orders/create/adhoc", CREATED);
    answer("POST /v1/external/courier/assign/awb", ASSIGNED);
    answer("POST /v1/external/courier/generate/pickup", PICKUP);
    const booking = await shiprocket.book(REQUEST);
    expect(booking).toEqual({ providerOrderId: "348456385", providerShipmentId: "347940723", awb: "19041424751540", courierName: "Delhivery Surface", pickupDate: "2026-11-30", expectedDeliveryDate: "2026-12-03" });
    expect(calls.map((c) => `${c.method} ${c.path.split("?")[0]}`)).toEqual([
      "POST /v1/external/auth/login",
      "GET /v1/external/orders",
      "POST /v1/external/orders/create/adhoc",
      "POST /v1/external/courier/assign/awb",
      "POST /v1/external/courier/generate/pickup",
    ]);
    expect(calls[0]!.body).toEqual({ email: "api@brand.in", password: "secret" });
    expect(calls.slice(1).every((c) => c.auth === "Bearer eyJ.first")).toBe(true);
    const created = calls[2]!.body;
    expect(created).toMatchObject({
      order_id: REQUEST.reference,
      pickup_location: "Primary",
      billing_customer_name: "Asha",
      billing_last_name: "Rao",
      billing_pincode: "560038",
      billing_country: "India",
      shipping_is_billing: true,
      payment_method: "COD",
      sub_total: 1998,
      weight: 0.7,
      length: 30,
      breadth: 25,
      height: 5,
      order_items: [{ name: "Kurta", sku: "KUR-M", units: 2, selling_price: 999 }],
    });
    expect(calls[3]!.body).toEqual({ shipment_id: "347940723" });
    expect(calls[4]!.body).toEqual({ shipment_id: [347940723] });
    expect(tokens.logins).toBe(1);
  });

  it("a prepaid parcel is sent as Prepaid", async () => {
    answer("POST /v1/external/orders/create/adhoc", CREATED);
    answer("POST /v1/external/courier/assign/awb", ASSIGNED);
    answer("POST /v1/external/courier/generate/pickup", PICKUP);
    await shiprocket.book({ ...REQUEST, codAmountPaise: 0 });
    expect(calls.find((c) => c.path === "/v1/external/orders/create/adhoc")!.body.payment_method).toBe("Prepaid");
  });

  it("a validation error names the field Shiprocket refused", async () => {
    answer("POST /v1/external/orders/create/adhoc", VALIDATION);
    const error = await failure(shiprocket.book(REQUEST));
    expect(error.failure).toBe("validation");
    expect(error.message).toBe("Shiprocket refused the parcel: The billing pincode field is required.");
    expect(error.detail.status).toBe(422);
  });

  it("an expired token is refreshed once and the call retried", async () => {
    tokens.token = "eyJ.old";
    tokens.expiresAt = Date.now() + 1000_000;
    answer("POST /v1/external/auth/login", { status: 200, body: { ...LOGIN.body, token: "eyJ.new" } });
    answer("GET /v1/external/orders", EXPIRED, NOT_FOUND_BY_REFERENCE);
    answer("POST /v1/external/orders/create/adhoc", CREATED);
    answer("POST /v1/external/courier/assign/awb", ASSIGNED);
    answer("POST /v1/external/courier/generate/pickup", PICKUP);
    const booking = await shiprocket.book(REQUEST);
    expect(booking.awb).toBe("19041424751540");
    expect(calls.map((c) => [c.path.split("?")[0], c.auth])).toEqual([
      ["/v1/external/orders", "Bearer eyJ.old"],
      ["/v1/external/auth/login", undefined],
      ["/v1/external/orders", "Bearer eyJ.new"],
      ["/v1/external/orders/create/adhoc", "Bearer eyJ.new"],
      ["/v1/external/courier/assign/awb", "Bearer eyJ.new"],
      ["/v1/external/courier/generate/pickup", "Bearer eyJ.new"],
    ]);
    expect(tokens.logins).toBe(1);
  });

  it("calls racing with an expired token log in once between them", async () => {
    tokens.token = "eyJ.old";
    tokens.expiresAt = Date.now() + 1000_000;
    answer("POST /v1/external/auth/login", { status: 200, body: { ...LOGIN.body, token: "eyJ.new" } });
    answer("GET /v1/external/courier/track/awb/*", (c) => (c.auth === "Bearer eyJ.old" ? EXPIRED : { status: 200, body: { tracking_data: { track_status: 1, shipment_track_activities: [] } } }));
    await Promise.all([shiprocket.track("1"), shiprocket.track("2"), shiprocket.track("3")]);
    expect(calls.filter((c) => c.path === "/v1/external/auth/login")).toHaveLength(1);
  });

  it("a login Shiprocket refuses says which settings to check", async () => {
    answer("POST /v1/external/auth/login", { status: 400, body: { message: "Invalid email and password combination", status_code: 400 } });
    const error = await failure(shiprocket.track("1"));
    expect(error.failure).toBe("auth");
    expect(error.message).toMatch(/SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD/);
  });

  it("an AWB Shiprocket cannot assign is a refusal with the courier's reason", async () => {
    answer("POST /v1/external/orders/create/adhoc", CREATED);
    answer("POST /v1/external/courier/assign/awb", NOT_ASSIGNABLE);
    const error = await failure(shiprocket.book(REQUEST));
    expect(error.failure).toBe("not_serviceable");
    expect(error.message).toBe("No courier can take this parcel: Selected courier is not serviceable for this pincode.");
    expect(calls.some((c) => c.path.includes("generate/pickup"))).toBe(false);
  });

  it("a 5xx is 'try again', with the answer kept for the logs", async () => {
    answer("POST /v1/external/orders/create/adhoc", SERVER_ERROR);
    const error = await failure(shiprocket.book(REQUEST));
    expect(error.failure).toBe("unavailable");
    expect(error.message).toBe("Shiprocket is not answering. Please try again in a few minutes.");
    expect(error.detail).toMatchObject({ operation: "orders/create/adhoc", status: 502 });
  });

  it("the retry after a crash finds the provider order by its reference and makes no second one", async () => {
    answer("GET /v1/external/orders", (c) => {
      expect(c.path).toBe(`/v1/external/orders?search=${REQUEST.reference}`);
      return { status: 200, body: { data: [{ id: 348456385, channel_order_id: REQUEST.reference, status: "READY TO SHIP", shipments: [{ id: 347940723, awb: "19041424751540", courier: "Delhivery Surface" }] }] } };
    });
    answer("POST /v1/external/courier/generate/pickup", { status: 400, body: { message: "Already in Pickup Queue.", status_code: 400 } });
    const booking = await shiprocket.book(REQUEST);
    expect(booking).toMatchObject({ providerOrderId: "348456385", providerShipmentId: "347940723", awb: "19041424751540", courierName: "Delhivery Surface" });
    expect(calls.some((c) => c.path.includes("create/adhoc") || c.path.includes("assign/awb"))).toBe(false);
  });

  it("a reverse pickup goes to orders/create/return with the shopper as the pickup address", async () => {
    answer("POST /v1/external/orders/create/return", { status: 200, body: { order_id: 9, shipment_id: 10, status: "RETURN PENDING", status_code: 21 } });
    answer("POST /v1/external/courier/assign/awb", ASSIGNED);
    answer("POST /v1/external/courier/generate/pickup", PICKUP);
    await shiprocket.bookReturn({ ...REQUEST, codAmountPaise: 0 });
    const created = calls.find((c) => c.path === "/v1/external/orders/create/return")!.body;
    expect(created).toMatchObject({ pickup_customer_name: "Asha Rao", pickup_pincode: "560038", shipping_pincode: "560001", payment_method: "Prepaid" });
    expect(calls.find((c) => c.path === "/v1/external/courier/assign/awb")!.body).toEqual({ shipment_id: "10", is_return: 1 });
  });
});

describe("labels, cancel, tracking and NDR answers", () => {
  it("one label PDF for many parcels is downloaded from the label URL Shiprocket gives", async () => {
    answer("POST /v1/external/courier/generate/label", () => ({ status: 200, body: { label_created: 1, label_url: `${base}/label.pdf`, response: "Label has been created and uploaded successfully!", not_created: [] } }));
    answer("GET /label.pdf", { status: 200, body: "%PDF-1.4 fake" });
    const pdf = await shiprocket.labels(["347940723", "347940724"]);
    expect(pdf.toString()).toBe("%PDF-1.4 fake");
    expect(calls.find((c) => c.path.includes("generate/label"))!.body).toEqual({ shipment_id: [347940723, 347940724] });
  });

  it("cancels by AWB", async () => {
    answer("POST /v1/external/orders/cancel/shipment/awbs", { status: 200, body: { message: "Bulk Shipment cancellation is in progress. Please wait for 24 hours." } });
    await shiprocket.cancel(["19041424751540"]);
    expect(calls.at(-1)!.body).toEqual({ awbs: ["19041424751540"] });
  });

  it("reads the scans of a tracking answer oldest first, in the shop's statuses", async () => {
    answer("GET /v1/external/courier/track/awb/*", {
      status: 200,
      body: {
        tracking_data: {
          track_status: 1,
          shipment_status: 7,
          etd: "2026-12-03 18:00:00",
          shipment_track_activities: [
            { date: "2026-12-02 14:10:00", status: "DLVD", activity: "Delivered", location: "Bengaluru", "sr-status": "7", "sr-status-label": "DELIVERED" },
            { date: "2026-12-01 09:00:00", status: "X-PPOM", activity: "In transit", location: "Bhiwandi", "sr-status": "18", "sr-status-label": "IN TRANSIT" },
          ],
        },
      },
    });
    const scans = await shiprocket.track("19041424751540");
    expect(scans.map((s) => [s.status, s.at.toISOString(), s.location])).toEqual([
      ["in_transit", "2026-12-01T03:30:00.000Z", "Bhiwandi"],
      ["delivered", "2026-12-02T08:40:00.000Z", "Bengaluru"],
    ]);
  });

  it("sends the NDR answer: re-attempt on a date, or return", async () => {
    answer("POST /v1/external/ndr/19041424751540/action", { status: 200, body: { status: true, message: "Action taken successfully" } });
    await shiprocket.answerNdr("19041424751540", { action: "reattempt", date: "2026-12-02", note: "Call before coming" });
    await shiprocket.answerNdr("19041424751540", { action: "return", note: null });
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ["/v1/external/auth/login", { email: "api@brand.in", password: "secret" }],
      ["/v1/external/ndr/19041424751540/action", { action: "re-attempt", comments: "Call before coming", deferred_date: "2026-12-02" }],
      ["/v1/external/ndr/19041424751540/action", { action: "return", comments: "Return to origin" }],
    ]);
  });
});

describe("the tracking webhook", () => {
  const WEBHOOK = {
    awb: "19041424751540",
    courier_name: "Delhivery Surface",
    current_status: "UNDELIVERED",
    current_status_id: 21,
    shipment_status: "UNDELIVERED",
    shipment_status_id: 21,
    current_timestamp: "02 12 2026 11:43:52",
    order_id: "6f1c2a5e-3f0b-4d6e-9f53-2b1c0f5a7e11",
    sr_order_id: 348456385,
    awb_assigned_date: "2026-11-29 11:59:16",
    pickup_scheduled_date: "2026-11-30 10:00:00",
    etd: "2026-12-03 15:40:19",
    scans: [{ date: "2026-12-02 11:43:52", status: "UD", activity: "Consignee unavailable", location: "Bengaluru_Koramangala (Karnataka)", "sr-status": "21", "sr-status-label": "UNDELIVERED" }],
    is_return: 0,
    channel_id: 3422553,
    pod_status: "OTHER",
    pod: "Not Available",
  };

  it("is accepted only with the configured token in x-api-key", () => {
    expect(shiprocket.verifyWebhook("hook-token-123")).toBe(true);
    expect(shiprocket.verifyWebhook("hook-token-124")).toBe(false);
    expect(shiprocket.verifyWebhook(undefined)).toBe(false);
    expect(shiprocket.verifyWebhook("")).toBe(false);
  });

  it("reads Shiprocket's payload as a scan", () => {
    expect(shiprocket.parseWebhook(WEBHOOK)).toEqual({
      awb: "19041424751540",
      reference: WEBHOOK.order_id,
      status: "delivery_failed",
      providerStatus: "UNDELIVERED",
      at: new Date("2026-12-02T06:13:52.000Z"),
      location: "Bengaluru_Koramangala (Karnataka)",
      note: "Consignee unavailable",
      courierName: "Delhivery Surface",
      expectedDeliveryDate: "2026-12-03",
      reverse: false,
    });
  });

  it("a scan the shop does not follow has no status; a body without an AWB is refused", () => {
    expect(shiprocket.parseWebhook({ ...WEBHOOK, current_status: "MANIFEST GENERATED", shipment_status: "MANIFEST GENERATED" }).status).toBeNull();
    expect(() => shiprocket.parseWebhook({ current_status: "DELIVERED" })).toThrow(/without an AWB/);
  });
});
