/**
 * The delivery promise's date: business days counted in the shop's time zone. An order placed before the cut-off
 * hour on a business day leaves that day; later, or on a Sunday, it leaves the next business day; it arrives
 * `days` business days after it leaves. Business days are Monday to Saturday, the days Indian couriers deliver
 * (India Post and the private couriers do not deliver on Sundays); public holidays are not modelled.
 */

/** The calendar day and hour of `now` in `timeZone`. */
function localParts(now: Date, timeZone: string): { year: number; month: number; day: number; hour: number } {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour") };
}

const isBusinessDay = (day: Date) => day.getUTCDay() !== 0;
const nextDay = (day: Date) => new Date(day.getTime() + 86_400_000);

/** The day an order placed at `now` arrives, as YYYY-MM-DD (a calendar day in the shop's time zone). */
export function deliveryDate(now: Date, { timeZone, cutoffHour, days }: { timeZone: string; cutoffHour: number; days: number }): string {
  const local = localParts(now, timeZone);
  // A calendar day as a UTC midnight, so adding days never meets a daylight-saving change.
  let day = new Date(Date.UTC(local.year, local.month - 1, local.day));
  if (!isBusinessDay(day) || local.hour >= cutoffHour) {
    day = nextDay(day);
    while (!isBusinessDay(day)) day = nextDay(day);
  }
  for (let left = days; left > 0; ) {
    day = nextDay(day);
    if (isBusinessDay(day)) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
