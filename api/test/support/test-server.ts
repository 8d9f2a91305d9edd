import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DestinationStream } from "pino";
import { afterAll, beforeAll, inject } from "vitest";
import { parseConfig, type Config } from "../../src/config.js";
import { createLogger } from "../../src/lib/logger.js";
import { startServer, type RunningServer } from "../../src/server.js";
import { createTestDatabase } from "./test-database.js";

export interface TestServer {
  /** Where the test reaches the server: this machine (PUBLIC_URL, when a test sets one, names the shop's public address). */
  url: string;
  config: Config;
  server: RunningServer;
  /** With `{ readReplica: true }`: a second database the server takes as its read replica (not kept in sync). */
  replicaUrl?: string;
}

/** What a test server runs with: its own database and data dir, an ephemeral port, quiet logs; `env` overrides. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), "sutra-test-")),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    SEED_ON_EMPTY: "false",
    // Every test client signs in, signs up and searches from 127.0.0.1; rate-limit tests set their own, tighter limits.
    LOGIN_MAX_PER_IP: "1000",
    REGISTER_MAX_PER_IP: "1000",
    SEARCH_MAX_PER_IP: "1000",
    PASSWORD_RESET_MAX_PER_IP: "1000",
    // The email sender stays off, so rows do not change behind a test's back (tests that check "nothing changed");
    // email tests send with services.emails.sendDue() or run sender processes of their own.
    EMAIL_SEND_INTERVAL_SECONDS: "0",
    // Likewise the shopper loops' sweep (reminders, review requests, back-in-stock emails): tests call sweep(now).
    REMINDER_SWEEP_SECONDS: "0",
    // And the message sender and the COD confirmation sweep (issue 43): tests call sendDue() and cancelUnconfirmed(now).
    MESSAGE_SEND_INTERVAL_SECONDS: "0",
    COD_CONFIRM_SWEEP_SECONDS: "0",
    ...env,
  });
}

/** The settings production refuses to start without (the Razorpay keys are fake: nothing here calls Razorpay). */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  JWT_SECRET: "a-production-secret-of-at-least-32-chars",
  RAZORPAY_KEY_ID: "rzp_live_x",
  RAZORPAY_KEY_SECRET: "secret",
  RAZORPAY_WEBHOOK_SECRET: "hook",
  PUBLIC_URL: "https://shop.example.in",
};

/**
 * Starts the real app on an ephemeral port against this file's own fresh database, for the whole file.
 * `env` overrides settings (e.g. tighter rate limits).
 */
export function useTestServer(
  env: Record<string, string> = {},
  { readReplica = false, logTo }: { readReplica?: boolean; /** Where the server's JSON log lines go (with LOG_LEVEL in env). */ logTo?: DestinationStream } = {},
): TestServer {
  const handle = {} as TestServer;
  const drops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    const database = await createTestDatabase(inject("pgAdminUrl"), inject("pgTemplate"));
    drops.push(database.drop);
    if (readReplica) {
      const replica = await createTestDatabase(inject("pgAdminUrl"), inject("pgTemplate"));
      drops.push(replica.drop);
      handle.replicaUrl = replica.url;
      env = { ...env, DATABASE_READ_URLS: replica.url };
    }
    const config = testConfig(database.url, env);
    const server = await startServer(config, createLogger(config, logTo));
    Object.assign(handle, { url: `http://localhost:${server.port}`, config, server });
  });
  afterAll(async () => {
    await handle.server?.close();
    for (const drop of drops) await drop();
  });
  return handle;
}
