/**
 * One line per event: an error a warning mentions is named in one line (no stack, none of the objects it carries,
 * such as an HTTP client's whole request and response); an unexpected error (`error`) keeps its stack. A newcomer's
 * first shutdown once printed a 360-line warning.
 */
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../src/lib/logger.js";

function capture() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString("utf8"));
      done();
    },
  });
  return { stream, text: () => chunks.join("") };
}

/** What an HTTP client's error looks like: the request and the response it was about, hundreds of fields deep. */
function httpClientError() {
  const error = new Error("Request failed with status code 503") as Error & Record<string, unknown>;
  error.code = "ERR_BAD_RESPONSE";
  error.response = { status: 503, headers: { "content-type": "text/html" }, socket: { readable: true, timeout: 0 }, data: "<html>…</html>" };
  error.request = { method: "POST", path: "/api/payments/razorpay/webhook" };
  return error;
}

const terminated = () => Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01", severity: "FATAL" });

describe("log lines", () => {
  it("a warning names the error in one line of text, without its stack or the request and response it carries", () => {
    const out = capture();
    createLogger({ env: "production", logLevel: "info" }, out.stream).warn({ err: httpClientError() }, "the Razorpay sandbox could not deliver a webhook");
    const lines = out.text().trim().split("\n");
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry.reason).toBe("Error ERR_BAD_RESPONSE: Request failed with status code 503");
    expect(entry).not.toHaveProperty("err");
    expect(lines[0]).not.toContain("content-type");
  });

  it("an unexpected error keeps its stack and its own fields, but not the objects it carries", () => {
    const out = capture();
    createLogger({ env: "production", logLevel: "info" }, out.stream).error({ err: httpClientError() }, "unexpected error");
    const entry = JSON.parse(out.text()) as { err: Record<string, unknown> };
    expect(entry.err).toMatchObject({ type: "Error", message: "Request failed with status code 503", code: "ERR_BAD_RESPONSE" });
    expect(entry.err.stack).toMatch(/^Error: Request failed with status code 503\n\s+at /);
    expect(entry.err).not.toHaveProperty("response");
    expect(entry.err).not.toHaveProperty("request");
  });

  it("in development (pretty logs) every event is one line, a warning about a lost database connection included", () => {
    const out = capture();
    const logger = createLogger({ env: "development", logLevel: "info" }, out.stream);
    logger.info({ req: { id: "r1", method: "GET", url: "/shop/home" }, res: { statusCode: 200 }, responseTime: 4 }, "request completed");
    logger.warn({ err: terminated() }, "the email sender failed");
    logger.warn({ err: httpClientError() }, "the Razorpay sandbox could not deliver a webhook");
    const lines = out.text().trim().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("Error 57P01: terminating connection due to administrator command");
  });
});
