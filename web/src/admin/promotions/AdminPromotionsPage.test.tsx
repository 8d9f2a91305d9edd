import { screen, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { admin, gqlJson, graphQLError, meIs } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { server } from "../../test/server";

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
    const table = await screen.findByRole("table", { name: "Promotions" }, { timeout: 10_000 });
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(within(first!).getAllByRole("cell").map((c) => c.textContent)).toEqual(["FIRST1010 % off your first order", "10 % (up to ₹500)", "Active", "7 / 100", "EditPauseDelete"]);
    expect(within(second!).getAllByRole("cell").map((c) => c.textContent)).toEqual(["Automatic₹300 off above ₹2,999", "₹300", "Scheduled", "3", "EditPauseDelete"]);
  });

  it("the form shows a message under each wrong field, then the server's under the field it names", { timeout: 60_000 }, async () => {
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
    await app.user.click(await screen.findByRole("button", { name: "Add Promotion" }, { timeout: 10_000 }));
    const dialog = await screen.findByRole("dialog", { name: "New promotion" });
    await app.user.type(within(dialog).getByRole("textbox", { name: "Code" }), "x");
    await app.user.type(within(dialog).getByRole("textbox", { name: "Percent off" }), "150");
    await app.user.type(within(dialog).getByRole("textbox", { name: "Ends" }), "soon");
    await app.user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByText("A code has 3 to 30 letters, digits, - or _")).toBeInTheDocument();
    expect(within(dialog).getByText("Title is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Percent off must be a whole number from 1 to 100")).toBeInTheDocument();
    expect(within(dialog).getByText("Use the form 2026-11-01T00:00 (shop time)")).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const code = within(dialog).getByRole("textbox", { name: "Code" });
    await app.user.clear(code);
    await app.user.type(code, "FIRST10");
    await app.user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Welcome");
    const percent = within(dialog).getByRole("textbox", { name: "Percent off" });
    await app.user.clear(percent);
    await app.user.type(percent, "10");
    await app.user.clear(within(dialog).getByRole("textbox", { name: "Ends" }));
    await app.user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Another promotion has this code")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Code" })).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([{ input: expect.objectContaining({ kind: "COUPON", code: "FIRST10", title: "Welcome", discountType: "PERCENT", percentOff: 10, endsAt: null }) }]);
  });

  it("deleting a used promotion shows the server's refusal", async () => {
    server.use(
      meIs(admin),
      graphql.query("AdminPromotions", () => gqlJson({ data: { promotions: [wirePromotion()] } })),
      graphql.mutation("AdminDeletePromotion", () => graphQLError("This promotion has been used, so it cannot be deleted: pause it instead.", "CONFLICT")),
    );
    const app = renderApp("/admin/promotions");
    await app.user.click(await screen.findByRole("button", { name: "Delete FIRST10" }, { timeout: 10_000 }));
    expect(await screen.findByText("This promotion has been used, so it cannot be deleted: pause it instead.")).toBeInTheDocument();
  });
});
