import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { gqlJson } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { cart, cartLine, connection, filterProducts, product, shopHandlers, type WireProduct } from "../../../test/shop-fixtures";

const catalogue: WireProduct[] = [
  product({ title: "Men's Nike Tee", category: "men", brand: "nike", price: 1795, salePrice: 1395, totalStock: 64 }),
  product({ title: "Men's Adidas Shorts", category: "men", brand: "adidas", price: 1999, salePrice: 1399, totalStock: 4 }),
  product({ title: "Women's Zara Dress", category: "women", brand: "zara", price: 4590, totalStock: 21 }),
  product({ title: "Women's Nike Tee", category: "women", brand: "nike", price: 1695, totalStock: 0 }),
  product({ title: "Kids H&M Tee", category: "kids", brand: "h&m", price: 599, totalStock: 120 }),
];

interface Vars {
  filter?: { categories?: string[]; brands?: string[] } | null;
  sortBy?: string;
  first?: number;
  after?: string | null;
}

/** Records the variables of every listing request. */
function recordListing() {
  const calls: Vars[] = [];
  server.use(
    graphql.query<Record<string, unknown>, Vars>("ShopListingProducts", ({ variables }) => {
      calls.push(variables);
      return gqlJson({ data: { products: connection(filterProducts(catalogue, variables.filter), { first: variables.first ?? 12, after: variables.after }) } });
    }),
  );
  return calls;
}

const search = (app: ReturnType<typeof renderApp>) => app.location().search;
const stored = () => JSON.parse(sessionStorage.getItem("filters") ?? "null");

beforeEach(() => sessionStorage.clear());

describe("listing filters ↔ query string ↔ session storage", () => {
  it("shows the stored filters and mirrors them in the query string", async () => {
    sessionStorage.setItem("filters", JSON.stringify({ category: ["men"], brand: ["nike"] }));
    server.use(...shopHandlers({ products: catalogue }));
    const calls = recordListing();
    const app = renderApp("/shop/listing");

    expect(await screen.findByRole("article", { name: "Men's Nike Tee" })).toBeInTheDocument();
    await waitFor(() => expect(search(app)).toBe("?category=men&brand=nike"));
    // The panel's code loads with the listing (a wide screen; here no matchMedia): it shows right after the grid.
    const filters = await screen.findByRole("region", { name: "Filters" });
    expect(within(filters).getByRole("checkbox", { name: /Men/ })).toBeChecked();
    expect(within(filters).getByRole("checkbox", { name: /Nike/ })).toBeChecked();
    expect(within(filters).getByRole("checkbox", { name: /Women/ })).not.toBeChecked();
    expect(calls[0]).toMatchObject({ filter: { categories: ["men"], brands: ["nike"] }, sortBy: "price-lowtohigh" });
    expect(screen.getByTestId("product-count")).toHaveTextContent("1 product");
    // Named for what it lists, not 'All Products'.
    expect(screen.getByRole("heading", { level: 1, name: "Nike Men" })).toBeInTheDocument();
  });

  it("is named for the one category it lists, and 'All Products' for several", async () => {
    server.use(...shopHandlers({ products: catalogue }));
    const app = renderApp("/shop/listing?category=men");
    expect(await screen.findByRole("heading", { level: 1, name: "Men" })).toBeInTheDocument();
    const filters = await screen.findByRole("region", { name: "Filters" });
    await app.user.click(within(filters).getByRole("checkbox", { name: /^Women/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "All Products" })).toBeInTheDocument();
  });

  it("writes each checkbox change to the query string and session storage", async () => {
    server.use(...shopHandlers({ products: catalogue }));
    const calls = recordListing();
    const app = renderApp("/shop/listing");
    await screen.findByRole("article", { name: "Kids H&M Tee" });
    expect(screen.getByRole("heading", { name: "All Products" })).toBeInTheDocument();
    expect(screen.getByTestId("product-count")).toHaveTextContent("5 products");
    // The panel's code loads with the listing (a wide screen; here no matchMedia): it shows right after the grid.
    const filters = await screen.findByRole("region", { name: "Filters" });

    await app.user.click(within(filters).getByRole("checkbox", { name: /^Men/ }));
    await waitFor(() => expect(search(app)).toBe("?category=men"));
    await app.user.click(within(filters).getByRole("checkbox", { name: /^Women/ }));
    await app.user.click(within(filters).getByRole("checkbox", { name: /^Nike/ }));
    await waitFor(() => expect(search(app)).toBe("?category=men,women&brand=nike"));
    expect(stored()).toEqual({ category: ["men", "women"], brand: ["nike"] });
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ categories: ["men", "women"], brands: ["nike"] }));
    expect(await screen.findByRole("article", { name: "Women's Nike Tee" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Women's Zara Dress" })).not.toBeInTheDocument();

    await app.user.click(within(filters).getByRole("button", { name: "Clear all" }));
    await waitFor(() => expect(search(app)).toBe(""));
    expect(stored()).toEqual({});
  });

  it("reads filters from the query string (ids URI-encoded) and stores them", async () => {
    server.use(...shopHandlers({ products: catalogue }));
    const calls = recordListing();
    renderApp("/shop/listing?category=kids&brand=h%26m");
    expect(await screen.findByRole("article", { name: "Kids H&M Tee" })).toBeInTheDocument();
    expect(calls[0]?.filter).toEqual({ categories: ["kids"], brands: ["h&m"] });
    expect(stored()).toEqual({ category: ["kids"], brand: ["h&m"] });
    expect(within(await screen.findByRole("region", { name: "Filters" })).getByRole("checkbox", { name: /H&M/ })).toBeChecked();
  });

  it("drops a link's unknown filter values: never asked for, never stored, gone from the query string", async () => {
    server.use(...shopHandlers({ products: catalogue }));
    const calls = recordListing();
    const app = renderApp("/shop/listing?category=men,sandals&brand=gucci,nike");
    expect(await screen.findByRole("article", { name: "Men's Nike Tee" })).toBeInTheDocument();
    await waitFor(() => expect(search(app)).toBe("?category=men&brand=nike"));
    expect(calls.map((c) => c.filter)).toEqual(calls.map(() => ({ categories: ["men"], brands: ["nike"] })));
    expect(stored()).toEqual({ category: ["men"], brand: ["nike"] });
  });

  it("sorts with the Sort By menu and resets the sort when the category changes", async () => {
    server.use(...shopHandlers({ products: catalogue }));
    const calls = recordListing();
    const app = renderApp("/shop/listing?category=men");
    await screen.findByRole("article", { name: "Men's Nike Tee" });

    await app.user.click(screen.getByRole("button", { name: /Sort By/ }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByRole("menuitemradio").map((i) => i.textContent)).toEqual([
      "Price: Low to High",
      "Price: High to Low",
      "Title: A to Z",
      "Title: Z to A",
    ]);
    expect(within(menu).getByRole("menuitemradio", { name: "Price: Low to High" })).toHaveAttribute("aria-checked", "true");
    await app.user.click(within(menu).getByRole("menuitemradio", { name: "Price: High to Low" }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sortBy: "price-hightolow", filter: { categories: ["men"] } }));

    // A brand change keeps the sort…
    await app.user.click(within(await screen.findByRole("region", { name: "Filters" })).getByRole("checkbox", { name: /^Adidas/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sortBy: "price-hightolow", filter: { categories: ["men"], brands: ["adidas"] } }));

    // …a category change from the menu (already on the listing: only the query string changes) resets it.
    const nav = screen.getAllByRole("navigation", { name: "Shop categories" })[0]!;
    await app.user.click(within(nav).getByRole("button", { name: "Women" }));
    await waitFor(() => expect(search(app)).toBe("?category=women"));
    expect(app.pathname()).toBe("/shop/listing");
    expect(stored()).toEqual({ category: ["women"] });
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sortBy: "price-lowtohigh", filter: { categories: ["women"] } }));
  });

  it("says 'No products found. Try adjusting your filters.' for an empty result", async () => {
    server.use(...shopHandlers({ products: catalogue }));
    recordListing();
    renderApp("/shop/listing?category=footwear");
    expect(await screen.findByText("No products found. Try adjusting your filters.")).toBeInTheDocument();
    expect(screen.getByTestId("product-count")).toHaveTextContent("0 products");
  });

  it("loads the next cursor page with Load more", async () => {
    const many = Array.from({ length: 15 }, (_, i) => product({ title: `Tee ${String(i + 1).padStart(2, "0")}` }));
    server.use(...shopHandlers({ products: many }));
    const app = renderApp("/shop/listing");
    await screen.findByRole("article", { name: "Tee 12" });
    expect(screen.queryByRole("article", { name: "Tee 13" })).not.toBeInTheDocument();
    expect(screen.getByText("Showing 12 of 15")).toBeInTheDocument();
    await app.user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("article", { name: "Tee 15" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Tee 01" })).toBeInTheDocument();
    expect(screen.getByText("Showing 15 of 15")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("a menu category from another page stores the filter and opens the listing", async () => {
    sessionStorage.setItem("filters", JSON.stringify({ brand: ["zara"] }));
    server.use(...shopHandlers({ products: catalogue }));
    const app = renderApp("/shop/home");
    const nav = (await screen.findAllByRole("navigation", { name: "Shop categories" }))[0]!;
    await app.user.click(within(nav).getByRole("button", { name: "Kids" }));
    await waitFor(() => expect(app.pathname()).toBe("/shop/listing"));
    expect(search(app)).toBe("?category=kids");
    expect(stored()).toEqual({ category: ["kids"] });
    await app.user.click(within(nav).getByRole("button", { name: "Products" }));
    await waitFor(() => expect(search(app)).toBe(""));
    expect(sessionStorage.getItem("filters")).toBeNull();
  });
});

describe("product cards", () => {
  it("show the badge, labels, prices and Add to cart or a disabled Out Of Stock", async () => {
    server.use(...shopHandlers({ products: catalogue }));
    renderApp("/shop/listing");
    const tee = await screen.findByRole("article", { name: "Men's Nike Tee" });
    expect(within(tee).getByText("22% OFF")).toBeInTheDocument();
    expect(within(tee).getByText("Men")).toBeInTheDocument();
    expect(within(tee).getByText("Nike")).toBeInTheDocument();
    expect(within(tee).getByText("₹1,795").tagName).toBe("S");
    expect(within(tee).getByText("₹1,395")).toBeInTheDocument();
    const img = within(screen.getByRole("article", { name: "Kids H&M Tee" })).getByRole("img", { name: "Kids H&M Tee" });
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img.getAttribute("srcset")).toMatch(/image-480\.webp 480w, .*image\.webp 800w, .*image-1200\.webp 1200w/);

    expect(within(screen.getByRole("article", { name: "Men's Adidas Shorts" })).getByText("Only 4 left")).toBeInTheDocument();
    const soldOut = screen.getByRole("article", { name: "Women's Nike Tee" });
    expect(within(soldOut).getAllByText("Out Of Stock")).toHaveLength(2);
    expect(within(soldOut).getByRole("button", { name: "Out Of Stock" })).toBeDisabled();
    expect(within(screen.getByRole("article", { name: "Women's Zara Dress" })).getByRole("button", { name: /Add to cart/ })).toBeEnabled();
  });

  it("adding: 'Added to cart' with a description, and the header count follows the server's cart", async () => {
    const dress = catalogue[2]!;
    const add = vi.fn((_vars: unknown) => gqlJson({ data: { addToCart: cart([cartLine(dress, 1)]) } }));
    server.use(...shopHandlers({ products: catalogue }), graphql.mutation("ShopAddToCart", ({ variables }) => add(variables)));
    const app = renderApp("/shop/listing");
    const card = await screen.findByRole("article", { name: "Women's Zara Dress" });
    await app.user.click(within(card).getByRole("button", { name: /Add to cart/ }));
    expect(await screen.findByText("Added to cart")).toBeInTheDocument();
    expect(screen.getByText("Women's Zara Dress was added to your cart")).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith({ input: { productId: dress.id, quantity: 1 } });
    expect(await screen.findByRole("button", { name: "Cart, 1 item" })).toBeInTheDocument();
  });

  it("warns 'Only {remaining} more can be added' before calling when the cart holds the stock", async () => {
    const shorts = catalogue[1]!;
    const add = vi.fn(() => gqlJson({ data: null }));
    server.use(...shopHandlers({ products: catalogue, cart: cart([cartLine(shorts, 4)]) }), graphql.mutation("ShopAddToCart", add));
    const app = renderApp("/shop/listing");
    await screen.findByRole("button", { name: "Cart, 4 items" });
    const card = await screen.findByRole("article", { name: "Men's Adidas Shorts" });
    await app.user.click(within(card).getByRole("button", { name: /Add to cart/ }));
    expect(await screen.findByText("Only 0 more can be added")).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  it("shows the server's OUT_OF_STOCK message when it refuses", async () => {
    server.use(
      ...shopHandlers({ products: catalogue }),
      graphql.mutation("ShopAddToCart", () => gqlJson({ data: null, errors: [{ message: "Only 3 available in stock", extensions: { code: "OUT_OF_STOCK" } }] })),
    );
    const app = renderApp("/shop/listing");
    const card = await screen.findByRole("article", { name: "Women's Zara Dress" });
    await app.user.click(within(card).getByRole("button", { name: /Add to cart/ }));
    expect(await screen.findByText("Only 3 available in stock")).toBeInTheDocument();
  });

  it("empties the list and says so when the catalogue cannot be loaded", async () => {
    server.use(...shopHandlers({ products: catalogue }));
    // A later server.use() goes first.
    server.use(
      graphql.query("ShopListingProducts", () => gqlJson({ data: null, errors: [{ message: "Catalogue unavailable", extensions: { code: "INTERNAL_SERVER_ERROR" } }] })),
    );
    renderApp("/shop/listing");
    expect(await screen.findByText("Catalogue unavailable")).toBeInTheDocument();
    expect(screen.getByText("No products found. Try adjusting your filters.")).toBeInTheDocument();
  });
});
