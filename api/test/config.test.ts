import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, projectRoot } from "../src/config.js";

const dataDir = () => mkdtempSync(join(tmpdir(), "sutra-config-"));

describe("configuration", () => {
  it("has defaults that make npm start work", () => {
    const config = parseConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ port: 4000, databaseUrl: undefined, brandName: "Sutra", env: "development", razorpay: undefined, graphqlIde: true });
  });

  it("generates a JWT secret once and keeps it in the data dir", () => {
    const dir = dataDir();
    const first = parseConfig({ DATA_DIR: dir });
    const second = parseConfig({ DATA_DIR: dir });
    expect(Buffer.from(first.jwtSecret).toString()).toBe(readFileSync(join(dir, "jwt-secret"), "utf8"));
    expect(first.jwtSecret).toEqual(second.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(parseConfig({ DATA_DIR: dataDir() }).jwtSecret).not.toEqual(first.jwtSecret);
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid environment variable PORT:/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid environment variable DATABASE_URL:/],
    [{ JWT_SECRET: "short" }, /^Invalid environment variable JWT_SECRET: must be at least 32 characters/],
    [{ NODE_ENV: "staging" }, /^Invalid environment variable NODE_ENV:/],
    [{ RAZORPAY_KEY_ID: "rzp_test_x" }, /^Invalid environment variable RAZORPAY_KEY_SECRET:/],
    [{ NODE_ENV: "production" }, /^Invalid environment variable JWT_SECRET: required when NODE_ENV=production/],
    [{ DATABASE_READ_URLS: "postgres://replica/db" }, /^Invalid environment variable DATABASE_READ_URLS: needs DATABASE_URL/],
    [{ DATABASE_URL: "postgres://p/db", DATABASE_READ_URLS: "postgres://r/db, mysql://x" }, /^Invalid environment variable DATABASE_READ_URLS: entry 2 of 2 is not a postgres:\/\/ URL$/],
    [{ REDIS_URL: "http://cache" }, /^Invalid environment variable REDIS_URL:/],
  ])("refuses %j naming the variable", (env, message) => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => parseConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it("a bad value stops startup with one clear line", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", join(projectRoot, "api/src/main.ts")], {
      env: { ...process.env, PORT: "not-a-port", DATA_DIR: dataDir() },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n").filter((l) => !l.includes("nodedir"));
    expect(lines).toEqual([expect.stringMatching(/^Invalid environment variable PORT: /)]);
    expect(result.stderr).not.toContain("not-a-port");
  });
});

describe("configuration errors name the setting, never its value (issue 28: a rejected URL may hold a password)", () => {
  const SECRET = "Hunter2-s3cret";
  it.each([
    ["DATABASE_URL", { DATABASE_URL: `mysql://shop:${SECRET}@db.internal/shop` }],
    ["DATABASE_READ_URLS", { DATABASE_URL: "postgres://p/db", DATABASE_READ_URLS: `postgres://r/db, mysql://shop:${SECRET}@replica/shop` }],
    ["SMTP_URL", { SMTP_URL: `http://mailer:${SECRET}@smtp.example.com` }],
    ["REDIS_URL", { REDIS_URL: `http://default:${SECRET}@cache.internal` }],
    ["JWT_SECRET", { JWT_SECRET: SECRET }],
    ["S3_ENDPOINT", { S3_BUCKET: "media", S3_ENDPOINT: `not a url ${SECRET}` }],
    ["IMAGE_ORIGINS", { IMAGE_ORIGINS: `https://cdn.example.com/${SECRET}` }],
    ["PUBLIC_URL", { PUBLIC_URL: `ftp://${SECRET}.example.com` }],
  ])("%s", (name, env) => {
    let message = "";
    try {
      parseConfig({ DATA_DIR: dataDir(), ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Invalid environment variable ${name}: `));
    expect(message).not.toContain(SECRET);
  });
});

describe("production settings (issue 28)", () => {
  const production = { NODE_ENV: "production", JWT_SECRET: "a-production-secret-of-at-least-32-chars", RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "h" };

  it("requires PUBLIC_URL: links are built from it, never from a request's Host", () => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), ...production })).toThrow(/^Invalid environment variable PUBLIC_URL: required when NODE_ENV=production/);
    expect(parseConfig({ DATA_DIR: dataDir(), ...production, PUBLIC_URL: "https://yourbrand.in/" }).publicUrl).toBe("https://yourbrand.in");
    expect(() => parseConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "https://yourbrand.in/shop" })).toThrow(/^Invalid environment variable PUBLIC_URL: .*without a path/);
  });

  it("refuses SEED_ON_EMPTY=true (demo accounts with published passwords) unless DEMO_ACCOUNTS_IN_PRODUCTION=true acknowledges them", () => {
    const env = { DATA_DIR: dataDir(), ...production, PUBLIC_URL: "https://yourbrand.in" };
    expect(() => parseConfig({ ...env, SEED_ON_EMPTY: "true" })).toThrow(/^Invalid environment variable SEED_ON_EMPTY: .*DEMO_ACCOUNTS_IN_PRODUCTION=true/);
    expect(parseConfig({ ...env, SEED_ON_EMPTY: "true", DEMO_ACCOUNTS_IN_PRODUCTION: "true" }).seedOnEmpty).toBe(true);
    expect(parseConfig(env).seedOnEmpty).toBe(false);
    // Outside production the demo accounts are the point of SEED_ON_EMPTY.
    expect(parseConfig({ DATA_DIR: dataDir(), SEED_ON_EMPTY: "true" }).seedOnEmpty).toBe(true);
  });

  it("reads IMAGE_ORIGINS as origins", () => {
    expect(parseConfig({ DATA_DIR: dataDir(), IMAGE_ORIGINS: " https://cdn.yourbrand.in, http://images.example.com:8080/ ," }).imageOrigins).toEqual([
      "https://cdn.yourbrand.in",
      "http://images.example.com:8080",
    ]);
    expect(parseConfig({ DATA_DIR: dataDir() }).imageOrigins).toEqual([]);
  });

  it("COD_RISK_POLICY (issue 43 item 7): off by default; off, hide or advance; anything else stops the start-up naming it", () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).delivery.riskPolicy).toBe("off");
    for (const policy of ["off", "hide", "advance"]) expect(parseConfig({ DATA_DIR: dataDir(), COD_RISK_POLICY: policy }).delivery.riskPolicy).toBe(policy);
    expect(() => parseConfig({ DATA_DIR: dataDir(), COD_RISK_POLICY: "block" })).toThrow(/^Invalid environment variable COD_RISK_POLICY: must be off, hide or advance/);
  });

  it("shipping (issue 42): the offline Shiprocket by default; Shiprocket's settings required together, and never half set", () => {
    const sandbox = parseConfig({ DATA_DIR: dataDir(), JWT_SECRET: "x".repeat(40) }).shipping;
    expect(sandbox).toMatchObject({ mode: "sandbox", apiBaseUrl: undefined, pickupLocation: "Primary" });
    // The stand-in's secrets are derived from the session secret (every node agrees) and never serialised.
    expect(sandbox.webhookToken).toBe(parseConfig({ DATA_DIR: dataDir(), JWT_SECRET: "x".repeat(40) }).shipping.webhookToken);
    expect(JSON.stringify(sandbox)).not.toContain(sandbox.webhookToken);
    const real = { DATA_DIR: dataDir(), SHIPPING_PROVIDER: "shiprocket", SHIPROCKET_EMAIL: "api@brand.in", SHIPROCKET_PASSWORD: "pw", SHIPROCKET_WEBHOOK_TOKEN: "tok" };
    expect(parseConfig(real).shipping).toMatchObject({ mode: "shiprocket", apiBaseUrl: "https://apiv2.shiprocket.in", email: "api@brand.in", webhookToken: "tok" });
    expect(() => parseConfig({ ...real, SHIPROCKET_WEBHOOK_TOKEN: undefined })).toThrow(
      new ConfigError("Invalid environment variable SHIPROCKET_WEBHOOK_TOKEN: required when SHIPPING_PROVIDER=shiprocket (docs/shipping.md says where to find it in your Shiprocket account)"),
    );
    expect(() => parseConfig({ DATA_DIR: dataDir(), SHIPROCKET_EMAIL: "api@brand.in" })).toThrow(
      new ConfigError("Invalid environment variable SHIPPING_PROVIDER: SHIPROCKET_EMAIL is set, so set SHIPPING_PROVIDER=shiprocket to use it (or remove it to keep the offline stand-in)"),
    );
    expect(() => parseConfig({ DATA_DIR: dataDir(), SHIPPING_PROVIDER: "delhivery" })).toThrow(/^Invalid environment variable SHIPPING_PROVIDER: /);
  });
});

describe("every wait has a bound (issue 47)", () => {
  it("the bounds have defaults of seconds, in one place", () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).bounds).toEqual({
      statementTimeoutMs: 10_000,
      lockTimeoutMs: 5_000,
      idleInTransactionTimeoutMs: 3_000,
      reportStatementTimeoutMs: 60_000,
      poolWaitMs: 5_000,
      keepAliveSeconds: 10,
      redisCommandTimeoutMs: 1_000,
      claimLeaseMs: 3_000,
      s3TimeoutMs: 10_000,
    });
  });

  it("refuses a lock bound not longer than the idle-in-transaction bound (a waiter must outlast a frozen holder)", () => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), DB_LOCK_TIMEOUT_MS: "3000", DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: "3000" })).toThrow(
      /^Invalid environment variable DB_LOCK_TIMEOUT_MS: must be longer than DB_IDLE_IN_TRANSACTION_TIMEOUT_MS/,
    );
    // 0 turns either off.
    expect(parseConfig({ DATA_DIR: dataDir(), DB_LOCK_TIMEOUT_MS: "0", DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: "3000" }).bounds.lockTimeoutMs).toBe(0);
  });
});
