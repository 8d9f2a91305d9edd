import { describe, expect, it } from "vitest";
import { orderReference } from "./orderReference";
import { ADMIN_ORDER_STATUSES, adminStatusColour } from "./orderStatus";

describe("orderReference", () => {
  it("is # plus the last 6 characters of the id, upper-case", () => {
    expect(orderReference("5f0c9a8e-1b2d-4c3e-9f10-a1b2c3c41a7e")).toBe("#C41A7E");
    expect(orderReference("66a1f0e2b4c9d8e7f6a5b4c3")).toBe("#A5B4C3");
  });

  it("keeps digits and shows a short id whole", () => {
    expect(orderReference("x-123456")).toBe("#123456");
    expect(orderReference("ab1")).toBe("#AB1");
  });
});

describe("adminStatusColour", () => {
  it.each([
    ["CONFIRMED", "green"],
    ["SHIPPED", "blue"],
    ["DELIVERED", "purple"],
    ["CANCELLED", "red"],
  ] as const)("colours %s %s", (status, colour) => {
    expect(adminStatusColour(status)).toBe(colour);
    expect(adminStatusColour(status.toLowerCase())).toBe(colour);
  });

  it.each(["PENDING", "REJECTED", "pending", "in process", ""])("colours anything else (%s) grey", (status) => {
    expect(adminStatusColour(status)).toBe("grey");
  });

  it("offers the spec's five statuses in order", () => {
    expect(ADMIN_ORDER_STATUSES.map((s) => s.toLowerCase())).toEqual([
      "pending",
      "confirmed",
      "shipped",
      "delivered",
      "cancelled",
    ]);
  });
});
