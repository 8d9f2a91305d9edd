import type { EntityManager } from "typeorm";
import { z } from "zod";
import type { EmailConfig } from "../../config.js";
import { ASYNC_COMMIT } from "../../db/sql.js";
import { EmailOutboxEntity, type EmailKind, type OrderEmailKind } from "../../entities/email-outbox.entity.js";
import { isPlaceholderEmail } from "../../lib/placeholder-email.js";
import { parseInput } from "../../lib/validation.js";
import type { ServiceContext } from "../context.js";
import type { OrderView } from "../orders/index.js";
import { LINK_TOKEN, withoutLinkTokens } from "./account-templates.js";
import type { RenderedEmail } from "./layout.js";
import { createOutboxSender, returnedRows } from "./outbox-sender.js";
import { type ParcelNote, renderOrderEmail } from "./templates.js";
import { renderReturnEmail, type ReturnEmailData, type ReturnEmailKind } from "./return-templates.js";
import { requireAdmin, type Viewer } from "../viewer.js";

/** What the order lifecycle asks of the outbox (the emails service is one). */
export interface OrderEmails {
  /**
   * Queues an order email in the caller's transaction (so it exists exactly when the order change commits). One per
   * kind and order: a second "shipped" for the same order (status moved back and forth) is not queued again.
   */
  /**
   * The same order email rendered, not queued: the row a caller writes itself in a statement of its own (issue 46: the
   * settlement in one statement, sutra_settle_online), once per kind and order as queueOrderEmail. null when the
   * customer has no email yet (a phone sign-in's placeholder): nothing is sent.
   */
  renderOrderEmailRow(kind: OrderEmailKind, order: OrderView, options?: { refundedPaise?: number }): OrderEmailRow | null;
  queueOrderEmail(manager: EntityManager, kind: OrderEmailKind, order: OrderView, options?: { refundedPaise?: number; parcel?: ParcelNote }): Promise<void>;
  /** Queues a return request's email (return-templates.ts) in the caller's transaction; one per kind and request. */
  queueReturnEmail(manager: EntityManager, e: { kind: ReturnEmailKind; requestId: string; recipient: string; userId: string; orderId: string; data: ReturnEmailData }): Promise<void>;
}

/** An order email as the outbox keeps it: what sutra_settle_online inserts (its user and order are the order's). */
export interface OrderEmailRow {
  kind: OrderEmailKind;
  dedupeKey: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

/** What the account's events ask of the outbox (the emails service is one). */
export interface AccountEmailOutbox {
  /**
   * Queues an email about an account (welcome, a link, a notice; account-templates.ts renders them) in the
   * transaction of the change it tells of. One per `dedupeKey` (e.g. "welcome:<user id>", "password_reset:<token id>").
   */
  queueAccountEmail(
    manager: EntityManager,
    e: { kind: Exclude<EmailKind, OrderEmailKind>; dedupeKey: string; recipient: string; userId: string; email: RenderedEmail },
  ): Promise<void>;
}

/** What the shopper loops (issue 44) ask of the outbox: their marketing emails, with the headers that go with them. */
export interface ShopperEmailOutbox {
  /**
   * Queues an email to a shopper in the caller's transaction, once per `dedupeKey`. True when it was queued (false:
   * an email with that key exists already).
   */
  queueShopperEmail(
    manager: EntityManager,
    e: { kind: ShopperEmailKind; dedupeKey: string; recipient: string; userId: string; orderId?: string | null; email: RenderedEmail; headers?: Record<string, string> },
  ): Promise<boolean>;
}

export type ShopperEmailKind = Extract<EmailKind, "cart_reminder" | "back_in_stock" | "review_request">;

async function insertEmail(
  manager: EntityManager,
  e: { kind: EmailKind; dedupeKey: string; recipient: string; userId: string | null; orderId: string | null; subject: string; text: string; html: string; headers?: Record<string, string> | null },
): Promise<boolean> {
  // An account made by phone sign-in has no email until its owner gives one: its placeholder is never written to.
  if (isPlaceholderEmail(e.recipient)) return false;
  const result: unknown = await manager.query(
    `INSERT INTO email_outbox (kind, dedupe_key, recipient, subject, text_body, html_body, user_id, order_id, headers) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [e.kind, e.dedupeKey, e.recipient, e.subject, e.text, e.html, e.userId, e.orderId, e.headers ? JSON.stringify(e.headers) : null],
  );
  return returnedRows(result).length === 1;
}

/** The Message-ID of an outbox row: stable, so a resend after a crash between "accepted" and "marked" is recognisable. */
export function messageIdOf(outboxId: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "sutra.local";
  return `<outbox-${outboxId}@${domain}>`;
}

/** Sends one email; "local" keeps it in the outbox only (no SMTP_URL), for the admin's Emails page. */
export interface EmailTransport {
  name: "smtp" | "local";
  send(email: { from: string; to: string; subject: string; text: string; html: string; messageId: string; headers?: Record<string, string> | null }): Promise<void>;
  close(): void;
}

async function createTransport(config: EmailConfig): Promise<EmailTransport> {
  if (!config.smtpUrl) return { name: "local", send: async () => {}, close: () => {} };
  // Loaded only when used: a node without SMTP_URL never loads nodemailer.
  const nodemailer = await import("nodemailer");
  // Every wait is well inside the lease, so an email is never still being sent when another node may claim it.
  const timeout = Math.min(30_000, (config.leaseSeconds * 1000) / 3);
  const url = new URL(config.smtpUrl);
  const secure = url.protocol === "smtps:";
  const transporter = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    name: "smtp",
    async send(email) {
      await transporter.sendMail({ ...email, headers: { ...email.headers, "X-Sutra-Outbox-Id": email.messageId } });
    },
    close: () => transporter.close(),
  };
}

interface ClaimedEmail {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  attempts: number;
}

const listInput = z.object({
  first: z.number().int("first must be a whole number").min(1, "first must be at least 1").max(100, "first must be at most 100").nullish().transform((v) => v ?? 20),
  offset: z.number().int("offset must be a whole number").min(0, "offset must be 0 or more").nullish().transform((v) => v ?? 0),
});


/**
 * The outbox's sender and the admin's view of it. The sending itself is the outbox sender the message outbox shares
 * (outbox-sender.ts: claims with a lease per node, retries with backoff up to EMAIL_MAX_ATTEMPTS, fenced claims).
 */
export function createEmailsService({ dataSource, config, logger }: ServiceContext, transportFactory = createTransport) {
  const { email: settings } = config;
  let transport: Promise<EmailTransport> | undefined;
  const sender = () => (transport ??= transportFactory(settings));

  const outbox = createOutboxSender<ClaimedEmail>({
    dataSource,
    logger,
    table: "email_outbox",
    columns: "recipient, subject, text_body, html_body, headers",
    noun: "email",
    leaseSeconds: settings.leaseSeconds,
    maxAttempts: settings.maxAttempts,
    async send(email) {
      await (await sender()).send({
        from: settings.from,
        to: email.recipient,
        subject: email.subject,
        text: email.text_body,
        html: email.html_body,
        messageId: messageIdOf(email.id, settings.from),
        headers: email.headers,
      });
    },
    // Sent through SMTP, an account email's links are the recipient's alone: their tokens leave the outbox.
    async markSent(email, token) {
      await dataSource.query(
        `UPDATE email_outbox SET status = 'sent', sent_at = now(), transport = $3, locked_until = NULL, last_error = NULL,
                text_body = CASE WHEN $3 = 'smtp' THEN regexp_replace(text_body, $4, $5, 'g') ELSE text_body END,
                html_body = CASE WHEN $3 = 'smtp' THEN regexp_replace(html_body, $4, $5, 'g') ELSE html_body END
          WHERE id = $1 AND locked_by = $2 AND status = 'pending' RETURNING ${ASYNC_COMMIT} AS async_commit`,
        [email.id, token, (await sender()).name, LINK_TOKEN.pattern, LINK_TOKEN.hidden],
      );
    },
  });
  const sendDue = outbox.sendDue;

  return {
    renderOrderEmailRow: ((kind, order, { refundedPaise = 0 } = {}) => {
      if (isPlaceholderEmail(order.customer.email)) return null;
      const email = renderOrderEmail(config.brandName, kind, order, refundedPaise);
      return { kind, dedupeKey: `${kind}:${order.id}`, recipient: order.customer.email, subject: email.subject, text: email.text, html: email.html };
    }) satisfies OrderEmails["renderOrderEmailRow"],

    queueOrderEmail: (async (manager, kind, order, { refundedPaise = 0, parcel } = {}) => {
      const email = renderOrderEmail(config.brandName, kind, order, refundedPaise, parcel);
      await insertEmail(manager, { kind, dedupeKey: `${kind}:${order.id}`, recipient: order.customer.email, userId: order.userId, orderId: order.id, ...email });
    }) satisfies OrderEmails["queueOrderEmail"],

    queueReturnEmail: (async (manager, e) => {
      const email = renderReturnEmail(config.brandName, e.kind, e.data);
      await insertEmail(manager, { kind: e.kind, dedupeKey: `${e.kind}:${e.requestId}`, recipient: e.recipient, userId: e.userId, orderId: e.orderId, ...email });
    }) satisfies OrderEmails["queueReturnEmail"],

    queueAccountEmail: (async (manager, e) => {
      await insertEmail(manager, { kind: e.kind, dedupeKey: e.dedupeKey, recipient: e.recipient, userId: e.userId, orderId: null, ...e.email });
    }) satisfies AccountEmailOutbox["queueAccountEmail"],

    queueShopperEmail: (async (manager, e) =>
      insertEmail(manager, { kind: e.kind, dedupeKey: e.dedupeKey, recipient: e.recipient, userId: e.userId, orderId: e.orderId ?? null, headers: e.headers, ...e.email })) satisfies ShopperEmailOutbox["queueShopperEmail"],

    sendDue,

    /** The Message-ID this shop sends the email with. */
    messageId: (outboxId: string) => messageIdOf(outboxId, settings.from),

    /** Runs the sender every EMAIL_SEND_INTERVAL_SECONDS on this node (0: off); returns its stop function. */
    startSenderJob(): () => Promise<void> {
      if (settings.sendIntervalSeconds && !settings.smtpUrl) logger.info("No SMTP_URL: customer emails are kept in the local outbox (admins read them at /admin/emails)");
      return outbox.startJob(settings.sendIntervalSeconds, () => void transport?.then((t) => t.close()));
    },

    /** The outbox, newest first (admin only): what was sent, what waits, what failed and why. */
    async list(viewer: Viewer | null, raw: { first?: number | null; offset?: number | null } = {}) {
      requireAdmin(viewer);
      const { first, offset } = parseInput(listInput, raw);
      const [rows, totalCount] = await dataSource.manager.findAndCount(EmailOutboxEntity, { order: { createdAt: "DESC", id: "DESC" }, take: first, skip: offset });
      // With an SMTP server, links still waiting to be sent are not the admin's to open either.
      const nodes = settings.smtpUrl ? rows.map((row) => ({ ...row, textBody: withoutLinkTokens(row.textBody), htmlBody: withoutLinkTokens(row.htmlBody) })) : rows;
      return { nodes, totalCount, hasNextPage: offset + rows.length < totalCount, transport: settings.smtpUrl ? "smtp" : "local" };
    },
  };
}

export type EmailsService = ReturnType<typeof createEmailsService>;
