/**
 * `/graphql` multipart requests (the graphql-multipart-request-spec uploads; express's part of /graphql, app.ts).
 *
 * The upload parser used to run first for anyone, and anything it could not read became a 500. Now:
 * 1. before the body is read, Apollo's CSRF rule (multipart/form-data is a "simple" type a cross-site form can send,
 *    so a preflight header is required) and the caller: uploads are an admin's (uploadImage), or a customer's return
 *    or review photo sent as the operation named UploadReturnPhoto or UploadReviewPhoto (header
 *    x-apollo-operation-name); nobody else makes the server read a multipart body;
 * 2. what the parser refuses (a truncated body, no boundary, bad `operations` JSON, a file over the limit) is a 4xx
 *    with a code, as GraphQL errors: BAD_REQUEST, PAYLOAD_TOO_LARGE, DOCUMENT_TOO_LARGE.
 */
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import type { Services } from "../services/index.js";
import { ADMIN_ONLY, NOT_SIGNED_IN } from "../services/viewer.js";
import { BodyError, checkDocumentSize } from "./graphql-endpoint.js";
import { readSessionToken } from "../lib/session-cookie.js";

const PREFLIGHT_HEADERS = ["apollo-require-preflight", "x-apollo-operation-name"] as const;

/**
 * The operations a signed-in customer may send as multipart (header `x-apollo-operation-name`): a photo for a return
 * request or for a review. Their fields are still CUSTOMER-only by @auth; the admin's uploadImage refuses customers
 * there too.
 */
export const CUSTOMER_UPLOAD_OPERATIONS: ReadonlySet<string> = new Set(["UploadReturnPhoto", "UploadReviewPhoto"]);

export const CSRF_MESSAGE =
  "This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Multipart requests must carry a non-empty " +
  "'apollo-require-preflight' or 'x-apollo-operation-name' header.";

function send(res: Response, status: number, code: string, message: string) {
  res.status(status).set("Cache-Control", "no-store").json({ errors: [{ message, extensions: { code } }] });
}

/** Checks a multipart request before its body is read: preflight header, then a signed-in admin. */
export function beforeMultipart(services: Services, cookieName: string): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.is("multipart/form-data")) return next();
    const refuse = (status: number, code: string, message: string) => {
      req.resume(); // never read, but drained so the connection can be reused
      send(res, status, code, message);
    };
    if (!PREFLIGHT_HEADERS.some((name) => (req.headers[name] ?? "") !== "")) return refuse(400, "BAD_REQUEST", CSRF_MESSAGE);
    const viewer = await services.auth.authenticate(readSessionToken(req, cookieName));
    if (!viewer) return refuse(401, "UNAUTHENTICATED", NOT_SIGNED_IN);
    // A customer's uploads are a return's or a review's photo, named in the preflight header; everything else stays admin-only.
    const operation = req.headers["x-apollo-operation-name"];
    if (viewer.role !== "admin" && !(typeof operation === "string" && CUSTOMER_UPLOAD_OPERATIONS.has(operation))) return refuse(403, "FORBIDDEN", ADMIN_ONLY);
    next();
  };
}

/** Runs the upload parser; its refusals become BodyErrors (4xx with a code), the document's size is checked. */
export function readMultipart(upload: RequestHandler, maxDocumentSize: number): RequestHandler {
  return (req, res, next) => {
    if (!req.is("multipart/form-data")) return next();
    upload(req, res, (error?: unknown) => {
      if (error === undefined || error === null) {
        try {
          checkDocumentSize((req.body as { query?: unknown } | undefined)?.query, maxDocumentSize);
        } catch (tooLarge) {
          return next(tooLarge);
        }
        return next();
      }
      const status = (error as { status?: unknown }).status;
      const message = error instanceof Error ? error.message : String(error);
      if (status === 413) return next(new BodyError(413, message));
      // 499: the client went away mid-upload; anything else is a body the parser could not read.
      if (status === 499) return next(new BodyError(499, message, "CLIENT_CLOSED_REQUEST"));
      next(new BodyError(400, `The multipart request could not be read: ${message}`));
    });
  };
}

/** /graphql's own error handler: transport failures as GraphQL errors with their status; real faults go on. */
export function graphqlTransportErrors(): ErrorRequestHandler {
  return (thrown, req, res, next) => {
    // body-parser's refusals (express.json, for JSON that reached express) carry a 4xx status too.
    const status = (thrown as { status?: unknown }).status;
    const error =
      thrown instanceof BodyError || typeof status !== "number" || status < 400 || status >= 500
        ? thrown
        : new BodyError(status, status === 413 ? "Request body is too large." : "The request body could not be read.");
    if (!(error instanceof BodyError)) return next(error);
    if (error.status === 499 || res.headersSent) {
      res.destroy();
      return;
    }
    req.resume();
    send(res, error.status, error.code, error.message);
  };
}
