import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * `sutra_settle_online` (issue 46): the usual settlement of an online payment, an unpaid order waiting for it moving to
 * confirmed, as ONE statement instead of a transaction of seven (BEGIN, the order's row lock, the settlement, the move
 * with its history, the email's read, the email, COMMIT). Its body holds only guarded writes; every value it writes was
 * decided in TypeScript (services/orders/order-machine.ts, `settleAtOnce`): the move's row of the order table (from,
 * to, the payment's status, the note), the instrument paid with, the confirmation email as rendered.
 *
 * The guard is the order's own row: it is updated only while it is still in the state the caller read (status `p_from`,
 * payment pending), which PostgreSQL re-checks on the row's newest version after waiting for its lock (a single-row
 * guard). Nothing else is written unless that update happened: the function then returns NULL and the caller settles
 * by the general path (the row locked, the state read again). So a payment settles an order once, whoever comes first.
 *
 * Why a function and not one statement of common table expressions: the order's row is written by the settlement and
 * by the move (one UPDATE here), and the bought lines leave the cart in two statements over disjoint rows, in order.
 */
export class SettleInOneStatement1796800000100 implements MigrationInterface {
  name = "SettleInOneStatement1796800000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION sutra_settle_online(
        p_order_id uuid, p_attempt_id uuid, p_payment_id text, p_instrument text, p_vpa text,
        p_from text, p_to text, p_payment_status text, p_note text, p_email jsonb)
      RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        settled orders%ROWTYPE;
        entry jsonb;
      BEGIN
        UPDATE orders SET status = p_to, payment_status = p_payment_status, payment_id = p_payment_id, reservation_expires_at = NULL,
               paid_paise = total_paise, payment_instrument = p_instrument, payment_vpa = p_vpa, closed_by = NULL, updated_at = now(),
               invoice_number = COALESCE(invoice_number, nextval('invoice_number_seq'))
         WHERE id = p_order_id AND status = p_from AND payment_status = 'pending'
        RETURNING * INTO settled;
        IF NOT FOUND THEN
          RETURN NULL;
        END IF;
        UPDATE payments SET status = 'captured', provider_payment_id = p_payment_id, failure_reason = NULL, updated_at = now() WHERE id = p_attempt_id;
        -- The bought lines leave the customer's cart: those bought whole go, the others lose what was bought.
        DELETE FROM cart_lines cl USING carts c,
               (SELECT product_id, size, colour, sum(quantity) AS quantity FROM order_lines WHERE order_id = p_order_id GROUP BY product_id, size, colour) o
         WHERE c.id = cl.cart_id AND c.user_id = settled.user_id AND cl.product_id = o.product_id AND cl.size = o.size AND cl.colour = o.colour
           AND cl.quantity <= o.quantity;
        UPDATE cart_lines cl SET quantity = cl.quantity - o.quantity, updated_at = now() FROM carts c,
               (SELECT product_id, size, colour, sum(quantity) AS quantity FROM order_lines WHERE order_id = p_order_id GROUP BY product_id, size, colour) o
         WHERE c.id = cl.cart_id AND c.user_id = settled.user_id AND cl.product_id = o.product_id AND cl.size = o.size AND cl.colour = o.colour
           AND cl.quantity > o.quantity;
        INSERT INTO order_status_history (order_id, from_status, to_status, note, changed_by) VALUES (p_order_id, p_from, p_to, p_note, NULL)
        RETURNING to_jsonb(order_status_history.*) || jsonb_build_object('changed_by_username', NULL) INTO entry;
        IF p_email IS NOT NULL THEN
          INSERT INTO email_outbox (kind, dedupe_key, recipient, subject, text_body, html_body, user_id, order_id)
          VALUES (p_email->>'kind', p_email->>'dedupeKey', p_email->>'recipient', p_email->>'subject', p_email->>'text', p_email->>'html',
                  settled.user_id, p_order_id)
          ON CONFLICT (dedupe_key) DO NOTHING;
        END IF;
        RETURN jsonb_build_object('order', to_jsonb(settled), 'history', entry);
      END
      $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION sutra_settle_online(uuid, uuid, text, text, text, text, text, text, text, jsonb)`);
  }
}
