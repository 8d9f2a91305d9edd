/**
 * Orders and their money: the order table of the engine carried out on the shop's rows (order-machine.ts), the payment
 * policies (payment-policies.ts), checkout as named steps (checkout-steps.ts, checkout.service.ts), money arriving
 * (payments.service.ts), the refund ledger (refunds.ts), the one stock rule (stock.ts), the one read model of an order
 * (order-view.ts) and the admin's reads and moves (orders.service.ts). Other code reaches this module only through
 * this file.
 */
import type { PaymentGateway } from "../../payments/index.js";
import type { ServiceContext } from "../context.js";
import type { OrderEmails } from "../emails/index.js";
import { createCheckoutService } from "./checkout.service.js";
import { createCodConfirmationService } from "./cod-confirmation.js";
import { createCodConfirmationMachine, createOrderMachine, type ParcelNotes, type ReplacementFollower } from "./order-machine.js";
import type { OrderMessages } from "../messages/index.js";
import { createOrdersService } from "./orders.service.js";
import { createPaymentsService } from "./payments.service.js";
import { createRefundLedger, type ReturnRefundFollower } from "./refunds.js";

export { CART_LINE_COLUMNS, CART_LINE_JOINS, type CartContents, type CartLine, cartLine, type CartLineRow, readCartLines } from "./cart-lines.js";
export type { CheckoutOptions, CheckoutService, PaymentWindow } from "./checkout.service.js";
export { COD_MESSAGES } from "./cod.js";
export { codAdvance, COD_ADVANCE_MESSAGES, dueOnDeliveryOf } from "./cod-advance.js";
export { COD_CONFIRMATION_MESSAGES, type CodConfirmationService } from "./cod-confirmation.js";
export { findOrderOf, lockOrder } from "./order-access.js";
export type { OrderDiscountView } from "./order-discounts.js";
export { orderFacts, type OrderMachine, type ParcelNotes, type ReplacementFollower } from "./order-machine.js";
export { ORDER_MESSAGES, type OrderPage, type OrdersService } from "./orders.service.js";
export { type LineTax, lineTax, loadOrderView, type OrderLineView, orderReference, type OrderView, type ShippingAddress, type StatusChange } from "./order-view.js";
export { PAYMENT_POLICIES, paidBySql, type PaymentPolicy, policyOf, refundMethodOf, type RefundParts, refundPartsOf } from "./payment-policies.js";
export { createPurchaseTurns, type PurchaseStep, type PurchaseTurns } from "./purchase-turns.js";
export type { PaymentsService } from "./payments.service.js";
export { type RefundLedger, type RefundRecord, refundedOfOrderSql, type ReturnRefundFollower } from "./refunds.js";
export { SoldOutMemory } from "./sold-out-memory.js";
export { reserveUnits, restockUnits, type Shortfall, shortfallOf, type StockUnit, unitsOf, unitTitle } from "./stock.js";

/** What the returns module does when an order's money or a replacement moves (services/returns: its followers). */
export interface OrderFollowers {
  refunds: ReturnRefundFollower;
  replacements: ReplacementFollower;
}

/**
 * The order services, sharing one order machine and one refund ledger: `orders` (reads, the admin's moves), `checkout`
 * (cart to paid order), `payments` (money arriving), and the machine and ledger the returns module builds on.
 * `followers` is read when a move needs it (the returns module is made after this one).
 */
export function createOrderServices(
  ctx: ServiceContext,
  {
    gateway,
    emails,
    messages,
    followers,
    parcels,
  }: { gateway: PaymentGateway; emails: OrderEmails; messages: OrderMessages; followers: () => OrderFollowers; parcels?: () => ParcelNotes },
) {
  const ledger = createRefundLedger({ logger: ctx.logger, gateway, returns: () => followers().refunds, messages });
  const codConfirmation = createCodConfirmationMachine(() => ctx.config.messaging.codConfirmHours);
  const machine = createOrderMachine({ logger: ctx.logger, gateway, emails, messages, codConfirmation, ledger, replacements: () => followers().replacements, parcels });
  const payments = createPaymentsService(ctx, { gateway, machine, ledger, codConfirmation });
  return {
    orders: createOrdersService(ctx, machine),
    checkout: createCheckoutService(ctx, { gateway, machine, payments }),
    payments,
    codConfirmation: createCodConfirmationService(ctx, { machine, codConfirmation }),
    machine,
    ledger,
  };
}
