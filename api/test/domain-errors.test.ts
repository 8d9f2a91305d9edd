/** lib/errors.ts: a broken rule is an answer, so its error carries no stack trace, and every other error still does. */
import { describe, expect, it } from "vitest";
import { DomainError, RateLimitedError } from "../src/lib/errors.js";

const framesOf = (error: Error) => (error.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));

describe("DomainError", () => {
  it("carries its code, message and field, and no stack frames", () => {
    const error = new DomainError("OUT_OF_STOCK", "Only 2 left in stock", "quantity");
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.code, error.message, error.field]).toEqual(["DomainError", "OUT_OF_STOCK", "Only 2 left in stock", "quantity"]);
    expect(framesOf(error)).toEqual([]);
    const limited = new RateLimitedError("Too many attempts", 30);
    expect([limited.name, limited.code, limited.retryAfterSeconds, framesOf(limited)]).toEqual(["RateLimitedError", "TOO_MANY_REQUESTS", 30, []]);
  });

  it("leaves the process's stack trace limit as it found it, so a fault's error still shows where it came from", () => {
    const before = Error.stackTraceLimit;
    for (let i = 0; i < 3; i += 1) new DomainError("BAD_USER_INPUT", "Enter a valid pincode", "pincode");
    expect(Error.stackTraceLimit).toBe(before);
    expect(framesOf(new Error("a fault")).length).toBeGreaterThan(0);
  });
});
