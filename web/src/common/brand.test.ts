import { afterEach, describe, expect, it } from "vitest";
import { getBrandName } from "./brand";

describe("getBrandName", () => {
  afterEach(() => {
    delete window.__SUTRA__;
  });

  it('falls back to "Sutra" when the server injected nothing', () => {
    expect(getBrandName()).toBe("Sutra");
  });

  it("uses the brand name the server injected", () => {
    window.__SUTRA__ = { brandName: "Kapda" };
    expect(getBrandName()).toBe("Kapda");
  });

  it("ignores a blank injected name", () => {
    window.__SUTRA__ = { brandName: "   " };
    expect(getBrandName()).toBe("Sutra");
  });
});
