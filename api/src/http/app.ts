import { randomUUID } from "node:crypto";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { graphqlUploadExpress } from "graphql-upload-ts";
import helmet from "helmet";
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import proxyAddr from "proxy-addr";
import { pinoHttp } from "pino-http";
import type { Redis } from "ioredis";
import type { DataSource } from "typeorm";
import { type Config, publicUrlOf } from "../config.js";
import { createLoaders, type GraphQLContext } from "../graphql/context.js";
import { createErrorFormatter } from "../graphql/errors.js";
import * as firstScreenDocuments from "../graphql/generated/first-screen-documents.js";
import { DomainError } from "../lib/errors.js";
import { averageRating, CATALOGUE_OPTIONS, DEFAULT_SORT, productImages, variantPrices } from "../services/catalogue/index.js";
import { shippingPricePaise } from "../services/shipping-price.js";
import { httpCachePolicy } from "../graphql/http-cache-policy.js";
import { idempotentMutations } from "../graphql/idempotent-fields.js";
import { IDEMPOTENCY_HEADER } from "../services/idempotency.service.js";
import { createDocumentStore } from "../graphql/document-store.js";
import { jitGateway } from "../graphql/jit-executor.js";
import { graphqlLimits } from "../graphql/limits.js";
import { searchThrottle } from "../graphql/search-throttle.js";
import { buildSchema } from "../graphql/schema.js";
import { type Logger, requestScope } from "../lib/logger.js";
import { SANDBOX_MOUNT, SANDBOX_SCRIPT_PATH } from "../payments/index.js";
import { SHIPPING_SANDBOX_MOUNT } from "../payments/shipping/index.js";
import { restApi } from "../rest/index.js";
import type { Services } from "../services/index.js";
import { serveLocalMedia } from "./media-files.js";
import { discoveryRouter } from "./discovery.js";
import { readsOwnWrites, type Viewer } from "../services/viewer.js";
import { refuseCrossSiteRequests } from "./cross-site.js";
import { createGraphQLEndpoint, type EdgeMiddleware } from "./graphql-endpoint.js";
import { type Audience, createGraphQLResponseCache } from "./graphql-response-cache.js";
import { isAsset, staticHeaders } from "./static-headers.js";
import { apolloExpressMiddleware } from "./apollo-express.js";
import { beforeMultipart, graphqlTransportErrors, readMultipart } from "./graphql-multipart.js";
import { graphqlIdeRouter } from "./graphql-ide.js";
import type { Metrics } from "./metrics.js";
import { type Lifecycle, operationsRouter } from "./operations.js";
import { readSessionToken, sessionCookie, sessionCookieName } from "../lib/session-cookie.js";
import { webApp, type BannerAnswer, type FirstScreenSource, type SessionAnswer } from "./web-app.js";

export interface AppDeps {
  config: Config;
  services: Services;
  dataSource: DataSource;
  logger: Logger;
  httpServer: Server;
  metrics: Metrics;
  lifecycle: Lifecycle;
  /** The Redis commands client when REDIS_URL is set (for /readyz). */
  redis: Redis | undefined;
}

type ViewerRequest = Request & { viewer?: Viewer | null };

/** How many of a product's newest reviews its page's structured data quotes. */
const PAGE_REVIEWS = 5;
/** The home's featured products (web/src/shop/home/HomePage.tsx's FEATURED_COUNT). */
const FEATURED_PRODUCTS = 12;

/** Where Google's tag loads from and reports to (Google's CSP guide for Google Analytics 4). */
const GA4_ORIGINS = {
  script: ["https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

/** Asked by load balancers and Prometheus every few seconds: not worth a log line each. */
const OPERATIONS_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/** Responses smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Streamed answers (server-sent events, GraphQL incremental delivery) must reach the client as they are written. */
const STREAMED_TYPES = /^\s*(text\/event-stream|multipart\/mixed)\b/i;

/**
 * On-the-fly compression of text answers (GraphQL and REST JSON, index.html, the GraphQL IDE) above 1 kB: brotli
 * (quality 4, fast enough per request) when the client accepts it, else gzip, with `Vary: Accept-Encoding`.
 * Static assets arrive here already encoded (pre-compressed at build time, web-app.ts) and are left alone, as are
 * pictures (not compressible) and streamed answers. Only responses are touched: uploads and the webhook's raw
 * body are read as sent.
 */
export function compressResponses() {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (req, res) => {
      const type = res.getHeader("Content-Type");
      if (typeof type === "string" && STREAMED_TYPES.test(type)) return false;
      return compression.filter(req, res);
    },
  });
}

/** Builds the express app: security headers, logs, /healthz, /graphql, /api, /media and the web app. */
export async function createApp({ config, services, dataSource, logger, httpServer, metrics, lifecycle, redis }: AppDeps): Promise<{ handler: RequestListener; stop: () => Promise<void> }> {
  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", /^\d+$/.test(config.trustProxy) ? Number(config.trustProxy) : config.trustProxy);

  const requestLogger = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers["x-request-id"];
      const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
      // The build's hashed files are not logged (below): their answers carry no id to look up (static-headers.ts).
      if (!isAsset(req)) res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req) => OPERATIONS_PATHS.has(req.url ?? "") || req.url?.startsWith("/assets/") === true },
    // One short line a request: who asked what and how it ended. Copying every header (and redacting the
    // credentials among them) cost more CPU than answering a product's details.
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, url: req.url, remoteAddress: req.socket?.remoteAddress }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
  });

  // A page comes with the answers its first screen starts from, the ones /graphql gives to the app's own queries
  // (web/src/app/session.tsx's `Me` and web/src/shop/home/HomePage.tsx's `ShopFeatureImages`, generated from the web
  // app's documents by `npm run codegen`), so the app starts without asking first (web-app.ts).
  const answer = async <T>(query: string, viewer: Viewer | null, variables?: Record<string, unknown>): Promise<T | undefined> => {
    try {
      const result = await apollo.executeOperation<T>({ query, variables }, { contextValue: { viewer, services, session: { set: () => {}, clear: () => {} }, clientIp: "", loaders: createLoaders(services, viewer) } });
      // A link's own bad input (`?brand=gucci`): no answer to come with, the app asks and shows the message as usual.
      const errors = result.body.kind === "single" ? result.body.singleResult.errors : undefined;
      if (errors?.length && errors.every((e) => e.extensions?.code === "BAD_USER_INPUT")) return undefined;
      if (result.body.kind !== "single" || errors?.length || !result.body.singleResult.data) throw new Error(JSON.stringify(result.body));
      return result.body.singleResult.data;
    } catch (error) {
      logger.error({ err: error }, "could not answer a page's first screen: the page goes without it");
      return undefined;
    }
  };
  const publicUrl = () => publicUrlOf(config, (httpServer.address() as AddressInfo | null)?.port ?? config.port);
  const firstScreen: FirstScreenSource = {
    session: async (token) => {
      const viewer = await services.auth.authenticate(token).catch((error: unknown) => {
        logger.error({ err: error }, "could not tell a page's session: the page goes without it");
        return undefined;
      });
      if (viewer === undefined) return undefined;
      if (viewer === null) return null;
      return (await answer<{ me: SessionAnswer | null }>(firstScreenDocuments.Me, viewer))?.me;
    },
    banners: async () =>
      (await answer<{ featureImages: BannerAnswer[] }>(firstScreenDocuments.ShopFeatureImages, null))?.featureImages,
    // Public catalogue answers, the same for every shopper (asked without a viewer, like the cache of public answers).
    query: async (operation, variables) => answer<Record<string, unknown>>(firstScreenDocuments[operation], null, variables),
    productPage: async (slug) => {
      try {
        const { product, extras } = await services.catalogue.productWithExtras({ slug });
        const reviews = await services.reviews.latest(product.id, PAGE_REVIEWS);
        const { variants, gallery } = extras;
        const images = productImages(product);
        const absolute = (url: string) => new URL(url, publicUrl()).toString();
        const label = (options: ReadonlyArray<{ id: string; label: string }>, id: string) => options.find((o) => o.id === id)?.label ?? id;
        return {
          slug: product.slug,
          sku: product.sku,
          title: product.title,
          description: product.description,
          categoryId: product.category,
          categoryLabel: label(CATALOGUE_OPTIONS.categories, product.category),
          brandLabel: label(CATALOGUE_OPTIONS.brands, product.brand),
          pricePaise: product.pricePaise,
          salePricePaise: product.salePricePaise,
          totalStock: product.totalStock,
          images,
          imageUrls: [...new Set([images.large, ...gallery.map((g) => g.url)])].map(absolute),
          variants: variants.map((v) => {
            const { pricePaise, salePricePaise } = variantPrices(product, v);
            return { sku: v.sku, size: v.size, colour: v.colour, stock: v.stock, pricePaise, salePricePaise };
          }),
          rating: { average: averageRating(product), count: product.reviewCount },
          reviews: reviews.map((r) => ({ author: r.user.username, rating: r.rating, message: r.message, createdAt: r.createdAt })),
        };
      } catch (error) {
        if (error instanceof DomainError && error.code === "NOT_FOUND") return null;
        logger.error({ err: error }, "could not read a product's page: the page goes without its content");
        return undefined;
      }
    },
    featuredProducts: async () => {
      // The home's featured products, as its ShopHomeProducts query asks for them (the first page by price).
      const page = await services.catalogue.list({ sortBy: DEFAULT_SORT, first: FEATURED_PRODUCTS });
      return page.edges.map(({ node }) => ({
        slug: node.slug,
        title: node.title,
        pricePaise: node.pricePaise,
        salePricePaise: node.salePricePaise,
        totalStock: node.totalStock,
        images: productImages(node),
      }));
    },
  };
  const cookieName = sessionCookieName(config);
  const web = webApp(
    config.webDistDir,
    {
      brandName: config.brandName,
      timeZone: config.shopTimeZone,
      publicUrl,
      sessionCookieName: cookieName,
      shippingFor: (pricePaise) => shippingPricePaise(config.shipping, { goodsPaise: pricePaise, units: 1 }),
      ga4Id: config.analytics.ga4Id,
    },
    firstScreen,
  );
  // Pictures: this site (local media), data: and blob: (previews before upload), the S3 media store's public origin
  // (the bucket or the CDN in front of it) when media live there, the shop's public address, and the origins the shop
  // serves pictures from (IMAGE_ORIGINS: a CDN, an imported catalogue's image host). CSP matches origins, not paths.
  const ga4 = config.analytics.ga4Id !== undefined;
  const imageSources = [
    ...new Set(["'self'", "data:", "blob:", ...[config.s3?.publicUrl, config.publicUrl].filter((url) => url !== undefined).map((url) => new URL(url).origin), ...config.imageOrigins]),
  ];
  const securityHeaders = staticHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Razorpay's checkout: its script, and the payment window it opens in a frame (none for the sandbox).
          "script-src": ["'self'", web.inlineScriptHash, ...(config.payments.mode === "razorpay" ? ["https://checkout.razorpay.com"] : []), ...(ga4 ? GA4_ORIGINS.script : [])],
          // Google Analytics (ANALYTICS_GA4_ID): its tag sends its hits here, once the shopper agreed (issue 45).
          ...(ga4 ? { "connect-src": ["'self'", ...GA4_ORIGINS.connect] } : {}),
          "frame-src": ["'self'", ...(config.payments.mode === "razorpay" ? ["https://api.razorpay.com", "https://checkout.razorpay.com"] : [])],
          "img-src": [...imageSources, ...(ga4 ? GA4_ORIGINS.img : [])],
          // MUI/emotion inject style tags at runtime.
          "style-src": ["'self'", "'unsafe-inline'"],
          "upgrade-insecure-requests": config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: config.isProduction,
    }),
  );
  // compression is a connect middleware typed for express; it only uses node's request and response.
  const compress = compressResponses() as unknown as EdgeMiddleware;
  // Unsafe methods from another site's pages end here, on every path (cross-site.ts).
  const crossSite = refuseCrossSiteRequests(config.publicUrl ? [new URL(config.publicUrl).origin] : []);
  // The same run first for every request, through express or the GraphQL endpoint.
  const edge: EdgeMiddleware[] = [
    metrics.timeRequests,
    requestLogger,
    (req, _res, next) => requestScope.run({ reqId: String((req as IncomingMessage & { id?: unknown }).id) }, next),
    securityHeaders,
    crossSite,
    compress,
  ];
  for (const middleware of edge) app.use(middleware);

  app.use(operationsRouter({ dataSource, redis, lifecycle, metrics, metricsToken: config.metricsToken, metricsOpen: !config.isProduction }));

  // Resolve the caller once per API request; a bad or ended token simply means anonymous.
  const identify = async (req: ViewerRequest, _res: Response, next: NextFunction) => {
    req.viewer = await services.auth.authenticate(readSessionToken(req, cookieName));
    next();
  };

  const schema = buildSchema();
  const documents = createDocumentStore();
  const apollo = new ApolloServer<GraphQLContext>({
    gateway: jitGateway(schema),
    // A crowd asking a document this node has not seen yet parses it once (graphql/document-store.ts).
    documentStore: documents.store,
    csrfPrevention: true,
    // main.ts owns the signals: it drains the whole node (HTTP, jobs, pools), Apollo included.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    // Compact JSON: Apollo's default indents every answer, which costs CPU and bytes.
    stringifyResult: (result) => JSON.stringify(result),
    // Introspection and "Did you mean" suggestions both reveal the schema: off in production unless asked for.
    introspection: config.graphqlIntrospection,
    // Cost, depth, aliases, directives and tokens, checked once per document (graphql/limits.ts).
    ...graphqlLimits(config.graphqlLimits),
    formatError: createErrorFormatter((error) => logger.error({ err: error }, "unexpected error in GraphQL resolver"), {
      hideSuggestions: !config.graphqlIntrospection,
    }),
    plugins: [
      documents.plugin,
      // Shutdown (SIGTERM): new connections are refused, requests in flight get this long to finish.
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: config.shutdownGraceSeconds * 1000 }),
      metrics.graphqlPlugin(),
      ApolloServerPluginLandingPageDisabled(),
      // HTTP caching is decided per operation (httpCachePolicy), not by a hook on every resolved field.
      ApolloServerPluginCacheControlDisabled(),
      httpCachePolicy(config.catalogueHttpMaxAgeSeconds),
      searchThrottle(),
    ],
  });
  await apollo.start();

  const trustProxy = app.get("trust proxy fn") as Parameters<typeof proxyAddr>[1];
  const graphqlContext = async (req: IncomingMessage, res: ServerResponse): Promise<GraphQLContext> => {
    const viewer = await services.auth.authenticate(readSessionToken(req, cookieName));
    const idempotencyKey = req.headers[IDEMPOTENCY_HEADER];
    return {
      viewer,
      services,
      session: sessionCookie(res, config),
      clientIp: proxyAddr(req, trustProxy),
      idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey : undefined,
      loaders: createLoaders(services, viewer),
    };
  };
  // Whose public answers a request may share (graphql-response-cache.ts): none for a caller who must read its own
  // writes (an admin, from the primary). A token that is not (or no longer) good is an anonymous caller.
  const audienceOf = async (req: IncomingMessage): Promise<Audience | undefined> => {
    const viewer = await services.auth.authenticate(readSessionToken(req, cookieName));
    if (!viewer) return "anonymous";
    return readsOwnWrites(viewer) ? undefined : "customers";
  };
  const graphqlEndpoint = createGraphQLEndpoint({
    apollo,
    edge,
    context: graphqlContext,
    maxBodyBytes: 1024 * 1024,
    maxDocumentSize: config.graphqlLimits.maxDocumentSize,
    responseCache:
      config.catalogueCacheSeconds > 0
        ? createGraphQLResponseCache({ ttlMs: config.catalogueCacheSeconds * 1000, changes: services.catalogueChanges, observe: metrics.cacheLookup })
        : undefined,
    audienceOf,
    // `@idempotent` mutations sent with an Idempotency-Key run once per key and caller (services/idempotency.service.ts).
    idempotency: {
      service: services.idempotency,
      mutations: idempotentMutations(schema),
      userIdOf: async (req) => (await services.auth.authenticate(readSessionToken(req, cookieName)))?.userId,
    },
    onUnexpectedError: (error, req) => logger.error({ err: error, reqId: (req as IncomingMessage & { id?: unknown }).id }, "unexpected error in /graphql"),
  });

  if (config.graphqlIde) app.use(graphqlIdeRouter({ endpoint: "/graphql", title: `${config.brandName} GraphQL` }));
  // What the GraphQL endpoint leaves to express: multipart uploads (and any other body it does not read). A multipart
  // body is read only for an admin who sent Apollo's preflight header (uploads are admin-only), and what the upload
  // parser refuses is a 4xx with a code, like every other transport failure (graphql-multipart.ts).
  app.use(
    "/graphql",
    beforeMultipart(services, cookieName),
    readMultipart(graphqlUploadExpress({ maxFileSize: 5 * 1024 * 1024, maxFiles: 1 }), config.graphqlLimits.maxDocumentSize),
    express.json({ limit: "1mb" }),
    apolloExpressMiddleware(apollo, ({ req, res }) => graphqlContext(req, res)),
    graphqlTransportErrors(),
  );

  // The offline Razorpay stand-in (no keys configured; never in production): its API and its checkout script.
  const sandbox = services.paymentProvider.sandbox;
  if (sandbox) {
    app.use(SANDBOX_MOUNT, sandbox.router);
    app.get(SANDBOX_SCRIPT_PATH, (_req, res) => sandbox.sendScript(res));
  }

  // The offline Shiprocket stand-in (SHIPPING_PROVIDER=sandbox, the default): its API, labels and tracking pages.
  const shippingSandbox = services.shippingSetup.sandbox;
  if (shippingSandbox) app.use(SHIPPING_SANDBOX_MOUNT, shippingSandbox.router);

  app.use("/media", serveLocalMedia(config.mediaDir));
  app.use(discoveryRouter({ feeds: services.feeds, feedToken: config.feeds.token, publicUrl, logger }));
  app.use("/api", identify, restApi(services, config, logger));
  app.use(web.router);

  app.use((_req: Request, res: Response) => {
    res.status(404).type("text/plain").send("Not found");
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).type("text/plain").send(status === 404 ? "Not found" : "Bad request");
      return;
    }
    logger.error({ err: error, reqId: req.id }, "unexpected error");
    if (!res.headersSent) res.status(500).type("text/plain").send("Something went wrong on our side.");
  });

  const handler: RequestListener = (req, res) => (graphqlEndpoint.accepts(req) ? graphqlEndpoint.handle(req, res) : app(req, res));
  return { handler, stop: () => apollo.stop() };
}
