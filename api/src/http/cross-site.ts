/**
 * One rule against cross-site request forgery, for every state change on every path (REST, GraphQL over JSON and
 * multipart, the sandbox): a request with an unsafe method that a browser marks as coming from another site is
 * refused with 403 before anything reads its body or its cookie.
 *
 * The browser says where a request comes from: `Sec-Fetch-Site` (every current browser) must be `same-origin` (or
 * `none`: typed by the user); where it is missing, an `Origin` header must name this site (its Host, or PUBLIC_URL).
 * A request with neither is not a cross-site page's (API clients, curl, Razorpay's webhooks) and passes: only a
 * browser carries a victim's cookie. This is the check Go's net/http CrossOriginProtection makes; the session
 * cookie's SameSite=Lax stays as a second line for browsers, and Apollo's CSRF preflight rule for /graphql as a
 * third.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { EdgeMiddleware } from "./graphql-endpoint.js";

const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed.";

function sameSite(origin: string, req: IncomingMessage, trustedOrigins: ReadonlySet<string>): boolean {
  if (trustedOrigins.has(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage
  }
}

/** Whether a browser says this request comes from a page of another site. */
export function isCrossSite(req: IncomingMessage, trustedOrigins: ReadonlySet<string> = new Set()): boolean {
  const site = req.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  const origin = req.headers.origin;
  return typeof origin === "string" && !sameSite(origin, req, trustedOrigins);
}

function refuse(req: IncomingMessage, res: ServerResponse) {
  const graphql = (req.url ?? "").startsWith("/graphql");
  const body = JSON.stringify(graphql ? { errors: [{ message: CROSS_SITE_MESSAGE, extensions: { code: "FORBIDDEN" } }] } : { success: false, message: CROSS_SITE_MESSAGE });
  res.statusCode = 403;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}

/** The edge middleware: unsafe methods from another site end here. `trustedOrigins`: e.g. PUBLIC_URL's origin. */
export function refuseCrossSiteRequests(trustedOrigins: Iterable<string> = []): EdgeMiddleware {
  const trusted = new Set(trustedOrigins);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method ?? "GET") || !isCrossSite(req, trusted)) {
      next();
      return;
    }
    // The body is never read: drain it so the connection can be reused.
    req.resume();
    refuse(req, res);
  };
}
