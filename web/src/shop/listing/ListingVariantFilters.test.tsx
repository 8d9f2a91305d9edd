import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { gqlJson } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { connection, filterProducts, product, shopHandlers, variantsOf, type WireProduct } from "../../../test/shop-fixtures";

beforeAll(() => Promise.all([import("../ShopLayout"), import("./ListingPage")]), 60_000);
beforeEach(() => sessionStorage.clear());

const shirt = product({
  title: "Oxford Shirt",
  price: 1999,
  options: { __typename: "ProductOptions", sizes: ["S", "M", "L"], colours: ["Black", "White"] },
  variants: variantsOf({ sizes: ["S", "M", "L"], colours: ["Black", "White"] }, (size) => (size === "S" ? 0 : 5)),
});
const tee = product({
  title: "Crew Tee",
  price: 799,
  options: { __typename: "ProductOptions", sizes: ["M"], colours: ["Black"] },
  variants: variantsOf({ sizes: ["M"], colours: ["Black"] }, () => 8),
});
const cap = product({ title: "Plain Cap", price: 499 });

/** The listing's query, answered from the fixtures, with the filter each request sent. */
function listing(products: WireProduct[]) {
  const filters = vi.fn((_filter: unknown) => undefined);
  server.use(
    graphql.query<Record<string, unknown>, { filter?: Parameters<typeof filterProducts>[1] }>("ShopListingProducts", ({ variables }) => {
      filters(variables.filter ?? null);
      return gqlJson({ data: { products: connection(filterProducts(products, variables.filter)) } });
    }),
    ...shopHandlers({ products }),
  );
  return filters;
}

/** The filter panel: its code loads with the listing (lazily), so it shows right after the grid. */
const panel = () => screen.findByRole("region", { name: "Filters" });

describe("size, colour and price filters", () => {
  it("lists sizes and colours in stock with their counts and keeps a choice in the query string", async () => {
    const sent = listing([shirt, tee, cap]);
    const app = renderApp("/shop/listing");
    await screen.findByText("3 products");
    const sizes = within(await panel()).getByRole("group", { name: "Size" });
    expect(within(sizes).getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual(["M2", "L1"]);
    const colours = within(await panel()).getByRole("group", { name: "Colour" });
    expect(within(colours).getByRole("checkbox", { name: /Black/ }).closest("label")).toHaveTextContent("Black2");

    await app.user.click(within(sizes).getByRole("checkbox", { name: /^L/ }));
    await waitFor(() => expect(app.location().search).toBe("?size=L"));
    await waitFor(() => expect(sent).toHaveBeenLastCalledWith({ sizes: ["L"] }));
    expect(await screen.findByText("1 product")).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem("filters")!)).toEqual({ size: ["L"] });
  });

  it("shows no size or colour group when no product has any", async () => {
    listing([cap]);
    renderApp("/shop/listing");
    await screen.findByText("1 product");
    expect(within(await panel()).getByRole("group", { name: "Price" })).toBeInTheDocument();
    expect(within(await panel()).queryByRole("group", { name: "Size" })).not.toBeInTheDocument();
    expect(within(await panel()).queryByRole("group", { name: "Colour" })).not.toBeInTheDocument();
  });

  it("reads size, colour and price from the address, keeps a size the facets lack, and sets a price range from the boxes", async () => {
    const sent = listing([shirt, tee, cap]);
    const app = renderApp("/shop/listing?size=XXL&colour=Black");
    await screen.findByText("0 products");
    const sizes = within(await panel()).getByRole("group", { name: "Size" });
    expect(within(sizes).getByRole("checkbox", { name: /^XXL/ })).toBeChecked();
    expect(sent).toHaveBeenLastCalledWith({ sizes: ["XXL"], colours: ["Black"] });

    // The chosen filter's chip: named by the filter, described by what pressing it does.
    await app.user.click(screen.getByRole("button", { name: "XXL", description: "Remove this filter" }));
    await waitFor(() => expect(app.location().search).toBe("?colour=Black"));

    const price = within(await panel()).getByRole("group", { name: "Price" });
    const min = within(price).getByRole("spinbutton", { name: "Min ₹" });
    await app.user.clear(min);
    await app.user.type(min, "900{Enter}");
    await waitFor(() => expect(app.location().search).toBe("?colour=Black&price=900-"));
    await waitFor(() => expect(sent).toHaveBeenLastCalledWith({ colours: ["Black"], minPrice: 900 }));
    expect(await screen.findByText("1 product")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "₹900 –" })).toBeInTheDocument();
  });
});
