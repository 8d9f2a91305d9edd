import type { ServiceContext } from "./context.js";

export function createOrdersService(_ctx: ServiceContext) {
  return {};
}

export type OrdersService = ReturnType<typeof createOrdersService>;
