import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { gqlJson, graphQLError } from "../../../test/fixtures";
import { renderInProviders } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { DeliveryCheck } from "./DeliveryCheck";

function estimate(pincode: string, over: Record<string, unknown> = {}) {
  return gqlJson({ data: { deliveryEstimate: { __typename: "DeliveryEstimate", pincode, serviceable: true, deliveryBy: "2026-11-28", codAvailable: true, ...over } } });
}

beforeEach(() => localStorage.clear());

describe("the product page's delivery check", () => {
  it("answers 'Delivery by Sat, 28 Nov · Cash on delivery available' for a served pincode, for this product", async () => {
    const asked = vi.fn();
    server.use(
      graphql.query<Record<string, unknown>, { pincode: string; productId: string }>("ShopDeliveryEstimate", ({ variables }) => {
        asked(variables);
        return estimate(variables.pincode);
      }),
    );
    const user = userEvent.setup();
    renderInProviders(<DeliveryCheck productId="p-1" />);
    await user.type(screen.getByLabelText("Pincode"), "560038");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Delivery by Sat, 28 Nov · Cash on delivery available")).toBeInTheDocument();
    expect(asked).toHaveBeenCalledWith({ pincode: "560038", productId: "p-1" });
    expect(localStorage.getItem("sutra.deliveryPincode")).toBe("560038");
  });

  it("says when cash on delivery is not available, and when the shop does not deliver there", async () => {
    server.use(
      graphql.query<Record<string, unknown>, { pincode: string }>("ShopDeliveryEstimate", ({ variables }) =>
        variables.pincode === "744101" ? estimate("744101", { codAvailable: false }) : estimate(variables.pincode, { serviceable: false, deliveryBy: null, codAvailable: false }),
      ),
    );
    const user = userEvent.setup();
    renderInProviders(<DeliveryCheck productId="p-1" />);
    const field = screen.getByLabelText("Pincode");
    await user.type(field, "744101");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Delivery by Sat, 28 Nov · Cash on delivery not available")).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, "110002");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("We do not deliver to 110002 yet")).toBeInTheDocument();
  });

  it("refuses a malformed pincode without asking the server, and shows the server's refusal", async () => {
    const asked = vi.fn(() => graphQLError("Pincode must be 6 digits and cannot start with 0", "BAD_USER_INPUT", "pincode"));
    server.use(graphql.query("ShopDeliveryEstimate", asked));
    const user = userEvent.setup();
    renderInProviders(<DeliveryCheck productId="p-1" />);
    await user.type(screen.getByLabelText("Pincode"), "012345");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Pincode must be 6 digits and cannot start with 0")).toBeInTheDocument();
    expect(screen.getByLabelText("Pincode")).toHaveAttribute("aria-invalid", "true");
    expect(asked).not.toHaveBeenCalled();
  });
});
