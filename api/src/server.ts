import type { AddressInfo } from "node:net";
import type { DataSource } from "typeorm";
import { type Config, publicUrlOf } from "./config.js";
import { openDatabase, runPendingMigrations } from "./db/database.js";
import { createApp } from "./http/app.js";
import { createMetrics } from "./http/metrics.js";
import type { Lifecycle } from "./http/operations.js";
import { type ClusterBus, LocalBus, RedisBus } from "./lib/cluster-bus.js";
import { createHttpServer } from "./lib/http-server.js";
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore } from "./services/rate-limit.js";
import type { Redis } from "ioredis";
import { createLogger, type Logger } from "./lib/logger.js";
import { createServices, type Services } from "./services/index.js";
import { WHATSAPP_WEBHOOK_PATH } from "./payments/messaging/index.js";

export interface RunningServer {
  url: string;
  port: number;
  logger: Logger;
  services: Services;
  /** For tests and tools that need what no public API offers (e.g. counting rows). */
  dataSource: DataSource;
  close(): Promise<void>;
}

/** Opens the database, migrates (and seeds an empty one), and serves the whole shop over HTTP. */
export async function startServer(config: Config, logger: Logger = createLogger(config)): Promise<RunningServer> {
  const db = await openDatabase(config, (line) => logger.info(line), { bounded: true });
  const { dataSource } = db;
  let cluster: Awaited<ReturnType<typeof connectCluster>> | undefined;
  try {
    const applied = await runPendingMigrations(dataSource);
    for (const migration of applied) logger.info(`Applied migration ${migration.name}`);

    cluster = await connectCluster(config, logger);
    const metrics = createMetrics({ dataSource });
    const services = createServices({ dataSource, config, logger, bus: cluster.bus, rateLimits: cluster.rateLimits, observeCache: metrics.cacheLookup });
    if (config.seedOnEmpty) {
      const { isDatabaseEmpty, seedDemoData } = await import("./db/seed/index.js");
      if (await isDatabaseEmpty(dataSource)) {
        logger.info("Empty database: loading the demo catalogue");
        await seedDemoData(dataSource, config, { log: (line) => logger.info(line) });
      }
    }

    const lifecycle: Lifecycle = { draining: false };
    const httpServer = createHttpServer(undefined, { draining: () => lifecycle.draining });
    const { handler, stop } = await createApp({ config, services, dataSource, logger, httpServer, metrics, lifecycle, redis: cluster.redis });
    httpServer.on("request", handler);
    await new Promise<void>((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(config.port, config.host, resolve);
    });
    const port = (httpServer.address() as AddressInfo).port;
    const url = publicUrlOf(config, port);
    logger.info(`${config.brandName} is serving on ${url} using ${db.description}`);
    services.paymentProvider.attach(`http://${loopbackHost(config.host)}:${port}`);
    services.shippingSetup.attach(`http://${loopbackHost(config.host)}:${port}`, url);
    if (services.paymentProvider.sandbox) logger.warn("No Razorpay keys configured: payments go to the offline Razorpay sandbox (no real money)");
    const stopExpiryJob = services.checkout.startExpiryJob();
    const stopDeferredWebhooks = services.payments.startDeferredWebhookJob();
    const stopEmailJob = services.emails.startSenderJob();
    services.messages.attach(`http://${loopbackHost(config.host)}:${port}`, WHATSAPP_WEBHOOK_PATH);
    const stopMessageJob = services.messages.startSenderJob();
    const stopCodConfirmationSweep = services.codConfirmation.startSweepJob();
    const stopIdempotencySweep = services.idempotency.startSweepJob();
    const stopShopperLoops = services.shopperLoops.startSweepJob();
    let closing: Promise<void> | undefined;

    const running: RunningServer = {
      url,
      port,
      logger,
      services,
      dataSource,
      // Graceful: no new connections, requests in flight finish (within SHUTDOWN_GRACE_SECONDS), then the pools
      // close. Asking again (a second signal) waits for the same shutdown.
      close() {
        closing ??= shutdown();
        return closing;
      },
    };

    return running;

    async function shutdown(): Promise<void> {
      lifecycle.draining = true;
      await stopExpiryJob();
      await stopDeferredWebhooks();
      await stopEmailJob();
      await stopMessageJob();
      await stopCodConfirmationSweep();
      await stopIdempotencySweep();
      await stopShopperLoops();
      await stop(); // Apollo's drain plugin: closes the listener and idle connections, waits for the rest
      await services.account.settled(); // work answered before it was done (a reset request's email)
      await services.paymentProvider.sandbox?.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await services.idempotency.close();
      await services.close();
      await db.close();
      await cluster?.close();
    }
  } catch (error) {
    await db.close();
    await cluster?.close();
    throw error;
  }
}

/** Redis, when configured: shared rate limits, and the bus that keeps the nodes' caches and sessions in step. */
async function connectCluster(config: Config, logger: Logger): Promise<{ bus: ClusterBus; rateLimits: RateLimitStore; redis?: Redis; close(): Promise<void> }> {
  if (!config.redisUrl) return { bus: new LocalBus(), rateLimits: new MemoryRateLimitStore(), close: async () => {} };
  // Loaded only when used: ioredis is a tenth of a second of a single node's start.
  const { createRedis } = await import("./lib/redis.js");
  const redis = createRedis(config.redisUrl, logger, "commands", config.bounds);
  const bus = new RedisBus(redis, createRedis(config.redisUrl, logger, "subscriber", config.bounds), logger, config.redisPrefix);
  return { bus, redis, rateLimits: new RedisRateLimitStore(redis, config.redisPrefix), close: () => bus.close() };
}

/** How this process reaches itself: the listening address, or loopback when listening on every interface. */
function loopbackHost(host: string): string {
  if (!host || host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}
