import type { ServiceContext } from "./context.js";

export function createFeaturesService(_ctx: ServiceContext) {
  return {};
}

export type FeaturesService = ReturnType<typeof createFeaturesService>;
