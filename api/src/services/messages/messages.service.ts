import type { EntityManager } from "typeorm";
import { z } from "zod";
import { publicUrlOf } from "../../config.js";
import { MessageOutboxEntity } from "../../entities/message-outbox.entity.js";
import { DomainError } from "../../lib/errors.js";
import { exactTimestampSql, keysetCursor } from "../../lib/keyset-cursor.js";
import { normalMobile } from "../../lib/indian-numbers.js";
import { parseInput } from "../../lib/validation.js";
import { createMessagingProvider, type Fetch, MessagingError, type MessagingProvider, type MessagingSandbox } from "../../payments/messaging/index.js";
import type { ServiceContext } from "../context.js";
import { createOutboxSender, returnedRows } from "../emails/index.js";
import { requireAdmin, type Viewer } from "../viewer.js";
import { recordWhatsAppConsent, whatsappConsentGranted } from "./consent.js";
import { BUTTON_PAYLOADS, messageTemplates, type RenderedMessage } from "./templates.js";

export const MESSAGES_TEXTS = {
  notSandbox: "Buttons can be pressed here only in the sandbox: with a live provider the shopper presses them on WhatsApp.",
  notFound: "No such message.",
  noSuchButton: "This message has no such button.",
  webhookUnreachable: "The shop's webhook did not accept the press; nothing changed.",
  badSignature: "Invalid webhook signature",
} as const;

/** What a pressed button or a STOP does: the order module's confirmation, given after both are made. */
export interface MessageActions {
  /** The shopper at `phone` confirmed cash-on-delivery order `orderId` (a button press); idempotent. */
  confirmCodFromMessage(orderId: string, phone: string): Promise<void>;
}

/** What the order lifecycle and sign-in ask of the message outbox. */
export interface MessageOutbox {
  /** Queues a message in the caller's transaction, once per `dedupeKey`; true when it was queued. */
  queue(manager: EntityManager, m: RenderedMessage & { dedupeKey: string; phone: string; userId: string | null; orderId: string | null }): Promise<boolean>;
}

interface ClaimedMessage {
  id: string;
  attempts: number;
  channel: "whatsapp" | "sms";
  phone: string;
  template: string;
  params: string[];
  buttons: Array<{ title: string; payload: string }>;
}

const listInput = z.object({
  first: z.number().int("first must be a whole number").min(1, "first must be at least 1").max(100, "first must be at most 100").nullish().transform((v) => v ?? 20),
  after: z.string().max(500).nullish(),
  phone: z.string().max(20).nullish(),
});
const cursor = keysetCursor("messages");
const pressInput = z.object({ id: z.uuid({ error: MESSAGES_TEXTS.notFound }), payload: z.string().min(1).max(200) });

/**
 * The message outbox (WhatsApp and SMS): queued in the transaction of what it tells of, sent by the outbox sender the
 * emails use (a lease per node, retries with backoff, fenced claims), read by admins at /admin/messages, and fed by
 * the provider's webhooks (delivery reports, button presses, STOP).
 */
export function createMessagesService(ctx: ServiceContext, deps: { actions: () => MessageActions; fetch?: Fetch; provider?: { provider: MessagingProvider; sandbox: MessagingSandbox | undefined } }) {
  const { dataSource, config, logger } = ctx;
  const settings = config.messaging;
  const { provider, sandbox } = deps.provider ?? createMessagingProvider(settings, deps.fetch);
  const templates = messageTemplates(settings, config.brandName);
  let webhookUrl: string | undefined;

  const outbox = createOutboxSender<ClaimedMessage>({
    dataSource,
    logger,
    table: "message_outbox",
    columns: "channel, phone, template, params, buttons",
    noun: "message",
    leaseSeconds: settings.leaseSeconds,
    maxAttempts: settings.maxAttempts,
    async send(m) {
      try {
        const { providerMessageId } = await provider.send({ channel: m.channel, phone: m.phone, template: m.template, params: m.params, buttons: m.buttons });
        (m as ClaimedMessage & { providerMessageId?: string }).providerMessageId = providerMessageId;
      } catch (error) {
        if (error instanceof MessagingError && !error.retryable) throw Object.assign(error, { permanent: true });
        throw error;
      }
    },
    // Once a real provider accepted it, a one-time code leaves the outbox (its text and parameters); the sandbox keeps it
    // for the admin to read, as the local email outbox keeps links.
    async markSent(m, token) {
      const providerMessageId = (m as ClaimedMessage & { providerMessageId?: string }).providerMessageId ?? null;
      await dataSource.query(
        `UPDATE message_outbox SET status = 'sent', sent_at = now(), transport = $3, provider_message_id = $4, delivery = COALESCE(delivery, 'sent'), locked_until = NULL, last_error = NULL,
                params = CASE WHEN secret AND $3 <> 'sandbox' THEN '[]'::jsonb ELSE params END,
                body = CASE WHEN secret AND $3 <> 'sandbox' THEN regexp_replace(body, '\\d{6}', '••••••', 'g') ELSE body END
          WHERE id = $1 AND locked_by = $2 AND status = 'pending'`,
        [m.id, token, provider.name, providerMessageId],
      );
    },
  });

  async function queue(manager: EntityManager, m: RenderedMessage & { dedupeKey: string; phone: string; userId: string | null; orderId: string | null }): Promise<boolean> {
    const result: unknown = await manager.query(
      `INSERT INTO message_outbox (kind, channel, dedupe_key, phone, template, params, buttons, body, secret, user_id, order_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [m.kind, m.channel, m.dedupeKey, m.phone, m.template, JSON.stringify(m.params), JSON.stringify(m.buttons), m.body, m.secret, m.userId, m.orderId],
    );
    return returnedRows(result).length === 1;
  }

  /** Carries out a webhook's events; each is safe to receive twice, late or out of order. */
  async function handleEvents(rawBody: Buffer): Promise<{ handled: number }> {
    let handled = 0;
    for (const event of provider.parseWebhook(rawBody)) {
      if (event.type === "status") {
        // Never backwards: read stays read when a late "delivered" arrives.
        const rank = `CASE delivery WHEN 'failed' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 ELSE -1 END`;
        const [, count]: [unknown, number] = await dataSource.query(
          `UPDATE message_outbox SET delivery = $2, last_error = COALESCE($3, last_error)
            WHERE provider_message_id = $1 AND (delivery IS NULL OR ${rank} < CASE $2 WHEN 'failed' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 END OR ($2 = 'failed' AND delivery = 'sent'))`,
          [event.providerMessageId, event.status, event.error],
        );
        handled += count;
      } else if (event.type === "button") {
        // The press is recorded on the message it answers (once), then acted on; acting twice changes nothing.
        if (event.contextMessageId) {
          await dataSource.query(`UPDATE message_outbox SET pressed = COALESCE(pressed, $2) WHERE provider_message_id = $1 AND phone = $3`, [event.contextMessageId, event.payload, event.phone]);
        }
        if (event.payload.startsWith("cod_confirm:")) {
          await deps.actions().confirmCodFromMessage(event.payload.slice("cod_confirm:".length), event.phone);
          handled += 1;
        } else if (event.payload === BUTTON_PAYLOADS.stop) {
          handled += await stopFrom(event.phone);
        }
      } else if (event.type === "text" && /^\s*(stop|unsubscribe)\s*$/i.test(event.text)) {
        handled += await stopFrom(event.phone);
      }
    }
    return { handled };
  }

  /** STOP from a number: WhatsApp order updates end for the accounts verified (or saved) with it. */
  async function stopFrom(phone: string): Promise<number> {
    return dataSource.transaction(async (manager) => {
      const users: Array<{ id: string }> = await manager.query(`SELECT id FROM users WHERE phone = $1`, [phone]);
      let changed = 0;
      for (const user of users) if (await recordWhatsAppConsent(manager, user.id, false, "stop")) changed += 1;
      // Messages still waiting to go to that number on WhatsApp are not sent.
      await manager.query(`UPDATE message_outbox SET status = 'cancelled', locked_until = NULL WHERE phone = $1 AND channel = 'whatsapp' AND status = 'pending' AND NOT secret`, [phone]);
      return changed;
    });
  }

  return {
    queue: queue satisfies MessageOutbox["queue"],
    templates,
    sandbox,
    providerName: provider.name,
    sendDue: outbox.sendDue,
    sendNow: outbox.sendNow,
    /** In sandbox mode: where a pressed button's webhook is posted (the app's own webhook path). */
    attach(appBaseUrl: string, path: string) {
      webhookUrl = `${appBaseUrl.replace(/\/+$/, "")}${path}`;
    },

    /** Runs the sender every MESSAGE_SEND_INTERVAL_SECONDS on this node (0: off). */
    startSenderJob(): () => Promise<void> {
      if (sandbox && settings.sendIntervalSeconds) logger.info("MESSAGING_PROVIDER=sandbox: WhatsApp and SMS messages stay in the outbox (admins read them at /admin/messages)");
      return outbox.startJob(settings.sendIntervalSeconds);
    },

    /** Whether the user has WhatsApp order-update consent in force (the order messages ask this). */
    consentSql: whatsappConsentGranted,

    /** The POST webhook: verified by X-Hub-Signature-256 over the raw body, then carried out. */
    async handleWebhook(rawBody: unknown, signature: string | undefined): Promise<{ handled: number }> {
      const body = Buffer.isBuffer(rawBody) ? rawBody : Buffer.from("");
      if (!provider.verifySignature(body, signature)) throw new DomainError("BAD_USER_INPUT", MESSAGES_TEXTS.badSignature);
      return handleEvents(body);
    },

    /** The GET subscription check: the challenge to echo, or FORBIDDEN. */
    verifySubscription(query: { mode?: unknown; token?: unknown; challenge?: unknown }): string {
      const challenge = provider.verifySubscription(query);
      if (challenge === null) throw new DomainError("FORBIDDEN", "Verification token does not match");
      return challenge;
    },

    /** The outbox, newest first (admins): every message, narrowed to one phone number when asked. */
    async list(viewer: Viewer | null, raw: { first?: number | null; after?: string | null; phone?: string | null } = {}) {
      requireAdmin(viewer);
      const { first, after, phone: rawPhone } = parseInput(listInput, raw);
      const phone = rawPhone ? normalMobile(rawPhone) : null;
      if (rawPhone && !phone) throw new DomainError("BAD_USER_INPUT", "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9, optionally after +91", "phone");
      const from = after ? cursor.decode(after) : null;
      const params: unknown[] = [first + 1];
      const where: string[] = [];
      if (phone) where.push(`phone = $${params.push(phone)}`);
      if (from) where.push(`(created_at, id) < ($${params.push(from.createdAt)}::timestamptz, $${params.push(from.id)}::uuid)`);
      const rows: Array<Record<string, unknown>> = await dataSource.query(
        `SELECT *, ${exactTimestampSql("created_at")} AS exact_created_at FROM message_outbox ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY created_at DESC, id DESC LIMIT $1`,
        params,
      );
      const [{ total }]: Array<{ total: number }> = await dataSource.query(`SELECT count(*)::int AS total FROM message_outbox ${phone ? "WHERE phone = $1" : ""}`, phone ? [phone] : []);
      const page = rows.slice(0, first).map((r) => dataSource.manager.create(MessageOutboxEntity, {
        id: r.id as string,
        kind: r.kind as MessageOutboxEntity["kind"],
        channel: r.channel as MessageOutboxEntity["channel"],
        phone: r.phone as string,
        template: r.template as string,
        body: r.body as string,
        buttons: r.buttons as MessageOutboxEntity["buttons"],
        status: r.status as MessageOutboxEntity["status"],
        attempts: r.attempts as number,
        lastError: r.last_error as string | null,
        transport: r.transport as string | null,
        delivery: r.delivery as string | null,
        pressed: r.pressed as string | null,
        orderId: r.order_id as string | null,
        createdAt: r.created_at as Date,
        sentAt: r.sent_at as Date | null,
      }));
      const last = rows[Math.min(rows.length, first) - 1];
      return {
        nodes: page,
        totalCount: total,
        pageInfo: { hasNextPage: rows.length > first, endCursor: last ? cursor.encode(last.exact_created_at as string, last.id as string) : null },
        provider: sandbox ? "sandbox" : "live",
      };
    },

    /**
     * Presses a button of a sent WhatsApp message as the shopper would (admins, sandbox only): the stand-in posts the
     * signed webhook WhatsApp sends for the press to the shop's own webhook, so the same path runs as in production.
     */
    async pressButton(viewer: Viewer | null, raw: { id: unknown; payload: unknown }) {
      requireAdmin(viewer);
      if (!sandbox) throw new DomainError("BAD_USER_INPUT", MESSAGES_TEXTS.notSandbox);
      const { id, payload } = parseInput(pressInput, raw);
      let message = await dataSource.manager.findOneBy(MessageOutboxEntity, { id });
      if (!message || message.channel !== "whatsapp") throw new DomainError("NOT_FOUND", MESSAGES_TEXTS.notFound, "id");
      const button = message.buttons.find((b) => b.payload === payload);
      if (!button) throw new DomainError("BAD_USER_INPUT", MESSAGES_TEXTS.noSuchButton, "payload");
      // A message still waiting is sent first (the shopper can only press what reached them).
      if (!message.providerMessageId) {
        await outbox.sendDue(100);
        message = (await dataSource.manager.findOneBy(MessageOutboxEntity, { id }))!;
        if (!message.providerMessageId) throw new DomainError("CONFLICT", "This message has not been sent yet; try again in a moment.");
      }
      const hook = sandbox.buttonWebhook({ phone: message.phone, wamid: message.providerMessageId, payload, title: button.title });
      const url = webhookUrl ?? `${publicUrlOf(config, config.port)}/api/messages/whatsapp/webhook`;
      const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": hook.signature }, body: hook.body }).catch(() => null);
      if (!response?.ok) throw new DomainError("CONFLICT", MESSAGES_TEXTS.webhookUnreachable);
      return (await dataSource.manager.findOneBy(MessageOutboxEntity, { id }))!;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
