/** The error codes of the API; GraphQL puts them in extensions.code, REST maps them to HTTP statuses. */
export type ErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "BAD_USER_INPUT"
  | "NOT_FOUND"
  | "OUT_OF_STOCK"
  | "CONFLICT"
  | "PAYMENT_FAILED"
  | "TOO_MANY_REQUESTS";

/** A rule the caller broke: safe to show, carries a code and, for input errors, the offending field. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    // A broken rule is an answer, not a fault: no stack trace is captured for it (nor formatted again by the GraphQL
    // error that carries it), about 5 % of a refused request's CPU; a refusal is found by its code and message.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = "DomainError";
  }
}

/** A rate limit refused the call: TOO_MANY_REQUESTS, with how long to wait (REST sends it as Retry-After). */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("TOO_MANY_REQUESTS", message);
    this.name = "RateLimitedError";
  }
}

export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  OUT_OF_STOCK: 409,
  CONFLICT: 409,
  PAYMENT_FAILED: 402,
  TOO_MANY_REQUESTS: 429,
};
