/**
 * Abandoned-cart reminders. A signed-in shopper's cart with lines and no change for ABANDONED_CART_MINUTES gets one
 * reminder; ABANDONED_CART_SECOND_HOURS after it, if the cart is still there, unchanged and not ordered, a second one
 * with a coupon made for that cart (ABANDONED_CART_COUPON_PERCENT, single use, 48 hours). Only to shoppers whose
 * marketing email consent is in force; nothing once they order (any order placed since the cart's last change), empty
 * the cart or unsubscribe. Each reminder is a guarded write (a row per cart and change, `second_sent_at` set once) and
 * its email is queued in the same transaction, so a sweep run twice, or on two nodes, sends nothing twice.
 *
 * The email's link ("return to my cart") is signed for that shopper (links.ts): opening it signed in as them puts the
 * reminded lines back (those still sold and in stock) and applies the coupon; anyone else is refused and nothing changes.
 */
import type { DataSource } from "typeorm";
import type { Config } from "../../config.js";
import { returningRows } from "../../db/sql.js";
import type { RemindedLine } from "../../entities/shopper-loops.entity.js";
import { DomainError } from "../../lib/errors.js";
import type { CartService, CartView } from "../cart.service.js";
import { renderCartReminderEmail } from "../emails/index.js";
import { readCartLines } from "../orders/index.js";
import { createPersonalCoupon, shopDateFormatter } from "../promotions/index.js";
import { requireUser, type Viewer } from "../viewer.js";
import { emailConsentGranted } from "./consent.js";
import { LINK_PATHS, type ShopperLinks } from "./links.js";
import type { NotifyShopper } from "./notify.js";

/** How long a reminder's link works, and the quiet time between two reminder sequences of one cart. */
export const RESTORE_LINK_DAYS = 7;
/** A cart older than this is not reminded of (a first start of the job on an old shop writes to nobody about last year's carts). */
const OLDEST_CART_DAYS = 7;
/** A second reminder due longer ago than this (the shop was down) is not sent late. */
const SECOND_REMINDER_GRACE_HOURS = 48;
/** How long the cart's coupon works. */
export const CART_COUPON_HOURS = 48;
const BATCH = 100;

export const CART_REMINDER_MESSAGES = {
  invalidLink: "This cart link is not valid. Your cart is under the Cart button, as you left it.",
  expiredLink: "This cart link has expired. Your cart is under the Cart button, as you left it.",
  otherShopper: "This link is for another shopper's cart. Sign in as the shopper it was emailed to.",
  couponDropped: (code: string, why: string) => `${code} could not be applied: ${why}`,
} as const;

/** The cart's last change: its lines' (added, quantity changed) or the cart row's (a coupon applied). */
const ACTIVITY = `greatest(c.updated_at, (SELECT max(greatest(l.created_at, l.updated_at)) FROM cart_lines l WHERE l.cart_id = c.id))`;

export interface RestoredCart {
  cart: CartView;
  couponCode: string | null;
  notice: string | null;
}

export function createCartRemindersService({
  dataSource,
  config,
  links,
  notify,
  cart,
}: {
  dataSource: DataSource;
  config: Config;
  links: ShopperLinks;
  notify: NotifyShopper;
  cart: CartService;
}) {
  const settings = config.shopperLoops;
  const formatDate = shopDateFormatter(config.shopTimeZone);

  async function restoreUrl(userId: string, reminderId: string, now: Date): Promise<string> {
    const token = await links.sign("cart_restore", userId, RESTORE_LINK_DAYS * 86_400, { rid: reminderId }, now);
    return links.url(LINK_PATHS.restoreCart, { token });
  }

  /** First reminders of carts idle long enough; returns how many were queued. */
  async function sendFirstReminders(now: Date): Promise<number> {
    const due: Array<{ cart_id: string; user_id: string; email: string; name: string }> = await dataSource.query(
      `SELECT c.id AS cart_id, c.user_id, u.email, u.name
         FROM (SELECT c.*, ${ACTIVITY} AS activity FROM carts c WHERE EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = c.id)) c
         JOIN users u ON u.id = c.user_id
        WHERE c.activity <= $1::timestamptz - make_interval(mins => $2) AND c.activity > $1::timestamptz - make_interval(days => $3)
          AND u.role = 'customer' AND u.blocked_at IS NULL AND ${emailConsentGranted("u.id")}
          AND NOT EXISTS (SELECT 1 FROM cart_reminders r WHERE r.cart_id = c.id AND (r.activity_at >= c.activity OR r.first_sent_at > $1::timestamptz - make_interval(days => $4)))
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = c.user_id AND o.created_at >= c.activity)
        ORDER BY c.activity LIMIT ${BATCH}`,
      [now, settings.abandonedCartMinutes, OLDEST_CART_DAYS, RESTORE_LINK_DAYS],
    );
    let sent = 0;
    for (const candidate of due) {
      const queued = await dataSource.transaction(async (manager) => {
        // Under the cart's lock (every cart change takes it): the lines and the activity read together, as they are.
        const [locked]: Array<{ activity: Date | null }> = await manager.query(`SELECT ${ACTIVITY} AS activity FROM carts c WHERE c.id = $1 FOR UPDATE OF c`, [candidate.cart_id]);
        const activity = locked?.activity;
        if (!activity || activity.getTime() > now.getTime() - settings.abandonedCartMinutes * 60_000) return false;
        const contents = await readCartLines(manager, candidate.user_id);
        const lines: RemindedLine[] = (contents?.lines ?? [])
          .filter((l) => !l.removed)
          .map((l) => ({ productId: l.productId, title: l.title, size: l.size, colour: l.colour, quantity: l.quantity, unitPricePaise: l.unitPricePaise }));
        if (!lines.length) return false;
        const [reminder]: Array<{ id: string }> = await manager.query(
          `INSERT INTO cart_reminders (cart_id, user_id, activity_at, lines, value_paise, first_sent_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT ON CONSTRAINT cart_reminders_cart_activity_key DO NOTHING RETURNING id`,
          [candidate.cart_id, candidate.user_id, activity, JSON.stringify(lines), lines.reduce((sum, l) => sum + l.quantity * l.unitPricePaise, 0), now],
        );
        if (!reminder) return false;
        const url = await restoreUrl(candidate.user_id, reminder.id, now);
        return notify(
          manager,
          {
            userId: candidate.user_id,
            recipient: candidate.email,
            kind: "cart_reminder",
            dedupeKey: `cart_reminder:${reminder.id}:1`,
            email: (unsubscribeUrl) => renderCartReminderEmail(config.brandName, { name: candidate.name, lines, restoreUrl: url, unsubscribeUrl }),
          },
          now,
        );
      });
      if (queued) sent += 1;
    }
    return sent;
  }

  /** Second reminders (with the cart's coupon) of carts still there, unchanged and not ordered; returns how many were queued. */
  async function sendSecondReminders(now: Date): Promise<number> {
    if (!settings.secondReminderHours) return 0;
    const due: Array<{ id: string; user_id: string; email: string; name: string; lines: RemindedLine[] }> = await dataSource.query(
      `SELECT r.id, r.user_id, u.email, u.name, r.lines
         FROM cart_reminders r JOIN users u ON u.id = r.user_id
        WHERE r.second_sent_at IS NULL
          AND r.first_sent_at <= $1::timestamptz - make_interval(hours => $2)
          AND r.first_sent_at > $1::timestamptz - make_interval(hours => $2::int + $3::int)
          AND u.blocked_at IS NULL AND ${emailConsentGranted("u.id")}
          AND EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = r.cart_id)
          AND NOT EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = r.cart_id AND greatest(l.created_at, l.updated_at) > r.first_sent_at)
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = r.user_id AND o.created_at >= r.activity_at)
        ORDER BY r.first_sent_at LIMIT ${BATCH}`,
      [now, settings.secondReminderHours, SECOND_REMINDER_GRACE_HOURS],
    );
    let sent = 0;
    for (const reminder of due) {
      const queued = await dataSource.transaction(async (manager) => {
        const claimed = await returningRows(manager, `UPDATE cart_reminders SET second_sent_at = $2 WHERE id = $1 AND second_sent_at IS NULL RETURNING id`, [reminder.id, now]);
        if (!claimed.length) return false;
        let coupon: { code: string; percent: number; expires: string } | null = null;
        if (settings.couponPercent > 0) {
          const made = await createPersonalCoupon(manager, {
            customerId: reminder.user_id,
            percent: settings.couponPercent,
            hours: CART_COUPON_HOURS,
            title: `${settings.couponPercent}% off the cart you left`,
            now,
          });
          await manager.query(`UPDATE cart_reminders SET promotion_id = $2, coupon_code = $3 WHERE id = $1`, [reminder.id, made.id, made.code]);
          coupon = { code: made.code, percent: settings.couponPercent, expires: formatDate(made.endsAt) };
        }
        const url = await restoreUrl(reminder.user_id, reminder.id, now);
        return notify(
          manager,
          {
            userId: reminder.user_id,
            recipient: reminder.email,
            kind: "cart_reminder",
            dedupeKey: `cart_reminder:${reminder.id}:2`,
            email: (unsubscribeUrl) => renderCartReminderEmail(config.brandName, { name: reminder.name, lines: reminder.lines, restoreUrl: url, unsubscribeUrl, coupon }),
          },
          now,
        );
      });
      if (queued) sent += 1;
    }
    return sent;
  }

  return {
    sendFirstReminders,
    sendSecondReminders,

    /**
     * Opens a reminder's link for the signed-in shopper it was sent to: the reminded lines the cart no longer holds are
     * added back (as far as they are still sold and in stock), and the reminder's coupon is applied when it still
     * applies. Anyone else, an expired or a forged link: refused, nothing changed.
     */
    async restore(viewer: Viewer | null, token: unknown): Promise<RestoredCart> {
      const user = requireUser(viewer);
      const link = await links.verify(token, "cart_restore");
      if (!link.ok) throw new DomainError("BAD_USER_INPUT", link.problem === "expired" ? CART_REMINDER_MESSAGES.expiredLink : CART_REMINDER_MESSAGES.invalidLink, "token");
      if (link.userId !== user.userId) throw new DomainError("FORBIDDEN", CART_REMINDER_MESSAGES.otherShopper, "token");
      const [reminder]: Array<{ lines: RemindedLine[]; coupon_code: string | null }> = await dataSource.query(`SELECT lines, coupon_code FROM cart_reminders WHERE id = $1 AND user_id = $2`, [
        link.claims.rid,
        user.userId,
      ]);
      if (!reminder) throw new DomainError("BAD_USER_INPUT", CART_REMINDER_MESSAGES.invalidLink, "token");
      let view = await cart.get(user);
      for (const line of reminder.lines) {
        const held = view.lines.filter((l) => l.productId === line.productId && (l.size ?? "") === line.size && (l.colour ?? "") === line.colour).reduce((sum, l) => sum + l.quantity, 0);
        if (held >= line.quantity) continue;
        view = await cart.add(user, { productId: line.productId, size: line.size, colour: line.colour, quantity: line.quantity - held }).catch((error: unknown) => {
          // Sold out, no longer sold, or only fewer left: the other lines still come back.
          if (error instanceof DomainError && error.code !== "UNAUTHENTICATED" && error.code !== "FORBIDDEN") return view;
          throw error;
        });
      }
      let notice: string | null = null;
      const code = reminder.coupon_code;
      if (code && view.appliedCoupon?.code !== code) {
        view = await cart.applyCoupon(user, { code }).catch((error: unknown) => {
          if (error instanceof DomainError && (error.code === "BAD_USER_INPUT" || error.code === "TOO_MANY_REQUESTS")) {
            notice = CART_REMINDER_MESSAGES.couponDropped(code, error.message);
            return view;
          }
          throw error;
        });
      }
      return { cart: view, couponCode: view.appliedCoupon?.code === code ? code : null, notice };
    },
  };
}

export type CartRemindersService = ReturnType<typeof createCartRemindersService>;
