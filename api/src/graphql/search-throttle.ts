/**
 * Anonymous searches are rate-limited per client address (services/throttle.service.ts). The plugin counts the
 * operation's root search fields (productSearch, search; aliases each count) once per document and operation, and
 * asks the throttle before anything executes: a refused operation answers 429 with Retry-After and runs nothing.
 */
import { type ApolloServerPlugin, HeaderMap } from "@apollo/server";
import { type DocumentNode, GraphQLError, Kind, type OperationDefinitionNode, type SelectionSetNode } from "graphql";
import { RateLimitedError } from "../lib/errors.js";
import type { GraphQLContext } from "./context.js";

export const SEARCH_FIELDS: ReadonlySet<string> = new Set(["productSearch", "search"]);

function countSearches(document: DocumentNode, selectionSet: SelectionSetNode, seen: Set<string>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (SEARCH_FIELDS.has(selection.name.value)) count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countSearches(document, selection.selectionSet, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) count += countSearches(document, fragment.selectionSet, seen);
    }
  }
  return count;
}

export function searchThrottle(): ApolloServerPlugin<GraphQLContext> {
  // Documents come from Apollo's document cache: the same text is the same object, counted once.
  const counted = new WeakMap<OperationDefinitionNode, number>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (!operation || operation.operation !== "query" || contextValue.viewer) return;
          let searches = counted.get(operation);
          if (searches === undefined) counted.set(operation, (searches = countSearches(document, operation.selectionSet, new Set())));
          if (searches === 0) return;
          try {
            await contextValue.services.throttle.anonymousSearches(contextValue.clientIp, searches);
          } catch (error) {
            if (!(error instanceof RateLimitedError)) throw error;
            throw new GraphQLError(error.message, {
              extensions: {
                code: error.code,
                http: { status: 429, headers: new HeaderMap([["retry-after", String(error.retryAfterSeconds)]]) },
              },
            });
          }
        },
      };
    },
  };
}
