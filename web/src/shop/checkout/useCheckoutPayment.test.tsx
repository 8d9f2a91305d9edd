import { ApolloProvider } from "@apollo/client/react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { graphql } from "msw";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createApolloClient } from "../../app/apollo";
import { ToastHost } from "../../app/toasts";
import { deferred, gqlJson } from "../../../test/fixtures";
import { server } from "../../../test/server";
import { cart } from "../../../test/shop-fixtures";
import { loadRazorpay, type RazorpayConstructor } from "./razorpay";
import { useCheckoutPayment } from "./useCheckoutPayment";

vi.mock("./razorpay", () => ({ loadRazorpay: vi.fn() }));

function wrapper({ children }: { children: ReactNode }) {
  const client = createApolloClient();
  return (
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={["/shop/checkout"]}>{children}</MemoryRouter>
      <ToastHost />
    </ApolloProvider>
  );
}

const request = { addressId: "addr-1", lineCount: 1, phone: "9876543210", customer: { name: "Asha Rao", email: "asha@example.com" } };

describe("useCheckoutPayment", () => {
  it("ignores a second checkout while the first is running, even before a re-render", async () => {
    const gate = deferred();
    const place = vi.fn();
    const opened = vi.fn();
    server.use(
      graphql.query("ShopCart", () => gqlJson({ data: { cart: cart([]) } })),
      graphql.mutation("ShopPlaceOrder", async () => {
        place();
        await gate.promise;
        return gqlJson({
          data: {
            placeOrder: {
              __typename: "PlaceOrderPayload",
              order: { __typename: "Order", id: "order-1", totalAmount: 100, status: "PENDING", paymentStatus: "PENDING" },
              payment: {
                __typename: "PaymentWindow",
                provider: "sandbox",
                keyId: "rzp_test",
                providerOrderId: "order_X",
                amount: 10000,
                currency: "INR",
                checkoutScriptUrl: "/sandbox/checkout.js",
                name: "Sutra",
                description: "x",
              },
            },
          },
        });
      }),
    );
    vi.mocked(loadRazorpay).mockResolvedValue(
      class {
        on() {}
        open() {
          opened();
        }
      } as unknown as RazorpayConstructor,
    );
    const { result } = renderHook(() => useCheckoutPayment(), { wrapper });
    await waitFor(() => expect(result.current).not.toBeNull());

    let first!: Promise<void>;
    act(() => {
      first = result.current.checkout(request);
      void result.current.checkout(request);
      void result.current.checkout(request);
    });
    expect(result.current.processing).toBe(true);
    gate.resolve();
    await act(() => first);
    expect(place).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
