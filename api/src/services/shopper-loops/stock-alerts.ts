/**
 * "Tell me when it's back": a shopper waits for a sold-out size (a variant). Whatever brings its units back (an admin's
 * edit, the catalogue import, a return restocked, a cancelled or expired order) writes product_variants.stock, whose
 * deferred trigger queues the variant at commit when it went from 0 to more and someone waits (migration
 * 1796300000100). The shopper-loops job claims the queue (FOR UPDATE SKIP LOCKED, so one node takes each variant) and,
 * in one transaction, spends every waiting alert of it with a guarded update and queues each one email: exactly once
 * across nodes. A variant sold out again before the job reached it keeps its alerts waiting for the next time.
 */
import type { DataSource } from "typeorm";
import { z } from "zod";
import { returningRows } from "../../db/sql.js";
import type { StockAlertStatus } from "../../entities/shopper-loops.entity.js";
import { DomainError } from "../../lib/errors.js";
import { isUuid, parseInput } from "../../lib/validation.js";
import { findLiveProduct, variantPrices } from "../catalogue/index.js";
import { renderBackInStockEmail } from "../emails/index.js";
import { requireAdmin, requireUser, type Viewer } from "../viewer.js";
import { LINK_PATHS, type ShopperLinks } from "./links.js";
import type { NotifyShopper } from "./notify.js";

/** The most alerts one shopper may have waiting at once. */
export const MAX_WAITING_ALERTS = 50;

export const STOCK_ALERT_MESSAGES = {
  productNotFound: "Product not found!",
  variantNotFound: "This size is not sold for this product",
  chooseSize: "Please select a size",
  inStock: "This size is in stock: add it to your cart instead.",
  tooMany: `You are waiting for ${MAX_WAITING_ALERTS} sizes already. Cancel one under Account → Wishlist to ask for another.`,
  notFound: "Alert not found",
} as const;

export interface StockAlertView {
  id: string;
  productId: string;
  variantId: string;
  size: string;
  colour: string;
  status: StockAlertStatus;
  createdAt: Date;
  closedAt: Date | null;
}

export interface StockAlertDemand {
  productId: string;
  variantId: string;
  title: string;
  sku: string;
  size: string;
  colour: string;
  stock: number;
  waiting: number;
  oldestAt: Date;
}

const alertInput = z.object({
  productId: z.string({ error: "Product id is required" }).trim().min(1, "Product id is required"),
  variantId: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null),
});
const demandInput = z.object({ first: z.number().int().min(1, "first must be at least 1").max(100, "first must be at most 100").nullish().transform((v) => v ?? 20) });

const ALERT_COLUMNS = `a.id, a.product_id AS "productId", a.variant_id AS "variantId", v.size, v.colour, a.status, a.created_at AS "createdAt", a.closed_at AS "closedAt"`;

export function createStockAlertsService({ dataSource, brand, links, notify }: { dataSource: DataSource; brand: string; links: ShopperLinks; notify: NotifyShopper }) {
  return {
    /**
     * Asks for one email when a sold-out variant is back. A product sold in one size needs no variant; a size in stock
     * is refused (it can be bought now). Asking again for the same size answers the alert already waiting.
     */
    async notifyWhenInStock(viewer: Viewer | null, raw: unknown): Promise<StockAlertView> {
      const { userId } = requireUser(viewer);
      const input = parseInput(alertInput, raw);
      const product = await findLiveProduct(dataSource.manager, input.productId, { message: STOCK_ALERT_MESSAGES.productNotFound, field: "productId" });
      const variants: Array<{ id: string; stock: number }> = await dataSource.query(`SELECT id, stock FROM product_variants WHERE product_id = $1`, [product.id]);
      let variantId = input.variantId;
      if (variantId === null) {
        if (variants.length !== 1) throw new DomainError("BAD_USER_INPUT", STOCK_ALERT_MESSAGES.chooseSize, "variantId");
        variantId = variants[0]!.id;
      }
      if (!isUuid(variantId) || !variants.some((v) => v.id === variantId)) throw new DomainError("NOT_FOUND", STOCK_ALERT_MESSAGES.variantNotFound, "variantId");
      return dataSource.transaction(async (manager) => {
        // The variant's row is share-locked while the alert is written: a restock waits for this commit (and then
        // finds the alert), or came first (and this sees the stock). No alert is left waiting on a variant in stock.
        const [state]: Array<{ stock: number; waiting: number; existing: string | null }> = await manager.query(
          `SELECT v.stock,
                  (SELECT count(*)::int FROM stock_alerts a WHERE a.user_id = $1 AND a.status = 'waiting') AS waiting,
                  (SELECT a.id FROM stock_alerts a WHERE a.user_id = $1 AND a.variant_id = v.id AND a.status = 'waiting') AS existing
             FROM product_variants v WHERE v.id = $2 FOR SHARE OF v`,
          [userId, variantId],
        );
        if (!state) throw new DomainError("NOT_FOUND", STOCK_ALERT_MESSAGES.variantNotFound, "variantId");
        if (!state.existing) {
          if (state.stock > 0) throw new DomainError("BAD_USER_INPUT", STOCK_ALERT_MESSAGES.inStock, "variantId");
          if (state.waiting >= MAX_WAITING_ALERTS) throw new DomainError("BAD_USER_INPUT", STOCK_ALERT_MESSAGES.tooMany, "variantId");
          await manager.query(
            `INSERT INTO stock_alerts (user_id, product_id, variant_id) VALUES ($1, $2, $3) ON CONFLICT (user_id, variant_id) WHERE status = 'waiting' DO NOTHING`,
            [userId, product.id, variantId],
          );
        }
        const [alert]: StockAlertView[] = await manager.query(
          `SELECT ${ALERT_COLUMNS} FROM stock_alerts a JOIN product_variants v ON v.id = a.variant_id WHERE a.user_id = $1 AND a.variant_id = $2 AND a.status = 'waiting'`,
          [userId, variantId],
        );
        return alert!;
      });
    },

    /** The caller's alerts of live products: waiting ones, and those sent or cancelled in the last 30 days; newest first. */
    async mine(viewer: Viewer | null): Promise<StockAlertView[]> {
      const { userId } = requireUser(viewer);
      return dataSource.query(
        `SELECT ${ALERT_COLUMNS} FROM stock_alerts a JOIN product_variants v ON v.id = a.variant_id JOIN products p ON p.id = a.product_id
          WHERE a.user_id = $1 AND p.deleted_at IS NULL AND (a.status = 'waiting' OR a.closed_at > now() - interval '30 days')
          ORDER BY a.created_at DESC, a.id LIMIT 100`,
        [userId],
      );
    },

    /** Cancels one of the caller's alerts: true when it was waiting; false when it was sent or cancelled already. */
    async cancel(viewer: Viewer | null, id: unknown): Promise<boolean> {
      const { userId } = requireUser(viewer);
      if (!isUuid(id)) throw new DomainError("NOT_FOUND", STOCK_ALERT_MESSAGES.notFound, "id");
      const [row]: Array<{ mine: boolean; cancelled: boolean }> = await dataSource.query(
        `WITH mine AS (SELECT id FROM stock_alerts WHERE id = $1 AND user_id = $2),
              cancelled AS (UPDATE stock_alerts SET status = 'cancelled', closed_at = now() WHERE id IN (SELECT id FROM mine) AND status = 'waiting' RETURNING id)
         SELECT EXISTS (SELECT 1 FROM mine) AS mine, EXISTS (SELECT 1 FROM cancelled) AS cancelled`,
        [id, userId],
      );
      if (!row?.mine) throw new DomainError("NOT_FOUND", STOCK_ALERT_MESSAGES.notFound, "id");
      return row.cancelled;
    },

    /** The admin's view of demand: live variants with shoppers waiting, most waited for first. */
    async demand(viewer: Viewer | null, raw: unknown = {}): Promise<StockAlertDemand[]> {
      requireAdmin(viewer);
      const { first } = parseInput(demandInput, raw);
      return dataSource.query(
        `SELECT p.id AS "productId", v.id AS "variantId", p.title, v.sku, v.size, v.colour, v.stock, w.waiting, w.oldest AS "oldestAt"
           FROM (SELECT variant_id, count(*)::int AS waiting, min(created_at) AS oldest FROM stock_alerts WHERE status = 'waiting' GROUP BY variant_id) w
           JOIN product_variants v ON v.id = w.variant_id JOIN products p ON p.id = v.product_id
          WHERE p.deleted_at IS NULL
          ORDER BY w.waiting DESC, w.oldest, v.id
          LIMIT $1`,
        [first],
      );
    },

    /**
     * Sends what the restock queue holds: each claimed variant in one transaction (claim, spend, emails). Returns the
     * number of alerts sent. Safe on any number of nodes at once.
     */
    async sendRestocked(now: Date = new Date()): Promise<number> {
      let sent = 0;
      for (;;) {
        const done = await dataSource.transaction(async (manager) => {
          const [claimed]: Array<{
            variant_id: string;
            stock: number;
            size: string;
            colour: string;
            v_price: number | null;
            v_sale: number | null;
            title: string;
            slug: string;
            price_paise: number;
            sale_price_paise: number;
            deleted: boolean;
          }> = await manager.query(
            `SELECT r.variant_id, v.stock, v.size, v.colour, v.price_paise AS v_price, v.sale_price_paise AS v_sale,
                    p.title, p.slug, p.price_paise, p.sale_price_paise, p.deleted_at IS NOT NULL AS deleted
               FROM stock_alert_restocks r JOIN product_variants v ON v.id = r.variant_id JOIN products p ON p.id = v.product_id
              ORDER BY r.restocked_at, r.variant_id LIMIT 1 FOR UPDATE OF r SKIP LOCKED`,
          );
          if (!claimed) return null;
          await manager.query(`DELETE FROM stock_alert_restocks WHERE variant_id = $1`, [claimed.variant_id]);
          // Sold out again meanwhile, or no longer sold: the alerts wait for the next restock (or go with the product).
          if (claimed.stock <= 0 || claimed.deleted) return 0;
          const spent = await returningRows<{ id: string; user_id: string; email: string; name: string; blocked: boolean }>(
            manager,
            `UPDATE stock_alerts a SET status = 'sent', closed_at = $2 FROM users u
              WHERE a.variant_id = $1 AND a.status = 'waiting' AND u.id = a.user_id
             RETURNING a.id, a.user_id, u.email, u.name, u.blocked_at IS NOT NULL AS blocked`,
            [claimed.variant_id, now],
          );
          // A blocked account's alerts are spent without an email.
          const alerts = spent.filter((a) => !a.blocked);
          const price = variantPrices({ pricePaise: claimed.price_paise, salePricePaise: claimed.sale_price_paise }, { pricePaise: claimed.v_price, salePricePaise: claimed.v_sale }).effectivePaise;
          const productUrl = links.url(LINK_PATHS.product(claimed.slug), { size: claimed.size || undefined, colour: claimed.colour || undefined });
          for (const alert of alerts) {
            await notify(
              manager,
              {
                userId: alert.user_id,
                recipient: alert.email,
                kind: "back_in_stock",
                dedupeKey: `back_in_stock:${alert.id}`,
                email: (unsubscribeUrl) =>
                  renderBackInStockEmail(brand, { name: alert.name, title: claimed.title, size: claimed.size, colour: claimed.colour, pricePaise: price, productUrl, unsubscribeUrl }),
              },
              now,
            );
          }
          return alerts.length;
        });
        if (done === null) return sent;
        sent += done;
      }
    },
  };
}

export type StockAlertsService = ReturnType<typeof createStockAlertsService>;
