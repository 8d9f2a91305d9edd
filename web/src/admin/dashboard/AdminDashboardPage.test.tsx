import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { admin, gqlJson, graphQLError, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { pngFile, uploadedImage, wireBanner } from "../../../test/admin-fixtures";

function bannersAre(...banners: ReturnType<typeof wireBanner>[]) {
  return graphql.query("AdminFeatureImages", () => gqlJson({ data: { featureImages: banners } }));
}

/** The dashboard's sales insights (above the banners): a shop with no sales unless a test says otherwise. */
function insightsAre(overrides: Record<string, unknown> = {}, answerWhen: Promise<void> = Promise.resolve()) {
  const days = Array.from({ length: 7 }, (_, i) => ({ __typename: "DailySales", date: `2026-11-${String(16 + i).padStart(2, "0")}`, revenue: 0, paidOrders: 0 }));
  return graphql.query("AdminSalesInsights", async ({ variables }) => {
    await answerWhen;
    return gqlJson({
      data: {
        salesInsights: {
          __typename: "SalesInsights",
          days: variables.days,
          from: "2026-11-16",
          to: "2026-11-22",
          revenue: 0,
          discount: 0,
          paidOrders: 0,
          averageOrderValue: 0,
          cod: { __typename: "CodInsights", orders: 0, orderShare: 0, revenue: 0, revenueShare: 0, dispatched: 0, returnedToOrigin: 0, returnToOriginRate: 0 },
          daily: days,
          byStatus: [],
          topByUnits: [],
          topByRevenue: [],
          lowStockThreshold: 10,
          lowStockVariants: [],
          ...overrides,
        },
      },
    });
  });
}

function lowStockVariant(fields: { productId: string; title: string; sku: string; size?: string; colour?: string; stock: number }) {
  return { __typename: "LowStockVariant", size: null, colour: null, ...fields };
}

beforeEach(() => server.use(insightsAre()));

describe("sales insights", () => {
  it("shows empty states when nothing has sold", async () => {
    server.use(meIs(admin), bannersAre());
    renderApp("/admin/dashboard");
    // The insights are a lazy chunk of their own (with the charting library): the first import in a run is slow.
    const sales = await screen.findByRole("region", { name: "Sales" });
    expect(await within(sales).findByTestId("insights-revenue")).toHaveTextContent("₹0.00");
    expect(within(sales).getAllByText("No paid orders in this range yet.").length).toBeGreaterThan(0);
    expect(within(sales).getByText("No orders in this range yet.")).toBeInTheDocument();
    expect(within(sales).getByText("Every product has enough stock.")).toBeInTheDocument();
  }, 30_000);

  it("while the figures load, says so as a named status (no plain element carrying a name)", async () => {
    let answer: () => void = () => {};
    server.use(meIs(admin), bannersAre(), insightsAre({}, new Promise<void>((resolve) => (answer = resolve))));
    renderApp("/admin/dashboard");
    const loading = await screen.findByRole("status", { name: "Sales" }, { timeout: 20_000 });
    expect(loading).toHaveAttribute("aria-busy", "true");
    answer();
    const sales = await screen.findByRole("region", { name: "Sales" });
    expect(await within(sales).findByTestId("insights-revenue")).toHaveTextContent("₹0.00");
    expect(screen.queryByRole("status", { name: "Sales" })).not.toBeInTheDocument();
  }, 30_000);

  it("shows the figures, top products and low-stock links, and asks again for another range", async () => {
    const asked: unknown[] = [];
    // The 90 days' answer waits until the test lets it go, so the screen can be seen while it loads.
    let answerNinetyDays!: () => void;
    const ninetyDaysAnswered = new Promise<void>((resolve) => (answerNinetyDays = resolve));
    server.use(
      meIs(admin),
      bannersAre(),
      graphql.query("AdminSalesInsights", async ({ variables }) => {
        asked.push(variables.days);
        if (variables.days === 90) await ninetyDaysAnswered;
        return gqlJson({
          data: {
            salesInsights: {
              __typename: "SalesInsights",
              days: variables.days,
              from: "2026-11-16",
              to: "2026-11-22",
              revenue: 4858.49,
              discount: 120.5,
              paidOrders: 3,
              averageOrderValue: 1619.5,
              cod: { __typename: "CodInsights", orders: 2, orderShare: 0.4, revenue: 1200, revenueShare: 0.247, dispatched: 4, returnedToOrigin: 1, returnToOriginRate: 0.25 },
              daily: [{ __typename: "DailySales", date: "2026-11-22", revenue: 4858.49, paidOrders: 3 }],
              byStatus: [
                { __typename: "StatusCount", status: "CONFIRMED", count: 3 },
                { __typename: "StatusCount", status: "CANCELLED", count: 2 },
              ],
              topByUnits: [{ __typename: "TopProduct", productId: "p-2", title: "Oxford Shirt", units: 3, revenue: 2248.5 }],
              topByRevenue: [{ __typename: "TopProduct", productId: "p-1", title: "Linen Tee", units: 2, revenue: 2599.98 }],
              lowStockThreshold: 10,
              lowStockVariants: [lowStockVariant({ productId: "p-3", title: "Ankle Socks", sku: "AS-1", stock: 2 })],
            },
          },
        });
      }),
    );
    server.use(
      graphql.query("AdminReturnInsights", ({ variables }) =>
        gqlJson({
          data: {
            salesInsights: {
              __typename: "SalesInsights",
              days: variables.days,
              returns: {
                __typename: "ReturnInsights",
                refunded: 1198,
                refunds: 1,
                netRevenue: 3660.49,
                byProduct: [{ __typename: "ProductReturnRate", productId: "p-2", title: "Oxford Shirt", unitsSold: 3, unitsReturned: 1, rate: 0.3333 }],
                byReason: [{ __typename: "ReasonCount", reason: "SIZE_TOO_SMALL", units: 1, requests: 1 }],
              },
            },
          },
        }),
      ),
    );
    const app = renderApp("/admin/dashboard");
    const sales = await screen.findByRole("region", { name: "Sales" });
    expect(await within(sales).findByTestId("insights-revenue")).toHaveTextContent("₹4,858.49");
    // The returns panel (issue 26): refunds, net revenue after them, return rate by product and by reason.
    const returns = await within(sales).findByRole("region", { name: "Returns" });
    expect(within(returns).getByTestId("insights-refunded")).toHaveTextContent("₹1,198.00");
    expect(within(returns).getByTestId("insights-net-revenue")).toHaveTextContent("₹3,660.49");
    // Each list under a visible heading of its own.
    for (const heading of ["Return rate by product", "Units returned by reason"]) expect(within(returns).getByRole("heading", { name: heading })).toBeVisible();
    expect(within(within(returns).getByRole("list", { name: "Return rate by product" })).getByText("Oxford Shirt: 33% (1 of 3)")).toBeInTheDocument();
    expect(within(within(returns).getByRole("list", { name: "Units returned by reason" })).getByText("Size too small: 1")).toBeInTheDocument();
    expect(within(sales).getByTestId("insights-discount")).toHaveTextContent("₹120.50");
    expect(within(sales).getByTestId("insights-paid-orders")).toHaveTextContent("3");
    expect(within(sales).getByTestId("insights-average")).toHaveTextContent("₹1,619.50");
    expect(within(sales).getByTestId("insights-cod-orders")).toHaveTextContent("40.0 %");
    expect(within(sales).getByTestId("insights-cod-revenue")).toHaveTextContent("24.7 %");
    expect(within(sales).getByTestId("insights-rto")).toHaveTextContent("25.0 %");
    expect(within(sales).getByText("1 of 4 dispatched COD orders")).toBeInTheDocument();
    expect(within(within(sales).getByRole("list", { name: "Orders by status" })).getByText("Cancelled", { exact: false })).toHaveTextContent("Cancelled: 2");
    expect(within(within(sales).getByRole("list", { name: "Top products by units" })).getByText("3 units")).toBeInTheDocument();
    expect(within(within(sales).getByRole("list", { name: "Top products by revenue" })).getByText("₹2,599.98")).toBeInTheDocument();
    expect(within(sales).getByRole("link", { name: "Ankle Socks" })).toHaveAttribute("href", "/admin/products?edit=p-3");
    expect(sales).toHaveAttribute("aria-busy", "false");
    await app.user.click(within(sales).getByRole("button", { name: "90 days" }));
    await waitFor(() => expect(asked).toEqual([30, 90]));
    // While the 90 days load, the 30 days' figures stay, and the region says it is busy (a reader of the figures waits).
    expect(sales).toHaveAttribute("aria-busy", "true");
    expect(within(sales).getByTestId("insights-paid-orders")).toHaveTextContent("3");
    answerNinetyDays();
    await waitFor(() => expect(sales).toHaveAttribute("aria-busy", "false"));
  });

  it("shows the shipments panel: parcels, days to deliver, NDR and RTO rates, by status, courier and pincode, for the range chosen", async () => {
    const asked: number[] = [];
    const group = (name: string, parcels: number, averageDaysToDeliver: number | null, ndrRate: number, rtoRate: number) => ({ __typename: "ShippingGroup", name, parcels, averageDaysToDeliver, ndrRate, rtoRate });
    server.use(
      meIs(admin),
      bannersAre(),
      graphql.query("AdminShippingInsights", ({ variables }) => {
        asked.push(variables.days as number);
        const shipping =
          variables.days === 7
            ? { parcels: 0, averageDaysToDeliver: null, ndrRate: 0, rtoRate: 0, byStatus: [], byCourier: [], topPincodes: [] }
            : {
                parcels: 5,
                averageDaysToDeliver: 4,
                ndrRate: 0.4,
                rtoRate: 0.2,
                byStatus: [
                  { __typename: "ShipmentStatusCount", status: "DELIVERED", count: 2 },
                  { __typename: "ShipmentStatusCount", status: "RTO_DELIVERED", count: 1 },
                ],
                byCourier: [group("Delhivery Surface", 3, 4, 0.6667, 0.3333), group("Xpressbees", 2, null, 0, 0)],
                topPincodes: [group("560038", 3, 4, 0.6667, 0.3333)],
              };
        return gqlJson({ data: { salesInsights: { __typename: "SalesInsights", days: variables.days, shipping: { __typename: "ShippingInsights", ...shipping } } } });
      }),
    );
    const app = renderApp("/admin/dashboard");
    const sales = await screen.findByRole("region", { name: "Sales" });
    const panel = await within(sales).findByRole("region", { name: "Shipments" });
    expect(within(panel).getByTestId("insights-parcels")).toHaveTextContent("5");
    expect(within(panel).getByTestId("insights-days-to-deliver")).toHaveTextContent("4.0 days");
    expect(within(panel).getByTestId("insights-ndr-rate")).toHaveTextContent("40.0 %");
    expect(within(panel).getByTestId("insights-rto-rate")).toHaveTextContent("20.0 %");
    expect(within(within(panel).getByRole("list", { name: "Parcels by status" })).getByText("Back at the warehouse: 1")).toBeInTheDocument();
    const couriers = within(panel).getByRole("list", { name: "By courier" });
    expect(within(couriers).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Delhivery Surface: 3 parcels · 4.0 days · NDR 66.7 % · RTO 33.3 %",
      "Xpressbees: 2 parcels · — · NDR 0.0 % · RTO 0.0 %",
    ]);
    expect(within(within(panel).getByRole("list", { name: "Top pincodes" })).getByRole("listitem")).toHaveTextContent("560038: 3 parcels · 4.0 days · NDR 66.7 % · RTO 33.3 %");
    await app.user.click(within(sales).getByRole("button", { name: "7 days" }));
    // The panel is drawn again for the new range (its region found anew).
    await waitFor(() => expect(within(within(sales).getByRole("region", { name: "Shipments" })).getByText("No parcels booked in this range.")).toBeInTheDocument());
    expect(asked).toEqual([30, 7]);
  }, 30_000);

  it("shows COD returns by risk band and by pincode (issue 43) for the range chosen, and says when there are none", async () => {
    const asked: number[] = [];
    const band = (name: string, parcels: number, returned: number, rtoRate: number) => ({ __typename: "CodRtoBand", band: name, parcels, returned, rtoRate });
    const group = (name: string, parcels: number, returned: number, rtoRate: number) => ({ __typename: "CodRtoGroup", name, parcels, returned, rtoRate });
    server.use(
      meIs(admin),
      bannersAre(),
      graphql.query("AdminCodRiskInsights", ({ variables }) => {
        asked.push(variables.days as number);
        const codRisk =
          variables.days === 7
            ? { byPincode: [], byBand: [band("LOW", 0, 0, 0), band("MEDIUM", 0, 0, 0), band("HIGH", 0, 0, 0)], unscored: group("", 0, 0, 0) }
            : {
                byPincode: [group("302001", 3, 2, 0.6667), group("380009", 2, 0, 0)],
                byBand: [band("LOW", 2, 0, 0), band("MEDIUM", 1, 1, 1), band("HIGH", 2, 1, 0.5)],
                unscored: group("", 1, 0, 0),
              };
        return gqlJson({ data: { salesInsights: { __typename: "SalesInsights", days: variables.days, codRisk: { __typename: "CodRiskInsights", ...codRisk } } } });
      }),
    );
    const app = renderApp("/admin/dashboard");
    const sales = await screen.findByRole("region", { name: "Sales" });
    const panel = await within(sales).findByRole("region", { name: "COD returns by pincode and risk" });
    expect(within(within(panel).getByRole("list", { name: "By risk band at checkout" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Low risk: 0 of 2 parcels came back · 0.0 %",
      "Medium risk: 1 of 1 parcel came back · 100.0 %",
      "High risk: 1 of 2 parcels came back · 50.0 %",
      "Placed before risk was scored: 0 of 1 parcel came back · 0.0 %",
    ]);
    expect(within(within(panel).getByRole("list", { name: "Top pincodes" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "302001: 2 of 3 parcels came back · 66.7 %",
      "380009: 0 of 2 parcels came back · 0.0 %",
    ]);
    await app.user.click(within(sales).getByRole("button", { name: "7 days" }));
    await waitFor(() =>
      expect(within(within(sales).getByRole("region", { name: "COD returns by pincode and risk" })).getByText("No cash-on-delivery parcels delivered or returned in this range.")).toBeInTheDocument(),
    );
    expect(asked).toEqual([30, 7]);
  }, 30_000);

  it("lists low stock per size and colour: the variant, its SKU and stock, linking to its product", async () => {
    server.use(
      meIs(admin),
      bannersAre(),
      insightsAre({
        lowStockVariants: [
          lowStockVariant({ productId: "p-2", title: "Oxford Shirt", sku: "OX-M-NAVY", size: "M", colour: "Navy", stock: 0 }),
          lowStockVariant({ productId: "p-3", title: "Ankle Socks", sku: "AS-1", stock: 2 }),
          lowStockVariant({ productId: "p-2", title: "Oxford Shirt", sku: "OX-L-NAVY", size: "L", colour: "Navy", stock: 3 }),
        ],
      }),
    );
    renderApp("/admin/dashboard");
    const sales = await screen.findByRole("region", { name: "Sales" });
    const list = await within(sales).findByRole("list", { name: "Low stock" });
    const entries = within(list).getAllByRole("listitem");
    expect(entries.map((entry) => entry.textContent)).toEqual(["Oxford Shirt — Size M / NavySKU OX-M-NAVYOut of stock", "Ankle SocksSKU AS-12 left", "Oxford Shirt — Size L / NavySKU OX-L-NAVY3 left"]);
    expect(within(entries[0]!).getByRole("link", { name: "Oxford Shirt — Size M / Navy" })).toHaveAttribute("href", "/admin/products?edit=p-2");
    expect(within(entries[1]!).getByRole("link", { name: "Ankle Socks" })).toHaveAttribute("href", "/admin/products?edit=p-3");
    expect(within(sales).getByText("Sizes and colours with fewer than 10 units")).toBeInTheDocument();
  });
});

describe("admin dashboard", () => {
  it("uploads an image, then 'Upload' adds the banner with its optional title at the end of the list", async () => {
    const add = vi.fn(({ variables }: { variables: Record<string, unknown> }) => {
      const input = variables.input as { image: string; title: string | null; description: string | null };
      return gqlJson({
        data: {
          addFeatureImage: wireBanner(3, {
            image: input.image,
            images: uploadedImage.images,
            title: input.title,
            description: input.description,
          }),
        },
      });
    });
    server.use(
      meIs(admin),
      bannersAre(wireBanner(1), wireBanner(2)),
      graphql.mutation("UploadImage", () => gqlJson({ data: { uploadImage: uploadedImage } })),
      graphql.mutation("AddFeatureImage", add),
    );
    const app = renderApp("/admin/dashboard");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(await screen.findByRole("listitem", { name: "Banner 2" })).toBeInTheDocument();

    const upload = screen.getByRole("button", { name: "Upload" });
    expect(upload).toBeDisabled();
    await app.user.upload(screen.getByLabelText("Upload Image"), pngFile("festive.png"));
    await screen.findByRole("img", { name: "Uploaded image preview" });
    const form = screen.getByRole("region", { name: "New banner" });
    await app.user.type(within(form).getByLabelText("Title (optional)"), "Festive edit");
    expect(upload).toBeEnabled();
    await app.user.click(upload);

    expect(await screen.findByText("Feature image added")).toBeInTheDocument();
    expect(add.mock.calls[0]![0].variables).toEqual({
      input: { image: uploadedImage.url, title: "Festive edit", description: null },
    });
    const third = await screen.findByRole("listitem", { name: "Banner 3" });
    expect(within(third).getByLabelText("Title (optional)")).toHaveValue("Festive edit");
    // The form is cleared for the next banner.
    expect(screen.queryByRole("img", { name: "Uploaded image preview" })).not.toBeInTheDocument();
    expect(within(form).getByLabelText("Title (optional)")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
  });

  it("saves a banner's edited title and description explicitly", async () => {
    const banner = wireBanner(1);
    const update = vi.fn(({ variables }: { variables: Record<string, unknown> }) =>
      gqlJson({ data: { updateFeatureImage: { ...banner, ...(variables.input as object) } } }),
    );
    server.use(meIs(admin), bannersAre(banner), graphql.mutation("UpdateFeatureImage", update));
    const app = renderApp("/admin/dashboard");
    const card = await screen.findByRole("listitem", { name: "Banner 1" });
    const save = within(card).getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();

    const title = within(card).getByLabelText("Title (optional)");
    await app.user.clear(title);
    await app.user.type(title, "Monsoon sale");
    expect(save).toBeEnabled();
    await app.user.click(save);

    expect(await screen.findByText("Feature image updated")).toBeInTheDocument();
    expect(update.mock.calls[0]![0].variables).toEqual({
      id: banner.id,
      input: { title: "Monsoon sale", description: "Banner description 1" },
    });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it("shows a server validation error on the banner's field", async () => {
    server.use(
      meIs(admin),
      bannersAre(wireBanner(1)),
      graphql.mutation("UpdateFeatureImage", () =>
        gqlJson({
          data: null,
          errors: [{ message: "The title must be at most 80 characters.", extensions: { code: "BAD_USER_INPUT", field: "title" } }],
        }),
      ),
    );
    const app = renderApp("/admin/dashboard");
    const card = await screen.findByRole("listitem", { name: "Banner 1" });
    await app.user.type(within(card).getByLabelText("Title (optional)"), "!");
    await app.user.click(within(card).getByRole("button", { name: "Save" }));
    const title = within(card).getByLabelText("Title (optional)");
    await waitFor(() => expect(title).toHaveAttribute("aria-invalid", "true"));
    expect(title).toHaveAccessibleDescription("The title must be at most 80 characters.");
  });

  it("deletes a banner after confirmation", async () => {
    const remove = vi.fn(() =>
      gqlJson({
        data: {
          deleteFeatureImage: { __typename: "DeletePayload", id: wireBanner(1).id, message: "Feature image deleted successfully" },
        },
      }),
    );
    server.use(meIs(admin), bannersAre(wireBanner(1), wireBanner(2)), graphql.mutation("DeleteFeatureImage", remove));
    const app = renderApp("/admin/dashboard");
    const first = await screen.findByRole("listitem", { name: "Banner 1" });
    expect(within(first).getByRole("img")).toHaveAttribute("alt", "Banner title 1");
    await app.user.click(within(first).getByRole("button", { name: "Delete Banner 1" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this feature image?" });
    await app.user.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Feature image deleted successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole("listitem", { name: /^Banner \d$/ })).toHaveLength(1));
    expect(screen.getByLabelText("Title (optional)", { selector: "[value='Banner title 2']" })).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it("shows an error when the banners cannot be loaded", async () => {
    server.use(meIs(admin), graphql.query("AdminFeatureImages", () => graphQLError("Something went wrong on our side. Please try again.", "INTERNAL_SERVER_ERROR")));
    renderApp("/admin/dashboard");
    expect(await screen.findByText("Something went wrong on our side. Please try again.")).toBeInTheDocument();
  });
});
