import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import { createLogger, type Logger } from "../lib/logger.js";
import { createAccountEmails } from "./account/account-emails.js";
import { createAccountService } from "./account.service.js";
import { createAddressesService } from "./addresses.service.js";
import { createAuthService } from "./auth.service.js";
import { createCartService } from "./cart.service.js";
import { createSql } from "../db/sql.js";
import { type ClusterBus, LocalBus } from "../lib/cluster-bus.js";
import { CatalogueChanges } from "./catalog/catalogue-changes.js";
import { createCatalogueCounts } from "./catalog/catalogue-counts.js";
import { createSpellingCorrector } from "./catalog/spelling-corrector.js";
import { createCatalogExportService } from "./catalog-export.service.js";
import { createCatalogImportService } from "./catalog-import.service.js";
import { createCatalogService } from "./catalog.service.js";
import type { CacheObserver, ServiceContext } from "./context.js";
import { createFeaturesService } from "./features.service.js";
import { createMediaStore, type MediaStore } from "./media/media-store.js";
import { createMediaService } from "./media.service.js";
import { createPaymentProvider, type PaymentProvider } from "../payments/index.js";
import { createCheckoutService } from "./checkout.service.js";
import { createCustomersService } from "./customers.service.js";
import { createEmailsService } from "./emails.service.js";
import { createInsightsService } from "./insights.service.js";
import { createInvoicesService } from "./invoices.service.js";
import { createOrdersService } from "./orders.service.js";
import { createPaymentsService } from "./payments.service.js";
import { MemoryRateLimitStore, type RateLimitStore } from "./rate-limit.js";
import { createReviewsService } from "./reviews.service.js";
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
  bus = new LocalBus(),
  observeCache = () => {},
}: ServiceDeps) {
  const ctx = createServiceContext({ dataSource, config, mediaStore, logger, observeCache }, bus);
  const payments = createPaymentsService(ctx, paymentProvider.gateway);
  // One set of sessions per node: sign-in, the account's settings and the admin's block all end them through it.
  const sessions = createSessions({ dataSource, config, bus, observeCache });
  const accountEmails = createAccountEmails(config);
  // Every argument of every service method passes the text rule first (lib/text.ts): the edge of the services.
  const guard = guardServiceInputs;
  return {
    auth: guard(createAuthService({ dataSource, config, rateLimits, sessions, welcome: accountEmails.welcome })),
    account: guard(createAccountService({ dataSource, config, logger, rateLimits, sessions, emails: accountEmails })),
    customers: guard(createCustomersService(ctx, sessions)),
    catalog: guard(createCatalogService(ctx)),
    catalogImport: guard(createCatalogImportService(ctx)),
    catalogExport: guard(createCatalogExportService(ctx)),
    reviews: guard(createReviewsService(ctx)),
    features: guard(createFeaturesService(ctx)),
    media: guard(createMediaService(ctx)),
    cart: guard(createCartService(ctx)),
    addresses: guard(createAddressesService(ctx)),
    orders: guard(createOrdersService(ctx, paymentProvider.gateway)),
    payments: guard(payments),
    checkout: guard(createCheckoutService(ctx, paymentProvider.gateway, payments)),
    insights: guard(createInsightsService(ctx)),
    invoices: guard(createInvoicesService(ctx)),
    emails: guard(createEmailsService(ctx)),
    throttle: guard(createThrottleService({ config, rateLimits })),
    paymentProvider,
    /** Told of every write to what anonymous callers read (products, reviews, banners), on every node. */
    catalogueChanges: ctx.catalogueChanges,
  };
}

export type Services = ReturnType<typeof createServices>;

/** The shared parts every service is built from, including the catalogue's caches and their invalidation. */
export function createServiceContext(
  base: Pick<ServiceContext, "dataSource" | "config" | "mediaStore" | "logger"> & { observeCache?: CacheObserver },
  bus: ClusterBus = new LocalBus(),
): ServiceContext {
  const catalogueChanges = new CatalogueChanges(bus);
  const sql = createSql(base.dataSource);
  const observeCache = base.observeCache ?? (() => {});
  return {
    ...base,
    sql,
    catalogueChanges,
    observeCache,
    catalogueCounts: createCatalogueCounts(sql, catalogueChanges, { maxAgeMs: base.config.catalogueCacheSeconds * 1000, observeCache }),
    spelling: createSpellingCorrector(sql, catalogueChanges, { observeCache }),
  };
}
