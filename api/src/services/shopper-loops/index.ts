/**
 * What brings a shopper back (issue 44): the wishlist, back-in-stock alerts, abandoned-cart reminders, review requests
 * and the marketing consent they rest on; one job sweeps the timers. Messages leave through one seam (notify.ts: email
 * now, WhatsApp to come). Other code reaches this module only through this file.
 */
import type { CartService } from "../cart.service.js";
import type { ServiceContext } from "../context.js";
import type { ShopperEmailOutbox } from "../emails/index.js";
import { createCartRemindersService } from "./cart-reminders.js";
import type { EntityManager } from "typeorm";
import { CONSENT_TEXTS, createMarketingConsentService, recordEmailConsent } from "./consent.js";
import { createShopperLinks } from "./links.js";
import { createNotifyShopper } from "./notify.js";
import { createReviewRequestsService } from "./review-requests.js";
import { createStockAlertsService } from "./stock-alerts.js";
import { createWishlistService } from "./wishlist.js";
import { startPeriodicJob } from "../../lib/periodic-job.js";

export { CART_REMINDER_MESSAGES, type CartRemindersService, type RestoredCart } from "./cart-reminders.js";
export { CONSENT_TEXTS, type ConsentRecord, emailConsentGranted, type MarketingConsentService, type MarketingConsentView, recordEmailConsent } from "./consent.js";
export { STOCK_ALERT_MESSAGES, type StockAlertDemand, type StockAlertsService, type StockAlertView } from "./stock-alerts.js";
export { WISHLIST_LIMIT, WISHLIST_MESSAGES, type WishlistItemView, type WishlistService, type WishlistView } from "./wishlist.js";

/** The lease under which one node at a time sweeps the timers. */
const SWEEP_LEASE = "shopper-loops-sweep";

/** What one sweep sent. */
export interface SweepResult {
  backInStock: number;
  firstReminders: number;
  secondReminders: number;
  reviewRequests: number;
}

export function createShopperLoops(ctx: ServiceContext, { emails, cart }: { emails: ShopperEmailOutbox; cart: CartService }) {
  const { dataSource, config, logger } = ctx;
  const links = createShopperLinks(config);
  const notify = createNotifyShopper(emails, links);
  const stockAlerts = createStockAlertsService({ dataSource, brand: config.brandName, links, notify });
  const cartReminders = createCartRemindersService({ dataSource, config, links, notify, cart });
  const reviewRequests = createReviewRequestsService({ dataSource, config, links, notify });

  /**
   * One sweep of every loop at `now` (tests pass their own): the back-in-stock queue, first and second cart reminders,
   * review requests. One node at a time: the shop's job lease (services/leases.ts: a row with a heartbeat, taken over
   * from a node that hangs); every step is a guarded write with its email in one transaction besides, so nothing is
   * sent twice even by two sweeps at once. Null when another node holds the lease (`wait`: wait for it instead).
   */
  async function sweep(now: Date = new Date(), { wait = false }: { wait?: boolean } = {}): Promise<SweepResult | null> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const result = await ctx.leases.run(SWEEP_LEASE, async (): Promise<SweepResult> => ({
        backInStock: await stockAlerts.sendRestocked(now),
        firstReminders: await cartReminders.sendFirstReminders(now),
        secondReminders: await cartReminders.sendSecondReminders(now),
        reviewRequests: await reviewRequests.sendDue(now),
      }));
      if (result) {
        if (Object.values(result).some((n) => n > 0)) logger.info(result, "shopper loops: messages queued");
        return result;
      }
      if (!wait || Date.now() > deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    wishlist: createWishlistService({ dataSource }),
    stockAlerts,
    marketing: createMarketingConsentService({ dataSource, links }),
    cartReminders: { restore: cartReminders.restore },
    sweep,
    /** A new account's consent to marketing emails, ticked at sign-up: recorded in the sign-up's transaction. */
    signupConsent: async (manager: EntityManager, userId: string): Promise<void> => {
      await recordEmailConsent(manager, userId, true, "register", CONSENT_TEXTS.emailWording);
    },

    /** Runs the sweep every REMINDER_SWEEP_SECONDS on this node (0: never); returns its stopper. */
    startSweepJob(): () => Promise<void> {
      return startPeriodicJob({ everyMs: config.shopperLoops.sweepSeconds * 1000, run: sweep, logger, failure: "the shopper loops' sweep failed" });
    },
  };
}

export type ShopperLoops = ReturnType<typeof createShopperLoops>;
