import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { admin, gqlJson, graphQLError, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";

function request(status: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: "ReturnRequest",
    id: "r1",
    orderId: "9b2f0000-0000-4000-8000-000000c41a7e",
    orderReference: "#C41A7E",
    kind: "RETURN",
    status,
    refundAmount: 0,
    refundMethod: null,
    onlineRefundAmount: 0,
    manualRefundAmount: 0,
    awaitingManualRefund: false,
    refundTo: null,
    refundReference: null,
    refundFailureReason: null,
    creditNoteNumber: null,
    replacementOrderId: null,
    rejectionReason: null,
    nextStatuses: status === "REQUESTED" ? ["APPROVED", "REJECTED"] : status === "PICKED_UP" ? ["RECEIVED"] : [],
    createdAt: "2026-11-20T10:00:00.000Z",
    customer: { __typename: "OrderCustomer", id: "u1", email: "asha@example.com", name: "Asha Rao" },
    lines: [
      {
        __typename: "ReturnRequestLine",
        id: "rl1",
        orderLineId: "line-1",
        title: "Linen Kurta",
        size: "M",
        colour: null,
        quantity: 1,
        reason: "DAMAGED",
        note: "Torn seam",
        photos: ["/media/uploads/abc/original.jpg"],
        restock: null,
        refundAmount: null,
        exchangeVariant: null,
      },
    ],
    history: [{ __typename: "ReturnStatusChange", to: "REQUESTED", note: "Return requested", changedBy: null, changedAt: "2026-11-20T10:00:00.000Z" }],
    ...extra,
  };
}

const page = (nodes: unknown[]) => ({
  data: {
    returnRequests: {
      __typename: "ReturnRequestConnection",
      edges: nodes.map((node, i) => ({ __typename: "ReturnRequestEdge", cursor: `c${i}`, node })),
      pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
    },
  },
});

describe("admin returns", () => {
  it("the queue filters by status and reason; the detail shows the photos and approves, or rejects with a reason", async () => {
    const filters: unknown[] = [];
    const rejected: unknown[] = [];
    let current = request("REQUESTED");
    server.use(
      meIs(admin),
      graphql.query("AdminReturnRequest", () => gqlJson({ data: { returnRequest: current } })),
      graphql.query<Record<string, unknown>, { filter: unknown }>("AdminReturnRequests", ({ variables }) => {
        filters.push(variables.filter);
        return gqlJson(page([current]));
      }),
      graphql.mutation<Record<string, unknown>, { id: string; reason: string }>("AdminRejectReturn", ({ variables }) => {
        rejected.push(variables);
        if (variables.reason.length < 3) return graphQLError("Give the reason for the rejection: the customer reads it.", "BAD_USER_INPUT", "reason");
        current = request("REJECTED", { rejectionReason: variables.reason, nextStatuses: [] });
        return gqlJson({ data: { rejectReturn: current } });
      }),
    );
    const app = renderApp("/admin/returns");
    const table = await screen.findByRole("table", { name: "Returns" });
    expect(await within(table).findByText("#C41A7E")).toBeVisible();
    expect(within(table).getByText(/1 × Linen Kurta · Damaged or defective/)).toBeVisible();

    await app.user.click(screen.getByRole("combobox", { name: "Status" }));
    await app.user.click(await screen.findByRole("option", { name: "Picked up" }));
    await app.user.click(screen.getByRole("combobox", { name: "Reason" }));
    await app.user.click(await screen.findByRole("option", { name: "Damaged or defective" }));
    await waitFor(() => expect(filters.at(-1)).toEqual({ status: "PICKED_UP", reason: "DAMAGED", olderThanDays: null }));

    await app.user.click(within(table).getByRole("button", { name: "Open the return of order #C41A7E" }));
    const dialog = await screen.findByRole("dialog", { name: "Return of order #C41A7E" });
    expect(within(dialog).getByRole("img", { name: "Photos: Linen Kurta" })).toHaveAttribute("src", "/media/uploads/abc/original.jpg");
    expect(within(dialog).getByText(/Damaged or defective: Torn seam/)).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Approve" })).toBeEnabled();
    expect(within(dialog).queryByRole("button", { name: "Mark received" })).not.toBeInTheDocument();

    await app.user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await app.user.type(within(dialog).getByLabelText("Reason for the customer"), "no");
    await app.user.click(within(dialog).getByRole("button", { name: "Reject request" }));
    expect(await within(dialog).findByText("Give the reason for the rejection: the customer reads it.")).toBeVisible();
    await app.user.type(within(dialog).getByLabelText("Reason for the customer"), "t in original packaging");
    await app.user.click(within(dialog).getByRole("button", { name: "Reject request" }));
    await waitFor(() => expect(rejected.at(-1)).toEqual({ id: "r1", reason: "not in original packaging" }));
    expect(await screen.findByText("Return request updated")).toBeVisible();
  }, 40_000);

  it("receiving sends each line's restock choice; a refund failure shows its reason and the retry", async () => {
    const received: unknown[] = [];
    let current = request("PICKED_UP");
    server.use(
      meIs(admin),
      graphql.query("AdminReturnRequest", () => gqlJson({ data: { returnRequest: current } })),
      graphql.query("AdminReturnRequests", () => gqlJson(page([current]))),
      graphql.mutation<Record<string, unknown>, { input: unknown }>("AdminReceiveReturn", ({ variables }) => {
        received.push(variables.input);
        current = request("REFUND_FAILED", { refundAmount: 1198, refundFailureReason: "The server encountered an error.", nextStatuses: ["REFUNDED"] });
        return gqlJson({ data: { receiveReturn: current } });
      }),
    );
    const app = renderApp("/admin/returns");
    await app.user.click(await screen.findByRole("button", { name: "Open the return of order #C41A7E" }));
    const dialog = await screen.findByRole("dialog", { name: "Return of order #C41A7E" });
    await app.user.click(within(dialog).getByLabelText("Damaged, don't restock"));
    await app.user.click(within(dialog).getByRole("button", { name: "Mark received" }));
    await waitFor(() => expect(received).toEqual([{ id: "r1", lines: [{ orderLineId: "line-1", restock: false }] }]));
    expect(await within(dialog).findByText("Refund failed: The server encountered an error.")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Retry refund" })).toBeVisible();
    expect(within(dialog).getByText("Refund ₹1,198.00")).toBeVisible();
  }, 40_000);

  it("a part-paid COD order's return: the advance back online and the cash part by hand, shown as two parts; the reference recorded", async () => {
    const recorded: unknown[] = [];
    const split = { refundAmount: 1200, refundMethod: "MANUAL", onlineRefundAmount: 99, manualRefundAmount: 1101, refundTo: "UPI ravi.k@okaxis", creditNoteNumber: "CN-000007" };
    let current = request("RECEIVED", { ...split, awaitingManualRefund: true, refundReference: "rfnd_OYVBk13Z4aVL2W", nextStatuses: ["REFUNDED"] });
    server.use(
      meIs(admin),
      graphql.query("AdminReturnRequest", () => gqlJson({ data: { returnRequest: current } })),
      graphql.query("AdminReturnRequests", () => gqlJson(page([current]))),
      graphql.mutation<Record<string, unknown>, { id: string; reference: string }>("AdminRecordManualRefund", ({ variables }) => {
        recorded.push(variables);
        if (variables.reference.trim().length < 3) return graphQLError("Give the reference of the manual refund (UPI or bank transfer id).", "BAD_USER_INPUT", "reference");
        current = request("REFUNDED", { ...split, awaitingManualRefund: false, refundReference: variables.reference, nextStatuses: [] });
        return gqlJson({ data: { recordManualRefund: current } });
      }),
    );
    const app = renderApp("/admin/returns");
    await app.user.click(await screen.findByRole("button", { name: "Open the return of order #C41A7E" }));
    const dialog = await screen.findByRole("dialog", { name: "Return of order #C41A7E" });
    expect(within(dialog).getByText("Refund ₹1,200.00")).toBeVisible();
    expect(within(dialog).getByText("₹99.00 back to the original payment method, ₹1,101.00 by UPI/bank transfer")).toBeVisible();
    expect(within(dialog).getByText("Pay ₹1,101.00 back by UPI or bank transfer, then record its reference here.")).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: "Retry refund" })).not.toBeInTheDocument();

    await app.user.type(within(dialog).getByLabelText("UPI or bank transfer reference"), "x");
    await app.user.click(within(dialog).getByRole("button", { name: "Record refund by hand" }));
    expect(await within(dialog).findByText("Give the reference of the manual refund (UPI or bank transfer id).")).toBeVisible();
    await app.user.clear(within(dialog).getByLabelText("UPI or bank transfer reference"));
    await app.user.type(within(dialog).getByLabelText("UPI or bank transfer reference"), "UPI/634512789099");
    await app.user.click(within(dialog).getByRole("button", { name: "Record refund by hand" }));
    await waitFor(() => expect(recorded.at(-1)).toEqual({ id: "r1", reference: "UPI/634512789099" }));
    expect(await screen.findByText("Return request updated")).toBeVisible();
    await waitFor(() => expect(within(dialog).queryByRole("button", { name: "Record refund by hand" })).not.toBeInTheDocument());
    // Refunded: the two parts still say how it went back; the credit note is the one for the whole return.
    expect(within(dialog).getByText("₹99.00 back to the original payment method, ₹1,101.00 by UPI/bank transfer")).toBeVisible();
    expect(within(dialog).getByRole("link", { name: "Credit note CN-000007" })).toBeVisible();
  }, 40_000);

  it("a return below the advance goes all back online: no part by hand to record", async () => {
    server.use(
      meIs(admin),
      graphql.query("AdminReturnRequest", () =>
        gqlJson({ data: { returnRequest: request("REFUNDED", { refundAmount: 60, refundMethod: "GATEWAY", onlineRefundAmount: 60, creditNoteNumber: "CN-000008" }) } }),
      ),
      graphql.query("AdminReturnRequests", () => gqlJson(page([request("REFUNDED")]))),
    );
    const app = renderApp("/admin/returns");
    await app.user.click(await screen.findByRole("button", { name: "Open the return of order #C41A7E" }));
    const dialog = await screen.findByRole("dialog", { name: "Return of order #C41A7E" });
    expect(await within(dialog).findByText("Refund ₹60.00")).toBeVisible();
    expect(within(dialog).queryByText(/by UPI\/bank transfer/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Record refund by hand" })).not.toBeInTheDocument();
  }, 40_000);

  it("return settings: a category marked non-returnable; products picked by name, removed by their chip; the server's refusal shown", async () => {
    const belt = { __typename: "NonReturnableProduct", id: "a0000000-0000-4000-8000-000000000002", title: "H&M Canvas Belt" };
    const watch = { __typename: "Product", id: "a0000000-0000-4000-8000-000000000003", title: "Levi's Analog Leather Strap Watch", sku: "SUT-DEMO-060" };
    const gone = { __typename: "Product", id: "a0000000-0000-4000-8000-000000000009", title: "Wool Socks", sku: "SUT-DEMO-099" };
    const sent: unknown[] = [];
    const searched: string[] = [];
    let settings = { __typename: "ReturnSettings", windowDays: 15, nonReturnableCategories: [] as string[], nonReturnableProducts: [belt] as unknown[] };
    server.use(
      meIs(admin),
      graphql.query("AdminReturnRequests", () => gqlJson(page([]))),
      graphql.query("AdminReturnSettings", () => gqlJson({ data: { returnSettings: settings } })),
      graphql.query<Record<string, unknown>, { keyword: string }>("AdminProductSearch", ({ variables }) => {
        searched.push(variables.keyword);
        const nodes = [watch, gone].filter((p) => p.title.toLowerCase().includes(variables.keyword.toLowerCase()));
        return gqlJson({ data: { productSearch: { __typename: "ProductSearchConnection", edges: nodes.map((node) => ({ __typename: "ProductEdge", node })) } } });
      }),
      graphql.mutation<Record<string, unknown>, { input: { category?: string; productId?: string; nonReturnable: boolean } }>("AdminSetNonReturnable", ({ variables }) => {
        const { category, productId, nonReturnable } = variables.input;
        sent.push(variables.input);
        if (productId === gone.id) return graphQLError("Product not found!", "NOT_FOUND");
        if (category) settings = { ...settings, nonReturnableCategories: [category] };
        if (productId === watch.id && nonReturnable) settings = { ...settings, nonReturnableProducts: [...settings.nonReturnableProducts, { __typename: "NonReturnableProduct", id: watch.id, title: watch.title }] };
        if (productId && !nonReturnable) settings = { ...settings, nonReturnableProducts: settings.nonReturnableProducts.filter((p) => (p as { id: string }).id !== productId) };
        return gqlJson({ data: { setNonReturnable: settings } });
      }),
    );
    const app = renderApp("/admin/returns");
    const section = await screen.findByRole("region", { name: "Return settings" });
    // In the owner's words: no setting's variable name; the categories' checkboxes under a visible heading.
    expect(within(section).getByText("Shoppers may ask within 15 days of delivery.")).toBeVisible();
    expect(section).not.toHaveTextContent("RETURN_WINDOW_DAYS");
    expect(within(section).getByRole("heading", { name: "Categories that cannot be returned" })).toBeVisible();
    expect(within(section).getByRole("group", { name: "Categories that cannot be returned" })).toBeInTheDocument();
    await app.user.click(within(section).getByRole("checkbox", { name: "Accessories" }));
    await waitFor(() => expect(sent).toEqual([{ category: "accessories", nonReturnable: true }]));
    await waitFor(() => expect(within(section).getByRole("checkbox", { name: "Accessories" })).toBeChecked());

    // The products by name, as chips; no box of ids to type into.
    expect(within(section).getByText("H&M Canvas Belt")).toBeVisible();
    expect(within(section).queryByText(belt.id)).not.toBeInTheDocument();
    expect(within(section).queryByRole("textbox", { name: "Product id" })).not.toBeInTheDocument();

    // Search as you type, pick: marked at once, shown as a chip.
    const field = within(section).getByRole("combobox", { name: "Products that cannot be returned" });
    await app.user.type(field, "watch");
    await app.user.click(await screen.findByRole("option", { name: "Levi's Analog Leather Strap Watch · SUT-DEMO-060" }));
    await waitFor(() => expect(sent).toContainEqual({ productId: watch.id, nonReturnable: true }));
    expect(await within(section).findByText("Levi's Analog Leather Strap Watch")).toBeVisible();
    expect(searched).toEqual(["watch"]);

    // A chip's remove button makes that product returnable again, and only that one.
    await app.user.click(within(section).getByLabelText("Remove H&M Canvas Belt"));
    await waitFor(() => expect(within(section).queryByText("H&M Canvas Belt")).not.toBeInTheDocument());
    expect(sent.slice(2)).toEqual([{ productId: belt.id, nonReturnable: false }]);
    expect(within(section).getByText("Levi's Analog Leather Strap Watch")).toBeVisible();

    // The server's refusal is shown, and the product is not shown as chosen.
    await app.user.type(field, "socks");
    await app.user.click(await screen.findByRole("option", { name: "Wool Socks · SUT-DEMO-099" }));
    expect(await within(section).findByText("Product not found!")).toBeVisible();
    expect(within(section).queryByText("Wool Socks")).not.toBeInTheDocument();
  }, 40_000);
});
