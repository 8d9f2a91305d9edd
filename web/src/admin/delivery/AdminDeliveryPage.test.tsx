import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { admin, gqlJson, graphQLError, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";

const row = (pincode: string, city: string, over: Record<string, unknown> = {}) => ({
  __typename: "ServiceablePincode",
  pincode,
  state: "29",
  stateName: "Karnataka",
  city,
  deliveryDays: 1,
  prepaidAllowed: true,
  codAllowed: true,
  updatedAt: "2026-11-20T10:00:00.000Z",
  ...over,
});
const states = [
  { __typename: "Option", id: "29", label: "Karnataka" },
  { __typename: "Option", id: "35", label: "Andaman and Nicobar Islands" },
];

function listed(searches: unknown[], rows = [row("560038", "Bengaluru"), row("744101", "Port Blair", { state: "35", stateName: "Andaman and Nicobar Islands", deliveryDays: 10, codAllowed: false })]) {
  return graphql.query("AdminServiceablePincodes", ({ variables }) => {
    searches.push(variables.search);
    const found = variables.search ? rows.filter((r) => r.city.toLowerCase().includes(String(variables.search).toLowerCase())) : rows;
    return gqlJson({ data: { serviceablePincodes: { __typename: "ServiceablePincodePage", totalCount: found.length, nodes: found }, indianStates: states } });
  });
}

describe("Admin → Delivery", () => {
  it("lists the pincodes with their promise and searches them", async () => {
    const searches: unknown[] = [];
    server.use(meIs(admin), listed(searches));
    const app = renderApp("/admin/delivery");
    const table = await screen.findByRole("table", { name: "Delivery" });
    const blair = (await within(table).findByText("744101")).closest("tr")!;
    expect(within(blair).getAllByRole("cell").map((c) => c.textContent)).toEqual(["744101", "Port Blair", "Andaman and Nicobar Islands", "10", "Yes", "No", "EditRemove"]);
    await app.user.type(screen.getByLabelText("Search pincode, city or state"), "port");
    await waitFor(() => expect(searches).toContain("port"));
    await waitFor(() => expect(within(table).queryByText("560038")).not.toBeInTheDocument());
  });

  it("edits a pincode and shows the server's refusal under the field it names", async () => {
    const sent: unknown[] = [];
    server.use(
      meIs(admin),
      listed([]),
      graphql.mutation("AdminUpsertServiceablePincode", ({ variables }) => {
        sent.push(variables.input);
        return sent.length === 1
          ? graphQLError("Delivery days must be a whole number from 0 to 30", "BAD_USER_INPUT", "deliveryDays")
          : gqlJson({ data: { upsertServiceablePincode: row("560038", "Bengaluru", { deliveryDays: 2 }) } });
      }),
    );
    const app = renderApp("/admin/delivery");
    await app.user.click(await screen.findByRole("button", { name: "Edit 560038" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit pincode" });
    const days = within(dialog).getByLabelText("Delivery days (business days)");
    await app.user.clear(days);
    await app.user.type(days, "45");
    await app.user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Delivery days must be a whole number from 0 to 30")).toBeInTheDocument();
    await app.user.clear(days);
    await app.user.type(days, "2");
    await app.user.click(within(dialog).getByLabelText("Cash on delivery allowed"));
    await app.user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("560038 saved")).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ pincode: "560038", state: "29", city: "Bengaluru", deliveryDays: 2, prepaidAllowed: true, codAllowed: false });
  });

  it("imports a file and lists the lines it did not load with their numbers", async () => {
    const imported: unknown[] = [];
    server.use(
      meIs(admin),
      listed([]),
      graphql.mutation("AdminImportServiceablePincodes", ({ variables }) => {
        imported.push(variables);
        return gqlJson({
          data: {
            importServiceablePincodes: {
              __typename: "PincodeImportResult",
              created: 1,
              updated: 0,
              unchanged: 0,
              rejected: [{ __typename: "RejectedImportLine", line: 3, reason: "pincode: Pincode must be 6 digits and cannot start with 0" }],
            },
          },
        });
      }),
    );
    const app = renderApp("/admin/delivery");
    await screen.findByRole("table", { name: "Delivery" });
    const content = "pincode,state,city,deliveryDays,prepaidAllowed,codAllowed\n208001,09,Kanpur,4,true,true\n012345,07,X,2,true,true\n";
    await app.user.upload(screen.getByTestId("pincode-import-file"), new File([content], "pincodes.csv", { type: "text/csv" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Imported: 1 added, 0 changed, 0 unchanged");
    expect(within(status).getByText("Line 3: pincode: Pincode must be 6 digits and cannot start with 0")).toBeInTheDocument();
    expect(imported).toEqual([{ format: "csv", content }]);
  });
});
