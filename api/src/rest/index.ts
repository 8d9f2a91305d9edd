import express, { Router } from "express";
import type { Config } from "../config.js";
import type { Logger } from "../lib/logger.js";
import type { Services } from "../services/index.js";
import { authRoutes } from "./auth.js";
import { restErrorHandler } from "./respond.js";

/** The /api/* paths of the spec, thin adapters over the services with the rest-compat response shapes. */
export function restApi(services: Services, config: Config, logger: Logger): Router {
  const api = Router();
  api.use(express.json({ limit: "1mb" }));
  api.use("/auth", authRoutes(services, config));
  api.use((_req, res) => {
    res.status(404).json({ success: false, message: "No such API path." });
  });
  api.use(restErrorHandler(logger));
  return api;
}
