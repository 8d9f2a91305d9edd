import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "../lib/logger.js";
import { DomainError, HTTP_STATUS } from "../lib/errors.js";
import type { Services } from "../services/index.js";
import type { Viewer } from "../services/viewer.js";

/** What every REST handler gets: the services and the verified caller. */
export interface RestContext {
  services: Services;
  viewer: Viewer | null;
  req: Request;
  res: Response;
}

type Handler = (ctx: RestContext) => Promise<unknown>;

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
