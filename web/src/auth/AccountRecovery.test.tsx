import { screen } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { customer, gqlJson, meIs } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { server } from "../../test/server";

const GENERIC = "If an account exists for that email, a reset link is on its way";
const TOKEN = "A".repeat(43);

function fieldError(message: string, field: string, code = "BAD_USER_INPUT") {
  return gqlJson({ data: null, errors: [{ message, extensions: { code, field } }] });
}

describe("forgot password", () => {
  it("sends the email and shows the server's answer where the form was", async () => {
    const asked: string[] = [];
    server.use(
      meIs(null),
      graphql.mutation<Record<string, unknown>, { email: string }>("RequestPasswordReset", ({ variables }) => {
        asked.push(variables.email);
        return gqlJson({ data: { requestPasswordReset: { __typename: "AccountMessage", message: GENERIC } } });
      }),
    );
    const app = renderApp("/auth/forgot-password");
    await app.user.type(await screen.findByLabelText("Email"), "asha@example.com");
    await app.user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(asked).toEqual(["asha@example.com"]);
    expect(screen.queryByRole("button", { name: "Send reset link" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/auth/login");
  });
});

describe("reset password", () => {
  it("refuses two different passwords without asking the server", async () => {
    server.use(meIs(null)); // a request would fail the test (unhandled)
    const app = renderApp(`/auth/reset-password?token=${TOKEN}`);
    await app.user.type(await screen.findByLabelText("New password"), "Fresh#2026start");
    await app.user.type(screen.getByLabelText("Confirm new password"), "Fresh#2026stars");
    await app.user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("The passwords do not match")).toBeInTheDocument();
  });

  it("sets the password with the link's token, then the shopper signs in", async () => {
    const sent: unknown[] = [];
    server.use(
      meIs(null),
      graphql.mutation("ResetPassword", ({ variables }) => {
        sent.push(variables);
        return gqlJson({ data: { resetPassword: { __typename: "AccountMessage", message: "Your password has been changed. Please sign in with your new password." } } });
      }),
    );
    const app = renderApp(`/auth/reset-password?token=${TOKEN}`);
    await app.user.type(await screen.findByLabelText("New password"), "Fresh#2026start");
    await app.user.type(screen.getByLabelText("Confirm new password"), "Fresh#2026start");
    await app.user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("Your password has been changed. Please sign in with your new password.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/auth/login");
    expect(sent).toEqual([{ input: { token: TOKEN, password: "Fresh#2026start" } }]);
  });

  it("a weak password is told under its field; a used link is told with a way to ask for a new one", async () => {
    let answer = fieldError("Password must be at least 8 characters long", "password");
    server.use(meIs(null), graphql.mutation("ResetPassword", () => answer));
    const app = renderApp(`/auth/reset-password?token=${TOKEN}`);
    await app.user.type(await screen.findByLabelText("New password"), "short1");
    await app.user.type(screen.getByLabelText("Confirm new password"), "short1");
    await app.user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("Password must be at least 8 characters long")).toBeInTheDocument();

    answer = fieldError("This password reset link has already been used. Please ask for a new one.", "token");
    await app.user.clear(screen.getByLabelText("New password"));
    await app.user.type(screen.getByLabelText("New password"), "Fresh#2026start");
    await app.user.clear(screen.getByLabelText("Confirm new password"));
    await app.user.type(screen.getByLabelText("Confirm new password"), "Fresh#2026start");
    await app.user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("This password reset link has already been used. Please ask for a new one.")).toBeInTheDocument();
    await app.user.click(screen.getByRole("link", { name: "Ask for a new link" }));
    expect(await screen.findByRole("heading", { name: "Forgot your password?" })).toBeInTheDocument();
  });

  it("a page opened without a token says the link is not valid", async () => {
    server.use(meIs(null));
    renderApp("/auth/reset-password");
    expect(await screen.findByText("This password reset link is not valid. Please ask for a new one.")).toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });
});

describe("email links", () => {
  it("verifies once as the page opens and shows the answer; signed out, the next step is signing in", async () => {
    let calls = 0;
    server.use(
      meIs(null),
      graphql.mutation("VerifyEmail", () => {
        calls += 1;
        return gqlJson({ data: { verifyEmail: { __typename: "AccountMessage", message: "Thank you! Your email address is verified." } } });
      }),
    );
    renderApp(`/auth/verify-email?token=${TOKEN}`);
    expect(await screen.findByText("Thank you! Your email address is verified.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/auth/login");
    expect(calls).toBe(1);
  });

  it("a signed-in customer is sent back to their account; a link that cannot be used says why", async () => {
    server.use(
      meIs(customer),
      graphql.mutation("VerifyEmail", () => fieldError("This email link has expired. Please sign in and ask for a new one under Account.", "token")),
      graphql.query("AccountEmailStatus", () => gqlJson({ data: { me: { __typename: "User", id: customer.id, email: customer.email, emailVerified: false } } })),
    );
    renderApp(`/auth/verify-email?token=${TOKEN}`);
    expect(await screen.findByText("This email link has expired. Please sign in and ask for a new one under Account.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your account" })).toHaveAttribute("href", "/shop/account");
  });
});
