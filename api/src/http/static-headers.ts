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
  return (_req, res, next) => {
    for (const [name, value] of entries) res.setHeader(name, value);
    next();
  };
}
