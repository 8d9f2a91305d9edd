import type { ServiceContext } from "./context.js";

export function createAddressesService(_ctx: ServiceContext) {
  return {};
}

export type AddressesService = ReturnType<typeof createAddressesService>;
