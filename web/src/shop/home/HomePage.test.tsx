import { act, screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, gqlJson } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { connection, images, product, shopHandlers } from "../../../test/shop-fixtures";

const banners = ["Festive Edit", "Sneaker Season", "Up to 40% Off"].map((title, i) => ({
  __typename: "FeatureImage",
  id: `banner-${i + 1}`,
  title,
  description: `${title} description`,
  position: i,
  images: images(`banner-${i + 1}`),
}));

function withBanners() {
  server.use(graphql.query("ShopFeatureImages", () => gqlJson({ data: { featureImages: banners } })));
}

const currentSlide = () => screen.getAllByRole("group").find((g) => g.getAttribute("aria-roledescription") === "slide" && !g.hasAttribute("aria-hidden"));

beforeEach(() => sessionStorage.clear());

describe("home banner carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows each banner's title and description and advances every 5 seconds", async () => {
    server.use(...shopHandlers());
    withBanners();
    renderApp("/shop/home");
    const carousel = await screen.findByRole("region", { name: "Featured collections" });
    expect(await within(carousel).findByRole("heading", { name: "Festive Edit" })).toBeInTheDocument();
    expect(within(carousel).getByText("Festive Edit description")).toBeInTheDocument();
    expect(currentSlide()).toHaveAttribute("aria-label", "1 / 3");

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(within(carousel).getByRole("heading", { name: "Sneaker Season" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(within(carousel).getByRole("heading", { name: "Up to 40% Off" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(within(carousel).getByRole("heading", { name: "Festive Edit" })).toBeInTheDocument();
  });

  it("has previous / next arrows, dots, a pause button and Shop Now → /shop/listing", async () => {
    server.use(...shopHandlers());
    withBanners();
    const app = renderApp("/shop/home");
    const carousel = await screen.findByRole("region", { name: "Featured collections" });
    await within(carousel).findByRole("heading", { name: "Festive Edit" });

    await app.user.click(within(carousel).getByRole("button", { name: "Previous banner" }));
    expect(within(carousel).getByRole("heading", { name: "Up to 40% Off" })).toBeInTheDocument();
    await app.user.click(within(carousel).getByRole("button", { name: "Next banner" }));
    expect(within(carousel).getByRole("heading", { name: "Festive Edit" })).toBeInTheDocument();
    await app.user.click(within(carousel).getByRole("button", { name: "Show banner 2 of 3" }));
    expect(within(carousel).getByRole("heading", { name: "Sneaker Season" })).toBeInTheDocument();
    expect(within(carousel).getByRole("button", { name: "Show banner 2 of 3" })).toHaveAttribute("aria-current", "true");

    // Paused: no rotation.
    await app.user.click(within(carousel).getByRole("button", { name: "Pause banner rotation" }));
    await app.user.unhover(carousel);
    await act(() => vi.advanceTimersByTimeAsync(12000));
    expect(within(carousel).getByRole("heading", { name: "Sneaker Season" })).toBeInTheDocument();

    await app.user.click(within(carousel).getByRole("button", { name: "Shop Now" }));
    await waitFor(() => expect(app.pathname()).toBe("/shop/listing"));
  });
});

describe("home tiles and featured products", () => {
  it("a category tile stores that filter and opens the listing", async () => {
    sessionStorage.setItem("filters", JSON.stringify({ brand: ["nike"] }));
    server.use(...shopHandlers());
    const app = renderApp("/shop/home");
    const section = await screen.findByRole("region", { name: "Shop By Category" });
    expect(within(section).getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual(["Men", "Women", "Kids", "Accessories", "Footwear"]);
    await app.user.click(within(section).getByRole("button", { name: "Footwear" }));
    await waitFor(() => expect(app.pathname()).toBe("/shop/listing"));
    expect(app.location().search).toBe("?category=footwear");
    expect(JSON.parse(sessionStorage.getItem("filters")!)).toEqual({ category: ["footwear"] });
  });

  it("a brand tile stores that filter and opens the listing", async () => {
    server.use(...shopHandlers());
    const app = renderApp("/shop/home");
    const section = await screen.findByRole("region", { name: "Shop By Brand" });
    expect(within(section).getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual(["Nike", "Adidas", "Puma", "Levi's", "Zara", "H&M"]);
    await app.user.click(within(section).getByRole("button", { name: "H&M" }));
    await waitFor(() => expect(app.location().search).toBe("?brand=h%26m"));
    expect(JSON.parse(sessionStorage.getItem("filters")!)).toEqual({ brand: ["h&m"] });
  });

  it("Featured Products: placeholders while loading, then the products by price low to high", async () => {
    const gate = deferred();
    const variables: unknown[] = [];
    const products = [product({ title: "Canvas Belt", price: 399 }), product({ title: "Graphic Tee", price: 1199, salePrice: 799 })];
    server.use(...shopHandlers({ products }));
    server.use(
      graphql.query("ShopHomeProducts", async ({ variables: v, query }) => {
        variables.push({ v, sorted: query.includes('sortBy: "price-lowtohigh"') });
        await gate.promise;
        return gqlJson({ data: { products: connection(products) } });
      }),
    );
    const app = renderApp("/shop/home");
    const section = await screen.findByRole("region", { name: "Featured Products" });
    expect(within(section).getByRole("status", { name: "Loading products" })).toBeInTheDocument();
    gate.resolve();
    expect(await within(section).findByRole("article", { name: "Canvas Belt" })).toBeInTheDocument();
    expect(within(section).getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual(["Canvas Belt", "Graphic Tee"]);
    expect(within(section).queryByRole("status")).not.toBeInTheDocument();
    expect(variables).toEqual([{ v: { first: 12 }, sorted: true }]);

    await app.user.click(within(section).getByRole("button", { name: "View All Products" }));
    await waitFor(() => expect(app.pathname()).toBe("/shop/listing"));
  });
});
