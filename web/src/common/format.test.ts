import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay, formatDeliveryDate, formatRupees } from "./format";

describe("formatRupees", () => {
  it("shows ₹ with Indian digit grouping", () => {
    expect(formatRupees(129999)).toBe("₹1,29,999");
    expect(formatRupees(1234567)).toBe("₹12,34,567");
    expect(formatRupees(999)).toBe("₹999");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("shows paise only when there are some", () => {
    expect(formatRupees(1299.5)).toBe("₹1,299.50");
    expect(formatRupees(1299.05)).toBe("₹1,299.05");
    expect(formatRupees(1299)).toBe("₹1,299");
  });

  it("always shows 2 decimals when asked", () => {
    expect(formatRupees(1299, { decimals: "always" })).toBe("₹1,299.00");
    expect(formatRupees(100000.5, { decimals: "always" })).toBe("₹1,00,000.50");
  });

  it("does not show float noise", () => {
    expect(formatRupees(0.1 + 0.2)).toBe("₹0.30");
  });

  it("writes every amount as Intl.NumberFormat en-IN does", () => {
    const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 0 });
    const twoDecimals = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 123456789, 1234567890, -1, -1299, -123456];
    for (const rupees of amounts) {
      expect(formatRupees(rupees)).toBe(whole.format(rupees));
      expect(formatRupees(rupees + 0.05)).toBe(twoDecimals.format(rupees + 0.05));
      expect(formatRupees(rupees, { decimals: "always" })).toBe(twoDecimals.format(rupees));
    }
  });

  it("shows a broken amount as ₹0", () => {
    expect(formatRupees(Number.NaN)).toBe("₹0");
  });
});

describe("formatDate", () => {
  afterEach(() => {
    delete window.__SUTRA__;
  });

  it("writes the day as Indians do: 13 May 2026", () => {
    expect(formatDate("2026-05-13T12:00:00.000Z")).toBe("13 May 2026");
  });

  it("dates an instant by the shop's calendar day, whatever the viewer's time zone", () => {
    // 00:30 IST on 2 January is still 1 January in UTC (and in most of the world).
    expect(formatDate("2026-01-01T19:00:00.000Z")).toBe("2 Jan 2026");
    window.__SUTRA__ = { timeZone: "Europe/London" };
    expect(formatDate("2026-01-01T19:00:00.000Z")).toBe("1 Jan 2026");
  });

  it("shows an unparsable value cut at T", () => {
    expect(formatDate("someday")).toBe("someday");
  });
});

describe("formatDateTime", () => {
  it("shows day, month, year and time in Indian English, in the shop's time zone", () => {
    expect(formatDateTime("2026-11-21T09:35:00.000Z")).toMatch(/^21 Nov 2026, 3:05\s?pm$/i);
  });

  it("shows an unparsable value as it came", () => {
    expect(formatDateTime("someday")).toBe("someday");
  });
});

describe("formatDay", () => {
  it("writes a shop day the server names (YYYY-MM-DD) as 22 Nov 2026", () => {
    expect(formatDay("2026-11-22")).toBe("22 Nov 2026");
    expect(formatDay("soon")).toBe("soon");
  });
});

describe("formatDeliveryDate", () => {
  it("writes the server's calendar day as the promise reads it, whatever the browser's time zone", () => {
    expect(formatDeliveryDate("2026-11-28")).toBe("Sat, 28 Nov");
    expect(formatDeliveryDate("2026-12-01")).toBe("Tue, 1 Dec");
    expect(formatDeliveryDate("not a date")).toBe("not a date");
  });
});
