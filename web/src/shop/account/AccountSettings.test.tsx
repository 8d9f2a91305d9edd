import { screen, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { customer, gqlJson, graphQLError, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { profileOf, shopHandlers } from "../../../test/shop-fixtures";

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

describe("account: details and mobile number (issue 43)", () => {
  it("a phone sign-in's account edits its name and gives a first email; Change email waits until it has one", async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.query("AccountProfile", () => gqlJson({ data: { me: profileOf({ name: "Ravi Kumar", email: null, emailVerified: false, phone: "9876543210", phoneVerified: true }) } })),
      graphql.mutation("UpdateProfile", ({ variables }) => {
        sent.push(variables);
        return graphQLError("That email address belongs to another account. Please use another one, or sign in with it.", "CONFLICT", "email");
      }),
      ...shopHandlers({ emailVerified: false, profile: { email: null } }),
    );
    const app = renderApp("/shop/account?tab=settings");
    const details = await screen.findByRole("region", { name: "Your details" });
    expect(within(details).getByRole("textbox", { name: "Name" })).toHaveValue("Ravi Kumar");
    await app.user.type(within(details).getByRole("textbox", { name: "Email (optional)" }), "ravi@example.com");
    await app.user.click(within(details).getByRole("button", { name: "Save" }));
    expect(await within(details).findByText("That email address belongs to another account. Please use another one, or sign in with it.")).toBeInTheDocument();
    expect(sent).toEqual([{ input: { name: "Ravi Kumar", email: "ravi@example.com" } }]);
    // No email yet: nothing to verify, and no Change email (it needs a current one and a password).
    expect(screen.queryByRole("heading", { name: "Email" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Verify your email" })).not.toBeInTheDocument();
    expect(within(await screen.findByRole("region", { name: "Mobile number" })).getByText("Verified")).toBeInTheDocument();
  });

  it("a customer with an email edits only the name", async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation("UpdateProfile", ({ variables }) => {
        sent.push(variables);
        return gqlJson({ data: { updateProfile: { __typename: "User", id: customer.id, name: "Asha R", email: customer.email, emailVerified: true, needsName: false } } });
      }),
      ...shopHandlers(),
    );
    const app = renderApp("/shop/account?tab=settings");
    const details = await screen.findByRole("region", { name: "Your details" });
    expect(within(details).queryByRole("textbox", { name: "Email (optional)" })).not.toBeInTheDocument();
    const name = within(details).getByRole("textbox", { name: "Name" });
    await app.user.clear(name);
    await app.user.type(name, "Asha R");
    await app.user.click(within(details).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your details are saved.")).toBeInTheDocument();
    expect(sent).toEqual([{ input: { name: "Asha R", email: null } }]);
    expect(screen.getByRole("heading", { name: "Email" })).toBeInTheDocument();
  });

  it("adds a mobile number with a code: the number is checked here, sent by WhatsApp, a wrong code told under its field, the right one saves it verified", async () => {
    const requests: unknown[] = [];
    const verifies: unknown[] = [];
    let phone: string | null = null;
    server.use(
      graphql.query("AccountProfile", () => gqlJson({ data: { me: profileOf({ phone, phoneVerified: phone !== null }) } })),
      graphql.mutation("RequestPhoneVerification", ({ variables }) => {
        requests.push(variables);
        return gqlJson({ data: { requestPhoneVerification: true } });
      }),
      graphql.mutation("VerifyPhone", ({ variables }) => {
        verifies.push(variables);
        if ((variables as { code: string }).code !== "123456") return graphQLError("This code is not right, or it has expired. Please check it or ask for a new one.", "BAD_USER_INPUT", "code");
        phone = "9876543210";
        return gqlJson({ data: { verifyPhone: { __typename: "User", id: customer.id, phone, phoneVerified: true } } });
      }),
      ...shopHandlers(),
    );
    const app = renderApp("/shop/account?tab=settings");
    const section = await screen.findByRole("region", { name: "Mobile number" });
    expect(within(section).getByText("No mobile number on your account yet. Add one to sign in with a code.")).toBeInTheDocument();
    const number = within(section).getByRole("textbox", { name: "Mobile number" });
    await app.user.type(number, "5876543210");
    await app.user.click(within(section).getByRole("button", { name: "Send code" }));
    expect(await within(section).findByText("Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.")).toBeInTheDocument();
    expect(requests).toEqual([]);

    await app.user.clear(number);
    await app.user.type(number, "+91 98765 43210");
    await app.user.click(within(section).getByRole("radio", { name: "WhatsApp" }));
    await app.user.click(within(section).getByRole("button", { name: "Send code" }));
    expect(await within(section).findByText("We sent a 6-digit code to +91 9876543210. It works for 5 minutes.")).toBeInTheDocument();
    expect(requests).toEqual([{ phone: "+919876543210", channel: "WHATSAPP" }]);

    const code = within(section).getByRole("textbox", { name: "6-digit code" });
    await app.user.type(code, "000000");
    await app.user.click(within(section).getByRole("button", { name: "Verify number" }));
    expect(await within(section).findByText("This code is not right, or it has expired. Please check it or ask for a new one.")).toBeInTheDocument();
    await app.user.clear(code);
    await app.user.type(code, "123456");
    await app.user.click(within(section).getByRole("button", { name: "Verify number" }));
    expect(await screen.findByText("+91 9876543210 is verified and saved on your account.")).toBeInTheDocument();
    expect(await within(section).findByText("Your mobile number is +91 9876543210.")).toBeInTheDocument();
    expect(within(section).getByText("Verified")).toBeInTheDocument();
    expect(verifies).toEqual([
      { phone: "9876543210", code: "000000" },
      { phone: "9876543210", code: "123456" },
    ]);
  });
});
