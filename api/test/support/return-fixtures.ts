/**
 * Fixtures for the returns tests, through the public API: a product in sizes (the admin's updateProduct with
 * variants), an order of it bought and paid in the stand-in, then shipped and delivered by an admin, and the
 * GraphQL documents of returns.
 */
import { execFileSync } from "node:child_process";
import { expect } from "vitest";
import type { Catalogue } from "./cart-fixtures.js";
import type { ApiClient } from "./client.js";
import { addToCart, type Customer, orderOf, payInStandIn, placeOrderOk, UPDATE_ORDER_STATUS, verifyPayment } from "./order-fixtures.js";
import type { TestServer } from "./test-server.js";

export const RETURN_FIELDS = `id orderId orderReference kind status refundAmount refundMethod refundTo refundReference refundFailureReason creditNoteNumber
  replacementOrderId rejectionReason nextStatuses customer { id email }
  lines { id orderLineId productId title size colour quantity reason note photos exchangeVariant { id size colour } restock refundAmount
          tax { hsn rate taxable cgst sgst igst } }
  history { from to note changedBy }`;

export const REQUEST_RETURN = `mutation ($input: RequestReturnInput!) { requestReturn(input: $input) { ${RETURN_FIELDS} } }`;
export const CANCEL_RETURN = `mutation ($id: ID!) { cancelReturn(id: $id) { ${RETURN_FIELDS} } }`;
export const APPROVE_RETURN = `mutation ($id: ID!) { approveReturn(id: $id) { ${RETURN_FIELDS} } }`;
export const REJECT_RETURN = `mutation ($id: ID!, $reason: String!) { rejectReturn(id: $id, reason: $reason) { ${RETURN_FIELDS} } }`;
export const PICKED_UP = `mutation ($id: ID!) { markReturnPickedUp(id: $id) { ${RETURN_FIELDS} } }`;
export const RECEIVE_RETURN = `mutation ($input: ReceiveReturnInput!) { receiveReturn(input: $input) { ${RETURN_FIELDS} } }`;
export const RETRY_REFUND = `mutation ($id: ID!) { retryReturnRefund(id: $id) { ${RETURN_FIELDS} } }`;
export const ORDER_RETURNS = `query ($id: ID!) { order(id: $id) { id status returnRequested returnWindowEndsAt lines { id title size colour quantity net tax { taxable cgst sgst igst } } returns { ${RETURN_FIELDS} } } }`;
export const SET_NON_RETURNABLE = `mutation ($input: NonReturnableInput!) { setNonReturnable(input: $input) { windowDays nonReturnableCategories nonReturnableProducts { id title } } }`;

export type Admin = { client: ApiClient; userId: string; token: string };

/** A product in sizes S, M and L (stock per size), at `price` rupees (sale price optional); returns its id and variant ids by size. */
export async function productInSizes(
  catalogue: Catalogue,
  admin: Admin,
  spec: { title?: string; price?: number; salePrice?: number; stock: Record<string, number>; category?: string },
): Promise<{ id: string; variants: Record<string, string> }> {
  const total = Object.values(spec.stock).reduce((a, b) => a + b, 0);
  const product = await catalogue.create({ title: spec.title, price: spec.price ?? 1000, salePrice: spec.salePrice ?? 0, totalStock: total, category: spec.category });
  const { data, errors } = await admin.client.graphql(`mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id variants { id size } } }`, {
    id: product.id,
    input: { variants: Object.entries(spec.stock).map(([size, stock]) => ({ size, stock })) },
  });
  expect(errors).toBeUndefined();
  return { id: product.id, variants: Object.fromEntries(data.updateProduct.variants.map((v: { id: string; size: string }) => [v.size, v.id])) };
}

/** The customer buys (cart → placeOrder → pay → verify) and an admin ships and delivers: a delivered order. */
export async function deliveredOrder(
  t: TestServer,
  admin: Admin,
  customer: Customer & { addressId: string },
  items: Array<{ productId: string; quantity: number; size?: string }>,
  options: { coupon?: string } = {},
): Promise<any> {
  for (const item of items) await addToCart(customer, item.productId, item.quantity, item.size ? { size: item.size } : {});
  if (options.coupon) expect((await customer.client.graphql(`mutation ($code: String!) { applyCoupon(code: $code) { id } }`, { code: options.coupon })).errors).toBeUndefined();
  const { order, payment } = await placeOrderOk(customer, customer.addressId);
  const paid = await payInStandIn(t, payment);
  expect((await verifyPayment(customer, order.id, paid)).errors).toBeUndefined();
  for (const status of ["SHIPPED", "DELIVERED"]) expect((await admin.client.graphql(UPDATE_ORDER_STATUS, { id: order.id, status })).errors).toBeUndefined();
  return orderWithLines(customer, order.id);
}

/** The order with its lines' ids, nets and returns as its owner reads them. */
export async function orderWithLines(customer: Pick<Customer, "client">, orderId: string): Promise<any> {
  const { data, errors } = await customer.client.graphql(ORDER_RETURNS, { id: orderId });
  expect(errors).toBeUndefined();
  return data.order;
}

/** requestReturn that must succeed. */
export async function requestReturnOk(customer: Pick<Customer, "client">, input: Record<string, unknown>): Promise<any> {
  const { data, errors } = await customer.client.graphql(REQUEST_RETURN, { input });
  expect(errors).toBeUndefined();
  return data.requestReturn;
}

/** An admin call that must succeed; returns the request. */
export async function adminOk(admin: Admin, document: string, variables: Record<string, unknown>): Promise<any> {
  const { data, errors } = await admin.client.graphql(document, variables);
  expect(errors).toBeUndefined();
  return Object.values(data)[0];
}

/** Approve, picked up, received (every line restocked unless told) as an admin. */
export async function approvePickReceive(admin: Admin, request: { id: string; lines: Array<{ orderLineId: string }> }, restock = true): Promise<any> {
  await adminOk(admin, APPROVE_RETURN, { id: request.id });
  await adminOk(admin, PICKED_UP, { id: request.id });
  return adminOk(admin, RECEIVE_RETURN, { input: { id: request.id, lines: request.lines.map((l) => ({ orderLineId: l.orderLineId, restock })) } });
}

/** A PDF's text as a reader extracts it. */
export function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
}

export async function fetchPdf(t: TestServer, path: string, token: string): Promise<{ status: number; pdf: Buffer }> {
  const response = await fetch(new URL(path, t.url), { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, pdf: Buffer.from(await response.arrayBuffer()) };
}

export { orderOf };
