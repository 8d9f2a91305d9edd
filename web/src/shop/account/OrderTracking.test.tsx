import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { gqlJson, graphQLError } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { shopHandlers } from "../../../test/shop-fixtures";

const ORDER_ID = "9b2f0000-0000-4000-8000-000000c41a7e";

const listOrder = {
  __typename: "Order",
  id: ORDER_ID,
  orderDate: "2026-11-13T12:00:00.000Z",
  status: "SHIPPED",
  paymentStatus: "TO_COLLECT",
  paymentMethod: "cod",
  paymentId: "",
  invoiceNumber: null,
  invoiceAvailable: false,
  refundedAmount: 0,
  refunds: [],
  returnRequested: false,
  totalAmount: 1200,
  subtotal: 1200,
  discount: 0,
  discounts: [],
  codFee: 0,
  shippingFee: 0,
  shippingTax: null,
  codAdvance: null,
  amountDueOnDelivery: null,
  paymentLabel: "Cash on delivery",
  currency: "INR",
  lines: [{ __typename: "OrderLine", productId: "p1", title: "Linen Kurta", image: "/media/p1.jpg", price: 1200, quantity: 1, size: "M", colour: null, lineTotal: 1200, tax: null }],
  shippingAddress: { __typename: "ShippingAddress", addressId: "a1", address: "12 MG Road", city: "Bengaluru", pincode: "560001", phone: "9876543210", notes: "" },
};

const parcel = (overrides: Record<string, unknown> = {}) => ({
  __typename: "Shipment",
  id: "s-1",
  direction: "FORWARD",
  awb: "SB1234567890",
  courierName: "Sandbox Express",
  status: "DELIVERY_FAILED",
  trackingUrl: "https://shop.example/__sandbox/shiprocket/tracking/SB1234567890",
  expectedDeliveryDate: "2026-11-17",
  deliveryFailureReason: "Customer not available",
  deliveryFailureAnswer: null,
  rescheduleDates: ["2026-11-18", "2026-11-19", "2026-11-20"],
  events: [
    { __typename: "ShipmentEvent", status: "PICKED_UP", at: "2026-11-14T05:00:00.000Z", location: "Bhiwandi Hub (Maharashtra)", note: "Picked up" },
    { __typename: "ShipmentEvent", status: "DELIVERY_FAILED", at: "2026-11-16T09:00:00.000Z", location: "Bengaluru Hub (Karnataka)", note: "Customer not available" },
  ],
  ...overrides,
});

describe("the parcel on the shopper's order", () => {
  it("shows the courier, AWB, expected date, tracking link and the timeline, newest first", async () => {
    server.use(...shopHandlers({ orders: [listOrder] }), graphql.query("ShopOrderShipments", () => gqlJson({ data: { order: { __typename: "Order", id: ORDER_ID, shipments: [parcel({ status: "IN_TRANSIT", rescheduleDates: [], deliveryFailureReason: null })] } } })));
    const app = renderApp("/shop/account");
    await app.user.click(await screen.findByRole("button", { name: "View details of order #C41A7E" }));
    const delivery = await screen.findByRole("region", { name: "Delivery" });
    expect(within(delivery).getByText("In transit")).toBeInTheDocument();
    expect(within(delivery).getByText("Sandbox Express")).toBeInTheDocument();
    expect(within(delivery).getByText("SB1234567890")).toBeInTheDocument();
    expect(within(delivery).getByRole("link", { name: "Track your parcel" })).toHaveAttribute("href", "https://shop.example/__sandbox/shiprocket/tracking/SB1234567890");
    const items = within(within(delivery).getByRole("list", { name: "Parcel updates" })).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([expect.stringMatching(/^Delivery attempt failed · .* · Bengaluru Hub/), expect.stringMatching(/^Shipped · .* · Bhiwandi Hub/)]);
    expect(within(delivery).queryByRole("form", { name: "Choose another day for delivery" })).toBeNull();
  });

  it("after a failed attempt, the shopper chooses one of the next three working days; a refusal is shown as the server says", async () => {
    let asked: unknown;
    let refuse = true;
    server.use(
      ...shopHandlers({ orders: [listOrder] }),
      graphql.query("ShopOrderShipments", () => gqlJson({ data: { order: { __typename: "Order", id: ORDER_ID, shipments: [parcel()] } } })),
      graphql.mutation("ShopRescheduleDelivery", ({ variables }) => {
        asked = variables;
        if (refuse) {
          refuse = false;
          return graphQLError("Choose one of the next three working days: 2026-11-18, 2026-11-19, 2026-11-20.", "BAD_USER_INPUT", "date");
        }
        return gqlJson({ data: { rescheduleDelivery: { __typename: "Shipment", id: "s-1", status: "DELIVERY_FAILED", deliveryFailureAnswer: "Deliver again on 2026-11-19: Ring twice", rescheduleDates: ["2026-11-18", "2026-11-19", "2026-11-20"] } } });
      }),
    );
    const app = renderApp("/shop/account");
    await app.user.click(await screen.findByRole("button", { name: "View details of order #C41A7E" }));
    const form = await screen.findByRole("form", { name: "Choose another day for delivery" });
    expect(within(form).getByText("The courier could not deliver your order: Customer not available.")).toBeInTheDocument();
    await app.user.click(within(form).getByRole("combobox", { name: /Delivery day/ }));
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(3);
    await app.user.click(options[1]!);
    await app.user.type(within(form).getByLabelText(/Note for the courier/), "Ring twice");
    await app.user.click(within(form).getByRole("button", { name: "Deliver on this day" }));
    expect(await screen.findByText("Choose one of the next three working days: 2026-11-18, 2026-11-19, 2026-11-20.")).toBeInTheDocument();
    await app.user.click(within(form).getByRole("button", { name: "Deliver on this day" }));
    await waitFor(() => expect(asked).toEqual({ id: "s-1", date: "2026-11-19", note: "Ring twice" }));
    expect(await screen.findByText("Thank you: the courier will come again on the day you chose.")).toBeInTheDocument();
    expect(await within(form).findByText("Your answer: Deliver again on 2026-11-19: Ring twice")).toBeInTheDocument();
  });
});
