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
  // WhatsApp Cloud API (issue 43): the subscription check, and the events (delivery reports, button presses, STOP),
  // verified by X-Hub-Signature-256 over the raw body. A bad signature is 400 and changes nothing.
  router.get(
    "/messages/whatsapp/webhook",
    route(services, async ({ req, res }) => {
      const q = req.query as Record<string, unknown>;
      const hub = (q.hub ?? {}) as Record<string, unknown>;
      const challenge = services.messages.verifySubscription({ mode: q["hub.mode"] ?? hub.mode, token: q["hub.verify_token"] ?? hub.verify_token, challenge: q["hub.challenge"] ?? hub.challenge });
      res.type("text/plain").send(challenge);
      return undefined;
    }),
  );
  router.post(
    "/messages/whatsapp/webhook",
    express.raw({ type: "application/json", limit: "1mb" }),
    route(services, async ({ req }) => {
      const { handled } = await services.messages.handleWebhook(req.body, req.get("x-hub-signature-256"));
      return { success: true, handled };
    }),
  );
  // The courier's tracking webhook (Shiprocket's, or the stand-in's): the token configured there in x-api-key. An
  // unknown AWB is answered 200 (logged); a wrong token 401, changing nothing. A flood from one sending address is
  // answered 429 with Retry-After before the body is read or anything changes (the courier sends those scans again).
  router.post(
    "/shipping/shiprocket/webhook",
    async (req, _res, next) => {
      await services.throttle.courierWebhook(req.ip ?? "unknown");
      next();
    },
    express.json({ limit: "256kb" }),
    route(services, async ({ req }) => {
      const { outcome } = await services.shipping.handleWebhook(req.body, req.get("x-api-key"));
      return { success: true, outcome };
    }),
  );
  return router;
}
