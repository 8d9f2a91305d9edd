/**
 * GST on a GST-inclusive line, as Indian tax invoices show it (pure: no database, no clock).
 *
 * Rates (CBIC notification No. 9/2025-Central Tax (Rate), 17 September 2025, in force from 22 September 2025, on the
 * GST Council's 56th meeting; the IGST twin is No. 9/2025-Integrated Tax (Rate)): apparel (HSN chapters 61, 62) and
 * footwear (64) are 5 % when the value of a piece is up to ₹2,500 and 18 % above it. The table of rates per HSN code
 * (with a default row per category and a product's own choice) lives in the database (`gst_rates`, admin-editable;
 * its defaults and their sources: migration 1795900000300-GstRatesByHsn and docs/gst.md); this module only applies a
 * rule to a line.
 *
 * Place of supply (IGST Act 2017, s. 10(1)(a)/(b)): goods delivered in the seller's own state are an intra-State
 * supply (CGST + SGST, half each); anywhere else an inter-State one (IGST).
 */
import type { LineGst } from "../../entities/gst.js";
import { basisPointsToPercent } from "../../lib/money.js";

/** The rate rule of a line's product (its GST row): `rateUpToBp` while a piece's value is ≤ `thresholdPaise`, else `rateAboveBp`. */
export interface GstRule {
  hsn: string;
  /** Null: one rate whatever the value (`rateAboveBp` is then unused). */
  thresholdPaise: number | null;
  /** Rates in basis points (5 % = 500), so 2.5 % or 0.25 % stay integers. */
  rateUpToBp: number;
  rateAboveBp: number;
}

export interface GstLineInput {
  /** What the shopper pays for the line after every discount, GST included. */
  netPaise: number;
  quantity: number;
  rule: GstRule;
}

/** A line's GST once worked out: the value type every taxed line stores (entities/gst.ts), with every part set. */
export type GstLine = { [K in keyof LineGst]: NonNullable<LineGst[K]> };

export interface GstTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** cgst + sgst + igst. */
  taxPaise: number;
}

export type SupplyKind = "intra" | "inter";

/** Intra-State when the goods are delivered in the seller's state (GST state codes, "29" Karnataka). */
export function supplyKind(sellerStateCode: string, placeOfSupplyCode: string): SupplyKind {
  return sellerStateCode === placeOfSupplyCode ? "intra" : "inter";
}

/**
 * The rate for a line: decided on its net value per piece (after discounts), compared without dividing so a line of
 * 3 for ₹7,500.01 (₹2,500.0033 a piece) is above ₹2,500.
 */
export function rateFor(rule: GstRule, netPaise: number, quantity: number): number {
  if (rule.thresholdPaise === null) return rule.rateUpToBp;
  return netPaise <= rule.thresholdPaise * quantity ? rule.rateUpToBp : rule.rateAboveBp;
}

/** a / b rounded half up, for non-negative integers. */
function roundDiv(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * One line's tax: taxable = net × 100 / (100 + rate), rounded to the paisa; the tax is the rest of the net, so
 * taxable + tax is the net exactly. Intra-State, CGST takes the odd paisa and SGST the rest, so they add up to the tax.
 */
export function gstForLine(line: GstLineInput, kind: SupplyKind): GstLine {
  if (!Number.isSafeInteger(line.netPaise) || line.netPaise < 0) throw new RangeError(`net must be whole paise ≥ 0, got ${line.netPaise}`);
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`quantity must be a whole number ≥ 1, got ${line.quantity}`);
  const rateBp = rateFor(line.rule, line.netPaise, line.quantity);
  const taxablePaise = roundDiv(line.netPaise * 10_000, 10_000 + rateBp);
  const taxPaise = line.netPaise - taxablePaise;
  if (kind === "inter") return { hsn: line.rule.hsn, rateBp, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const sgstPaise = Math.floor(taxPaise / 2);
  return { hsn: line.rule.hsn, rateBp, taxablePaise, cgstPaise: taxPaise - sgstPaise, sgstPaise, igstPaise: 0 };
}

/** The lines' tax and their totals (the sums of the lines, so the invoice's columns add up to the paisa). */
export function gstForLines(lines: readonly GstLineInput[], kind: SupplyKind): { lines: GstLine[]; totals: GstTotals } {
  const out = lines.map((l) => gstForLine(l, kind));
  return { lines: out, totals: gstTotals(out) };
}

export function gstTotals(lines: ReadonlyArray<Pick<GstLine, "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise">>): GstTotals {
  const totals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 };
  for (const l of lines) {
    totals.taxablePaise += l.taxablePaise;
    totals.cgstPaise += l.cgstPaise;
    totals.sgstPaise += l.sgstPaise;
    totals.igstPaise += l.igstPaise;
  }
  totals.taxPaise = totals.cgstPaise + totals.sgstPaise + totals.igstPaise;
  return totals;
}

/** "5", "2.5", "18": a rate in basis points as a percentage for people. */
export function percentText(rateBp: number): string {
  return String(basisPointsToPercent(rateBp));
}

/**
 * The GST of an order's shipping fee (issue 42). Delivering the goods is part of one composite supply with them: the
 * goods are its principal supply, and a composite supply is taxed at the rate of its principal supply (CGST Act 2017,
 * s. 2(30) "composite supply" and s. 8(a); its illustration is this very case: goods, packing and transport, where the
 * goods are the principal supply). Of an order of several goods lines the principal supply is taken to be the line of
 * the highest taxable value (the first in the order's line order on a tie); the fee (GST-inclusive, like every price of
 * the shop) is taxed at that line's rate under its HSN, and as the goods are: CGST + SGST within the seller's state,
 * IGST otherwise. Null when there is no fee or no taxed goods line. Pure, and worked out from the lines as stored, so
 * an invoice and a later credit note agree.
 */
export function shippingGst(goods: readonly GstLine[], shippingPaise: number): GstLine | null {
  if (shippingPaise <= 0 || goods.length === 0) return null;
  const principal = goods.reduce((best, line) => (line.taxablePaise > best.taxablePaise ? line : best));
  // The goods' supply: IGST on any line is inter-State; a supply taxed at 0 % shows no tax either way.
  const kind: SupplyKind = goods.some((l) => l.igstPaise > 0) || goods.every((l) => l.cgstPaise + l.sgstPaise === 0) ? "inter" : "intra";
  return gstForLine({ netPaise: shippingPaise, quantity: 1, rule: { hsn: principal.hsn, thresholdPaise: null, rateUpToBp: principal.rateBp, rateAboveBp: principal.rateBp } }, kind);
}
