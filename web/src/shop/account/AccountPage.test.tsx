import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { customer, gqlJson } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { shopHandlers } from "../../../test/shop-fixtures";
import { shopStatusColour } from "./orderStatusBadge";
import type { RazorpayOptions } from "../checkout/razorpay";
import { loadRazorpay } from "../checkout/razorpay";

vi.mock("../checkout/razorpay", () => ({ loadRazorpay: vi.fn() }));
const loadScript = vi.mocked(loadRazorpay);
beforeEach(() => loadScript.mockReset());

function order(id: string, status: string, totalAmount: number, orderDate: string) {
  return {
    __typename: "Order",
    id,
    orderDate,
    status,
    paymentStatus: status === "CONFIRMED" ? "PAID" : "PENDING",
    paymentMethod: "razorpay",
    paymentLabel: status === "CONFIRMED" ? "UPI (priya@okicici)" : "Online (Razorpay)",
    codFee: 0,
    shippingFee: 0,
    shippingTax: null,
    codAdvance: null,
    amountDueOnDelivery: null,
    refundedAmount: 0,
    refunds: [],
    paymentId: status === "CONFIRMED" ? "pay_123" : "",
    invoiceNumber: null,
    invoiceAvailable: false,
    totalAmount,
    subtotal: totalAmount,
    discount: 0,
    discounts: [],
    currency: "INR",
    lines: [
      { __typename: "OrderLine", productId: "p1", title: "Run Shorts", image: "/media/p1.jpg", price: 1399, quantity: 2, size: null, colour: null, lineTotal: 2798, tax: null },
    ],
    shippingAddress: { __typename: "ShippingAddress", addressId: "a1", address: "12 MG Road", city: "Bengaluru", pincode: "560001", phone: "9876543210", notes: "Ring the bell" },
  };
}

describe("order status badge colours", () => {
  it("confirmed green, rejected red, anything else black", () => {
    expect(shopStatusColour("CONFIRMED")).toBe("green");
    expect(shopStatusColour("rejected")).toBe("red");
    expect(shopStatusColour("PENDING")).toBe("black");
    expect(shopStatusColour("SHIPPED")).toBe("black");
  });
});

describe("account", () => {
  it("opens on Orders with the table and the status badges", async () => {
    server.use(
      ...shopHandlers({
        orders: [
          order("9b2f0000-0000-4000-8000-000000c41a7e", "CONFIRMED", 2798, "2026-05-13T12:00:00.000Z"),
          order("9b2f0000-0000-4000-8000-0000000bad02", "REJECTED", 129999, "2026-05-10T12:00:00.000Z"),
          order("9b2f0000-0000-4000-8000-0000000aaa03", "PENDING", 499.5, "2026-05-09T12:00:00.000Z"),
        ],
      }),
    );
    renderApp("/shop/account");
    expect(await screen.findByRole("tab", { name: "Orders", selected: true })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Orders" });
    expect(within(table).getAllByRole("columnheader").map((c) => c.textContent)).toEqual(["Order ID", "Order Date", "Order Status", "Order Price", "View Details"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("#C41A7E");
    expect(rows[0]).toHaveTextContent("13 May 2026");
    expect(rows[0]).toHaveTextContent("₹2,798");
    expect(within(rows[0]!).getByText("Confirmed").closest("[data-colour]")).toHaveAttribute("data-colour", "green");
    expect(within(rows[1]!).getByText("Rejected").closest("[data-colour]")).toHaveAttribute("data-colour", "red");
    expect(rows[1]).toHaveTextContent("₹1,29,999");
    expect(within(rows[2]!).getByText("Pending").closest("[data-colour]")).toHaveAttribute("data-colour", "black");
  });

  it("shows ten orders, and 'Show more orders' appends the next page until there is none", async () => {
    const hex = (i: number) => i.toString(16).padStart(6, "0");
    const orders = Array.from({ length: 13 }, (_, i) => order(`9b2f0000-0000-4000-8000-000000${hex(i + 1)}`, "CONFIRMED", 1000 + i, "2026-05-13T12:00:00.000Z"));
    server.use(...shopHandlers({ orders }));
    const app = renderApp("/shop/account");
    const table = await screen.findByRole("table", { name: "Orders" });
    expect(within(table).getAllByRole("row").slice(1)).toHaveLength(10);
    await app.user.click(screen.getByRole("button", { name: "Show more orders" }));
    await waitFor(() => expect(within(screen.getByRole("table", { name: "Orders" })).getAllByRole("row").slice(1).map((r) => within(r).getAllByRole("cell")[0]!.textContent)).toContain("#00000D"));
    const rows = within(screen.getByRole("table", { name: "Orders" })).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]!.textContent)).toEqual(orders.map((o) => `#${o.id.slice(-6).toUpperCase()}`));
    expect(screen.queryByRole("button", { name: "Show more orders" })).not.toBeInTheDocument();
  });

  it("View Details shows the order with the shopper's name in the shipping block, without a status form", async () => {
    server.use(...shopHandlers({ orders: [order("9b2f0000-0000-4000-8000-000000c41a7e", "CONFIRMED", 2798, "2026-05-13T12:00:00.000Z")] }));
    const app = renderApp("/shop/account");
    await app.user.click(await screen.findByRole("button", { name: "View details of order #C41A7E" }));
    const dialog = await screen.findByRole("dialog", { name: "Order Details" });
    expect(dialog).toHaveTextContent("#C41A7E");
    expect(dialog).toHaveTextContent("13 May 2026");
    expect(dialog).toHaveTextContent("UPI (priya@okicici)");
    expect(dialog).toHaveTextContent("Run Shorts");
    expect(dialog).toHaveTextContent("12 MG Road");
    expect(within(dialog).getByText(customer.name)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Update Order status" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("View Details shows how the price came about: subtotal, each offer and coupon by name, COD fee, shipping, total and the GST in it", async () => {
    const discounted = {
      ...order("9b2f0000-0000-4000-8000-000000c41a7e", "CONFIRMED", 3248, "2026-05-13T12:00:00.000Z"),
      paymentLabel: "Cash on delivery",
      codFee: 49,
      shippingFee: 0,
      shippingTax: null,
      subtotal: 3499,
      discount: 300,
      discounts: [
        { __typename: "OrderDiscount", name: "₹300 off above ₹2,999", kind: "OFFER", code: null, amount: 200 },
        { __typename: "OrderDiscount", name: "10 % off your first order", kind: "COUPON", code: "FIRST10", amount: 100 },
      ],
      lines: [
        {
          __typename: "OrderLine",
          productId: "p1",
          title: "Silk Saree",
          image: "/media/p1.jpg",
          price: 3499,
          quantity: 1,
          size: null,
          colour: null,
          lineTotal: 3499,
          tax: { __typename: "OrderLineTax", cgst: 77.33, sgst: 77.33, igst: 0 },
        },
      ],
    };
    server.use(...shopHandlers({ orders: [discounted] }));
    const app = renderApp("/shop/account");
    await app.user.click(await screen.findByRole("button", { name: "View details of order #C41A7E" }));
    const dialog = await screen.findByRole("dialog", { name: "Order Details" });
    const price = within(dialog).getByRole("region", { name: "Price Details" });
    const rows = within(price).getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ["Subtotal", "₹3,499"],
      ["Offer: ₹300 off above ₹2,999", "−₹200"],
      ["Coupon FIRST10: 10 % off your first order", "−₹100"],
      ["Cash on delivery fee", "₹49"],
      ["Shipping", "Free"],
      ["Total", "₹3,248"],
      ["GST included in the total", "₹154.66"],
    ]);
  });

  it("View Details shows the shipping fee as its own line, and its GST in the GST included (issue 42)", async () => {
    const shipped = {
      ...order("9b2f0000-0000-4000-8000-000000c41a7e", "CONFIRMED", 1078, "2026-05-13T12:00:00.000Z"),
      subtotal: 999,
      discount: 0,
      discounts: [],
      shippingFee: 79,
      shippingTax: { __typename: "OrderLineTax", cgst: 1.88, sgst: 1.88, igst: 0 },
      lines: [
        {
          __typename: "OrderLine",
          productId: "p1",
          title: "Linen Shirt",
          image: "/media/p1.jpg",
          price: 999,
          quantity: 1,
          size: null,
          colour: null,
          lineTotal: 999,
          tax: { __typename: "OrderLineTax", cgst: 23.78, sgst: 23.79, igst: 0 },
        },
      ],
    };
    server.use(...shopHandlers({ orders: [shipped] }));
    const app = renderApp("/shop/account");
    await app.user.click(await screen.findByRole("button", { name: "View details of order #C41A7E" }));
    const dialog = await screen.findByRole("dialog", { name: "Order Details" });
    const price = within(dialog).getByRole("region", { name: "Price Details" });
    const rows = within(price).getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ["Subtotal", "₹999"],
      ["Shipping", "₹79"],
      ["Total", "₹1,078"],
      // ₹47.57 of the shirt and ₹3.76 of the shipping.
      ["GST included in the total", "₹51.33"],
    ]);
  });

  it("says so when there are no orders yet", async () => {
    server.use(...shopHandlers({ orders: [] }));
    renderApp("/shop/account");
    expect(await screen.findByText("You have not placed any orders yet.")).toBeInTheDocument();
  });
});

describe("a cash-on-delivery order awaiting its confirmation (issue 43)", () => {
  it("the SMS link opens the order, which asks first for the confirmation; confirming sends the order's id and the prompt goes", async () => {
    const id = "9b2f0000-0000-4000-8000-000000c41a7e";
    const awaiting = { ...order(id, "CONFIRMED", 2798, "2026-05-13T12:00:00.000Z"), paymentMethod: "cod", paymentStatus: "TO_COLLECT", paymentLabel: "Cash on delivery", codConfirmation: "AWAITING", codConfirmBy: "2026-05-14T12:00:00.000Z" };
    const confirmed: unknown[] = [];
    server.use(
      ...shopHandlers({ orders: [awaiting] }),
      graphql.mutation("ConfirmCodOrder", ({ variables }) => {
        confirmed.push(variables);
        return gqlJson({ data: { confirmCodOrder: { __typename: "Order", id, codConfirmation: "CONFIRMED", codConfirmBy: null, status: "CONFIRMED" } } });
      }),
    );
    const app = renderApp(`/shop/account?tab=orders&order=${id}`);
    const dialog = await screen.findByRole("dialog", { name: "Order Details" });
    expect(await within(dialog).findByText(/^Please confirm your cash-on-delivery order so we can pack it\. Orders not confirmed by /)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole("button", { name: "Confirm order" }));
    await waitFor(() => expect(confirmed).toEqual([{ orderId: id }]));
    await waitFor(() => expect(within(dialog).queryByRole("button", { name: "Confirm order" })).not.toBeInTheDocument());
  });
});

describe("paying a cash-on-delivery order online instead (issue 43)", () => {
  const id = "9b2f0000-0000-4000-8000-000000c41a7f";
  const cod = (extra: Record<string, unknown>) => ({
    ...order(id, "CONFIRMED", 2380.33, "2026-05-13T12:00:00.000Z"),
    paymentMethod: "cod",
    paymentStatus: "TO_COLLECT",
    paymentLabel: "Cash on delivery",
    codConfirmation: "CONFIRMED",
    codConfirmBy: null,
    ...extra,
  });
  const window = {
    __typename: "PaymentWindow",
    provider: "razorpay-sandbox",
    keyId: "rzp_test_sandbox",
    providerOrderId: "order_SBXCOD1",
    amount: 228133,
    currency: "INR",
    checkoutScriptUrl: "/sandbox/checkout.js",
    name: "Sutra",
  };

  function fakeRazorpay() {
    const opened: RazorpayOptions[] = [];
    class FakeRazorpay {
      constructor(private options: RazorpayOptions) {}
      on() {}
      open() {
        opened.push(this.options);
      }
      close() {}
    }
    loadScript.mockResolvedValue(FakeRazorpay as never);
    return opened;
  }

  it("an unshipped COD order offers 'Pay online and save ₹50': the window opens for the server's amount, and a verified payment makes it prepaid", async () => {
    let paid = false;
    const asked: unknown[] = [];
    const verified: unknown[] = [];
    server.use(...shopHandlers({ orders: [cod({ payOnlineDiscount: 50 })] }));
    server.use(
      graphql.query("ShopOrderHistory", () => {
        const node = paid
          ? { ...cod({ payOnlineDiscount: null }), paymentMethod: "razorpay", paymentStatus: "PAID", paymentLabel: "UPI", codConfirmation: "NOT_NEEDED", returnRequested: false }
          : { ...cod({ payOnlineDiscount: 50 }), returnRequested: false };
        return gqlJson({ data: { orderHistory: { __typename: "OrderConnection", edges: [{ __typename: "OrderEdge", cursor: "1", node }], pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: "1" } } } });
      }),
      graphql.mutation("PayCodOrderOnline", ({ variables }) => {
        asked.push(variables);
        return gqlJson({ data: { payCodOrderOnline: window } });
      }),
      graphql.mutation("ShopVerifyPayment", ({ variables }) => {
        verified.push(variables);
        paid = true;
        return gqlJson({ data: { verifyPayment: { __typename: "VerifyPaymentPayload", message: "Payment verified and order confirmed", order: { __typename: "Order", id, status: "CONFIRMED", paymentStatus: "PAID", paymentId: "pay_SBX1" } } } });
      }),
    );
    const opened = fakeRazorpay();
    const app = renderApp(`/shop/account?tab=orders&order=${id}`);
    const dialog = await screen.findByRole("dialog", { name: "Order Details" });
    await app.user.click(await within(dialog).findByRole("button", { name: "Pay online and save ₹50" }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(asked).toEqual([{ orderId: id }]);
    expect(opened[0]).toMatchObject({ key: "rzp_test_sandbox", amount: 228133, currency: "INR", order_id: "order_SBXCOD1" });
    opened[0]!.handler({ razorpay_order_id: "order_SBXCOD1", razorpay_payment_id: "pay_SBX1", razorpay_signature: "sig" });
    await waitFor(() => expect(verified).toEqual([{ input: { orderId: id, razorpayOrderId: "order_SBXCOD1", razorpayPaymentId: "pay_SBX1", razorpaySignature: "sig" } }]));
    expect(await screen.findByText("Paid online: your order is now prepaid.")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole("button", { name: /Pay online/ })).not.toBeInTheDocument());
  });

  it("closing the window says the order stays cash on delivery and verifies nothing; no discount reads 'Pay online instead'", async () => {
    const verified: unknown[] = [];
    server.use(
      ...shopHandlers({ orders: [cod({ payOnlineDiscount: 0 })] }),
      graphql.mutation("PayCodOrderOnline", () => gqlJson({ data: { payCodOrderOnline: window } })),
      graphql.mutation("ShopVerifyPayment", ({ variables }) => {
        verified.push(variables);
        return gqlJson({ data: null });
      }),
    );
    const opened = fakeRazorpay();
    const app = renderApp(`/shop/account?tab=orders&order=${id}`);
    const dialog = await screen.findByRole("dialog", { name: "Order Details" });
    await app.user.click(await within(dialog).findByRole("button", { name: "Pay online instead" }));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.modal.ondismiss();
    expect(await screen.findByText("Payment not completed: your order stays cash on delivery.")).toBeInTheDocument();
    expect(verified).toEqual([]);
    expect(within(dialog).getByRole("button", { name: "Pay online instead" })).toBeEnabled();
  });

  it("an order paid online with the prepaid discount names it in its price details", async () => {
    const prepaid = {
      ...order(id, "CONFIRMED", 2281.33, "2026-05-13T12:00:00.000Z"),
      subtotal: 2331.33,
      discount: 50,
      discounts: [{ __typename: "OrderDiscount", name: "Prepaid discount", kind: "PREPAID", code: null, amount: 50 }],
    };
    server.use(...shopHandlers({ orders: [prepaid] }));
    renderApp(`/shop/account?tab=orders&order=${id}`);
    const dialog = await screen.findByRole("dialog", { name: "Order Details" });
    expect(await within(dialog).findByText("Prepaid discount")).toBeInTheDocument();
    expect(within(dialog).getByText("−₹50")).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Offer:/)).not.toBeInTheDocument();
  });

  it("a shipped or prepaid order (payOnlineDiscount null) offers no switch", async () => {
    server.use(...shopHandlers({ orders: [cod({ status: "SHIPPED", payOnlineDiscount: null })] }));
    renderApp(`/shop/account?tab=orders&order=${id}`);
    const dialog = await screen.findByRole("dialog", { name: "Order Details" });
    await within(dialog).findByText("Cash on delivery");
    expect(within(dialog).queryByRole("button", { name: /Pay online/ })).not.toBeInTheDocument();
  });
});
