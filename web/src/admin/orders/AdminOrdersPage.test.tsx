import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { admin, gqlJson, graphQLError, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { orderPage, wireOrder } from "../../../test/admin-fixtures";

describe("admin orders", () => {
  it("lists orders in the 'Order History' card: #REF, date, coloured badge, amount with 2 decimals, View", async () => {
    const confirmed = wireOrder({ id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3c41a7e", totalAmount: 1299, status: "CONFIRMED" });
    const shipped = wireOrder({ id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3aa00b1", totalAmount: 129999.5, status: "SHIPPED" });
    const pending = wireOrder({ id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3ff00c2", totalAmount: 50, status: "PENDING" });
    server.use(meIs(admin), graphql.query("AdminOrders", () => gqlJson({ data: orderPage([confirmed, shipped, pending]) })));
    renderApp("/admin/orders");

    expect(await screen.findByText("Order History")).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Order History" });
    const headers = within(table).getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(["Order ID", "Date", "Status", "Amount"]);

    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!).getAllByRole("cell").map((c) => c.textContent);
    expect(first.slice(0, 4)).toEqual(["#C41A7E", "13 May 2026", "Confirmed", "₹1,299.00"]);
    // Who placed it, beside the spec's columns (issue 41).
    expect(headers[4]).toBe("Customer");
    expect(first[4]).toBe("Priya Sharmapriya@sutra.shop");
    expect(within(rows[1]!).getByText("₹1,29,999.50")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("₹50.00")).toBeInTheDocument();

    expect(within(rows[0]!).getByText("Confirmed").closest("[data-colour]")).toHaveAttribute("data-colour", "green");
    expect(within(rows[1]!).getByText("Shipped").closest("[data-colour]")).toHaveAttribute("data-colour", "blue");
    expect(within(rows[2]!).getByText("Pending").closest("[data-colour]")).toHaveAttribute("data-colour", "grey");
    expect(within(rows[0]!).getByRole("button", { name: "View order #C41A7E" })).toHaveTextContent("View");
  });

  it("says 'No orders found' when there are none", async () => {
    server.use(meIs(admin), graphql.query("AdminOrders", () => gqlJson({ data: orderPage([]) })));
    renderApp("/admin/orders");
    expect(await screen.findByText("No orders found")).toBeInTheDocument();
  });

  it("pages with offsets", async () => {
    const asked: Array<{ first: unknown; offset: unknown }> = [];
    server.use(
      meIs(admin),
      graphql.query("AdminOrders", ({ variables }) => {
        asked.push({ first: variables.first, offset: variables.offset });
        const order = wireOrder({ id: `00000000-0000-4000-8000-0000000page${variables.offset}`.slice(-36) });
        return gqlJson({ data: orderPage([order], 23) });
      }),
    );
    const app = renderApp("/admin/orders");
    expect(await screen.findByText("1–10 of 23")).toBeInTheDocument();
    await app.user.click(screen.getByRole("button", { name: "Go to next page" }));
    expect(await screen.findByText("11–20 of 23")).toBeInTheDocument();
    await waitFor(() => expect(asked).toContainEqual({ first: 10, offset: 10 }));
  });

  it("opens the details and updates the status: the server's message is toasted, badge and history follow", async () => {
    const order = wireOrder({ id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3c41a7e" });
    let sent: unknown;
    server.use(
      meIs(admin),
      graphql.query("AdminOrders", () => gqlJson({ data: orderPage([order]) })),
      graphql.query("AdminOrder", () => gqlJson({ data: { order } })),
      graphql.query("AdminCustomerOrders", () => gqlJson({ data: orderPage([order]) })),
      graphql.query("AdminCustomerOrders", () => gqlJson({ data: orderPage([order]) })),
      graphql.mutation("UpdateOrderStatus", ({ variables }) => {
        sent = variables;
        return gqlJson({
          data: {
            updateOrderStatus: {
              __typename: "UpdateOrderStatusPayload",
              message: "Order status is updated successfully!",
              order: {
                __typename: "Order",
                id: order.id,
                status: "SHIPPED",
                nextStatuses: ["CONFIRMED", "DELIVERED"],
                paymentStatus: "PAID",
                invoiceAvailable: true,
                refundedAmount: 0,
                refunds: [],
                updatedAt: "2026-05-14T09:00:00.000Z",
                statusHistory: [
                  ...order.statusHistory,
                  {
                    __typename: "OrderStatusChange",
                    from: "CONFIRMED",
                    to: "SHIPPED",
                    note: "Handed to the courier",
                    changedBy: "admin",
                    changedAt: "2026-05-14T09:00:00.000Z",
                  },
                ],
              },
            },
          },
        });
      }),
    );
    const app = renderApp("/admin/orders");
    await app.user.click(await screen.findByRole("button", { name: "View order #C41A7E" }));

    const dialog = await screen.findByRole("dialog", { name: /Order Details/ });
    expect(await within(dialog).findByText("Linen shirt")).toBeInTheDocument();
    expect(within(dialog).getByText("#C41A7E", { selector: "dd *" })).toBeInTheDocument();
    expect(within(dialog).getByText("13 May 2026")).toBeInTheDocument();
    // The order's price, its one line's, and the price details' subtotal and total, in the admin's money format
    // (2 decimals, like the table), with the GST the total includes.
    expect(within(dialog).getAllByText("₹1,299.00")).toHaveLength(4);
    const price = within(dialog).getByRole("region", { name: "Price Details" });
    expect(within(price).getByText("GST included in the total").nextElementSibling).toHaveTextContent("₹123.72");
    expect(within(dialog).getByText("Card")).toBeInTheDocument();
    // 'Order Details' is the dialog's title only; the lines are headed 'Items'.
    expect(within(dialog).queryByRole("heading", { name: "Order Details" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Items" })).toBeInTheDocument();
    expect(within(dialog).getByText("Paid")).toBeInTheDocument();
    expect(within(dialog).getByText("Quantity: 1")).toBeInTheDocument();
    expect(within(dialog).getByText("12 MG Road")).toBeInTheDocument();
    expect(within(dialog).getByText("Bengaluru 560001")).toBeInTheDocument();
    expect(within(dialog).getAllByText("Priya Sharma").length).toBeGreaterThan(0);
    expect(within(dialog).getByText("priya@sutra.shop")).toBeInTheDocument();
    expect(within(dialog).getByText("Payment received")).toBeInTheDocument();

    const update = within(dialog).getByRole("button", { name: "Update Order status" });
    // The status form comes first, above the order's details.
    expect(update.compareDocumentPosition(within(dialog).getByText("Order ID")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(update).toBeDisabled(); // nothing changed yet
    await app.user.click(await within(dialog).findByRole("combobox", { name: "Order Status" }));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    // The order's status and exactly the moves the server allows next (its order table), in the server's order.
    expect(options).toEqual(["Confirmed", "Shipped", "Cancelled", "Rejected"]);
    await app.user.click(screen.getByRole("option", { name: "Shipped" }));
    await app.user.click(update);

    expect(await screen.findByText("Order status is updated successfully!")).toBeInTheDocument();
    expect(sent).toEqual({ id: order.id, status: "SHIPPED" });
    expect(await within(dialog).findByText("Handed to the courier")).toBeInTheDocument();

    await app.user.click(within(dialog).getByRole("button", { name: "Close" }));
    const row = (await screen.findByRole("button", { name: "View order #C41A7E" })).closest("tr")!;
    await waitFor(() => expect(within(row).getByText("Shipped").closest("[data-colour]")).toHaveAttribute("data-colour", "blue"));
  });

  it("a closed order offers no status to move to, and says so", async () => {
    const order = wireOrder({ id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3c41a7e", status: "CANCELLED", paymentStatus: "REFUNDED", nextStatuses: [] });
    server.use(
      meIs(admin),
      graphql.query("AdminOrders", () => gqlJson({ data: orderPage([order]) })),
      graphql.query("AdminOrder", () => gqlJson({ data: { order } })),
      graphql.query("AdminCustomerOrders", () => gqlJson({ data: orderPage([order]) })),
    );
    const app = renderApp("/admin/orders");
    await app.user.click(await screen.findByRole("button", { name: "View order #C41A7E" }));
    const dialog = await screen.findByRole("dialog", { name: /Order Details/ });
    expect(await within(dialog).findByText("This order is cancelled: its status can no longer change.")).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole("combobox", { name: "Order Status" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["Cancelled"]);
    await app.user.keyboard("{Escape}");
    expect(await within(dialog).findByRole("button", { name: "Update Order status" })).toBeDisabled();
  });

  it("toasts the server's message when the update fails (e.g. a refund failure)", async () => {
    const order = wireOrder({ id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3c41a7e" });
    server.use(
      meIs(admin),
      graphql.query("AdminOrders", () => gqlJson({ data: orderPage([order]) })),
      graphql.query("AdminOrder", () => gqlJson({ data: { order } })),
      graphql.query("AdminCustomerOrders", () => gqlJson({ data: orderPage([order]) })),
      graphql.mutation("UpdateOrderStatus", () =>
        graphQLError("The refund could not be made: the payment provider refused it", "PAYMENT_FAILED"),
      ),
    );
    const app = renderApp("/admin/orders");
    await app.user.click(await screen.findByRole("button", { name: "View order #C41A7E" }));
    const dialog = await screen.findByRole("dialog", { name: /Order Details/ });
    await within(dialog).findByText("Linen shirt");
    await app.user.click(await within(dialog).findByRole("combobox", { name: "Order Status" }));
    await app.user.click(await screen.findByRole("option", { name: "Cancelled" }));
    await app.user.click(within(dialog).getByRole("button", { name: "Update Order status" }));

    expect(await screen.findByText("The refund could not be made: the payment provider refused it")).toBeInTheDocument();
    expect(within(dialog).getByRole("combobox", { name: "Order Status" })).toHaveTextContent("Confirmed");
  });

  it("filters on the server by status, customer and #reference; the CSV export follows the filter", async () => {
    const asked: unknown[] = [];
    server.use(
      meIs(admin),
      graphql.query("AdminOrders", ({ variables }) => {
        asked.push(variables.filter);
        return gqlJson({ data: orderPage([wireOrder({ id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3c41a7e" })]) });
      }),
    );
    const app = renderApp("/admin/orders");
    const filters = await screen.findByRole("search", { name: "Filter orders" });
    expect(within(filters).getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/orders/export.csv");
    await app.user.click(within(filters).getByRole("combobox", { name: "Status" }));
    await app.user.click(await screen.findByRole("option", { name: "Shipped" }));
    await app.user.type(within(filters).getByRole("textbox", { name: "Customer" }), "priya");
    await app.user.type(within(filters).getByRole("textbox", { name: "Order #" }), "#C41A7E");
    await waitFor(() => expect(asked).toContainEqual({ status: "SHIPPED", customer: "priya", reference: "#C41A7E" }));
    expect(within(filters).getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/orders/export.csv?status=shipped&customer=priya&reference=%23C41A7E",
    );
    await app.user.click(within(filters).getByRole("button", { name: "Clear filters" }));
    // The unfiltered page is still cached: the list goes back to it without asking again.
    await waitFor(() => expect(within(filters).getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/orders/export.csv"));
    expect(within(filters).getByRole("textbox", { name: "Customer" })).toHaveValue("");
  });

  it("the order dialog offers the invoice and the customer's other orders, which open in place", async () => {
    const order = wireOrder({ id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3c41a7e" });
    const earlier = wireOrder({ id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3bb00d3", status: "DELIVERED", totalAmount: 499 });
    server.use(
      meIs(admin),
      graphql.query("AdminOrders", () => gqlJson({ data: orderPage([order]) })),
      graphql.query("AdminOrder", ({ variables }) => gqlJson({ data: { order: variables.id === earlier.id ? earlier : order } })),
      graphql.query("AdminCustomerOrders", ({ variables }) => {
        expect(variables.customerId).toBe("u-1");
        return gqlJson({ data: orderPage([order, earlier]) });
      }),
    );
    const app = renderApp("/admin/orders");
    await app.user.click(await screen.findByRole("button", { name: "View order #C41A7E" }));
    const dialog = await screen.findByRole("dialog", { name: /Order Details/ });
    expect(await within(dialog).findByRole("link", { name: "Download invoice (INV-000042)" })).toHaveAttribute("href", `/api/admin/orders/invoice/${order.id}`);
    const others = within(dialog).getByRole("region", { name: "Other orders of this customer" });
    expect(within(others).queryByRole("button", { name: "Open order #C41A7E" })).toBeNull();
    await app.user.click(await within(others).findByRole("button", { name: "Open order #BB00D3" }));
    await waitFor(() => expect(within(dialog).getByText("#BB00D3", { selector: "dd *" })).toBeInTheDocument());
  });

  it("a cash-on-delivery order awaiting its shopper's confirmation (issue 43): the wait is said, and 'Confirmed by phone' lets it ship", async () => {
    const order = wireOrder({
      id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3c0d002",
      status: "CONFIRMED",
      nextStatuses: ["CANCELLED", "REJECTED"],
      paymentStatus: "TO_COLLECT",
      paymentMethod: "cod",
      collectedOnDelivery: true,
      paymentLabel: "Cash on delivery",
      paymentId: "",
      invoiceNumber: null,
      codConfirmation: "AWAITING",
      codConfirmBy: "2026-05-14T09:00:00.000Z",
    });
    const confirmed: unknown[] = [];
    server.use(
      meIs(admin),
      graphql.query("AdminOrders", () => gqlJson({ data: orderPage([order]) })),
      graphql.query("AdminOrder", () => gqlJson({ data: { order } })),
      graphql.query("AdminCustomerOrders", () => gqlJson({ data: orderPage([order]) })),
      graphql.mutation("AdminConfirmCodOrder", ({ variables }) => {
        confirmed.push(variables);
        return gqlJson({
          data: {
            adminConfirmCodOrder: {
              __typename: "Order",
              id: order.id,
              status: "CONFIRMED",
              nextStatuses: ["SHIPPED", "CANCELLED", "REJECTED"],
              paymentStatus: "TO_COLLECT",
              invoiceAvailable: false,
              refundedAmount: 0,
              refunds: [],
              updatedAt: "2026-05-14T09:00:00.000Z",
              statusHistory: order.statusHistory,
              codConfirmation: "CONFIRMED",
              codConfirmBy: null,
            },
          },
        });
      }),
    );
    const app = renderApp("/admin/orders");
    await app.user.click(await screen.findByRole("button", { name: "View order #C0D002" }));
    const dialog = await screen.findByRole("dialog", { name: /Order Details/ });
    expect(await within(dialog).findByText(/^Waiting for the shopper to confirm cash on delivery/)).toBeInTheDocument();
    // The server refuses to book it until then: the parcel says why instead of offering the button.
    const parcel = await within(dialog).findByRole("region", { name: "Parcel" });
    expect(within(parcel).getByText(/^Not booked: cash on delivery is waiting for the shopper's confirmation/)).toBeInTheDocument();
    expect(within(parcel).queryByRole("button", { name: "Book with courier" })).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole("button", { name: "Confirmed by phone" }));
    await waitFor(() => expect(confirmed).toEqual([{ orderId: order.id }]));
    await waitFor(() => expect(within(dialog).queryByText(/^Waiting for the shopper to confirm cash on delivery/)).not.toBeInTheDocument());
    expect(await within(parcel).findByRole("button", { name: "Book with courier" })).toBeInTheDocument();
  });

  it("a cash-on-delivery order shows its COD risk (issue 43): score, band chip and the reasons in plain words; an order without one shows none", async () => {
    const reasons = ["Pincode 110001: 3 of 8 COD parcels came back", "1 earlier COD order of this customer came back undelivered", "Phone number not verified with a one-time code"];
    const risky = wireOrder({
      id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3c0d003",
      paymentStatus: "TO_COLLECT",
      paymentMethod: "cod",
      collectedOnDelivery: true,
      paymentLabel: "Cash on delivery",
      codConfirmation: "CONFIRMED",
      codRisk: { __typename: "CodRisk", score: 65, band: "HIGH", reasons },
    });
    const prepaid = wireOrder({ id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3c0d004" });
    server.use(
      meIs(admin),
      graphql.query("AdminOrders", () => gqlJson({ data: orderPage([risky, prepaid]) })),
      graphql.query("AdminOrder", ({ variables }) => gqlJson({ data: { order: variables.id === risky.id ? risky : prepaid } })),
      graphql.query("AdminCustomerOrders", () => gqlJson({ data: orderPage([risky, prepaid]) })),
    );
    const app = renderApp("/admin/orders");
    await app.user.click(await screen.findByRole("button", { name: "View order #C0D003" }));
    const dialog = await screen.findByRole("dialog", { name: /Order Details/ });
    const panel = await within(dialog).findByRole("region", { name: "COD risk" });
    expect(within(panel).getByTestId("cod-risk-band")).toHaveTextContent("High");
    expect(within(panel).getByTestId("cod-risk-score")).toHaveTextContent("Score 65 of 100");
    expect(within(within(panel).getByRole("list")).getAllByRole("listitem").map((li) => li.textContent)).toEqual(reasons);
    await app.user.click(within(dialog).getByRole("button", { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await app.user.click(screen.getByRole("button", { name: "View order #C0D004" }));
    const other = await screen.findByRole("dialog", { name: /Order Details/ });
    await within(other).findByText("Card");
    expect(within(other).queryByRole("region", { name: "COD risk" })).not.toBeInTheDocument();
  });

  it("a shipped cash-on-delivery order: delivered and collected, or returned to origin with a reason (required)", async () => {
    const order = wireOrder({
      id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3c0d001",
      status: "SHIPPED",
      nextStatuses: ["CONFIRMED", "DELIVERED", "RETURNED_TO_ORIGIN"],
      paymentStatus: "TO_COLLECT",
      paymentMethod: "cod",
      collectedOnDelivery: true,
      paymentLabel: "Cash on delivery",
      paymentId: "",
      invoiceNumber: null,
    });
    const collected: unknown[] = [];
    const returned: unknown[] = [];
    const moved = (status: string, paymentStatus: string) => ({
      __typename: "Order",
      id: order.id,
      status,
      nextStatuses: [],
      paymentStatus,
      invoiceAvailable: status === "DELIVERED",
      refundedAmount: 0,
      refunds: [],
      updatedAt: "2026-05-14T09:00:00.000Z",
      statusHistory: order.statusHistory,
    });
    server.use(
      meIs(admin),
      graphql.query("AdminOrders", () => gqlJson({ data: orderPage([order]) })),
      graphql.query("AdminOrder", () => gqlJson({ data: { order } })),
      graphql.query("AdminCustomerOrders", () => gqlJson({ data: orderPage([order]) })),
      graphql.mutation("AdminMarkOrderCollected", ({ variables }) => {
        collected.push(variables);
        return gqlJson({ data: { markOrderCollected: { __typename: "UpdateOrderStatusPayload", message: "Order marked delivered and its cash collected", order: { ...moved("DELIVERED", "PAID"), invoiceNumber: "INV-000077" } } } });
      }),
      graphql.mutation("AdminMarkOrderReturnedToOrigin", ({ variables }) => {
        returned.push(variables);
        return graphQLError("This order's cash was collected on delivery: it cannot be returned to origin.", "BAD_USER_INPUT");
      }),
    );
    const app = renderApp("/admin/orders");
    await app.user.click(await screen.findByRole("button", { name: "View order #C0D001" }));
    const dialog = await screen.findByRole("dialog", { name: /Order Details/ });
    const cod = await within(dialog).findByRole("region", { name: "Cash on delivery" });
    expect(within(cod).getByText("The courier collects ₹1,299.00 on delivery.")).toBeInTheDocument();
    expect(within(dialog).getByText("To be collected on delivery")).toBeInTheDocument();

    await app.user.click(within(cod).getByRole("button", { name: "Returned to origin" }));
    expect(within(cod).getByText("Say why the delivery failed")).toBeInTheDocument();
    expect(returned).toHaveLength(0);
    await app.user.type(within(cod).getByLabelText("Reason the delivery failed"), "Refused at the door");
    await app.user.click(within(cod).getByRole("button", { name: "Returned to origin" }));
    expect(await screen.findByText("This order's cash was collected on delivery: it cannot be returned to origin.")).toBeInTheDocument();
    expect(returned).toEqual([{ id: order.id, reason: "Refused at the door" }]);

    await app.user.click(within(cod).getByRole("button", { name: "Delivered and cash collected" }));
    expect(await screen.findByText("Order marked delivered and its cash collected")).toBeInTheDocument();
    expect(collected).toEqual([{ id: order.id }]);
  });

  it("filters by payment method", async () => {
    const asked: unknown[] = [];
    server.use(
      meIs(admin),
      graphql.query("AdminOrders", ({ variables }) => {
        asked.push(variables.filter);
        return gqlJson({ data: orderPage([]) });
      }),
    );
    const app = renderApp("/admin/orders");
    await screen.findByText("No orders found");
    await app.user.click(screen.getByRole("combobox", { name: "Payment method" }));
    await app.user.click(await screen.findByRole("option", { name: "Cash on delivery" }));
    await waitFor(() => expect(asked).toContainEqual({ paymentMethod: "cod" }));
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/orders/export.csv?paymentMethod=cod");
  });
});
