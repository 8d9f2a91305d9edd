import { screen, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { gqlJson, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { shopHandlers } from "../../../test/shop-fixtures";

const message = (field: string, text: string) => gqlJson({ data: { [field]: { __typename: "AccountMessage", message: text } } });

describe("account: email verification and settings", () => {
  it("shows 'Verify your email' until the address is verified, and sends a new link on request", async () => {
    let resent = 0;
    server.use(
      ...shopHandlers({ emailVerified: false }),
      graphql.mutation("ResendVerificationEmail", () => {
        resent += 1;
        return message("resendVerificationEmail", "A new verification link is on its way to asha@example.com.");
      }),
    );
    const app = renderApp("/shop/account");
    const notice = (await screen.findByRole("heading", { name: "Verify your email" })).closest<HTMLElement>("[role=alert]")!;
    expect(notice).toHaveTextContent("We sent a link to asha@example.com.");
    await app.user.click(within(notice).getByRole("button", { name: "Resend the link" }));
    expect(await screen.findByText("A new verification link is on its way to asha@example.com.")).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it("shows no notice to a verified customer; Settings is the last tab, after Wishlist", async () => {
    server.use(...shopHandlers({ emailVerified: true }));
    const app = renderApp("/shop/account");
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Orders", "Address", "Wishlist", "Settings"]);
    expect(screen.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
    await app.user.click(screen.getByRole("tab", { name: "Settings" }));
    expect(await screen.findByRole("heading", { name: "Email" })).toBeInTheDocument();
    expect(screen.getByText("Verified")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Verify your email" })).not.toBeInTheDocument();
  });

  it("shows the marketing consent in force with when and where it was given, and withdraws it with the switch", async () => {
    const sent: unknown[] = [];
    const wording = "Email me a reminder of a cart I leave, news when a size I wanted is back in stock, and a request to review what I bought. I can unsubscribe at any time.";
    const consent = (granted: boolean, source: string) => ({
      __typename: "MarketingConsent",
      emailGranted: granted,
      wording,
      current: { __typename: "ConsentRecord", granted, wording, source, at: "2026-03-12T10:35:00.000Z" },
    });
    server.use(
      ...shopHandlers(),
      graphql.query("ShopMarketingConsent", () => gqlJson({ data: { marketingConsent: consent(true, "register") } })),
      graphql.mutation("ShopSetMarketingConsent", ({ variables }) => {
        sent.push(variables);
        return gqlJson({ data: { setMarketingConsent: consent(false, "settings") } });
      }),
    );
    const app = renderApp("/shop/account?tab=settings");
    const section = await screen.findByRole("region", { name: "Reminders and offers" });
    expect(await within(section).findByText(/^You agreed on .*2026.* \(at sign-up\)\.$/)).toBeInTheDocument();
    const toggle = within(section).getByRole("switch", { name: wording });
    expect(toggle).toBeChecked();
    await app.user.click(toggle);
    expect(await within(section).findByText(/^You withdrew on .* \(in Settings\)\.$/)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(sent).toEqual([{ granted: false }]);
  });

  it("changes the password: mismatches are caught here, a wrong current password is told under its field", async () => {
    const sent: unknown[] = [];
    server.use(
      ...shopHandlers(),
      graphql.mutation("ChangePassword", ({ variables }) => {
        sent.push(variables);
        return gqlJson({ data: null, errors: [{ message: "Your current password is not correct.", extensions: { code: "BAD_USER_INPUT", field: "currentPassword" } }] });
      }),
    );
    const app = renderApp("/shop/account");
    await app.user.click(await screen.findByRole("tab", { name: "Settings" }));
    const form = await screen.findByRole("form", { name: "Password" });
    await app.user.type(within(form).getByLabelText("Current password"), "Old#2026pass");
    await app.user.type(within(form).getByLabelText("New password"), "Fresh#2026start");
    await app.user.type(within(form).getByLabelText("Confirm new password"), "Fresh#2026other");
    await app.user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("The passwords do not match")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await app.user.clear(within(form).getByLabelText("Confirm new password"));
    await app.user.type(within(form).getByLabelText("Confirm new password"), "Fresh#2026start");
    await app.user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("Your current password is not correct.")).toBeInTheDocument();
    expect(sent).toEqual([{ input: { currentPassword: "Old#2026pass", newPassword: "Fresh#2026start" } }]);
  });

  it("asks for an email change and shows the server's answer", async () => {
    server.use(
      ...shopHandlers(),
      graphql.mutation("RequestEmailChange", () => message("requestEmailChange", "If new@example.com can be used, a confirmation link is on its way to it. Your email changes when you open that link.")),
    );
    const app = renderApp("/shop/account");
    await app.user.click(await screen.findByRole("tab", { name: "Settings" }));
    const form = await screen.findByRole("form", { name: "Email" });
    await app.user.type(within(form).getByLabelText("New email"), "new@example.com");
    await app.user.type(within(form).getByLabelText("Password"), "Old#2026pass");
    await app.user.click(within(form).getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText(/If new@example.com can be used/)).toBeInTheDocument();
  });

  it("'Sign out of all devices' asks first, then ends the session and lands on the sign-in page", async () => {
    let signedOut = false;
    server.use(
      ...shopHandlers(),
      graphql.mutation("SignOutEverywhere", () => {
        signedOut = true;
        return message("signOutEverywhere", "You have been signed out on every device.");
      }),
    );
    const app = renderApp("/shop/account");
    await app.user.click(await screen.findByRole("tab", { name: "Settings" }));
    await app.user.click(await screen.findByRole("button", { name: "Sign out of all devices" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out of all devices?" });
    server.use(meIs(null));
    await app.user.click(within(dialog).getByRole("button", { name: "Sign out of all devices" }));
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(app.pathname()).toBe("/auth/login");
    expect(signedOut).toBe(true);
    expect(await screen.findByText("You have been signed out on every device.")).toBeInTheDocument();
  });
});
