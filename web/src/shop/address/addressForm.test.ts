import { describe, expect, it } from "vitest";
import { isAddressFormComplete } from "./addressForm";

const full = { address: "12 MG Road", city: "Bengaluru", phone: "9876543210", pincode: "560001", notes: "Ring twice" };

describe("address form", () => {
  it("is complete only when all five fields are non-blank after trimming", () => {
    expect(isAddressFormComplete(full)).toBe(true);
    for (const field of Object.keys(full) as (keyof typeof full)[]) {
      expect(isAddressFormComplete({ ...full, [field]: "" })).toBe(false);
      expect(isAddressFormComplete({ ...full, [field]: "   " })).toBe(false);
    }
  });
});
