/**
 * The admin's order tools: the list's filters (status, days, customer, #reference, one customer's orders) with
 * server-side paging, the CSV export of the filtered list (streamed in keyset batches), and tax invoices as PDF —
 * with who may use each (customers get FORBIDDEN / 403, and only their own invoices).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { addAddress, buyProduct, placeUnpaidOrder, shopper, UPDATE_ORDER_STATUS, type Customer } from "./support/order-fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const catalogue = useCatalogue(t);

const FILTERED = `query ($first: Int, $offset: Int, $filter: AdminOrderFilter) {
  adminOrders(first: $first, offset: $offset, filter: $filter) { totalCount hasNextPage nodes { id status totalAmount invoiceNumber customer { email name } } } }`;

let admin: Awaited<ReturnType<typeof signInAdmin>>;
let asha: Customer & { addressId: string };
let ravi: Customer & { addressId: string };
let odd: Customer;
const orders: Record<string, { id: string }> = {};

/** A customer whose name a spreadsheet would take for a formula, with a comma and quotes in it. */
async function registerNamed(username: string): Promise<Customer> {
  const client = new ApiClient(t.url);
  const email = `odd${Date.now() % 1_000_000}@example.com`;
  const password = "Sutra#2026pass";
  expect((await client.graphql(`mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }`, { input: { username, email, password } })).errors).toBeUndefined();
  const login = await client.graphql(`mutation ($input: LoginInput!) { login(input: $input) { token user { id } } }`, { input: { email, password } });
  return { client, userId: login.data.login.user.id, email, username, token: login.data.login.token };
}

beforeAll(async () => {
  admin = await signInAdmin(t);
  const kurta = await catalogue.create({ title: "Cotton Kurta", price: 1499.5, totalStock: 100 });
  asha = await shopper(t, "asha");
  ravi = await shopper(t, "ravi");
  odd = await registerNamed(`=HYPERLINK("x"), Rao`);
  await addAddress(odd);
  orders.ashaPaid = await buyProduct(t, asha, kurta.id, 2);
  orders.ashaShipped = await buyProduct(t, asha, kurta.id, 1);
  expect((await admin.client.graphql(UPDATE_ORDER_STATUS, { id: orders.ashaShipped.id, status: "SHIPPED" })).errors).toBeUndefined();
  orders.raviPaid = await buyProduct(t, ravi, kurta.id, 1);
  orders.raviPending = (await placeUnpaidOrder(ravi, kurta.id, 1)).order;
  orders.oddPaid = await buyProduct(t, odd, kurta.id, 3);
  // Placed "last month" (no public API places an order in the past).
  await t.server.dataSource.query(`UPDATE orders SET created_at = '2026-01-15T10:00:00+05:30' WHERE id = $1`, [orders.raviPaid.id]);
}, 120_000);

async function filtered(filter: Record<string, unknown>, page: { first?: number; offset?: number } = {}) {
  const { data, errors } = await admin.client.graphql(FILTERED, { filter, ...page });
  expect(errors).toBeUndefined();
  return data.adminOrders as { totalCount: number; hasNextPage: boolean; nodes: Array<{ id: string; status: string; totalAmount: number; invoiceNumber: string | null; customer: { email: string } }> };
}

const ids = (page: { nodes: Array<{ id: string }> }) => page.nodes.map((n) => n.id).sort();
const reference = (id: string) => `#${id.slice(-6).toUpperCase()}`;

describe("the admin's order list filters", () => {
  it("by status", async () => {
    expect(ids(await filtered({ status: "SHIPPED" }))).toEqual([orders.ashaShipped.id]);
    expect(ids(await filtered({ status: "PENDING" }))).toEqual([orders.raviPending.id]);
  });

  it("by customer: any part of the email or the name", async () => {
    expect(ids(await filtered({ customer: asha.email.slice(0, 10).toUpperCase() }))).toEqual([orders.ashaPaid.id, orders.ashaShipped.id].sort());
    expect(ids(await filtered({ customer: "hyperlink(" }))).toEqual([orders.oddPaid.id]);
    // % and _ are letters here, not patterns.
    expect((await filtered({ customer: "%" })).totalCount).toBe(0);
  });

  it("by #reference, with or without the #", async () => {
    const ref = reference(orders.oddPaid.id);
    expect(ids(await filtered({ reference: ref }))).toEqual([orders.oddPaid.id]);
    expect(ids(await filtered({ reference: ref.slice(1).toLowerCase() }))).toEqual([orders.oddPaid.id]);
  });

  it("by the days placed (the shop's time zone), both ends included", async () => {
    expect(ids(await filtered({ from: "2026-01-15", to: "2026-01-15" }))).toEqual([orders.raviPaid.id]);
    expect(ids(await filtered({ to: "2026-01-14" }))).toEqual([]);
    expect((await filtered({ from: "2026-01-16" })).totalCount).toBe(4);
  });

  it("combines filters, and pages on the server", async () => {
    expect(ids(await filtered({ customerId: ravi.userId, status: "CONFIRMED" }))).toEqual([orders.raviPaid.id]);
    const first = await filtered({}, { first: 2 });
    expect(first).toMatchObject({ totalCount: 5, hasNextPage: true });
    const rest = await filtered({}, { first: 2, offset: 2 });
    const last = await filtered({}, { first: 2, offset: 4 });
    expect(last.hasNextPage).toBe(false);
    expect(new Set([...ids(first), ...ids(rest), ...ids(last)]).size).toBe(5);
  });

  it("refuses a malformed reference, date or range with a clear message", async () => {
    const bad = async (filter: Record<string, unknown>) => (await admin.client.graphql(FILTERED, { filter })).errors?.[0];
    expect(await bad({ reference: "#12345" })).toMatchObject({ message: "An order reference is # and 6 letters or digits, e.g. #C41A7E", extensions: { code: "BAD_USER_INPUT" } });
    expect(await bad({ from: "15/01/2026" })).toMatchObject({ message: "from must be a date (YYYY-MM-DD)", extensions: { code: "BAD_USER_INPUT" } });
    expect(await bad({ from: "2026-02-30" })).toMatchObject({ message: "from is not a real date" });
    expect(await bad({ from: "2026-03-01", to: "2026-02-01" })).toMatchObject({ message: "from must not be after to" });
  });
});

/** The CSV's rows (after the header), parsed: fields may be quoted, with "" for a quote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  return rows;
}

/** The export as bytes decoded keeping the byte-order mark (fetch's text() drops it). */
async function exportCsv(query = "") {
  const response = await fetch(new URL(`/api/admin/orders/export.csv${query}`, t.url), { headers: { authorization: `Bearer ${admin.token}` } });
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, text, json: text.startsWith("{") ? JSON.parse(text) : undefined };
}

describe("the CSV export", () => {
  it("has a header and one row per order of the filtered list, totals in rupees with 2 decimals", async () => {
    const response = await exportCsv(`?status=confirmed&customer=${encodeURIComponent(asha.email)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.text.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(response.text.slice(1));
    expect(header).toEqual(["Order", "Order ID", "Date", "Status", "Payment status", "Customer", "Email", "Items", "Total (INR)", "Refunded (INR)", "Payment ID", "City", "Pincode"]);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toEqual([reference(orders.ashaPaid.id), orders.ashaPaid.id, expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), "confirmed", "paid", asha.username, asha.email, "2", "2999.00", "0.00", expect.stringMatching(/^pay_/), "Mumbai", "400050"]);
  });

  it("quotes commas and quotes, and never lets a name run as a spreadsheet formula", async () => {
    const response = await exportCsv(`?reference=${encodeURIComponent(reference(orders.oddPaid.id))}`);
    expect(response.text).toContain(`"'=HYPERLINK(""x""), Rao"`);
    const [, row] = parseCsv(response.text.slice(1));
    expect(row![5]).toBe(`'=HYPERLINK("x"), Rao`);
    expect(row![8]).toBe("4498.50");
  });

  it("exports every order, newest first, across many batches", async () => {
    // 1,200 copies of one order (the export reads 500 at a time): made in SQL, as no API makes them quickly.
    await t.server.dataSource.query(
      `INSERT INTO orders (user_id, status, payment_status, total_paise, ship_address, ship_city, ship_pincode, ship_phone, ship_notes, created_at, stock_reserved)
       SELECT user_id, 'delivered', 'paid', total_paise + g, ship_address, ship_city, ship_pincode, ship_phone, ship_notes, '2025-06-01'::timestamptz + g * interval '1 minute', false
         FROM orders, generate_series(1, 1200) g WHERE id = $1`,
      [orders.raviPaid.id],
    );
    const response = await exportCsv("?status=delivered");
    const [, ...rows] = parseCsv(response.text.slice(1));
    expect(rows).toHaveLength(1200);
    expect(new Set(rows.map((r) => r[1])).size).toBe(1200);
    const dates = rows.map((r) => r[2]!);
    expect([...dates].sort().reverse()).toEqual(dates);
    const [{ sum }] = await t.server.dataSource.query(`SELECT sum(total_paise)::bigint AS sum FROM orders WHERE status = 'delivered'`);
    expect(rows.reduce((total, r) => total + Math.round(Number(r[8]) * 100), 0)).toBe(Number(sum));
  });

  it("refuses a bad filter before sending anything", async () => {
    const response = await exportCsv("?status=lost");
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message: "Order status must be one of pending, confirmed, shipped, delivered, cancelled, rejected, returned_to_origin" });
  });
});

async function download(client: ApiClient, path: string) {
  return client.request(path);
}

describe("tax invoices", () => {
  it("a customer downloads their paid order's invoice as a PDF, numbered at payment", async () => {
    const { data } = await asha.client.graphql(`query ($id: ID!) { order(id: $id) { invoiceNumber } }`, { id: orders.ashaPaid.id });
    expect(data.order.invoiceNumber).toMatch(/^INV-\d{6}$/);
    const response = await fetch(new URL(`/api/shop/order/invoice/${orders.ashaPaid.id}`, t.url), { headers: { authorization: `Bearer ${asha.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${data.order.invoiceNumber}.pdf"`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(1500);
  });

  it("invoice numbers are unique and follow the order of payment", async () => {
    const page = await filtered({ status: "CONFIRMED" }, { first: 10 });
    const numbers = page.nodes.map((n) => n.invoiceNumber);
    expect(numbers.every((n) => /^INV-\d{6}$/.test(n ?? ""))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("an admin downloads any paid order's invoice", async () => {
    const response = await fetch(new URL(`/api/admin/orders/invoice/${orders.oddPaid.id}`, t.url), { headers: { authorization: `Bearer ${admin.token}` } });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("an unpaid order has no invoice yet", async () => {
    const response = await download(ravi.client, `/api/shop/order/invoice/${orders.raviPending.id}`);
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ success: false, message: "An invoice is available once the order is paid." });
  });

  it("a customer cannot fetch another customer's invoice (not found, as for any order not theirs)", async () => {
    const response = await download(ravi.client, `/api/shop/order/invoice/${orders.ashaPaid.id}`);
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ success: false, message: "Order not found!" });
  });
});

describe("customers and visitors are kept out of every admin tool", () => {
  it("GraphQL: FORBIDDEN for a customer, UNAUTHENTICATED for a visitor", async () => {
    const customer = await signUpCustomer(t);
    for (const query of [FILTERED, `{ emails { totalCount } }`, `{ salesInsights { revenue } }`]) {
      const asCustomer = await customer.client.graphql(query, {});
      expect(asCustomer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const anonymous = await new ApiClient(t.url).graphql(query, {});
      expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("REST paths and files: 403 for a customer (even for their own order), 401 for a visitor", async () => {
    for (const path of ["/api/admin/orders/export.csv", `/api/admin/orders/invoice/${orders.ashaPaid.id}`]) {
      const asCustomer = await asha.client.request(path);
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.text).not.toContain(orders.ashaPaid.id);
      expect((await new ApiClient(t.url).request(path)).status).toBe(401);
    }
    expect((await new ApiClient(t.url).request(`/api/shop/order/invoice/${orders.ashaPaid.id}`)).status).toBe(401);
  });
});
