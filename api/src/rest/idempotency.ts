import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Services } from "../services/index.js";
import { IDEMPOTENCY_HEADER, IdempotencyError, isFinalAnswer, REPLAYED_HEADER } from "../services/idempotency.service.js";
import type { Viewer } from "../services/viewer.js";

/**
 * The REST paths (under /api) whose changes honour an `Idempotency-Key`: the older client's cart and orders
 * (add, update, delete a line; place an order, verify its payment) and adding an address. Adding a path is adding a
 * line here. (Sign-up honours the key by itself: auth.service.ts.)
 */
export const IDEMPOTENT_REST_PATHS: readonly RegExp[] = [/^\/shop\/cart\//, /^\/shop\/order\//, /^\/shop\/address\/add$/];

const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A change to one of IDEMPOTENT_REST_PATHS sent with an Idempotency-Key by a signed-in caller runs once per key: the
 * route's answer is kept (services/idempotency.service.ts) and a repeat gets it again with `Idempotent-Replayed:
 * true`. Other requests pass untouched (an anonymous one gets the route's own 401).
 */
export function restIdempotency(services: Services): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    const viewer = (req as Request & { viewer?: Viewer | null }).viewer;
    if (key === undefined || !viewer || !CHANGES.has(req.method) || !IDEMPOTENT_REST_PATHS.some((path) => path.test(req.path))) return next();
    try {
      const operation = `${req.method} ${req.baseUrl}${req.path}`;
      const { answer, replayed } = await services.idempotency.run({ userId: viewer.userId, key, operation, request: { url: req.originalUrl, body: req.body ?? null } }, () =>
        // The route (or the error handler) answers as always; its answer is what is kept.
        new Promise((resolve) => {
          let body = "";
          const json = res.json.bind(res);
          res.json = (value: unknown) => {
            body = JSON.stringify(value);
            return json(value);
          };
          const settle = () =>
            resolve({ status: res.statusCode, contentType: String(res.getHeader("Content-Type") ?? "application/json; charset=utf-8"), body, final: res.writableFinished && isFinalAnswer(res.statusCode) });
          res.once("finish", settle);
          res.once("close", settle);
          next();
        }),
      );
      if (replayed) res.status(answer.status).set(REPLAYED_HEADER, "true").type(answer.contentType).send(answer.body);
    } catch (error) {
      if (!(error instanceof IdempotencyError)) return next(error);
      res.status(error.status).json({ success: false, message: error.message });
    }
  };
}
