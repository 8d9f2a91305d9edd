import { AccountTokenEntity } from "./account-token.entity.js";
import { AnalyticsPurchaseEntity } from "./analytics-purchase.entity.js";
import { AddressEntity } from "./address.entity.js";
import { CartEntity, CartLineEntity } from "./cart.entity.js";
import { EmailOutboxEntity } from "./email-outbox.entity.js";
import { FeatureImageEntity } from "./feature-image.entity.js";
import { GstCategoryDefaultEntity, GstRateEntity } from "./gst-rate.entity.js";
import { IdempotencyKeyEntity } from "./idempotency-key.entity.js";
import { LeaseEntity } from "./lease.entity.js";
import { LoginCodeEntity, MessageOutboxEntity } from "./message-outbox.entity.js";
import { OrderEntity, OrderLineEntity, OrderStatusHistoryEntity } from "./order.entity.js";
import { PaymentEntity, WebhookEventEntity } from "./payment.entity.js";
import { ProductEntity } from "./product.entity.js";
import { PromotionEntity, PromotionRedemptionEntity } from "./promotion.entity.js";
import { ProductImageEntity, ProductVariantEntity } from "./product-variant.entity.js";
import { RefundEntity } from "./refund.entity.js";
import { RazorpaySandboxOrderEntity, RazorpaySandboxPaymentEntity, RazorpaySandboxRefundEntity } from "./razorpay-sandbox.entity.js";
import { NonReturnableEntity, ReturnRequestEntity, ReturnRequestHistoryEntity, ReturnRequestLineEntity } from "./return-request.entity.js";
import { ReviewEntity } from "./review.entity.js";
import { ServiceablePincodeEntity } from "./serviceable-pincode.entity.js";
import { SessionEntity } from "./session.entity.js";
import { ShipmentEntity, ShippingTokenEntity, ShiprocketSandboxOrderEntity } from "./shipment.entity.js";
import { CartReminderEntity, MarketingConsentEntity, ReviewRequestEntity, StockAlertEntity, StockAlertRestockEntity, WishlistItemEntity } from "./shopper-loops.entity.js";
import { SizeChartEntity } from "./size-chart.entity.js";
import { UserEntity } from "./user.entity.js";

export const entities = [
  UserEntity,
  SessionEntity,
  AccountTokenEntity,
  ProductEntity,
  ProductVariantEntity,
  ProductImageEntity,
  ReviewEntity,
  CartEntity,
  CartLineEntity,
  AddressEntity,
  OrderEntity,
  OrderLineEntity,
  OrderStatusHistoryEntity,
  PaymentEntity,
  RefundEntity,
  WebhookEventEntity,
  FeatureImageEntity,
  EmailOutboxEntity,
  MessageOutboxEntity,
  LoginCodeEntity,
  RazorpaySandboxOrderEntity,
  RazorpaySandboxPaymentEntity,
  RazorpaySandboxRefundEntity,
  IdempotencyKeyEntity,
  GstRateEntity,
  GstCategoryDefaultEntity,
  PromotionEntity,
  PromotionRedemptionEntity,
  ReturnRequestEntity,
  ReturnRequestLineEntity,
  ReturnRequestHistoryEntity,
  NonReturnableEntity,
  ServiceablePincodeEntity,
  WishlistItemEntity,
  StockAlertEntity,
  StockAlertRestockEntity,
  MarketingConsentEntity,
  CartReminderEntity,
  ReviewRequestEntity,
  SizeChartEntity,
  LeaseEntity,
  ShipmentEntity,
  ShippingTokenEntity,
  ShiprocketSandboxOrderEntity,
  AnalyticsPurchaseEntity,
];

export {
  AccountTokenEntity,
  AnalyticsPurchaseEntity,
  AddressEntity,
  CartEntity,
  CartLineEntity,
  CartReminderEntity,
  EmailOutboxEntity,
  FeatureImageEntity,
  IdempotencyKeyEntity,
  MarketingConsentEntity,
  LeaseEntity,
  ShipmentEntity,
  ShippingTokenEntity,
  ShiprocketSandboxOrderEntity,
  OrderEntity,
  OrderLineEntity,
  OrderStatusHistoryEntity,
  PaymentEntity,
  ProductEntity,
  ProductImageEntity,
  ProductVariantEntity,
  PromotionEntity,
  PromotionRedemptionEntity,
  RazorpaySandboxOrderEntity,
  RazorpaySandboxPaymentEntity,
  RazorpaySandboxRefundEntity,
  ReturnRequestEntity,
  ReturnRequestHistoryEntity,
  ReturnRequestLineEntity,
  NonReturnableEntity,
  ReviewEntity,
  ReviewRequestEntity,
  ServiceablePincodeEntity,
  SessionEntity,
  SizeChartEntity,
  StockAlertEntity,
  StockAlertRestockEntity,
  UserEntity,
  WebhookEventEntity,
  WishlistItemEntity,
};
