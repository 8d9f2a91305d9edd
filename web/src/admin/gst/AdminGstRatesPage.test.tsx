import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { admin, gqlJson, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";

const UPDATED = "2026-11-20T10:00:00.000Z";
const wireRate = (hsn: string, description: string, threshold: number | null, rateUpTo: number, rateAbove: number, categories: string[] = []) => ({
  __typename: "GstRate",
  hsn,
  description,
  threshold,
  rateUpTo,
  rateAbove,
  categories,
  updatedAt: UPDATED,
});
const APPAREL = wireRate("62", "Apparel, not knitted", 2500, 5, 18, ["men", "women", "kids", "footwear"]);
const BAGS = wireRate("4202", "Bags", null, 18, 18, ["accessories"]);
const CAPS = wireRate("6505", "Caps and hats", null, 5, 5);

describe("admin GST rates", () => {
  it("shows each HSN row and saves a change; the server's message goes under the field it blames", async () => {
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      meIs(admin),
      graphql.query("AdminGstRates", () => gqlJson({ data: { gstRates: [BAGS, APPAREL] } })),
      graphql.mutation<Record<string, unknown>, { input: Record<string, unknown> }>("UpdateGstRate", ({ variables }) => {
        sent.push(variables.input);
        if (variables.input["description"] === "") {
          return gqlJson({ errors: [{ message: "Description must not be blank", extensions: { code: "BAD_USER_INPUT", field: "description" } }] });
        }
        return gqlJson({ data: { updateGstRate: { ...APPAREL, threshold: 2000, updatedAt: "2026-11-26T10:00:00.000Z" } } });
      }),
    );
    renderApp("/admin/gst");
    const apparel = await screen.findByRole("form", { name: "HSN 62" });
    expect(within(apparel).getByText(/Default for Men, Women, Kids, Footwear/)).toBeVisible();
    expect(within(apparel).getByLabelText("Description")).toHaveValue("Apparel, not knitted");
    expect(within(apparel).getByLabelText("Threshold per piece (₹)")).toHaveValue("2500");
    expect(within(apparel).getByLabelText("Rate up to it (%)")).toHaveValue("5");
    expect(within(apparel).getByLabelText("Rate above it (%)")).toHaveValue("18");
    // Without a threshold there is one rate: the second is not asked for.
    const bags = screen.getByRole("form", { name: "HSN 4202" });
    expect(within(bags).getByLabelText("Rate (%)")).toHaveValue("18");
    expect(within(bags).queryByLabelText("Rate above it (%)")).not.toBeInTheDocument();
    expect(within(bags).getByText("One rate at any price: set a threshold for a second one above it")).toBeVisible();

    const user = userEvent.setup();
    const description = within(apparel).getByLabelText("Description");
    await user.clear(description);
    await user.click(within(apparel).getByRole("button", { name: "Save HSN 62" }));
    expect(await within(apparel).findByText("Description must not be blank")).toBeVisible();
    expect(description).toHaveAttribute("aria-invalid", "true");

    await user.type(description, "Apparel (62)");
    const threshold = within(apparel).getByLabelText("Threshold per piece (₹)");
    await user.clear(threshold);
    await user.type(threshold, "2,000");
    await user.click(within(apparel).getByRole("button", { name: "Save HSN 62" }));
    expect(await screen.findByText("GST rate for HSN 62 saved")).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ hsn: "62", description: "Apparel (62)", threshold: 2000, rateUpTo: 5, rateAbove: 18 });
  });

  it("adds a row, and points a category at another row", async () => {
    let rates = [BAGS, APPAREL];
    const created: Array<Record<string, unknown>> = [];
    const defaults: Array<Record<string, unknown>> = [];
    server.use(
      meIs(admin),
      graphql.query("AdminGstRates", () => gqlJson({ data: { gstRates: rates } })),
      graphql.mutation<Record<string, unknown>, { input: Record<string, unknown> }>("CreateGstRate", ({ variables }) => {
        created.push(variables.input);
        rates = [BAGS, APPAREL, CAPS];
        return gqlJson({ data: { createGstRate: CAPS } });
      }),
      graphql.mutation<Record<string, unknown>, Record<string, unknown>>("SetCategoryGstRate", ({ variables }) => {
        defaults.push(variables);
        rates = [BAGS, APPAREL, { ...CAPS, categories: ["accessories"] }].map((r) => (r.hsn === "4202" ? { ...r, categories: [] } : r));
        return gqlJson({ data: { setCategoryGstRate: rates } });
      }),
    );
    renderApp("/admin/gst");
    const add = await screen.findByRole("form", { name: "Add a GST rate" });
    const user = userEvent.setup();
    await user.type(within(add).getByLabelText("HSN code"), "6505");
    await user.type(within(add).getByLabelText("Description"), "Caps and hats");
    await user.type(within(add).getByLabelText("Rate (%)"), "5");
    await user.click(within(add).getByRole("button", { name: "Add rate" }));
    expect(await screen.findByText("GST rate for HSN 6505 added")).toBeVisible();
    expect(created).toEqual([{ hsn: "6505", description: "Caps and hats", threshold: null, rateUpTo: 5, rateAbove: 5 }]);
    expect(await screen.findByRole("form", { name: "HSN 6505" })).toBeVisible();

    const defaultsSection = screen.getByRole("region", { name: "Default row of each category" });
    await user.click(within(defaultsSection).getByRole("combobox", { name: "Accessories" }));
    await user.click(await screen.findByRole("option", { name: "6505 · Caps and hats" }));
    expect(await screen.findByText("Accessories now defaults to HSN 6505")).toBeVisible();
    expect(defaults).toEqual([{ category: "accessories", hsn: "6505" }]);
  });
});
