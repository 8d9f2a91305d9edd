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
    [{ DATABASE_URL: "postgres://p/db", DATABASE_READ_URLS: "postgres://r/db, mysql://x" }, /^Invalid environment variable DATABASE_READ_URLS: "mysql:\/\/x" is not/],
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
    expect(lines).toEqual([expect.stringMatching(/^Invalid environment variable PORT: .*"not-a-port"/)]);
  });
});
