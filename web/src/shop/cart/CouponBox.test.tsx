import { screen, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { gqlJson, graphQLError } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { cart, cartLine, product, shopHandlers } from "../../../test/shop-fixtures";

const kurta = product({ title: "Silk Kurta", price: 2000, totalStock: 9 });

async function openCart() {
  const app = renderApp("/shop/home");
  await app.user.click(await screen.findByRole("button", { name: "Cart, 2 items" }));
  return { app, drawer: await screen.findByRole("dialog", { name: /Your Cart/ }) };
}

/** The cart with FIRST10 applied: ₹400 off ₹4,000, on the one line. */
function discounted() {
  const base = cart([cartLine(kurta, 2, { discount: 400, net: 3600 })]);
  return {
    ...base,
    discount: 400,
    total: 3600,
    appliedCoupon: { __typename: "AppliedPromotion" as const, code: "FIRST10", title: "10 % off your first order", saving: 400 },
  };
}

describe("coupons in the cart drawer", () => {
  it("a refused code shows the server's reason under the field and keeps the cart", async () => {
    server.use(
      ...shopHandlers({ cart: cart([cartLine(kurta, 2)]) }),
      graphql.mutation("ShopApplyCoupon", () => graphQLError("Add ₹999 more to use this code", "BAD_USER_INPUT")),
    );
    const { app, drawer } = await openCart();
    await app.user.type(within(drawer).getByRole("textbox", { name: "Coupon code" }), "big");
    await app.user.click(within(drawer).getByRole("button", { name: "Apply" }));
    const field = within(drawer).getByRole("textbox", { name: "Coupon code" });
    expect(await within(drawer).findByText("Add ₹999 more to use this code")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveValue("big");
    expect(within(drawer).queryByText("Discount")).not.toBeInTheDocument();
  });

  it("an applied code shows its saving, the line's discount and the Discount row; Remove takes it off", async () => {
    server.use(
      ...shopHandlers({ cart: cart([cartLine(kurta, 2)]) }),
      graphql.mutation("ShopApplyCoupon", () => gqlJson({ data: { applyCoupon: discounted() } })),
      graphql.mutation("ShopRemoveCoupon", () => gqlJson({ data: { removeCoupon: cart([cartLine(kurta, 2)]) } })),
    );
    const { app, drawer } = await openCart();
    await app.user.type(within(drawer).getByRole("textbox", { name: "Coupon code" }), "first10");
    await app.user.click(within(drawer).getByRole("button", { name: "Apply" }));
    expect(await within(drawer).findByText("FIRST10 applied")).toBeInTheDocument();
    expect(within(drawer).getByText("You save ₹400")).toBeInTheDocument();
    const line = within(drawer).getByRole("listitem", { name: "Silk Kurta" });
    expect(within(line).getByText("−₹400 off")).toBeInTheDocument();
    expect(within(drawer).getByText("Discount")).toBeInTheDocument();
    expect(within(drawer).getByText("−₹400")).toBeInTheDocument();
    expect(within(drawer).getAllByText("₹3,600").length).toBeGreaterThanOrEqual(1);

    await app.user.click(within(drawer).getByRole("button", { name: "Remove coupon FIRST10" }));
    expect(await within(drawer).findByRole("textbox", { name: "Coupon code" })).toBeInTheDocument();
    expect(within(drawer).queryByText("Discount")).not.toBeInTheDocument();
  });

  it("lists the offers for the shopper with what is missing, and says why a code was dropped", async () => {
    const withOffers = {
      ...cart([cartLine(kurta, 2)]),
      couponNotice: "DIWALI20 was removed from your cart: This code expired on 3 Nov 2026, 00:00",
      offers: [
        { __typename: "Offer" as const, code: null, title: "₹300 off above ₹2,999", description: "", applies: false, hint: "Add ₹999 more to get this offer" },
        { __typename: "Offer" as const, code: "FIRST10", title: "10 % off your first order", description: "", applies: true, hint: null },
      ],
    };
    server.use(...shopHandlers({ cart: withOffers }));
    const { drawer } = await openCart();
    expect(within(drawer).getByText("DIWALI20 was removed from your cart: This code expired on 3 Nov 2026, 00:00")).toBeInTheDocument();
    const offers = within(drawer).getByRole("region", { name: "Offers for you" });
    expect(within(offers).getByText("Add ₹999 more to get this offer")).toBeInTheDocument();
    expect(within(offers).getByRole("button", { name: "Apply FIRST10" })).toBeEnabled();
    expect(within(offers).getByText(/One automatic offer/)).toBeInTheDocument();
  });

  it("each offer says what it is and when it applies; a code that does not apply yet cannot be applied, and says why", async () => {
    const withOffers = {
      ...cart([cartLine(kurta, 2)]),
      offers: [
        { __typename: "Offer" as const, code: null, title: "3 or more from Kids: 10 % off", description: "Applied by itself to the Kids lines.", applies: false, hint: "This offer is for Kids only" },
        { __typename: "Offer" as const, code: "DIWALI20", title: "20 % off orders above ₹1,999", description: "Up to ₹1,000 off, paid online.", applies: false, hint: "Add ₹801 more to use this code" },
      ],
    };
    server.use(...shopHandlers({ cart: withOffers }));
    const { drawer } = await openCart();
    const offers = within(drawer).getByRole("region", { name: "Offers for you" });
    const [automatic, coupon] = within(offers).getAllByRole("listitem");
    expect(automatic).toHaveTextContent("Offer3 or more from Kids: 10 % off");
    expect(automatic).toHaveTextContent("This offer is for Kids only · applied by itself, no code needed");
    expect(within(automatic!).queryByRole("button")).not.toBeInTheDocument();
    expect(coupon).toHaveTextContent("Up to ₹1,000 off, paid online.");
    const apply = within(coupon!).getByRole("button", { name: "Apply DIWALI20" });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription("Add ₹801 more to use this code");
  });
});
