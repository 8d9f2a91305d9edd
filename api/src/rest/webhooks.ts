import express, { Router } from "express";
import type { Services } from "../services/index.js";
import { route } from "./respond.js";

/**
 * Razorpay's webhooks. Mounted before the JSON parser: the signature is over the raw body. Answers 200 once the
 * event is handled (or is a duplicate, or not ours), 400 for a bad signature, and an error status when the
 * event should be delivered again.
 */
export function webhooksRoutes(services: Services): Router {
  const router = Router();
  router.post(
    "/payments/razorpay/webhook",
    express.raw({ type: "application/json", limit: "1mb" }),
    route(services, async ({ req }) => {
      const { outcome } = await services.payments.handleWebhook(req.body, req.get("x-razorpay-signature"), req.get("x-razorpay-event-id"));
      return { success: true, outcome };
    }),
  );
  // The courier's tracking webhook (Shiprocket's, or the stand-in's): the token configured there in x-api-key. An
  // unknown AWB is answered 200 (logged); a wrong token 401, changing nothing.
  router.post(
    "/shipping/shiprocket/webhook",
    express.json({ limit: "256kb" }),
    route(services, async ({ req }) => {
      const { outcome } = await services.shipping.handleWebhook(req.body, req.get("x-api-key"));
      return { success: true, outcome };
    }),
  );
  return router;
}
