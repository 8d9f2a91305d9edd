import { getBrandName } from "../../common/brand";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { customer, gqlJson } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { cart, cartLine, product, shopHandlers } from "../../../test/shop-fixtures";

describe("shop header", () => {
  it("has the logo link, the menu, search, the cart count and the avatar menu with Account and Logout", async () => {
    const tee = product({ title: "Tee" });
    server.use(...shopHandlers({ cart: cart([cartLine(tee, 3)]) }));
    const app = renderApp("/shop/home");
    expect(await screen.findByRole("button", { name: "Cart, 3 items" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: getBrandName() })).toHaveAttribute("href", "/shop/home");
    expect(screen.getByRole("link", { name: "Search" })).toHaveAttribute("href", "/shop/search");
    const nav = screen.getAllByRole("navigation", { name: "Shop categories" })[0]!;
    expect(within(nav).getAllByRole("button").map((b) => b.textContent)).toEqual(["Home", "Products", "Men", "Women", "Kids", "Footwear", "Accessories"]);

    await app.user.click(screen.getByRole("button", { name: `Account menu for ${customer.name}` }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText(customer.name)).toBeInTheDocument();
    expect(within(menu).getByText(customer.email!)).toBeInTheDocument();
    await app.user.click(within(menu).getByRole("menuitem", { name: "Account" }));
    await waitFor(() => expect(app.pathname()).toBe("/shop/account"));
  });

  it("Logout in the avatar menu ends the session", async () => {
    let signedIn = true;
    server.use(...shopHandlers());
    server.use(
      graphql.query("Me", () => gqlJson({ data: { me: signedIn ? customer : null } })),
      graphql.mutation("Logout", () => {
        signedIn = false;
        return gqlJson({ data: { logout: true } });
      }),
    );
    const app = renderApp("/shop/home");
    await app.user.click(await screen.findByRole("button", { name: `Account menu for ${customer.name}` }));
    await app.user.click(await screen.findByRole("menuitem", { name: "Logout" }));
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/auth/login");
  });

  it("the phone drawer holds the menu plus Search, Cart, Account and Logout", async () => {
    server.use(...shopHandlers());
    const app = renderApp("/shop/home");
    await app.user.click(await screen.findByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("presentation");
    for (const name of ["Home", "Products", "Men", "Footwear", "Search", "Cart", "Account", "Logout"]) {
      expect(within(drawer).getByRole("button", { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    await app.user.click(within(drawer).getByRole("button", { name: /^Cart/ }));
    expect(await screen.findByRole("dialog", { name: /Your Cart/ })).toBeInTheDocument();
  });
});
