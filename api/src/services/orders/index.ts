/**
 * The order lifecycle in one place: placing an order from the cart, its payment, the admin's moves and expiry, all
 * through one status machine (status-machine.ts) and one stock rule (stock.ts); one read model of an order
 * (order-view.ts); the cart's lines as cart and checkout both read them (cart-lines.ts). Other code reaches this
 * module only through this file.
 */
import type { PaymentGateway } from "../../payments/index.js";
import type { ServiceContext } from "../context.js";
import type { OrderEmails } from "../emails/index.js";
import { createCheckoutService } from "./checkout.service.js";
import { createOrderLifecycle } from "./lifecycle.js";
import { createOrdersService } from "./orders.service.js";
import { createPaymentsService } from "./payments.service.js";
import { createReturnsService } from "./returns.service.js";

export { type CartContents, type CartLine, readCartLines, unitsPerVariant } from "./cart-lines.js";
export type { CheckoutOptions, CheckoutService, PaymentWindow } from "./checkout.service.js";
export { COD_MESSAGES } from "./cod.js";
export { ORDER_MESSAGES, type OrdersService } from "./orders.service.js";
export type { LineTax, OrderLineView, OrderView, ShippingAddress, StatusChange } from "./order-view.js";
export type { OrderDiscountView } from "./order-discounts.js";
export type { PaymentsService } from "./payments.service.js";
export { creditNoteLabel, RETURN_MESSAGES, type ReturnLineView, type ReturnsService, type ReturnView } from "./returns.service.js";
export { refundMethodFor, returnedShare, unitsShare } from "./return-money.js";
export { type Shortfall, shortfallOf } from "./stock.js";

/** The order services, sharing one lifecycle: `orders` (reads, the admin's moves), `checkout` (cart to paid order), `payments` (money arriving), `returns` (returns and exchanges). */
export function createOrderServices(ctx: ServiceContext, { gateway, cod, emails }: { gateway: PaymentGateway; cod: PaymentGateway; emails: OrderEmails }) {
  const lifecycle = createOrderLifecycle({ logger: ctx.logger, gateway, emails });
  const returns = createReturnsService(ctx, { gateway, emails });
  const payments = createPaymentsService(ctx, { gateway, lifecycle, onRefundSettled: returns.refundSettled });
  return {
    orders: createOrdersService(ctx, lifecycle, returns),
    returns,
    checkout: createCheckoutService(ctx, { gateway, cod, lifecycle, payments }),
    payments,
  };
}
