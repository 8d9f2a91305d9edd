import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { gqlJson, graphQLError } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { shopHandlers } from "../../../test/shop-fixtures";

const ORDER_ID = "9b2f0000-0000-4000-8000-000000c41a7e";
const WINDOW_END = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString();

const listOrder = (returnRequested: boolean) => ({
  __typename: "Order",
  id: ORDER_ID,
  orderDate: "2026-11-13T12:00:00.000Z",
  status: "DELIVERED",
  paymentStatus: "PAID",
  paymentMethod: "razorpay",
  paymentId: "pay_123",
  invoiceNumber: "INV-000012",
  invoiceAvailable: true,
  refundedAmount: 0,
  refunds: [],
  returnRequested,
  totalAmount: 1200,
  subtotal: 2400,
  discount: 1200,
  discounts: [],
  codFee: 0,
  shippingFee: 0,
  shippingTax: null,
  codAdvance: null,
  amountDueOnDelivery: null,
  paymentLabel: "Card",
  currency: "INR",
  lines: [{ __typename: "OrderLine", productId: "p1", title: "Linen Kurta", image: "/media/p1.jpg", price: 1200, quantity: 2, size: "M", colour: null, lineTotal: 2400, tax: null }],
  shippingAddress: { __typename: "ShippingAddress", addressId: "a1", address: "12 MG Road", city: "Bengaluru", pincode: "560001", phone: "9876543210", notes: "" },
});

const returnsOf = (returns: unknown[], order: { status?: string; returnWindowEndsAt?: string | null } = {}) => ({
  __typename: "Order",
  id: ORDER_ID,
  status: "DELIVERED",
  returnRequested: returns.length > 0,
  returnWindowEndsAt: WINDOW_END,
  ...order,
  lines: [{ __typename: "OrderLine", id: "line-1", productId: "p1", title: "Linen Kurta", size: "M", colour: null, quantity: 2, listPrice: 1200 }],
  returns,
});

const variants = {
  __typename: "Product",
  id: "p1",
  variants: [
    { __typename: "ProductVariant", id: "v-m", size: "M", colour: null, stock: 3, price: 1200 },
    { __typename: "ProductVariant", id: "v-l", size: "L", colour: null, stock: 1, price: 1200 },
    { __typename: "ProductVariant", id: "v-xl", size: "XL", colour: null, stock: 5, price: 1500 },
  ],
};

async function chooseReason(app: ReturnType<typeof renderApp>, form: HTMLElement, reason: string) {
  await app.user.click(within(form).getByRole("combobox", { name: /Reason/ }));
  await app.user.click(await screen.findByRole("option", { name: reason }));
}

describe("returns on the customer's order", () => {
  it("asks for an exchange of M for L with a reason: the request the server gets, then the request's status and history", async () => {
    const sent: unknown[] = [];
    let returns: unknown[] = [];
    server.use(...shopHandlers({ orders: [listOrder(false)] }));
    server.use(
      graphql.query("ShopOrderReturns", () => gqlJson({ data: { order: returnsOf(returns) } })),
      graphql.query("ShopReturnVariants", () => gqlJson({ data: { product: variants } })),
      graphql.mutation<Record<string, unknown>, { input: unknown }>("ShopRequestReturn", ({ variables }) => {
        sent.push(variables.input);
        returns = [
          {
            __typename: "ReturnRequest",
            id: "r1",
            kind: "EXCHANGE",
            status: "REQUESTED",
            refundAmount: 0,
            onlineRefundAmount: 0,
            manualRefundAmount: 0,
            creditNoteNumber: null,
            rejectionReason: null,
            createdAt: "2026-11-20T10:00:00.000Z",
            lines: [{ __typename: "ReturnRequestLine", id: "rl1", orderLineId: "line-1", title: "Linen Kurta", size: "M", colour: null, quantity: 1, reason: "SIZE_TOO_SMALL", exchangeVariant: { __typename: "ReturnExchangeVariant", id: "v-l", size: "L", colour: null } }],
            history: [{ __typename: "ReturnStatusChange", to: "REQUESTED", note: "Return requested", changedAt: "2026-11-20T10:00:00.000Z" }],
          },
        ];
        return gqlJson({ data: { requestReturn: { __typename: "ReturnRequest", id: "r1", status: "REQUESTED" } } });
      }),
    );
    const app = renderApp("/shop/account");
    await app.user.click(await screen.findByRole("button", { name: "View details of order #C41A7E" }));
    const dialog = await screen.findByRole("dialog", { name: "Order Details" });
    expect(await within(dialog).findByText(/You can return or exchange items until/)).toBeVisible();
    await app.user.click(within(dialog).getByRole("button", { name: "Return or exchange Linen Kurta (Size M)" }));
    const form = await screen.findByRole("dialog", { name: "Return or exchange: Linen Kurta (Size M)" });
    await app.user.click(within(form).getByLabelText("Exchange for another size or colour"));
    await app.user.click(await within(form).findByRole("combobox", { name: /New size \/ colour/ }));
    const options = await screen.findAllByRole("option");
    // Only another size at the same price: L, not M (the same) nor XL (₹1,500).
    expect(options.map((o) => o.textContent)).toEqual(["Size L"]);
    await app.user.click(options[0]!);
    await app.user.type(within(form).getByLabelText("Note"), "Tight at the shoulders");
    // No reason is chosen for the shopper: Request asks for one and sends nothing.
    expect(within(form).getByRole("combobox", { name: /Reason/ })).toHaveTextContent(/^\W*$/);
    await app.user.click(within(form).getByRole("button", { name: "Request" }));
    expect(await within(form).findByText("Choose a reason")).toBeVisible();
    expect(sent).toHaveLength(0);
    await chooseReason(app, form, "Size too small");
    await app.user.click(within(form).getByRole("button", { name: "Request" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      orderId: ORDER_ID,
      lines: [{ orderLineId: "line-1", quantity: 1, reason: "SIZE_TOO_SMALL", note: "Tight at the shoulders", photos: [], exchangeVariantId: "v-l" }],
    });
    expect(await screen.findByText("Return requested. We have emailed you the details.")).toBeVisible();
    const request = await within(dialog).findByRole("region", { name: "Returns and exchanges" });
    expect(await within(request).findByText("Requested", { selector: ".MuiChip-label" })).toBeVisible();
    expect(within(request).getByText(/1 × Linen Kurta \(Size M\) → Size L · Size too small/)).toBeVisible();
    expect(within(within(request).getByRole("list", { name: "History" })).getByText(/Requested/)).toBeVisible();
  });

  it("shows the server's refusal in the form and keeps it open; 'Return requested' shows beside the status", async () => {
    server.use(...shopHandlers({ orders: [listOrder(true)] }));
    server.use(
      graphql.query("ShopOrderReturns", () => gqlJson({ data: { order: returnsOf([]) } })),
      graphql.mutation("ShopRequestReturn", () => graphQLError('Only 1 of "Linen Kurta (Size M)" can still be returned (you bought it and asked for the rest already).', "BAD_USER_INPUT", "lines.0.quantity")),
    );
    const app = renderApp("/shop/account");
    expect((await screen.findAllByText("Return requested")).length).toBeGreaterThan(0);
    await app.user.click(await screen.findByRole("button", { name: "View details of order #C41A7E" }));
    const dialog = await screen.findByRole("dialog", { name: "Order Details" });
    await app.user.click(await within(dialog).findByRole("button", { name: "Return or exchange Linen Kurta (Size M)" }));
    const form = await screen.findByRole("dialog", { name: "Return or exchange: Linen Kurta (Size M)" });
    await chooseReason(app, form, "Changed my mind");
    await app.user.click(within(form).getByRole("button", { name: "Request" }));
    expect(await within(form).findByText(/can still be returned/)).toBeVisible();
    expect(screen.getByRole("dialog", { name: "Return or exchange: Linen Kurta (Size M)" })).toBeVisible();
  });

  it.each([
    ["on its way", returnsOf([], { status: "SHIPPED", returnWindowEndsAt: null }), "You can ask once the order is delivered."],
    ["delivered, its window over", returnsOf([], { returnWindowEndsAt: "2026-11-01T18:30:00.000Z" }), "The return window ended on 2 Nov 2026."],
    [
      "delivered, every unit asked for",
      returnsOf([
        {
          __typename: "ReturnRequest",
          id: "r1",
          kind: "RETURN",
          status: "REQUESTED",
          createdAt: "2026-11-14T10:00:00.000Z",
          refundAmount: null,
          onlineRefundAmount: 0,
          manualRefundAmount: 0,
          refundMethod: null,
          rejectionReason: null,
          creditNoteNumber: null,
          lines: [{ __typename: "ReturnRequestLine", id: "rl1", orderLineId: "line-1", title: "Linen Kurta", size: "M", colour: null, quantity: 2, reason: "DAMAGED", exchangeVariant: null }],
          history: [{ __typename: "ReturnStatusChange", to: "REQUESTED", changedAt: "2026-11-14T10:00:00.000Z" }],
        },
      ]),
      "Already asked for: see the request below.",
    ],
  ])("a line that cannot be returned says why: %s", async (_case, order, why) => {
    server.use(...shopHandlers({ orders: [{ ...listOrder(false), status: order.status }] }));
    server.use(graphql.query("ShopOrderReturns", () => gqlJson({ data: { order } })));
    const app = renderApp("/shop/account");
    await app.user.click(await screen.findByRole("button", { name: "View details of order #C41A7E" }));
    const dialog = await screen.findByRole("dialog", { name: "Order Details" });
    const action = await within(dialog).findByRole("button", { name: "Return or exchange Linen Kurta (Size M)" });
    expect(action).toBeDisabled();
    expect(action).toHaveAccessibleDescription(why);
    expect(within(dialog).getByText(why)).toBeVisible();
  });

  it("a part-paid cash-on-delivery order's return, refunded: how much went back to the card or UPI it came from and how much by transfer", async () => {
    const refunded = {
      __typename: "ReturnRequest",
      id: "r1",
      kind: "RETURN",
      status: "REFUNDED",
      createdAt: "2026-11-14T10:00:00.000Z",
      refundAmount: 1200,
      onlineRefundAmount: 99,
      manualRefundAmount: 1101,
      rejectionReason: null,
      creditNoteNumber: "CN-000007",
      lines: [{ __typename: "ReturnRequestLine", id: "rl1", orderLineId: "line-1", title: "Linen Kurta", size: "M", colour: null, quantity: 1, reason: "DAMAGED", exchangeVariant: null }],
      history: [{ __typename: "ReturnStatusChange", to: "REFUNDED", note: "Refunded", changedAt: "2026-11-16T10:00:00.000Z" }],
    };
    server.use(...shopHandlers({ orders: [listOrder(false)] }));
    server.use(graphql.query("ShopOrderReturns", () => gqlJson({ data: { order: returnsOf([refunded]) } })));
    const app = renderApp("/shop/account");
    await app.user.click(await screen.findByRole("button", { name: "View details of order #C41A7E" }));
    const dialog = await screen.findByRole("dialog", { name: "Order Details" });
    expect(await within(dialog).findByText("Refund: ₹1,200")).toBeVisible();
    expect(within(dialog).getByText("₹99 back to your original payment method, ₹1,101 by UPI/bank transfer")).toBeVisible();
  });
});
