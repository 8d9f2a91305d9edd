/**
 * HTTP caching of GraphQL answers, decided once per operation (Apollo's per-field cache-control plugin is turned
 * off: it ran a hook on every field of every response). An anonymous query that reads only the public catalogue is
 * `public, max-age=N`, so browsers and a CDN may keep it (GET requests also get an ETag and 304s, see
 * graphql-endpoint.ts); an answer for a signed-in viewer is `private, no-store`; anything else is `no-store`.
 */
import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, type OperationDefinitionNode } from "graphql";
import type { GraphQLContext } from "./context.js";

/** Root fields whose answers are the same for every anonymous caller. */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set([
  "catalogueOptions",
  "products",
  "product",
  "productSearch",
  "search",
  "reviews",
  "featureImages",
  "__typename",
]);

function readsOnlyPublicFields(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === "query" &&
    operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && PUBLIC_QUERY_FIELDS.has(selection.name.value))
  );
}

export function httpCachePolicy(maxAgeSeconds: number): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, contextValue, response }) {
          let policy = "no-store";
          if (contextValue?.viewer) policy = "private, no-store";
          else if (
            maxAgeSeconds > 0 &&
            operation &&
            readsOnlyPublicFields(operation) &&
            response.body.kind === "single" &&
            response.body.singleResult.errors === undefined
          ) {
            policy = `public, max-age=${maxAgeSeconds}`;
          }
          response.http.headers.set("cache-control", policy);
        },
      };
    },
  };
}
