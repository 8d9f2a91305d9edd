import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { admin, gqlJson, graphQLError, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";

const message = (over: Record<string, unknown> = {}) => ({
  __typename: "Message",
  id: "m1",
  kind: "cod_confirmation",
  channel: "WHATSAPP",
  phone: "9876543210",
  template: "cod_confirmation",
  body: "Sutra: please confirm your cash-on-delivery order #C41A7E for ₹1,998.00. Unconfirmed orders are cancelled after 24 hours.",
  buttons: [{ __typename: "MessageButton", title: "Confirm order", payload: "cod_confirm:o1" }],
  status: "SENT",
  attempts: 1,
  lastError: null,
  transport: "sandbox",
  delivery: "sent",
  pressed: null,
  orderId: "o1",
  createdAt: "2026-11-28T10:00:00.000Z",
  sentAt: "2026-11-28T10:00:01.000Z",
  ...over,
});
const page = (nodes: unknown[], provider = "sandbox") => ({
  data: { messages: { __typename: "MessageConnection", totalCount: nodes.length, provider, pageInfo: { __typename: "MessagePageInfo", hasNextPage: false, endCursor: null }, nodes } },
});

describe("Admin → Messages", () => {
  it("shows each message as the shopper reads it, filters by phone, and presses a button in the sandbox", async () => {
    const phones: unknown[] = [];
    const pressed: unknown[] = [];
    server.use(
      meIs(admin),
      graphql.query("AdminMessages", ({ variables }) => {
        phones.push(variables.phone);
        return gqlJson(page([message(), message({ id: "m2", kind: "login_code", channel: "SMS", phone: "9123456780", template: "sandbox_login_code", body: "482913 is your Sutra sign-in code.", buttons: [] })]));
      }),
      graphql.mutation("PressMessageButton", ({ variables }) => {
        pressed.push(variables);
        return gqlJson({ data: { pressMessageButton: { __typename: "Message", id: "m1", status: "SENT", delivery: "read", pressed: "cod_confirm:o1", sentAt: "2026-11-28T10:00:01.000Z" } } });
      }),
    );
    const app = renderApp("/admin/messages");
    const list = await screen.findByRole("list", { name: "Messages" });
    expect(screen.getByText(/Messaging sandbox/)).toBeInTheDocument();
    const whatsapp = within(list).getByRole("listitem", { name: "WhatsApp message to +91 9876543210" });
    expect(within(whatsapp).getByText(/please confirm your cash-on-delivery order #C41A7E/)).toBeInTheDocument();
    const sms = within(list).getByRole("listitem", { name: "SMS message to +91 9123456780" });
    expect(within(sms).getByText("482913 is your Sutra sign-in code.")).toBeInTheDocument();
    expect(within(sms).queryByRole("button")).not.toBeInTheDocument();

    await app.user.click(within(whatsapp).getByRole("button", { name: 'Press "Confirm order"' }));
    await waitFor(() => expect(pressed).toEqual([{ id: "m1", payload: "cod_confirm:o1" }]));
    // The answer updates the message in the cache: its button shows as pressed.
    expect(await within(whatsapp).findByText("Pressed: Confirm order")).toBeInTheDocument();

    await app.user.type(screen.getByLabelText("Phone number"), "9876543210");
    await waitFor(() => expect(phones).toContain("9876543210"));
  });

  it("with a live provider the buttons cannot be pressed here, and a refusal is shown", async () => {
    server.use(meIs(admin), graphql.query("AdminMessages", () => gqlJson(page([message({ transport: "whatsapp-cloud+msg91" })], "live"))));
    renderApp("/admin/messages");
    expect(await screen.findByText("Messages are sent through WhatsApp Cloud API and MSG91.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: 'Press "Confirm order"' })).toBeDisabled();
  });

  it("says why the outbox cannot be read", async () => {
    server.use(meIs(admin), graphql.query("AdminMessages", () => graphQLError("You are not allowed to do this: admins only.", "FORBIDDEN")));
    renderApp("/admin/messages");
    expect(await screen.findByText("You are not allowed to do this: admins only.")).toBeInTheDocument();
  });
});
