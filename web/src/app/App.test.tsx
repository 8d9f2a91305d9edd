import { getBrandName } from "../common/brand";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { admin, customer, deferred, gqlJson, graphQLError, meIs } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { server } from "../../test/server";
import { MeDocument } from "./session";
import { shopQueryHandlers } from "../../test/shop-fixtures";

describe("session check at start", () => {
  it("shows the full-screen 'Loading your store' animation while Me is pending, then the page", async () => {
    const gate = deferred();
    server.use(
      graphql.query("Me", async () => {
        await gate.promise;
        return gqlJson({ data: { me: null } });
      }),
    );
    renderApp("/auth/login");

    const loading = await screen.findByRole("status");
    expect(within(loading).getByText("Loading your store")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Welcome Back" })).not.toBeInTheDocument();

    gate.resolve();
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(screen.queryByText("Loading your store")).not.toBeInTheDocument();
  });

  it("treats a failed session check as signed out", async () => {
    server.use(graphql.query("Me", () => HttpResponse.error()));
    const app = renderApp("/shop/home");
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/auth/login");
  });
});

describe("routes and guard", () => {
  it("/ sends a signed-out visitor to /auth/login", async () => {
    server.use(meIs(null));
    const app = renderApp("/");
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/auth/login");
  });

  it("/ sends a customer to /shop/home", async () => {
    server.use(meIs(customer), ...shopQueryHandlers());
    const app = renderApp("/");
    expect(await screen.findByRole("heading", { name: "Shop By Category" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/shop/home");
  });

  it("/ sends an admin to /admin/dashboard", async () => {
    server.use(meIs(admin));
    const app = renderApp("/");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/admin/dashboard");
  });

  it("a signed-out visitor on a shop page lands on /auth/login", async () => {
    server.use(meIs(null));
    const app = renderApp("/shop/checkout");
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/auth/login");
  });

  it("a customer on /admin/products sees 'unauthorize Page'", async () => {
    server.use(meIs(customer));
    const app = renderApp("/admin/products");
    expect(await screen.findByText("unauthorize Page")).toBeInTheDocument();
    expect(app.pathname()).toBe("/unauth-page");
    expect(screen.queryByText("Admin Panel")).not.toBeInTheDocument();
  });

  it("an admin on /shop/listing lands on /admin/dashboard", async () => {
    server.use(meIs(admin));
    const app = renderApp("/shop/listing");
    expect(await screen.findByText("Admin Panel")).toBeInTheDocument();
    expect(app.pathname()).toBe("/admin/dashboard");
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("a signed-in customer on /auth/login is sent to /shop/home", async () => {
    server.use(meIs(customer), ...shopQueryHandlers());
    const app = renderApp("/auth/login");
    expect(await screen.findByRole("heading", { name: "Shop By Category" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/shop/home");
  });

  it.each(["/nope", "/shop-x", "/admin/nope/deeper"])("an unknown path (%s) shows the 404 text", async (path) => {
    server.use(meIs(customer));
    const app = renderApp(path);
    expect(await screen.findByText("Page doesn't exist....!")).toBeInTheDocument();
    expect(app.pathname()).toBe(path);
  });

  it("shows the 404 text to signed-out visitors too", async () => {
    server.use(meIs(null));
    renderApp("/definitely/not/here");
    expect(await screen.findByText("Page doesn't exist....!")).toBeInTheDocument();
  });
});

describe("shells", () => {
  it("the shop header links the logo to /shop/home and shows the user's name", async () => {
    server.use(meIs(customer), ...shopQueryHandlers());
    renderApp("/shop/account");
    expect(await screen.findByRole("tab", { name: "Orders" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Account menu for Asha Rao" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: getBrandName() })).toHaveAttribute("href", "/shop/home");
  });

  it("the admin sidebar navigates between Dashboard, Products and Orders", async () => {
    server.use(meIs(admin));
    const app = renderApp("/admin/dashboard");
    const nav = await screen.findAllByRole("navigation", { name: "Main navigation" });
    await app.user.click(within(nav[0]!).getByRole("button", { name: "Products" }));
    expect(await screen.findByRole("heading", { name: "Products" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/admin/products");
    await app.user.click(within(nav[0]!).getByRole("button", { name: "Orders" }));
    await waitFor(() => expect(app.pathname()).toBe("/admin/orders"));
  });

  it("/admin/features shows a placeholder text", async () => {
    server.use(meIs(admin));
    renderApp("/admin/features");
    expect(await screen.findByText("Feature images are managed on the dashboard.")).toBeInTheDocument();
  });
});

describe("logout", () => {
  it("calls logout, forgets the session and lands on /auth/login", async () => {
    let signedIn = true;
    const logout = vi.fn(() => {
      signedIn = false;
      return gqlJson({ data: { logout: true } });
    });
    server.use(
      graphql.query("Me", () => gqlJson({ data: { me: signedIn ? customer : null } })),
      graphql.mutation("Logout", logout),
      ...shopQueryHandlers(),
    );
    const app = renderApp("/shop/home");
    // The shop's Logout is in the avatar menu.
    await app.user.click(await screen.findByRole("button", { name: "Account menu for Asha Rao" }));
    await app.user.click(await screen.findByRole("menuitem", { name: "Logout" }));

    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(app.pathname()).toBe("/auth/login");
    expect(app.client.readQuery({ query: MeDocument })).toEqual({ me: null });
    expect(screen.queryByRole("button", { name: "Account menu for Asha Rao" })).not.toBeInTheDocument();
    expect(screen.queryByText("Loading your store")).not.toBeInTheDocument();
  });

  it("an admin can log out and a customer log in right after, without a reload", async () => {
    let signedInAs: typeof customer | null = admin;
    server.use(
      graphql.query("Me", () => gqlJson({ data: { me: signedInAs } })),
      graphql.mutation("Logout", () => {
        signedInAs = null;
        return gqlJson({ data: { logout: true } });
      }),
      graphql.mutation("Login", () => {
        signedInAs = customer;
        return gqlJson({
          data: {
            login: { __typename: "AuthPayload", message: "Logged in successfully", token: "jwt", user: customer },
          },
        });
      }),
      ...shopQueryHandlers(),
    );
    const app = renderApp("/admin/orders");
    await app.user.click(await screen.findByRole("button", { name: "Logout" }));
    await screen.findByRole("heading", { name: "Welcome Back" });

    await app.user.type(screen.getByLabelText("Email"), customer.email!);
    await app.user.type(screen.getByLabelText("Password"), "secret-pass");
    await app.user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByRole("heading", { name: "Shop By Category" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/shop/home");
    expect(screen.getByRole("button", { name: "Account menu for Asha Rao" })).toBeInTheDocument();
    expect(screen.queryByText("Admin Panel")).not.toBeInTheDocument();
  });

  it("keeps the session and shows the server's message when logout fails", async () => {
    server.use(
      meIs(customer),
      graphql.mutation("Logout", () => graphQLError("Too many requests, slow down", "TOO_MANY_REQUESTS")),
      ...shopQueryHandlers(),
    );
    const app = renderApp("/shop/home");
    await app.user.click(await screen.findByRole("button", { name: "Account menu for Asha Rao" }));
    await app.user.click(await screen.findByRole("menuitem", { name: "Logout" }));

    expect(await screen.findByText("Too many requests, slow down")).toBeInTheDocument();
    expect(app.pathname()).toBe("/shop/home");
    expect(await screen.findByRole("button", { name: "Account menu for Asha Rao" })).toBeInTheDocument();
  });
});
