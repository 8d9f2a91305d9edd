import type { MessagingConfig } from "../../config.js";
import type { MessageButton, MessageChannel, MessageKind } from "../../entities/message-outbox.entity.js";
import { formatRupees } from "../../lib/money.js";

/** A message ready for the outbox: the provider's template and parameters, and the text the shopper reads. */
export interface RenderedMessage {
  kind: MessageKind;
  channel: MessageChannel;
  template: string;
  params: string[];
  buttons: MessageButton[];
  body: string;
  secret: boolean;
}

/** Button payloads: what a press says back in the webhook. */
export const BUTTON_PAYLOADS = {
  confirmCod: (orderId: string) => `cod_confirm:${orderId}`,
  stop: "stop",
} as const;

export const MESSAGE_TEXTS = {
  loginCode: (brand: string, code: string, minutes: number) => `${code} is your ${brand} sign-in code. It works for ${minutes} minutes. Do not share it with anyone.`,
  verifyPhone: (brand: string, code: string, minutes: number) => `${code} is your ${brand} code to confirm this phone number. It works for ${minutes} minutes.`,
  orderPlaced: (brand: string, reference: string, total: number) => `${brand}: thank you! Order ${reference} for ${formatRupees(total)} is confirmed. We will tell you when it ships.`,
  codConfirmation: (brand: string, reference: string, total: number, hours: number) =>
    `${brand}: please confirm your cash-on-delivery order ${reference} for ${formatRupees(total)}. Unconfirmed orders are cancelled after ${hoursWords(hours)}.`,
  codConfirmationSms: (brand: string, reference: string, total: number, link: string) => `${brand}: confirm your cash-on-delivery order ${reference} (${formatRupees(total)}): ${link}`,
  orderShipped: (brand: string, reference: string) => `${brand}: your order ${reference} has shipped.`,
  orderDelivered: (brand: string, reference: string) => `${brand}: your order ${reference} was delivered. Thank you for shopping with us.`,
  refundProcessed: (brand: string, reference: string, amount: number) => `${brand}: a refund of ${formatRupees(amount)} for order ${reference} has been processed.`,
  consentWithdrawn: (brand: string) => `${brand}: you will no longer get order updates on WhatsApp. Turn them on again under Account → Settings.`,
  confirmButton: "Confirm order",
  stopButton: "Stop updates",
} as const;

function hoursWords(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} minutes`;
  return hours === 1 ? "1 hour" : `${Number.isInteger(hours) ? hours : hours.toFixed(1)} hours`;
}

/** One function per message: the template the provider knows it by, its parameters in order, and its text. */
export function messageTemplates(config: MessagingConfig, brand: string) {
  const wa = config.whatsapp.templates;
  const minutes = config.loginCodeMinutes;
  return {
    loginCode(channel: MessageChannel, code: string, purpose: "login" | "verify_phone"): RenderedMessage {
      const body = purpose === "login" ? MESSAGE_TEXTS.loginCode(brand, code, minutes) : MESSAGE_TEXTS.verifyPhone(brand, code, minutes);
      const template = channel === "whatsapp" ? wa.loginCode : config.msg91.templates.loginCode;
      return { kind: purpose === "login" ? "login_code" : "verify_phone", channel, template, params: [code], buttons: [], body, secret: true };
    },
    orderPlaced(o: { reference: string; totalPaise: number }): RenderedMessage {
      return { kind: "order_placed", channel: "whatsapp", template: wa.orderPlaced, params: [o.reference, formatRupees(o.totalPaise)], buttons: [], body: MESSAGE_TEXTS.orderPlaced(brand, o.reference, o.totalPaise), secret: false };
    },
    codConfirmation(o: { id: string; reference: string; totalPaise: number }): RenderedMessage {
      return {
        kind: "cod_confirmation",
        channel: "whatsapp",
        template: wa.codConfirmation,
        params: [o.reference, formatRupees(o.totalPaise)],
        buttons: [{ title: MESSAGE_TEXTS.confirmButton, payload: BUTTON_PAYLOADS.confirmCod(o.id) }],
        body: MESSAGE_TEXTS.codConfirmation(brand, o.reference, o.totalPaise, config.codConfirmHours),
        secret: false,
      };
    },
    codConfirmationSms(o: { reference: string; totalPaise: number }, link: string): RenderedMessage {
      return {
        kind: "cod_confirmation",
        channel: "sms",
        template: config.msg91.templates.codConfirmation,
        params: [o.reference, formatRupees(o.totalPaise), link],
        buttons: [],
        body: MESSAGE_TEXTS.codConfirmationSms(brand, o.reference, o.totalPaise, link),
        secret: false,
      };
    },
    orderShipped(o: { reference: string }): RenderedMessage {
      return { kind: "order_shipped", channel: "whatsapp", template: wa.orderShipped, params: [o.reference], buttons: [], body: MESSAGE_TEXTS.orderShipped(brand, o.reference), secret: false };
    },
    orderDelivered(o: { reference: string }): RenderedMessage {
      return { kind: "order_delivered", channel: "whatsapp", template: wa.orderDelivered, params: [o.reference], buttons: [], body: MESSAGE_TEXTS.orderDelivered(brand, o.reference), secret: false };
    },
    refundProcessed(o: { reference: string }, amountPaise: number): RenderedMessage {
      return {
        kind: "refund_processed",
        channel: "whatsapp",
        template: wa.refundProcessed,
        params: [o.reference, formatRupees(amountPaise)],
        buttons: [],
        body: MESSAGE_TEXTS.refundProcessed(brand, o.reference, amountPaise),
        secret: false,
      };
    },
  };
}

export type MessageTemplates = ReturnType<typeof messageTemplates>;
