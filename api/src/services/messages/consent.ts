import type { EntityManager } from "typeorm";

/**
 * Consent to order updates on WhatsApp (issue 43), kept in the same record as marketing consent (marketing_consents,
 * issue 44, its `whatsapp` channel): every grant and withdrawal a row with its time, the exact wording shown and where
 * it was given; the latest row is the consent in force. Order messages go only while it is granted.
 */
export const WHATSAPP_CONSENT_TEXTS = {
  wording: "Send me order updates on WhatsApp (order placed, cash-on-delivery confirmation, shipped, delivered, refunds). Reply STOP to end them.",
  withdrawn: {
    settings: "I no longer want order updates on WhatsApp (withdrawn in Account → Settings).",
    stop: "STOP (sent by the shopper on WhatsApp).",
    checkout: "I no longer want order updates on WhatsApp (unticked at checkout).",
  },
} as const;

export type WhatsAppConsentSource = "checkout" | "settings" | "stop" | "seed";

/** SQL: whether the user (`userId` an expression) has WhatsApp order-update consent in force. */
export function whatsappConsentGranted(userId: string): string {
  return `coalesce((SELECT c.granted FROM marketing_consents c WHERE c.user_id = ${userId} AND c.channel = 'whatsapp' ORDER BY c.created_at DESC, c.id DESC LIMIT 1), false)`;
}

/** SQL: the phone order messages go to for the user (`userId` an expression): their account's, while consent is in force; else NULL. */
export function consentedPhoneSql(userId: string): string {
  return `(SELECT CASE WHEN ${whatsappConsentGranted("u.id")} THEN u.phone END FROM users u WHERE u.id = ${userId})`;
}

/** Records a grant or withdrawal when it changes the consent in force; true when a row was written. */
export async function recordWhatsAppConsent(manager: EntityManager, userId: string, granted: boolean, source: WhatsAppConsentSource): Promise<boolean> {
  await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  const wording = granted ? WHATSAPP_CONSENT_TEXTS.wording : WHATSAPP_CONSENT_TEXTS.withdrawn[source === "seed" ? "settings" : source];
  const [row]: Array<{ id: string }> = await manager.query(
    `INSERT INTO marketing_consents (user_id, channel, granted, wording, source)
     SELECT $1, 'whatsapp', $2, $3, $4 WHERE ${whatsappConsentGranted("$1::uuid")} IS DISTINCT FROM $2 RETURNING id`,
    [userId, granted, wording, source],
  );
  return Boolean(row);
}
