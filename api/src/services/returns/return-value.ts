import type { EntityManager } from "typeorm";
import type { LineGst } from "../../entities/gst.js";
import type { OrderEntity } from "../../entities/order.entity.js";
import { lineTax } from "../orders/index.js";

/**
 * The money of returned units: each unit's share of what its line was sold for, and of its GST. A line's shares are
 * cumulative floors over its units, so the parts of any split of a line add up to the line exactly, and the remainder
 * paise fall to the later units deterministically (no float, no rounding drift).
 */

/** The paise of `units` units of a line worth `total` over `quantity` units, when `before` of its units were already given their share. */
export function unitsShare(total: number, quantity: number, before: number, units: number): number {
  if (before < 0 || units < 0 || before + units > quantity) throw new Error(`cannot share ${units} units after ${before} of ${quantity}`);
  return Math.floor((total * (before + units)) / quantity) - Math.floor((total * before) / quantity);
}

/** What a line was sold for: its net over its units, and its GST. */
export interface LineMoney {
  netPaise: number;
  quantity: number;
  gst: LineGst;
}

/** The returned units' share of a line: its net and its GST value (the taxable value is the net share less the tax shares). */
export interface ReturnedShare {
  netPaise: number;
  gst: LineGst;
}

/**
 * The returned units' share of a line's net and of its tax. Each tax is shared like the net; the taxable value is the
 * net share less the tax shares, so net = taxable + tax holds for every share as it does for the line.
 */
export function returnedShare(line: LineMoney, before: number, units: number): ReturnedShare {
  const netPaise = unitsShare(line.netPaise, line.quantity, before, units);
  const tax = lineTax(line.gst);
  if (!tax) return { netPaise, gst: { hsn: null, rateBp: null, taxablePaise: null, cgstPaise: null, sgstPaise: null, igstPaise: null } };
  const cgstPaise = unitsShare(tax.cgstPaise, line.quantity, before, units);
  const sgstPaise = unitsShare(tax.sgstPaise, line.quantity, before, units);
  const igstPaise = unitsShare(tax.igstPaise, line.quantity, before, units);
  return { netPaise, gst: { hsn: tax.hsn, rateBp: tax.rateBp, taxablePaise: netPaise - cgstPaise - sgstPaise - igstPaise, cgstPaise, sgstPaise, igstPaise } };
}

const GST_COLUMNS = ["hsn", "gst_rate_bp", "taxable_paise", "cgst_paise", "sgst_paise", "igst_paise"] as const;
const gstOfRow = (r: Record<string, unknown>): LineGst => ({
  hsn: r.hsn as string | null,
  rateBp: r.gst_rate_bp as number | null,
  taxablePaise: r.taxable_paise as number | null,
  cgstPaise: r.cgst_paise as number | null,
  sgstPaise: r.sgst_paise as number | null,
  igstPaise: r.igst_paise as number | null,
});

/** A request line with the money of what it sends back, and how many of that money's units were given their share before. */
export interface LineToValue {
  id: string;
  quantity: number;
  money: LineMoney;
  before: number;
}

/**
 * The money of a request's lines, in one statement. A line of an ordinary order is worth its order line's share. A
 * line of an exchange's replacement was paid for on the order it replaces: it is worth the share the exchange fixed
 * for the units it replaced (return_request_lines of the exchange), so its refund goes back as that order was paid.
 * `before`: units of the same money already valued by other requests' lines (cumulative floors).
 */
export async function linesToValue(manager: EntityManager, requestId: string): Promise<LineToValue[]> {
  const rows: Array<Record<string, unknown> & { id: string; quantity: number; net_paise: number; money_quantity: number; before: number }> = await manager.query(
    `SELECT rl.id, rl.quantity, m.net_paise, m.quantity AS money_quantity, ${GST_COLUMNS.map((c) => `m.${c}`).join(", ")},
            (SELECT coalesce(sum(o.quantity), 0)::int FROM return_request_lines o
              WHERE o.id <> rl.id AND o.net_paise IS NOT NULL
                AND (o.order_line_id = m.source OR o.order_line_id IN (SELECT l2.id FROM order_lines l2 WHERE l2.exchange_line_id = m.source))) AS before
       FROM return_request_lines rl JOIN order_lines l ON l.id = rl.order_line_id
       CROSS JOIN LATERAL (
         SELECT coalesce(x.id, l.id) AS source, coalesce(x.net_paise, l.net_paise) AS net_paise, coalesce(x.quantity, l.quantity) AS quantity,
                CASE WHEN x.id IS NULL THEN l.hsn ELSE x.hsn END AS hsn, CASE WHEN x.id IS NULL THEN l.gst_rate_bp ELSE x.gst_rate_bp END AS gst_rate_bp,
                CASE WHEN x.id IS NULL THEN l.taxable_paise ELSE x.taxable_paise END AS taxable_paise, CASE WHEN x.id IS NULL THEN l.cgst_paise ELSE x.cgst_paise END AS cgst_paise,
                CASE WHEN x.id IS NULL THEN l.sgst_paise ELSE x.sgst_paise END AS sgst_paise, CASE WHEN x.id IS NULL THEN l.igst_paise ELSE x.igst_paise END AS igst_paise
           FROM (SELECT 1) one LEFT JOIN return_request_lines x ON x.id = l.exchange_line_id) m
      WHERE rl.request_id = $1
      ORDER BY rl.id`,
    [requestId],
  );
  return rows.map((r) => ({ id: r.id, quantity: r.quantity, before: r.before, money: { netPaise: r.net_paise, quantity: r.money_quantity, gst: gstOfRow(r) } }));
}

/** Fixes the value of a request's lines (their share of what was paid) and returns their total (paise). */
export async function fixLinesValue(manager: EntityManager, requestId: string): Promise<number> {
  let total = 0;
  for (const line of await linesToValue(manager, requestId)) {
    const share = returnedShare(line.money, line.before, line.quantity);
    const gst = share.gst;
    await manager.query(
      `UPDATE return_request_lines SET net_paise = $2, hsn = $3, gst_rate_bp = $4, taxable_paise = $5, cgst_paise = $6, sgst_paise = $7, igst_paise = $8 WHERE id = $1`,
      [line.id, share.netPaise, gst.hsn, gst.rateBp, gst.taxablePaise, gst.cgstPaise, gst.sgstPaise, gst.igstPaise],
    );
    total += share.netPaise;
  }
  return total;
}

/**
 * The shipping fee a return gives back (issue 42, docs/returns.md): the order's whole fee when, with this request's
 * units (valued already), every unit of the order has been returned for a refund, and no other request of the order
 * gave it back; otherwise 0. A partial return keeps it (the parcel was carried); an exchanged unit was not sent back
 * for money, so an order with one never returns its fee. Cancelling before shipping refunds it with the rest
 * (the refund ledger's "rest"). Read under the order's and the request's locks, so two returns cannot both take it.
 */
export async function shippingToRefund(manager: EntityManager, order: Pick<OrderEntity, "id" | "shippingPaise">, requestId: string): Promise<number> {
  if (order.shippingPaise <= 0) return 0;
  const [row]: Array<{ whole: boolean }> = await manager.query(
    `SELECT NOT EXISTS (
              SELECT 1 FROM order_lines l
               WHERE l.order_id = $1
                 AND l.quantity > (SELECT coalesce(sum(rl.quantity), 0) FROM return_request_lines rl JOIN return_requests r ON r.id = rl.request_id
                                    WHERE rl.order_line_id = l.id AND r.kind = 'return' AND (r.id = $2 OR (rl.net_paise IS NOT NULL AND r.credit_note_number IS NOT NULL))))
            AND NOT EXISTS (SELECT 1 FROM return_requests r WHERE r.order_id = $1 AND r.id <> $2 AND r.shipping_refund_paise > 0) AS whole`,
    [order.id, requestId],
  );
  return row!.whole ? order.shippingPaise : 0;
}
