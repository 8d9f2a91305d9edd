import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it, vi } from "vitest";
import { gqlJson, graphQLError } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { cart, cartLine, product, shopHandlers, withQuantity } from "../../../test/shop-fixtures";

const shorts = product({ title: "Run Shorts", price: 1999, salePrice: 1399, totalStock: 4 });
const cap = product({ title: "Heritage Cap", price: 1295, totalStock: 95 });

async function openCart(itemCount: number) {
  const app = renderApp("/shop/home");
  await app.user.click(await screen.findByRole("button", { name: `Cart, ${itemCount} ${itemCount === 1 ? "item" : "items"}` }));
  const drawer = await screen.findByRole("dialog", { name: /Your Cart/ });
  return { app, drawer };
}

describe("cart drawer", () => {
  it("shows the empty state with Continue Shopping to the listing", async () => {
    server.use(...shopHandlers({ cart: cart([]) }));
    const { app, drawer } = await openCart(0);
    expect(within(drawer).getByText("Your cart is empty")).toBeInTheDocument();
    expect(within(drawer).getByText("Start shopping to add items to your cart")).toBeInTheDocument();
    await app.user.click(within(drawer).getByRole("button", { name: "Continue Shopping" }));
    await waitFor(() => expect(app.pathname()).toBe("/shop/listing"));
  });

  it("lists lines with SALE, default colour / size, line totals and the footer", async () => {
    server.use(...shopHandlers({ cart: cart([cartLine(shorts, 2), cartLine(cap, 1, { colour: "Black", size: "M" })]) }));
    const { drawer } = await openCart(3);
    expect(within(drawer).getByRole("heading", { name: /Your Cart/ })).toHaveTextContent("Your Cart (3 items)");
    const shortsLine = within(drawer).getByRole("listitem", { name: "Run Shorts" });
    expect(within(shortsLine).getByText("SALE")).toBeInTheDocument();
    expect(within(shortsLine).getByText("One Color / One Size")).toBeInTheDocument();
    expect(within(shortsLine).getByText("₹2,798")).toBeInTheDocument();
    const capLine = within(drawer).getByRole("listitem", { name: "Heritage Cap" });
    expect(within(capLine).queryByText("SALE")).not.toBeInTheDocument();
    expect(within(capLine).getByText("Black / Size M")).toBeInTheDocument();
    expect(within(drawer).getByText("Subtotal")).toBeInTheDocument();
    expect(within(drawer).getByText("Free")).toBeInTheDocument();
    expect(within(drawer).getAllByText("₹4,093")).toHaveLength(2);
    expect(within(drawer).getByRole("button", { name: "Proceed to Checkout" })).toBeEnabled();
  });

  it("shows the shipping fee in the total, and how much more ships free (issue 42)", async () => {
    // ₹1,295 of goods, a ₹79 fee, free from ₹1,499: ₹204 more.
    server.use(...shopHandlers({ cart: { ...cart([cartLine(cap, 1)]), shipping: 79, freeShippingShortfall: 204, total: 1374 } }));
    const { drawer } = await openCart(1);
    const shipping = within(drawer).getByText("Shipping").closest("div")!;
    expect(shipping).toHaveTextContent("Shipping₹79");
    expect(within(drawer).queryByText("Free")).not.toBeInTheDocument();
    expect(within(drawer).getByText("Add ₹204 more for free shipping")).toBeInTheDocument();
    expect(within(drawer).getByText("₹1,374")).toBeInTheDocument();
  });

  it("says 'Free' and gives no hint when the goods reach the threshold", async () => {
    server.use(...shopHandlers({ cart: { ...cart([cartLine(cap, 2)]), shipping: 0, freeShippingShortfall: null } }));
    const { drawer } = await openCart(2);
    expect(within(drawer).getByText("Free")).toBeInTheDocument();
    expect(within(drawer).queryByText(/for free shipping/)).not.toBeInTheDocument();
  });

  it("disables minus at quantity 1", async () => {
    server.use(...shopHandlers({ cart: cart([cartLine(cap, 1)]) }));
    const { drawer } = await openCart(1);
    expect(within(drawer).getByRole("button", { name: "Decrease quantity of Heritage Cap" })).toBeDisabled();
    expect(within(drawer).getByRole("button", { name: "Increase quantity of Heritage Cap" })).toBeEnabled();
  });

  it("blocks plus at the stock with 'Only N available in stock' and calls nothing", async () => {
    const setQuantity = vi.fn(() => gqlJson({ data: null }));
    server.use(...shopHandlers({ cart: cart([cartLine(shorts, 4)]) }), graphql.mutation("ShopSetCartQuantity", setQuantity));
    const { app, drawer } = await openCart(4);
    await app.user.click(within(drawer).getByRole("button", { name: "Increase quantity of Run Shorts" }));
    expect(await screen.findByText("Only 4 available in stock")).toBeInTheDocument();
    expect(screen.getByText("You can't add more than the available quantity")).toBeInTheDocument();
    expect(setQuantity).not.toHaveBeenCalled();
    expect(within(drawer).getByTestId("cart-line-quantity")).toHaveTextContent("4");
  });

  it("changes a quantity, shows the server's cart and toasts 'Cart updated'", async () => {
    const line = cartLine(shorts, 2);
    const setQuantity = vi.fn((_body: unknown) => gqlJson({ data: { setCartQuantity: cart([withQuantity(line, 3)]) } }));
    server.use(
      ...shopHandlers({ cart: cart([line]) }),
      graphql.mutation("ShopSetCartQuantity", ({ variables }) => setQuantity(variables)),
    );
    const { app, drawer } = await openCart(2);
    await app.user.click(within(drawer).getByRole("button", { name: "Increase quantity of Run Shorts" }));
    expect(await screen.findByText("Cart updated")).toBeInTheDocument();
    expect(screen.getByText("Quantity is now 3")).toBeInTheDocument();
    expect(setQuantity).toHaveBeenCalledWith({ input: { productId: shorts.id, size: null, colour: null, quantity: 3 } });
    expect(within(drawer).getByTestId("cart-line-quantity")).toHaveTextContent("3");
    // The header (hidden from assistive tech behind the open drawer) follows the server's cart too.
    expect(screen.getByRole("button", { name: "Cart, 3 items", hidden: true })).toBeInTheDocument();
  });

  it("keeps focus in the lines after − / + / remove (one focus rule for list changes)", async () => {
    const shortsLine = cartLine(shorts, 2);
    const capLine = cartLine(cap, 1);
    let current = cart([shortsLine, capLine]);
    server.use(
      ...shopHandlers({ cart: current }),
      graphql.mutation("ShopSetCartQuantity", ({ variables }) => {
        const { quantity } = (variables as { input: { quantity: number } }).input;
        current = cart([withQuantity(shortsLine, quantity), capLine]);
        return gqlJson({ data: { setCartQuantity: current } });
      }),
      graphql.mutation("ShopRemoveFromCart", ({ variables }) => {
        const { productId } = (variables as { input: { productId: string } }).input;
        current = cart(current.lines.filter((l) => l.productId !== productId));
        return gqlJson({ data: { removeFromCart: current } });
      }),
    );
    const { app, drawer } = await openCart(3);
    const shortsItem = within(drawer).getByRole("listitem", { name: "Run Shorts" });
    const plus = within(shortsItem).getByRole("button", { name: "Increase quantity of Run Shorts" });
    const minus = within(shortsItem).getByRole("button", { name: "Decrease quantity of Run Shorts" });

    // + twice from the keyboard: focus stays on + and the quantity changes twice.
    plus.focus();
    await app.user.keyboard("{Enter}");
    await waitFor(() => expect(within(shortsItem).getByTestId("cart-line-quantity")).toHaveTextContent("3"));
    expect(plus).toHaveFocus();
    await app.user.keyboard("{Enter}");
    await waitFor(() => expect(within(shortsItem).getByTestId("cart-line-quantity")).toHaveTextContent("4"));
    expect(plus).toHaveFocus();

    // − down to 1 disables −: focus moves to the line's next control, +.
    minus.focus();
    await app.user.keyboard("{Enter}");
    await waitFor(() => expect(within(shortsItem).getByTestId("cart-line-quantity")).toHaveTextContent("3"));
    await app.user.keyboard("{Enter}");
    await waitFor(() => expect(within(shortsItem).getByTestId("cart-line-quantity")).toHaveTextContent("2"));
    await app.user.keyboard("{Enter}");
    await waitFor(() => expect(minus).toBeDisabled());
    expect(plus).toHaveFocus();

    // Removing a line: focus goes to the same control of the line that takes its place; the last one: Continue Shopping.
    within(shortsItem).getByRole("button", { name: "Remove Run Shorts from cart" }).focus();
    await app.user.keyboard("{Enter}");
    await waitFor(() => expect(within(drawer).queryByRole("listitem", { name: "Run Shorts" })).not.toBeInTheDocument());
    expect(within(drawer).getByRole("button", { name: "Remove Heritage Cap from cart" })).toHaveFocus();
    await app.user.keyboard("{Enter}");
    await waitFor(() => expect(within(drawer).getByRole("button", { name: "Continue Shopping" })).toHaveFocus());
  });

  it("takes a press made the moment the new quantity shows (the line is no longer busy once its answer shows)", async () => {
    const line = cartLine(shorts, 3);
    const asked: number[] = [];
    server.use(
      ...shopHandlers({ cart: cart([line]) }),
      graphql.mutation("ShopSetCartQuantity", ({ variables }) => {
        const { quantity } = (variables as { input: { quantity: number } }).input;
        asked.push(quantity);
        return gqlJson({ data: { setCartQuantity: cart([withQuantity(line, quantity)]) } });
      }),
    );
    const { drawer } = await openCart(3);
    const item = within(drawer).getByRole("listitem", { name: "Run Shorts" });
    const shown = within(item).getByTestId("cart-line-quantity");
    const minus = within(item).getByRole("button", { name: "Decrease quantity of Run Shorts" });
    // The second press lands in the same task as the commit that shows 2: before any later render could catch up.
    const observer = new MutationObserver(() => {
      if (shown.textContent !== "2") return;
      observer.disconnect();
      minus.click();
    });
    observer.observe(item, { subtree: true, childList: true, characterData: true });
    minus.click();
    await waitFor(() => expect(shown).toHaveTextContent("1"));
    expect(asked).toEqual([2, 1]);
  });

  it("removes a line: 'Item removed from cart' and the empty state", async () => {
    server.use(
      ...shopHandlers({ cart: cart([cartLine(cap, 1)]) }),
      graphql.mutation("ShopRemoveFromCart", () => gqlJson({ data: { removeFromCart: cart([]) } })),
    );
    const { app, drawer } = await openCart(1);
    await app.user.click(within(drawer).getByRole("button", { name: "Remove Heritage Cap from cart" }));
    expect(await screen.findByText("Item removed from cart")).toBeInTheDocument();
    expect(within(drawer).getByText("Your cart is empty")).toBeInTheDocument();
  });

  it("shows the server's message when a change is refused and keeps the cart", async () => {
    server.use(
      ...shopHandlers({ cart: cart([cartLine(cap, 2)]) }),
      graphql.mutation("ShopSetCartQuantity", () => graphQLError("Only 2 available in stock", "OUT_OF_STOCK")),
    );
    const { app, drawer } = await openCart(2);
    await app.user.click(within(drawer).getByRole("button", { name: "Decrease quantity of Heritage Cap" }));
    expect(await screen.findByText("Only 2 available in stock")).toBeInTheDocument();
    expect(within(drawer).getByTestId("cart-line-quantity")).toHaveTextContent("2");
  });

  it("flags a line the shop cannot sell as it is", async () => {
    server.use(...shopHandlers({ cart: cart([cartLine(shorts, 3, { availableStock: 1, problem: "NOT_ENOUGH_STOCK" })]) }));
    const { drawer } = await openCart(3);
    const line = within(drawer).getByRole("listitem", { name: "Run Shorts" });
    expect(within(line).getByRole("alert")).toHaveTextContent("Only 1 left. Please lower the quantity.");
  });

  it("Proceed to Checkout closes the drawer and opens /shop/checkout", async () => {
    server.use(...shopHandlers({ cart: cart([cartLine(cap, 1)]) }));
    const { app, drawer } = await openCart(1);
    await app.user.click(within(drawer).getByRole("button", { name: "Proceed to Checkout" }));
    await waitFor(() => expect(app.pathname()).toBe("/shop/checkout"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /Your Cart/ })).not.toBeInTheDocument());
  });
});
