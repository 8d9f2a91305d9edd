/**
 * GST per line through the API (issue 24): the tax fixed on each order line when the order is placed (rate by the
 * net value per piece, CGST + SGST within the seller's state, IGST to another), the admin's rate table, a pincode
 * India Post has no circle for, and the invoice PDF's text as a reader extracts it (pdftotext): HSN codes, the
 * CGST/SGST or IGST lines, the total in words, and names in Devanagari.
 */
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin } from "./support/fixtures.js";
import { addAddress, addToCart, buyProduct, cartOf, type Customer, payInStandIn, placeOrder, placeOrderOk, stockOf, verifyPayment } from "./support/order-fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const catalogue = useCatalogue(t);

const ORDER_TAX = `query ($id: ID!) { order(id: $id) { placeOfSupply totalAmount lines { title quantity lineTotal tax { hsn rate taxable cgst sgst igst } } } }`;
const ROW = `hsn description threshold rateUpTo rateAbove categories`;
const GST_RATES = `{ gstRates { ${ROW} } }`;
const UPDATE_GST_RATE = `mutation ($input: GstRateInput!) { updateGstRate(input: $input) { ${ROW} } }`;
const CREATE_GST_RATE = `mutation ($input: GstRateInput!) { createGstRate(input: $input) { ${ROW} } }`;
const SET_CATEGORY = `mutation ($category: String!, $hsn: String!) { setCategoryGstRate(category: $category, hsn: $hsn) { ${ROW} } }`;

// The demo seller's GSTIN starts 29: Karnataka. Bengaluru is within the state, Mumbai (Maharashtra) is not.
const BENGALURU = { address: "12 MG Road, Indiranagar", city: "Bengaluru", pincode: "560038" };
const MUMBAI = { address: "14 Linking Road, Bandra West", city: "Mumbai", pincode: "400050" };

let admin: Awaited<ReturnType<typeof signInAdmin>>;

/** A customer with the given user name and one address; returns them with the address id. */
async function customerWith(username: string, address: Record<string, unknown>): Promise<Customer & { addressId: string }> {
  const client = new ApiClient(t.url);
  const email = `gst${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}@example.com`;
  const password = "Sutra#2026pass";
  expect((await client.graphql(`mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }`, { input: { username, email, password } })).errors).toBeUndefined();
  const login = await client.graphql(`mutation ($input: LoginInput!) { login(input: $input) { token user { id } } }`, { input: { email, password } });
  const customer = { client, userId: login.data.login.user.id, email, username, token: login.data.login.token };
  return { ...customer, addressId: await addAddress(customer, address) };
}

async function taxOf(customer: Customer, orderId: string) {
  const { data, errors } = await customer.client.graphql(ORDER_TAX, { id: orderId });
  expect(errors).toBeUndefined();
  return data.order;
}

/** The invoice's text as a PDF reader extracts it. */
async function invoiceText(customer: Customer, orderId: string): Promise<string> {
  const response = await fetch(new URL(`/api/shop/order/invoice/${orderId}`, t.url), { headers: { authorization: `Bearer ${customer.token}` } });
  expect(response.status).toBe(200);
  const pdf = Buffer.from(await response.arrayBuffer());
  return execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
}

beforeAll(async () => {
  admin = await signInAdmin(t);
}, 60_000);

describe("GST fixed on each line when the order is placed", () => {
  it("within the seller's state: CGST + SGST, half each, adding up to the line's tax", async () => {
    const kurta = await catalogue.create({ title: "Handloom Kurta", price: 1198, totalStock: 20 });
    const buyer = await customerWith(`asha_gst_${process.pid}`, BENGALURU);
    const order = await buyProduct(t, buyer, kurta.id, 1);
    const view = await taxOf(buyer, order.id);
    expect(view.placeOfSupply).toBe("Karnataka (29)");
    expect(view.lines[0].tax).toEqual({ hsn: "6205", rate: 5, taxable: 1140.95, cgst: 28.53, sgst: 28.52, igst: 0 });

    const text = await invoiceText(buyer, order.id);
    expect(text).toMatch(/Place of supply\s+Karnataka \(29\)/);
    expect(text).toMatch(/Handloom Kurta\s+6205\s+1\s+₹1,140\.95\s+5%\s+₹28\.53\s+₹28\.52\s+₹1,198\.00/);
    expect(text).toMatch(/CGST \(included\)\s+₹28\.53/);
    expect(text).toMatch(/SGST \(included\)\s+₹28\.52/);
    expect(text).not.toContain("IGST");
    expect(text).toContain("Rupees One Thousand One Hundred Ninety-Eight Only");
  });

  it("to another state: IGST; ₹2,500.00 a piece is 5 %, ₹2,500.01 is 18 %, accessories 18 % under their own HSN", async () => {
    const at = await catalogue.create({ title: "Silk Saree", price: 2500, totalStock: 20, category: "women" });
    const above = await catalogue.create({ title: "Wool Blazer", price: 2500.01, totalStock: 20 });
    const bag = await catalogue.create({ title: "Leather Tote", price: 999, totalStock: 20, category: "accessories" });
    const buyer = await customerWith(`ravi_gst_${process.pid}`, MUMBAI);
    for (const [product, quantity] of [[at, 2], [above, 1], [bag, 1]] as const) await addToCart(buyer, product.id, quantity);
    const { data, errors } = await placeOrder(buyer, buyer.addressId);
    expect(errors).toBeUndefined();
    const view = await taxOf(buyer, data.placeOrder.order.id);
    expect(view.placeOfSupply).toBe("Maharashtra (27)");
    const byTitle = Object.fromEntries(view.lines.map((l: { title: string; tax: unknown }) => [l.title, l.tax]));
    expect(byTitle["Silk Saree"]).toEqual({ hsn: "6204", rate: 5, taxable: 4761.9, cgst: 0, sgst: 0, igst: 238.1 });
    expect(byTitle["Wool Blazer"]).toEqual({ hsn: "6205", rate: 18, taxable: 2118.65, cgst: 0, sgst: 0, igst: 381.36 });
    expect(byTitle["Leather Tote"]).toEqual({ hsn: "4202", rate: 18, taxable: 846.61, cgst: 0, sgst: 0, igst: 152.39 });
    // Exact to the paisa: each line's taxable value and tax make its total.
    for (const line of view.lines) expect(Math.round((line.tax.taxable + line.tax.igst) * 100)).toBe(Math.round(line.lineTotal * 100));
  });

  it("the address's state decides where India Post's district spans two states: Chandigarh (160017) is IGST", async () => {
    const tee = await catalogue.create({ title: "Chandigarh Tee", price: 1050, totalStock: 5 });
    const buyer = await customerWith(`chd_gst_${process.pid}`, { address: "Sector 17", city: "Chandigarh", pincode: "160017", state: "Chandigarh" });
    const order = await buyProduct(t, buyer, tee.id, 1);
    const view = await taxOf(buyer, order.id);
    expect(view.placeOfSupply).toBe("Chandigarh (04)");
    expect(view.lines[0].tax).toEqual({ hsn: "6205", rate: 5, taxable: 1000, cgst: 0, sgst: 0, igst: 50 });
  });

  it.each([
    [{ pincode: "560038", state: "Maharashtra" }, "state", "Pincode 560038 is in Karnataka, not Maharashtra"],
    [{ pincode: "160017", state: "06" }, "state", "Pincode 160017 is in Punjab or Chandigarh, not Haryana"],
    [{ pincode: "560038", state: "Atlantis" }, "state", 'State must be one of India\'s states or union territories, by name or GST state code ("Karnataka" or "29")'],
    [{ pincode: "990001" }, "pincode", "Pincode 990001 is in no delivery area of India Post"],
  ])("an address with %j is refused under its %s: %s", async (change, field, message) => {
    const buyer = await customerWith(`addr_gst_${process.pid}_${Math.random().toString(36).slice(2, 6)}`, BENGALURU);
    const { errors } = await buyer.client.graphql(`mutation ($input: AddressInput!) { addAddress(input: $input) { id } }`, {
      input: { ...BENGALURU, phone: "9876543210", notes: "Gate 2", ...change },
    });
    expect(errors?.[0]?.message).toBe(message);
    expect(errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
    const { data } = await buyer.client.graphql(`{ addresses { id state } }`);
    expect(data.addresses).toHaveLength(1);
  });

  it("a state is stored as its GST code, kept when an update leaves it out, and dropped when the new pincode is elsewhere", async () => {
    const buyer = await customerWith(`upd_gst_${process.pid}`, { address: "Sector 17", city: "Chandigarh", pincode: "160017", state: "chandigarh" });
    const UPDATE = `mutation ($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { state pincode } }`;
    const base = { address: "Sector 17", city: "Chandigarh", phone: "9876543210", notes: "Gate 2" };
    expect((await buyer.client.graphql(`{ addresses { state } }`)).data.addresses[0].state).toBe("04");
    expect((await buyer.client.graphql(UPDATE, { id: buyer.addressId, input: { ...base, pincode: "160022" } })).data.updateAddress).toEqual({ state: "04", pincode: "160022" });
    expect((await buyer.client.graphql(UPDATE, { id: buyer.addressId, input: { ...base, pincode: "560038" } })).data.updateAddress).toEqual({ state: null, pincode: "560038" });
  });

  it("an address saved before pincodes were checked, in no delivery area, is refused at checkout and nothing is reserved", async () => {
    const tee = await catalogue.create({ title: "Plain Tee", price: 499, totalStock: 5 });
    const buyer = await customerWith(`apo_gst_${process.pid}`, BENGALURU);
    await t.server.dataSource.query(`UPDATE addresses SET pincode = '990001' WHERE id = $1`, [buyer.addressId]);
    await addToCart(buyer, tee.id, 2);
    const { errors } = await placeOrder(buyer, buyer.addressId);
    expect(errors?.[0]?.message).toBe("We cannot deliver to pincode 990001: India Post has no such delivery area. Please correct the address.");
    expect(errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await stockOf(t, tee.id)).toBe(5);
    expect((await cartOf(buyer)).itemCount).toBe(2);
  });
});

describe("the invoice prints names in Indian scripts", () => {
  it("a Devanagari name and address come out of the PDF as written, not as ?", async () => {
    const tee = await catalogue.create({ title: "Cotton Tee", price: 799, totalStock: 5 });
    const buyer = await customerWith(`प्रिया शर्मा ${process.pid % 1000}`, { address: "१२ एमजी रोड, इंदिरानगर", city: "बेंगलुरु", pincode: "560038" });
    const order = await buyProduct(t, buyer, tee.id, 1);
    const text = await invoiceText(buyer, order.id);
    expect(text).toContain(`प्रिया शर्मा ${process.pid % 1000}`);
    expect(text).toContain("१२ एमजी रोड, इंदिरानगर");
    expect(text).toContain("बेंगलुरु 560038");
    expect(text).not.toContain("?");
    expect(text).toContain("Rupees Seven Hundred Ninety-Nine Only");
  });
});

describe("GST per accessory kind: a product's own row", () => {
  it("a cap, a watch and a canvas belt are taxed by their rows: stored on each line and printed on the invoice", async () => {
    const cap = await catalogue.create({ title: "Twill Cap", price: 999, totalStock: 5, category: "accessories", gstHsn: "6505" });
    const watch = await catalogue.create({ title: "Analog Watch", price: 5999, totalStock: 5, category: "accessories", gstHsn: "9102" });
    const belt = await catalogue.create({ title: "Canvas Belt", price: 399, totalStock: 5, category: "accessories", gstHsn: "6217" });
    const bag = await catalogue.create({ title: "Canvas Tote", price: 1180, totalStock: 5, category: "accessories" });
    const buyer = await customerWith(`acc_gst_${process.pid}`, BENGALURU);
    for (const product of [cap, watch, belt, bag]) await addToCart(buyer, product.id, 1);
    const { order, payment } = await placeOrderOk(buyer, buyer.addressId);
    expect((await verifyPayment(buyer, order.id, await payInStandIn(t, payment))).errors).toBeUndefined();
    const orderId = order.id;
    const stored: Array<Record<string, unknown>> = await t.server.dataSource.query(
      `SELECT title, hsn, gst_rate_bp, taxable_paise, cgst_paise, sgst_paise, igst_paise FROM order_lines WHERE order_id = $1 ORDER BY title`,
      [orderId],
    );
    expect(stored).toEqual([
      { title: "Analog Watch", hsn: "9102", gst_rate_bp: 1800, taxable_paise: 508390, cgst_paise: 45755, sgst_paise: 45755, igst_paise: 0 },
      { title: "Canvas Belt", hsn: "6217", gst_rate_bp: 500, taxable_paise: 38000, cgst_paise: 950, sgst_paise: 950, igst_paise: 0 },
      // No HSN of its own: the accessories category's default row, bags (4202) at 18 %.
      { title: "Canvas Tote", hsn: "4202", gst_rate_bp: 1800, taxable_paise: 100000, cgst_paise: 9000, sgst_paise: 9000, igst_paise: 0 },
      { title: "Twill Cap", hsn: "6505", gst_rate_bp: 500, taxable_paise: 95143, cgst_paise: 2379, sgst_paise: 2378, igst_paise: 0 },
    ]);
    const text = await invoiceText(buyer, orderId);
    expect(text).toMatch(/Twill Cap\s+6505\s+1\s+₹951\.43\s+5%\s+₹23\.79\s+₹23\.78\s+₹999\.00/);
    expect(text).toMatch(/Analog Watch\s+9102\s+1\s+₹5,083\.90\s+18%\s+₹457\.55\s+₹457\.55\s+₹5,999\.00/);
    expect(text).toMatch(/Canvas Belt\s+6217\s+1\s+₹380\.00\s+5%\s+₹9\.50\s+₹9\.50\s+₹399\.00/);
    expect(text).toMatch(/Canvas Tote\s+4202\s+1\s+₹1,000\.00\s+18%\s+₹90\.00\s+₹90\.00\s+₹1,180\.00/);
    expect(text).toContain("Rupees Eight Thousand Five Hundred Seventy-Seven Only");
  });

  it("a product names a row by HSN, goes back to its category's with an empty one, and an HSN with no row is refused", async () => {
    const PRODUCT_HSN = `query ($id: ID!) { product(id: $id) { gstHsn } }`;
    const UPDATE = `mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { gstHsn } }`;
    const cap = await catalogue.create({ title: "Wool Cap", price: 799, totalStock: 5, category: "accessories", gstHsn: "6505" });
    expect((await admin.client.graphql(PRODUCT_HSN, { id: cap.id })).data.product.gstHsn).toBe("6505");
    const refused = await admin.client.graphql(UPDATE, { id: cap.id, input: { gstHsn: "1234" } });
    expect(refused.errors?.[0]?.message).toBe("There is no GST rate for HSN 1234: add it under Admin → GST rates first.");
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "gstHsn" });
    const malformed = await admin.client.graphql(UPDATE, { id: cap.id, input: { gstHsn: "65a" } });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "gstHsn" });
    expect((await admin.client.graphql(PRODUCT_HSN, { id: cap.id })).data.product.gstHsn).toBe("6505");
    // Left out: unchanged; empty: the category's default.
    expect((await admin.client.graphql(UPDATE, { id: cap.id, input: { title: "Wool Beanie" } })).data.updateProduct.gstHsn).toBe("6505");
    expect((await admin.client.graphql(UPDATE, { id: cap.id, input: { gstHsn: "" } })).data.updateProduct.gstHsn).toBeNull();
  });
});

const DEFAULT_ROWS = [
  { hsn: "4202", threshold: null, rateUpTo: 18, rateAbove: 18, categories: ["accessories"] },
  { hsn: "4203", threshold: null, rateUpTo: 18, rateAbove: 18, categories: [] },
  { hsn: "6109", threshold: 2500, rateUpTo: 5, rateAbove: 18, categories: ["kids"] },
  { hsn: "6204", threshold: 2500, rateUpTo: 5, rateAbove: 18, categories: ["women"] },
  { hsn: "6205", threshold: 2500, rateUpTo: 5, rateAbove: 18, categories: ["men"] },
  { hsn: "6211", threshold: 2500, rateUpTo: 5, rateAbove: 18, categories: [] },
  { hsn: "6217", threshold: 2500, rateUpTo: 5, rateAbove: 18, categories: [] },
  { hsn: "6404", threshold: 2500, rateUpTo: 5, rateAbove: 18, categories: ["footwear"] },
  { hsn: "6505", threshold: null, rateUpTo: 5, rateAbove: 5, categories: [] },
  { hsn: "9004", threshold: null, rateUpTo: 18, rateAbove: 18, categories: [] },
  { hsn: "9102", threshold: null, rateUpTo: 18, rateAbove: 18, categories: [] },
];
const row64 = { hsn: "6404", description: "Footwear with uppers of textile materials: sneakers, canvas shoes (heading 6404)", threshold: 2500, rateUpTo: 5, rateAbove: 18 };

describe("the admin's GST rate table", () => {
  it("lists one row per HSN with the categories defaulting to it: apparel and footwear 5 % up to ₹2,500 a piece, 18 % above", async () => {
    const { data, errors } = await admin.client.graphql(GST_RATES);
    expect(errors).toBeUndefined();
    expect(data.gstRates.filter((r: { hsn: string }) => DEFAULT_ROWS.some((d) => d.hsn === r.hsn))).toEqual(DEFAULT_ROWS.map((d) => expect.objectContaining(d)));
    for (const row of data.gstRates) expect(row.description.length).toBeGreaterThan(0);
  });

  it("a change applies to orders placed from then on; a placed order keeps its tax", async () => {
    const shoe = await catalogue.create({ title: "Canvas Sneaker", price: 1500, totalStock: 20, category: "footwear" });
    const buyer = await customerWith(`kiran_gst_${process.pid}`, BENGALURU);
    const before = await buyProduct(t, buyer, shoe.id, 1);
    const changed = await admin.client.graphql(UPDATE_GST_RATE, { input: { ...row64, threshold: 1000 } });
    expect(changed.errors).toBeUndefined();
    expect(changed.data.updateGstRate).toEqual({ ...row64, threshold: 1000, categories: ["footwear"] });
    try {
      const after = await buyProduct(t, buyer, shoe.id, 1);
      expect((await taxOf(buyer, after.id)).lines[0].tax).toMatchObject({ hsn: "6404", rate: 18 });
      expect((await taxOf(buyer, before.id)).lines[0].tax).toMatchObject({ hsn: "6404", rate: 5 });
    } finally {
      await admin.client.graphql(UPDATE_GST_RATE, { input: row64 });
    }
  });

  it("an admin adds a row and makes it a category's default; a second row for the same HSN is refused", async () => {
    const sandal = await catalogue.create({ title: "Rubber Sandal", price: 600, totalStock: 20, category: "footwear" });
    const buyer = await customerWith(`meera_gst_${process.pid}`, MUMBAI);
    const row = { hsn: "6405", description: "Other footwear (heading 6405)", threshold: 2500, rateUpTo: 5, rateAbove: 18 };
    const created = await admin.client.graphql(CREATE_GST_RATE, { input: row });
    expect(created.errors).toBeUndefined();
    expect(created.data.createGstRate).toEqual({ ...row, categories: [] });
    const again = await admin.client.graphql(CREATE_GST_RATE, { input: { ...row, rateUpTo: 12 } });
    expect(again.errors?.[0]?.message).toBe("There is already a GST rate for HSN 6405: change that row instead.");
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "hsn" });
    const unknown = await admin.client.graphql(SET_CATEGORY, { category: "footwear", hsn: "6499" });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "hsn" });
    const moved = await admin.client.graphql(SET_CATEGORY, { category: "footwear", hsn: "6405" });
    expect(moved.errors).toBeUndefined();
    try {
      const rows = Object.fromEntries(moved.data.setCategoryGstRate.map((r: { hsn: string; categories: string[] }) => [r.hsn, r.categories]));
      expect(rows).toMatchObject({ "6405": ["footwear"], "6404": [] });
      const order = await buyProduct(t, buyer, sandal.id, 1);
      expect((await taxOf(buyer, order.id)).lines[0].tax).toMatchObject({ hsn: "6405", rate: 5, igst: 28.57 });
    } finally {
      await admin.client.graphql(SET_CATEGORY, { category: "footwear", hsn: "6404" });
    }
  });

  it.each([
    [{ hsn: "6a" }, "HSN code must be 4, 6 or 8 digits (a heading, sub-heading or tariff item), e.g. 6109 for T-shirts"],
    [{ rateUpTo: 41 }, "Rate up to the threshold must be at most 40 %"],
    [{ rateAbove: 5.125 }, "Rate above the threshold may have at most two decimals"],
    [{ threshold: 0 }, "Threshold must be more than 0, or empty for one rate"],
    [{ description: "  " }, "Description must not be blank"],
  ])("refuses %j with its message and changes nothing", async (change, message) => {
    const { errors } = await admin.client.graphql(UPDATE_GST_RATE, { input: { ...row64, ...change } });
    expect(errors?.[0]?.message).toBe(message);
    expect(errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const { data } = await admin.client.graphql(GST_RATES);
    expect(data.gstRates.find((r: { hsn: string }) => r.hsn === "6404")).toEqual({ ...row64, categories: ["footwear"] });
  });

  it("an HSN with no row is NOT_FOUND for a change", async () => {
    const { errors } = await admin.client.graphql(UPDATE_GST_RATE, { input: { ...row64, hsn: "6499" } });
    expect(errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("is for admins only", async () => {
    const buyer = await customerWith(`nosy_gst_${process.pid}`, BENGALURU);
    for (const [query, variables] of [
      [GST_RATES, {}],
      [UPDATE_GST_RATE, { input: { ...row64, threshold: null, rateUpTo: 0, rateAbove: 0 } }],
      [CREATE_GST_RATE, { input: { ...row64, hsn: "6403" } }],
      [SET_CATEGORY, { category: "men", hsn: "6404" }],
    ] as const) {
      const { errors } = await buyer.client.graphql(query, variables);
      expect(errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
  });
});

describe("orders placed before GST per line", () => {
  it("keep the invoice they were issued: one rate (INVOICE_GST_PERCENT) over the total", async () => {
    const tee = await catalogue.create({ title: "Old Tee", price: 1050, totalStock: 5 });
    const buyer = await customerWith(`old_gst_${process.pid}`, BENGALURU);
    const order = await buyProduct(t, buyer, tee.id, 1);
    // As the migration leaves an order placed before it: no place of supply, no tax on its lines.
    await t.server.dataSource.query(`UPDATE orders SET place_of_supply = NULL WHERE id = $1`, [order.id]);
    await t.server.dataSource.query(
      `UPDATE order_lines SET hsn = NULL, gst_rate_bp = NULL, taxable_paise = NULL, cgst_paise = NULL, sgst_paise = NULL, igst_paise = NULL WHERE order_id = $1`,
      [order.id],
    );
    const view = await taxOf(buyer, order.id);
    expect(view.placeOfSupply).toBeNull();
    expect(view.lines[0].tax).toBeNull();
    const text = await invoiceText(buyer, order.id);
    expect(text).toMatch(/GST @ 5% \(included\)\s+₹50\.00/);
    expect(text).toMatch(/Taxable value\s+₹1,000\.00/);
    expect(text).not.toContain("CGST");
    expect(text).toContain("Rupees One Thousand Fifty Only");
  });
});
