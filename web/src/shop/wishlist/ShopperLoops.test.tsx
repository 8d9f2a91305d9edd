import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { gqlJson, graphQLError, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { cart, product, shopHandlers, variantsOf } from "../../../test/shop-fixtures";

/** A kurta in S, M and L: M and L sold out. */
const kurtaOptions = { sizes: ["S", "M", "L"], colours: [] };
const kurta = product({
  title: "Block Print Kurta",
  price: 1499,
  totalStock: 4,
  options: { __typename: "ProductOptions", ...kurtaOptions },
  variants: variantsOf(kurtaOptions, (size) => (size === "S" ? 4 : 0)),
});
const variantId = (size: string) => kurta.variants.find((v) => v.size === size)!.id;
const wishlist = (...ids: string[]) => ({ __typename: "Wishlist", items: ids.map((id) => ({ __typename: "WishlistItem", product: { __typename: "Product", id } })) });
const wishlistIds = (...ids: string[]) => gqlJson({ data: { wishlist: wishlist(...ids) } });

beforeAll(() => Promise.all([import("../ShopLayout"), import("../listing/ListingPage"), import("../product/ProductDetailsDialog"), import("../account/AccountPage")]), 60_000);

async function openKurta() {
  const app = renderApp("/shop/listing");
  await app.user.click(await screen.findByRole("button", { name: new RegExp(`^View details of ${kurta.title}`) }));
  const dialog = await screen.findByRole("dialog", { name: kurta.title });
  await within(dialog).findByRole("group", { name: "Size" });
  return { app, dialog };
}

describe("wishlist hearts", () => {
  it("a card's heart is a toggle button: pressing it keeps the product, and every heart of it follows", async () => {
    const added = vi.fn();
    let kept: string[] = [];
    server.use(
      ...shopHandlers({ products: [kurta] }),
      graphql.query("ShopWishlistIds", () => wishlistIds(...kept)),
      graphql.mutation("ShopAddToWishlist", ({ variables }) => {
        added(variables);
        kept = [variables.productId as string];
        return gqlJson({ data: { addToWishlist: wishlist(...kept) } });
      }),
    );
    const app = renderApp("/shop/listing");
    const card = await screen.findByRole("article", { name: kurta.title });
    const heart = within(card).getByRole("button", { name: `Save ${kurta.title} to your wishlist` });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    heart.focus();
    await app.user.keyboard("{Enter}");
    expect(await screen.findByText("Saved to your wishlist")).toBeInTheDocument();
    expect(added).toHaveBeenCalledWith({ productId: kurta.id });
    expect(await within(card).findByRole("button", { name: `Remove ${kurta.title} from your wishlist` })).toHaveAttribute("aria-pressed", "true");
  });
});

describe("tell me when it's back", () => {
  it("offers the sold-out sizes; choosing one asks for the email and says so", async () => {
    const asked = vi.fn();
    server.use(
      ...shopHandlers({ products: [kurta] }),
      graphql.mutation("ShopNotifyWhenInStock", ({ variables }) => {
        asked(variables);
        return gqlJson({
          data: {
            notifyWhenInStock: {
              __typename: "StockAlert",
              id: "alert-1",
              variantId: variables.variantId,
              size: "M",
              colour: null,
              status: "WAITING",
              createdAt: "2026-05-01T10:00:00.000Z",
              product: { __typename: "Product", id: kurta.id, title: kurta.title, slug: kurta.slug, image: kurta.image },
            },
          },
        });
      }),
    );
    const { app, dialog } = await openKurta();
    expect(within(dialog).getByText("Sold out: M, L")).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole("button", { name: "Tell me when it's back" }));
    await app.user.click(within(within(dialog).getByRole("group", { name: "Which size?" })).getByRole("button", { name: "M" }));
    expect(await within(dialog).findByText("We'll email you when M is back.")).toBeInTheDocument();
    expect(asked).toHaveBeenCalledWith({ productId: kurta.id, variantId: variantId("M") });
    // L is still offered, on its own now.
    expect(within(dialog).getByRole("button", { name: "Tell me when it's back (L)" })).toBeInTheDocument();
  });
});

describe("size guide", () => {
  it("opens from the size picker with the chart in cm, switches to inches, and shows how it fits", async () => {
    server.use(
      ...shopHandlers({ products: [kurta] }),
      graphql.query("ShopSizeGuide", () =>
        gqlJson({
          data: {
            sizeChart: {
              __typename: "SizeChart",
              id: "chart-1",
              measurements: ["Chest", "Length"],
              note: "Measure around the fullest part of the chest.",
              rows: [
                { __typename: "SizeChartRow", size: "S", cm: [91.5, 101], inches: [36, 39.8] },
                { __typename: "SizeChartRow", size: "M", cm: [96.5, 103], inches: [38, 40.6] },
              ],
            },
            product: { __typename: "Product", id: kurta.id, fitSummary: { __typename: "FitSummary", runsSmall: 3, trueToSize: 5, runsLarge: 0 } },
          },
        }),
      ),
    );
    const { app, dialog } = await openKurta();
    await app.user.click(within(dialog).getByRole("button", { name: "Size guide" }));
    const guide = await screen.findByRole("dialog", { name: `Size guide: ${kurta.title}` });
    const table = await within(guide).findByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Chest (cm)" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /^M 96\.5 103$/ })).toBeInTheDocument();
    await app.user.click(within(guide).getByRole("button", { name: "in" }));
    expect(within(table).getByRole("row", { name: /^M 38 40\.6$/ })).toBeInTheDocument();
    expect(within(guide).getByText("Runs small: 3")).toBeInTheDocument();
    expect(within(guide).getByText("True to size: 5")).toBeInTheDocument();
  });
});

describe("Account → Wishlist", () => {
  it("lists kept products with their price drop; Move to cart takes the chosen size and takes it off the list", async () => {
    const moved = vi.fn();
    const removed = vi.fn();
    const shirt = product({
      title: "Oxford Shirt",
      price: 1999,
      salePrice: 1599,
      totalStock: 9,
      options: { __typename: "ProductOptions", sizes: ["M", "L"], colours: [] },
      variants: variantsOf({ sizes: ["M", "L"], colours: [] }, (size) => (size === "M" ? 4 : 5)),
    });
    let items = [{ __typename: "WishlistItem", addedAt: "2026-04-20T10:00:00.000Z", priceWhenAdded: 1999, priceDrop: 400, product: { ...shirt, images: { ...shirt.images } } }];
    server.use(
      ...shopHandlers({ products: [shirt] }),
      graphql.query("ShopWishlist", () => gqlJson({ data: { wishlist: { __typename: "Wishlist", items } } })),
      graphql.query("ShopWishlistProductVariants", () => gqlJson({ data: { product: shirt } })),
      graphql.mutation("ShopAddToCart", ({ variables }) => {
        moved(variables);
        return gqlJson({ data: { addToCart: cart([]) } });
      }),
      graphql.mutation("ShopRemoveFromWishlist", ({ variables }) => {
        removed(variables);
        items = [];
        return gqlJson({ data: { removeFromWishlist: wishlist() } });
      }),
    );
    const app = renderApp("/shop/account?tab=wishlist");
    const list = await screen.findByRole("list", { name: "Wishlist" });
    expect(within(list).getByText("Now ₹400 less than when you added it")).toBeInTheDocument();
    const move = within(list).getByRole("button", { name: "Move Oxford Shirt to cart" });
    // The first press asks which size (the shirt has two in stock), and nothing goes to the cart yet.
    await app.user.click(move);
    expect(await within(list).findByRole("combobox", { name: "Size" })).toBeInTheDocument();
    expect(move).toBeDisabled();
    expect(moved).not.toHaveBeenCalled();
    await app.user.click(within(list).getByRole("combobox", { name: "Size" }));
    await app.user.click(await screen.findByRole("option", { name: "L" }));
    await app.user.click(move);
    expect(await screen.findByText("Moved to your cart")).toBeInTheDocument();
    expect(moved).toHaveBeenCalledWith({ input: { productId: shirt.id, quantity: 1, size: "L", colour: null } });
    expect(removed).toHaveBeenCalledWith({ productId: shirt.id });
    expect(await screen.findByText("Your wishlist is empty. Tap the heart on a product to keep it here.")).toBeInTheDocument();
  });
});

describe("email links", () => {
  it("the unsubscribe page names the address and unsubscribes only on the click, signed out", async () => {
    const unsubscribed = vi.fn();
    server.use(
      meIs(null),
      graphql.query("UnsubscribeStatus", () => gqlJson({ data: { unsubscribeStatus: { __typename: "UnsubscribeStatus", email: "p•••@example.com", subscribed: true } } })),
      graphql.mutation("Unsubscribe", ({ variables }) => {
        unsubscribed(variables);
        return gqlJson({ data: { unsubscribe: { __typename: "AccountMessage", message: "You are unsubscribed: we will send you no more reminders." } } });
      }),
    );
    const app = renderApp("/auth/unsubscribe?token=abc.def.ghi");
    expect(await screen.findByText("Stop marketing emails to p•••@example.com? Order and account emails still come.")).toBeInTheDocument();
    expect(unsubscribed).not.toHaveBeenCalled();
    await app.user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText("You are unsubscribed: we will send you no more reminders.")).toBeInTheDocument();
    expect(unsubscribed).toHaveBeenCalledWith({ token: "abc.def.ghi" });
  });

  it("a cart link of another shopper says so plainly and leaves the cart as it was", async () => {
    server.use(
      ...shopHandlers(),
      graphql.mutation("ShopRestoreCart", () => graphQLError("This link is for another shopper's cart. Sign in as the shopper it was emailed to.", "FORBIDDEN")),
    );
    const app = renderApp("/shop/restore-cart?token=someone-elses");
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is for another shopper's cart. Sign in as the shopper it was emailed to.");
    await waitFor(() => expect(app.pathname()).toBe("/shop/restore-cart"));
  });
});
