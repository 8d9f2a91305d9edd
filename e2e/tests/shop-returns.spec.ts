/**
 * Returns and exchanges (issue 26), in the browser against the running shop and its offline Razorpay stand-in:
 * - a shopper returns one of two kurtas of a delivered order from Account → Orders → View Details; the admin approves
 *   it in Admin → Returns, marks it picked up and received; the refund goes through the stand-in, the shopper sees
 *   "Refunded", and the credit note's text (pdftotext) shows the reversed tax against the invoice;
 * - a shopper exchanges M for L; the admin approves, receives, and ships the ₹0 replacement order from Admin → Orders;
 * - a replacement the shop cannot send is cancelled from Admin → Orders, and the M sent back is refunded instead;
 * - a cash-on-delivery order's return is paid back by UPI and its reference recorded in Admin → Returns.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { demoAdmin, signIn } from "../support/accounts.js";
import { adminRequest, createProduct, gql, productPhoto, uploadPicture } from "../support/catalogue.js";
import { saveScreen, watchConsole } from "../support/screens.js";

const BENGALURU = { address: "14 MG Road, Indiranagar", city: "Bengaluru", phone: "9876543210", pincode: "560038", notes: "Ring twice" };

/** A kurta in M and L at ₹1,198 (5 % GST, the men category's default row: HSN 6205), made by the admin; its id. */
async function kurtaInSizes(admin: APIRequestContext, title: string): Promise<string> {
  const image = await uploadPicture(admin, "kurta", await productPhoto("KURTA", ["#6d597a", "#e56b6f"]));
  const { id } = await createProduct(admin, { title, category: "men", brand: "h&m", price: 1198, image, variants: [{ size: "M", stock: 20 }, { size: "L", stock: 20 }] });
  return id;
}

/** A new shopper, signed in in the browser, buys `quantity` kurtas in M (API: cart, address, order, the stand-in's Pay, verify). */
async function buyAndSignIn(page: Page, productId: string, quantity: number) {
  const suffix = Date.now().toString(36);
  const shopper = { username: `ret${suffix}`, email: `ret${suffix}@example.com`, password: "Journey#2026" };
  await gql(page.request, `mutation ($input: RegisterInput!) { register(input: $input) { message } }`, { input: shopper });
  await signIn(page, shopper.email, shopper.password);
  await gql(page.request, `mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }`, { input: { productId, quantity, size: "M" } });
  const { addAddress } = await gql<{ addAddress: { id: string } }>(page.request, `mutation ($input: AddressInput!) { addAddress(input: $input) { id } }`, { input: BENGALURU });
  const { placeOrder } = await gql<{ placeOrder: { order: { id: string }; payment: { keyId: string; providerOrderId: string } } }>(
    page.request,
    `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } payment { keyId providerOrderId } } }`,
    { input: { addressId: addAddress.id } },
  );
  const paid = await page.request.post("/__sandbox/razorpay/checkout/pay", { data: { key_id: placeOrder.payment.keyId, order_id: placeOrder.payment.providerOrderId } });
  const signed = (await paid.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  await gql(page.request, `mutation ($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message } }`, {
    input: { orderId: placeOrder.order.id, razorpayOrderId: signed.razorpay_order_id, razorpayPaymentId: signed.razorpay_payment_id, razorpaySignature: signed.razorpay_signature },
  });
  return { orderId: placeOrder.order.id, reference: `#${placeOrder.order.id.slice(-6).toUpperCase()}` };
}

async function moveOrder(admin: APIRequestContext, id: string, statuses: string[]) {
  for (const status of statuses) await gql(admin, `mutation ($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { message } }`, { id, status });
}

/** The admin's browser, signed in, on Admin → Returns with the request of `reference` open. */
async function openReturnAsAdmin(adminPage: Page, reference: string) {
  await adminPage.goto("/admin/returns");
  await expect(adminPage.getByRole("heading", { name: "Returns", level: 1 })).toBeVisible();
  await adminPage.getByRole("button", { name: `Open the return of order ${reference}` }).click();
  return adminPage.getByRole("dialog", { name: `Return of order ${reference}` });
}

test("a returned kurta is refunded through the stand-in, with a credit note reversing its tax", { tag: "@desktop-only" }, async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const consoleErrors = watchConsole(page);
  const admin = await adminRequest(baseURL!);
  const title = `Return Kurta ${Date.now().toString(36)}`;
  const productId = await kurtaInSizes(admin, title);
  const { orderId, reference } = await buyAndSignIn(page, productId, 2);
  await moveOrder(admin, orderId, ["SHIPPED", "DELIVERED"]);

  // The shopper asks to return one of the two.
  await page.goto("/shop/account");
  await page.getByRole("button", { name: `View details of order ${reference}` }).filter({ visible: true }).click();
  const details = page.getByRole("dialog", { name: "Order Details" });
  await expect(details.getByText(/You can return or exchange items until/)).toBeVisible();
  await details.getByRole("button", { name: `Return or exchange ${title} (Size M)` }).click();
  const form = page.getByRole("dialog", { name: `Return or exchange: ${title} (Size M)` });
  await form.getByRole("combobox", { name: "Reason" }).click();
  await page.getByRole("option", { name: "Not as described" }).click();
  await form.getByLabel("Note").fill("The colour is darker than the photo");
  await saveScreen(page, testInfo, "returns-request-dialog");
  await form.getByRole("button", { name: "Request" }).click();
  await expect(page.getByText("Return requested. We have emailed you the details.")).toBeVisible();
  await expect(details.getByText("Return requested")).toBeVisible();
  await expect(details.getByRole("region", { name: "Returns and exchanges" }).getByText("Requested", { exact: true })).toBeVisible();

  // The admin approves, marks it picked up and received (restocked).
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, demoAdmin.email, demoAdmin.password);
  const dialog = await openReturnAsAdmin(adminPage, reference);
  await expect(dialog.getByText(/Not as described: The colour is darker than the photo/)).toBeVisible();
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(dialog.getByRole("button", { name: "Mark picked up" })).toBeVisible();
  await dialog.getByRole("button", { name: "Mark picked up" }).click();
  await expect(dialog.getByRole("button", { name: "Mark received" })).toBeVisible();
  await dialog.getByRole("button", { name: "Mark received" }).click();
  // ₹1,198 of the line's ₹2,396 net: the refund made through the stand-in.
  await expect(dialog.getByText("Refund ₹1,198.00")).toBeVisible();
  const creditNote = dialog.getByRole("link", { name: /^Credit note CN-\d{6}$/ });
  await expect(creditNote).toBeVisible();
  await saveScreen(adminPage, testInfo, "returns-admin-refunded");
  const [download] = await Promise.all([adminPage.waitForEvent("download"), creditNote.click()]);
  const text = execFileSync("pdftotext", ["-layout", await download.path(), "-"]).toString("utf8");
  await testInfo.attach("credit-note.txt", { body: text, contentType: "text/plain" });
  writeFileSync(testInfo.outputPath("credit-note.txt"), text);
  const { order } = await gql<{ order: { invoiceNumber: string } }>(page.request, `query ($id: ID!) { order(id: $id) { invoiceNumber } }`, { id: orderId });
  expect(text).toContain("CREDIT NOTE");
  expect(text).toMatch(new RegExp(`Against invoice\\s+${order.invoiceNumber}`));
  // Bengaluru, seller in Karnataka: CGST + SGST, reversed, for the first of two kurtas (line: CGST ₹57.05, SGST ₹57.05):
  // ₹28.52 each, the odd paisa going to the second unit, so both returned add up to the line exactly.
  // (The item's long name wraps in its column: its row is matched from the HSN code on.)
  expect(text).toContain(title.split(" ")[0]);
  expect(text).toMatch(/\s6205\s+1\s+−₹1,140\.96\s+5%\s+−₹28\.52\s+−₹28\.52\s+−₹1,198\.00/);
  expect(text).toMatch(/CGST reversed\s+−₹28\.52/);
  expect(text).toMatch(/SGST reversed\s+−₹28\.52/);
  expect(text).toMatch(/Taxable value reversed\s+−₹1,140\.96/);
  expect(text).toContain("This is a computer-generated credit note");
  expect(text).toMatch(/Total credited\s+−₹1,198\.00/);

  // The shopper sees it refunded, with the amount and the credit note.
  await page.reload();
  await page.getByRole("button", { name: `View details of order ${reference}` }).filter({ visible: true }).click();
  const region = page.getByRole("dialog", { name: "Order Details" }).getByRole("region", { name: "Returns and exchanges" });
  await expect(region.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(region.getByText("Refund: ₹1,198")).toBeVisible();
  await expect(region.getByRole("link", { name: /^Credit note CN-\d{6}$/ })).toBeVisible();
  await saveScreen(page, testInfo, "returns-shopper-refunded");
  await adminContext.close();
  await admin.dispose();
  expect(consoleErrors).toEqual([]);
});

test("an M exchanged for an L: approved, received, and the ₹0 replacement shipped", { tag: "@desktop-only" }, async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const consoleErrors = watchConsole(page);
  const admin = await adminRequest(baseURL!);
  const title = `Exchange Kurta ${Date.now().toString(36)}`;
  const productId = await kurtaInSizes(admin, title);
  const { orderId, reference } = await buyAndSignIn(page, productId, 1);
  await moveOrder(admin, orderId, ["SHIPPED", "DELIVERED"]);

  await page.goto("/shop/account");
  await page.getByRole("button", { name: `View details of order ${reference}` }).filter({ visible: true }).click();
  const details = page.getByRole("dialog", { name: "Order Details" });
  await details.getByRole("button", { name: `Return or exchange ${title} (Size M)` }).click();
  const form = page.getByRole("dialog", { name: `Return or exchange: ${title} (Size M)` });
  await form.getByLabel("Exchange for another size or colour").check();
  await form.getByRole("combobox", { name: /New size/ }).click();
  await page.getByRole("option", { name: "Size L", exact: true }).click();
  // The reason is the shopper's to choose (none is filled in for them).
  await form.getByRole("combobox", { name: "Reason" }).click();
  await page.getByRole("option", { name: "Size too small" }).click();
  await form.getByRole("button", { name: "Request" }).click();
  await expect(page.getByText("Return requested. We have emailed you the details.")).toBeVisible();
  await expect(details.getByText(/1 × .+ \(Size M\) → Size L · Size too small/)).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, demoAdmin.email, demoAdmin.password);
  const dialog = await openReturnAsAdmin(adminPage, reference);
  await dialog.getByRole("button", { name: "Approve" }).click();
  await dialog.getByRole("button", { name: "Mark picked up" }).click();
  await dialog.getByRole("button", { name: "Mark received" }).click();
  const replacement = dialog.getByText(/^Replacement order (#[0-9A-F]{6}): ship and deliver it from Orders\.$/);
  await expect(replacement).toBeVisible();
  const replacementRef = (await replacement.textContent())!.match(/#[0-9A-F]{6}/)![0];
  await saveScreen(adminPage, testInfo, "returns-exchange-received");

  // The replacement is an order like any other: shipped from Admin → Orders (its email and the request follow).
  const { returnRequest } = await gql<{ returnRequest: { replacementOrderId: string } }>(
    admin,
    `query ($id: ID!) { returnRequest(id: $id) { replacementOrderId } }`,
    { id: (await gql<{ order: { returns: Array<{ id: string }> } }>(page.request, `query ($id: ID!) { order(id: $id) { returns { id } } }`, { id: orderId })).order.returns[0]!.id },
  );
  expect(`#${returnRequest.replacementOrderId.slice(-6).toUpperCase()}`).toBe(replacementRef);
  await moveOrder(admin, returnRequest.replacementOrderId, ["SHIPPED"]);

  await page.reload();
  await page.getByRole("button", { name: `View details of order ${reference}` }).filter({ visible: true }).click();
  const region = page.getByRole("dialog", { name: "Order Details" }).getByRole("region", { name: "Returns and exchanges" });
  await expect(region.getByText("Exchange shipped", { exact: true })).toBeVisible();
  await saveScreen(page, testInfo, "returns-exchange-shipped");
  await adminContext.close();
  await admin.dispose();
  expect(consoleErrors).toEqual([]);
});

test("an exchange's replacement the shop cannot send: cancelled from Admin → Orders, the M sent back refunded instead", { tag: "@desktop-only" }, async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const consoleErrors = watchConsole(page);
  const admin = await adminRequest(baseURL!);
  const title = `Unsent Kurta ${Date.now().toString(36)}`;
  const productId = await kurtaInSizes(admin, title);
  const { orderId, reference } = await buyAndSignIn(page, productId, 1);
  await moveOrder(admin, orderId, ["SHIPPED", "DELIVERED"]);

  // The exchange asked for, approved, picked up and received over the API (the journey above does it in the browser).
  const { order } = await gql<{ order: { lines: Array<{ id: string }> } }>(page.request, `query ($id: ID!) { order(id: $id) { lines { id } } }`, { id: orderId });
  const { product } = await gql<{ product: { variants: Array<{ id: string; size: string }> } }>(page.request, `query ($id: ID!) { product(id: $id) { variants { id size } } }`, { id: productId });
  const orderLineId = order.lines[0]!.id;
  const { requestReturn } = await gql<{ requestReturn: { id: string } }>(page.request, `mutation ($input: RequestReturnInput!) { requestReturn(input: $input) { id } }`, {
    input: { orderId, lines: [{ orderLineId, quantity: 1, reason: "SIZE_TOO_SMALL", exchangeVariantId: product.variants.find((v) => v.size === "L")!.id }] },
  });
  const id = requestReturn.id;
  await gql(admin, `mutation ($id: ID!) { approveReturn(id: $id) { id } }`, { id });
  await gql(admin, `mutation ($id: ID!) { markReturnPickedUp(id: $id) { id } }`, { id });
  const { receiveReturn } = await gql<{ receiveReturn: { replacementOrderId: string } }>(
    admin,
    `mutation ($input: ReceiveReturnInput!) { receiveReturn(input: $input) { replacementOrderId } }`,
    { input: { id, lines: [{ orderLineId, restock: true }] } },
  );
  const replacementRef = `#${receiveReturn.replacementOrderId.slice(-6).toUpperCase()}`;

  // Admin → Orders: the replacement offers Shipped and Cancelled (nothing was paid for it, so not Rejected).
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, demoAdmin.email, demoAdmin.password);
  await adminPage.goto("/admin/orders");
  await adminPage.getByLabel("Order #", { exact: true }).fill(replacementRef);
  const row = adminPage.getByRole("table", { name: "Order History" }).getByRole("row").filter({ hasText: replacementRef });
  await row.getByRole("button", { name: `View order ${replacementRef}` }).click();
  const dialog = adminPage.getByRole("dialog", { name: /Order Details/ });
  await dialog.getByRole("combobox", { name: "Order Status" }).click();
  await expect(adminPage.getByRole("option")).toHaveText(["Confirmed", "Shipped", "Cancelled"]);
  await adminPage.getByRole("option", { name: "Cancelled", exact: true }).click();
  await expect(adminPage.getByRole("listbox")).toBeHidden();
  await dialog.getByRole("button", { name: "Update Order status" }).click();
  await expect(adminPage.getByText("Order status is updated successfully!")).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Status history" }).getByText("Replacement cancelled by an admin; nothing was paid for it")).toBeVisible();
  await saveScreen(adminPage, testInfo, "returns-replacement-cancelled");
  await dialog.getByRole("button", { name: "Close" }).click();

  // Admin → Returns: the exchange refunded instead, through the stand-in.
  const returnDialog = await openReturnAsAdmin(adminPage, reference);
  await expect(returnDialog.getByText(`Replacement order ${replacementRef} was cancelled: the items sent back are refunded instead.`)).toBeVisible();
  await expect(returnDialog.getByText("Refund ₹1,198.00")).toBeVisible();

  // The shopper sees the exchange refunded.
  await page.goto("/shop/account");
  await page.getByRole("button", { name: `View details of order ${reference}` }).filter({ visible: true }).click();
  const region = page.getByRole("dialog", { name: "Order Details" }).getByRole("region", { name: "Returns and exchanges" });
  await expect(region.getByText("Refunded", { exact: true })).toBeVisible();
  await adminContext.close();
  await admin.dispose();
  expect(consoleErrors).toEqual([]);
});

test("a cash-on-delivery order's return: the admin pays it by UPI and records the reference in Admin → Returns", { tag: "@desktop-only" }, async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const consoleErrors = watchConsole(page);
  const admin = await adminRequest(baseURL!);
  const productId = await kurtaInSizes(admin, `Cash Kurta ${Date.now().toString(36)}`);

  // A new shopper orders one kurta cash on delivery, confirms it, and the admin delivers it (API).
  const suffix = Date.now().toString(36);
  const shopper = { username: `cod${suffix}`, email: `cod${suffix}@example.com`, password: "Journey#2026" };
  await gql(page.request, `mutation ($input: RegisterInput!) { register(input: $input) { message } }`, { input: shopper });
  await signIn(page, shopper.email, shopper.password);
  await gql(page.request, `mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }`, { input: { productId, quantity: 1, size: "M" } });
  const { addAddress } = await gql<{ addAddress: { id: string } }>(page.request, `mutation ($input: AddressInput!) { addAddress(input: $input) { id } }`, { input: BENGALURU });
  const { placeOrder } = await gql<{ placeOrder: { order: { id: string; codConfirmation: string } } }>(
    page.request,
    `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id codConfirmation } } }`,
    { input: { addressId: addAddress.id, paymentMethod: "COD" } },
  );
  const orderId = placeOrder.order.id;
  const reference = `#${orderId.slice(-6).toUpperCase()}`;
  if (placeOrder.order.codConfirmation === "AWAITING") await gql(page.request, `mutation ($orderId: ID!) { confirmCodOrder(orderId: $orderId) { id } }`, { orderId });
  await moveOrder(admin, orderId, ["SHIPPED", "DELIVERED"]);

  // Returned with the UPI id for the refund; approved, picked up and received (API).
  const { order } = await gql<{ order: { status: string; lines: Array<{ id: string }> } }>(page.request, `query ($id: ID!) { order(id: $id) { status lines { id } } }`, { id: orderId });
  expect(order.status).toBe("DELIVERED");
  const orderLineId = order.lines[0]!.id;
  const { requestReturn } = await gql<{ requestReturn: { id: string } }>(page.request, `mutation ($input: RequestReturnInput!) { requestReturn(input: $input) { id } }`, {
    input: { orderId, lines: [{ orderLineId, quantity: 1, reason: "DAMAGED" }], refundTo: { upiId: "ravi.k@okaxis" } },
  });
  const id = requestReturn.id;
  await gql(admin, `mutation ($id: ID!) { approveReturn(id: $id) { id } }`, { id });
  await gql(admin, `mutation ($id: ID!) { markReturnPickedUp(id: $id) { id } }`, { id });
  await gql(admin, `mutation ($input: ReceiveReturnInput!) { receiveReturn(input: $input) { id } }`, { input: { id, lines: [{ orderLineId, restock: true }] } });

  // Admin → Returns: what to pay by hand and to whom; the reference recorded; refunded.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, demoAdmin.email, demoAdmin.password);
  const dialog = await openReturnAsAdmin(adminPage, reference);
  await expect(dialog.getByText("Refund to: UPI ravi.k@okaxis")).toBeVisible();
  await expect(dialog.getByText("₹1,198.00 by UPI/bank transfer")).toBeVisible();
  await expect(dialog.getByText("Pay ₹1,198.00 back by UPI or bank transfer, then record its reference here.")).toBeVisible();
  await dialog.getByLabel("UPI or bank transfer reference").fill("UPI/634512789099");
  await saveScreen(adminPage, testInfo, "returns-record-manual-refund");
  await dialog.getByRole("button", { name: "Record refund by hand" }).click();
  await expect(adminPage.getByText("Return request updated")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Record refund by hand" })).toBeHidden();
  await expect(dialog.getByText("Refunded by hand: UPI/634512789099", { exact: false })).toBeVisible();

  // The shopper sees it refunded.
  await page.goto("/shop/account");
  await page.getByRole("button", { name: `View details of order ${reference}` }).filter({ visible: true }).click();
  const region = page.getByRole("dialog", { name: "Order Details" }).getByRole("region", { name: "Returns and exchanges" });
  await expect(region.getByText("Refunded", { exact: true })).toBeVisible();
  await adminContext.close();
  await admin.dispose();
  expect(consoleErrors).toEqual([]);
});
