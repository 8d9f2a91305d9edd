import { DomainError } from "../lib/errors.js";

/**
 * Money is integer paise everywhere inside; the API speaks rupees. Services compute and return paise; each transport
 * turns them into rupees in one helper of its own (graphql/money.ts, rest/money.ts). A client's rupees become paise here.
 */

/** Rupees from a client (at most 2 decimals) to paise; a clear BAD_USER_INPUT naming `field` otherwise. */
export function rupeesToPaise(rupees: number, field: string): number {
  if (typeof rupees !== "number" || !Number.isFinite(rupees)) throw new DomainError("BAD_USER_INPUT", `${field} must be a number`, field);
  const paise = Math.round(rupees * 100);
  if (Math.abs(paise - rupees * 100) > 1e-6) throw new DomainError("BAD_USER_INPUT", `${field} can have at most 2 decimals`, field);
  if (paise > 2_000_000_000) throw new DomainError("BAD_USER_INPUT", `${field} is too large`, field);
  return paise;
}

/** What a shopper pays for one unit: the sale price when above 0, otherwise the price. */
export function effectivePricePaise(product: { pricePaise: number; salePricePaise: number }): number {
  return product.salePricePaise > 0 ? product.salePricePaise : product.pricePaise;
}

/** The same rule in SQL, for sorting and totals; `alias` is the products table alias. */
export function effectivePriceSql(alias: string): string {
  return `(CASE WHEN ${alias}.sale_price_paise > 0 THEN ${alias}.sale_price_paise ELSE ${alias}.price_paise END)`;
}

const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as rupees for people (emails, invoices, CSV is plain): "₹1,234.50". */
export function rupees(paise: number): string {
  return RUPEES.format(paise / 100);
}

/** Paise as a plain decimal rupee amount with two decimals ("1234.50"), exact for any integer paise. */
export function rupeesDecimal(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
