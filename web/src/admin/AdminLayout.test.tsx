import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { admin, gqlJson, meIs } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { server } from "../../test/server";
import { optionsHandler, orderPage, productPage } from "../../test/admin-fixtures";

const pages = [
  graphql.query("AdminFeatureImages", () => gqlJson({ data: { featureImages: [] } })),
  graphql.query("AdminProducts", () => gqlJson({ data: productPage([]) })),
  graphql.query("AdminOrders", () => gqlJson({ data: orderPage([]) })),
  optionsHandler,
];

describe("admin layout", () => {
  it("the drawer's entries navigate and close the drawer; the title goes to the dashboard", async () => {
    server.use(meIs(admin), ...pages);
    const app = renderApp("/admin/orders");
    expect(await screen.findByText("No orders found")).toBeInTheDocument();

    await app.user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("presentation");
    await app.user.click(within(drawer).getByRole("button", { name: "Products" }));
    expect(await screen.findByRole("heading", { name: "Products", level: 1 })).toBeInTheDocument();
    expect(app.pathname()).toBe("/admin/products");
    await waitFor(() => expect(screen.queryByRole("presentation")).not.toBeInTheDocument());

    const sidebar = screen.getAllByRole("navigation", { name: "Main navigation" })[0]!;
    expect(within(sidebar).getByRole("button", { name: "Products" })).toHaveAttribute("aria-current", "page");
    await app.user.click(screen.getAllByRole("button", { name: "Admin Panel" })[0]!);
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeInTheDocument();
    expect(app.pathname()).toBe("/admin/dashboard");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });
});
