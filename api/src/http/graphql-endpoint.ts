/**
 * `/graphql` for JSON requests (POST with a JSON body, GET queries): Apollo Server's own HTTP handler,
 * `executeHTTPGraphQLRequest` (the API Apollo's integrations are built on), called straight from the HTTP server.
 *
 * Why not through express: on the product-detail workload express's per-request routing and prototype switching,
 * body-parser, `res.send`'s ETag and the express5 integration cost about 0.25 ms of CPU a request, more than
 * executing the query (measured with `npm run bench` and CPU profiles; see docs/performance.md). The same
 * request logger, security headers and compression (one instance each, shared with the express app) run first, the
 * viewer is identified the same way, and everything else about `/graphql` (multipart uploads, the IDE page) is
 * still the express app's.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type ApolloServer, HeaderMap } from "@apollo/server";
import type { GraphQLContext } from "../graphql/context.js";
import { keyedMutationsOf } from "../graphql/idempotent-fields.js";
import { operationAsked } from "../graphql/operation-asked.js";
import { IDEMPOTENCY_HEADER, IdempotencyError, type IdempotencyService, isFinalAnswer, REPLAYED_HEADER } from "../services/idempotency.service.js";
import type { Audience, CachedAnswer, GraphQLResponseCache } from "./graphql-response-cache.js";

/** A connect-style function on plain node objects: request logger, security headers, compression. */
export type EdgeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface GraphQLEndpointDeps {
  apollo: ApolloServer<GraphQLContext>;
  /** Runs before every request (logging, headers, compression), in order. */
  edge: EdgeMiddleware[];
  context: (req: IncomingMessage, res: ServerResponse) => Promise<GraphQLContext>;
  maxBodyBytes: number;
  /** The longest GraphQL document (characters) accepted; longer ones are refused before Apollo parses them. */
  maxDocumentSize: number;
  onUnexpectedError: (error: unknown, req: IncomingMessage) => void;
  /** Public answers kept for a moment (graphql-response-cache.ts); undefined: every request runs. */
  responseCache?: GraphQLResponseCache;
  /** Whose public answers this request may share; undefined: none (it runs). */
  audienceOf: (req: IncomingMessage) => Promise<Audience | undefined>;
  /** Idempotency keys of the `@idempotent` mutations (services/idempotency.service.ts); without it the header is ignored. */
  idempotency?: {
    service: IdempotencyService;
    /** The mutations that honour the key (graphql/idempotent-fields.ts). */
    mutations: ReadonlySet<string>;
    /** The signed-in caller's id; undefined for nobody (the mutation then answers UNAUTHENTICATED as always). */
    userIdOf: (req: IncomingMessage) => Promise<string | undefined>;
  };
}

const PATH = "/graphql";

/** A request the client got wrong: its HTTP status and the error code that says what was wrong. */
export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST",
  ) {
    super(message);
  }
}

/** Refuses a document longer than `max` characters (graphql/limits.ts: the size limit is the HTTP layer's). */
export function checkDocumentSize(query: unknown, max: number): void {
  if (typeof query === "string" && query.length > max) {
    throw new BodyError(413, `The GraphQL document is ${query.length} characters long; at most ${max} are accepted.`, "DOCUMENT_TOO_LARGE");
  }
}

function pathOf(url: string | undefined): string {
  if (!url) return "";
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

function isJson(contentType: string | undefined): boolean {
  return contentType !== undefined && /^application\/(graphql-response\+)?json\s*(;|$)/i.test(contentType);
}

async function readJsonBody(req: IncomingMessage, limit: number): Promise<{ text: string; json: unknown }> {
  const declared = Number(req.headers["content-length"]);
  if (declared > limit) throw new BodyError(413, "Request body is too large.");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyError(413, "Request body is too large.");
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return { text, json: undefined };
  try {
    return { text, json: JSON.parse(text) };
  } catch {
    throw new BodyError(400, "The request body is not valid JSON.");
  }
}

/** A client that goes away mid-body is not a fault of ours: nothing is sent back, nothing logged as an error. */
const unlessClientLeft = (req: IncomingMessage) => (error: unknown) => {
  if (!(error instanceof BodyError) && req.destroyed) throw new BodyError(499, "The client closed the request.", "CLIENT_CLOSED_REQUEST");
  throw error;
};

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}

function runEdge(edge: EdgeMiddleware[], req: IncomingMessage, res: ServerResponse, done: () => void, fail: (error: unknown) => void) {
  let i = 0;
  const next = (error?: unknown) => {
    if (error) return fail(error);
    const middleware = edge[i++];
    if (!middleware) return done();
    try {
      middleware(req, res, next);
    } catch (thrown) {
      fail(thrown);
    }
  };
  next();
}

/** A weak validator of a response body: equal bodies, equal ETags. */
function etagOf(body: string | Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** The codes of a GraphQL answer's errors (to tell a kept answer from a "try again"). */
function errorCodesOf(text: string): string[] {
  try {
    const errors = (JSON.parse(text) as { errors?: Array<{ extensions?: { code?: unknown } }> }).errors ?? [];
    return errors.map((e) => String(e.extensions?.code ?? "INTERNAL_SERVER_ERROR"));
  } catch {
    return ["INTERNAL_SERVER_ERROR"];
  }
}

export function createGraphQLEndpoint({ apollo, edge, context, maxBodyBytes, maxDocumentSize, onUnexpectedError, responseCache, audienceOf, idempotency }: GraphQLEndpointDeps) {
  /** Sends a complete answer; public answers to GET can be revalidated (an unchanged one costs a 304 and no body). */
  function sendAnswer(req: IncomingMessage, res: ServerResponse, method: string, text: string | Buffer) {
    if (method === "GET" && res.statusCode === 200 && /\bpublic\b/.test(String(res.getHeader("Cache-Control") ?? ""))) {
      const etag = etagOf(text);
      res.setHeader("ETag", etag);
      if (req.headers["if-none-match"] === etag) {
        res.statusCode = 304;
        res.removeHeader("Content-Type");
        res.end();
        return;
      }
    }
    res.setHeader("Content-Length", typeof text === "string" ? Buffer.byteLength(text) : text.length);
    res.end(text);
  }

  async function execute(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? "GET";
    const read = method === "POST" ? await readJsonBody(req, maxBodyBytes).catch(unlessClientLeft(req)) : undefined;
    // Only a query's answer can be public. A change never looks there: it would join an identical one in flight and
    // wait for its whole answer before running itself (a flash sale's 200 identical adds to cart took turns in that).
    // A GET is a query or refused (GraphQL over HTTP).
    const shareable = method === "GET" || operationAsked(read?.json)?.type === "query";
    const audience = responseCache && shareable ? await audienceOf(req) : undefined;
    const cacheKey = audience === undefined ? undefined : responseCache!.keyOf(req, read?.text, audience);
    const lookup = cacheKey === undefined ? undefined : responseCache!.lookup(cacheKey);
    const shared = lookup?.kind === "kept" ? lookup.answer : lookup?.kind === "joined" ? await lookup.answer : undefined;
    if (shared) {
      for (const [key, value] of shared.headers) res.setHeader(key, value);
      res.statusCode = shared.status;
      sendAnswer(req, res, method, shared.body);
      return;
    }
    // This request leads when no identical one is running: whatever happens, the ones that joined it go on.
    const settle = lookup?.kind === "lead" ? lookup.settle : undefined;
    try {
      await answer(req, res, method, read, settle);
    } finally {
      settle?.(undefined);
    }
  }

  /** Runs the request through Apollo and sends its answer; `share` gets it when it may be shared (kept and given to the requests that joined). */
  async function answer(req: IncomingMessage, res: ServerResponse, method: string, read: { json: unknown } | undefined, share: ((answer: CachedAnswer) => void) | undefined) {
    const body = read?.json;
    if (method === "POST") checkDocumentSize((body as { query?: unknown } | undefined)?.query, maxDocumentSize);
    // A GET's query string is at least as long as its document: only a long one needs reading.
    else if ((req.url?.length ?? 0) > maxDocumentSize) checkDocumentSize(new URL(req.url!, "http://x").searchParams.get("query"), maxDocumentSize);

    // An `@idempotent` mutation sent with an Idempotency-Key by a signed-in caller runs once per key.
    const key = method === "POST" && idempotency ? req.headers[IDEMPOTENCY_HEADER] : undefined;
    const mutations = typeof key === "string" ? keyedMutationsOf(body, idempotency!.mutations) : [];
    const userId = mutations.length > 0 ? await idempotency!.userIdOf(req) : undefined;
    if (userId) {
      // The claim rides with the work's first statement: the answer is sent below, never by the work, so an attempt that
      // found the key taken is dropped unseen.
      const { answer, replayed } = await idempotency!.service.run({ userId, key: key as string, operation: `graphql ${mutations.join(",")}`, request: body }, async () => {
        const ran = await run(req, res, method, body);
        const text = ran.complete ?? (await ran.collect());
        const status = res.statusCode;
        return { status, contentType: String(res.getHeader("Content-Type") ?? "application/json; charset=utf-8"), body: text, final: isFinalAnswer(status, errorCodesOf(text)) };
      }, { claimOnTheWay: true });
      if (replayed) {
        res.statusCode = answer.status;
        res.setHeader("Content-Type", answer.contentType);
        res.setHeader("Cache-Control", "private, no-store");
        res.setHeader(REPLAYED_HEADER, "true");
      }
      sendAnswer(req, res, method, answer.body);
      return;
    }

    const ran = await run(req, res, method, body);
    if (ran.complete !== undefined) {
      // Only what httpCachePolicy found public (public fields, no errors), and never a cookie.
      if (share && res.statusCode === 200 && ran.isPublic && !res.hasHeader("set-cookie")) {
        const body = Buffer.from(ran.complete);
        share({ status: 200, headers: ran.headers, body });
        sendAnswer(req, res, method, body);
        return;
      }
      sendAnswer(req, res, method, ran.complete);
      return;
    }
    await ran.stream();
  }

  /**
   * Runs the request through Apollo, setting the answer's status and headers on `res`: a complete body, or a streamed
   * one (incremental delivery) to `stream()` to the client or `collect()` into one text.
   */
  async function run(req: IncomingMessage, res: ServerResponse, method: string, body: unknown) {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
    }
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const answer = { isPublic: false }; // told by httpCachePolicy
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method, headers, search: query === -1 ? "" : url.slice(query), body },
      context: async () => ({ ...(await context(req, res)), answer }),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    const streamed = response.body.kind === "chunked" ? response.body.asyncIterator : undefined;
    return {
      complete: response.body.kind === "complete" ? response.body.string : undefined,
      isPublic: answer.isPublic,
      headers: [...response.headers],
      async stream() {
        for await (const chunk of streamed!) res.write(chunk);
        res.end();
      },
      async collect() {
        let text = "";
        for await (const chunk of streamed!) text += chunk;
        return text;
      },
    };
  }

  return {
    /** Whether this endpoint answers the request: /graphql with a JSON body, or a GET that is not the IDE page. */
    accepts(req: IncomingMessage): boolean {
      if (pathOf(req.url) !== PATH) return false;
      if (req.method === "POST") return isJson(req.headers["content-type"]);
      if (req.method === "GET") return !(req.headers.accept ?? "").includes("text/html");
      return false;
    },

    handle(req: IncomingMessage, res: ServerResponse): void {
      const fail = (error: unknown) => {
        if (error instanceof BodyError || error instanceof IdempotencyError) {
          if (error.status === 499) return void res.destroy();
          if (!res.headersSent) sendJson(res, error.status, { errors: [{ message: error.message, extensions: { code: error.code } }] });
          return;
        }
        onUnexpectedError(error, req);
        if (!res.headersSent) sendJson(res, 500, { errors: [{ message: "Something went wrong on our side. Please try again.", extensions: { code: "INTERNAL_SERVER_ERROR" } }] });
        else res.destroy();
      };
      runEdge(edge, req, res, () => execute(req, res).catch(fail), fail);
    },
  };
}

export type GraphQLEndpoint = ReturnType<typeof createGraphQLEndpoint>;
