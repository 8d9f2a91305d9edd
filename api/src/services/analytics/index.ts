/**
 * Analytics with consent (issue 45): what the shop measures of a purchase, for the web app's tag and for Google
 * Analytics' Measurement Protocol (sent by the server, so an ad blocker does not hide a sale). Only for a shopper whose
 * browser has their consent: the app asks for the measurement only then. Other code reaches this module only through
 * this file.
 */
import { z } from "zod";
import { AnalyticsPurchaseEntity } from "../../entities/analytics-purchase.entity.js";
import { DomainError } from "../../lib/errors.js";
import { parseInput } from "../../lib/validation.js";
import { CATALOGUE_OPTIONS } from "../catalogue/index.js";
import type { ServiceContext } from "../context.js";
import type { OrdersService } from "../orders/index.js";
import type { Viewer } from "../viewer.js";
import { sendPurchase } from "./measurement-protocol.js";
import { isPurchase, type PurchaseMeasurement, purchaseMeasurement } from "./purchase-event.js";

export { purchaseParams } from "./measurement-protocol.js";
export type { MeasuredItem, PurchaseMeasurement } from "./purchase-event.js";

export const ANALYTICS_MESSAGES = {
  notAPurchase: "This order is not a purchase yet: it has not been paid or placed for cash on delivery.",
} as const;

const measureInput = z.object({
  orderId: z.string({ error: "Order id is required" }).trim().min(1, "Order id is required"),
  // GA's client id ("1234567890.1700000000") or the app's own of the same form; a session id is digits.
  clientId: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,100}$/, "Client id must be letters, digits, dots, dashes or underscores")
    .nullish(),
  sessionId: z.string().trim().regex(/^\d{1,20}$/, "Session id must be digits").nullish(),
});

export function createAnalyticsService({ dataSource, config, logger }: ServiceContext, { orders, catalogue }: { orders: Pick<OrdersService, "order">; catalogue: { productsByIds(ids: readonly string[], opts?: { includeDeleted?: boolean }): Promise<Map<string, { brand: string; category: string }>> } }) {
  const { ga4Id, apiSecret, measurementProtocolUrl } = config.analytics;
  const label = (options: ReadonlyArray<{ id: string; label: string }>, id: string) => options.find((o) => o.id === id)?.label ?? id;

  return {
    /**
     * The caller's order as GA4's `purchase` reports it (NOT_FOUND for another's). With a client id, and the
     * Measurement Protocol set up (ANALYTICS_GA4_ID and ANALYTICS_GA4_API_SECRET), the server also sends it, once per
     * order whoever asks again; a send that fails is logged and tried again at the next ask.
     */
    async measurePurchase(viewer: Viewer | null, raw: { orderId?: unknown; clientId?: unknown; sessionId?: unknown }): Promise<PurchaseMeasurement> {
      const input = parseInput(measureInput, raw);
      const view = await orders.order(viewer, input.orderId);
      if (!isPurchase(view)) throw new DomainError("BAD_USER_INPUT", ANALYTICS_MESSAGES.notAPurchase, "orderId");
      const products = await catalogue.productsByIds(view.lines.map((l) => l.productId), { includeDeleted: true });
      const labels = new Map([...products].map(([id, p]) => [id, { brand: label(CATALOGUE_OPTIONS.brands, p.brand), category: label(CATALOGUE_OPTIONS.categories, p.category) }]));
      const measurement = purchaseMeasurement(view, labels);
      if (ga4Id && apiSecret && input.clientId) {
        const repository = dataSource.getRepository(AnalyticsPurchaseEntity);
        // Claimed before the send (one of two asks at once sends), given back when the send fails.
        const claimed = await repository.createQueryBuilder().insert().values({ orderId: view.id }).orIgnore().returning("order_id").execute();
        if (claimed.raw.length > 0) {
          try {
            await sendPurchase({ measurementId: ga4Id, apiSecret, endpoint: measurementProtocolUrl }, input.clientId, measurement, input.sessionId ?? undefined);
          } catch (error) {
            logger.warn({ err: error, orderId: view.id }, "could not send a purchase to Google Analytics: it is sent again when asked again");
            await repository.delete({ orderId: view.id });
          }
        }
      }
      return measurement;
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
