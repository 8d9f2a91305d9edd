import express, { type Request, Router } from "express";
import type { Config } from "../config.js";
import type { Logger } from "../lib/logger.js";
import type { Services } from "../services/index.js";
import { addressesRoutes } from "./addresses.js";
import { authRoutes } from "./auth.js";
import { cartRoutes } from "./cart.js";
import { featuresRoutes } from "./features.js";
import { marketingRoutes } from "./marketing.js";
import { restIdempotency } from "./idempotency.js";
import { mediaRoutes } from "./media.js";
import { ordersRoutes } from "./orders.js";
import { productsRoutes } from "./products.js";
import { restErrorHandler } from "./respond.js";
import { reviewsRoutes } from "./reviews.js";
import { webhooksRoutes } from "./webhooks.js";

/** The /api/* paths of the spec, thin adapters over the services with the rest-compat response shapes. */
export function restApi(services: Services, config: Config, logger: Logger): Router {
  const api = Router();
  // Every answer here is about its caller (every path but the webhook is for a signed-in user): never kept by a
  // shared cache, nor by the browser.
  api.use((req, res, next) => {
    res.setHeader("Cache-Control", (req as Request & { viewer?: unknown }).viewer ? "private, no-store" : "no-store");
    next();
  });
  // Webhooks verify a signature over the raw body, so they come before the JSON parser.
  api.use(webhooksRoutes(services));
  api.use(express.json({ limit: "1mb" }));
  // Cart and order changes sent with an Idempotency-Key run once per key (idempotency.ts).
  api.use(restIdempotency(services));
  api.use("/auth", authRoutes(services, config));
  api.use(mediaRoutes(services));
  api.use(productsRoutes(services));
  api.use(reviewsRoutes(services));
  api.use(featuresRoutes(services));
  api.use(cartRoutes(services));
  api.use(addressesRoutes(services));
  api.use(ordersRoutes(services));
  api.use(marketingRoutes(services));
  api.use((_req, res) => {
    res.status(404).json({ success: false, message: "No such API path." });
  });
  api.use(restErrorHandler(logger));
  return api;
}
