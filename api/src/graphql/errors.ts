import { type GraphQLFormattedError, GraphQLError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { QueryFailedError } from "typeorm";
import { DomainError } from "../lib/errors.js";
import { LIMIT_CODES } from "./limits.js";

const LIMIT_CODE_SET: ReadonlySet<unknown> = new Set(Object.values(LIMIT_CODES));

/** graphql-js's parser limit (parseOptions.maxTokens) words its refusal as a syntax error ("more that" in 16.x). */
const TOKEN_LIMIT = /^Syntax Error: Document contains more tha[nt] \d+ tokens\. Parsing aborted\.$/;

/** Client mistakes Apollo reports with an HTTP status but no code, and the code that names them. */
const CLIENT_ERROR_CODES: ReadonlyArray<[RegExp, string]> = [
  [/^provided sha does not match query$/, "PERSISTED_QUERY_HASH_MISMATCH"],
  [/^Unsupported persisted query version$/, "PERSISTED_QUERY_VERSION_UNSUPPORTED"],
];

/** graphql-js ends a message with " Did you mean …?" when it can guess a name: that reveals the schema. */
const SUGGESTION = /\s*Did you mean\b[\s\S]*$/;

export interface ErrorFormatterOptions {
  /** Drop "Did you mean …" suggestions (when introspection is off: they reveal the same names). */
  hideSuggestions?: boolean;
}

function httpStatusOf(error: unknown): number | undefined {
  const status = error instanceof GraphQLError ? (error.extensions?.http as { status?: unknown } | undefined)?.status : undefined;
  return typeof status === "number" ? status : undefined;
}

/**
 * Domain errors keep their message and code (plus the offending field); refused documents and other client
 * mistakes get a code that says what the client did wrong; anything unexpected is logged and reaches the client
 * only as a generic message, never with internals.
 */
export function createErrorFormatter(logUnexpected: (error: unknown) => void, { hideSuggestions = false }: ErrorFormatterOptions = {}) {
  const clean = (message: string) => (hideSuggestions ? message.replace(SUGGESTION, "") : message);

  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    // A domain error may reach here through the database driver (db/owed-statement.ts refuses a statement with one).
    const resolverError = unwrapResolverError(error);
    const original = resolverError instanceof QueryFailedError && resolverError.driverError instanceof DomainError ? resolverError.driverError : resolverError;
    if (original instanceof DomainError) {
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: original.code, ...(original.field ? { field: original.field } : {}) },
      };
    }
    // A document over one of the limits (graphql/limits.ts): Apollo labels every validation error
    // GRAPHQL_VALIDATION_FAILED, the rule's own error keeps the limit's code.
    const cause = error instanceof GraphQLError ? error.originalError : undefined;
    if (cause instanceof GraphQLError && LIMIT_CODE_SET.has(cause.extensions?.code)) {
      return { message: formatted.message, extensions: { code: cause.extensions.code } };
    }
    if (cause instanceof GraphQLError && cause.extensions?.validationErrorCode === "MAX_RECURSIVE_SELECTIONS_EXCEEDED") {
      return { message: formatted.message, extensions: { code: LIMIT_CODES.selections } };
    }
    if (TOKEN_LIMIT.test(formatted.message)) return { message: formatted.message, extensions: { code: LIMIT_CODES.tokens } };

    const code = formatted.extensions?.code;
    if (code === "INTERNAL_SERVER_ERROR" || code === undefined) {
      const status = httpStatusOf(error);
      if (status !== undefined && status >= 400 && status < 500) {
        const named = CLIENT_ERROR_CODES.find(([pattern]) => pattern.test(formatted.message))?.[1] ?? "BAD_REQUEST";
        return { message: formatted.message, extensions: { code: named } };
      }
      logUnexpected(original);
      return { message: "Something went wrong on our side. Please try again.", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
    }
    // Parse and validation errors, refused variables, Apollo's request errors: already clear, and safe.
    return hideSuggestions ? { ...formatted, message: clean(formatted.message) } : formatted;
  };
}
