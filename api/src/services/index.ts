import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import { createLogger, type Logger } from "../lib/logger.js";
import { createAccountEmails, createAccountService } from "./account/index.js";
import { createAddressesService } from "./addresses.service.js";
import { createAuthService } from "./auth.service.js";
import { createCartService } from "./cart.service.js";
import { createSql } from "../db/sql.js";
import { type ClusterBus, LocalBus } from "../lib/cluster-bus.js";
import { CatalogueChanges, createCatalogueCounts, createCatalogueExportService, createCatalogueImportService, createCatalogueService, createSpellingCorrector } from "./catalogue/index.js";
import type { CacheObserver, ServiceContext } from "./context.js";
import { createFeaturesService } from "./features.service.js";
import { createFeedsService } from "./feeds/index.js";
import { createAnalyticsService } from "./analytics/index.js";
import { createIdempotencyService } from "./idempotency.service.js";
import { createLeases } from "./leases.js";
import { createMediaService, createMediaStore, type MediaStore } from "./media/index.js";
import { claimingBeforeCalls, createPaymentProvider, type PaymentProvider } from "../payments/index.js";
import type { MessagingProvider, MessagingSandbox } from "../payments/messaging/index.js";
import { createShippingProvider, type ShippingSetup } from "../payments/shipping/index.js";
import { createShippingService } from "./shipping/index.js";
import { createCustomersService } from "./customers.service.js";
import { createDeliveryService } from "./delivery/index.js";
import { createEmailsService } from "./emails/index.js";
import { createMessagesService, createOrderMessages, createWhatsAppUpdatesService } from "./messages/index.js";
import { createPhoneSignInService } from "./phone-sign-in.service.js";
import { createInsightsService } from "./insights.service.js";
import { createInvoicesService } from "./invoices/index.js";
import { createOrderServices, createPurchaseTurns, SoldOutMemory } from "./orders/index.js";
import { createReturns } from "./returns/index.js";
import { createPromotionsAdminService } from "./promotions/index.js";
import { MemoryRateLimitStore, type RateLimitStore } from "./rate-limit.js";
import { createReviewsService } from "./reviews.service.js";
import { createShopperLoops } from "./shopper-loops/index.js";
import { createSizeChartsService } from "./size-charts.service.js";
import { createGstRatesService } from "./tax/index.js";
import { createSessions } from "./sessions.js";
import { createThrottleService } from "./throttle.service.js";
import { guardServiceInputs } from "../lib/text.js";

export interface ServiceDeps {
  dataSource: DataSource;
  config: Config;
  logger?: Logger;
  rateLimits?: RateLimitStore;
  mediaStore?: MediaStore;
  /** The payment gateway (and in-app sandbox); made from the config when absent. */
  paymentProvider?: PaymentProvider;
  /** The messaging provider (WhatsApp Cloud API + MSG91, or the sandbox); made from the config when absent. Tests put recorded answers behind it. */
  messagingProvider?: { provider: MessagingProvider; sandbox: MessagingSandbox | undefined };
  /** The courier aggregator (and in-app sandbox); made from the config when absent. */
  shippingSetup?: ShippingSetup;
  /** How this node tells the others about changes (Redis pub/sub); a single node needs none. */
  bus?: ClusterBus;
  observeCache?: CacheObserver;
}

/** Every business rule of the shop, grouped by area; GraphQL resolvers and REST routes both call these. */
export function createServices({
  dataSource,
  config,
  logger = createLogger(config),
  rateLimits = new MemoryRateLimitStore(),
  mediaStore = createMediaStore(config),
  paymentProvider = createPaymentProvider(config, logger, dataSource),
  shippingSetup = createShippingProvider(config, logger, dataSource),
  bus = new LocalBus(),
  observeCache = () => {},
  messagingProvider,
}: ServiceDeps) {
  const ctx = createServiceContext({ dataSource, config, mediaStore, logger, observeCache }, bus);
  // A purchase step gives its turn back while it waits for the payment provider, and calls it only once its
  // idempotency key is claimed.
  const gateway = ctx.purchaseTurns.awayWhileCalling(claimingBeforeCalls(paymentProvider.gateway));
  // Services that other services are built on are passed on unguarded: their callers' inputs were checked already.
  const emails = createEmailsService(ctx);
  // WhatsApp and SMS (issue 43): a pressed button confirms a cash-on-delivery order (the order services, made next).
  const messages = createMessagesService(ctx, { actions: () => codConfirmation, provider: messagingProvider });
  const orderMessages = createOrderMessages({ outbox: messages, templates: messages.templates, config });
  // The returns module follows the orders' money and replacements; it is made after them, and read when a move needs it.
  const { orders, checkout, payments, machine, ledger, codConfirmation } = createOrderServices(ctx, {
    gateway,
    emails,
    messages: orderMessages,
    followers: () => returns.followers,
    parcels: () => shipping.parcels,
  });
  const returns = createReturns(ctx, { gateway, emails, orderMachine: machine, ledger, pickups: () => shipping });
  // Shipping (issue 42): the order's parcel moves the order; a return's reverse pickup moves the return request.
  const shipping = createShippingService(ctx, { shipping: shippingSetup, orderMachine: machine, emails, returns: () => returns.followers.pickups });
  // One set of sessions per node: sign-in, the account's settings and the admin's block all end them through it.
  const sessions = createSessions({ dataSource, config, bus, observeCache });
  const accountEmails = createAccountEmails(config, emails);
  const cart = guardServiceInputs(createCartService(ctx, { rateLimits }));
  // Wishlists, back-in-stock alerts, cart reminders, review requests and the marketing consent (issue 44).
  const loops = createShopperLoops(ctx, { emails, cart });
  const catalogue = createCatalogueService(ctx);
  // Every argument of every service method passes the text rule first (lib/text.ts): the edge of the services.
  const guard = guardServiceInputs;
  return {
    auth: guard(createAuthService({ dataSource, config, rateLimits, sessions, welcome: accountEmails.welcome, signupConsent: loops.signupConsent })),
    account: guard(createAccountService({ dataSource, config, logger, rateLimits, sessions, emails: accountEmails })),
    customers: guard(createCustomersService(ctx, sessions)),
    catalogue: guard(catalogue),
    catalogueImport: guard(createCatalogueImportService(ctx)),
    catalogueExport: guard(createCatalogueExportService(ctx)),
    reviews: guard(createReviewsService(ctx)),
    features: guard(createFeaturesService(ctx)),
    media: guard(createMediaService(ctx)),
    cart,
    promotions: guard(createPromotionsAdminService(ctx)),
    addresses: guard(createAddressesService(ctx)),
    orders: guard(orders),
    payments: guard(payments),
    checkout: guard(checkout),
    returns: guard(returns),
    shipping: guard(shipping),
    shippingSetup,
    insights: guard(createInsightsService(ctx)),
    analytics: guard(createAnalyticsService(ctx, { orders, catalogue })),
    invoices: guard(createInvoicesService(ctx, orders, returns)),
    gstRates: guard(createGstRatesService(ctx)),
    delivery: guard(createDeliveryService(ctx)),
    sizeCharts: guard(createSizeChartsService(ctx)),
    wishlist: guard(loops.wishlist),
    stockAlerts: guard(loops.stockAlerts),
    marketing: guard(loops.marketing),
    cartReminders: guard(loops.cartReminders),
    /** The job of the shopper loops' timers (and `sweep(now)` for tests). */
    shopperLoops: { sweep: loops.sweep, startSweepJob: loops.startSweepJob },
    emails: guard(emails),
    messages: guard(messages),
    whatsAppUpdates: guard(createWhatsAppUpdatesService({ dataSource })),
    phoneSignIn: guard(createPhoneSignInService({ dataSource, config, rateLimits, sessions, messages })),
    codConfirmation: guard(codConfirmation),
    throttle: guard(createThrottleService({ config, rateLimits })),
    /** Idempotency keys of the transports (graphql endpoint, REST cart and order paths): a repeated request's first answer. */
    idempotency: createIdempotencyService(ctx),
    paymentProvider,
    /** The sitemap and the shopping feeds (issue 45): they take no one's input but a stream to write to. */
    feeds: createFeedsService(ctx),
    /** Told of every write to what anonymous callers read (products, reviews, banners), on every node. */
    catalogueChanges: ctx.catalogueChanges,
    /** Closes the connections the services opened beside the DataSource's pools (the reports' pool), at shutdown. */
    close: () => ctx.sql.close(),
  };
}

export type Services = ReturnType<typeof createServices>;

/** The shared parts every service is built from, including the catalogue's caches and their invalidation. */
export function createServiceContext(
  base: Pick<ServiceContext, "dataSource" | "config" | "mediaStore" | "logger"> & { observeCache?: CacheObserver },
  bus: ClusterBus = new LocalBus(),
): ServiceContext {
  const catalogueChanges = new CatalogueChanges(bus);
  const sql = createSql(base.dataSource, base.config.bounds);
  const observeCache = base.observeCache ?? (() => {});
  return {
    ...base,
    sql,
    catalogueChanges,
    observeCache,
    catalogueCounts: createCatalogueCounts(sql, catalogueChanges, { maxAgeMs: base.config.catalogueCacheSeconds * 1000, observeCache }),
    leases: createLeases(base),
    purchaseTurns: createPurchaseTurns(base.config),
    soldOut: new SoldOutMemory(base.config.soldOutMemoryMs, { bus, catalogueChanges }),
    spelling: createSpellingCorrector(sql, catalogueChanges, { observeCache }),
  };
}
