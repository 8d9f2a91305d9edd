import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, projectRoot } from "../src/config.js";

const dataDir = () => mkdtempSync(join(tmpdir(), "sutra-payments-config-"));
const JWT_SECRET = "a-production-secret-that-is-long-enough-1234";
const LIVE_KEYS = { RAZORPAY_KEY_ID: "rzp_live_Example12345678", RAZORPAY_KEY_SECRET: "live-secret", RAZORPAY_WEBHOOK_SECRET: "webhook-secret" };

describe("payments configuration", () => {
  it("uses the offline Razorpay stand-in when no keys are configured (development)", () => {
    const config = parseConfig({ DATA_DIR: dataDir() });
    expect(config.payments).toMatchObject({ mode: "sandbox", apiBaseUrl: undefined, reservationMinutes: 30, expirySweepSeconds: 60 });
    expect(config.payments.keyId).toMatch(/^rzp_test_sandbox[0-9a-f]{8}$/);
    expect(config.payments.keySecret.length).toBeGreaterThanOrEqual(32);
    expect(config.payments.webhookSecret?.length).toBeGreaterThanOrEqual(32);
  });

  it("derives the stand-in's keys from the session secret: every replica of one shop agrees, another shop differs", () => {
    const replicaA = parseConfig({ DATA_DIR: dataDir(), JWT_SECRET });
    const replicaB = parseConfig({ DATA_DIR: dataDir(), JWT_SECRET });
    const otherShop = parseConfig({ DATA_DIR: dataDir(), JWT_SECRET: `${JWT_SECRET}-other` });
    const keys = (c: typeof replicaA) => [c.payments.keyId, c.payments.keySecret, c.payments.webhookSecret];
    expect(keys(replicaB)).toEqual(keys(replicaA));
    for (const [i, key] of keys(otherShop).entries()) expect(key).not.toBe(keys(replicaA)[i]);
    expect(replicaA.payments.keySecret).not.toBe(replicaA.payments.webhookSecret);
    expect(keys(replicaA).join()).not.toContain(JWT_SECRET);
  });

  it("never shows the stand-in's secrets when the config is logged (and a shop without JWT_SECRET has its own)", () => {
    const first = parseConfig({ DATA_DIR: dataDir() });
    const second = parseConfig({ DATA_DIR: dataDir() });
    expect(first.payments.keySecret).not.toBe(second.payments.keySecret);
    const serialised = JSON.stringify(first);
    expect(serialised).not.toContain(first.payments.keySecret);
    expect(serialised).not.toContain(first.payments.webhookSecret!);
    expect(Object.keys(first.payments)).not.toContain("keySecret");
  });

  it("uses Razorpay with the configured keys, at Razorpay's API unless told otherwise", () => {
    const config = parseConfig({ DATA_DIR: dataDir(), ...LIVE_KEYS });
    expect(config.payments).toMatchObject({ mode: "razorpay", keyId: "rzp_live_Example12345678", apiBaseUrl: "https://api.razorpay.com" });
    expect(config.payments.keySecret).toBe("live-secret");
    expect(config.payments.webhookSecret).toBe("webhook-secret");
    expect(parseConfig({ DATA_DIR: dataDir(), ...LIVE_KEYS, RAZORPAY_API_BASE_URL: "http://127.0.0.1:9999/" }).payments.apiBaseUrl).toBe("http://127.0.0.1:9999");
  });

  it("refuses the stand-in in production, naming RAZORPAY_KEY_ID", () => {
    const env = { DATA_DIR: dataDir(), NODE_ENV: "production", JWT_SECRET };
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(/^Invalid environment variable RAZORPAY_KEY_ID: required when NODE_ENV=production/);
  });

  it("requires the webhook secret in production", () => {
    const { RAZORPAY_WEBHOOK_SECRET: _unused, ...keys } = LIVE_KEYS;
    expect(() => parseConfig({ DATA_DIR: dataDir(), NODE_ENV: "production", JWT_SECRET, ...keys })).toThrow(/^Invalid environment variable RAZORPAY_WEBHOOK_SECRET:/);
    expect(parseConfig({ DATA_DIR: dataDir(), NODE_ENV: "production", JWT_SECRET, PUBLIC_URL: "https://yourbrand.in", ...LIVE_KEYS }).payments.mode).toBe("razorpay");
  });

  it.each([
    [{ ORDER_RESERVATION_MINUTES: "0" }, /^Invalid environment variable ORDER_RESERVATION_MINUTES:/],
    [{ ORDER_EXPIRY_SWEEP_SECONDS: "-1" }, /^Invalid environment variable ORDER_EXPIRY_SWEEP_SECONDS:/],
    [{ RAZORPAY_TIMEOUT_MS: "soon" }, /^Invalid environment variable RAZORPAY_TIMEOUT_MS:/],
    [{ RAZORPAY_API_BASE_URL: "not a url" }, /^Invalid environment variable RAZORPAY_API_BASE_URL:/],
  ])("refuses %j naming the variable", (env, message) => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it("a production server without Razorpay keys does not start", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", join(projectRoot, "api/src/main.ts")], {
      env: { ...process.env, NODE_ENV: "production", JWT_SECRET, DATA_DIR: dataDir(), RAZORPAY_KEY_ID: "", RAZORPAY_KEY_SECRET: "", PORT: "0" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Invalid environment variable RAZORPAY_KEY_ID: required when NODE_ENV=production/);
  });
});
