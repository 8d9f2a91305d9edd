import type { EntityManager } from "typeorm";
import { type Config, publicUrlOf } from "../../config.js";
import type { MessageOutbox } from "./messages.service.js";
import { consentedPhoneSql } from "./consent.js";
import type { MessageTemplates, RenderedMessage } from "./templates.js";

/** What an order message needs of the order (the order view has it all). */
export interface OrderForMessage {
  id: string;
  userId: string;
  reference: string;
  totals: { totalPaise: number };
  shippingAddress: { phone: string } | null;
}

/** The order events that send a message: one function each (issue 42's out-for-delivery and delivery-failed plug in here). */
export type OrderMessageKind = "placed" | "codConfirmation" | "shipped" | "delivered" | "refundProcessed";

/** A message as the outbox row it becomes (messages.service.ts `queue`). */
export type QueuedMessage = RenderedMessage & { dedupeKey: string; phone: string; userId: string | null; orderId: string | null };

export type OrderMessages = {
  [K in OrderMessageKind]: (manager: EntityManager, order: OrderForMessage, extra?: { amountPaise?: number; refundId?: string }) => Promise<void>;
} & {
  /**
   * The "placed" message as its outbox row, for a writer that queues it in its own statement (issue 46: the payment's
   * settlement in one statement); `consentedPhone` as `consentedPhoneSql` read it with the order. Null: nothing to send.
   */
  placedRow(order: OrderForMessage, consentedPhone: string | null): QueuedMessage | null;
};

/**
 * Order messages go on WhatsApp only to shoppers whose consent is in force, to the phone on their account. The one
 * exception is the cash-on-delivery confirmation, which the order cannot ship without: without WhatsApp consent it
 * goes as an SMS with a link to the order page, to the delivery address's phone.
 */
const facts = (o: OrderForMessage) => ({ id: o.id, reference: o.reference, totalPaise: o.totals.totalPaise });

export function createOrderMessages(deps: { outbox: MessageOutbox; templates: MessageTemplates; config: Config }): OrderMessages {
  const { outbox, templates, config } = deps;

  async function consentedPhone(manager: EntityManager, userId: string): Promise<string | null> {
    const [row]: Array<{ phone: string | null }> = await manager.query(`SELECT ${consentedPhoneSql("$1::uuid")} AS phone`, [userId]);
    return row?.phone ?? null;
  }

  const toPhone = (order: OrderForMessage, message: RenderedMessage, dedupeKey: string, phone: string): QueuedMessage => ({ ...message, dedupeKey, phone, userId: order.userId, orderId: order.id });

  async function toConsented(manager: EntityManager, order: OrderForMessage, message: RenderedMessage, dedupeKey: string) {
    const phone = await consentedPhone(manager, order.userId);
    if (phone) await outbox.queue(manager, toPhone(order, message, dedupeKey, phone));
  }

  const placedRow = (order: OrderForMessage, phone: string | null) => (phone ? toPhone(order, templates.orderPlaced(facts(order)), `order_placed:${order.id}`, phone) : null);

  return {
    placedRow,
    async placed(manager, order) {
      const row = placedRow(order, await consentedPhone(manager, order.userId));
      if (row) await outbox.queue(manager, row);
    },
    async codConfirmation(manager, order) {
      const phone = await consentedPhone(manager, order.userId);
      if (phone) {
        await outbox.queue(manager, { ...templates.codConfirmation(facts(order)), dedupeKey: `cod_confirmation:${order.id}`, phone, userId: order.userId, orderId: order.id });
        return;
      }
      const smsPhone = order.shippingAddress?.phone;
      if (!smsPhone) return;
      const link = `${publicUrlOf(config, config.port)}/shop/account?tab=orders&order=${order.id}`;
      await outbox.queue(manager, { ...templates.codConfirmationSms(facts(order), link), dedupeKey: `cod_confirmation:${order.id}`, phone: smsPhone, userId: order.userId, orderId: order.id });
    },
    shipped: (manager, order) => toConsented(manager, order, templates.orderShipped(order), `order_shipped:${order.id}`),
    delivered: (manager, order) => toConsented(manager, order, templates.orderDelivered(order), `order_delivered:${order.id}`),
    refundProcessed: (manager, order, extra) =>
      toConsented(manager, order, templates.refundProcessed(order, extra?.amountPaise ?? 0), `refund_processed:${extra?.refundId ?? order.id}`),
  };
}
