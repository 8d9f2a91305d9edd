import type { ApolloClient } from "@apollo/client";
import { analyticsClientId, analyticsOn, track } from "../../common/analytics";
import { graphql } from "../../gql";

/** The order as GA4's `purchase` reports it, read from the order by the server (which may send it itself too). */
export const MeasurePurchaseDocument = graphql(`
  mutation ShopMeasurePurchase($orderId: ID!, $clientId: String) {
    measurePurchase(orderId: $orderId, clientId: $clientId) {
      transactionId
      value
      tax
      shipping
      currency
      coupon
      items {
        itemId
        itemName
        itemBrand
        itemCategory
        itemVariant
        price
        discount
        quantity
      }
    }
  }
`);

/** Orders this browser reported already (a purchase is reported once, whatever reloads or retries follow). */
const REPORTED_KEY = "sutra-purchases-reported";

function reported(): string[] {
  try {
    const list = JSON.parse(sessionStorage.getItem(REPORTED_KEY) ?? "[]") as unknown;
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/**
 * GA4's `purchase` of a placed order (paid, or cash on delivery), once, only with the shopper's consent: the server
 * answers what the order's view says (and, with the Measurement Protocol set up, sends it to Google Analytics itself,
 * with this browser's analytics client id, so an ad blocker does not hide the sale); the tag gets the same.
 */
export async function reportPurchase(client: ApolloClient, orderId: string): Promise<void> {
  if (!analyticsOn() || reported().includes(orderId)) return;
  const { data } = await client.mutate({ mutation: MeasurePurchaseDocument, variables: { orderId, clientId: analyticsClientId() ?? null } });
  const m = data?.measurePurchase;
  if (!m) return;
  try {
    sessionStorage.setItem(REPORTED_KEY, JSON.stringify([...reported(), orderId].slice(-20)));
  } catch {
    // Without storage a reload may report it again; GA4 drops a repeated transaction id of the same client.
  }
  track("purchase", {
    transaction_id: m.transactionId,
    value: m.value,
    tax: m.tax,
    shipping: m.shipping,
    currency: m.currency,
    ...(m.coupon ? { coupon: m.coupon } : {}),
    items: m.items.map((item, index) => ({
      item_id: item.itemId,
      item_name: item.itemName,
      ...(item.itemBrand ? { item_brand: item.itemBrand } : {}),
      ...(item.itemCategory ? { item_category: item.itemCategory } : {}),
      ...(item.itemVariant ? { item_variant: item.itemVariant } : {}),
      price: item.price,
      ...(item.discount > 0 ? { discount: item.discount } : {}),
      quantity: item.quantity,
      index,
    })),
  });
}
