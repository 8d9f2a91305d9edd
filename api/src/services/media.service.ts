import type { ServiceContext } from "./context.js";

export function createMediaService(_ctx: ServiceContext) {
  return {};
}

export type MediaService = ReturnType<typeof createMediaService>;
