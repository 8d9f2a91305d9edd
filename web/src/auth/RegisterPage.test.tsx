import { screen, waitFor } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it, vi } from "vitest";
import { deferred, gqlJson, graphQLError, meIs } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { server } from "../../test/server";

const registered = () =>
  gqlJson({
    data: {
      register: {
        __typename: "RegisterPayload",
        message: "Registration successful",
        user: { __typename: "User", id: "b4c2a1d0-0000-4000-8000-000000000009" },
      },
    },
  });

async function fillAndSubmit(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByLabelText("Username"), "ravi");
  await app.user.type(screen.getByLabelText("Email"), "ravi@example.com");
  await app.user.type(screen.getByLabelText("Password"), "a-long-password");
  await app.user.click(screen.getByRole("button", { name: "Sign Up" }));
}

describe("register page", () => {
  it("renders the spec's texts and the three typed fields", async () => {
    server.use(meIs(null));
    renderApp("/auth/register");
    expect(await screen.findByRole("heading", { name: "Create Account" })).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "new-password");
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Login here" })).toHaveAttribute("href", "/auth/login");
  });

  it("on success toasts the server's message and goes to /auth/login, without signing in", async () => {
    const register = vi.fn((variables: unknown) => variables);
    let meCalls = 0;
    server.use(
      graphql.query("Me", () => {
        meCalls += 1;
        return gqlJson({ data: { me: null } });
      }),
      graphql.mutation("Register", ({ variables }) => {
        register(variables);
        return registered();
      }),
    );
    const app = renderApp("/auth/register");
    await fillAndSubmit(app);

    expect(await screen.findByText("Registration successful")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/auth/login");
    expect(register).toHaveBeenCalledWith({
      input: { username: "ravi", email: "ravi@example.com", password: "a-long-password", marketingEmails: false },
    });
    expect(meCalls).toBe(1);
  });

  it("shows the server's error in an error toast and stays on the form", async () => {
    const message = "User Already exists with the same email! Please try again";
    server.use(meIs(null), graphql.mutation("Register", () => graphQLError(message, "CONFLICT")));
    const app = renderApp("/auth/register");
    await fillAndSubmit(app);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(app.pathname()).toBe("/auth/register");
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeEnabled();
  });

  it("disables the Sign Up button while the request runs", async () => {
    const gate = deferred();
    server.use(
      meIs(null),
      graphql.mutation("Register", async () => {
        await gate.promise;
        return registered();
      }),
    );
    const app = renderApp("/auth/register");
    await fillAndSubmit(app);

    await waitFor(() => expect(screen.getByRole("button", { name: "Sign Up" })).toBeDisabled());
    gate.resolve();
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
  });
});
