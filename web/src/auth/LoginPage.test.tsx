import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { admin, customer, deferred, gqlJson, graphQLError, meIs } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { server } from "../../test/server";
import { shopQueryHandlers } from "../../test/shop-fixtures";

function loginAnswers(user: typeof customer, message = "Logged in successfully") {
  return gqlJson({
    data: { login: { __typename: "AuthPayload", message, token: "header.payload.signature", user } },
  });
}

async function fillAndSubmit(app: ReturnType<typeof renderApp>, email: string, password: string) {
  await app.user.type(await screen.findByLabelText("Email"), email);
  await app.user.type(screen.getByLabelText("Password"), password);
  await app.user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("login page", () => {
  it("renders the spec's texts, typed fields with autocomplete hints, and the links", async () => {
    server.use(meIs(null));
    renderApp("/auth/login");

    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(screen.getByText("Welcome to Sutra")).toBeInTheDocument();
    expect(screen.getByText("Discover amazing products and enjoy seamless shopping experience")).toBeInTheDocument();
    expect(screen.getByText("Trusted by millions worldwide")).toBeInTheDocument();

    const email = screen.getByLabelText("Email");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("autocomplete", "email");
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    expect(password).toHaveAttribute("autocomplete", "current-password");

    expect(screen.getByRole("button", { name: "Sign In" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("link", { name: "Register here" })).toHaveAttribute("href", "/auth/register");
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
  });

  it("uses the brand name the server injected in the welcome heading", async () => {
    window.__SUTRA__ = { brandName: "Kapda" };
    server.use(meIs(null));
    renderApp("/auth/login");
    expect(await screen.findByText("Welcome to Kapda")).toBeInTheDocument();
  });

  it("signs a customer in: sends the typed credentials, toasts the server's message, goes to /shop/home", async () => {
    let received: unknown;
    server.use(
      meIs(null),
      graphql.mutation("Login", ({ variables }) => {
        received = variables;
        return loginAnswers(customer);
      }),
      ...shopQueryHandlers(),
    );
    const app = renderApp("/auth/login");
    await fillAndSubmit(app, "asha@example.com", "s3cret-pass");

    expect(await screen.findByText("Logged in successfully")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Shop By Category" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/shop/home");
    expect(received).toEqual({ input: { email: "asha@example.com", password: "s3cret-pass" } });
  });

  it("sends an admin to /admin/dashboard after signing in", async () => {
    server.use(meIs(null), graphql.mutation("Login", () => loginAnswers(admin, "Welcome back, admin")));
    const app = renderApp("/auth/login");
    await fillAndSubmit(app, "admin@example.com", "admin-pass");

    expect(await screen.findByText("Welcome back, admin")).toBeInTheDocument();
    expect(await screen.findByText("Admin Panel")).toBeInTheDocument();
    expect(app.pathname()).toBe("/admin/dashboard");
  });

  it.each([
    ["Incorrect password! Please try again", "UNAUTHENTICATED"],
    ["User doesn't exists! Please register first", "NOT_FOUND"],
  ])("shows the server's error '%s' in an error toast and stays on the form", async (message, code) => {
    server.use(meIs(null), graphql.mutation("Login", () => graphQLError(message, code)));
    const app = renderApp("/auth/login");
    await fillAndSubmit(app, "asha@example.com", "wrong");

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(app.pathname()).toBe("/auth/login");
    expect(screen.getByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("asha@example.com");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("shows a generic message when the server cannot be reached", async () => {
    server.use(meIs(null), graphql.mutation("Login", () => HttpResponse.error()));
    const app = renderApp("/auth/login");
    await fillAndSubmit(app, "asha@example.com", "pw");
    expect(await screen.findByText("Something went wrong. Please try again")).toBeInTheDocument();
  });

  it("disables the Sign In button while the request runs", async () => {
    const gate = deferred();
    server.use(
      meIs(null),
      graphql.mutation("Login", async () => {
        await gate.promise;
        return graphQLError("Incorrect password! Please try again", "UNAUTHENTICATED");
      }),
    );
    const app = renderApp("/auth/login");
    await fillAndSubmit(app, "asha@example.com", "wrong");

    await waitFor(() => expect(screen.getByRole("button", { name: "Sign In" })).toBeDisabled());
    gate.resolve();
    expect(await screen.findByText("Incorrect password! Please try again")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("submits with the Enter key", async () => {
    server.use(meIs(null), graphql.mutation("Login", () => loginAnswers(customer)));
    const app = renderApp("/auth/login");
    await app.user.type(await screen.findByLabelText("Email"), "asha@example.com");
    await app.user.type(screen.getByLabelText("Password"), "pw{Enter}");
    expect(await screen.findByText("Logged in successfully")).toBeInTheDocument();
  });

  it("'Forgot your password?' (a button, where the spec puts it) opens the forgotten-password form", async () => {
    server.use(meIs(null)); // any request it made would fail the test (unhandled)
    const app = renderApp("/auth/login");
    await app.user.click(await screen.findByRole("button", { name: "Forgot your password?" }));
    expect(await screen.findByRole("heading", { name: "Forgot your password?" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/auth/forgot-password");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
  });

  it("'Register here' opens the register form", async () => {
    server.use(meIs(null));
    const app = renderApp("/auth/login");
    await app.user.click(await screen.findByRole("link", { name: "Register here" }));
    expect(await screen.findByRole("heading", { name: "Create Account" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/auth/register");
  });
});

describe("sign in with a code (issue 43)", () => {
  it("sends a code to the mobile number by the chosen channel, then signs in with it; a wrong code is said under the field", async () => {
    const requests: unknown[] = [];
    const tries: unknown[] = [];
    server.use(
      meIs(null),
      ...shopQueryHandlers(),
      graphql.mutation("RequestLoginCode", ({ variables }) => {
        requests.push(variables);
        return gqlJson({ data: { requestLoginCode: true } });
      }),
      graphql.mutation("VerifyLoginCode", ({ variables }) => {
        tries.push(variables);
        return tries.length === 1
          ? graphQLError("This code is not right, or it has expired. Please check it or ask for a new one.", "BAD_USER_INPUT", "code")
          : gqlJson({ data: { verifyLoginCode: { __typename: "AuthPayload", message: "Logged in successfully", token: "h.p.s", user: customer } } });
      }),
    );
    const app = renderApp("/auth/login");
    await app.user.click(await screen.findByRole("button", { name: "Sign in with a code" }));
    await app.user.type(screen.getByLabelText("Mobile number"), "12345");
    await app.user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.")).toBeInTheDocument();
    expect(requests).toEqual([]);

    await app.user.clear(screen.getByLabelText("Mobile number"));
    await app.user.type(screen.getByLabelText("Mobile number"), "+91 98765 43210");
    await app.user.click(screen.getByRole("radio", { name: "WhatsApp" }));
    await app.user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("We sent a 6-digit code to +91 9876543210. It works for 5 minutes.")).toBeInTheDocument();
    expect(requests).toEqual([{ phone: "+919876543210", channel: "WHATSAPP" }]);

    const code = screen.getByLabelText("6-digit code");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await app.user.type(code, "111111");
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("This code is not right, or it has expired. Please check it or ask for a new one.")).toBeInTheDocument();
    await app.user.clear(code);
    await app.user.type(code, "482913");
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(app.pathname()).toBe("/shop/home"));
    expect(tries.at(-1)).toEqual({ phone: "9876543210", code: "482913" });
  });
});
