import type { DataSource } from "typeorm";
import { z } from "zod";
import { DomainError } from "../../lib/errors.js";
import { MOBILE_MESSAGE, normalMobile } from "../../lib/indian-numbers.js";
import { parseInput } from "../../lib/validation.js";
import { requireUser, type Viewer } from "../viewer.js";
import { recordWhatsAppConsent, WHATSAPP_CONSENT_TEXTS, type WhatsAppConsentSource } from "./consent.js";

export const WHATSAPP_UPDATES_MESSAGES = {
  needPhone: "Please enter the mobile number to send WhatsApp updates to.",
  takenByAnother: "This number is verified on another account. Sign in with it, or use another number.",
} as const;

export interface WhatsAppUpdatesView {
  granted: boolean;
  phone: string | null;
  wording: string;
  changedAt: Date | null;
}

const setInput = z.object({
  granted: z.boolean({ error: "granted must be true or false" }),
  phone: z.string().max(20, MOBILE_MESSAGE).nullish(),
  source: z.enum(["checkout", "settings"]).nullish(),
});

/**
 * The shopper's switch for WhatsApp order updates (checkout and Account → Settings): the number they go to (saved on
 * the account, unverified until a code proves it) and the consent record (consent.ts).
 */
export function createWhatsAppUpdatesService({ dataSource }: { dataSource: DataSource }) {
  async function view(userId: string): Promise<WhatsAppUpdatesView> {
    const [row]: Array<{ phone: string | null; granted: boolean | null; created_at: Date | null }> = await dataSource.query(
      `SELECT u.phone, c.granted, c.created_at FROM users u
         LEFT JOIN LATERAL (SELECT granted, created_at FROM marketing_consents WHERE user_id = u.id AND channel = 'whatsapp' ORDER BY created_at DESC, id DESC LIMIT 1) c ON true
        WHERE u.id = $1`,
      [userId],
    );
    return { granted: row?.granted ?? false, phone: row?.phone ?? null, wording: WHATSAPP_CONSENT_TEXTS.wording, changedAt: row?.created_at ?? null };
  }

  return {
    async myWhatsAppUpdates(viewer: Viewer | null): Promise<WhatsAppUpdatesView> {
      return view(requireUser(viewer).userId);
    },

    /** Turns the updates on (with a number: the account's, or the one given, saved) or off. */
    async setWhatsAppUpdates(viewer: Viewer | null, raw: { granted?: unknown; phone?: unknown; source?: unknown }): Promise<WhatsAppUpdatesView> {
      const { userId } = requireUser(viewer);
      const input = parseInput(setInput, raw);
      const phone = input.phone ? normalMobile(input.phone) : null;
      if (input.phone && !phone) throw new DomainError("BAD_USER_INPUT", MOBILE_MESSAGE, "phone");
      const source: WhatsAppConsentSource = input.source ?? "settings";
      await dataSource.transaction(async (manager) => {
        const [user]: Array<{ phone: string | null }> = await manager.query(`SELECT phone FROM users WHERE id = $1 FOR UPDATE`, [userId]);
        if (phone && phone !== user?.phone) {
          const [holder]: Array<{ id: string; verified: boolean }> = await manager.query(`SELECT id, phone_verified_at IS NOT NULL AS verified FROM users WHERE phone = $1 AND id <> $2`, [phone, userId]);
          if (holder?.verified) throw new DomainError("CONFLICT", WHATSAPP_UPDATES_MESSAGES.takenByAnother, "phone");
          if (holder) await manager.query(`UPDATE users SET phone = NULL WHERE id = $1`, [holder.id]);
          await manager.query(`UPDATE users SET phone = $2, phone_verified_at = NULL, updated_at = now() WHERE id = $1`, [userId, phone]);
        }
        if (input.granted && !phone && !user?.phone) throw new DomainError("BAD_USER_INPUT", WHATSAPP_UPDATES_MESSAGES.needPhone, "phone");
        await recordWhatsAppConsent(manager, userId, input.granted, source);
      });
      return view(userId);
    },
  };
}

export type WhatsAppUpdatesService = ReturnType<typeof createWhatsAppUpdatesService>;
