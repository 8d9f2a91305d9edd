/**
 * Returns and exchanges: the customer's request rules (request-rules.ts), the return table of the engine on the shop's
 * rows (return-machine.ts), the money of returned units (return-value.ts), the read model (return-view.ts) and the
 * settings (return-settings.ts). Refunds go through the order module's refund ledger. Other code reaches this module
 * only through this file.
 */
import type { PaymentGateway } from "../../payments/index.js";
import type { ServiceContext } from "../context.js";
import type { OrderEmails } from "../emails/index.js";
import type { OrderMachine, RefundLedger } from "../orders/index.js";
import { createReturnSettings } from "./return-settings.js";
import { createReturnsService } from "./returns.service.js";

export { RETURN_MESSAGES } from "./request-rules.js";
export { returnedShare, unitsShare } from "./return-value.js";
export { creditNoteLabel, type ReturnLineView, type ReturnView } from "./return-view.js";

/** The returns service: a customer's requests, the admin's queue and moves, the settings, and the followers the order module calls. */
export function createReturns(
  ctx: ServiceContext,
  deps: { gateway: PaymentGateway; emails: OrderEmails; orderMachine: OrderMachine; ledger: RefundLedger; pickups?: () => { bookReturnPickup(requestId: string): Promise<unknown> } },
) {
  return { ...createReturnsService(ctx, deps), ...createReturnSettings(ctx) };
}

export type ReturnsService = ReturnType<typeof createReturns>;
