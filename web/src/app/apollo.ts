import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import type { TypePolicies } from "@apollo/client";
import { relayStylePagination } from "@apollo/client/utilities";
import { from, mergeMap } from "rxjs";
import { idempotencyKeyLink, retryOnceLink } from "./retries";

/**
 * Normalisation rules of the cache. Every entity is keyed by its `id`; the auth payloads have no
 * identity of their own (they only carry a message and the user), so they are stored inside their
 * parent rather than as separate entries.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // The session: a reference to the signed-in User, or null. Login writes it, logout clears it.
      me: {
        merge: (_existing, incoming) => incoming,
      },
      // The admin's order table: one cached page per (page size, offset, filter); a status change updates the
      // normalized Order, so every page that shows it follows.
      adminOrders: {
        keyArgs: ["first", "offset", "filter"],
      },
      // Account → Orders: one list, "Show more orders" pages (`after`) appended to it.
      orderHistory: relayStylePagination(),
      // The returns queue: one list per filter, "Show more" appends the next page.
      returnRequests: relayStylePagination(["filter"]),
      // Storefront: one cached list per filter and sort; "Load more" pages (`after`) are appended to it.
      products: {
        keyArgs: ["filter", "sortBy"],
        merge: mergeProductPages,
      },
    },
  },
  // Storefront: the signed-in shopper has exactly one cart, so every Cart (the cart query and every cart
  // mutation's answer) is the same cache entry: a mutation's result replaces the cached cart in place.
  Cart: { keyFields: [] },
  CartLine: { keyFields: ["id"] },
  User: { keyFields: ["id"] },
  FeatureImage: { keyFields: ["id"] },
  Product: { keyFields: ["id"] },
  // A product's picture is read by its card (thumbnail, srcSet) and by the details (large): one picture, fields merged.
  ImageSet: { merge: true },
  ProductOptions: { merge: true },
  // The dashboard's figures and its returns panel read one range in two queries: their fields are merged.
  SalesInsights: { merge: true },
  Order: {
    keyFields: ["id"],
    fields: {
      // An order's lines are read by several queries with different fields (the details, the returns part): the
      // same lines in the same order, so each answer adds its fields to the lines already cached.
      lines: {
        merge: (existing: ReadonlyArray<Record<string, unknown>> | undefined, incoming: ReadonlyArray<Record<string, unknown>>) =>
          existing && existing.length === incoming.length ? incoming.map((line, i) => ({ ...existing[i], ...line })) : incoming,
      },
    },
  },
  // Embedded in its order (the lines policy above merges them), never an entity of its own.
  OrderLine: { keyFields: false },
  AuthPayload: { keyFields: false },
  RegisterPayload: { keyFields: false },
};

interface ProductPage {
  edges?: ReadonlyArray<unknown>;
  [field: string]: unknown;
}

/**
 * Cursor pages of the storefront's `products`: a first page (no `after`) replaces the list; a later page's
 * edges are appended (its pageInfo, totalCount and facets win: they describe the list as a whole).
 */
export function mergeProductPages(
  existing: ProductPage | undefined,
  incoming: ProductPage,
  { args }: { args: Record<string, unknown> | null },
): ProductPage {
  if (!existing || !args?.["after"]) return incoming;
  return { ...incoming, edges: [...(existing.edges ?? []), ...(incoming.edges ?? [])] };
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

export interface CreateApolloClientOptions {
  /** The GraphQL endpoint; same origin by default (Vite proxies it in development). */
  uri?: string;
}

/** True when the variables hold a File or Blob somewhere (an image upload). */
export function hasFiles(value: unknown, depth = 0): boolean {
  if (typeof Blob !== "undefined" && value instanceof Blob) return true;
  if (depth > 4 || value === null || typeof value !== "object") return false;
  return Object.values(value as Record<string, unknown>).some((item) => hasFiles(item, depth + 1));
}

export function createApolloClient({ uri = "/graphql" }: CreateApolloClientOptions = {}): ApolloClient {
  // The session lives in the httpOnly `token` cookie the server sets on login: send it along.
  const http = new HttpLink({ uri, credentials: "same-origin" });
  // Operations carrying a file (uploadImage, admins only) go as a multipart request (graphql-multipart-request-spec);
  // the server's CSRF guard wants `apollo-require-preflight` on those. The multipart client loads with the first
  // upload: no shopper ever needs it.
  let uploadLink: Promise<ApolloLink> | undefined;
  const upload = new ApolloLink((operation, forward) =>
    from(
      (uploadLink ??= import("apollo-upload-client/UploadHttpLink.mjs").then(
        ({ default: UploadHttpLink }) => new UploadHttpLink({ uri, credentials: "same-origin", headers: { "apollo-require-preflight": "true" } }),
      )),
    ).pipe(
      mergeMap((link) => {
        // The server reads a customer's multipart body only for the operation it names (a return's photo).
        operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, "x-apollo-operation-name": operation.operationName ?? "" } }));
        return link.request(operation, forward);
      }),
    ),
  );
  return new ApolloClient({
    // A key per idempotent action, then one retry of what is safe to send again after a network error or a 502/503
    // (retries.ts), then the request itself.
    link: ApolloLink.from([idempotencyKeyLink, retryOnceLink(), ApolloLink.split((operation) => hasFiles(operation.variables), upload, http)]),
    cache: createCache(),
  });
}
