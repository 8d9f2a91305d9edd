/**
 * Messages to phones (issue 43): the WhatsApp / SMS outbox and its sender, the templates, the WhatsApp order-update
 * consent, and the webhooks. Other code reaches this module only through this file.
 */
export { consentedPhoneSql, recordWhatsAppConsent, WHATSAPP_CONSENT_TEXTS, type WhatsAppConsentSource, whatsappConsentGranted } from "./consent.js";
export { createMessagesService, type MessageActions, type MessageOutbox, MESSAGES_TEXTS, type MessagesService } from "./messages.service.js";
export { BUTTON_PAYLOADS, MESSAGE_TEXTS, type MessageTemplates, messageTemplates, type RenderedMessage } from "./templates.js";
export { createOrderMessages, type OrderForMessage, type OrderMessageKind, type OrderMessages, type QueuedMessage } from "./order-messages.js";
export { createWhatsAppUpdatesService, WHATSAPP_UPDATES_MESSAGES, type WhatsAppUpdatesService, type WhatsAppUpdatesView } from "./whatsapp-updates.js";
