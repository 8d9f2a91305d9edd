import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { customer, gqlJson, graphQLError, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { shopQueryHandlers } from "../../../test/shop-fixtures";

const WORDING = "Send me order updates on WhatsApp. Reply STOP to end them.";

describe("WhatsApp order updates in Account → Settings", () => {
  it("sends the number with the consent, shows the server's refusal under the number, and the time it was given", async () => {
    const sent: unknown[] = [];
    server.use(
      meIs(customer),
      ...shopQueryHandlers(),
      graphql.mutation("SetWhatsAppUpdates", ({ variables }) => {
        sent.push(variables);
        return sent.length === 1
          ? graphQLError("Please enter the mobile number to send WhatsApp updates to.", "BAD_USER_INPUT", "phone")
          : gqlJson({ data: { setWhatsAppUpdates: { __typename: "WhatsAppUpdates", granted: true, phone: "9876543210", wording: WORDING, changedAt: "2026-11-28T10:00:00.000Z" } } });
      }),
    );
    const app = renderApp("/shop/account?tab=settings");
    const section = await screen.findByRole("region", { name: "Order updates on WhatsApp" });
    const consent = await within(section).findByRole("switch", { name: WORDING });
    await app.user.click(consent);
    expect(await within(section).findByText("Please enter the mobile number to send WhatsApp updates to.")).toBeInTheDocument();
    await app.user.type(within(section).getAllByLabelText("Mobile number for WhatsApp")[0]!, "98765 43210");
    await app.user.click(consent);
    await waitFor(() => expect(sent.at(-1)).toEqual({ granted: true, phone: "98765 43210", source: "SETTINGS" }));
    expect(await within(section).findByText(/^You agreed on /)).toBeInTheDocument();
    expect(within(section).getByRole("switch", { name: WORDING })).toBeChecked();
  });
});
