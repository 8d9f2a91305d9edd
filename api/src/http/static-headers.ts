import type { IncomingMessage, ServerResponse } from "node:http";
import type { EdgeMiddleware } from "./graphql-endpoint.js";

/**
 * Helmet decides the security headers (one place, its configuration); they are the same for every response, so
 * they are worked out once at start and then set in one pass, instead of running helmet's thirteen middlewares on
 * every request.
 */
export function staticHeaders(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): EdgeMiddleware {
  const headers = new Map<string, string | number | readonly string[]>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let finished = false;
  middleware({ headers: {}, method: "GET", url: "/" } as IncomingMessage, recorder as unknown as ServerResponse, () => (finished = true));
  if (!finished) throw new Error("security headers: the middleware did not finish synchronously");
  const entries = [...headers];
  const assetEntries = entries.filter(([name]) => ASSET_HEADERS.has(name.toLowerCase()));
  return (req, res, next) => {
    for (const [name, value] of isAsset(req) ? assetEntries : entries) res.setHeader(name, value);
    next();
  };
}

/**
 * The build's hashed scripts and style sheets (`/assets/…`) are subresources: of helmet's headers only these two mean
 * anything on them (a script's type is not sniffed; another site may not load them). The document's policy headers
 * (CSP, frame options, COOP, HSTS, referrer policy…) come with every page and apply to what it loads; sent again with
 * each script they cost a phone about 700 bytes a file, more than many of the small chunks themselves (issue 46).
 */
const ASSET_HEADERS: ReadonlySet<string> = new Set(["x-content-type-options", "cross-origin-resource-policy"]);

/** A request for one of the build's hashed files. */
export const isAsset = (req: IncomingMessage) => req.url?.startsWith("/assets/") === true;
