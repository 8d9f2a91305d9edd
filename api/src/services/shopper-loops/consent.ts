/**
 * Consent to marketing emails, kept as a record (India's DPDP Act 2023, s. 6): each grant and each withdrawal is a row
 * of marketing_consents with its time, the exact sentence shown and where it was given, never changed afterwards; the
 * latest row is the consent in force. Cart reminders and review requests go only while it is granted (opt-in: nobody is
 * written to for having an account). A back-in-stock alert is sent because the shopper asked for that one message, and
 * every marketing email's unsubscribe also withdraws the consent and cancels the alerts still waiting.
 */
import type { DataSource, EntityManager } from "typeorm";
import { z } from "zod";
import type { ConsentChannel } from "../../entities/shopper-loops.entity.js";
import { DomainError } from "../../lib/errors.js";
import { parseInput } from "../../lib/validation.js";
import { requireUser, type Viewer } from "../viewer.js";
import type { ShopperLinks } from "./links.js";

export const CONSENT_TEXTS = {
  /** What a shopper agrees to (sign-up's checkbox, Account → Settings): recorded word for word. */
  emailWording: "Email me a reminder of a cart I leave, news when a size I wanted is back in stock, and a request to review what I bought. I can unsubscribe at any time.",
  withdrawn: {
    settings: "I no longer want marketing emails (withdrawn in Account → Settings).",
    unsubscribe_page: "Unsubscribe me from marketing emails (the unsubscribe page of an email).",
    one_click: "Unsubscribe me from marketing emails (one click in the email program, RFC 8058).",
  },
  unsubscribed: "You are unsubscribed: we will send you no more reminders, back-in-stock alerts or review requests.",
  alreadyUnsubscribed: "You were already unsubscribed: we send you no marketing emails.",
  invalidLink: "This unsubscribe link is not valid. Sign in and turn marketing emails off under Account → Settings.",
} as const;

export type ConsentSource = "register" | "settings" | "unsubscribe_page" | "one_click" | "seed";

export interface ConsentRecord {
  channel: ConsentChannel;
  granted: boolean;
  wording: string;
  source: string;
  at: Date;
}

/** A shopper's marketing consent as the API shows it. */
export interface MarketingConsentView {
  emailGranted: boolean;
  current: ConsentRecord | null;
  history: ConsentRecord[];
  wording: string;
}

/** SQL: whether the user (`userId` an expression) has marketing email consent in force. */
export function emailConsentGranted(userId: string): string {
  return `coalesce((SELECT c.granted FROM marketing_consents c WHERE c.user_id = ${userId} AND c.channel = 'email' ORDER BY c.created_at DESC, c.id DESC LIMIT 1), false)`;
}

/**
 * Records a grant or withdrawal when it changes the consent in force (a second unsubscribe click records nothing).
 * True when a row was written.
 */
export async function recordEmailConsent(manager: EntityManager, userId: string, granted: boolean, source: ConsentSource, wording: string): Promise<boolean> {
  // The user's row is locked first: two changes of one shopper's consent take turns, so "changes it" holds.
  await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  const [row]: Array<{ id: string }> = await manager.query(
    `INSERT INTO marketing_consents (user_id, channel, granted, wording, source)
     SELECT $1, 'email', $2, $3, $4 WHERE ${emailConsentGranted("$1::uuid")} IS DISTINCT FROM $2 RETURNING id`,
    [userId, granted, wording, source],
  );
  return Boolean(row);
}

const setInput = z.object({ granted: z.boolean({ error: "granted must be true or false" }) });

export function createMarketingConsentService({ dataSource, links }: { dataSource: DataSource; links: ShopperLinks }) {
  async function history(userId: string): Promise<ConsentRecord[]> {
    const rows: Array<{ channel: ConsentChannel; granted: boolean; wording: string; source: string; created_at: Date }> = await dataSource.query(
      `SELECT channel, granted, wording, source, created_at FROM marketing_consents WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50`,
      [userId],
    );
    return rows.map((r) => ({ channel: r.channel, granted: r.granted, wording: r.wording, source: r.source, at: r.created_at }));
  }

  /** What the shopper agreed to and when (newest first), and whether email consent is in force. */
  async function view(userId: string): Promise<MarketingConsentView> {
    const records = await history(userId);
    const current = records.find((r) => r.channel === "email") ?? null;
    return { emailGranted: current?.granted ?? false, current, history: records, wording: CONSENT_TEXTS.emailWording };
  }

  /** Withdraws consent and cancels the alerts still waiting (the same transaction). */
  async function withdraw(manager: EntityManager, userId: string, source: Exclude<ConsentSource, "register" | "seed">): Promise<boolean> {
    const changed = await recordEmailConsent(manager, userId, false, source, CONSENT_TEXTS.withdrawn[source]);
    const [, cancelled]: [unknown, number] = await manager.query(`UPDATE stock_alerts SET status = 'cancelled', closed_at = now() WHERE user_id = $1 AND status = 'waiting'`, [userId]);
    return changed || cancelled > 0;
  }

  return {
    /** The caller's marketing consent and its record. */
    async myConsent(viewer: Viewer | null) {
      const { userId } = requireUser(viewer);
      return view(userId);
    },

    /** Gives (with the shop's wording) or withdraws the caller's consent to marketing emails. */
    async setEmailConsent(viewer: Viewer | null, raw: unknown) {
      const { userId } = requireUser(viewer);
      const { granted } = parseInput(setInput, raw);
      await dataSource.transaction(async (manager) =>
        granted ? recordEmailConsent(manager, userId, true, "settings", CONSENT_TEXTS.emailWording) : withdraw(manager, userId, "settings"),
      );
      return view(userId);
    },

    /** What an unsubscribe link is about, without changing anything (the page shows it before the click). */
    async unsubscribeStatus(token: unknown): Promise<{ email: string; subscribed: boolean }> {
      const link = await links.verify(token, "unsubscribe");
      if (!link.ok) throw new DomainError("BAD_USER_INPUT", CONSENT_TEXTS.invalidLink, "token");
      const [row]: Array<{ email: string; subscribed: boolean; alerts: boolean }> = await dataSource.query(
        `SELECT u.email, ${emailConsentGranted("u.id")} AS subscribed, EXISTS (SELECT 1 FROM stock_alerts a WHERE a.user_id = u.id AND a.status = 'waiting') AS alerts
           FROM users u WHERE u.id = $1`,
        [link.userId],
      );
      if (!row) throw new DomainError("BAD_USER_INPUT", CONSENT_TEXTS.invalidLink, "token");
      return { email: maskEmail(row.email), subscribed: row.subscribed || row.alerts };
    },

    /**
     * The unsubscribe of a marketing email's link (the page's button, or the mail program's one-click POST): anyone
     * holding the link may use it, signed in or not, as RFC 8058 requires. Idempotent.
     */
    async unsubscribe(token: unknown, source: "unsubscribe_page" | "one_click"): Promise<{ message: string }> {
      const link = await links.verify(token, "unsubscribe");
      if (!link.ok) throw new DomainError("BAD_USER_INPUT", CONSENT_TEXTS.invalidLink, "token");
      const changed = await dataSource.transaction(async (manager) => {
        const [user]: Array<{ id: string }> = await manager.query(`SELECT id FROM users WHERE id = $1`, [link.userId]);
        if (!user) throw new DomainError("BAD_USER_INPUT", CONSENT_TEXTS.invalidLink, "token");
        return withdraw(manager, user.id, source);
      });
      return { message: changed ? CONSENT_TEXTS.unsubscribed : CONSENT_TEXTS.alreadyUnsubscribed };
    },
  };
}

/** "p•••@example.com": enough for its owner to recognise, not enough to hand someone else's address to a reader. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
}

export type MarketingConsentService = ReturnType<typeof createMarketingConsentService>;
