import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatAdminRupees } from "../format";
import { OrderDetails, type OrderDetailsOrder } from "./OrderDetails";

function order(overrides: Partial<OrderDetailsOrder> = {}): OrderDetailsOrder {
  return {
    id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3c41a7e",
    orderDate: "2026-05-13T12:00:00.000Z",
    status: "DELIVERED",
    paymentStatus: "PAID",
    paymentMethod: "razorpay",
    paymentLabel: "Card",
    codFee: 0,
    shippingFee: 0,
    shippingTax: null,
    codAdvance: null,
    amountDueOnDelivery: null,
    paymentId: "pay_Sandbox123",
    totalAmount: 2000,
    subtotal: 2000,
    discount: 0,
    discounts: [],
    currency: "INR",
    lines: [{ productId: "p-1", title: "Linen shirt", image: "/media/p/1/thumb.jpg", price: 1000, quantity: 2, size: "M", colour: null, lineTotal: 2000, tax: null }],
    shippingAddress: { addressId: "a-1", address: "12 MG Road", city: "Bengaluru", pincode: "560001", phone: "9876543210", notes: "" },
    refundedAmount: 0,
    refunds: [],
    ...overrides,
  } as OrderDetailsOrder;
}

describe("an order's refunds", () => {
  it("an order nothing went back on shows no refunds at all", () => {
    render(<OrderDetails order={order()} />);
    expect(screen.queryByRole("region", { name: "Refunds" })).toBeNull();
    expect(screen.queryByText("Refunded")).toBeNull();
  });

  it("half returned: partially refunded, what went back, and each refund with its status and reference", () => {
    render(
      <OrderDetails
        formatMoney={formatAdminRupees}
        order={order({
          paymentStatus: "PARTIALLY_REFUNDED",
          refundedAmount: 1000,
          refunds: [
            { id: "r1", amount: 1000, method: "GATEWAY", status: "PROCESSED", reason: "Items returned", createdAt: "2026-05-20T10:00:00.000Z", settledAt: "2026-05-20T10:00:00.000Z", providerRefundId: "rfnd_AbC123", reference: null, failureReason: null },
            { id: "r2", amount: 1000, method: "MANUAL", status: "FAILED", reason: "Items returned", createdAt: "2026-05-21T10:00:00.000Z", settledAt: null, providerRefundId: null, reference: null, failureReason: "The bank refused it" },
          ],
        })}
      />,
    );
    expect(screen.getByText("Partially refunded")).toBeInTheDocument();
    expect(screen.getByText("Refunded", { selector: "dt" }).nextElementSibling).toHaveTextContent("₹1,000.00");
    const refunds = screen.getByRole("region", { name: "Refunds" });
    const rows = within(refunds).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Items returned");
    expect(rows[0]).toHaveTextContent("To the original payment method");
    expect(rows[0]).toHaveTextContent("Reference rfnd_AbC123");
    expect(within(rows[0]!).getByText("Refunded")).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Failed: The bank refused it");
    expect(within(rows[1]!).getByText("Failed")).toBeInTheDocument();
  });
});

describe("a part-paid cash-on-delivery order (issue 43)", () => {
  it("shows what was paid online and what is left to pay on delivery, then paid on delivery once collected", () => {
    const partPaid = { paymentMethod: "cod", paymentLabel: "Cash on delivery", codFee: 49, codAdvance: 99, amountDueOnDelivery: 1901, totalAmount: 2000 };
    const { unmount } = render(<OrderDetails formatMoney={formatAdminRupees} order={order({ ...partPaid, status: "CONFIRMED", paymentStatus: "TO_COLLECT" })} />);
    expect(screen.getByText("Paid online", { selector: "dt" }).nextElementSibling).toHaveTextContent("₹99.00");
    expect(screen.getByText("To pay on delivery", { selector: "dt" }).nextElementSibling).toHaveTextContent("₹1,901.00");
    unmount();
    render(<OrderDetails formatMoney={formatAdminRupees} order={order({ ...partPaid, paymentStatus: "PAID" })} />);
    expect(screen.getByText("Paid on delivery", { selector: "dt" }).nextElementSibling).toHaveTextContent("₹1,901.00");
    expect(screen.queryByText("To pay on delivery")).toBeNull();
  });

  it("an order without an advance shows neither part", () => {
    render(<OrderDetails order={order()} />);
    expect(screen.queryByText("Paid online")).toBeNull();
    expect(screen.queryByText("To pay on delivery")).toBeNull();
  });
});
