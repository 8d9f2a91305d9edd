import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { admin, gqlJson, meIs } from "../../../test/fixtures";
import { orderPage } from "../../../test/admin-fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";

const A = "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3c41a7e";
const B = "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3aa00b1";

const readyOrder = (id: string, bookingError: string | null = null) => ({
  __typename: "Order",
  id,
  orderDate: "2026-05-13T10:00:00.000Z",
  totalAmount: 1299,
  paymentLabel: "Cash on delivery",
  bookingError,
  customer: { __typename: "OrderCustomer", id: "u1", name: "Priya Sharma" },
  shippingAddress: { __typename: "ShippingAddress", city: "Bengaluru", pincode: "560038" },
});

const shipment = (overrides: Record<string, unknown> = {}) => ({
  __typename: "Shipment",
  id: "s-1",
  orderId: A,
  orderReference: "#C41A7E",
  direction: "FORWARD",
  awb: "SB1234567890",
  courierName: "Sandbox Express",
  status: "PICKUP_SCHEDULED",
  labelUrl: "/api/admin/shipments/labels?ids=s-1",
  trackingUrl: "http://localhost/__sandbox/shiprocket/tracking/SB1234567890",
  expectedDeliveryDate: "2026-05-17",
  codAmount: 1299,
  deliveryFailureReason: null,
  deliveryFailureAnswer: null,
  events: [],
  ...overrides,
});

describe("the orders page's shipping queues", () => {
  it("books the chosen orders at once, says which were refused and why, and offers one PDF of the new labels", async () => {
    let asked: unknown;
    server.use(
      meIs(admin),
      graphql.query("AdminOrders", () => gqlJson({ data: orderPage([]) })),
      graphql.query("AdminReadyToShip", () => gqlJson({ data: { readyToShip: [readyOrder(A), readyOrder(B, "Shiprocket is not answering. Please try again in a few minutes.")], deliveryFailures: [] } })),
      graphql.mutation("AdminCreateShipments", ({ variables }) => {
        asked = variables.orderIds;
        return gqlJson({
          data: {
            createShipments: [
              { __typename: "ShipmentResult", orderId: A, error: null, shipment: shipment() },
              { __typename: "ShipmentResult", orderId: B, error: "The courier does not deliver to pincode 799999.", shipment: null },
            ],
          },
        });
      }),
    );
    renderApp("/admin/orders");
    const queue = await screen.findByRole("region", { name: "Ready to ship" });
    expect(await within(queue).findByText("#C41A7E")).toBeInTheDocument();
    expect(within(queue).getByText("Last try: Shiprocket is not answering. Please try again in a few minutes.")).toBeInTheDocument();
    expect(within(queue).getByRole("button", { name: "Book 0 orders" })).toBeDisabled();
    await userEvent.click(within(queue).getByRole("checkbox", { name: "Select every order ready to ship" }));
    await userEvent.click(within(queue).getByRole("button", { name: "Book 2 orders" }));
    await waitFor(() => expect(asked).toEqual([A, B]));
    expect(await within(queue).findByText("#AA00B1: The courier does not deliver to pincode 799999.")).toBeInTheDocument();
    expect(within(queue).getByRole("link", { name: "Print label" })).toHaveAttribute("href", "/api/admin/shipments/labels?ids=s-1");
  });

  it("lists failed deliveries with the courier's reason, and sends the shop's answer", async () => {
    let answered: unknown;
    server.use(
      meIs(admin),
      graphql.query("AdminOrders", () => gqlJson({ data: orderPage([]) })),
      graphql.query("AdminReadyToShip", () =>
        gqlJson({ data: { readyToShip: [], deliveryFailures: [shipment({ status: "DELIVERY_FAILED", deliveryFailureReason: "Customer not available", deliveryFailureAnswer: "Deliver again on 2026-05-18" })] } }),
      ),
      graphql.mutation("AdminResolveDeliveryFailure", ({ variables }) => {
        answered = variables;
        return gqlJson({ data: { resolveDeliveryFailure: shipment({ status: "RTO_INITIATED" }) } });
      }),
    );
    renderApp("/admin/orders");
    const ndr = await screen.findByRole("region", { name: "Failed deliveries" });
    expect(await within(ndr).findByText("Courier's reason: Customer not available")).toBeInTheDocument();
    expect(within(ndr).getByText("Answer: Deliver again on 2026-05-18")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Ready to ship" })).getByText("Nothing waiting to ship.")).toBeInTheDocument();
    await userEvent.click(within(ndr).getByRole("button", { name: "Return SB1234567890 to origin" }));
    await waitFor(() => expect(answered).toEqual({ id: "s-1", action: "RETURN_TO_ORIGIN" }));
  });
});
