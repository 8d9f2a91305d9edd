import { graphql } from "../../../gql";

export const SalesInsightsDocument = graphql(`
  query AdminSalesInsights($days: Int!) {
    salesInsights(days: $days) {
      days
      from
      to
      revenue
      discount
      paidOrders
      averageOrderValue
      cod {
        orders
        orderShare
        revenue
        revenueShare
        dispatched
        returnedToOrigin
        returnToOriginRate
      }
      daily {
        date
        revenue
        paidOrders
      }
      byStatus {
        status
        count
      }
      topByUnits {
        productId
        title
        units
        revenue
      }
      topByRevenue {
        productId
        title
        units
        revenue
      }
      lowStockThreshold
      lowStockVariants {
        productId
        title
        sku
        size
        colour
        stock
      }
    }
  }
`);
