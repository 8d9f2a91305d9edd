import { Router } from "express";
import type { AddressEntity } from "../entities/address.entity.js";
import type { Services } from "../services/index.js";
import { requireOwnUserId, route } from "./respond.js";

/** The rest-compat address (spec §3 names, `_id`). */
function restAddress(address: AddressEntity) {
  return {
    _id: address.id,
    userId: address.userId,
    name: address.name,
    address: address.address,
    city: address.city,
    phone: address.phone,
    pincode: address.pincode,
    notes: address.notes,
    createdAt: address.createdAt,
    updatedAt: address.updatedAt,
  };
}

export function addressesRoutes(services: Services): Router {
  const router = Router();

  router.post(
    "/shop/address/add",
    route(services, async ({ viewer, req, res }) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const caller = requireOwnUserId(viewer, body.userId);
      const address = await services.addresses.add(caller, body);
      res.status(201);
      return { success: true, data: restAddress(address) };
    }),
  );

  router.get(
    "/shop/address/get/:userId",
    route(services, async ({ viewer, req }) => {
      const caller = requireOwnUserId(viewer, req.params.userId);
      return { success: true, data: (await services.addresses.list(caller)).map(restAddress) };
    }),
  );

  router.put(
    "/shop/address/update/:userId/:addressId",
    route(services, async ({ viewer, req }) => {
      const caller = requireOwnUserId(viewer, req.params.userId);
      return { success: true, data: restAddress(await services.addresses.update(caller, req.params.addressId, req.body ?? {})) };
    }),
  );

  const remove = route(services, async ({ viewer, req }) => {
    const caller = requireOwnUserId(viewer, req.params.userId);
    const { message } = await services.addresses.delete(caller, req.params.addressId);
    return { success: true, message };
  });
  router.delete("/shop/address/:userId/:addressId", remove);
  router.delete("/shop/address/delete/:userId/:addressId", remove);

  return router;
}
