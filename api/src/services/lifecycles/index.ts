/**
 * The one state-machine engine (engine.ts) and every lifecycle of the shop as a table beside it: the order (order.ts),
 * its payment (payment.ts), a refund of the ledger (refund.ts) and a return request (return.ts). The services that
 * carry the moves out (services/orders, services/returns) give each table its effect handlers and its store.
 */
export { type Actor, createMachine, type EffectHandlers, ENGINE_MESSAGES, type FirstState, type Machine, type MoveOptions, type MoveRun, type StateStore } from "./engine.js";
export { holdingUnpaidSql, ORDER_LIFECYCLE, type OrderEffect, type OrderFacts, type OrderMove, orderTable } from "./order.js";
export { PAYMENT_KINDS, PAYMENT_LIFECYCLE, type PaymentKind, paymentStatusFromLedger, paymentTable } from "./payment.js";
export { REFUND_LIFECYCLE, type RefundEffect, refundTable } from "./refund.js";
export { RETURN_LIFECYCLE, type ReturnEffect, type ReturnFacts, returnStatusWords, returnTable } from "./return.js";
export { COD_CONFIRMATION_LIFECYCLE, type CodConfirmationEffect, codConfirmationTable } from "./cod-confirmation.js";
export { codAwaitsConfirmation, type OrderMessageEvent } from "./order.js";
export { SHIPMENT_LIFECYCLE, type ShipmentEffect, type ShipmentFacts, type ShipmentNotice, shipmentStatusWords, shipmentTable } from "./shipment.js";
