import type { AddressInfo } from "node:net";
import express from "express";
import type { DataSource } from "typeorm";
import { createHttpServer } from "../../lib/http-server.js";
import type { Config } from "../../config.js";
import type { Logger } from "../../lib/logger.js";
import type { ShippingProvider } from "./provider.js";
import { ShiprocketSandbox } from "./shiprocket-sandbox.js";
import { ShiprocketProvider, type ShiprocketOptions } from "./shiprocket.js";
import { PostgresTokenStore } from "./token-store.js";

export { type Booking, type BookingRequest, type NdrAnswer, type ParcelAddress, type ParcelBox, type ParcelItem, SCAN_STATUSES, type ScanEvent, type ScanStatus, type ShippingFailure, type ShippingProvider, ShippingProviderError } from "./provider.js";
export { LABEL_OF_STATUS, parseShiprocketDate, scanStatusOf, ShiprocketProvider, type ShiprocketOptions } from "./shiprocket.js";
export { istDateTime, type SandboxShipment, ShiprocketSandbox } from "./shiprocket-sandbox.js";
export { MemoryTokenStore, PostgresTokenStore, TOKEN_DAYS, type TokenStore } from "./token-store.js";

/** Where the in-app stand-in is mounted, and where Shiprocket (or it) posts tracking webhooks. */
export const SHIPPING_SANDBOX_MOUNT = "/__sandbox/shiprocket";
export const SHIPPING_WEBHOOK_PATH = "/api/shipping/shiprocket/webhook";

export interface ShippingSetup {
  provider: ShippingProvider;
  /** The offline stand-in (SHIPPING_PROVIDER=sandbox, the default). */
  sandbox: ShiprocketSandbox | undefined;
  /** In sandbox mode: once the app listens, the provider and the stand-in's webhooks go to its loopback address (`publicUrl`: the shop's address, for tracking links). */
  attach(appBaseUrl: string, publicUrl?: string): void;
}


/** The seller's address as the warehouse reverse pickups go to: "12 MG Road, Bengaluru, Karnataka 560001, India". */
export function warehouseOf(seller: Config["seller"]): ShiprocketOptions["warehouse"] {
  const parts = seller.address.split(",").map((p) => p.trim()).filter((p) => p && !/^india$/i.test(p));
  const last = parts[parts.length - 1] ?? "";
  const pincode = /\b([1-9]\d{5})\b/.exec(seller.address)?.[1] ?? "";
  return {
    name: seller.name,
    address: parts.slice(0, Math.max(1, parts.length - 2)).join(", "),
    city: parts[parts.length - 2] ?? "",
    state: last.replace(/\s*[1-9]\d{5}\s*$/, ""),
    pincode,
    phone: "9999999999",
    email: "warehouse@sutra.shop",
  };
}


/**
 * The shipping provider for this configuration: Shiprocket's API, or the stand-in served by this very app (its state
 * in the shop's database), with the token shared by every node in `shipping_tokens`.
 */
export function createShippingProvider(config: Config, logger: Logger, dataSource: DataSource): ShippingSetup {
  const s = config.shipping;
  const localBase = `http://127.0.0.1:${config.port}${SHIPPING_SANDBOX_MOUNT}`;
  const sandbox =
    s.mode === "sandbox"
      ? new ShiprocketSandbox({
          email: s.email,
          password: s.password,
          webhookToken: s.webhookToken,
          dataSource,
          baseUrl: localBase,
          onWebhookError: (error) => logger.warn({ err: error }, "the Shiprocket sandbox could not deliver a webhook"),
        })
      : undefined;
  const provider = new ShiprocketProvider({
    email: s.email,
    password: s.password,
    webhookToken: s.webhookToken,
    baseUrl: s.apiBaseUrl ?? localBase,
    pickupLocation: s.pickupLocation,
    warehouse: warehouseOf(config.seller),
    timeoutMs: s.timeoutMs,
    tokens: new PostgresTokenStore(dataSource, s.mode),
    trackingBaseUrl: sandbox ? `${(config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, "")}${SHIPPING_SANDBOX_MOUNT}/tracking/` : undefined,
  });
  return {
    provider,
    sandbox,
    attach(appBaseUrl, publicUrl) {
      if (!sandbox) return;
      const base = appBaseUrl.replace(/\/+$/, "");
      provider.useBaseUrl(`${base}${SHIPPING_SANDBOX_MOUNT}`, `${(publicUrl ?? base).replace(/\/+$/, "")}${SHIPPING_SANDBOX_MOUNT}/tracking/`);
      sandbox.baseUrl = `${base}${SHIPPING_SANDBOX_MOUNT}`;
      sandbox.webhookUrl = `${base}${SHIPPING_WEBHOOK_PATH}`;
    },
  };
}

/**
 * The shipping provider for work done before the app listens (the demo seed books and moves its parcels at startup):
 * the stand-in served on a loopback port of its own, keeping its parcels in the same table the app's stand-in reads
 * afterwards. No webhooks: simulateShipmentEvent then reads the scan itself. Sandbox mode only; `close()` stops it.
 */
export async function startOfflineShippingProvider(config: Config, logger: Logger, dataSource: DataSource): Promise<ShippingSetup & { close(): Promise<void> }> {
  if (config.shipping.mode !== "sandbox") throw new Error("the offline shipping provider exists in sandbox mode only (SHIPPING_PROVIDER=sandbox)");
  const setup = createShippingProvider(config, logger, dataSource);
  const app = express();
  app.use(SHIPPING_SANDBOX_MOUNT, setup.sandbox!.router);
  const server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SHIPPING_SANDBOX_MOUNT}`;
  (setup.provider as ShiprocketProvider).useBaseUrl(base);
  setup.sandbox!.baseUrl = base;
  return { ...setup, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
