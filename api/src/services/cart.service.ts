import type { ServiceContext } from "./context.js";

export function createCartService(_ctx: ServiceContext) {
  return {};
}

export type CartService = ReturnType<typeof createCartService>;
