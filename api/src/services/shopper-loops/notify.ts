/**
 * The one way a message reaches a shopper from the loops that bring them back (cart reminders, back in stock, review
 * requests). Today: an email through the outbox, in the caller's transaction, with the List-Unsubscribe headers every
 * marketing email carries (RFC 2369, and RFC 8058's one-click POST). The seam for WhatsApp (issue 43): a second channel
 * is added here, sent where the shopper's consent on that channel (marketing_consents, channel 'whatsapp') is in force,
 * and every caller gets it without a change.
 */
import type { EntityManager } from "typeorm";
import type { RenderedEmail, ShopperEmailKind, ShopperEmailOutbox } from "../emails/index.js";
import { LINK_PATHS, type ShopperLinks } from "./links.js";

/** How long an unsubscribe link works: mail sits in inboxes for months, and RFC 8058 expects the link to keep working. */
export const UNSUBSCRIBE_LINK_SECONDS = 400 * 24 * 3600;

export interface ShopperMessage {
  userId: string;
  /** The shopper's email address. */
  recipient: string;
  kind: ShopperEmailKind;
  /** One message per key, however often the caller runs ("back_in_stock:<alert id>"). */
  dedupeKey: string;
  orderId?: string | null;
  /** The email, given its unsubscribe page's address (for the footer). */
  email: (unsubscribeUrl: string) => RenderedEmail;
}

export type NotifyShopper = (manager: EntityManager, message: ShopperMessage, now?: Date) => Promise<boolean>;

/** Sends `message` on every channel the shopper has (email now); true when it was queued (false: its key was used). */
export function createNotifyShopper(outbox: ShopperEmailOutbox, links: ShopperLinks): NotifyShopper {
  return async (manager, message, now = new Date()) => {
    const token = await links.sign("unsubscribe", message.userId, UNSUBSCRIBE_LINK_SECONDS, {}, now);
    const pageUrl = links.url(LINK_PATHS.unsubscribe, { token });
    const oneClickUrl = links.url(LINK_PATHS.oneClickUnsubscribe, { token });
    return outbox.queueShopperEmail(manager, {
      kind: message.kind,
      dedupeKey: message.dedupeKey,
      recipient: message.recipient,
      userId: message.userId,
      orderId: message.orderId ?? null,
      email: message.email(pageUrl),
      headers: { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    // WhatsApp (issue 43) goes here: when the shopper's 'whatsapp' consent is in force, queue its template message too.
  };
}
