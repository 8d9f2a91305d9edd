import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * `sutra_save_payment`: checkout's savePayment (services/orders/checkout.service.ts) as one statement instead of a
 * transaction of four (BEGIN, the order's row lock, the insert, COMMIT). Under load every statement is a round trip
 * that costs both processes CPU and a wake-up (issue 27's W5 profile); the function does the same steps server-side.
 *
 * Why a function and not one SQL statement: a statement's snapshot is taken before it waits for the order's lock, so
 * it could not see a payment that a concurrent savePayment of the same order (a double submit) committed while it
 * waited, and both would insert. In a function at READ COMMITTED each statement takes a new snapshot, so the read
 * after the lock sees it, as the transaction did.
 *
 * The order waits for a payment when it is pending, unpaid and holds its stock (services/orders/stock.ts,
 * holdingUnpaid): otherwise the payment saved earlier, if any, is returned and nothing is inserted.
 */
export class SavePaymentInOneStatement1796000028000 implements MigrationInterface {
  name = "SavePaymentInOneStatement1796000028000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION sutra_save_payment(p_order_id uuid, p_provider text, p_provider_order_id text, p_amount_paise integer)
      RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        waiting boolean;
        saved jsonb;
      BEGIN
        SELECT o.status = 'pending' AND o.payment_status = 'pending' AND o.stock_reserved INTO waiting
          FROM orders o WHERE o.id = p_order_id FOR UPDATE;
        SELECT to_jsonb(p) INTO saved FROM payments p WHERE p.order_id = p_order_id ORDER BY p.created_at DESC LIMIT 1;
        IF saved IS NULL AND coalesce(waiting, false) THEN
          INSERT INTO payments (order_id, provider, provider_order_id, amount_paise, currency, status)
          VALUES (p_order_id, p_provider, p_provider_order_id, p_amount_paise, 'INR', 'created')
          RETURNING to_jsonb(payments.*) INTO saved;
        END IF;
        RETURN saved;
      END
      $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION sutra_save_payment(uuid, text, text, integer)`);
  }
}
