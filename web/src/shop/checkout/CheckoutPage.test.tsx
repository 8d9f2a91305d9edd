import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { customer, deferred, gqlJson, graphQLError } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { address, cart, cartLine, product, profileOf, shopHandlers } from "../../../test/shop-fixtures";
import type { RazorpayFailure, RazorpayOptions } from "./razorpay";
import { loadRazorpay } from "./razorpay";

vi.mock("./razorpay", () => ({ loadRazorpay: vi.fn() }));
const loadScript = vi.mocked(loadRazorpay);

const dress = product({ title: "Floral Wrap Dress", price: 2299, salePrice: 1599, totalStock: 3 });
const home = address({ address: "12 MG Road", city: "Bengaluru", phone: "9876543210" });

const placed = {
  placeOrder: {
    __typename: "PlaceOrderPayload",
    order: { __typename: "Order", id: "order-1", totalAmount: 3198, status: "PENDING", paymentStatus: "PENDING" },
    payment: {
      __typename: "PaymentWindow",
      provider: "razorpay-sandbox",
      keyId: "rzp_test_sandbox",
      providerOrderId: "order_SBX123",
      amount: 319800,
      currency: "INR",
      checkoutScriptUrl: "/sandbox/checkout.js",
      name: "Sutra",
      description: "Sutra order",
    },
  },
};

/** A stand-in payment window that records what it was opened with. */
function fakeRazorpay() {
  const opened: { options: RazorpayOptions; failed?: (r: RazorpayFailure) => void }[] = [];
  class FakeRazorpay {
    private entry: (typeof opened)[number];
    constructor(options: RazorpayOptions) {
      this.entry = { options };
    }
    on(_event: "payment.failed", cb: (r: RazorpayFailure) => void) {
      this.entry.failed = cb;
    }
    open() {
      opened.push(this.entry);
    }
    close() {}
  }
  return { Razorpay: FakeRazorpay, opened };
}

function world(lines = [cartLine(dress, 2)]) {
  server.use(...shopHandlers({ products: [dress], cart: cart(lines), addresses: [home] }));
}

async function openCheckout() {
  const app = renderApp("/shop/checkout");
  await screen.findByRole("listitem", { name: "Floral Wrap Dress" }).catch(() => undefined);
  const button = await screen.findByRole("button", { name: "Checkout" });
  return { app, button };
}

async function clickHome(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole("radio", { name: /Deliver to Delivery Address, 12 MG Road/ }));
}

/** Chooses the address and waits for its delivery date and methods, as a shopper sees them before Checkout. */
async function selectHome(app: ReturnType<typeof renderApp>) {
  await clickHome(app);
  await screen.findByTestId("checkout-delivery");
}

beforeEach(() => {
  loadScript.mockReset();
});

describe("checkout guards", () => {
  it("no selected address → 'Please Select one Address to proceed', nothing placed", async () => {
    world();
    const place = vi.fn(() => gqlJson({ data: placed }));
    server.use(graphql.mutation("ShopPlaceOrder", place));
    const { app, button } = await openCheckout();
    await screen.findByRole("radio", { name: /Deliver to/ });
    await app.user.click(button);
    expect(await screen.findByText("Please Select one Address to proceed")).toBeInTheDocument();
    expect(place).not.toHaveBeenCalled();
  });

  it("empty cart → 'Your cart is empty. Please add items to proceed'", async () => {
    world([]);
    const place = vi.fn(() => gqlJson({ data: placed }));
    server.use(graphql.mutation("ShopPlaceOrder", place));
    const { app, button } = await openCheckout();
    await selectHome(app);
    await app.user.click(button);
    expect(await screen.findByText("Your cart is empty. Please add items to proceed")).toBeInTheDocument();
    expect(place).not.toHaveBeenCalled();
  });

  it("script load failure → 'Error initializing Razorpay', the order released and the button usable again", async () => {
    world();
    loadScript.mockImplementation(async () => {
      throw new Error("network");
    });
    const abandon = vi.fn((_v: unknown) => gqlJson({ data: { abandonPayment: { __typename: "Order", id: "order-1", status: "CANCELLED", paymentStatus: "FAILED" } } }));
    server.use(
      graphql.mutation("ShopPlaceOrder", () => gqlJson({ data: placed })),
      graphql.mutation("ShopAbandonPayment", ({ variables }) => abandon(variables)),
    );
    const { app, button } = await openCheckout();
    await selectHome(app);
    await app.user.click(button);
    expect(await screen.findByText("Error initializing Razorpay")).toBeInTheDocument();
    expect(loadScript).toHaveBeenCalledWith("/sandbox/checkout.js");
    await waitFor(() => expect(abandon).toHaveBeenCalledWith({ input: { orderId: "order-1", reason: expect.any(String) } }));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("a second click while processing places only one order", async () => {
    world();
    const gate = deferred();
    const place = vi.fn();
    server.use(
      graphql.mutation("ShopPlaceOrder", async () => {
        place();
        await gate.promise;
        return gqlJson({ data: placed });
      }),
    );
    const { Razorpay, opened } = fakeRazorpay();
    loadScript.mockResolvedValue(Razorpay);
    const { app, button } = await openCheckout();
    await selectHome(app);
    await app.user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    // A disabled MUI button ignores the pointer; a scripted click must not place a second order either.
    button.click();
    button.click();
    gate.resolve();
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(place).toHaveBeenCalledTimes(1);
  });

  it("a refused order shows the server's message and resets the button", async () => {
    world();
    server.use(graphql.mutation("ShopPlaceOrder", () => graphQLError("Only 1 available in stock", "OUT_OF_STOCK")));
    const { app, button } = await openCheckout();
    await selectHome(app);
    await app.user.click(button);
    expect(await screen.findByText("Only 1 available in stock")).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(loadScript).not.toHaveBeenCalled();
  });
});

describe("payment window", () => {
  it("opens with the spec's options, verifies on success and lands on /shop/account", async () => {
    world();
    const { Razorpay, opened } = fakeRazorpay();
    loadScript.mockResolvedValue(Razorpay);
    const verify = vi.fn((_v: unknown) =>
      gqlJson({
        data: {
          verifyPayment: {
            __typename: "VerifyPaymentPayload",
            message: "Payment verified. Your order is confirmed.",
            order: { __typename: "Order", id: "order-1", status: "CONFIRMED", paymentStatus: "PAID", paymentId: "pay_1" },
          },
        },
      }),
    );
    server.use(
      graphql.mutation("ShopPlaceOrder", () => gqlJson({ data: placed })),
      graphql.mutation("ShopVerifyPayment", ({ variables }) => verify(variables)),
    );
    const { app, button } = await openCheckout();
    await selectHome(app);
    await app.user.click(button);
    await waitFor(() => expect(opened).toHaveLength(1));
    const { options } = opened[0]!;
    expect(options).toMatchObject({
      key: "rzp_test_sandbox",
      amount: 319800,
      currency: "INR",
      name: "Sutra",
      description: "Order Payment",
      order_id: "order_SBX123",
      prefill: { name: customer.name, email: customer.email, contact: "9876543210" },
      theme: { color: "#1e40af" },
    });

    options.handler({ razorpay_payment_id: "pay_1", razorpay_order_id: "order_SBX123", razorpay_signature: "sig" });
    expect(await screen.findByText("Payment verified. Your order is confirmed.")).toBeInTheDocument();
    expect(verify).toHaveBeenCalledWith({
      input: { orderId: "order-1", razorpayOrderId: "order_SBX123", razorpayPaymentId: "pay_1", razorpaySignature: "sig" },
    });
    await waitFor(() => expect(app.pathname()).toBe("/shop/account"));
  });

  it("a dismissed window abandons the payment, keeps the cart and resets the button", async () => {
    world();
    const { Razorpay, opened } = fakeRazorpay();
    loadScript.mockResolvedValue(Razorpay);
    const abandon = vi.fn((_v: unknown) => gqlJson({ data: { abandonPayment: { __typename: "Order", id: "order-1", status: "CANCELLED", paymentStatus: "FAILED" } } }));
    server.use(
      graphql.mutation("ShopPlaceOrder", () => gqlJson({ data: placed })),
      graphql.mutation("ShopAbandonPayment", ({ variables }) => abandon(variables)),
    );
    const { app, button } = await openCheckout();
    await selectHome(app);
    await app.user.click(button);
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.options.modal.ondismiss();
    expect(await screen.findByText("Payment cancelled. Your cart is kept.")).toBeInTheDocument();
    expect(abandon).toHaveBeenCalledWith({ input: { orderId: "order-1", reason: "dismissed" } });
    await waitFor(() => expect(button).toBeEnabled());
    expect(app.pathname()).toBe("/shop/checkout");
    expect(within(screen.getByRole("list", { name: "Order summary" })).getByRole("listitem", { name: "Floral Wrap Dress" })).toBeInTheDocument();
  });

  it("a failed payment abandons once, even if the window is then closed", async () => {
    world();
    const { Razorpay, opened } = fakeRazorpay();
    loadScript.mockResolvedValue(Razorpay);
    const abandon = vi.fn((_v: unknown) => gqlJson({ data: { abandonPayment: { __typename: "Order", id: "order-1", status: "CANCELLED", paymentStatus: "FAILED" } } }));
    server.use(
      graphql.mutation("ShopPlaceOrder", () => gqlJson({ data: placed })),
      graphql.mutation("ShopAbandonPayment", ({ variables }) => abandon(variables)),
    );
    const { app, button } = await openCheckout();
    await selectHome(app);
    await app.user.click(button);
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.failed?.({ error: { description: "Card declined" } });
    opened[0]!.options.modal.ondismiss();
    expect(await screen.findByText("Payment failed: Card declined")).toBeInTheDocument();
    expect(abandon).toHaveBeenCalledTimes(1);
    expect(abandon).toHaveBeenCalledWith({ input: { orderId: "order-1", reason: "Card declined" } });
    await waitFor(() => expect(button).toBeEnabled());
  });
});

describe("the delivery address at checkout", () => {
  it("with saved addresses the empty form waits behind 'Add a new address', so the summary comes right after them", async () => {
    world();
    const { app } = await openCheckout();
    await screen.findByRole("radio", { name: /Deliver to Delivery Address, 12 MG Road/ });
    expect(screen.queryByRole("form", { name: "Add New Address" })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole("button", { name: "Add a new address" }));
    const form = await screen.findByRole("form", { name: "Add New Address" });
    expect(within(form).getByLabelText("Address")).toHaveFocus();
    await app.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "Add New Address" })).not.toBeInTheDocument();
  });
});

describe("delivery date and payment method (issue 25)", () => {
  it("Checkout waits while the chosen address's delivery date and methods are on their way (they appear above it)", async () => {
    world();
    const answer = deferred();
    const { app, button } = await openCheckout();
    expect(button).toBeEnabled(); // no address yet: a click says to choose one (spec)
    server.use(graphql.query("ShopCheckoutOptions", async () => answer.promise.then(() => undefined)));
    await clickHome(app);
    expect(button).toBeDisabled();
    expect(screen.getByTestId("checkout-delivery-loading")).toBeInTheDocument(); // their place kept meanwhile
    answer.resolve(); // the handler above falls through to the world's answer
    expect(await screen.findByTestId("checkout-delivery")).toBeInTheDocument();
    expect(screen.queryByTestId("checkout-delivery-loading")).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("a failed question for the delivery date leaves Checkout usable: the server judges the order when it is placed", async () => {
    world();
    server.use(graphql.query("ShopCheckoutOptions", () => graphQLError("The shop could not be reached", "INTERNAL_SERVER_ERROR")));
    const { app, button } = await openCheckout();
    await clickHome(app);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByTestId("checkout-delivery")).not.toBeInTheDocument();
    expect(screen.queryByTestId("checkout-delivery-loading")).not.toBeInTheDocument();
  });

  it("shows the delivery date and, when the server refuses cash on delivery, shows it disabled with the reason", async () => {
    server.use(
      ...shopHandlers({
        products: [dress],
        cart: cart([cartLine(dress, 2)]),
        addresses: [home],
        checkoutOptions: { cod: { available: false, reason: "Cash on delivery is not available for pincode 744101. Please pay online." } },
      }),
    );
    const { app } = await openCheckout();
    expect(screen.getByText("Choose a delivery address to see the delivery date and payment methods.")).toBeInTheDocument();
    await selectHome(app);
    expect(await screen.findByText("Delivery by Sat, 28 Nov")).toBeInTheDocument();
    const group = screen.getByRole("radiogroup", { name: "Payment method" });
    expect(within(group).getByRole("radio", { name: /Pay online/ })).toBeChecked();
    expect(within(group).getByRole("radio", { name: /Cash on delivery/ })).toBeDisabled();
    expect(screen.getByText("Cash on delivery is not available for pincode 744101. Please pay online.")).toBeInTheDocument();
  });

  it("a cash-on-delivery order the shop judges too risky (COD_RISK_POLICY=hide, issue 43): COD unavailable in plain words, no score or risk named", async () => {
    const hidden = "Cash on delivery isn't available for this order. Pay online with UPI or card.";
    server.use(...shopHandlers({ products: [dress], cart: cart([cartLine(dress, 2)]), addresses: [home], checkoutOptions: { cod: { available: false, reason: hidden } } }));
    const { app } = await openCheckout();
    await selectHome(app);
    const group = await screen.findByRole("radiogroup", { name: "Payment method" });
    expect(within(group).getByRole("radio", { name: /Pay online/ })).toBeChecked();
    expect(within(group).getByRole("radio", { name: /Cash on delivery/ })).toBeDisabled();
    expect(within(group).getByTestId("cod-reason")).toHaveTextContent(hidden);
    expect(document.body).not.toHaveTextContent(/risk|score/i);
  });

  it("says what paying online saves beside the online option, the server's figure as it is (issue 43), and nothing when not", async () => {
    server.use(...shopHandlers({ products: [dress], cart: cart([cartLine(dress, 2)]), addresses: [home], checkoutOptions: { payOnlineSaving: 99, codFee: 49 } }));
    const { app } = await openCheckout();
    await selectHome(app);
    const group = await screen.findByRole("radiogroup", { name: "Payment method" });
    expect(within(group).getByRole("radio", { name: /^Pay online and save ₹99 UPI, cards/ })).toBeChecked();
    expect(within(group).getByRole("radio", { name: /Cash on delivery fee ₹49/ })).not.toBeChecked();
  });

  it("with COD_ADVANCE the COD option says the advance and the rest in plain words, and checkout opens Razorpay's window for the advance (issue 43)", async () => {
    server.use(...shopHandlers({ products: [dress], cart: cart([cartLine(dress, 2)]), addresses: [home], checkoutOptions: { codFee: 49, codAdvance: 99, codDueOnDelivery: 3148 } }));
    const { Razorpay, opened } = fakeRazorpay();
    loadScript.mockResolvedValue(Razorpay as never);
    const place = vi.fn((_v: unknown) =>
      gqlJson({
        data: {
          placeOrder: {
            ...placed.placeOrder,
            order: { ...placed.placeOrder.order, totalAmount: 3247 },
            payment: { ...placed.placeOrder.payment, amount: 9900 },
          },
        },
      }),
    );
    server.use(graphql.mutation("ShopPlaceOrder", ({ variables }) => place(variables)));
    const { app, button } = await openCheckout();
    await selectHome(app);
    const group = await screen.findByRole("radiogroup", { name: "Payment method" });
    const cod = within(group).getByRole("radio", { name: /^Cash on delivery: Pay ₹99 now, ₹3,148 on delivery The advance through Razorpay now/ });
    expect(within(group).getByText("Cash on delivery: Pay ₹99 now, ₹3,148 on delivery")).toBeInTheDocument();
    await app.user.click(cod);
    await app.user.click(button);
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(place).toHaveBeenCalledWith({ input: { addressId: home.id, paymentMethod: "COD" } });
    expect(opened[0]!.options).toMatchObject({ amount: 9900, order_id: "order_SBX123" });
  });

  it("without an advance the COD option reads just 'Cash on delivery'", async () => {
    world();
    const { app } = await openCheckout();
    await selectHome(app);
    const group = await screen.findByRole("radiogroup", { name: "Payment method" });
    expect(within(group).getByRole("radio", { name: /^Cash on delivery Pay the courier/ })).toBeInTheDocument();
    expect(within(group).queryByText(/now,/)).not.toBeInTheDocument();
  });

  it("an online option without a prepaid discount reads just 'Pay online'", async () => {
    world();
    const { app } = await openCheckout();
    await selectHome(app);
    const group = await screen.findByRole("radiogroup", { name: "Payment method" });
    expect(within(group).getByRole("radio", { name: /^Pay online UPI, cards/ })).toBeInTheDocument();
    expect(within(group).queryByText(/save/)).not.toBeInTheDocument();
  });

  it("cash on delivery, then a coupon for online payment only: the shopper is asked which to keep, and nothing changes by itself", async () => {
    world();
    let applied = false;
    const base = cart([cartLine(dress, 2)]);
    const withCoupon = { ...cart([cartLine(dress, 2, { discount: 639.6, net: 2558.4 })]), discount: 639.6, total: 2558.4, appliedCoupon: { __typename: "AppliedPromotion" as const, code: "DIWALI20", title: "20 % off orders above ₹1,999", saving: 639.6 } };
    server.use(
      graphql.mutation("ShopApplyCoupon", () => {
        applied = true;
        return gqlJson({ data: { applyCoupon: withCoupon } });
      }),
      graphql.mutation("ShopRemoveCoupon", () => {
        applied = false;
        return gqlJson({ data: { removeCoupon: base } });
      }),
      // As the server judges it: the coupon is for prepaid orders, so with it the order cannot be paid on delivery.
      graphql.query("ShopCheckoutOptions", () =>
        gqlJson({
          data: {
            checkoutOptions: {
              __typename: "CheckoutOptions",
              serviceable: true,
              deliveryBy: "2026-11-28",
              codFee: 0,
              codAdvance: 0,
              codDueOnDelivery: 0,
              payOnlineSaving: 0,
              online: { __typename: "PaymentMethodOption", available: true, reason: null },
              cod: applied
                ? { __typename: "PaymentMethodOption", available: false, reason: "DIWALI20 no longer applies: This code is for prepaid orders only: pay online to use it. Please review your cart." }
                : { __typename: "PaymentMethodOption", available: true, reason: null },
            },
          },
        }),
      ),
    );
    const { app, button } = await openCheckout();
    await selectHome(app);
    const group = await screen.findByRole("radiogroup", { name: "Payment method" });
    await app.user.click(within(group).getByRole("radio", { name: /Cash on delivery/ }));
    const applyCode = async () => {
      await app.user.type(screen.getByRole("textbox", { name: "Coupon code" }), "DIWALI20");
      await app.user.click(screen.getByRole("button", { name: "Apply" }));
      return screen.findByRole("alert", { name: "Cash on delivery or DIWALI20?" });
    };

    let question = await applyCode();
    expect(question).toHaveTextContent("DIWALI20 can only be used when you pay online. Which would you like to keep?");
    // Neither changed by itself, and the order waits for the answer.
    expect(within(group).getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
    expect(screen.getByText("DIWALI20 applied")).toBeInTheDocument();
    expect(button).toBeDisabled();

    await app.user.click(within(question).getByRole("button", { name: "Cash on delivery, remove DIWALI20" }));
    expect(await screen.findByRole("textbox", { name: "Coupon code" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alert", { name: /Cash on delivery or/ })).not.toBeInTheDocument());
    expect(within(group).getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
    expect(button).toBeEnabled();

    question = await applyCode();
    await app.user.click(within(question).getByRole("button", { name: "Pay online, keep DIWALI20" }));
    expect(within(group).getByRole("radio", { name: /Pay online/ })).toBeChecked();
    expect(screen.queryByRole("alert", { name: /Cash on delivery or/ })).not.toBeInTheDocument();
    expect(screen.getByText("DIWALI20 applied")).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("cash on delivery places a confirmed order without a payment window and lands on Account with the amount to pay", async () => {
    world();
    const place = vi.fn((_v: unknown) =>
      gqlJson({
        data: {
          placeOrder: {
            __typename: "PlaceOrderPayload",
            order: { __typename: "Order", id: "order-2", totalAmount: 3198, status: "CONFIRMED", paymentStatus: "TO_COLLECT" },
            payment: null,
          },
        },
      }),
    );
    server.use(graphql.mutation("ShopPlaceOrder", ({ variables }) => place(variables)));
    const { app, button } = await openCheckout();
    await selectHome(app);
    await app.user.click(await screen.findByRole("radio", { name: /Cash on delivery/ }));
    await app.user.click(button);
    expect(await screen.findByText("Order placed. Please pay ₹3,198.00 to the courier on delivery.")).toBeInTheDocument();
    expect(place).toHaveBeenCalledWith({ input: { addressId: home.id, paymentMethod: "COD" } });
    expect(loadScript).not.toHaveBeenCalled();
    await waitFor(() => expect(app.pathname()).toBe("/shop/account"));
  });
});

describe("a new number is asked its name at checkout (issue 43)", () => {
  it("shows 'Your name' while the server says it is needed: Checkout waits, a refused name is told under its field, a saved one lets the order go", async () => {
    const sent: unknown[] = [];
    let needsName = true;
    server.use(
      graphql.query("AccountProfile", () => gqlJson({ data: { me: profileOf({ name: "Customer", email: null, needsName, phone: "9876543210", phoneVerified: true }) } })),
      graphql.mutation("UpdateProfile", ({ variables }) => {
        sent.push(variables);
        if ((variables as { input: { name: string } }).input.name.length < 3) return graphQLError("Name must be at least 3 characters long", "BAD_USER_INPUT", "name");
        needsName = false;
        return gqlJson({ data: { updateProfile: { __typename: "User", id: customer.id, name: "Asha Rao", email: "asha@example.com", emailVerified: false, needsName: false } } });
      }),
      ...shopHandlers({ products: [dress], cart: cart([cartLine(dress, 2)]), addresses: [home] }),
    );
    const { app, button } = await openCheckout();
    const step = await screen.findByRole("region", { name: "Your name" });
    expect(within(step).getByText("Before your first order, please tell us your name. It goes on your order and invoice.")).toBeInTheDocument();
    await selectHome(app);
    expect(button).toBeDisabled();

    const name = within(step).getByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("");
    await app.user.type(name, "As");
    await app.user.click(within(step).getByRole("button", { name: "Save" }));
    expect(await within(step).findByText("Name must be at least 3 characters long")).toBeInTheDocument();
    expect(button).toBeDisabled();

    await app.user.clear(name);
    await app.user.type(name, "Asha Rao");
    await app.user.type(within(step).getByRole("textbox", { name: "Email (optional)" }), "asha@example.com");
    await app.user.click(within(step).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Your name" })).not.toBeInTheDocument());
    expect(button).toBeEnabled();
    expect(sent).toEqual([{ input: { name: "As", email: null } }, { input: { name: "Asha Rao", email: "asha@example.com" } }]);
  });

  it("asks nothing of a customer whose name is known", async () => {
    world();
    const { app, button } = await openCheckout();
    await selectHome(app);
    expect(button).toBeEnabled();
    expect(screen.queryByRole("region", { name: "Your name" })).not.toBeInTheDocument();
  });
});
