import { graphql } from "../../../gql";

/** The returns part of the dashboard (issue 26), for the same range: asked for on its own so the sales figures never wait for it. */
export const ReturnInsightsDocument = graphql(`
  query AdminReturnInsights($days: Int!) {
    salesInsights(days: $days) {
      days
      returns {
        refunded
        refunds
        netRevenue
        byProduct {
          productId
          title
          unitsSold
          unitsReturned
          rate
        }
        byReason {
          reason
          units
          requests
        }
      }
    }
  }
`);

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

/** Abandoned carts over the same range (issue 44): asked for on its own, like the returns. */
export const CartRecoveryDocument = graphql(`
  query AdminCartRecovery($days: Int!) {
    salesInsights(days: $days) {
      days
      cartRecovery {
        abandonedCarts
        remindersSent
        recoveredCarts
        recoveredRevenue
        recoveryRate
      }
    }
  }
`);

/** The shoppers waiting for sold-out sizes (issue 44), most waited for first. */
export const StockAlertDemandDocument = graphql(`
  query AdminStockAlertDemand {
    stockAlertDemand(first: 10) {
      productId
      variantId
      title
      sku
      size
      colour
      stock
      waiting
    }
  }
`);

/** Forward parcels booked over the same range (issue 42): by status, days to deliver, NDR and RTO rates, by courier and pincode. */
export const ShippingInsightsDocument = graphql(`
  query AdminShippingInsights($days: Int!) {
    salesInsights(days: $days) {
      days
      shipping {
        parcels
        averageDaysToDeliver
        ndrRate
        rtoRate
        byStatus {
          status
          count
        }
        byCourier {
          name
          parcels
          averageDaysToDeliver
          ndrRate
          rtoRate
        }
        topPincodes {
          name
          parcels
          averageDaysToDeliver
          ndrRate
          rtoRate
        }
      }
    }
  }
`);

export const CodRiskInsightsDocument = graphql(`
  query AdminCodRiskInsights($days: Int!) {
    salesInsights(days: $days) {
      days
      codRisk {
        byPincode {
          name
          parcels
          returned
          rtoRate
        }
        byBand {
          band
          parcels
          returned
          rtoRate
        }
        unscored {
          name
          parcels
          returned
          rtoRate
        }
      }
    }
  }
`);
