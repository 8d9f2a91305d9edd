import type { DataSource, EntityManager } from "typeorm";
import type { SandboxOrder, SandboxPayment, SandboxRefund } from "./razorpay-sandbox.js";

/**
 * Where the offline Razorpay keeps its orders, payments and refunds. Two stores behind one interface:
 * PostgreSQL for the stand-in mounted in the app (so a payment opened through one replica can be paid, verified
 * and webhooked through another), and process memory for the stand-in run as a server of its own in tests.
 *
 * Records are Razorpay's own JSON documents; a read hands out a copy, so a change counts only once saved.
 */
export interface SandboxTx {
  order(id: string): Promise<SandboxOrder | undefined>;
  payment(id: string): Promise<SandboxPayment | undefined>;
  paymentsOfOrder(orderId: string): Promise<SandboxPayment[]>;
  refundsOfPayment(paymentId: string): Promise<SandboxRefund[]>;
  /** The payment a refund belongs to (none or one). */
  paymentsOfRefund(refundId: string): Promise<SandboxPayment[]>;
  saveOrder(order: SandboxOrder): Promise<void>;
  savePayment(payment: SandboxPayment): Promise<void>;
  saveRefund(refund: SandboxRefund): Promise<void>;
}

export interface SandboxStore {
  /**
   * Runs `work` as one unit: what it saves is kept together or not at all, and no other unit changes the
   * records it has read before it ends (two nodes capturing one payment: one wins, the other sees it captured).
   */
  atomically<T>(work: (tx: SandboxTx) => Promise<T>): Promise<T>;
}

/** One process's memory: the stand-in as a test server. Units run one after another. */
export class MemorySandboxStore implements SandboxStore {
  private readonly orders = new Map<string, SandboxOrder>();
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly refunds = new Map<string, SandboxRefund>();
  private queue: Promise<unknown> = Promise.resolve();

  atomically<T>(work: (tx: SandboxTx) => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      // Saves apply at once (a unit reads its own writes) and are undone if the unit throws, as a rollback.
      const undo: Array<() => void> = [];
      const put = <R extends { id: string }>(map: Map<string, R>, value: R) => {
        const before = map.get(value.id);
        undo.push(() => (before === undefined ? map.delete(value.id) : map.set(value.id, before)));
        map.set(value.id, structuredClone(value));
      };
      const copy = <R>(value: R | undefined) => (value === undefined ? undefined : structuredClone(value));
      const tx: SandboxTx = {
        order: async (id) => copy(this.orders.get(id)),
        payment: async (id) => copy(this.payments.get(id)),
        paymentsOfOrder: async (orderId) => [...this.payments.values()].filter((p) => p.order_id === orderId).map((p) => structuredClone(p)),
        refundsOfPayment: async (paymentId) => [...this.refunds.values()].filter((r) => r.payment_id === paymentId).map((r) => structuredClone(r)),
        paymentsOfRefund: async (refundId) => {
          const refund = this.refunds.get(refundId);
          const payment = refund && this.payments.get(refund.payment_id);
          return payment ? [structuredClone(payment)] : [];
        },
        saveOrder: async (order) => put(this.orders, order),
        savePayment: async (payment) => put(this.payments, payment),
        saveRefund: async (refund) => put(this.refunds, refund),
      };
      try {
        return await work(tx);
      } catch (error) {
        for (const revert of undo.reverse()) revert();
        throw error;
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}

type Row<T> = { document: T | string };
/** `json` (not `jsonb`) keeps Razorpay's documents as written, keys in their order; pg parses it on the way out. */
const parse = <T>(row: Row<T>): T => (typeof row.document === "string" ? (JSON.parse(row.document) as T) : row.document);

/** Tables razorpay_sandbox_orders / _payments / _refunds (entities/razorpay-sandbox.entity.ts). Rows read in a unit are locked. */
export class PostgresSandboxStore implements SandboxStore {
  constructor(private readonly dataSource: DataSource) {}

  atomically<T>(work: (tx: SandboxTx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(this.tx(manager)));
  }

  private tx(manager: EntityManager): SandboxTx {
    const one = async <R>(sql: string, id: string): Promise<R | undefined> => {
      const rows: Row<R>[] = await manager.query(sql, [id]);
      return rows[0] ? parse(rows[0]) : undefined;
    };
    const many = async <R>(sql: string, id: string): Promise<R[]> => ((await manager.query(sql, [id])) as Row<R>[]).map(parse);
    return {
      order: (id) => one(`SELECT document FROM razorpay_sandbox_orders WHERE id = $1 FOR UPDATE`, id),
      payment: (id) => one(`SELECT document FROM razorpay_sandbox_payments WHERE id = $1 FOR UPDATE`, id),
      paymentsOfOrder: (orderId) => many(`SELECT document FROM razorpay_sandbox_payments WHERE order_id = $1 ORDER BY created_at, id`, orderId),
      refundsOfPayment: (paymentId) => many(`SELECT document FROM razorpay_sandbox_refunds WHERE payment_id = $1 ORDER BY created_at, id`, paymentId),
      paymentsOfRefund: (refundId) =>
        many(`SELECT p.document FROM razorpay_sandbox_payments p JOIN razorpay_sandbox_refunds r ON r.payment_id = p.id WHERE r.id = $1 FOR UPDATE OF p`, refundId),
      saveOrder: async (order) => {
        await manager.query(
          `INSERT INTO razorpay_sandbox_orders (id, document) VALUES ($1, $2)
           ON CONFLICT (id) DO UPDATE SET document = EXCLUDED.document, updated_at = now()`,
          [order.id, JSON.stringify(order)],
        );
      },
      savePayment: async (payment) => {
        await manager.query(
          `INSERT INTO razorpay_sandbox_payments (id, order_id, document) VALUES ($1, $2, $3)
           ON CONFLICT (id) DO UPDATE SET order_id = EXCLUDED.order_id, document = EXCLUDED.document, updated_at = now()`,
          [payment.id, payment.order_id, JSON.stringify(payment)],
        );
      },
      saveRefund: async (refund) => {
        // A refund is saved again when its pending status settles (processed or failed).
        await manager.query(`INSERT INTO razorpay_sandbox_refunds (id, payment_id, document) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET document = EXCLUDED.document`, [
          refund.id,
          refund.payment_id,
          JSON.stringify(refund),
        ]);
      },
    };
  }
}
