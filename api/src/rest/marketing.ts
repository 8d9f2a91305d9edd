import { Router } from "express";
import type { Services } from "../services/index.js";
import { route } from "./respond.js";

/**
 * The one-click unsubscribe of every marketing email (RFC 8058): the `List-Unsubscribe` header names this URL and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` tells the mail program to POST to it (body
 * `List-Unsubscribe=One-Click`, no cookie, no redirect followed). The token in the URL says whose consent it withdraws.
 */
export function marketingRoutes(services: Services): Router {
  const router = Router();
  router.post(
    "/marketing/unsubscribe",
    route(services, async ({ req }) => {
      const { message } = await services.marketing.unsubscribe(req.query.token, "one_click");
      return { success: true, message };
    }),
  );
  return router;
}
