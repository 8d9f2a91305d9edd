import { z } from "zod";
import type { OrderEntity } from "../../entities/order.entity.js";
import { DomainError } from "../../lib/errors.js";
import { parseInput } from "../../lib/validation.js";
import type { ServiceContext } from "../context.js";
import type { Actor } from "../lifecycles/index.js";
import { requireAdmin, requireUser, type Viewer } from "../viewer.js";
import { findOrderOf, lockOrder } from "./order-access.js";
import type { CodConfirmationMachine, OrderMachine } from "./order-machine.js";
import { loadOrderView, type OrderView } from "./order-view.js";
import { startPeriodicJob } from "../../lib/periodic-job.js";

export const COD_CONFIRMATION_MESSAGES = {
  confirmed: "Thank you: your cash-on-delivery order is confirmed and will be packed.",
  alreadyConfirmed: "This order is confirmed already.",
  notAwaiting: "This order does not need a confirmation.",
  closed: "This order was cancelled, so it cannot be confirmed.",
} as const;

const idInput = z.object({ orderId: z.string({ error: "Order id is required" }).trim().min(1, "Order id is required") });
const SWEEP_BATCH = 100;

/**
 * Confirming cash-on-delivery orders (issue 43): by the shopper (the order page, the SMS link), by the WhatsApp button
 * (the provider's webhook, for the shopper whose number the order's messages went to), by an admin who called them;
 * and the sweep that cancels, with their units and offer uses back exactly once, those not confirmed by COD_CONFIRM_HOURS.
 */
export function createCodConfirmationService({ dataSource, config, logger, leases }: ServiceContext, { machine, codConfirmation }: { machine: OrderMachine; codConfirmation: CodConfirmationMachine }) {
  /** Moves a locked order's confirmation to confirmed; confirmed already answers as it is; closed or not needed refuses. */
  async function confirmLocked(manager: Parameters<OrderMachine["move"]>[0], order: OrderEntity, actor: Actor, changedBy: string | null): Promise<void> {
    if (machine.isClosing(order.status)) throw new DomainError("BAD_USER_INPUT", COD_CONFIRMATION_MESSAGES.closed, "orderId");
    if (order.codConfirmation === "confirmed") return;
    if (order.codConfirmation !== "awaiting") throw new DomainError("BAD_USER_INPUT", COD_CONFIRMATION_MESSAGES.notAwaiting, "orderId");
    await codConfirmation.move(manager, order, "confirmed", { actor, changedBy });
  }

  async function cancelUnconfirmed(now: Date = new Date()): Promise<number | null> {
    return leases.run("cod-confirmation-sweep", async (lease) => {
      let cancelled = 0;
      for (;;) {
        const due: Array<{ id: string }> = await dataSource.query(
          `SELECT id FROM orders WHERE cod_confirmation = 'awaiting' AND cod_confirm_by <= $1 ORDER BY cod_confirm_by LIMIT ${SWEEP_BATCH}`,
          [now],
        );
        const before = cancelled;
        for (const { id } of due) {
          if (lease.lost) break;
          const done = await dataSource.transaction(async (manager) => {
            await lease.fence(manager);
            const order = await lockOrder(manager, id);
            // Re-checked under the lock: confirmed, switched or closed meanwhile means nothing to do.
            if (!order || order.codConfirmation !== "awaiting" || !order.codConfirmBy || order.codConfirmBy > now || order.status !== "confirmed") return false;
            const hours = config.messaging.codConfirmHours;
            return machine.move(manager, order, "cancelled", { actor: "system", note: `Cancelled: cash on delivery not confirmed within ${hours < 1 ? `${Math.round(hours * 60)} minutes` : `${hours} hours`}` });
          });
          if (done) cancelled += 1;
        }
        if (lease.lost || due.length < SWEEP_BATCH || cancelled === before) break;
      }
      if (cancelled) logger.info({ cancelled }, "cancelled cash-on-delivery orders not confirmed in time");
      return cancelled;
    });
  }

  return {
    /** The shopper confirms their own cash-on-delivery order (the order page, the SMS link). Idempotent. */
    async confirmCodOrder(viewer: Viewer | null, raw: { orderId: unknown }): Promise<OrderView> {
      const user = requireUser(viewer);
      const { orderId } = parseInput(idInput, raw);
      await dataSource.transaction(async (manager) => {
        const order = await findOrderOf(manager, user, orderId, { lock: true });
        await confirmLocked(manager, order, "customer", null);
      });
      return loadOrderView(dataSource.manager, orderId);
    },

    /** An admin confirms it after calling the shopper. Idempotent. */
    async adminConfirmCodOrder(viewer: Viewer | null, raw: { orderId: unknown }): Promise<OrderView> {
      const admin = requireAdmin(viewer);
      const { orderId } = parseInput(idInput, raw);
      await dataSource.transaction(async (manager) => {
        const order = await findOrderOf(manager, admin, orderId, { lock: true, anyForAdmin: true });
        await confirmLocked(manager, order, "admin", admin.userId);
      });
      return loadOrderView(dataSource.manager, orderId);
    },

    /**
     * The WhatsApp button (the provider's verified webhook): only for the number the order's owner saved. A press for
     * an unknown, someone else's, closed or already confirmed order changes nothing (the webhook is answered anyway).
     */
    async confirmCodFromMessage(orderId: string, phone: string): Promise<void> {
      await dataSource.transaction(async (manager) => {
        const order = /^[0-9a-f-]{36}$/i.test(orderId) ? await lockOrder(manager, orderId) : null;
        if (!order) return;
        const [owner]: Array<{ phone: string | null }> = await manager.query(`SELECT phone FROM users WHERE id = $1`, [order.userId]);
        if (owner?.phone !== phone || order.codConfirmation !== "awaiting" || machine.isClosing(order.status)) return;
        await codConfirmation.move(manager, order, "confirmed", { actor: "provider" });
      });
    },

    cancelUnconfirmed,

    /** Runs the sweep every COD_CONFIRM_SWEEP_SECONDS on this node (one node at a time, under a lease). */
    startSweepJob(): () => Promise<void> {
      return startPeriodicJob({ everyMs: config.messaging.codConfirmSweepSeconds * 1000, run: cancelUnconfirmed, logger, failure: "cancelling unconfirmed cash-on-delivery orders failed" });
    },
  };
}

export type CodConfirmationService = ReturnType<typeof createCodConfirmationService>;
