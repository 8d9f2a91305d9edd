import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { parseRupees, rupeesProblem } from "./lib/money.js";

/** The repository root: api/src/config.ts and api/dist/config.js both sit two levels below it. */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** An amount of rupees in a setting: 0 to `max`, at most two decimals (paise); config.ts keeps it in paise. */
const rupeesSetting = (max: number) =>
  z.coerce
    .number()
    .min(0)
    .max(max)
    .refine((v) => rupeesProblem(v, "amount") === null, "must be rupees with at most two decimals");

export const COD_RISK_POLICIES = ["off", "hide", "advance"] as const;
export type CodRiskPolicy = (typeof COD_RISK_POLICIES)[number];

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be the shop's public http(s) address, such as https://yourbrand.in" })
      .refine((v) => /^https?:\/\/[^/?#]+\/?$/.test(v), "must be the shop's public address without a path, such as https://yourbrand.in")
      .transform((v) => new URL(v).origin)
      .optional(),
  ),
  IMAGE_ORIGINS: optionalText,
  DEMO_ACCOUNTS_IN_PRODUCTION: booleanFlag.optional(),
  IDEMPOTENCY_KEY_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.url().startsWith("postgres", "must be a postgres:// or postgresql:// URL").optional())
    .optional(),
  DATA_DIR: z.string().default(".data"),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  JWT_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  PURCHASE_TURNS: z.coerce.number().int().min(0).max(64).default(2),
  SOLD_OUT_MEMORY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(1),
  OPTION_FACET_CACHE_SECONDS: z.coerce.number().min(0).max(600).default(30),
  CATALOGUE_HTTP_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  BRAND_NAME: z.string().trim().min(1).max(40).default("Sutra"),
  MEDIA_DIR: optionalText,
  WEB_DIST_DIR: optionalText,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_ON_EMPTY: booleanFlag.optional(),
  SEED_DEMO_AUTOMATIC_OFFERS: booleanFlag.optional(),
  GRAPHQL_IDE: booleanFlag.optional(),
  LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(8),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
  REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  REGISTER_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60 * 60),
  SEARCH_MAX_PER_IP: z.coerce.number().int().min(0).default(120),
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  PASSWORD_RESET_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESET_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60 * 60),
  PASSWORD_RESET_LINK_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(30),
  EMAIL_LINK_HOURS: z.coerce.number().int().min(1).max(24 * 14).default(48),
  ACCOUNT_EMAIL_MAX_PER_USER: z.coerce.number().int().min(1).default(5),
  ACCOUNT_EMAIL_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60 * 60),
  SEARCH_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  COURIER_WEBHOOK_MAX_PER_IP: z.coerce.number().int().min(0).default(600),
  COURIER_WEBHOOK_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  GRAPHQL_INTROSPECTION: booleanFlag.optional(),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1).default(2000),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(12),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(15),
  GRAPHQL_MAX_DIRECTIVES: z.coerce.number().int().min(0).default(10),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).default(2000),
  GRAPHQL_MAX_DOCUMENT_SIZE: z.coerce.number().int().min(1000).default(20_000),
  TRUST_PROXY: optionalText,
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_BASE_URL: z.url().default("https://api.razorpay.com"),
  RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // Shipping through a courier aggregator (issue 42, docs/shipping.md): the offline Shiprocket stand-in by default.
  SHIPPING_PROVIDER: z.enum(["sandbox", "shiprocket"]).optional(),
  SHIPROCKET_EMAIL: optionalText,
  SHIPROCKET_PASSWORD: optionalText,
  SHIPROCKET_API_BASE_URL: z.url().default("https://apiv2.shiprocket.in"),
  SHIPROCKET_WEBHOOK_TOKEN: optionalText,
  SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).max(100).default("Primary"),
  SHIPROCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  SHIPPING_FEE: rupeesSetting(100_000).default(0),
  FREE_SHIPPING_ABOVE: rupeesSetting(10_000_000).optional(),
  ORDER_RESERVATION_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  ORDER_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  DATABASE_READ_URLS: optionalText,
  REDIS_URL: optionalText.pipe(z.url().startsWith("redis", "must be a redis:// or rediss:// URL").optional()),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  // Every wait has a bound (issue 47): docs/scaling.md, "Failure modes". 0 turns a database timeout off.
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(3_000),
  DB_REPORT_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  DB_POOL_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  TCP_KEEPALIVE_SECONDS: z.coerce.number().int().min(1).max(7200).default(10),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  CLAIM_LEASE_SECONDS: z.coerce.number().min(1).max(600).default(3),
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  REDIS_PREFIX: z.string().trim().regex(/^[\w.:-]{1,40}$/, "must be 1 to 40 letters, digits, dots, colons, dashes or underscores").default("sutra:"),
  ORDER_UNPAID_MAX_UNITS_PER_PRODUCT: z.coerce.number().int().min(1).default(10),
  ORDER_UNPAID_MAX_PER_CUSTOMER: z.coerce.number().int().min(1).default(3),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(z.url().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional()),
  EMAIL_FROM: optionalText.pipe(z.string().max(200).optional()),
  EMAIL_SEND_INTERVAL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  EMAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  SHOP_TIMEZONE: z
    .string()
    .trim()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-IN", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "must be an IANA time zone such as Asia/Kolkata")
    .default("Asia/Kolkata"),
  SELLER_NAME: optionalText.pipe(z.string().max(120).optional()),
  SELLER_ADDRESS: optionalText.pipe(z.string().max(400).optional()),
  SELLER_GSTIN: optionalText.pipe(
    z
      .string()
      .toUpperCase()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, "must be a 15-character GSTIN such as 27AAPFU0939F1ZV")
      .optional(),
  ),
  INVOICE_GST_PERCENT: z.coerce.number().min(0).max(28).default(5),
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(15),
  // Cash on delivery (issue 25): rupees, whole or with paise.
  COD_MIN: rupeesSetting(2_000_000).default(0),
  COD_MAX: rupeesSetting(2_000_000).default(10_000),
  COD_MAX_OPEN_ORDERS: z.coerce.number().int().min(0).max(100).default(2),
  COD_FEE: rupeesSetting(10_000).default(0),
  // Issue 43 item 5: taken off an order paid online ("50" rupees, or "5%"); unset or empty: no prepaid discount.
  PREPAID_DISCOUNT: z
    .string()
    .trim()
    .default("")
    .refine((v) => prepaidDiscountProblem(v) === null, 'must be rupees like "50" or "49.50", or a percentage like "5%" (above 0, at most ₹10,000 or 50%)'),
  // Issue 43 item 6: part of a COD order paid online at checkout ("99" rupees, or "10%"); unset or empty: none.
  COD_ADVANCE: z
    .string()
    .trim()
    .default("")
    .refine((v) => codAdvanceProblem(v) === null, 'must be rupees like "99" or "49.50", or a percentage like "10%" (above 0, at most ₹10,000 or 90%)'),
  COD_REQUIRES_VERIFIED_EMAIL: booleanFlag.default(false),
  // Issue 43 item 7: what a HIGH COD risk (services/orders/cod-risk.ts) does: nothing, no COD, or an advance paid online.
  COD_RISK_POLICY: z.enum(COD_RISK_POLICIES, { error: "must be off, hide or advance" }).default("off"),
  DELIVERY_CUTOFF_HOUR: z.coerce.number().int().min(0).max(24).default(14),
  // Phone first (issue 43): WhatsApp and SMS, one-time codes, COD confirmed before it ships.
  MESSAGING_PROVIDER: z.enum(["sandbox", "live"]).default("sandbox"),
  WHATSAPP_API_BASE: z.url({ protocol: /^https?$/ }).default("https://graph.facebook.com/v21.0"),
  WHATSAPP_PHONE_NUMBER_ID: optionalText.pipe(z.string().regex(/^\d{5,30}$/, "must be the digits of the WhatsApp phone number id").optional()),
  WHATSAPP_ACCESS_TOKEN: optionalText.pipe(z.string().max(1000).optional()),
  WHATSAPP_APP_SECRET: optionalText.pipe(z.string().max(200).optional()),
  WHATSAPP_VERIFY_TOKEN: optionalText.pipe(z.string().max(200).optional()),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().regex(/^[a-z]{2}(_[A-Z]{2})?$/, "must be a WhatsApp language code such as en or en_US").default("en"),
  WHATSAPP_TEMPLATE_LOGIN_CODE: optionalText.pipe(z.string().max(512).optional()),
  WHATSAPP_TEMPLATE_ORDER_PLACED: optionalText.pipe(z.string().max(512).optional()),
  WHATSAPP_TEMPLATE_COD_CONFIRMATION: optionalText.pipe(z.string().max(512).optional()),
  WHATSAPP_TEMPLATE_ORDER_SHIPPED: optionalText.pipe(z.string().max(512).optional()),
  WHATSAPP_TEMPLATE_ORDER_DELIVERED: optionalText.pipe(z.string().max(512).optional()),
  WHATSAPP_TEMPLATE_REFUND_PROCESSED: optionalText.pipe(z.string().max(512).optional()),
  MSG91_API_BASE: z.url({ protocol: /^https?$/ }).default("https://control.msg91.com/api/v5"),
  MSG91_AUTH_KEY: optionalText.pipe(z.string().max(200).optional()),
  MSG91_TEMPLATE_LOGIN_CODE: optionalText.pipe(z.string().max(100).optional()),
  MSG91_TEMPLATE_COD_CONFIRMATION: optionalText.pipe(z.string().max(100).optional()),
  MESSAGING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  MESSAGE_SEND_INTERVAL_SECONDS: z.coerce.number().min(0).max(3600).default(2),
  MESSAGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  LOGIN_CODE_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  LOGIN_CODE_MAX_PER_PHONE: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_CODE_MAX_PER_IP: z.coerce.number().int().min(1).max(10_000).default(30),
  LOGIN_CODE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  COD_CONFIRM_HOURS: z.coerce.number().positive().max(24 * 14).default(24),
  COD_CONFIRM_SWEEP_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  // What brings shoppers back (issue 44).
  ABANDONED_CART_MINUTES: z.coerce.number().int().min(1).max(30 * 24 * 60).default(60),
  ABANDONED_CART_SECOND_HOURS: z.coerce.number().int().min(0).max(24 * 14).default(24),
  ABANDONED_CART_COUPON_PERCENT: z.coerce.number().int().min(0).max(90).default(10),
  REVIEW_REQUEST_DAYS: z.coerce.number().int().min(0).max(365).default(5),
  REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Search engines, shopping feeds and analytics (issue 45).
  FEED_TOKEN: optionalText.pipe(
    z
      .string()
      .min(16, "must be at least 16 characters")
      .regex(/^[\w.~-]+$/, "must be letters, digits and . _ ~ - only (it goes in the feeds' addresses)")
      .optional(),
  ),
  ANALYTICS_GA4_ID: optionalText.pipe(z.string().regex(/^G-[A-Z0-9]{4,20}$/, "must be a GA4 measurement id such as G-ABC123XYZ").optional()),
  ANALYTICS_GA4_API_SECRET: optionalText.pipe(z.string().max(200).optional()),
  ANALYTICS_MP_URL: z.url({ protocol: /^https?$/ }).default("https://www.google-analytics.com/mp/collect"),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  /**
   * The shop's public address (PUBLIC_URL, an origin such as https://yourbrand.in): every absolute link (Open Graph,
   * emails, invoices) starts here, never with a request's Host. Required in production; outside it, undefined means
   * this server on localhost (publicUrlOf).
   */
  publicUrl: string | undefined;
  /** Origins pictures may come from besides this site and the media bucket (IMAGE_ORIGINS): a CDN, an imported catalogue's host. */
  imageOrigins: string[];
  /** How long an answer to an Idempotency-Key is kept (a repeat of the key within it gets the same answer). */
  idempotencyKeyHours: number;
  /** The most requests with an Idempotency-Key one node runs at once (each holds a database connection of its own). */
  /** Undefined means: start the embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  /** Read replicas for catalogue reads (DATABASE_READ_URLS, comma-separated); empty: the primary answers all. */
  databaseReadUrls: string[];
  /** Shared rate limits and cross-node cache invalidation; undefined means one process, no Redis. */
  redisUrl: string | undefined;
  /** Namespace of this shop's keys and channels in Redis. */
  redisPrefix: string;
  /** Bearer token that /metrics requires; without one /metrics is open outside production and absent in it. */
  metricsToken: string | undefined;
  /** On SIGTERM: how long in-flight requests may take to finish before their connections are closed. */
  shutdownGraceSeconds: number;
  /** How long anything waits on anything else (database, Redis, object storage, claims): every wait is bounded here. */
  bounds: Bounds;
  dataDir: string;
  embeddedPgPort: number;
  jwtSecret: Uint8Array;
  sessionTtlSeconds: number;
  /** How long a node trusts a session it has seen without asking the database (logout on another node takes this long). */
  sessionCacheSeconds: number;
  /**
   * Steps of purchases (add to cart, place an order, verify a payment) this node runs at once; the others wait, the
   * later steps first (services/orders/purchase-turns.ts). 0: each runs as it comes.
   */
  purchaseTurns: number;
  /** How long this node refuses an add it just found sold out without asking again (services/orders/sold-out-memory.ts). 0: never. */
  soldOutMemoryMs: number;
  /** How long catalogue totals and facets are reused when another process changed products (local writes clear them). */
  catalogueCacheSeconds: number;
  /** `Cache-Control: max-age` of anonymous catalogue answers (browsers and CDNs). */
  catalogueHttpMaxAgeSeconds: number;
  /** How long the size, colour and price-range facets of one filter are reused (catalogue writes clear them). */
  optionFacetCacheSeconds: number;
  brandName: string;
  mediaDir: string;
  webDistDir: string;
  logLevel: Env["LOG_LEVEL"];
  seedOnEmpty: boolean;
  /** Whether the demo seed adds its automatic promotions (they change every qualifying cart's total). */
  seedDemoAutomaticOffers: boolean;
  graphqlIde: boolean;
  /** Introspection and "Did you mean …" suggestions: both reveal the schema (off in production unless asked for). */
  graphqlIntrospection: boolean;
  /** What one GraphQL document may ask for; checked once per document, before it runs (graphql/limits.ts). */
  graphqlLimits: GraphQLLimits;
  loginRateLimit: { maxPerIp: number; maxPerEmail: number; windowSeconds: number };
  /** Sign-ups per client address in a window. */
  registerRateLimit: { maxPerIp: number; windowSeconds: number };
  /** Anonymous searches per client address in a window; 0 turns the limit off. */
  searchRateLimit: { maxPerIp: number; windowSeconds: number };
  /** The courier's tracking webhook calls per sending address in a window; 0 turns the limit off. */
  courierWebhookRateLimit: { maxPerIp: number; windowSeconds: number };
  /** Password reset, email verification and email change: how long their links work and how often they are sent. */
  accounts: AccountsConfig;
  trustProxy: string | undefined;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
  payments: PaymentsConfig;
  shipping: ShippingConfig;
  /** S3-compatible object storage for media when S3_BUCKET is set; undefined means local disk under mediaDir. */
  s3: S3Config | undefined;
  /** Customer emails: written to the outbox with the order change, sent by a background job. */
  email: EmailConfig;
  /** WhatsApp and SMS (issue 43). */
  messaging: MessagingConfig;
  /** The shop's time zone: what "a day" means on the dashboard and in the order list's date filter. */
  shopTimeZone: string;
  /** Who sells, as printed on tax invoices. */
  seller: SellerConfig;
  /** Returns and exchanges: how many days after delivery a customer may ask (RETURN_WINDOW_DAYS, 15). */
  returns: { windowDays: number };
  /** The shopping feeds' access token (FEED_TOKEN): `/feeds/*?token=…`; without it the feeds are open. */
  feeds: { token: string | undefined };
  /**
   * Google Analytics 4 (issue 45): the measurement id the app's tag reports to (after the shopper's consent), and the
   * Measurement Protocol's API secret and endpoint for the server's own `purchase` events.
   */
  analytics: { ga4Id: string | undefined; apiSecret: string | undefined; measurementProtocolUrl: string };
  /** Cash on delivery and the delivery promise (issue 25). */
  delivery: DeliveryConfig;
  /** Wishlists, back-in-stock alerts, cart reminders and review requests (issue 44): their timers. */
  shopperLoops: ShopperLoopsConfig;
}

export interface ShopperLoopsConfig {
  /** A cart with no change for this long gets its first reminder (ABANDONED_CART_MINUTES, 60). */
  abandonedCartMinutes: number;
  /** Hours after the first reminder that the second goes, with the cart's coupon (ABANDONED_CART_SECOND_HOURS, 24; 0: none). */
  secondReminderHours: number;
  /** Percent off of the second reminder's coupon (ABANDONED_CART_COUPON_PERCENT, 10; 0: no coupon). */
  couponPercent: number;
  /** Days after delivery that the review request goes (REVIEW_REQUEST_DAYS, 5). */
  reviewRequestDays: number;
  /** How often each node runs the sweep (REMINDER_SWEEP_SECONDS, 30; 0: this node does not). */
  sweepSeconds: number;
}

/**
 * Every wait of a node, in one place (issue 47: a node that hangs must not make the rest of the shop wait on it). What
 * each bound means for a shopper when a node dies, hangs or Redis is lost: docs/scaling.md, "Failure modes".
 */
export interface Bounds {
  /** The primary's pool (checkout, carts, orders, admin pages) and the catalogue's read pool: one statement at most this long. 0: no limit. */
  statementTimeoutMs: number;
  /** A statement waiting for a lock (a row, the shopper's checkout lock) gives up after this. Longer than idleInTransactionTimeoutMs, so a waiter outlasts a frozen holder. */
  lockTimeoutMs: number;
  /** A transaction whose node stops sending (frozen, paused, gone) is ended by PostgreSQL after this, with its locks. */
  idleInTransactionTimeoutMs: number;
  /** The reports' pool (the admin dashboard's figures): longer statements than a checkout's. */
  reportStatementTimeoutMs: number;
  /** Waiting for a free connection of a pool (or a new one to open). */
  poolWaitMs: number;
  /** TCP keepalives on PostgreSQL (both ends) and Redis connections: a peer that vanished is noticed within about this plus a few probes. */
  keepAliveSeconds: number;
  /** A Redis command with no reply in this long fails (its caller falls back, as when Redis is down). */
  redisCommandTimeoutMs: number;
  /** An idempotency claim or a sweep's lease not renewed for this long is taken over by another node (renewed every third of it). */
  claimLeaseMs: number;
  /** One request to the media bucket (connect, then each wait for data). */
  s3TimeoutMs: number;
}

/** PREPAID_DISCOUNT as set: a rupee amount (in paise) or a percentage in basis points (5% = 500). */
export type PrepaidDiscount = { kind: "amount"; paise: number } | { kind: "percent"; basisPoints: number };

const PREPAID_DISCOUNT_FORMAT = 'PREPAID_DISCOUNT must be rupees like "50" or "49.50", or a percentage like "5%" (above 0, at most ₹10,000 or 50%)';

/** Why a PREPAID_DISCOUNT value is not usable, or null ("" is: no discount). */
export function prepaidDiscountProblem(raw: string): string | null {
  const value = raw.trim();
  if (value === "") return null;
  const percent = /^(\d{1,2}(?:\.\d{1,2})?)\s*%$/.exec(value);
  if (percent) return Number(percent[1]) > 0 && Number(percent[1]) <= 50 ? null : PREPAID_DISCOUNT_FORMAT;
  if (!/^\d{1,5}(?:\.\d{1,2})?$/.test(value)) return PREPAID_DISCOUNT_FORMAT;
  return Number(value) > 0 && Number(value) <= 10_000 ? null : PREPAID_DISCOUNT_FORMAT;
}

/** PREPAID_DISCOUNT, checked by prepaidDiscountProblem: null when unset. */
export function parsePrepaidDiscount(raw: string): PrepaidDiscount | null {
  const value = raw.trim();
  if (value === "") return null;
  const problem = prepaidDiscountProblem(value);
  if (problem) throw new Error(problem);
  if (value.endsWith("%")) return { kind: "percent", basisPoints: Math.round(Number(value.slice(0, -1).trim()) * 100) };
  return { kind: "amount", paise: parseRupees(Number(value), "PREPAID_DISCOUNT") };
}

/** COD_ADVANCE as set: a rupee amount (in paise) or a percentage of the order's total in basis points (10% = 1000). */
export type CodAdvanceSetting = PrepaidDiscount;

const COD_ADVANCE_FORMAT = 'COD_ADVANCE must be rupees like "99" or "49.50", or a percentage like "10%" (above 0, at most ₹10,000 or 90%)';

/** Why a COD_ADVANCE value is not usable, or null ("" is: no advance). The same shapes as PREPAID_DISCOUNT. */
export function codAdvanceProblem(raw: string): string | null {
  const value = raw.trim();
  if (value === "") return null;
  const percent = /^(\d{1,2}(?:\.\d{1,2})?)\s*%$/.exec(value);
  if (percent) return Number(percent[1]) > 0 && Number(percent[1]) <= 90 ? null : COD_ADVANCE_FORMAT;
  if (!/^\d{1,5}(?:\.\d{1,2})?$/.test(value)) return COD_ADVANCE_FORMAT;
  return Number(value) > 0 && Number(value) <= 10_000 ? null : COD_ADVANCE_FORMAT;
}

/** COD_ADVANCE, checked by codAdvanceProblem: null when unset. */
export function parseCodAdvance(raw: string): CodAdvanceSetting | null {
  const value = raw.trim();
  if (value === "") return null;
  const problem = codAdvanceProblem(value);
  if (problem) throw new Error(problem);
  if (value.endsWith("%")) return { kind: "percent", basisPoints: Math.round(Number(value.slice(0, -1).trim()) * 100) };
  return { kind: "amount", paise: parseRupees(Number(value), "COD_ADVANCE") };
}

export interface DeliveryConfig {
  /** Order totals (goods after discounts, before the COD fee) that may be paid on delivery, in paise, both included. */
  codMinPaise: number;
  codMaxPaise: number;
  /** A customer with this many COD orders not yet collected or closed may not place another by COD. */
  codMaxOpenOrders: number;
  /** Added to a COD order as a line of its own. */
  codFeePaise: number;
  /** Taken off an order paid online (PREPAID_DISCOUNT): rupees, or a percentage of the goods; null for none. */
  prepaidDiscount: PrepaidDiscount | null;
  /** Paid online at checkout on a COD order (COD_ADVANCE): rupees, or a percentage of the total; null for none. */
  codAdvance: CodAdvanceSetting | null;
  /** COD only for customers whose email is verified. */
  codRequiresVerifiedEmail: boolean;
  /** COD_RISK_POLICY: what a HIGH cash-on-delivery risk does (cod-risk.ts): nothing, hide COD, or ask an advance (cod-advance.ts). */
  riskPolicy: CodRiskPolicy;
  /** Orders placed before this hour (shop's time zone) leave the same business day. */
  cutoffHour: number;
}

export interface AccountsConfig {
  /** How long a password reset link works. */
  resetLinkMinutes: number;
  /** How long an email verification or email change link works. */
  emailLinkHours: number;
  /** Password reset requests per client address and per email address in a window (known or unknown alike). */
  resetRateLimit: { maxPerIp: number; maxPerEmail: number; windowSeconds: number };
  /** Verification resends and email change requests per account in a window. */
  accountEmailRateLimit: { maxPerUser: number; windowSeconds: number };
}

export interface EmailConfig {
  /** SMTP server (nodemailer URL); undefined: emails stay in the local outbox an admin reads at /admin/emails. */
  readonly smtpUrl: string | undefined;
  from: string;
  /** How often each node looks for emails to send; 0 turns the sender off on this node. */
  sendIntervalSeconds: number;
  /** How long a node owns the emails it claimed; a node that dies mid-batch gives them up after this. */
  leaseSeconds: number;
  /** Attempts before an email is marked failed. */
  maxAttempts: number;
}

/** Template names of the WhatsApp Cloud API (approved in the WhatsApp Manager) per message kind. */
export interface WhatsAppTemplates {
  loginCode: string;
  orderPlaced: string;
  codConfirmation: string;
  orderShipped: string;
  orderDelivered: string;
  refundProcessed: string;
}

/**
 * Messages to phones (issue 43). `sandbox` (the default): every message stays in the outbox an admin reads at
 * /admin/messages, whose buttons the admin may press (the same signed webhook WhatsApp sends). `live`: WhatsApp Cloud
 * API for order messages and codes, MSG91 (DLT-registered templates) for SMS codes; every key and template is required.
 */
export interface MessagingConfig {
  provider: "sandbox" | "live";
  whatsapp: { apiBase: string; phoneNumberId: string; accessToken: string; appSecret: string; verifyToken: string; language: string; templates: WhatsAppTemplates };
  msg91: { apiBase: string; authKey: string; templates: { loginCode: string; codConfirmation: string } };
  timeoutMs: number;
  sendIntervalSeconds: number;
  maxAttempts: number;
  leaseSeconds: number;
  loginCodeMinutes: number;
  loginCodeRateLimit: { maxPerPhone: number; maxPerIp: number; windowSeconds: number };
  /** How long a cash-on-delivery order waits for its confirmation before the shop cancels it (fractions allowed). */
  codConfirmHours: number;
  codConfirmSweepSeconds: number;
}

export interface SellerConfig {
  name: string;
  address: string;
  /** Undefined in production until SELLER_GSTIN is set: invoices are refused rather than printed without it. */
  gstin: string | undefined;
  /**
   * INVOICE_GST_PERCENT: the one rate of invoices of orders placed before GST per line (issue 24), which print as
   * they were issued; newer orders carry their tax per line from the GST rate table (services/tax).
   */
  gstPercent: number;
}

/** The demo seller printed on invoices outside production (a made-up GSTIN of the right shape). */
export const DEMO_SELLER = { address: "12 MG Road, Bengaluru, Karnataka 560001, India", gstin: "29AABCS1234F1Z5" } as const;

export interface GraphQLLimits {
  /** Estimated cost: every object field and resolver weighs something, lists multiply (graphql/limits.ts). */
  maxCost: number;
  /** Nesting of fields. */
  maxDepth: number;
  /** Aliased fields in one operation. */
  maxAliases: number;
  /** Directives in one operation. */
  maxDirectives: number;
  /** Lexical tokens of the document (names, punctuation, values). */
  maxTokens: number;
  /** Characters of the document. */
  maxDocumentSize: number;
}

/** The media bucket. The secret key is non-enumerable, so logging or serialising the config never shows it. */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  readonly secretAccessKey: string | undefined;
  /** Where browsers fetch media from (no trailing slash): S3_PUBLIC_URL, or the bucket's own URL. */
  publicUrl: string;
}

/**
 * How payments are taken. `razorpay`: the configured keys (live or test) against `apiBaseUrl`.
 * `sandbox`: no keys configured (never in production): the offline Razorpay stand-in mounted in the app at
 * /__sandbox/razorpay, with test keys derived from the session secret (so every replica of one shop signs and
 * checks with the same keys, and another shop's differ). The secrets are non-enumerable, so logging or
 * serialising the config never shows them.
 */
export interface PaymentsConfig {
  mode: "razorpay" | "sandbox";
  keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string | undefined;
  /** Razorpay's API (or a stand-in's); undefined in sandbox mode, where it is the app's own URL once listening. */
  apiBaseUrl: string | undefined;
  timeoutMs: number;
  /** How long an unpaid order holds its stock. */
  reservationMinutes: number;
  /** How often unpaid orders past their reservation are released; 0 turns the job off. */
  expirySweepSeconds: number;
  /** The most units of one product one customer may hold reserved in unpaid orders. */
  maxUnpaidUnitsPerProduct: number;
  /** The most unpaid orders (holding stock) one customer may have open at once. */
  maxUnpaidOrders: number;
}

/**
 * How parcels are shipped (docs/shipping.md). `shiprocket`: Shiprocket's external API with the account's API user
 * (SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD) and the token its tracking webhook sends (SHIPROCKET_WEBHOOK_TOKEN).
 * `sandbox` (the default): the offline Shiprocket stand-in mounted in the app at /__sandbox/shiprocket, with a login
 * and a webhook token derived from the session secret (replicas agree). Secrets are non-enumerable.
 */
export interface ShippingConfig {
  mode: "sandbox" | "shiprocket";
  readonly email: string;
  readonly password: string;
  readonly webhookToken: string;
  /** Shiprocket's API (no trailing slash); undefined in sandbox mode, where it is the app's own URL once listening. */
  apiBaseUrl: string | undefined;
  /** The pickup address's nickname in the Shiprocket account (Settings → Pickup addresses). */
  pickupLocation: string;
  timeoutMs: number;
  /** What shipping an order costs (paise), and the order value (after discounts) from which it is free (undefined: never). */
  feePaise: number;
  freeAbovePaise: number | undefined;
}

export class ConfigError extends Error {}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(projectRoot, path);
}

/**
 * The JWT secret: JWT_SECRET when set, otherwise a random one generated once and kept in the data dir,
 * so sessions survive restarts without a constant in the code.
 */
function loadOrCreateSecret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = join(dataDir, "jwt-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, "utf8").trim());
}

/**
 * The stand-in's keys, derived one-way from the session secret: replicas sharing JWT_SECRET agree without more
 * settings (a payment signed through one verifies on another), and nothing derived leads back to that secret.
 */
function sandboxKeys(jwtSecret: Uint8Array): { keyId: string; keySecret: string; webhookSecret: string } {
  const derive = (label: string) => createHmac("sha256", jwtSecret).update(`razorpay-sandbox:${label}`).digest();
  return {
    keyId: `rzp_test_sandbox${derive("key-id").toString("hex").slice(0, 8)}`,
    keySecret: derive("key-secret").toString("base64url"),
    webhookSecret: derive("webhook-secret").toString("base64url"),
  };
}

function paymentsConfig(e: Env, jwtSecret: Uint8Array): PaymentsConfig {
  const sandbox = !e.RAZORPAY_KEY_ID;
  const standIn = sandboxKeys(jwtSecret);
  const payments: PaymentsConfig = {
    mode: sandbox ? "sandbox" : "razorpay",
    // Sandbox keys look like Razorpay test keys; the secret never leaves the server.
    keyId: e.RAZORPAY_KEY_ID ?? standIn.keyId,
    keySecret: "",
    webhookSecret: undefined,
    apiBaseUrl: sandbox ? undefined : e.RAZORPAY_API_BASE_URL.replace(/\/+$/, ""),
    timeoutMs: e.RAZORPAY_TIMEOUT_MS,
    reservationMinutes: e.ORDER_RESERVATION_MINUTES,
    expirySweepSeconds: e.ORDER_EXPIRY_SWEEP_SECONDS,
    maxUnpaidUnitsPerProduct: e.ORDER_UNPAID_MAX_UNITS_PER_PRODUCT,
    maxUnpaidOrders: e.ORDER_UNPAID_MAX_PER_CUSTOMER,
  };
  Object.defineProperties(payments, {
    keySecret: { value: e.RAZORPAY_KEY_SECRET ?? standIn.keySecret, enumerable: false },
    webhookSecret: { value: e.RAZORPAY_WEBHOOK_SECRET ?? (sandbox ? standIn.webhookSecret : undefined), enumerable: false },
  });
  return payments;
}

function shippingConfig(e: Env, jwtSecret: Uint8Array): ShippingConfig {
  const mode = e.SHIPPING_PROVIDER ?? "sandbox";
  if (mode === "shiprocket") {
    const missing = (["SHIPROCKET_EMAIL", "SHIPROCKET_PASSWORD", "SHIPROCKET_WEBHOOK_TOKEN"] as const).find((name) => !e[name]);
    if (missing) throw new ConfigError(`Invalid environment variable ${missing}: required when SHIPPING_PROVIDER=shiprocket (docs/shipping.md says where to find it in your Shiprocket account)`);
  } else {
    const stray = (["SHIPROCKET_EMAIL", "SHIPROCKET_PASSWORD", "SHIPROCKET_WEBHOOK_TOKEN"] as const).find((name) => e[name]);
    if (stray) throw new ConfigError(`Invalid environment variable SHIPPING_PROVIDER: ${stray} is set, so set SHIPPING_PROVIDER=shiprocket to use it (or remove it to keep the offline stand-in)`);
  }
  const derive = (label: string) => createHmac("sha256", jwtSecret).update(`shiprocket-sandbox:${label}`).digest("base64url");
  const shipping: ShippingConfig = {
    mode,
    email: "",
    password: "",
    webhookToken: "",
    apiBaseUrl: mode === "shiprocket" ? e.SHIPROCKET_API_BASE_URL.replace(/\/+$/, "") : undefined,
    pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
    timeoutMs: e.SHIPROCKET_TIMEOUT_MS,
    feePaise: parseRupees(e.SHIPPING_FEE, "SHIPPING_FEE"),
    freeAbovePaise: e.FREE_SHIPPING_ABOVE === undefined ? undefined : parseRupees(e.FREE_SHIPPING_ABOVE, "FREE_SHIPPING_ABOVE"),
  };
  Object.defineProperties(shipping, {
    email: { value: e.SHIPROCKET_EMAIL ?? "sandbox@sutra.shop", enumerable: false },
    password: { value: e.SHIPROCKET_PASSWORD ?? derive("password"), enumerable: false },
    webhookToken: { value: e.SHIPROCKET_WEBHOOK_TOKEN ?? derive("webhook-token"), enumerable: false },
  });
  return shipping;
}

function s3Config(e: Env): S3Config | undefined {
  if (!e.S3_BUCKET) {
    const stray = (["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const).find((name) => e[name]);
    if (stray) throw new ConfigError(`Invalid environment variable S3_BUCKET: required when ${stray} is set`);
    return undefined;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("Invalid environment variable S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  const region = e.S3_REGION ?? "us-east-1";
  const endpoint = e.S3_ENDPOINT?.replace(/\/+$/, "");
  const s3: S3Config = {
    bucket: e.S3_BUCKET,
    region,
    endpoint,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: undefined,
    publicUrl: (e.S3_PUBLIC_URL ?? (endpoint ? `${endpoint}/${e.S3_BUCKET}` : `https://${e.S3_BUCKET}.s3.${region}.amazonaws.com`)).replace(/\/+$/, ""),
  };
  Object.defineProperty(s3, "secretAccessKey", { value: e.S3_SECRET_ACCESS_KEY, enumerable: false });
  return s3;
}

function readUrls(e: Env): string[] {
  const urls = (e.DATABASE_READ_URLS ?? "").split(",").map((u) => u.trim()).filter(Boolean);
  if (urls.length > 0 && !e.DATABASE_URL) throw new ConfigError("Invalid environment variable DATABASE_READ_URLS: needs DATABASE_URL (the primary); the embedded PostgreSQL has no replicas");
  urls.forEach((url, i) => {
    if (!/^postgres(ql)?:\/\/./.test(url)) throw new ConfigError(`Invalid environment variable DATABASE_READ_URLS: entry ${i + 1} of ${urls.length} is not a postgres:// URL`);
  });
  return urls;
}

/** IMAGE_ORIGINS: comma-separated http(s) origins (a path or a trailing slash is not part of an origin and is refused). */
function imageOrigins(e: Env): string[] {
  const entries = (e.IMAGE_ORIGINS ?? "").split(",").map((o) => o.trim()).filter(Boolean);
  return entries.map((entry, i) => {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, "") || url.username || url.password) {
      throw new ConfigError(`Invalid environment variable IMAGE_ORIGINS: entry ${i + 1} of ${entries.length} is not an http(s) origin such as https://cdn.yourbrand.in (scheme and host, no path)`);
    }
    return url.origin;
  });
}

/** The shop's public address: PUBLIC_URL, or outside production this server on localhost (`port`: the one it listens on). */
export function publicUrlOf(config: Pick<Config, "publicUrl">, port: number): string {
  return config.publicUrl ?? `http://localhost:${port}`;
}

/**
 * Parses the environment once. A bad value throws a ConfigError naming the variable and what it must be, never the
 * value itself: a rejected DATABASE_URL or SMTP_URL may hold a password, and this line goes to the logs.
 */
export function parseConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = issue.path.join(".");
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}`);
  }
  const e = parsed.data;
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = e;
  if (Boolean(keyId) !== Boolean(keySecret)) {
    throw new ConfigError("Invalid environment variable RAZORPAY_KEY_SECRET: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together");
  }
  if (e.COD_RISK_POLICY === "advance" && !e.COD_ADVANCE) {
    throw new ConfigError("Invalid environment variable COD_ADVANCE: required when COD_RISK_POLICY=advance (the advance a high-risk COD order pays online, like \"99\" or \"10%\")");
  }
  const isProduction = e.NODE_ENV === "production";
  if (isProduction && !e.JWT_SECRET) {
    throw new ConfigError("Invalid environment variable JWT_SECRET: required when NODE_ENV=production");
  }
  if (isProduction && !keyId) {
    throw new ConfigError(
      "Invalid environment variable RAZORPAY_KEY_ID: required when NODE_ENV=production (the offline Razorpay stand-in takes no real money and is for development only)",
    );
  }
  if (isProduction && !e.RAZORPAY_WEBHOOK_SECRET) {
    throw new ConfigError("Invalid environment variable RAZORPAY_WEBHOOK_SECRET: required when NODE_ENV=production (webhooks confirm payments whose browser closed early)");
  }
  if (isProduction && !e.PUBLIC_URL) {
    throw new ConfigError(
      "Invalid environment variable PUBLIC_URL: required when NODE_ENV=production (the shop's address, such as https://yourbrand.in: links in pages and emails are built from it, never from a request's Host)",
    );
  }
  if (isProduction && e.SEED_ON_EMPTY && !e.DEMO_ACCOUNTS_IN_PRODUCTION) {
    throw new ConfigError(
      "Invalid environment variable SEED_ON_EMPTY: the demo catalogue comes with demo accounts whose passwords are published; in production set DEMO_ACCOUNTS_IN_PRODUCTION=true as well to load them anyway",
    );
  }
  if (e.DB_LOCK_TIMEOUT_MS > 0 && e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS > 0 && e.DB_LOCK_TIMEOUT_MS <= e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS) {
    throw new ConfigError(
      "Invalid environment variable DB_LOCK_TIMEOUT_MS: must be longer than DB_IDLE_IN_TRANSACTION_TIMEOUT_MS (a request waiting for a lock must outlast a frozen node holding it, whose transaction PostgreSQL ends after the idle bound)",
    );
  }
  const dataDir = absolute(e.DATA_DIR);
  const jwtSecret = loadOrCreateSecret(dataDir, e.JWT_SECRET);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    imageOrigins: imageOrigins(e),
    idempotencyKeyHours: e.IDEMPOTENCY_KEY_HOURS,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrls: readUrls(e),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    metricsToken: e.METRICS_TOKEN,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    bounds: {
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      reportStatementTimeoutMs: e.DB_REPORT_STATEMENT_TIMEOUT_MS,
      poolWaitMs: e.DB_POOL_WAIT_MS,
      keepAliveSeconds: e.TCP_KEEPALIVE_SECONDS,
      redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
      claimLeaseMs: Math.round(e.CLAIM_LEASE_SECONDS * 1000),
      s3TimeoutMs: e.S3_TIMEOUT_MS,
    },
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    jwtSecret,
    sessionTtlSeconds: e.SESSION_TTL_HOURS * 3600,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    purchaseTurns: e.PURCHASE_TURNS,
    soldOutMemoryMs: e.SOLD_OUT_MEMORY_MS,
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS,
    catalogueHttpMaxAgeSeconds: e.CATALOGUE_HTTP_MAX_AGE_SECONDS,
    optionFacetCacheSeconds: e.OPTION_FACET_CACHE_SECONDS,
    brandName: e.BRAND_NAME,
    mediaDir: absolute(e.MEDIA_DIR ?? join(dataDir, "media")),
    webDistDir: absolute(e.WEB_DIST_DIR ?? "web/dist"),
    logLevel: e.LOG_LEVEL,
    // Demo accounts have published passwords: never seeded in production unless asked for twice (above).
    seedOnEmpty: e.SEED_ON_EMPTY ?? !isProduction,
    seedDemoAutomaticOffers: e.SEED_DEMO_AUTOMATIC_OFFERS ?? true,
    graphqlIde: e.GRAPHQL_IDE ?? !isProduction,
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? !isProduction,
    graphqlLimits: {
      maxCost: e.GRAPHQL_MAX_COST,
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxDirectives: e.GRAPHQL_MAX_DIRECTIVES,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxDocumentSize: e.GRAPHQL_MAX_DOCUMENT_SIZE,
    },
    loginRateLimit: { maxPerIp: e.LOGIN_MAX_PER_IP, maxPerEmail: e.LOGIN_MAX_PER_EMAIL, windowSeconds: e.LOGIN_WINDOW_SECONDS },
    registerRateLimit: { maxPerIp: e.REGISTER_MAX_PER_IP, windowSeconds: e.REGISTER_WINDOW_SECONDS },
    searchRateLimit: { maxPerIp: e.SEARCH_MAX_PER_IP, windowSeconds: e.SEARCH_WINDOW_SECONDS },
    courierWebhookRateLimit: { maxPerIp: e.COURIER_WEBHOOK_MAX_PER_IP, windowSeconds: e.COURIER_WEBHOOK_WINDOW_SECONDS },
    accounts: {
      resetLinkMinutes: e.PASSWORD_RESET_LINK_MINUTES,
      emailLinkHours: e.EMAIL_LINK_HOURS,
      resetRateLimit: { maxPerIp: e.PASSWORD_RESET_MAX_PER_IP, maxPerEmail: e.PASSWORD_RESET_MAX_PER_EMAIL, windowSeconds: e.PASSWORD_RESET_WINDOW_SECONDS },
      accountEmailRateLimit: { maxPerUser: e.ACCOUNT_EMAIL_MAX_PER_USER, windowSeconds: e.ACCOUNT_EMAIL_WINDOW_SECONDS },
    },
    trustProxy: e.TRUST_PROXY,
    razorpay: keyId && keySecret ? { keyId, keySecret, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET } : undefined,
    payments: paymentsConfig(e, jwtSecret),
    shipping: shippingConfig(e, jwtSecret),
    s3: s3Config(e),
    email: emailConfig(e),
    messaging: messagingConfig(e),
    shopTimeZone: e.SHOP_TIMEZONE,
    seller: {
      name: e.SELLER_NAME ?? e.BRAND_NAME,
      address: e.SELLER_ADDRESS ?? (isProduction ? "" : DEMO_SELLER.address),
      gstin: e.SELLER_GSTIN ?? (isProduction ? undefined : DEMO_SELLER.gstin),
      gstPercent: e.INVOICE_GST_PERCENT,
    },
    returns: { windowDays: e.RETURN_WINDOW_DAYS },
    feeds: feedsConfig(e),
    analytics: analyticsConfig(e),
    delivery: {
      codMinPaise: parseRupees(e.COD_MIN, "COD_MIN"),
      codMaxPaise: parseRupees(e.COD_MAX, "COD_MAX"),
      codMaxOpenOrders: e.COD_MAX_OPEN_ORDERS,
      codFeePaise: parseRupees(e.COD_FEE, "COD_FEE"),
      prepaidDiscount: parsePrepaidDiscount(e.PREPAID_DISCOUNT),
      codAdvance: parseCodAdvance(e.COD_ADVANCE),
      codRequiresVerifiedEmail: e.COD_REQUIRES_VERIFIED_EMAIL,
      riskPolicy: e.COD_RISK_POLICY,
      cutoffHour: e.DELIVERY_CUTOFF_HOUR,
    },
    shopperLoops: {
      abandonedCartMinutes: e.ABANDONED_CART_MINUTES,
      secondReminderHours: e.ABANDONED_CART_SECOND_HOURS,
      couponPercent: e.ABANDONED_CART_COUPON_PERCENT,
      reviewRequestDays: e.REVIEW_REQUEST_DAYS,
      sweepSeconds: e.REMINDER_SWEEP_SECONDS,
    },
  };
}

/** The shopping feeds' token: non-enumerable, so logging the config never shows it. */
function feedsConfig(e: Env): Config["feeds"] {
  const feeds = {} as Config["feeds"];
  Object.defineProperty(feeds, "token", { value: e.FEED_TOKEN, enumerable: false });
  return feeds;
}

/** GA4: the Measurement Protocol's API secret is non-enumerable, so logging the config never shows it. */
function analyticsConfig(e: Env): Config["analytics"] {
  const analytics = { ga4Id: e.ANALYTICS_GA4_ID, measurementProtocolUrl: e.ANALYTICS_MP_URL } as Config["analytics"];
  Object.defineProperty(analytics, "apiSecret", { value: e.ANALYTICS_GA4_API_SECRET, enumerable: false });
  return analytics;
}

function emailConfig(e: Env): EmailConfig {
  const email: EmailConfig = {
    smtpUrl: undefined,
    from: e.EMAIL_FROM ?? `${e.BRAND_NAME} <orders@sutra.shop>`,
    sendIntervalSeconds: e.EMAIL_SEND_INTERVAL_SECONDS,
    leaseSeconds: e.EMAIL_LEASE_SECONDS,
    maxAttempts: e.EMAIL_MAX_ATTEMPTS,
  };
  // The URL may hold the SMTP password: non-enumerable, so logging the config never shows it.
  Object.defineProperty(email, "smtpUrl", { value: e.SMTP_URL, enumerable: false });
  return email;
}

/** Sandbox keys: the in-app stand-in signs its webhooks with these (no secret: it takes no real message anywhere). */
export const SANDBOX_MESSAGING = { appSecret: "sandbox-whatsapp-app-secret", verifyToken: "sandbox-verify-token", phoneNumberId: "100000000000001" } as const;

function messagingConfig(e: Env): MessagingConfig {
  const live = e.MESSAGING_PROVIDER === "live";
  /** A setting the live provider cannot work without: a clear start-up error naming it. */
  const need = (name: keyof Env, sandboxValue: string): string => {
    const value = e[name] as string | undefined;
    if (value) return value;
    if (!live) return sandboxValue;
    throw new ConfigError(`Invalid environment variable ${name}: required when MESSAGING_PROVIDER=live (see docs/messaging.md)`);
  };
  const messaging: MessagingConfig = {
    provider: e.MESSAGING_PROVIDER,
    whatsapp: {
      apiBase: e.WHATSAPP_API_BASE.replace(/\/+$/, ""),
      phoneNumberId: need("WHATSAPP_PHONE_NUMBER_ID", SANDBOX_MESSAGING.phoneNumberId),
      accessToken: "",
      appSecret: "",
      verifyToken: "",
      language: e.WHATSAPP_TEMPLATE_LANGUAGE,
      templates: {
        loginCode: need("WHATSAPP_TEMPLATE_LOGIN_CODE", "login_code"),
        orderPlaced: need("WHATSAPP_TEMPLATE_ORDER_PLACED", "order_placed"),
        codConfirmation: need("WHATSAPP_TEMPLATE_COD_CONFIRMATION", "cod_confirmation"),
        orderShipped: need("WHATSAPP_TEMPLATE_ORDER_SHIPPED", "order_shipped"),
        orderDelivered: need("WHATSAPP_TEMPLATE_ORDER_DELIVERED", "order_delivered"),
        refundProcessed: need("WHATSAPP_TEMPLATE_REFUND_PROCESSED", "refund_processed"),
      },
    },
    msg91: {
      apiBase: e.MSG91_API_BASE.replace(/\/+$/, ""),
      authKey: "",
      // MSG91 flow template ids, each mapped in MSG91's panel to the template registered on the DLT platform (TRAI's rule).
      templates: { loginCode: need("MSG91_TEMPLATE_LOGIN_CODE", "sandbox_login_code"), codConfirmation: need("MSG91_TEMPLATE_COD_CONFIRMATION", "sandbox_cod_confirmation") },
    },
    timeoutMs: e.MESSAGING_TIMEOUT_MS,
    sendIntervalSeconds: e.MESSAGE_SEND_INTERVAL_SECONDS,
    maxAttempts: e.MESSAGE_MAX_ATTEMPTS,
    leaseSeconds: e.EMAIL_LEASE_SECONDS,
    loginCodeMinutes: e.LOGIN_CODE_MINUTES,
    loginCodeRateLimit: { maxPerPhone: e.LOGIN_CODE_MAX_PER_PHONE, maxPerIp: e.LOGIN_CODE_MAX_PER_IP, windowSeconds: e.LOGIN_CODE_WINDOW_SECONDS },
    codConfirmHours: e.COD_CONFIRM_HOURS,
    codConfirmSweepSeconds: e.COD_CONFIRM_SWEEP_SECONDS,
  };
  // Keys and secrets: non-enumerable, so logging the config never shows them.
  const secret = (target: object, key: string, value: string) => Object.defineProperty(target, key, { value, enumerable: false });
  secret(messaging.whatsapp, "accessToken", need("WHATSAPP_ACCESS_TOKEN", "sandbox-access-token"));
  secret(messaging.whatsapp, "appSecret", need("WHATSAPP_APP_SECRET", SANDBOX_MESSAGING.appSecret));
  secret(messaging.whatsapp, "verifyToken", need("WHATSAPP_VERIFY_TOKEN", SANDBOX_MESSAGING.verifyToken));
  secret(messaging.msg91, "authKey", need("MSG91_AUTH_KEY", "sandbox-msg91-auth-key"));
  return messaging;
}
