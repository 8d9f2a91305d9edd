/**
 * Review requests: REVIEW_REQUEST_DAYS after an order was delivered, one email to its buyer asking for a review of each
 * product of it they have not reviewed yet (still in the catalogue), each with a link that opens the product's review
 * form. Only while the buyer's marketing email consent is in force; once per order (review_requests' primary key,
 * written with the email in one transaction). Orders delivered more than REQUEST_WINDOW_DAYS before they were due are
 * skipped: a first start of the job on an old shop asks nobody about last season's orders.
 */
import type { DataSource } from "typeorm";
import type { Config } from "../../config.js";
import { renderReviewRequestEmail } from "../emails/index.js";
import { emailConsentGranted } from "./consent.js";
import { LINK_PATHS, type ShopperLinks } from "./links.js";
import type { NotifyShopper } from "./notify.js";

const REQUEST_WINDOW_DAYS = 14;
const BATCH = 100;

/** Spec §9: an order's reference is # and the last 6 characters of its id, upper case (order-view.ts says the same). */
const reference = (orderId: string) => `#${orderId.slice(-6).toUpperCase()}`;

export function createReviewRequestsService({ dataSource, config, links, notify }: { dataSource: DataSource; config: Config; links: ShopperLinks; notify: NotifyShopper }) {
  const { reviewRequestDays } = config.shopperLoops;

  return {
    /** Queues the review requests due at `now`; returns how many emails were queued. */
    async sendDue(now: Date = new Date()): Promise<number> {
      // Delivered orders (orders_status_created_idx bounds them: delivered after they were placed) whose delivery is due.
      const due: Array<{ id: string; user_id: string; email: string; name: string }> = await dataSource.query(
        `SELECT o.id, o.user_id, u.email, u.name
           FROM orders o JOIN users u ON u.id = o.user_id
          CROSS JOIN LATERAL (SELECT max(h.created_at) AS at FROM order_status_history h WHERE h.order_id = o.id AND h.to_status = 'delivered') d
          WHERE o.status = 'delivered' AND o.created_at > $1::timestamptz - make_interval(days => $2::int + $3::int + 60)
            AND d.at <= $1::timestamptz - make_interval(days => $2) AND d.at > $1::timestamptz - make_interval(days => $2::int + $3::int)
            AND u.blocked_at IS NULL AND ${emailConsentGranted("u.id")}
            AND NOT EXISTS (SELECT 1 FROM review_requests r WHERE r.order_id = o.id)
          ORDER BY d.at LIMIT ${BATCH}`,
        [now, reviewRequestDays, REQUEST_WINDOW_DAYS],
      );
      let sent = 0;
      for (const order of due) {
        const queued = await dataSource.transaction(async (manager) => {
          const products: Array<{ title: string; slug: string }> = await manager.query(
            `SELECT p.title, p.slug FROM products p
              WHERE p.id IN (SELECT l.product_id FROM order_lines l WHERE l.order_id = $1)
                AND p.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.user_id = $2)
              ORDER BY p.title, p.id`,
            [order.id, order.user_id],
          );
          const [handled]: Array<{ order_id: string }> = await manager.query(
            `INSERT INTO review_requests (order_id, user_id, product_count) VALUES ($1, $2, $3) ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
            [order.id, order.user_id, products.length],
          );
          if (!handled || !products.length) return false;
          return notify(
            manager,
            {
              userId: order.user_id,
              recipient: order.email,
              kind: "review_request",
              dedupeKey: `review_request:${order.id}`,
              orderId: order.id,
              email: (unsubscribeUrl) =>
                renderReviewRequestEmail(config.brandName, {
                  name: order.name,
                  orderReference: reference(order.id),
                  products: products.map((p) => ({ title: p.title, reviewUrl: links.url(LINK_PATHS.product(p.slug), { review: "1" }) })),
                  unsubscribeUrl,
                }),
            },
            now,
          );
        });
        if (queued) sent += 1;
      }
      return sent;
    },
  };
}

export type ReviewRequestsService = ReturnType<typeof createReviewRequestsService>;
