/**
 * A short-lived cache of public GraphQL answers, in front of Apollo: the answers httpCachePolicy marks `public`
 * (anonymous queries of the public catalogue, without errors) are kept for CATALOGUE_CACHE_SECONDS, and the same
 * request from another anonymous caller is answered from here without parsing, executing or asking the database.
 *
 * Why: a shop's anonymous traffic asks the same few questions over and over (the home page's listing, the product
 * everyone is looking at). Browsers and a CDN may already keep these answers for CATALOGUE_HTTP_MAX_AGE_SECONDS;
 * this keeps them for a second in every node, so a node without a CDN in front, or behind one that revalidates,
 * does not repeat the work. Freshness: a product, review or banner written through any node clears every node's
 * cache at once (the catalogue's change bus); a stock change from an order shows within the cache's time bound
 * (clearing every node's cache on every order would empty it exactly when a sale brings the crowd; checkout
 * itself always counts the stock in the database).
 *
 * Identical requests that arrive while the first of them is being answered wait for its answer instead of running
 * too (request coalescing, as a CDN does): when a popular answer expires, the crowd asking for it costs one
 * execution, not one each. Measured on the bench's detail workload (32 connections over 100 products), four
 * requests in ten ran the query before, about one in a hundred after.
 *
 * Answers are shared within an audience, never across: anonymous callers with each other, and signed-in customers
 * with each other (a shop's shoppers browse signed in; their catalogue answers are the public ones, sent as
 * `private, no-store`). An admin's requests never come here: admins read their own writes, from the primary. No
 * request that asks for a fresh answer (`Cache-Control: no-cache`) is answered from here, and the key holds
 * everything a public answer depends on: the audience, the method, the body or query string, the `Accept` header and
 * whether the CSRF-prevention headers were sent.
 */
import type { IncomingMessage } from "node:http";
import { LRUCache } from "lru-cache";
import type { CatalogueChanges } from "../services/catalogue/index.js";

/** Who may share answers: callers without a session, or signed-in customers. */
export type Audience = "anonymous" | "customers";

export interface CachedAnswer {
  status: number;
  headers: Array<[string, string]>;
  /** The answer's UTF-8 bytes, encoded once when kept: each request answered from here writes them as they are. */
  body: Buffer;
}

/**
 * What a lookup found: the answer kept; an identical request being answered now, whose outcome to wait for
 * (undefined: its answer could not be shared, so run the request); or nothing, and this request leads: it must
 * call `settle` exactly once, with its answer when shareable, so the requests that joined it can go on.
 */
export type Lookup =
  | { kind: "kept"; answer: CachedAnswer }
  | { kind: "joined"; answer: Promise<CachedAnswer | undefined> }
  | { kind: "lead"; settle: (answer: CachedAnswer | undefined) => void };

/** At most this many bytes are kept (answers are a few kB; the largest listing page is about 30 kB). */
const MAX_BYTES = 32 * 1024 * 1024;

export function createGraphQLResponseCache({
  ttlMs,
  changes,
  observe = () => {},
}: {
  ttlMs: number;
  changes: CatalogueChanges;
  observe?: (cache: string, hit: boolean) => void;
}) {
  const answers = new LRUCache<string, CachedAnswer>({
    maxSize: MAX_BYTES,
    sizeCalculation: (answer, key) => answer.body.length + key.length,
    ttl: ttlMs,
    // No timer per entry: expired answers are dropped when met, and all of them at most once per TTL when one is kept.
    ttlAutopurge: false,
  });
  // Without this sweep the cache sat at MAX_BYTES of answers long expired: under the bench's browse mix (W4, 3,500
  // distinct questions in 10 s, a 1 s TTL) that was most of the heap's live data and, with V8 growing the heap to
  // a multiple of its live data, a good part of the peak RSS. A pass over a few thousand entries, once per TTL.
  let sweptAt = Date.now();
  const keep = (key: string, answer: CachedAnswer) => {
    const now = Date.now();
    if (now - sweptAt >= ttlMs) {
      sweptAt = now;
      answers.purgeStale();
    }
    answers.set(key, answer);
  };
  /** Requests being answered now, by key: what the requests that joined them will get. */
  const inFlight = new Map<string, Promise<CachedAnswer | undefined>>();
  /** Bumped by every catalogue change: an answer begun before a change is neither kept nor joined after it. */
  let generation = 0;
  changes.onChange(() => {
    answers.clear();
    inFlight.clear();
    generation++;
  });

  return {
    /** What the cache holds now (keys' characters and bodies' bytes), as counted against MAX_BYTES. */
    keptBytes: () => answers.calculatedSize,

    /** The request's key within its audience, or undefined when it must be answered afresh. */
    keyOf(req: IncomingMessage, rawBody: string | undefined, audience: Audience): string | undefined {
      // A client that asks for a fresh answer (a browser's hard reload, a tool checking stock) gets one.
      if (/no-cache|no-store/i.test(String(req.headers["cache-control"] ?? "")) || req.headers.pragma === "no-cache") return undefined;
      const preflight = req.headers["apollo-require-preflight"] !== undefined || req.headers["x-apollo-operation-name"] !== undefined;
      return `${audience}\n${req.method}\n${req.headers.accept ?? ""}\n${preflight ? 1 : 0}\n${req.method === "GET" ? req.url : rawBody}`;
    },

    lookup(key: string): Lookup {
      const kept = answers.get(key);
      const running = kept ? undefined : inFlight.get(key);
      // A joined request runs nothing itself: it counts as a hit.
      observe("graphql-answers", kept !== undefined || running !== undefined);
      if (kept) return { kind: "kept", answer: kept };
      if (running) return { kind: "joined", answer: running };
      let resolve!: (answer: CachedAnswer | undefined) => void;
      const outcome = new Promise<CachedAnswer | undefined>((r) => (resolve = r));
      inFlight.set(key, outcome);
      const begunIn = generation;
      let settled = false;
      return {
        kind: "lead",
        settle(answer) {
          if (settled) return;
          settled = true;
          if (inFlight.get(key) === outcome) inFlight.delete(key);
          if (answer && begunIn === generation) keep(key, answer);
          resolve(answer);
        },
      };
    },
  };
}

export type GraphQLResponseCache = ReturnType<typeof createGraphQLResponseCache>;
