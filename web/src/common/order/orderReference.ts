/**
 * How an order is named to people (spec §2 "Admin orders", §9): `#` plus the last 6 characters of its id,
 * upper-case. "9b2f…c41a7e" → "#C41A7E". An id shorter than 6 characters is shown whole.
 */
export function orderReference(id: string): string {
  return `#${String(id ?? "").slice(-6).toUpperCase()}`;
}
