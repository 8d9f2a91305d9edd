/**
 * The one money and date formatter of the web app (DESIGN.md: money arrives in rupees, shown with ₹ and
 * Indian digit grouping: ₹1,29,999).
 */

const wholeRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const rupeesAndPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export interface FormatRupeesOptions {
  /** Always show 2 decimals (₹1,299.00), e.g. the admin's order amounts. Default: only when there are paise. */
  decimals?: "auto" | "always";
}

/**
 * Rupees with ₹ and Indian grouping: 129999 → "₹1,29,999", 1299.5 → "₹1,299.50".
 * Whole amounts show no decimals unless `decimals: "always"`. A non-finite amount shows as ₹0.
 */
export function formatRupees(amount: number, { decimals = "auto" }: FormatRupeesOptions = {}): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const paise = Math.round(value * 100);
  const whole = paise % 100 === 0;
  if (decimals === "auto" && whole) return wholeRupees.format(paise / 100);
  return rupeesAndPaise.format(paise / 100);
}

/**
 * Amounts in the admin's orders (spec §2 Admin orders: the table's Amount has 2 decimals), in the table and the order
 * dialog alike. The storefront shows whole rupees (formatRupees' default) everywhere, its order dialog included.
 */
export function formatAdminRupees(amount: number): string {
  return formatRupees(amount, { decimals: "always" });
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/**
 * The date part of an ISO timestamp, "YYYY-MM-DD", in the viewer's time zone (an order placed at 01:00 IST
 * is dated that day, not the previous UTC day). An unparsable value is shown as it came, cut at "T".
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso ?? "").split("T")[0] ?? "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Date and time for history entries, e.g. "21 Nov 2026, 3:05 pm" (Indian English); unparsable values as they came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" });
}

const deliveryDay = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

/** A delivery date as the server gives it (YYYY-MM-DD, a calendar day in the shop's time zone): "Sat, 28 Nov". */
export function formatDeliveryDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : deliveryDay.format(date);
}
