import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * sutra_settle_online with the order's "placed" message (issues 43 and 46): the settlement's row of the order table
 * also tells the shopper's phone (WhatsApp, with consent), so the one-statement settlement queues that message as it
 * queues the email; without it every settlement fell back to the locked path of seven statements. An overload of
 * eleven arguments around the ten-argument function (which stays as it was): the message row (rendered in TypeScript,
 * services/messages/order-messages.ts `placedRow`; NULL when there is none to send) is queued only when the
 * settlement happened, once per dedupe key as the outbox's own `queue` does.
 */
export class SettleWithOrderMessage1796800000300 implements MigrationInterface {
  name = "SettleWithOrderMessage1796800000300";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION sutra_settle_online(
        p_order_id uuid, p_attempt_id uuid, p_payment_id text, p_instrument text, p_vpa text,
        p_from text, p_to text, p_payment_status text, p_note text, p_email jsonb, p_message jsonb)
      RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        settled jsonb;
      BEGIN
        settled := sutra_settle_online(p_order_id, p_attempt_id, p_payment_id, p_instrument, p_vpa, p_from, p_to, p_payment_status, p_note, p_email);
        IF settled IS NOT NULL AND p_message IS NOT NULL THEN
          INSERT INTO message_outbox (kind, channel, dedupe_key, phone, template, params, buttons, body, secret, user_id, order_id)
          VALUES (p_message->>'kind', p_message->>'channel', p_message->>'dedupeKey', p_message->>'phone', p_message->>'template',
                  p_message->'params', p_message->'buttons', p_message->>'body', (p_message->>'secret')::boolean,
                  (p_message->>'userId')::uuid, p_order_id)
          ON CONFLICT (dedupe_key) DO NOTHING;
        END IF;
        RETURN settled;
      END
      $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION sutra_settle_online(uuid, uuid, text, text, text, text, text, text, text, jsonb, jsonb)`);
  }
}
