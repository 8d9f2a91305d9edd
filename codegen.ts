import type { CodegenConfig } from "@graphql-codegen/cli";

// One schema, two generated outputs: resolver types for the API, typed documents for the web app.
const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**/*"],
  ignoreNoDocuments: true,
  generates: {
    "api/src/graphql/generated/resolvers.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../context.js#GraphQLContext",
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: "Date" },
        // The database stores roles lower-case; the schema's enum maps to them.
        enumValues: {
          Role: { ADMIN: "admin", CUSTOMER: "customer" },
          OrderStatus: { PENDING: "pending", CONFIRMED: "confirmed", SHIPPED: "shipped", DELIVERED: "delivered", CANCELLED: "cancelled", REJECTED: "rejected", RETURNED_TO_ORIGIN: "returned_to_origin" },
          PaymentStatus: { PENDING: "pending", PAID: "paid", FAILED: "failed", REFUNDED: "refunded", TO_COLLECT: "to_collect" },
          EmailKind: { WELCOME: "welcome", ORDER_CONFIRMED: "order_confirmed", ORDER_SHIPPED: "order_shipped", ORDER_DELIVERED: "order_delivered", ORDER_CANCELLED: "order_cancelled", VERIFY_EMAIL: "verify_email", PASSWORD_RESET: "password_reset", PASSWORD_CHANGED: "password_changed", EMAIL_CHANGE: "email_change", EMAIL_CHANGE_NOTICE: "email_change_notice", RETURN_RECEIVED: "return_received", RETURN_APPROVED: "return_approved", RETURN_REJECTED: "return_rejected", REFUND_ISSUED: "refund_issued", EXCHANGE_SHIPPED: "exchange_shipped" },
          EmailStatus: { PENDING: "pending", SENT: "sent", FAILED: "failed" },
          PromotionKind: { COUPON: "coupon", AUTOMATIC: "automatic" },
          DiscountType: { PERCENT: "percent", FLAT: "flat" },
          PromotionScope: { ALL: "all", CATEGORIES: "categories", BRANDS: "brands", PRODUCTS: "products" },
          PromotionStatus: { ACTIVE: "active", SCHEDULED: "scheduled", EXPIRED: "expired", USED_UP: "used_up", PAUSED: "paused" },
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
        },
        mappers: {
          User: "../../entities/user.entity.js#UserEntity",
          Product: "../../entities/product.entity.js#ProductEntity",
          // Pages whose total and facets are computed only when selected (functions the resolvers call).
          ProductConnection: "../../services/catalogue/index.js#ProductPage",
          ProductSearchConnection: "../../services/catalogue/index.js#SearchPage",
          ProductFacets: "../../services/catalogue/index.js#ListingFacets",
          // Money arrives in paise; the resolvers turn it into rupees (graphql/money.ts).
          PriceRange: "../../services/catalogue/index.js#PriceRangePaise",
          // A variant and a picture as stored; the product's prices complete a variant's (catalogue resolvers).
          ProductVariant: "../../services/catalogue/index.js#VariantOfProduct",
          ProductImage: "../../services/catalogue/index.js#StoredImage",
          Review: "../../entities/review.entity.js#ReviewEntity",
          FeatureImage: "../../entities/feature-image.entity.js#FeatureImageEntity",
          Address: "../../entities/address.entity.js#AddressEntity",
          Cart: "../../services/cart.service.js#CartView",
          CartLine: "../../services/cart.service.js#CartLineView",
          // The one read model of an order (services/orders/order-view.ts), money in paise.
          Order: "../../services/orders/index.js#OrderView",
          OrderLine: "../../services/orders/index.js#OrderLineView",
          OrderStatusChange: "../../services/orders/index.js#StatusChange",
          OrderLineTax: "../../services/orders/index.js#LineTax",
          ReturnRequest: "../../services/orders/index.js#ReturnView",
          ReturnRequestLine: "../../services/orders/index.js#ReturnLineView",
          ReturnStatus: "../../entities/return-request.entity.js#ReturnStatus as ReturnStatusValue",
          ReturnReason: "../../entities/return-request.entity.js#ReturnReason as ReturnReasonValue",
          ReturnKind: "../../entities/return-request.entity.js#ReturnKind as ReturnKindValue",
          // A category's GST row in paise and basis points; the resolvers turn them into rupees and percent.
          GstRate: "../../services/tax/index.js#GstRateView",
          // The dashboard's figures in paise; the resolvers turn money into rupees.
          SalesInsights: "../../services/insights.service.js#SalesInsights as SalesInsightsModel",
          DailySales: "../../services/insights.service.js#DailySales as DailySalesModel",
          CodInsights: "../../services/insights.service.js#CodInsights as CodInsightsModel",
          TopProduct: "../../services/insights.service.js#TopProduct as TopProductModel",
          LowStockVariant: "../../services/insights.service.js#LowStockVariant as LowStockVariantModel",
          ReturnInsights: "../../services/insights.service.js#ReturnInsights as ReturnInsightsModel",
          Email: "../../entities/email-outbox.entity.js#EmailOutboxEntity",
          // A promotion as the admin sees it, money in paise (services/promotions).
          Promotion: "../../services/promotions/index.js#PromotionView",
          AppliedPromotion: "../../services/cart.service.js#AppliedPromotionView",
          Offer: "../../services/promotions/index.js#OfferView",
          // A customer with their order figures in paise; the resolver turns money into rupees.
          Customer: "../../services/customers.service.js#CustomerSummary",
          // Delivery by pincode and checkout's options (issue 25), money in paise.
          CheckoutOptions: "../../services/orders/index.js#CheckoutOptions as CheckoutOptionsModel",
          ServiceablePincode: "../../services/delivery/index.js#PincodeRow",
          // An enum field's resolver returns the internal (database) value, typed as the entity types it. Without
          // these, typescript-resolvers types enums with object enumValues as `null` (graphql-code-generator#10204).
          Role: "../../entities/user.entity.js#RoleName",
          OrderStatus: "../../entities/order.entity.js#OrderStatus as OrderStatusValue",
          PaymentStatus: "../../entities/order.entity.js#PaymentStatus as PaymentStatusValue",
          EmailKind: "../../entities/email-outbox.entity.js#EmailKind as EmailKindValue",
          EmailStatus: "../../entities/email-outbox.entity.js#EmailStatus as EmailStatusValue",
          PromotionKind: "../../entities/promotion.entity.js#PromotionKind as PromotionKindValue",
          DiscountType: "../../entities/promotion.entity.js#DiscountType as DiscountTypeValue",
          PromotionScope: "../../entities/promotion.entity.js#PromotionScope as PromotionScopeValue",
          PromotionStatus: "../../services/promotions/index.js#PromotionStatus as PromotionStatusValue",
        },
      },
    },
    // The queries a page's first screen is answered with on the server (api/src/http/app.ts): the app's own.
    "api/src/graphql/generated/first-screen-documents.ts": {
      plugins: ["./scripts/codegen-operation-strings.mjs"],
      config: { operations: ["Me", "ShopFeatureImages", "ShopListingProducts", "ShopProductDetails"] },
    },
    // What the bench's W4-W6 send: the storefront's own operations (bench/targets.mjs).
    "bench/storefront-operations.json": {
      plugins: ["./scripts/codegen-operation-strings.mjs"],
      config: {
        format: "json",
        operations: ["Login", "Register", "ShopListingProducts", "ShopSearch", "ShopProductDetails", "ShopAddAddress", "ShopAddToCart", "ShopPlaceOrder", "ShopVerifyPayment"],
      },
    },
    "web/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: "string" },
      },
    },
  },
};

export default config;
