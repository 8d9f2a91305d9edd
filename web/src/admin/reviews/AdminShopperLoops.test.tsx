import { screen, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it, vi } from "vitest";
import { admin, gqlJson, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { optionsHandler } from "../../../test/admin-fixtures";

const review = (hidden: boolean) => ({
  __typename: "Review",
  id: "review-1",
  productId: "prod-1",
  productTitle: "Block Print Kurta",
  username: "meera",
  rating: 1,
  message: "Buy followers at cheap-likes dot com",
  fit: null,
  verifiedBuyer: false,
  hidden,
  createdAt: "2026-11-20T10:00:00.000Z",
  photos: [],
});

describe("admin: reviews and size guides (issue 44)", () => {
  it("hides a review and says so; the list is asked again", async () => {
    const moved = vi.fn();
    let hidden = false;
    server.use(
      meIs(admin),
      graphql.query("AdminReviews", () => gqlJson({ data: { adminReviews: { __typename: "ReviewPage", totalCount: 1, hasNextPage: false, nodes: [review(hidden)] } } })),
      graphql.mutation("AdminSetReviewHidden", ({ variables }) => {
        moved(variables);
        hidden = variables.hidden as boolean;
        return gqlJson({ data: { setReviewHidden: review(hidden) } });
      }),
    );
    const app = renderApp("/admin/reviews");
    const list = await screen.findByRole("list", { name: "Reviews" });
    await app.user.click(within(list).getByRole("button", { name: "Hide the review by meera of Block Print Kurta" }));
    expect(await screen.findByText("Review hidden")).toBeInTheDocument();
    expect(moved).toHaveBeenCalledWith({ id: "review-1", hidden: true });
    expect(await within(list).findByText("Hidden")).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Show the review by meera of Block Print Kurta" })).toBeInTheDocument();
  });

  it("adds a size chart: category, brand, measurements and a row per size, sent in centimetres", async () => {
    const saved = vi.fn();
    server.use(
      meIs(admin),
      optionsHandler,
      graphql.query("AdminSizeCharts", () => gqlJson({ data: { sizeCharts: [] } })),
      graphql.mutation("AdminSaveSizeChart", ({ variables }) => {
        saved(variables.input);
        return gqlJson({
          data: { saveSizeChart: { __typename: "SizeChart", id: "chart-1", category: "men", brand: null, measurements: ["Chest"], note: "", rows: [{ __typename: "SizeChartRow", size: "M", cm: [96.5] }] } },
        });
      }),
    );
    const app = renderApp("/admin/size-guides");
    expect(await screen.findByText("No size charts yet.")).toBeInTheDocument();
    await app.user.click(screen.getByRole("button", { name: "Add a size chart" }));
    const form = await screen.findByRole("form", { name: "Add a size chart" });
    await app.user.click(within(form).getByRole("combobox", { name: "Category" }));
    await app.user.click(await screen.findByRole("option", { name: "Men" }));
    const measurements = within(form).getByLabelText("Measurements");
    await app.user.clear(measurements);
    await app.user.type(measurements, "Chest");
    const size = within(form).getByLabelText("Size");
    await app.user.clear(size);
    await app.user.type(size, "M");
    await app.user.type(within(form).getByLabelText("Chest of M in cm"), "96.5");
    await app.user.click(within(form).getByRole("button", { name: "Save chart" }));
    expect(await screen.findByText("Size chart saved")).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({ category: "men", brand: null, measurements: ["Chest"], rows: [{ size: "M", cm: [96.5] }], note: "" });
  });
});
