import type { LineTax, OrderView } from "../orders/index.js";
import { type GstTotals, gstTotals } from "../tax/index.js";

/** The invoice's GST: per line as placed, or (orders placed before GST per line) one rate over the total as issued. */
export type InvoiceTax =
  | {
      kind: "lines";
      lines: LineTax[];
      /** The shipping fee's line (issue 42: at the principal supply's rate, OrderView.shippingTax); null without a fee. */
      shipping: LineTax | null;
      /** The goods' and the shipping's together. */
      totals: GstTotals;
      interState: boolean;
      placeOfSupply: string;
    }
  | { kind: "legacy"; percent: number; taxablePaise: number; gstPaise: number };

/** GST inside a GST-inclusive amount at `percent`, rounded to the paisa; the rest is the taxable value. */
function splitGst(totalPaise: number, percent: number): { taxablePaise: number; gstPaise: number } {
  const gstPaise = Math.round((totalPaise * percent) / (100 + percent));
  return { taxablePaise: totalPaise - gstPaise, gstPaise };
}

export function invoiceTax(order: OrderView, legacyPercent: number): InvoiceTax {
  const lines = order.lines.map((l) => l.tax);
  if (order.placeOfSupply && lines.every((t): t is LineTax => t !== null)) {
    const shipping = order.totals.shippingPaise > 0 ? order.shippingTax : null;
    return { kind: "lines", lines, shipping, totals: gstTotals(shipping ? [...lines, shipping] : lines), interState: lines.some((t) => t.igstPaise > 0) || lines.every((t) => t.cgstPaise + t.sgstPaise === 0), placeOfSupply: order.placeOfSupply };
  }
  return { kind: "legacy", percent: legacyPercent, ...splitGst(order.totals.totalPaise, legacyPercent) };
}
