/**
 * A placed order as Google Analytics 4's `purchase` event reports it
 * (https://developers.google.com/analytics/devguides/collection/ga4/reference/events#purchase), read from the order's
 * one view (services/orders/order-view.ts). Nothing personal: the order's id, its lines' products and money.
 */
import type { OrderView } from "../orders/index.js";

/** One line of a purchase, in paise (a unit price may fall between two paise: a line's net shared by its units). */
export interface MeasuredItem {
  /** The product's id: every event of the shop names a product by it (the app's cards, cart and checkout too). */
  itemId: string;
  itemName: string;
  itemBrand: string | null;
  itemCategory: string | null;
  /** "Colour / Size" as bought; null for a product sold in one size and colour. */
  itemVariant: string | null;
  /** What one unit sold for after its share of the discounts (GST included, as Indian prices are). */
  pricePaise: number;
  /** What promotions took off one unit. */
  discountPaise: number;
  quantity: number;
}

export interface PurchaseMeasurement {
  /** The order's id (unique per order, nothing that names the customer). */
  transactionId: string;
  /** Σ price × quantity of the items: what they sold for, GST included; without shipping (and the COD fee). */
  valuePaise: number;
  /** The GST within that value. */
  taxPaise: number;
  shippingPaise: number;
  currency: string;
  coupon: string | null;
  items: MeasuredItem[];
}

/** The labels of a line's product (its brand and category as shoppers read them), when it still exists. */
export type ProductLabels = ReadonlyMap<string, { brand: string; category: string }>;

/**
 * Whether an order is a sale to measure: paid (online), or placed and still open or delivered for one whose money is
 * collected at the door (what GA4 calls a purchase is the order completed). The order's own policy says which; a
 * replacement sent for an exchange is not a sale.
 */
export function isPurchase(view: Pick<OrderView, "collectedOnDelivery" | "paidAt" | "status" | "exchangeOfOrderId">): boolean {
  if (view.exchangeOfOrderId !== null) return false;
  if (view.collectedOnDelivery) return view.status !== "pending" && view.status !== "cancelled" && view.status !== "rejected";
  return view.paidAt !== null;
}

export function purchaseMeasurement(view: OrderView, labels: ProductLabels): PurchaseMeasurement {
  const items = view.lines.map((line) => {
    const product = labels.get(line.productId);
    const variant = [line.colour, line.size].filter(Boolean).join(" / ");
    return {
      itemId: line.productId,
      itemName: line.title,
      itemBrand: product?.brand ?? null,
      itemCategory: product?.category ?? null,
      itemVariant: variant || null,
      pricePaise: line.netPaise / line.quantity,
      discountPaise: line.discountPaise / line.quantity,
      quantity: line.quantity,
    };
  });
  return {
    transactionId: view.id,
    valuePaise: view.lines.reduce((sum, line) => sum + line.netPaise, 0),
    taxPaise: view.lines.reduce((sum, line) => sum + (line.tax ? line.tax.cgstPaise + line.tax.sgstPaise + line.tax.igstPaise : 0), 0),
    shippingPaise: view.totals.shippingPaise,
    currency: view.currency,
    coupon: view.couponCode,
    items,
  };
}
