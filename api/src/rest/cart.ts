import { Router } from "express";
import type { CartView } from "../services/cart.service.js";
import type { Services } from "../services/index.js";
import { toRupees } from "../lib/money.js";
import { requireOwnUserId, route } from "./respond.js";

/** The rest-compat cart: rupees, `color` (the client's spelling), size and colour only when set. */
function restCart(cart: CartView) {
  return {
    _id: cart.id,
    userId: cart.userId,
    items: cart.lines.map((line) => ({
      productId: line.productId,
      image: line.image,
      title: line.title,
      price: toRupees(line.pricePaise),
      salePrice: toRupees(line.salePricePaise),
      quantity: line.quantity,
      ...(line.colour !== null ? { color: line.colour } : {}),
      ...(line.size !== null ? { size: line.size } : {}),
    })),
  };
}

type Body = Record<string, unknown>;

/** The line key and quantity from a REST body (`color` or `colour`). */
function lineInput(body: Body) {
  return { productId: body.productId, quantity: body.quantity, size: body.size, colour: body.color ?? body.colour };
}

export function cartRoutes(services: Services): Router {
  const router = Router();

  router.post(
    "/shop/cart/add",
    route(services, async ({ viewer, req }) => {
      const body = (req.body ?? {}) as Body;
      const caller = requireOwnUserId(viewer, body.userId);
      // The older client never had sizes or colours: without them, the one in stock (or the choices, named).
      return { success: true, data: restCart(await services.cart.add(caller, lineInput(body), { pickOnlyInStock: true })) };
    }),
  );

  router.get(
    "/shop/cart/get/:userId",
    route(services, async ({ viewer, req }) => {
      const caller = requireOwnUserId(viewer, req.params.userId);
      return { success: true, data: restCart(await services.cart.get(caller)) };
    }),
  );

  router.put(
    "/shop/cart/update-cart",
    route(services, async ({ viewer, req }) => {
      const body = (req.body ?? {}) as Body;
      const caller = requireOwnUserId(viewer, body.userId);
      return { success: true, data: restCart(await services.cart.setQuantity(caller, lineInput(body))) };
    }),
  );

  router.delete(
    "/shop/cart/:userId/:productId",
    route(services, async ({ viewer, req }) => {
      const caller = requireOwnUserId(viewer, req.params.userId);
      return { success: true, data: restCart(await services.cart.removeProduct(caller, req.params.productId)) };
    }),
  );

  return router;
}
