import { readFileSync } from "node:fs";
import { join } from "node:path";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { DateTimeResolver } from "graphql-scalars";
import { GraphQLUpload } from "graphql-upload-ts";
import { projectRoot } from "../config.js";
import { authDirectiveTransformer } from "./auth-directive.js";
import type { Resolvers } from "./generated/resolvers.js";
import { addressesResolvers } from "./resolvers/addresses.js";
import { authResolvers } from "./resolvers/auth.js";
import { cartResolvers } from "./resolvers/cart.js";
import { catalogueResolvers } from "./resolvers/catalogue.js";
import { customersResolvers } from "./resolvers/customers.js";
import { deliveryResolvers } from "./resolvers/delivery.js";
import { featuresResolvers } from "./resolvers/features.js";
import { mediaResolvers } from "./resolvers/media.js";
import { emailsResolvers } from "./resolvers/emails.js";
import { insightsResolvers } from "./resolvers/insights.js";
import { taxResolvers } from "./resolvers/tax.js";
import { ordersResolvers } from "./resolvers/orders.js";
import { promotionsResolvers } from "./resolvers/promotions.js";
import { returnsResolvers } from "./resolvers/returns.js";
import { reviewsResolvers } from "./resolvers/reviews.js";

export const typeDefs = readFileSync(join(projectRoot, "schema.graphql"), "utf8");

const scalarsAndEnums: Resolvers = {
  DateTime: DateTimeResolver,
  Upload: GraphQLUpload,
  Role: { ADMIN: "admin", CUSTOMER: "customer" },
  OrderStatus: { PENDING: "pending", CONFIRMED: "confirmed", SHIPPED: "shipped", DELIVERED: "delivered", CANCELLED: "cancelled", REJECTED: "rejected", RETURNED_TO_ORIGIN: "returned_to_origin" },
  PaymentStatus: { PENDING: "pending", PAID: "paid", FAILED: "failed", REFUNDED: "refunded", TO_COLLECT: "to_collect" },
  EmailKind: { WELCOME: "welcome", ORDER_CONFIRMED: "order_confirmed", ORDER_SHIPPED: "order_shipped", ORDER_DELIVERED: "order_delivered", ORDER_CANCELLED: "order_cancelled", VERIFY_EMAIL: "verify_email", PASSWORD_RESET: "password_reset", PASSWORD_CHANGED: "password_changed", EMAIL_CHANGE: "email_change", EMAIL_CHANGE_NOTICE: "email_change_notice", RETURN_RECEIVED: "return_received", RETURN_APPROVED: "return_approved", RETURN_REJECTED: "return_rejected", REFUND_ISSUED: "refund_issued", EXCHANGE_SHIPPED: "exchange_shipped" },
  EmailStatus: { PENDING: "pending", SENT: "sent", FAILED: "failed" },
  PromotionKind: { COUPON: "coupon", AUTOMATIC: "automatic" },
  DiscountType: { PERCENT: "percent", FLAT: "flat" },
  PromotionScope: { ALL: "all", CATEGORIES: "categories", BRANDS: "brands", PRODUCTS: "products" },
  ReturnStatus: {
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
  },
  ReturnReason: { SIZE_TOO_SMALL: "size_too_small", SIZE_TOO_LARGE: "size_too_large", DAMAGED: "damaged", NOT_AS_DESCRIBED: "not_as_described", CHANGED_MIND: "changed_mind", OTHER: "other" },
  ReturnKind: { RETURN: "return", EXCHANGE: "exchange" },
  PromotionStatus: { ACTIVE: "active", SCHEDULED: "scheduled", EXPIRED: "expired", USED_UP: "used_up", PAUSED: "paused" },
};

const resolvers: Resolvers[] = [
  scalarsAndEnums,
  authResolvers,
  catalogueResolvers,
  reviewsResolvers,
  featuresResolvers,
  mediaResolvers,
  cartResolvers,
  addressesResolvers,
  ordersResolvers,
  insightsResolvers,
  taxResolvers,
  emailsResolvers,
  customersResolvers,
  promotionsResolvers,
  returnsResolvers,
  deliveryResolvers,
];

export function buildSchema() {
  return authDirectiveTransformer(makeExecutableSchema({ typeDefs, resolvers }));
}
