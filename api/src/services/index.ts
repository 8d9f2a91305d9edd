import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import { createAuthService } from "./auth.service.js";
import { MemoryRateLimitStore, type RateLimitStore } from "./rate-limit.js";

export interface ServiceDeps {
  dataSource: DataSource;
  config: Config;
  rateLimits?: RateLimitStore;
}

/** Every business rule of the shop, grouped by area; GraphQL resolvers and REST routes both call these. */
export function createServices({ dataSource, config, rateLimits = new MemoryRateLimitStore() }: ServiceDeps) {
  return {
    auth: createAuthService({ dataSource, config, rateLimits }),
  };
}

export type Services = ReturnType<typeof createServices>;
