import { describe, expect, it } from "vitest";
import { checkoutBlocker } from "./useCheckoutPayment";

describe("checkout guards", () => {
  it("an empty cart stops checkout first", () => {
    expect(checkoutBlocker({ lineCount: 0, addressId: null })).toBe("Your cart is empty. Please add items to proceed");
    expect(checkoutBlocker({ lineCount: 0, addressId: "a1" })).toBe("Your cart is empty. Please add items to proceed");
  });

  it("then a missing address", () => {
    expect(checkoutBlocker({ lineCount: 2, addressId: null })).toBe("Please Select one Address to proceed");
  });

  it("lets a cart with a chosen address through", () => {
    expect(checkoutBlocker({ lineCount: 1, addressId: "a1" })).toBeNull();
  });
});
