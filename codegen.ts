import type { CodegenConfig } from "@graphql-codegen/cli";
import { enumValues } from "./api/src/graphql/enum-values.js";

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
        // The database's values of the schema's enums: the same table the executable schema uses (schema.ts).
        enumValues,
        mappers: {
          User: "../../entities/user.entity.js#UserEntity",
          Product: "../../entities/product.entity.js#ProductEntity",
          // Pages whose total and facets are computed only when selected (functions the resolvers call).
          ProductConnection: "../../services/catalogue/index.js#ProductPage",
          ProductSearchConnection: "../../services/catalogue/index.js#SearchPage",
          ProductFacets: "../../services/catalogue/index.js#ListingFacets",
          // Money arrives in paise; the resolvers turn it into rupees (lib/money.ts, toRupees).
          PriceRange: "../../services/catalogue/index.js#PriceRangePaise",
          // A variant and a picture as stored; the product's prices complete a variant's (catalogue resolvers).
          ProductVariant: "../../services/catalogue/index.js#VariantOfProduct",
          ProductImage: "../../services/catalogue/index.js#StoredImage",
          // A review with its author, product title and "verified buyer" (services/reviews.service.ts).
          Review: "../../services/reviews.service.js#ReviewView",
          // What brings shoppers back (issue 44): money in paise, the resolvers turn it into rupees.
          Wishlist: "../../services/shopper-loops/index.js#WishlistView",
          WishlistItem: "../../services/shopper-loops/index.js#WishlistItemView",
          StockAlert: "../../services/shopper-loops/index.js#StockAlertView",
          StockAlertDemand: "../../services/shopper-loops/index.js#StockAlertDemand as StockAlertDemandModel",
          RestoredCart: "../../services/shopper-loops/index.js#RestoredCart as RestoredCartModel",
          ConsentRecord: "../../services/shopper-loops/index.js#ConsentRecord as ConsentRecordModel",
          MarketingConsent: "../../services/shopper-loops/index.js#MarketingConsentView",
          SizeChart: "../../services/size-charts.service.js#SizeChartView",
          CartRecoveryInsights: "../../services/insights.service.js#CartRecoveryInsights as CartRecoveryInsightsModel",
          FeatureImage: "../../entities/feature-image.entity.js#FeatureImageEntity",
          // With its srcSet, derived from the renditions where the set is made (services/media's toImageSet).
          ImageSet: "../../services/media/index.js#ImageSet as ImageSetModel",
          Address: "../../entities/address.entity.js#AddressEntity",
          Cart: "../../services/cart.service.js#CartView",
          CartLine: "../../services/cart.service.js#CartLineView",
          // The one read model of an order (services/orders/order-view.ts), money in paise.
          Order: "../../services/orders/index.js#OrderView",
          OrderLine: "../../services/orders/index.js#OrderLineView",
          OrderStatusChange: "../../services/orders/index.js#StatusChange",
          OrderLineTax: "../../services/orders/index.js#LineTax",
          OrderDiscount: "../../services/orders/index.js#OrderDiscountView",
          Refund: "../../services/orders/index.js#RefundRecord",
          Shipment: "../../services/shipping/index.js#ShipmentView",
          ReturnRequest: "../../services/returns/index.js#ReturnView",
          ReturnRequestLine: "../../services/returns/index.js#ReturnLineView",
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
          Message: "../../entities/message-outbox.entity.js#MessageOutboxEntity",
          WhatsAppUpdates: "../../services/messages/index.js#WhatsAppUpdatesView",
          // A promotion as the admin sees it, money in paise (services/promotions).
          Promotion: "../../services/promotions/index.js#PromotionView",
          AppliedPromotion: "../../services/cart.service.js#AppliedPromotionView",
          Offer: "../../services/promotions/index.js#OfferView",
          // A purchase as GA4 reports it, money in paise (services/analytics); the resolvers turn it into rupees.
          PurchaseMeasurement: "../../services/analytics/index.js#PurchaseMeasurement as PurchaseMeasurementModel",
          MeasuredItem: "../../services/analytics/index.js#MeasuredItem as MeasuredItemModel",
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
          ShipmentStatus: "../../entities/shipment.entity.js#ShipmentStatus as ShipmentStatusValue",
          ShipmentDirection: "../../entities/shipment.entity.js#ShipmentDirection as ShipmentDirectionValue",
          EmailStatus: "../../entities/email-outbox.entity.js#EmailStatus as EmailStatusValue",
          PromotionKind: "../../entities/promotion.entity.js#PromotionKind as PromotionKindValue",
          DiscountType: "../../entities/promotion.entity.js#DiscountType as DiscountTypeValue",
          PromotionScope: "../../entities/promotion.entity.js#PromotionScope as PromotionScopeValue",
          PromotionStatus: "../../services/promotions/index.js#PromotionStatus as PromotionStatusValue",
          FitAnswer: "../../entities/review.entity.js#ReviewFit",
          StockAlertStatus: "../../entities/shopper-loops.entity.js#StockAlertStatus as StockAlertStatusValue",
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
