/**
 * The demo's order plan is drawn relative to the hour the demo is seeded (which days are weekends, which India date
 * it is), so demo-orders.test.ts sees a different shop each day and once failed only after 18:30 UTC on one date.
 * This checks the plan itself at every half hour of five weeks, weekends and India's midnight included: every return
 * story the demo tells lands on an order that can carry it, and every order lies inside the dashboard's 90 days.
 */
import { describe, expect, it } from "vitest";
import { DEMO_HISTORY_DAYS, demoOrderPlan, type Plan, type ReturnStory } from "../src/db/seed/orders.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const IST_OFFSET = 5.5 * HOUR;

/** The fate and age (in days) each story needs: delivered long enough ago for the whole story to have happened since. */
const STORIES: Record<ReturnStory, { fate: Plan["fate"]; fromDays: number; toDays: number; priya: boolean }> = {
  requested: { fate: "delivered", fromDays: 8, toDays: 14, priya: true },
  approved: { fate: "delivered", fromDays: 8, toDays: 14, priya: false },
  refunded: { fate: "delivered", fromDays: 16, toDays: 45, priya: false },
  exchangeShipped: { fate: "delivered", fromDays: 16, toDays: 45, priya: false },
  rejected: { fate: "delivered", fromDays: 16, toDays: 45, priya: false },
  refundedByHand: { fate: "codDelivered", fromDays: 16, toDays: 45, priya: false },
};

/** Every half hour from a Monday's 00:00 UTC for five weeks: each weekday at every hour, on both sides of 18:30 UTC. */
function seedingTimes(): number[] {
  const monday = Date.UTC(2026, 10, 30);
  return Array.from({ length: 35 * 48 }, (_, i) => monday + i * 30 * MINUTE);
}

/** Midnight in India of the day `daysAgo` India days before `now`, as a UTC instant. */
function indiaMidnight(now: number, daysAgo: number): number {
  const india = new Date(now + IST_OFFSET);
  return Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() - daysAgo) - IST_OFFSET;
}

describe("the demo's order plan, seeded at any hour", () => {
  it("tells each return story once, on an order of the right kind and age", () => {
    const gaps: string[] = [];
    for (const now of seedingTimes()) {
      const plans = demoOrderPlan(now);
      for (const [story, need] of Object.entries(STORIES) as Array<[ReturnStory, (typeof STORIES)[ReturnStory]]>) {
        const told = plans.filter((p) => p.story === story);
        const ageDays = told.map((p) => (now - p.placedAt) / DAY);
        const fits =
          told.length === 1 &&
          told[0]!.fate === need.fate &&
          (told[0]!.customer === 0) === need.priya &&
          ageDays[0]! >= need.fromDays &&
          ageDays[0]! <= need.toDays;
        if (!fits) gaps.push(`${new Date(now).toISOString()} ${story}: ${JSON.stringify(told.map((p, i) => ({ fate: p.fate, customer: p.customer, days: ageDays[i]!.toFixed(1) })))}`);
      }
    }
    expect(gaps.slice(0, 10)).toEqual([]);
  });

  it("places every order in the past and inside the dashboard's 90 India days", () => {
    const outside: string[] = [];
    for (const now of seedingTimes()) {
      const earliest = indiaMidnight(now, DEMO_HISTORY_DAYS - 1);
      for (const plan of demoOrderPlan(now)) {
        if (plan.placedAt < earliest || plan.placedAt >= now) outside.push(`${new Date(now).toISOString()}: ${plan.fate} at ${new Date(plan.placedAt).toISOString()}`);
      }
    }
    expect(outside.slice(0, 10)).toEqual([]);
  });

  it("draws a different history at another hour, and the same one at the same hour", () => {
    const [a, b] = [Date.UTC(2026, 11, 2, 3), Date.UTC(2026, 11, 3, 3)];
    expect(demoOrderPlan(a)).toEqual(demoOrderPlan(a));
    expect(demoOrderPlan(a).map((p) => a - p.placedAt)).not.toEqual(demoOrderPlan(b).map((p) => b - p.placedAt));
  });
});
