import { afterEach, describe, expect, it } from "vitest";
import { loadRazorpay, type RazorpayConstructor } from "./razorpay";

function scripts(url: string) {
  return [...document.head.querySelectorAll("script")].filter((s) => s.getAttribute("src") === url);
}

afterEach(() => {
  delete window.Razorpay;
  document.head.querySelectorAll("script").forEach((s) => s.remove());
});

describe("loadRazorpay", () => {
  it("injects the script once and reuses it", async () => {
    const url = "/sandbox/checkout.js?once";
    const first = loadRazorpay(url);
    const second = loadRazorpay(url);
    expect(second).toBe(first);
    expect(scripts(url)).toHaveLength(1);
    const Fake = class {} as unknown as RazorpayConstructor;
    window.Razorpay = Fake;
    scripts(url)[0]!.dispatchEvent(new Event("load"));
    await expect(first).resolves.toBe(Fake);
    await expect(loadRazorpay(url)).resolves.toBe(Fake);
    expect(scripts(url)).toHaveLength(1);
  });

  it("rejects when the script fails to load, and tries again on the next call", async () => {
    const url = "/sandbox/checkout.js?fails";
    const attempt = loadRazorpay(url);
    scripts(url)[0]!.dispatchEvent(new Event("error"));
    await expect(attempt).rejects.toThrow(/could not be loaded/);
    expect(scripts(url)).toHaveLength(0);
    void loadRazorpay(url).catch(() => undefined);
    expect(scripts(url)).toHaveLength(1);
  });

  it("rejects when the script loads but defines no Razorpay", async () => {
    const url = "/sandbox/checkout.js?empty";
    const attempt = loadRazorpay(url);
    scripts(url)[0]!.dispatchEvent(new Event("load"));
    await expect(attempt).rejects.toThrow(/did not define Razorpay/);
  });
});
