import type { GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { DomainError } from "../lib/errors.js";

/**
 * Domain errors keep their message and code (plus the offending field); anything unexpected is logged
 * and reaches the client only as a generic message, never with internals.
 */
export function createErrorFormatter(logUnexpected: (error: unknown) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: original.code, ...(original.field ? { field: original.field } : {}) },
      };
    }
    const code = formatted.extensions?.code;
    if (code === "INTERNAL_SERVER_ERROR" || code === undefined) {
      logUnexpected(original);
      return { message: "Something went wrong on our side. Please try again.", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
    }
    return formatted; // parse/validation errors: already clear, and safe
  };
}
