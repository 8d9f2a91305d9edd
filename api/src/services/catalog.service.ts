import type { ServiceContext } from "./context.js";

export function createCatalogService(_ctx: ServiceContext) {
  return {};
}

export type CatalogService = ReturnType<typeof createCatalogService>;
