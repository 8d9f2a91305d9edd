import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "../lib/logger.js";
import { DomainError, HTTP_STATUS, RateLimitedError } from "../lib/errors.js";
import type { Services } from "../services/index.js";
import { requireUser, type Viewer } from "../services/viewer.js";

/** What every REST handler gets: the services and the verified caller. */
export interface RestContext {
  services: Services;
  viewer: Viewer | null;
  req: Request;
  res: Response;
}

type Handler = (ctx: RestContext) => Promise<unknown>;

export const OWN_DATA_ONLY = "You can only access your own data.";

/**
 * The REST client names the user in the path or body; the caller is still the token's user. Anonymous → 401,
 * a userId that is not the caller's → 403. An absent body userId is fine: ownership comes from the token.
 * Every route that reads a `:userId` (path or body) goes through this.
 */
export function requireOwnUserId(viewer: Viewer | null, userId: unknown): Viewer {
  const user = requireUser(viewer);
  if (userId !== undefined && userId !== null && userId !== user.userId) throw new DomainError("FORBIDDEN", OWN_DATA_ONLY);
  return user;
}

/** Wraps a handler: builds its context; express 5 forwards a rejected promise to the error handler. */
export function route(services: Services, handler: Handler): RequestHandler {
  return async (req: Request, res: Response, _next: NextFunction) => {
    const viewer = (req as Request & { viewer?: Viewer | null }).viewer ?? null;
    const body = await handler({ services, viewer, req, res });
    if (body !== undefined && !res.headersSent) res.json(body);
  };
}

/** `{success:false, message}` with the status of the error's code; unexpected errors stay on the server. */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof DomainError) {
      if (error instanceof RateLimitedError) res.setHeader("Retry-After", String(error.retryAfterSeconds));
      res.status(HTTP_STATUS[error.code]).json({ success: false, message: error.message });
      return;
    }
    const status = (error as { status?: number; type?: string }).status;
    if (status && status >= 400 && status < 500) {
      // body-parser and friends: malformed JSON, too large a body…
      const message = status === 413 ? "Request body is too large." : "The request could not be read. Please send valid JSON.";
      res.status(status).json({ success: false, message });
      return;
    }
    logger.error({ err: error, reqId: req.id }, "unexpected error in REST route");
    res.status(500).json({ success: false, message: "Something went wrong on our side. Please try again." });
  };
}
