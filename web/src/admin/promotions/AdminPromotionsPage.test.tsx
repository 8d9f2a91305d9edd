import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { admin, gqlJson, graphQLError, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";

function wirePromotion(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "Promotion",
    id: "p0000000-0000-4000-8000-000000000001",
    kind: "COUPON",
    code: "FIRST10",
    title: "10 % off your first order",
    description: "",
    isPublic: true,
    discountType: "PERCENT",
    percentOff: 10,
    amountOff: null,
    maxDiscount: 500,
    minOrderValue: 0,
    minQuantity: 0,
    startsAt: null,
    endsAt: null,
    maxUses: 100,
    maxUsesPerCustomer: 1,
    uses: 7,
    scope: "ALL",
    scopeValues: [],
    scopeProducts: [],
    firstOrderOnly: true,
    prepaidOnly: false,
    paused: false,
    status: "ACTIVE",
    ...overrides,
  };
}

describe("Admin → Promotions", () => {
  it("lists promotions with their discount, status and uses", async () => {
    const automatic = wirePromotion({ id: "p2", kind: "AUTOMATIC", code: null, title: "₹300 off above ₹2,999", discountType: "FLAT", percentOff: null, amountOff: 300, maxDiscount: null, maxUses: null, uses: 3, status: "SCHEDULED" });
    server.use(meIs(admin), graphql.query("AdminPromotions", () => gqlJson({ data: { promotions: [wirePromotion(), automatic] } })));
    renderApp("/admin/promotions");
    const table = await screen.findByRole("table", { name: "Promotions" });
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(within(first!).getAllByRole("cell").map((c) => c.textContent)).toEqual(["FIRST1010 % off your first order", "10 % (up to ₹500)", "Active", "7 / 100", "EditPauseDelete"]);
    expect(within(second!).getAllByRole("cell").map((c) => c.textContent)).toEqual(["Automatic₹300 off above ₹2,999", "₹300", "Scheduled", "3", "EditPauseDelete"]);
  });

  it("the form shows a message under each wrong field, then the server's under the field it names", async () => {
    const sent: unknown[] = [];
    server.use(
      meIs(admin),
      graphql.query("AdminPromotions", () => gqlJson({ data: { promotions: [] } })),
      graphql.mutation("AdminCreatePromotion", ({ variables }) => {
        sent.push(variables);
        return graphQLError("Another promotion has this code", "BAD_USER_INPUT", "code");
      }),
    );
    const app = renderApp("/admin/promotions");
    await app.user.click(await screen.findByRole("button", { name: "Add Promotion" }));
    const dialog = await screen.findByRole("dialog", { name: "New promotion" });
    await app.user.type(within(dialog).getByRole("textbox", { name: "Code" }), "x");
    await app.user.type(within(dialog).getByRole("textbox", { name: "Percent off" }), "150");
    // A date-time picker in Indian order (dd/mm/yyyy hh:mm am) in the shop's time: half a date is not one.
    const ends = within(dialog).getByRole("group", { name: "Ends" });
    expect(within(ends).getAllByRole("spinbutton").map((s) => s.getAttribute("aria-label"))).toEqual(["Day", "Month", "Year", "Hours", "Minutes", "Meridiem"]);
    await app.user.click(within(ends).getAllByRole("spinbutton")[0]!);
    await app.user.keyboard("30");
    await app.user.click(within(dialog).getByRole("textbox", { name: "Title" }));
    await app.user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByText("A code has 3 to 30 letters, digits, - or _")).toBeInTheDocument();
    expect(within(dialog).getByText("Title is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Percent off must be a whole number from 1 to 100")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the whole date and time: dd/mm/yyyy hh:mm am or pm")).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const code = within(dialog).getByRole("textbox", { name: "Code" });
    await app.user.clear(code);
    await app.user.type(code, "FIRST10");
    await app.user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Welcome");
    const percent = within(dialog).getByRole("textbox", { name: "Percent off" });
    await app.user.clear(percent);
    await app.user.type(percent, "10");
    // The whole end: 30 Nov 2026, 11:59 pm, sent as the shop's wall-clock time.
    await app.user.click(within(ends).getAllByRole("spinbutton")[0]!);
    await app.user.keyboard("301120261159p");
    await app.user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Another promotion has this code")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Code" })).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([{ input: expect.objectContaining({ kind: "COUPON", code: "FIRST10", title: "Welcome", discountType: "PERCENT", percentOff: 10, endsAt: "2026-11-30T23:59" }) }]);
  });

  it("deleting a used promotion shows the server's refusal", async () => {
    server.use(
      meIs(admin),
      graphql.query("AdminPromotions", () => gqlJson({ data: { promotions: [wirePromotion()] } })),
      graphql.mutation("AdminDeletePromotion", () => graphQLError("This promotion has been used, so it cannot be deleted: pause it instead.", "CONFLICT")),
    );
    const app = renderApp("/admin/promotions");
    await app.user.click(await screen.findByRole("button", { name: "Delete FIRST10" }));
    expect(await screen.findByText("This promotion has been used, so it cannot be deleted: pause it instead.")).toBeInTheDocument();
  });

  it("a product-scoped promotion shows its products by name; the picker searches as you type, adds and removes them", async () => {
    const cap = { __typename: "PromotionProduct", id: "a0000000-0000-4000-8000-000000000001", title: "Nike Heritage86 Cap", sku: "SUT-DEMO-051" };
    const belt = { __typename: "PromotionProduct", id: "a0000000-0000-4000-8000-000000000002", title: "H&M Canvas Belt", sku: "SUT-DEMO-063" };
    const watch = { __typename: "Product", id: "a0000000-0000-4000-8000-000000000003", title: "Levi's Analog Leather Strap Watch", sku: "SUT-DEMO-060" };
    const scoped = wirePromotion({ scope: "PRODUCTS", scopeValues: [cap.id, belt.id], scopeProducts: [cap, belt] });
    const searched: string[] = [];
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      meIs(admin),
      graphql.query("AdminPromotions", () => gqlJson({ data: { promotions: [scoped] } })),
      graphql.query<Record<string, unknown>, { keyword: string }>("AdminProductSearch", ({ variables }) => {
        searched.push(variables.keyword);
        const nodes = "watch".startsWith(variables.keyword.toLowerCase().slice(0, 5)) ? [watch] : [];
        return gqlJson({ data: { productSearch: { __typename: "ProductSearchConnection", edges: nodes.map((node) => ({ __typename: "ProductEdge", node })) } } });
      }),
      graphql.mutation<Record<string, unknown>, { id: string; input: Record<string, unknown> }>("AdminUpdatePromotion", ({ variables }) => {
        sent.push(variables.input);
        return gqlJson({ data: { updatePromotion: { ...scoped, scopeValues: [belt.id, watch.id], scopeProducts: [belt, { ...watch, __typename: "PromotionProduct" }] } } });
      }),
    );
    const app = renderApp("/admin/promotions");
    const table = await screen.findByRole("table", { name: "Promotions" });
    await app.user.click(within(table).getByRole("button", { name: "Edit FIRST10" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit promotion" });
    // Chosen products by name, not by id; no box of ids to type into.
    expect(within(dialog).getByText("Nike Heritage86 Cap")).toBeVisible();
    expect(within(dialog).getByText("H&M Canvas Belt")).toBeVisible();
    expect(within(dialog).queryByText(cap.id)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox", { name: "Which ones" })).not.toBeInTheDocument();

    await app.user.click(within(dialog).getByLabelText("Remove Nike Heritage86 Cap"));
    expect(within(dialog).queryByText("Nike Heritage86 Cap")).not.toBeInTheDocument();

    // Typed without a pause between keys (as a fast typist does, however slow the machine): the 250 ms debounce
    // asks once, for the word.
    await userEvent.setup({ delay: null }).type(within(dialog).getByRole("combobox", { name: "Products" }), "watch");
    await app.user.click(await screen.findByRole("option", { name: "Levi's Analog Leather Strap Watch · SUT-DEMO-060" }));
    expect(within(dialog).getByText("Levi's Analog Leather Strap Watch")).toBeVisible();
    // Debounced: one search for what was typed, not one per letter.
    expect(searched).toEqual(["watch"]);

    await app.user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Promotion saved")).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ scope: "PRODUCTS", scopeValues: [belt.id, watch.id] });
  });

  it("a product-scoped promotion needs at least one product", async () => {
    const sent: unknown[] = [];
    server.use(
      meIs(admin),
      graphql.query("AdminPromotions", () => gqlJson({ data: { promotions: [] } })),
      graphql.mutation("AdminCreatePromotion", ({ variables }) => {
        sent.push(variables);
        return gqlJson({ data: { createPromotion: wirePromotion() } });
      }),
    );
    const app = renderApp("/admin/promotions");
    await app.user.click(await screen.findByRole("button", { name: "Add Promotion" }));
    const dialog = await screen.findByRole("dialog", { name: "New promotion" });
    await app.user.type(within(dialog).getByRole("textbox", { name: "Code" }), "CAPS10");
    await app.user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Caps");
    await app.user.type(within(dialog).getByRole("textbox", { name: "Percent off" }), "10");
    await app.user.click(within(dialog).getByRole("combobox", { name: "Applies to" }));
    await app.user.click(await screen.findByRole("option", { name: "Products" }));
    await app.user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByText("Choose at least one")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
