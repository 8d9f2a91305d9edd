import { graphql, HttpResponse } from "msw";
import { setupServer } from "msw/node";

/**
 * The msw server of the web component tests; each test adds its handlers with `server.use(...)`. Every test starts
 * with the answers every shop screen asks for besides its own (a test that cares overrides them): the shopper's
 * wishlist (the hearts on cards) and back-in-stock alerts (the product page), empty; the dashboard's abandoned carts
 * and the demand for sold-out sizes, none; COD returns by pincode and risk band, none; WhatsApp order updates, off; the admin's shipping queues, empty.
 */
export const server = setupServer(
  graphql.query("ShopWishlistIds", () => HttpResponse.json({ data: { wishlist: { __typename: "Wishlist", items: [] } } })),
  graphql.query("ShopMyStockAlerts", () => HttpResponse.json({ data: { myStockAlerts: [] } })),
  graphql.query("ShopProductFit", ({ variables }) =>
    HttpResponse.json({ data: { product: { __typename: "Product", id: variables.id, fitSummary: { __typename: "FitSummary", runsSmall: 0, trueToSize: 0, runsLarge: 0 } } } }),
  ),
  graphql.query("AdminCartRecovery", ({ variables }) =>
    HttpResponse.json({
      data: {
        salesInsights: {
          __typename: "SalesInsights",
          days: variables.days,
          cartRecovery: { __typename: "CartRecoveryInsights", abandonedCarts: 0, remindersSent: 0, recoveredCarts: 0, recoveredRevenue: 0, recoveryRate: 0 },
        },
      },
    }),
  ),
  graphql.query("AdminShippingInsights", ({ variables }) =>
    HttpResponse.json({
      data: {
        salesInsights: {
          __typename: "SalesInsights",
          days: variables.days,
          shipping: { __typename: "ShippingInsights", parcels: 0, averageDaysToDeliver: null, ndrRate: 0, rtoRate: 0, byStatus: [], byCourier: [], topPincodes: [] },
        },
      },
    }),
  ),
  graphql.query("AdminCodRiskInsights", ({ variables }) =>
    HttpResponse.json({
      data: {
        salesInsights: {
          __typename: "SalesInsights",
          days: variables.days,
          codRisk: {
            __typename: "CodRiskInsights",
            byPincode: [],
            byBand: ["LOW", "MEDIUM", "HIGH"].map((band) => ({ __typename: "CodRtoBand", band, parcels: 0, returned: 0, rtoRate: 0 })),
            unscored: { __typename: "CodRtoGroup", name: "", parcels: 0, returned: 0, rtoRate: 0 },
          },
        },
      },
    }),
  ),
  graphql.query("ShopMarketingConsent", () =>
    HttpResponse.json({
      data: { marketingConsent: { __typename: "MarketingConsent", emailGranted: false, wording: "Email me a reminder of a cart I leave.", current: null } },
    }),
  ),
  graphql.query("AdminStockAlertDemand", () => HttpResponse.json({ data: { stockAlertDemand: [] } })),
  // Issue 43: WhatsApp order updates (checkout and Settings), off and without a number.
  graphql.query("MyWhatsAppUpdates", () =>
    HttpResponse.json({
      data: { myWhatsAppUpdates: { __typename: "WhatsAppUpdates", granted: false, phone: null, wording: "Send me order updates on WhatsApp. Reply STOP to end them.", changedAt: null } },
    }),
  ),
  // A shopper's order's parcel (issue 42): not booked yet.
  graphql.query("ShopOrderShipments", ({ variables }) => HttpResponse.json({ data: { order: { __typename: "Order", id: variables.id, shipments: [] } } })),
  // The orders page's shipping queues and the order dialog's parcel (issue 42): nothing to ship, no parcel.
  graphql.query("AdminReadyToShip", () => HttpResponse.json({ data: { readyToShip: [], deliveryFailures: [] } })),
  graphql.query("AdminOrderShipments", ({ variables }) =>
    HttpResponse.json({ data: { shippingSandbox: false, order: { __typename: "Order", id: variables.id, bookingError: null, shipments: [] } } }),
  ),
);
