import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { admin, gqlJson, meIs } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { server } from "../../test/server";

const UPDATED = "2026-11-20T10:00:00.000Z";
const wireRate = (category: string, hsn: string, threshold: number | null, rateUpTo: number, rateAbove: number) => ({
  __typename: "GstRate",
  category,
  hsn,
  threshold,
  rateUpTo,
  rateAbove,
  updatedAt: UPDATED,
});
const RATES = [wireRate("men", "62", 2500, 5, 18), wireRate("accessories", "4202", null, 18, 18)];

describe("admin GST rates", () => {
  it("shows each category's row and saves a change; the server's message goes under the field it blames", async () => {
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      meIs(admin),
      graphql.query("AdminGstRates", () => gqlJson({ data: { gstRates: RATES } })),
      graphql.mutation<Record<string, unknown>, { input: Record<string, unknown> }>("UpdateGstRate", ({ variables }) => {
        sent.push(variables.input);
        if (variables.input["hsn"] === "6x") {
          return gqlJson({ errors: [{ message: "HSN code must be 2, 4, 6 or 8 digits", extensions: { code: "BAD_USER_INPUT", field: "hsn" } }] });
        }
        return gqlJson({ data: { updateGstRate: { ...wireRate("men", "6205", 2000, 5, 18), updatedAt: "2026-11-26T10:00:00.000Z" } } });
      }),
    );
    renderApp("/admin/gst");
    const men = await screen.findByRole("form", { name: "Men" });
    expect(within(men).getByLabelText("HSN code")).toHaveValue("62");
    expect(within(men).getByLabelText("Threshold per piece (₹)")).toHaveValue("2500");
    expect(within(men).getByLabelText("Rate up to it (%)")).toHaveValue("5");
    expect(within(men).getByLabelText("Rate above it (%)")).toHaveValue("18");
    // Without a threshold there is one rate: the second is not asked for.
    const accessories = screen.getByRole("form", { name: "Accessories" });
    expect(within(accessories).getByLabelText("Rate (%)")).toHaveValue("18");
    expect(within(accessories).getByLabelText("Rate above it (%)")).toBeDisabled();

    const user = userEvent.setup();
    const hsn = within(men).getByLabelText("HSN code");
    await user.clear(hsn);
    await user.type(hsn, "6x");
    await user.click(within(men).getByRole("button", { name: "Save Men" }));
    expect(await within(men).findByText("HSN code must be 2, 4, 6 or 8 digits")).toBeVisible();
    expect(hsn).toHaveAttribute("aria-invalid", "true");

    await user.clear(hsn);
    await user.type(hsn, "6205");
    const threshold = within(men).getByLabelText("Threshold per piece (₹)");
    await user.clear(threshold);
    await user.type(threshold, "2,000");
    await user.click(within(men).getByRole("button", { name: "Save Men" }));
    expect(await screen.findByText("GST rate for Men saved")).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ category: "men", hsn: "6205", threshold: 2000, rateUpTo: 5, rateAbove: 18 });
  });
});
