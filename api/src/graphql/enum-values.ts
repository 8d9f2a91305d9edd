import type { EmailKind, EmailStatus } from "../entities/email-outbox.entity.js";
import type { CodConfirmation, CodRiskBand, OrderStatus, PaymentStatus } from "../entities/order.entity.js";
import type { MessageChannel, MessageStatus } from "../entities/message-outbox.entity.js";
import type { DiscountType, PromotionKind, PromotionScope } from "../entities/promotion.entity.js";
import type { RefundStatus } from "../entities/refund.entity.js";
import type { ShipmentDirection, ShipmentStatus } from "../entities/shipment.entity.js";
import type { RefundMethod, ReturnKind, ReturnReason, ReturnStatus } from "../entities/return-request.entity.js";
import type { ReviewFit } from "../entities/review.entity.js";
import type { StockAlertStatus } from "../entities/shopper-loops.entity.js";
import type { RoleName } from "../entities/user.entity.js";
import type { PromotionStatus } from "../services/promotions/index.js";

/**
 * `map` as written, once each value is one of `Internal` and every `Internal` value has a schema value (a value
 * the database holds but the schema cannot name would fail the query at run time).
 */
function mapTo<Internal extends string>() {
  return <const M extends Record<string, Internal>>(map: M & ([Internal] extends [M[keyof M]] ? unknown : { missing: Exclude<Internal, M[keyof M]> })): M => map;
}

/**
 * Each GraphQL enum (schema.graphql) → the internal (database) value of each of its values. The one table for
 * both sides: the executable schema's enum resolvers (schema.ts) and codegen's `enumValues` (codegen.ts), so the
 * generated resolver types follow the same map. Codegen loads this file itself: type imports only.
 */
export const enumValues = {
  Role: mapTo<RoleName>()({ ADMIN: "admin", CUSTOMER: "customer" }),
  OrderStatus: mapTo<OrderStatus>()({
    PENDING: "pending",
    CONFIRMED: "confirmed",
    SHIPPED: "shipped",
    DELIVERED: "delivered",
    CANCELLED: "cancelled",
    REJECTED: "rejected",
    RETURNED_TO_ORIGIN: "returned_to_origin",
  }),
  PaymentStatus: mapTo<PaymentStatus>()({ PENDING: "pending", PAID: "paid", PARTIALLY_REFUNDED: "partially_refunded", REFUNDED: "refunded", FAILED: "failed", TO_COLLECT: "to_collect" }),
  RefundStatus: mapTo<RefundStatus>()({ PENDING: "pending", PROCESSED: "processed", FAILED: "failed" }),
  RefundMethod: mapTo<RefundMethod>()({ GATEWAY: "gateway", MANUAL: "manual" }),
  ShipmentStatus: mapTo<ShipmentStatus>()({
    BOOKED: "booked",
    PICKUP_SCHEDULED: "pickup_scheduled",
    PICKED_UP: "picked_up",
    IN_TRANSIT: "in_transit",
    OUT_FOR_DELIVERY: "out_for_delivery",
    DELIVERED: "delivered",
    DELIVERY_FAILED: "delivery_failed",
    RTO_INITIATED: "rto_initiated",
    RTO_DELIVERED: "rto_delivered",
    CANCELLED: "cancelled",
  }),
  ShipmentDirection: mapTo<ShipmentDirection>()({ FORWARD: "forward", REVERSE: "reverse" }),
  DeliveryFailureAction: { REATTEMPT: "reattempt", RETURN_TO_ORIGIN: "return_to_origin" } as const,
  EmailKind: mapTo<EmailKind>()({
    WELCOME: "welcome",
    ORDER_CONFIRMED: "order_confirmed",
    ORDER_SHIPPED: "order_shipped",
    ORDER_DELIVERED: "order_delivered",
    ORDER_CANCELLED: "order_cancelled",
    ORDER_OUT_FOR_DELIVERY: "order_out_for_delivery",
    ORDER_DELIVERY_FAILED: "order_delivery_failed",
    VERIFY_EMAIL: "verify_email",
    PASSWORD_RESET: "password_reset",
    PASSWORD_CHANGED: "password_changed",
    EMAIL_CHANGE: "email_change",
    EMAIL_CHANGE_NOTICE: "email_change_notice",
    RETURN_RECEIVED: "return_received",
    RETURN_APPROVED: "return_approved",
    RETURN_REJECTED: "return_rejected",
    REFUND_ISSUED: "refund_issued",
    EXCHANGE_SHIPPED: "exchange_shipped",
    CART_REMINDER: "cart_reminder",
    BACK_IN_STOCK: "back_in_stock",
    REVIEW_REQUEST: "review_request",
  }),
  EmailStatus: mapTo<EmailStatus>()({ PENDING: "pending", SENT: "sent", FAILED: "failed" }),
  CodConfirmation: mapTo<CodConfirmation>()({ AWAITING: "awaiting", CONFIRMED: "confirmed", NOT_NEEDED: "not_needed" }),
  CodRiskBand: mapTo<CodRiskBand>()({ LOW: "low", MEDIUM: "medium", HIGH: "high" }),
  MessageChannel: mapTo<MessageChannel>()({ SMS: "sms", WHATSAPP: "whatsapp" }),
  WhatsAppConsentSource: mapTo<"checkout" | "settings">()({ CHECKOUT: "checkout", SETTINGS: "settings" }),
  MessageStatus: mapTo<MessageStatus>()({ PENDING: "pending", SENT: "sent", FAILED: "failed", CANCELLED: "cancelled" }),
  PromotionKind: mapTo<PromotionKind>()({ COUPON: "coupon", AUTOMATIC: "automatic" }),
  DiscountType: mapTo<DiscountType>()({ PERCENT: "percent", FLAT: "flat" }),
  PromotionScope: mapTo<PromotionScope>()({ ALL: "all", CATEGORIES: "categories", BRANDS: "brands", PRODUCTS: "products" }),
  PromotionStatus: mapTo<PromotionStatus>()({ ACTIVE: "active", SCHEDULED: "scheduled", EXPIRED: "expired", USED_UP: "used_up", PAUSED: "paused" }),
  ReturnStatus: mapTo<ReturnStatus>()({
    REQUESTED: "requested",
    APPROVED: "approved",
    REJECTED: "rejected",
    CANCELLED: "cancelled",
    PICKED_UP: "picked_up",
    RECEIVED: "received",
    REFUNDED: "refunded",
    REFUND_FAILED: "refund_failed",
    EXCHANGE_SHIPPED: "exchange_shipped",
    EXCHANGE_DELIVERED: "exchange_delivered",
  }),
  ReturnReason: mapTo<ReturnReason>()({
    SIZE_TOO_SMALL: "size_too_small",
    SIZE_TOO_LARGE: "size_too_large",
    DAMAGED: "damaged",
    NOT_AS_DESCRIBED: "not_as_described",
    CHANGED_MIND: "changed_mind",
    OTHER: "other",
  }),
  ReturnKind: mapTo<ReturnKind>()({ RETURN: "return", EXCHANGE: "exchange" }),
  FitAnswer: mapTo<ReviewFit>()({ RUNS_SMALL: "runs_small", TRUE_TO_SIZE: "true_to_size", RUNS_LARGE: "runs_large" }),
  StockAlertStatus: mapTo<StockAlertStatus>()({ WAITING: "waiting", SENT: "sent", CANCELLED: "cancelled" }),
};
