import { atFirstUse } from "./at-first-use.js";
import { DomainError } from "./errors.js";

/**
 * Money is integer paise in the database and in every computation; people and the API's clients speak rupees. This
 * module is the one place the two meet: services compute and return paise, and each edge converts once — a transport
 * answering (toRupees), input arriving (parseRupees), a person reading (formatRupees). GST rates likewise live as
 * basis points (5 % = 500) and travel as percent.
 */

const PAISE_PER_RUPEE = 100;
/** The largest amount the shop's integer columns hold with room to add (orders.total_paise is an int4): ₹2 crore. */
export const MAX_PAISE = 2_000_000_000;

/** Paise as rupees for an API's answer (1234.5 for 123450 paise). */
export function toRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/**
 * Rupees from a client or a setting (at most 2 decimals, at most ₹2 crore) to paise; a clear BAD_USER_INPUT naming
 * `field` otherwise.
 */
export function parseRupees(rupees: unknown, field: string): number {
  const problem = rupeesProblem(rupees, field);
  if (problem) throw new DomainError("BAD_USER_INPUT", problem, field);
  return Math.round((rupees as number) * PAISE_PER_RUPEE);
}

/** Why `rupees` is not an amount of money (for zod refinements, which want the message), or null. */
export function rupeesProblem(rupees: unknown, field: string): string | null {
  if (typeof rupees !== "number" || !Number.isFinite(rupees)) return `${field} must be a number`;
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  if (Math.abs(paise - rupees * PAISE_PER_RUPEE) > 1e-6) return `${field} can have at most 2 decimals`;
  if (Math.abs(paise) > MAX_PAISE) return `${field} is too large`;
  return null;
}

const rupeesFormat = atFirstUse(() => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Paise as people read rupees (emails, invoices, history notes): "₹1,234.50". */
export function formatRupees(paise: number): string {
  return rupeesFormat().format(paise / PAISE_PER_RUPEE);
}

/** Paise as a plain decimal amount of rupees ("1234.50"), exact for any integer paise: for files (CSV) and notes to providers. */
export function rupeesDecimal(paise: number): string {
  const { rupees, paise: rest } = splitRupees(Math.abs(paise));
  return `${paise < 0 ? "-" : ""}${rupees}.${String(rest).padStart(2, "0")}`;
}

/** Whole rupees and the paise left over (for amounts in words). */
export function splitRupees(paise: number): { rupees: number; paise: number } {
  return { rupees: Math.floor(paise / PAISE_PER_RUPEE), paise: paise % PAISE_PER_RUPEE };
}

/** A percentage of an amount in paise, rounded down to the paisa (a percent-off discount never gives more than it says). */
export function percentOf(paise: number, percent: number): number {
  return Math.floor((paise * percent) / 100);
}

/** A rate in basis points as percent (500 → 5, 250 → 2.5). */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** A percent as basis points (2.5 → 250); at most two decimals, as the GST rates table takes them. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** Whether `percent` has at most two decimals (a whole number of basis points). */
export function isWholeBasisPoints(percent: number): boolean {
  return Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6;
}
