import { screen, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { gqlJson, customer } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { server } from "../../test/server";
import { images, product, shopQueryHandlers } from "../../test/shop-fixtures";
import { createApolloClient } from "./apollo";
import { readFirstScreen } from "./session";
import { prepareFirstRender } from "./start";

const banners = ["Festive Edit", "Sneaker Season"].map((title, i) => ({
  __typename: "FeatureImage",
  id: `banner-${i + 1}`,
  title,
  description: `${title} description`,
  position: i,
  images: images(`banner-${i + 1}`),
}));

/** A page as the server sends it, with the answers of its first screen (api/src/http/web-app.ts). */
function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument("Sutra");
  const script = doc.createElement("script");
  script.type = "application/json";
  script.id = "sutra-first-screen";
  script.textContent = json;
  doc.head.append(script);
  return doc;
}

describe("the first render starts from what the page came with", () => {
  it("a shopper's home shows its first banner in the first render: no session check, no banner request, no loading screen", async () => {
    const asked: string[] = [];
    server.use(
      ...shopQueryHandlers(),
      graphql.query("Me", () => {
        asked.push("Me");
        return gqlJson({ data: { me: customer } });
      }),
      graphql.query("ShopFeatureImages", () => {
        asked.push("ShopFeatureImages");
        return gqlJson({ data: { featureImages: banners } });
      }),
    );
    const client = createApolloClient();
    await prepareFirstRender(client, "/shop/home", pageWith(JSON.stringify({ me: customer, featureImages: banners })));
    renderApp("/shop/home", client);

    // Right after the first render, nothing awaited.
    expect(screen.queryByText("Loading your store")).toBeNull();
    expect(screen.getByRole("heading", { name: "Festive Edit" })).toBeInTheDocument();
    const picture = screen.getByRole("img", { name: "Festive Edit" });
    expect(picture).toHaveAttribute("fetchpriority", "high");
    expect(picture).toHaveAttribute("loading", "eager");
    expect(await screen.findByRole("heading", { name: "Featured Products" })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("a shared filter link's listing asks for its first page before the first render (issue 29), once, as the page asks for it", async () => {
    const asked: unknown[] = [];
    const products = [
      product({ title: "Men's Nike Tee", category: "men", brand: "nike" }),
      product({ title: "Men's Adidas Shorts", category: "men", brand: "adidas" }),
      product({ title: "Men's Puma Cap", category: "men", brand: "puma" }),
      product({ title: "Women's Nike Tee", category: "women", brand: "nike" }),
    ];
    server.use(
      graphql.query("ShopListingProducts", ({ variables }) => {
        asked.push(variables);
      }),
      ...shopQueryHandlers({ products }),
    );
    const client = createApolloClient();
    await prepareFirstRender(client, "/shop/listing", pageWith(JSON.stringify({ me: customer })), "?category=men&brand=nike,adidas");
    // Asked while the listing's code loaded, with the link's filters and the default sort.
    expect(asked).toEqual([{ filter: { categories: ["men"], brands: ["nike", "adidas"] }, sortBy: "price-lowtohigh", first: 12 }]);
    renderApp("/shop/listing?category=men&brand=nike,adidas", client);
    // The first render shows the products: no skeleton, and the page does not ask again.
    const grid = screen.getByRole("list", { name: "All Products" });
    expect(within(grid).getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual(expect.arrayContaining([expect.stringContaining("Nike Tee"), expect.stringContaining("Adidas Shorts")]));
    expect(within(grid).getAllByRole("article")).toHaveLength(2);
    expect(asked).toHaveLength(1);
  });

  it("a page saying nobody is signed in opens the sign-in page without a session check", async () => {
    const asked: string[] = [];
    server.use(
      graphql.query("Me", () => {
        asked.push("Me");
        return gqlJson({ data: { me: null } });
      }),
    );
    const client = createApolloClient();
    await prepareFirstRender(client, "/shop/home", pageWith(JSON.stringify({ me: null })));
    const app = renderApp("/shop/home", client);
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/auth/login");
    expect(asked).toEqual([]);
  });
});

describe("readFirstScreen", () => {
  it("reads the session (and banners) the server sent", () => {
    expect(readFirstScreen(pageWith(JSON.stringify({ me: customer })))).toEqual({ me: customer });
    expect(readFirstScreen(pageWith(JSON.stringify({ me: null, featureImages: banners })))).toEqual({ me: null, featureImages: banners });
  });

  it("takes nothing from a page without it or with something else in its place: the app then asks", () => {
    expect(readFirstScreen(document.implementation.createHTMLDocument("Sutra"))).toBeUndefined();
    expect(readFirstScreen(pageWith("{not json"))).toBeUndefined();
    expect(readFirstScreen(pageWith(JSON.stringify({ me: { id: "x", role: "OWNER", __typename: "User" } })))).toBeUndefined();
    expect(readFirstScreen(pageWith(JSON.stringify({})))).toBeUndefined();
  });
});
