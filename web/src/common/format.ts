import { getShopTimeZone } from "./brand";

/**
 * The one money and date formatter of the web app (DESIGN.md: money arrives in rupees, shown with ₹ and
 * Indian digit grouping: ₹1,29,999).
 */

/**
 * Indian digit grouping of a whole number of rupees (the last three digits, then pairs: 12,34,567), as
 * Intl.NumberFormat("en-IN") writes it. Written out because building an Intl formatter costs about 30 ms of a phone's
 * first screen (120 ms on the 4× slowed profile of issue 29), on every landing page that shows a price.
 */
function groupIndian(rupees: number): string {
  const digits = String(rupees);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

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
  const sign = paise < 0 ? "-" : "";
  const magnitude = Math.abs(paise);
  const rupees = `${sign}₹${groupIndian(Math.floor(magnitude / 100))}`;
  if (decimals === "auto" && magnitude % 100 === 0) return rupees;
  return `${rupees}.${String(magnitude % 100).padStart(2, "0")}`;
}

/**
 * Amounts in the admin's orders (spec §2 Admin orders: the table's Amount has 2 decimals), in the table and the order
 * dialog alike. The storefront shows whole rupees (formatRupees' default) everywhere, its order dialog included.
 */
export function formatAdminRupees(amount: number): string {
  return formatRupees(amount, { decimals: "always" });
}

// Built on first use (an Intl formatter costs a phone's first screen tens of milliseconds), for the shop's time zone.
let dayFormat: Intl.DateTimeFormat | undefined;
let dayTimeFormat: Intl.DateTimeFormat | undefined;
let formatsZone: string | undefined;

function formats(): { day: Intl.DateTimeFormat; dayTime: Intl.DateTimeFormat } {
  const timeZone = getShopTimeZone();
  if (!dayFormat || !dayTimeFormat || formatsZone !== timeZone) {
    formatsZone = timeZone;
    dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone });
    dayTimeFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true, timeZone });
  }
  return { day: dayFormat, dayTime: dayTimeFormat };
}

/**
 * The day of an ISO timestamp as Indians write it, "22 Nov 2026", in the shop's time zone (an order placed at
 * 01:00 IST is dated that day, not the previous UTC day, wherever the viewer is). One format everywhere (issue 41).
 * An unparsable value is shown as it came, cut at "T".
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso ?? "").split("T")[0] ?? "";
  return formats().day.format(date);
}

/** Date and time, "21 Nov 2026, 3:05 pm" (Indian English), in the shop's time zone; unparsable values as they came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formats().dayTime.format(date);
}

/** A calendar day as the server names it (YYYY-MM-DD, a day of the shop): "22 Nov 2026". */
export function formatDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}

// Built on first use: a product page's first screen does not show a delivery date.
let deliveryDay: Intl.DateTimeFormat | undefined;

/** A delivery date as the server gives it (YYYY-MM-DD, a calendar day in the shop's time zone): "Sat, 28 Nov". */
export function formatDeliveryDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  deliveryDay ??= new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  return deliveryDay.format(date);
}
