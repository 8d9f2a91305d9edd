import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { gqlJson } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { cart, cartLine, picture, product, shopHandlers, variantsOf } from "../../../test/shop-fixtures";

/** A shirt in Black and White, S to L: White M and L sold out, Black S sold out; Black L on sale at its own price. */
const stock: Record<string, number> = { "Black/S": 0, "Black/M": 4, "Black/L": 20, "White/S": 12, "White/M": 0, "White/L": 0 };
const shirt = product({
  title: "Oxford Shirt",
  price: 1999,
  totalStock: 36,
  options: { __typename: "ProductOptions", sizes: ["S", "M", "L"], colours: ["Black", "White"] },
  variants: variantsOf(
    { sizes: ["S", "M", "L"], colours: ["Black", "White"] },
    (size, colour) => stock[`${colour}/${size}`]!,
    (size, colour) => (size === "L" && colour === "Black" ? { price: 2499, salePrice: 1749 } : { price: 1999, salePrice: 0 }),
  ),
  gallery: [picture("oxford-main"), picture("oxford-black-front", "Black"), picture("oxford-white-front", "White"), picture("oxford-black-back", "Black")],
});
const plainCap = product({ title: "Plain Cap", price: 599, totalStock: 30 });
/** A kurta whose first colour, Navy, is sold out in every size; Olive has stock. */
const kurtaOptions = { sizes: ["S", "M"], colours: ["Navy", "Olive"] };
const kurta = product({
  title: "Linen Kurta",
  totalStock: 7,
  options: { __typename: "ProductOptions", ...kurtaOptions },
  variants: variantsOf(kurtaOptions, (size, colour) => (colour === "Olive" && size === "M" ? 7 : 0)),
});

// The shop's chunks load lazily: the first test of a file would otherwise pay for compiling them within findBy's wait.
beforeAll(() => Promise.all([import("../ShopLayout"), import("../listing/ListingPage"), import("./ProductDetailsDialog")]), 60_000);

async function openFromListing(search = "") {
  const app = renderApp(`/shop/listing${search}`);
  await app.user.click(await screen.findByRole("button", { name: `View details of ${shirt.title}` }));
  const dialog = await screen.findByRole("dialog", { name: shirt.title });
  await within(dialog).findByRole("group", { name: "Size" });
  return { app, dialog };
}

const sizeButton = (dialog: HTMLElement, name: string | RegExp) => within(within(dialog).getByRole("group", { name: /^Size/ })).getByRole("button", { name });
const colourButton = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole("group", { name: /^Colour/ })).getByRole("button", { name });
const mainPicture = (dialog: HTMLElement) => within(dialog).getByRole("region", { name: `Pictures of ${shirt.title}` }).querySelector("img")!;

describe("sizes and colours in the details dialog", () => {
  it("shows sizes in the API's order, out-of-stock ones disabled and not choosable, for the preselected colour", async () => {
    server.use(...shopHandlers({ products: [shirt] }));
    const { app, dialog } = await openFromListing();
    expect(colourButton(dialog, "Black")).toHaveAttribute("aria-pressed", "true");
    const sizes = within(within(dialog).getByRole("group", { name: /^Size/ })).getAllByRole("button");
    expect(sizes.map((b) => b.textContent)).toEqual(["S", "M", "L"]);
    expect(sizeButton(dialog, "S, out of stock")).toBeDisabled();
    fireEvent.click(sizeButton(dialog, "S, out of stock"));
    expect(sizeButton(dialog, "S, out of stock")).toHaveAttribute("aria-pressed", "false");
    expect(sizeButton(dialog, "M")).toBeEnabled();

    await app.user.click(colourButton(dialog, "White"));
    expect(sizeButton(dialog, "S")).toBeEnabled();
    expect(sizeButton(dialog, "M, out of stock")).toBeDisabled();
    expect(sizeButton(dialog, "L, out of stock")).toBeDisabled();
  });

  it("a colour sold out in every size stays in view, says so and cannot be chosen; the dialog opens on one in stock", async () => {
    server.use(...shopHandlers({ products: [kurta] }));
    const app = renderApp("/shop/product/linen-kurta");
    const dialog = await screen.findByRole("dialog", { name: kurta.title });
    await within(dialog).findByRole("group", { name: /^Colour/ });
    expect(colourButton(dialog, "Olive")).toHaveAttribute("aria-pressed", "true");
    const navy = colourButton(dialog, "Navy, out of stock");
    expect(navy).toBeDisabled();
    expect(navy).toHaveTextContent("Navy");
    fireEvent.click(navy);
    expect(navy).toHaveAttribute("aria-pressed", "false");
    expect(colourButton(dialog, "Olive")).toHaveAttribute("aria-pressed", "true");

    await app.user.click(sizeButton(dialog, "M"));
    expect(within(dialog).getByRole("button", { name: "Add to cart" })).toBeEnabled();
  });

  it("a product sold out in every colour shows them all sold out and a disabled Out Of Stock", async () => {
    const soldOut = { ...kurta, totalStock: 0, variants: kurta.variants.map((v) => ({ ...v, stock: 0 })) };
    server.use(...shopHandlers({ products: [soldOut] }));
    renderApp("/shop/product/linen-kurta");
    const dialog = await screen.findByRole("dialog", { name: kurta.title });
    expect(await within(dialog).findByRole("button", { name: "Out Of Stock" })).toBeDisabled();
    expect(colourButton(dialog, "Navy, out of stock")).toBeDisabled();
    expect(colourButton(dialog, "Olive, out of stock")).toBeDisabled();
    expect(sizeButton(dialog, "S, out of stock")).toBeDisabled();
  });

  it("Add to cart before a size says 'Please select a size', moves focus to the sizes and sends nothing", async () => {
    const add = vi.fn((_v: unknown) => gqlJson({ data: { addToCart: cart([cartLine(shirt, 1, { colour: "Black", size: "M" })]) } }));
    server.use(...shopHandlers({ products: [shirt] }), graphql.mutation("ShopAddToCart", ({ variables }) => add(variables)));
    const { app, dialog } = await openFromListing();
    await app.user.click(within(dialog).getByRole("button", { name: "Add to cart" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please select a size");
    expect(sizeButton(dialog, "M")).toHaveFocus();
    expect(add).not.toHaveBeenCalled();

    await app.user.click(sizeButton(dialog, "M"));
    expect(within(dialog).queryByText("Please select a size")).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByText("Added to cart")).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith({ input: { productId: shirt.id, quantity: 1, size: "M", colour: "Black" } });
  });

  it("shows the chosen variant's price, % off and low stock; before a size, the product's", async () => {
    server.use(...shopHandlers({ products: [shirt] }));
    const { app, dialog } = await openFromListing();
    const price = within(dialog).getByTestId("details-price");
    expect(price).toHaveTextContent("₹1,999");
    expect(within(dialog).queryByText(/left in stock/)).not.toBeInTheDocument();

    await app.user.click(sizeButton(dialog, "M"));
    expect(within(dialog).getByText("Only 4 left in stock!")).toBeInTheDocument();

    await app.user.click(sizeButton(dialog, "L"));
    expect(within(price).getByText("₹1,749")).toBeInTheDocument();
    expect(within(price).getByText("₹2,499").tagName).toBe("S");
    expect(within(price).getByText("30% OFF")).toBeInTheDocument();
    expect(within(dialog).queryByText(/left in stock/)).not.toBeInTheDocument();
  });

  it("a product without sizes or colours has no pickers and adds as before", async () => {
    const add = vi.fn((_v: unknown) => gqlJson({ data: { addToCart: cart([cartLine(plainCap, 1)]) } }));
    server.use(...shopHandlers({ products: [plainCap] }), graphql.mutation("ShopAddToCart", ({ variables }) => add(variables)));
    const app = renderApp("/shop/listing");
    await app.user.click(await screen.findByRole("button", { name: "View details of Plain Cap" }));
    const dialog = await screen.findByRole("dialog", { name: "Plain Cap" });
    await app.user.click(await within(dialog).findByRole("button", { name: "Add to cart" }));
    expect(await screen.findByText("Added to cart")).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith({ input: { productId: plainCap.id, quantity: 1 } });
    expect(within(dialog).queryByRole("group", { name: "Size" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("region", { name: /Pictures of/ })).not.toBeInTheDocument();
  });

  it("a card's Add to cart of a product with sizes opens its details instead of adding", async () => {
    const add = vi.fn(() => gqlJson({ data: null }));
    server.use(...shopHandlers({ products: [shirt] }), graphql.mutation("ShopAddToCart", add));
    const app = renderApp("/shop/listing");
    const card = await screen.findByRole("article", { name: shirt.title });
    await app.user.click(within(card).getByRole("button", { name: /Add to cart/ }));
    expect(await screen.findByRole("dialog", { name: shirt.title })).toBeInTheDocument();
    expect(app.pathname()).toBe("/shop/product/oxford-shirt");
    expect(add).not.toHaveBeenCalled();
  });
});

describe("the gallery", () => {
  it("shows the chosen colour's pictures first, then the general ones, and switches with the colour", async () => {
    server.use(...shopHandlers({ products: [shirt] }));
    const { app, dialog } = await openFromListing();
    const thumbnails = () => within(within(dialog).getByRole("group", { name: "Pictures" })).getAllByRole("button");
    expect(thumbnails()).toHaveLength(3);
    expect(mainPicture(dialog)).toHaveAttribute("src", "/media/products/oxford-black-front/large.jpg");
    expect(mainPicture(dialog)).toHaveAttribute("alt", "Oxford Shirt, Black, picture 1 of 3");
    expect(mainPicture(dialog).getAttribute("srcset")).toContain("/media/products/oxford-black-front/image-480.webp 480w");

    await app.user.click(colourButton(dialog, "White"));
    expect(thumbnails()).toHaveLength(2);
    expect(mainPicture(dialog)).toHaveAttribute("src", "/media/products/oxford-white-front/large.jpg");
    expect(within(dialog).queryByRole("img", { name: /Black/ })).not.toBeInTheDocument();
  });

  it("turns with the arrow keys while it has focus, with the buttons and the thumbnails", async () => {
    server.use(...shopHandlers({ products: [shirt] }));
    const { app, dialog } = await openFromListing();
    const gallery = within(dialog).getByRole("region", { name: "Pictures of Oxford Shirt" });
    gallery.focus();
    await app.user.keyboard("{ArrowRight}");
    expect(mainPicture(dialog)).toHaveAttribute("src", "/media/products/oxford-black-back/large.jpg");
    await app.user.keyboard("{ArrowRight}");
    expect(mainPicture(dialog)).toHaveAttribute("src", "/media/products/oxford-main/large.jpg");
    await app.user.keyboard("{ArrowRight}");
    expect(mainPicture(dialog)).toHaveAttribute("src", "/media/products/oxford-black-front/large.jpg");
    await app.user.keyboard("{ArrowLeft}");
    expect(mainPicture(dialog)).toHaveAttribute("alt", "Oxford Shirt, picture 3 of 3");

    await app.user.click(within(gallery).getByRole("button", { name: "Previous picture" }));
    expect(mainPicture(dialog)).toHaveAttribute("src", "/media/products/oxford-black-back/large.jpg");
    await app.user.click(within(gallery).getByRole("button", { name: "Show picture 1 of 3" }));
    expect(mainPicture(dialog)).toHaveAttribute("src", "/media/products/oxford-black-front/large.jpg");
  });

  it("turns with a swipe on a touch screen", async () => {
    server.use(...shopHandlers({ products: [shirt] }));
    const { dialog } = await openFromListing();
    const stage = mainPicture(dialog).parentElement!;
    fireEvent.pointerDown(stage, { pointerType: "touch", clientX: 300 });
    fireEvent.pointerUp(stage, { pointerType: "touch", clientX: 180 });
    expect(mainPicture(dialog)).toHaveAttribute("src", "/media/products/oxford-black-back/large.jpg");
    fireEvent.pointerDown(stage, { pointerType: "touch", clientX: 100 });
    fireEvent.pointerUp(stage, { pointerType: "touch", clientX: 120 });
    expect(mainPicture(dialog)).toHaveAttribute("src", "/media/products/oxford-black-back/large.jpg");
  });
});

describe("a product's address", () => {
  it("opening pushes /shop/product/<slug> over the listing; closing goes back to the listing with its filters", async () => {
    server.use(...shopHandlers({ products: [shirt] }));
    document.title = "Sutra";
    const { app, dialog } = await openFromListing("?category=men");
    expect(app.pathname()).toBe("/shop/product/oxford-shirt");
    expect(document.title).toBe("Oxford Shirt | Sutra");
    // The listing under it, named for its category.
    expect(screen.getByRole("heading", { level: 1, name: "Men", hidden: true })).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(app.location().pathname).toBe("/shop/listing"));
    expect(app.location().search).toBe("?category=men");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: shirt.title })).not.toBeInTheDocument());
    expect(document.title).toBe("Sutra");
  });

  it("opened directly (a shared link) shows the product over the listing", async () => {
    server.use(...shopHandlers({ products: [shirt] }));
    const app = renderApp("/shop/product/oxford-shirt");
    const dialog = await screen.findByRole("dialog", { name: shirt.title });
    expect(await within(dialog).findByRole("group", { name: "Size" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "All Products", hidden: true })).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(app.pathname()).toBe("/shop/listing"));
  });

  it("an unknown slug says 'Product not found!'", async () => {
    server.use(...shopHandlers({ products: [shirt] }));
    renderApp("/shop/product/no-such-thing");
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("heading", { name: "Product not found!" })).toBeInTheDocument();
  });
});
